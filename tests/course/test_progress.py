"""Which lessons are done, kept in the data folder: saved and read back, and a damaged file
moved aside (never used, never overwritten)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from dokodesk.course.progress import Progress, load_progress, save_progress
from dokodesk.persistence.paths import PROGRESS_NAME, data_folder


def test_nothing_is_done_before_the_first_lesson(tmp_path: Path) -> None:
    found = load_progress(tmp_path)
    assert found.progress == Progress() and found.error is None and found.moved is None
    assert not any(tmp_path.iterdir())


def test_progress_is_saved_and_read_back(tmp_path: Path) -> None:
    folder = tmp_path / "new"
    progress = Progress().with_done("trumpf").with_done("karten").with_done("trumpf")
    save_progress(folder, progress)
    assert [p.name for p in folder.iterdir()] == [PROGRESS_NAME]
    data = json.loads((folder / PROGRESS_NAME).read_text(encoding="utf-8"))
    assert data == {"format": "dokodesk-progress", "version": 1, "done": ["karten", "trumpf"]}
    found = load_progress(folder)
    assert found.progress == progress and found.error is None
    assert found.progress.is_done("karten") and not found.progress.is_done("soli")


def test_the_data_folder_keeps_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    save_progress(data_folder(), Progress().with_done("soli"))
    assert (tmp_path / "dokodesk" / PROGRESS_NAME).is_file()
    assert load_progress(data_folder()).progress.done == {"soli"}


@pytest.mark.parametrize(("content", "code"), [
    (b"{", "bad_json"),
    (b"\xff\xfe", "not_utf8"),
    (b'{"format": "dokodesk-game", "version": 1}', "wrong_format"),
    (b'{"format": "dokodesk-progress", "version": 2, "done": []}', "wrong_version"),
    (b'{"format": "dokodesk-progress", "version": 1, "done": "karten"}', "wrong_type"),
    (b'{"format": "dokodesk-progress", "version": 1, "done": [1]}', "wrong_type"),
    (b'{"format": "dokodesk-progress", "version": 1, "done": [], "done": ["x"]}',
     "duplicate_key"),
])
def test_a_damaged_file_is_moved_aside(tmp_path: Path, content: bytes, code: str) -> None:
    (tmp_path / PROGRESS_NAME).write_bytes(content)
    found = load_progress(tmp_path)
    assert found.progress == Progress()
    assert found.error is not None and found.error.code == code
    assert found.moved is not None and found.moved.read_bytes() == content
    assert not (tmp_path / PROGRESS_NAME).exists()
    save_progress(tmp_path, Progress().with_done("karten"))
    assert found.moved.read_bytes() == content  # the damaged copy stays as it was
    assert load_progress(tmp_path).progress.done == {"karten"}
