"""The player's library of house rules as the dialogs use it: the rules it can offer (with a
note naming the files that cannot be read, which are left out), and saving into it without
replacing a file unasked.

>>> import tempfile
>>> folder = Path(tempfile.mkdtemp())
>>> _ = (folder / "freitag.toml").write_text('name = "Freitag"', encoding="utf-8")
>>> free_path(folder, "FREITAG!").name
'freitag-2.toml'
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from dokodesk.engine.errors import DokoError
from dokodesk.gui.i18n import fill
from dokodesk.persistence.houserules import (
    HouseRules,
    file_stem,
    house_rules_to_toml,
    library_entries,
    library_path,
    read_house_rules,
)
from dokodesk.persistence.savefile import write_atomic
from dokodesk.text.messages import describe


class Source(StrEnum):
    """Where a table's rules come from, as the settings and the dialogs' lists name it:
    ``preset:NAME``, ``file:PATH`` or ``toml:TEXT`` (the rules themselves)."""

    PRESET = "preset"
    FILE = "file"
    TOML = "toml"


def source_parts(source: str) -> tuple[str, str]:
    """The kind of ``source`` (one of :class:`Source`, for a valid one) and what it names.

    >>> source_parts("preset:vowi")
    ('preset', 'vowi')
    """
    kind, _, rest = source.partition(":")
    return kind, rest


REPLACE, KEEP_BOTH, CANCEL = "replace", "keep_both", "cancel"
"""The answers when a save would replace a file of the library."""


def free_path(folder: Path, name: str) -> Path:
    """A file name in ``folder`` for the house rules ``name`` that no file has yet."""
    stem = file_stem(name)
    number = 2
    while (folder / f"{stem}-{number}.toml").exists():
        number += 1
    return folder / f"{stem}-{number}.toml"


class RulesLibrary(QObject):
    """The library in ``folder``, its words in ``lang`` (engine messages) and the installed
    translation (the dialog's own)."""

    def __init__(self, folder: Path, lang: str) -> None:
        super().__init__()
        self.folder = folder
        self.lang = lang

    def readable(self) -> tuple[list[tuple[Path, HouseRules]], str]:
        """The house rules that can be read, by name, and a note naming each file that
        cannot and why ("" when every file can be read)."""
        found, broken = [], []
        for path, _ in library_entries(self.folder):
            try:
                found.append((path, read_house_rules(path)))
            except DokoError as exc:
                broken.append(f"{path.name} ({describe(exc, self.lang)})")
        if not broken:
            return found, ""
        return found, fill(self.tr("Left out, cannot be read: %1"), "; ".join(broken))

    def ask_replace(self, parent: QWidget | None, path: Path, holds: str) -> str:
        """Ask whether to replace ``path`` (``holds``: what it holds, in words):
        :data:`REPLACE`, :data:`KEEP_BOTH` or :data:`CANCEL`."""
        box = QMessageBox(parent)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Replace the house rules?"))
        box.setText(fill(self.tr("The library already has a file %1: %2."), path.name, holds))
        box.setInformativeText(self.tr("Replace it, or keep both under another file name?"))
        replace = box.addButton(self.tr("Replace"), QMessageBox.ButtonRole.DestructiveRole)
        both = box.addButton(self.tr("Keep both"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(both)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        return REPLACE if clicked is replace else KEEP_BOTH if clicked is both else CANCEL

    def conflict(self, path: Path, name: str) -> str | None:
        """What ``path`` holds, in words, when saving the rules ``name`` there would lose it;
        None when there is no such file or it holds the rules of that name (they are
        updated)."""
        if not path.exists():
            return None
        try:
            held = read_house_rules(path).name
        except DokoError as exc:
            return fill(self.tr("it cannot be read (%1)"), describe(exc, self.lang))
        return None if held == name else fill(self.tr("the rules “%1”"), held or path.stem)

    def save(self, parent: QWidget | None, house: HouseRules) -> Path | None:
        """Keep ``house`` under a file named after it. A file there that holds other rules
        (another name that maps to the same file name) or cannot be read is replaced only
        when the player says so, else the rules go beside it under a new file name; the same
        rule set is simply updated. The file written, or None when the player cancelled;
        raises :class:`OSError` when writing fails."""
        path = library_path(self.folder, house.name)
        holds = self.conflict(path, house.name)
        if holds is not None:
            answer = self.ask_replace(parent, path, holds)
            if answer == CANCEL:
                return None
            if answer == KEEP_BOTH:
                path = free_path(self.folder, house.name)
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(path, house_rules_to_toml(house))
        return path
