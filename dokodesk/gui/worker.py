"""Computer players off the GUI thread, in the style of Anki's background operations.

A computer player's decision is the pure function :func:`dokodesk.ai.turns.decide`.
:meth:`ComputerWorker.submit` runs such a function on its own :class:`QThreadPool` with the
two functions its result goes to, ``on_done(result)`` or ``on_failed(traceback)``, called in
the GUI thread by a queued signal; a job called off (a newer one, :meth:`~ComputerWorker.
cancel`, the window closing) never delivers, so a caller never sees a stale answer. Nothing
here touches a widget, and the computation never runs on the GUI thread.

Shutting down (:meth:`ComputerWorker.shutdown`) drops the jobs not yet started, waits for
the one that is thinking and ends the AI's worker processes, so that nothing outlives the
window; :meth:`ComputerWorker.stop` does the same for one worker of several and leaves the
processes to the others.
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import traceback
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot

from dokodesk.ai import shutdown as stop_ai_processes
from dokodesk.ai.search import Cancel, Cancelled

WORKER_NICENESS = 10
"""How much lower the worker threads' CPU priority is (Linux: per thread, and inherited by
the processes a computer player starts), so that the GUI thread wins on a busy machine."""

_LINUX = sys.platform.startswith("linux")
_GUI_NICENESS = os.getpriority(os.PRIO_PROCESS, 0) if _LINUX else 0


def _yield_to_the_gui() -> None:
    """Give the calling worker thread a lower CPU priority than the GUI thread (Linux only:
    elsewhere the call would lower the whole process)."""
    if _LINUX:
        with contextlib.suppress(OSError):
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(),
                           _GUI_NICENESS + WORKER_NICENESS)


class _Relay(QObject):
    """Lives in the GUI thread; jobs emit through it, so delivery is queued to that thread."""

    delivered = Signal(object, object)
    """(a job's delivery, its argument), emitted on the worker thread."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.delivered.connect(self._deliver)

    @Slot(object, object)
    def _deliver(self, deliver: Callable[[Any], None], value: Any) -> None:
        deliver(value)  # in the GUI thread, where the relay lives


Job = Callable[[Cancel], Any]
"""A job: a pure function given a way to ask whether it has been called off."""


class _Job(QRunnable):
    def __init__(self, relay: _Relay, fn: Job, stop: threading.Event,
                 on_done: Callable[[Any], None], on_failed: Callable[[str], None]) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self._relay = relay
        self._fn = fn
        self._stop = stop
        self._on_done = on_done
        self._on_failed = on_failed

    def run(self) -> None:
        _yield_to_the_gui()
        try:
            result = self._fn(self._stop.is_set)
        except Cancelled:
            return  # nobody wants the answer any more
        except Exception:  # the GUI decides what to do about a broken computer player
            self._deliver(self._on_failed, traceback.format_exc())
            return
        self._deliver(self._on_done, result)

    def _deliver(self, callback: Callable[[Any], None], value: Any) -> None:
        stop = self._stop

        def deliver(value: Any) -> None:  # in the GUI thread: unless called off meanwhile
            if not stop.is_set():
                callback(value)

        # RuntimeError: the relay is gone (the window closed), nobody wants the result
        with contextlib.suppress(RuntimeError):
            self._relay.delivered.emit(deliver, value)


_LIVE: weakref.WeakSet[ComputerWorker] = weakref.WeakSet()


def busy_threads() -> int:
    """How many worker threads are computing right now, over all live workers."""
    return sum(w.active() for w in list(_LIVE))


class ComputerWorker(QObject):
    """Runs jobs off the GUI thread, each with the functions its answer goes to there."""

    def __init__(self, parent: QObject | None = None, threads: int = 2) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(threads)
        self._relay = _Relay(self)
        self._closed = False
        self._stops: list[threading.Event] = []
        _LIVE.add(self)

    def submit(self, fn: Job, on_done: Callable[[Any], None],
               on_failed: Callable[[str], None]) -> None:
        """Run ``fn(cancelled)`` on a worker thread; in the GUI thread ``on_done(result)``
        follows, or ``on_failed(traceback)`` when it raised. A newer job makes every earlier
        one stale: those still waiting are dropped, those running are called off, and the
        answer of neither ever arrives."""
        if self._closed:
            return
        self.cancel()
        stop = threading.Event()
        self._stops.append(stop)
        self._pool.start(_Job(self._relay, fn, stop, on_done, on_failed))

    def cancel(self) -> None:
        """Drop the waiting jobs and call off the running ones (their answers never come)."""
        self._pool.clear()
        for stop in self._stops:
            stop.set()
        self._stops = []

    def active(self) -> int:
        """Threads computing now (none once Qt has deleted the pool: its destructor waits)."""
        try:
            return self._pool.activeThreadCount()
        except RuntimeError:
            return 0

    def wait(self, msecs: int = -1) -> bool:
        """Wait until every started job has returned (True) or ``msecs`` passed (False)."""
        return bool(self._pool.waitForDone(msecs))

    def stop(self) -> None:
        """Drop waiting jobs, call off the running one and wait for it; later submissions are
        ignored. The computer players' worker processes stay for the other workers."""
        self._closed = True
        self.cancel()
        self._pool.waitForDone()

    def shutdown(self) -> None:
        """Stop, and end the computer players' worker processes at once (a running batch is
        not waited for)."""
        self.stop()
        stop_ai_processes(wait=False)


class LatestJob(QObject):
    """One question at a time on a worker thread (the Tipp, the analysis of a game):
    ``answered(result)`` comes for the job submitted last, never for one called off or
    replaced by a newer one."""

    answered = Signal(object)
    failed = Signal(str)
    """The job broke (the traceback, for the log)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._worker = ComputerWorker(self, threads=1)
        self._token = 0
        self._pending: int | None = None

    @property
    def pending(self) -> bool:
        """Whether an answer is awaited."""
        return self._pending is not None

    def is_current(self, token: int) -> bool:
        """Whether ``token`` (from :meth:`submit`) is the job whose answer is awaited."""
        return token == self._pending

    @property
    def next_token(self) -> int:
        """The token the next :meth:`submit` gives its job (for a job that reports on
        itself while it runs)."""
        return self._token + 1

    def submit(self, fn: Job) -> int:
        """Run ``fn(cancelled)`` (an earlier job is called off); returns the job's token."""
        self._token += 1
        self._pending = token = self._token
        self._worker.submit(fn, lambda result: self._answer(token, result),
                            lambda text: self._fail(token, text))
        return token

    def cancel(self) -> None:
        """Call the job off: its answer never comes."""
        self._token += 1
        if self._pending is not None:
            self._worker.cancel()
        self._pending = None

    def stop(self) -> None:
        """Call off and wait until the worker thread is idle (its window closes)."""
        self._pending = None
        self._worker.stop()

    def _answer(self, token: int, result: object) -> None:
        if token == self._pending:
            self._pending = None
            self.answered.emit(result)

    def _fail(self, token: int, text: str) -> None:
        if token == self._pending:
            self._pending = None
            self.failed.emit(text)


class _ProgressRelay(QObject):
    """Lives in the GUI thread: a job reports its progress through it (queued)."""

    progressed = Signal(int, int, int)
    """(the job's token, done, in all)."""


Progressing = Callable[[Callable[[int, int], None], Cancel], Any]
"""``fn(progress, cancelled)``: a job that reports ``progress(done, total)`` as it goes."""


class ProgressJob(LatestJob):
    """A :class:`LatestJob` that reports its progress: ``progressed(done, total)`` comes, in
    the GUI thread, only for the job whose answer is awaited."""

    progressed = Signal(int, int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._progress_relay = _ProgressRelay(self)
        self._progress_relay.progressed.connect(self._on_progress)

    def submit_progressing(self, fn: Progressing) -> int:
        """Run ``fn(progress, cancelled)`` (an earlier job is called off)."""
        relay, token = self._progress_relay, self.next_token

        def progress(done: int, total: int) -> None:
            with contextlib.suppress(RuntimeError):  # the window is gone: nobody listens
                relay.progressed.emit(token, done, total)

        return self.submit(lambda cancelled: fn(progress, cancelled))

    def _on_progress(self, token: int, done: int, total: int) -> None:
        if self.is_current(token):
            self.progressed.emit(done, total)

