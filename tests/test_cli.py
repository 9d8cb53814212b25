"""The command line: ``dokodesk score`` prints a record's result as JSON (exit 2 with the
message on an invalid record), ``dokodesk selfplay`` writes records that replay and score the
same (with a level for each seat), ``dokodesk analyse`` prints each decision of a seat with
its alternatives and their loss, ``dokodesk rules`` prints a house-rule file."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from test_armut import GAME_A, GAME_A_DEALT, KNEIPE
from test_support import play_tricks, poverty, start

from dokodesk.cli.main import main
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.persistence.houserules import house_rules_from_toml
from dokodesk.persistence.record import GameRecord, loads


def armut_record(tmp_path: Path, dealer: int = 3) -> Path:
    """Game A of test_armut (kneipe: Re 163, points -3 3 -3 3) as a record file."""
    state = start(GAME_A_DEALT, KNEIPE, first=0, claims={1: "armut"})
    state = play_tricks(poverty(state, taker=3, returned="CA SA D9"), GAME_A)
    path = tmp_path / "armut.json"
    path.write_text(GameRecord.from_state(state, dealer=dealer).dumps(), encoding="utf-8")
    return path


def test_score_prints_the_result(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(armut_record(tmp_path))]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["winner"] == "re" and out["augen"] == {"re": 163, "kontra": 77}
    assert out["points"] == [-3, 3, -3, 3] and out["value"] == 3
    assert out["re_seats"] == [1, 3] and out["soloist"] is None
    assert out["kalter_schlag"] is False and out["thrown_in"] is False
    assert len(out["tricks"]) == 12
    assert out["tricks"][0] == {"leader": 0, "cards": ["HA", "H9", "HK", "HQ"], "winner": 3}
    assert out["tricks"][-1]["cards"] == ["ST", "SA", "SJ", "CJ"]
    lines = {(ln["item"], ln["party"]): ln for ln in out["lines"]}
    assert set(lines) == {("won", "re"), ("unter_90", "re"), ("fuchs_gefangen", "re"),
                          ("fuchs_gefangen", "kontra"), ("karlchen", "re")}
    assert lines["karlchen", "re"]["text"] == "Karlchen macht den letzten Stich"
    assert main(["score", "--lang", "en", str(armut_record(tmp_path))]) == 0
    out = json.loads(capsys.readouterr().out)
    assert {ln["text"] for ln in out["lines"]} >= {"Won", "Karlchen wins the last trick"}


def test_score_at_a_table_of_five(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = loads(armut_record(tmp_path).read_text(encoding="utf-8")).finished()
    path = tmp_path / "five.json"
    path.write_text(GameRecord.from_state(state, seats=5, dealer=4).dumps(), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    # players 0-3 sit at seats 0-3 when seat 4 deals; the dealer gets 0
    assert out["points"] == [-3, 3, -3, 3, 0] and out["re_seats"] == [1, 3]
    path.write_text(GameRecord.from_state(state, seats=5, dealer=1).dumps(), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["points"] == [3, 0, -3, 3, -3] and out["re_seats"] == [3, 0]


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda d: d["actions"].__setitem__(9, {"seat": 3, "card": "ST"}), "Aktion 10"),
        (lambda d: d["hands"][0].__setitem__(0, "XX"), "hands[0]"),
        (lambda d: d.pop("dealer"), "dealer"),
        (lambda d: d["actions"].pop(), "Ende"),
    ],
)
def test_score_refuses_an_invalid_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: object, words: str
) -> None:
    path = armut_record(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)  # type: ignore[operator]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["score", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and words in captured.err and str(path) in captured.err


def test_score_refuses_bad_json_and_a_missing_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"hands": [', encoding="utf-8")
    assert main(["score", "--lang", "en", str(path)]) == 2
    assert "not valid JSON" in capsys.readouterr().err
    assert main(["score", str(tmp_path / "missing.json")]) == 2
    assert "missing.json" in capsys.readouterr().err


def test_an_illegal_action_names_its_number_and_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = armut_record(tmp_path)
    data = json.loads(path.read_text(encoding="utf-8"))
    # player 0 plays HT instead of C9 to the clubs led in trick 2, though he holds CT
    index = next(i for i, a in enumerate(data["actions"]) if a.get("card") == "C9")
    data["actions"][index] = {"seat": 0, "card": "HT"}
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["score", "--lang", "en", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"Action {index + 1}" in err and "TSR 5.2.2" in err and "follow clubs" in err


@pytest.mark.parametrize("rules", ["ddv", "vowi", "kneipe"])
def test_selfplay_writes_records_that_replay_and_score_the_same(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], rules: str
) -> None:
    out_a, out_b = tmp_path / "a", tmp_path / "b"
    for out in (out_a, out_b):
        assert main(["selfplay", "--games", "6", "--seed", "7", "--rules", rules,
                     "--out", str(out)]) == 0
    assert "6" in capsys.readouterr().out
    files = sorted(out_a.glob("*.json"))
    assert [f.name for f in files] == [f"game-{i:05d}.json" for i in range(1, 7)]
    for i, path in enumerate(files):
        text = path.read_text(encoding="utf-8")
        assert text == (out_b / path.name).read_text(encoding="utf-8")  # reproducible
        record = loads(text)
        assert record.rules == preset(rules) and record.dealer == i % 4
        assert record.extra == {"seed": 7, "game": i + 1}
        state = record.finished()
        res = result(state)
        assert sum(res.points) == 0
        assert main(["score", str(path)]) == 0
        printed = json.loads(capsys.readouterr().out)
        assert printed["points"] == list(res.points) and printed["winner"] == res.winner
        assert printed["augen"] == res.augen


def test_selfplay_with_a_house_rule_file(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    house = tmp_path / "haus.toml"
    house.write_text('name = "Haus"\nbase = "kneipe"\nwith_nines = false\n', encoding="utf-8")
    assert main(["selfplay", "--games", "2", "--seed", "1", "--rules", str(house),
                 "--out", str(tmp_path / "out")]) == 0
    for path in (tmp_path / "out").glob("*.json"):
        state = loads(path.read_text(encoding="utf-8")).finished()
        assert len(state.tricks) == 10 and not state.setup.rules.with_nines
    house.write_text("with_nines = 3\n", encoding="utf-8")
    assert main(["selfplay", "--rules", str(house), "--out", str(tmp_path / "x")]) == 2
    assert "with_nines" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["ddv", "vowi", "kneipe"])
def test_rules_prints_a_full_house_rule_file(name: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", name]) == 0
    text = capsys.readouterr().out
    assert house_rules_from_toml(text).rules == preset(name)
    assert len(tomllib.loads(text)) == 3 + len(preset(name).to_mapping())


def test_rules_refuses_a_bad_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('dulle_rule = "zweite"\n', encoding="utf-8")
    assert main(["rules", "--lang", "en", str(path)]) == 2
    err = capsys.readouterr().err
    assert "dulle_rule" in err and "second_beats_first" in err


def test_score_of_a_thrown_in_armut(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    state = poverty(start(GAME_A_DEALT, KNEIPE, first=0, claims={1: "armut"}), taker=None)
    path = tmp_path / "thrown.json"
    path.write_text(GameRecord.from_state(state).dumps(), encoding="utf-8")
    assert main(["score", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["thrown_in"] is True and out["winner"] is None
    assert out["points"] == [0, 0, 0, 0] and out["lines"] == [] and out["tricks"] == []


def test_selfplay_with_levels_and_analyse(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games"
    assert main(["selfplay", "--games", "1", "--seed", "3", "--out", str(out),
                 "--levels", "fortgeschritten,random,anfaenger,fortgeschritten"]) == 0
    record = out / "game-00001.json"
    assert json.loads(record.read_text(encoding="utf-8"))["levels"][1] == "random"
    capsys.readouterr()
    assert main(["analyse", "--lang", "en", str(record), "--seat", "1"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found and found[0]["kind"] == "reservation"
    for decision in found:
        losses = [a["loss"] for a in decision["alternatives"]]
        assert min(losses) == 0 and all(loss >= 0 for loss in losses)
        assert decision["alternatives"][0]["action"] == decision["best"]
        assert decision["loss"] in losses
        assert all(a["words"] for a in decision["alternatives"])
        assert decision["reason"] and "{" not in decision["reason"]
        assert not decision["mistake"] or decision["loss"] >= 0.3
        assert all(" deals" in fact and "{" not in fact for fact in decision["cost_facts"])


def test_the_tipp_seat_follows_the_tipp_and_is_never_charged(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games"
    assert main(["selfplay", "--games", "1", "--seed", "4", "--out", str(out),
                 "--levels", "tipp,random,random,random"]) == 0
    record = out / "game-00001.json"
    capsys.readouterr()
    assert main(["analyse", str(record), "--seat", "0", "--seed", "0"]) == 0
    found = json.loads(capsys.readouterr().out)
    assert found and all(d["followed_tipp"] and d["loss"] == 0 for d in found)
    assert not any(d["mistake"] for d in found)
    assert all(d["verdict"] == "none" and d["best"] in d["tied"] for d in found)


def test_selfplay_refuses_unknown_levels(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["selfplay", "--levels", "profi,profi", "--out", str(tmp_path)]) == 2
    assert "--levels" in capsys.readouterr().err


def test_lessons_lists_the_course(capsys: pytest.CaptureFixture[str]) -> None:
    from dokodesk.course import load_course

    course = load_course()
    assert main(["lessons"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == len(course.lessons) >= 12
    for number, line in enumerate(lines, start=1):
        assert line.startswith(f"{number}. ")
    assert lines[0] == "1. Die Karten und ihre Augen (4 Aufgaben)"
    assert "5. Die Parteien: Re und Kontra (1 Aufgabe)" in lines
    assert main(["lessons", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "1. The cards and their Augen (4 tasks)"
    assert main(["lessons", "--json", "--lang", "en"]) == 0
    listed = json.loads(capsys.readouterr().out)
    assert [entry["number"] for entry in listed] == list(range(1, len(lines) + 1))
    assert listed[0] == {"number": 1, "id": "karten", "title": "The cards and their Augen",
                         "tasks": 4, "steps": ["page", "page", "page", "count_augen",
                                               "count_augen", "deal"],
                         "file": "01-karten.toml"}


def test_lessons_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from dokodesk.course.catalogue import LESSONS

    assert main(["lessons", "--check", "--lang", "en"]) == 0
    count = len(list(LESSONS.glob("*.toml")))
    assert capsys.readouterr().out == f"{count} lessons checked: all valid.\n"
    for path in LESSONS.glob("*.toml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    broken = tmp_path / "02-trumpf.toml"
    broken.write_text(broken.read_text(encoding="utf-8").replace('"HX"', '"HX"').replace(
        'cards = ["CQ", "HT"]', 'cards = ["CQ", "HX"]'), encoding="utf-8")
    assert main(["lessons", "--check", "--folder", str(tmp_path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == f"{count} Lektionen geprüft, 1 davon fehlerhaft.\n"
    assert captured.err.startswith("02-trumpf.toml: steps[3].cards[2]: \"HX\" ist keine Karte")
    assert main(["lessons", "--folder", str(tmp_path)]) == 0  # the others are still listed
    captured = capsys.readouterr()
    assert len(captured.out.splitlines()) == count - 1 and "02-trumpf.toml" in captured.err


def test_check_reads_a_lesson_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from dokodesk.course.catalogue import LESSONS

    good = LESSONS / "03-bedienen.toml"
    bad = tmp_path / "03-bedienen.toml"
    bad.write_text(good.read_text(encoding="utf-8").replace('wrong = { card = "HQ" }',
                                                            'wrong = { card = "H9" }'),
                   encoding="utf-8")
    broken = tmp_path / "kaputt.toml"
    broken.write_text('format = "dokodesk-lesson"\nid = [\n', encoding="utf-8")
    assert main(["check", "--lang", "en", str(good), str(bad), str(broken)]) == 2
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"{good}: lesson, valid."
    assert lines[1] == (f"{bad}: lesson, invalid: steps[3]: tasks[1].wrong: the wrong move "
                        '{"card": "H9"} is allowed; for following suit it should break the rule.')
    assert lines[2] == f"{broken}: lesson, invalid: The file ends in the middle of a TOML entry."


def test_the_analyse_help_words_the_judgements_own_numbers() -> None:
    """``dokodesk analyse --help`` words the tie rule and the verdict steps with the figures
    the judgement uses (the app's help is filled from them; the command line's words are
    fixed text, so this keeps the two the same)."""
    from dokodesk.ai import judgement
    from dokodesk.text.commandline import WORDS

    steps = [step for step, _ in judgement.VERDICTS]
    for lang, point, errors in (("de", "Punkt", "Standardfehler"),
                                ("en", "point", "standard errors")):
        text = " ".join(WORDS["analyse"].get(lang).split())

        def figure(x: float, lang: str = lang) -> str:
            return f"{x:g}".replace(".", ",") if lang == "de" else f"{x:g}"

        for z in (judgement.TIE_Z, judgement.CLEAR_Z):
            assert f"{figure(z)} {errors}" in text
        for x in (judgement.TIE_FLOOR, judgement.MISTAKE, *steps):
            assert f"{figure(x)} {point}" in text
