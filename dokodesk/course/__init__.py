"""The course "Doppelkopf lernen": lessons of explanations, quizzes and prepared deals, read
from the TOML files in ``lessons/`` (``docs/LESSONS.md`` describes them), played through before
they are offered, and run step by step by pure functions on a frozen :class:`LessonRun`, so
that the window knows nothing of the rules. Which lessons are done is kept in the data folder
(:func:`load_progress`, :func:`save_progress`).

    course = load_course()                      # the good lessons, and the refused files
    run = start(course.lessons[0])
    while expect(run) is not Expect.DONE:       # READ, ANSWER, MOVE or ADVANCE
        ...                                     # apply(run, NEXT | Answer(n) | SOLVE | action)
                                                # or advance(run) for the table's move
"""

from dokodesk.course.catalogue import Course, Problem, load_course, load_lesson
from dokodesk.course.lesson import Lesson, StepKind, TaskKind
from dokodesk.course.progress import Progress, load_progress, save_progress
from dokodesk.course.run import (
    NEXT,
    SOLVE,
    Answer,
    Expect,
    Feedback,
    Hint,
    LessonRun,
    Summary,
    advance,
    apply,
    choices,
    current,
    expect,
    has_hint,
    hint,
    options,
    prompt,
    start,
    suggests,
    summary,
)

__all__ = ["NEXT", "SOLVE", "Answer", "Course", "Expect", "Feedback", "Hint", "Lesson", "LessonRun",
           "Problem", "Progress", "StepKind", "Summary", "TaskKind", "advance", "apply",
           "choices", "current", "expect", "has_hint", "hint", "load_course", "load_lesson",
           "load_progress", "options", "prompt", "save_progress", "start", "suggests",
           "summary"]
