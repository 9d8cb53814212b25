"""Widgets around the card table: the panels laid over the middle of the table for the
reservations and the Armut exchange (one at a time, kept by a :class:`PanelSlot`), and the
action bar with the announcement buttons.

The panels only show choices and report the player's pick by signal; the main window passes it
to the game controller.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.cards import Card, card_name
from dokodesk.engine.game import Reservation, Reserve
from dokodesk.engine.rules import SOLO_TYPES
from dokodesk.text.words import solo_name, term

from .cardart import render_back, render_card
from .colors import KONTRA_COLOR, RE_COLOR
from .rows import RowsLayout
from .table import TableView

PANEL_STYLE = """
QFrame#panel { background: rgba(8, 28, 16, 232); border: 2px solid #f2c14e;
               border-radius: 14px; }
QFrame#panel QLabel { color: #f4f4f0; background: transparent; }
QFrame#panel QLabel#title { font-size: 18px; font-weight: bold; color: #f2c14e; }
QFrame#panel QCheckBox { color: #f4f4f0; background: transparent; }
QFrame#panel QPushButton { background: #f4f1e6; color: #14301e; border: 1px solid #b9b29a;
                           border-radius: 7px; padding: 6px 12px; font-size: 14px; }
QFrame#panel QPushButton:hover { background: #ffffff; border-color: #f2c14e; }
QFrame#panel QPushButton:disabled { background: #6f7f74; color: #c9d2cb; }
QFrame#panel QPushButton#primary { background: #f2c14e; font-weight: bold; }
QFrame#panel QPushButton#primary:hover { background: #ffd46b; }
"""


class Panel(QFrame):
    """A framed panel over the middle of the table: a title, a text and its own controls."""

    def __init__(self, parent: QWidget, title: str, text: str = "") -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self.layout_ = QVBoxLayout(self)
        self.layout_.setContentsMargins(16, 10, 16, 12)
        self.layout_.setSpacing(7)
        self.title = QLabel(title)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.layout_.addWidget(self.title)
        self.text = QLabel(text)
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setVisible(bool(text))
        self.layout_.addWidget(self.text)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Return and Enter press the focused button (Space does anyway)."""
        button = self.focusWidget()
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(
                button, QPushButton) and button.isEnabled():
            button.click()
            return
        super().keyPressEvent(event)

    def place(self, area: QRectF) -> None:
        """Centre the panel in ``area`` (viewport coordinates, the part of the table nothing
        else covers), at its preferred size; one taller than the area starts at its top."""
        self.adjustSize()
        width = max(self.sizeHint().width(), min(520, int(area.width())))
        self.resize(width, self.heightForWidth(width) if self.hasHeightForWidth()
                    else self.sizeHint().height())  # as wide as there is room: less high
        x = int(area.center().x() - self.width() / 2)
        y = int(max(area.top(), area.center().y() - self.height() / 2))
        self.move(max(4, x), max(4, y))
        self.show()
        self.raise_()
        primary = self.findChild(QPushButton, "primary")
        if primary is not None and primary.isEnabled():
            primary.setFocus()


class PanelSlot:
    """The one panel over a card table at a time: put in the middle of the part of the table
    nothing else covers, placed again when the table changes size, and taken away (with the
    trump order the reservation panel previews). ``key`` says what the panel is showing, so
    that a window builds it again only when that changes."""

    def __init__(self, table: TableView) -> None:
        self.table = table
        self.panel: Panel | None = None
        self.key: object = None
        table.resized.connect(lambda: QTimer.singleShot(0, self.place))

    def put(self, panel: Panel) -> None:
        """Show ``panel`` (made with the table's viewport as parent) instead of the last."""
        if self.panel is not None and self.panel is not panel:
            self._remove()
        self.panel = panel
        self.place()

    def place(self) -> None:
        if self.panel is not None:
            self.panel.place(self.table.free_area())

    def clear(self) -> None:
        """No panel: the last one taken away, the keyboard back at the table."""
        if self.panel is not None:
            self._remove()
            self.table.setFocus()
        self.key = None
        self.table.preview_order(None)

    def _remove(self) -> None:
        assert self.panel is not None
        self.panel.hide()
        self.panel.deleteLater()
        self.panel = None


def card_row(cards: Sequence[Card | None], lang: str, width: int = 56,
             dpr: float = 1.0, beside: Sequence[QWidget] = ()) -> QWidget:
    """A row of small card faces (None: a card face down), ``beside`` them the widgets
    (the panel's buttons: one row keeps the panel low)."""
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.setSpacing(6)
    layout.addStretch(1)
    for card in cards:
        label = QLabel()
        label.setPixmap(render_back(width, dpr=dpr) if card is None
                        else render_card(card_name(card), width, lang=lang, dpr=dpr))
        layout.addWidget(label)
    if beside:
        layout.addSpacing(14)
    for widget in beside:
        layout.addWidget(widget)
    layout.addStretch(1)
    return row


class ReservationPanel(Panel):
    """Gesund or a Vorbehalt: Hochzeit, Armut, throwing the hand in (Schmeißen) or one of the
    solos the rules allow."""

    chosen = Signal(str, bool)
    """(kind, pflicht)"""
    previewed = Signal(object)
    """The solo type the pointer is over (the hand re-sorts), None when it left."""

    def __init__(self, parent: QWidget, legal: Sequence[Reserve], lang: str,
                 said: str = "") -> None:
        kinds = list(dict.fromkeys(r.kind for r in legal))
        forced = "gesund" not in kinds
        pflicht_choices = {r.pflicht for r in legal if r.kind in SOLO_TYPES}
        solos = [k for k in kinds if k in SOLO_TYPES]
        text = self.tr("Are you healthy, or do you have a reservation?")
        if forced:
            text = self.tr("You must play your Pflichtsolo now: choose the solo.")
        elif solos and pflicht_choices == {True}:
            text = self.tr("Healthy, or a reservation? A solo now is your Pflichtsolo.")
        if said:
            text = said + "\n" + text
        super().__init__(parent, self.tr("Your reservation"), text)
        self.buttons: dict[str, QPushButton] = {}
        self.pflicht = QCheckBox(self.tr("Play it as my Pflichtsolo"))
        self.pflicht.setChecked(True)
        # one grid, four to a row: the panel stays low enough for the middle of a small table
        gesund = Reservation.GESUND
        choices: list[tuple[str, str]] = [
            (kind, self.tr("Healthy") if kind == gesund else term(kind, lang))
            for kind in (gesund, Reservation.HOCHZEIT, Reservation.ARMUT, Reservation.SCHMEISSEN)
            if kind in kinds]
        choices += [(kind, solo_name(kind, lang)) for kind in solos]
        grid = QGridLayout()
        grid.setSpacing(6)
        for i, (kind, label) in enumerate(choices):
            grid.addWidget(self._button(kind, label, primary=kind == gesund), i // 4, i % 4)
        self.layout_.addLayout(grid)
        if solos and pflicht_choices == {True, False}:
            self.layout_.addWidget(self.pflicht, 0, Qt.AlignmentFlag.AlignCenter)
        self._pflicht_choices = pflicht_choices

    def _button(self, kind: str, text: str, primary: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName("primary" if primary else kind)
        button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        button.clicked.connect(lambda: self._choose(kind))
        if kind in SOLO_TYPES:
            button.setMouseTracking(True)
            button.installEventFilter(self)
            button.setProperty("solo", kind)
        self.buttons[kind] = button
        return button

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # a real move of the pointer, not a panel appearing under a pointer at rest (say,
        # where the player just clicked "Resume"): the hand is sorted as usual until then
        if event.type() == QEvent.Type.MouseMove:
            self.previewed.emit(watched.property("solo"))
        elif event.type() == QEvent.Type.Leave:
            self.previewed.emit(None)
        return False

    def _choose(self, kind: str) -> None:
        if kind not in SOLO_TYPES:
            pflicht = False
        elif len(self._pflicht_choices) == 1:
            pflicht = next(iter(self._pflicht_choices))
        else:
            pflicht = self.pflicht.isChecked()
        self.chosen.emit(kind, pflicht)


class PovertyOfferPanel(Panel):
    """An Armut is offered to you: what the rules show of it, take or decline."""

    answered = Signal(bool)

    def __init__(self, parent: QWidget, poor: str, count: int, face_up: Sequence[Card],
                 lang: str, dpr: float) -> None:
        text = self.tr("{poor} has an Armut and passes on {n} trumps. If you take them, "
                       "you play with {poor} and give {n} cards back.").format(poor=poor, n=count)
        super().__init__(parent, term("armut", lang), text)
        hidden: list[Card | None] = [None] * (count - len(face_up))
        self.take = QPushButton(self.tr("Take the Armut"))
        self.take.setObjectName("primary")
        self.decline = QPushButton(self.tr("Decline"))
        self.take.clicked.connect(lambda: self.answered.emit(True))
        self.decline.clicked.connect(lambda: self.answered.emit(False))
        self.layout_.addWidget(card_row([*face_up, *hidden], lang, width=44, dpr=dpr,
                                        beside=(self.take, self.decline)))


class PigsPanel(Panel):
    """Before the first card: you hold both cards of Schweine (or Superschweine); say them or
    not."""

    answered = Signal(bool)

    def __init__(self, parent: QWidget, kind: str, lang: str) -> None:
        what = term(kind, lang)
        text = self.tr("You hold both cards of the {what}. Say them, and they are the highest "
                       "trumps for the whole game; everyone then knows where they are.").format(
            what=what)
        super().__init__(parent, what, text)
        self.say = QPushButton(self.tr("Say {what}").format(what=what))
        self.say.setObjectName("primary")
        self.keep = QPushButton(self.tr("Keep quiet"))
        self.say.clicked.connect(lambda: self.answered.emit(True))
        self.keep.clicked.connect(lambda: self.answered.emit(False))
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.say)
        row.addWidget(self.keep)
        row.addStretch(1)
        self.layout_.addLayout(row)


class ReturnPanel(Panel):
    """You took an Armut: pick the cards to give back (marked in the hand by clicking)."""

    confirmed = Signal()

    def __init__(self, parent: QWidget, poor: str, given: Sequence[Card], lang: str,
                 dpr: float) -> None:
        n = len(given)
        text = self.tr("You took {poor}'s trumps (framed orange in your hand). Click {n} "
                       "cards to give back to {poor}.").format(poor=poor, n=n)
        super().__init__(parent, self.tr("Give cards back"), text)
        self.needed = n
        self.count = QLabel()
        self.give = QPushButton(self.tr("Give back"))
        self.give.setObjectName("primary")
        self.give.clicked.connect(self.confirmed.emit)
        self.layout_.addWidget(card_row(given, lang, width=40, dpr=dpr,
                                        beside=(self.count, self.give)))
        self.set_count(0)

    def set_count(self, chosen: int) -> None:
        self.count.setText(self.tr("{chosen} of {n} chosen").format(chosen=chosen, n=self.needed))
        self.give.setEnabled(chosen == self.needed)


class MessagePanel(Panel):
    """A panel with a text and buttons (e.g. the welcome panel when no Partie runs)."""

    def __init__(self, parent: QWidget, title: str, text: str,
                 buttons: Sequence[tuple[str, object]]) -> None:
        super().__init__(parent, title, text)
        row = QHBoxLayout()
        row.addStretch(1)
        for i, (label, slot) in enumerate(buttons):
            button = QPushButton(label)
            if i == 0:
                button.setObjectName("primary")
            button.clicked.connect(slot)
            row.addWidget(button)
        row.addStretch(1)
        self.layout_.addLayout(row)


BAR_STYLE = """
QWidget#actionbar { background: #0f2d1b; border-top: 1px solid #2c5a3c; }
QWidget#actionbar QLabel { color: #eef3ee; font-size: 14px; }
QWidget#actionbar QPushButton { background: #f4f1e6; color: #14301e; border: 1px solid #b9b29a;
                               border-radius: 6px; padding: 5px 9px; font-size: 13px;
                               min-height: 22px; }
QWidget#actionbar QPushButton:hover { background: #ffffff; border-color: #f2c14e; }
QWidget#actionbar QPushButton:disabled { background: #2f4a39; color: #7f9786;
                                         border-color: #3c5a46; }
QWidget#actionbar QPushButton#announce { font-weight: bold; }
""" + f"""
QWidget#actionbar QPushButton#announce[party="re"]:enabled {{ color: {RE_COLOR}; }}
QWidget#actionbar QPushButton#announce[party="kontra"]:enabled {{ color: {KONTRA_COLOR}; }}
"""
"""The action bar; the Re or Kontra button in the party's colour."""


STATUS_WIDTH = 160
"""The least width of the status line beside the buttons (a longer text wraps)."""


def _group(rows: RowsLayout) -> QHBoxLayout:
    """A row of buttons kept together in ``rows``."""
    holder = QWidget()
    box = QHBoxLayout(holder)
    box.setContentsMargins(0, 2, 0, 2)
    box.setSpacing(6)
    rows.addWidget(holder)
    return box


class ActionBar(QWidget):
    """Below the table: whose turn it is, the announcement buttons and game actions."""

    announce = Signal(int)
    pigs = Signal(str)
    """Schweine or Superschweine said (their kind)."""
    lastTrick = Signal()
    playOut = Signal()
    abkuerzen = Signal()
    hint = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("actionbar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(BAR_STYLE)
        layout = RowsLayout(self)  # a narrow window gets two or three rows, nothing clipped
        layout.setContentsMargins(12, 6, 12, 6)
        layout.setSpacing(10)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setMinimumWidth(STATUS_WIDTH)
        layout.add_stretching(self.status)
        announcing = _group(layout)
        self.buttons: list[QPushButton] = []
        for level in range(1, 6):
            button = QPushButton()
            button.setObjectName("announce")
            button.setEnabled(False)
            button.clicked.connect(lambda _=False, lv=level: self.announce.emit(lv))
            self.buttons.append(button)
            announcing.addWidget(button)
        self.pig_kind = ""
        self.pig_button = QPushButton()
        self.pig_button.setObjectName("announce")
        self.pig_button.setVisible(False)
        self.pig_button.clicked.connect(lambda: self.pigs.emit(self.pig_kind))
        announcing.addWidget(self.pig_button)
        acting = _group(layout)
        self.hint_button = QPushButton()
        self.hint_button.clicked.connect(self.hint.emit)
        self.last_button = QPushButton()
        self.last_button.clicked.connect(self.lastTrick.emit)
        self.out_button = QPushButton()
        self.out_button.clicked.connect(self.playOut.emit)
        self.claim_button = QPushButton()
        self.claim_button.clicked.connect(self.abkuerzen.emit)
        for button in (self.hint_button, self.last_button, self.out_button, self.claim_button):
            acting.addWidget(button)
        for button in (*self.buttons, self.pig_button, self.hint_button, self.last_button,
                       self.out_button, self.claim_button):
            # clicked with the mouse only: the keyboard stays with the hand, and Enter can
            # never fire an announcement the player did not mean
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.lang = "de"
        self.party = "re"
        self.retranslate()

    def retranslate(self) -> None:
        self.set_party(self.party)
        for button, level in zip(self.buttons[1:], ("no90", "no60", "no30", "schwarz"),
                                 strict=True):
            button.setText(term(level, self.lang))
            button.setToolTip(self.tr("Announce {what} (a skipped announcement is said with "
                                      "it)").format(what=term(level, self.lang)))
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Your best choice now and why, with what the others "
                                            "cost (H; again to call it off)"))
        self.last_button.setText(self.tr("Last trick"))
        self.last_button.setToolTip(self.tr("Show the last trick (L)"))
        self.out_button.setText(self.tr("Finish quickly"))
        self.out_button.setToolTip(self.tr("Let the computer play your remaining cards quickly"))
        self.claim_button.setText(self.tr("Claim the rest"))
        self.claim_button.setToolTip(self.tr("As soloist, claim every remaining trick "
                                             "(TSR 5.4.4)"))

    def set_party(self, party: str | None) -> None:
        """Label the first button Re or Kontra (both while the party is open)."""
        self.party = party or ""
        text = term(party, self.lang) if party else f"{term('re', self.lang)}/" \
            f"{term('kontra', self.lang)}"
        first = self.buttons[0]
        first.setText(text)
        first.setToolTip(self.tr("Announce {what}").format(what=text))
        first.setProperty("party", self.party)
        first.style().unpolish(first)
        first.style().polish(first)

    def set_announcements(self, levels: set[int]) -> None:
        """Enable exactly the announcement levels in ``levels``."""
        for level, button in enumerate(self.buttons, start=1):
            button.setEnabled(level in levels)

    def set_pigs(self, kind: str) -> None:
        """Show the button for saying Schweine or Superschweine (``kind``) while the player may
        say them; hide it for an empty ``kind``."""
        self.pig_kind = kind
        self.pig_button.setVisible(bool(kind))
        if kind:
            what = term(kind, self.lang)
            self.pig_button.setText(what)
            self.pig_button.setToolTip(self.tr("Say {what}: your two cards become the highest "
                                               "trumps").format(what=what))

    def enabled_levels(self) -> set[int]:
        return {lv for lv, b in enumerate(self.buttons, start=1) if b.isEnabled()}
