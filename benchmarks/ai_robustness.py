"""Robustness: N games (default 10,000) across every preset and random option combinations
(the pub rules among them), all levels mixed, five-player Partien and forced solos among them;
counts the illegal actions and the exceptions and names the first games of each.

Run: ``python benchmarks/ai_robustness.py [--games N] [--seed S] [--workers K]``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from dokodesk.ai.robustness import IllegalChoice, robustness_game

Failures = tuple[list[tuple[int, str]], list[tuple[int, str]]]
"""The illegal actions and the exceptions, each as (game index, what happened)."""


def run_range(args: tuple[int, int, int]) -> Failures:
    start, stop, seed = args
    illegal: list[tuple[int, str]] = []
    errors: list[tuple[int, str]] = []
    for i in range(start, stop):
        try:
            robustness_game(i, seed)
        except IllegalChoice as exc:
            illegal.append((i, str(exc)))
        except Exception as exc:  # every other failure is counted too
            errors.append((i, f"{type(exc).__name__}: {exc}"))
    return illegal, errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    start = time.perf_counter()
    step = 250
    jobs = [(i, min(i + step, args.games), args.seed) for i in range(0, args.games, step)]
    ctx = multiprocessing.get_context("spawn")
    illegal: list[tuple[int, str]] = []
    errors: list[tuple[int, str]] = []
    with ProcessPoolExecutor(args.workers, mp_context=ctx) as pool:
        for bad, failed in pool.map(run_range, jobs):
            illegal += bad
            errors += failed
    elapsed = time.perf_counter() - start
    print(f"{args.games} games (seed {args.seed}), every level, presets and random options: "
          f"{len(illegal)} illegal actions, {len(errors)} exceptions ({elapsed:.0f} s)")
    for kind, found in (("illegal", illegal), ("exception", errors)):
        for index, text in found[:10]:
            print(f"  {kind} in game {index}: {text[:300]}")
    return 1 if illegal or errors else 0


if __name__ == "__main__":
    sys.exit(main())
