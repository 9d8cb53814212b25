"""Seconds for "Wie hätte Profi gespielt?": a finished game's deal played again with Profi in
the player's seat (:func:`dokodesk.ai.profi_game.profi_game`), Profi deciding with its full
budget on both cores. Targets on the 2-core machine: median <= 10 s, max <= 30 s.

The games are played first: ``--player`` in seat 0 (the one replaced) against three of
``--others``; then each is played again and timed.

Run: ``python benchmarks/profi_game.py [--games 20] [--player fortgeschritten]
[--others profi] [--rules ddv] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from dokodesk.ai.arena import deal_setup, play_game
from dokodesk.ai.players import make_player
from dokodesk.ai.profi_game import profi_game
from dokodesk.ai.search import shutdown
from dokodesk.ai.turns import mix_seed
from dokodesk.engine.rules import preset


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--player", default="fortgeschritten")
    parser.add_argument("--others", default="profi")
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = preset(args.rules)
    levels = [args.player] + [args.others] * 3
    times: list[float] = []
    for g in range(args.games):
        setup, deal_seed = deal_setup(rules, args.seed, g)
        players = [make_player(levels[p], mix_seed(deal_seed, p)) for p in range(4)]
        played = play_game(setup, players).state
        start = time.perf_counter()
        again = profi_game(played, 0, levels)
        times.append(time.perf_counter() - start)
        mine, profi = again.points()
        print(f"game {g}: {times[-1]:.1f} s, first difference at step {again.differs_at}, "
              f"points {mine:+d} as played, {profi:+d} with Profi, "
              f"load {os.getloadavg()[0]:.1f}", flush=True)
    shutdown()
    print(f"{len(times)} games ({args.player} replaced, others {args.others}): "
          f"median {statistics.median(times):.1f} s, max {max(times):.1f} s, load average "
          f"{' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
