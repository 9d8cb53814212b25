"""The things on the felt: cards, name plates with chips, and boxes of text."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from dokodesk.gui.cardart import CARD_ASPECT

CardId = int
"""A card as the scene sees it: an opaque id, drawn by a :data:`Faces` provider."""
Faces = Callable[[CardId | None, int, float], QPixmap]
"""The picture of a card (None: its back) at a width in logical pixels and a device pixel
ratio."""

PLATE_W, PLATE_H = 210, 74
Z_HAND, Z_TRICK, Z_DRAG, Z_OVERLAY = 10, 200, 1000, 2000
"""Stacking order: hands, the cards in the middle, a dragged card, the overlay."""
GOLD = QColor("#f2c14e")
"""Whose turn it is, and the keyboard focus."""
MARK = QColor("#f39c12")
SELECTED = QColor("#3fa7ff")


class CardItem(QGraphicsObject):
    """A card (face, or back for None) of a given width; positioned by its centre."""

    def __init__(self, faces: Faces, card: CardId | None, width: int) -> None:
        super().__init__()
        self.faces = faces
        self.card = card
        self.width = width
        self.dimmed = False
        self.focused = False
        self.selected = False
        self.marked = False
        self._sync_origin()

    @property
    def height(self) -> int:
        return round(self.width * CARD_ASPECT)

    def _sync_origin(self) -> None:
        self.setTransformOriginPoint(self.width / 2, self.height / 2)

    def set_width(self, width: int) -> None:
        if width != self.width:
            center = self.center()
            self.prepareGeometryChange()
            self.width = width
            self._sync_origin()
            self.set_center(center)

    def center(self) -> QPointF:
        return self.pos() + QPointF(self.width / 2, self.height / 2)

    def set_center(self, point: QPointF) -> None:
        self.setPos(point - QPointF(self.width / 2, self.height / 2))

    def top_left_for(self, center: QPointF) -> QPointF:
        return center - QPointF(self.width / 2, self.height / 2)

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 6, self.height + 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        painter.drawPixmap(QPointF(0, 0), self.faces(self.card, self.width, dpr))
        rect = QRectF(0.5, 0.5, self.width - 1, self.height - 1)
        radius = self.width * 0.06
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 115))
            painter.drawRoundedRect(rect, radius, radius)
        if self.marked:
            painter.setPen(QPen(MARK, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        if self.selected:
            painter.setPen(QPen(SELECTED, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        if self.focused:
            painter.setPen(QPen(GOLD, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)


class PlateChip(NamedTuple):
    """A coloured word on a name plate; a ``corner`` chip sits at the right of the name (the
    others share the row below)."""

    text: str
    color: QColor
    corner: bool = False


def chip_font() -> QFont:
    """The font of the chips on a name plate."""
    font = QFont()
    font.setPixelSize(12)
    font.setBold(True)
    return font


def fit_widths(widths: list[float], room: float, least: float = 40) -> list[float]:
    """``widths`` made to fit ``room`` together: each keeps its width as far as the ones after
    it can still have ``least`` each (or their own if smaller), so the last ones are
    shortened first.

    >>> fit_widths([60, 70, 150], 210)
    [60, 70, 80]
    >>> fit_widths([150, 60], 120)
    [80, 40]
    """
    out: list[float] = []
    left = room
    for i, width in enumerate(widths):
        later = sum(min(w, least) for w in widths[i + 1:])
        out.append(max(0, min(width, left - later)))
        left -= out[-1]
    return out


class Plate(QGraphicsObject):
    """A player's name plate: name, a line below it, and chips."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.subtitle = ""
        self.chips: list[PlateChip] = []
        self.turn = False
        self.thinking = False
        self.dim = False
        self.setZValue(Z_HAND - 1)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, PLATE_W + 8, PLATE_H + 8)

    def set_content(self, name: str, subtitle: str, chips: list[PlateChip], turn: bool,
                    dim: bool = False) -> None:
        """What the plate shows; ``turn`` frames it in gold, ``dim`` greys it out."""
        self.name, self.subtitle, self.chips, self.turn, self.dim = (
            name, subtitle, chips, turn, dim)
        self.update()

    def set_thinking(self, thinking: bool) -> None:
        """An ellipsis after the name while this player thinks."""
        if thinking != self.thinking:
            self.thinking = thinking
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(0, 0, PLATE_W, PLATE_H)
        painter.setBrush(QColor(8, 28, 16, 150 if not self.dim else 90))
        painter.setPen(QPen(GOLD, 3) if self.turn else QPen(QColor(255, 255, 255, 40), 1))
        painter.drawRoundedRect(rect, 10, 10)
        boxes = self.chip_boxes()
        name_font = QFont()
        name_font.setPixelSize(16)
        name_font.setBold(True)
        painter.setFont(name_font)
        painter.setPen(GOLD if self.turn else QColor("#ffffff"))
        name = self.name + ("  …" if self.thinking else "")
        room = min([PLATE_W - 10.0, *(box.left() for chip, box, _ in boxes if chip.corner)]) - 16
        painter.drawText(QRectF(10, 5, room, 22), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                             room))
        small = QFont()
        small.setPixelSize(12)
        painter.setFont(small)
        painter.setPen(QColor(225, 235, 228))
        painter.drawText(QRectF(10, 26, PLATE_W - 20, 18), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(small).elidedText(self.subtitle,
                                                         Qt.TextElideMode.ElideRight,
                                                         PLATE_W - 20))
        painter.setFont(chip_font())
        for chip, box, text in boxes:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(chip.color)
            painter.drawRoundedRect(box, 9, 9)
            painter.setPen(QColor("#101010") if chip.color.lightness() > 150 else QColor("#fff"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def chip_boxes(self) -> list[tuple[PlateChip, QRectF, str]]:
        """Where each chip is drawn and its text: the corner chips right of the name, the
        others in the row below; every chip fits, the widest of a row shortened (with an
        ellipsis) as far as needed."""
        metrics = QFontMetricsF(chip_font())
        pad, gap = 12.0, 5.0
        out = []
        right = PLATE_W - 8.0
        for chip in reversed([c for c in self.chips if c.corner]):
            width = min(metrics.horizontalAdvance(chip.text) + pad, PLATE_W / 2)
            right -= width
            out.append((chip, QRectF(right, 6, width, 19), self._fitted(chip, width)))
            right -= gap
        row = [c for c in self.chips if not c.corner]
        natural = [metrics.horizontalAdvance(chip.text) + pad for chip in row]
        widths = fit_widths(natural, PLATE_W - 18 - gap * max(0, len(row) - 1))
        x = 10.0
        for chip, width in zip(row, widths, strict=True):
            out.append((chip, QRectF(x, 48, width, 19), self._fitted(chip, width)))
            x += width + gap
        return sorted(out, key=lambda item: self.chips.index(item[0]))

    @staticmethod
    def _fitted(chip: PlateChip, width: float) -> str:
        """The chip's text, shortened to fit a chip ``width`` wide."""
        return QFontMetricsF(chip_font()).elidedText(chip.text, Qt.TextElideMode.ElideRight,
                                                    width - 11)


class TextBox(QGraphicsObject):
    """A box of text on the felt (a header, a banner, an overlay's caption)."""

    def __init__(self, pixel_size: int = 13, bold_first: bool = True) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.pixel_size = pixel_size
        self.bold_first = bold_first
        self.background = QColor(8, 28, 16, 150)
        self.foreground = QColor("#ffffff")
        self.min_width = 0.0
        self.min_height = 0.0
        self.wrap_width: float | None = None
        """Lines wider than this (pixels of text) break between words; None: never."""
        self._rows: list[tuple[str, bool]] = []
        """What is drawn: the lines as broken, each with whether it is bold."""
        self._size = QRectF()
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def _fonts(self) -> tuple[QFont, QFont]:
        bold = QFont()
        bold.setPixelSize(self.pixel_size + 1)
        bold.setBold(True)
        plain = QFont()
        plain.setPixelSize(self.pixel_size)
        return bold, plain

    def set_lines(self, lines: list[str]) -> None:
        """Show ``lines`` (empty ones left out; the box hides when none is left)."""
        self.prepareGeometryChange()
        self.lines = [line for line in lines if line]
        bold, plain = self._fonts()
        width = 0.0
        height = 12.0
        self._rows = []
        for i, line in enumerate(self.lines):
            heavy = i == 0 and self.bold_first
            metrics = QFontMetricsF(bold if heavy else plain)
            for row in self._broken(line, metrics):
                self._rows.append((row, heavy))
                width = max(width, metrics.horizontalAdvance(row))
                height += metrics.height() + 2
        self._size = QRectF(0, 0, max(width + 24, self.min_width), max(height, self.min_height))
        self.setVisible(bool(self.lines))
        self.update()

    def _broken(self, line: str, metrics: QFontMetricsF) -> list[str]:
        """``line`` broken between words to fit :attr:`wrap_width`."""
        limit = self.wrap_width
        if limit is None or metrics.horizontalAdvance(line) <= limit:
            return [line]
        rows: list[str] = []
        current = ""
        for word in line.split(" "):
            trial = f"{current} {word}" if current else word
            if current and metrics.horizontalAdvance(trial) > limit:
                rows.append(current)
                current = word
            else:
                current = trial
        return [*rows, current]

    def size(self) -> QRectF:
        return self._size

    def boundingRect(self) -> QRectF:
        return self._size

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.background)
        painter.drawRoundedRect(self._size, 10, 10)
        bold, plain = self._fonts()
        y = 6.0
        painter.setPen(self.foreground)
        for line, heavy in self._rows:
            font = bold if heavy else plain
            painter.setFont(font)
            h = QFontMetricsF(font).height()
            painter.drawText(QRectF(12, y, self._size.width() - 24, h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            y += h + 2
