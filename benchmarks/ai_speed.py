"""Profi's seconds per decision over whole games, and the exact solver's speed.

Run: ``python benchmarks/ai_speed.py [--games N] [--positions N] [--rules PRESET]``.

Decisions: one Profi seat (default effort, both cores through its process pool) against three
Fortgeschritten, the seat rotating; a decision is a reservation or a card with more than one
legal choice (its announcement check included). Targets on the 2-core machine: median
<= 0.15 s, 95th percentile <= 0.3 s, max <= 2 s. Solver: the exact card-point value (Augen) of
random positions with 5 tricks left, all hands and parties known, and the same with the
Sonderpunkte weighed as Profi weighs them (``SPECIAL_WEIGHT``); target median <= 12 ms.
``--solver-only`` skips the decisions.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from dokodesk.ai.arena import play_game
from dokodesk.ai.fastplay import COMPILED, Position
from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import SPECIAL_WEIGHT, shutdown
from dokodesk.ai.solver import solve
from dokodesk.engine.game import GameSetup, Phase, Play, Reserve, apply, legal_cards, new_game
from dokodesk.engine.rules import preset


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def profi_decisions(games: int, rules_name: str) -> list[float]:
    rules = preset(rules_name)
    times: list[float] = []
    for i in range(games):
        seat = i % 4
        players: list[Player] = [
            make_player("profi" if p == seat else "fortgeschritten", 100 + i * 4 + p)
            for p in range(4)
        ]
        log = play_game(GameSetup.from_seed(rules, 5_000 + i, first=i % 4), players)
        times += log.times[seat]
    return times


def solver_times(positions: int, weight: int = 0) -> list[float]:
    rules = preset("ddv")
    times = []
    for seed in range(positions):
        rng = random.Random(seed)
        state = new_game(GameSetup.from_seed(rules, 9_000 + seed))
        while state.phase == Phase.RESERVATIONS:
            state = apply(state, Reserve(state.to_act, "gesund"))
        while len(state.tricks) < 7:
            state = apply(state, Play(state.to_act, rng.choice(legal_cards(state))))
        pos = Position(state)
        start = time.perf_counter()
        values = solve(pos, pos.to_act, weight)
        max(v for v, _ in values.values())
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--solver-only", action="store_true")
    args = parser.parse_args()
    print(f"search core: {'compiled' if COMPILED else 'Python'}")
    for weight, what in ((0, "exact Augen value"),
                         (SPECIAL_WEIGHT, f"Augen and Sonderpunkte x{SPECIAL_WEIGHT}")):
        st = solver_times(args.positions, weight)
        print(f"solver, 5 tricks left, {what}: median {statistics.median(st) * 1e3:.1f} ms, "
              f"p95 {percentile(st, 0.95) * 1e3:.1f} ms, max {max(st) * 1e3:.1f} ms "
              f"({len(st)} positions)")
    if args.solver_only:
        return
    try:
        pt = profi_decisions(args.games, args.rules)
    finally:
        shutdown()
    print(f"profi, {args.games} games ({args.rules}): median {statistics.median(pt):.3f} s, "
          f"p95 {percentile(pt, 0.95):.3f} s, max {max(pt):.3f} s per decision "
          f"({len(pt)} decisions)")


if __name__ == "__main__":
    main()
