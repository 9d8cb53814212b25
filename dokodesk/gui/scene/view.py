"""The card table as a widget: a :class:`QGraphicsView` on green felt holding four hands
(yours at the bottom), the cards in the middle, a pile, name plates, a header, a banner for
messages and an overlay showing a row of cards. Everything is laid out from the viewport's
size, so the table reflows when the window is resized.

A game tells the view which cards each hand holds (:meth:`CardView.sync_hand`), what lies in
the middle (:meth:`CardView.sync_trick`, :meth:`CardView.set_pile`) and what the plates and
texts say; the view matches the cards to the items already shown and moves them. Your hand
answers the mouse and keyboard through :class:`~.input.HandInput`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QWidget,
)

from dokodesk.gui.cardart import CARD_ASPECT

from . import layout
from .animation import Animator
from .input import NONE, SELECT, HandInput, InputMode
from .items import (
    GOLD,
    PLATE_H,
    PLATE_W,
    Z_OVERLAY,
    Z_TRICK,
    CardId,
    CardItem,
    Faces,
    Plate,
    TextBox,
)
from .layout import BOTTOM, LEFT, LIFT, MARGIN, RIGHT, SLOTS, TOP, Geometry, Target

FELT_INNER = QColor("#2f7f4b")
FELT_OUTER = QColor("#154127")


class CardView(QGraphicsView):
    """The felt with its cards; ``faces`` draws them."""

    selectionChanged = Signal(int)
    """Number of cards marked in select mode."""
    resized = Signal()
    """The table was laid out anew for a new size."""

    def __init__(self, faces: Faces, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.faces = faces
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
        self.setMinimumSize(480, 360)
        self.card_width = 96
        self.full_hand = 12
        """The size of a full hand: the plates keep their place as the hands shrink."""
        self.animator = Animator(self)
        self.input = HandInput(self)
        # the items
        self.hands: dict[str, list[CardItem]] = {s: [] for s in SLOTS}
        self.trick: list[CardItem] = []
        self.trick_slots: list[str] = []
        """Where each card in the middle came from."""
        self.pile: list[CardItem] = []
        self.collecting: list[CardItem] = []
        self.targets: dict[CardItem, Target] = {}
        self.plates: dict[int, Plate] = {}
        self.plate_slots: dict[str, int] = {}
        """Which plate sits at which place; the others wait in a corner."""
        self.legal: set[CardId] | None = None
        """The hand cards that may be played now (the others are dimmed); None: all."""
        self.marked_cards: list[CardId] = []
        self.header = TextBox()
        self.header.setZValue(Z_TRICK - 5)
        self.scene().addItem(self.header)
        self.banner = TextBox(pixel_size=15, bold_first=False)
        self.banner.setZValue(Z_OVERLAY - 1)
        self.scene().addItem(self.banner)
        self.banner.setVisible(False)
        self.banner_error = False
        self.overlay_box: TextBox | None = None
        self.overlay_items: list[CardItem] = []
        self._overlay: tuple[list[str], list[tuple[CardId, str, bool]]] | None = None
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(lambda: self.banner.setVisible(False))
        self._collect_timer = QTimer(self)
        self._collect_timer.setSingleShot(True)
        self._collect_timer.timeout.connect(self._collect)
        self._collect_to: str | None = None
        self.geometry_: Geometry | None = None

    @property
    def animation_ms(self) -> int:
        return self.animator.duration_ms

    @animation_ms.setter
    def animation_ms(self, ms: int) -> None:
        self.animator.duration_ms = ms

    # ------------------------------------------------------------------------- geometry

    def layout_geometry(self) -> Geometry:
        """The measures for the viewport's size now."""
        vp = self.viewport().size()
        g = layout.geometry(vp.width(), vp.height(), self.card_width)
        self.scene().setSceneRect(0, 0, g.width, g.height)
        self.geometry_ = g
        return g

    def free_area(self) -> QRectF:
        """The middle of the table that nothing else covers, in viewport coordinates (for
        panels laid over it): below the header and the top hand and plate, between the side
        hands, above the side plates and your hand."""
        g = self.geometry_ or self.layout_geometry()
        top = MARGIN + g.back_w * CARD_ASPECT
        if self.header.isVisible():
            top = max(top, self.header.sceneBoundingRect().bottom())
        bottom = g.hand_top
        left, right = MARGIN + g.back_w * CARD_ASPECT, g.width - MARGIN - g.back_w * CARD_ASPECT
        for slot, key in self.plate_slots.items():
            plate = self.plates[key].sceneBoundingRect()
            if slot == TOP:
                top = max(top, plate.bottom())
            elif slot != BOTTOM:
                bottom = min(bottom, plate.top())
        for slot in (LEFT, RIGHT):
            if self.hands[slot]:
                hand = self.hand_extent(slot)
                left, right = (max(left, hand.right()), right) if slot == LEFT else (
                    left, min(right, hand.left()))
        area = QRectF(left + 6, top + 6, right - left - 12, bottom - top - 12)
        return self.mapFromScene(area).boundingRect().toRectF()

    def card_center(self, index: int) -> QPointF:
        """Viewport position of the middle of hand card ``index`` (for tests and scripts)."""
        target = self.targets[self.hands[BOTTOM][index]]
        return self.mapFromScene(target.center).toPointF()

    def drop_point(self) -> QPointF:
        """A viewport position on the felt where a dragged card is played."""
        g = self.geometry_ or self.layout_geometry()
        return self.mapFromScene(g.center).toPointF()

    def hand_cards(self) -> list[CardId | None]:
        """The cards of your hand as shown, left to right."""
        return [item.card for item in self.hands[BOTTOM]]

    # ------------------------------------------------------------------------- cards

    def new_card(self, card: CardId | None, width: int) -> CardItem:
        item = CardItem(self.faces, card, width)
        self.scene().addItem(item)
        return item

    def remove(self, item: CardItem) -> None:
        self.targets.pop(item, None)
        if item.scene() is not None:
            self.scene().removeItem(item)
        self.input.forget(item)

    def clear_hands(self) -> None:
        """Take every hand off the table at once (a new game is dealt)."""
        for slot in SLOTS:
            for item in self.hands[slot]:
                self.remove(item)
            self.hands[slot] = []

    def sync_hand(self, slot: str, wanted: Sequence[CardId | None], fresh: bool = False,
                  leaving: CardId | None = None, left: bool = False) -> CardItem | None:
        """Show ``wanted`` (None for a back) at ``slot``: cards kept stay, new ones come from
        the middle (at once when ``fresh``), cards no longer there fly to the middle. ``left``
        says one card, ``leaving`` (None: a back), went to the middle: its item is returned
        instead of fading out (the card being dragged, if it is that one)."""
        g = self.geometry_ or self.layout_geometry()
        pool = list(self.hands[slot])
        drag = self.input.drag
        origin: CardItem | None = None
        if left and drag is not None and drag in pool and drag.card == leaving:
            origin = drag
            pool.remove(drag)
        width = g.card_w if slot == BOTTOM else g.back_w
        items: list[CardItem] = []
        for card in wanted:
            match = next((it for it in pool if it.card == card), None)
            if match is None:
                match = self.new_card(card, width)
                match.set_center(g.center)
                match.setOpacity(1.0 if fresh else 0.0)
            else:
                pool.remove(match)
            items.append(match)
        if left and origin is None:
            origin = next((it for it in pool if it.card in (leaving, None)), None)
            if origin is not None:
                pool.remove(origin)
        for item in pool:
            self._fade_to(item, g.center)
        self.hands[slot] = items
        self._retarget_hand(slot)
        if self.input.focus_index >= len(self.hands[BOTTOM]):
            self.input.focus_index = len(self.hands[BOTTOM]) - 1
        return origin

    def _retarget_hand(self, slot: str) -> None:
        assert self.geometry_ is not None
        items = self.hands[slot]
        face_up = bool(items) and items[0].card is not None
        for item, target in zip(items, layout.hand_targets(self.geometry_, slot, len(items),
                                                           face_up), strict=True):
            self.targets[item] = target

    def hand_extent(self, slot: str) -> QRectF:
        """The area the hand at ``slot`` covers when full."""
        assert self.geometry_ is not None
        items = self.hands[slot]
        face_up = bool(items) and items[0].card is not None
        return layout.extent(layout.hand_targets(
            self.geometry_, slot, max(len(items), self.full_hand), face_up))

    def sync_trick(self, shown: Sequence[tuple[str, CardId]], origin: CardItem | None = None,
                   grown: bool = False) -> None:
        """The cards in the middle and where each came from. ``grown``: the same cards as
        before and one more, which comes from ``origin`` (an item that left a hand) when
        given."""
        g = self.geometry_ or self.layout_geometry()
        keep = 0
        if grown and len(self.trick) == len(shown) - 1 and all(
                it.card == c for it, (_, c) in zip(self.trick, shown, strict=False)):
            keep = len(self.trick)
        for item in self.trick[keep:]:
            self.remove(item)
        items = self.trick[:keep]
        for i, (slot, card) in enumerate(shown[keep:], start=keep):
            if origin is not None and i == len(shown) - 1:
                item = self._arrive(origin, card, g.card_w)
            else:
                item = self.new_card(card, g.card_w)
                item.set_center(g.slots[slot])
            item.dimmed = item.focused = item.selected = item.marked = False
            items.append(item)
        self.trick = items
        self.trick_slots = [slot for slot, _ in shown]
        self._retarget_trick()

    def _arrive(self, origin: CardItem, card: CardId, width: int) -> CardItem:
        """The item that carries ``card`` from ``origin`` (a hand's item) to the middle."""
        if origin.card is None:
            item = self.new_card(card, width)
            item.set_center(origin.center())
            item.setRotation(origin.rotation())
            item.setScale(origin.width / width)
            self.remove(origin)
        else:
            item = origin
            scale = item.width / width
            item.set_width(width)
            item.setScale(scale)
        if item is self.input.drag:
            self.input.drag = None
        return item

    def _retarget_trick(self) -> None:
        assert self.geometry_ is not None
        for i, (item, slot) in enumerate(zip(self.trick, self.trick_slots, strict=True)):
            self.targets[item] = layout.trick_target(self.geometry_, slot, i)

    def set_pile(self, cards: Sequence[CardId | None]) -> None:
        """A row of small cards in the middle (None for a back); empty: no pile."""
        g = self.geometry_ or self.layout_geometry()
        for item in self.pile:
            self.remove(item)
        self.pile = []
        for card in cards:
            item = self.new_card(card, g.back_w)
            item.set_center(g.center)
            self.pile.append(item)
        self._retarget_pile()

    def _retarget_pile(self) -> None:
        assert self.geometry_ is not None
        for item, target in zip(self.pile, layout.pile_targets(self.geometry_, len(self.pile)),
                                strict=True):
            self.targets[item] = target

    def collect_trick(self, slot: str, delay_ms: int) -> None:
        """After ``delay_ms`` the cards in the middle go to the player at ``slot``."""
        self._collect_to = slot
        self._collect_timer.start(delay_ms)

    def _collect(self) -> None:
        g = self.geometry_
        slot = self._collect_to
        self._collect_to = None
        if g is None or slot is None or not self.trick:
            return
        items, self.trick, self.trick_slots = self.trick, [], []
        point = self.plate_center(slot) if slot in self.plate_slots else g.hands[slot]
        self.collecting = items
        for item in items:
            self.targets.pop(item, None)

        def done() -> None:
            for item in items:
                self.remove(item)
            self.collecting = []

        self.animator.depart(items, point, done, shrink=True)

    def _fade_to(self, item: CardItem, point: QPointF) -> None:
        """Move ``item`` to ``point`` while fading it out, then remove it."""
        self.targets.pop(item, None)
        self.animator.depart([item], point, lambda: self.remove(item))

    def finish_animations(self) -> None:
        """Jump every running animation to its end (a new position is coming)."""
        if self._collect_timer.isActive():
            self._collect_timer.stop()
            self._collect()
        self.animator.finish()
        for item in self.collecting:
            self.remove(item)
        self.collecting = []

    def apply_marks(self) -> None:
        """Dim, mark and focus the cards of your hand as :attr:`legal`, :attr:`marked_cards`
        and the keyboard say."""
        marked = list(self.marked_cards)
        focus = self.input.mode != NONE and self.hasFocus()
        for i, item in enumerate(self.hands[BOTTOM]):
            item.dimmed = self.legal is not None and item.card not in self.legal
            item.focused = focus and i == self.input.focus_index
            item.marked = item.card in marked
            if item.card is not None and item.marked:
                marked.remove(item.card)
            item.update()

    def set_mode(self, mode: InputMode, select_limit: int = 0) -> None:
        """What your cards may do now: be played, be marked (up to ``select_limit``) or
        nothing."""
        self.input.mode = mode
        self.input.select_limit = select_limit
        if mode != SELECT:
            for item in self.hands[BOTTOM]:
                item.selected = False

    def place_all(self, animate: bool) -> None:
        """Move every card to its target (animated or at once), then the plates and texts."""
        lifted = self.input.lifted()
        self.animator.place(
            ((item, target._replace(center=target.center + QPointF(0, -LIFT))
              if item in lifted else target)
             for item, target in list(self.targets.items()) if item is not self.input.drag),
            animate)
        self._place_plates()
        self.header.setPos(MARGIN, MARGIN)
        self._place_banner()
        self.viewport().update()

    # ------------------------------------------------------------------------- plates

    def set_plates(self, keys: Sequence[int]) -> None:
        """One name plate for each of ``keys`` (the seats at the table)."""
        for plate in self.plates.values():
            self.scene().removeItem(plate)
        self.plates = {}
        for key in keys:
            plate = Plate()
            self.scene().addItem(plate)
            self.plates[key] = plate

    def plate_center(self, slot: str) -> QPointF:
        plate = self.plates[self.plate_slots[slot]]
        return plate.pos() + QPointF(PLATE_W / 2, PLATE_H / 2)

    def _place_plates(self) -> None:
        g = self.geometry_
        if g is None:
            return
        for slot, key in self.plate_slots.items():
            plate = self.plates[key]
            plate.setVisible(True)
            plate.setPos(layout.plate_position(g, slot, self.hand_extent(slot)))
        for key, plate in self.plates.items():
            if key not in self.plate_slots.values():
                plate.setPos(layout.parked_plate_position(g))

    # ------------------------------------------------------------------------- messages

    def show_message(self, text: str, error: bool = False, lasting: bool = False) -> None:
        """A short message in the middle of the table (errors in red), gone after a while
        (``lasting``: not before the next message or :meth:`hide_message`)."""
        self.banner_error = error
        self.banner.background = QColor(150, 28, 28, 225) if error else QColor(8, 28, 16, 200)
        self.banner.set_lines([text])
        self._place_banner()
        self.banner.setVisible(True)
        if lasting:
            self._banner_timer.stop()
        else:
            self._banner_timer.start(5000 if error else 3500)

    def hide_message(self) -> None:
        """Take the message away now."""
        self._banner_timer.stop()
        self.banner.setVisible(False)

    def message_text(self) -> str:
        """The message shown now ("" when none)."""
        return self.banner.lines[0] if self.banner.isVisible() and self.banner.lines else ""

    def _place_banner(self) -> None:
        g = self.geometry_
        if g is None:
            return
        wrap = max(200.0, g.width - 2 * MARGIN - 24)  # a long reason breaks onto a second line
        if self.banner.wrap_width != wrap:
            self.banner.wrap_width = wrap
            if self.banner.isVisible():
                self.banner.set_lines(self.banner.lines)
        size = self.banner.size()
        y = MARGIN + g.back_w * CARD_ASPECT + 14
        self.banner.setPos(g.center.x() - size.width() / 2, y)

    # ------------------------------------------------------------------------- overlay

    def show_overlay(self, lines: list[str], cards: Sequence[tuple[CardId, str, bool]]) -> None:
        """A box over the middle of the table: ``lines`` of text above a row of cards, each
        with a label below it, the flagged ones marked and their labels in gold."""
        self.hide_overlay()
        g = self.geometry_ or self.layout_geometry()
        self._overlay = (lines, list(cards))
        w = g.card_w
        gap = 18
        box = TextBox(pixel_size=14)
        box.background = QColor(6, 20, 12, 235)
        row = w * len(cards) + (len(cards) + 1) * gap
        box.min_width = row
        box.set_lines(lines)
        text_h = box.size().height()
        card_top = text_h + 8  # the cards below every line of the text
        box.min_height = text_h + w * CARD_ASPECT + 46
        box.set_lines(lines)
        indent = (box.size().width() - row) / 2  # the cards centred under a longer text
        box.setZValue(Z_OVERLAY)
        left = g.center.x() - box.size().width() / 2
        top = max(MARGIN, g.center.y() - box.size().height() / 2)
        box.setPos(left, top)
        self.scene().addItem(box)
        self.overlay_box = box
        font = QFont()
        font.setPixelSize(12)
        for i, (card, text, flagged) in enumerate(cards):
            item = self.new_card(card, w)
            item.setZValue(Z_OVERLAY + 1 + i)
            x = indent + gap + i * (w + gap)
            item.set_center(QPointF(left + x + w / 2, top + card_top + w * CARD_ASPECT / 2))
            item.marked = flagged
            self.overlay_items.append(item)
            label = QGraphicsSimpleTextItem(text, box)
            label.setFont(font)
            label.setBrush(GOLD if flagged else QColor("#ffffff"))
            label.setPos(x + (w - label.boundingRect().width()) / 2, card_top + 4 + w * CARD_ASPECT)

    def hide_overlay(self) -> None:
        for item in self.overlay_items:
            self.remove(item)
        self.overlay_items = []
        self._overlay = None
        if self.overlay_box is not None:
            self.scene().removeItem(self.overlay_box)
            self.overlay_box = None

    def overlay_shown(self) -> bool:
        return self.overlay_box is not None

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
        hot = self.input.drop_hot and self.input.drag is not None
        painter.setPen(QPen(QColor(255, 255, 255, 110 if hot else 45), 2 if hot else 1.5))
        painter.setBrush(QColor(255, 255, 255, 30 if hot else 12))
        painter.drawEllipse(g.center, rx, ry)

    # ------------------------------------------------------------------------- events

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.layout_geometry()
        self.resized.emit()
        self.finish_animations()
        for slot in SLOTS:
            self._retarget_hand(slot)
        self._retarget_trick()
        self._retarget_pile()
        if self._overlay is not None:
            self.show_overlay(*self._overlay)
        self.place_all(animate=False)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.overlay_shown():
            self.hide_overlay()
        elif not self.input.press(event):
            super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        self.input.move(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if not self.input.release(event):
            super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if not self.input.double_clicked(event):
            self.mousePressEvent(event)

    def leaveEvent(self, event: object) -> None:
        self.input.leave()

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.apply_marks()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.apply_marks()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_Escape and self.overlay_shown():
            self.hide_overlay()
        elif not self.input.key(event):
            super().keyPressEvent(event)
