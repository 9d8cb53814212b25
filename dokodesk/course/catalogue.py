"""The course: every lesson file in the package's ``lessons`` folder, read and played through,
in the order of their numbers. A broken file is left out with the reason, and the course
opens with the others.

>>> course = load_course()
>>> [lesson.number for lesson in course.lessons] == sorted(
...     lesson.number for lesson in course.lessons)
True
>>> course.problems
()
"""

from __future__ import annotations

from pathlib import Path
from typing import NamedTuple

from dokodesk.course.files import read_lesson
from dokodesk.course.lesson import Lesson
from dokodesk.course.validate import check_lesson
from dokodesk.engine.errors import DokoError, RecordError
from dokodesk.persistence.reading import quote
from dokodesk.text.messages import render

LESSONS = Path(__file__).with_name("lessons")
"""The lesson files of the course, one TOML file per lesson."""


class Problem(NamedTuple):
    """A lesson file that was refused, and why."""

    file: str
    error: DokoError

    def words(self, lang: str) -> str:
        """The file and what is wrong with it, in ``lang``."""
        return render("in_file", {"file": self.file, "reason": self.error}, lang)


class Course(NamedTuple):
    """The lessons that can be played, in order, and the files that were refused."""

    lessons: tuple[Lesson, ...]
    problems: tuple[Problem, ...]

    def lesson(self, ident: str) -> Lesson | None:
        """The lesson called ``ident``, if it is in the course."""
        return next((lesson for lesson in self.lessons if lesson.id == ident), None)


def lesson_line(lesson: Lesson, lang: str) -> str:
    """A lesson as the course lists it: its number, title and number of tasks."""
    key = "lesson_tasks_one" if lesson.tasks == 1 else "lesson_tasks"
    return render(key, {"number": lesson.number, "title": lesson.title, "tasks": lesson.tasks},
                  lang)


def load_lesson(path: Path) -> Lesson:
    """Read one lesson file and play it through; raises :class:`DokoError` if it is broken."""
    lesson = read_lesson(path)
    check_lesson(lesson)
    return lesson


def load_course(folder: Path = LESSONS) -> Course:
    """Every ``*.toml`` lesson in ``folder``: the good ones by number, and the refused files
    (also one whose number or id another file already has)."""
    lessons: list[Lesson] = []
    problems: list[Problem] = []
    for path in sorted(folder.glob("*.toml")):
        try:
            lesson = load_lesson(path)
            for other in lessons:
                if other.number == lesson.number:
                    raise RecordError("lesson_number_twice", field="number",
                                      value=quote(lesson.number), file=other.file)
                if other.id == lesson.id:
                    raise RecordError("lesson_id_twice", field="id", value=quote(lesson.id),
                                      file=other.file)
        except DokoError as exc:
            problems.append(Problem(path.name, exc))
            continue
        lessons.append(lesson)
    return Course(tuple(sorted(lessons, key=lambda lesson: lesson.number)), tuple(problems))
