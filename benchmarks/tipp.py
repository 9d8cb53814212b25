"""The Tipp's seconds: :func:`dokodesk.ai.judgement.judge` with its budget (``JUDGE_EFFORT``,
both cores through the process pool, none cached) at every decision of a Profi seat in seeded
games against three Fortgeschrittene (the seat rotating): the reservation, each Armut reply,
each card with a choice and each announcement made.

Run: ``python benchmarks/tipp.py [--games 4] [--rules ddv]``; four games give about 50
positions. Targets on the 2-core machine: a median of at most 0.5 s and at most 2 s a Tipp.
"""

from __future__ import annotations

import argparse
import statistics
import time

from dokodesk.ai import judgement
from dokodesk.ai.analysis import decision_points, positions
from dokodesk.ai.arena import play_game
from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import shutdown
from dokodesk.engine.game import GameSetup, State, legal_actions
from dokodesk.engine.rules import preset
from dokodesk.engine.view import View, view


def tipp_positions(games: int, rules_name: str) -> list[tuple[View, State]]:
    """The Profi seat's view before each of its decisions, with the position."""
    rules = preset(rules_name)
    out = []
    for i in range(games):
        seat = i % 4
        players: list[Player] = [
            make_player("profi" if p == seat else "fortgeschritten", 100 + i * 4 + p)
            for p in range(4)
        ]
        final = play_game(GameSetup.from_seed(rules, 5_000 + i, first=i % 4), players).state
        states = positions(final)
        for step, kind in decision_points(final, seat):
            if kind != "no_announce":  # the same position as the card played in it
                out.append((view(states[step], seat), states[step]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--rules", default="ddv")
    args = parser.parse_args()
    try:
        found = tipp_positions(args.games, args.rules)
        times = []
        for v, state in found:
            judgement._CACHE.clear()
            start = time.perf_counter()
            judgement.judge(v, legal_actions(state, v.player))
            times.append(time.perf_counter() - start)
    finally:
        shutdown()
    print(f"Tipp, {args.games} games ({args.rules}), {len(times)} positions: "
          f"median {statistics.median(times):.2f} s, max {max(times):.2f} s")


if __name__ == "__main__":
    main()
