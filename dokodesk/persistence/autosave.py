"""Saving the Partie after every trick without holding up the caller: the snapshot (frozen
values only) is handed to a writer thread, which serialises and writes it atomically. The
newest snapshot wins when the writer is still busy with an older one, and the deals already
written are not turned into records again.

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
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

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


class Autosaver:
    """Writes snapshots of a Partie to ``path`` on a thread of its own; ``on_error`` is called
    (on that thread) with the :class:`OSError` of a write that failed."""

    def __init__(self, path: Path, on_error: Callable[[OSError], None] | None = None) -> None:
        self.path = path
        self.on_error = on_error
        self._lock = threading.Condition()
        self._pending: _Snapshot | None = None
        self._thread: threading.Thread | None = None
        self._deals: list[tuple[State, dict[str, Any]]] = []
        """The deals written so far with their records (the Partie only ever appends)."""

    def save(self, config: TableConfig, partie: Partie, state: State | None = None,
             seats: SeatMap | None = None, takebacks: frozenset[int] = frozenset()) -> None:
        """Save this position soon (returns at once); ``takebacks``: the numbers of the games
        played with take-backs."""
        with self._lock:
            self._pending = _Snapshot(config, partie, state, seats, takebacks)
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()

    def flush(self) -> None:
        """Wait until every snapshot handed over is on disk (or failed)."""
        with self._lock:
            while self._thread is not None:
                self._lock.wait()

    def _run(self) -> None:
        while True:
            with self._lock:
                snapshot, self._pending = self._pending, None
                if snapshot is None:
                    self._thread = None
                    self._lock.notify_all()
                    return
            try:
                self._write(snapshot)
            except OSError as exc:
                if self.on_error is not None:
                    self.on_error(exc)

    def _write(self, snap: _Snapshot) -> None:
        names = snap.config.settings.names
        log = snap.partie.log
        if len(self._deals) > len(log) or any(
                log[i].state is not self._deals[i][0] for i in range(len(self._deals))):
            self._deals = []  # another Partie
        for deal in log[len(self._deals):]:
            self._deals.append((deal.state, deal_json(deal.state, deal.seats, names)))
        data = to_json(snap.config, snap.partie, snap.state, snap.seats,
                       deals=[record for _, record in self._deals], takebacks=snap.takebacks)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(data, ensure_ascii=False))
