"""The new-Partie dialog (layout in ``ui/new_partie.ui``): who plays, by which rules, how long.

Every field has a default, so a newcomer can just press Start; the last choices are kept in
the settings for the next Partie. Invalid combinations (say, 10 games when the rules want whole
Spielrunden) are shown with the engine's own message and Start stays disabled.
"""

from __future__ import annotations

import html
import random
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDir, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStackedWidget,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.errors import DokoError
from dokodesk.engine.partie import Length, PartieSettings, TableConfig
from dokodesk.engine.rules import PRESETS, preset
from dokodesk.engine.table import HUMAN, LEVELS
from dokodesk.gui.i18n import child, fill, load_ui
from dokodesk.gui.library import RulesLibrary, Source, source_parts
from dokodesk.gui.rules_editor import RulesEditorDialog, keep_place
from dokodesk.gui.settings import AppSettings
from dokodesk.persistence.houserules import (
    HouseRules,
    house_rules_from_toml,
    house_rules_to_toml,
    read_house_rules,
)
from dokodesk.persistence.paths import rules_library
from dokodesk.text.messages import describe
from dokodesk.text.options import PRESET_TITLES
from dokodesk.text.summary import summary_sections
from dokodesk.text.words import COMPUTER_NAMES, elide, term

from .firstpartie import LERNPARTIE_LEVEL, LERNPARTIE_RULES, LERNPARTIE_RUNDEN, lernpartie_name
from .screen import fit

MAX_SEATS = 5
SPIELRUNDEN = "spielrunden"
"""The length in Spielrunden (24 or 30 games each), which the dialog offers beside the kinds of
:class:`~dokodesk.engine.partie.Length`."""
LENGTH_RANGES = {"spielrunden": (1, 10), "games": (1, 500), "runden": (1, 50), "score": (1, 999)}
LENGTH_START = {"spielrunden": 1, "games": 24, "runden": 3, "score": 30}

_PAGE_LEVEL, _PAGE_YOU = 0, 1

LERNPARTIE = "lernpartie"
"""The preset of a newcomer's first Partie (``preset:lernpartie``), offered after the rules'
presets: chosen, it sets one Runde and Fortgeschritten players too."""


def preset_text(name: str, lang: str) -> tuple[str, str]:
    """(display name, one-line description) of a preset."""
    descriptions = {
        "ddv": QCoreApplication.translate(
            "Presets",
            "The official rules of the German Doppelkopf association: no Armut, one "
            "Pflichtsolo per Spielrunde, announcements add two points."),
        "vowi": QCoreApplication.translate(
            "Presets",
            "DDV rules with Armut, the second Dulle beats the first, announcements double; "
            "owed Pflichtsoli are played at the end."),
        "kneipe": QCoreApplication.translate(
            "Presets",
            "Relaxed house rules: Armut, announcements double, more Sonderpunkte, no "
            "Pflichtsolo, 5 cents a point."),
        "kneipe_plus": QCoreApplication.translate(
            "Presets",
            "The pub rules with Schweine before the first card, Bock rounds after 120:120 and "
            "after a lost solo, and a new deal for five nines."),
    }
    if name == LERNPARTIE:
        return lernpartie_name(), QCoreApplication.translate(
            "Presets",
            "A first Partie: one Runde of 4 games by the DDV rules without a Pflichtsolo, "
            "against Fortgeschritten players, the hint and the trump order open beside the "
            "table.")
    title = PRESET_TITLES[name].get(lang) if name in PRESET_TITLES else name
    return title, descriptions.get(name, "")


def preset_house(name: str, lang: str) -> HouseRules:
    """A preset as house rules, with its display name and description (the Lernpartie's
    rules are the DDV's without a Pflichtsolo)."""
    title, description = preset_text(name, lang)
    if name == LERNPARTIE:
        return HouseRules(name=title, description=description, rules=LERNPARTIE_RULES,
                          base="ddv")
    return HouseRules(name=title, description=description, rules=preset(name), base=name)


def house_from_source(source: str, lang: str) -> HouseRules:
    """The rules a source of :attr:`AppSettings.last_rules` names (``preset:``, ``file:`` or
    ``toml:``); raises :class:`DokoError` for a file that cannot be read."""
    kind, rest = source_parts(source)
    if kind == Source.PRESET:
        return preset_house(rest, lang)
    return read_house_rules(Path(rest)) if kind == Source.FILE else house_rules_from_toml(rest)


def default_names() -> tuple[str, ...]:
    """The computer players' names when none are given."""
    return COMPUTER_NAMES


class NewPartieDialog(QDialog):
    """Names, seats and levels, the rules, the length and the deal of a new Partie."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None,
                 library: Path | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.library = library if library is not None else rules_library()
        self.lang = settings.language
        self.setWindowTitle(self.tr("New Partie"))
        self.form = load_ui("new_partie", self)
        f = self.form
        self.players4 = child(f, QRadioButton, "players4")
        self.players5 = child(f, QRadioButton, "players5")
        self.seat_labels = [child(f, QLabel, f"seatLabel{i}") for i in range(MAX_SEATS)]
        self.names = [child(f, QLineEdit, f"name{i}") for i in range(MAX_SEATS)]
        self.you = [child(f, QRadioButton, f"you{i}") for i in range(MAX_SEATS)]
        self.levels = [child(f, QComboBox, f"level{i}") for i in range(MAX_SEATS)]
        self.level_stacks = [child(f, QStackedWidget, f"levelStack{i}") for i in range(MAX_SEATS)]
        self.length_kind = child(f, QComboBox, "lengthKind")
        self.length_value = child(f, QSpinBox, "lengthValue")
        self.length_note = child(f, QLabel, "lengthNote")
        self.random_seed = child(f, QCheckBox, "randomSeed")
        self.seed = child(f, QSpinBox, "seed")
        self.seed_label = child(f, QLabel, "seedLabel")
        self.rules = child(f, QComboBox, "rules")
        self.load_rules = child(f, QPushButton, "loadRules")
        self.edit_rules = child(f, QPushButton, "editRules")
        self.rules_description = child(f, QLabel, "rulesDescription")
        self.library_note = child(f, QLabel, "libraryNote")
        self.summary = child(f, QTextBrowser, "summary")
        self.error = child(f, QLabel, "errorLabel")

        # the radio buttons share one group box: group them explicitly
        self.count_group = QButtonGroup(self)
        self.count_group.addButton(self.players4, 4)
        self.count_group.addButton(self.players5, 5)
        self.you_group = QButtonGroup(self)
        for i, button in enumerate(self.you):
            self.you_group.addButton(button, i)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.start = self.buttons.addButton(self.tr("&Start"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.start.setDefault(True)
        self.lernpartie = self.buttons.addButton(self.tr("&Lernpartie"),
                                                 QDialogButtonBox.ButtonRole.ActionRole)
        self.lernpartie.setToolTip(self.tr(
            "A first Partie: one Runde of 4 games by the DDV rules without a Pflichtsolo, "
            "against Fortgeschritten players, with the hint and the trump order open"))
        self.lernpartie.clicked.connect(self.use_lernpartie)
        for push in (self.load_rules, self.edit_rules, self.lernpartie):
            push.setAutoDefault(False)  # Enter starts the Partie, whatever has the focus
        self.start.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_DialogOkButton))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(f)
        layout.addWidget(self.buttons)
        self.start.setFocus()

        keep_place(self.rules_description, self.library_note, self.error)
        self._houses: list[HouseRules] = []
        self._length_values = dict(LENGTH_START)
        self._length_kind = ""
        self.summary.document().setDefaultStyleSheet(
            "h4 { margin-top: 10px; margin-bottom: 2px; }"
            "ul { margin-left: 0px; -qt-list-indent: 1; } li { margin-bottom: 2px; }")
        self._fill(settings)

        self.players4.toggled.connect(self._update)
        for widget in self.you:
            widget.toggled.connect(self._update)
        for edit in self.names:
            edit.textChanged.connect(self._update)
        self.rules.currentIndexChanged.connect(self._rules_changed)
        self.length_kind.currentIndexChanged.connect(self._kind_changed)
        self.length_value.valueChanged.connect(self._value_changed)
        self.random_seed.toggled.connect(self._update)
        self.load_rules.clicked.connect(self.open_rules_file)
        self.edit_rules.clicked.connect(self.edit_current_rules)
        self._rules_changed()
        fit(self, self.sizeHint().width(), max(self.sizeHint().height(), 620))

    # --- filling in -----------------------------------------------------------------------

    def _fill(self, s: AppSettings) -> None:
        for combo, last in zip(self.levels, [*s.last_levels, *[""] * MAX_SEATS], strict=False):
            for level in reversed(LEVELS):  # the strongest first, and the default
                combo.addItem(term(level, self.lang), level)
            index = combo.findData(last)
            combo.setCurrentIndex(index if index >= 0 else 0)
        (self.players5 if s.last_players == 5 else self.players4).setChecked(True)
        for edit, name in zip(self.names, s.last_names, strict=False):
            edit.setText(name)
        human = s.last_human if s.last_human < s.last_players else 0
        self.you[human].setChecked(True)
        for name in (*PRESETS, LERNPARTIE):
            self._add_rules(self._preset_house(name), f"preset:{name}")
        found, note = RulesLibrary(self.library, self.lang).readable()
        for path, saved in found:
            self._add_rules(saved, f"file:{path}")
        self.library_note.setText(note)
        self.library_note.setVisible(bool(note))
        last = s.last_rules
        if last.startswith(("file:", "toml:")):
            try:
                house = self._house_from_source(last)
            except DokoError:
                house = None
            if house is not None:
                self._add_rules(house, last)
        index = self.rules.findData(last)
        self.rules.setCurrentIndex(index if index >= 0 else 0)
        kind, value = s.last_length
        if kind in LENGTH_RANGES and value > 0:
            self._length_values[kind] = value
            self._length_kind = kind

    def _preset_house(self, name: str) -> HouseRules:
        return preset_house(name, self.lang)

    def _house_from_source(self, source: str) -> HouseRules:
        return house_from_source(source, self.lang)

    def _add_rules(self, house: HouseRules, source: str) -> None:
        """Add (or replace) a rules entry in the list and select it."""
        index = self.rules.findData(source)
        name = house.name or self.tr("House rules")
        label, full = name, name
        if source.startswith("file:"):
            file = Path(source[5:]).name
            label = fill(self.tr("%1 (file %2)"), elide(name), elide(file))
            full = fill(self.tr("%1 (file %2)"), name, file)
        if index >= 0:
            self._houses[index] = house
            self.rules.setItemText(index, elide(label, 60))
        else:
            self._houses.append(house)
            self.rules.addItem(elide(label, 60), source)
            index = self.rules.count() - 1
        self.rules.setItemData(index, full, Qt.ItemDataRole.ToolTipRole)
        self.rules.setCurrentIndex(index)

    # --- reading the fields ---------------------------------------------------------------

    @property
    def players(self) -> int:
        return 5 if self.players5.isChecked() else 4

    @property
    def human(self) -> int:
        return next((i for i, b in enumerate(self.you) if b.isChecked()), 0)

    @property
    def house(self) -> HouseRules:
        """The rules chosen."""
        return self._houses[max(self.rules.currentIndex(), 0)]

    def player_names(self) -> tuple[str, ...]:
        """The names per seat (a placeholder where the field is empty)."""
        return tuple(
            (self.names[i].text().strip() or self.names[i].placeholderText())
            for i in range(self.players)
        )

    def _spielrunde(self) -> int:
        """Games in a Spielrunde at this table (TSR 4.2.3, 10.1.5)."""
        return 24 if self.players == 4 else 30

    def length(self) -> tuple[Length, int]:
        """The length in the form :class:`PartieSettings` takes."""
        return self._as_length(self._length_kind, self.length_value.value())

    def _as_length(self, kind: str, value: int) -> tuple[Length, int]:
        """The dialog's length ``kind`` and ``value`` as :class:`PartieSettings` takes them."""
        if kind == SPIELRUNDEN:
            return Length.GAMES, value * self._spielrunde()
        return Length(kind), value

    def config(self, seed: int | None = None) -> TableConfig:
        """The table as filled in; raises :class:`DokoError` (or ``ValueError`` for names)
        when something does not fit. ``seed`` overrides the deal number."""
        names = self.player_names()
        if len({n.casefold() for n in names}) != len(names):
            raise ValueError(self.tr("Every player needs a different name."))
        house = self.house
        settings = PartieSettings(rules=house.rules, players=self.players, names=names,
                                  length=self.length())
        if seed is None:
            seed = (random.SystemRandom().randrange(2**31) if self.random_seed.isChecked()
                    else self.seed.value())
        levels = tuple(
            HUMAN if i == self.human else str(self.levels[i].currentData())
            for i in range(self.players)
        )
        return TableConfig(settings=settings, seed=seed, human=self.human, levels=levels,
                           rules_name=house.name)

    # --- reacting -------------------------------------------------------------------------

    def use_lernpartie(self) -> None:
        """Fill the dialog in for a Lernpartie: a table of four, its rules, one Runde, every
        computer Fortgeschritten (the player's seat and the names stay)."""
        self.players4.setChecked(True)
        index = self.rules.findData(f"preset:{LERNPARTIE}")
        if index == self.rules.currentIndex():
            self._rules_changed()
        else:
            self.rules.setCurrentIndex(index)  # calls _rules_changed

    def _rules_changed(self) -> None:
        if self.rules.currentData() == f"preset:{LERNPARTIE}":
            self._length_kind, self._length_values["runden"] = "runden", LERNPARTIE_RUNDEN
            for combo in self.levels:
                combo.setCurrentIndex(combo.findData(LERNPARTIE_LEVEL))
        house = self.house
        self.rules_description.setText(house.description)
        self.rules_description.setVisible(bool(house.description))
        self._show_summary(house)
        self._fill_length_kinds()
        self._update()

    def _show_summary(self, house: HouseRules) -> None:
        """The plain-language summary of the rules."""
        parts = []
        for section in summary_sections(house.rules, self.lang):
            items = "".join(f"<li>{html.escape(s)}</li>" for s in section.sentences)
            parts.append(f"<h4>{html.escape(section.title)}</h4><ul>{items}</ul>")
        self.summary.setHtml("".join(parts))

    def _fill_length_kinds(self) -> None:
        """The lengths these rules allow to choose from."""
        rules = self.house.rules
        kinds = ["games", "runden", "score"]
        if rules.pflichtsolo == "within_spielrunde":
            kinds.insert(0, SPIELRUNDEN)
        wanted = self._length_kind
        if wanted not in kinds or not self._fits(wanted):
            wanted = kinds[0] if rules.pflichtsolo == "within_spielrunde" else "runden"
        texts = {
            "spielrunden": self.tr("Spielrunden"),
            "games": self.tr("Games"),
            "runden": self.tr("Runden (everyone deals once)"),
            "score": self.tr("Up to a score"),
        }
        self.length_kind.blockSignals(True)
        self.length_kind.clear()
        for kind in kinds:
            self.length_kind.addItem(texts[kind], kind)
        self.length_kind.setCurrentIndex(kinds.index(wanted))
        self.length_kind.blockSignals(False)
        self._kind_changed()

    def _fits(self, kind: str) -> bool:
        """Whether the length ``kind`` with its last value suits the chosen rules."""
        length = self._as_length(kind, self._length_values[kind])
        try:
            PartieSettings(rules=self.house.rules, players=self.players, length=length)
        except DokoError:
            return False
        return True

    def _kind_changed(self) -> None:
        kind = str(self.length_kind.currentData())
        self._length_kind = kind
        low, high = LENGTH_RANGES[kind]
        self.length_value.blockSignals(True)
        self.length_value.setRange(low, high)
        self.length_value.setValue(self._length_values[kind])
        self.length_value.setSuffix(self.tr(" points") if kind == Length.SCORE else "")
        self.length_value.blockSignals(False)
        self._update()

    def _value_changed(self, value: int) -> None:
        self._length_values[self._length_kind] = value
        self._update()

    def _length_note(self) -> str:
        kind, value = self._length_kind, self.length_value.value()
        pflicht = self.house.rules.pflichtsolo
        per_runde = self._spielrunde()
        if kind == SPIELRUNDEN:
            return fill(self.tr(
                "A Spielrunde is %1 games, Pflichtsoli included. In every Spielrunde each "
                "player owes one solo (Pflichtsolo); whoever has not played it when only as "
                "many games are left as solos are owed must play it (vorgeführt). "
                "This Partie: %2 games."), per_runde, value * per_runde)
        if kind == Length.SCORE:
            note = fill(self.tr("The Partie ends as soon as a player has more than %1 points."),
                        value)
            if pflicht != "off":
                note += " " + self.tr("With a target score no Pflichtsolo is played.")
            return note
        if kind == Length.GAMES:
            note = self.tr("The Partie ends after %1 games; thrown-in deals do not count.")
        elif pflicht == "off":
            note = self.tr("A Runde is over when every player has dealt once: %1 games.")
            value *= self.players
        else:
            note = self.tr("A Runde is over when every player has dealt once: %1 games, "
                           "one more for each Pflichtsolo.")
            value *= self.players
        note = fill(note, value)
        if pflicht == "at_the_end":
            note += " " + self.tr("Then the Pflichtsoli still owed are played (vorgeführt).")
        elif pflicht == "within_spielrunde":
            note += " " + fill(self.tr("These rules need whole Spielrunden of %1 games."),
                               per_runde)
        return note

    def _update(self) -> None:
        players = self.players
        if self.human >= players:
            self.you[0].setChecked(True)
            return  # the toggle calls _update again
        names = default_names()
        for i in range(MAX_SEATS):
            shown = i < players
            for widget in (self.seat_labels[i], self.names[i], self.you[i],
                           self.level_stacks[i]):
                widget.setVisible(shown)
            mine = i == self.human
            self.level_stacks[i].setCurrentIndex(_PAGE_YOU if mine else _PAGE_LEVEL)
            self.names[i].setPlaceholderText(self.tr("You") if mine else names[i])
        self.seed.setEnabled(not self.random_seed.isChecked())
        self.seed_label.setEnabled(not self.random_seed.isChecked())
        self.length_note.setText(self._length_note())
        try:
            self.config(seed=0)
        except DokoError as exc:
            self._show_error(describe(exc, self.lang))
        except ValueError as exc:
            self._show_error(str(exc))
        else:
            self._show_error("")

    def _show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))
        self.start.setEnabled(not text)

    # --- rules files and the editor -------------------------------------------------------

    def open_rules_file(self) -> None:
        """Ask for a house-rule file and play by it."""
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Open house rules"), QDir.homePath(),
            self.tr("House rules (*.toml);;All files (*)"))
        if path:
            self.use_rules_file(Path(path))

    def use_rules_file(self, path: Path) -> bool:
        """Play by the house-rule file ``path``; a broken file is explained, not used."""
        source = f"file:{path}"
        try:
            house = self._house_from_source(source)
        except DokoError as exc:
            QMessageBox.warning(self, self.tr("House rules"),
                                f"{path.name}: {describe(exc, self.lang)}")
            return False
        self._add_rules(house, source)
        return True

    def edit_current_rules(self) -> None:
        """Open the rules editor on the chosen rules; edited rules join the list."""
        edited = RulesEditorDialog.edit(self, self.house, self.lang, self.library)
        if edited is not None:
            self._add_rules(edited, "toml:" + house_rules_to_toml(edited))

    # --- result ---------------------------------------------------------------------------

    def remember(self) -> None:
        """Keep the choices for the next new Partie."""
        s = self.settings
        s.last_players = self.players
        s.last_names = [e.text().strip() for e in self.names]
        s.last_human = self.human
        s.last_levels = [str(c.currentData()) for c in self.levels]
        s.last_rules = str(self.rules.currentData())
        s.last_length = (self._length_kind, self.length_value.value())
        s.sync()

    @classmethod
    def ask(cls, parent: QWidget | None, settings: AppSettings,
            library: Path | None = None) -> TableConfig | None:
        """Show the dialog (``library``: the house rules on offer); the table to play at, or
        None when cancelled."""
        dialog = cls(settings, parent, library)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            config = dialog.config()
            dialog.remember()
            return config
        finally:
            dialog.deleteLater()
