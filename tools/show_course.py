"""Show the course "Doppelkopf lernen" in the window, to look at it or take a screenshot.

    python tools/show_course.py start|list [--lang de|en]
    python tools/show_course.py lesson ID [--task N [--miss] | --step N | --end] [--lang de|en]

``start`` is the first start's choice over an empty table, ``list`` the course list (with the
first two lessons done), ``lesson ID`` the lesson opened and played the right way up to its
``N``-th task at the table (1: the first; 0: its first page), or opened at its ``N``-th step
(counted from 1), or at the end of its first deal (``--end``); ``--miss`` plays the task's
wrong card, as a click on it would.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from dokodesk.course import (
    NEXT,
    Answer,
    Expect,
    Progress,
    advance,
    apply,
    current,
    expect,
    hint,
    load_course,
    save_progress,
    summary,
)
from dokodesk.course.lesson import Lesson
from dokodesk.course.quiz import answer
from dokodesk.course.run import LessonRun, entry_action, start, task_now
from dokodesk.engine.cards import parse_card
from dokodesk.gui.i18n import install_translator
from dokodesk.gui.settings import AppSettings


def up_to_task(lesson: Lesson, tasks: int, end: bool = False) -> LessonRun:
    """The lesson played the right way until the ``tasks``-th task at the table is asked
    (``end``: until its first deal is over)."""
    run = start(lesson)
    seen = 0
    while (tasks or end) and (waiting := expect(run)) is not Expect.DONE:
        if end and summary(run) is not None:
            return run
        table = run.table
        task = task_now(table) if table is not None else None
        if task is not None:
            seen += 1
            if seen == tasks:
                return run
            entry = {"seat": table.deal.learner, **task.right}  # type: ignore[union-attr]
            run, _ = apply(run, entry_action(table, entry))  # type: ignore[arg-type]
        elif waiting is Expect.ADVANCE:
            run, _ = advance(run)
        elif waiting is Expect.READ:
            run, _ = apply(run, NEXT)
        elif waiting is Expect.ANSWER:
            run, _ = apply(run, Answer(answer(current(run))))  # type: ignore[arg-type]
        else:
            found = hint(run)
            assert found is not None
            run, _ = apply(run, found.actions[0])
    return run


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("start", "list", "lesson"))
    parser.add_argument("lesson", nargs="?", default="karten")
    parser.add_argument("--task", type=int, default=1)
    parser.add_argument("--step", type=int, default=0)
    parser.add_argument("--miss", action="store_true")
    parser.add_argument("--end", action="store_true")
    parser.add_argument("--lang", default="de", choices=("de", "en"))
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    install_translator(app, args.lang)
    folder = Path(tempfile.mkdtemp(prefix="dokodesk-course-"))
    settings = AppSettings(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    settings.language = args.lang
    keep: list[object] = []
    if args.what == "start":
        from dokodesk.gui.mainwindow import MainWindow

        window = MainWindow(settings, folder / "data", args.lang)
        window.show()
        window.start()
        keep.append(window)
    elif args.what == "list":
        from dokodesk.gui.course_list import CourseDialog

        save_progress(folder / "data", Progress(frozenset({"karten", "trumpf"})))
        dialog = CourseDialog(folder / "data", args.lang)
        dialog.show()
        keep.append(dialog)
    else:
        from dokodesk.gui.course_lesson import LessonWindow

        lesson = load_course().lesson(args.lesson)
        if lesson is None:
            raise SystemExit(f"no lesson {args.lesson!r}")
        tasks = 0 if args.end else args.task
        run = start(lesson, args.step - 1) if args.step else up_to_task(lesson, tasks, args.end)
        window = LessonWindow(lesson, args.lang, run=run)
        window.show()
        task = task_now(run.table) if run.table is not None else None
        if args.miss and task is not None and "card" in task.wrong:
            wrong = parse_card(task.wrong["card"])
            QTimer.singleShot(800, lambda: window.table.on_play and window.table.on_play(wrong))
        keep.append(window)
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
