"""The rules editor: every option from widget to rules to TOML and back, the presets, damaged
files, the dependencies between options, files written atomically, the summary and the API."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox
from pytestqt.qtbot import QtBot
from refcases import PRESETS_SECTION_10

from dokodesk.engine.errors import RulesError
from dokodesk.engine.rules import (
    CHOICES,
    INT_RANGES,
    LIST_CHOICES,
    OPTION_NAMES,
    PRESETS,
    applies,
    preset,
    rules_from_mapping,
    settle,
)
from dokodesk.gui.option_controls import (
    BoolControl,
    ChoiceControl,
    DeadlinesControl,
    IntControl,
    OptionControl,
    OrderControl,
    ReasonsControl,
    SetControl,
)
from dokodesk.gui.rules_editor import RulesEditorDialog, show_rules
from dokodesk.persistence.houserules import (
    HouseRules,
    file_stem,
    house_rules_from_toml,
    house_rules_to_toml,
    library_entries,
)
from dokodesk.persistence.savefile import write_atomic
from dokodesk.text import options as texts
from dokodesk.text.messages import describe

pytestmark = pytest.mark.usefixtures("qapp")



@pytest.fixture
def make(qtbot: QtBot, tmp_path: Path) -> Callable[..., RulesEditorDialog]:
    """A dialog on ``house`` (DDV when absent) with its library in a temporary folder."""
    def build(house: HouseRules | None = None, lang: str = "de", **kw: Any) -> RulesEditorDialog:
        house = house or HouseRules("", "", preset("ddv"), "ddv")
        dialog = RulesEditorDialog(house, lang, library=tmp_path / "library", **kw)
        qtbot.addWidget(dialog)
        return dialog
    return build


@pytest.fixture(scope="module")
def reader(qapp: QApplication,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[RulesEditorDialog]:
    """One dialog that shows each loaded file in turn (the round trip's last step)."""
    dialog = RulesEditorDialog(HouseRules("", "", preset("ddv"), "ddv"), "de",
                               library=tmp_path_factory.mktemp("library"))
    yield dialog
    dialog.deleteLater()


PUB = preset("kneipe_plus").replace(
    dulle_rule="second_beats_first", superschweine="nines", pflichtansage="first_trick",
    counting="plus", genscher=True)
"""A table with every pub rule of the kind that others depend on (on base kneipe_plus)."""
BASES = {**PRESETS, "pub": PUB}


def house(name: str, **changes: Any) -> HouseRules:
    base = "kneipe_plus" if name == "pub" else name
    return HouseRules(name="Stammtisch", description="Donnerstags\nim Krug",
                      rules=BASES[name].replace(**changes), base=base)


def snapshot(dialog: RulesEditorDialog) -> tuple[dict[str, Any], str, str]:
    return dialog.values(), dialog.name.text(), dialog.description.toPlainText()


# --- driving a control the way a user does ----------------------------------------------------

def operate(control: OptionControl, value: Any) -> None:
    """Set ``value`` through the control's widgets (click, choose, type, move)."""
    if isinstance(control, BoolControl):
        if control.box.isChecked() != value:
            control.box.click()
    elif isinstance(control, ChoiceControl):
        control.combo.setCurrentIndex(control.combo.findData(value))
    elif isinstance(control, IntControl):
        control.spin.setValue(value)
    elif isinstance(control, SetControl):
        for item, box in control.boxes.items():
            if box.isChecked() != (item in value):
                box.click()
    elif isinstance(control, OrderControl):
        for target, kind in enumerate(value):
            control.list.setCurrentRow(control.value().index(kind))
            while control.list.currentRow() > target:
                control.up.click()
    elif isinstance(control, DeadlinesControl):
        for key, n in value.items():
            control.spins[key].setValue(n)
    elif isinstance(control, ReasonsControl):
        for key, box in control.boxes.items():
            if box.isChecked() != (key in value):
                box.click()
            if key in value and key in control.spins:
                control.spins[key].setValue(value[key])
    else:
        raise AssertionError(control)


def alternatives(option: str, value: Any) -> Iterator[Any]:
    """Every other value of ``option`` worth trying (all choices, both ends of ranges)."""
    if isinstance(value, bool):
        yield not value
    elif option in CHOICES:
        yield from (c for c in CHOICES[option] if c != value)
    elif option in INT_RANGES:
        low, high = INT_RANGES[option]
        yield from (v for v in (low, low + 1, high or 250_000) if v != value)
    elif option == "reservation_order":
        yield list(reversed(value))
        yield value[1:] + value[:1]
    elif option in LIST_CHOICES:
        items = LIST_CHOICES[option]
        for item in items:
            yield [v for v in items if (v in value) != (v == item)]
        yield []
    elif option == "schmeissen":
        yield from (alt for alt in ({}, {"nines": 5}, {**value, "kings": 6},
                                    {"richness": 61, "trumps_at_most": 3},
                                    {**value, "nines_and_kings": 12, "fox_highest_trump": True})
                    if alt != value)
    else:
        yield {**value, "re": 12}
        yield {**value, "schwarz": 0}
        yield {key: 12 for key in value}


def cases() -> Iterator[tuple[str, str, Any]]:
    for option in OPTION_NAMES:
        for name, rules in BASES.items():
            if applies(option, rules):
                for alt in alternatives(option, rules.to_mapping()[option]):
                    yield option, name, alt


CASES = list(cases())


def test_cases_cover_every_option() -> None:
    assert {option for option, _, _ in CASES} == set(OPTION_NAMES)


@pytest.mark.parametrize(("option", "base", "value"), CASES)
def test_every_option_widget_rules_toml_rules_widget(
        make: Callable[..., RulesEditorDialog], reader: RulesEditorDialog, option: str,
        base: str, value: Any) -> None:
    dialog = make(house(base))
    control = dialog.controls[option]
    assert control.isEnabled()
    operate(control, value)
    expected_values = settle({**BASES[base].to_mapping(), option: value}, option)
    try:
        expected = rules_from_mapping(expected_values)
    except RulesError as exc:
        # an impossible combination: refused with the engine's reason, OK disabled
        assert dialog.problem == describe(exc, "de")
        assert not dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).isEnabled()
        return
    assert dialog.problem is None
    assert dialog.values()[option] == value
    rules = dialog.rules()
    assert rules == expected
    text = house_rules_to_toml(dialog.house_rules())
    loaded = house_rules_from_toml(text)
    assert loaded.rules == rules
    assert (loaded.name, loaded.description, loaded.base) == (
        "Stammtisch", "Donnerstags\nim Krug", house(base).base)
    reader.set_house(loaded)
    assert snapshot(reader) == snapshot(dialog)


def test_full_toml_goes_back_to_the_same_widgets(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make(house("kneipe", poverty_face_up=True, cents_per_point=12,
                        reservation_order=["hochzeit", "armut", "lustsolo"]))
    text = house_rules_to_toml(dialog.house_rules(), full=True)
    assert all(f"\n{name} = " in text or f"\n[{name}]\n" in text for name in OPTION_NAMES)
    assert snapshot(make(house_rules_from_toml(text))) == snapshot(dialog)


@pytest.mark.parametrize("name", list(PRESETS))
def test_presets_match_rules_md(make: Callable[..., RulesEditorDialog], name: str) -> None:
    assert PRESETS[name].to_mapping() == PRESETS_SECTION_10[name]
    dialog = make(house("ddv", with_nines=False) if name != "ddv" else house("vowi"))
    index = dialog.start.findData(f"preset:{name}")
    dialog.start.setCurrentIndex(index)
    dialog.start.activated.emit(index)
    assert dialog.values() == PRESETS_SECTION_10[name]
    assert dialog.rules() == PRESETS[name]
    assert dialog.house_rules().base == name
    assert dialog.name.text() == "Stammtisch"


def test_ddv_differences_are_marked(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make(house("kneipe"))
    ddv = PRESETS_SECTION_10["ddv"]
    kneipe = PRESETS_SECTION_10["kneipe"]
    for option, row in dialog.rows.items():
        assert row.property("differs") == (kneipe[option] != ddv[option]), option
        assert row.badge.isHidden() == (kneipe[option] == ddv[option])
    assert "aus" in dialog.rows["poverty"].badge.toolTip()
    assert dialog._group_items["partie"].text() == "Partie  (2)"
    assert dialog._group_items["karten"].text() == "Karten"
    operate(dialog.controls["cents_per_point"], 0)
    assert not dialog.rows["cents_per_point"].property("differs")
    assert dialog._group_items["partie"].text() == "Partie  (1)"


# --- dependencies and impossible combinations -------------------------------------------------

def test_poverty_options_enabled_only_with_poverty(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make()
    details = texts.group_options("armut")[1:]
    assert all(not dialog.controls[o].isEnabled() for o in details)
    assert dialog.rows["poverty_return_info"].reason.text() == "Nur wenn Armut gespielt wird."
    assert not dialog.rows["poverty_return_info"].reason.isHidden()
    operate(dialog.controls["poverty"], True)
    assert all(dialog.controls[o].isEnabled() for o in details)
    assert dialog.rows["poverty_return_info"].reason.isHidden()
    assert dialog.values()["reservation_order"] == ["pflichtsolo", "lustsolo", "armut",
                                                    "hochzeit"]
    assert dialog.problem is None
    operate(dialog.controls["poverty"], False)
    assert dialog.values()["reservation_order"] == ["pflichtsolo", "lustsolo", "hochzeit"]


def test_face_up_foxes_turn_counting_foxes_off(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make(house("kneipe"))
    count = dialog.controls["poverty_foxes_count"]
    assert count.isEnabled() and count.value() is True
    operate(dialog.controls["poverty_foxes_face_up"], True)
    assert not count.isEnabled() and count.value() is False
    assert dialog.problem is None
    assert dialog.rules().poverty_foxes_face_up
    operate(dialog.controls["poverty_foxes_face_up"], False)
    assert count.isEnabled()


def test_pflichtsolo_follows_into_the_order(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make(house("vowi"))
    operate(dialog.controls["pflichtsolo"], "off")
    assert dialog.values()["reservation_order"] == ["lustsolo", "armut", "hochzeit"]
    operate(dialog.controls["pflichtsolo"], "within_spielrunde")
    assert dialog.values()["reservation_order"] == ["pflichtsolo", "lustsolo", "armut",
                                                    "hochzeit"]
    assert dialog.rules().pflichtsolo == "within_spielrunde"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_impossible_combination_is_refused_with_the_reason(
        make: Callable[..., RulesEditorDialog], lang: str) -> None:
    dialog = make(lang=lang)
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    operate(dialog.controls["solos"], [])
    with pytest.raises(RulesError) as info:
        rules_from_mapping(dialog.values())
    assert dialog.problem == describe(info.value, lang)
    shown = dialog.problem_label.text()
    assert dialog.problem_words(info.value) in shown and "solos" not in shown
    assert texts.title("solos", lang) in shown
    assert dialog.rows["pflichtsolo"].property("problem")
    assert not ok.isEnabled() and not dialog.export_button.isEnabled()
    assert not dialog.controls["soloist_leads"].isEnabled()
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    operate(dialog.controls["pflichtsolo"], "off")
    assert dialog.problem is None and ok.isEnabled()
    assert not dialog.rows["pflichtsolo"].property("problem")
    assert dialog.problem_label.isHidden()


def test_falling_deadlines_are_required(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make(lang="en")
    operate(dialog.controls["announcement_deadlines"], {"no90": 12})
    assert dialog.problem is not None and "announcement_deadlines" in dialog.problem
    assert dialog.rows["announcement_deadlines"].property("problem")
    assert not dialog._group_items["ansagen"].icon().isNull()
    operate(dialog.controls["announcement_deadlines"], {"re": 12})
    assert dialog.problem is None
    assert dialog.rules().deadline("re") == 12
    assert dialog._group_items["ansagen"].icon().isNull()


def test_problems_are_told_in_the_editors_words(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make(lang="de")
    operate(dialog.controls["announcement_deadlines"], {"no90": 12})
    shown = dialog.problem_label.text()
    assert texts.title("announcement_deadlines", "de") in shown
    assert "keine 90" in shown and "announcement_deadlines" not in shown
    assert "no90" not in shown and ">=" not in shown


def test_a_presets_name_follows_a_changed_base(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make(HouseRules("ddv", "", preset("ddv"), "ddv"), lang="de")
    dialog.start_from("preset:kneipe")
    title = texts.preset_title("kneipe", "de")
    assert dialog.name.text() == title
    assert title in dialog.summary.toPlainText()
    assert texts.preset_title("ddv", "de") not in dialog.summary.toPlainText()
    own = make(house("ddv"))
    own.start_from("preset:vowi")
    assert own.name.text() == "Stammtisch"  # the player's own name stays


def test_the_dialog_keeps_its_place_when_a_line_comes_and_goes(
        make: Callable[..., RulesEditorDialog], qtbot: QtBot) -> None:
    dialog = make(lang="en")
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.stack.geometry()
    operate(dialog.controls["solos"], [])
    QApplication.processEvents()
    assert dialog.problem_label.isVisible() and dialog.stack.geometry() == before
    operate(dialog.controls["pflichtsolo"], "off")
    QApplication.processEvents()
    assert dialog.problem_label.isHidden() and dialog.stack.geometry() == before


def test_order_is_rearranged_with_the_buttons(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make()
    order = dialog.controls["reservation_order"]
    assert isinstance(order, OrderControl)
    order.list.setCurrentRow(2)
    order.up.click()
    assert dialog.rules().reservation_order == ("pflichtsolo", "hochzeit", "lustsolo")
    assert order.list.item(1).text().startswith("2.")
    order.down.click()
    order.down.click()
    assert dialog.rules().reservation_order == ("pflichtsolo", "lustsolo", "hochzeit")


# --- files ------------------------------------------------------------------------------------

BAD_FILES = [
    ("poverty_max_trumps = 7\n", ["poverty_max_trumps", "0-5"]),
    ('farbe = "rot"\n', ["farbe", "with_nines", "cents_per_point"]),
    ('with_nines = "ja"\n', ["with_nines", "true", "false"]),
    ('dulle_rule = "zweite"\n', ["dulle_rule", "first_beats_second", "second_beats_first"]),
    ("cents_per_point = -1\n", ["cents_per_point", ">= 0"]),
    ('solos = "alle"\n', ["solos", "damen"]),
    ('sonderpunkte = ["doppelkopf", "schweinchen"]\n', ["sonderpunkte", "schweinchen"]),
    ("announcement_deadlines = { re = 11 }\n", ["announcement_deadlines", "no90"]),
    ("announcement_deadlines = { re = 13, no90 = 10, no60 = 9, no30 = 8, schwarz = 7 }\n",
     ["announcement_deadlines.re", "0-12"]),
    ('base = "skat"\n', ["skat", "ddv, vowi, kneipe"]),
    ("name = 3\n", ["name", "3"]),
    ("poverty = true\n", ["reservation_order", "armut"]),
    ("name = \n", ["TOML"]),
]


@pytest.mark.parametrize(("content", "words"), BAD_FILES)
def test_invalid_file_is_refused_and_nothing_is_lost(
        make: Callable[..., RulesEditorDialog], tmp_path: Path, content: str,
        words: list[str]) -> None:
    dialog = make(house("vowi", cents_per_point=7))
    operate(dialog.controls["with_nines"], False)
    before = snapshot(dialog)
    path = tmp_path / "bad.toml"
    path.write_text(content, encoding="utf-8")
    assert not dialog.import_file(path)
    assert snapshot(dialog) == before
    message = dialog.message.text()
    assert message.startswith("bad.toml")
    for word in words:
        assert word in message
    assert not dialog.message.isHidden()


def test_invalid_file_message_in_english(make: Callable[..., RulesEditorDialog],
                                         tmp_path: Path) -> None:
    dialog = make(lang="en")
    path = tmp_path / "bad.toml"
    path.write_text("hochzeit_tricks = 0\n", encoding="utf-8")
    assert not dialog.import_file(path)
    assert ("Tricks to find the partner (hochzeit_tricks): 0 is not allowed; allowed: 1-12."
            in dialog.message.text())


@pytest.mark.parametrize("data", [b"\xff\xfe\x00garbage", None])
def test_unreadable_file_is_refused(make: Callable[..., RulesEditorDialog], tmp_path: Path,
                                    data: bytes | None) -> None:
    dialog = make(house("kneipe"))
    before = snapshot(dialog)
    path = tmp_path / "broken.toml"
    if data is not None:
        path.write_bytes(data)
    assert not dialog.import_file(path)
    assert snapshot(dialog) == before
    assert "broken.toml" in dialog.message.text()


def test_import_reads_a_file_with_only_the_differences(make: Callable[..., RulesEditorDialog],
                                                       tmp_path: Path) -> None:
    path = tmp_path / "krug.toml"
    path.write_text('name = "Krug"\ndescription = "Mittwochs"\nbase = "vowi"\n'
                    "with_nines = false\npoverty_face_up = true\n", encoding="utf-8")
    dialog = make()
    assert dialog.import_file(path)
    assert dialog.rules() == preset("vowi").replace(with_nines=False, poverty_face_up=True)
    assert dialog.name.text() == "Krug"
    assert dialog.description.toPlainText() == "Mittwochs"
    assert dialog.house_rules().base == "vowi"
    assert "krug.toml" in dialog.message.text()


def test_export_writes_base_and_differences(make: Callable[..., RulesEditorDialog],
                                            tmp_path: Path) -> None:
    dialog = make(house("kneipe", cents_per_point=10))
    path = tmp_path / "out.toml"
    assert dialog.export_file(path)
    text = path.read_text(encoding="utf-8")
    assert text == ('name = "Stammtisch"\ndescription = "Donnerstags\\nim Krug"\n'
                    'base = "kneipe"\n\ncents_per_point = 10\n')
    assert house_rules_from_toml(text) == dialog.house_rules()
    assert [p.name for p in tmp_path.iterdir()] == ["out.toml"]


def test_writing_is_atomic(make: Callable[..., RulesEditorDialog], tmp_path: Path,
                           monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "rules.toml"
    path.write_text("old", encoding="utf-8")
    dialog = make(house("vowi"))

    def fail(src: str, dst: str) -> None:
        raise OSError("disk full")

    monkeypatch.setattr("dokodesk.persistence.savefile.os.replace", fail)
    assert not dialog.export_file(path)
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir() if p.name != "library"] == ["rules.toml"]
    assert "disk full" in dialog.message.text()
    monkeypatch.undo()
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir() if p.name != "library"] == ["rules.toml"]


def test_export_to_a_missing_folder_fails_gently(make: Callable[..., RulesEditorDialog],
                                                 tmp_path: Path) -> None:
    dialog = make()
    assert not dialog.export_file(tmp_path / "no" / "such" / "x.toml")
    assert "x.toml" in dialog.message.text()


def test_save_to_library_and_start_from_it(make: Callable[..., RulesEditorDialog],
                                           tmp_path: Path) -> None:
    dialog = make(house("kneipe", cents_per_point=20))
    assert dialog.save_button.isEnabled()
    path = dialog.save_to_library()
    assert path == tmp_path / "library" / "stammtisch.toml"
    assert library_entries(tmp_path / "library") == [(path, "Stammtisch")]
    assert dialog.start.currentData() == f"file:{path}"
    other = make()
    index = other.start.findData(f"file:{path}")
    assert index >= 0 and other.start.itemText(index) == "Stammtisch"
    other.start.setCurrentIndex(index)
    other.start.activated.emit(index)
    assert other.rules() == dialog.rules()
    assert other.name.text() == "Stammtisch"
    other.name.clear()
    assert not other.save_button.isEnabled()


def test_start_from_a_broken_saved_file_keeps_everything(
        make: Callable[..., RulesEditorDialog], tmp_path: Path) -> None:
    library = tmp_path / "library"
    library.mkdir()
    (library / "kaputt.toml").write_text("poverty_max_trumps = 9\n", encoding="utf-8")
    dialog = make(house("vowi"))
    before = snapshot(dialog)
    assert not dialog.start_from(f"file:{library / 'kaputt.toml'}")
    assert snapshot(dialog) == before
    assert "poverty_max_trumps" in dialog.message.text()


def test_file_stem() -> None:
    assert file_stem("Unser Stammtisch!") == "unser-stammtisch"
    assert file_stem("Krügerl 2") == "krügerl-2"
    assert file_stem("  ") == "hausregeln"


# --- summary ----------------------------------------------------------------------------------

def test_summary_follows_the_options(make: Callable[..., RulesEditorDialog]) -> None:
    dialog = make(house("ddv"))
    text = dialog.summary.toPlainText()
    assert "So spielt ihr: Stammtisch" in text
    assert "Armut (Trumpfabgabe) wird nicht gespielt." in text
    operate(dialog.controls["poverty"], True)
    assert "kann Armut ansagen" in dialog.summary.toPlainText()
    dialog.name.setText("Krug")
    assert "So spielt ihr: Krug" in dialog.summary.toPlainText()


def test_summary_exports(make: Callable[..., RulesEditorDialog], tmp_path: Path) -> None:
    dialog = make(house("vowi"), lang="en")
    html_path, pdf_path = tmp_path / "rules.html", tmp_path / "rules.pdf"
    assert dialog.export_summary_html(html_path)
    page = html_path.read_text(encoding="utf-8")
    assert "<h1>How you play: Stammtisch</h1>" in page
    assert dialog.export_summary_pdf(pdf_path)
    pdf = pdf_path.read_bytes()
    assert pdf.startswith(b"%PDF-") and pdf.rstrip().endswith(b"%%EOF")
    assert len(pdf) > 5000


# --- the API ----------------------------------------------------------------------------------

def _when_open(action: Callable[[RulesEditorDialog], None]) -> None:
    def run() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RulesEditorDialog)
        action(dialog)
    QTimer.singleShot(0, run)


def test_edit_returns_the_edited_rules(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:

    def change_and_accept(dialog: RulesEditorDialog) -> None:
        operate(dialog.controls["with_nines"], False)
        dialog.name.setText("Ohne Neunen")
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()

    _when_open(change_and_accept)
    edited = RulesEditorDialog.edit(None, house("vowi"), "de")
    assert edited == HouseRules("Ohne Neunen", "Donnerstags\nim Krug",
                                preset("vowi").replace(with_nines=False), "vowi")


def test_edit_cancelled_returns_none(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:

    def change_and_cancel(dialog: RulesEditorDialog) -> None:
        operate(dialog.controls["with_nines"], False)
        dialog.reject()

    _when_open(change_and_cancel)
    assert RulesEditorDialog.edit(None, house("vowi"), "en") is None


def test_show_rules_is_read_only(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    seen: list[RulesEditorDialog] = []

    def look_and_close(dialog: RulesEditorDialog) -> None:
        seen.append(dialog)
        assert dialog.read_only
        assert all(not c.isEnabled() for c in dialog.controls.values())
        assert dialog.name.isReadOnly() and dialog.description.isReadOnly()
        assert dialog.start.isHidden() and dialog.import_button.isHidden()
        assert dialog.save_button.isHidden()
        assert dialog.pdf_button.isEnabled() and dialog.export_button.isEnabled()
        assert dialog.buttons.button(QDialogButtonBox.StandardButton.Close) is not None
        assert "How you play: Stammtisch" in dialog.summary.toPlainText()
        dialog.buttons.button(QDialogButtonBox.StandardButton.Close).click()

    _when_open(look_and_close)
    show_rules(None, house("kneipe"), "en")
    assert len(seen) == 1


@pytest.mark.parametrize("lang", ["de", "en"])
def test_option_texts_in_the_dialog_language(make: Callable[..., RulesEditorDialog],
                                             lang: str) -> None:
    dialog = make(lang=lang)
    row = dialog.rows["dulle_rule"]
    assert row.title.text() == texts.title("dulle_rule", lang)  # type: ignore[attr-defined]
    assert row.explanation.text() == texts.explanation("dulle_rule", lang)
    example = texts.example("dulle_rule", lang)
    assert example is not None and example in row.example.text()
    combo = dialog.controls["dulle_rule"]
    assert isinstance(combo, ChoiceControl)
    assert combo.combo.itemText(1) == texts.value_label("dulle_rule", "second_beats_first", lang)
    assert dialog.groups.item(0).text() == texts.group_title("karten", lang)


def test_any_name_and_description_survive_a_file(make: Callable[..., RulesEditorDialog],
                                                 tmp_path: Path) -> None:
    odd = HouseRules(name='Krug "Zum Fass" \\ 1\t2', description="Zeile 1\nZeile\x0b2 ü €",
                     rules=preset("vowi"), base="vowi")
    dialog = make(odd)
    path = tmp_path / "odd.toml"
    assert dialog.export_file(path)
    assert house_rules_from_toml(path.read_text(encoding="utf-8")) == odd
    other = make()
    assert other.import_file(path)
    assert other.house_rules() == odd
