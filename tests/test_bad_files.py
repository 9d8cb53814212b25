"""Every file dokodesk reads is refused cleanly when it is wrong: a message in the user's
language naming what is wrong and where, exit status 2 at the command line, never a
traceback; and a small fixed run of tools/fuzz.py over every loader and the command line:
nothing but the project's own errors, never a traceback."""

from __future__ import annotations

import importlib.util
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from dokodesk.cli.main import main
from dokodesk.engine.errors import DokoError, IllegalAction, RecordError
from dokodesk.engine.game import GameSetup, new_game
from dokodesk.engine.partie import PartieSettings, TableConfig, next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.table import HUMAN
from dokodesk.persistence import savefile
from dokodesk.persistence.houserules import HouseRules, house_rules_to_toml
from dokodesk.persistence.reading import MAX_BYTES, load_json
from dokodesk.persistence.record import GameRecord, record_from_json
from dokodesk.text.messages import describe

ROOT = Path(__file__).resolve().parents[1]
ENGLISH_WORDS = ("must", " not ", "expected", "missing", "file", "seat ", "player ")


def a_record(seed: int = 3, rules: str = "vowi") -> dict[str, Any]:
    state = random_game(GameSetup.from_seed(preset(rules), seed=seed, first=1),
                        random.Random(seed))
    return GameRecord.from_state(state).to_json()


def a_save() -> dict[str, Any]:
    config = TableConfig(PartieSettings(preset("kneipe"), length=("games", 4)), seed=5,
                         human=0, levels=(HUMAN, "random", "random", "random"))
    partie = savefile.start(config).partie
    rng = random.Random(1)
    for _ in range(2):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng), seats)
    return savefile.to_json(config, partie, None, None)


def german(error: DokoError) -> str:
    text = describe(error, "de")
    assert not any(word in text for word in ENGLISH_WORDS), text
    return text


# --- the command line ---------------------------------------------------------------------


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(argv)
    captured = capsys.readouterr()
    return status, captured.err + captured.out


BAD_FILES: list[tuple[str, bytes, str]] = [
    ("utf8.json", b'{"dealer": "\xff\xfe"}', "UTF-8"),
    ("digits.json", b'{"dealer": ' + b"9" * 5000 + b"}", "Ziffern"),
    ("deep.json", b"[" * 50_000 + b"]" * 50_000, "verschachtelt"),
    ("preset.json", b'{"rules": {"preset": []}, "dealer": 0, "hands": []}', "preset"),
    ("announce.json", json.dumps({**a_record(), "actions": [{"seat": 0, "announce": []}]})
     .encode(), "announce"),
    ("twice.json", b'{"dealer": 1, "dealer": 2}', "dealer"),
    ("syntax.json", b'{"dealer": 1,,}', "Zeile 1"),
    ("nan.json", b'{"dealer": NaN}', "NaN"),
    ("deep990.json", b"[" * 990 + b"]" * 990, "verschachtelt"),
    ("deep_object.json", b'{"a": ' * 989 + b"1" + b"}" * 989, "verschachtelt"),
    ("part.json", json.dumps({**a_record(), "actions": [{"seat": 1, "pflicht": True}]})
     .encode(), "Aktion 1"),
    ("names.json", json.dumps({**a_record(), "names": ["x" * 100_000] * 4}).encode(),
     "höchstens 80"),
]


@pytest.mark.parametrize(("name", "content", "words"), BAD_FILES)
def test_score_refuses_a_bad_file_naming_it(name: str, content: bytes, words: str,
                                            tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / name
    path.write_bytes(content)
    status, out = run(["score", str(path)], capsys)
    assert status == 2 and "Traceback" not in out
    assert out.startswith(f"{path}: ") and words in out
    status, out = run(["check", str(path)], capsys)
    assert status == 2 and "ungültig" in out and words in out


def test_endless_input_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(["score", "/dev/zero"], capsys)
    assert status == 2 and "10 MB" in out
    status, out = run(["rules", "/dev/zero", "--lang", "en"], capsys)
    assert status == 2 and "larger than 10 MB" in out


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_systems_reason_in_the_users_language(lang: str, tmp_path: Path,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    words = {"de": ("Datei oder Ordner nicht vorhanden", "das ist ein Ordner"),
             "en": ("no such file or folder", "it is a folder")}[lang]
    for path, reason in zip((tmp_path / "missing.json", tmp_path), words, strict=True):
        status, out = run(["score", "--lang", lang, str(path)], capsys)
        assert status == 2 and reason in out and "No such file" not in out


def test_a_file_over_the_size_is_refused(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * (MAX_BYTES + 1))
    assert run(["score", str(path)], capsys)[0] == 2


@pytest.mark.parametrize(("content", "words"), [
    ('with_nines = 3\n', "with_nines"),
    ('cents_per_point = ' + "9" * 5000 + "\n", "Ziffern"),
    ('a = ' + "[" * 3000 + "]" * 3000 + "\n", "verschachtelt"),
    ('name = "x"\nname = "y"\n', "Zeile 2"),
    ('with_nines = ', "endet"),
    ('name = "' + "x" * 5_000_000 + '"\n', "höchstens 80"),
    ('description = "' + "x" * 100_000 + '"\n', "höchstens 2000"),
])
def test_rules_refuses_a_bad_house_rule_file(content: str, words: str, tmp_path: Path,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "haus.toml"
    path.write_text(content, encoding="utf-8")
    status, out = run(["rules", str(path)], capsys)
    assert status == 2 and "Traceback" not in out and words in out


def test_check_tells_the_kind_of_each_file(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    record, save, rules = tmp_path / "g.json", tmp_path / "p.json", tmp_path / "r.toml"
    record.write_text(json.dumps(a_record()), encoding="utf-8")
    save.write_text(json.dumps(a_save()), encoding="utf-8")
    rules.write_text(house_rules_to_toml(HouseRules("Freitag", "", preset("vowi"), "vowi")),
                     encoding="utf-8")
    status, out = run(["check", str(record), str(save), str(rules)], capsys)
    assert status == 0
    assert out.splitlines() == [f"{record}: Spielbericht, gültig.",
                                f"{save}: gespeicherte Partie, gültig.",
                                f"{rules}: Hausregeln, gültig."]
    status, out = run(["check", "--lang", "en", str(save)], capsys)
    assert out.strip() == f"{save}: saved Partie, valid."


# --- what the loaders refuse ----------------------------------------------------------------


def refused(load: Callable[[Any], Any], data: Any) -> DokoError:
    with pytest.raises(DokoError) as err:
        load(data)
    return err.value


def test_duplicated_keys_are_refused() -> None:
    err = refused(load_json, '{"a": {"b": 1, "b": 2}}')
    assert err.code == "duplicate_key"
    assert german(err) == 'Der Schlüssel "b" steht doppelt in einem Objekt.'


@pytest.mark.parametrize(("change", "field"), [
    ({"names": ["A", 2, "C", "D"]}, "names"),
    ({"length": ["games", 1.5]}, "length"),
    ({"length": ["games"]}, "length"),
    ({"players": "4"}, "players"),
    ({"format": "dokodesk-game"}, "format"),
    ({"levels": ["human", "random", "random", "genius"]}, "levels[3]"),
])
def test_a_save_file_names_the_wrong_field(change: dict[str, Any], field: str) -> None:
    err = refused(savefile.from_json, {**a_save(), **change})
    assert err.details["field"] == field
    text = german(err)
    assert text.startswith(field)


def test_a_multiplier_beyond_the_rules_is_refused() -> None:
    ddv = {**a_record(rules="ddv"), "multiplier": 2}  # no Kalter Schlag doubling in ddv
    assert refused(record_from_json, ddv).details["field"] == "multiplier"
    huge = {**a_record(rules="kneipe"), "multiplier": 10**29}
    assert refused(record_from_json, huge).details["field"] == "multiplier"
    kneipe = {**a_record(rules="kneipe"), "multiplier": 2}
    assert record_from_json(kneipe).multiplier == 2


def test_german_messages_are_german_throughout() -> None:
    record = a_record()
    cases = [
        {**record, "actions": [{"seat": "0", "card": "HT"}]},
        {**record, "actions": [{"seat": 0, "karte": "HT"}]},
        {**record, "actions": [{"seat": 0, "card": "HX"}]},
        {**record, "hands": record["hands"][:3]},
        {**record, "format": "pgn"},
        {**record, "seats": 6},
        "nonsense",
    ]
    for data in cases:
        german(refused(record_from_json, data))
    german(refused(savefile.from_json, {"format": "dokodesk-partie", "version": 1}))


def test_at_five_a_record_names_its_own_seats() -> None:
    # dealer 2 sits out; seat 3 is first to speak: seat 4 speaking first is refused with
    # the record's seat numbers (3 is to act, not 4)
    state_data = {"format": "dokodesk-game", "version": 1, "rules": "ddv", "seats": 5,
                  "dealer": 2}
    deal = GameRecord.from_state(new_game(GameSetup.from_seed(preset("ddv"), seed=8)), seats=5,
                                 dealer=2).to_json()
    data = {**state_data, "hands": deal["hands"],
            "actions": [{"seat": 4, "reservation": "gesund"}]}
    err = refused(record_from_json, data)
    reason = err.details["reason"]
    assert isinstance(reason, IllegalAction) and reason.code == "not_your_turn"
    assert reason.details == {"player": 4, "to_act": 3}
    assert "4" in describe(err, "de") and "3" in describe(err, "de")


def test_a_finished_game_is_in_the_same_write_as_its_last_trick(tmp_path: Path) -> None:
    config = TableConfig(PartieSettings(preset("ddv"), length=("games", 24)), seed=2,
                         human=0, levels=(HUMAN, "random", "random", "random"))
    saved = savefile.start(config)
    assert saved.state is not None and saved.seats is not None
    final = random_game(saved.state.setup, random.Random(4))
    path = tmp_path / "partie.json"
    savefile.save(path, config, saved.partie, final, saved.seats)  # killed right after this
    back = savefile.load(path)
    assert len(back.partie.games) == 1 and back.state is None
    assert back.partie.games[0].state == final


# --- fuzzing --------------------------------------------------------------------------------

def _fuzz_tool() -> ModuleType:
    """tools/fuzz.py as a module (CI runs a small fixed count of it here; the tool itself runs
    thousands)."""
    spec = importlib.util.spec_from_file_location("fuzz", ROOT / "tools" / "fuzz.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    spec.loader.exec_module(module)
    return module


fuzz = _fuzz_tool()


@pytest.mark.parametrize("kind", sorted(fuzz.LOADERS))
def test_damaged_files_are_refused_cleanly(kind: str, tmp_path: Path) -> None:
    """Damaged records, saves, house-rule and lesson files (a fixed seed, 150 each): only
    the project's own errors, each worded in German and English."""
    tally = fuzz.fuzz_files(kind, 150, 2026, tmp_path)
    assert tally.crashes == []
    assert tally.total == 150 and tally.refused >= 100


def test_random_command_lines_end_cleanly(tmp_path: Path) -> None:
    """150 random command lines in process: exit status 0, 1 or 2 and never a traceback."""
    tally = fuzz.fuzz_commands(150, 2026, tmp_path)
    assert tally.crashes == []
    assert tally.total == 150 and tally.accepted >= 20 and tally.refused >= 50


def test_one_semantic_change_is_named() -> None:
    record = a_record()
    actions = list(record["actions"])
    play = next(i for i, a in enumerate(actions) if "card" in a and i > 10)
    other = next(c for h in record["hands"] for c in h if c != actions[play]["card"])
    actions[play] = {**actions[play], "card": other}
    err = refused(record_from_json, {**record, "actions": actions})
    assert isinstance(err, RecordError) and err.details["index"] == play + 1
