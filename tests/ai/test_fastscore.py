"""The search's fast score is the engine's: seeded random games (reservations, Armut, solos,
Hochzeiten, announcements, Schweine and Genscher at random) under every scoring option, each
finished game scored by :func:`dokodesk.engine.scoring.result` and by
:class:`dokodesk.ai.fastscore.Scorer`, which must agree on the points and the winner; then
every game scored again at other announcement levels, as the search scores its outcomes."""

from __future__ import annotations

import random

import pytest

from dokodesk.ai.fastscore import Scorer
from dokodesk.engine.game import GameSetup, Phase, State
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import CHOICES, SOLO_TYPES, SONDERPUNKTE, Rules, preset
from dokodesk.engine.scoring import result

PUB = preset("kneipe_plus").replace(solos=list(SOLO_TYPES), schweine="at_start",
                                    superschweine="nines", genscher=True)
CASES: dict[str, Rules] = {
    "ddv": preset("ddv"),
    "vowi": preset("vowi"),
    "kneipe": preset("kneipe"),
    "pub": PUB,
    "no_sonderpunkte": preset("ddv").replace(sonderpunkte=()),
    "every_sonderpunkt": PUB.replace(sonderpunkte=SONDERPUNKTE,
                                     dulle_rule="second_beats_first"),
    "every_sonderpunkt_by_dq": PUB.replace(sonderpunkte=SONDERPUNKTE,
                                           karlchen_gefangen_only_by_dq=True,
                                           dulle_rule="second_beats_first_except_last_trick",
                                           with_nines=False, schmeissen={},
                                           superschweine="tens"),
    "doubling": preset("ddv").replace(announcement_scoring="doubling",
                                      points_reached_against_absage=False),
    "game_point_gda": preset("vowi").replace(gegen_die_alten="game_point_also_in_solo",
                                             solo_bonus_point=True,
                                             kontra_alone_lowers_re_goal=False),
    "plus": PUB.replace(counting="plus", solo_always_triple=True),
    "minus": PUB.replace(counting="minus", pflichtansage="first_trick_30",
                         pflichtansage_in_hochzeit=True),
    "plus_single_triple": PUB.replace(counting="plus", sonderpunkte=SONDERPUNKTE,
                                      dulle_rule="second_beats_first"),
}
GAMES = 300


def games(rules: Rules) -> list[State]:
    """Finished (not thrown-in) games under ``rules``: a Kalter Schlag or Bock factor every
    few games, many reservations, announcements often."""
    out = []
    for seed in range(GAMES):
        rng = random.Random(seed)
        setup = GameSetup.from_seed(rules, seed=seed, first=seed % 4,
                                    multiplier=2 if seed % 7 == 3 else 1,
                                    bock=(1, 1, 2, 1, 3)[seed % 5])
        final = random_game(setup, rng, reserve_chance=0.3,
                            announce_chance=(0.02, 0.1, 0.3)[seed % 3])
        if final.phase is Phase.FINISHED:
            out.append(final)
    return out


@pytest.mark.parametrize("case", list(CASES))
def test_the_fast_score_is_the_engines(case: str) -> None:
    seen_solo = seen_levels = seen_sonderpunkte = 0
    for final in games(CASES[case]):
        res = result(final)
        scorer = Scorer(final)
        value, winner = scorer.value(final.tricks, final.re, final.soloist, final.levels)
        assert (value, winner) == (res.value, res.winner)
        assert scorer.points_of(value, final.re, final.soloist) == res.points
        seen_solo += final.soloist is not None
        seen_levels += final.levels != (0, 0)
        seen_sonderpunkte += any(line.item in SONDERPUNKTE for line in res.lines)
    assert seen_solo > 10 and seen_levels > 50
    assert (seen_sonderpunkte > 20) == bool(CASES[case].sonderpunkte)


@pytest.mark.parametrize("case", ["ddv", "doubling", "game_point_gda", "minus"])
def test_the_fast_score_at_other_levels_is_the_engines(case: str) -> None:
    levels = range(6)
    for i, final in enumerate(games(CASES[case])):
        scorer = Scorer(final)
        raised = (levels[i % 6], levels[(i // 6) % 6])
        again = final._replace(levels=raised)
        res = result(again)
        assert scorer.points(final.tricks, final.re, final.soloist, raised) == res.points


def test_every_scoring_option_is_covered() -> None:
    options = {name: {getattr(rules, name) for rules in CASES.values()}
               for name in ("announcement_scoring", "counting", "gegen_die_alten")}
    assert all(options[name] == set(CHOICES[name]) for name in options)
    flags = ("points_reached_against_absage", "solo_bonus_point", "solo_always_triple",
             "kontra_alone_lowers_re_goal", "karlchen_gefangen_only_by_dq", "with_nines")
    assert all({getattr(rules, f) for rules in CASES.values()} == {True, False} for f in flags)
