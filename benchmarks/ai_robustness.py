"""Robustness: N games (default 10,000) across every preset and random option combinations,
all levels mixed, five-player Partien and forced solos among them; fails on any illegal action
or exception.

Run: ``python benchmarks/ai_robustness.py [--games N] [--seed S] [--workers K]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from concurrent.futures import ProcessPoolExecutor

from dokodesk.ai.robustness import robustness_game


def run_range(args: tuple[int, int, int]) -> int:
    start, stop, seed = args
    for i in range(start, stop):
        robustness_game(i, seed)
    return stop - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    step = 250
    jobs = [(i, min(i + step, args.games), args.seed) for i in range(0, args.games, step)]
    ctx = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(args.workers, mp_context=ctx) as pool:
        done = sum(pool.map(run_range, jobs))
    elapsed = time.perf_counter() - start
    print(f"{done} games, every level, presets and random options: no illegal action, "
          f"no exception ({elapsed:.0f} s)")


if __name__ == "__main__":
    main()
