"""Playing a lesson through before it is offered: every quiz can be asked, every prepared deal
is a legal game under its rules, and every task is reached, whichever move that does the
previous tasks the learner chooses (the computer players' moves are fixed or seeded, so the
deal takes the same course every time). At each task the file's right move must be legal and
do it, and its wrong move must be legal and miss it with a reason (for following suit: be a
card the rules refuse).

>>> from dokodesk.course.files import lesson_from_toml
>>> text = '''
... format = "dokodesk-lesson"
... version = 1
... id = "probe"
... number = 1
... title = { de = "Probe", en = "Trial" }
... [[steps]]
... kind = "higher_card"
... cards = ["CA", "SA"]
... '''
>>> try:
...     check_lesson(lesson_from_toml(text))
... except DokoError as err:
...     print(err.code, err.details["field"], err.details["reason"].code)
bad_field steps[1] lesson_not_comparable
"""

from __future__ import annotations

from dokodesk.course import tasks
from dokodesk.course.lesson import Deal, Entry, Lesson, Page, Task, TaskKind
from dokodesk.course.quiz import check_quiz
from dokodesk.course.run import (
    Expect,
    Table,
    entry_action,
    table_advance,
    table_expect,
    table_move,
    table_start,
    task_now,
)
from dokodesk.engine.errors import DokoError, RecordError
from dokodesk.engine.game import Action, Phase
from dokodesk.persistence.reading import quote

MAX_WAYS = 64
"""The most ways through a deal's tasks that are played through; more is refused."""


def check_lesson(lesson: Lesson) -> None:
    """Refuse a lesson that cannot be played as written (raises :class:`DokoError`, the
    field named from the step on)."""
    for i, step in enumerate(lesson.steps, start=1):
        try:
            if isinstance(step, Deal):
                check_deal(step)
            elif not isinstance(step, Page):
                check_quiz(step)
        except DokoError as exc:
            raise RecordError("bad_field", field=f"steps[{i}]", reason=exc) from exc


def check_deal(deal: Deal) -> None:
    """Play the deal through every way its tasks allow, up to the last task."""
    walk = _Walk(deal)
    walk.play(table_start(deal), main=True)
    for j in range(len(deal.script)):
        if j not in walk.scripted:
            raise RecordError("lesson_script_unused", field=f"script[{j + 1}]")


class _Walk:
    """The ways through one deal, the first one by the file's right moves."""

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.ways = 0
        self.scripted: frozenset[int] = frozenset()

    def play(self, table: Table, main: bool) -> None:
        """Go on from ``table`` to the end of the tasks; ``main``: by the right moves."""
        while True:
            waiting = table_expect(table)
            if waiting is Expect.ADVANCE:
                table = table_advance(table)[0]
                continue
            if table.free:
                self._finished(table, main)
                return
            field = f"tasks[{table.task + 1}]"
            if waiting is Expect.READ:
                raise RecordError("lesson_task_not_reached", field=field)
            task = task_now(table)
            if task is None:
                raise _unasked(table, field)
            learner = self.deal.learner
            why = tasks.unfit(task, table.state, learner)
            if why is not None:
                raise RecordError("lesson_not_posed", field=field, reason=why)
            ways = list(tasks.passing(task, table.state, learner))
            if main:
                right = self._moves(table, task, field)
                ways = [right, *(a for a in ways if a != right)]
            for i, action in enumerate(ways):
                self.play(table_move(table, action)[0], main and i == 0)
            return

    def _finished(self, table: Table, main: bool) -> None:
        self.ways += 1
        if self.ways > MAX_WAYS:
            raise RecordError("lesson_too_many_ways", field="tasks", count=MAX_WAYS)
        if main:
            self.scripted = table.script

    def _moves(self, table: Table, task: Task, field: str) -> Action:
        """Check the task's right and wrong move; the right one, to play on with."""
        state, learner = table.state, self.deal.learner
        right = self._action(table, task.right, f"{field}.right")
        refusal = tasks.refused(state, right)
        if refusal is not None:
            raise RecordError("lesson_right_illegal", field=f"{field}.right",
                              value=quote(task.right), reason=refusal)
        found = tasks.check(task, state, learner, right)
        if not found.passed:
            raise RecordError("lesson_right_fails", field=f"{field}.right",
                              value=quote(task.right), reason=found.said.as_error())
        wrong = self._action(table, task.wrong, f"{field}.wrong")
        refusal = tasks.refused(state, wrong)
        if task.kind is TaskKind.FOLLOW_SUIT:
            if refusal is None:
                raise RecordError("lesson_wrong_legal", field=f"{field}.wrong",
                                  value=quote(task.wrong))
        elif refusal is not None:
            raise RecordError("lesson_wrong_illegal", field=f"{field}.wrong",
                              value=quote(task.wrong), reason=refusal)
        elif tasks.check(task, state, learner, wrong).passed:
            raise RecordError("lesson_wrong_passes", field=f"{field}.wrong",
                              value=quote(task.wrong))
        return right

    def _action(self, table: Table, entry: Entry, field: str) -> Action:
        try:
            return entry_action(table, {"seat": self.deal.learner, **entry})
        except DokoError as exc:
            raise RecordError("bad_field", field=field, reason=exc) from exc


def _unasked(table: Table, field: str) -> RecordError:
    """The learner must act before the next task comes."""
    state = table.state
    if state.phase is Phase.PLAY:
        return RecordError("lesson_unasked_trick", field=field, trick=len(state.tricks) + 1)
    return RecordError("lesson_unasked_phase", field=field, phase=state.phase.value)



