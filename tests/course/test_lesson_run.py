"""Running a lesson step by step as a window would: what the lesson waits for, the table's
moves one at a time, the learner's announcements after the last task, refusals and misses;
and the task checks in positions of their own (who may still beat a card, whether the trick
is lost, the Karlchen's last trick)."""

from __future__ import annotations

import pytest
from lesson_helpers import entry_action

from dokodesk.ai.judgement import advised, judge
from dokodesk.course import load_course
from dokodesk.course import run as lesson_run
from dokodesk.course.lesson import Deal, Point, Task, TaskKind
from dokodesk.course.run import NEXT, Answer, Expect, LessonRun, task_now
from dokodesk.course.tasks import check, passing, prompt, unfit
from dokodesk.engine.cards import parse_card
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    Play,
    Reserve,
    State,
    apply,
    new_game,
)
from dokodesk.engine.rules import preset
from dokodesk.play import Game

COURSE = load_course()


def lesson(ident: str) -> lesson_run.Lesson:
    found = COURSE.lesson(ident)
    assert found is not None
    return found


def at_deal(ident: str, number: int = 1) -> LessonRun:
    """The run at the start of the ``number``-th deal of a lesson."""
    steps = lesson(ident).steps
    index = [i for i, s in enumerate(steps) if isinstance(s, Deal)][number - 1]
    return lesson_run.start(lesson(ident), index)


def to_move(run: LessonRun) -> tuple[LessonRun, list[object]]:
    """Let the table move on to the learner's next move; its moves in order."""
    moves = []
    while lesson_run.expect(run) is Expect.ADVANCE:
        run, action = lesson_run.advance(run)
        moves.append(action)
    return run, moves


def test_the_table_moves_one_at_a_time_until_the_task() -> None:
    run, moves = to_move(at_deal("trumpf"))
    assert moves == [Reserve(1, "gesund"), Reserve(2, "gesund"), Reserve(3, "gesund"),
                     Reserve(0, "gesund"), Play(1, parse_card("SA")), Play(2, parse_card("S9")),
                     Play(3, parse_card("SK"))]
    assert lesson_run.expect(run) is Expect.MOVE
    asked = lesson_run.prompt(run)
    assert asked is not None and asked.code == "task_win_lowest_trump"
    hint = lesson_run.hint(run)
    assert hint is not None and hint.actions == (Play(0, parse_card("D9")),)
    assert hint.said.words("de") == "Welche deiner Karten schlagen Pik-Ass? Nimm davon die " \
                                    "niedrigste."


def test_a_miss_is_counted_and_a_pass_moves_on() -> None:
    run, _ = to_move(at_deal("trumpf"))
    for card in ("HT", "CA"):
        run, feedback = lesson_run.apply(run, Play(0, parse_card(card)))
        assert not feedback.passed
    assert run.misses == 2
    assert feedback.said is not None and feedback.said.words("en") == (
        "The ace of clubs does not win the trick: the ace of spades is higher.")
    run, feedback = lesson_run.apply(run, Play(0, parse_card("D9")))
    assert feedback.passed and run.misses == 0 and run.table is not None and run.table.free
    assert run.table.state.tricks[0].winner == 0


def test_after_the_last_task_the_learner_plays_freely_and_may_announce() -> None:
    run, _ = to_move(at_deal("zaehlen"))
    run, feedback = lesson_run.apply(run, Play(0, parse_card("D9")))
    assert feedback.passed and feedback.said is not None
    run, _ = lesson_run.advance(run)  # Anna, who won the trick, leads
    assert lesson_run.expect(run) is Expect.ADVANCE
    assert lesson_run.choices(run) == tuple(Announce(0, level) for level in range(1, 6))
    asked = lesson_run.prompt(run)
    assert asked is not None and asked.code == "task_free" and lesson_run.hint(run) is None
    run, feedback = lesson_run.apply(run, Announce(0, 1))
    assert feedback == lesson_run.Feedback(True)
    assert run.table is not None and run.table.state.levels == (0, 1)
    run, _ = to_move(run)
    hint = lesson_run.hint(run)
    assert hint is not None and hint.said.code == "hint_free" and len(hint.actions) == 1
    assert lesson_run.suggests(run) and lesson_run.has_hint(run)
    game = Game(run.table.state)  # the suggestion is the Tipp's first choice
    ask = game.decision(0)
    assert ask is not None
    assert hint.actions[0] == advised(judge(game.view(0), ask.choices))
    illegal = next(Play(0, c) for c in run.table.state.hands[0]
                   if Play(0, c) not in lesson_run.choices(run))
    after, feedback = lesson_run.apply(run, illegal)
    assert after.table == run.table and not feedback.passed and feedback.said is not None
    assert feedback.said.code == "must_follow"


def test_what_the_lesson_does_not_wait_for_is_refused() -> None:
    run = lesson_run.start(lesson("karten"))
    with pytest.raises(ValueError):
        lesson_run.apply(run, Answer(25))
    with pytest.raises(ValueError):
        lesson_run.advance(run)
    for _ in range(3):
        run, _ = lesson_run.apply(run, NEXT)
    assert lesson_run.options(run) == (21, 25, 29, 34) and lesson_run.choices(run) == ()
    with pytest.raises(ValueError):
        lesson_run.apply(run, Answer(26))
    with pytest.raises(ValueError):
        lesson_run.apply(run, NEXT)
    deal, _ = to_move(at_deal("karten"))
    with pytest.raises(ValueError):
        lesson_run.apply(deal, Play(1, parse_card("SA")))


def test_a_deal_can_be_repeated_and_ends_with_its_summary() -> None:
    first = at_deal("sonderpunkte", 2)
    again = at_deal("sonderpunkte", 2)
    assert first == again and lesson_run.summary(first) is None
    run, moves = to_move(first)
    assert len(moves) == 4 + 40  # the reservations and ten tricks of the beginning
    task = task_now(run.table) if run.table else None
    assert task is not None and task.kind is TaskKind.KARLCHEN
    run, _ = lesson_run.apply(run, Play(0, parse_card("CQ")))
    while lesson_run.expect(run) is not Expect.READ:
        if lesson_run.expect(run) is Expect.ADVANCE:
            run, _ = lesson_run.advance(run)
        else:
            hint = lesson_run.hint(run)
            assert hint is not None
            run, _ = lesson_run.apply(run, hint.actions[0])
    end = lesson_run.summary(run)
    assert end is not None
    assert any("Karlchen" in line for line in end.score_lines("de"))
    run, _ = lesson_run.apply(run, NEXT)
    assert lesson_run.expect(run) is Expect.DONE and lesson_run.current(run) is None


# ---------------------------------------------------------------------------------------------
# Task checks in positions of their own


def position(hands: list[str], first: int, plays: str) -> State:
    """A normal game of these hands (a string of 12 card names each), ``plays`` played."""
    setup = GameSetup(preset("ddv"), tuple(tuple(sorted(parse_card(c) for c in h.split()))
                                           for h in hands), first=first)
    state = new_game(setup)
    for p in range(4):
        state = apply(state, Reserve((first + p) % 4, "gesund"))
    for name in plays.split():
        state = apply(state, Play(state.to_act, parse_card(name)))
    return state


HANDS = [
    "HT HQ CJ D9 DT CA C9 SA SK HA H9 HK",
    "CJ CQ CK CT S9 S9 ST SA HT DQ DK DT",
    "C9 SJ SQ H9 HJ HJ HK HA DJ DJ DK DA",
    "CQ CK CT CA SJ SQ SK ST HQ D9 DQ DA",
]


def task(kind: TaskKind) -> Task:
    return Task(kind, Point(Phase.PLAY, 1), {}, {})


def test_a_card_is_sure_only_if_nobody_after_may_beat_it() -> None:
    # Bernd leads, Clara follows, Anna plays after you and may hold anything you have not seen
    state = position(HANDS, first=2, plays="HJ SJ")
    win = task(TaskKind.WIN_LOWEST)
    found = check(win, state, 0, Play(0, parse_card("CJ")))
    assert not found.passed and found.said.words("de") == (
        "Mit Kreuz-Bube ist der Stich nicht sicher: nach dir kann Anna noch höher stechen.")
    assert passing(win, state, 0) == (Play(0, parse_card("HT")),)  # the first Dulle stays
    assert prompt(win, state, 0).code == "task_win_lowest_trump"


def test_a_trick_is_lost_only_if_no_partner_may_still_take_it() -> None:
    state = position(HANDS, first=2, plays="HJ SJ")  # nobody's party is known yet
    error = unfit(task(TaskKind.GIVE_LITTLE), state, 0)
    assert error is not None and error.code == "pose_not_lost"
    error = unfit(task(TaskKind.KARLCHEN), state, 0)
    assert error is not None and error.code == "pose_karlchen_early"
    error = unfit(task(TaskKind.CATCH_FUCHS), state, 0)
    assert error is not None and error.code == "pose_no_fuchs"
    assert unfit(task(TaskKind.FOLLOW_SUIT), state, 0) is None


def test_a_reservation_task_names_the_solo_that_fits() -> None:
    soli = lesson("soli").steps[-1]
    assert isinstance(soli, Deal)
    run, _ = to_move(at_deal("soli"))
    assert run.table is not None
    reserve = soli.tasks[0]
    found = check(reserve, run.table.state, 0, Reserve(0, "buben"))
    assert not found.passed and found.said.words("en") == (
        "In a Jacks solo you would hold 0 trumps, in a Queens solo 6: take the solo in which "
        "most of your cards are trumps.")
    assert check(reserve, run.table.state, 0, entry_action(run.table, reserve.right)).passed


def test_the_schweine_round_asks_the_learner_only_when_he_has_them() -> None:
    from dokodesk.engine.game import PigKind, Pigs

    run, moves = to_move(at_deal("schweine"))
    # the computers, from Anna on, can only say no; then the learner is asked
    assert moves[-3:] == [Pigs(p, PigKind.SCHWEINE, False) for p in (1, 2, 3)]
    assert run.table is not None and run.table.state.phase is Phase.SCHWEINE
    asked = lesson_run.prompt(run)
    assert asked is not None and asked.code == "task_schweine"
    run, feedback = lesson_run.apply(run, Pigs(0, PigKind.SCHWEINE, False))
    assert not feedback.passed and feedback.said is not None
    assert feedback.said.words("de").startswith("Schweigst du, bleiben die beiden Karten")
    run, feedback = lesson_run.apply(run, Pigs(0, PigKind.SCHWEINE))
    assert feedback.passed and run.table is not None and run.table.state.pigs
    # Anna leads her Dulle; the Schwein wins it, the Kreuz-Dame does not
    run, moves = to_move(run)
    assert len(moves) == 3 and moves[0] == Play(1, parse_card("HT"))
    run, feedback = lesson_run.apply(run, Play(0, parse_card("CQ")))
    assert feedback.said is not None and feedback.said.code == "miss_not_winning"
    # in the Bock game the learner holds one Karo-Ass: the table says no for him
    bock, moves = to_move(at_deal("schweine", 2))
    assert Pigs(0, PigKind.SCHWEINE, False) in moves
    assert bock.table is not None and bock.table.state.setup.bock == 2
