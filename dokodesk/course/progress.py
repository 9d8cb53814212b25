"""Which lessons of the course are done, kept in ``lessons.json`` in the data folder. The file
is written atomically; a damaged one is never used or overwritten: it is moved aside under a
new name (as a damaged save file is), and the course starts again with nothing done.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> save_progress(folder, Progress().with_done("karten"))
>>> load_progress(folder).progress.is_done("karten")
True
>>> _ = (folder / PROGRESS_NAME).write_text("{", encoding="utf-8")
>>> found = load_progress(folder)
>>> found.progress.done, found.error.code, found.moved.name.startswith("lessons.damaged-")
(frozenset(), 'bad_json', True)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

from dokodesk.engine.errors import DokoError, RecordError
from dokodesk.persistence.paths import PROGRESS_NAME
from dokodesk.persistence.reading import load_json, quote, read_text
from dokodesk.persistence.record import check_header
from dokodesk.persistence.savefile import move_aside, write_atomic

FORMAT = "dokodesk-progress"
VERSION = 1


@dataclass(frozen=True)
class Progress:
    """The lessons done, by their ids."""

    done: frozenset[str] = frozenset()

    def is_done(self, ident: str) -> bool:
        return ident in self.done

    def with_done(self, ident: str) -> Progress:
        """The progress with the lesson ``ident`` done as well."""
        return Progress(self.done | {ident})


class Loaded(NamedTuple):
    """The progress read from the data folder; for a damaged file, why, and where it was
    moved to."""

    progress: Progress
    error: DokoError | None = None
    moved: Path | None = None


def progress_from_json(data: object) -> Progress:
    """The progress in a parsed file; raises :class:`RecordError` if it is not one."""
    checked = check_header(data, FORMAT, VERSION, required=True, what="file")
    done = checked.get("done")
    if not isinstance(done, list):
        raise RecordError("wrong_type", field="done", expected="list", value=quote(done))
    for i, ident in enumerate(done):
        if not isinstance(ident, str):
            raise RecordError("wrong_type", field=f"done[{i}]", expected="text",
                              value=quote(ident))
    return Progress(frozenset(done))


def load_progress(folder: Path) -> Loaded:
    """The progress kept in ``folder`` (nothing done when there is no file yet)."""
    path = folder / PROGRESS_NAME
    if not path.exists():
        return Loaded(Progress())
    try:
        return Loaded(progress_from_json(load_json(read_text(path))))
    except DokoError as exc:
        return Loaded(Progress(), exc, move_aside(path))


def save_progress(folder: Path, progress: Progress) -> None:
    """Keep ``progress`` in ``folder`` (made if need be), replacing the file atomically."""
    folder.mkdir(parents=True, exist_ok=True)
    data = {"format": FORMAT, "version": VERSION, "done": sorted(progress.done)}
    write_atomic(folder / PROGRESS_NAME, json.dumps(data, ensure_ascii=False, indent=1) + "\n")
