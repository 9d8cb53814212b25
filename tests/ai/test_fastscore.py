"""The search's fast score is the engine's: seeded random games (reservations, Armut, solos,
Hochzeiten, announcements, Schweine and Genscher at random) under every scoring option, each
finished game scored by :func:`dokodesk.engine.scoring.result` and by
:class:`dokodesk.ai.fastscore.Scorer`, which must agree on the points and the winner; then
every game scored again at other announcement levels; and the search's outcomes of games
played out from random points (the points, the party's Augen and tricks, the points at higher
announcement levels, the Fuchs and Karlchen caught) as the engine's result says."""

from __future__ import annotations

import random

import pytest

from dokodesk.ai.fastplay import Position
from dokodesk.ai.fastscore import Scorer
from dokodesk.ai.search import (
    ANNOUNCED,
    FOX_LOST,
    KARLCHEN_LOST,
    TRICK_OURS,
    TRICK_PARTNER,
    Outcome,
    play_out,
)
from dokodesk.engine.cards import AUGEN
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Party,
    Phase,
    Pigs,
    State,
    apply,
    is_over,
    legal_actions,
    new_game,
)
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
    seen_solo = seen_levels = seen_sonderpunkte = seen_caught = 0
    for final in games(CASES[case]):
        res = result(final)
        scorer = Scorer(final)
        value, winner = scorer.value(final.tricks, final.re, final.soloist, final.levels)
        assert (value, winner) == (res.value, res.winner)
        assert scorer.points_of(value, final.re, final.soloist) == res.points
        if final.soloist is None and scorer.specials is not None:
            for team, party in ((True, Party.RE), (False, Party.KONTRA)):
                caught = scorer.specials.caught(final.tricks, final.re, team)
                lost = {line.item for line in res.lines if line.party != party}
                assert caught == (bool(lost & {"fuchs_gefangen", "fuchs_gefangen_letzter_stich"}),
                                  "karlchen_gefangen" in lost)
                seen_caught += caught[0] + 2 * caught[1]
        seen_solo += final.soloist is not None
        seen_levels += final.levels != (0, 0)
        seen_sonderpunkte += any(line.item in SONDERPUNKTE for line in res.lines)
    assert seen_solo > 10 and seen_levels > 50
    assert (seen_sonderpunkte > 20) == bool(CASES[case].sonderpunkte)
    catching = {"fuchs_gefangen", "karlchen_gefangen"} & set(CASES[case].sonderpunkte)
    assert (seen_caught > 0) == bool(catching)


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


def in_play(rules: Rules, seed: int) -> State | None:
    """A game under ``rules`` played at random (announcements, Schweine and Genscher often)
    to a random point of its play, or None when it is over or thrown in by then."""
    rng = random.Random(seed)
    setup = GameSetup.from_seed(rules, seed=seed, first=seed % 4,
                                bock=(1, 2)[seed % 2])
    state = new_game(setup)
    stop = rng.randrange(rules.tricks_per_game * 4)
    while not is_over(state) and (state.phase is not Phase.PLAY or len(state.history) < stop):
        if state.phase is Phase.PLAY and rng.random() < 0.2:
            extra = [a for p in range(4) for a in legal_actions(state, p)
                     if isinstance(a, Announce | Pigs)]
            if extra:
                state = apply(state, rng.choice(extra))
                continue
        state = apply(state, rng.choice(legal_actions(state)))
    return None if is_over(state) else state


def engine_outcome(pos: Position, player: int, levels: tuple[int, ...], trick: int) -> Outcome:
    """The outcome of the finished ``pos`` for ``player`` as the engine scores it: its result
    (and again at each of ``levels``), the events from the result's lines."""
    final = pos.final_state()
    res = result(final)
    team = final.re[player]
    ours = Party.RE if team else Party.KONTRA
    side = 0 if team else 1
    raised = []
    for level in levels:
        changed = list(final.levels)
        changed[side] = max(changed[side], level)
        again = result(final._replace(levels=(changed[0], changed[1])))
        raised.append((again.points[player], again.winner == ours))
    events = ANNOUNCED if final.levels[side] else 0
    for line in res.lines:
        if line.party != ours and line.item in ("fuchs_gefangen", "fuchs_gefangen_letzter_stich"):
            events |= FOX_LOST
        if line.party != ours and line.item == "karlchen_gefangen":
            events |= KARLCHEN_LOST
    if 0 <= trick < len(final.tricks):
        winner = final.tricks[trick].winner
        if final.re[winner] == team:
            events |= TRICK_OURS | (TRICK_PARTNER if winner != player else 0)
    ours_tricks = [t for t in final.tricks if final.re[t.winner] == team]
    return Outcome(res.points[player], sum(AUGEN[c] for t in ours_tricks for c in t.cards),
                   len(ours_tricks), res.winner == ours, tuple(raised), events)


@pytest.mark.parametrize("case", list(CASES))
def test_the_search_scores_its_outcomes_as_the_engine(case: str) -> None:
    rules = CASES[case]
    checked = 0
    for seed in range(400):
        state = in_play(rules, seed)
        if state is None:
            continue
        player = state.to_act
        trick = len(state.tricks)
        levels = (seed % 6, 2 + seed % 4)
        pos = Position(state)
        fast = play_out(pos, player, 3, 3_000, levels, trick, handover=(0, 3, 4)[seed % 3])
        assert fast == engine_outcome(pos, player, levels, trick)
        checked += 1
        if checked == 60:
            break
    assert checked == 60
