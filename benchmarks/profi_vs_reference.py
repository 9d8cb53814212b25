"""A level of the present dokodesk against the same level of an earlier one (a checkout in a
folder of its own, see ``benchmarks/reference.py``), in duplicate deals: the candidate in each
seat in turn against three reference players, compared with the reference in that seat.

Run: ``python benchmarks/profi_vs_reference.py CHECKOUT [--level profi] [--deals 300]
[--seed 1] [--rules ddv] [--first 0]``; each finished deal is printed as it comes (so a long
run can be stopped and its deals counted), then the report of the arena.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from reference import ReferencePlayer

from dokodesk.ai.arena import DealResult, deal_setup, duplicate, report
from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import shutdown
from dokodesk.engine.game import State
from dokodesk.engine.rules import preset


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("checkout", type=Path)
    parser.add_argument("--level", default="profi")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--first", type=int, default=0, help="the first deal's index")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="ddv")
    args = parser.parse_args()
    rules = preset(args.rules)
    references = [ReferencePlayer(args.checkout, args.level, 0) for _ in range(4)]
    handed_out: list[ReferencePlayer] = []

    def reference(seed: int) -> Player:
        player = references[len(handed_out) % 4]
        handed_out.append(player)
        player.seed = seed
        return player

    def watch(state: State) -> None:
        for player in references:
            player.state = state

    results: list[DealResult] = []
    try:
        for index in range(args.first, args.first + args.deals):
            setup, deal_seed = deal_setup(rules, args.seed, index)
            handed_out.clear()
            deal = duplicate(setup, deal_seed, lambda s: make_player(args.level, s), reference,
                             watch)
            results.append(deal)
            print(json.dumps({"deal": index, "diffs": deal.diffs}), flush=True)
    finally:
        shutdown()
        for player in references:
            player.close()
    print(report(f"{args.level} (new)", f"{args.level} (reference)", results).text())


if __name__ == "__main__":
    main()
