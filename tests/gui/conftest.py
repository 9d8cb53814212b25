"""Fixtures for the GUI tests: offscreen Qt, settings in a temporary file, a question box
answered "Yes" without being shown (a test that cares about the answer patches it itself), a
guard that fails every test which leaves a thread (or a worker process) running, and as in the
app, garbage collected between events only (what a test closed is deleted after it)."""

from __future__ import annotations

import multiprocessing
import os
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QSettings, QStandardPaths, QThreadPool
from PySide6.QtWidgets import QApplication

from dokodesk.gui.collector import EventLoopCollector

QStandardPaths.setTestModeEnabled(True)  # never the user's own data folder

GRACE_SECONDS = 2.0


def _running_threads(before: set[int]) -> list[threading.Thread]:
    """Python threads started during the test that still run (Qt's pool threads that once ran
    Python show up as dummy threads forever; they are checked through the pools instead)."""
    return [t for t in threading.enumerate()
            if t.ident not in before and t.is_alive()
            and not isinstance(t, threading._DummyThread)]  # type: ignore[attr-defined]


def _leftovers(before: set[int]) -> list[str]:
    from dokodesk.gui.worker import busy_threads

    found = []
    if busy_threads():
        found.append(f"{busy_threads()} computer-player worker thread(s) still computing")
    active = QThreadPool.globalInstance().activeThreadCount()
    if active:
        found.append(f"{active} thread(s) of the global QThreadPool still running")
    found += [f"thread {t.name!r} still running" for t in _running_threads(before)]
    found += [f"process {p.name!r} (pid {p.pid}) still running"
              for p in multiprocessing.active_children()]
    return found


@pytest.fixture(autouse=True)
def questions_answered_yes(monkeypatch: pytest.MonkeyPatch) -> None:
    """``QMessageBox.question`` says Yes at once (closing a lesson begun asks it)."""
    from PySide6.QtWidgets import QMessageBox

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *args, **kwargs: QMessageBox.StandardButton.Yes)


@pytest.fixture(autouse=True)
def history_not_judged(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's history judges no game in the background (a test that wants it says so)."""
    from dokodesk.gui import history_keeper

    monkeypatch.setattr(history_keeper, "ANALYSE", False)


@pytest.fixture(scope="session", autouse=True)
def garbage_collected_between_events(qapp) -> Iterator[EventLoopCollector]:
    """As in the app: cyclic garbage is collected from the event loop only (a collection in
    the middle of a Qt call may hang it, :mod:`dokodesk.gui.collector`)."""
    collector = EventLoopCollector(qapp)
    yield collector
    collector.stop()


@pytest.fixture(autouse=True)
def cleared_after_the_test(garbage_collected_between_events) -> Iterator[None]:
    """After every test, what an event loop does between events (between tests no Qt call
    runs): the widgets the test closed deleted (pytest-qt closes them with ``deleteLater``,
    which only an event loop carries out) and the garbage due collected. A test that never
    runs the event loop would leave them piling up: the rules editor's tests open some 400
    dialogs of about 11 MB each."""
    yield
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    garbage_collected_between_events.collect()


@pytest.fixture(autouse=True)
def no_leftover_threads(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail the test if it leaves a thread or a worker process running (the search's worker
    processes that earlier, non-GUI tests started are ended first: they are not this test's)."""
    from dokodesk.ai.search import shutdown

    shutdown()
    before = {t.ident for t in threading.enumerate() if t.ident is not None}
    yield
    deadline = time.monotonic() + GRACE_SECONDS
    leftovers = _leftovers(before)
    while leftovers and time.monotonic() < deadline:
        time.sleep(0.02)
        leftovers = _leftovers(before)
    if leftovers:
        pytest.fail(f"{request.node.name} left running: " + "; ".join(leftovers),
                    pytrace=False)


@pytest.fixture
def app_settings(tmp_path: Path, qapp):
    """App settings kept in a temporary file, with animations off."""
    from dokodesk.gui.settings import AppSettings

    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    settings.animation_ms = 0
    settings.language = "en"
    return settings


@pytest.fixture
def make_window(app_settings, tmp_path: Path, qtbot):
    """A function opening the main window (offscreen, 1280x800) on a new Partie."""
    from dokodesk.ai.turns import decide
    from dokodesk.gui.mainwindow import MainWindow

    windows = []

    def make(config=None, decider=decide, size=(1280, 800)):
        window = MainWindow(app_settings, tmp_path / "data", "en", decider=decider)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        qtbot.waitExposed(window)
        if config is not None:
            window.start(config)
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()
