"""A level of the present dokodesk against the same level of an earlier one (a checkout in a
folder of its own, see ``benchmarks/reference.py``), in duplicate deals: the candidate in each
seat in turn against three reference players, compared with the reference in that seat.

Run: ``python benchmarks/profi_vs_reference.py CHECKOUT [--level profi] [--deals 300]
[--seed 1] [--rules ddv] [--first 0] [--effort NAME=VALUE,...] [--results FILE]``; each
finished deal is printed as it comes, then the report of the arena and the differences split by
the kind of game (a solo, announced, neither: :meth:`~dokodesk.ai.arena.DealResult.split`).
``--effort`` plays the candidate's Profi with other counts of its search (fields of
:class:`~dokodesk.ai.search.Effort`, e.g. ``samples=32,max_samples=96``): a results file holds
the deals of one effort only, so name it after the effort. With ``--results FILE`` every deal's
result is added to FILE as it is played and the deals already there are not played again
(:mod:`results_file`): an all-Profi match of 300 deals takes hours, and one stopped goes on
where it stopped.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from pathlib import Path

from paired import interval
from reference import ReferencePlayer
from results_file import keep, played

from dokodesk.ai.arena import DealResult, deal_setup, duplicate, report
from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import Effort, shutdown
from dokodesk.cli.commands import arena_text
from dokodesk.engine.game import State
from dokodesk.engine.rules import preset


def effort(text: str) -> Effort:
    """The :class:`Effort` with the fields ``text`` names changed, e.g. ``samples=32``.

    >>> effort("samples=32,max_samples=96").max_samples
    96
    """
    default = Effort()
    names = [f.name for f in dataclasses.fields(Effort)]
    changes: dict[str, object] = {}
    for item in filter(None, text.split(",")):
        name, _, value = item.partition("=")
        if name not in names:
            raise SystemExit(f"--effort: no field {name!r}; allowed: {', '.join(names)}")
        kind = type(getattr(default, name))
        changes[name] = value.lower() in ("1", "true", "yes") if kind is bool else kind(value)
    return dataclasses.replace(default, **changes)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("checkout", type=Path)
    parser.add_argument("--level", default="profi")
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--first", type=int, default=0, help="the first deal's index")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--effort", type=effort, default=Effort())
    parser.add_argument("--results", type=Path, default=None)
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

    deals = range(args.first, args.first + args.deals)
    done = played(args.results)
    results: list[DealResult] = [done[i] for i in deals if i in done]
    try:
        for index in (i for i in deals if i not in done):
            setup, deal_seed = deal_setup(rules, args.seed, index)
            handed_out.clear()
            deal = duplicate(setup, deal_seed,
                             lambda s: make_player(args.level, s, args.effort), reference, watch)
            results.append(deal)
            keep(args.results, index, deal)
            print(json.dumps({"deal": index, "diffs": deal.diffs}), flush=True)
    finally:
        shutdown()
        for player in references:
            player.close()
    print(arena_text(report(f"{args.level} (new)", f"{args.level} (reference)", results), "en"))
    split: dict[str, list[float]] = {}
    for deal in results:
        for kind, diffs in deal.split().items():
            split.setdefault(kind, []).extend(diffs)
    for kind in ("still", "angesagt", "solo"):
        print(f"{kind}: {interval(split.get(kind, []))} per seat-game")


if __name__ == "__main__":
    main()
