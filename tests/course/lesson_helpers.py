"""Playing lessons in tests: a learner who does every task with the lesson file's right move,
answers every quiz right, plays on by the hints after the last task, and keeps every sentence
the lesson said to him."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dokodesk.ai.search import Effort
from dokodesk.course import run as lesson_run
from dokodesk.course.lesson import Lesson
from dokodesk.course.quiz import answer
from dokodesk.course.run import NEXT, Answer, Expect, LessonRun, Table, task_now
from dokodesk.engine.game import Action

QUICK = Effort(samples=4, max_samples=4, reservation_samples=4, workers=1)
"""The free-play suggestion weighed quickly, in this process."""


def entry_action(table: Table, entry: Mapping[str, Any]) -> Action:
    """A move of the lesson file (the record form without a seat) as the learner's action."""
    return lesson_run.entry_action(table, {"seat": table.deal.learner, **entry})


def learner_move(run: LessonRun) -> Action:
    """The learner's move: the task's right move, else the hint's."""
    assert run.table is not None
    task = task_now(run.table)
    if task is not None:
        return entry_action(run.table, task.right)
    hint = lesson_run.hint(run, budget=QUICK)
    assert hint is not None and hint.actions
    return hint.actions[0]


def play_right(lesson: Lesson, lang: str = "de") -> tuple[LessonRun, list[str]]:
    """The lesson played to its end the right way, and everything it said."""
    run = lesson_run.start(lesson)
    said: list[str] = []
    while (waiting := lesson_run.expect(run)) is not Expect.DONE:
        asked = lesson_run.prompt(run)
        if asked is not None:
            said.append(asked.words(lang))
        if waiting is Expect.READ:
            end = lesson_run.summary(run)
            if end is not None:
                said += [end.learned.get(lang), *end.verdict(lang), *end.score_lines(lang)]
            run, feedback = lesson_run.apply(run, NEXT)
        elif waiting is Expect.ANSWER:
            step = lesson_run.current(run)
            assert step is not None and step.kind.is_quiz
            run, feedback = lesson_run.apply(run, Answer(answer(step)))  # type: ignore[arg-type]
        elif waiting is Expect.ADVANCE:
            run, _ = lesson_run.advance(run)
            continue
        else:
            run, feedback = lesson_run.apply(run, learner_move(run))
        assert feedback.passed
        if feedback.said is not None:
            said.append(feedback.said.words(lang))
    return run, said
