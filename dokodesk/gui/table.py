"""The card table: a :class:`QGraphicsView` on green felt.

Your hand is fanned at the bottom, sorted trumps first in the current game's trump order and
then the plain suits; the other players sit left, top and right (in playing order, clockwise)
with their cards face down, a name plate showing their level, points, party once known,
announcements and reservation; the trick lies in the middle. Everything is laid out from the
viewport's size, so the table reflows when the window is resized, and the cards are rendered
for the screen's device pixel ratio.

The table only shows a position and reports what the player does with his cards: a card
dragged onto the felt, clicked (or double-clicked) or chosen with the arrow keys and Enter is
passed to :attr:`TableView.on_play`, which answers None (played) or the reason it may not be
played; the card then snaps back and the reason is shown. In select mode (giving back the
cards of an Armut) a click marks a card instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QPolygonF,
    QRadialGradient,
    QResizeEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from dokodesk.engine.cards import AUGEN, CLUBS, DIAMONDS, HEARTS, SPADES, Card, card_name, suit_of
from dokodesk.engine.game import (
    Action,
    Phase,
    Play,
    State,
    is_over,
    level_name,
    poverty_return_info,
)
from dokodesk.engine.order import Order, order_for
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import view
from dokodesk.text.words import term

from .cardart import CARD_ASPECT, render_back, render_card

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
SLOTS = (BOTTOM, LEFT, TOP, RIGHT)
translate = QCoreApplication.translate
PLAIN_SEQUENCE = (CLUBS, HEARTS, SPADES, DIAMONDS)
"""Plain suits in the hand: black and red alternate."""

MARGIN = 12
LIFT = 18
PLATE_W, PLATE_H = 210, 74
Z_HAND, Z_TRICK, Z_DRAG, Z_OVERLAY = 10, 200, 1000, 2000

FELT_INNER = QColor("#2f7f4b")
FELT_OUTER = QColor("#154127")
GOLD = QColor("#f2c14e")
RE_COLOR = QColor("#c0392b")
KONTRA_COLOR = QColor("#2e6bb5")


def sort_hand(hand: Sequence[Card], order: Order) -> list[Card]:
    """Trumps first, highest first, in ``order``; then the plain suits (Kreuz, Herz, Pik,
    Karo), each from Ass down."""

    def key(card: Card) -> tuple[int, int]:
        if order.trump[card]:
            return 0, order.trumps.index(card)
        return 1 + PLAIN_SEQUENCE.index(suit_of(card)), -order.power[card]

    return sorted(hand, key=key)


def solo_name(kind: str, lang: str) -> str:
    """A solo type in words (Damensolo, Kreuz-Solo, ...)."""
    if kind in ("damen", "buben", "fleischloser"):
        return term(kind, lang)
    suit = term(kind, lang)
    return translate("Table", "{suit} solo").format(
        suit=suit[:1].upper() + suit[1:])


# ---------------------------------------------------------------------------------------------
# Scene items


class CardItem(QGraphicsObject):
    """A card (face or back) of a given width; positioned by its centre."""

    def __init__(self, table: TableView, card: Card | None, width: int) -> None:
        super().__init__()
        self.table = table
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
        pixmap = self.table.pixmap(self.card, self.width, dpr)
        painter.drawPixmap(QPointF(0, 0), pixmap)
        rect = QRectF(0.5, 0.5, self.width - 1, self.height - 1)
        radius = self.width * 0.06
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 30, 25, 115))
            painter.drawRoundedRect(rect, radius, radius)
        if self.marked:
            painter.setPen(QPen(QColor("#f39c12"), 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        if self.selected:
            painter.setPen(QPen(QColor("#3fa7ff"), 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        if self.focused:
            painter.setPen(QPen(GOLD, 3, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)


@dataclass
class Chip:
    text: str
    color: QColor


class Plate(QGraphicsObject):
    """A player's name plate: name, level and points, and chips for what is known."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.subtitle = ""
        self.chips: list[Chip] = []
        self.turn = False
        self.thinking = False
        self.dim = False
        self.setZValue(Z_HAND - 1)
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, PLATE_W + 8, PLATE_H + 8)

    def set_content(self, name: str, subtitle: str, chips: list[Chip], turn: bool,
                    dim: bool = False) -> None:
        self.name, self.subtitle, self.chips, self.turn, self.dim = (
            name, subtitle, chips, turn, dim)
        self.update()

    def set_thinking(self, thinking: bool) -> None:
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
        name_font = QFont()
        name_font.setPixelSize(16)
        name_font.setBold(True)
        painter.setFont(name_font)
        painter.setPen(GOLD if self.turn else QColor("#ffffff"))
        name = self.name + ("  …" if self.thinking else "")
        painter.drawText(QRectF(10, 5, PLATE_W - 20, 22), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(name_font).elidedText(name, Qt.TextElideMode.ElideRight,
                                                             PLATE_W - 20))
        small = QFont()
        small.setPixelSize(12)
        painter.setFont(small)
        painter.setPen(QColor(225, 235, 228))
        painter.drawText(QRectF(10, 26, PLATE_W - 20, 18), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter,
                         QFontMetricsF(small).elidedText(self.subtitle,
                                                         Qt.TextElideMode.ElideRight,
                                                         PLATE_W - 20))
        chip_font = QFont()
        chip_font.setPixelSize(12)
        chip_font.setBold(True)
        painter.setFont(chip_font)
        metrics = QFontMetricsF(chip_font)
        x = 10.0
        for chip in self.chips:
            width = metrics.horizontalAdvance(chip.text) + 12
            if x + width > PLATE_W - 6:
                break
            box = QRectF(x, 48, width, 19)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(chip.color)
            painter.drawRoundedRect(box, 9, 9)
            painter.setPen(QColor("#101010") if chip.color.lightness() > 150 else QColor("#fff"))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, chip.text)
            x += width + 5


class TextBox(QGraphicsObject):
    """A box of text on the felt (the game's header, the banner, the last trick's caption)."""

    def __init__(self, pixel_size: int = 13, bold_first: bool = True) -> None:
        super().__init__()
        self.lines: list[str] = []
        self.pixel_size = pixel_size
        self.bold_first = bold_first
        self.background = QColor(8, 28, 16, 150)
        self.foreground = QColor("#ffffff")
        self.fixed_width: float | None = None
        self.min_height = 0.0
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
        self.prepareGeometryChange()
        self.lines = [line for line in lines if line]
        bold, plain = self._fonts()
        width = 0.0
        height = 12.0
        for i, line in enumerate(self.lines):
            metrics = QFontMetricsF(bold if i == 0 and self.bold_first else plain)
            width = max(width, metrics.horizontalAdvance(line))
            height += metrics.height() + 2
        if self.fixed_width is not None:
            width = self.fixed_width - 24
        self._size = QRectF(0, 0, width + 24, max(height, self.min_height))
        self.setVisible(bool(self.lines))
        self.update()

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
        for i, line in enumerate(self.lines):
            font = bold if i == 0 and self.bold_first else plain
            painter.setFont(font)
            h = QFontMetricsF(font).height()
            painter.drawText(QRectF(12, y, self._size.width() - 24, h),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, line)
            y += h + 2


# ---------------------------------------------------------------------------------------------
# The view


@dataclass
class Target:
    """Where an item belongs: centre, rotation, width and stacking order."""

    center: QPointF
    rotation: float
    width: int
    z: float


@dataclass
class Geometry:
    """The table's measures for the current viewport size."""

    width: float
    height: float
    card_w: int
    back_w: int
    center: QPointF
    hand_top: float
    slots: dict[str, QPointF]
    """Where each seat's trick card lies."""
    hands: dict[str, QPointF]
    """The centre of each seat's hand."""


class TableView(QGraphicsView):
    """The card table. Call :meth:`set_table` for a Partie and :meth:`show_game` for every
    position; set :attr:`on_play` to receive the cards the player wants to play."""

    selectionChanged = Signal(int)
    """Number of cards marked in select mode."""
    resized = Signal()
    """The table was laid out anew for a new size."""

    def __init__(self, parent: QWidget | None = None, interactive: bool = True) -> None:
        super().__init__(parent)
        self.interactive = interactive
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(640, 480)
        # options
        self.lang = "de"
        self.card_width = 96
        self.animation_ms = 300
        self.trick_pause_ms = 900
        self.open_hands = False
        self.spectator = False
        """A replay: nobody at the table is the human."""
        self.double_click = False
        self.on_play: Callable[[Card], str | None] | None = None
        # the table
        self.names: list[str] = []
        self.levels: list[str] = []
        self.human = 0
        self.totals: list[int] = []
        self.game_number = 0
        # the position shown
        self.state: State | None = None
        self.seats: SeatMap | None = None
        self.mode = "none"
        """``play`` (cards may be played), ``select`` (marking cards) or ``none``."""
        self.legal: set[Card] | None = None
        self.select_limit = 0
        self.marked_cards: list[Card] = []
        self.preview_kind: str | None = None
        self.thinking_seat = -1
        # items
        self.hands: dict[str, list[CardItem]] = {s: [] for s in SLOTS}
        self.trick: list[CardItem] = []
        self.trick_players: list[int] = []
        self.pile: list[CardItem] = []
        self.collecting: list[CardItem] = []
        self.targets: dict[CardItem, Target] = {}
        self.plates: dict[int, Plate] = {}
        self.header = TextBox()
        self.header.setZValue(Z_TRICK - 5)
        self.scene().addItem(self.header)
        self.banner = TextBox(pixel_size=15, bold_first=False)
        self.banner.setZValue(Z_OVERLAY - 1)
        self.scene().addItem(self.banner)
        self.banner.setVisible(False)
        self._banner_error = False
        self.last_trick_box: TextBox | None = None
        self.last_trick_items: list[CardItem] = []
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(lambda: self.banner.setVisible(False))
        self._collect_timer = QTimer(self)
        self._collect_timer.setSingleShot(True)
        self._collect_timer.timeout.connect(self._collect)
        self._collect_to: str | None = None
        self._animations: list[QAbstractAnimation] = []
        """Animations that must run to their end (cards leaving the table)."""
        self._moves: list[QAbstractAnimation] = []
        """Cards moving to their places; a new layout takes over from where they are."""
        self.geometry_: Geometry | None = None
        # interaction
        self._press: tuple[CardItem, QPointF] | None = None
        self._drag: CardItem | None = None
        self._drag_offset = QPointF()
        self._hover: CardItem | None = None
        self._focus_index = -1
        self._drop_hot = False

    # ------------------------------------------------------------------------- configuration

    def set_table(self, names: Sequence[str], levels: Sequence[str], human: int) -> None:
        """The players of the Partie: names and levels per table seat, the human's seat."""
        self.names = list(names)
        self.levels = list(levels)
        self.human = human
        for plate in self.plates.values():
            self.scene().removeItem(plate)
        self.plates = {}
        for seat in range(len(self.names)):
            plate = Plate()
            self.scene().addItem(plate)
            self.plates[seat] = plate

    def pixmap(self, card: Card | None, width: int, dpr: float):  # type: ignore[no-untyped-def]
        """The rendered face (or back, for None) at ``width`` logical pixels."""
        if card is None:
            return render_back(width, dpr=dpr)
        return render_card(card_name(card), width, lang=self.lang, dpr=dpr)

    # ------------------------------------------------------------------------- what is shown

    @property
    def viewer(self) -> int | None:
        """The human's player number in this game (None: he sits out, or a replay)."""
        if self.seats is None or self.spectator:
            return None
        return self.seats.player(self.human)

    def slot_of_player(self) -> dict[int, str]:
        """Player number -> slot on the table."""
        assert self.seats is not None
        viewer = self.viewer
        if viewer is None:
            return {p: SLOTS[p] for p in range(4)}
        return {(viewer + i) % 4: SLOTS[i] for i in range(4)}

    def player_at(self, slot: str) -> int:
        return next(p for p, s in self.slot_of_player().items() if s == slot)

    def _face_up(self, player: int) -> bool:
        return player == self.viewer or (self.viewer is None and self.open_hands)

    def _order(self, state: State) -> Order:
        if state.phase == Phase.RESERVATIONS and self.preview_kind is not None:
            return order_for(self.preview_kind)
        return state.order

    def _knows(self, state: State) -> tuple[tuple[str | None, ...], object]:
        """(parties, contract) as the human may know them."""
        viewer = self.viewer
        if viewer is not None:
            seen = view(state, viewer)
            return seen.parties, seen.contract
        if self.open_hands and state.contract is not None:
            return tuple("re" if r else "kontra" for r in state.re), state.contract
        views = [view(state, p) for p in range(4)]
        parties = tuple(
            views[(p + 1) % 4].parties[p]
            if all(views[q].parties[p] is not None for q in range(4) if q != p) else None
            for p in range(4))
        declarer = state.contract.declarer if state.contract is not None else None
        outsider = next(p for p in range(4) if p != declarer)
        return parties, views[outsider].contract

    def show_game(self, state: State, seats: SeatMap, action: Action | None = None,
                  prev: State | None = None, hold_trick: bool = False) -> None:
        """Show ``state``; ``action`` (made in ``prev``) is animated where it moves cards.
        ``hold_trick`` keeps the last finished trick in the middle (for replays)."""
        self._finish_animations()
        new_game = self.seats != seats or prev is None or self.state is None
        self.state, self.seats = state, seats
        if new_game:
            self.preview_kind = None
        self._layout_geometry()
        completed = (isinstance(action, Play) and prev is not None
                     and len(state.tricks) > len(prev.tricks))
        played = action if isinstance(action, Play) else None
        origin = self._sync_hands(state, played, fresh=new_game)
        self._sync_trick(state, played, origin,
                         completed or (hold_trick and not state.trick and bool(state.tricks)))
        self._sync_pile(state)
        self._update_plates()
        self._update_header()
        self._apply_marks()
        self._place_all(animate=not new_game)
        if completed:
            self._collect_to = self.slot_of_player()[state.tricks[-1].winner]
            self._collect_timer.start(self.animation_ms + self.trick_pause_ms)

    def set_interaction(self, mode: str, legal: Sequence[Card] | None = None,
                        select_limit: int = 0, marked: Sequence[Card] = ()) -> None:
        """What the player may do with his cards: ``play`` (``legal`` dims the others when
        given), ``select`` (mark up to ``select_limit`` cards) or ``none``."""
        self.mode = mode if self.interactive else "none"
        if self.mode != "none" and self._banner_error:
            self.banner.setVisible(False)  # an old "wait for your turn" is wrong now
        self.legal = set(legal) if legal is not None else None
        self.select_limit = select_limit
        self.marked_cards = list(marked)
        if mode != "select":
            for item in self.hands[BOTTOM]:
                item.selected = False
        self._apply_marks()
        self._place_all(animate=False)

    def set_thinking(self, seat: int) -> None:
        self.thinking_seat = seat
        for s, plate in self.plates.items():
            plate.set_thinking(s == seat)

    def set_totals(self, totals: Sequence[int], game_number: int) -> None:
        self.totals = list(totals)
        self.game_number = game_number
        if self.state is not None:
            self._update_plates()
            self._update_header()

    def preview_order(self, kind: str | None) -> None:
        """Sort the hand as in a game of ``kind`` (a solo being considered); None: back."""
        if kind == self.preview_kind or self.state is None or self.seats is None:
            return
        self.preview_kind = kind
        self._sync_hands(self.state, None, fresh=False)
        self._place_all(animate=True)

    def point_at(self, card: Card) -> None:
        """Lift ``card`` in the hand as if chosen with the arrow keys: Enter then plays it."""
        cards = self.hand_cards()
        if card in cards:
            self._focus_index = cards.index(card)
            self.setFocus()
            self._apply_marks()
            self._place_all(animate=True)

    def selected_cards(self) -> list[Card]:
        return [item.card for item in self.hands[BOTTOM] if item.selected
                and item.card is not None]

    def show_message(self, text: str, error: bool = False) -> None:
        """A short message in the middle of the table (errors in red), gone after a while."""
        self._banner_error = error
        self.banner.background = QColor(150, 28, 28, 225) if error else QColor(8, 28, 16, 200)
        self.banner.set_lines([text])
        self._place_banner()
        self.banner.setVisible(True)
        self._banner_timer.start(5000 if error else 3500)

    def message_text(self) -> str:
        """The message shown now ("" when none)."""
        return self.banner.lines[0] if self.banner.isVisible() and self.banner.lines else ""

    # ------------------------------------------------------------------------- geometry

    def _layout_geometry(self) -> Geometry:
        vp = self.viewport().size()
        width, height = float(max(vp.width(), 200)), float(max(vp.height(), 200))
        self.scene().setSceneRect(0, 0, width, height)
        # the card size set is for a window of about 1280x800; larger tables get larger cards
        grow = max(1.0, min(1.4, min(height / 740, width / 1280)))
        card_w = int(max(44, min(self.card_width * grow, (height - 2 * MARGIN) * 0.19,
                                 width / 7.2)))
        card_h = card_w * CARD_ASPECT
        back_w = max(30, round(card_w * 0.6))
        back_h = back_w * CARD_ASPECT
        hand_top = height - MARGIN - card_h - card_w * 0.22 - LIFT
        top_bottom = MARGIN + back_h
        center = QPointF(width / 2, (top_bottom + hand_top) / 2 + 4)
        dx, dy = card_w * 0.7, card_h * 0.31
        slots = {
            BOTTOM: center + QPointF(0, dy),
            TOP: center + QPointF(0, -dy),
            LEFT: center + QPointF(-dx, -dy * 0.08),
            RIGHT: center + QPointF(dx, dy * 0.08),
        }
        side_x = MARGIN + back_h / 2
        hands = {
            BOTTOM: QPointF(width / 2, height - MARGIN - card_h / 2 - card_w * 0.22),
            TOP: QPointF(width / 2, MARGIN + back_h / 2),
            LEFT: QPointF(side_x, center.y() - PLATE_H / 2),
            RIGHT: QPointF(width - side_x, center.y() - PLATE_H / 2),
        }
        self.geometry_ = Geometry(width, height, card_w, back_w, center, hand_top, slots, hands)
        return self.geometry_

    def _hand_targets(self, slot: str, items: list[CardItem]) -> list[Target]:
        return self._hand_layout(slot, len(items), bool(items) and items[0].card is not None)

    def _hand_layout(self, slot: str, n: int, face_up: bool) -> list[Target]:
        """Where the ``n`` cards of the hand at ``slot`` lie."""
        g = self.geometry_
        assert g is not None
        if not n:
            return []
        base = g.hands[slot]
        out = []
        if slot == BOTTOM:
            # the hand keeps clear of the name plate at the bottom left
            w = g.card_w
            room = g.width - 2 * MARGIN - PLATE_W - 44
            spacing = min(w * 0.52, (room - w) / max(1, n - 1))
            half = (spacing * (n - 1) + w) / 2
            base = QPointF(max(base.x(), MARGIN + PLATE_W + 44 + half), base.y())
            step = 1.8 if n > 1 else 0.0
            for i in range(n):
                k = i - (n - 1) / 2
                angle = k * step
                drop = (1 - math.cos(math.radians(angle))) * 900
                out.append(Target(base + QPointF(k * spacing, drop), angle, w, Z_HAND + i))
            return out
        w = g.back_w
        spacing = w * (0.34 if face_up else 0.2)
        for i in range(n):
            k = i - (n - 1) / 2
            if slot == TOP:
                out.append(Target(base + QPointF(k * spacing, 0), 0, w, Z_HAND + i))
            elif slot == LEFT:
                out.append(Target(base + QPointF(0, k * spacing), 90, w, Z_HAND + i))
            else:
                out.append(Target(base + QPointF(0, -k * spacing), -90, w, Z_HAND + i))
        return out

    def _hand_extent(self, slot: str) -> QRectF:
        """The area the hand at ``slot`` covers when full (the plates stay put as it shrinks)."""
        items = self.hands[slot]
        full = self.state.tricks_per_game if self.state is not None else 12
        face_up = bool(items) and items[0].card is not None
        rect = QRectF()
        for t in self._hand_layout(slot, max(len(items), full), face_up):
            w, h = float(t.width), t.width * CARD_ASPECT
            turn = QTransform().translate(t.center.x(), t.center.y()).rotate(t.rotation)
            r = turn.mapRect(QRectF(-w / 2, -h / 2, w, h))
            rect = r if rect.isNull() else rect.united(r)
        return rect

    # ------------------------------------------------------------------------- syncing items

    def _new_card(self, card: Card | None, width: int) -> CardItem:
        item = CardItem(self, card, width)
        self.scene().addItem(item)
        return item

    def _remove(self, item: CardItem) -> None:
        self.targets.pop(item, None)
        if item.scene() is not None:
            self.scene().removeItem(item)
        if item is self._hover:
            self._hover = None

    def _sync_hands(self, state: State, played: Play | None, fresh: bool) -> CardItem | None:
        """Match the hand items to the state: kept cards stay, new ones come from the middle,
        cards that left fly to the middle. Returns the item the played card leaves from."""
        g = self.geometry_
        assert g is not None and self.seats is not None
        origin: CardItem | None = None
        for slot in SLOTS:
            player = self.player_at(slot)
            old = self.hands[slot]
            if fresh:
                for item in old:
                    self._remove(item)
                old = []
            if self._face_up(player):
                order = self._order(state)
                wanted: list[Card | None] = list(sort_hand(state.hands[player], order))
            else:
                wanted = [None] * len(state.hands[player])
            width = g.card_w if slot == BOTTOM else g.back_w
            pool = list(old)
            leaving: CardItem | None = None
            mover = played is not None and played.player == player
            if mover and self._drag in pool and self._drag is not None \
                    and played is not None and self._drag.card == played.card:
                leaving = self._drag
                pool.remove(leaving)
            items: list[CardItem] = []
            for card in wanted:
                match = next((it for it in pool if it.card == card), None)
                if match is None:
                    match = self._new_card(card, width)
                    match.set_center(g.center)
                    match.setOpacity(1.0 if fresh else 0.0)
                else:
                    pool.remove(match)
                items.append(match)
            if mover and played is not None:
                if leaving is None:
                    leaving = next((it for it in pool if it.card in (played.card, None)), None)
                    if leaving is not None:
                        pool.remove(leaving)
                origin = leaving
            for item in pool:
                self._fade_to(item, g.center)
            self.hands[slot] = items
            for item, target in zip(items, self._hand_targets(slot, items), strict=True):
                self.targets[item] = target
        if self._focus_index >= len(self.hands[BOTTOM]):
            self._focus_index = len(self.hands[BOTTOM]) - 1
        return origin

    def _sync_trick(self, state: State, played: Play | None, origin: CardItem | None,
                    completed: bool) -> None:
        """The cards in the middle: the trick so far, or the one just completed."""
        g = self.geometry_
        assert g is not None
        if completed:
            trick = state.tricks[-1]
            shown = [((trick.leader + i) % 4, c) for i, c in enumerate(trick.cards)]
        else:
            shown = [((state.leader + i) % 4, c) for i, c in enumerate(state.trick)]
        keep = 0
        if played is not None and len(self.trick) == len(shown) - 1 and all(
                it.card == c for it, (_, c) in zip(self.trick, shown, strict=False)):
            keep = len(self.trick)
        for item in self.trick[keep:]:
            self._remove(item)
        items = self.trick[:keep]
        slot_of = self.slot_of_player()
        for i, (player, card) in enumerate(shown[keep:], start=keep):
            if origin is not None and i == len(shown) - 1:
                if origin.card is None:
                    item = self._new_card(card, g.card_w)
                    item.set_center(origin.center())
                    item.setRotation(origin.rotation())
                    item.setScale(origin.width / g.card_w)
                    self._remove(origin)
                else:
                    item = origin
                    scale = item.width / g.card_w
                    item.set_width(g.card_w)
                    item.setScale(scale)
                if item is self._drag:
                    self._drag = None
            else:
                item = self._new_card(card, g.card_w)
                item.set_center(g.slots[slot_of[player]])
            item.dimmed = item.focused = item.selected = item.marked = False
            items.append(item)
        self.trick = items
        self.trick_players = [p for p, _ in shown]
        self._retarget_trick()

    def _retarget_trick(self) -> None:
        g = self.geometry_
        assert g is not None
        slot_of = self.slot_of_player()
        for i, (item, player) in enumerate(zip(self.trick, self.trick_players, strict=True)):
            slot = slot_of[player]
            tilt = (-3.0, 5.0, -2.0, 4.0)[SLOTS.index(slot)]
            self.targets[item] = Target(g.slots[slot], tilt, g.card_w, Z_TRICK + i)

    def _sync_pile(self, state: State) -> None:
        """The cards of an Armut on offer, in the middle (face up where the rules say)."""
        g = self.geometry_
        assert g is not None
        for item in self.pile:
            self._remove(item)
        self.pile = []
        pov = state.poverty
        if state.phase != Phase.POVERTY_OFFER or pov is None:
            return
        known = list(pov.given) if self.viewer == pov.poor or (
            self.viewer is None and self.open_hands) else list(pov.face_up)
        cards: list[Card | None] = [*sort_hand(known, order_for("normal"))]
        cards += [None] * (len(pov.given) - len(known))
        n = len(cards)
        w = g.back_w
        for i, card in enumerate(cards):
            item = self._new_card(card, w)
            item.set_center(g.center)
            self.pile.append(item)
            k = i - (n - 1) / 2
            self.targets[item] = Target(g.center + QPointF(k * w * 0.55, 0), 0, w, Z_TRICK + i)

    def _fade_to(self, item: CardItem, point: QPointF) -> None:
        """Move ``item`` to ``point`` while fading it out, then remove it."""
        self.targets.pop(item, None)
        if self.animation_ms <= 0:
            self._remove(item)
            return
        group = QParallelAnimationGroup(self)
        for prop, value in ((b"pos", item.top_left_for(point)), (b"opacity", 0.0)):
            anim = QPropertyAnimation(item, prop, group)
            anim.setDuration(self.animation_ms)
            anim.setEndValue(value)
            group.addAnimation(anim)
        group.finished.connect(lambda: self._remove(item))
        self._run(group)

    def _collect(self) -> None:
        """The finished trick goes to its winner."""
        g = self.geometry_
        slot = self._collect_to
        self._collect_to = None
        if g is None or slot is None or not self.trick:
            return
        items, self.trick = self.trick, []
        point = self.plate_center(slot) if slot in self._plate_slots() else g.hands[slot]
        self.collecting = items
        for item in items:
            self.targets.pop(item, None)
        if self.animation_ms <= 0:
            for item in items:
                self._remove(item)
            self.collecting = []
            return
        group = QParallelAnimationGroup(self)
        for item in items:
            for prop, value in ((b"pos", item.top_left_for(point)), (b"opacity", 0.0),
                                (b"scale", 0.45)):
                anim = QPropertyAnimation(item, prop, group)
                anim.setDuration(self.animation_ms)
                anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
                anim.setEndValue(value)
                group.addAnimation(anim)

        def done() -> None:
            for item in items:
                self._remove(item)
            self.collecting = []

        group.finished.connect(done)
        self._run(group)

    def _run(self, animation: QAbstractAnimation) -> None:
        self._animations.append(animation)
        animation.finished.connect(lambda: self._animations.remove(animation)
                                   if animation in self._animations else None)
        animation.start()

    def _finish_animations(self) -> None:
        """Jump every running animation to its end (a new position is coming)."""
        if self._collect_timer.isActive():
            self._collect_timer.stop()
            self._collect()
        for animation in [*self._animations, *self._moves]:
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
        self._animations.clear()
        self._moves.clear()
        for item in self.collecting:
            self._remove(item)
        self.collecting = []

    def _place_all(self, animate: bool) -> None:
        """Move every card to its target (animated or at once), then the plates and texts.
        Moves still running stop where they are and go on from there."""
        for move in self._moves:
            move.stop()
        self._moves.clear()
        duration = self.animation_ms if animate else 0
        group = QParallelAnimationGroup(self) if duration > 0 else None
        lifted = self._lifted_items()
        for item, target in list(self.targets.items()):
            if item is self._drag:
                continue
            center = target.center
            if item in lifted:
                center = center + QPointF(0, -LIFT)
            item.setZValue(target.z)
            item.set_width(target.width)
            pos = item.top_left_for(center)
            if group is None or (item.pos() == pos and item.rotation() == target.rotation
                                 and item.opacity() == 1.0 and item.scale() == 1.0):
                item.setPos(pos)
                item.setRotation(target.rotation)
                item.setOpacity(1.0)
                item.setScale(1.0)
                continue
            for prop, value in ((b"pos", pos), (b"rotation", target.rotation),
                                (b"opacity", 1.0), (b"scale", 1.0)):
                anim = QPropertyAnimation(item, prop, group)
                anim.setDuration(duration)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                anim.setEndValue(value)
                group.addAnimation(anim)
        if group is not None and group.animationCount():
            self._moves.append(group)
            group.finished.connect(lambda: self._moves.remove(group)
                                   if group in self._moves else None)
            group.start()
        self._place_plates()
        self._place_header()
        self._place_banner()
        self.viewport().update()

    def _lifted_items(self) -> set[CardItem]:
        lifted = {item for item in self.hands[BOTTOM] if item.selected}
        if self._hover is not None and self.mode == "play" and self._hover in self.targets:
            lifted.add(self._hover)
        if 0 <= self._focus_index < len(self.hands[BOTTOM]) and self.hasFocus() \
                and self.mode != "none":
            lifted.add(self.hands[BOTTOM][self._focus_index])
        return lifted

    def _apply_marks(self) -> None:
        st = self.state
        mine = self.hands[BOTTOM]
        your_turn = (st is not None and st.phase == Phase.PLAY and st.to_act == self.viewer
                     and self.mode == "play")
        marked = list(self.marked_cards)
        for i, item in enumerate(mine):
            item.dimmed = bool(your_turn and self.legal is not None
                               and item.card not in self.legal)
            item.focused = i == self._focus_index and self.mode != "none" and self.hasFocus()
            item.marked = item.card in marked
            if item.marked:
                marked.remove(item.card)  # type: ignore[arg-type]
            item.update()

    # ------------------------------------------------------------------------- plates

    def _plate_slots(self) -> dict[str, int]:
        """slot -> table seat for the players in this game."""
        assert self.seats is not None
        return {slot: self.seats.seat(p) for p, slot in self.slot_of_player().items()}

    def plate_center(self, slot: str) -> QPointF:
        seat = self._plate_slots()[slot]
        plate = self.plates[seat]
        return plate.pos() + QPointF(PLATE_W / 2, PLATE_H / 2)

    def _place_plates(self) -> None:
        g = self.geometry_
        if g is None or self.seats is None:
            return
        slots = self._plate_slots()
        for slot, seat in slots.items():
            plate = self.plates[seat]
            plate.setVisible(True)
            extent = self._hand_extent(slot)
            if slot == BOTTOM:
                x = max(MARGIN, min(extent.left() - PLATE_W - 20, g.width / 2 - PLATE_W / 2))
                plate.setPos(x, g.height - MARGIN - PLATE_H)
            elif slot == TOP:
                plate.setPos(min(extent.right() + 16, g.width - PLATE_W - MARGIN), MARGIN)
            elif slot == LEFT:
                plate.setPos(MARGIN, min(extent.bottom() + 10, g.hand_top - PLATE_H))
            else:
                plate.setPos(g.width - MARGIN - PLATE_W,
                             min(extent.bottom() + 10, g.hand_top - PLATE_H))
        out = [s for s in self.plates if s not in slots.values()]
        for seat in out:
            self.plates[seat].setPos(g.width - MARGIN - PLATE_W, MARGIN)

    def _chips(self, state: State, player: int, parties: tuple[str | None, ...],
               contract: object) -> list[Chip]:
        chips: list[Chip] = []
        lang = self.lang
        party = parties[player]
        if (party is not None and state.phase == Phase.PLAY) or (party and is_over(state)):
            chips.append(Chip(term(party, lang), RE_COLOR if party == "re" else KONTRA_COLOR))
        said = [a for a in state.announcements if a.player == player]
        if said:
            top = said[-1]
            chips.append(Chip(term(level_name(top.level, top.party), lang), GOLD))
        c = contract
        kind = getattr(c, "kind", None)
        declarer = getattr(c, "declarer", None)
        if state.phase == Phase.RESERVATIONS or kind is None:
            spoken = [r for r in state.reservations if r.player == player]
            if spoken:
                if spoken[0].kind == "gesund":
                    chips.append(Chip(translate("Table", "Healthy"), QColor("#d9e6dc")))
                elif player == self.viewer:
                    chips.append(Chip(self._reservation_word(spoken[0].kind), QColor("#e8d2a6")))
                else:
                    chips.append(Chip(translate("Table", "Reservation"), QColor("#e8d2a6")))
        elif declarer == player and kind in ("solo", "hochzeit", "armut", "stille_hochzeit"):
            if kind == "solo":
                chips.append(Chip(solo_name(getattr(c, "solo", "") or "", lang),
                                  QColor("#e8d2a6")))
            elif kind == "hochzeit":
                chips.append(Chip(term("hochzeit", lang).split(" (")[0], QColor("#e8d2a6")))
            elif kind == "armut":
                chips.append(Chip(term("armut", lang).split(" (")[0], QColor("#e8d2a6")))
            else:
                chips.append(Chip(translate("Table", "Silent Hochzeit"), QColor("#e8d2a6")))
        pov = state.poverty
        if pov is not None and kind == "armut":
            if pov.taker == player:
                chips.append(Chip(translate("Table", "Took the Armut"), QColor("#e8d2a6")))
            elif player in pov.declined:
                chips.append(Chip(translate("Table", "Declined"), QColor("#bfbfbf")))
        won = sum(1 for t in state.tricks if t.winner == player)
        if state.phase == Phase.PLAY or is_over(state):
            chips.append(Chip(translate("Table", "Tricks: {n}").format(n=won),
                              QColor(255, 255, 255, 60)))
        return chips

    def _reservation_word(self, kind: str) -> str:
        if kind in ("hochzeit", "armut"):
            return term(kind, self.lang).split(" (")[0]
        if kind == "gesund":
            return translate("Table", "Healthy")
        return solo_name(kind, self.lang)

    def _update_plates(self) -> None:
        st, seats = self.state, self.seats
        if st is None or seats is None:
            return
        parties, contract = self._knows(st)
        for seat, plate in self.plates.items():
            player = seats.player(seat)
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            level = self.levels[seat] if seat < len(self.levels) else ""
            parts = []
            if seat != self.human and level:
                parts.append(term(level, self.lang))
            if seat < len(self.totals):
                parts.append(translate("Table", "{points} points").format(
                    points=self.totals[seat]))
            if seat == seats.dealer:
                parts.append(translate("Table", "Dealer"))
            subtitle = " · ".join(parts)
            if player is None:
                out = Chip(translate("Table", "Sits out"), QColor("#bfbfbf"))
                plate.set_content(name, subtitle, [out], False, dim=True)
                continue
            turn = not is_over(st) and st.to_act == player
            plate.set_content(name, subtitle, self._chips(st, player, parties, contract), turn)
            plate.set_thinking(seat == self.thinking_seat)

    def name_of(self, player: int) -> str:
        assert self.seats is not None
        seat = self.seats.seat(player)
        return self.names[seat] if seat < len(self.names) else str(seat + 1)

    def contract_text(self, state: State) -> str:
        """The game being played, in words, as far as the human may know it."""
        _, contract = self._knows(state)
        kind = getattr(contract, "kind", None)
        declarer = getattr(contract, "declarer", None)
        lang = self.lang
        if state.phase == Phase.RESERVATIONS or kind is None:
            return translate("Table", "Reservations")
        if kind == "normal":
            return translate("Table", "Normal game")
        who = self.name_of(declarer) if declarer is not None else ""
        if kind == "solo":
            game = solo_name(getattr(contract, "solo", ""), lang)
            text = translate("Table", "{game}: {name}").format(game=game, name=who)
            if getattr(contract, "forced", False):
                text += " · " + translate("Table", "forced Pflichtsolo")
            elif getattr(contract, "pflicht", False):
                text += " · " + translate("Table", "Pflichtsolo")
            return text
        if kind == "stille_hochzeit":
            return translate("Table", "Silent Hochzeit: {name}").format(name=who)
        if kind == "hochzeit":
            text = translate("Table", "Hochzeit: {name}").format(name=who)
            if state.clarified and state.soloist is None:
                partner = next(p for p in range(4) if state.re[p] and p != declarer)
                text += " · " + (translate("Table", "you are the partner")
                                 if partner == self.viewer else
                                 translate("Table", "partner {name}").format(
                                     name=self.name_of(partner)))
            elif state.clarified:
                text += " · " + translate("Table", "alone (Karo solo)")
            return text
        text = translate("Table", "Armut: {name}").format(name=who)
        pov = state.poverty
        if pov is not None and pov.taker is not None:
            text += " · " + (translate("Table", "taken by you") if pov.taker == self.viewer
                             else translate("Table", "taken by {name}").format(
                                 name=self.name_of(pov.taker)))
        return text

    def _update_header(self) -> None:
        st = self.state
        if st is None or self.seats is None:
            return
        game = translate("Table", "Game {n}").format(n=self.game_number)
        lines = [game + " · " + self.contract_text(st)]
        said = []
        for side, level in zip(("re", "kontra"), st.levels, strict=True):
            if level:
                words = term(side, self.lang)
                if level > 1:
                    words += " " + term(level_name(level, side), self.lang)
                said.append(words)
        if said:
            lines.append(translate("Table", "Announced: {what}").format(what=" · ".join(said)))
        pov = st.poverty
        if pov is not None and st.phase == Phase.POVERTY_OFFER:
            if pov.poor == self.viewer:
                lines.append(translate("Table", "You offer {n} trumps").format(n=len(pov.given)))
            else:
                lines.append(translate("Table", "{name} offers {n} trumps").format(
                    name=self.name_of(pov.poor), n=len(pov.given)))
        if pov is not None and st.phase == Phase.POVERTY_RETURN and pov.taker is not None:
            if pov.taker == self.viewer:
                lines.append(translate("Table", "You give {n} cards back").format(
                    n=len(pov.given)))
            else:
                lines.append(translate("Table", "{name} gives {n} cards back").format(
                    name=self.name_of(pov.taker), n=len(pov.given)))
        info = poverty_return_info(st)
        if info is not None and pov is not None and pov.taker is not None:
            if isinstance(info, bool):
                lines.append(translate("Table", "Returned with trump") if info
                             else translate("Table", "Returned without trump"))
            else:
                lines.append(translate("Table", "Returned trumps: {n}").format(n=info))
        if self.viewer is None and not self.spectator:
            lines.append(translate("Table", "You deal and sit out this game"))
        self.header.set_lines(lines)

    def _place_header(self) -> None:
        self.header.setPos(MARGIN, MARGIN)

    def _place_banner(self) -> None:
        g = self.geometry_
        if g is None:
            return
        size = self.banner.size()
        y = MARGIN + g.back_w * CARD_ASPECT + 14
        self.banner.setPos(g.center.x() - size.width() / 2, y)

    def center_rect(self) -> QRectF:
        """The middle of the table, in viewport coordinates (for panels laid over it)."""
        g = self.geometry_ or self._layout_geometry()
        w = g.card_w * 4.2
        h = g.card_w * CARD_ASPECT * 1.7
        return QRectF(g.center.x() - w / 2, g.center.y() - h / 2, w, h)

    # ------------------------------------------------------------------------- last trick

    def show_last_trick(self) -> bool:
        """Show the last finished trick over the table; returns False when there is none."""
        self.hide_last_trick()
        st, g = self.state, self.geometry_
        if st is None or g is None or not st.tricks:
            return False
        trick = st.tricks[-1]
        w = g.card_w
        gap = 18
        box = TextBox(pixel_size=14)
        box.background = QColor(6, 20, 12, 235)
        box.fixed_width = w * 4 + 5 * gap
        box.min_height = w * CARD_ASPECT + 96
        augen = sum(AUGEN[c] for c in trick.cards)
        box.set_lines([
            translate("Table", "Last trick"),
            translate("Table", "You won it with {augen} Augen").format(augen=augen)
            if trick.winner == self.viewer else
            translate("Table", "{name} won it with {augen} Augen").format(
                name=self.name_of(trick.winner), augen=augen),
        ])
        box.setZValue(Z_OVERLAY)
        left = g.center.x() - box.size().width() / 2
        top = max(MARGIN, g.center.y() - box.size().height() / 2)
        box.setPos(left, top)
        self.scene().addItem(box)
        self.last_trick_box = box
        font = QFont()
        font.setPixelSize(12)
        for i, card in enumerate(trick.cards):
            player = (trick.leader + i) % 4
            item = self._new_card(card, w)
            item.setZValue(Z_OVERLAY + 1 + i)
            x = gap + i * (w + gap)
            item.set_center(QPointF(left + x + w / 2, top + 58 + w * CARD_ASPECT / 2))
            item.marked = player == trick.winner
            self.last_trick_items.append(item)
            label = QGraphicsSimpleTextItem(self.name_of(player), box)
            label.setFont(font)
            label.setBrush(GOLD if player == trick.winner else QColor("#ffffff"))
            label.setPos(x + (w - label.boundingRect().width()) / 2,
                         62 + w * CARD_ASPECT)
        return True

    def hide_last_trick(self) -> None:
        for item in self.last_trick_items:
            self._remove(item)
        self.last_trick_items = []
        if self.last_trick_box is not None:
            self.scene().removeItem(self.last_trick_box)
            self.last_trick_box = None

    def last_trick_shown(self) -> bool:
        return self.last_trick_box is not None

    # ------------------------------------------------------------------------- painting

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        g = self.geometry_
        scene_rect = self.sceneRect()
        gradient = QRadialGradient(scene_rect.center(), max(scene_rect.width(),
                                                            scene_rect.height()) * 0.7)
        gradient.setColorAt(0.0, FELT_INNER)
        gradient.setColorAt(1.0, FELT_OUTER)
        painter.fillRect(rect, QBrush(gradient))
        if g is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rx, ry = g.card_w * 2.15, g.card_w * CARD_ASPECT * 1.08
        hot = self._drop_hot and self._drag is not None
        painter.setPen(QPen(QColor(255, 255, 255, 110 if hot else 45), 2 if hot else 1.5))
        painter.setBrush(QColor(255, 255, 255, 30 if hot else 12))
        painter.drawEllipse(g.center, rx, ry)

    # ------------------------------------------------------------------------- interaction

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout_geometry()
        self.resized.emit()
        if self.state is None or self.seats is None:
            return
        self._finish_animations()
        self._sync_hands(self.state, None, fresh=False)
        self._retarget_trick()
        self._sync_pile(self.state)
        if self.last_trick_shown():
            self.show_last_trick()
        self._place_all(animate=False)

    def _hand_item_at(self, point: QPointF) -> CardItem | None:
        """The hand card under ``point`` (scene coordinates), judged by its resting place."""
        for item in reversed(self.hands[BOTTOM]):
            target = self.targets.get(item)
            if target is None:
                continue
            lift = LIFT if item in self._lifted_items() else 0
            rect = QRectF(-item.width / 2, -item.height / 2 - lift, item.width,
                          item.height + lift)
            transform = QTransform().translate(target.center.x(), target.center.y()).rotate(
                target.rotation)
            if transform.map(QPolygonF(rect)).containsPoint(point, Qt.FillRule.OddEvenFill):
                return item
        return None

    def card_center(self, index: int) -> QPointF:
        """Viewport position of the middle of hand card ``index`` (for tests and scripts)."""
        item = self.hands[BOTTOM][index]
        target = self.targets[item]
        return self.mapFromScene(target.center).toPointF()

    def drop_point(self) -> QPointF:
        """A viewport position on the felt where a dragged card is played."""
        g = self.geometry_ or self._layout_geometry()
        return self.mapFromScene(g.center).toPointF()

    def _in_drop_area(self, point: QPointF) -> bool:
        g = self.geometry_
        return g is not None and point.y() < g.hand_top - 6

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.last_trick_shown():
            self.hide_last_trick()
            return
        if event.button() != Qt.MouseButton.LeftButton or self.mode == "none":
            super().mousePressEvent(event)
            return
        point = self.mapToScene(event.position().toPoint())
        item = self._hand_item_at(point)
        if item is None:
            return
        self._press = (item, event.position())
        self._drag_offset = item.center() - point

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = self.mapToScene(event.position().toPoint())
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            item, start = self._press
            if self._drag is None and self.mode == "play" and (
                    (event.position() - start).manhattanLength()
                    >= QApplication.startDragDistance()):
                self._drag = item
                item.setRotation(0)
                item.setZValue(Z_DRAG)
            if self._drag is not None:
                self._drag.set_center(point + self._drag_offset)
                hot = self._in_drop_area(point)
                if hot != self._drop_hot:
                    self._drop_hot = hot
                    self.resetCachedContent()
                    self.viewport().update()
            return
        hover = self._hand_item_at(point) if self.mode == "play" else None
        if hover is not self._hover:
            self._hover = hover
            self._place_all(animate=False)
        self.setCursor(Qt.CursorShape.OpenHandCursor if hover is not None
                       else Qt.CursorShape.ArrowCursor)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is None:
            super().mouseReleaseEvent(event)
            return
        item, _ = press
        if self._drag is not None:
            point = self.mapToScene(event.position().toPoint())
            if self._drop_hot:
                self._drop_hot = False
                self.resetCachedContent()
            if self._in_drop_area(point):
                self._try_play(item)
            else:
                self._snap_back()
            return
        if self.mode == "select":
            self._toggle(item)
        elif self.mode == "play" and not self.double_click:
            self._try_play(item)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if self.mode == "play" and self.double_click:
            item = self._hand_item_at(self.mapToScene(event.position().toPoint()))
            if item is not None:
                self._try_play(item)
                return
        self.mousePressEvent(event)

    def leaveEvent(self, event: object) -> None:
        if self._hover is not None:
            self._hover = None
            self._place_all(animate=False)

    def focusInEvent(self, event: object) -> None:
        super().focusInEvent(event)  # type: ignore[arg-type]
        self._apply_marks()

    def focusOutEvent(self, event: object) -> None:
        super().focusOutEvent(event)  # type: ignore[arg-type]
        self._apply_marks()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_Escape and self.last_trick_shown():
            self.hide_last_trick()
            return
        hand = self.hands[BOTTOM]
        if self.mode == "none" or not hand:
            super().keyPressEvent(event)
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if self._focus_index < 0:
                self._focus_index = 0 if step > 0 else len(hand) - 1
            else:
                self._focus_index = (self._focus_index + step) % len(hand)
            self._apply_marks()
            self._place_all(animate=False)
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) \
                and 0 <= self._focus_index < len(hand):
            item = hand[self._focus_index]
            if self.mode == "select":
                self._toggle(item)
            else:
                self._try_play(item)
            return
        super().keyPressEvent(event)

    def _toggle(self, item: CardItem) -> None:
        if not item.selected and len(self.selected_cards()) >= self.select_limit:
            return
        item.selected = not item.selected
        item.update()
        self._place_all(animate=True)
        self.selectionChanged.emit(len(self.selected_cards()))

    def _try_play(self, item: CardItem) -> None:
        """Offer ``item``'s card to :attr:`on_play`; snap back with the reason if refused."""
        if item.card is None or self.on_play is None:
            self._snap_back()
            return
        if self._drag is None:
            self._drag = item
        reason = self.on_play(item.card)
        if reason is None:
            self._drag = None
            return
        self._snap_back()
        if reason:
            self.show_message(reason, error=True)

    def _snap_back(self) -> None:
        """The dragged card flies back to its place in the hand."""
        item, self._drag = self._drag, None
        if self._drop_hot:
            self._drop_hot = False
            self.resetCachedContent()
        self.viewport().update()
        if item is None or item not in self.targets:
            return
        target = self.targets[item]
        item.setZValue(target.z)
        pos = item.top_left_for(target.center)
        if self.animation_ms <= 0:
            item.setPos(pos)
            item.setRotation(target.rotation)
            return
        group = QParallelAnimationGroup(self)
        for prop, value in ((b"pos", pos), (b"rotation", target.rotation)):
            anim = QPropertyAnimation(item, prop, group)
            anim.setDuration(max(120, self.animation_ms))
            anim.setEasingCurve(QEasingCurve.Type.OutBack)
            anim.setEndValue(value)
            group.addAnimation(anim)
        self._moves.append(group)
        group.finished.connect(lambda: self._moves.remove(group) if group in self._moves else None)
        group.start()

    def hand_cards(self) -> list[Card | None]:
        """The cards of the bottom hand as shown, left to right."""
        return [item.card for item in self.hands[BOTTOM]]
