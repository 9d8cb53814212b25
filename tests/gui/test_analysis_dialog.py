"""The analysis of a game in the window: reached from the Spielliste and from the score dialog,
weighed on a worker with a progress bar, cancellable without leaving a thread; it lists the
human's decisions, flags a planted blunder (first, on request) and shows every alternative of
the selected one; "Von hier noch einmal" plays the same cards again from there as a practice
game that leaves the Partie as it was."""

from __future__ import annotations

import random
import threading

from blunders import game_with
from gui_helpers import healthy_decider, table_config
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_support import build_deal, play_tricks, start

from dokodesk.ai.advice import king_reason
from dokodesk.ai.analysis import analyse, cost_facts, deals, positions
from dokodesk.ai.judgement import help_text, margin, verdict_line
from dokodesk.ai.search import Cancelled, Effort
from dokodesk.engine.cards import DK
from dokodesk.engine.game import Play, apply, is_over, legal_actions, legal_cards, new_game
from dokodesk.engine.partie import next_game, record_game, totals
from dokodesk.engine.rules import preset
from dokodesk.gui import analysis
from dokodesk.gui.analysis import MISTAKE_MARK, decision_positions
from dokodesk.persistence import savefile
from dokodesk.text.hints import action_words, margin_words, say_tip

TIMEOUT = 20_000
ANALYSIS_TIMEOUT = 120_000
"""A whole game analysed (quick with SMALL, but the machine may be busy)."""
SMALL = Effort(samples=6, max_samples=6, reservation_samples=4, workers=1)


def partie_with_a_blunder():
    """A Partie whose first game (seed 19) the human lost an Ace in (a random game, the Ace
    thrown into the opponents' trick where a low card would do): (config, partie, final,
    seats, step of the blunder)."""
    config = table_config("ddv", seed=19)
    partie = savefile.start(config).partie
    setup, seats = next_game(partie)
    for seed in range(30):
        game = game_with(seed, True, setup, seats.player(0))
        if game is not None:
            final, _, step = game
            return config, record_game(partie, final, seats), final, seats, step
    raise AssertionError("no blunder planted")


def window_after_a_blunder(qtbot, make_window):
    """The window with that Partie resumed at the start of its second game."""
    config, partie, final, _seats, step = partie_with_a_blunder()
    window = make_window(decider=healthy_decider)
    window.analysis_effort = SMALL
    window._begin(config)
    setup, next_seats = next_game(partie)
    window.controller.resume(savefile.Saved(config, partie, new_game(setup), next_seats))
    window._update_spielliste()
    qtbot.waitUntil(lambda: window.controller.human_to_act() and not window.controller.busy,
                    timeout=TIMEOUT)
    return window, final, step


def analysed(qtbot, window):
    """The analysis of the Partie's first game, opened with the Spielliste's button (no game
    selected: the last one), once done."""
    QTest.mouseClick(window.spielliste.analyse_button, Qt.MouseButton.LeftButton)
    dialog = window.analysis
    assert dialog is not None and dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.decisions is not None, timeout=ANALYSIS_TIMEOUT)
    return dialog


def test_the_analysis_lists_every_decision_and_flags_the_blunder(qtbot, make_window) -> None:
    window, _final, step = window_after_a_blunder(qtbot, make_window)
    progress: list[tuple[int, int]] = []
    window.spielliste.analysis_requested.emit(0)
    dialog = window.analysis
    assert dialog.runner.running and dialog.progress.isVisible()
    dialog.runner.progressed.connect(lambda done, total: progress.append((done, total)))
    qtbot.waitUntil(lambda: dialog.decisions is not None, timeout=ANALYSIS_TIMEOUT)
    decisions = dialog.decisions
    assert progress and progress[-1] == (len(decisions), len(decisions))
    assert not dialog.progress.isVisible()
    assert dialog.headline.text() == "Analysis of game 1"
    assert [d.step for d in decisions] == sorted(d.step for d in decisions)
    assert decisions[0].kind == "reservation"
    assert {"reservation", "no_announce", "card"} <= {d.kind for d in decisions}
    assert dialog.table.rowCount() == len(decisions)
    blunder = next(d for d in decisions if d.step == step and d.kind == "card")
    assert blunder.mistake and blunder.best.action != blunder.chosen
    row = decisions.index(blunder)
    assert dialog.table.item(row, 0).text() == "11"
    assert dialog.table.item(row, 4).text().startswith(MISTAKE_MARK)
    assert dialog.table.item(row, 2).text() == dialog.choice_words(blunder, blunder.chosen)
    assert dialog.table.item(row, 5).text()  # the one-line reason
    # before a decision is chosen, the empty list of choices shows its headers whole
    assert dialog.selected() is None and dialog.choices.rowCount() == 0
    header = dialog.choices.horizontalHeader()
    for column in (1, 2):
        assert header.sectionSize(column) >= header.sectionSizeHint(column)
    assert f"choices with a verdict ({MISTAKE_MARK}): {sum(d.mistake for d in decisions)} ·" \
        in dialog.status.text()
    # the mistakes first: the blunder moves up, the decisions that were no mistake go last
    dialog.mistakes_first.setChecked(True)
    listed = dialog.ordered()
    mistakes = [d for d in decisions if d.mistake]
    assert listed[:len(mistakes)] == sorted(mistakes, key=lambda d: -d.loss)
    assert dialog.table.item(0, 4).text().startswith(MISTAKE_MARK)
    # every alternative of the selected decision with what it was worth, the chosen one marked
    dialog.select(blunder)
    assert dialog.selected() == blunder and dialog.again_button.isEnabled()
    assert dialog.choices.rowCount() == len(blunder.choices) >= 2
    texts = [dialog.choices.item(r, 0).text() for r in range(dialog.choices.rowCount())]
    assert texts[0] == dialog.choice_words(blunder, blunder.best.action)
    assert sum("(yours)" in t for t in texts) == 1
    assert dialog.choices.item(0, 1).text() == dialog.points_words(blunder.best.expected)
    chosen = dialog.choice_words(blunder, blunder.chosen)
    lines = dialog.verdict.text().splitlines()
    why_worse, why_best = lines[0], lines[-1]
    assert why_best == dialog.reason_words(blunder)
    # what the chosen card cost, every number as the table of the choices shows it, with its
    # uncertainty (two standard errors) as the list shows it
    loss = dialog.points_words(blunder.loss) + margin_words(margin(blunder.se), "en")
    assert why_worse.startswith(f"{chosen} costs {loss} points")
    assert loss in dialog.table.item(dialog.ordered().index(blunder), 4).text()
    # the reasons counted on the sampled deals, then why the verdict is what it is
    assert lines[1:-2] == [say_tip(t, "en") for t in cost_facts(blunder, dialog.party(blunder))]
    verdict = verdict_line(blunder.mine)
    assert verdict is not None and lines[-2] == say_tip(verdict, "en")
    assert f"played out on up to {deals(blunder)} deals" in dialog.choices_title.text()
    # how it is judged: the verdict scale and the tie rule, on request
    assert not dialog.help.isVisible()
    dialog.help_button.click()
    assert dialog.help.isVisible() and dialog.help.text() == help_text("en")
    assert "from 0.3 points an inaccuracy, from 1 point a mistake, from 2.5 points a " \
        "blunder" in dialog.help.text()
    mine_row = next(r for r in range(dialog.choices.rowCount())
                    if "(yours)" in dialog.choices.item(r, 0).text())
    for r, column in ((mine_row, 2), (0, 2), (mine_row, 3), (0, 3)):
        shown = dialog.choices.item(r, column).text().replace(" ", "")
        assert shown in why_worse.replace(" ", "") or "Augen" not in why_worse
    assert dialog.choices.item(mine_row, 4).text() in ("Inaccuracy", "Mistake", "Blunder")
    # the chart: one point per decision, over the tricks
    assert dialog.chart.decisions == decisions
    assert decision_positions(decisions)[row] >= 11
    # in German, the same analysis
    dialog.mistakes_first.setChecked(False)
    window.set_language("de")
    qtbot.waitUntil(lambda: dialog.headline.text() == "Analyse von Spiel 1", timeout=TIMEOUT)
    assert dialog.table.horizontalHeaderItem(1).text() == "Entscheidung"
    assert dialog.table.item(row, 2).text() == dialog.choice_words(blunder, blunder.chosen)
    assert dialog.choice_words(blunder, blunder.chosen) == action_words(blunder.chosen,
                                                                        "re").de
    assert dialog.table.item(row, 4).text().startswith(MISTAKE_MARK)
    assert "," in dialog.table.item(row, 4).text()  # 0,8 in German
    assert dialog.help.text() == help_text("de") and "ab 2,5 Punkten grober Fehler" in \
        dialog.help.text() and dialog.help_button.text() == "Wie wird bewertet?"
    window.set_language("en")
    qtbot.waitUntil(lambda: dialog.headline.text() == "Analysis of game 1", timeout=TIMEOUT)
    dialog.reject()
    assert window.analysis is None


def test_cancel_stops_the_analysis_and_leaves_no_thread(qtbot, make_window,
                                                        monkeypatch) -> None:
    weighing = threading.Event()
    called_off = threading.Event()

    def endless(final, player, effort, seed, progress, cancelled, until=None):
        progress(0, 9)
        weighing.set()
        while not cancelled():
            threading.Event().wait(0.005)
        called_off.set()
        raise Cancelled

    monkeypatch.setattr(analysis, "analyse", endless)
    window, _, _ = window_after_a_blunder(qtbot, make_window)
    window.analyse_entry(0)
    dialog = window.analysis
    assert weighing.wait(5)
    qtbot.waitUntil(lambda: dialog.progress.maximum() == 9, timeout=TIMEOUT)
    assert dialog.cancel_button.text() == "Cancel"
    QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert called_off.wait(5)
    assert not dialog.runner.running and not dialog.progress.isVisible()
    assert dialog.status.text() == "The analysis was called off."
    assert dialog.cancel_button.text() == "Analyse again"
    # analysed again, then the dialog closes while it runs: called off, nothing keeps running
    weighing.clear()
    called_off.clear()
    QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert weighing.wait(5) and dialog.runner.running
    dialog.reject()
    assert called_off.is_set() and window.analysis is None
    # and once more, the window closing while it runs
    weighing.clear()
    called_off.clear()
    window.analyse_entry(0)
    assert weighing.wait(5) and window.analysis.runner.running
    window.close()
    assert called_off.is_set()


def test_play_again_from_here_is_a_practice_game_that_leaves_the_partie_alone(
        qtbot, make_window) -> None:
    window, final, step = window_after_a_blunder(qtbot, make_window)
    c = window.controller
    partie, before = c.partie, c.state
    rows = window.spielliste.model.rowCount()
    dialog = analysed(qtbot, window)
    blunder = next(d for d in dialog.decisions if d.step == step and d.kind == "card")
    dialog.select(blunder)
    QTest.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible() and window.analysis is None
    # the same cards at the same moment, the human to play again
    assert c.practising
    assert c.state == positions(final)[step]
    assert c.state.setup.hands == final.setup.hands
    assert c.state.history == final.history[:step]
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    assert window.bar.status.text().startswith("Practice game (not counted)")
    # the header names the game practised, not the Partie's next one
    assert window.table.header.lines[0].startswith("Game 1 ·")
    assert window.menus.end_practice.isEnabled()
    better = blunder.best.action
    assert c.play(better.card) is None
    while not is_over(c.state):
        qtbot.waitUntil(lambda: is_over(c.state) or (c.human_to_act() and not c.busy),
                        timeout=TIMEOUT)
        if not is_over(c.state):
            assert c.play(legal_cards(c.state)[0]) is None
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=TIMEOUT)
    score = window.score_dialog
    assert score.windowTitle() == "Practice game (not counted)"
    assert c.partie is partie  # not recorded
    # the practice game's score dialog offers its analysis too
    QTest.mouseClick(score.analyse_button, Qt.MouseButton.LeftButton)
    practice = window.analysis
    assert practice is not None and practice.headline.text() == "Analysis of the practice game"
    qtbot.waitUntil(lambda: practice.decisions is not None, timeout=ANALYSIS_TIMEOUT)
    practice.select(practice.decisions[0])  # practised again: still game 1
    QTest.mouseClick(practice.again_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    assert c.practising and window.table.header.lines[0].startswith("Game 1 ·")
    window.menus.end_practice.trigger()
    assert not c.practising and window.table.header.lines[0].startswith("Game 2 ·")
    # back in the Partie's own game, the Partie as it was
    assert not c.practising and c.partie is partie
    assert c.state == before and len(partie.games) == 1
    assert totals(partie) == totals(c.partie)
    assert window.spielliste.model.rowCount() == rows
    assert not window.menus.end_practice.isEnabled()


def test_a_practice_game_can_be_left_early(qtbot, make_window) -> None:
    window, final, _step = window_after_a_blunder(qtbot, make_window)
    c = window.controller
    before = c.state
    dialog = analysed(qtbot, window)
    reservation = dialog.decisions[0]
    dialog.select(reservation)
    QTest.mouseClick(dialog.again_button, Qt.MouseButton.LeftButton)
    assert c.practising and c.state == positions(final)[reservation.step]
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    assert c.reserve("gesund") is None
    window.menus.end_practice.trigger()
    assert not c.practising and c.state == before


def test_a_genscher_is_named_and_explained_in_the_analysis(qtbot) -> None:
    """A game in which player 1 played his first Karo-König naming player 2: the choice is
    worded with the partner's name, and the verdict says whom the Karo-König should name."""
    rules = preset("ddv").replace(genscher=True)
    hands = build_deal({0: "CQ CA SA D9", 1: "DK DK C9 S9", 2: "CQ C9 S9", 3: "CK SK"}, seed=21)
    state = play_tricks(start(hands, rules, first=0),
                        ["0: CA C9 C9 CK", "0: SA S9 S9 SK", "0: D9"])
    state = apply(state, Play(1, DK, 2))
    rng = random.Random(1)
    while not is_over(state):
        state = apply(state, rng.choice([a for a in legal_actions(state)
                                         if isinstance(a, Play)]))
    names = ("Anna", "Du", "Ben", "Clara")
    effort = Effort(samples=2, max_samples=2, workers=1)
    decisions = analyse(state, 1, effort)
    dialog = analysis.AnalysisDialog(state, 1, "de", effort=effort, names=names)
    qtbot.addWidget(dialog)
    dialog.stop()
    dialog._on_done(decisions)
    row = next(i for i, d in enumerate(dialog.ordered())
               if isinstance(d.chosen, Play) and d.chosen.partner == 2)
    d = dialog.ordered()[row]
    dialog.table.selectRow(row)
    assert dialog.choice_words(d, d.chosen) == "Karo-König, Genscher mit Ben"
    text = dialog.verdict.text()
    # whom the Karo-König should have named, by the points of its plays on the sampled deals:
    # the reason itself where one of them was best, else a line after it
    king = king_reason(d.choices)
    assert king is not None and king.code in ("genscher", "no_genscher", "no_genscher_even")
    assert say_tip(king, "de", names) in text
