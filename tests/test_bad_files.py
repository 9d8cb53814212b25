"""Every file dokodesk reads is refused cleanly when it is wrong: a message in the user's
language naming what is wrong and where, exit status 2 at the command line, never a
traceback; and a seeded fuzz test over every loader: nothing but the project's own errors."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
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
from dokodesk.persistence.check import check_file
from dokodesk.persistence.houserules import HouseRules, house_rules_from_toml, house_rules_to_toml
from dokodesk.persistence.reading import MAX_BYTES, load_json, load_toml
from dokodesk.persistence.record import GameRecord, loads, record_from_json
from dokodesk.text.messages import describe

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

_ODD_VALUES: list[Any] = [None, True, 1.5, -1, 10**25, "", "HT", [], {}, [[[]]], {"a": []},
                          "x" * 300, [None] * 3]


def _mutate_data(data: Any, rng: random.Random) -> Any:
    """A copy of JSON data with one value somewhere replaced by an odd one."""
    if isinstance(data, dict) and data and rng.random() < 0.8:
        key = rng.choice(sorted(data))
        return {**data, key: _mutate_data(data[key], rng)}
    if isinstance(data, list) and data and rng.random() < 0.8:
        i = rng.randrange(len(data))
        return [*data[:i], _mutate_data(data[i], rng), *data[i + 1:]]
    return rng.choice(_ODD_VALUES)


def _mutate_text(text: str, rng: random.Random) -> bytes:
    raw = bytearray(text.encode("utf-8"))
    kind = rng.randrange(5)
    if kind == 0:  # truncation
        return bytes(raw[: rng.randrange(len(raw))])
    if kind == 1:  # bit flips
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(raw))
            raw[i] ^= 1 << rng.randrange(8)
        return bytes(raw)
    if kind == 2:  # deep nesting spliced in
        i = rng.randrange(len(raw))
        depth = rng.choice([50, 5000, 100_000])
        return bytes(raw[:i]) + b"[" * depth + b"]" * depth + bytes(raw[i:])
    if kind == 3:  # a huge number
        i = rng.randrange(len(raw))
        return bytes(raw[:i]) + b"9" * rng.choice([40, 5000]) + bytes(raw[i:])
    # a bad encoding
    i = rng.randrange(len(raw))
    return bytes(raw[:i]) + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80"]) + bytes(raw[i:])


def _loaders(tmp_path: Path) -> list[tuple[str, Callable[[bytes], Any], str]]:
    path = tmp_path / "fuzz"

    def through_file(suffix: str) -> Callable[[bytes], Any]:
        def load(raw: bytes) -> Any:
            target = path.with_suffix(suffix)
            target.write_bytes(raw)
            found = check_file(target)
            if found.error is not None:
                raise found.error
            return found
        return load

    record_text = json.dumps(a_record())
    save_text = json.dumps(a_save())
    rules_text = house_rules_to_toml(HouseRules("x", "y", preset("kneipe"), "kneipe"), full=True)
    return [
        ("record", lambda raw: loads(raw.decode("utf-8", "replace")), record_text),
        ("save", lambda raw: savefile.from_json(load_json(raw.decode("utf-8", "replace"))),
         save_text),
        ("rules", lambda raw: house_rules_from_toml(raw.decode("utf-8", "replace")), rules_text),
        ("toml", lambda raw: load_toml(raw.decode("utf-8", "replace")), rules_text),
        ("check-json", through_file(".json"), save_text),
        ("check-toml", through_file(".toml"), rules_text),
    ]


def _refused(load: Callable[[bytes], Any], raw: bytes) -> bool:
    """Whether ``load`` refuses ``raw`` with a dokodesk error (any other exception fails)."""
    try:
        load(raw)
    except DokoError:
        return True
    return False


def test_fuzzed_files_raise_only_dokodesk_errors(tmp_path: Path) -> None:
    rng = random.Random(2026)
    for name, load, text in _loaders(tmp_path):
        assert not _refused(load, text.encode("utf-8")), name
        refusals = sum(_refused(load, _mutate_text(text, rng)) for _ in range(60))
        assert refusals >= 30, name
        if name in ("record", "save"):
            data = json.loads(text)
            changed = [json.dumps(_mutate_data(data, rng)).encode() for _ in range(150)]
            assert sum(_refused(load, raw) for raw in changed) >= 100, name


def test_one_semantic_change_is_named() -> None:
    record = a_record()
    actions = list(record["actions"])
    play = next(i for i, a in enumerate(actions) if "card" in a and i > 10)
    other = next(c for h in record["hands"] for c in h if c != actions[play]["card"])
    actions[play] = {**actions[play], "card": other}
    err = refused(record_from_json, {**record, "actions": actions})
    assert isinstance(err, RecordError) and err.details["index"] == play + 1
