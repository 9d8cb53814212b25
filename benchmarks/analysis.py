"""The analysis of a game: seconds to analyse one seat's whole game as the GUI does
(``JUDGE_EFFORT``, two worker processes), and the mean loss per decision of a random player
against Profi's own choices in the same games. Target on the 2-core machine: a median of at
most 10 s per game.

Each game seats Profi (seat 0), a random player (seat 1) and two Fortgeschrittene; seat 0 and
seat 1 are analysed, with the salt given by --seed.

Run: ``python benchmarks/analysis.py [--games N] [--seed S]``.
"""

from __future__ import annotations

import argparse
import statistics
import time

from dokodesk.ai.analysis import analyse
from dokodesk.ai.arena import play_game
from dokodesk.ai.players import make_player
from dokodesk.ai.search import shutdown
from dokodesk.engine.game import GameSetup
from dokodesk.engine.rules import preset

LEVELS = ("profi", "random", "fortgeschritten", "fortgeschritten")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    seconds: list[float] = []
    losses: dict[str, list[float]] = {"profi": [], "random": []}
    mistakes = {"profi": 0, "random": 0}
    try:
        for g in range(args.games):
            seed = args.seed * 10_007 + g
            setup = GameSetup.from_seed(preset("ddv"), seed=seed, first=g % 4)
            players = [make_player(level, seed * 4 + p) for p, level in enumerate(LEVELS)]
            final = play_game(setup, players).state
            for p in (0, 1):
                start = time.perf_counter()
                found = analyse(final, p, salt=seed)
                seconds.append(time.perf_counter() - start)
                losses[LEVELS[p]] += [d.loss for d in found]
                mistakes[LEVELS[p]] += sum(d.mistake for d in found)
            print(f"game {g + 1}: {seconds[-2]:.1f} s, {seconds[-1]:.1f} s", flush=True)
    finally:
        shutdown()
    print(f"seconds per analysed game: median {statistics.median(seconds):.1f}, "
          f"max {max(seconds):.1f} ({len(seconds)} games)")
    for level, values in losses.items():
        print(f"{level}: mean loss per decision {statistics.fmean(values):.3f} over "
              f"{len(values)} decisions, {mistakes[level]} mistakes")
    ratio = statistics.fmean(losses["random"]) / max(1e-9, statistics.fmean(losses["profi"]))
    print(f"random / profi: {ratio:.1f}")


if __name__ == "__main__":
    main()
