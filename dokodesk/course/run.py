"""Running a lesson step by step: a frozen :class:`LessonRun` and pure functions on it, so
that a window (or a test) drives a lesson without knowing the rules of Doppelkopf.

:func:`expect` says what the lesson waits for: reading a page or a deal's end
(:data:`NEXT`), an :class:`Answer` to a quiz, the learner's move at the table (an engine
action), or nothing but time: :func:`advance` then makes the table's next move (a
reservation, the beginning of the game, a computer player's card) so that it can be shown.
:func:`apply` takes the learner's answer or move and returns the next run with
:class:`Feedback`: whether it was right and why, in words of the text layer. A wrong move is
not played; the learner tries again, and :func:`hint` is always at hand.

>>> from dokodesk.course.lesson import Lesson, Page
>>> from dokodesk.engine.rules import preset
>>> from dokodesk.text.words import DeEn
>>> lesson = Lesson("demo", 1, DeEn("Probe", "Trial"), preset("ddv"),
...                 (Page(DeEn("Hallo", "Hello")),))
>>> run = start(lesson)
>>> expect(run)
<Expect.READ: 'read'>
>>> run, feedback = apply(run, NEXT)
>>> expect(run), feedback.passed
(<Expect.DONE: 'done'>, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any

from dokodesk.ai.judgement import JUDGE_EFFORT, advised, judge
from dokodesk.ai.search import Cancel, Effort
from dokodesk.course import quiz, tasks
from dokodesk.course.computers import level_move
from dokodesk.course.lesson import Deal, Lesson, Page, Point, Quiz, Step, Task
from dokodesk.course.said import Said, seat_word
from dokodesk.engine.cards import Hand, deck
from dokodesk.engine.errors import DokoError, RecordError
from dokodesk.engine.game import (
    Action,
    GameSetup,
    Phase,
    PigKind,
    Pigs,
    Reserve,
    State,
    is_over,
    legal_actions,
    new_game,
    party,
)
from dokodesk.engine.game import (
    apply as apply_action,
)
from dokodesk.engine.scoring import result
from dokodesk.engine.table import HUMAN, SeatMap
from dokodesk.persistence.reading import quote
from dokodesk.persistence.record import GameRecord, action_from_json
from dokodesk.play import Game
from dokodesk.text.hints import action_words
from dokodesk.text.messages import render
from dokodesk.text.verdict import verdict
from dokodesk.text.words import DeEn


class Expect(StrEnum):
    """What a lesson waits for."""

    READ = "read"
    """A page, or the end of a deal, is shown: go on with :data:`NEXT`."""
    ANSWER = "answer"
    """A quiz: :func:`apply` an :class:`Answer`, one of :func:`options`."""
    MOVE = "move"
    """The learner's move at the table: :func:`apply` an engine action."""
    ADVANCE = "advance"
    """The table moves on by itself: call :func:`advance` (and show its move)."""
    DONE = "done"
    """The lesson is over."""


@dataclass(frozen=True)
class Next:
    """Go on after reading."""


NEXT = Next()


@dataclass(frozen=True)
class Solve:
    """Give up a quiz: the lesson shows the answer with its explanation and goes on."""


SOLVE = Solve()


@dataclass(frozen=True)
class Answer:
    """An answer to a quiz: a card, a seat or a number, as :func:`options` lists them."""

    value: int


@dataclass(frozen=True)
class Feedback:
    """What the lesson says to an answer or a move: whether it was right (a move without a
    task is right when the rules allow it) and why."""

    passed: bool
    said: Said | None = None


@dataclass(frozen=True)
class Hint:
    """A hint: a sentence and, at the table, the moves it points to."""

    said: Said
    actions: tuple[Action, ...] = ()


@dataclass(frozen=True)
class Table:
    """A prepared deal in progress: the position, the next task, and how much of the
    beginning of the game and of the computer players' script has been played."""

    deal: Deal
    state: State
    task: int = 0
    opening: int = 0
    script: frozenset[int] = frozenset()

    @property
    def free(self) -> bool:
        """Whether every task is done (the rest of the deal is played freely)."""
        return self.task >= len(self.deal.tasks)


@dataclass(frozen=True)
class Summary:
    """The end of a deal: what it taught and the game as it ended."""

    learned: DeEn
    state: State
    learner: int

    def verdict(self, lang: str) -> list[str]:
        """What each party took and needed, and who won."""
        return verdict(self.state, lang)

    def shown_verdict(self, lang: str, shows: Callable[[str], bool]) -> list[str]:
        """The lines of :meth:`verdict` a lesson's table may show (``shows``); where it may
        show none of them (they name a term the lesson has not taught), the Augen of the
        learner's side and of the other and who won, in words taught from the first lesson."""
        lines = [line for line in self.verdict(lang) if shows(line)]
        winner = result(self.state).winner
        if lines or self.state.phase is Phase.THROWN_IN or winner is None:
            return lines
        res = result(self.state)
        mine = party(self.state, self.learner)
        others = next(p for p in res.augen if p != mine)
        code = "end_plain_won" if winner == mine else "end_plain_lost"
        return [Said(code, {"mine": res.augen[mine], "theirs": res.augen[others]}).words(lang)]

    def score_lines(self, lang: str) -> list[str]:
        """Every scoring line and the points of each seat."""
        res = result(self.state)
        points = " · ".join(f"{seat_word(p, self.learner).get(lang)} {res.points[p]:+d}"
                            for p in range(4))
        return [*sheet_lines(self.state, lang), Said("score_points", {"points": points}
                                                     ).words(lang)]


def sheet_lines(state: State, lang: str) -> list[str]:
    """The lines of a finished game's score sheet (what each line gives to which party),
    without the total (a score-sheet quiz asks for it)."""
    return [Said("score_line", {"item": DeEn(render(ln.item, {}, "de"),
                                             render(ln.item, {}, "en")),
                                "points": ln.points, "party": ln.party}).words(lang)
            for ln in result(state).lines]


@dataclass(frozen=True)
class LessonRun:
    """A lesson in progress: the step shown, the deal at the table if it is one, and the
    wrong tries at the current question or task."""

    lesson: Lesson
    step: int = 0
    table: Table | None = None
    misses: int = 0


# ---------------------------------------------------------------------------------------------
# A prepared deal at the table


def deal_hands(deal: Deal) -> tuple[Hand, ...]:
    """The four hands: those written, and the rest of the deck dealt from the deal's seed to
    the others in seat order."""
    rest = list(deck(deal.rules.with_nines))
    for hand in deal.hands:
        for card in hand or ():
            rest.remove(card)
    random.Random(deal.seed).shuffle(rest)
    size = deal.rules.tricks_per_game
    out = []
    for hand in deal.hands:
        if hand is None:
            hand, rest = tuple(rest[:size]), rest[size:]
        out.append(tuple(sorted(hand)))
    return tuple(out)


def table_start(deal: Deal) -> Table:
    """The deal before the first word."""
    setup = GameSetup(deal.rules, deal_hands(deal), first=deal.leader,
                      multiplier=deal.multiplier, bock=deal.bock)
    return Table(deal, new_game(setup))


def point(state: State) -> Point:
    """Where the game stands: its phase and, during the play, the trick's number."""
    if state.phase is Phase.PLAY:
        return Point(Phase.PLAY, len(state.tricks) + 1)
    return Point(state.phase)


def task_now(table: Table) -> Task | None:
    """The task the learner is asked now, if it is his turn and the next task's point."""
    state = table.state
    if table.free or is_over(state) or state.to_act != table.deal.learner:
        return None
    task = table.deal.tasks[table.task]
    return task if task.at == point(state) else None


def _seats(deal: Deal) -> SeatMap:
    return SeatMap(4, (deal.leader - 1) % 4)


def entry_action(table: Table, entry: Mapping[str, Any]) -> Action:
    """A move of the lesson file in the record form with its seat, as the engine's action in
    the position at the table. Besides the record's forms, ``{"keep": "schweine"}`` keeps
    quiet when asked for Schweine (or Superschweine), which a record never writes. Raises
    :class:`DokoError` for an entry that is no move here."""
    seats = _seats(table.deal)
    if "keep" not in entry:
        return action_from_json(table.state, dict(entry), seats)
    kinds = [k.value for k in PigKind]
    keys = sorted(k for k in entry if k != "seat")
    if keys != ["keep"]:
        raise RecordError("action_keys", keys=", ".join(keys))
    if entry["keep"] not in kinds:
        raise RecordError("field_not_allowed", field="keep", value=quote(entry["keep"]),
                          allowed=", ".join(kinds))
    player = seats.player(entry["seat"])
    assert player is not None
    return Pigs(player, PigKind(entry["keep"]), False)


def table_expect(table: Table) -> Expect:
    """What the deal waits for: its end to be read, the learner's move or the table's."""
    if is_over(table.state):
        return Expect.READ
    return Expect.MOVE if _automatic(table) is None else Expect.ADVANCE


def _automatic(table: Table) -> str | None:
    """Whether the next move is the table's and where it comes from: ``reservation``,
    ``opening``, ``script`` or ``level``; None when it is the learner's."""
    state, deal = table.state, table.deal
    seat = state.to_act
    if state.phase is Phase.RESERVATIONS:
        return None if task_now(table) is not None else "reservation"
    if table.opening < len(deal.opening):
        return "opening"
    if seat == deal.learner:
        return "quiet" if _only_quiet(table) else None
    return "script" if _script_index(table) is not None else "level"


def _only_quiet(table: Table) -> bool:
    """Whether the learner is asked for Schweine without a task there while he can only say
    no: the table answers for him, as at a Partie."""
    state = table.state
    if state.phase is not Phase.SCHWEINE or task_now(table) is not None:
        return False
    return not any(isinstance(a, Pigs) and a.say for a in legal_actions(state, state.to_act))


def _script_index(table: Table) -> int | None:
    here = point(table.state)
    seat = table.state.to_act
    return next((i for i, m in enumerate(table.deal.script)
                 if i not in table.script and m.seat == seat and m.at == here), None)


def table_advance(table: Table) -> tuple[Table, Action]:
    """The table's next move (see :func:`advance`); a move of the lesson file that the rules
    refuse raises :class:`RecordError` naming it."""
    state, deal = table.state, table.deal
    source = _automatic(table)
    if source is None:
        raise ValueError("it is the learner's move")
    action: Action
    if source == "quiet":
        (action,) = legal_actions(state, state.to_act)
        return replace(table, state=apply_action(state, action)), action
    if source == "reservation":
        seat = state.to_act
        action = Reserve(seat, deal.reservations[seat])
        try:
            after = apply_action(state, action)
        except DokoError as exc:
            raise RecordError("bad_field", field=f"reservations[{seat + 1}]",
                              reason=exc) from exc
        return replace(table, state=after), action
    if source == "opening":
        i = table.opening
        try:
            action = entry_action(table, deal.opening[i])
            after = apply_action(state, action)
        except DokoError as exc:
            raise RecordError("bad_field", field=f"opening[{i + 1}]", reason=exc) from exc
        return replace(table, state=after, opening=i + 1), action
    if source == "script":
        j = _script_index(table)
        assert j is not None
        move = deal.script[j]
        entry = {"seat": move.seat, **move.entry}
        try:
            action = entry_action(table, entry)
            after = apply_action(state, action)
        except DokoError as exc:
            raise RecordError("lesson_script_illegal", field=f"script[{j + 1}]",
                              value=quote({k: v for k, v in entry.items() if k != "seat"}),
                              reason=exc) from exc
        return replace(table, state=after, script=table.script | {j}), action
    action = level_move(state, deal.level, deal.seed, announce=table.free)
    return replace(table, state=apply_action(state, action)), action


def table_move(table: Table, action: Action) -> tuple[Table, Feedback]:
    """The learner's ``action`` at the table: refused with the rules' reason if illegal,
    checked against the task if one is asked (a miss is not played), else played."""
    refusal = tasks.refused(table.state, action)
    if refusal is not None:
        return table, Feedback(False, Said(refusal.code, refusal.details))
    task = task_now(table)
    if task is None:
        return replace(table, state=apply_action(table.state, action)), Feedback(True)
    found = tasks.check(task, table.state, table.deal.learner, action)
    if not found.passed:
        return table, Feedback(False, found.said)
    after = apply_action(table.state, action)
    return replace(table, state=after, task=table.task + 1), Feedback(True, found.said)


def table_choices(table: Table) -> tuple[Action, ...]:
    """What the learner may do now: at his move everything the rules allow; after the last
    task also his announcements while the others play."""
    state, learner = table.state, table.deal.learner
    if table_expect(table) is Expect.MOVE or (table.free and state.phase is Phase.PLAY):
        return legal_actions(state, learner)
    return ()


# ---------------------------------------------------------------------------------------------
# The lesson


def _enter(lesson: Lesson, index: int) -> LessonRun:
    steps = lesson.steps
    step = steps[index] if index < len(steps) else None
    table = table_start(step) if isinstance(step, Deal) else None
    return LessonRun(lesson, index, table)


def start(lesson: Lesson, step: int = 0) -> LessonRun:
    """The lesson at its first step (or at ``step``, to repeat one)."""
    return _enter(lesson, step)


def current(run: LessonRun) -> Step | None:
    """The step shown (None when the lesson is over)."""
    steps = run.lesson.steps
    return steps[run.step] if run.step < len(steps) else None


def expect(run: LessonRun) -> Expect:
    """What the lesson waits for now."""
    step = current(run)
    if step is None:
        return Expect.DONE
    if isinstance(step, Page):
        return Expect.READ
    if run.table is None:
        return Expect.ANSWER
    return table_expect(run.table)


def options(run: LessonRun) -> tuple[int, ...]:
    """The answers a quiz offers (none outside a quiz)."""
    asked = _quiz(run)
    return () if asked is None else quiz.options(asked)


def _quiz(run: LessonRun) -> Quiz | None:
    """The quiz shown, if the step is one."""
    step = current(run)
    return None if step is None or isinstance(step, Page | Deal) else step


def prompt(run: LessonRun) -> Said | None:
    """What the learner is asked: the quiz's question, the task at the table, or after the
    last task to play on freely; None on a page, at a deal's end and while the table moves
    towards a task."""
    asked = _quiz(run)
    if asked is not None:
        return quiz.question(asked)
    table = run.table
    if table is None or is_over(table.state):
        return None
    task = task_now(table)
    if task is not None:
        return tasks.prompt(task, table.state, table.deal.learner)
    return Said("task_free") if table.free else None


def has_hint(run: LessonRun) -> bool:
    """Whether :func:`hint` has one now (asked without weighing anything)."""
    if _quiz(run) is not None:
        return True
    table = run.table
    return table is not None and table_expect(table) is Expect.MOVE


def suggests(run: LessonRun) -> bool:
    """Whether the hint now is the free-play suggestion, which weighs the position (it takes
    a moment: the window asks it off its own thread)."""
    table = run.table
    return (has_hint(run) and _quiz(run) is None and table is not None
            and task_now(table) is None)


def hint(run: LessonRun, cancelled: Cancel | None = None,
         budget: Effort = JUDGE_EFFORT) -> Hint | None:
    """A hint for the quiz, for the task (with the moves that do it: the lesson's own rules),
    or after the last task a suggestion: the Tipp's first choice, from the one judgement
    (:func:`~dokodesk.ai.judgement.judge`); None on a page and while the table moves
    (``cancelled`` calls the judgement off)."""
    asked = _quiz(run)
    if asked is not None:
        return Hint(quiz.hint(asked))
    table = run.table
    if table is None or table_expect(table) is not Expect.MOVE:
        return None
    state, learner = table.state, table.deal.learner
    task = task_now(table)
    if task is not None:
        return Hint(tasks.hint(task, state, learner), tasks.passing(task, state, learner))
    game = Game(state)
    ask = game.decision(learner)
    move = None if ask is None else advised(judge(game.view(learner), ask.choices,
                                                  budget=budget, cancelled=cancelled))
    if move is None:
        move = level_move(state, table.deal.level, table.deal.seed, announce=True)
    words = action_words(move, party(state, learner))
    return Hint(Said("hint_free", {"what": words}), (move,))


def choices(run: LessonRun) -> tuple[Action, ...]:
    """What the learner may do at the table now (see :func:`table_choices`)."""
    return () if run.table is None else table_choices(run.table)


def summary(run: LessonRun) -> Summary | None:
    """The end of the deal, once it is over."""
    table = run.table
    if table is None or not is_over(table.state):
        return None
    return Summary(table.deal.learned, table.state, table.deal.learner)


def deal_record(run: LessonRun) -> GameRecord | None:
    """The record of the deal at the table once it is played to its end (None before), with
    the seats' levels (the learner's ``human``), for the player's history, which keeps the
    lesson deals apart from the table's games."""
    table = run.table
    if table is None or not is_over(table.state):
        return None
    deal = table.deal
    return GameRecord.from_state(
        table.state, dealer=_seats(deal).dealer,
        levels=[HUMAN if seat == deal.learner else deal.level for seat in range(4)])


def advance(run: LessonRun) -> tuple[LessonRun, Action]:
    """The table's next move and the run after it (only when :func:`expect` is ADVANCE)."""
    if run.table is None or expect(run) is not Expect.ADVANCE:
        raise ValueError("the lesson does not wait for the table")
    table, action = table_advance(run.table)
    return replace(run, table=table), action


def apply(run: LessonRun, move: Next | Solve | Answer | Action
          ) -> tuple[LessonRun, Feedback]:
    """The learner's answer or move and what the lesson says to it. Raises ``ValueError``
    for something the lesson does not wait for (a card on a page, an answer not offered).

    A wrong answer to a quiz is told why it is wrong without the right answer (and with the
    lesson's nudge, if it has one), so that the next try still asks something; the
    explanation comes with the right answer, or with :data:`SOLVE`."""
    waiting = expect(run)
    if isinstance(move, Next):
        if waiting is not Expect.READ:
            raise ValueError("nothing to read now")
        return _enter(run.lesson, run.step + 1), Feedback(True)
    if isinstance(move, Answer | Solve):
        asked = _quiz(run)
        if asked is None or waiting is not Expect.ANSWER or (
                isinstance(move, Answer) and move.value not in options(run)):
            raise ValueError(f"{move} is not an answer offered now")
        why = {"why": quiz.explanation(asked).as_error()}
        if isinstance(move, Solve):
            return _enter(run.lesson, run.step + 1), Feedback(False, Said("quiz_solution", why))
        if move.value == quiz.answer(asked):
            return _enter(run.lesson, run.step + 1), Feedback(True, Said("quiz_right", why))
        reason = {"why": quiz.miss(asked, move.value).as_error()}
        said = (Said("quiz_wrong", reason) if asked.nudge is None
                else Said("quiz_wrong_nudge", {**reason, "nudge": asked.nudge}))
        return replace(run, misses=run.misses + 1), Feedback(False, said)
    table = run.table
    if table is None or move.player != table.deal.learner or (
            waiting is not Expect.MOVE and move not in table_choices(table)):
        raise ValueError("the lesson does not wait for this move")
    after, feedback = table_move(table, move)
    misses = 0 if after.task != table.task else run.misses + (0 if feedback.passed else 1)
    return replace(run, table=after, misses=misses), feedback
