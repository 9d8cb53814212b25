"""The history at the table: every finished game of the Partie, and every deal of a lesson
played to its end (as a lesson deal, kept apart), goes into the player's history
(:mod:`dokodesk.persistence.history`, ``history.db`` in the data folder), written by a thread
of its own, never the GUI thread; the games not yet judged are judged in a process of their
own at the lowest priority (:func:`dokodesk.course.review.judge_in_background`), so that the
table never waits for it. A watched table (``--autoplay``) writes no history, nor does a
practice game or a deal thrown in.
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import TYPE_CHECKING, Self

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QWidget

from dokodesk.course.review import add_game, judge_in_background
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import Phase
from dokodesk.persistence.history import NAME, History
from dokodesk.persistence.record import GameRecord
from dokodesk.text.messages import describe, render

if TYPE_CHECKING:
    from .mainwindow import MainWindow

ANALYSE = True
"""Whether the app judges the history's games in the background (the GUI tests turn it off:
they need no judgement)."""


class HistoryKeeper(QObject):
    """Writes finished games into the history at ``folder / history.db`` (each on a short
    thread of its own) and judges them in the background."""

    changed = Signal()
    """A game was added or judged (in the GUI thread)."""
    problem = Signal(str)
    """What went wrong with the history, in words (in the GUI thread)."""
    waiting = Signal(int)
    """The training positions waiting today (after :meth:`count`, in the GUI thread)."""

    def __init__(self, parent: QObject | None, folder: Path, lang: str) -> None:
        super().__init__(parent)
        self.path = folder / NAME
        self.lang = lang
        self._lock = threading.Lock()
        self._writers: list[threading.Thread] = []
        self._process: BaseProcess | None = None
        self._again = False
        self._stopped = False

    def add(self, record: GameRecord, seat: int, until: int | None = None) -> None:
        """Put the finished game ``record`` played from ``seat`` into the history (on a
        thread of its own), then judge it in the background."""
        self._start(self._write, "history-writer", record, seat, until, "")

    def add_lesson_deal(self, record: GameRecord, seat: int, lesson: str) -> None:
        """Put the deal ``record`` of the lesson with the id ``lesson``, played to its end by
        the learner in ``seat``, into the history as a lesson deal (kept apart from the
        table's games: neither the Statistik nor Fehler üben counts it), as :meth:`add`
        does."""
        self._start(self._write, "history-writer", record, seat, None, f"lesson:{lesson}")

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until every game handed in is written."""
        with self._lock:
            writers = list(self._writers)
        for writer in writers:
            writer.join(timeout)

    def open(self) -> History:
        """The history, to read from (the caller closes it)."""
        return History.open(self.path)

    def count(self) -> None:
        """Count the training positions waiting (on a thread; :attr:`waiting` tells)."""
        if not self.path.exists():
            self.waiting.emit(0)
            return
        self._start(self._count, "history-count")

    def _count(self) -> None:
        try:
            with History.open(self.path) as history:
                count = len(history.positions())
        except DokoError:
            return
        self.waiting.emit(count)

    def _start(self, target: Callable[..., None], name: str, *args: object) -> None:
        thread = threading.Thread(target=target, args=args, name=name, daemon=True)
        with self._lock:
            self._writers = [w for w in self._writers if w.is_alive()] + [thread]
        thread.start()

    def judge(self) -> None:
        """Judge the games waiting, in a process of its own at the lowest priority (at once,
        or after the one judging now)."""
        if not ANALYSE or not self.path.exists():
            return
        with self._lock:
            if self._stopped:
                return
            if self._process is not None:
                self._again = True
                return
            process = multiprocessing.get_context("spawn").Process(
                target=judge_in_background, args=(str(self.path),), name="history-judge")
            # not a daemon: the judgement's own sampling processes are its children
            self._process = process
            process.start()
        threading.Thread(target=self._wait, args=(process,), name="history-judge-wait",
                         daemon=True).start()

    def stop(self) -> None:
        """Stop judging (what is judged stays; the game being judged is judged next time)
        and wait for the games handed in to be written."""
        with self._lock:
            self._stopped = True
            process = self._process
        if process is not None and process.is_alive():
            process.terminate()
            process.join(2)
        self.flush()

    def _write(self, record: GameRecord, seat: int, until: int | None, lesson: str) -> None:
        """Write a game (``lesson``: where a lesson deal came from, empty for the table's)."""
        try:
            if record.finished().phase is Phase.THROWN_IN:  # no decision of his to judge
                return
            with History.open(self.path) as history:
                if history.damaged is not None:
                    self.problem.emit(render("history_damaged", {"moved": history.damaged},
                                             self.lang))
                add_game(history, record, seat, lesson, bool(lesson), until)
        except DokoError as exc:
            self.problem.emit(describe(exc, self.lang))
            return
        self.changed.emit()
        self._count()
        self.judge()

    def _wait(self, process: BaseProcess) -> None:
        process.join()
        with self._lock:
            self._process = None
            again, self._again = self._again, False
            stopped = self._stopped
        if not stopped:
            self.changed.emit()
            self._count()
            if again:
                self.judge()


class HistoryDialog(QDialog):
    """A window on the player's history (the Statistik, Fehler üben): it reads ``history``,
    which it closes with itself."""

    def __init__(self, history: History, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.lang = lang

    @classmethod
    def open_for(cls, window: MainWindow) -> Self | None:
        """Open the window on the history of ``window`` once every game handed in is
        written (one of its kind: one open already is closed first); None, with the reason
        at the table, where the history cannot be opened."""
        window.history.flush()
        try:
            history = window.history.open()
        except DokoError as exc:
            window.table.show_message(describe(exc, window.lang), error=True)
            return None
        for old in window.findChildren(cls):
            old.close()
            old.deleteLater()
        shown = cls(history, window.lang, window)
        shown.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        shown.show()
        return shown

    def closeEvent(self, event: QCloseEvent) -> None:
        self.history.close()
        super().closeEvent(event)
