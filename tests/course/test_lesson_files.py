"""Broken lesson files are refused with a coded message naming the file and the place, in
German and English, while the other lessons of the course still load."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from dokodesk.course import load_course
from dokodesk.course.catalogue import LESSONS, Problem
from dokodesk.engine.errors import DokoError

ALL = sorted(p.name for p in LESSONS.glob("*.toml"))


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A copy of the course's lesson files to break."""
    for name in ALL:
        shutil.copy(LESSONS / name, tmp_path / name)
    return tmp_path


def change(folder: Path, name: str, old: str, new: str) -> None:
    path = folder / name
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    path.write_text(text.replace(old, new), encoding="utf-8")


def refused(folder: Path, name: str) -> Problem:
    """The one refused file, which must be ``name``; every other lesson loads."""
    course = load_course(folder)
    assert [p.file for p in course.problems] == [name]
    assert len(course.lessons) == len(ALL) - 1
    problem = course.problems[0]
    for lang in ("de", "en"):
        assert problem.words(lang).startswith(name + ": ")
    return problem


def innermost(error: DokoError) -> DokoError:
    """The error a ``bad_field`` chain ends in."""
    while error.code == "bad_field":
        reason = error.details["reason"]
        assert isinstance(reason, DokoError)
        error = reason
    return error


def test_bad_toml(folder: Path) -> None:
    (folder / "16-kaputt.toml").write_text('format = "dokodesk-lesson"\nnumber = \n',
                                           encoding="utf-8")
    course = load_course(folder)
    assert len(course.lessons) == len(ALL)
    (problem,) = course.problems
    assert problem.file == "16-kaputt.toml" and problem.error.code == "bad_toml"
    assert problem.words("de") == "16-kaputt.toml: Zeile 2, Spalte 10: kein gültiges TOML."
    assert problem.words("en") == "16-kaputt.toml: Line 2, column 10: not valid TOML."


def test_a_card_that_does_not_exist(folder: Path) -> None:
    change(folder, "02-trumpf.toml", 'cards = ["CQ", "HT"]', 'cards = ["CQ", "HX"]')
    problem = refused(folder, "02-trumpf.toml")
    assert innermost(problem.error).code == "not_a_card"
    assert problem.words("de") == ("02-trumpf.toml: steps[3].cards[2]: \"HX\" ist keine Karte; "
                                   "Karten heißen wie HT, CQ, DA, S9.")


def test_an_illegal_scripted_move(folder: Path) -> None:
    change(folder, "03-bedienen.toml", '{ seat = 2, trick = 1, card = "HK" }',
           '{ seat = 2, trick = 1, card = "DQ" }')
    problem = refused(folder, "03-bedienen.toml")
    assert innermost(problem.error).code == "lesson_script_illegal"
    assert problem.words("en") == (
        '03-bedienen.toml: steps[3]: script[2]: {"card": "DQ"} is not allowed here: You must '
        "follow hearts: hearts is the suit led and you still hold the king of hearts.")


def test_a_task_that_is_never_reached(folder: Path) -> None:
    change(folder, "04-stich.toml", "\nat = 1\n", "\nat = 2\n")
    problem = refused(folder, "04-stich.toml")
    assert innermost(problem.error).code == "lesson_unasked_trick"
    assert "steps[8]: tasks[1]: du bist in Stich 1 am Zug" in problem.words("de")


def test_a_task_after_the_end_of_the_game(folder: Path) -> None:
    change(folder, "08-sonderpunkte.toml", "\nat = 11\n", "\nat = 13\n")
    problem = refused(folder, "08-sonderpunkte.toml")
    error = innermost(problem.error)
    assert error.code == "field_not_allowed" and error.details["field"] == "steps[6].tasks[1].at"


def test_a_wrong_move_that_is_actually_right(folder: Path) -> None:
    change(folder, "02-trumpf.toml", 'wrong = { card = "HT" }', 'wrong = { card = "D9" }')
    problem = refused(folder, "02-trumpf.toml")
    assert innermost(problem.error).code == "lesson_wrong_passes"
    assert problem.words("en") == ('02-trumpf.toml: steps[7]: tasks[1].wrong: the wrong move '
                                   '{"card": "D9"} does the task.')


def test_a_right_move_that_misses_names_why(folder: Path) -> None:
    change(folder, "09-schmieren.toml", 'right = { card = "CT" }', 'right = { card = "C9" }')
    problem = refused(folder, "09-schmieren.toml")
    assert innermost(problem.error).code == "lesson_right_fails"
    assert problem.words("de").endswith(
        "der richtige Zug {\"card\": \"C9\"} erfüllt die Aufgabe nicht: Kreuz-Neun bringt nur 0 "
        "Augen: zum Schmieren gib ein Ass oder eine Zehn.")


def test_moves_the_rules_refuse(folder: Path) -> None:
    change(folder, "06-zaehlen.toml", 'wrong = { card = "DA" }', 'wrong = { card = "CA" }')
    assert innermost(refused(folder, "06-zaehlen.toml").error).code == "lesson_wrong_illegal"
    change(folder, "06-zaehlen.toml", 'wrong = { card = "CA" }', 'wrong = { card = "DA" }')
    change(folder, "03-bedienen.toml", 'wrong = { card = "HQ" }', 'wrong = { card = "H9" }')
    assert innermost(refused(folder, "03-bedienen.toml").error).code == "lesson_wrong_legal"


def test_a_task_that_does_not_fit_its_position(folder: Path) -> None:
    # Bernd takes the first trick with a queen of hearts: he has shown no party
    change(folder, "05-parteien.toml", '{ seat = 2, card = "CQ" }', '{ seat = 2, card = "HQ" }')
    problem = refused(folder, "05-parteien.toml")
    error = innermost(problem.error)
    assert error.code == "lesson_not_posed"
    assert problem.words("en").endswith(
        "the task does not fit this position: your partner cannot be told from the play yet.")


def test_a_scripted_move_never_played(folder: Path) -> None:
    change(folder, "02-trumpf.toml", '    { seat = 3, trick = 1, card = "SK" },\n',
           '    { seat = 3, trick = 1, card = "SK" },\n    { seat = 3, trick = 2, card = "SK" },\n')
    assert innermost(refused(folder, "02-trumpf.toml").error).code == "lesson_script_unused"


def test_quizzes_that_cannot_be_asked(folder: Path) -> None:
    change(folder, "02-trumpf.toml", 'cards = ["CA", "D9"]', 'cards = ["CA", "SA"]')
    assert innermost(refused(folder, "02-trumpf.toml").error).code == "lesson_not_comparable"
    change(folder, "02-trumpf.toml", 'cards = ["CA", "SA"]', 'cards = ["CA", "D9"]')
    change(folder, "01-karten.toml", "choices = [21, 25, 29, 34]", "choices = [21, 29, 34]")
    problem = refused(folder, "01-karten.toml")
    assert innermost(problem.error).code == "lesson_choice_missing"
    assert "25" in problem.words("de")
    change(folder, "01-karten.toml", "choices = [21, 29, 34]", "choices = [21, 25, 25]")
    assert innermost(refused(folder, "01-karten.toml").error).code == "lesson_choices_twice"
    change(folder, "01-karten.toml", "choices = [21, 25, 25]", "choices = [21, 25, 29, 34]")
    change(folder, "07-ansagen.toml", 're = "no90"\n\n[[steps]]\nkind = "needed_augen"\n'
           'party = "kontra"', 're = "schwarz"\n\n[[steps]]\nkind = "needed_augen"\n'
           'party = "kontra"')
    assert innermost(refused(folder, "07-ansagen.toml").error).code == "lesson_goal_in_tricks"


@pytest.mark.parametrize(("old", "new", "code"), [
    ('id = "trumpf"', 'id = "karten"', "lesson_id_twice"),
    ("number = 2", "number = 1", "lesson_number_twice"),
    ('format = "dokodesk-lesson"', 'format = "dokodesk-game"', "wrong_format"),
    ('kind = "higher_card"\ncards = ["CQ", "HT"]', 'kind = "higher_card"\ncard = ["CQ", "HT"]',
     "lesson_unknown_key"),
    ('title = { de = "Trumpf und Fehl", en = "Trumps and plain suits" }',
     'title = { de = "Trumpf und Fehl" }', "lesson_text"),
    ("leader = 1", "leader = 4", "field_not_allowed"),
    ('rules = "ddv"', 'rules = "skat"', "unknown_preset"),
    ('title = { de = "Trumpf und Fehl", en = "Trumps and plain suits" }',
     'title = { de = "' + "Trumpf " * 20 + '", en = "Trumps" }', "text_too_long"),
    ('id = "trumpf"', 'id = "' + "t" * 100_000 + '"', "field_not_allowed"),
])
def test_the_file_itself_is_checked(folder: Path, old: str, new: str, code: str) -> None:
    change(folder, "02-trumpf.toml", old, new)
    course = load_course(folder)
    problems = {p.file: p for p in course.problems}
    assert set(problems) == {"02-trumpf.toml"} and len(course.lessons) == len(ALL) - 1
    assert innermost(problems["02-trumpf.toml"].error).code == code


def test_a_text_too_long_is_refused_naming_its_place(folder: Path) -> None:
    path = folder / "01-karten.toml"
    text = path.read_text(encoding="utf-8")
    start = text.index('text.de = """') + len('text.de = """')
    path.write_text(text[:start] + "Augen " * 400 + text[start:], encoding="utf-8")
    error = innermost(refused(folder, "01-karten.toml").error)
    assert error.code == "text_too_long" and error.details["field"] == "steps[1].text.de"


@pytest.mark.parametrize(("old", "new", "code"), [
    # Schweine where the lesson's rules have none
    ('kind = "higher_card"\nschweine = true\ncards = ["HT", "DA"]',
     'kind = "higher_card"\nschweine = true\nrules = "ddv"\ncards = ["HT", "DA"]',
     "lesson_no_schweine"),
    # a Bock factor that is no power of the table's, and one where no Bock is played
    ("seed = 0\nbock = 2", "seed = 0\nbock = 3", "field_not_allowed"),
    ("bock = 2\nintro", 'bock = 2\nrules = "kneipe"\nintro', "field_not_allowed"),
    # keeping quiet is no way to announce, and the task's right move must do it
    ('right = { announce = "schweine" }', 'right = { keep = "schweine" }', "lesson_right_fails"),
    ('wrong = { keep = "schweine" }', 'wrong = { keep = "dulle" }', "field_not_allowed"),
    # Schmeißen needs the hand for it: with four nines no move does the task
    ('["S9", "S9", "H9", "H9", "D9",', '["S9", "S9", "H9", "HA", "D9",', "lesson_not_posed"),
])
def test_the_house_rules_lesson_is_checked(folder: Path, old: str, new: str, code: str) -> None:
    change(folder, "16-schweine.toml", old, new)
    assert innermost(refused(folder, "16-schweine.toml").error).code == code
