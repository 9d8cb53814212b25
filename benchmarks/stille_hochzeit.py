"""What the stille Hochzeit is worth to Profi: on deals where one player holds both Kreuz-Damen,
that player as Profi weighing the silent Hochzeit against the announced one, compared with the
same Profi always announcing it, the other three players the same in both games.

A deal counts 0 where the hand is too weak for the silent Hochzeit to be weighed at all
(:meth:`ProfiPlayer.silent_wedding`) or where Profi announces it anyway: every decision is a
function of the player's seed and view, so the game with the lever off would be the same game.
Elsewhere both games are played. The report gives the mean paired difference per deal with
its 95% confidence interval, and the same over the deals where Profi kept the Hochzeit silent.

Run: ``python benchmarks/stille_hochzeit.py [--deals 200] [--others profi] [--rules ddv]
[--seed 1]``.
"""

from __future__ import annotations

import argparse
import math
import statistics

from dokodesk.ai.arena import deal_setup, play_game
from dokodesk.ai.players import Player, ProfiPlayer, make_player
from dokodesk.ai.search import Effort, shutdown
from dokodesk.engine.cards import CQ
from dokodesk.engine.game import GameSetup, Reservation, ReserveKind, new_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import view


def wedding_seat(setup: GameSetup) -> int | None:
    """The player dealt both Kreuz-Damen, if any."""
    for p, hand in enumerate(setup.hands):
        if hand.count(CQ) == 2:
            return p
    return None


def table(seat: int, deal_seed: int, others: str, effort: Effort, lever: bool) -> list[Player]:
    """The players of a deal: Profi in ``seat`` with the stille Hochzeit weighed or not, the
    others of level ``others``, each seeded as the arena seeds them."""
    return [ProfiPlayer(deal_seed * 8 + p, effort, stille_hochzeit=lever) if p == seat
            else make_player(others, deal_seed * 8 + p, effort) for p in range(4)]


def interval(values: list[float]) -> str:
    """``mean [low, high]`` with a 95% confidence interval (``-`` for fewer than two)."""
    if len(values) < 2:
        return "-" if not values else f"{values[0]:+.3f}"
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}]"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--others", default="profi")
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = preset(args.rules)
    effort = Effort()
    diffs: list[float] = []
    silent: list[float] = []
    weighed = 0
    index = 0
    while len(diffs) < args.deals:
        setup, deal_seed = deal_setup(rules, args.seed, index)
        index += 1
        seat = wedding_seat(setup)
        if seat is None:
            continue
        kinds: set[ReserveKind] = {Reservation.GESUND, Reservation.HOCHZEIT}
        if not ProfiPlayer(0, effort).silent_wedding(view(new_game(setup), seat), kinds):
            diffs.append(0.0)
            continue
        weighed += 1
        on = play_game(setup, table(seat, deal_seed, args.others, effort, lever=True))
        said = [r.kind for r in on.state.reservations if r.player == seat]
        if said != [Reservation.GESUND]:
            diffs.append(0.0)
            continue
        off = play_game(setup, table(seat, deal_seed, args.others, effort, lever=False))
        diff = result(on.state).points[seat] - result(off.state).points[seat]
        diffs.append(diff)
        silent.append(diff)
        print(f"deal {index - 1}: seat {seat} kept it silent, {diff:+d}", flush=True)
    shutdown()
    print(f"{len(diffs)} deals with both Kreuz-Damen in one hand ({args.rules}, "
          f"others {args.others}): weighed {weighed}, kept silent {len(silent)}")
    print(f"stille Hochzeit on minus off, per deal: {interval(diffs)}")
    print(f"over the deals kept silent: {interval(silent)}")


if __name__ == "__main__":
    main()
