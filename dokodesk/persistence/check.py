"""Which kind of dokodesk file a file is, and whether it is valid: for ``dokodesk check``.

A file is read as TOML when its name ends in ``.toml`` (house rules) and as JSON otherwise: a
save file says ``"format": "dokodesk-partie"``, a game record ``"dokodesk-game"`` (or no format
at all, as hand-written records may).

>>> from pathlib import Path
>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> _ = (folder / "x.toml").write_text('name = "x"\\nwith_nines = 3\\n', encoding="utf-8")
>>> found = check_file(folder / "x.toml")
>>> str(found.kind), found.error.code
('house_rules', 'expected_bool')
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from pathlib import Path
from typing import NamedTuple

from dokodesk.engine.errors import DokoError
from dokodesk.persistence import record, savefile
from dokodesk.persistence.houserules import house_rules_from_toml
from dokodesk.persistence.reading import load_json, read_text


class FileKind(StrEnum):
    """The kinds :func:`check_file` tells apart (their names in words are in the text layer)."""

    HOUSE_RULES = "house_rules"
    GAME_RECORD = "game_record"
    SAVE_FILE = "save_file"
    LESSON = "lesson"
    """A lesson of the course (told apart by :mod:`dokodesk.course.check`)."""
    UNKNOWN = "unknown"


KINDS: tuple[FileKind, ...] = tuple(FileKind)


class FileCheck(NamedTuple):
    """What :func:`check_file` found: the kind of file and, if it is not valid, why."""

    kind: FileKind
    error: DokoError | None


def check_file(path: Path) -> FileCheck:
    """The kind of the file at ``path`` and the first problem in it, if any."""
    kind = FileKind.HOUSE_RULES if path.suffix.lower() == ".toml" else FileKind.UNKNOWN
    try:
        text = read_text(path)
        if kind == FileKind.HOUSE_RULES:
            house_rules_from_toml(text)
            return FileCheck(kind, None)
        data = load_json(text)
        fmt = data.get("format", record.FORMAT) if isinstance(data, Mapping) else None
        if fmt == savefile.FORMAT:
            kind = FileKind.SAVE_FILE
            savefile.from_json(data)
        else:
            kind = FileKind.GAME_RECORD
            record.record_from_json(data)
    except DokoError as exc:
        return FileCheck(kind, exc)
    return FileCheck(kind, None)
