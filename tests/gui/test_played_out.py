"""A game the computer finished for the player ("Schnell zu Ende spielen"): the controller
keeps the step it took over from, the save file keeps it, and the analysis judges only the
player's own decisions before it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gui_helpers import healthy_decider, table_config

from dokodesk.ai.analysis import decision_points, positions
from dokodesk.engine.errors import RecordError
from dokodesk.engine.game import Phase, State, legal_cards
from dokodesk.gui import analysis
from dokodesk.gui.analysis import AnalysisDialog
from dokodesk.gui.controller import GameController
from dokodesk.persistence import savefile

TIMEOUT = 10_000


def started(tmp_path: Path) -> tuple[GameController, list[State]]:
    """A controller with a Partie started (player 0 the human), and the list the games it
    finishes go to."""
    c = GameController(save_path=tmp_path / "partie.json", decider=healthy_decider)
    c.animation_ms = 0
    c.lang = "en"
    finished: list[State] = []
    c.gameFinished.connect(lambda st, seats: finished.append(st))
    c.start(table_config("ddv", seed=4))
    return c, finished


def play_then_hand_over(qtbot, c: GameController, finished: list[State], tricks: int) -> int:
    """The human says gesund and plays his first legal card until ``tricks`` tricks are done,
    then lets the computer finish the game ("Schnell zu Ende spielen"): the step it took
    over from."""
    while True:
        qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
        st = c.state
        if st.phase == Phase.RESERVATIONS:
            assert c.reserve("gesund") is None
        elif len(st.tricks) >= tricks:
            break
        else:
            assert c.play(legal_cards(st)[0]) is None
    taken_over = len(c.state.history)
    c.play_out()
    qtbot.waitUntil(lambda: bool(finished), timeout=TIMEOUT)
    return taken_over


def test_playing_out_marks_the_step_and_the_save_file_keeps_it(qtbot, tmp_path: Path,
                                                               monkeypatch) -> None:
    c, finished = started(tmp_path)
    taken_over = play_then_hand_over(qtbot, c, finished, tricks=3)
    assert c.played_out == {1: taken_over}
    final = finished[0]
    mine = decision_points(final, 0)
    own = decision_points(final, 0, c.played_out[1])
    assert own and all(step < taken_over for step, _ in own)
    assert len(own) < len(mine)  # the cards the computer chose for him are left out
    asked = []
    monkeypatch.setattr(analysis, "analyse", lambda *args, until=None: asked.append(until) or [])
    dialog = AnalysisDialog(final, 0, "en", until=taken_over)
    qtbot.waitUntil(lambda: dialog.decisions is not None, timeout=TIMEOUT)
    assert asked == [taken_over]
    trick = len(positions(final)[taken_over].tricks) + 1
    assert f"From trick {trick} on the computer played for you" in dialog.status.text()
    dialog.close()
    c.shutdown()
    saved = savefile.load(tmp_path / "partie.json")
    assert saved.played_out == {1: taken_over}
    again = GameController(save_path=tmp_path / "partie.json", decider=healthy_decider)
    again.resume(saved)
    assert again.played_out == {1: taken_over}
    again.shutdown()


@pytest.mark.parametrize("bad", [{"1": 3}, [[1]], [[0, 3]], [[1, -1]], [[True, 3]], [["1", 3]]])
def test_a_damaged_mark_is_refused_by_name(bad: object) -> None:
    config = table_config("ddv", seed=4)
    start = savefile.start(config)
    data = json.loads(json.dumps(savefile.to_json(config, start.partie, start.state,
                                                  start.seats)))
    del data["played_out"]
    assert savefile.from_json(data).played_out == {}  # a file from before the marks
    data["played_out"] = bad
    with pytest.raises(RecordError) as err:
        savefile.from_json(data)
    assert err.value.details["field"] == "played_out"


def test_a_practice_game_played_out_keeps_its_own_mark(qtbot, tmp_path: Path) -> None:
    c, finished = started(tmp_path)
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    start, seats = c.state, c.seats
    c.practise(start, seats)
    taken_over = play_then_hand_over(qtbot, c, finished, tricks=2)
    assert c.practising
    assert c.practice_played_out == c.played_out_at(0) == taken_over
    assert c.played_out == {}  # the Partie's own games are untouched
    c.practise(start, seats)  # a new practice game starts unmarked
    assert c.played_out_at(0) is None
    c.end_practice()
    c.shutdown()
    assert savefile.load(tmp_path / "partie.json").played_out == {}
