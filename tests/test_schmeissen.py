"""Schmeißen, throwing the hand in (RULES.md 14.4): the reasons and their examples, the
reservation and its rank, the thrown hand shown to all, no game counted, the same dealer again,
nothing triggered, and the record form."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_support import build_deal, cards, start

from dokodesk.engine.errors import IllegalAction, RecordError
from dokodesk.engine.game import (
    ContractKind,
    GameSetup,
    Phase,
    Reserve,
    Thrown,
    apply,
    legal_actions,
    new_game,
    throw_reasons,
)
from dokodesk.engine.partie import PartieSettings, new_partie, next_game, record_game
from dokodesk.engine.rules import Rules, preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import view
from dokodesk.persistence.record import GameRecord, loads
from dokodesk.text.messages import describe

KNEIPE = preset("kneipe")
FIVE_NINES = "S9 S9 H9 H9 D9 CA CT SK HK DJ CQ HT"
FOX_HIGHEST = "DA DT DK D9 CA CA CT SA ST SK HA HA"
RICH = "CA CA CT CT SA SA ST ST HA HA HK CK"


@pytest.mark.parametrize(("hand", "table", "reasons"), [
    (FIVE_NINES, {"nines": 5}, ("nines",)),
    (FIVE_NINES, {"nines": 6}, ()),
    (FOX_HIGHEST, {"fox_highest_trump": True}, ("fox_highest_trump",)),
    (FIVE_NINES, {"fox_highest_trump": True}, ()),
    (RICH, {"richness": 70}, ("richness",)),
    (RICH, {"richness": 70, "trumps_at_most": 0}, ("richness", "trumps_at_most")),
    (RICH, {"richness": 115}, ()),
    ("CK CK SK SK HK D9 D9 C9 S9 H9 CA SA", {"kings": 5, "nines_and_kings": 10},
     ("kings", "nines_and_kings")),
    ("CK CK SK SK HK D9 D9 C9 S9 H9 CA SA", {"kings": 6, "nines_and_kings": 11}, ()),
    (FOX_HIGHEST, {"trumps_at_most": 3}, ()),  # four trumps, Füchse counted
    ("DA DT DK CA CA CT SA ST SK HA HA HK", {"trumps_at_most": 3}, ("trumps_at_most",)),
])
def test_the_reasons(hand: str, table: dict[str, int], reasons: tuple[str, ...]) -> None:
    rules = KNEIPE.replace(schmeissen=table)
    assert throw_reasons(rules, tuple(sorted(cards(hand)))) == reasons


def thrower(rules: Rules) -> tuple[tuple[tuple[int, ...], ...], GameSetup]:
    hands = build_deal({2: FIVE_NINES}, seed=4)
    return hands, GameSetup(rules, hands, 0)


def test_a_reservation_of_its_own_with_its_reason() -> None:
    rules = preset("kneipe_plus")
    hands, setup = thrower(rules)
    state = new_game(setup)
    state = apply(apply(state, Reserve(0, "gesund")), Reserve(1, "gesund"))
    assert Reserve(2, "schmeissen", reason="nines") in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(2, "schmeissen", reason="kings"))
    assert err.value.code == "throw_reason_unknown"
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(1, "schmeissen", reason="nines"))
    assert err.value.code == "not_your_turn"
    state = apply(apply(state, Reserve(2, "schmeissen", reason="nines")), Reserve(3, "gesund"))
    assert state.phase is Phase.THROWN_IN
    assert state.thrown == Thrown(2, "nines", hands[2])
    assert state.contract is not None and state.contract.kind is ContractKind.SCHMEISSEN
    # the thrown hand is shown to all, the reservation too
    for p in range(4):
        assert view(state, p).thrown == Thrown(2, "nines", hands[2])
        assert Reserve(2, "schmeissen", reason="nines") in view(state, p).history
    res = result(state)
    assert res.thrown_in and res.points == (0, 0, 0, 0) and res.bock_triggers == ()


def test_not_without_the_reason_in_hand_or_in_the_rules() -> None:
    _, setup = thrower(KNEIPE)
    state = new_game(setup)
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(0, "schmeissen", reason="nines"))
    assert err.value.code == "option_off"
    _, setup = thrower(preset("kneipe_plus"))
    with pytest.raises(IllegalAction) as err:
        apply(new_game(setup), Reserve(0, "schmeissen", reason="nines"))
    assert err.value.code == "throw_reason_not_met"


def test_its_rank_comes_from_the_order_of_reservations() -> None:
    rules = preset("kneipe_plus")
    hands = build_deal({2: FIVE_NINES.replace("CQ", "SQ"), 1: "CQ CQ"}, seed=4)
    claims: dict[int, str | Reserve] = {1: "hochzeit", 2: Reserve(2, "schmeissen", reason="nines")}
    # absent from the list: right after Lustsolo, so above Hochzeit
    assert start(hands, rules, first=0, claims=claims).phase is Phase.THROWN_IN
    solo = start(hands, rules, first=0, claims={**claims, 3: "damen"})
    assert solo.contract is not None and solo.contract.kind is ContractKind.SOLO
    late = rules.replace(reservation_order=["lustsolo", "armut", "hochzeit", "schmeissen"])
    hochzeit = start(hands, late, first=0, claims=claims)
    assert hochzeit.contract is not None and hochzeit.contract.kind is ContractKind.HOCHZEIT


def test_the_same_dealer_deals_again_and_nothing_counts() -> None:
    rules = preset("kneipe_plus")
    partie = replace(new_partie(PartieSettings(rules, length=("games", 4)), seed=3),
                     multiplier=2, bock=(2, 2))
    setup, seats = next_game(partie)
    assert (setup.multiplier, setup.bock, setup.bock_waiting) == (2, 2, (2,))
    state = new_game(replace(setup, hands=build_deal({1: FIVE_NINES}, seed=9)))
    while state.phase is Phase.RESERVATIONS:
        p = state.to_act
        state = apply(state, Reserve(p, "schmeissen", reason="nines") if p == 1
                      else Reserve(p, "gesund"))
    assert state.phase is Phase.THROWN_IN
    after = record_game(partie, state, seats)
    assert after.games == () and after.dealer == partie.dealer and after.rotations == 0
    assert after.multiplier == 2 and after.bock == (2, 2)  # Kalter Schlag and Bock wait
    assert after.deals == partie.deals + 1 and after.thrown_in == 1


def test_the_record_form() -> None:
    rules = preset("kneipe_plus")
    hands = build_deal({3: FIVE_NINES}, seed=4)
    state = start(hands, rules, first=0, claims={3: Reserve(3, "schmeissen", reason="nines")})
    record = GameRecord.from_state(state, dealer=3)
    assert record.actions[-1] == {"seat": 3, "reservation": "schmeissen", "reason": "nines"}
    assert loads(record.dumps()).finished() == state
    without_reason = replace(record, actions=(*record.actions[:-1],
                                              {"seat": 3, "reservation": "schmeissen"}))
    with pytest.raises(RecordError) as err:
        loads(without_reason.dumps())
    assert err.value.code == "record_action"
    assert describe(err.value, "en").startswith("Action 4: one action per entry")
