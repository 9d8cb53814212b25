"""How long the Statistik window takes to open on a large history (target: under 1 s with
5,000 games).

Run: ``python benchmarks/history_statistik.py [--games 5000] [--seed 1]``.
A history of ``--games`` random games is built in a temporary folder (each with an analysis
of 20 decisions of every kind, a third of them flagged), then the window is opened
(offscreen) three times: the figures are read from the database and drawn. Prints the time
to build the history and each opening's time, and the median.
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from dokodesk.ai.accuracy import CATEGORIES
    from dokodesk.engine.game import GameSetup
    from dokodesk.engine.randomplay import random_game
    from dokodesk.engine.rules import preset
    from dokodesk.gui.statistik import StatistikWindow
    from dokodesk.persistence.history import Decision, History
    from dokodesk.persistence.record import GameRecord

    app = QApplication(sys.argv)
    path = Path(tempfile.mkdtemp(prefix="history-statistik-")) / "history.db"
    rng = random.Random(args.seed)
    started = time.perf_counter()
    history = History.open(path)
    levels = ["human", "profi", "profi", "profi"]
    for n in range(args.games):
        final = random_game(GameSetup.from_seed(preset("ddv"), seed=n), rng)
        record = GameRecord.from_state(final, dealer=3, levels=levels)
        seat = n % 4
        game = history.add(record, seat=seat, salt=0)
        found = [Decision(step, "card", CATEGORIES[step % len(CATEGORIES)],
                          rng.random() * 0.5, rng.random(), 0.1,
                          "mistake" if step % 3 == 0 else "none", False,
                          {"seat": seat, "card": "CA"}, ({"seat": seat, "card": "HA"},))
                 for step in range(20)]
        history.store_analysis(game, "bench", found, rng.uniform(40, 100))
    games = len(history.games(None))
    history.close()
    print(f"history of {games} games built in {time.perf_counter() - started:.1f} s")
    times = []
    for _ in range(3):
        t0 = time.perf_counter()
        window = StatistikWindow(History.open(path), "de")
        window.show()
        app.processEvents()
        times.append(time.perf_counter() - t0)
        window.close()
        window.deleteLater()
        app.processEvents()
    print("opened in " + ", ".join(f"{t * 1000:.0f} ms" for t in times)
          + f"; median {statistics.median(times) * 1000:.0f} ms (target < 1000 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
