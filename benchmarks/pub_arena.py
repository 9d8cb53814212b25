"""Duplicate matches at the pub table: ``kneipe_plus`` with the Genscher and the Pflichtansage.

Run: ``python benchmarks/pub_arena.py --a profi --b fortgeschritten [--deals 300] [--seed S]
[--workers K]``. A level name ending in ``-ohne`` is that level as it plays when it never
announces Schweine or Superschweine and never makes a Genscher (it is offered the same choices
without those), so that ``--a fortgeschritten --b fortgeschritten-ohne`` measures what the
two choices bring. Printed: the arena report (:mod:`dokodesk.ai.arena`); the target is a
paired difference above 0 with its 95% confidence interval above 0, over 300 deals or more.
Every 25 deals the standing so far goes to standard error. With ``--results FILE`` every deal's
result is added to FILE as a line of JSON as soon as it is played, and the deals already there
are not played again: a long match stopped half-way goes on where it stopped (run it with the
same code, levels and seed).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from results_file import keep, played

from dokodesk.ai.arena import DealResult, deal_setup, duplicate, report
from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import Effort
from dokodesk.cli.commands import arena_text
from dokodesk.engine.game import Action, Pigs, Play
from dokodesk.engine.rules import Rules, preset
from dokodesk.engine.view import View

PLAIN = "-ohne"
"""The suffix of a level that never announces Schweine and never makes a Genscher."""


def pub_rules() -> Rules:
    """The pub preset with the Genscher and FreeDoko's Pflichtansage on."""
    return preset("kneipe_plus").replace(genscher=True, pflichtansage="first_trick_30")


def pub_choice(action: Action) -> bool:
    """Whether ``action`` announces Schweine or Superschweine or names a Genscher partner."""
    return (isinstance(action, Pigs) and action.say) or (
        isinstance(action, Play) and action.partner is not None)


class WithoutPubChoices:
    """A player offered its choices without Schweine and without the Genscher."""

    def __init__(self, inner: Player) -> None:
        self.inner = inner
        self.out_of_turn = inner.out_of_turn

    def act(self, view: View, legal: tuple[Action, ...]) -> Action | None:
        return self.inner.act(view, tuple(a for a in legal if not pub_choice(a)))


def player(level: str, seed: int) -> Player:
    """A player of ``level`` (with :data:`PLAIN`: without the two choices), one process."""
    effort = Effort(workers=1)
    if level.endswith(PLAIN):
        return WithoutPubChoices(make_player(level.removesuffix(PLAIN), seed, effort))
    return make_player(level, seed, effort)


def play_deal(args: tuple[str, str, int, int]) -> DealResult:
    """Worker entry: deal ``index`` of the match ``a`` against ``b``."""
    a, b, seed, index = args
    setup, deal_seed = deal_setup(pub_rules(), seed, index)
    return duplicate(setup, deal_seed, lambda s: player(a, s), lambda s: player(b, s))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--results", type=Path, default=None)
    args = parser.parse_args()
    done = played(args.results)
    jobs = [(args.a, args.b, args.seed, i) for i in range(args.deals) if i not in done]
    ctx = multiprocessing.get_context("spawn")
    results = [done[i] for i in sorted(done) if i < args.deals]
    with ProcessPoolExecutor(args.workers, mp_context=ctx) as pool:
        for job, result in zip(jobs, pool.map(play_deal, jobs, chunksize=1), strict=True):
            results.append(result)
            keep(args.results, job[3], result)
            if len(results) % 25 == 0 and len(results) < args.deals:  # a long match shows
                so_far = report(args.a, args.b, results)           # how it stands
                print(f"after {len(results)} deals: {so_far.mean:+.3f} "
                      f"[{so_far.low:+.3f}, {so_far.high:+.3f}]", file=sys.stderr, flush=True)
    print("rules: kneipe_plus with genscher = true, pflichtansage = first_trick_30")
    print(arena_text(report(args.a, args.b, results), "en"))


if __name__ == "__main__":
    main()
