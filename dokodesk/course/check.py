"""``dokodesk check`` for lesson files too: a file saying ``format = "dokodesk-lesson"`` is read
and played through as a lesson; any other file is told apart as
:func:`dokodesk.persistence.check.check_file` does.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> _ = (folder / "l.toml").write_text('format = "dokodesk-lesson"\\nversion = 1\\n',
...                                    encoding="utf-8")
>>> found = check_file(folder / "l.toml")
>>> str(found.kind), found.error.code, found.error.details["field"]
('lesson', 'field_missing', 'id')
"""

from __future__ import annotations

import re
from pathlib import Path

from dokodesk.course.catalogue import load_lesson
from dokodesk.course.files import FORMAT
from dokodesk.engine.errors import DokoError
from dokodesk.persistence import check
from dokodesk.persistence.check import FileCheck, FileKind
from dokodesk.persistence.reading import read_text

_LESSON = re.compile(rf'^\s*format\s*=\s*"{FORMAT}"', re.MULTILINE)
"""How a lesson file says what it is (found even where the rest is not valid TOML)."""


def check_file(path: Path) -> FileCheck:
    """The kind of the file at ``path`` and the first problem in it, if any."""
    if path.suffix.lower() == ".toml":
        try:
            is_lesson = _LESSON.search(read_text(path)) is not None
        except DokoError:
            is_lesson = False
        if is_lesson:
            try:
                load_lesson(path)
            except DokoError as exc:
                return FileCheck(FileKind.LESSON, exc)
            return FileCheck(FileKind.LESSON, None)
    return check.check_file(path)
