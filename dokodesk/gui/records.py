"""Game records from the main window: saving the game in progress (or the last one) as a
record, choosing a game of the Partie, and replaying one trick by trick."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from dokodesk.engine.partie import GameEntry, Partie
from dokodesk.persistence import savefile
from dokodesk.persistence.record import GameRecord


class Records(QObject):
    """The window's dialogs for game records (``parent``: the window they open over)."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.window = parent

    def save(self, record: GameRecord | None) -> None:
        """Ask where to save ``record`` and write it there (atomically)."""
        if record is None:
            return
        suggestion = str(Path.home() / f"dokodesk-{time.strftime('%Y%m%d-%H%M')}.json")
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save game record"),
                                              suggestion, self.tr("Game records (*.json)"))
        if path:
            try:
                savefile.write_atomic(Path(path), record.dumps())
            except OSError as exc:
                QMessageBox.warning(self.window, self.tr("Save game record"), str(exc))

    def choose(self, partie: Partie | None, title: str) -> int | None:
        """The index of a game of ``partie`` the player chooses (None: none)."""
        if partie is None or not partie.games:
            return None
        items = [self.tr("Game {n}").format(n=g.number) for g in partie.games]
        choice, ok = QInputDialog.getItem(self.window, title, self.tr("Game:"), items,
                                          len(items) - 1, False)
        return items.index(choice) if ok else None

    def replay(self, entry: GameEntry, names: Sequence[str], lang: str) -> None:
        """Replay the finished game ``entry`` trick by trick."""
        from .replay import ReplayDialog

        dialog = ReplayDialog(entry.state, entry.seats, list(names), lang, self.window,
                              entry.number)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
