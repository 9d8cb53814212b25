"""Complete random games per second through the public API, deal to score.

Run: ``python benchmarks/engine_speed.py [--games N] [--rules PRESET] [--seconds S]``. One
process, one core. Each game is dealt from a seed, played by
:func:`dokodesk.engine.randomplay.random_game` (random legal reservations, Armut replies,
announcements and cards) and scored.
"""

from __future__ import annotations

import argparse
import random
import time

from dokodesk.engine.game import GameSetup
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = preset(args.rules)
    rng = random.Random(args.seed)
    start = time.perf_counter()
    total = 0
    for i in range(args.games):
        setup = GameSetup.from_seed(rules, seed=args.seed * 1_000_003 + i, first=i % 4)
        total += sum(result(random_game(setup, rng)).points)
    elapsed = time.perf_counter() - start
    assert total == 0
    print(f"rules {args.rules}: {args.games} games in {elapsed:.2f} s = "
          f"{args.games / elapsed:,.0f} games per second")


if __name__ == "__main__":
    main()
