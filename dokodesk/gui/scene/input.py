"""The mouse and the keyboard on your hand: drag a card onto the felt, click (or double-click)
it, or choose it with the arrow keys and press Enter. Each way asks one hook, :attr:`HandInput.
on_play`, whether the card may be played: None means played, a text is why not, and the card
flies back into the hand while the reason is shown. In select mode a click (or Enter) marks a
card instead.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPolygonF, QTransform
from PySide6.QtWidgets import QApplication

from .items import Z_DRAG, CardId, CardItem
from .layout import BOTTOM, LIFT

if TYPE_CHECKING:
    from .view import CardView

PlayHook = Callable[[CardId], str | None]
"""Asked whether a card may be played: None (it is played) or the reason it may not."""
class InputMode(Enum):
    """What the cards of your hand may do."""

    PLAY = "play"
    """Be played (dragged, clicked or chosen by keyboard)."""
    SELECT = "select"
    """Be marked, up to a limit (the cards given back in an Armut)."""
    NONE = "none"
    """Nothing."""


PLAY, SELECT, NONE = InputMode.PLAY, InputMode.SELECT, InputMode.NONE
ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)


class HandInput:
    """What the mouse and the keyboard do with the hand at the bottom of ``view``."""

    def __init__(self, view: CardView) -> None:
        self.view = view
        self.mode: InputMode = NONE
        self.select_limit = 0
        self.double_click = False
        """Play on a double-click (a single click only points at the card)."""
        self.on_play: PlayHook | None = None
        self.focus_index = -1
        """The hand card chosen with the arrow keys (-1: none)."""
        self.drag: CardItem | None = None
        """The card being dragged, or being offered to :attr:`on_play`."""
        self.hover: CardItem | None = None
        self.drop_hot = False
        """Whether a dragged card is over the felt, where letting go plays it."""
        self._press: tuple[CardItem, QPointF] | None = None
        self._drag_offset = QPointF()

    @property
    def hand(self) -> list[CardItem]:
        return self.view.hands[BOTTOM]

    def lifted(self) -> set[CardItem]:
        """The hand cards shown raised: marked ones, the one pointed at, the focused one."""
        lifted = {item for item in self.hand if item.selected}
        if self.hover is not None and self.mode == PLAY and self.hover in self.view.targets:
            lifted.add(self.hover)
        if 0 <= self.focus_index < len(self.hand) and self.view.hasFocus() and self.mode != NONE:
            lifted.add(self.hand[self.focus_index])
        return lifted

    def selected_cards(self) -> list[CardId]:
        return [item.card for item in self.hand if item.selected and item.card is not None]

    def forget(self, item: CardItem) -> None:
        """``item`` left the table."""
        if item is self.hover:
            self.hover = None

    def item_at(self, point: QPointF) -> CardItem | None:
        """The hand card under ``point`` (scene coordinates), judged by its resting place."""
        lifted = self.lifted()
        for item in reversed(self.hand):
            target = self.view.targets.get(item)
            if target is None:
                continue
            lift = LIFT if item in lifted else 0
            rect = QRectF(-item.width / 2, -item.height / 2 - lift, item.width,
                          item.height + lift)
            transform = QTransform().translate(target.center.x(), target.center.y()).rotate(
                target.rotation)
            if transform.map(QPolygonF(rect)).containsPoint(point, Qt.FillRule.OddEvenFill):
                return item
        return None

    def _in_drop_area(self, point: QPointF) -> bool:
        g = self.view.geometry_
        return g is not None and point.y() < g.hand_top - 6

    def _set_drop_hot(self, hot: bool) -> None:
        if hot != self.drop_hot:
            self.drop_hot = hot
            self.view.resetCachedContent()
            self.view.viewport().update()

    # ------------------------------------------------------------------------- the mouse

    def press(self, event: QMouseEvent) -> bool:
        """A button went down; False when it is not for the hand."""
        if event.button() != Qt.MouseButton.LeftButton or self.mode == NONE:
            return False
        point = self.view.mapToScene(event.position().toPoint())
        item = self.item_at(point)
        if item is not None:
            self._press = (item, event.position())
            self._drag_offset = item.center() - point
        return True

    def move(self, event: QMouseEvent) -> None:
        point = self.view.mapToScene(event.position().toPoint())
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            item, start = self._press
            if self.drag is None and self.mode == PLAY and (
                    (event.position() - start).manhattanLength()
                    >= QApplication.startDragDistance()):
                self.drag = item
                item.setRotation(0)
                item.setZValue(Z_DRAG)
            if self.drag is not None:
                self.drag.set_center(point + self._drag_offset)
                self._set_drop_hot(self._in_drop_area(point))
            return
        hover = self.item_at(point) if self.mode == PLAY else None
        if hover is not self.hover:
            self.hover = hover
            self.view.place_all(animate=False)
        self.view.setCursor(Qt.CursorShape.OpenHandCursor if hover is not None
                            else Qt.CursorShape.ArrowCursor)

    def release(self, event: QMouseEvent) -> bool:
        """A button came up; False when no press on the hand began it."""
        press, self._press = self._press, None
        if press is None:
            return False
        item, _ = press
        if self.drag is not None:
            self._set_drop_hot(False)
            if self._in_drop_area(self.view.mapToScene(event.position().toPoint())):
                self.try_play(item)
            else:
                self.snap_back()
        elif self.mode == SELECT:
            self.toggle(item)
        elif self.mode == PLAY and not self.double_click:
            self.try_play(item)
        return True

    def double_clicked(self, event: QMouseEvent) -> bool:
        """A double-click; False when it plays no card."""
        if self.mode == PLAY and self.double_click:
            item = self.item_at(self.view.mapToScene(event.position().toPoint()))
            if item is not None:
                self.try_play(item)
                return True
        return False

    def leave(self) -> None:
        if self.hover is not None:
            self.hover = None
            self.view.place_all(animate=False)

    # ------------------------------------------------------------------------- the keyboard

    def key(self, event: QKeyEvent) -> bool:
        """Left and Right choose a card, Enter (or Space) plays or marks it; False for any
        other key."""
        key = event.key()
        hand = self.hand
        if self.mode == NONE or not hand:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.step_focus(-1 if key == Qt.Key.Key_Left else 1)
            return True
        if key in ENTER_KEYS and 0 <= self.focus_index < len(hand):
            item = hand[self.focus_index]
            if self.mode == SELECT:
                self.toggle(item)
            else:
                self.try_play(item)
            return True
        return False

    def step_focus(self, step: int) -> None:
        """Move the keyboard's card ``step`` (1 right, -1 left) to the next card that may be
        played (any card in select mode), round the end of the hand."""
        hand = self.hand
        legal = self.view.legal if self.mode == PLAY else None
        start = self.focus_index if self.focus_index >= 0 else (-1 if step > 0 else len(hand))
        for i in range(1, len(hand) + 1):
            index = (start + i * step) % len(hand)
            if legal is None or hand[index].card in legal:
                self.focus_index = index
                break
        self.view.apply_marks()
        self.view.place_all(animate=False)

    # ------------------------------------------------------------------------- what it does

    def toggle(self, item: CardItem) -> None:
        """Mark or unmark ``item`` (select mode), up to :attr:`select_limit` cards."""
        if not item.selected and len(self.selected_cards()) >= self.select_limit:
            return
        item.selected = not item.selected
        item.update()
        self.view.place_all(animate=True)
        self.view.selectionChanged.emit(len(self.selected_cards()))

    def try_play(self, item: CardItem) -> None:
        """Offer ``item``'s card to :attr:`on_play`; snap back with the reason if refused (and
        drop back, though the pointer is still on it)."""
        if item.card is None or self.on_play is None:
            self.snap_back()
            return
        if self.drag is None:
            self.drag = item
        reason = self.on_play(item.card)
        if reason is None:
            self.drag = None
            return
        self.snap_back()
        if item is self.hover:  # a card refused drops back into the hand, not left raised
            self.hover = None
            self.view.place_all(animate=True)
        if reason:
            self.view.show_message(reason, error=True)

    def snap_back(self) -> None:
        """The dragged card flies back to its place in the hand."""
        item, self.drag = self.drag, None
        self._set_drop_hot(False)
        self.view.viewport().update()
        if item is not None and item in self.view.targets:
            self.view.animator.snap_back(item, self.view.targets[item])
