"""Every top-level window and dialog on a laptop's screen: the main window with every panel,
each lesson at each of its steps (every lesson of the course), the analysis, the rules editor,
the Spielliste, the score dialog and the other dialogs, each no wider or taller than the
screen, and none needing more than 1280x720.

Run by ``test_fit.py`` in a Qt of its own whose screen is ``DOKODESK_TEST_SCREEN`` (1366x768,
1280x720, 1920x1080 at a scale of 1.5): the screen of a Qt process cannot change once Qt runs."""

from __future__ import annotations

import os
import random
from pathlib import Path

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from test_course import COURSE, TIMEOUT, _click_answer, _perform, _right_action
from test_tipp import QUICK, window_at

from dokodesk.ai.analysis import analyse
from dokodesk.ai.profi_game import profi_game
from dokodesk.ai.search import Effort
from dokodesk.course import Expect, current, expect
from dokodesk.course.quiz import answer
from dokodesk.engine.game import GameSetup, Phase
from dokodesk.engine.partie import PartieSettings, new_partie, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.table import SeatMap
from dokodesk.gui.screen import FRAME, SMALLEST, fitted
from dokodesk.persistence.houserules import HouseRules

NAMES = ("You", "Anna", "Bernd", "Clara")
LEAST = fitted(SMALLEST, QRect(QPoint(0, 0), SMALLEST), FRAME)
"""What a window may need at least: 1280x720 less a window manager's frame."""


def misfits(window: QWidget, where: str) -> list[str]:
    """What is wrong with ``window`` (shown) on this screen: wider or taller than the screen's
    available geometry, or needing more than :data:`LEAST`."""
    QApplication.processEvents()
    room = window.screen().availableGeometry()
    frame = window.frameGeometry()
    found = []
    if not room.contains(frame):
        found.append(f"{where}: {frame.width()}x{frame.height()} at {frame.x()},{frame.y()} "
                     f"on a screen of {room.width()}x{room.height()}")
    need = window.minimumSize().expandedTo(window.minimumSizeHint())
    if need.width() > LEAST.width() or need.height() > LEAST.height():
        found.append(f"{where}: needs at least {need.width()}x{need.height()}")
    return found


def hidden_trumps(window, where: str) -> list[str]:
    """The trumps of the trump order not fully in sight (the dock's scroll area shows only a
    part of its panel when the docks beside the table are squeezed)."""
    QApplication.processEvents()
    dock = window.trump_dock
    viewport = dock.area.viewport()
    cards = dock.panel.card_labels
    if not cards:
        return [f"trump order {where}: no trumps shown"]
    hidden = 0
    for card in cards:
        top = card.mapTo(viewport, QPoint(0, 0))
        if top.y() < 0 or top.y() + card.height() > viewport.height() or top.x() < 0 \
                or top.x() + card.width() > viewport.width():
            hidden += 1
    return [f"trump order {where}: {hidden} of {len(cards)} trumps not in sight"] if hidden \
        else []


def _once(found: list[str]) -> list[str]:
    return list(dict.fromkeys(found))


def _finished(seed: int):
    setup = GameSetup.from_seed(preset("ddv"), seed=seed, first=1)
    return random_game(setup, random.Random(seed), announce_chance=0.1)


def test_the_screen_is_the_one_asked_for(qapp) -> None:
    screen = QGuiApplication.primaryScreen()
    size = screen.geometry().size() * screen.devicePixelRatio()
    assert f"{size.width()}x{size.height()}" == os.environ["DOKODESK_TEST_SCREEN"]


def test_the_main_window_with_every_panel_fits(qtbot, make_window) -> None:
    window = window_at(qtbot, make_window, lambda st: st.phase == Phase.PLAY and not st.tricks)
    window.tipp.effort = QUICK
    found = misfits(window, "main window")
    window.toggle_spielliste()
    window.toggle_trumps()
    window.show_hint()  # the Tipp asked for and answered: its panel as full as it gets
    qtbot.waitUntil(lambda: window.tipp_panel.tips is not None, timeout=TIMEOUT)
    found += misfits(window, "main window with the Tipp, the Spielliste and the trump order")
    found += hidden_trumps(window, "with the Tipp and the Spielliste open")
    window.resize(3000, 2000)  # as if restored from a larger screen, then shown again
    window.hide()
    window.show()
    found += misfits(window, "main window asked to be 3000x2000")
    assert not found, "\n".join(_once(found))


def test_every_lesson_fits_at_every_step(qtbot, qapp) -> None:
    from dokodesk.gui.course_lesson import LessonWindow

    found = []
    for lesson in COURSE.lessons:
        window = LessonWindow(lesson, "de", animation_ms=0)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        while (waiting := expect(window.run)) is not Expect.DONE:
            run = window.run
            if waiting is not Expect.ADVANCE:
                found += misfits(window, f"lesson {lesson.number} step {run.step + 1} "
                                         f"({waiting.value})")
            if waiting is Expect.ADVANCE:
                qtbot.waitUntil(lambda r=run, w=window: w.run is not r, timeout=TIMEOUT)
            elif waiting is Expect.READ:
                window.go_on()
            elif waiting is Expect.ANSWER:
                _click_answer(window, answer(current(run)))
                found += misfits(window, f"lesson {lesson.number} step {run.step + 1} answered")
                window.go_on()
            else:
                _perform(window, _right_action(run))
        found += misfits(window, f"lesson {lesson.number} at its end")
        window.close()
    assert not found, "\n".join(_once(found))


def test_the_dialogs_fit(qtbot, qapp, app_settings, make_window, tmp_path: Path) -> None:
    from dokodesk.gui.about import AboutDialog, menu_shortcuts
    from dokodesk.gui.analysis import AnalysisDialog
    from dokodesk.gui.course_list import CourseDialog
    from dokodesk.gui.course_start import WaysInDialog
    from dokodesk.gui.newpartie import NewPartieDialog
    from dokodesk.gui.profi_compare import ProfiCompareDialog
    from dokodesk.gui.replay import ReplayDialog
    from dokodesk.gui.rules_editor import RulesEditorDialog
    from dokodesk.gui.scoredialog import ScoreDialog
    from dokodesk.gui.settingsdialog import SettingsDialog
    from dokodesk.gui.spielliste import SpiellisteWidget
    from dokodesk.gui.standings import StandingsDialog

    state = _finished(3)
    partie = new_partie(PartieSettings(preset("ddv"), names=NAMES), seed=4)
    for seed in range(5):
        partie = record_game(partie, _finished(seed), SeatMap(4, seed % 4))
    effort = Effort(samples=2, max_samples=2, workers=1)
    analysis = AnalysisDialog(state, 0, "de", effort=effort, names=NAMES)
    analysis.stop()
    analysis._on_done(analyse(state, 0, effort))
    levels = ["fortgeschritten"] * 4
    compared = ProfiCompareDialog(state, 0, levels, SeatMap(4, 0), NAMES, "de", effort=effort)
    compared.stop()
    compared._on_done(profi_game(state, 0, levels, effort=effort))
    spielliste = SpiellisteWidget()
    spielliste.set_partie(partie, list(NAMES), ())
    house = HouseRules("", "", preset("ddv"), "ddv")
    dialogs = {
        "the analysis": analysis,
        "Wie hätte Profi gespielt?": compared,
        "the rules editor": RulesEditorDialog(house, "de", library=tmp_path / "library"),
        "the rules, read only": RulesEditorDialog(house, "de", library=tmp_path / "library",
                                                  read_only=True),
        "the score dialog": ScoreDialog(state, SeatMap(4, 0), NAMES, "de"),
        "the Spielliste on its own": spielliste,
        "the standings": StandingsDialog(partie, NAMES, "de"),
        "the replay": ReplayDialog(state, SeatMap(4, 0), NAMES, "de"),
        "the new-Partie dialog": NewPartieDialog(app_settings),
        "the settings": SettingsDialog(app_settings),
        "About": AboutDialog(tmp_path, tmp_path, "settings.ini",
                             menu_shortcuts(make_window().menuBar())),
        "the ways in": WaysInDialog(),
        "the course list": CourseDialog(tmp_path / "data", "de", animation_ms=0),
    }
    found = []
    for where, dialog in dialogs.items():
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        found += misfits(dialog, where)
        dialog.close()
    assert not found, "\n".join(_once(found))
