"""What the autosave after a trick costs the GUI thread once the Partie holds 24 games.

Run: ``python benchmarks/autosave.py [--games 24] [--tricks 40]``. A Partie of ``--games``
finished random games is built; then, trick by trick through a further game, the table's
autosave is called as the GUI does after every trick (:class:`~dokodesk.persistence.autosave.
Autosaver`), from a Qt event loop (offscreen) whose 1 ms timer records how late each tick
comes while the writer thread serialises and writes. Printed: the time the call takes on the
GUI thread; the GUI thread's longest hold-up, that is the time the call took or the lateness
of a tick while the writer worked, whichever is longer; the same lateness of the same event
loop without a writer (what the machine alone does); the hold-up of a GUI thread that computes
without a pause (a worst case: it only lets the writer in at the interpreter's thread switch);
and, for comparison, a whole save on the calling thread. Target: at most 2 ms.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from dokodesk.engine.game import State, apply, is_over, new_game
from dokodesk.engine.partie import (
    Partie,
    PartieSettings,
    TableConfig,
    new_partie,
    next_game,
    record_game,
)
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.table import HUMAN, SeatMap
from dokodesk.persistence.autosave import Autosaver
from dokodesk.persistence.savefile import save

TARGET_MS = 2.0


TICK_MS = 1
"""The event loop's timer."""
TRICK_MS = 25
"""The time between two autosaves in the event loop (a trick, much faster than at a table)."""


def snapshots(games: int, tricks: int) -> tuple[TableConfig, Partie, SeatMap, list[State]]:
    """A Partie of ``games`` random games and the positions after each of ``tricks`` tricks of
    the games that follow (the Partie stays as it is: only the position changes)."""
    rng = random.Random(1)
    settings = PartieSettings(preset("ddv"), length=("games", 48))
    config = TableConfig(settings, seed=1, levels=(HUMAN, "random", "random", "random"))
    partie = new_partie(settings, seed=1)
    for _ in range(games):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng), seats)
    setup, seats = next_game(partie)
    states: list[State] = []
    while len(states) < tricks:
        state = new_game(setup)
        for action in random_game(setup, rng).history:
            done = len(state.tricks)
            state = apply(state, action)
            if len(state.tricks) > done and not is_over(state) and len(states) < tricks:
                states.append(state)
    return config, partie, seats, states


def event_loop(saver: Autosaver | None, config: TableConfig, partie: Partie, seats: SeatMap,
               states: list[State]) -> tuple[list[float], list[float]]:
    """The seconds each autosave call took on the GUI thread and the GUI thread's longest
    hold-up around each (the call or the lateness of a tick while the writer is busy), in a
    Qt event loop with a 1 ms timer; with ``saver`` None the same loop without saving, and
    the latest tick between two tricks."""
    from PySide6.QtCore import QCoreApplication, QElapsedTimer, Qt, QTimer

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    clock = QElapsedTimer()
    clock.start()
    calls: list[float] = []
    holdups: list[float] = []
    last = [clock.nsecsElapsed()]
    window = [0.0]  # the longest hold-up since the last save
    watching = [False]

    def tick() -> None:
        now = clock.nsecsElapsed()
        late = max(0.0, (now - last[0]) / 1e9 - TICK_MS / 1e3)
        last[0] = now
        if watching[0]:
            window[0] = max(window[0], late)
            if saver is not None and not saver.busy:
                watching[0] = False
                holdups.append(window[0])

    def trick() -> None:
        if watching[0] and saver is None:  # without a writer: the ticks of the whole trick
            watching[0] = False
            holdups.append(window[0])
        if watching[0]:
            return  # the writer is still on the last one: wait for the next trick
        if len(calls) == len(states):
            app.quit()
            return
        state = states[len(calls)]
        start = time.perf_counter()
        if saver is not None:
            saver.save(config, partie, state, seats)
        call = time.perf_counter() - start
        calls.append(call)
        window[0] = call
        watching[0] = True

    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.timeout.connect(tick)
    ticker.start(TICK_MS)
    tricks = QTimer()
    tricks.setTimerType(Qt.TimerType.PreciseTimer)
    tricks.timeout.connect(trick)
    tricks.start(TRICK_MS)
    app.exec()
    ticker.stop()
    tricks.stop()
    return calls, holdups


def busy_loop(saver: Autosaver, config: TableConfig, partie: Partie, seats: SeatMap,
              states: list[State]) -> list[float]:
    """The longest hold-up of a GUI thread that computes without a pause while the writer
    works, for each save."""
    stalls: list[float] = []
    for state in states:
        saver.save(config, partie, state, seats)
        worst, last = 0.0, time.perf_counter()
        while saver.busy:
            sum(range(200))
            now = time.perf_counter()
            worst, last = max(worst, now - last), now
        stalls.append(worst)
    return stalls


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--tricks", type=int, default=40)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    config, partie, seats, states = snapshots(args.games, args.tricks)
    folder = Path(tempfile.mkdtemp(prefix="dokodesk-autosave-"))
    saver = Autosaver(folder / "partie.json")
    calls, holdups = event_loop(saver, config, partie, seats, states)
    _, quiet = event_loop(None, config, partie, seats, states)
    saver.flush()
    stalls = busy_loop(Autosaver(folder / "busy.json"), config, partie, seats, states)
    whole: list[float] = []
    for state in states:
        start = time.perf_counter()
        save(folder / "whole.json", config, partie, state, seats)
        whole.append(time.perf_counter() - start)
    size = (folder / "partie.json").stat().st_size
    print(f"Partie of {args.games} games, save file {size / 1024:.0f} KiB, {len(calls)} saves")

    def ms(values: list[float]) -> str:
        return f"median {statistics.median(values) * 1e3:.2f} ms, max {max(values) * 1e3:.2f} ms"

    print(f"autosave call on the GUI thread: {ms(calls)}")
    print(f"longest hold-up of the GUI thread's event loop while the writer works: {ms(holdups)} "
          f"(target <= {TARGET_MS:.0f} ms)")
    print(f"the same event loop without a writer (what the machine alone does): {ms(quiet)}")
    print(f"a GUI thread computing without a pause (worst case): {ms(stalls)}")
    print(f"for comparison, the whole save on the calling thread: {ms(whole)}")


if __name__ == "__main__":
    main()
