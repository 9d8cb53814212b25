"""What the autosave after a trick costs the GUI thread once the Partie holds 24 games.

Run: ``python benchmarks/autosave.py [--games 24] [--tricks 40]``. A Partie of ``--games``
finished random games is built; then, trick by trick through a further game, the table's
autosave is called as the GUI does after every trick (:class:`~dokodesk.persistence.autosave.
Autosaver`). Printed: the time the call takes on the calling thread, and the longest the
calling thread was held up while the writer thread serialised and wrote (it keeps working in
small steps meanwhile and records its longest gap, as a GUI thread's event loop would feel
the writer holding the interpreter); and, for comparison, a whole save on the calling thread.
Target: at most 2 ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from pathlib import Path

from dokodesk.engine.game import apply, is_over, new_game
from dokodesk.engine.partie import PartieSettings, TableConfig, new_partie, next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.table import HUMAN
from dokodesk.persistence.autosave import Autosaver
from dokodesk.persistence.savefile import save

TARGET_MS = 2.0


def _longest_gap(seconds: float) -> float:
    """The longest gap of the working loop over ``seconds`` with nothing else going on."""
    end = time.perf_counter() + max(seconds, 0.002)
    worst, last = 0.0, time.perf_counter()
    while last < end:
        sum(range(200))
        now = time.perf_counter()
        worst, last = max(worst, now - last), now
    return worst


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--tricks", type=int, default=40)
    args = parser.parse_args()
    rng = random.Random(1)
    settings = PartieSettings(preset("ddv"), length=("games", 48))
    config = TableConfig(settings, seed=1, levels=(HUMAN, "random", "random", "random"))
    partie = new_partie(settings, seed=1)
    for _ in range(args.games):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng), seats)
    setup, seats = next_game(partie)
    folder = Path(tempfile.mkdtemp(prefix="dokodesk-autosave-"))
    saver = Autosaver(folder / "partie.json")
    calls: list[float] = []
    stalls: list[float] = []
    quiet: list[float] = []
    whole: list[float] = []
    while len(calls) < args.tricks:
        final = random_game(setup, rng)
        state = new_game(setup)
        for action in final.history:
            done = len(state.tricks)
            state = apply(state, action)
            if len(state.tricks) == done or is_over(state) or len(calls) >= args.tricks:
                continue
            start = time.perf_counter()
            saver.save(config, partie, state, seats)
            calls.append(time.perf_counter() - start)
            worst = 0.0
            began = last = time.perf_counter()
            while saver.busy:
                sum(range(200))  # a little work, as an event loop does between events
                now = time.perf_counter()
                worst, last = max(worst, now - last), now
            stalls.append(worst)
            quiet.append(_longest_gap(time.perf_counter() - began))
            start = time.perf_counter()
            save(folder / "whole.json", config, partie, state, seats)
            whole.append(time.perf_counter() - start)
    size = (folder / "partie.json").stat().st_size
    print(f"Partie of {args.games} games, save file {size / 1024:.0f} KiB, {args.tricks} saves")

    def ms(values: list[float]) -> str:
        return f"median {statistics.median(values) * 1e3:.2f} ms, max {max(values) * 1e3:.2f} ms"

    print(f"autosave call on the GUI thread: {ms(calls)}")
    print(f"longest hold-up of the GUI thread while the writer works: {ms(stalls)} "
          f"(target <= {TARGET_MS:.0f} ms)")
    print(f"the same loop without a writer, as long (what the machine's load alone does): "
          f"{ms(quiet)}")
    print(f"for comparison, the whole save on the calling thread: {ms(whole)}")


if __name__ == "__main__":
    main()
