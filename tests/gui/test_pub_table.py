"""The pub house rules at the table: the Schweine round asks the human only when he holds
both Füchse (and answers no for him otherwise), the Schweine button while they may be said
during the play, the Schmeißen reservation, and the computer players' Schweine."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from gui_helpers import healthy_decider, table_config
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dokodesk.engine.cards import AUGEN, DA, Hand
from dokodesk.engine.game import Phase, PigKind, Pigs, Reserve
from dokodesk.engine.partie import TableConfig, new_partie, next_game
from dokodesk.engine.rules import Rules, preset
from dokodesk.gui.panels import PigsPanel

TIMEOUT = 10_000


def pub_config(rules: Rules, deal: Callable[[Hand, tuple[Hand, ...]], bool]) -> TableConfig:
    """A table under ``rules`` whose first deal is one ``deal`` accepts (the human's hand, all
    hands); the human sits at seat 0."""
    base = table_config("kneipe_plus")
    for seed in range(200):
        config = dataclasses.replace(
            base, seed=seed, settings=dataclasses.replace(base.settings, rules=rules))
        setup, seats = next_game(new_partie(config.settings, seed))
        human = seats.player(0)
        assert human is not None
        if deal(setup.hands[human], setup.hands):
            return config
    raise AssertionError("no such deal")


def both_foxes(hand: Hand, hands: tuple[Hand, ...]) -> bool:
    return hand.count(DA) == 2


def foxes_apart(hand: Hand, hands: tuple[Hand, ...]) -> bool:
    return all(h.count(DA) < 2 for h in hands)


def healthy(qtbot, window) -> None:
    """Wait for the human's reservation and say gesund."""
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase == Phase.RESERVATIONS
                    and c.human_to_act() and window.panel is not None, timeout=TIMEOUT)
    QTest.mouseClick(window.panel.buttons["gesund"], Qt.MouseButton.LeftButton)


def test_the_schweine_round_asks_the_holder_of_both_foxes(qtbot, make_window) -> None:
    window = make_window(pub_config(preset("kneipe_plus"), both_foxes), decider=healthy_decider)
    c = window.controller
    healthy(qtbot, window)
    qtbot.waitUntil(lambda: c.state.phase == Phase.SCHWEINE and c.human_to_act()
                    and isinstance(window.panel, PigsPanel), timeout=TIMEOUT)
    assert window.bar.pig_button.isVisible()
    QTest.mouseClick(window.panel.say, Qt.MouseButton.LeftButton)
    st = c.state
    assert st.phase == Phase.PLAY and [p.player for p in st.pigs] == [c.human_player]
    assert window.panel is None and not window.bar.pig_button.isVisible()


def test_a_seat_without_both_foxes_is_answered_for(qtbot, make_window) -> None:
    window = make_window(pub_config(preset("kneipe_plus"), foxes_apart),
                         decider=healthy_decider)
    c = window.controller
    healthy(qtbot, window)
    qtbot.waitUntil(lambda: c.state.phase == Phase.PLAY, timeout=TIMEOUT)
    human = c.human_player
    said = [a for a in c.state.history if isinstance(a, Pigs) and a.player == human]
    assert said == [Pigs(human, PigKind.SCHWEINE, False)]
    assert sum(1 for a in c.state.history if isinstance(a, Pigs)) == 4 and not c.state.pigs


def test_the_schweine_button_during_the_play(qtbot, make_window) -> None:
    rules = preset("kneipe_plus").replace(schweine="before_first_played")
    window = make_window(pub_config(rules, both_foxes), decider=healthy_decider)
    c = window.controller
    healthy(qtbot, window)
    qtbot.waitUntil(lambda: c.state.phase == Phase.PLAY, timeout=TIMEOUT)
    qtbot.waitUntil(window.bar.pig_button.isVisible, timeout=TIMEOUT)
    assert window.bar.pig_button.text() == "Schweine"
    QTest.mouseClick(window.bar.pig_button, Qt.MouseButton.LeftButton)
    assert [p.player for p in c.state.pigs] == [c.human_player]
    assert not window.bar.pig_button.isVisible()


def rich(hand: Hand, hands: tuple[Hand, ...]) -> bool:
    """The human may throw (61 Augen or more), nobody else may."""
    return all((sum(AUGEN[c] for c in h) >= 61) == (h == hand) for h in hands)


def test_throwing_the_hand_in_from_the_reservation_panel(qtbot, make_window) -> None:
    rules = preset("kneipe_plus").replace(schmeissen={"richness": 61})
    window = make_window(pub_config(rules, rich), decider=healthy_decider)
    c = window.controller
    qtbot.waitUntil(lambda: c.state is not None and c.state.phase == Phase.RESERVATIONS
                    and c.human_to_act() and window.panel is not None, timeout=TIMEOUT)
    human = c.human_player
    assert not any(isinstance(a, Reserve) and a.kind == "schmeissen" for a in c.state.history)
    dealer = c.seats.dealer
    QTest.mouseClick(window.panel.buttons["schmeissen"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.partie is not None and c.partie.thrown_in == 1, timeout=TIMEOUT)
    thrown = c.partie.log[-1].state.thrown
    assert thrown is not None and thrown.player == human and thrown.reason == "richness"
    assert c.partie.dealer == dealer and not c.partie.games
