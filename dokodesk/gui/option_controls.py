"""The controls of the rules editor: one per kind of option (a switch, a choice, a number, a
set, an order, the deadlines, the reasons to throw a hand in), and the row that shows an option
with its title, explanation and example, whether it differs from the DDV rules and why it does
not apply. The option texts come from :mod:`dokodesk.text.options`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.rules import (
    CHOICES,
    DEADLINE_KEYS,
    INT_RANGES,
    LIST_CHOICES,
    SCHMEISSEN_RANGES,
    Rules,
)
from dokodesk.text import options as texts

_INT_MAX = 2**31 - 1


# --- one control per kind of option -----------------------------------------------------------

class OptionControl(QWidget):
    """The editing widget of one option; ``value()`` is the option's plain value, as
    :meth:`Rules.to_mapping` gives it."""

    changed = Signal()
    wide = False
    """Placed under the explanation rather than beside the title."""

    def __init__(self, option: str, lang: str) -> None:
        super().__init__()
        self.option = option
        self.lang = lang
        self._quiet = False

    def _emit(self) -> None:
        if not self._quiet:
            self.changed.emit()

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        """Show ``value`` without signalling a change."""
        self._quiet = True
        try:
            self._show(value)
        finally:
            self._quiet = False

    def _show(self, value: Any) -> None:
        raise NotImplementedError


class BoolControl(OptionControl):
    """A check box that carries the option's title."""

    def __init__(self, option: str, lang: str) -> None:
        super().__init__(option, lang)
        self.box = QCheckBox(texts.title(option, lang))
        self.box.setObjectName("optionTitle")
        self.box.toggled.connect(self._emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.box)

    def value(self) -> bool:
        return self.box.isChecked()

    def _show(self, value: Any) -> None:
        self.box.setChecked(bool(value))


class ChoiceControl(OptionControl):
    """A drop-down list of the option's values, in words."""

    wide = True

    def __init__(self, option: str, lang: str) -> None:
        super().__init__(option, lang)
        self.combo = QComboBox()
        for choice in CHOICES[option]:
            self.combo.addItem(texts.value_label(option, choice, lang), choice)
        self.combo.currentIndexChanged.connect(self._emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.combo)
        layout.addStretch()

    def value(self) -> str:
        return str(self.combo.currentData())

    def _show(self, value: Any) -> None:
        self.combo.setCurrentIndex(self.combo.findData(value))


class IntControl(OptionControl):
    """A number within the option's range."""

    def __init__(self, option: str, lang: str) -> None:
        super().__init__(option, lang)
        low, high = INT_RANGES[option]
        self.spin = QSpinBox()
        self.spin.setRange(low, _INT_MAX if high is None else high)
        self.spin.setMinimumWidth(90)
        self.spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.spin.valueChanged.connect(self._emit)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.spin)

    def value(self) -> int:
        return self.spin.value()

    def _show(self, value: Any) -> None:
        self.spin.setValue(int(value))


class SetControl(OptionControl):
    """One check box per value of a list option (solos, Sonderpunkte)."""

    wide = True

    def __init__(self, option: str, lang: str) -> None:
        super().__init__(option, lang)
        self.boxes: dict[str, QCheckBox] = {}
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(16)
        layout.setVerticalSpacing(4)
        items = LIST_CHOICES[option]
        labels = [texts.value_label(option, item, lang) for item in items]
        per_column = (len(items) + 1) // 2 if max(map(len, labels)) <= 30 else len(items)
        for i, (item, label) in enumerate(zip(items, labels, strict=True)):
            box = QCheckBox(label)
            box.toggled.connect(self._emit)
            self.boxes[item] = box
            layout.addWidget(box, i % per_column, i // per_column)

    def value(self) -> list[str]:
        return [item for item, box in self.boxes.items() if box.isChecked()]

    def _show(self, value: Any) -> None:
        for item, box in self.boxes.items():
            box.setChecked(item in value)


class OrderControl(OptionControl):
    """The order of reservations: a list to rearrange by dragging or with the arrow buttons.
    Which kinds it holds follows the Armut and Pflichtsolo options."""

    wide = True

    def __init__(self, option: str, lang: str) -> None:
        super().__init__(option, lang)
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.list.setMaximumHeight(4 * 26 + 8)
        self.list.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.list.model().rowsMoved.connect(self._moved)
        self.up = QToolButton()
        self.up.setArrowType(Qt.ArrowType.UpArrow)
        self.up.setToolTip(self.tr("Rank higher"))
        self.up.clicked.connect(lambda: self.move_current(-1))
        self.down = QToolButton()
        self.down.setArrowType(Qt.ArrowType.DownArrow)
        self.down.setToolTip(self.tr("Rank lower"))
        self.down.clicked.connect(lambda: self.move_current(1))
        buttons = QVBoxLayout()
        buttons.addWidget(self.up)
        buttons.addWidget(self.down)
        buttons.addStretch()
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)

    def move_current(self, delta: int) -> None:
        """Move the selected reservation up (``-1``) or down (``1``) in rank."""
        row = self.list.currentRow()
        target = row + delta
        if row < 0 or not 0 <= target < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(target, item)
        self.list.setCurrentRow(target)
        self._moved()

    def _moved(self) -> None:
        """Renumber the ranks after a move (by button or by dragging) and report it."""
        for i in range(self.list.count()):
            item = self.list.item(i)
            kind = item.data(Qt.ItemDataRole.UserRole)
            item.setText(f"{i + 1}.  {texts.value_label(self.option, kind, self.lang)}")
        self._emit()

    def value(self) -> list[str]:
        return [str(self.list.item(i).data(Qt.ItemDataRole.UserRole))
                for i in range(self.list.count())]

    def _show(self, value: Any) -> None:
        self.list.clear()
        for rank, kind in enumerate(value, 1):
            item = QListWidgetItem(f"{rank}.  {texts.value_label(self.option, kind, self.lang)}")
            item.setData(Qt.ItemDataRole.UserRole, kind)
            self.list.addItem(item)


class DeadlinesControl(OptionControl):
    """Five numbers: the cards still in hand for Re/Kontra, keine 90, 60, 30 and schwarz."""

    wide = True

    def __init__(self, option: str, lang: str) -> None:
        super().__init__(option, lang)
        self.spins: dict[str, QSpinBox] = {}
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(12)
        for col, key in enumerate(DEADLINE_KEYS):
            label = QLabel(texts.value_label(option, key, lang))
            spin = QSpinBox()
            spin.setRange(0, 12)
            spin.setAlignment(Qt.AlignmentFlag.AlignRight)
            spin.valueChanged.connect(self._emit)
            label.setBuddy(spin)
            self.spins[key] = spin
            layout.addWidget(label, 0, col)
            layout.addWidget(spin, 1, col)
        layout.setColumnStretch(len(DEADLINE_KEYS), 1)

    def value(self) -> dict[str, int]:
        return {key: spin.value() for key, spin in self.spins.items()}

    def _show(self, value: Any) -> None:
        for key, spin in self.spins.items():
            spin.setValue(int(dict(value)[key]))


class ReasonsControl(OptionControl):
    """The reasons to throw a hand in (``schmeissen``): a check box for each, with its number
    beside it where it has one."""

    wide = True

    def __init__(self, option: str, lang: str) -> None:
        super().__init__(option, lang)
        self.boxes: dict[str, QCheckBox] = {}
        self.spins: dict[str, QSpinBox] = {}
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setHorizontalSpacing(12)
        layout.setVerticalSpacing(4)
        for row, (key, limits) in enumerate(SCHMEISSEN_RANGES.items()):
            box = QCheckBox(texts.value_label(option, key, lang))
            box.toggled.connect(self._toggled)
            self.boxes[key] = box
            layout.addWidget(box, row, 0)
            if limits is not None:
                spin = QSpinBox()
                spin.setRange(*limits)
                spin.setAlignment(Qt.AlignmentFlag.AlignRight)
                spin.setEnabled(False)
                spin.valueChanged.connect(self._emit)
                self.spins[key] = spin
                layout.addWidget(spin, row, 1)
        layout.setColumnStretch(2, 1)

    def _toggled(self) -> None:
        for key, spin in self.spins.items():
            spin.setEnabled(self.boxes[key].isChecked())
        self._emit()

    def value(self) -> dict[str, int | bool]:
        out: dict[str, int | bool] = {}
        for key, box in self.boxes.items():
            if box.isChecked():
                out[key] = self.spins[key].value() if key in self.spins else True
        return out

    def _show(self, value: Any) -> None:
        table = dict(value)
        for key, box in self.boxes.items():
            box.setChecked(key in table)
            if key in self.spins and key in table:
                self.spins[key].setValue(int(table[key]))
        for key, spin in self.spins.items():
            spin.setEnabled(key in table)


def make_control(option: str, lang: str) -> OptionControl:
    """The right control for ``option``."""
    default = getattr(Rules(), option)
    if option == "reservation_order":
        return OrderControl(option, lang)
    if option == "announcement_deadlines":
        return DeadlinesControl(option, lang)
    if option == "schmeissen":
        return ReasonsControl(option, lang)
    if option in LIST_CHOICES:
        return SetControl(option, lang)
    if option in CHOICES:
        return ChoiceControl(option, lang)
    if isinstance(default, bool):
        return BoolControl(option, lang)
    return IntControl(option, lang)


def value_text(option: str, value: Any, lang: str) -> str:
    """An option's value in words (for the "differs from DDV" hint)."""
    if option == "announcement_deadlines":
        return ", ".join(f"{texts.value_label(option, k, lang)} {n}" for k, n in value.items())
    if option == "schmeissen":
        return ", ".join(texts.value_label(option, k, lang) + ("" if n is True else f" {n}")
                         for k, n in value.items()) or "–"
    if isinstance(value, list):
        words = [texts.value_label(option, v, lang) for v in value]
        return ", ".join(words) if words else "–"
    return texts.value_label(option, value, lang)


# --- one option with its words ----------------------------------------------------------------

class OptionRow(QFrame):
    """An option: its title and control, its explanation and example, a mark when it differs
    from the DDV rules and the reason when it does not apply."""

    def __init__(self, option: str, lang: str, control: OptionControl) -> None:
        super().__init__()
        self.option = option
        self.control = control
        self.setObjectName("optionRow")
        grid = QGridLayout(self)
        grid.setContentsMargins(12, 10, 12, 10)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(4)
        if isinstance(control, BoolControl):
            self.title: QWidget = control
        else:
            self.title = QLabel(texts.title(option, lang))
            self.title.setObjectName("optionTitle")
            self.title.setWordWrap(True)
            self.title.setBuddy(control)
        grid.addWidget(self.title, 0, 0)
        self.badge = QLabel(self.tr("≠ DDV"))
        self.badge.setObjectName("differsBadge")
        grid.addWidget(self.badge, 0, 1, Qt.AlignmentFlag.AlignRight)
        if not isinstance(control, BoolControl) and not control.wide:
            grid.addWidget(control, 0, 2)
        row = 1
        self.explanation = QLabel(texts.explanation(option, lang))
        self.explanation.setWordWrap(True)
        grid.addWidget(self.explanation, row, 0, 1, 3)
        row += 1
        if control.wide:
            grid.addWidget(control, row, 0, 1, 3)
            row += 1
        example = texts.example(option, lang)
        self.example = QLabel(self.tr("Example: %1").replace("%1", example) if example else "")
        self.example.setWordWrap(True)
        self.example.setVisible(bool(example))
        font = self.example.font()
        font.setItalic(True)
        self.example.setFont(font)
        grid.addWidget(self.example, row, 0, 1, 3)
        self.reason = QLabel()
        self.reason.setObjectName("inactiveReason")
        self.reason.setWordWrap(True)
        self.reason.hide()
        grid.addWidget(self.reason, row + 1, 0, 1, 3)
        grid.setColumnStretch(0, 1)
        self.setToolTip(texts.explanation(option, lang))
        self.set_differs(False, "")

    def _restyle(self) -> None:
        self.style().unpolish(self)
        self.style().polish(self)

    def set_differs(self, differs: bool, ddv_text: str) -> None:
        """Mark the option as different from the DDV rules (``ddv_text``: DDV's value)."""
        self.setProperty("differs", differs)
        self.badge.setVisible(differs)
        self.badge.setToolTip(self.tr("Differs from the DDV rules, which play: %1")
                              .replace("%1", ddv_text))
        self._restyle()

    def set_problem(self, problem: bool) -> None:
        """Frame the option the engine refuses."""
        self.setProperty("problem", problem)
        self._restyle()

    def set_active(self, reasons: list[str], editable: bool) -> None:
        """Enable the control when the option applies (no ``reasons``) and may be edited."""
        self.control.setEnabled(editable and not reasons)
        self.reason.setText(" ".join(reasons))
        self.reason.setVisible(bool(reasons))
