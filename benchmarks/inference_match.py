"""What inference from play is worth to Profi: on each deal, Profi weighing its sampled deals by
the other players' play (:mod:`dokodesk.ai.inference`) and the same Profi sampling plainly, in
the same seat (rotating with the deal) against the same three players of level ``--others``.

The report gives the mean paired difference of the seat's points per deal with its 95%
confidence interval, and the same over the deals where somebody announced and where nobody did,
and over the solos. Every decision is a function of the player's seed and view, so a deal in
which the two Profis choose alike gives a difference of 0.

Run: ``python benchmarks/inference_match.py [--deals 200] [--others fortgeschritten]
[--rules ddv] [--seed 1] [--results FILE]``; with ``--results FILE`` each deal's result is
added to FILE as it is played, and a match stopped goes on where it stopped.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from pathlib import Path

from paired import interval

from dokodesk.ai.arena import deal_setup, play_game
from dokodesk.ai.players import Player, ProfiPlayer, make_player
from dokodesk.ai.search import Effort, shutdown
from dokodesk.engine.game import ContractKind
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result


def deal(index: int, seed: int, others: str, rules_name: str) -> dict[str, object]:
    """Deal ``index``: the seat's points with inference and without, and what was played."""
    setup, deal_seed = deal_setup(preset(rules_name), seed, index)
    seat = index % 4
    effort = Effort()

    def table(inference: bool) -> list[Player]:
        return [ProfiPlayer(deal_seed * 8 + p, replace(effort, inference=inference))
                if p == seat else make_player(others, deal_seed * 8 + p, effort)
                for p in range(4)]

    on = play_game(setup, table(True)).state
    off = play_game(setup, table(False)).state
    return {
        "deal": index,
        "diff": result(on).points[seat] - result(off).points[seat],
        "announced": bool(on.announcements or off.announcements),
        "solo": any(s.contract is not None and s.contract.kind is ContractKind.SOLO
                    for s in (on, off)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--others", default="fortgeschritten")
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--results", type=Path, default=None)
    args = parser.parse_args()
    rows = []
    if args.results is not None and args.results.exists():
        rows = [json.loads(line) for line in args.results.read_text("utf-8").splitlines()]
    done = {row["deal"] for row in rows}
    for index in range(args.deals):
        if index in done:
            continue
        row = deal(index, args.seed, args.others, args.rules)
        rows.append(row)
        if args.results is not None:
            with args.results.open("a", encoding="utf-8") as out:
                out.write(json.dumps(row) + "\n")
        print(f"deal {index}: {row['diff']:+d}", flush=True)
    shutdown()
    diffs = [float(r["diff"]) for r in rows]
    print(f"{len(rows)} deals ({args.rules}, others {args.others}): inference on minus off, "
          f"per deal {interval(diffs)}")
    print(f"  with announcements {interval([float(r['diff']) for r in rows if r['announced']])}")
    print(f"  without {interval([float(r['diff']) for r in rows if not r['announced']])}")
    print(f"  solos {interval([float(r['diff']) for r in rows if r['solo']])}")


if __name__ == "__main__":
    main()
