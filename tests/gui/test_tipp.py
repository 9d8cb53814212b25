"""The Tipp: weighed off the GUI thread while the panel says it is thinking, called off by the
key or by a card played, never showing a stale answer; the best card with its reason and what
the others cost, pointed at on the table; reservations and the Armut too."""

from __future__ import annotations

import threading

from gui_helpers import healthy_decider, table_config
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from dokodesk.ai import judgement
from dokodesk.ai.search import Cancelled, Effort
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Play,
    Reserve,
    apply,
    legal_cards,
    may_declare_poverty,
    new_game,
)
from dokodesk.engine.partie import next_game
from dokodesk.engine.rules import preset
from dokodesk.gui import tipp
from dokodesk.gui.panels import PovertyOfferPanel, ReservationPanel
from dokodesk.persistence import savefile
from dokodesk.text import hints
from dokodesk.text.hints import OTHERS
from dokodesk.text.words import card_words

TIMEOUT = 10_000
QUICK = Effort(samples=4, max_samples=4, reservation_samples=4, workers=1)


def window_at(qtbot, make_window, wanted, seed: int = 3):
    """The window at the human's first turn where ``wanted(state)`` holds (healthy and the
    first legal card until then), the Tipp thinking quickly."""
    window = make_window(table_config("ddv", seed=seed), decider=healthy_decider)
    window.tipp.effort = QUICK
    c = window.controller
    while True:
        qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
        st = c.state
        if wanted(st):
            return window
        if st.phase == Phase.RESERVATIONS:
            assert c.reserve("gesund") is None
        else:
            assert c.play(legal_cards(st)[0]) is None


def test_the_tipp_names_the_best_card_its_reason_and_what_the_others_cost(
        qtbot, make_window) -> None:
    window = window_at(qtbot, make_window, lambda st: st.phase == Phase.PLAY and not st.tricks
                       and len(legal_cards(st)) > 2)
    panel, c = window.tipp_panel, window.controller
    before = len(c.state.history)
    window.show_hint()
    assert panel.thinking and window.tipp_dock.isVisible()
    assert panel.status.text() == "Hint: thinking …" and panel.busy.isVisible()
    qtbot.waitUntil(lambda: panel.tips is not None, timeout=TIMEOUT)
    assert not panel.thinking and not panel.busy.isVisible()
    codes = [t.code for t in panel.tips]
    assert codes[0] in ("announce", "not_yet")  # the first card: Re or Kontra is open
    assert codes[1] not in OTHERS and all(code in OTHERS for code in codes[2:])
    assert len(codes) >= 4  # the best card and the next three
    best = panel.tips[1].details["card"]
    assert card_words(best, "en") in panel.advice.text().lower()
    assert panel.others.text().count("•") == len(codes) - 2
    # squeezed to a sliver by other docks or a small window, the Tipp scrolls, nothing is cut
    scroll = window.tipp_dock.widget()
    assert scroll.widget() is panel
    scroll.resize(scroll.width(), 60)
    qtbot.waitUntil(lambda: scroll.verticalScrollBar().maximum() > 0, timeout=TIMEOUT)
    assert panel.height() >= panel.minimumSizeHint().height() > 60
    assert window.table.hand_cards()[window.table.input.focus_index] == best
    QTest.keyClick(window.table, Qt.Key.Key_Return)  # Enter plays the card pointed at
    assert c.state.history[before] == Play(0, best)
    assert panel.tips is None  # a new position: the Tipp is gone


def test_the_key_again_calls_the_tipp_off(qtbot, make_window, monkeypatch) -> None:
    weighing = threading.Event()
    called_off = threading.Event()

    def endless(v, legal, *, salt, budget, cancelled):
        weighing.set()
        while not cancelled():
            threading.Event().wait(0.005)
        called_off.set()
        raise Cancelled

    monkeypatch.setattr(tipp, "judge", endless)
    window = window_at(qtbot, make_window, lambda st: st.phase == Phase.PLAY)
    window.show_hint()
    assert weighing.wait(5)
    window.menus.hint.trigger()  # H again
    assert called_off.wait(5)
    assert not window.tipp.thinking and not window.tipp_panel.thinking
    assert window.tipp_panel.tips is None


def test_a_card_played_meanwhile_makes_the_answer_stale(qtbot, make_window, monkeypatch) -> None:
    release = threading.Event()
    answered = threading.Event()
    real = judgement.judge

    def held(v, legal, *, salt, budget, cancelled):
        release.wait(5)
        result = real(v, legal, salt=salt, budget=budget)  # not called off: it answers anyway
        answered.set()
        return result

    monkeypatch.setattr(tipp, "judge", held)
    window = window_at(qtbot, make_window, lambda st: st.phase == Phase.PLAY)
    c = window.controller
    window.show_hint()
    assert c.play(legal_cards(c.state)[0]) is None
    assert not window.tipp.thinking and window.tipp_panel.tips is None
    release.set()
    assert answered.wait(5)
    qtbot.wait(200)  # the stale answer's signal is delivered and dropped
    assert window.tipp_panel.tips is None


def test_the_tipp_weighs_the_reservation(qtbot, make_window) -> None:
    window = window_at(qtbot, make_window, lambda st: st.phase == Phase.RESERVATIONS)
    panel = window.tipp_panel
    window.show_hint()
    qtbot.waitUntil(lambda: panel.tips is not None, timeout=TIMEOUT)
    assert panel.tips[0].code == "reserve"
    assert "points on average" in panel.advice.text()
    assert isinstance(window.panel, ReservationPanel)
    assert window.panel.focusWidget() in window.panel.buttons.values()


def armut_for_the_human() -> tuple:
    """A Partie whose first game offers player 0 (the human) an Armut."""
    config = table_config("kneipe", seed=1)
    partie = savefile.start(config).partie
    setup, seats = next_game(partie)
    for seed in range(400):
        setup = GameSetup.from_seed(preset("kneipe"), seed=seed, first=setup.first)
        state = new_game(setup)
        poor = next((p for p in range(1, 4) if may_declare_poverty(setup.rules, setup.hands[p])),
                    None)
        if poor is None or may_declare_poverty(setup.rules, setup.hands[0]):
            continue
        while state.phase == Phase.RESERVATIONS:
            p = state.to_act
            state = apply(state, Reserve(p, "armut" if p == poor else "gesund"))
        if state.phase == Phase.POVERTY_OFFER and state.to_act == 0:
            return config, partie, state, seats
    raise AssertionError("no Armut offered to player 0")


def test_the_tipp_weighs_an_armut_offered(qtbot, make_window) -> None:
    config, partie, state, seats = armut_for_the_human()
    window = make_window(decider=healthy_decider)
    window.tipp.effort = QUICK
    window._begin(config)
    window.controller.resume(savefile.Saved(config, partie, state, seats))
    qtbot.waitUntil(lambda: isinstance(window.panel, PovertyOfferPanel), timeout=TIMEOUT)
    panel = window.tipp_panel
    window.show_hint()
    qtbot.waitUntil(lambda: panel.tips is not None, timeout=TIMEOUT)
    assert panel.tips[0].code in ("accept", "decline")
    offer = window.panel
    wanted = offer.take if panel.tips[0].code == "accept" else offer.decline
    assert offer.focusWidget() is wanted
    assert "%" in panel.advice.text()


def test_the_tipp_shown_follows_a_change_of_language(qtbot, make_window) -> None:
    window = window_at(qtbot, make_window, lambda st: st.phase == Phase.PLAY
                       and len(legal_cards(st)) > 2)
    panel = window.tipp_panel
    window.show_hint()
    qtbot.waitUntil(lambda: panel.tips is not None, timeout=TIMEOUT)
    best = next(t.details["card"] for t in panel.tips if "card" in t.details)
    english = panel.advice.text()
    assert card_words(best, "en") in english.lower()
    window.set_language("de")
    assert panel.tips is not None  # the same Tipp, now in German
    assert card_words(best, "de") in panel.advice.text()
    assert panel.others_title.text() == "Die anderen Möglichkeiten:"
    assert all("Punkte" in line or "gleich gut" in line
               for line in panel.others.text().splitlines())
    window.set_language("en")
    assert panel.advice.text() == english


def test_the_panel_names_the_genscher_partner(qtbot) -> None:
    panel = tipp.TippPanel()
    qtbot.addWidget(panel)
    line = hints.Tip("genscher", {"player": 2, "augen": 45, "gain": 1.25,
                                  "said": hints.ANNOUNCED_TOO})
    panel.lang = "de"
    panel.show_tip([line], ("Du", "Anna", "Ben", "Clara"))
    assert panel.advice.text() == ("Genscher mit Ben: im Schnitt 1,2 Punkte mehr als der "
                                   "Karo-König ohne Genscher – mit Ben als Partner habt ihr "
                                   "schon 45 Augen und seine Ansage.")
    panel.show_tip([line])
    assert "Spieler 3" in panel.advice.text()


def test_asking_again_gives_the_same_tipp(qtbot, make_window) -> None:
    window = window_at(qtbot, make_window, lambda st: st.phase == Phase.PLAY
                       and len(legal_cards(st)) > 2)
    panel = window.tipp_panel
    window.show_hint()
    qtbot.waitUntil(lambda: panel.tips is not None, timeout=TIMEOUT)
    first = list(panel.tips)
    judgement._CACHE.clear()  # weighed again, not remembered: the same deals, the same answer
    window.show_hint()
    assert panel.thinking
    qtbot.waitUntil(lambda: panel.tips is not None, timeout=TIMEOUT)
    assert panel.tips == first
