"""``dokodesk history``: records added from a seat are analysed before the command returns,
listed with their accuracy and mistakes (JSON: ``games`` and ``training``), the positions
waiting given by ``history train``; a game deleted, the history exported and imported; bad
input refused with a message and nothing added. The history follows the data folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dokodesk.cli.main import main


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(folder))
    return folder


def listed(capsys: pytest.CaptureFixture[str], *extra: str) -> dict:  # type: ignore[type-arg]
    capsys.readouterr()
    assert main(["history", "--json", *extra]) == 0
    return json.loads(capsys.readouterr().out)  # type: ignore[no-any-return]


def test_an_empty_history_says_what_will_appear(data: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["history", "--lang", "en"]) == 0
    assert "No games in the history yet" in capsys.readouterr().out
    assert listed(capsys) == {"games": [], "training": []}


def test_bad_input_is_refused_and_nothing_is_added(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games"
    assert main(["selfplay", "--games", "1", "--seed", "2", "--out", str(out)]) == 0
    good = out / "game-00001.json"
    broken = tmp_path / "broken.json"
    text = json.loads(good.read_text(encoding="utf-8"))
    text["actions"] = text["actions"][:-1]
    broken.write_text(json.dumps(text), encoding="utf-8")
    capsys.readouterr()
    assert main(["history", "add", str(good), str(broken), "--seat", "0"]) == 2
    err = capsys.readouterr().err
    assert "broken.json" in err and "Traceback" not in err
    assert main(["history", "add", str(good), "--seat", "4", "--lang", "en"]) == 2
    assert "the seats are 0 to 3" in capsys.readouterr().err
    assert main(["history", "delete", "3"]) == 2
    assert "Spiel Nummer 3" in capsys.readouterr().err
    assert listed(capsys)["games"] == []


def test_a_record_is_analysed_listed_exported_and_imported(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games"
    assert main(["selfplay", "--games", "1", "--seed", "3", "--out", str(out),
                 "--levels", "random,random,random,random"]) == 0
    record = str(out / "game-00001.json")
    assert main(["history", "add", record, "--seat", "2"]) == 0
    assert "Spiel 1 aufgenommen" in capsys.readouterr().out
    found = listed(capsys)
    (game,) = found["games"]
    assert game["record"] == record and game["seat"] == 2 and game["analysed"]
    assert 0 <= game["accuracy"] <= 100 and game["mistakes"] == len(found["training"])
    assert sum(game["mistakes_by_kind"].values()) == game["mistakes"]
    assert found["training"], "a random seat makes mistakes"
    assert all(p["record"] == record and p["seat"] == 2 for p in found["training"])
    assert all(p["chosen"] not in p["right"] for p in found["training"])
    assert main(["history", "train", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == found["training"]
    assert main(["history", "add", record, "--seat", "2"]) == 0
    assert "schon als Spiel 1" in capsys.readouterr().out
    assert main(["history"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1].startswith("1 ") and "warten auf „Fehler üben“" in lines[-1]
    exported = tmp_path / "mine.json"
    assert main(["history", "export", str(exported)]) == 0
    assert main(["history", "delete", "1"]) == 0
    assert listed(capsys) == {"games": [], "training": []}
    assert main(["history", "import", str(exported)]) == 0
    assert "neu aufgenommen: 1, schon da: 0" in capsys.readouterr().out
    again = listed(capsys)
    assert [(g["record"], g["accuracy"]) for g in again["games"]] == [
        (record, game["accuracy"])]
    assert len(again["training"]) == len(found["training"])
