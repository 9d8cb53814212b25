"""Every lesson of the course: it loads and plays through, a learner who does each task right
completes it, and a wrong move or answer gets the reason in words and does not advance."""

from __future__ import annotations

import re

import pytest
from lesson_helpers import entry_action, learner_move, play_right

from dokodesk.course import load_course
from dokodesk.course import run as lesson_run
from dokodesk.course.lesson import Deal, HigherCard, Lesson, Page, StepKind, TaskKind, TrickWinner
from dokodesk.course.quiz import answer, explanation, options
from dokodesk.course.run import SOLVE, Answer, Expect, LessonRun, task_now
from dokodesk.course.said import seat_word
from dokodesk.course.validate import check_deal
from dokodesk.engine.game import is_over
from dokodesk.engine.rules import preset
from dokodesk.text.messages import CATALOGUE
from dokodesk.text.words import card_words

COURSE = load_course()
LESSONS = COURSE.lessons


def test_the_course_opens_with_every_lesson_in_order() -> None:
    assert COURSE.problems == ()
    assert len(LESSONS) >= 12
    assert [lesson.number for lesson in LESSONS] == list(range(1, len(LESSONS) + 1))
    assert len({lesson.id for lesson in LESSONS}) == len(LESSONS)
    kinds = {step.kind for lesson in LESSONS for step in lesson.steps}
    assert kinds == set(StepKind)
    tasks = {task.kind for lesson in LESSONS for step in lesson.steps
             if isinstance(step, Deal) for task in step.tasks}
    assert tasks == set(TaskKind)


def test_the_lessons_teach_what_a_newcomer_needs() -> None:
    ids = [lesson.id for lesson in LESSONS]
    assert ids[:12] == ["karten", "trumpf", "bedienen", "stich", "parteien", "zaehlen",
                        "ansagen", "sonderpunkte", "schmieren", "hochzeit", "soli",
                        "spielzettel"]
    house = {lesson.id: lesson for lesson in LESSONS}
    armut = [s for s in house["armut"].steps if isinstance(s, Deal)]
    assert {d.rules.poverty_foxes_count for d in armut} == {True, False}  # kneipe and vowi
    dullen = [s for s in house["dullen"].steps if isinstance(s, Deal)]
    assert {d.rules.dulle_rule for d in dullen} == {"first_beats_second", "second_beats_first"}
    doubling = [s for s in house["verdoppeln"].steps if isinstance(s, Deal)]
    assert all(d.rules.announcement_scoring == "doubling" for d in doubling)
    assert [d.multiplier for d in doubling] == [1, 2]
    # the pub house rules: a deal for Schweine, one in a Bock round, one thrown in
    pub = house["schweine"]
    assert pub.rules == preset("kneipe_plus")
    deals = [s for s in pub.steps if isinstance(s, Deal)]
    assert all(d.rules == preset("kneipe_plus") for d in deals)
    assert [[t.kind for t in d.tasks] for d in deals] == [
        [TaskKind.SCHWEINE, TaskKind.WIN_LOWEST], [TaskKind.ANNOUNCE], [TaskKind.RESERVE]]
    assert [d.bock for d in deals] == [1, 2, 1]
    assert deals[2].tasks[0].reservation == "schmeissen"
    assert any(getattr(s, "schweine", False) for s in pub.steps if s.kind.is_quiz)


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_every_deal_validates(lesson: Lesson) -> None:
    for step in lesson.steps:
        if isinstance(step, Deal):
            check_deal(step)
            assert step.learned.de and step.learned.en


@pytest.mark.parametrize("lang", ["de", "en"])
@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_doing_every_task_right_completes_the_lesson(lesson: Lesson, lang: str) -> None:
    run, said = play_right(lesson, lang)
    assert lesson_run.expect(run) is Expect.DONE
    assert said
    for sentence in said:
        assert sentence and "{" not in sentence and not re.fullmatch(r"[a-z_]+( \{.*)?", sentence)


def _at_each_question(lesson: Lesson) -> list[LessonRun]:
    """The run at each quiz and at each task of the lesson, reached the right way."""
    found = []
    run = lesson_run.start(lesson)
    while (waiting := lesson_run.expect(run)) is not Expect.DONE:
        if waiting is Expect.ANSWER or (
                waiting is Expect.MOVE and run.table is not None
                and task_now(run.table) is not None):
            found.append(run)
        if waiting is Expect.ADVANCE:
            run, _ = lesson_run.advance(run)
            continue
        step = lesson_run.current(run)
        if waiting is Expect.READ:
            run, _ = lesson_run.apply(run, lesson_run.NEXT)
        elif waiting is Expect.ANSWER:
            assert step is not None and not isinstance(step, Page | Deal)
            run, _ = lesson_run.apply(run, Answer(answer(step)))
        else:
            run, _ = lesson_run.apply(run, learner_move(run))
    return found


WRONG_MOVES: dict[str, list[str]] = {
    "karten": ["miss_not_winning", "miss_play_card"],
    "trumpf": ["miss_lower_wins"],
    "bedienen": ["must_follow_trump_card", "must_follow"],
    "stich": ["miss_lower_wins"],
    "parteien": ["miss_smear_low"],
    "zaehlen": ["miss_too_many"],
    "ansagen": ["miss_announce_last"],
    "sonderpunkte": ["miss_fuchs_lost", "miss_karlchen_now"],
    "schmieren": ["miss_smear_low", "miss_too_many"],
    "hochzeit": ["miss_reserve_hochzeit"],
    "soli": ["miss_reserve_healthy"],
    "spielzettel": ["miss_announce_first"],
    "armut": ["miss_return_trump"] * 7,
    "dullen": ["miss_not_winning", "miss_too_many"],
    "verdoppeln": ["miss_announce_first", "miss_fuchs_lost"],
    "schweine": ["miss_schweine_quiet", "miss_not_winning", "miss_announce_first",
                 "miss_reserve_schmeissen"],
    "aus-fehlern-lernen": ["miss_too_many"],
}
"""Why the wrong move of each task of a lesson misses, in order."""


@pytest.mark.parametrize("lesson", LESSONS, ids=[lesson.id for lesson in LESSONS])
def test_a_wrong_move_gets_the_reason_and_another_try(lesson: Lesson) -> None:
    misses = []
    for run in _at_each_question(lesson):
        step = lesson_run.current(run)
        assert step is not None
        if run.table is None:
            assert not isinstance(step, Page | Deal)
            wrong = next(o for o in options(step) if o != answer(step))
            after, feedback = lesson_run.apply(run, Answer(wrong))
            assert after.step == run.step and after.misses == run.misses + 1
        else:
            task = task_now(run.table)
            assert task is not None
            after, feedback = lesson_run.apply(run, entry_action(run.table, task.wrong))
            assert after.table is not None
            assert after.table.state == run.table.state and after.table.task == run.table.task
            assert after.misses == run.misses + 1
            hint = lesson_run.hint(after)
            assert hint is not None and hint.actions and hint.said.words("de")
            assert entry_action(run.table, task.right) in hint.actions
            assert feedback.said is not None
            misses.append(feedback.said.code)
        assert not feedback.passed and feedback.said is not None
        for lang in ("de", "en"):
            words = feedback.said.words(lang)
            assert words and "{" not in words and feedback.said.code in CATALOGUE
    assert misses == WRONG_MOVES[lesson.id]


def _names_of_answer(step: object, lang: str) -> list[str]:
    """How the right answer of a quiz would be written: the card, the player, the number."""
    right = answer(step)  # type: ignore[arg-type]
    if isinstance(step, HigherCard):
        return [card_words(right, lang)]
    if isinstance(step, TrickWinner):
        return [seat_word(right, learner=0).get(lang)]
    return [str(right)]


QUIZZES = [(lesson, i) for lesson in LESSONS for i, step in enumerate(lesson.steps)
           if step.kind.is_quiz]


@pytest.mark.parametrize(("lesson", "index"), QUIZZES,
                         ids=[f"{lesson.id}-{i + 1}" for lesson, i in QUIZZES])
def test_a_wrong_answer_keeps_the_answer_for_the_next_try(lesson: Lesson, index: int) -> None:
    run = lesson_run.start(lesson, index)
    step = lesson_run.current(run)
    assert step is not None and not isinstance(step, Page | Deal)
    right = answer(step)
    for wrong in (o for o in options(step) if o != right):
        after, feedback = lesson_run.apply(run, Answer(wrong))
        assert not feedback.passed and feedback.said is not None
        assert feedback.said.code in ("quiz_wrong", "quiz_wrong_nudge")
        assert after.step == run.step and lesson_run.expect(after) is Expect.ANSWER
        for lang in ("de", "en"):
            words = feedback.said.words(lang)
            assert explanation(step).words(lang) not in words
            for name in _names_of_answer(step, lang):
                assert not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", words), words
        # the second try: the right answer, now with the explanation
        done, feedback = lesson_run.apply(after, Answer(right))
        assert feedback.passed and done.step == run.step + 1
        assert feedback.said is not None and explanation(step).words("de") in (
            feedback.said.words("de"))
    # giving up shows the answer with its explanation and goes on
    solved, feedback = lesson_run.apply(run, SOLVE)
    assert solved.step == run.step + 1 and feedback.said is not None
    assert feedback.said.words("en") == "The answer: " + explanation(step).words("en")


def test_a_wrong_answer_says_why_in_words_of_what_was_clicked() -> None:
    stich = next(lesson for lesson in LESSONS if lesson.id == "stich")
    dullen = next(lesson for lesson in LESSONS if lesson.id == "dullen")
    said = []
    for lesson in (stich, dullen):
        for i, step in enumerate(lesson.steps):
            if isinstance(step, TrickWinner) and step.cards.count(step.cards[0]) == 2:
                run = lesson_run.start(lesson, i)
                loser = next(s for s in options(step) if s != answer(step)
                             and step.cards[(s - step.leader) % 4] == step.cards[0])
                said.append(lesson_run.apply(run, Answer(loser))[1].said.words("de"))
    assert said[0] == ("Nicht ganz. Pik-Ass liegt zweimal im Stich: von zwei gleichen Karten "
                       "gewinnt nur eine. Welche? Versuch es noch einmal.")
    assert said[1].startswith("Nicht ganz. Herz-Zehn liegt zweimal im Stich: denk an die "
                              "Dullen-Regel")
    assert said[2].endswith("Denk an die Dulle: an diesem Tisch (Vowi) sticht die zweite Dulle "
                            "die erste. Versuch es noch einmal.")


def test_the_end_of_a_deal_says_what_was_learned_and_how_it_was_scored() -> None:
    lesson = LESSONS[0]
    deal_at = next(i for i, s in enumerate(lesson.steps) if isinstance(s, Deal))
    run = lesson_run.start(lesson, deal_at)
    while lesson_run.expect(run) is not Expect.READ:
        if lesson_run.expect(run) is Expect.ADVANCE:
            run, _ = lesson_run.advance(run)
        else:
            run, _ = lesson_run.apply(run, learner_move(run))
    end = lesson_run.summary(run)
    assert end is not None and is_over(end.state)
    assert end.learned.de.startswith("Das Ass ist die höchste Karte")
    verdict = end.verdict("de")
    assert verdict[-1].endswith("gewinnt.")
    lines = end.score_lines("en")
    assert lines[-1].startswith("Points: You ")
    assert any(line.startswith("Won: 1 for ") for line in lines)
