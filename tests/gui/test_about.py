"""The About dialog: version, licence, the data folders (opened in the file manager) and the
keyboard shortcuts of the menus and the table."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QMessageBox, QPushButton

from dokodesk import app_version
from dokodesk.gui.about import AboutDialog, plain_text
from dokodesk.gui.i18n import child


def open_about(window) -> AboutDialog:  # type: ignore[no-untyped-def]
    window.dialogs.show_about()
    dialog = window.findChild(AboutDialog)
    assert dialog is not None and dialog.isVisible()
    return dialog


def test_plain_menu_texts() -> None:
    assert plain_text("&New Partie…") == "New Partie"
    assert plain_text("Rock && &Roll") == "Rock & Roll"


def test_the_dialog_shows_version_licence_and_folders(make_window, tmp_path: Path) -> None:
    window = make_window()
    dialog = open_about(window)
    form = dialog.form
    assert app_version() in child(form, QLabel, "title").text()
    assert "GPL-3.0-or-later" in child(form, QLabel, "licence").text()
    assert child(form, QLabel, "savesFolder").text() == str(tmp_path / "data")
    assert child(form, QLabel, "rulesFolder").text() == str(tmp_path / "data" / "rules")
    assert child(form, QLabel, "settingsFile").text() == window.settings.store.fileName()
    dialog.close()


def test_the_shortcuts_are_the_menus_and_the_tables(make_window) -> None:
    window = make_window()
    text = open_about(window).shortcuts.text()
    for keys, meaning in (("Ctrl+N", "New Partie"), ("H", "Hint"), ("F2", "Score sheet"),
                          ("F1", "About dokodesk"), ("Esc", "Hide the last trick")):
        assert f"<td><b>{keys}</b></td><td>{meaning}</td>" in text
    assert "&amp;" not in text and "…" not in text


@pytest.mark.parametrize("opened", [True, False])
def test_a_button_opens_the_folder_making_it_first(
        make_window, tmp_path: Path, monkeypatch, opened: bool) -> None:
    urls: list[QUrl] = []
    warnings: list[str] = []
    monkeypatch.setattr(QDesktopServices, "openUrl",
                        lambda url: urls.append(url) or opened)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    dialog = open_about(make_window())
    QTest.mouseClick(child(dialog.form, QPushButton, "openSaves"), Qt.MouseButton.LeftButton)
    assert (tmp_path / "data").is_dir()
    assert urls == [QUrl.fromLocalFile(str(tmp_path / "data"))]
    assert warnings == ([] if opened else [f"No file manager could open {tmp_path / 'data'}."])
    dialog.close()
