"""The data folder: the freedesktop place, the old nested folder moved up, leftovers of
interrupted writes removed, and the test session never touching the real home."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from dokodesk.persistence.paths import data_folder, prepare_data_folder, rules_library
from dokodesk.persistence.savefile import write_atomic


def test_the_data_folder_follows_xdg(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert data_folder() == tmp_path / "dokodesk"
    assert rules_library() == tmp_path / "dokodesk" / "rules"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert data_folder() == Path.home() / ".local" / "share" / "dokodesk"


def test_the_tests_have_a_home_of_their_own() -> None:
    assert "dokodesk-test-home-" in os.environ["HOME"]
    assert data_folder().is_relative_to(os.environ["HOME"])


def test_the_old_nested_folder_is_moved_up_and_nothing_is_lost(tmp_path: Path) -> None:
    folder = tmp_path / "dokodesk"
    old = folder / "dokodesk"
    (old / "rules").mkdir(parents=True)
    (old / "finished").mkdir()
    (old / "partie.json").write_text("saved", encoding="utf-8")
    (old / "rules" / "freitag.toml").write_text("old", encoding="utf-8")
    (old / "finished" / "a.json").write_text("a", encoding="utf-8")
    (folder / "rules").mkdir()
    (folder / "rules" / "freitag.toml").write_text("new", encoding="utf-8")
    prepare_data_folder(folder)
    assert not old.exists()
    assert (folder / "partie.json").read_text(encoding="utf-8") == "saved"
    assert (folder / "finished" / "a.json").read_text(encoding="utf-8") == "a"
    assert (folder / "rules" / "freitag.toml").read_text(encoding="utf-8") == "new"
    assert (folder / "rules" / "freitag.old.toml").read_text(encoding="utf-8") == "old"


def test_leftovers_of_interrupted_writes_are_removed(tmp_path: Path) -> None:
    """Only the temporary files of dokodesk's own atomic writes: never another program's
    files, nor a database's journal."""
    write_atomic(tmp_path / "partie.json", "{}")
    (tmp_path / "partie.json.x1y2z3_q.tmp").write_text("{", encoding="utf-8")
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "a.toml.zzzzzzzz.tmp").write_text("", encoding="utf-8")
    kept = ["notes.tmp", "history.db-wal", "history.db-journal", "history.db.tmp"]
    for name in kept:
        (tmp_path / name).write_text("", encoding="utf-8")
    prepare_data_folder(tmp_path)
    assert sorted(p.name for p in tmp_path.rglob("*")) == sorted(["partie.json", "rules", *kept])


def test_a_folder_that_cannot_be_written_is_left_as_it_is(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    prepare_data_folder(blocked)  # nothing to do, no error: the app says so when it saves
