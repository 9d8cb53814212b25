"""The history survives kill -9 during its writes: nothing committed is lost.

Run: ``python benchmarks/history_kill.py [--kills 20] [--seed 1]``.
Two writer processes add games to one history at the same time (each game with an analysis of
a dozen decisions and its training positions, so that the writes are not tiny) and print the
number of each game once its write has returned; after a random while (seeded) both are
killed with SIGKILL, in the middle of whatever they were doing. Then the history is opened
again: it must not be damaged (no file moved aside, ``PRAGMA integrity_check`` ok), and every
game a writer reported must be there with its whole analysis. Prints the figures per kill and
in all; exit status 1 if anything committed was lost.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

DECISIONS = 12


def writer(path: Path, seed: int) -> None:
    """Add games for ever, printing each one's number after its analysis is written."""
    from dokodesk.engine.game import GameSetup
    from dokodesk.engine.randomplay import random_game
    from dokodesk.engine.rules import preset
    from dokodesk.persistence.history import Decision, History
    from dokodesk.persistence.record import GameRecord

    history = History.open(path)
    rng = random.Random(seed)
    n = 0
    while True:
        n += 1
        deal = seed * 1_000_000 + n
        final = random_game(GameSetup.from_seed(preset("ddv"), seed=deal), rng)
        game = history.add(GameRecord.from_state(final, dealer=3), seat=n % 4)
        found = [Decision(step, "card", "lead", rng.random(), rng.random(), 0.1,
                          rng.choice(("none", "mistake")), False, {"seat": 0, "card": "CA"},
                          ({"seat": 0, "card": "HA"},)) for step in range(DECISIONS)]
        history.store_analysis(game, "kill-test", found, 50.0)
        print(game, flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--kills", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--writer", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.writer:
        writer(Path(args.writer[0]), int(args.writer[1]))
        return 0
    from dokodesk.persistence.history import History

    path = Path(tempfile.mkdtemp(prefix="history-kill-")) / "history.db"
    rng = random.Random(args.seed)
    reported: set[int] = set()
    lost_total = 0
    for kill in range(1, args.kills + 1):
        procs = [subprocess.Popen([sys.executable, __file__, "--writer", str(path),
                                   str(kill * 10 + w)], stdout=subprocess.PIPE, text=True)
                 for w in range(2)]
        time.sleep(1.5 + rng.random() * 2.0)
        for proc in procs:
            os.kill(proc.pid, signal.SIGKILL)
        for proc in procs:
            out, _ = proc.communicate()
            reported |= {int(line) for line in out.split()}
        history = History.open(path)
        damaged = history.damaged is not None
        games = {g.id: g for g in history.games()}
        lost = [n for n in reported if n not in games or games[n].decisions != DECISIONS]
        history.close()
        con = sqlite3.connect(path)
        check = con.execute("PRAGMA integrity_check").fetchone()[0]
        con.close()
        lost_total += len(lost) + int(damaged) + int(check != "ok")
        print(f"kill {kill:2}: {len(reported)} games reported committed, {len(games)} in the "
              f"history, lost {len(lost)}, damaged {damaged}, integrity {check}", flush=True)
    print(f"{args.kills} kills of 2 writers each: {len(reported)} games committed, "
          f"{lost_total} lost or damaged")
    return 1 if lost_total else 0


if __name__ == "__main__":
    sys.exit(main())
