"""The translations: complete, up to date with the sources, compiled, and working in the app."""

from __future__ import annotations

import os
import random
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from dataclasses import replace
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from gui_helpers import table_config
from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLocale,
    QSettings,
    QTime,
    QTranslator,
)
from PySide6.QtWidgets import QApplication, QGroupBox

from dokodesk.engine.partie import PartieSettings, is_over, new_partie, next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.gui.i18n import child, fill, install_translator, qm_path
from dokodesk.gui.mainwindow import local_time
from dokodesk.gui.newpartie import NewPartieDialog
from dokodesk.gui.settings import AppSettings
from dokodesk.gui.spielliste import SpiellisteWidget

pytestmark = pytest.mark.usefixtures("qapp")

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "dokodesk" / "gui"
FORMS = ROOT / "ui"
RESOURCES = ROOT / "resources"
BIN = Path(sys.executable).parent
PLACEHOLDER = re.compile(r"%\d|%n|\{\w+\}")

Message = tuple[str, str, bool]
"""(context, source text, numerus)"""


def messages(path: Path) -> dict[Message, ET.Element]:
    """Every message of a .ts file with its translation element."""
    out = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            key = (name, message.findtext("source", ""), message.get("numerus") == "yes")
            out[key] = message.find("translation")
    return out


def texts(translation: ET.Element, numerus: bool) -> list[str]:
    if numerus:
        return [form.text or "" for form in translation.iter("numerusform")]
    return [translation.text or ""]


@pytest.fixture
def restore_language(qapp: QApplication):
    """Put the test process back into English after a test that switches to German."""
    locale = QLocale()
    yield
    install_translator(qapp, "en")
    QLocale.setDefault(locale)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_every_string_has_a_finished_translation(lang: str) -> None:
    found = messages(RESOURCES / f"dokodesk_{lang}.ts")
    assert len(found) > 100
    missing = []
    for (context, source, numerus), translation in found.items():
        forms = texts(translation, numerus)
        if translation.get("type") is not None or not all(f.strip() for f in forms):
            missing.append(f"{context}: {source}")
        elif numerus:
            assert len(forms) == 2, source  # German and English: singular and plural
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("lang", ["de", "en"])
def test_translations_keep_placeholders_and_shortcuts(lang: str) -> None:
    for (context, source, numerus), translation in messages(
            RESOURCES / f"dokodesk_{lang}.ts").items():
        if translation.get("type") is not None:
            continue  # missing translations fail the test above
        for text in texts(translation, numerus):
            if numerus:
                assert "%n" in text, (context, source, text)
            else:
                assert sorted(PLACEHOLDER.findall(text)) == sorted(
                    PLACEHOLDER.findall(source)), (context, source, text)
            assert ("&" in source) == ("&" in text.replace("&&", "")), (context, source, text)


def test_the_files_hold_every_string_of_the_sources(tmp_path: Path) -> None:
    """The committed .ts files are what lupdate finds in dokodesk/gui and the forms in ui/
    now (run tools/update_translations.py after changing a string)."""
    files = sorted(GUI.glob("*.py")) + sorted(FORMS.glob("*.ui"))
    fresh = tmp_path / "fresh.ts"
    subprocess.run([str(BIN / "pyside6-lupdate"), *map(str, files), "-ts", str(fresh),
                    "-locations", "none"], check=True, capture_output=True)
    wanted = set(messages(fresh))
    for lang in ("de", "en"):
        have = set(messages(RESOURCES / f"dokodesk_{lang}.ts"))
        assert wanted - have == set(), f"{lang}: not in the .ts: {sorted(wanted - have)}"
        assert have - wanted == set(), f"{lang}: no longer in the sources: {have - wanted}"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_compiled_files_match_the_ts_files(lang: str, tmp_path: Path) -> None:
    out = tmp_path / f"{lang}.qm"
    subprocess.run([str(BIN / "pyside6-lrelease"), str(RESOURCES / f"dokodesk_{lang}.ts"),
                    "-qm", str(out)], check=True, capture_output=True)
    assert out.read_bytes() == qm_path(lang).read_bytes(), "run tools/update_translations.py"


def test_the_german_file_loads_and_translates() -> None:
    translator = QTranslator()
    assert translator.load(str(qm_path("de")))
    assert translator.translate("SettingsDialog", "Settings") == "Einstellungen"
    assert translator.translate("ReservationPanel", "Your reservation") == "Dein Vorbehalt"
    assert translator.translate("SpiellisteWidget", "%n game(s) played", None, 1) \
        == "%n Spiel gespielt"
    assert translator.translate("SpiellisteWidget", "%n game(s) played", None, 3) \
        == "%n Spiele gespielt"


def test_english_numerus_forms(qapp: QApplication, restore_language: None) -> None:
    assert install_translator(qapp, "en")
    translate = QCoreApplication.translate
    assert translate("SpiellisteWidget", "%n game(s) played", None, 1) == "1 game played"
    assert translate("SpiellisteWidget", "%n game(s) played", None, 12) == "12 games played"
    assert translate("ScoreDialog", "%n trick(s)", None, 1) == "1 trick"


def test_the_app_speaks_german(qapp: QApplication, restore_language: None,
                               tmp_path: Path) -> None:
    assert install_translator(qapp, "de")
    settings = AppSettings(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    dialog = NewPartieDialog(settings)
    assert dialog.windowTitle() == "Neue Partie"  # a tr() string
    assert child(dialog.form, QGroupBox, "playersBox").title() == "Spieler"  # from the .ui
    assert dialog.length_kind.currentText() == "Spielrunden"
    assert "Spielrunde hat 24 Spiele" in dialog.length_note.text()
    assert dialog.names[0].placeholderText() == "Du"


def test_switching_languages_replaces_the_translator(qapp: QApplication,
                                                     restore_language: None) -> None:
    install_translator(qapp, "de")
    assert QCoreApplication.translate("SettingsDialog", "Settings") == "Einstellungen"
    install_translator(qapp, "en")
    assert QCoreApplication.translate("SettingsDialog", "Settings") == "Settings"


def test_fill_replaces_numbered_places() -> None:
    assert fill("%1 zahlt %2 %3", "Anna", "Ben", "1,25 €") == "Anna zahlt Ben 1,25 €"
    assert fill("%1 und %10", *range(1, 11)) == "1 und 10"


def test_the_spielliste_follows_a_language_change(qapp: QApplication,
                                                  restore_language: None) -> None:
    settings = PartieSettings(preset("kneipe"), names=("A", "B", "C", "D"), length=("games", 3))
    partie = new_partie(settings, 3)
    rng = random.Random(3)
    while not is_over(partie):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng, reserve_chance=0.0), seats)
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, settings.names)
    assert widget.model.horizontalHeaderItem(1).text() == "Dealer"
    install_translator(qapp, "de")
    qapp.processEvents()
    assert widget.model.horizontalHeaderItem(1).text() == "Geber"
    assert widget.csv_button.text() == "Als &CSV exportieren…"
    assert {info.game for info in widget.infos} == {"Normalspiel"}
    assert widget.status.text().startswith("3 Spiele gespielt")


def test_a_running_partie_follows_the_switch_to_english(qapp: QApplication,
                                                        restore_language: None,
                                                        make_window) -> None:
    config = table_config("ddv", seed=3)
    names = ("Du", *config.settings.names[1:])
    config = replace(config, settings=replace(config.settings, names=names))
    window = make_window()
    window.set_language("de")
    qapp.processEvents()  # the window hears of the new language
    window.start(config)
    assert window.table.plates[0].name == "Du"
    assert window.menus.list.text() == "&Spielliste"
    window.set_language("en")
    qapp.processEvents()
    assert window.table.plates[0].name == "You"
    assert window.spielliste is not None and window.spielliste.names[0] == "You"
    assert window.dock is not None and window.dock.windowTitle() == "Score sheet"
    assert window.menus.list.text() == "&Score sheet"
    assert window.menus.claim.text() == "&Claim the remaining tricks"
    assert window.bar.claim_button.text() == "Claim the rest"


def test_dates_are_written_as_the_language_writes_them() -> None:
    moment = QDateTime(QDate(2026, 3, 14), QTime(18, 5)).toSecsSinceEpoch()
    assert local_time(moment, "de") == "14.03.26 18:05"
    english = local_time(moment, "en")
    assert "14.03" not in english and "3/14/26" in english
