"""Bock rounds (RULES.md 14.5): the triggers judged on the finished game, the factor and the
queue of waiting factors under ``multiply`` and ``append``, one round per game or per trigger,
games after which the same dealer deals again, the Kalter Schlag, Pflichtsoli at the end, the
end of the Partie, what is multiplied, and the Bock factor in records and save files."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest
from test_support import finished

from dokodesk.engine.errors import RecordError
from dokodesk.engine.game import NO90, Contract, ContractKind, GameSetup, State
from dokodesk.engine.partie import (
    Partie,
    PartieSettings,
    TableConfig,
    bock_queue,
    is_over,
    new_partie,
    next_game,
    record_game,
)
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import Rules, preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import view
from dokodesk.persistence import savefile
from dokodesk.persistence.record import GameRecord, loads
from dokodesk.text.messages import describe

PLUS = preset("kneipe_plus")
EXAMPLE = PLUS.replace(redeal_after_solo="pflichtsolo")
"""Example 1: triggers 120:120 and a lost solo, x2, a Lustsolo passes the deal on."""


def factors(rules: Rules, triggers: dict[int, tuple[str, ...]], games: int) -> list[int]:
    """The Bock factor of games 1 to ``games`` when game g meets ``triggers[g]``."""
    queue: tuple[int, ...] = ()
    out = []
    for g in range(1, games + 1):
        out.append(queue[0] if queue else 1)
        queue = bock_queue(rules, queue, True, triggers.get(g, ()), 4)
    return out


def test_example_1_multiply() -> None:
    got = factors(EXAMPLE, {5: ("equal_120",), 7: ("solo_lost",)}, 12)
    assert got == [1, 1, 1, 1, 1, 2, 2, 4, 4, 2, 2, 1]


def test_example_1_append() -> None:
    got = factors(EXAMPLE.replace(bock_stacking="append"),
                  {5: ("equal_120",), 7: ("solo_lost",)}, 14)
    assert got == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 1]


def test_one_round_per_game_or_per_trigger() -> None:
    both = {1: ("equal_120", "solo_lost")}
    assert factors(PLUS, both, 6) == [1, 2, 2, 2, 2, 1]
    per_trigger = PLUS.replace(bock_count="per_trigger")
    assert factors(per_trigger, both, 6) == [1, 4, 4, 4, 4, 1]
    assert factors(per_trigger.replace(bock_stacking="append"), both, 10) == (
        [1] + [2] * 8 + [1])
    assert factors(PLUS.replace(bock_multiplier=3), both, 3) == [1, 3, 3]


def test_a_bock_round_is_as_many_games_as_seats() -> None:
    assert bock_queue(PLUS, (), True, ("equal_120",), 5) == (2, 2, 2, 2, 2)


def test_a_game_dealt_again_uses_up_no_bock_game() -> None:
    assert bock_queue(PLUS, (2, 2, 2), False, (), 4) == (2, 2, 2)
    assert bock_queue(PLUS, (2, 2, 2), True, (), 4) == (2, 2)
    assert bock_queue(PLUS, (2, 2, 2), False, ("solo_lost",), 4) == (4, 4, 4, 2)


# ---------------------------------------------------------------------------------------------
# Through the Partie


def game(partie: Partie, re_players: tuple[int, ...], augen_re: int, tricks_re: int = 6,
         soloist: int | None = None) -> State:
    """A finished game of the Partie's next deal with that outcome (fillers for the tricks)."""
    setup, _ = next_game(partie)
    if soloist is None:
        state = finished(partie.settings.rules, re_players, augen_re, tricks_re)
    else:
        state = finished(partie.settings.rules, (soloist,), augen_re, tricks_re,
                         soloist=soloist, kind="solo")
        state = state._replace(contract=Contract(ContractKind.SOLO, soloist, "damen"))
    return state._replace(setup=setup)


def play(partie: Partie, state: State) -> Partie:
    return record_game(partie, state, next_game(partie)[1])


def test_example_1_in_a_partie() -> None:
    partie = new_partie(PartieSettings(EXAMPLE, length=("games", 12)), seed=1)
    seen = []
    for number in range(1, 13):
        seen.append(next_game(partie)[0].bock)
        if number == 5:
            state = game(partie, (0, 2), 120)
        elif number == 7:
            state = game(partie, (3,), 100, soloist=3)  # a lost Lustsolo
        else:
            state = game(partie, (0, 2), 150)
        partie = play(partie, state)
    assert seen == [1, 1, 1, 1, 1, 2, 2, 4, 4, 2, 2, 1]
    assert [g.bock for g in partie.games] == seen
    assert [g.multiplier for g in partie.games] == [1] * 12  # the Kalter Schlag is apart


def test_the_waiting_queue_is_public() -> None:
    partie = new_partie(PartieSettings(PLUS, length=("games", 8)), seed=1)
    partie = play(partie, game(partie, (0, 2), 120))
    setup, _ = next_game(partie)
    assert (setup.bock, setup.bock_waiting) == (2, (2, 2, 2))
    state = finished(PLUS, (0, 2), 150, 6)._replace(setup=setup)
    for p in range(4):
        assert (view(state, p).bock, view(state, p).bock_waiting) == (2, (2, 2, 2))


def test_a_redealt_solo_keeps_the_factor_and_a_kalter_schlag_doubles_on_top() -> None:
    partie = new_partie(PartieSettings(PLUS, length=("games", 8)), seed=1)
    partie = play(partie, game(partie, (0, 2), 120))
    # a won Lustsolo: the same dealer deals again, no Bock game used up
    partie = play(partie, game(partie, (1,), 200, 10, soloist=1))
    assert partie.bock == (2, 2, 2, 2) and partie.games[-1].bock == 2
    assert partie.dealer == 1 == partie.games[-1].dealer
    partie = replace(partie, multiplier=2)  # a Kalter Schlag before
    setup, _ = next_game(partie)
    state = finished(PLUS, (0, 2), 151, 6)._replace(setup=setup)
    res = result(state)
    # won 1, Kontra under 90 1 (doubling: no announcement): 2, Kalter Schlag x2, Bock x2
    assert res.value == 8 and res.points == (8, -8, 8, -8)
    assert [ln.item for ln in res.lines][-2:] == ["doubled_kalter_schlag", "bock"]
    assert res.lines[-1].times == 2


def test_waiting_bock_games_lapse_at_the_end() -> None:
    partie = new_partie(PartieSettings(PLUS, length=("games", 2)), seed=1)
    partie = play(partie, game(partie, (0, 2), 150))
    partie = play(partie, game(partie, (0, 2), 120))
    assert is_over(partie) and partie.bock == (2, 2, 2, 2)


def test_pflichtsoli_at_the_end_use_the_waiting_bock_games() -> None:
    rules = preset("vowi").replace(bock_triggers=["equal_120"])
    partie = new_partie(PartieSettings(rules, length=("runden", 1)), seed=1)
    for number in range(4):
        partie = play(partie, game(partie, (0, 2), 120 if number == 3 else 150))
    setup, _ = next_game(partie)
    assert setup.forced_soloist is not None and setup.bock == 2


# ---------------------------------------------------------------------------------------------
# The triggers, judged on the finished game


@pytest.mark.parametrize(("state", "triggers"), [
    (finished(PLUS.replace(bock_triggers=["equal_120"]), (0, 2), 120, 6), ("equal_120",)),
    (finished(PLUS.replace(bock_triggers=["equal_120"]), (0, 2), 121, 6), ()),
    (finished(PLUS, (1,), 110, 6, soloist=1, kind="solo"), ("solo_lost",)),
    (finished(PLUS, (1,), 130, 6, soloist=1, kind="solo"), ()),
    (finished(PLUS, (1,), 110, 6, soloist=1, kind="stille_hochzeit"), ("solo_lost",)),
    (finished(PLUS.replace(bock_triggers=["announcement_lost"]), (0, 2), 110, 6, (1, 0)),
     ("announcement_lost",)),
    (finished(PLUS.replace(bock_triggers=["announcement_lost"]), (0, 2), 130, 6, (1, 0)), ()),
    # nobody wins: Re and Kontra both announced keine 90
    (finished(PLUS.replace(bock_triggers=["announcement_lost"]), (0, 2), 145, 6,
              (NO90, NO90)), ("announcement_lost",)),
    (finished(PLUS.replace(bock_triggers=["re_and_kontra"]), (0, 2), 130, 6, (1, 1)),
     ("re_and_kontra",)),
    (finished(PLUS.replace(bock_triggers=["re_and_kontra"]), (0, 2), 130, 6, (1, 0)), ()),
    (finished(PLUS.replace(bock_triggers=["schwarz"]), (0, 2), 240, 12), ("schwarz",)),
    (finished(PLUS.replace(bock_triggers=["herz_stich"]), (0, 2), 150, 6,
              special=[(0, "HA H9 HK HA", 0)]), ("herz_stich",)),
    (finished(PLUS.replace(bock_triggers=["herz_stich"]), (1,), 150, 6, soloist=1,
              kind="solo", special=[(1, "HA H9 HK HA", 1)]), ()),
    # Re wins 1 + under 90 = 2 doubled by nothing; two Füchse caught by Kontra: 0
    (finished(PLUS.replace(bock_triggers=["zero_value"], kalter_schlag_doubles_next=False),
              (0, 2), 160, 6, special=[(0, "DA S9 S9 SK", 1), (2, "DA SJ SK SQ", 3)]),
     ("zero_value",)),
], ids=["120:120", "121:119", "solo lost", "solo won", "silent hochzeit lost",
        "re lost", "re won", "nobody won", "re and kontra", "only re", "schwarz",
        "herz-stich", "herz-stich in a solo", "worth 0"])
def test_the_triggers(state: State, triggers: tuple[str, ...]) -> None:
    assert result(state).bock_triggers == triggers


def test_triggers_in_the_order_of_the_option() -> None:
    rules = PLUS.replace(bock_triggers=["re_and_kontra", "equal_120", "announcement_lost"])
    assert rules.bock_triggers == ("equal_120", "announcement_lost", "re_and_kontra")
    res = result(finished(rules, (0, 2), 120, 6, (1, 1)))
    assert res.bock_triggers == rules.bock_triggers


# ---------------------------------------------------------------------------------------------
# What is multiplied (Example 2)


def bocked(state: State, factor: int) -> State:
    return state._replace(setup=replace(state.setup, bock=factor))


@pytest.mark.parametrize(("scoring", "points"), [("plus_two", 8), ("doubling", 6)])
def test_example_2(scoring: str, points: int) -> None:
    rules = preset("ddv").replace(announcement_scoring=scoring, bock_triggers=["equal_120"],
                                  sonderpunkte=["fuchs_gefangen"])
    state = finished(rules, (0, 2), 130, 6, (1, 0), special=[(1, "DA S9 SK S9", 0)])
    res = result(bocked(state, 2))
    assert res.points == (points, -points, points, -points)


def test_example_2_a_won_solo() -> None:
    rules = preset("ddv").replace(bock_triggers=["equal_120"])
    # won 1, Kontra under 90, 60 and 30: 4
    res = result(bocked(finished(rules, (0,), 215, 11, soloist=0, kind="solo"), 2))
    assert res.points == (24, -8, -8, -8)


# ---------------------------------------------------------------------------------------------
# Records and save files


def test_the_bock_factor_has_its_own_field_in_records() -> None:
    state = random_game(GameSetup.from_seed(PLUS, seed=4, multiplier=2, bock=4,
                                            bock_waiting=(4, 2)), random.Random(4))
    record = GameRecord.from_state(state, dealer=3)
    data = json.loads(record.dumps())
    assert (data["multiplier"], data["bock"], data["bock_waiting"]) == (2, 4, [4, 2])
    assert loads(record.dumps()).finished().setup == state.setup


@pytest.mark.parametrize(("rules", "field", "value", "allowed"), [
    ("kneipe_plus", "bock", 3, "1, 2, 4, 8, …"),
    ("kneipe_plus", "bock", 0, "1, 2, 4, 8, …"),
    ("kneipe", "bock", 2, "1"),
    ("kneipe_plus", "bock_waiting", [2, 5], "1, 2, 4, 8, …"),
    ("kneipe_plus", "bock_waiting", 2, None),
    ("kneipe_plus", "bock", "2", None),
])
def test_a_wrong_bock_factor_is_named(rules: str, field: str, value: object,
                                      allowed: str | None) -> None:
    state = random_game(GameSetup.from_seed(preset(rules), seed=4), random.Random(4))
    data = GameRecord.from_state(state, dealer=3).to_json()
    data[field] = value
    with pytest.raises(RecordError) as err:
        loads(json.dumps(data))
    if allowed is None:
        assert err.value.code == "wrong_type"
    else:
        assert err.value.code == "field_not_allowed" and err.value.details["allowed"] == allowed
    for lang in ("de", "en"):
        assert field in describe(err.value, lang)


def test_a_save_file_rebuilds_the_bock_queue() -> None:
    rules = PLUS.replace(bock_triggers=["re_and_kontra", "announcement_lost", "solo_lost"])
    settings = PartieSettings(rules, length=("games", 12))
    config = TableConfig(settings, seed=7, human=0, levels=("human", "random", "random", "random"))
    partie = new_partie(settings, seed=7)
    rng = random.Random(7)
    while not partie.bock or len(partie.games) < 3:
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng, 0.1, 0.2), seats)
    setup, seats = next_game(partie)
    current = random_game(setup, rng, 0.1, 0.2)
    loaded = savefile.from_json(json.loads(json.dumps(
        savefile.to_json(config, partie, current, seats))))
    after = record_game(partie, current, seats)  # a finished game is taken in
    assert loaded.partie == after and loaded.partie.bock == after.bock
    assert [g.bock for g in loaded.partie.games] == [g.bock for g in after.games]
    assert setup.bock > 1 and after.games[-1].bock == setup.bock


def test_old_records_without_the_bock_field_load() -> None:
    state = random_game(GameSetup.from_seed(preset("kneipe"), seed=9), random.Random(9))
    data = GameRecord.from_state(state, dealer=3).to_json()
    assert "bock" not in data and "bock_waiting" not in data
    assert loads(json.dumps(data)).finished().setup.bock == 1
