"""The table explains itself: who won a trick and why, the trump order of the game being
played with the card-count aid beside the table, the score dialog's verdict and line help, and
the full reason of a refused card. Offscreen, with seeded deals and prepared positions."""

from __future__ import annotations

import random
from collections import Counter

from gui_helpers import healthy_decider, table_config
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from test_support import reserve

from dokodesk.engine.cards import CQ, HT, parse_card
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Play,
    State,
    apply,
    legal_cards,
    new_game,
)
from dokodesk.engine.order import TRUMP, order_for
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import public_view, view
from dokodesk.gui.scoredialog import ScoreDialog
from dokodesk.gui.table import TableView
from dokodesk.gui.trumps import TrumpPanel
from dokodesk.text.messages import describe, render
from dokodesk.text.table import Seating, trick_reason, win_reason
from dokodesk.text.verdict import line_help, verdict
from dokodesk.text.words import card_words, term

TIMEOUT = 10_000
NAMES = ("Du", "Anna", "Bernd", "Clara")
SEATING = Seating(NAMES, ("human", "profi", "profi", "profi"), human=0, seats=SeatMap(4, 3))


def play(state: State, *cards: str) -> State:
    """Play ``cards`` (by name) in turn."""
    for name in cards:
        state = apply(state, Play(state.to_act, parse_card(name)))
    return state


def dulle_trick(rules_name: str) -> tuple[State, State]:
    """A seeded deal in which player 0 (first) and player 1 hold one Dulle each: the position
    before player 3's card to the trick 0 leads with his Dulle and 1 answers with his, and
    the position after it."""
    for seed in range(500):
        setup = GameSetup.from_seed(preset(rules_name), seed=seed, first=0)
        if setup.hands[0].count(HT) == 1 and setup.hands[1].count(HT) == 1:
            break
    state = play(reserve(new_game(setup), {}), "HT", "HT")
    state = apply(state, Play(2, legal_cards(state)[0]))
    return state, apply(state, Play(3, legal_cards(state)[0]))


def shown_table(qtbot, lang: str = "de") -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.animation_ms = 0
    table.lang = lang
    table.resize(1280, 760)
    table.show()
    table.set_table(NAMES, SEATING.levels, human=0)
    return table


# --- who won the trick, and why ---------------------------------------------------------------


def test_a_complete_trick_names_its_winner_and_reason(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3), decider=healthy_decider)
    c, table = window.controller, window.table
    while True:  # to the human's card that completes a trick
        qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
        st = c.state
        if st.phase == Phase.RESERVATIONS:
            assert c.reserve("gesund") is None
        elif len(st.trick) == 3:
            break
        else:
            assert c.play(legal_cards(st)[0]) is None
    assert c.play(legal_cards(st)[0]) is None
    done = c.state
    said = table.message_text()
    assert said == trick_reason(view(done, 0), table.seating, "en")
    winner = done.tricks[-1].winner
    assert said.startswith("You win the trick" if winner == 0 else
                           f"{table.name_of(winner)} wins the trick")
    window.toggle_last_trick()  # the overlay of the last trick says it too
    assert table.overlay_box is not None
    assert win_reason(view(done, 0), "en") in table.overlay_box.lines


def test_under_vowi_the_table_says_the_second_dulle_wins(qtbot) -> None:
    before, after = dulle_trick("vowi")
    assert after.tricks[-1].winner == 1
    table = shown_table(qtbot)
    seats = SeatMap(4, 3)
    table.show_game(view(before, 0), seats)
    table.show_game(view(after, 0), seats, Play(3, after.tricks[-1].cards[3]), view(before, 0))
    assert table.message_text() == "Anna gewinnt den Stich: die zweite Dulle sticht die erste."
    assert table.show_last_trick()
    assert "Die zweite Dulle sticht die erste." in table.overlay_box.lines


def test_under_ddv_the_table_says_the_first_dulle_wins(qtbot) -> None:
    before, after = dulle_trick("ddv")
    assert after.tricks[-1].winner == 0
    table = shown_table(qtbot, "en")
    seats = SeatMap(4, 3)
    table.show_game(view(before, 0), seats)
    table.show_game(view(after, 0), seats, Play(3, after.tricks[-1].cards[3]), view(before, 0))
    assert table.message_text() == "You win the trick: of two Dullen the first wins."


# --- the trump order and the card count -------------------------------------------------------


def panel_for(qtbot, state: State, player: int = 0, lang: str = "en") -> TrumpPanel:
    panel = TrumpPanel()
    qtbot.addWidget(panel)
    panel.lang = lang
    panel.show_view(view(state, player), SEATING)
    return panel


def shown_order(panel: TrumpPanel, lang: str = "en") -> list[str]:
    """The trumps the panel draws, by the card named in each tooltip."""
    return [label.toolTip().split(":")[0] for label in panel.card_labels]


def words(cards, lang: str = "en") -> list[str]:
    return [card_words(c, lang) for c in cards]


def test_the_order_of_a_normal_game_highest_first(qtbot) -> None:
    state = reserve(new_game(GameSetup.from_seed(preset("ddv"), seed=5)), {})
    panel = panel_for(qtbot, state)
    normal = order_for("normal").trumps
    assert shown_order(panel) == words(normal)
    assert len(normal) == 13 and normal[0] == HT and normal[1] == CQ
    assert "The trumps, the highest first." in panel.text()
    assert "Of two Dullen the first wins." in panel.text()
    assert "Hearts: ace, king, nine" in panel.text()
    without_nines = reserve(new_game(GameSetup.from_seed(
        preset("ddv").replace(with_nines=False), seed=5)), {})
    assert shown_order(panel_for(qtbot, without_nines)) == words(
        c for c in normal if c != parse_card("D9"))


def test_the_order_of_a_solo_and_of_a_fleischloser(qtbot) -> None:
    start = new_game(GameSetup.from_seed(preset("ddv"), seed=5))
    damen = panel_for(qtbot, reserve(start, {0: "damen"}), player=2)
    assert shown_order(damen) == words(order_for("damen").trumps)
    assert damen.game.text().startswith("Queens solo: Du")
    assert "Clubs, spades, hearts, diamonds: ace, ten, king, jack, nine" in damen.text()
    lean = panel_for(qtbot, reserve(start, {0: "fleischloser"}), lang="de")
    assert lean.card_labels == []
    assert "Kein Trumpf: jede Farbe für sich." in lean.text()
    assert "Trümpfe noch draußen" not in lean.text()
    assert "Kreuz, Pik, Herz, Karo: Ass, Zehn, König, Dame, Bube, Neun" in lean.text()


def test_the_order_of_a_hochzeit_is_the_normal_one(qtbot) -> None:
    for seed in range(200):
        setup = GameSetup.from_seed(preset("ddv"), seed=seed)
        bride = next((p for p, h in enumerate(setup.hands) if h.count(CQ) == 2), None)
        if bride is not None:
            break
    panel = panel_for(qtbot, reserve(new_game(setup), {bride: "hochzeit"}), player=bride ^ 1)
    assert panel.game.text() == f"Hochzeit: {NAMES[bride]}"
    assert shown_order(panel) == words(order_for("normal").trumps)


def test_the_dock_follows_the_game_from_the_reservations_to_a_solo(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3), decider=healthy_decider)
    c, dock = window.controller, window.trump_dock
    assert not dock.isVisible() and not window.menus.trumps.isChecked()
    shortcuts = [a.shortcut().toString() for a in window.findChildren(QAction)
                 if not a.shortcut().isEmpty()]
    assert window.menus.trumps.shortcut().toString() == "T" and shortcuts.count("T") == 1
    window.menus.trumps.trigger()
    assert dock.isVisible() and window.menus.trumps.isChecked()
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    panel = dock.panel
    assert c.state.phase == Phase.RESERVATIONS
    assert panel.text().split("\n")[1].startswith("Until the reservations are decided")
    assert shown_order(panel) == words(order_for("normal").trumps)
    QTest.mouseClick(window.panel.buttons["damen"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.state.phase == Phase.PLAY, timeout=TIMEOUT)
    assert shown_order(panel) == words(order_for("damen").trumps)
    assert panel.game.text().startswith("Queens solo")
    window.menus.trumps.trigger()  # the menu entry closes it
    assert not dock.isVisible()


def test_the_count_is_from_public_play_and_the_own_hand_only(qtbot) -> None:
    for seed in range(300):  # a deal where Anna (1) cannot follow the hearts Du leads
        setup = GameSetup.from_seed(preset("ddv"), seed=seed, first=0)
        hearts = [c for c in setup.hands[0] if c in (parse_card("HA"), parse_card("HK"))]
        annas = {order_for("normal").suit[c] for c in setup.hands[1]}
        hidden = [s for s in range(4) if s not in annas and s != 2]
        if hearts and 2 not in annas and hidden:
            break
    state = reserve(new_game(setup), {})
    panel = panel_for(qtbot, state)
    assert "Nobody has failed to follow a suit yet." in panel.text()  # Anna's voids are hidden
    state = apply(state, Play(0, hearts[0]))
    state = apply(state, Play(1, legal_cards(state)[0]))
    for player in (0, 2, 3):
        shown = panel_for(qtbot, state, player=player)
        assert "Anna: no hearts" in shown.text(), shown.text()
        for suit in hidden:  # a void Anna has not shown is never said
            assert ("no " + ("clubs", "spades", "hearts", "diamonds")[suit]) not in shown.text()
    played = Counter(c for c in state.trick)
    for player in (0, 2):
        shown = panel_for(qtbot, state, player=player)
        hand = Counter(state.hands[player])
        counts = [label.text() for label in shown.count_labels]
        expected = [2 - played[c] - hand[c] for c in order_for("normal").trumps]
        assert counts == [f"×{n}" if n else "–" for n in expected]
        assert f"{sum(expected)} trumps, neither played nor in your hand" in shown.text()
    onlooker = TrumpPanel()
    qtbot.addWidget(onlooker)
    onlooker.lang = "en"
    onlooker.show_view(public_view(state), SEATING)
    total = sum(2 - played[c] for c in order_for("normal").trumps)
    assert f"{total} trumps not played yet" in onlooker.text()


def test_a_trump_not_followed_is_a_void_in_trump(qtbot) -> None:
    state = reserve(new_game(GameSetup.from_seed(preset("ddv"), seed=5)), {})
    suit = order_for("normal").suit
    while True:  # the first legal cards until somebody fails to follow trump
        before = state
        state = apply(state, Play(state.to_act, legal_cards(state)[-1]))
        trick = state.trick or state.tricks[-1].cards
        if suit[trick[0]] == TRUMP and suit[trick[-1]] != TRUMP:
            break
    who = before.to_act
    panel = panel_for(qtbot, state, lang="de")
    line = next(x for x in panel.text().split("\n") if x.startswith(f"{NAMES[who]}: "))
    assert "kein Trumpf" in line.split(", ") or line.endswith(": kein Trumpf"), line


# --- the score dialog -------------------------------------------------------------------------


def test_the_score_dialog_explains_the_result_against_the_goal(qtbot) -> None:
    for seed in range(200):
        final = random_game(GameSetup.from_seed(preset("kneipe"), seed=seed),
                            random.Random(seed), announce_chance=0.3)
        lines = verdict(final, "de")
        if "nach „keine 90“" in lines[0] and "brauchte aber" in lines[0]:
            break
    assert lines[0].startswith("Re hat") and "brauchte aber nach „keine 90“ 151" in lines[0]
    dialog = ScoreDialog(final, SeatMap(4, 0), NAMES, "de")
    qtbot.addWidget(dialog)
    text = dialog.verdict.text()
    for line in lines:
        assert line in text
    assert text.endswith(f"<b>{lines[-1]}</b>")
    assert dialog.verdict.isVisibleTo(dialog)


def test_every_kind_of_line_has_its_help_on_hover_and_in_the_help_text(qtbot) -> None:
    wanted = {"gegen_die_alten", "doppelkopf", "fuchs_gefangen", "karlchen", "dulle_gefangen",
              "unter_90", "reached_against", "doubled", "absage"}
    found: set[str] = set()
    for name in ("ddv", "kneipe", "vowi"):
        for seed in range(400):
            final = random_game(GameSetup.from_seed(preset(name), seed=seed),
                                random.Random(seed), announce_chance=0.2)
            kinds = {next((w for w in wanted if line.item.startswith(w)), line.item)
                     for line in result(final).lines}
            if not (kinds & wanted) - found:
                continue
            found |= kinds & wanted
            dialog = ScoreDialog(final, SeatMap(4, 0), NAMES, "en")
            qtbot.addWidget(dialog)
            assert not dialog.line_help_area.isVisibleTo(dialog)
            dialog.help_button.click()
            assert dialog.line_help_area.isVisibleTo(dialog)
            for row, line in enumerate(result(final).lines):
                tip = line_help(line.item, "en")
                assert tip and all(dialog.table.item(row, col).toolTip() == tip
                                   for col in range(3))
                assert f"<b>{render(line.item, {}, 'en')}</b>: {tip}" in dialog.line_help.text()
            dialog.close()
        if found == wanted:
            break
    assert found == wanted


# --- a refused card ---------------------------------------------------------------------------


def test_a_refused_click_says_the_rule_and_why_it_applies(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3), decider=healthy_decider)
    window.settings.play_on_double_click = False
    window._apply_settings()
    c, table = window.controller, window.table
    while True:
        qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
        st = c.state
        if st.phase == Phase.RESERVATIONS:
            assert c.reserve("gesund") is None
        elif len(legal_cards(st)) < len(set(st.hands[0])):
            break
        else:
            assert c.play(legal_cards(st)[0]) is None
    card = next(x for x in st.hands[0] if x not in legal_cards(st))
    try:
        apply(st, Play(0, card))
    except IllegalAction as exc:
        error = exc
    index = table.hand_cards().index(card)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, table.card_center(index).toPoint())
    assert c.state is st
    said = table.message_text()
    assert said == describe(error, "en")
    led = term(error.details["suit"], "en")
    held = card_words(parse_card(error.details["held"]), "en")
    assert said.startswith(f"You must follow {led}: {led} is the suit led and you still hold "
                           f"the {held}."), said


def test_a_long_reason_breaks_into_lines_that_fit_the_table(qtbot) -> None:
    table = shown_table(qtbot, "en")
    before, _ = dulle_trick("ddv")
    table.show_game(view(before, 0), SeatMap(4, 3))
    table.resize(560, 640)
    qtbot.waitUntil(lambda: table.viewport().width() <= 560)
    text = describe(IllegalAction("must_follow_trump_card", "TSR 5.2.2", suit="herz",
                                  held="HK", card="HQ"), "en")
    assert text.endswith("The queen of hearts is a trump and does not count as hearts.")
    table.show_message(text, error=True)
    assert table.message_text() == text  # the whole reason, however it is broken
    box = table.banner.mapRectToScene(table.banner.boundingRect())
    shown = table.mapToScene(table.viewport().rect()).boundingRect()
    assert box.height() > 2 * table.banner.pixel_size  # on more than one line
    assert shown.left() <= box.left() and box.right() <= shown.right()


def test_the_replay_says_who_won_each_trick_and_why(qtbot) -> None:
    from dokodesk.gui.replay import ReplayDialog

    final = random_game(GameSetup.from_seed(preset("vowi"), seed=4), random.Random(4))
    dialog = ReplayDialog(final, SeatMap(4, 3), NAMES, "de")
    qtbot.addWidget(dialog)
    assert dialog.table.message_text() == ""  # the deal: no trick yet
    dialog.go(len(dialog.steps) - 1)
    shown = public_view(final)
    assert dialog.table.message_text() == trick_reason(shown, dialog.table.seating, "de")
    second = dialog.steps[2]  # the deal, the start of play, the first trick
    assert len(second.tricks) == 1 and not second.trick
    dialog.go(2)
    assert dialog.table.message_text() == trick_reason(public_view(second),
                                                       dialog.table.seating, "de", 1)
    dialog.go(0)
    assert dialog.table.message_text() == ""
