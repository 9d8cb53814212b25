"""Where dokodesk keeps the player's data: the Partie in progress (``partie.json``), finished
Parties (``finished/``), the house rules (``rules/``) and the lessons done in the course
(``lessons.json``), in the data folder of the freedesktop standard (``$XDG_DATA_HOME/dokodesk``,
by default ``~/.local/share/dokodesk``).

Versions before 0.2 kept the same files one level deeper, in ``dokodesk/dokodesk``:
:func:`prepare_data_folder` moves them up on the first start, losing nothing; it also removes
the temporary files of dokodesk's own writes that were interrupted (the app calls it only
while it holds the folder, so that no other running copy is writing one).

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> (folder / "dokodesk").mkdir()
>>> _ = (folder / "dokodesk" / "partie.json").write_text("{}", encoding="utf-8")
>>> _ = (folder / "partie.json.ab12cd_x.tmp").write_text("{", encoding="utf-8")
>>> _ = (folder / "history.db-journal").write_text("", encoding="utf-8")
>>> prepare_data_folder(folder)
>>> sorted(p.name for p in folder.iterdir())
['history.db-journal', 'partie.json']
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
from pathlib import Path

APP = "dokodesk"
SAVE_NAME = "partie.json"
"""The Partie in progress."""
RULES_FOLDER = "rules"
"""The library of house rules."""
PROGRESS_NAME = "lessons.json"
"""Which lessons of the course are done."""
TEMPORARY = re.compile(r".+\.[a-z0-9_]{8}\.tmp")
"""The name of a temporary file of an atomic write (``partie.json.x1y2z3_q.tmp``, see
:func:`dokodesk.persistence.savefile.write_atomic`)."""


def data_folder() -> Path:
    """The data folder of dokodesk for this user."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / APP


def rules_library(folder: Path | None = None) -> Path:
    """The folder of the house-rule library (in ``folder``, by default the data folder)."""
    return (folder if folder is not None else data_folder()) / RULES_FOLDER


def prepare_data_folder(folder: Path) -> None:
    """Before the app uses ``folder``: move in what the old nested folder holds (an entry that
    exists in both places stays in the old one, renamed, so nothing is overwritten) and delete
    leftover temporary files of interrupted writes (nothing else). Where the folder cannot be
    written this does what it can; the app says so when it saves."""
    with contextlib.suppress(OSError):
        _prepare(folder)


def _prepare(folder: Path) -> None:
    old = folder / APP
    if old.is_dir():
        for entry in sorted(old.iterdir()):
            target = folder / entry.name
            if target.exists():
                if target.is_dir() and entry.is_dir():
                    _merge_into(entry, target)
                    continue
                target = folder / f"{entry.stem}.old{entry.suffix}"
            shutil.move(str(entry), str(target))
        if not any(old.iterdir()):
            old.rmdir()
    for place in (folder, folder / RULES_FOLDER):
        if place.is_dir():
            for leftover in place.glob("*.tmp"):
                if TEMPORARY.fullmatch(leftover.name):
                    leftover.unlink(missing_ok=True)


def _merge_into(source: Path, target: Path) -> None:
    """Move the entries of folder ``source`` into ``target``, renaming what is in both."""
    for entry in sorted(source.iterdir()):
        place = target / entry.name
        if place.exists():
            place = target / f"{entry.stem}.old{entry.suffix}"
        shutil.move(str(entry), str(place))
    source.rmdir()
