"""Game records (docs/RULES.md names the cards): save, load and replay give the same game; a record
that breaks a rule or is malformed is refused with a RecordError naming the action number and
the rule (or the field), and nothing is half loaded."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from test_support import build_deal, first_card, play_out, start

from dokodesk.engine.errors import RecordError
from dokodesk.engine.game import GameSetup, Phase, is_over, new_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.engine.table import SeatMap
from dokodesk.persistence.record import GameRecord, loads, record_from_json
from dokodesk.text.messages import describe

DDV = preset("ddv")

# A short, fixed normal game (ddv, dealer 3): the hands, then the first trick.
HANDS = [
    ["CK", "CQ", "CT", "D9", "DA", "HK", "HK", "HT", "SA", "SA", "SJ", "SQ"],
    ["C9", "CA", "CJ", "DA", "DJ", "DT", "H9", "HJ", "HQ", "SQ", "ST", "ST"],
    ["CK", "CQ", "CT", "D9", "DK", "DT", "H9", "HQ", "HT", "SJ", "SK", "SK"],
    ["C9", "CA", "CJ", "DJ", "DK", "DQ", "DQ", "HA", "HA", "HJ", "S9", "S9"],
]
GESUND = [{"seat": s, "reservation": "gesund"} for s in (0, 1, 2, 3)]
TRICK_1 = [{"seat": 0, "card": "SA"}, {"seat": 1, "card": "ST"}, {"seat": 2, "card": "SK"},
           {"seat": 3, "card": "S9"}]


def base_record(**changes: Any) -> dict[str, Any]:
    rec: dict[str, Any] = {"format": "dokodesk-game", "version": 1, "rules": "ddv",
                           "seats": 4, "dealer": 3, "hands": copy.deepcopy(HANDS),
                           "actions": GESUND + TRICK_1}
    rec.update(changes)
    return rec


def refused(data: Any) -> RecordError:
    before = copy.deepcopy(data)
    with pytest.raises(RecordError) as err:
        record_from_json(data)
    assert data == before  # the input is left as it was
    return err.value


# ---------------------------------------------------------------------------------------------
# Round trips


@pytest.mark.parametrize("rules_name", ["ddv", "vowi", "kneipe"])
def test_save_load_replay_gives_the_same_game(rules_name: str) -> None:
    rules = preset(rules_name)
    rng = random.Random(3)
    for seed in range(15):
        dealer = seed % 4
        setup = GameSetup.from_seed(rules, seed, first=(dealer + 1) % 4)
        state = random_game(setup, rng, reserve_chance=0.4, announce_chance=0.1)
        record = GameRecord.from_state(state, dealer=dealer, names=("A", "B", "C", "D"),
                                       seed=seed, comment="test")
        text = record.dumps()
        again = loads(text)
        assert again == record
        assert again.replay() == state
        assert again.dumps() == text
        assert record_from_json(json.loads(text)).to_json() == record.to_json()
        assert again.extra == {"seed": seed, "comment": "test"}
        if state.phase != Phase.THROWN_IN:
            assert result(again.finished()) == result(state)


def test_a_record_of_a_game_in_progress_replays_to_the_same_position() -> None:
    state = start(build_deal({}, seed=1), DDV, first=2)
    for _ in range(9):
        state = first_card(state)
    record = loads(GameRecord.from_state(state).dumps())
    assert record.replay() == state and record.dealer == 1
    with pytest.raises(RecordError) as err:
        record.finished()
    assert err.value.code == "record_incomplete"
    assert "end" in describe(err.value, "en")


def test_records_keep_the_rules_as_a_preset_or_its_changes() -> None:
    rules = preset("vowi").replace(with_nines=False, hochzeit_tricks=2)
    state = play_out(start(build_deal({}, with_nines=False, seed=2), rules, first=0))
    data = GameRecord.from_state(state).to_json()
    assert data["rules"] == {"preset": "vowi", "with_nines": False, "hochzeit_tricks": 2}
    assert record_from_json(data).rules == rules
    full = dict(data, rules=rules.to_mapping())
    assert record_from_json(full).rules == rules


def test_five_seats_record_the_dealer_with_an_empty_hand() -> None:
    state = play_out(start(build_deal({}, seed=3), DDV, first=0))
    record = GameRecord.from_state(state, seats=5, dealer=2)
    data = record.to_json()
    assert data["hands"][2] == [] and all(len(h) == 12 for i, h in enumerate(data["hands"])
                                          if i != 2)
    assert {a["seat"] for a in data["actions"]} == {0, 1, 3, 4}
    assert loads(record.dumps()).finished() == state
    # the dealer sits out: an action by him is refused
    bad = dict(data, actions=[{"seat": 2, "reservation": "gesund"}, *data["actions"]])
    err = refused(bad)
    assert err.code == "record_action" and err.details["index"] == 1
    assert "sits out" in describe(err, "en")
    assert SeatMap(5, 2).seat(0) == 3 and SeatMap(5, 2).player(2) is None


# ---------------------------------------------------------------------------------------------
# Refused records


def test_the_base_record_is_fine() -> None:
    record = record_from_json(base_record())
    assert len(record.replay().tricks) == 1


@pytest.mark.parametrize(
    ("actions", "index", "rule"),
    [
        # player 0 leads a card he does not hold
        ([*GESUND, {"seat": 0, "card": "CA"}], 5, "TSR 5.1"),
        # player 1 does not follow spades
        ([*GESUND, {"seat": 0, "card": "SA"}, {"seat": 1, "card": "DA"}], 6, "TSR 5.2.2"),
        # Re with 10 cards
        (GESUND + TRICK_1 + TRICK_1 + [{"seat": 0, "announce": "re"}], 13, "TSR 6.2.2"),
        # the wrong party: player 1 (no Kreuz-Dame) says Re
        ([*GESUND, {"seat": 1, "announce": "re"}], 5, "TSR 6.2.2"),
        # out of turn
        ([*GESUND, {"seat": 1, "card": "ST"}], 5, "TSR 5.2.1"),
        # a card before the reservations are done
        ([{"seat": 0, "reservation": "gesund"}, {"seat": 0, "card": "SA"}], 2, "TSR 5.1.1"),
        # a Hochzeit without both Kreuz-Damen
        ([{"seat": 0, "reservation": "hochzeit"}], 1, "TSR 4.4.1"),
        # an Armut where poverty is off
        ([{"seat": 0, "reservation": "armut"}], 1, "poverty"),
        # a card after the end of the reservations by the wrong seat
        (GESUND + TRICK_1 + [{"seat": 1, "card": "HQ"}], 9, "TSR 5.2.1"),
    ],
)
def test_an_illegal_action_is_refused_with_its_number_and_rule(
    actions: list[dict[str, Any]], index: int, rule: str
) -> None:
    err = refused(base_record(actions=actions))
    assert err.code == "record_action_rule"
    assert err.details["index"] == index and err.details["rule"] == rule
    for lang in ("de", "en"):
        text = describe(err, lang)
        assert str(index) in text and rule in text


@pytest.mark.parametrize(
    ("actions", "words"),
    [
        ([*GESUND, {"seat": 0, "card": "ZZ"}], "ZZ"),
        ([*GESUND, {"seat": 0, "card": 7}], "7"),
        ([*GESUND, {"seat": 0, "announce": "keine 90"}], "keine 90"),
        ([*GESUND, {"seat": 0}], "no action"),
        ([*GESUND, {"seat": 9, "card": "SA"}], "seat"),
        ([*GESUND, {"seat": True, "card": "SA"}], "seat"),
        ([*GESUND, ["seat", 0]], "object"),
        ([{"seat": 0, "reservation": "solo", "solo": "schwarz"}], "schwarz"),
        ([{"seat": 0, "reservation": "solo", "solo": "damen", "pflicht": "yes"}], "pflicht"),
        ([{"seat": 0, "reservation": "vorbehalt"}], "vorbehalt"),
        ([*GESUND, {"seat": 0, "card": "SA", "announce": "re"}], "one action"),
        # part of a form only
        ([{"seat": 1, "pflicht": True}], "one action"),
        ([{"seat": 0, "solo": "damen"}], "one action"),
        ([{"seat": 0, "reason": "nines"}], "one action"),
        ([*GESUND, {"seat": 0, "genscher": 1}], "one action"),
        ([{"seat": 0, "reservation": "gesund", "solo": "damen"}], "one action"),
        ([{"seat": 0, "reservation": "gesund", "pflicht": False}], "one action"),
        ([{"seat": 0, "reservation": "solo", "pflicht": True}], "one action"),
    ],
)
def test_a_malformed_action_is_refused_with_its_number(
    actions: list[Any], words: str
) -> None:
    err = refused(base_record(actions=actions))
    assert err.code == "record_action" and err.details["index"] == len(actions)
    assert words in describe(err, "en")


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"hands": None}, "hands"),
        ({"hands": HANDS[:3]}, "hands"),
        ({"hands": "CK CQ"}, "hands"),
        ({"hands": [HANDS[0][:11], *HANDS[1:]]}, "hands[0]"),
        ({"hands": [["HX", *HANDS[0][1:]], *HANDS[1:]]}, "hands[0][0]"),
        ({"hands": [[1, *HANDS[0][1:]], *HANDS[1:]]}, "hands[0][0]"),
        # a third HT in the deal (and a CK missing)
        ({"hands": [["HT", *HANDS[0][1:]], *HANDS[1:]]}, "hands"),
        ({"dealer": None}, "dealer"),
        ({"dealer": "3"}, "dealer"),
        ({"dealer": 4}, "dealer"),
        ({"dealer": True}, "dealer"),
        ({"seats": "4"}, "seats"),
        ({"seats": 4.0}, "seats"),
        ({"seats": 6}, "seats"),
        ({"rules": "skat"}, "rules"),
        ({"rules": {"preset": "ddv", "dulle_rule": "zweite"}}, "rules"),
        ({"rules": 3}, "rules"),
        ({"format": "pgn"}, "format"),
        ({"version": 2}, "version"),
        ({"names": "ABCD"}, "names"),
        ({"names": ["A", "B"]}, "names"),
        ({"actions": {"0": "SA"}}, "actions"),
        ({"multiplier": 0}, "multiplier"),
        ({"multiplier": True}, "multiplier"),
        ({"multiplier": "2"}, "multiplier"),
        ({"owes_pflichtsolo": [0, 7]}, "owes_pflichtsolo"),
        ({"owes_pflichtsolo": [True]}, "owes_pflichtsolo"),
        ({"owes_pflichtsolo": "all"}, "owes_pflichtsolo"),
        ({"forced_soloist": 5}, "forced_soloist"),
        ({"forced_soloist": False}, "forced_soloist"),
    ],
)
def test_a_malformed_record_names_the_field(changes: dict[str, Any], field: str) -> None:
    err = refused(base_record(**changes))
    assert err.details["field"] == field
    assert describe(err, "en").startswith(field) and describe(err, "de").startswith(field)


def test_a_card_three_times_in_the_deal_is_named() -> None:
    err = refused(base_record(hands=[["HT", *HANDS[0][1:]], *HANDS[1:]]))
    assert "HT" in err.details["wrong"] and "CK" in err.details["wrong"]


def test_missing_fields_and_non_objects() -> None:
    nonsense: Any
    for nonsense in ([], "record", 3, None):
        assert refused(nonsense).details["field"] == "record"
    for key in ("hands", "dealer"):
        data = base_record()
        del data[key]
        assert refused(data).details["field"] == key
    # rules, seats, format, version and actions may be left out: ddv, 4, this format, none yet
    data = base_record()
    for key in ("rules", "seats", "format", "version", "actions"):
        del data[key]
    assert record_from_json(data).replay().phase == "reservations"


def test_bad_json_is_refused() -> None:
    for text in ("", "{", '{"hands": [}', "nonsense"):
        with pytest.raises(RecordError) as err:
            loads(text)
        assert err.value.code == "bad_json"
        assert "JSON" in describe(err.value, "en") and "JSON" in describe(err.value, "de")


def test_nothing_is_half_loaded() -> None:
    data = base_record(actions=GESUND + TRICK_1 + [{"seat": 0, "card": "ZZ"}])
    text = json.dumps(data)
    result_holder: list[GameRecord] = []
    with pytest.raises(RecordError):
        result_holder.append(loads(text))
    assert result_holder == []
    # a valid prefix loads on its own and is not touched by the failed attempt
    good = loads(json.dumps(base_record()))
    assert len(good.actions) == 8 and not is_over(good.replay())
    assert new_game(good.setup()).hands == tuple(
        tuple(sorted(h)) for h in good.setup().hands)
