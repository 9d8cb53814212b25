"""Abkürzen by giving up (TSR 5.4.6): the soloist hands the remaining tricks to Kontra."""

from __future__ import annotations

from typing import Any

import pytest
from refcases import case_record, load_cases

from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import Concede, Phase, apply, legal_actions
from dokodesk.engine.scoring import result
from dokodesk.persistence.record import GameRecord, record_from_json


def _case(prefix: str, actions: int) -> dict[str, Any]:
    case = next(g for g in load_cases()["games"] if g["name"].startswith(prefix))
    record = case_record(case)
    record["actions"] = record["actions"][:actions]
    return record


def test_the_soloist_gives_up_after_three_tricks() -> None:
    # Damensolo by seat 2 with Re; after 4 reservations, Re and 3 tricks the soloist has won
    # the third (DA DT DQ DK = 28 Augen), Kontra the first two.
    state = record_from_json(_case("TSR Damensolo with Re", 4 + 1 + 12)).replay()
    assert Concede(2) in legal_actions(state, 2)
    assert Concede(0) not in legal_actions(state, 0)
    state = apply(state, Concede(2))
    assert state.phase == Phase.FINISHED and state.conceded
    res = result(state)
    assert res.winner == "kontra"
    assert res.augen == {"re": 28, "kontra": 212}
    assert res.tricks_won == {"re": 1, "kontra": 11}
    # won 1, Re under 90, 60 and 30: 3, Re announced: 2 -> 6, the soloist pays three times
    assert [(ln.item, ln.points) for ln in res.lines] == [
        ("won", 1), ("unter_90", 1), ("unter_60", 1), ("unter_30", 1), ("announced_re", 2)]
    assert res.points == (6, 6, -18, 6)


def test_giving_up_mid_trick_gives_kontra_the_cards_on_the_table() -> None:
    state = record_from_json(_case("TSR Damensolo with Re", 4 + 1 + 14)).replay()
    assert len(state.trick) == 2
    res = result(apply(state, Concede(2)))
    assert res.augen["re"] + res.augen["kontra"] == 240
    assert res.tricks_won["re"] + res.tricks_won["kontra"] == 12


def test_only_the_soloist_may_give_up() -> None:
    normal = record_from_json(_case("TSR 145:95, Re Fuchs", 4 + 8)).replay()
    for seat in range(4):
        assert Concede(seat) not in legal_actions(normal, seat)
        with pytest.raises(IllegalAction) as err:
            apply(normal, Concede(seat))
        assert err.value.code == "concede_not_soloist"
    solo = record_from_json(_case("TSR Damensolo with Re", 4 + 1 + 4)).replay()
    with pytest.raises(IllegalAction):
        apply(solo, Concede(1))


def test_a_conceded_game_is_recorded_and_replays_the_same() -> None:
    state = apply(record_from_json(_case("TSR Damensolo with Re", 4 + 1 + 12)).replay(),
                  Concede(2))
    record = GameRecord.from_state(state, dealer=3)
    assert record.to_json()["actions"][-1] == {"seat": 2, "concede": True}
    again = record_from_json(record.to_json()).finished()
    assert again == state and result(again) == result(state)
