"""Scored games per second through the search core's fast card play, deal to score.

Run: ``python benchmarks/fastplay_speed.py [--games N] [--rules PRESET] [--seed S]``. One
process, one core. Each game is dealt from a seed, every player says gesund (through the
engine), the cards are played at random by :class:`dokodesk.ai.fastplay.Position` (the copy
of the card play the rollouts use, pinned to the engine by ``tests/ai/test_fastplay.py``)
and the end is scored as the search scores it (:mod:`dokodesk.ai.fastscore`, pinned to the
engine's :func:`dokodesk.engine.scoring.result` by ``tests/ai/test_fastscore.py``). The deals
are made before the clock starts; what is timed is the play and the score, as in a rollout.
The line says whether the search core ran compiled (``setup.py``; from a checkout, run it with
``PYTHONPATH=build/compiled`` after ``make test-compiled``) or as Python.
"""

from __future__ import annotations

import argparse
import random
import time

from dokodesk.ai.fastplay import COMPILED, Position
from dokodesk.engine.game import GameSetup, Phase, Reserve, State, apply, new_game
from dokodesk.engine.rules import preset


def deals(rules_name: str, games: int, seed: int) -> list[State]:
    """The games ready to play: dealt from seeds, every player gesund."""
    rules = preset(rules_name)
    out = []
    for i in range(games):
        state = new_game(GameSetup.from_seed(rules, seed * 1_000_003 + i, first=i % 4))
        while state.phase is Phase.RESERVATIONS:
            state = apply(state, Reserve(state.to_act, "gesund"))
        out.append(state)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    states = deals(args.rules, args.games, args.seed)
    rng = random.Random(args.seed)
    start = time.perf_counter()
    total = 0
    for state in states:
        pos = Position(state)
        while not pos.over():
            pos.play(rng.choice(pos.legal()))
        total += sum(pos.points())
    elapsed = time.perf_counter() - start
    assert total == 0
    core = "compiled" if COMPILED else "Python"
    print(f"fastplay ({core}), rules {args.rules}: {args.games} games in {elapsed:.2f} s = "
          f"{args.games / elapsed:,.0f} scored games per second")


if __name__ == "__main__":
    main()
