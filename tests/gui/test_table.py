"""The card table played as a player would: mouse drags, clicks, the keyboard, the panels and
the announcement buttons, offscreen and deterministic (seeded computer players); and which
cards the table shows face up for a view."""

from __future__ import annotations

from collections import Counter

import pytest
from gui_helpers import table_config
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QColor, QEnterEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dokodesk.ai.turns import decide
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    apply,
    legal_announcements,
    legal_cards,
    new_game,
)
from dokodesk.engine.order import order_for
from dokodesk.engine.rules import preset
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import public_view, view
from dokodesk.gui.colors import KONTRA_COLOR, RE_COLOR
from dokodesk.gui.mainwindow import MINIMUM_SIZE
from dokodesk.gui.pacing import READING_MS
from dokodesk.gui.panels import (
    STATUS_WIDTH,
    ActionBar,
    PovertyOfferPanel,
    ReservationPanel,
    ReturnPanel,
)
from dokodesk.gui.presenter import received
from dokodesk.gui.scene.input import InputMode
from dokodesk.gui.table import TableView, sort_hand
from dokodesk.text.messages import describe

TIMEOUT = 10_000


def drag(window, start: QPointF, end: QPointF) -> None:
    """Press on ``start``, move in steps to ``end`` and release (viewport coordinates)."""
    viewport = window.table.viewport()
    a, b = start.toPoint(), end.toPoint()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * i / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def wait_for_human(qtbot, window) -> None:
    c = window.controller
    qtbot.waitUntil(lambda: (c.human_to_act() and not c.busy) or window.score_dialog is not None,
                    timeout=TIMEOUT)


def say_healthy(qtbot, window) -> None:
    panel = window.panel
    assert panel is not None and "gesund" in panel.buttons
    QTest.mouseClick(panel.buttons["gesund"], Qt.MouseButton.LeftButton)


def test_a_whole_game_by_mouse_drags(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3))
    c, table = window.controller, window.table
    plays = 0
    while window.score_dialog is None:
        wait_for_human(qtbot, window)
        st = c.state
        if window.score_dialog is not None:
            break
        if st.phase == Phase.RESERVATIONS:
            say_healthy(qtbot, window)
            continue
        assert st.phase == Phase.PLAY
        card = legal_cards(st)[0]
        index = table.hand_cards().index(card)
        before = len(st.history)
        drag(window, table.card_center(index), table.drop_point())
        assert c.state.history[before] == Play(c.human_player, card)
        assert table.hand_cards().count(card) == c.state.hands[c.human_player].count(card)
        plays += 1
    final = c.last_finished[0]
    human_cards = [a for a in final.history if isinstance(a, Play) and a.player == 0]
    assert len(human_cards) == 12
    assert plays >= 10  # the last cards may be forced and played out quickly
    assert len(c.partie.games) == 1
    assert c.partie.games[0].state.history
    window.score_dialog.accept()
    qtbot.waitUntil(lambda: c.state is not None and not c.state.history
                    and len(c.partie.games) == 1, timeout=TIMEOUT)


def play_until(qtbot, window, wanted) -> None:
    """Play the first legal card (healthy in the reservations) until ``wanted(state)`` holds
    at the human's turn."""
    c = window.controller
    while True:
        wait_for_human(qtbot, window)
        assert window.score_dialog is None, "the game ended first"
        st = c.state
        if wanted(st):
            return
        if st.phase == Phase.RESERVATIONS:
            say_healthy(qtbot, window)
        else:
            assert c.play(legal_cards(st)[0]) is None


def test_an_illegal_drop_snaps_back_with_the_engines_reason(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3))
    c, table = window.controller, window.table
    play_until(qtbot, window, lambda st: st.phase == Phase.PLAY
               and len(legal_cards(st)) < len(set(st.hands[0])))
    st = c.state
    card = next(x for x in st.hands[0] if x not in legal_cards(st))
    index = table.hand_cards().index(card)
    item = table.hands["bottom"][index]
    home = item.pos()
    assert item.dimmed
    try:
        apply(st, Play(0, card))
    except IllegalAction as exc:
        reason = describe(exc, "en")
    drag(window, table.card_center(index), table.drop_point())
    assert c.state is st
    assert table.message_text() == reason
    assert "follow" in reason
    assert item.pos() == home and table.hands["bottom"][index] is item


def test_announcement_buttons_are_enabled_exactly_when_the_rules_allow(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=5))
    c = window.controller
    seen: list[tuple[set[int], set[int]]] = []

    def check(state, action) -> None:
        human = c.human_player
        allowed = {a.level for a in legal_announcements(state, human)} if not c.fast else set()
        seen.append((window.bar.enabled_levels(), allowed))

    c.changed.connect(check)
    announced = False
    while window.score_dialog is None:
        wait_for_human(qtbot, window)
        if window.score_dialog is not None:
            break
        st = c.state
        if st.phase == Phase.RESERVATIONS:
            say_healthy(qtbot, window)
            continue
        if not announced and window.bar.enabled_levels():
            level = min(window.bar.enabled_levels())
            QTest.mouseClick(window.bar.buttons[level - 1], Qt.MouseButton.LeftButton)
            assert c.state.announcements[-1].player == 0
            announced = True
            continue
        assert c.play(legal_cards(st)[0]) is None
    assert announced
    assert len(seen) > 40
    assert all(enabled == allowed for enabled, allowed in seen)
    assert any(allowed for _, allowed in seen) and any(not allowed for _, allowed in seen)


def test_click_and_keyboard_play_a_card(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3))
    c, table = window.controller, window.table
    play_until(qtbot, window, lambda st: st.phase == Phase.PLAY)
    card = legal_cards(c.state)[0]
    index = table.hand_cards().index(card)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, table.card_center(index).toPoint())
    assert c.state.history[-1] == Play(0, card) or Play(0, card) in c.state.history
    play_until(qtbot, window, lambda st: st.phase == Phase.PLAY)
    card = legal_cards(c.state)[-1]
    index = table.hand_cards().index(card)
    table.setFocus()
    for _ in range(index + 1):
        QTest.keyClick(table, Qt.Key.Key_Right)
    QTest.keyClick(table, Qt.Key.Key_Return)
    assert Play(0, card) in c.state.history[-4:]


def test_a_card_chosen_with_the_keys_that_may_not_be_played_now_is_let_go(
        qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3))
    c, table = window.controller, window.table
    play_until(qtbot, window, lambda st: st.phase == Phase.PLAY
               and len(legal_cards(st)) < len(st.hands[0]))
    legal = legal_cards(c.state)
    cards = table.hand_cards()
    forbidden = next(i for i, card in enumerate(cards) if card not in legal)
    # the keys chose a card in an earlier position (a card taken back, the hand changed)
    table.setFocus()
    table.input.focus_index = forbidden
    table.set_interaction(InputMode.PLAY, legal)
    assert table.input.focus_index == -1
    before, shown = len(c.state.history), table.message_text()
    QTest.keyClick(table, Qt.Key.Key_Return)  # nothing chosen: nothing played, no complaint
    assert len(c.state.history) == before and table.message_text() == shown
    QTest.keyClick(table, Qt.Key.Key_Right)  # the keys choose among the playable cards again
    assert table.hand_cards()[table.input.focus_index] in legal
    chosen = table.input.focus_index
    table.set_interaction(InputMode.PLAY, legal)  # a playable card stays chosen
    assert table.input.focus_index == chosen


def test_the_table_reflows_on_resize(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3))
    table = window.table
    play_until(qtbot, window, lambda st: st.phase == Phase.PLAY)
    for size in ((1280, 800), (1600, 1000), (1024, 640)):
        window.resize(*size)
        qtbot.waitUntil(lambda s=size: window.width() == s[0])
        viewport = table.viewport().rect()
        hand = [table.targets[i] for i in table.hands["bottom"]]
        assert len(hand) == 12
        for target in hand:
            assert viewport.contains(table.mapFromScene(target.center))
        plates = [p.sceneBoundingRect() for p in table.plates.values()]
        for i, a in enumerate(plates):
            assert table.sceneRect().contains(a)
            assert not any(a.intersects(b) for b in plates[i + 1:])
        cards = [i.sceneBoundingRect() for i in table.hands["bottom"]]
        assert not any(p.intersects(r) for p in plates for r in cards)
        lowest = max(r.bottom() for r in cards)
        assert lowest <= viewport.height()


def armut_decider(view, legal, level, seed, cancelled=None):
    """Computer players that declare an Armut whenever they may, else say gesund."""
    for kind in ("armut", "gesund"):
        if Reserve(view.player, kind) in legal:
            return Reserve(view.player, kind)
    return decide(view, legal, level, seed, cancelled)


def test_an_armut_exchange_through_the_panels(qtbot, make_window) -> None:
    window = make_window(table_config("kneipe", seed=26), decider=armut_decider,
                         size=(1024, 640))
    window.toggle_spielliste()  # the smallest table: the panels still cover no plate
    c, table = window.controller, window.table
    wait_for_human(qtbot, window)
    say_healthy(qtbot, window)
    wait_for_human(qtbot, window)
    st = c.state
    assert st.phase == Phase.POVERTY_OFFER and st.poverty.poor == 3
    assert isinstance(window.panel, PovertyOfferPanel)
    assert_panel_clear(window)
    QTest.mouseClick(window.panel.take, Qt.MouseButton.LeftButton)
    wait_for_human(qtbot, window)
    st = c.state
    given = st.poverty.given
    assert st.phase == Phase.POVERTY_RETURN and isinstance(window.panel, ReturnPanel)
    assert_panel_clear(window)
    assert sorted(i.card for i in table.hands["bottom"] if i.marked) == sorted(given)
    assert not window.panel.give.isEnabled()
    back = table.hand_cards()[-len(given):]  # the lowest plain cards
    left = QPointF(table.geometry_.card_w * 0.4, 0)  # the part of a card its right one leaves
    for index in range(len(table.hand_cards()) - len(given), len(table.hand_cards())):
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier,
                         (table.card_center(index) - left).toPoint())
    assert table.selected_cards() == back
    assert window.panel.give.isEnabled()
    QTest.mouseClick(window.panel.give, Qt.MouseButton.LeftButton)
    st = c.state
    assert st.phase == Phase.PLAY
    assert sorted(st.poverty.returned) == sorted(back)
    assert st.re[0] and st.re[3]
    assert window.panel is None
    kept = Counter(table.hand_cards()) & Counter(given)  # the trumps he took and kept
    assert sorted(i.card for i in table.hands["bottom"] if i.marked) == sorted(kept.elements())
    assert received(view(st, 3)) == st.poverty.returned and received(view(st, 1)) == ()


def test_an_armuts_offer_and_each_answer_stay_long_enough_to_read(qtbot, make_window) -> None:
    window = make_window(table_config("kneipe", seed=26), decider=armut_decider)
    c = window.controller
    wait_for_human(qtbot, window)
    say_healthy(qtbot, window)
    wait_for_human(qtbot, window)
    offer = c.state
    assert offer.phase == Phase.POVERTY_OFFER
    before = next(s for s in _states(offer) if s.phase == Phase.RESERVATIONS)
    c.animation_ms = 300
    reply = PovertyReply(0, False)
    assert c._delay(offer, reply, apply(offer, reply)) >= READING_MS
    assert c._delay(before, offer.history[-1], offer) >= READING_MS
    c.animation_ms = 0  # a table without animations waits for nothing
    assert c._delay(offer, reply, apply(offer, reply)) == 0


def _states(state):
    """Every position of ``state``'s game from its deal, newest first."""
    out = [new_game(state.setup)]
    for action in state.history:
        out.append(apply(out[-1], action))
    return out[::-1][1:]


def test_a_refusal_disappears_once_it_is_your_turn(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3))
    table = window.table
    table.show_message("Wait until it is your turn", error=True)
    table.set_interaction(InputMode.NONE)
    assert table.message_text() == "Wait until it is your turn"
    table.set_interaction(InputMode.PLAY, legal=[])
    assert table.message_text() == ""
    table.show_message("Re!", error=False)
    table.set_interaction(InputMode.PLAY, legal=[])
    assert table.message_text() == "Re!"


def test_the_table_shows_a_view_and_opens_hands_only_when_told(qtbot) -> None:
    table = TableView()
    qtbot.addWidget(table)
    table.animation_ms = 0
    table.resize(1280, 760)
    table.show()
    state = new_game(GameSetup.from_seed(preset("kneipe"), seed=4))
    five = SeatMap(5, dealer=0)
    table.set_table(["You", "Anna", "Bernd", "Clara", "Dieter"], ["human", *["profi"] * 4], 0)
    table.show_game(public_view(state), five)
    assert all(item.card is None for slot in table.hands.values() for item in slot)
    assert table.plates[0].chips[0].text == "Setzt aus" and table.plates[0].dim
    table.show_game(public_view(state), five, open_hands=state.hands)
    for player, slot in table.slot_of_player().items():
        assert sorted(i.card for i in table.hands[slot]) == sorted(state.hands[player])
    four = SeatMap(4, dealer=3)
    table.set_table(["You", "Anna", "Bernd", "Clara"], ["human", *["profi"] * 3], 2)
    table.show_game(view(state, 2), four)
    assert sorted(table.hand_cards()) == sorted(state.hands[2])
    assert table.slot_of_player()[2] == "bottom"
    assert all(i.card is None for slot in ("left", "top", "right") for i in table.hands[slot])
    assert len(table.hands["left"]) == len(state.hands[3])


def _has_color(widget, color: str) -> bool:
    """Whether ``widget`` shows pixels close to ``color``."""
    image = widget.grab().toImage()
    want = QColor(color)
    return any(
        abs(pixel.red() - want.red()) + abs(pixel.green() - want.green())
        + abs(pixel.blue() - want.blue()) < 60
        for pixel in (image.pixelColor(x, y) for x in range(image.width())
                      for y in range(image.height())))


def test_the_re_or_kontra_button_shows_the_partys_colour(qtbot) -> None:
    bar = ActionBar()
    qtbot.addWidget(bar)
    bar.lang = "en"
    bar.set_announcements({1})
    bar.set_party("re")
    assert bar.buttons[0].text() == "Re" and _has_color(bar.buttons[0], RE_COLOR)
    bar.set_party("kontra")
    assert _has_color(bar.buttons[0], KONTRA_COLOR) and not _has_color(bar.buttons[0], RE_COLOR)


def test_after_clicking_an_announcement_the_keyboard_belongs_to_the_hand(qtbot,
                                                                        make_window) -> None:
    window = make_window(table_config("ddv", seed=3))
    c = window.controller
    wait_for_human(qtbot, window)
    say_healthy(qtbot, window)
    qtbot.waitUntil(lambda: bool(window.bar.enabled_levels()) and c.human_to_act()
                    and not c.busy, timeout=TIMEOUT)
    window.table.setFocus()
    QTest.mouseClick(window.bar.buttons[0], Qt.MouseButton.LeftButton)
    assert c.state.levels != (0, 0)
    assert all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in window.bar.buttons)
    assert window.focusWidget() is window.table
    said = len(c.state.announcements)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # plays the chosen card, announces nothing
    assert len(c.state.announcements) == said


@pytest.mark.parametrize(("size", "spielliste"), [((1024, 640), True), ((1024, 640), False),
                                                  ((1280, 800), True), ((1600, 1000), True)])
def test_nothing_is_clipped_or_covered(qtbot, make_window, size, spielliste) -> None:
    window = make_window(table_config("ddv", seed=3), size=size)
    assert window.minimumSize() == MINIMUM_SIZE
    if spielliste:
        window.toggle_spielliste()
    wait_for_human(qtbot, window)
    qtbot.waitUntil(lambda: isinstance(window.panel, ReservationPanel) and
                    window.panel.isVisible(), timeout=TIMEOUT)
    bar = window.bar
    for button in [*bar.buttons, bar.hint_button, bar.last_button, bar.out_button]:
        shown = button.visibleRegion().boundingRect()
        assert shown.size() == button.size(), button.text()  # wholly inside the bar
    assert bar.status.width() >= STATUS_WIDTH
    assert bar.status.heightForWidth(bar.status.width()) <= bar.status.height()
    assert_panel_clear(window)


def assert_panel_clear(window) -> None:
    """The panel shown covers no name plate and no card of your hand, and the hand is
    wholly on the table."""
    table = window.table
    panel = window.panel.geometry()
    for key, plate in table.plates.items():
        box = table.mapFromScene(plate.sceneBoundingRect()).boundingRect()
        assert not panel.intersects(box), f"the panel covers plate {key}"
    viewport = table.viewport().rect()
    for item in table.hands["bottom"]:
        assert viewport.contains(table.mapFromScene(item.sceneBoundingRect()).boundingRect())
        assert not panel.intersects(table.mapFromScene(item.sceneBoundingRect()).boundingRect())


def test_a_solo_is_previewed_only_when_the_pointer_moves_over_it(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=3))
    wait_for_human(qtbot, window)
    panel, table = window.panel, window.table
    assert isinstance(panel, ReservationPanel)
    normal = table.hand_cards()
    assert normal == sort_hand(normal, order_for("normal"))
    button = panel.buttons["buben"]
    point = QPointF(button.rect().center())
    QApplication.sendEvent(button, QEnterEvent(point, point, point))  # appeared under the pointer
    assert table.hand_cards() == normal and table.preview_kind is None
    QTest.mouseMove(button, button.rect().center())
    assert table.preview_kind == "buben"
    assert table.hand_cards() == sort_hand(normal, order_for("buben"))
    QApplication.sendEvent(button, QEvent(QEvent.Type.Leave))
    assert table.hand_cards() == normal


def test_the_docks_beside_the_table_share_its_height(qtbot, make_window) -> None:
    """The trump order, the Tipp and the Spielliste open together: the trump order gets the
    room its cards need (up to half the height), the Tipp no more than its words need."""
    window = make_window(table_config("ddv", seed=3), size=(1280, 800))
    qtbot.waitUntil(lambda: window.table.view is not None, timeout=TIMEOUT)
    window.toggle_spielliste()
    window.toggle_trumps()
    window.tipp_dock.show()
    window.share_height()
    trumps, tipp, sheet = window.trump_dock, window.tipp_dock, window.dock
    need = trumps.widget().widget().sizeHint().height()
    # the docks take their heights once the layout has run (later on a busy machine)
    qtbot.waitUntil(lambda: trumps.height() >= min(need, window.height() // 2) - 60,
                    timeout=TIMEOUT)
    assert tipp.height() <= window.height() // 3 + 20
    assert sheet.height() >= 120
