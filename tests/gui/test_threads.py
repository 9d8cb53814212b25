"""Computer players think off the GUI thread: the GUI keeps running, stale answers are
dropped, and closing the window while a computer thinks ends cleanly."""

from __future__ import annotations

import subprocess
import sys
import threading
import time
from pathlib import Path

from gui_helpers import table_config
from PySide6.QtCore import QTimer

from dokodesk.ai.search import Cancelled
from dokodesk.ai.turns import decide
from dokodesk.engine.game import Reserve
from dokodesk.gui.controller import GameController
from dokodesk.gui.worker import busy_threads

TIMEOUT = 10_000


def test_a_slow_decision_runs_off_the_gui_thread_while_the_gui_keeps_ticking(
        qtbot, tmp_path) -> None:
    gui_thread = threading.get_ident()
    ticks = [0]
    ticked_enough = threading.Event()
    decided_on: list[int] = []
    ticks_while_thinking: list[int] = []

    def slow(view, legal, level, seed, cancelled=None):
        decided_on.append(threading.get_ident())
        # returns only after the GUI thread has processed ten more timer events
        start = ticks[0]
        assert ticked_enough.wait(5), "the GUI thread stopped while the computer thought"
        ticks_while_thinking.append(ticks[0] - start)
        return decide(view, legal, level, seed, cancelled)

    def tick() -> None:
        ticks[0] += 1
        if decided_on and ticks[0] >= 10 and not ticked_enough.is_set():
            ticked_enough.set()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(10)
    c = GameController(save_path=tmp_path / "partie.json", decider=slow)
    c.animation_ms = 0
    c.start(table_config("ddv", seed=3, human=2))
    qtbot.waitUntil(lambda: len(c.state.history) >= 1, timeout=TIMEOUT)
    timer.stop()
    c.shutdown()
    assert decided_on and all(t != gui_thread for t in decided_on)
    assert ticks_while_thinking[0] >= 1 and ticks[0] >= 10


def test_a_stale_answer_is_dropped(qtbot, tmp_path) -> None:
    release = threading.Event()
    started = threading.Event()
    stale: list[object] = []

    def held(view, legal, level, seed, cancelled=None):
        if not stale:
            stale.append(Reserve(view.player, "gesund"))
            started.set()
            release.wait(5)
            return stale[0]
        return decide(view, legal, level, seed, cancelled)

    c = GameController(save_path=tmp_path / "partie.json", decider=held)
    c.animation_ms = 0
    applied: list[object] = []
    c.changed.connect(lambda state, action: applied.append(action))
    c.start(table_config("ddv", seed=3, human=2))
    assert started.wait(5)
    c.start(table_config("ddv", seed=4, human=2))  # a new Partie while the old answer is due
    release.set()
    qtbot.waitUntil(lambda: c.human_to_act() and not c.busy, timeout=TIMEOUT)
    assert c.config.seed == 4
    assert len(c.state.history) == 1  # seat 1 has spoken in the new Partie ...
    assert all(action is not stale[0] for action in applied)  # ... with a fresh answer
    c.shutdown()


def test_closing_the_window_while_a_computer_thinks(qtbot, make_window) -> None:
    thinking = threading.Event()

    def slow(view, legal, level, seed, cancelled=None):
        thinking.set()
        time.sleep(0.4)
        return decide(view, legal, level, seed, cancelled)

    window = make_window(table_config("ddv", seed=3, human=2), decider=slow)
    assert thinking.wait(5)
    assert busy_threads() == 1
    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 3
    assert busy_threads() == 0


def test_closing_calls_off_a_search_in_progress(qtbot, make_window) -> None:
    searching = threading.Event()
    called_off = threading.Event()

    def endless(view, legal, level, seed, cancelled=None):
        searching.set()
        while not cancelled():
            time.sleep(0.005)
        called_off.set()
        raise Cancelled

    window = make_window(table_config("ddv", seed=3, human=2), decider=endless)
    assert searching.wait(5)
    window.close()  # returns only once the search has stopped
    assert called_off.is_set() and busy_threads() == 0


def test_a_stale_search_is_called_off(qtbot, tmp_path) -> None:
    searching = threading.Event()
    called_off = threading.Event()

    def endless(view, legal, level, seed, cancelled=None):
        if called_off.is_set():
            return decide(view, legal, level, seed, cancelled)
        searching.set()
        while not cancelled():
            time.sleep(0.005)
        called_off.set()
        raise Cancelled

    c = GameController(save_path=tmp_path / "partie.json", decider=endless)
    c.start(table_config("ddv", seed=3, human=2))
    assert searching.wait(5)
    c.start(table_config("ddv", seed=4, human=2))  # the game moved on
    assert called_off.wait(5)
    c.shutdown()


APP_SCRIPT = """
import sys, threading, time
from pathlib import Path
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
sys.path.insert(0, {tests!r})
from gui_helpers import table_config
from dokodesk.engine.game import Reserve
from dokodesk.gui.mainwindow import MainWindow
from dokodesk.gui.settings import AppSettings
from dokodesk.ai.turns import decide
from PySide6.QtCore import QSettings

thinking = threading.Event()

def slow(view, legal, level, seed, cancelled=None):
    thinking.set()
    time.sleep(0.5)
    return decide(view, legal, level, seed, cancelled)

app = QApplication([])
settings = AppSettings(QSettings({ini!r}, QSettings.Format.IniFormat))
window = MainWindow(settings, Path({data!r}), "en", decider=slow)
window.show()
window.start(table_config("ddv", seed=3, human=2, level="profi"))

def close_when_thinking():
    if thinking.is_set():
        window.close()
        app.quit()
    else:
        QTimer.singleShot(10, close_when_thinking)

QTimer.singleShot(10, close_when_thinking)
app.exec()
print("exited cleanly")
"""


def test_the_app_exits_cleanly_when_closed_while_a_computer_thinks(tmp_path: Path) -> None:
    script = APP_SCRIPT.format(tests=str(Path(__file__).parent), ini=str(tmp_path / "s.ini"),
                               data=str(tmp_path / "data"))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=60, env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin"})
    assert done.returncode == 0, done.stderr
    assert "exited cleanly" in done.stdout
    assert "QThread" not in done.stderr and "Destroyed" not in done.stderr
