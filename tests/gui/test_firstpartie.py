"""A newcomer's first Partie: the Lernpartie (one Runde of four games by the DDV rules without
a Pflichtsolo, against Fortgeschritten, the Tipp and the trump order open, a Tipp only on
request), offered from the ways in and after the course until a Partie has been finished, and
always a preset of the new-Partie dialog; the full DDV Spielrunde one click away."""

from __future__ import annotations

from gui_helpers import healthy_decider
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_controller import run_until
from test_course import COURSE, TIMEOUT, _click_answer, _perform, _right_action
from test_tipp import QUICK

from dokodesk.course import Expect, current, expect
from dokodesk.course.quiz import answer
from dokodesk.engine.partie import Length, PartieSettings, TableConfig, new_partie, next_game
from dokodesk.engine.rules import Precedence, preset
from dokodesk.engine.table import HUMAN
from dokodesk.gui.firstpartie import (
    FirstPartieDialog,
    is_lernpartie,
    lernpartie_config,
    spielrunde_config,
)


def _dialogs(kind: type) -> list:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def test_the_lernpartie_is_one_runde_of_four_games_without_a_pflichtsolo() -> None:
    config = lernpartie_config("You", seed=5)
    rules = config.settings.rules
    assert rules.pflichtsolo == "off" and Precedence.PFLICHTSOLO not in rules.reservation_order
    assert rules.replace(pflichtsolo="within_spielrunde", reservation_order=preset(
        "ddv").reservation_order) == preset("ddv")  # otherwise the DDV's rules
    assert config.settings.length == (Length.RUNDEN, 1) and config.settings.players == 4
    assert config.levels == (HUMAN, "fortgeschritten", "fortgeschritten", "fortgeschritten")
    assert is_lernpartie(config)
    partie = new_partie(config.settings, seed=5)
    setup = next_game(partie)[0]
    assert not any(setup.owes_pflichtsolo or ())  # nobody owes a solo
    full = spielrunde_config("You", seed=5)
    assert full.settings.rules == preset("ddv") and full.settings.length == (Length.GAMES, 24)
    assert not is_lernpartie(full)
    three = PartieSettings(rules=rules, players=4, length=(Length.RUNDEN, 3))
    assert not is_lernpartie(TableConfig(three, 5, 0, config.levels))
    assert not is_lernpartie(TableConfig(config.settings, 5, None, ("random",) * 4))


def test_play_a_partie_offers_the_lernpartie_until_one_is_finished(
        qtbot, make_window, app_settings, monkeypatch) -> None:
    window = make_window()
    assert not app_settings.finished_partie
    window.play_first()
    (dialog,) = [d for d in _dialogs(FirstPartieDialog) if d.parent() is window]
    assert [b.accessibleName() for b in dialog.buttons.values()] == [
        "Lernpartie (recommended)", "Full DDV Spielrunde", "Choose for yourself…"]
    assert dialog.buttons["lernpartie"].isDefault()
    QTest.mouseClick(dialog.buttons["lernpartie"], Qt.MouseButton.LeftButton)
    c = window.controller
    qtbot.waitUntil(lambda: c.config is not None, timeout=TIMEOUT)
    assert is_lernpartie(c.config)
    assert window.tipp_dock.isVisible() and window.trump_dock.isVisible()
    run_until(qtbot, c, lambda: c.human_to_act() and not c.busy)
    # the Tipp waits to be asked: neither thinking nor shown on its own
    panel = window.tipp_panel
    assert not window.tipp.thinking and panel.tips is None
    assert panel.ask_button.isVisibleTo(panel) and panel.ask_button.text() == "Show a hint (H)"
    window.tipp.effort = QUICK
    QTest.mouseClick(panel.ask_button, Qt.MouseButton.LeftButton)
    assert panel.thinking
    qtbot.waitUntil(lambda: panel.tips is not None, timeout=TIMEOUT)
    assert not panel.ask_button.isVisibleTo(panel)
    # the full Spielrunde is one click away too
    window.play_first()
    (again,) = [d for d in _dialogs(FirstPartieDialog) if d.parent() is window]
    QTest.mouseClick(again.buttons["spielrunde"], Qt.MouseButton.LeftButton)  # gives up: Yes
    qtbot.waitUntil(lambda: c.config is not None and not is_lernpartie(c.config),
                    timeout=TIMEOUT)
    assert c.config.settings.rules == preset("ddv")
    assert c.config.settings.length == (Length.GAMES, 24)
    # once a Partie is finished, "Play a Partie" is the new-Partie dialog
    asked = []
    monkeypatch.setattr(type(window), "new_partie", lambda self: asked.append(True))
    app_settings.finished_partie = True
    window.play_first()
    assert asked == [True] and not _dialogs(FirstPartieDialog)


def test_a_partie_played_to_its_end_is_kept_in_the_settings(qtbot, make_window,
                                                            app_settings) -> None:
    from dokodesk.gui.standings import StandingsDialog

    settings = PartieSettings(rules=lernpartie_config("You").settings.rules, players=4,
                              names=("You", "Bernd", "Clara", "Dieter"),
                              length=(Length.GAMES, 1))
    config = TableConfig(settings, 4, 0, (HUMAN, "random", "random", "random"))
    window = make_window(config, decider=healthy_decider)
    c = window.controller
    run_until(qtbot, c, lambda: window.score_dialog is not None)
    assert not app_settings.finished_partie
    window.score_dialog.done(0)
    qtbot.waitUntil(lambda: isinstance(window.score_dialog, StandingsDialog), timeout=TIMEOUT)
    assert app_settings.finished_partie
    window.score_dialog.done(0)
    assert window.score_dialog is None
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChildren(StandingsDialog) == []  # freed, not kept till the window closes


def test_the_ways_in_and_the_course_lead_to_the_first_partie(qtbot, make_window, app_settings,
                                                             monkeypatch) -> None:
    from dokodesk.gui.course_list import CourseDialog
    from dokodesk.gui.course_start import WaysInDialog

    window = make_window()
    window.start()  # the first start
    (ways,) = [d for d in _dialogs(WaysInDialog) if d.parent() is window]
    QTest.mouseClick(ways.buttons["play"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(_dialogs(FirstPartieDialog)), timeout=TIMEOUT)
    for dialog in _dialogs(FirstPartieDialog):
        dialog.reject()
    window.open_course()
    (course,) = _dialogs(CourseDialog)
    assert course.play_button.text() == "Play a Partie…"
    QTest.mouseClick(course.play_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(_dialogs(FirstPartieDialog)), timeout=TIMEOUT)
    assert not _dialogs(CourseDialog)
    for dialog in _dialogs(FirstPartieDialog):
        dialog.reject()
    # the course's last lesson ends with "Play a Partie"
    window.open_course()
    (course,) = _dialogs(CourseDialog)
    opened = []
    course.lessonOpened.connect(opened.append)
    course.open_lesson(len(COURSE.lessons) - 1)
    (lesson,) = opened
    qtbot.waitExposed(lesson)
    assert lesson.next_lesson is None and lesson.play_partie is not None
    while (waiting := expect(lesson.run)) is not Expect.DONE:
        run = lesson.run
        if waiting is Expect.ADVANCE:
            qtbot.waitUntil(lambda r=run: lesson.run is not r, timeout=TIMEOUT)
        elif waiting is Expect.READ:
            lesson.go_on()
        elif waiting is Expect.ANSWER:
            _click_answer(lesson, answer(current(run)))
            lesson.go_on()
        else:
            _perform(lesson, _right_action(run))
    button = lesson.next_lesson_button
    assert button.isVisibleTo(lesson) and button.text() == "Play a Partie…"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(_dialogs(FirstPartieDialog)), timeout=TIMEOUT)
    assert not _dialogs(CourseDialog)
    for dialog in _dialogs(FirstPartieDialog):
        dialog.reject()


def test_the_new_partie_dialog_offers_the_lernpartie_as_a_preset(qtbot, app_settings) -> None:
    from dokodesk.gui.newpartie import NewPartieDialog

    dialog = NewPartieDialog(app_settings)
    qtbot.addWidget(dialog)
    assert not is_lernpartie(dialog.config(seed=1))  # the default: the DDV's Spielrunde
    dialog.players5.setChecked(True)
    QTest.mouseClick(dialog.lernpartie, Qt.MouseButton.LeftButton)
    config = dialog.config(seed=1)
    assert is_lernpartie(config) and dialog.start.isEnabled()
    assert config.levels[1:] == ("fortgeschritten",) * 3
    assert dialog.rules.currentText() == "Lernpartie"
    dialog.remember()  # chosen again next time
    again = NewPartieDialog(app_settings)
    qtbot.addWidget(again)
    assert is_lernpartie(again.config(seed=1))


def test_a_lesson_table_hides_what_the_course_has_not_taught(qtbot, tmp_path) -> None:
    from test_course import _to_step

    from dokodesk.course.lesson import Deal
    from dokodesk.gui.course_list import CourseDialog

    course = CourseDialog(tmp_path / "data", "de", animation_ms=0)
    qtbot.addWidget(course)
    opened = []
    course.lessonOpened.connect(opened.append)
    for row in (0, len(COURSE.lessons) - 1):  # the first lesson hides, the last shows all
        course.open_lesson(row)
        window = opened[-1]
        qtbot.waitExposed(window)
        _to_step(qtbot, window, Deal)
        chips = [c.text for p in window.table.plates.values() for c in p.chips]
        header = window.table.header.lines
        buttons = [b.text() for b in window.bar.buttons if b.isVisibleTo(window.bar)]
        if row == 0:
            assert "Gesund" not in chips and "Re" not in chips and "Kontra" not in chips
            assert not any("Vorbehalte" in line for line in header)
            assert buttons == []  # no Re, Kontra, keine 90 before lesson 7
        else:
            assert buttons and any("Spiel 1" in line for line in header)
        window.close()
