"""The course in the window: the first start's three ways in (once, and again from the menu),
the course list with its ticks and a broken lesson named, a lesson played end to end at the
real table (right moves, a wrong move refused with its reason, quizzes answered by clicking),
and every lesson of the course opened and played through in the window."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton, QToolButton

from dokodesk.ai.search import Effort
from dokodesk.course import (
    Expect,
    current,
    expect,
    hint,
    load_course,
    load_progress,
    options,
    prompt,
)
from dokodesk.course.catalogue import LESSONS
from dokodesk.course.lesson import Deal
from dokodesk.course.quiz import answer
from dokodesk.course.run import entry_action, task_now
from dokodesk.engine.game import Action, Announce, Pigs, Play, Reserve, Return
from dokodesk.engine.rules import preset

COURSE = load_course()
TIMEOUT = 20000

QUICK = Effort(samples=4, max_samples=4, reservation_samples=4, workers=1)
"""The free-play suggestion weighed quickly, in this process."""


def _dialogs(kind: type) -> list:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()]


def test_the_first_start_offers_three_ways_in_once(qtbot, make_window, app_settings,
                                                   monkeypatch) -> None:
    from dokodesk.gui.course_list import CourseDialog
    from dokodesk.gui.course_start import WaysInDialog

    window = make_window()
    window.start()
    assert not app_settings.first_start
    (dialog,) = [d for d in _dialogs(WaysInDialog) if d.parent() is window]
    assert [b.accessibleName() for b in dialog.buttons.values()] == [
        "Play a Partie", "Learn Doppelkopf", "Read the rules"]
    assert window.panel is not None and window.panel.title.text() == "Welcome to dokodesk"
    QTest.mouseClick(dialog.buttons["learn"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(_dialogs(CourseDialog)), timeout=TIMEOUT)
    for course in _dialogs(CourseDialog):
        course.close()
    # the next start goes the usual way: straight to the new-Partie dialog
    asked = []
    monkeypatch.setattr(type(window), "new_partie", lambda self: asked.append(True))
    again = make_window()
    again.start()
    assert asked == [True]
    assert not [d for d in _dialogs(WaysInDialog) if d.parent() is again]
    # and the choice is in the Help menu
    help_menu = next(a.menu() for a in again.menuBar().actions() if a.text() == "&Help")
    entries = {a.text(): a for a in help_menu.actions()}
    assert {"&Learn Doppelkopf…", "&Read the rules…", "&Ways into dokodesk…"} <= set(entries)
    entries["&Ways into dokodesk…"].trigger()
    (offered,) = [d for d in _dialogs(WaysInDialog) if d.parent() is again]
    shown = []
    monkeypatch.setattr("dokodesk.gui.rules_editor.show_rules",
                        lambda parent, house, lang: shown.append(house.rules))
    QTest.mouseClick(offered.buttons["rules"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(shown), timeout=TIMEOUT)
    assert shown == [preset("ddv")]  # the rules last chosen for a Partie: here the default


def test_the_course_list_ticks_done_lessons_and_names_a_broken_one(
        qtbot, qapp, tmp_path: Path) -> None:
    from dokodesk.course.progress import Progress, save_progress
    from dokodesk.gui.course_list import CourseDialog

    folder = tmp_path / "lessons"
    folder.mkdir()
    for path in LESSONS.glob("*.toml"):
        shutil.copy(path, folder / path.name)
    broken = folder / "02-trumpf.toml"
    broken.write_text(broken.read_text(encoding="utf-8").replace(
        'cards = ["CQ", "HT"]', 'cards = ["CQ", "HX"]'), encoding="utf-8")
    data = tmp_path / "data"
    save_progress(data, Progress(frozenset({"karten", "stich"})))
    dialog = CourseDialog(data, "en", folder=folder, animation_ms=0)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.tree.topLevelItemCount() == len(COURSE.lessons) - 1
    first = dialog.tree.topLevelItem(0)
    assert [first.text(i) for i in range(4)] == ["✔", "1", "The cards and their Augen", "4"]
    assert dialog.done_rows() == [0, 2]  # karten and stich; trumpf is missing
    assert dialog.problems.isVisible()
    assert dialog.problems.text().startswith('02-trumpf.toml: steps[3].cards[2]: "HX"')
    assert dialog.tree.currentIndex().row() == 1  # the first lesson not done
    opened = []
    dialog.lessonOpened.connect(opened.append)
    QTest.mouseClick(dialog.open_button, Qt.MouseButton.LeftButton)
    (window,) = opened
    assert window.run.lesson.id == "bedienen"
    window.close()


def _click_hand_card(window, card: int) -> None:
    """Click ``card`` in the learner's hand at the real table."""
    table = window.table
    index = table.hand_cards().index(card)
    QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, table.card_center(index).toPoint())


def _click_answer(window, value: int) -> None:
    """Click the card, the player or the number ``value`` on the board."""
    QApplication.processEvents()  # the new step's buttons are shown
    buttons = [b for b in window.board.findChildren(QPushButton)
               if b.isVisible() and b.property("answer") == value]
    if not buttons:
        buttons = [b for b in window.board.findChildren(QToolButton)
                   if b.isVisible() and b.property("card") == value]
    assert buttons, value
    QTest.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


def _entry_action(run, entry: dict) -> Action:
    """A move of the lesson file as the learner's action."""
    return entry_action(run.table, {"seat": run.table.deal.learner, **entry})


def _right_action(run) -> Action:
    """The move that does the task (the lesson file's right move), else the hint's."""
    task = task_now(run.table)
    if task is not None:
        return _entry_action(run, task.right)
    found = hint(run, budget=QUICK)
    assert found is not None and found.actions
    return found.actions[0]


def _perform(window, action: Action) -> None:
    """Make ``action`` the way a player does: click the card, the announcement button or
    the reservation."""
    if isinstance(action, Play | Return):
        _click_hand_card(window, action.card)
    elif isinstance(action, Announce):
        button = window.bar.buttons[action.level - 1]
        assert button.isEnabled()
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    elif isinstance(action, Pigs):
        panel = window.panel
        QTest.mouseClick(panel.say if action.say else panel.keep, Qt.MouseButton.LeftButton)
    else:
        assert isinstance(action, Reserve)
        QTest.mouseClick(window.panel.buttons[action.kind], Qt.MouseButton.LeftButton)


def play_through(qtbot, window, wrong: bool = False) -> list[str]:
    """Play the lesson in ``window`` to its end the right way (with ``wrong``: first try each
    task's wrong move and each quiz's wrong answer); what the window said to the misses."""
    said = []
    while (waiting := expect(window.run)) is not Expect.DONE:
        run = window.run
        step = current(run)
        if waiting is Expect.ADVANCE:
            qtbot.waitUntil(lambda r=run: window.run is not r, timeout=TIMEOUT)
            continue
        if waiting is Expect.READ:
            if isinstance(step, Deal):
                assert window.panel is not None  # the deal's end, over the table
                assert window.panel.title.text() == "What you learned"
                assert not window.table.banner.isVisible()  # no trick's words over it
                QTest.mouseClick(window.panel.findChild(QPushButton, "primary"),
                                 Qt.MouseButton.LeftButton)
            else:
                QTest.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
            assert window.run is not run, "the lesson did not go on"
        elif waiting is Expect.ANSWER:
            assert window.stack.currentIndex() == 0 and window.text.text()
            right = answer(step)
            if wrong:
                miss = next(o for o in options(run) if o != right)
                _click_answer(window, miss)
                assert window.run.step == run.step and window.run.misses == run.misses + 1
                said.append(window.feedback.text())
            _click_answer(window, right)
            assert window.run.step == run.step + 1, "the right answer was not taken"
            # the question stays with its explanation until "Continue"
            assert window.text.text() == prompt(run).words(window.lang)
            assert window.feedback.isVisible() and window.feedback.text()
            QTest.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
            assert not window.feedback.isVisible()
        else:
            assert window.stack.currentIndex() == 1
            task = task_now(run.table)
            if wrong and task is not None:
                _perform(window, _entry_action(run, task.wrong))
                assert window.run.table.state == run.table.state  # the move was not made
                assert window.run.misses == run.misses + 1
                said.append(window.feedback.text())
            if task is not None:
                assert window.task.text().startswith(prompt(window.run).words(window.lang))
                QTest.mouseClick(window.hint_button, Qt.MouseButton.LeftButton)
                found = hint(window.run)
                assert window.feedback.text() == found.said.words(window.lang)
                if isinstance(found.actions[0], Play | Return):  # the card is lifted
                    cards = window.table.hand_cards()
                    assert cards[window.table.input.focus_index] == found.actions[0].card
            _perform(window, _right_action(window.run))
            assert window.run is not run, "the move was not taken"
    return said


def test_a_lesson_is_played_end_to_end_at_the_table(qtbot, qapp, tmp_path: Path) -> None:
    from dokodesk.gui.course_list import CourseDialog

    data = tmp_path / "data"
    dialog = CourseDialog(data, "en", animation_ms=0)
    qtbot.addWidget(dialog)
    dialog.show()
    opened = []
    dialog.lessonOpened.connect(opened.append)
    dialog.open_lesson(next(i for i, lesson in enumerate(COURSE.lessons)
                            if lesson.id == "bedienen"))
    (window,) = opened
    qtbot.waitExposed(window)
    said = play_through(qtbot, window, wrong=True)
    assert said == [
        "You must follow hearts: hearts is the suit led and you still hold the nine of hearts. "
        "The queen of hearts is a trump and does not count as hearts.",
        "You must follow trump: trump is the suit led and you still hold the jack of spades.",
    ]
    assert window.stack.currentIndex() == 0 and window.text.text().startswith("Lesson 3 done")
    assert load_progress(data).progress.is_done("bedienen")
    assert dialog.done_rows() == [2]
    QTest.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


@pytest.mark.parametrize("lesson", COURSE.lessons, ids=[lesson.id for lesson in COURSE.lessons])
def test_every_lesson_opens_and_plays_in_the_window(qtbot, qapp, lesson) -> None:
    from dokodesk.gui.course_lesson import LessonWindow

    window = LessonWindow(lesson, "de", animation_ms=0)
    qtbot.addWidget(window)
    done = []
    window.completed.connect(done.append)
    window.show()
    qtbot.waitExposed(window)
    said = play_through(qtbot, window,
                        wrong=lesson.id in ("karten", "stich", "schmieren", "schweine"))
    assert all(said)
    assert expect(window.run) is Expect.DONE and done == [lesson]
    window.close()


@pytest.fixture
def restore_language(qapp):
    """Put the test process back into English after a test that switches to German."""
    from PySide6.QtCore import QLocale

    from dokodesk.gui.i18n import install_translator

    locale = QLocale()
    install_translator(qapp, "en")
    yield
    install_translator(qapp, "en")
    QLocale.setDefault(locale)


def _to_step(qtbot, window, kind: type) -> None:
    """Play the lesson in ``window`` the right way until its step is a ``kind``; at a deal,
    until the learner's first task."""
    while not isinstance(current(window.run), kind) or (
            kind is Deal and expect(window.run) is not Expect.MOVE):
        run = window.run
        waiting = expect(run)
        if waiting is Expect.ADVANCE:
            qtbot.waitUntil(lambda r=run: window.run is not r, timeout=TIMEOUT)
        elif waiting is Expect.READ:
            window.go_on()
        elif waiting is Expect.ANSWER:
            _click_answer(window, answer(current(run)))
            window.go_on()
        else:
            _perform(window, _right_action(run))


def test_the_course_windows_follow_a_language_switch(qtbot, qapp, tmp_path: Path,
                                                     restore_language) -> None:
    from dokodesk.course.lesson import TrickWinner
    from dokodesk.course.said import Said
    from dokodesk.gui.course_list import CourseDialog
    from dokodesk.gui.course_start import WaysInDialog
    from dokodesk.gui.i18n import install_translator

    ways = WaysInDialog()
    qtbot.addWidget(ways)
    dialog = CourseDialog(tmp_path / "data", "en", animation_ms=0)
    qtbot.addWidget(dialog)
    dialog.show()
    opened = []
    dialog.lessonOpened.connect(opened.append)
    index = next(i for i, lesson in enumerate(COURSE.lessons) if lesson.id == "stich")
    dialog.open_lesson(index)
    dialog.open_lesson(index)
    quiz_window, deal_window = opened
    qtbot.waitExposed(deal_window)
    _to_step(qtbot, quiz_window, TrickWinner)
    _to_step(qtbot, deal_window, Deal)
    wrong = next(o for o in options(quiz_window.run) if o != answer(current(quiz_window.run)))
    _click_answer(quiz_window, wrong)
    QTest.mouseClick(deal_window.hint_button, Qt.MouseButton.LeftButton)
    assert dialog.tree.headerItem().text(0) == "Done"
    assert dialog.tree.topLevelItem(index).text(2) == "Who wins the trick?"
    assert quiz_window.text.text() == "Who wins the trick?"
    assert quiz_window.feedback.text().startswith("Not quite. ")
    assert deal_window.table.plates[0].name == "You"

    install_translator(qapp, "de")
    qapp.processEvents()  # the windows hear of the new language
    assert ways.buttons["learn"].accessibleName() == "Doppelkopf lernen"
    assert dialog.windowTitle() == "Doppelkopf lernen"
    assert dialog.tree.headerItem().text(0) == "Geschafft"
    assert dialog.open_button.text() == "Lektion öffnen"
    assert [dialog.tree.topLevelItem(i).text(2) for i in range(len(COURSE.lessons))] == [
        lesson.title.de for lesson in COURSE.lessons]
    # the quiz: the question, the note, the players' names and the reason of the miss
    run = quiz_window.run
    number = COURSE.lessons[index].number
    assert quiz_window.windowTitle() == f"Lektion {number}: Wer gewinnt den Stich?"
    assert quiz_window.text.text() == "Wer gewinnt den Stich?"
    assert quiz_window.steps.text().startswith("Schritt ")
    assert quiz_window.solve_button.text() == "Lösung zeigen"
    assert quiz_window.feedback.text().startswith("Nicht ganz. ")
    qapp.processEvents()  # the new buttons are shown
    names = {b.text() for b in quiz_window.board.findChildren(QPushButton) if b.isVisible()}
    assert {"Du", "Anna", "Bernd", "Clara"} <= names
    assert quiz_window.run is run  # the lesson stays where it was
    # the deal: the task, the hint said again, the names at the table, the buttons
    assert deal_window.task.text().startswith(prompt(deal_window.run).words("de"))
    assert deal_window.feedback.text() == hint(deal_window.run).said.words("de")
    assert deal_window.table.plates[0].name == "Du"
    assert deal_window.hint_button.text() == "Tipp"
    assert deal_window.bar.last_button.text() != "Last trick"
    # and back
    install_translator(qapp, "en")
    qapp.processEvents()
    assert quiz_window.text.text() == "Who wins the trick?"
    assert deal_window.task.text().startswith(prompt(deal_window.run).words("en"))
    assert isinstance(prompt(deal_window.run), Said)
    for window in opened:
        window.close()


def test_a_wrong_answer_in_the_window_keeps_the_answer_back(qtbot, qapp) -> None:
    from dokodesk.course.lesson import TrickWinner
    from dokodesk.course.quiz import explanation
    from dokodesk.gui.course_lesson import LessonWindow

    lesson = COURSE.lesson("dullen")
    window = LessonWindow(lesson, "de", animation_ms=0)
    qtbot.addWidget(window)
    window.show()
    _to_step(qtbot, window, TrickWinner)
    step = current(window.run)
    assert not window.solve_button.isEnabled()  # first a try
    first_dulle = next(s for s in options(window.run) if s != answer(step)
                       and step.cards[(s - step.leader) % 4] == step.cards[0])
    _click_answer(window, first_dulle)
    said = window.feedback.text()
    assert said.startswith("Nicht ganz. Herz-Zehn liegt zweimal im Stich")
    assert "Denk an die Dulle" in said
    assert explanation(step).words("de") not in said
    assert window.run.step == lesson.steps.index(step)
    # asking for the solution: the explanation, and on to the next step
    assert window.solve_button.isVisible() and window.solve_button.isEnabled()
    QTest.mouseClick(window.solve_button, Qt.MouseButton.LeftButton)
    assert window.feedback.text() == "Die Lösung: " + explanation(step).words("de")
    assert window.run.step == lesson.steps.index(step) + 1
    window.close()


def test_learn_doppelkopf_twice_keeps_one_course_list(qtbot, make_window) -> None:
    from dokodesk.gui.course_list import CourseDialog

    window = make_window()
    window.open_course()
    qtbot.waitUntil(lambda: bool(_dialogs(CourseDialog)), timeout=TIMEOUT)
    window.open_course()  # the menu again while the list is open: the same list, in front
    (course,) = [d for d in _dialogs(CourseDialog) if d.isVisible()]
    course.close()
    qtbot.waitUntil(lambda: not any(d.isVisible() for d in _dialogs(CourseDialog)),
                    timeout=TIMEOUT)
    window.open_course()  # closed: a new one opens
    qtbot.waitUntil(lambda: any(d.isVisible() for d in _dialogs(CourseDialog)),
                    timeout=TIMEOUT)
    for d in _dialogs(CourseDialog):
        d.close()


def _place(window) -> tuple[int, int, bool]:
    """Where the lesson in ``window`` stands: the step, the moves at its table, and whether an
    answered quiz is shown."""
    run = window.run
    return (run.step, len(run.table.state.history) if run.table is not None else 0,
            window._answered is not None)


def test_a_learner_pressing_enter_and_esc_at_every_step_never_leaves_unasked(
        qtbot, qapp, tmp_path: Path, monkeypatch) -> None:
    """All lessons: at every step Esc and Enter are pressed (on the widget with the focus);
    Esc asks (answered "stay"), Enter only ever goes on, and neither the lesson nor the course
    list closes."""
    from PySide6.QtWidgets import QMessageBox

    from dokodesk.gui.course_list import CourseDialog

    asked = []

    def stay(*args, **kwargs):
        asked.append(args[1])
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", stay)
    dialog = CourseDialog(tmp_path / "data", "de", animation_ms=0)
    qtbot.addWidget(dialog)
    dialog.show()
    opened = []
    dialog.lessonOpened.connect(opened.append)
    pressed = 0
    for index, lesson in enumerate(COURSE.lessons):
        dialog.open_lesson(index)
        window = opened[-1]
        qtbot.waitExposed(window)
        while (waiting := expect(window.run)) is not Expect.DONE or window._answered:
            run = window.run
            reviewing = window._answered is not None  # a quiz answered, shown until Continue
            if waiting is Expect.ADVANCE and not reviewing:
                qtbot.waitUntil(lambda r=run, w=window: w.run is not r, timeout=TIMEOUT)
                continue
            place = _place(window)
            for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return):
                questions = len(asked)
                QTest.keyClick(window.focusWidget() or window, key)
                pressed += 1
                assert window.isVisible() and dialog.isVisible(), (lesson.id, run.step, key)
                assert window.run.step >= run.step
                if key == Qt.Key.Key_Escape:
                    assert len(asked) == questions + 1, (lesson.id, run.step)
            if _place(window) != place:
                continue  # Enter went on
            run = window.run  # a wrong move by Enter (a panel's default) is only a miss
            if waiting is Expect.READ:
                window.go_on()
            elif waiting is Expect.ANSWER:
                _click_answer(window, answer(current(run)))
            else:
                _perform(window, _right_action(run))
        window.close()
    assert pressed > 300 and len(asked) * 2 == pressed


def test_a_lesson_left_half_done_asks_goes_on_later_and_leads_to_the_next(
        qtbot, qapp, tmp_path: Path, monkeypatch) -> None:
    from PySide6.QtWidgets import QMessageBox

    from dokodesk.gui.course_list import CourseDialog

    monkeypatch.setattr(QMessageBox, "question",
                        lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog = CourseDialog(tmp_path / "data", "en", animation_ms=0)
    qtbot.addWidget(dialog)
    dialog.show()
    opened = []
    dialog.lessonOpened.connect(opened.append)
    dialog.open_lesson(0)
    window = opened[-1]
    qtbot.waitExposed(window)
    window.go_on()
    step = window.run.step
    assert step == 1
    QTest.keyClick(window, Qt.Key.Key_Escape)  # asked, and left
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: not any(w.isVisible() for w in _dialogs(type(window))))
    dialog.open_lesson(0)
    window = opened[-1]
    assert window.run.step == step  # it goes on where it was left
    play_through(qtbot, window)
    assert window.next_lesson_button.isVisible()
    assert dialog.tree.currentIndex().row() == 1  # the next lesson not done
    QTest.mouseClick(window.next_lesson_button, Qt.MouseButton.LeftButton)
    assert opened[-1].run.lesson.id == COURSE.lessons[1].id
    opened[-1].close()
