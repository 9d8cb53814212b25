"""The house-rule library in the dialogs: unreadable files are left out with a note naming
them, and saving never replaces a file of other (or unreadable) rules without asking."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_helpers import table_config

from dokodesk.engine.rules import preset
from dokodesk.gui import library as lib
from dokodesk.gui import rules_editor
from dokodesk.gui.newpartie import NewPartieDialog
from dokodesk.gui.rules_editor import RulesEditorDialog
from dokodesk.persistence.houserules import HouseRules, read_house_rules

BROKEN = {
    "huge.toml": 'name = "Huge"\npoints_for_win = ' + "9" * 5000 + "\n",
    "deep.toml": 'name = "Deep"\nx = ' + "[" * 50_000 + "]" * 50_000 + "\n",
}


@pytest.fixture
def library(tmp_path: Path) -> Path:
    """A library of one good file and three that cannot be read (a huge number, deep
    nesting, not UTF-8)."""
    folder = tmp_path / "library"
    folder.mkdir()
    (folder / "freitag.toml").write_text('name = "Freitag"\nbase = "kneipe"\n', encoding="utf-8")
    for name, text in BROKEN.items():
        (folder / name).write_text(text, encoding="utf-8")
    (folder / "latin.toml").write_bytes('name = "Köln"\n'.encode("latin-1"))
    return folder


def test_the_new_partie_dialog_names_the_files_it_leaves_out(app_settings, library) -> None:
    dialog = NewPartieDialog(app_settings, library=library)
    offered = [dialog.rules.itemText(i) for i in range(dialog.rules.count())]
    assert "Freitag (file freitag.toml)" in offered
    assert not any(name in text for text in offered for name in ("Huge", "Deep", "latin"))
    note = dialog.library_note.text()
    assert not dialog.library_note.isHidden()
    assert all(name in note for name in ("huge.toml", "deep.toml", "latin.toml"))
    assert dialog.start.isEnabled()


def test_the_rules_editor_opens_and_names_them_too(qtbot, library) -> None:
    dialog = RulesEditorDialog(HouseRules("", "", preset("ddv"), "ddv"), "en", library=library)
    qtbot.addWidget(dialog)
    sources = [dialog.start.itemData(i) for i in range(dialog.start.count())]
    assert f"file:{library / 'freitag.toml'}" in sources
    assert f"file:{library / 'huge.toml'}" not in sources
    assert all(name in dialog.message.text() for name in ("huge.toml", "deep.toml", "latin.toml"))


@pytest.mark.parametrize(("answer", "written", "kept"), [
    (lib.KEEP_BOTH, "freitag-2.toml", True), (lib.REPLACE, "freitag.toml", False),
    (lib.CANCEL, None, True)])
def test_saving_other_rules_of_the_same_file_name_asks(qtbot, library, monkeypatch, answer,
                                                       written, kept) -> None:
    asked: list[str] = []
    monkeypatch.setattr(lib.RulesLibrary, "ask_replace",
                        lambda self, parent, path, holds: asked.append(holds) or answer)
    dialog = RulesEditorDialog(HouseRules("FREITAG!", "", preset("vowi"), "vowi"), "en",
                               library=library)
    qtbot.addWidget(dialog)
    path = dialog.save_to_library()
    assert asked == ["the rules “Freitag”"]
    assert path == (None if written is None else library / written)
    assert (read_house_rules(library / "freitag.toml").name == "Freitag") is kept
    if path is not None:
        assert read_house_rules(path).name == "FREITAG!"


def test_an_unreadable_file_is_replaced_only_when_asked(qtbot, library, monkeypatch) -> None:
    asked: list[str] = []
    monkeypatch.setattr(lib.RulesLibrary, "ask_replace",
                        lambda self, parent, path, holds: asked.append(holds) or lib.CANCEL)
    before = (library / "huge.toml").read_text(encoding="utf-8")
    assert lib.RulesLibrary(library, "en").save(None, HouseRules("Huge", "", preset("ddv"))) is None
    assert asked and asked[0].startswith("it cannot be read")
    assert (library / "huge.toml").read_text(encoding="utf-8") == before


def test_the_same_rules_are_updated_without_asking(library, monkeypatch) -> None:
    monkeypatch.setattr(lib.RulesLibrary, "ask_replace", lambda *args: pytest.fail("asked"))
    changed = HouseRules("Freitag", "neu", preset("kneipe").replace(with_nines=False), "kneipe")
    assert lib.RulesLibrary(library, "en").save(None, changed) == library / "freitag.toml"
    assert read_house_rules(library / "freitag.toml") == changed


def test_the_menus_house_rules_ask_before_replacing(qtbot, make_window, monkeypatch) -> None:
    window = make_window(table_config("vowi", seed=4))
    window.library.mkdir(parents=True)
    theirs = window.library / "freitag.toml"
    theirs.write_text('name = "Freitag"\n', encoding="utf-8")
    edited = HouseRules("FREITAG!", "", preset("vowi"), "vowi")
    monkeypatch.setattr(rules_editor.RulesEditorDialog, "edit",
                        staticmethod(lambda parent, house, lang, library: edited))
    monkeypatch.setattr(lib.RulesLibrary, "ask_replace", lambda *args: lib.KEEP_BOTH)
    window.dialogs.edit_house_rules()
    assert read_house_rules(theirs).name == "Freitag"
    assert read_house_rules(window.library / "freitag-2.toml") == edited
