"""The solver's Sonderpunkte are the engine's: seeded random games under every Sonderpunkt
option (each alone, all together, with Schweine and both Karlchen-gefangen rules), scored by
the engine and trick by trick by :class:`dokodesk.ai.specials.TrickSpecials`."""

from __future__ import annotations

import random

import pytest

from dokodesk.ai.fastplay import Position
from dokodesk.ai.solver import solve
from dokodesk.ai.specials import TrickSpecials
from dokodesk.engine.cards import AUGEN
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Pigs,
    Play,
    Reserve,
    State,
    apply,
    is_over,
    legal_actions,
    legal_cards,
    new_game,
)
from dokodesk.engine.rules import SONDERPUNKTE, Rules, preset
from dokodesk.engine.scoring import RE, result

BASE = preset("ddv").replace(schweine="before_first_played", sonderpunkte=(),
                             dulle_rule="second_beats_first_except_last_trick")


def option_sets() -> dict[str, Rules]:
    cases = {item: BASE.replace(sonderpunkte=(item,)) for item in SONDERPUNKTE}
    cases["all"] = BASE.replace(sonderpunkte=SONDERPUNKTE)
    cases["all_only_by_dq"] = cases["all"].replace(karlchen_gefangen_only_by_dq=True)
    cases["all_without_nines"] = cases["all"].replace(with_nines=False)
    cases["all_schweine_before"] = cases["all"].replace(schweine="at_start")
    return cases


CASES = option_sets()
COMMON = ("doppelkopf", "fuchs_gefangen", "karlchen", "karlchen_gefangen", "dulle_gefangen",
          "all", "all_only_by_dq", "all_without_nines", "all_schweine_before")
"""The cases whose Sonderpunkte random games surely meet (the others are rare)."""


def random_game(rules: Rules, seed: int) -> State:
    """A game played at random to its end (Schweine and Genscher included; mostly gesund,
    else a random reservation)."""
    rng = random.Random(seed)
    state = new_game(GameSetup.from_seed(rules, seed=seed, first=seed % 4))
    while state.phase is Phase.RESERVATIONS and rng.random() < 0.9:
        state = apply(state, Reserve(state.to_act, "gesund"))
    while not is_over(state):
        pigs = [a for p in range(4) for a in legal_actions(state, p) if isinstance(a, Pigs)]
        if pigs and rng.random() < 0.5:
            state = apply(state, rng.choice(pigs))
            continue
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def net_specials(state: State) -> int:
    """The Sonderpunkte of a finished game for Re, as the engine scores them."""
    res = result(state)
    return sum(ln.points if ln.party == RE else -ln.points for ln in res.lines
               if ln.item in SONDERPUNKTE)


@pytest.mark.parametrize("case", list(CASES))
def test_the_trick_specials_sum_to_the_engines_sonderpunkte(case: str) -> None:
    rules = CASES[case]
    counted = nonzero = 0
    for seed in range(400):
        state = random_game(rules, seed)
        if state.phase is not Phase.FINISHED:
            continue
        specials = TrickSpecials(state)
        fast = 0
        for index, t in enumerate(state.tricks):
            sp = specials.count(t.cards, t.leader, t.winner, index, state.re)
            fast += sp if state.re[t.winner] else -sp
        assert fast == net_specials(state), (case, seed)
        counted += 1
        nonzero += fast != 0
    assert counted >= 300
    assert nonzero > 0 or case not in COMMON


def endgame(rules: Rules, seed: int, tricks_left: int) -> State | None:
    """A normal game played at random until ``tricks_left`` tricks remain (None when its
    parties are not known by then or it is a solo)."""
    rng = random.Random(seed)
    state = new_game(GameSetup.from_seed(rules, seed=seed, first=seed % 4))
    while state.phase is Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    while state.phase is not Phase.PLAY:
        state = apply(state, rng.choice(legal_actions(state)))
    while len(state.tricks) < rules.tricks_per_game - tricks_left or state.trick:
        pigs = [a for p in range(4) for a in legal_actions(state, p) if isinstance(a, Pigs)]
        if pigs and rng.random() < 0.5:
            state = apply(state, rng.choice(pigs))
            continue
        state = apply(state, Play(state.to_act, rng.choice(legal_cards(state))))
    return None if state.open_hochzeit or state.soloist is not None else state


@pytest.mark.parametrize("case", ["all", "all_only_by_dq", "dulle_gefangen",
                                  "karlchen_gefangen"])
def test_the_solver_values_its_lines_as_the_engine_scores_them(case: str) -> None:
    """Each card's value is the Augen plus the weight times the engine's Sonderpunkte of the
    line it returns, for the player's party."""
    rules = CASES[case]
    weight = 12
    checked = 0
    for seed in range(100):
        state = endgame(rules, seed, 3)
        if state is None:
            continue
        pos = Position(state)
        player = pos.to_act
        done = len(state.tricks)
        before = net_specials_so_far(state)
        for value, line in solve(pos, player, weight).values():
            end = state
            for card in line:
                end = apply(end, Play(end.to_act, card))
            assert is_over(end)
            team = end.re[player]
            augen = sum(AUGEN[c] for t in end.tricks[done:] if end.re[t.winner] == team
                        for c in t.cards)
            sp = net_specials(end) - before
            assert value == augen + weight * (sp if team else -sp), (case, seed)
        checked += 1
        if checked == 10:
            break
    assert checked == 10


def net_specials_so_far(state: State) -> int:
    """The Sonderpunkte for Re of the tricks already played (by the fast count)."""
    specials = TrickSpecials(state)
    total = 0
    for index, t in enumerate(state.tricks):
        sp = specials.count(t.cards, t.leader, t.winner, index, state.re)
        total += sp if state.re[t.winner] else -sp
    return total
