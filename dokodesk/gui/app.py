"""Start the desktop app: ``python -m dokodesk.gui`` (or ``dokodesk-gui``).

    --lang de|en            the language (default: the setting, German at first)
    --data-dir DIR          where the Partie is autosaved (default: the user's data folder)
    --new PRESET            start a Partie at once with a preset (ddv, vowi, kneipe, kneipe_plus),
                            skipping
                            the new-Partie dialog; with --seed, --players, --seat, --games,
                            --level (for scripted sessions and screenshots)
    --size WxH              the window's size (e.g. 1600x1000)
    --measure-startup       print the milliseconds from the start of the process until the
                            main window is shown, then quit
    --autoplay              watch computer players (--level) at every seat play --games games
                            of --new's rules (DDV without it) at full speed, with no dialog and
                            nothing saved, then quit; the exit status is 1 when a computer
                            player failed or the app raised an exception (for tests and CI)
"""

from __future__ import annotations

import argparse
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

_T0 = time.perf_counter()

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from dokodesk.engine.game import Phase, State  # noqa: E402
from dokodesk.engine.partie import Length, PartieSettings, TableConfig  # noqa: E402
from dokodesk.engine.rules import PRESETS, preset  # noqa: E402
from dokodesk.engine.table import HUMAN, SeatMap  # noqa: E402
from dokodesk.persistence import paths  # noqa: E402

from .i18n import app_icon, install_translator  # noqa: E402
from .mainwindow import MainWindow  # noqa: E402
from .settings import APPLICATION, ORGANIZATION, AppSettings  # noqa: E402

COMPUTER_NAMES = ("Anna", "Bernd", "Clara", "Dieter", "Erika")
APP_ID = "io.github.dokodesk.dokodesk"
"""The app's freedesktop.org ID: the name of its desktop entry (``packaging/APP_ID.desktop``)
and its AppStream ID, by which the desktop matches the window to the entry."""


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="dokodesk-gui", description="Doppelkopf for the desktop")
    parser.add_argument("--lang", choices=("de", "en"))
    parser.add_argument("--data-dir")
    parser.add_argument("--new", metavar="PRESET", choices=tuple(PRESETS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, choices=(4, 5), default=4)
    parser.add_argument("--seat", type=int, default=0, help="your seat (0 deals first)")
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--level", default="profi", help="the computer players' level")
    parser.add_argument("--size", metavar="WxH", help="the window's size, e.g. 1600x1000")
    parser.add_argument("--measure-startup", action="store_true")
    parser.add_argument("--autoplay", action="store_true",
                        help="computer players at every seat play --games games, then quit")
    return parser.parse_args(argv)


def quick_config(args: argparse.Namespace) -> TableConfig:
    """The table of ``--new``: you at ``--seat``, computers named Anna, Bernd, ...; with
    ``--autoplay`` a watched table, computers at every seat."""
    players = args.players
    seat = None if args.autoplay else args.seat
    you = QCoreApplication.translate("App", "You")
    others = iter(COMPUTER_NAMES)
    names = tuple(you if s == seat else next(others) for s in range(players))
    levels = tuple(HUMAN if s == seat else args.level for s in range(players))
    name = args.new or "ddv"
    rules = preset(name)
    games = (30 if players == 5 else 24) if rules.pflichtsolo == "within_spielrunde" \
        else args.games  # a whole Spielrunde
    settings = PartieSettings(rules, players=players, names=names, length=(Length.GAMES, games))
    return TableConfig(settings=settings, seed=args.seed, human=seat, levels=levels,
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


def data_folder(args: argparse.Namespace) -> Path:
    """The data folder (``--data-dir`` or the user's), made ready for use."""
    folder = Path(args.data_dir) if args.data_dir else paths.data_folder()
    paths.prepare_data_folder(folder)
    return folder


def close_on_signals(window: MainWindow) -> None:
    """SIGTERM and Ctrl+C close the window the normal way (saving, ending the computer
    players' processes). Python sees a signal only when it runs, so a timer lets it run."""

    def close(signum: int, frame: object) -> None:
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


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    app = QApplication(sys.argv[:1])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setDesktopFileName(APP_ID)
    app.setWindowIcon(app_icon())
    settings = AppSettings()
    lang = args.lang or settings.language
    install_translator(app, lang)
    window = MainWindow(settings, data_folder(args), lang)
    close_on_signals(window)
    if args.measure_startup:
        def report() -> None:
            print(f"startup-ms {(time.perf_counter() - _T0) * 1000:.0f}", flush=True)
            window.close()

        probe = _ShownProbe(report)
        window.show()
        handle = window.windowHandle()
        handle.installEventFilter(probe)
        if handle.isExposed():
            QTimer.singleShot(0, report)
    else:
        if args.size:
            width, height = (int(n) for n in args.size.lower().split("x"))
            window.resize(width, height)
        window.show()
        window.activateWindow()
        if args.autoplay:
            failures = autoplay_report(app, window)
            watched = quick_config(args)
            QTimer.singleShot(0, lambda: window.autoplay(watched, args.games))
            status = int(app.exec())
            return 1 if failures else status
        config = quick_config(args) if args.new else None
        QTimer.singleShot(0, lambda: window.start(config))
    return int(app.exec())
