"""The trump order beside the table: a dock showing the trumps of the game being played, the
highest first, as the table draws its cards, with how many of each are still out; the order of
the plain suits and the Dulle rule; and which suits each player has shown to be void in.

Everything shown comes from the player's view (the order of the contract he knows, the tricks
played, his own hand) through :mod:`dokodesk.text.trumps` and
:func:`~dokodesk.engine.view.trumps_out`; the dock draws only while it is open.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPainter, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.cards import card_name
from dokodesk.engine.view import View, trumps_out
from dokodesk.text.table import Seating, contract_text
from dokodesk.text.trumps import card_out_text, count_line, order_lines, plain_lines, void_lines

from .cardart import render_card

CARD_WIDTH = 40
"""The width of a card in the rows of trumps."""
COLUMNS = 7
"""Cards in one row of the trump order: the 13 trumps of a normal game in two rows."""
GONE_OPACITY = 0.3
"""How faint a trump is drawn once none of it is out any more."""


def faded(pixmap: QPixmap, opacity: float) -> QPixmap:
    """``pixmap`` drawn at ``opacity`` on a transparent ground."""
    out = QPixmap(pixmap.size())
    out.setDevicePixelRatio(pixmap.devicePixelRatio())
    out.fill(Qt.GlobalColor.transparent)
    painter = QPainter(out)
    painter.setOpacity(opacity)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    return out


def _label(bold: bool = False) -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
    if bold:
        font = label.font()
        font.setBold(True)
        label.setFont(font)
    return label


class TrumpPanel(QWidget):
    """The trump order of the game shown and the card-count aid (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = "de"
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(6)
        self.game = _label(bold=True)
        self.order = _label()
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(6)
        self.grid.setVerticalSpacing(2)
        self.plain_title = _label(bold=True)
        self.plain = _label()
        self.count_title = _label(bold=True)
        self.count = _label()
        self.voids_title = _label(bold=True)
        self.voids = _label()
        for widget in (self.game, self.order):
            layout.addWidget(widget)
        layout.addLayout(self.grid)
        for widget in self._texts()[2:]:
            layout.addWidget(widget)
        layout.addStretch(1)
        self.card_labels: list[QLabel] = []
        """The trumps drawn, highest first (their tooltips say how many are out)."""
        self.count_labels: list[QLabel] = []
        self.shown: tuple[View, Seating] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """The section titles in the window's language."""
        self.plain_title.setText(self.tr("Plain suits, the highest first"))
        self.count_title.setText(self.tr("Trumps still out"))
        self.voids_title.setText(self.tr("Suits not followed (shown void)"))
        if self.shown is None:
            self.game.setText(self.tr("No game is being played."))

    def show_view(self, shown: View | None, seating: Seating | None) -> None:
        """Show the order and the count of ``shown`` (None: no game)."""
        self.shown = None if shown is None or seating is None else (shown, seating)
        self._clear_cards()
        for widget in self._texts()[1:]:
            widget.setVisible(self.shown is not None)
        if self.shown is None:
            self.retranslate()
            return
        view, seats = self.shown
        lang = self.lang
        self.game.setText(contract_text(view, seats, lang))
        self.order.setText("\n".join(order_lines(view, lang)))
        dpr = self.devicePixelRatioF()
        for i, (card, copies) in enumerate(trumps_out(view)):
            face = render_card(card_name(card), CARD_WIDTH, lang=lang, dpr=dpr)
            picture = QLabel()
            picture.setPixmap(face if copies else faded(face, GONE_OPACITY))
            picture.setToolTip(card_out_text(card, copies, lang))
            picture.setAccessibleName(picture.toolTip())
            number = QLabel(f"×{copies}" if copies else "–")
            number.setAlignment(Qt.AlignmentFlag.AlignCenter)
            number.setToolTip(picture.toolTip())
            row, column = divmod(i, COLUMNS)
            self.grid.addWidget(picture, 2 * row, column, Qt.AlignmentFlag.AlignCenter)
            self.grid.addWidget(number, 2 * row + 1, column, Qt.AlignmentFlag.AlignCenter)
            self.card_labels.append(picture)
            self.count_labels.append(number)
        self.plain.setText("\n".join(plain_lines(view, lang)))
        count = count_line(view, lang)
        self.count_title.setVisible(bool(count))  # a game without trumps counts none
        self.count.setVisible(bool(count))
        self.count.setText(count)
        self.voids.setText("\n".join(void_lines(view, seats, lang)))

    def cards_height(self, width: int) -> int:
        """How high the panel is down to the last row of trumps at ``width``: the part of it
        that is never scrolled away (the words below the cards may be)."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        inner = max(1, width - margins.left() - margins.right())
        height = margins.top()
        for label in (self.game, self.order):
            if label.isVisibleTo(self) and label.text():
                height += label.heightForWidth(inner) + layout.spacing()
        if self.card_labels:  # counted from the cards: new ones are not laid out yet
            rows = -(-len(self.card_labels) // COLUMNS)
            picture = self.card_labels[0].sizeHint().height()
            number = self.count_labels[0].sizeHint().height()
            height += rows * (picture + number) + (2 * rows - 1) * self.grid.verticalSpacing()
        return height + margins.bottom()

    def _texts(self) -> list[QLabel]:
        """The panel's words from the top (the cards sit after the second)."""
        return [self.game, self.order, self.plain_title, self.plain, self.count_title,
                self.count, self.voids_title, self.voids]

    def _clear_cards(self) -> None:
        for label in (*self.card_labels, *self.count_labels):
            self.grid.removeWidget(label)
            label.deleteLater()
        self.card_labels = []
        self.count_labels = []

    def text(self) -> str:
        """Every word the panel shows, line by line."""
        return "\n".join(p.text() for p in self._texts() if p.isVisibleTo(self) and p.text())


class TrumpDock(QDockWidget):
    """The dock holding the :class:`TrumpPanel`: hidden until asked for, and drawing only while
    open (the last position given is shown when it opens)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("trumps")
        self.panel = TrumpPanel()
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.panel)
        self.setWidget(scroll)
        self.area = scroll
        self._pending: tuple[View | None, Seating | None] = (None, None)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Trump order"))
        self.panel.retranslate()

    def show_view(self, shown: View | None, seating: Seating | None, lang: str) -> None:
        """The position to show (drawn now if the dock is open, else when it opens)."""
        self._pending = (shown, seating)
        self.panel.lang = lang
        if self.isVisible():
            self.panel.show_view(shown, seating)
            self._keep_cards()

    def showEvent(self, event: QShowEvent) -> None:
        self.panel.show_view(*self._pending)
        self._keep_cards()
        super().showEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._keep_cards()

    def _keep_cards(self) -> None:
        """The dock is never squeezed below its last row of trumps (other docks beside the
        table give way; the words below the cards scroll)."""
        width = self.area.viewport().width()
        need = self.panel.cards_height(width) if width > 0 else 0
        if need != self.area.minimumHeight():
            self.area.setMinimumHeight(need)
