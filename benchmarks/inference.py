"""How well the sampled deals place the hidden cards, with and without inference from play.

Games among four players of one level are played; at every card decision from the fourth
trick on, the player's view is sampled as Profi samples it (``--samples`` deals), once plainly
and once weighed by the other players' play (:mod:`dokodesk.ai.inference`, drawn from
``--pool`` times as many). For each the share of the hidden cards placed in their true
holder's hand, averaged over the deals; the report gives both means and their paired
difference with its 95% confidence interval. ``--strength S`` raises every factor of the rules
to the power S (0 switches them off, 2 squares them), to calibrate them.

Run: ``python benchmarks/inference.py [--level fortgeschritten] [--games 40] [--samples 20]
[--pool 4] [--strength 1] [--rules ddv] [--seed 1]``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections import Counter

from dokodesk.ai import inference
from dokodesk.ai.arena import play_game
from dokodesk.ai.determinize import sample_deals
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import make_player
from dokodesk.ai.search import Effort, shutdown
from dokodesk.engine.cards import Hand
from dokodesk.engine.game import GameSetup, Phase, State
from dokodesk.engine.rules import preset
from dokodesk.engine.view import view


def placed_right(truth: tuple[Hand, ...], deals: list[tuple[Hand, ...]], player: int) -> float:
    """The mean share over ``deals`` of the cards hidden from ``player`` that a deal puts in
    the hand that truly holds them."""
    hidden = sum(len(h) for p, h in enumerate(truth) if p != player)
    shares = []
    for deal in deals:
        right = sum(
            sum((Counter(truth[p]) & Counter(deal[p])).values()) for p in range(4) if p != player
        )
        shares.append(right / hidden)
    return statistics.fmean(shares)


def strengthen(power: float) -> None:
    """Raise every factor of the inference rules to ``power``."""
    inference.HELD_BACK = tuple(f**power for f in inference.HELD_BACK)
    inference.AUGEN_GIVEN = tuple(f**power for f in inference.AUGEN_GIVEN)
    inference.LED_LOW = inference.LED_LOW**power


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", default="fortgeschritten")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--samples", type=int, default=20)
    parser.add_argument("--pool", type=int, default=4)
    parser.add_argument("--strength", type=float, default=1.0)
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    strengthen(args.strength)
    rules = preset(args.rules)
    positions: list[State] = []

    def watch(state: State) -> None:
        if state.phase is Phase.PLAY and 3 <= len(state.tricks) < rules.tricks_per_game - 1:
            positions.append(state)

    effort = Effort(workers=1)
    for g in range(args.games):
        setup = GameSetup.from_seed(rules, args.seed * 100_003 + g, first=g % 4)
        players = [make_player(args.level, args.seed * 100 + g * 4 + p, effort) for p in range(4)]
        play_game(setup, players, watch)
    shutdown()
    plain, weighed, informed = [], [], 0
    for n, state in enumerate(positions):
        player = state.to_act
        v = view(state, player)
        k = knowledge(v)
        informed += bool(inference.evidence(v, k.team))
        off = sample_deals(v, k, args.samples, random.Random(n), 1)
        on = sample_deals(v, k, args.samples, random.Random(n), args.pool)
        if off and on:
            plain.append(placed_right(state.hands, off, player))
            weighed.append(placed_right(state.hands, on, player))
    diffs = [b - a for a, b in zip(plain, weighed, strict=True)]
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    mean = statistics.fmean(diffs)
    print(f"{len(plain)} positions of {args.games} {args.level} games ({args.rules}), "
          f"{informed} with evidence; strength {args.strength}, pool {args.pool}")
    print(f"hidden cards placed right: plain {statistics.fmean(plain):.4f}, "
          f"weighed {statistics.fmean(weighed):.4f}, "
          f"difference {mean:+.4f} [{mean - half:+.4f}, {mean + half:+.4f}]")


if __name__ == "__main__":
    main()
