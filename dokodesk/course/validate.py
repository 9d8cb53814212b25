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

from collections.abc import Sequence
from typing import NamedTuple

from dokodesk.course import quiz, tasks
from dokodesk.course.lesson import Deal, Entry, GameValue, Lesson, Page, Quiz, Task, TaskKind
from dokodesk.course.quiz import check_quiz
from dokodesk.course.run import (
    NEXT,
    Answer,
    Expect,
    Summary,
    Table,
    advance,
    apply,
    choices,
    current,
    entry_action,
    expect,
    hint,
    options,
    prompt,
    sheet_lines,
    start,
    summary,
    table_advance,
    table_expect,
    table_move,
    table_start,
    task_now,
)
from dokodesk.engine.errors import DokoError, RecordError
from dokodesk.engine.game import (
    Action,
    Announce,
    Phase,
    Play,
    Reservation,
    Reserve,
    State,
    level_name,
)
from dokodesk.engine.table import HUMAN, SeatMap
from dokodesk.engine.view import view
from dokodesk.persistence.reading import quote
from dokodesk.text.course import seat_names
from dokodesk.text.glossary import TERMS, find
from dokodesk.text.table import Seating, header_lines, plates, trick_reason
from dokodesk.text.verdict import verdict
from dokodesk.text.words import LANGUAGES, term

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





# ---------------------------------------------------------------------------------------------
# The course's words in order: no term before the lesson that teaches it


class Shown(NamedTuple):
    """A text a lesson shows: at which step (from 1) and where (``page``, ``table``, ...)."""

    step: int
    where: str
    text: str


class TermUse(NamedTuple):
    """A term a lesson shows before the course has taught it."""

    lesson: int
    step: int
    where: str
    term: str
    taught_by: int | None
    """The number of the lesson that teaches it (None: no lesson does)."""
    text: str

    def __str__(self) -> str:
        taught = "no lesson" if self.taught_by is None else f"lesson {self.taught_by}"
        return (f"lesson {self.lesson} step {self.step} ({self.where}): {self.term!r} "
                f"(taught by {taught}) in {self.text!r}")


def known_terms(lessons: Sequence[Lesson], upto: Lesson) -> frozenset[str]:
    """The glossary's terms a learner knows in ``upto``: those taught by it or a lesson
    before it, and those a lesson up to it explains where it first names them
    (``Lesson.explains``)."""
    before = {lesson.id for lesson in lessons if lesson.number <= upto.number}
    explained = {key for lesson in lessons if lesson.number <= upto.number
                 for key in lesson.explains}
    return frozenset(t.key for t in TERMS if t.lesson in before) | explained


def term_problems(lessons: Sequence[Lesson], langs: Sequence[str] = LANGUAGES
                  ) -> list[TermUse]:
    """Every term the lessons (in the course's order) show before the lesson that teaches it,
    in the texts the lesson shows: its pages and quizzes with their answers, and at each deal
    the table's header and name plates at every position, the words of each trick, the
    prompts, what is said to the right and the wrong move, the Tipp of free play at the first
    move after the last task and the deal's end, as the lesson window shows them (hiding what
    the lesson does not know, :func:`shows`)."""
    number = {lesson.id: lesson.number for lesson in lessons}
    found = []
    for lesson in lessons:
        known = known_terms(lessons, lesson)
        for lang in langs:
            for shown in shown_texts(lesson, lang, known):
                for used in find(shown.text, lang):
                    if used.key not in known:
                        found.append(TermUse(
                            lesson.number, shown.step, shown.where, used.key,
                            number.get(used.lesson) if used.lesson is not None else None,
                            shown.text))
    return found


def shows(text: str, lang: str, known: frozenset[str] | None) -> bool:
    """Whether a lesson's table shows ``text`` (a header line, a chip, a line of the deal's
    end): not where it names a term the learner does not know yet (``known`` None: every
    term is known)."""
    return known is None or all(t.key in known for t in find(text, lang))


def table_words(state: State, deal: Deal, lang: str, known: frozenset[str] | None,
                action: Action | None = None, before: State | None = None) -> list[str]:
    """The words of a lesson's table at ``state``: the header, the name plates with their
    chips, the trick just completed by ``action`` (made in ``before``) and the announcement
    buttons the learner may press, each only if :func:`shows` lets it."""
    seats = SeatMap(4, (deal.leader - 1) % 4)
    seating = Seating(seat_names(deal.learner, lang),
                      tuple(HUMAN if s == deal.learner else deal.level for s in range(4)),
                      seats.seat(deal.learner), seats, (), 1)
    shown = view(state, deal.learner)
    words = [line for line in header_lines(shown, seating, lang) if shows(line, lang, known)]
    for plate in plates(shown, seating, lang).values():
        words += [plate.name, plate.subtitle]
        words += [c.text for c in plate.chips if shows(c.text, lang, known)]
    if isinstance(action, Play) and before is not None and len(state.tricks) > len(
            before.tricks):
        words.append(trick_reason(shown, seating, lang))
    party = shown.parties[deal.learner]
    bar = [term(party, lang) if party else f"{term('re', lang)}/{term('kontra', lang)}",
           *(term(level_name(level, "re"), lang) for level in range(2, 6))]
    return words + [w for w in bar if shows(w, lang, known)]


def end_words(end: Summary, lang: str, known: frozenset[str] | None) -> list[str]:
    """The lines of a deal's end as the lesson window shows them."""
    return [end.learned.get(lang), *end.shown_verdict(lang, lambda line: shows(line, lang, known)),
            *(line for line in end.score_lines(lang) if shows(line, lang, known))]


def shown_texts(lesson: Lesson, lang: str, known: frozenset[str] | None = None
                ) -> list[Shown]:
    """Every text the lesson shows in ``lang`` when played through by its right answers and
    moves (after the last task the learner's first card), with what it says to a wrong
    answer or move."""
    out = [Shown(0, "title", lesson.title.get(lang))]
    suggested: set[int] = set()
    run = start(lesson)
    while (waiting := expect(run)) is not Expect.DONE:
        step = run.step + 1

        def add(where: str, text: str, step: int = step) -> None:
            out.append(Shown(step, where, text))

        item = current(run)
        if isinstance(item, Page):
            add("page", item.text.get(lang))
        if isinstance(item, Deal) and run.table is not None and run.table.task == 0 \
                and not run.table.state.history:
            if item.intro is not None:
                add("intro", item.intro.get(lang))
            for line in table_words(run.table.state, item, lang, known):
                add("table", line)
        asked = prompt(run)
        if asked is not None:
            add("prompt", asked.words(lang))
        if waiting is Expect.READ:
            end = summary(run)
            if end is not None:
                for line in end_words(end, lang, known):
                    add("end", line)
            run = apply(run, NEXT)[0]
        elif waiting is Expect.ANSWER:
            assert isinstance(item, Quiz)
            if isinstance(item, GameValue):
                state = quiz.played_game(item)
                for line in [*verdict(state, lang), *sheet_lines(state, lang)]:
                    add("quiz", line)
            wrong = [o for o in options(run) if o != quiz.answer(item)]
            if wrong:
                said = apply(run, Answer(wrong[0]))[1].said
                if said is not None:
                    add("wrong answer", said.words(lang))
            run, feedback = apply(run, Answer(quiz.answer(item)))
            if feedback.said is not None:
                add("right answer", feedback.said.words(lang))
        elif waiting is Expect.ADVANCE:
            before = run.table
            run, action = advance(run)
            assert before is not None and run.table is not None
            for line in table_words(run.table.state, run.table.deal, lang, known, action,
                                    before.state):
                add("table", line)
        else:
            table = run.table
            assert table is not None
            task = task_now(table)
            if task is not None:
                if task.note is not None:
                    add("task", task.note.get(lang))
                add("hint", tasks.hint(task, table.state, table.deal.learner).words(lang))
                miss = entry_action(table, {"seat": table.deal.learner, **task.wrong})
                said = apply(run, miss)[1].said
                if said is not None:
                    add("wrong move", said.words(lang))
                move = entry_action(table, {"seat": table.deal.learner, **task.right})
            else:
                if step not in suggested:  # the Tipp of free play ("Ein Vorschlag: ..."), once
                    suggested.add(step)
                    suggestion = hint(run)
                    if suggestion is not None:
                        add("suggestion", suggestion.said.words(lang))
                move = _free_move(choices(run))
            before_state = table.state
            run, feedback = apply(run, move)
            if feedback.said is not None:
                add("right move", feedback.said.words(lang))
            assert run.table is not None
            for line in table_words(run.table.state, run.table.deal, lang, known, move,
                                    before_state):
                add("table", line)
    return [s for s in out if s.text]


def _free_move(offered: Sequence[Action]) -> Action:
    """The learner's move after the last task: healthy, else the first card, else the first
    choice that is no announcement."""
    for action in offered:
        if isinstance(action, Reserve) and action.kind == Reservation.GESUND:
            return action
    for action in offered:
        if isinstance(action, Play):
            return action
    return next(a for a in offered if not isinstance(a, Announce))
