"""A data folder that cannot be written: a lasting warning over the table names the reason in
the player's language, the app tries again with every change (so nothing is dropped: once the
folder can be written the file holds every game), and closing the window asks first."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest
from gui_helpers import table_config
from PySide6.QtWidgets import QFileDialog, QMessageBox
from test_controller import run_until

from dokodesk.persistence import autosave, savefile

TIMEOUT = 10_000


def disk_full(monkeypatch: pytest.MonkeyPatch, window) -> None:
    """Every autosave fails as on a full disk (and closing the window at the end of the test
    does not ask)."""
    def refuse(path: Path, data: str | bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(autosave, "write_atomic", refuse)
    window.save_warning.ask = False


def test_the_warning_lasts_until_a_save_works_and_nothing_is_lost(
        qtbot, make_window, monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(table_config("kneipe", seed=11))
    c = window.controller
    warning = window.save_warning
    assert not warning.isVisible()
    results: list[OSError | None] = []
    c.saved.connect(results.append)
    disk_full(monkeypatch, window)
    run_until(qtbot, c, lambda: len(c.state.tricks) >= 2 and not c.busy)
    qtbot.waitUntil(warning.isVisible, timeout=TIMEOUT)
    assert "the disk is full" in warning.text.text() and str(window.data_dir) in warning.text.text()
    failed = len(results)
    run_until(qtbot, c, lambda: len(c.state.tricks) >= 4 and not c.busy)  # still failing
    qtbot.waitUntil(lambda: len(results) > failed, timeout=TIMEOUT)
    assert warning.isVisible() and all(r is not None for r in results)
    monkeypatch.undo()  # room on the disk again: the next change is saved
    run_until(qtbot, c, lambda: None in results and not c.busy)
    qtbot.waitUntil(lambda: not warning.isVisible(), timeout=TIMEOUT)
    c.flush_saves()
    saved = savefile.load(window.save_path)
    # saved after every trick: every trick played while the disk was full is in the file
    assert saved.state.tricks == c.state.tricks and len(saved.state.tricks) >= 4
    assert c.state.history[:len(saved.state.history)] == saved.state.history


def test_the_warning_speaks_german(qapp, make_window) -> None:
    from dokodesk.gui.i18n import install_translator

    window = make_window(table_config("kneipe", seed=11))
    install_translator(qapp, "de")
    try:
        window.save_warning.show_problem(OSError(errno.EROFS, "Read-only file system"))
        text = window.save_warning.text.text()
        assert "lässt sich in" in text and "der Datenträger ist schreibgeschützt" in text
        assert "Read-only" not in text
    finally:
        install_translator(qapp, "en")


def test_closing_while_unsaved_asks_and_escape_stays(qtbot, make_window,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(table_config("kneipe", seed=11))
    c = window.controller
    disk_full(monkeypatch, window)
    run_until(qtbot, c, lambda: len(c.state.tricks) >= 1 and not c.busy)
    c.flush_saves()
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        return 0

    window.save_warning.ask = True
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answer(box))
    monkeypatch.setattr(QMessageBox, "clickedButton", lambda box: box.escapeButton())
    assert not window.close()  # Esc: the window stays, the game goes on
    assert asked and "the disk is full" in asked[0]
    assert window.isVisible()
    monkeypatch.setattr(QMessageBox, "clickedButton",
                        lambda box: next(b for b in box.buttons()
                                         if box.buttonRole(b) ==
                                         QMessageBox.ButtonRole.DestructiveRole))
    assert window.close()  # quit without saving, as chosen


def test_a_copy_elsewhere_keeps_the_partie(qtbot, make_window, tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window(table_config("kneipe", seed=11))
    c = window.controller
    disk_full(monkeypatch, window)
    run_until(qtbot, c, lambda: len(c.state.tricks) >= 2 and not c.busy)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(elsewhere))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    assert window.save_warning.save_copy()  # written the normal way, into the other folder
    saved = savefile.load(elsewhere / "partie.json")
    assert saved.state == c.state and saved.partie == c.partie
