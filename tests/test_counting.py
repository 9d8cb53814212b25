"""Counting plus-minus, plus only and minus only (RULES.md 14.8): who writes what in normal
games, won and lost solos, games nobody won and games the Sonderpunkte turn, the triple solo,
the pairwise money, a target score under minus."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_support import finished

from dokodesk.engine.game import NO90
from dokodesk.engine.partie import (
    PartieSettings,
    balances,
    is_over,
    new_partie,
    next_game,
    record_game,
    settlement,
    totals,
)
from dokodesk.engine.rules import Rules, preset
from dokodesk.engine.scoring import result

DDV = preset("ddv").replace(sonderpunkte=["fuchs_gefangen"])
PLUS = DDV.replace(counting="plus")
MINUS = DDV.replace(counting="minus")


def points(rules: Rules, *args: object, **kw: object) -> tuple[int, ...]:
    return result(finished(rules, *args, **kw)).points  # type: ignore[arg-type]


def test_a_normal_game_of_value_3() -> None:
    # Re 181: won, Kontra under 90 and under 60
    assert points(DDV, (0, 2), 181, 8) == (3, -3, 3, -3)
    assert points(PLUS, (0, 2), 181, 8) == (3, 0, 3, 0)
    assert points(MINUS, (0, 2), 181, 8) == (0, -3, 0, -3)


@pytest.mark.parametrize(("rules", "expected"), [
    (DDV, (-6, 2, 2, 2)),
    (PLUS, (0, 2, 2, 2)),
    (PLUS.replace(solo_always_triple=True), (0, 6, 6, 6)),
    (MINUS, (-6, 0, 0, 0)),
    (MINUS.replace(solo_always_triple=True), (-6, 0, 0, 0)),
])
def test_a_lost_solo_of_value_2(rules: Rules, expected: tuple[int, ...]) -> None:
    # the soloist takes 80: Kontra won, the soloist under 90
    assert points(rules, (0,), 80, 4, soloist=0, kind="solo") == expected


@pytest.mark.parametrize(("rules", "expected"), [
    (DDV, (6, -2, -2, -2)),
    (PLUS, (6, 0, 0, 0)),
    (MINUS, (0, -2, -2, -2)),
    (MINUS.replace(solo_always_triple=True), (0, -6, -6, -6)),
])
def test_a_won_solo_of_value_2(rules: Rules, expected: tuple[int, ...]) -> None:
    assert points(rules, (0,), 160, 8, soloist=0, kind="solo") == expected


def test_nobody_won() -> None:
    # both said keine 90: Re 145, Kontra 95; Re reached 120 against Kontra's keine 90: +1
    args = ((0, 2), 145, 6, (NO90, NO90))
    assert result(finished(DDV, *args)).winner is None
    assert points(DDV, *args) == (1, -1, 1, -1)
    assert points(PLUS, *args) == (1, 0, 1, 0)
    assert points(MINUS, *args) == (0, -1, 0, -1)
    solo = {"soloist": 0, "kind": "solo"}
    assert points(PLUS, (0,), 145, 6, (NO90, NO90), **solo) == (3, 0, 0, 0)
    assert points(MINUS, (0,), 145, 6, (NO90, NO90), **solo) == (0, -1, -1, -1)
    assert points(MINUS.replace(solo_always_triple=True), (0,), 145, 6, (NO90, NO90),
                  **solo) == (0, -3, -3, -3)


def test_the_sonderpunkte_may_turn_a_won_game() -> None:
    # Re wins 1, Kontra catches both Füchse: the net 1 is Kontra's
    special = [(0, "DA S9 S9 SK", 1), (2, "DA SJ SK SQ", 3)]
    res = result(finished(PLUS, (0, 2), 130, 6, special=special))
    assert res.winner == "re" and res.value == -1
    assert res.points == (0, 1, 0, 1)
    assert points(MINUS, (0, 2), 130, 6, special=special) == (-1, 0, -1, 0)


def test_the_zero_sum_holds_only_under_plus_minus() -> None:
    for rules in (DDV, PLUS, MINUS):
        got = points(rules, (0, 2), 181, 8)
        assert (sum(got) == 0) == (rules.counting == "plus_minus")


# ---------------------------------------------------------------------------------------------
# The money


def test_the_pairwise_settlement_example() -> None:
    rules = preset("kneipe").replace(counting="plus")
    assert balances((10, 4, 0, 6), rules) == (50, -10, -50, 10)


def test_under_plus_a_normal_game_costs_what_it_costs_under_plus_minus() -> None:
    for counting, scores in (("plus", (3, 0, 3, 0)), ("minus", (0, -3, 0, -3))):
        rules = preset("kneipe").replace(counting=counting)
        assert balances(scores, rules) == balances((3, -3, 3, -3), preset("kneipe"))


def test_solos_differ() -> None:
    # a lost solo of value 2: under plus each opponent writes 2
    plus = balances((0, 2, 2, 2), preset("kneipe").replace(counting="plus"))
    assert plus == (-15, 5, 5, 5)
    assert balances((-6, 2, 2, 2), preset("kneipe")) == (-30, 10, 10, 10)


def test_half_cents_and_the_seat_that_sat_out() -> None:
    rules = preset("kneipe").replace(counting="plus", cents_per_point=1)
    got = balances((3, 0, 0, 0, 0), rules)
    assert got == (Fraction(6), Fraction(-3, 2), Fraction(-3, 2), Fraction(-3, 2),
                   Fraction(-3, 2))


def test_settlement_of_a_partie_under_plus() -> None:
    rules = preset("kneipe").replace(counting="plus")
    partie = new_partie(PartieSettings(rules, length=("games", 4)), seed=2)
    setup, seats = next_game(partie)
    state = finished(rules, (0, 2), 181, 8)._replace(setup=setup)
    partie = record_game(partie, state, seats)
    assert totals(partie) == (3, 0, 3, 0)  # doubling, no announcement: won, under 90, 60
    paid = settlement(partie)
    assert sorted(paid) == [(1, 0, 15), (3, 2, 15)]


def test_a_target_score_under_minus() -> None:
    rules = preset("kneipe").replace(counting="minus")
    partie = new_partie(PartieSettings(rules, length=("score", 5)), seed=2)
    while not is_over(partie):
        setup, seats = next_game(partie)
        state = finished(rules, (0, 2), 181, 8)._replace(setup=setup)
        partie = record_game(partie, state, seats)
    assert totals(partie) == (0, -6, 0, -6) and len(partie.games) == 2
