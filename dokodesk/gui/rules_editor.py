"""The rules editor (layout in ``ui/rules_editor.ui``): every option of a table's house rules,
grouped as players think of them, explained, checked by the engine, saved and shared as TOML,
and summed up in plain words.

For the rest of the app::

    house = RulesEditorDialog.edit(parent, house, lang)   # edited HouseRules, or None
    show_rules(parent, house, lang)                       # read-only view of the active rules

The option texts come from :mod:`dokodesk.text.options` (German or English, as ``lang`` says);
the dialog's own strings go through Qt's ``tr()``.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, Qt
from PySide6.QtGui import QIcon, QPageLayout, QPageSize, QPdfWriter, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QStyle,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.errors import DokoError, RulesError
from dokodesk.engine.rules import (
    DEADLINE_KEYS,
    OPTION_NAMES,
    PRESETS,
    Rules,
    preset_name,
    rules_from_mapping,
    settle,
)
from dokodesk.gui.i18n import child, load_ui
from dokodesk.gui.library import RulesLibrary, Source, source_parts
from dokodesk.gui.option_controls import OptionControl, OptionRow, make_control, value_text
from dokodesk.persistence.houserules import (
    HouseRules,
    file_stem,
    house_rules_to_toml,
    library_path,
    read_house_rules,
)
from dokodesk.persistence.paths import rules_library
from dokodesk.persistence.reading import MAX_NAME, MAX_TEXT
from dokodesk.persistence.savefile import write_atomic
from dokodesk.text import options as texts
from dokodesk.text.messages import describe
from dokodesk.text.summary import summary_heading, summary_html
from dokodesk.text.words import elide

from .screen import fit

DIFFERS_COLOR = "#c77800"
PROBLEM_COLOR = "#b3261e"

_STYLE = f"""
QFrame#optionRow {{
    border: 1px solid palette(mid); border-radius: 6px; background: palette(base);
}}
QFrame#optionRow[differs="true"] {{ border-left: 4px solid {DIFFERS_COLOR}; }}
QFrame#optionRow[problem="true"] {{ border: 2px solid {PROBLEM_COLOR}; }}
QLabel#optionTitle, QCheckBox#optionTitle {{ font-weight: bold; }}
QLabel#differsBadge {{ color: {DIFFERS_COLOR}; font-weight: bold; }}
QLabel#inactiveReason {{ color: {DIFFERS_COLOR}; }}
QLabel#groupHeading {{ font-size: 15pt; font-weight: bold; }}
QLabel#problemLabel {{ color: {PROBLEM_COLOR}; font-weight: bold; }}
QLabel#summaryLabel {{ font-weight: bold; }}
QListWidget#groupList::item {{ padding: 6px 4px; }}
"""


# --- files ------------------------------------------------------------------------------------

def summary_pdf(html: str, title: str) -> bytes:
    """The summary ``html`` laid out on A4 pages as a PDF document."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setTitle(title)
    writer.setCreator("dokodesk")
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    # QTextDocument.print_ adds 2 cm margins of its own to an unpaginated document
    writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
    document = QTextDocument()
    font = document.defaultFont()
    font.setPointSizeF(11)
    document.setDefaultFont(font)
    document.setHtml(html)
    document.print_(writer)
    del writer
    data: QByteArray = buffer.data()
    buffer.close()
    return bytes(data.data())


def keep_place(*labels: QLabel) -> None:
    """Each of ``labels`` keeps room for two lines, shown or hidden, empty or not: a line that
    comes and goes does not make the dialog jump."""
    for label in labels:
        policy = label.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        label.setSizePolicy(policy)
        label.setMinimumHeight(2 * label.fontMetrics().lineSpacing() + 4)


def _base_name(name: str) -> str | None:
    """The preset ``name`` stands for (its key or its title in either language), if any."""
    for key in PRESETS:
        if name in (key, texts.preset_title(key, "de"), texts.preset_title(key, "en")):
            return key
    return None


# --- the dialog -------------------------------------------------------------------------------

class RulesEditorDialog(QDialog):
    """Edit (or, ``read_only``, view) a table's house rules."""

    def __init__(self, house: HouseRules, lang: str = "de", parent: QWidget | None = None, *,
                 read_only: bool = False, library: Path | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.read_only = read_only
        self.library = library if library is not None else rules_library()
        self._base = house.base
        self._rules: Rules = house.rules
        self._problem: RulesError | None = None
        self.setWindowTitle(self.tr("Active rules") if read_only else self.tr("Rules editor"))
        self.setStyleSheet(_STYLE)
        self.form = load_ui("rules_editor", self)
        f = self.form
        self.start = child(f, QComboBox, "startCombo")
        self.name = child(f, QLineEdit, "nameEdit")
        self.name.setMaxLength(MAX_NAME)  # what a house-rule file may hold
        self.description = child(f, QPlainTextEdit, "descriptionEdit")
        self.message = child(f, QLabel, "messageLabel")
        self.groups = child(f, QListWidget, "groupList")
        self.stack = child(f, QStackedWidget, "groupStack")
        self.summary = child(f, QTextBrowser, "summaryView")
        self.problem_label = child(f, QLabel, "problemLabel")
        self.buttons = child(f, QDialogButtonBox, "buttonBox")
        self.import_button = child(f, QPushButton, "importButton")
        self.export_button = child(f, QPushButton, "exportButton")
        self.save_button = child(f, QPushButton, "saveButton")
        self.html_button = child(f, QPushButton, "exportHtmlButton")
        self.pdf_button = child(f, QPushButton, "exportPdfButton")
        child(f, QLabel, "legendLabel").setText(
            f'<span style="color:{DIFFERS_COLOR}"><b>≠ DDV</b></span> '
            + self.tr("marks an option that differs from the DDV tournament rules; the number "
                      "after a group counts them."))
        self.groups.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.groups.setWordWrap(True)
        splitter = child(f, QSplitter, "splitter")
        splitter.setStretchFactor(1, 3)
        splitter.setStretchFactor(2, 2)
        splitter.setSizes([250, 600, 390])
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 12)
        layout.addWidget(self.form)

        self.controls: dict[str, OptionControl] = {}
        self.rows: dict[str, OptionRow] = {}
        self._group_items: dict[str, QListWidgetItem] = {}
        self._notify("")
        self._build_pages()
        self._fill_start()
        self._connect()
        keep_place(self.message, self.problem_label)
        self.set_house(house)
        if read_only:
            self._make_read_only()
        else:
            self._notify(self.library_note, error=True)
        fit(self, 1240, 780)

    # --- building ---------------------------------------------------------------------------

    def _build_pages(self) -> None:
        for group in texts.GROUPS:
            page = QWidget()
            column = QVBoxLayout(page)
            column.setContentsMargins(4, 0, 12, 8)
            column.setSpacing(10)
            heading = QLabel(texts.group_title(group, self.lang))
            heading.setObjectName("groupHeading")
            column.addWidget(heading)
            for option in texts.group_options(group):
                control = make_control(option, self.lang)
                control.changed.connect(lambda option=option: self._on_changed(option))
                row = OptionRow(option, self.lang, control)
                self.controls[option] = control
                self.rows[option] = row
                column.addWidget(row)
            column.addStretch()
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setWidget(page)
            self.stack.addWidget(scroll)
            item = QListWidgetItem(texts.group_title(group, self.lang))
            item.setData(Qt.ItemDataRole.UserRole, group)
            self.groups.addItem(item)
            self._group_items[group] = item
        self.groups.setCurrentRow(0)

    def _fill_start(self) -> None:
        self.start.clear()
        for name in PRESETS:
            self.start.addItem(texts.preset_title(name, self.lang), f"preset:{name}")
        saved, note = RulesLibrary(self.library, self.lang).readable()
        if saved:
            self.start.insertSeparator(self.start.count())
            for path, house in saved:
                self.start.addItem(elide(house.name or path.stem), f"file:{path}")
                self.start.setItemData(self.start.count() - 1, house.name or path.stem,
                                       Qt.ItemDataRole.ToolTipRole)
        self.start.setPlaceholderText(self.tr("Choose rules to start from"))
        self.library_note = note

    def _connect(self) -> None:
        self.groups.currentRowChanged.connect(self.stack.setCurrentIndex)
        self.start.activated.connect(self._start_chosen)
        self.name.textChanged.connect(self._refresh)
        self.description.textChanged.connect(self._keep_description_short)
        self.description.textChanged.connect(self._refresh)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.import_button.clicked.connect(self._ask_import)
        self.export_button.clicked.connect(self._ask_export)
        self.save_button.clicked.connect(self.save_to_library)
        self.html_button.clicked.connect(self._ask_export_html)
        self.pdf_button.clicked.connect(self._ask_export_pdf)

    def _keep_description_short(self) -> None:
        """The description stays within what a house-rule file may hold."""
        text = self.description.toPlainText()
        if len(text) > MAX_TEXT:
            self.description.setPlainText(text[:MAX_TEXT])
            self.description.moveCursor(QTextCursor.MoveOperation.End)

    def _make_read_only(self) -> None:
        for widget in (self.start, self.import_button, self.save_button,
                       child(self.form, QLabel, "startLabel")):
            widget.hide()
        for edit in (self.name, self.description):
            edit.setReadOnly(True)
            edit.setPlaceholderText("")
        if not self.name.text():
            self.name.hide()
            child(self.form, QLabel, "nameLabel").hide()
        if not self.description.toPlainText():
            self.description.hide()
            child(self.form, QLabel, "descriptionLabel").hide()
        self.buttons.setStandardButtons(QDialogButtonBox.StandardButton.Close)
        self._refresh()

    # --- state ------------------------------------------------------------------------------

    def values(self) -> dict[str, Any]:
        """Every option as its control shows it (plain values, possibly not a valid whole)."""
        return {name: self.controls[name].value() for name in OPTION_NAMES}

    def rules(self) -> Rules:
        """The rules the controls show; raises :class:`RulesError` when they are impossible."""
        return rules_from_mapping(self.values())

    def house_rules(self) -> HouseRules:
        """Name, description and rules as edited."""
        return HouseRules(name=self.name.text().strip(),
                          description=self.description.toPlainText().strip(),
                          rules=self.rules(), base=self._base)

    @property
    def problem(self) -> str | None:
        """Why the shown combination is impossible, in the dialog's language (None: it is fine)."""
        return None if self._problem is None else describe(self._problem, self.lang)

    def set_house(self, house: HouseRules) -> None:
        """Show ``house`` in every field."""
        self._base = house.base
        self._show_values(house.rules.to_mapping())
        for widget in (self.name, self.description):
            widget.blockSignals(True)
        self.name.setText(house.name)
        self.description.setPlainText(house.description)
        for widget in (self.name, self.description):
            widget.blockSignals(False)
        name = preset_name(house.rules)
        self.start.setCurrentIndex(self.start.findData(f"preset:{name or house.base}"))
        self._refresh()

    def _show_values(self, values: dict[str, Any]) -> None:
        for name, value in values.items():
            if self.controls[name].value() != value:
                self.controls[name].set_value(value)

    def _on_changed(self, option: str) -> None:
        self._show_values(settle(self.values(), option))
        self._notify("")
        self._refresh()

    def _refresh(self) -> None:
        values = self.values()
        ddv = PRESETS["ddv"].to_mapping()
        for name, row in self.rows.items():
            row.set_active(texts.inactive_reasons(name, values, self.lang), not self.read_only)
            row.set_differs(values[name] != ddv[name], value_text(name, ddv[name], self.lang))
        try:
            self._rules = rules_from_mapping(values)
            self._problem = None
        except RulesError as exc:
            self._problem = exc
        at_fault = None if self._problem is None else self._problem.option.split(".")[0]
        for name, row in self.rows.items():
            row.set_problem(name == at_fault)
        self._show_problem(at_fault)
        self._update_groups(values, ddv, at_fault)
        self._update_summary()
        ok = self._problem is None
        for button in (self.buttons.button(QDialogButtonBox.StandardButton.Ok),
                       self.save_button, self.export_button, self.html_button, self.pdf_button):
            if button is not None:
                button.setEnabled(ok)
        self.save_button.setEnabled(ok and bool(self.name.text().strip()))

    def _show_problem(self, option: str | None) -> None:
        if self._problem is None:
            self.problem_label.clear()
            self.problem_label.hide()
            return
        where = texts.title(option, self.lang) if option in self.rows else ""
        text = self.tr("Not possible: %1").replace("%1", self.problem_words(self._problem))
        self.problem_label.setText(f"⚠ {where} – {text}" if where else f"⚠ {text}")
        self.problem_label.show()

    def problem_words(self, error: RulesError) -> str:
        """Why rules are impossible in the words of the editor: the options' titles and the
        controls' labels, not the names in a file (the option at fault is named before)."""
        lang = self.lang
        if error.code == "deadlines_not_falling":
            order = " ≥ ".join(texts.value_label("announcement_deadlines", key, lang)
                               for key in DEADLINE_KEYS)
            return self.tr("each announcement may be made at most as late as the one before "
                           "it (%1)").replace("%1", order)
        if error.code == "pflichtsolo_without_solos":
            return self.tr("a Pflichtsolo needs at least one solo under “%1”").replace(
                "%1", texts.title("solos", lang))
        if error.code == "foxes_face_up_counting":
            return self.tr("foxes given face up only when “%1” is off").replace(
                "%1", texts.title("poverty_foxes_count", lang))
        text = describe(error, lang)
        prefix = f"{error.option}: "
        return text[len(prefix):] if text.startswith(prefix) else text

    def _update_groups(self, values: dict[str, Any], ddv: dict[str, Any],
                       at_fault: str | None) -> None:
        warning = self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for group, item in self._group_items.items():
            options = texts.group_options(group)
            differing = sum(values[o] != ddv[o] for o in options)
            label = texts.group_title(group, self.lang)
            item.setText(f"{label}  ({differing})" if differing else label)
            item.setIcon(warning if at_fault in options else QIcon())

    def _update_summary(self) -> None:
        title = self.name.text().strip() or preset_name(self._rules) or ""
        description = self.description.toPlainText().strip()
        scroll = self.summary.verticalScrollBar().value()
        self.summary.setHtml(summary_html(self._rules, self.lang, title, description))
        self.summary.verticalScrollBar().setValue(scroll)

    def _notify(self, text: str, error: bool = False) -> None:
        """Say how a file operation went (cleared by the next change)."""
        self.message.setStyleSheet(f"color: {PROBLEM_COLOR}; font-weight: bold;" if error else "")
        self.message.setText(text)
        self.message.setVisible(bool(text))

    # --- starting points and files ------------------------------------------------------------

    def start_from(self, source: str) -> bool:
        """Replace every option with a preset (``preset:vowi``) or a saved file (``file:PATH``);
        a broken file is explained and changes nothing."""
        kind, rest = source_parts(source)
        if kind == Source.PRESET:
            name = self.name.text().strip()
            if not name or _base_name(name) is not None:  # a preset's name follows the base
                name = texts.preset_title(rest, self.lang)
            self.set_house(HouseRules(name=name, description=self.description
                                      .toPlainText(), rules=PRESETS[rest], base=rest))
            self._notify(self.tr("Started from %1.").replace(
                "%1", texts.preset_title(rest, self.lang)))
            return True
        if self.import_file(Path(rest)):
            self.start.setCurrentIndex(self.start.findData(source))
            return True
        return False

    def _start_chosen(self, index: int) -> None:
        source = self.start.itemData(index)
        if isinstance(source, str):
            self.start_from(source)

    def import_file(self, path: Path) -> bool:
        """Read the house-rule file ``path`` into the editor. A file that cannot be read or that
        the engine refuses (unknown key, wrong type, value out of range, impossible combination)
        is explained, naming the key, and everything shown stays as it was."""
        try:
            house = read_house_rules(path)
        except DokoError as exc:
            reason = describe(exc, self.lang)
            if isinstance(exc, RulesError) and exc.option.split(".")[0] in self.rows:
                # the option's title, and its name in the file
                reason = f"{texts.title(exc.option.split('.')[0], self.lang)} " \
                    f"({exc.option}): {self.problem_words(exc)}"
            self._notify(self.tr("%1 was not loaded: %2").replace("%1", path.name)
                         .replace("%2", reason), error=True)
            return False
        self.set_house(house)
        self._notify(self.tr("Loaded %1.").replace("%1", path.name))
        return True

    def export_file(self, path: Path) -> bool:
        """Write the rules as a house-rule file: the base preset and what differs from it."""
        try:
            text = house_rules_to_toml(self.house_rules())
            write_atomic(path, text)
        except (OSError, RulesError) as exc:
            return self._write_failed(path, exc)
        self._notify(self.tr("Saved %1.").replace("%1", str(path)))
        return True

    def save_to_library(self) -> Path | None:
        """Keep the rules under their name in the library, where they appear under "Start
        from"; a file of other rules there is replaced only when the player says so."""
        try:
            path = RulesLibrary(self.library, self.lang).save(self, self.house_rules())
        except (OSError, RulesError) as exc:
            self._write_failed(library_path(self.library, self.name.text()), exc)
            return None
        if path is None:
            return None
        self._notify(self.tr("Saved %1.").replace("%1", str(path)))
        self._fill_start()
        self.start.setCurrentIndex(self.start.findData(f"file:{path}"))
        return path

    def export_summary_html(self, path: Path) -> bool:
        """Write the plain-language summary as an HTML page."""
        try:
            house = self.house_rules()
            html = summary_html(house.rules, self.lang, house.name, house.description)
            write_atomic(path, html)
        except (OSError, RulesError) as exc:
            return self._write_failed(path, exc)
        self._notify(self.tr("Saved %1.").replace("%1", str(path)))
        return True

    def export_summary_pdf(self, path: Path) -> bool:
        """Write the plain-language summary as a PDF document (A4)."""
        try:
            house = self.house_rules()
            html = summary_html(house.rules, self.lang, house.name, house.description)
            write_atomic(path, summary_pdf(html, summary_heading(self.lang, house.name)))
        except (OSError, RulesError) as exc:
            return self._write_failed(path, exc)
        self._notify(self.tr("Saved %1.").replace("%1", str(path)))
        return True

    def _write_failed(self, path: Path, exc: Exception) -> bool:
        reason = describe(exc, self.lang) if isinstance(exc, RulesError) else str(exc)
        self._notify(self.tr("Could not write %1: %2").replace("%1", str(path))
                     .replace("%2", reason), error=True)
        return False

    def _suggested(self, suffix: str) -> str:
        return str(Path.home() / f"{file_stem(self.name.text())}{suffix}")

    def _ask_import(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import house rules"), str(Path.home()),
            self.tr("House rules (*.toml);;All files (*)"))
        if path:
            self.import_file(Path(path))

    def _ask_export(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export house rules"), self._suggested(".toml"),
            self.tr("House rules (*.toml)"))
        if path:
            self.export_file(Path(path))

    def _ask_export_html(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save summary as HTML"), self._suggested(".html"),
            self.tr("Web page (*.html)"))
        if path:
            self.export_summary_html(Path(path))

    def _ask_export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Save summary as PDF"), self._suggested(".pdf"),
            self.tr("PDF document (*.pdf)"))
        if path:
            self.export_summary_pdf(Path(path))

    # --- result -----------------------------------------------------------------------------

    def accept(self) -> None:
        """Close with OK only when the rules are possible."""
        if self._problem is None or self.read_only:
            super().accept()

    @classmethod
    def edit(cls, parent: QWidget | None, house: HouseRules, lang: str,
             library: Path | None = None) -> HouseRules | None:
        """Edit ``house`` in a modal dialog (``library``: where "save to my rules" keeps
        files, by default the data folder's): the edited house rules, or None when
        cancelled."""
        dialog = cls(house, lang, parent, library=library)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.house_rules()
        finally:
            dialog.deleteLater()


def show_rules(parent: QWidget | None, house: HouseRules, lang: str) -> None:
    """Show the active rules and their summary, read-only (the table's "show active rules")."""
    dialog = RulesEditorDialog(house, lang, parent, read_only=True)
    try:
        dialog.exec()
    finally:
        dialog.deleteLater()
