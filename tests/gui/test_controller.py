"""The game flow: save and resume, damaged saves, playing out quickly, abkürzen, a table of
five, and broken computer players."""

from __future__ import annotations

import random
import threading
from pathlib import Path

from gui_helpers import healthy_decider, table_config
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from dokodesk.ai.claim import claim_card, claim_holds
from dokodesk.engine.cards import AUGEN
from dokodesk.engine.game import (
    Concede,
    GameSetup,
    Phase,
    Play,
    Reserve,
    apply,
    forced_to_end,
    is_over,
    legal_actions,
    legal_cards,
    new_game,
)
from dokodesk.engine.partie import next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import public_view
from dokodesk.gui.controller import GameController
from dokodesk.gui.mainwindow import MainWindow
from dokodesk.gui.panels import ReservationPanel
from dokodesk.gui.replay import ReplayDialog
from dokodesk.gui.standings import StandingsDialog
from dokodesk.persistence import savefile
from dokodesk.persistence.houserules import HouseRules, library_entries
from dokodesk.persistence.record import loads

TIMEOUT = 10_000


def make_controller(tmp_path: Path, decider=None) -> GameController:
    kwargs = {} if decider is None else {"decider": decider}
    c = GameController(save_path=tmp_path / "partie.json", **kwargs)
    c.animation_ms = 0
    c.lang = "en"
    return c


def step_human(c: GameController) -> None:
    """The human's simplest move: healthy, take no Armut, first cards."""
    st = c.state
    assert st is not None
    if st.phase == Phase.RESERVATIONS:
        assert c.reserve("gesund") is None
    elif st.phase == Phase.PLAY:
        assert c.play(legal_cards(st)[0]) is None
    else:
        action = legal_actions(st, c.human_player)[-1]
        assert (c.reply_poverty(False) if st.phase == "poverty_offer"
                else c.return_cards([action.card])) is None


def run_until(qtbot, c: GameController, done) -> None:
    """Let the computers play and the human make his simplest moves until ``done()``."""
    while not done():
        qtbot.waitUntil(lambda: done() or (c.human_to_act() and not c.busy), timeout=TIMEOUT)
        if not done():
            step_human(c)


def test_save_and_resume_give_the_identical_position(qtbot, make_window, monkeypatch) -> None:
    window = make_window(table_config("kneipe", seed=11))
    c = window.controller
    run_until(qtbot, c, lambda: c.state.phase == Phase.PLAY and len(c.state.tricks) == 3
              and len(c.state.trick) >= 1 and c.human_to_act() and not c.busy)
    state, partie, hand = c.state, c.partie, window.table.hand_cards()
    window.close()
    saved = savefile.load(window.save_path)
    assert saved.state == state and saved.partie == partie
    monkeypatch.setattr(MainWindow, "_ask_resume", lambda self, saved: True)
    again = make_window()
    again.start()
    assert again.controller.state == state
    assert again.controller.partie == partie
    assert again.controller.config == c.config
    assert again.table.hand_cards() == hand
    step_human(again.controller)
    assert again.controller.state.history[:len(state.history)] == state.history


def test_a_damaged_save_is_moved_aside_with_a_message(
        qtbot, make_window, tmp_path, monkeypatch) -> None:
    data = tmp_path / "data"
    data.mkdir()
    damaged = '{"format": "dokodesk-partie", "version": 1, "rules": "ddv", "deals": [oops'
    (data / "partie.json").write_text(damaged, encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warnings.append(text))
    window = make_window(table_config("kneipe", seed=2))
    assert len(warnings) == 1
    assert "not valid JSON" in warnings[0]
    kept = list(data.glob("partie.damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == damaged
    assert str(kept[0]) in warnings[0]
    assert window.controller.config.seed == 2
    window.controller.flush_saves()
    assert savefile.load(data / "partie.json").config.seed == 2


def test_a_foreign_save_is_kept_too(qtbot, make_window, tmp_path, monkeypatch) -> None:
    data = tmp_path / "data"
    data.mkdir()
    foreign = '{"format": "dokodesk-game", "hands": []}'
    (data / "partie.json").write_text(foreign, encoding="utf-8")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *a: warnings.append(text))
    make_window(table_config("kneipe", seed=2))
    assert "not a dokodesk-partie file" in warnings[0]
    kept = list(data.glob("partie.damaged-*.json"))
    assert kept[0].read_text(encoding="utf-8") == foreign


def test_forced_cards_are_played_out_quickly_and_all_recorded(qtbot, tmp_path) -> None:
    c = make_controller(tmp_path)
    fast_at: list[int] = []
    c.changed.connect(lambda st, a: fast_at.append(len(st.tricks)) if c.fast else None)
    finished = []
    c.gameFinished.connect(lambda st, seats: finished.append(st))
    c.start(table_config("ddv", seed=4))
    run_until(qtbot, c, lambda: bool(finished))
    final = finished[0]
    assert sum(isinstance(a, Play) for a in final.history) == 48
    assert fast_at and min(fast_at) >= 9
    c.shutdown()


def test_forced_to_end_only_when_nothing_is_left_to_choose() -> None:
    rng = random.Random(1)
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=8))
    while not is_over(state):
        if state.phase == Phase.PLAY:
            forced = forced_to_end(state)
            if len(state.tricks) < 6:
                assert not forced
            if len(state.tricks) == 11:
                assert forced
        moves = [a for a in legal_actions(state) if not hasattr(a, "level")]
        state = apply(state, rng.choice(moves))


def test_play_out_on_request_finishes_the_game(qtbot, tmp_path) -> None:
    c = make_controller(tmp_path)
    finished = []
    c.gameFinished.connect(lambda st, seats: finished.append(st))
    c.start(table_config("ddv", seed=4))
    run_until(qtbot, c, lambda: c.state.phase == Phase.PLAY and c.human_to_act() and not c.busy)
    c.play_out()
    qtbot.waitUntil(lambda: bool(finished), timeout=TIMEOUT)
    assert sum(isinstance(a, Play) for a in finished[0].history) == 48
    c.shutdown()


def _solo_position(seed: int) -> tuple:
    """A Damensolo of player 0, played randomly until 3 tricks are left."""
    rng = random.Random(seed)
    setup = GameSetup.from_seed(preset("kneipe"), seed=seed, first=0)
    state = new_game(setup)
    state = apply(state, Reserve(0, "damen"))
    for p in (1, 2, 3):
        state = apply(state, Reserve(p, "gesund"))
    while len(state.tricks) < 9:
        state = apply(state, Play(state.to_act, rng.choice(legal_cards(state))))
    return state


def test_a_claim_holds_exactly_when_every_line_wins() -> None:
    checked = 0
    for seed in range(40):
        state = _solo_position(seed)
        if state.to_act != 0:
            continue
        holds = claim_holds(state, 0)
        assert holds == (claim_card(state, 0) is not None)
        if not holds:
            continue
        checked += 1
        rng = random.Random(seed)
        for _ in range(10):
            s = state
            while not is_over(s):
                card = claim_card(s, 0) if s.to_act == 0 else rng.choice(legal_cards(s))
                s = apply(s, Play(s.to_act, card))
            assert all(t.winner == 0 for t in s.tricks[9:])
    assert checked >= 1


def test_abkuerzen_is_refused_when_the_claim_does_not_hold(qtbot, tmp_path) -> None:
    c = make_controller(tmp_path, decider=healthy_decider)
    c.start(table_config("kneipe", seed=5))
    run_until(qtbot, c, lambda: c.state.phase == Phase.RESERVATIONS and c.human_to_act()
              and not c.busy)
    assert c.reserve("fleischloser") is None
    run_until(qtbot, c, lambda: c.human_to_act() and not c.busy and c.state.phase == Phase.PLAY)
    assert not claim_holds(c.state, 0)
    with qtbot.waitSignal(c.claimRefused, timeout=TIMEOUT):
        c.abkuerzen()
    assert not c.fast
    c.shutdown()


def test_abkuerzen_plays_out_a_winning_line(qtbot, tmp_path) -> None:
    state = next(s for s in map(_solo_position, range(40))
                 if s.to_act == 0 and claim_holds(s, 0))
    config = table_config("kneipe", seed=1)
    saved = savefile.start(config)
    c = make_controller(tmp_path)
    finished = []
    c.gameFinished.connect(lambda st, seats: finished.append(st))
    c.resume(savefile.Saved(config, saved.partie, state, saved.seats))
    c.abkuerzen()
    qtbot.waitUntil(lambda: bool(finished), timeout=TIMEOUT)
    final = finished[0]
    assert final.history[:len(state.history)] == state.history
    assert all(t.winner == 0 for t in final.tricks[9:])
    assert sum(isinstance(a, Play) for a in final.history) == 48
    c.shutdown()


def test_five_at_the_table_the_dealer_sits_out_and_watches(qtbot, make_window) -> None:
    window = make_window(table_config("kneipe", seed=6, players=5, human=0),
                         decider=healthy_decider)
    c = window.controller
    assert c.human_player is None
    assert window.table.plates[0].chips[0].text == "Sits out"
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=TIMEOUT)
    assert len(c.partie.games) + c.partie.thrown_in == 1
    assert c.partie.games[0].points[0] == 0
    window.score_dialog.done(0)
    qtbot.waitUntil(lambda: c.human_player is not None, timeout=TIMEOUT)


def test_a_broken_computer_player_is_replaced_by_a_legal_move(qtbot, tmp_path) -> None:
    def broken(view, legal, level, seed, cancelled=None):
        raise RuntimeError("thinking failed")

    c = make_controller(tmp_path, decider=broken)
    problems: list[str] = []
    c.problem.connect(problems.append)
    c.start(table_config("ddv", seed=3, human=2))
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    assert problems and "legal move" in problems[0]
    assert len(c.state.history) == 1
    c.shutdown()


def test_a_finished_game_is_replayed_and_saved_as_a_record(
        qtbot, make_window, tmp_path, monkeypatch) -> None:
    window = make_window(table_config("ddv", seed=4), decider=healthy_decider)
    c = window.controller
    run_until(qtbot, c, lambda: c.state.phase == Phase.PLAY and c.human_to_act() and not c.busy)
    c.play_out()
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=TIMEOUT)
    final = c.last_finished[0]
    window.spielliste.replay_requested.emit(0)
    dialog = window.findChild(ReplayDialog)
    assert dialog is not None and dialog.isVisible()
    shown = [len(dialog.table.view.tricks)]
    while dialog.forward.isEnabled():
        QTest.mouseClick(dialog.forward, Qt.MouseButton.LeftButton)
        shown.append(len(dialog.table.view.tricks))
    assert shown == [0, 0, *range(1, 13)]
    assert dialog.steps[dialog.index] == final
    assert dialog.table.view == public_view(final)
    assert dialog.table.open_hands == final.hands
    assert [i.card for i in dialog.table.trick] == list(final.tricks[-1].cards)
    target = tmp_path / "game.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    QTest.mouseClick(dialog.save, Qt.MouseButton.LeftButton)
    assert loads(target.read_text(encoding="utf-8")).finished() == final
    dialog.close()


def test_the_end_of_the_partie_shows_the_standings_and_archives_the_save(
        qtbot, make_window, tmp_path) -> None:
    window = make_window(table_config("kneipe", seed=4, games=1), decider=healthy_decider)
    c = window.controller
    run_until(qtbot, c, lambda: window.score_dialog is not None)
    assert window.save_path.exists()
    window.score_dialog.done(0)
    qtbot.waitUntil(lambda: isinstance(window.score_dialog, StandingsDialog), timeout=TIMEOUT)
    assert not window.save_path.exists()
    archived = list((window.save_path.parent / "finished").glob("partie-*.json"))
    assert len(archived) == 1
    assert len(savefile.load(archived[0]).partie.games) == 1
    window.score_dialog.done(0)
    qtbot.waitUntil(lambda: window.panel is not None, timeout=TIMEOUT)
    assert window.panel.title.text() == "Welcome to dokodesk"


def test_house_rules_edited_from_the_menu_are_kept_for_the_next_partie(
        qtbot, make_window, monkeypatch) -> None:
    from dokodesk.gui import rules_editor
    from dokodesk.persistence.houserules import house_rules_from_toml

    window = make_window(table_config("vowi", seed=4))
    edited = HouseRules("Vowi ohne Neunen", "", preset("vowi").replace(with_nines=False), "vowi")
    seen = []

    def fake_edit(parent, house, lang, library):
        seen.append(house)
        return edited

    monkeypatch.setattr(rules_editor.RulesEditorDialog, "edit", staticmethod(fake_edit))
    window.dialogs.edit_house_rules()
    assert seen[0].rules == preset("vowi")  # the editor starts from the Partie's rules
    saved = library_entries(window.library)
    assert [name for _, name in saved] == ["Vowi ohne Neunen"]
    path = saved[0][0]
    assert house_rules_from_toml(path.read_text(encoding="utf-8")).rules == edited.rules
    assert window.controller.config.settings.rules == preset("vowi")  # the Partie keeps its own


def test_the_soloist_gives_up_and_the_game_is_scored(qtbot, tmp_path) -> None:
    state = next(s for s in map(_solo_position, range(40)) if s.to_act == 0)
    config = table_config("kneipe", seed=1)
    saved = savefile.start(config)
    c = make_controller(tmp_path)
    finished = []
    c.gameFinished.connect(lambda st, seats: finished.append(st))
    c.resume(savefile.Saved(config, saved.partie, state, saved.seats))
    assert c.concede() is None
    qtbot.waitUntil(lambda: bool(finished), timeout=TIMEOUT)
    final = finished[0]
    assert final.conceded and final.history[-1] == Concede(0)
    won = sum(AUGEN[x] for t in final.tricks if t.winner == 0 for x in t.cards)
    assert result(final).augen == {"re": won, "kontra": 240 - won}
    c.shutdown()


def test_the_window_opens_as_it_was_closed(qtbot, app_settings, tmp_path) -> None:
    first = MainWindow(app_settings, tmp_path / "data", "en")
    qtbot.addWidget(first)
    first.show()
    qtbot.waitExposed(first)
    first.resize(1100, 700)
    first.toggle_spielliste()
    assert first.dock is not None and first.dock.isVisible()
    first.close()
    second = MainWindow(app_settings, tmp_path / "data", "en")
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.size().toTuple() == (1100, 700)
    assert second.dock is not None and second.dock.isVisible()
    second.close()


def test_five_after_four_in_the_same_window_shows_the_first_position(qtbot, make_window) -> None:
    window = make_window(table_config("kneipe", seed=6), decider=healthy_decider)
    c = window.controller
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    five = table_config("kneipe", seed=6, players=5, human=1)
    window._begin(five)
    c.start(five)
    assert c.human_player == 0  # the dealer (seat 0) sits out, seat 1 speaks first
    assert window.table.view is not None and window.table.view.phase == Phase.RESERVATIONS
    assert len(window.table.plates) == 5
    assert window.table.plates[0].chips[0].text == "Sits out"
    assert isinstance(window.panel, ReservationPanel)


def test_a_new_partie_clears_the_spielliste(qtbot, make_window) -> None:
    config = table_config("kneipe", seed=6)
    partie = savefile.start(config).partie
    rng = random.Random(6)
    for _ in range(3):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng), seats)
    setup, seats = next_game(partie)
    window = make_window(decider=healthy_decider)
    window._begin(config)
    window.controller.resume(savefile.Saved(config, partie, new_game(setup), seats))
    assert window.spielliste is not None and len(window.spielliste.infos) == 3
    fresh = table_config("ddv", seed=2)
    window._begin(fresh)
    window.controller.start(fresh)
    assert window.spielliste.infos == [] and window.spielliste.model.rowCount() == 0


def test_play_out_during_a_computers_turn_takes_effect(qtbot, tmp_path) -> None:
    release = threading.Event()

    def slow(view, legal, level, seed, cancelled=None):
        if view.phase == Phase.PLAY and view.player == 1:
            release.wait(TIMEOUT / 1000)
        return healthy_decider(view, legal, level, seed, cancelled)

    c = make_controller(tmp_path, decider=slow)
    finished = []
    c.gameFinished.connect(lambda st, seats: finished.append(st))
    c.start(table_config("ddv", seed=4))
    run_until(qtbot, c, lambda: c.state.phase == Phase.PLAY and c.state.to_act == 1 and c.busy)
    job = c._job
    c.play_out()  # while player 1 is thinking: his move is kept, the rest goes quickly
    assert c.fast and c._job == job
    release.set()
    qtbot.waitUntil(lambda: bool(finished), timeout=TIMEOUT)
    assert sum(isinstance(a, Play) for a in finished[0].history) == 48
    c.shutdown()


def test_every_action_is_committed_once(qtbot, tmp_path, counted) -> None:
    """The controller commits through the driver: one ``apply`` per action, a human's
    included (his action is checked and applied in one step), and the computers' views are
    built once per player and position."""
    from collections import Counter

    applied, views = counted
    c = make_controller(tmp_path)
    finished = []
    c.gameFinished.connect(lambda st, seats: finished.append(st))
    c.start(table_config("kneipe", seed=4))
    run_until(qtbot, c, lambda: bool(finished))
    steps = len(finished[0].history)
    assert applied == Counter(dict.fromkeys(range(steps), 1))
    assert views and max(views.values()) == 1
    c.shutdown()
