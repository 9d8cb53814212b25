"""Where things lie on the felt, computed from the viewport's size alone: four places round
the table (your hand fanned at the bottom, the others left, top and right), the cards in the
middle, a pile, and the name plates beside the hands.

>>> g = geometry(1280, 760, card_width=96)
>>> g.card_w, g.back_w
(96, 58)
>>> [round(t.rotation, 1) for t in hand_targets(g, BOTTOM, 3, face_up=True)]
[-1.8, 0.0, 1.8]
"""

from __future__ import annotations

import math
from typing import NamedTuple

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QTransform

from dokodesk.gui.cardart import CARD_ASPECT

from .items import PLATE_H, PLATE_W, Z_HAND, Z_TRICK

BOTTOM, LEFT, TOP, RIGHT = "bottom", "left", "top", "right"
SLOTS = (BOTTOM, LEFT, TOP, RIGHT)
"""The places round the table, clockwise from yours."""
MARGIN = 12
LIFT = 18
"""How far a card of your hand rises when pointed at."""
TRICK_TILT = {BOTTOM: -3.0, LEFT: 5.0, TOP: -2.0, RIGHT: 4.0}
"""The slant of each place's card in the middle."""


class Target(NamedTuple):
    """Where an item belongs: centre, rotation, width and stacking order."""

    center: QPointF
    rotation: float
    width: int
    z: float


class Geometry(NamedTuple):
    """The table's measures for one viewport size."""

    width: float
    height: float
    card_w: int
    back_w: int
    center: QPointF
    hand_top: float
    """The top of your hand: a card dropped above it is played."""
    slots: dict[str, QPointF]
    """Where each place's card in the middle lies."""
    hands: dict[str, QPointF]
    """The centre of each place's hand."""


def geometry(width: float, height: float, card_width: int) -> Geometry:
    """The measures for a viewport of ``width`` x ``height`` with cards of about
    ``card_width`` (for a window of about 1280x800; larger tables get larger cards)."""
    width, height = float(max(width, 200)), float(max(height, 200))
    grow = max(1.0, min(1.4, min(height / 740, width / 1280)))
    card_w = int(max(44, min(card_width * grow, (height - 2 * MARGIN) * 0.19, width / 7.2)))
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
    return Geometry(width, height, card_w, back_w, center, hand_top, slots, hands)


def hand_targets(g: Geometry, slot: str, n: int, face_up: bool) -> list[Target]:
    """Where the ``n`` cards of the hand at ``slot`` lie: yours fanned, the others in a row
    of backs (wider apart when face up)."""
    if not n:
        return []
    base = g.hands[slot]
    out = []
    if slot == BOTTOM:
        # the hand keeps clear of the name plate at the bottom left, and its outer cards'
        # slant of the right edge
        w = g.card_w
        room = g.width - 2 * MARGIN - PLATE_W - 44 - w * 0.15
        spacing = min(w * 0.52, (room - w) / max(1, n - 1))
        half = (spacing * (n - 1) + w) / 2
        base = QPointF(max(base.x(), MARGIN + PLATE_W + 44 + half), base.y())
        step = 1.8 * min(1.0, 11 / (n - 1)) if n > 1 else 0.0  # a fuller hand fans no wider
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


def extent(targets: list[Target]) -> QRectF:
    """The area cards lying at ``targets`` cover."""
    rect = QRectF()
    for t in targets:
        w, h = float(t.width), t.width * CARD_ASPECT
        turn = QTransform().translate(t.center.x(), t.center.y()).rotate(t.rotation)
        r = turn.mapRect(QRectF(-w / 2, -h / 2, w, h))
        rect = r if rect.isNull() else rect.united(r)
    return rect


def trick_target(g: Geometry, slot: str, index: int) -> Target:
    """Where the card from ``slot`` lies in the middle, ``index`` cards into the trick."""
    return Target(g.slots[slot], TRICK_TILT[slot], g.card_w, Z_TRICK + index)


def pile_targets(g: Geometry, n: int) -> list[Target]:
    """A row of ``n`` small cards in the middle of the table."""
    w = g.back_w
    return [Target(g.center + QPointF((i - (n - 1) / 2) * w * 0.55, 0), 0, w, Z_TRICK + i)
            for i in range(n)]


def plate_position(g: Geometry, slot: str, hand: QRectF) -> QPointF:
    """The top left of the name plate at ``slot``, beside the area ``hand`` its full hand
    covers."""
    if slot == BOTTOM:
        x = max(MARGIN, min(hand.left() - PLATE_W - 20, g.width / 2 - PLATE_W / 2))
        return QPointF(x, g.height - MARGIN - PLATE_H)
    if slot == TOP:
        return QPointF(min(hand.right() + 16, g.width - PLATE_W - MARGIN), MARGIN)
    if slot == LEFT:
        return QPointF(MARGIN, min(hand.bottom() + 10, g.hand_top - PLATE_H))
    return QPointF(g.width - MARGIN - PLATE_W, min(hand.bottom() + 10, g.hand_top - PLATE_H))


def parked_plate_position(g: Geometry) -> QPointF:
    """Where the plate of somebody not in this game waits: the top right corner."""
    return QPointF(g.width - MARGIN - PLATE_W, MARGIN)
