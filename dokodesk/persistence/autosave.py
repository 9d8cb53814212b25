"""Saving the Partie after every trick without holding up the caller: the snapshot (frozen
values only) is handed to a writer thread, which serialises and writes it atomically and waits
a while for the next one. The newest snapshot wins when the writer is still busy with an older
one, and the deals already written are not turned into records again.

>>> import tempfile
>>> from dokodesk.engine.partie import PartieSettings, TableConfig
>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.table import HUMAN
>>> from dokodesk.persistence.savefile import load, start
>>> config = TableConfig(PartieSettings(preset("ddv")), seed=1,
...                      levels=(HUMAN, "random", "random", "random"))
>>> saved = start(config)
>>> path = Path(tempfile.mkdtemp()) / "partie.json"
>>> saver = Autosaver(path)
>>> saver.save(config, saved.partie, saved.state, saved.seats)
>>> saver.flush()
>>> load(path).config == config
True
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import NamedTuple

from dokodesk.engine.game import State
from dokodesk.engine.partie import Partie, TableConfig
from dokodesk.engine.table import SeatMap
from dokodesk.persistence.savefile import deal_json, to_json, write_atomic


class _Snapshot(NamedTuple):
    config: TableConfig
    partie: Partie
    state: State | None
    seats: SeatMap | None
    takebacks: frozenset[int]
    played_out: Mapping[int, int]


LINGER = 10.0
"""Seconds the writer thread waits for the next snapshot before it ends: long enough to carry
over from one trick to the next, so that a save does not start a thread each time."""


class Autosaver:
    """Writes snapshots of a Partie to ``path`` on a thread of its own; ``on_written`` is
    called (on that thread) after each write with None, or the :class:`OSError` of a write
    that failed (the next snapshot tries again). The thread stays for the next snapshot a
    while (:data:`LINGER`) and ends after :meth:`flush`."""

    def __init__(self, path: Path,
                 on_written: Callable[[OSError | None], None] | None = None) -> None:
        self.path = path
        self.on_written = on_written
        self.problem: OSError | None = None
        """Why the last write failed, if it did."""
        self._lock = threading.Condition()
        self._pending: _Snapshot | None = None
        self._writing = False
        self._ending = False
        self._thread: threading.Thread | None = None
        self._deals: list[tuple[State, str]] = []
        """The deals written so far with their records as JSON (the Partie only appends)."""

    def save(self, config: TableConfig, partie: Partie, state: State | None = None,
             seats: SeatMap | None = None, takebacks: frozenset[int] = frozenset(),
             played_out: Mapping[int, int] | None = None) -> None:
        """Save this position soon (returns at once); ``takebacks``: the numbers of the games
        played with take-backs; ``played_out``: per game the actions made before the computer
        played the rest for the player."""
        with self._lock:
            self._pending = _Snapshot(config, partie, state, seats, takebacks,
                                      dict(played_out or {}))
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            else:
                self._lock.notify_all()

    @property
    def busy(self) -> bool:
        """Whether a snapshot handed over is still being written (read without the lock, so
        that asking never waits for the writer)."""
        return self._pending is not None or self._writing

    def flush(self) -> None:
        """Wait until every snapshot handed over is on disk (or failed), and the writer
        thread has ended."""
        with self._lock:
            self._ending = True
            self._lock.notify_all()
            while self._thread is not None:
                self._lock.wait()
            self._ending = False

    def _run(self) -> None:
        while True:
            with self._lock:
                if self._pending is None and not self._ending:
                    self._lock.wait(LINGER)
                snapshot = self._pending
                if snapshot is None:
                    self._thread = None
                    self._lock.notify_all()
                    return
                self._writing = True  # before the snapshot is taken: busy never blinks
                self._pending = None
            problem: OSError | None = None
            try:
                self._write(snapshot)
            except OSError as exc:
                problem = exc
            finally:
                with self._lock:
                    self._writing = False
                    self._lock.notify_all()
            self.problem = problem
            if self.on_written is not None:
                self.on_written(problem)

    def _write(self, snap: _Snapshot) -> None:
        names = snap.config.settings.names
        log = snap.partie.log
        if len(self._deals) > len(log) or any(
                log[i].state is not self._deals[i][0] for i in range(len(self._deals))):
            self._deals = []  # another Partie
        for deal in log[len(self._deals):]:
            record = deal_json(deal.state, deal.seats, names)
            self._deals.append((deal.state, json.dumps(record, ensure_ascii=False)))
            time.sleep(0)  # lets the GUI thread in between deals (a long Partie, once)
        # the deals go in as the text they were encoded to once: the writer holds the
        # interpreter only briefly, however long the Partie
        head = json.dumps(to_json(snap.config, snap.partie, snap.state, snap.seats, deals=[],
                                  takebacks=snap.takebacks, played_out=snap.played_out),
                          ensure_ascii=False)
        deals = '"deals": [' + ", ".join(text for _, text in self._deals) + "]"
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, head.replace('"deals": []', deals, 1))
