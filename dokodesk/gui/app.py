"""Start the desktop app with the options the command line parsed (:mod:`dokodesk.cli.parser`
defines them: ``--data-dir``, ``--new`` with ``--seed``, ``--players``, ``--seat``,
``--games`` and ``--level``, ``--size``, ``--measure-startup``, ``--autoplay``), as
``dokodesk`` and ``dokodesk-gui`` do without a command.

One copy runs per data folder (:mod:`.instance`): a second start brings the first one's window
to the front and exits. ``--autoplay`` saves nothing and takes no folder. A data folder that
cannot be written is said at once, over the table (:mod:`.savewarning`).
"""

from __future__ import annotations

import argparse
import signal
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from dokodesk import STARTED
from dokodesk.engine.game import Phase, State
from dokodesk.engine.partie import Length, PartieSettings, TableConfig
from dokodesk.engine.rules import preset
from dokodesk.engine.table import HUMAN, SeatMap
from dokodesk.persistence import paths
from dokodesk.text.commandline import say
from dokodesk.text.words import COMPUTER_NAMES

from .collector import EventLoopCollector
from .i18n import app_icon, install_translator
from .instance import Claim, SingleCopy, bring_to_front
from .mainwindow import MainWindow
from .settings import APPLICATION, ORGANIZATION, AppSettings

APP_ID = "io.github.dokodesk.dokodesk"
"""The app's freedesktop.org ID: the name of its desktop entry (``packaging/APP_ID.desktop``)
and its AppStream ID, by which the desktop matches the window to the entry."""


def quick_config(args: argparse.Namespace) -> TableConfig:
    """The table of ``--new``: you at ``--seat``, computers named Anna, Bernd, ...; with
    ``--autoplay`` a watched table, computers at every seat."""
    players = args.app_players
    seat = None if args.app_autoplay else args.app_seat
    you = QCoreApplication.translate("App", "You")
    others = iter(COMPUTER_NAMES)
    names = tuple(you if s == seat else next(others) for s in range(players))
    levels = tuple(HUMAN if s == seat else args.app_level for s in range(players))
    name = args.app_new or "ddv"
    rules = preset(name)
    games = (30 if players == 5 else 24) if rules.pflichtsolo == "within_spielrunde" \
        else args.app_games  # a whole Spielrunde
    settings = PartieSettings(rules, players=players, names=names, length=(Length.GAMES, games))
    return TableConfig(settings=settings, seed=args.app_seed, human=seat, levels=levels,
                       rules_name=name)


class _ShownProbe(QObject):
    """Reports the first time the window is exposed on screen."""

    def __init__(self, report: Callable[[], None]) -> None:
        super().__init__()
        self.report = report

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Expose:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.report)
        return False


def write_problem(folder: Path) -> OSError | None:
    """Why nothing can be written into ``folder``, if so."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return exc
    return None


def close_on_signals(window: MainWindow) -> None:
    """SIGTERM and Ctrl+C close the window the normal way (saving, ending the computer
    players' processes). Python sees a signal only when it runs, so a timer lets it run."""

    def close(signum: int, frame: object) -> None:
        window.save_warning.ask = False  # nobody is there to answer
        window.close()
        QApplication.quit()

    signal.signal(signal.SIGTERM, close)
    signal.signal(signal.SIGINT, close)
    timer = QTimer(window)
    timer.timeout.connect(lambda: None)
    timer.start(200)


def autoplay_report(app: QApplication, window: MainWindow) -> list[str]:
    """For ``--autoplay``: a line on stdout for every game played, and what went wrong, so
    that the exit status can tell. Every problem the table reports (a computer player's
    mistake, a failed save) is printed to stderr and kept; an exception anywhere in the app
    prints its traceback, is kept and ends the app."""
    failures: list[str] = []
    controller = window.controller

    def finished(state: State, seats: SeatMap) -> None:
        if state.phase == Phase.THROWN_IN:
            print("thrown in: nobody took the Armut", flush=True)
            return
        assert controller.partie is not None and controller.config is not None
        entry = controller.partie.games[-1]
        names = controller.config.settings.names
        points = ", ".join(f"{n} {p:+d}" for n, p in zip(names, entry.points, strict=True))
        winner = f"{entry.winner} wins" if entry.winner else "nobody wins"
        print(f"game {entry.number} ({entry.kind}): {winner}; {points}", flush=True)

    def problem(text: str) -> None:
        print(text, file=sys.stderr, flush=True)
        failures.append(text)

    def exception(kind: type[BaseException], value: BaseException,
                  traceback: TracebackType | None) -> None:
        sys.__excepthook__(kind, value, traceback)
        failures.append(f"{kind.__name__}: {value}")
        app.exit(1)

    controller.gameFinished.connect(finished)
    controller.problem.connect(problem)
    sys.excepthook = exception
    return failures


def run(args: argparse.Namespace) -> int:
    """The app with the parsed options (``args.lang``: the language asked for, if any);
    returns the exit status."""
    app = QApplication(sys.argv[:1])
    EventLoopCollector(app)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    settings = AppSettings()
    lang = args.lang or settings.language
    install_translator(app, lang)
    folder = Path(args.app_data_dir) if args.app_data_dir else paths.data_folder()
    if args.app_autoplay:  # a watched table saves nothing: the folder stays as it is
        return _watch(app, MainWindow(settings, folder, lang), args)
    copy = SingleCopy(folder)
    claim = copy.claim()
    if claim in (Claim.OTHER, Claim.SILENT):
        key = "already_running" if claim is Claim.OTHER else "already_running_silent"
        print(say(key, lang, folder=folder), file=sys.stderr)
        return 0 if claim is Claim.OTHER else 1
    if claim is Claim.OWN:
        paths.prepare_data_folder(folder)
    window = MainWindow(settings, folder, lang)
    copy.listen(lambda: bring_to_front(window))
    window.save_warning.show_problem(write_problem(folder))
    try:
        return _show(app, window, args)
    finally:
        copy.release()


def _watch(app: QApplication, window: MainWindow, args: argparse.Namespace) -> int:
    """``--autoplay``: the computers play ``--games`` games at every seat, then the app quits;
    1 where something went wrong."""
    close_on_signals(window)
    if args.app_size:
        window.resize(*args.app_size)
    window.show()
    failures = autoplay_report(app, window)
    watched = quick_config(args)
    QTimer.singleShot(0, lambda: window.autoplay(watched, args.app_games))
    status = int(app.exec())
    return 1 if failures else status


def _show(app: QApplication, window: MainWindow, args: argparse.Namespace) -> int:
    close_on_signals(window)
    if args.app_measure_startup:
        def report() -> None:
            print(f"startup-ms {(time.perf_counter() - STARTED) * 1000:.0f}", flush=True)
            window.close()

        probe = _ShownProbe(report)
        window.show()
        handle = window.windowHandle()
        handle.installEventFilter(probe)
        if handle.isExposed():
            QTimer.singleShot(0, report)
    else:
        if args.app_size:
            window.resize(*args.app_size)
        window.show()
        window.activateWindow()
        config = quick_config(args) if args.app_new else None
        QTimer.singleShot(0, lambda: window.start(config))
    return int(app.exec())
