"""Taking back (Zurücknehmen): the last card or announcement with what followed, back to the
first card, never after the game; the mark in the Spielliste, kept in the save file; the
setting that turns it off."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from gui_helpers import healthy_decider, table_config

from dokodesk.ai.search import Cancelled
from dokodesk.engine.errors import RecordError
from dokodesk.engine.game import Phase, Play, is_over, legal_cards
from dokodesk.engine.takeback import take_back
from dokodesk.gui.controller import GameController
from dokodesk.gui.spielliste import TAKEBACK_MARK
from dokodesk.persistence import savefile

TIMEOUT = 10_000


def controller(tmp_path: Path, decider=healthy_decider) -> GameController:
    c = GameController(save_path=tmp_path / "partie.json", decider=decider)
    c.animation_ms = 0
    c.lang = "en"
    return c


def until_my_card(qtbot, c: GameController, tricks: int) -> None:
    """Play the first legal card until the human is to play in trick ``tricks + 1``."""
    while True:
        qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
        st = c.state
        if st.phase == Phase.RESERVATIONS:
            assert c.reserve("gesund") is None
        elif len(st.tricks) >= tricks:
            return
        else:
            assert c.play(legal_cards(st)[0]) is None


def test_a_card_is_taken_back_with_the_computers_cards_after_it(qtbot, tmp_path) -> None:
    c = controller(tmp_path)
    c.start(table_config("ddv", seed=4))
    until_my_card(qtbot, c, 2)
    before = c.state
    card = max(legal_cards(before))
    assert c.play(card) is None
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    assert len(c.state.history) > len(before.history) + 1  # the computers played on
    assert c.may_take_back()
    assert c.take_back() is None
    assert c.state == before
    assert c.takebacks == {1}
    assert c.play(min(legal_cards(before))) is None  # and a card of his choice instead
    assert c.state.history[len(before.history)] == Play(0, min(legal_cards(before)))
    c.shutdown()


def test_take_backs_go_back_to_the_first_card_and_no_further(qtbot, tmp_path) -> None:
    c = controller(tmp_path)
    c.start(table_config("ddv", seed=4))
    until_my_card(qtbot, c, 3)
    first_card = next(i for i, a in enumerate(c.state.history)
                      if isinstance(a, Play) and a.player == 0)
    taken = 0
    while c.may_take_back():
        assert c.take_back() is None
        taken += 1
    assert taken == 3
    assert len(c.state.history) == first_card
    assert c.state.phase == Phase.PLAY and c.state.to_act == 0
    assert c.take_back() == "There is nothing of yours to take back in this game."
    c.shutdown()


def test_an_announcement_is_taken_back_on_its_own(qtbot, tmp_path) -> None:
    c = controller(tmp_path)
    c.start(table_config("ddv", seed=4))
    until_my_card(qtbot, c, 0)
    before = c.state
    assert c.announce(1) is None
    assert c.state.levels != before.levels
    assert c.take_back() is None
    assert c.state == before
    c.shutdown()


def test_a_finished_game_is_not_taken_back(qtbot, tmp_path) -> None:
    c = controller(tmp_path)
    finished = []
    c.gameFinished.connect(lambda st, seats: finished.append(st))
    c.start(table_config("ddv", seed=4))
    until_my_card(qtbot, c, 0)
    c.play_out()
    qtbot.waitUntil(lambda: bool(finished), timeout=TIMEOUT)
    assert is_over(c.state) and take_back(c.state, 0) is None
    assert not c.may_take_back()
    c.shutdown()


def test_taking_back_calls_off_a_computer_thinking(qtbot, tmp_path) -> None:
    armed = threading.Event()
    thinking = threading.Event()
    called_off = threading.Event()

    def endless_once(view, legal, level, seed, cancelled=None):
        if armed.is_set() and view.to_act == view.player and not called_off.is_set():
            thinking.set()
            while not cancelled():
                threading.Event().wait(0.005)
            called_off.set()
            raise Cancelled
        return healthy_decider(view, legal, level, seed, cancelled)

    c = controller(tmp_path, decider=endless_once)
    c.start(table_config("ddv", seed=4))
    until_my_card(qtbot, c, 0)
    before = c.state
    armed.set()
    assert c.play(legal_cards(before)[0]) is None
    assert thinking.wait(5)
    assert c.take_back() is None
    assert called_off.wait(5)
    assert c.state == before
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    assert c.state == before
    c.shutdown()


def test_the_setting_turns_taking_back_off(qtbot, tmp_path) -> None:
    c = controller(tmp_path)
    c.allow_takebacks = False
    c.start(table_config("ddv", seed=4))
    until_my_card(qtbot, c, 1)
    played = c.state
    assert not c.may_take_back()
    assert c.take_back() == "Taking back is switched off in the settings."
    assert c.state == played and c.takebacks == frozenset()
    c.shutdown()


def test_the_mark_survives_saving_and_resuming(qtbot, tmp_path) -> None:
    c = controller(tmp_path)
    c.start(table_config("ddv", seed=4))
    until_my_card(qtbot, c, 1)
    assert c.take_back() is None
    c.shutdown()
    saved = savefile.load(tmp_path / "partie.json")
    assert saved.takebacks == {1}
    again = controller(tmp_path)
    again.resume(saved)
    assert again.takebacks == {1}
    again.shutdown()


def test_an_old_save_file_without_marks_still_loads(tmp_path) -> None:
    config = table_config("ddv", seed=4)
    start = savefile.start(config)
    data = savefile.to_json(config, start.partie, start.state, start.seats)
    del data["takebacks"]
    assert savefile.from_json(data).takebacks == frozenset()
    data["takebacks"] = ["1"]
    with pytest.raises(RecordError) as err:
        savefile.from_json(json.loads(json.dumps(data)))
    assert err.value.details["field"] == "takebacks"


def test_ctrl_z_takes_back_and_the_spielliste_marks_the_game(qtbot, make_window) -> None:
    window = make_window(table_config("ddv", seed=4), decider=healthy_decider)
    c = window.controller
    until_my_card(qtbot, c, 1)
    assert window.menus.undo.isEnabled()
    assert window.menus.undo.shortcut().toString() == "Ctrl+Z"
    window.menus.undo.trigger()
    assert c.takebacks == {1}
    assert window.table.message_text() == "Your last decision has been taken back."
    c.play_out()
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=TIMEOUT)
    assert not window.menus.undo.isEnabled()
    first = window.spielliste.model.item(0, 0)
    assert TAKEBACK_MARK in first.text()
    assert "Played with take-backs" in first.toolTip()


def test_the_settings_dialog_switches_taking_back_off(qtbot, app_settings) -> None:
    from dokodesk.gui.settingsdialog import SettingsDialog

    dialog = SettingsDialog(app_settings)
    qtbot.addWidget(dialog)
    assert dialog.take_backs.isChecked()
    dialog.take_backs.setChecked(False)
    dialog.store()
    assert not app_settings.allow_takebacks
    dialog.restore_defaults()
    assert dialog.take_backs.isChecked()

