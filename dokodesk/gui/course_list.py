"""The course "Doppelkopf lernen" as a list: every lesson in order with its number, title and
number of tasks, a tick for the ones done (kept in the data folder); any lesson opens, done
or not. A lesson file that was refused is named with its reason below the list, and the
others open as usual. The list follows a language switch while it is open.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dokodesk.course import (
    Course,
    Lesson,
    LessonRun,
    Progress,
    load_course,
    load_progress,
    save_progress,
)
from dokodesk.course.catalogue import LESSONS
from dokodesk.course.validate import known_terms
from dokodesk.text.messages import describe, os_reason

from .screen import fit
from .spielliste import translated_language

TICK = "✔"


class CourseDialog(QDialog):
    """The lessons of the course; :meth:`open_lesson` plays one at the table in its own
    window, and a lesson finished there is ticked."""

    lessonOpened = Signal(object)
    """The :class:`~dokodesk.gui.course_lesson.LessonWindow` just opened."""
    dealPlayed = Signal(object, int, str)
    """A lesson's deal played to its end: its record, the learner's seat and the lesson (see
    :attr:`~dokodesk.gui.course_lesson.LessonWindow.dealPlayed`)."""
    playRequested = Signal()
    """"Play a Partie" was chosen (in the list or at the last lesson's end): the list has
    closed, the window starts a Partie."""

    def __init__(self, data_dir: Path, lang: str, parent: QWidget | None = None,
                 folder: Path = LESSONS, animation_ms: int = 300) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.lang = lang
        self.animation_ms = animation_ms
        self.course: Course = load_course(folder)
        loaded = load_progress(data_dir)
        self.progress: Progress = loaded.progress
        self._loaded = loaded
        """The record of the lessons done as read: its error is named below the list."""
        self._left: dict[str, LessonRun] = {}
        """The lessons left half done, by id: opened again, they go on where they were."""
        self._save_error: OSError | None = None
        layout = QVBoxLayout(self)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        layout.addWidget(self.intro)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        header = self.tree.header()
        header.setStretchLastSection(False)
        self.tree.setColumnCount(4)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for column in (0, 1, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.activated.connect(lambda index: self.open_lesson(index.row()))
        layout.addWidget(self.tree, 1)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #a01818;")
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.problems)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton()
        self.open_button.setDefault(True)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(lambda: self.open_lesson(self.tree.currentIndex().row()))
        self.play_button = QPushButton()
        self.play_button.setAutoDefault(False)
        buttons.addButton(self.play_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.play_button.clicked.connect(self.play)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._retranslate()
        fit(self, 620, 560)
        self._select(self._next_undone(0))
        self.open_button.setEnabled(bool(self.course.lessons))

    def _retranslate(self) -> None:
        """Every text in the window's language: the headings, the lessons' titles, the refused
        files' reasons."""
        self.setWindowTitle(self.tr("Learn Doppelkopf"))
        self.intro.setText(self.tr("Short lessons in order, each with an explanation, quizzes "
                                   "and deals played at the table. Open any lesson, done or "
                                   "not."))
        self.tree.setHeaderLabels([self.tr("Done"), self.tr("No."), self.tr("Lesson"),
                                   self.tr("Tasks")])
        self.open_button.setText(self.tr("Open lesson"))
        self.play_button.setText(self.tr("Play a Partie…"))
        self.play_button.setToolTip(self.tr("Play what you have learned at the table against "
                                            "three computer players"))
        self._fill()
        self._show_problems()

    def _show_problems(self) -> None:
        problems = [p.words(self.lang) for p in self.course.problems]
        loaded = self._loaded
        if loaded.error is not None:
            problems.append(self.tr("The record of the lessons done could not be read ({reason}) "
                                    "and was kept as {file}; the course starts afresh.").format(
                reason=describe(loaded.error, self.lang), file=str(loaded.moved)))
        if self._save_error is not None:
            exc = self._save_error
            problems.append(self.tr("The lessons done could not be saved: {reason}")
                            .format(reason=os_reason(exc, self.lang)))
        self.problems.setText("\n".join(problems))
        self.problems.setVisible(bool(problems))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.lang = translated_language()
            self._retranslate()
        super().changeEvent(event)

    def _fill(self) -> None:
        """The lessons, a row each, the current row kept."""
        current = self.tree.currentIndex().row()
        self.tree.clear()
        for lesson in self.course.lessons:
            done = self.progress.is_done(lesson.id)
            item = QTreeWidgetItem([TICK if done else "", str(lesson.number),
                                    lesson.title.get(self.lang), str(lesson.tasks)])
            item.setTextAlignment(0, Qt.AlignmentFlag.AlignCenter)
            item.setTextAlignment(1, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            item.setToolTip(2, self.tr("Done: open it to repeat it.") if done
                            else self.tr("Not done yet."))
            self.tree.addTopLevelItem(item)
        if current >= 0:
            self._select(current)

    def _next_undone(self, row: int) -> int:
        """The first lesson not done from ``row`` on (round the course), else ``row``."""
        lessons = self.course.lessons
        return next((i % len(lessons) for i in range(row, row + len(lessons))
                     if not self.progress.is_done(lessons[i % len(lessons)].id)),
                    min(row, len(lessons) - 1))

    def _select(self, row: int) -> None:
        model = self.tree.model()
        if model.rowCount():
            self.tree.setCurrentIndex(model.index(max(0, row), 0))

    def done_rows(self) -> list[int]:
        """The rows ticked (for tests and scripts)."""
        model = self.tree.model()
        return [i for i in range(model.rowCount()) if model.index(i, 0).data() == TICK]

    def open_lesson(self, index: int) -> None:
        """Play the lesson in row ``index`` at the table, in a window of its own."""
        if not 0 <= index < len(self.course.lessons):
            return
        from .course_lesson import LessonWindow

        lesson = self.course.lessons[index]
        window = LessonWindow(lesson, self.lang, self, animation_ms=self.animation_ms,
                              run=self._left.pop(lesson.id, None),
                              known=known_terms(self.course.lessons, lesson))
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.completed.connect(self._completed)
        window.left.connect(self._keep)
        window.dealPlayed.connect(self.dealPlayed)
        if index + 1 < len(self.course.lessons):
            window.next_lesson = partial(self._open_next, window, index + 1)
        else:  # after the course: on to a Partie
            window.play_partie = partial(self._play_after, window)
        window.refresh()
        window.show()
        self.lessonOpened.emit(window)

    def play(self) -> None:
        """Close the course (its lessons too, a lesson begun after asking) and ask the
        window for a Partie; a lesson the learner keeps open keeps the course open."""
        for window in self.findChildren(QDialog):
            if window.isVisible() and not window.close():
                return
        self.close()
        self.playRequested.emit()

    def _play_after(self, window: QWidget) -> None:
        window.close()
        self.play()

    def _keep(self, run: LessonRun) -> None:
        """A lesson left half done: opened again while this list is open, it goes on there."""
        self._left[run.lesson.id] = run

    def _open_next(self, window: QWidget, index: int) -> None:
        window.close()
        self.open_lesson(index)

    def _completed(self, lesson: Lesson) -> None:
        """A lesson was played to its end: keep it as done and tick it."""
        self.progress = self.progress.with_done(lesson.id)
        self._left.pop(lesson.id, None)
        try:
            save_progress(self.data_dir, self.progress)
        except OSError as exc:
            self._save_error = exc
            self._show_problems()
        self._fill()
        self._select(self._next_undone(self.course.lessons.index(lesson) + 1))
