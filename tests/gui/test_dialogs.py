"""The settings, the settings dialog, the new-Partie dialog and the score dialog."""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QWidget

from dokodesk.engine.errors import RulesError
from dokodesk.engine.game import GameSetup, PovertyReply, apply, legal_actions, new_game
from dokodesk.engine.partie import TableConfig
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.engine.table import HUMAN, LEVELS, SeatMap
from dokodesk.gui.newpartie import NewPartieDialog
from dokodesk.gui.scoredialog import ScoreDialog
from dokodesk.gui.settings import AppSettings
from dokodesk.gui.settingsdialog import SettingsDialog
from dokodesk.persistence.houserules import HouseRules, house_rules_to_toml
from dokodesk.persistence.reading import MAX_NAME
from dokodesk.text.messages import describe, render
from dokodesk.text.words import term

pytestmark = pytest.mark.usefixtures("qapp")

NAMES = ["Anna", "Ben", "Clara", "David"]


@pytest.fixture
def settings(tmp_path: Path) -> AppSettings:
    """Settings in a file of their own, never the user's."""
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


def accept_with(change):
    """An ``exec`` replacement: apply ``change`` to the dialog, then press OK."""
    def fake_exec(dialog: QDialog) -> QDialog.DialogCode:
        change(dialog)
        return QDialog.DialogCode.Accepted
    return fake_exec


# --- AppSettings ------------------------------------------------------------------------------


def test_settings_defaults(settings: AppSettings) -> None:
    assert settings.language == "de"
    assert settings.animation_ms == 300
    assert settings.card_width == 96
    assert not settings.confirm_play
    assert not settings.autoplay_single
    assert not settings.play_on_double_click
    assert not settings.watch_open_hands
    assert settings.last_players == 4
    assert settings.last_names == []
    assert settings.last_rules == "preset:ddv"
    assert settings.last_length == ("", 0)


def test_settings_round_trip_through_the_file(tmp_path: Path) -> None:
    path = str(tmp_path / "s.ini")
    first = AppSettings(QSettings(path, QSettings.Format.IniFormat))
    first.language = "en"
    first.animation_ms = 5000
    first.card_width = 120
    first.confirm_play = True
    first.watch_open_hands = True
    first.last_names = ["Änne", "Bob"]
    first.last_length = ("runden", 3)
    first.sync()
    again = AppSettings(QSettings(path, QSettings.Format.IniFormat))
    assert again.language == "en"
    assert again.animation_ms == 1500  # clamped to the slider's range
    assert again.card_width == 120
    assert again.confirm_play and again.watch_open_hands
    assert not again.autoplay_single
    assert again.last_names == ["Änne", "Bob"]
    assert again.last_length == ("runden", 3)
    with pytest.raises(ValueError):
        again.language = "fr"


# --- SettingsDialog ---------------------------------------------------------------------------


def test_settings_dialog_shows_and_stores(settings: AppSettings,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    settings.card_width = 110
    dialog = SettingsDialog(settings)
    assert dialog.card_width.value() == 110
    assert dialog.language.currentData() == "de"
    assert dialog.animation.value() == 300

    def change(d: SettingsDialog) -> None:
        d.language.setCurrentIndex(d.language.findData("en"))
        d.animation.setValue(0)
        d.double_click.setChecked(True)
        d.autoplay_single.setChecked(True)

    monkeypatch.setattr(SettingsDialog, "exec", accept_with(change))
    assert SettingsDialog.ask(None, settings)
    assert settings.language == "en"
    assert settings.animation_ms == 0
    assert settings.play_on_double_click and settings.autoplay_single
    assert not settings.confirm_play
    assert settings.card_width == 110


def test_settings_dialog_cancel_changes_nothing(settings: AppSettings,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SettingsDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert not SettingsDialog.ask(None, settings)
    assert settings.store.allKeys() == []


def test_settings_dialog_restore_defaults(settings: AppSettings) -> None:
    settings.card_width = 150
    settings.confirm_play = True
    dialog = SettingsDialog(settings)
    dialog.restore_defaults()
    dialog.store()
    assert settings.card_width == 96 and not settings.confirm_play
    assert dialog.animation_value.text()


# --- NewPartieDialog --------------------------------------------------------------------------


def test_every_level_is_offered_the_strongest_first(settings: AppSettings) -> None:
    dialog = NewPartieDialog(settings)
    combo = dialog.levels[1]
    assert [combo.itemData(i) for i in range(combo.count())] == list(reversed(LEVELS))
    assert combo.currentData() == "profi"


def test_defaults_make_a_valid_table(settings: AppSettings) -> None:
    dialog = NewPartieDialog(settings)
    assert dialog.start.isEnabled()
    assert not dialog.error.isVisibleTo(dialog)
    config = dialog.config()
    assert isinstance(config, TableConfig)
    s = config.settings
    assert s.players == 4 and s.rules == preset("ddv")
    assert s.length == ("games", 24)  # one Spielrunde
    assert config.human == 0
    strongest = LEVELS[-1]
    assert config.levels == (HUMAN, strongest, strongest, strongest)
    assert len(set(s.names)) == 4 and all(s.names)
    assert 0 <= config.seed < 2**31
    assert config.rules_name


def test_five_players_and_another_seat(settings: AppSettings) -> None:
    dialog = NewPartieDialog(settings)
    dialog.players5.setChecked(True)
    dialog.you[3].setChecked(True)
    dialog.names[0].setText("Oma Else")
    config = dialog.config()
    assert config.settings.players == 5
    assert config.settings.length == ("games", 30)  # a Spielrunde at five
    assert config.human == 3 and config.levels[3] == HUMAN
    assert config.settings.names[0] == "Oma Else"
    assert dialog.level_stacks[3].currentIndex() == 1  # "you play here"
    dialog.players4.setChecked(True)
    assert dialog.config().settings.players == 4
    assert dialog.names[4].isHidden()


def test_back_to_four_moves_you_from_the_fifth_seat(settings: AppSettings) -> None:
    dialog = NewPartieDialog(settings)
    dialog.players5.setChecked(True)
    dialog.you[4].setChecked(True)
    dialog.players4.setChecked(True)
    assert dialog.config().human == 0


def test_invalid_length_shows_the_engine_message(settings: AppSettings) -> None:
    settings.language = "en"
    dialog = NewPartieDialog(settings)
    dialog.length_kind.setCurrentIndex(dialog.length_kind.findData("games"))
    dialog.length_value.setValue(10)
    expected = describe(RulesError("spielrunde_length", "length", games=24), "en")
    assert dialog.error.text() == expected
    assert not dialog.start.isEnabled()
    dialog.length_value.setValue(48)
    assert dialog.start.isEnabled()
    assert dialog.config().settings.length == ("games", 48)
    dialog.length_kind.setCurrentIndex(dialog.length_kind.findData("runden"))
    assert not dialog.start.isEnabled()


def test_target_score_turns_pflichtsolo_off(settings: AppSettings) -> None:
    dialog = NewPartieDialog(settings)
    dialog.length_kind.setCurrentIndex(dialog.length_kind.findData("score"))
    dialog.length_value.setValue(50)
    config = dialog.config()
    assert config.settings.length == ("score", 50)
    assert config.settings.pflichtsolo == "off"
    assert "50" in dialog.length_note.text()


def test_rules_without_pflichtsolo_offer_no_spielrunden(settings: AppSettings) -> None:
    dialog = NewPartieDialog(settings)
    dialog.rules.setCurrentIndex(dialog.rules.findData("preset:kneipe"))
    kinds = [dialog.length_kind.itemData(i) for i in range(dialog.length_kind.count())]
    assert kinds == ["games", "runden", "score"]
    config = dialog.config()
    assert config.settings.rules == preset("kneipe")
    assert config.settings.length == ("runden", 3)
    assert dialog.start.isEnabled()
    assert dialog.length_note.text() == (
        "A Runde is over when every player has dealt once: 12 games.")
    dialog.rules.setCurrentIndex(dialog.rules.findData("preset:vowi"))
    dialog.length_kind.setCurrentIndex(dialog.length_kind.findData("runden"))
    assert "one more for each Pflichtsolo" in dialog.length_note.text()


def test_the_rules_summary_is_shown(settings: AppSettings) -> None:
    from dokodesk.text.summary import summary_sections

    dialog = NewPartieDialog(settings)
    text = dialog.summary.toPlainText()
    first = summary_sections(preset("ddv"), "de")[0]
    assert first.title in text and first.sentences[0] in text


def test_names_must_differ(settings: AppSettings) -> None:
    dialog = NewPartieDialog(settings)
    dialog.names[1].setText("Anna")
    dialog.names[2].setText("anna")
    assert not dialog.start.isEnabled()
    assert dialog.error.text()
    dialog.names[2].setText("Carla")
    assert dialog.start.isEnabled()


def test_fixed_seed(settings: AppSettings) -> None:
    dialog = NewPartieDialog(settings)
    assert not dialog.seed.isEnabled()
    dialog.random_seed.setChecked(False)
    dialog.seed.setValue(4711)
    assert dialog.config().seed == 4711


def test_ask_returns_the_table_and_remembers_it(settings: AppSettings,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    def change(d: NewPartieDialog) -> None:
        d.players5.setChecked(True)
        d.names[1].setText("Bernd")
        d.you[2].setChecked(True)
        d.rules.setCurrentIndex(d.rules.findData("preset:vowi"))
        d.length_kind.setCurrentIndex(d.length_kind.findData("runden"))
        d.length_value.setValue(2)
        d.levels[0].setCurrentIndex(d.levels[0].findData("random"))

    monkeypatch.setattr(NewPartieDialog, "exec", accept_with(change))
    config = NewPartieDialog.ask(None, settings)
    assert config is not None
    assert config.settings.players == 5 and config.human == 2
    assert config.settings.rules == preset("vowi")
    assert config.settings.length == ("runden", 2)
    assert config.settings.names[1] == "Bernd"
    assert config.levels[0] == "random"
    # the next dialog starts from these choices
    again = NewPartieDialog(settings)
    next_config = again.config(seed=1)
    assert next_config.settings == config.settings
    assert next_config.levels == config.levels and next_config.human == 2


def test_cancel_returns_none(settings: AppSettings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(NewPartieDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    assert NewPartieDialog.ask(None, settings) is None


def test_an_answered_dialog_is_deleted(settings: AppSettings, qtbot: QtBot,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The settings and the new-Partie dialog are deleted once answered: a window that opens
    them again and again keeps none of them."""
    window = QWidget()
    qtbot.addWidget(window)
    monkeypatch.setattr(SettingsDialog, "exec", accept_with(lambda d: None))
    monkeypatch.setattr(NewPartieDialog, "exec", lambda self: QDialog.DialogCode.Rejected)
    for _ in range(3):
        assert SettingsDialog.ask(window, settings)
        assert NewPartieDialog.ask(window, settings) is None
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    assert window.findChildren(QDialog) == []


def test_house_rule_file(settings: AppSettings, tmp_path: Path) -> None:
    house = HouseRules("Donnerstagsrunde", "Bei Kalle", preset("kneipe").replace(
        cents_per_point=10), base="kneipe")
    path = tmp_path / "donnerstag.toml"
    path.write_text(house_rules_to_toml(house), encoding="utf-8")
    dialog = NewPartieDialog(settings)
    assert dialog.use_rules_file(path)
    config = dialog.config()
    assert config.settings.rules.cents_per_point == 10
    assert config.rules_name == "Donnerstagsrunde"
    assert "donnerstag.toml" in dialog.rules.currentText()
    assert dialog.rules_description.text() == "Bei Kalle"
    dialog.remember()
    assert settings.last_rules == f"file:{path}"
    assert NewPartieDialog(settings).config().settings.rules.cents_per_point == 10


def test_broken_house_rule_file_is_explained(settings: AppSettings, tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    path = tmp_path / "kaputt.toml"
    path.write_text('dulle_rule = "zweite"\n', encoding="utf-8")
    dialog = NewPartieDialog(settings)
    count = dialog.rules.count()
    assert not dialog.use_rules_file(path)
    assert dialog.rules.count() == count
    assert shown and "dulle_rule" in shown[0] and "kaputt.toml" in shown[0]


def test_edited_rules_join_the_list(settings: AppSettings,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    rules_editor = pytest.importorskip("dokodesk.gui.rules_editor")
    seen: list[HouseRules] = []

    def fake_edit(parent: object, house: HouseRules, lang: str, library: Path) -> HouseRules:
        seen.append(house)
        return HouseRules("Ohne Neunen", "", house.rules.replace(with_nines=False), base="ddv")

    monkeypatch.setattr(rules_editor.RulesEditorDialog, "edit", staticmethod(fake_edit))
    dialog = NewPartieDialog(settings)
    assert dialog.edit_rules.isVisibleTo(dialog)
    dialog.edit_current_rules()
    assert seen[0].rules == preset("ddv")
    assert dialog.rules.currentText() == "Ohne Neunen"
    assert dialog.config().settings.rules.with_nines is False
    dialog.remember()
    assert NewPartieDialog(settings).config().settings.rules.with_nines is False


def test_level_names_in_words(settings: AppSettings) -> None:
    assert term("profi", "de") != "profi"
    assert term("unknown-level", "de") == "unknown-level"
    dialog = NewPartieDialog(settings)
    combo = dialog.levels[1]
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Profi", "Fortgeschritten", "Anfänger", "Zufallsspieler"]


# --- ScoreDialog ------------------------------------------------------------------------------


def _finished(seed: int, reserve_chance: float = 0.0):
    setup = GameSetup.from_seed(preset("vowi"), seed=seed, first=1)
    return random_game(setup, random.Random(seed), reserve_chance=reserve_chance,
                       announce_chance=0.05)


def test_score_dialog_shows_every_line() -> None:
    state = _finished(3)
    res = result(state)
    dialog = ScoreDialog(state, SeatMap(4, 0), NAMES, "en")
    table = dialog.table
    assert table.rowCount() == len(res.lines) + 2  # the lines, the sums, the game value
    re_sum = kontra_sum = 0
    for row, line in enumerate(res.lines):
        assert table.item(row, 0).text().startswith(render(line.item, {}, "en"))
        column = 1 if line.party == "re" else 2
        assert table.item(row, column).text() == str(line.points)
        assert table.item(row, 3 - column).text() == ""
        if line.party == "re":
            re_sum += line.points
        else:
            kontra_sum += line.points
    total = table.rowCount() - 2
    assert table.item(total, 1).text() == str(re_sum)
    assert table.item(total, 2).text() == str(kontra_sum)
    value_column = 1 if res.value >= 0 else 2
    assert table.item(total + 1, value_column).text() == str(abs(res.value))
    assert [label.text() for label in dialog.point_labels] == [
        f"{p:+d}" if p else "0" for p in res.points]
    assert dialog.augen_labels["re"].text() == f"{res.augen['re']} Augen"
    assert dialog.augen_labels["kontra"].text() == f"{res.augen['kontra']} Augen"


def test_score_dialog_headline_and_parties() -> None:
    for seed in range(1, 40):
        state = _finished(seed)
        res = result(state)
        if res.winner == "re" and res.soloist is None:
            break
    dialog = ScoreDialog(state, SeatMap(4, 0), NAMES, "en")
    assert dialog.headline.text() == "Re wins"
    for seat in res.re_players:
        assert NAMES[seat] in dialog.parties.text()
    assert f"Game value {res.value} for Re" in dialog.explanation.text()


def test_score_dialog_of_a_solo_uses_the_soloists_name() -> None:
    for seed in range(1, 200):
        state = _finished(seed, reserve_chance=0.5)
        if state.soloist is not None and state.contract.kind == "solo":
            break
    res = result(state)
    dialog = ScoreDialog(state, SeatMap(4, 0), NAMES, "en")
    name = NAMES[res.soloist]
    assert name in dialog.headline.text()
    assert name in dialog.explanation.text() or res.value == 0


def test_score_dialog_counts_repeated_lines_in_german() -> None:
    for seed in range(1, 400):
        state = _finished(seed)
        repeated = [line for line in result(state).lines if line.times > 1]
        if repeated:
            break
    line = repeated[0]
    dialog = ScoreDialog(state, SeatMap(4, 0), NAMES, "de")
    row = list(result(state).lines).index(line)
    assert dialog.table.item(row, 0).text() == render(line.item, {}, "de") + f" ×{line.times}"


def _pub_game(counting: str, solo: bool = False):
    """A finished Bock game (x2) under the pub rules with a Pflichtansage after trick 1 (or,
    with ``solo``, a solo), counted ``counting``."""
    rules = preset("kneipe_plus").replace(pflichtansage="first_trick", counting=counting)
    for seed in range(1, 400):
        setup = GameSetup.from_seed(rules, seed=seed, bock=2, bock_waiting=(2, 2))
        state = random_game(setup, random.Random(seed), reserve_chance=0.6 if solo else 0.0,
                            announce_chance=0.0)
        res = result(state)
        if res.thrown_in or res.value == 0 or (res.soloist is not None) != solo:
            continue
        if solo or (res.pflichtansage is not None and res.winner is not None):
            return state
    raise AssertionError("no such game")


def test_score_dialog_names_the_bock_factor_and_the_pflichtansage() -> None:
    state = _pub_game("plus_minus")
    res = result(state)
    duty_party = "re" if res.pflichtansage in res.re_players else "kontra"
    dialog = ScoreDialog(state, SeatMap(4, 0), NAMES, "de")
    texts = [dialog.table.item(row, 0).text() for row in range(len(res.lines))]
    assert "Bock ×2" in texts
    bock_row = texts.index("Bock ×2")
    assert dialog.table.item(bock_row, 0).toolTip().startswith("Ein Bockspiel")
    said = "Re" if duty_party == "re" else "Kontra"
    # kneipe doubles the game value for each announcement instead of adding points
    row = texts.index(f"Verdoppelt durch {said} (Pflichtansage)")
    assert "Pflichtansage" in dialog.table.item(row, 0).toolTip()
    assert (f"A Bock game: the game value of {abs(res.value) // 2} counts 2 times."
            in dialog.explanation.text())
    help_text = dialog.line_help.text()
    assert "<b>Bock</b>" in help_text and "(Pflichtansage)</b>: Eine Pflichtansage" in help_text


@pytest.mark.parametrize("counting", ["plus", "minus"])
@pytest.mark.parametrize("solo", [False, True])
def test_score_dialog_explains_plus_or_minus_only_counting(counting: str, solo: bool) -> None:
    state = _pub_game(counting, solo)
    res = result(state)
    dialog = ScoreDialog(state, SeatMap(4, 0), NAMES, "en")
    text = dialog.explanation.text()
    assert f"under {counting} only" in text
    assert "%" not in text and str(abs(res.value)) in text
    written = [p for p in res.points if p]
    assert written and all(p > 0 if counting == "plus" else p < 0 for p in written)
    assert [label.text() for label in dialog.point_labels] == [
        f"{p:+d}" if p else "0" for p in res.points]


def test_score_dialog_of_a_thrown_in_deal() -> None:
    rules = preset("vowi")
    for seed in range(1, 2000):
        setup = GameSetup.from_seed(rules, seed=seed)
        state = new_game(setup)
        while state.phase == "reservations":
            kinds = [a for a in legal_actions(state) if getattr(a, "kind", "") == "armut"]
            state = apply(state, kinds[0] if kinds else legal_actions(state)[0])
        if state.phase == "poverty_offer":
            break
    while state.phase == "poverty_offer":
        state = apply(state, PovertyReply(state.to_act, False))
    dialog = ScoreDialog(state, SeatMap(4, 0), NAMES, "en")
    assert dialog.headline.text() == "The deal was thrown in"
    assert dialog.table.rowCount() == 0


def test_score_dialog_at_five_names_who_sat_out() -> None:
    for seed in range(1, 40):
        state = _finished(seed)
        if result(state).value:
            break
    dialog = ScoreDialog(state, SeatMap(5, 2), [*NAMES, "Emma"], "en")  # seat 2 sits out
    assert sorted(dialog.re_seats + dialog.kontra_seats) == [0, 1, 3, 4]
    assert dialog.point_labels[2].text() == "0"
    assert "Clara" not in dialog.parties.text()


def test_enter_starts_the_partie_whatever_has_the_focus(settings: AppSettings,
                                                        qtbot: QtBot) -> None:
    for focus in ("start", "load_rules", "edit_rules"):
        dialog = NewPartieDialog(settings)
        qtbot.addWidget(dialog)
        dialog.show()
        getattr(dialog, focus).setFocus()
        qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Return)
        assert dialog.result() == QDialog.DialogCode.Accepted, focus


def test_house_rules_saved_by_the_editor_are_offered(settings: AppSettings,
                                                     tmp_path: Path) -> None:
    library = tmp_path / "rules"
    library.mkdir()
    house = HouseRules(name="Donnerstagsrunde", description="", base="kneipe",
                       rules=preset("kneipe").replace(with_nines=False))
    (library / "donnerstag.toml").write_text(house_rules_to_toml(house), encoding="utf-8")
    (library / "kaputt.toml").write_text("with_nines = 3\n", encoding="utf-8")
    dialog = NewPartieDialog(settings, library=library)
    labels = [dialog.rules.itemText(i) for i in range(dialog.rules.count())]
    assert any(label.startswith("Donnerstagsrunde") for label in labels)
    assert len(labels) == 6  # the four presets, the Lernpartie and the readable file
    dialog.rules.setCurrentIndex(next(i for i, t in enumerate(labels)
                                      if t.startswith("Donnerstagsrunde")))
    assert dialog.config().settings.rules == house.rules


def test_a_long_house_rules_name_is_elided(settings: AppSettings, tmp_path: Path,
                                          qtbot) -> None:
    """The longest name a house-rule file may hold is shortened in the list (the whole name
    in the tooltip), and the dialog keeps a sane width."""
    library = tmp_path / "rules"
    library.mkdir()
    name = ("Die Hausregeln der Donnerstagsrunde im Goldenen Anker " * 2)[:MAX_NAME]
    house = HouseRules(name=name, description="", base="kneipe", rules=preset("kneipe"))
    path = library / "lang.toml"
    path.write_text(house_rules_to_toml(house), encoding="utf-8")
    (library / ("x" * 200 + ".toml")).write_text(house_rules_to_toml(house), encoding="utf-8")
    dialog = NewPartieDialog(settings, library=library)
    qtbot.addWidget(dialog)
    index = dialog.rules.findData(f"file:{path}")
    shown = dialog.rules.itemText(index)
    assert len(shown) <= 60 and "…" in shown
    assert name in dialog.rules.itemData(index, Qt.ItemDataRole.ToolTipRole)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() < 1200


def test_the_new_partie_dialog_does_not_jump_when_a_line_comes_and_goes(
        settings: AppSettings, qtbot) -> None:
    dialog = NewPartieDialog(settings)
    qtbot.addWidget(dialog)
    dialog.length_kind.setCurrentIndex(dialog.length_kind.findData("games"))
    dialog.length_value.setValue(48)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()  # the first layout settles
    before = dialog.summary.geometry(), dialog.size()
    for games, error in ((10, True), (48, False)):  # 10: not whole Spielrunden, an error line
        dialog.length_value.setValue(games)
        QApplication.processEvents()
        assert dialog.error.isVisible() is error
        assert (dialog.summary.geometry(), dialog.size()) == before


def test_the_pub_preset_with_schweine_and_bock_is_offered(settings: AppSettings) -> None:
    from dokodesk.gui.newpartie import preset_text

    dialog = NewPartieDialog(settings)
    index = dialog.rules.findData("preset:kneipe_plus")
    assert index >= 0
    dialog.rules.setCurrentIndex(index)
    assert dialog.config().settings.rules == preset("kneipe_plus")
    title, description = preset_text("kneipe_plus", "en")
    assert title == "Pub rules with Schweine and Bock"
    assert "Schweine" in description and "Bock" in description
