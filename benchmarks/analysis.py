"""The analysis of a whole game: seconds for :func:`dokodesk.ai.analysis.analyse` with its
budget (``ADVICE_EFFORT``, both cores through the process pool) for one seat of seeded games
among Profi and three Fortgeschrittene (the seat rotating), and how many decisions a game has.

Run: ``python benchmarks/analysis.py [--games 5] [--rules ddv]``. Target on the 2-core
machine: a whole game in at most 30 s (median).
"""

from __future__ import annotations

import argparse
import statistics
import time

from dokodesk.ai.advice import ADVICE_EFFORT
from dokodesk.ai.analysis import analyse
from dokodesk.ai.arena import play_game
from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import shutdown
from dokodesk.engine.game import GameSetup
from dokodesk.engine.rules import preset


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--rules", default="ddv")
    args = parser.parse_args()
    rules = preset(args.rules)
    times, counts = [], []
    try:
        for i in range(args.games):
            seat = i % 4
            players: list[Player] = [
                make_player("profi" if p == seat else "fortgeschritten", 300 + i * 4 + p)
                for p in range(4)
            ]
            final = play_game(GameSetup.from_seed(rules, 7_000 + i, first=i % 4),
                              players).state
            start = time.perf_counter()
            found = analyse(final, seat, ADVICE_EFFORT, seed=i)
            times.append(time.perf_counter() - start)
            counts.append(len(found))
            print(f"game {i + 1}: {len(found)} decisions, {times[-1]:.1f} s", flush=True)
    finally:
        shutdown()
    print(f"analysis, {args.games} games ({args.rules}): median {statistics.median(times):.1f} s "
          f"a game, max {max(times):.1f} s, {statistics.mean(counts):.1f} decisions a game")


if __name__ == "__main__":
    main()
