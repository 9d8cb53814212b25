"""The course's words in order: the glossary covers the game's vocabulary, the plates' words,
every score-sheet line and the verdicts, and no lesson of the course (all of them, in German
and English) shows a term before the lesson that teaches it, in its files' texts or in what
its table shows during its deals."""

from __future__ import annotations

from dataclasses import replace

import pytest

from dokodesk.course import load_course
from dokodesk.course.files import lesson_from_toml
from dokodesk.course.lesson import Deal, Page
from dokodesk.course.validate import known_terms, shown_texts, shows, term_problems
from dokodesk.engine.errors import DokoError
from dokodesk.engine.scoring import LINE_ITEMS
from dokodesk.text import hints, table, words
from dokodesk.text.glossary import BY_KEY, TERMS, find
from dokodesk.text.messages import render
from dokodesk.text.words import DeEn

COURSE = load_course()


def _vocabulary() -> list[tuple[str, DeEn]]:
    found = [(k, v) for d in (words.VOCAB, words.SOLOS, words.LEVELS) for k, v in d.items()]
    found += [(k, table.WORDS[k]) for k in ("healthy", "reservation", "silent", "took_armut",
                                            "declined", "tricks", "dealer", "sits_out")]
    found += [(i, DeEn(render(i, {}, "de"), render(i, {}, "en"))) for i in LINE_ITEMS]
    found += [(k, d[k]) for d in (hints.VERDICT_WORDS, hints.VERDICT_NAMES)
              for k in ("inaccuracy", "mistake", "blunder")]
    return found


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_glossary_covers_every_word_of_the_game(lang: str) -> None:
    missing = [(key, text.get(lang)) for key, text in _vocabulary()
               if not find(text.get(lang), lang)]
    assert not missing
    ids = {lesson.id for lesson in COURSE.lessons}
    assert all(t.lesson is None or t.lesson in ids for t in TERMS)  # taught by a real lesson


def test_no_lesson_uses_a_term_before_the_lesson_that_teaches_it() -> None:
    assert len(COURSE.lessons) >= 16 and not COURSE.problems
    problems = term_problems(COURSE.lessons, ("de", "en"))
    assert not problems, "\n".join(map(str, problems))


def test_the_check_reads_what_the_table_shows_during_a_deal() -> None:
    first = COURSE.lessons[0]
    shown = shown_texts(first, "de")  # nothing hidden: every word the table has
    table_words = [s.text for s in shown if s.where == "table"]
    assert any(text.startswith("Spiel 1 · Vorbehalte") for text in table_words)
    assert "Gesund" in table_words and "Re" in table_words
    assert any(s.where == "end" and "Re" in s.text for s in shown)
    known = known_terms(COURSE.lessons, first)
    assert "re" not in known and "vorbehalt" not in known and "trumpf" in known
    hidden = shown_texts(first, "de", known)
    assert not [s for s in hidden if s.where == "table" and "Gesund" in s.text]
    assert not shows("Re", "de", known) and shows("Re", "de", None)


def test_a_term_used_too_early_is_found_in_any_lesson_added_later() -> None:
    karten = COURSE.lesson("karten")
    assert karten is not None
    early = replace(karten, id="probe", number=2, steps=(
        Page(DeEn("Dein Fuchs ist das Karo-Ass.", "Your Fuchs is the ace of diamonds.")),))
    lessons = sorted((*COURSE.lessons, early), key=lambda lesson: lesson.number)
    found = [p for p in term_problems(lessons) if p.lesson == 2]
    taught = COURSE.lesson("sonderpunkte")
    assert taught is not None
    assert [(p.term, p.taught_by, p.where) for p in found] == [
        ("fuchs", taught.number, "page")] * 2  # in German and in English
    assert "lesson 2 step 1 (page): 'fuchs'" in str(found[0])
    explained = replace(early, explains=("fuchs",))
    lessons = sorted((*COURSE.lessons, explained), key=lambda lesson: lesson.number)
    assert not [p for p in term_problems(lessons) if p.lesson == 2]


def test_a_lesson_file_explains_only_terms_of_the_glossary() -> None:
    text = '''
format = "dokodesk-lesson"
version = 1
id = "probe"
number = 1
title = { de = "Probe", en = "Trial" }
explains = ["fuchs", "%s"]
[[steps]]
kind = "page"
text = { de = "Hallo", en = "Hello" }
'''
    assert lesson_from_toml(text % "dulle").explains == ("fuchs", "dulle")
    with pytest.raises(DokoError) as caught:
        lesson_from_toml(text % "wurst")
    assert caught.value.details["field"] == "explains[2]"
    assert set(BY_KEY) == {t.key for t in TERMS}


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_deal_end_says_who_won_and_why(lang: str) -> None:
    """Also where the lesson has not taught Re and Kontra yet: then in plain words."""
    why = ("gewinnt", "zählt nicht") if lang == "de" else ("wins", "does not count")
    lessons = COURSE.lessons
    for lesson in lessons:
        ends: dict[int, list[str]] = {}
        for shown in shown_texts(lesson, lang, known_terms(lessons, lesson)):
            if shown.where == "end":
                ends.setdefault(shown.step, []).append(shown.text)
        assert len(ends) == sum(1 for step in lesson.steps if isinstance(step, Deal))
        for step, lines in ends.items():
            assert any(w in line for line in lines for w in why), (lesson.number, step, lines)
            assert any("Augen" in line or why[1] in line for line in lines), (lesson.number,
                                                                                step, lines)
