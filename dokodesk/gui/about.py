"""The About dialog (layout in ``ui/about.ui``): the version and the licence, where the save
files, the house rules and the settings are kept (with buttons to open the folders), and the
keyboard shortcuts."""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from pathlib import Path

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMenu,
    QMenuBar,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dokodesk import app_version
from dokodesk.gui.i18n import child, fill, load_ui

from .screen import fit


def plain_text(text: str) -> str:
    """A menu text without its mnemonic ``&`` and its trailing ellipsis.

    >>> plain_text("&New Partie…"), plain_text("Rock && &Roll")
    ('New Partie', 'Rock & Roll')
    """
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").removesuffix("…")


def menu_shortcuts(bar: QMenuBar) -> list[tuple[str, str]]:
    """(keys, what they do) for every menu entry with a shortcut, in the menus' order."""
    rows = []
    menus = [top.menu() for top in bar.actions()]
    for action in (a for menu in menus if isinstance(menu, QMenu) for a in menu.actions()):
        keys = action.shortcut()
        if not keys.isEmpty():
            rows.append((keys.toString(QKeySequence.SequenceFormat.NativeText),
                         plain_text(action.text())))
    return rows


class AboutDialog(QDialog):
    """Version, licence, the data folders and the keyboard shortcuts."""

    def __init__(self, saves: Path, rules: Path, settings_file: str,
                 shortcuts: Sequence[tuple[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About dokodesk"))
        self.form = load_ui("about", self)
        app = QApplication.instance()
        icon = app.windowIcon() if isinstance(app, QApplication) else None
        if icon is not None and not icon.isNull():
            child(self.form, QLabel, "icon").setPixmap(icon.pixmap(64, 64))
        version = fill(self.tr("version %1"), app_version())
        child(self.form, QLabel, "title").setText(
            f"<b style='font-size: 16pt'>dokodesk</b>&nbsp; {version}")
        self.folders = {"openSaves": saves, "openRules": rules}
        child(self.form, QLabel, "savesFolder").setText(str(saves))
        child(self.form, QLabel, "rulesFolder").setText(str(rules))
        child(self.form, QLabel, "settingsFile").setText(settings_file)
        for name, folder in self.folders.items():
            button = child(self.form, QPushButton, name)
            button.clicked.connect(lambda _=False, f=folder: self.open_folder(f))
        rows = "".join(f"<tr><td><b>{escape(keys)}</b></td><td>{escape(meaning)}</td></tr>"
                       for keys, meaning in [*shortcuts, *self.table_keys()])
        self.shortcuts = child(self.form, QLabel, "shortcuts")
        self.shortcuts.setText(f"<table cellspacing='0' cellpadding='2'>{rows}</table>")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(buttons)
        fit(self)

    def table_keys(self) -> list[tuple[str, str]]:
        """The keys of the card table (they belong to no menu)."""
        return [
            (self.tr("Left, Right"), self.tr("Choose a card of your hand")),
            (self.tr("Enter, Space"), self.tr(
                "Play the chosen card (mark it when giving cards back)")),
            (self.tr("Esc"), self.tr("Hide the last trick")),
        ]

    def open_folder(self, folder: Path) -> bool:
        """Show ``folder`` in the file manager (made first if it does not exist yet)."""
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Open folder"), str(exc))
            return False
        if QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            return True
        QMessageBox.warning(self, self.tr("Open folder"), self.tr(
            "No file manager could open {folder}.").format(folder=str(folder)))
        return False
