"""Profi's seconds per decision when all four players are Profi, over every preset: the
figures the decision budget (``Effort.node_budget`` in solver nodes, ``Effort.play_budget``
in rollout plays) is calibrated on. Targets on the 2-core machine: p95 at most 0.3 s, maximum
at most 2.0 s.

Run: ``python benchmarks/ai_budget.py [--games N] [--seed S]``. A decision is a reservation,
an Armut reply or return, or a card with more than one legal choice (announcements included).
"""

from __future__ import annotations

import argparse
import statistics
import time

from dokodesk.ai.players import make_player
from dokodesk.ai.search import shutdown
from dokodesk.engine.game import GameSetup, Phase, Play, apply, new_game, turn
from dokodesk.engine.rules import PRESETS
from dokodesk.engine.view import view


def decision_times(games: int, seed: int) -> list[tuple[float, str]]:
    """(seconds, what) of every decision in ``games`` all-Profi games per preset."""
    out = []
    for name, rules in PRESETS.items():
        for g in range(games):
            state = new_game(GameSetup.from_seed(rules, seed * 10_007 + g, first=g % 4))
            players = [make_player("profi", seed * 97 + g * 4 + p) for p in range(4)]
            while (t := turn(state)).player is not None:
                legal = t.actions()
                v = view(state, t.player)
                start = time.perf_counter()
                action = players[t.player].act(v, legal)
                elapsed = time.perf_counter() - start
                assert action is not None
                cards = sum(1 for a in legal if isinstance(a, Play))
                if state.phase is not Phase.PLAY or cards > 1:
                    what = f"{name} {state.phase.value} trick {len(state.tricks) + 1}"
                    out.append((elapsed, what))
                state = apply(state, action)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=12, help="games per preset")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    try:
        times = decision_times(args.games, args.seed)
    finally:
        shutdown()
    ordered = sorted(t for t, _ in times)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    worst = max(times)
    print(f"profi decisions, {args.games} games per preset, all four Profi: "
          f"median {statistics.median(ordered):.3f} s, p95 {p95:.3f} s, "
          f"max {worst[0]:.3f} s ({worst[1]}), {len(times)} decisions")


if __name__ == "__main__":
    main()
