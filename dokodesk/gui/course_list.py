"""The course "Doppelkopf lernen" as a list: every lesson in order with its number, title and
number of tasks, a tick for the ones done (kept in the data folder); any lesson opens, done
or not. A lesson file that was refused is named with its reason below the list, and the
others open as usual.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
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

from dokodesk.course import Course, Lesson, Progress, load_course, load_progress, save_progress
from dokodesk.course.catalogue import LESSONS
from dokodesk.text.messages import describe

TICK = "✔"


class CourseDialog(QDialog):
    """The lessons of the course; :meth:`open_lesson` plays one at the table in its own
    window, and a lesson finished there is ticked."""

    lessonOpened = Signal(object)
    """The :class:`~dokodesk.gui.course_lesson.LessonWindow` just opened."""

    def __init__(self, data_dir: Path, lang: str, parent: QWidget | None = None,
                 folder: Path = LESSONS, animation_ms: int = 300) -> None:
        super().__init__(parent)
        self.data_dir = data_dir
        self.lang = lang
        self.animation_ms = animation_ms
        self.setWindowTitle(self.tr("Learn Doppelkopf"))
        self.resize(620, 560)
        self.course: Course = load_course(folder)
        loaded = load_progress(data_dir)
        self.progress: Progress = loaded.progress
        layout = QVBoxLayout(self)
        intro = QLabel(self.tr("Short lessons in order, each with an explanation, quizzes and "
                               "deals played at the table. Open any lesson, done or not."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels([self.tr("Done"), self.tr("No."), self.tr("Lesson"),
                                   self.tr("Tasks")])
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for column in (0, 1, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.tree.activated.connect(lambda index: self.open_lesson(index.row()))
        layout.addWidget(self.tree, 1)
        problems = [p.words(lang) for p in self.course.problems]
        if loaded.error is not None:
            problems.append(self.tr("The record of the lessons done could not be read ({reason}) "
                                    "and was kept as {file}; the course starts afresh.").format(
                reason=describe(loaded.error, lang), file=str(loaded.moved)))
        self.problems = QLabel("\n".join(problems))
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #a01818;")
        self.problems.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problems.setVisible(bool(problems))
        layout.addWidget(self.problems)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.open_button = QPushButton(self.tr("Open lesson"))
        self.open_button.setDefault(True)
        buttons.addButton(self.open_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.open_button.clicked.connect(lambda: self.open_lesson(self.tree.currentIndex().row()))
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._fill()
        first = next((i for i, lesson in enumerate(self.course.lessons)
                      if not self.progress.is_done(lesson.id)), 0)
        self._select(first)
        self.open_button.setEnabled(bool(self.course.lessons))

    def _fill(self) -> None:
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
        window = LessonWindow(lesson, self.lang, self, animation_ms=self.animation_ms)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.completed.connect(self._completed)
        window.show()
        self.lessonOpened.emit(window)

    def _completed(self, lesson: Lesson) -> None:
        """A lesson was played to its end: keep it as done and tick it."""
        self.progress = self.progress.with_done(lesson.id)
        try:
            save_progress(self.data_dir, self.progress)
        except OSError as exc:
            self.problems.setText(self.tr("The lessons done could not be saved: {reason}")
                                  .format(reason=exc.strerror or str(exc)))
            self.problems.setVisible(True)
        current = self.tree.currentIndex().row()
        self._fill()
        self._select(current)
