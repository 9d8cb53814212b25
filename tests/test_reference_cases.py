"""Reference tests from hand-checked games (shared/reference/scoring-cases.json)."""

from __future__ import annotations

from typing import Any

import pytest
from refcases import case_record, load_cases

from dokodesk.engine.cards import parse_card
from dokodesk.engine.errors import RecordError
from dokodesk.engine.order import order_for, trick_winner
from dokodesk.engine.rules import rules_from_spec
from dokodesk.engine.scoring import result
from dokodesk.persistence.record import record_from_json

CASES = load_cases()
LEGAL = [c for c in CASES["games"] if not c.get("illegal")]
ILLEGAL = [c for c in CASES["games"] if c.get("illegal")]


def test_the_reference_file_has_all_its_cases() -> None:
    assert len(CASES["games"]) == 83
    assert len(CASES["tricks"]) == 17


@pytest.mark.parametrize("case", LEGAL, ids=[c["name"] for c in LEGAL])
def test_legal_game_scores_as_checked_by_hand(case: dict[str, Any]) -> None:
    state = record_from_json(case_record(case)).finished()
    res = result(state)
    got = {
        "points": list(res.points),
        "winner": res.winner,
        "augen": res.augen,
        "re_seats": list(res.re_players),
        "soloist": res.soloist,
        "kalter_schlag": res.kalter_schlag,
        "last_winner": state.tricks[-1].winner,
    }
    expected = case["expect"]
    assert {k: got[k] for k in expected} == expected
    assert sum(res.points) == 0
    assert res.augen["re"] + res.augen["kontra"] == 240


@pytest.mark.parametrize("case", ILLEGAL, ids=[c["name"] for c in ILLEGAL])
def test_illegal_game_is_refused_at_an_action(case: dict[str, Any]) -> None:
    with pytest.raises(RecordError) as err:
        record_from_json(case_record(case))
    assert err.value.code == "record_action_rule"
    assert err.value.details["index"] >= 1


@pytest.mark.parametrize("trick", CASES["tricks"], ids=[str(i) for i in range(17)])
def test_trick_winner(trick: dict[str, Any]) -> None:
    rules = rules_from_spec(trick["rules"])
    order = order_for(trick["game"])
    cards = [parse_card(c) for c in trick["cards"]]
    second = rules.dulle_rule != "first_beats_second"
    assert trick_winner(order, cards, second) == trick["winner_index"]
