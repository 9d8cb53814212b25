"""Cards moving: to their places, back into the hand, off the table.

Two kinds of animation run: *moves* take cards to their places, and a new layout takes over
from wherever they are; *departures* (a card fading out, a trick gathered to its winner) must
run to their end, and :meth:`Animator.finish` jumps every animation there at once when a new
position is coming.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
)

from .items import CardItem
from .layout import Target

Change = tuple[bytes, object]
"""A property of an item and the value it goes to."""


class Animator(QObject):
    """Runs the table's animations; ``duration_ms`` 0 puts everything in place at once."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duration_ms = 300
        self._departures: list[QAbstractAnimation] = []
        self._moves: list[QAbstractAnimation] = []

    def _group(self, items: Iterable[tuple[CardItem, Iterable[Change]]], duration: int,
               easing: QEasingCurve.Type | None) -> QParallelAnimationGroup:
        group = QParallelAnimationGroup(self)
        for item, changes in items:
            for prop, value in changes:
                anim = QPropertyAnimation(item, prop, group)
                anim.setDuration(duration)
                if easing is not None:
                    anim.setEasingCurve(easing)
                anim.setEndValue(value)
                group.addAnimation(anim)
        return group

    @staticmethod
    def _start(group: QAbstractAnimation, running: list[QAbstractAnimation]) -> None:
        running.append(group)
        group.finished.connect(lambda: running.remove(group) if group in running else None)
        group.start()

    def place(self, targets: Iterable[tuple[CardItem, Target]], animate: bool) -> None:
        """Move each item to its target (its centre, rotation and width), fully shown; moves
        still running stop where they are and go on from there."""
        for move in self._moves:
            move.stop()
        self._moves.clear()
        duration = self.duration_ms if animate else 0
        moving: list[tuple[CardItem, list[Change]]] = []
        for item, target in targets:
            item.setZValue(target.z)
            item.set_width(target.width)
            pos = item.top_left_for(target.center)
            if duration <= 0 or (item.pos() == pos and item.rotation() == target.rotation
                                 and item.opacity() == 1.0 and item.scale() == 1.0):
                item.setPos(pos)
                item.setRotation(target.rotation)
                item.setOpacity(1.0)
                item.setScale(1.0)
                continue
            moving.append((item, [(b"pos", pos), (b"rotation", target.rotation),
                                  (b"opacity", 1.0), (b"scale", 1.0)]))
        if moving:
            self._start(self._group(moving, duration, QEasingCurve.Type.OutCubic), self._moves)

    def snap_back(self, item: CardItem, target: Target) -> None:
        """``item`` springs back to ``target`` (a refused card returning to the hand)."""
        item.setZValue(target.z)
        pos = item.top_left_for(target.center)
        if self.duration_ms <= 0:
            item.setPos(pos)
            item.setRotation(target.rotation)
            return
        group = self._group([(item, [(b"pos", pos), (b"rotation", target.rotation)])],
                            max(120, self.duration_ms), QEasingCurve.Type.OutBack)
        self._start(group, self._moves)

    def depart(self, items: list[CardItem], point: QPointF, done: Callable[[], None],
               shrink: bool = False) -> None:
        """``items`` fly to ``point`` and fade out (``shrink``: growing smaller, as a trick
        gathered by its winner); then ``done`` is called (at once without animation)."""
        if self.duration_ms <= 0:
            done()
            return
        changes: list[Change] = [(b"opacity", 0.0), *([(b"scale", 0.45)] if shrink else [])]
        group = self._group([(item, [(b"pos", item.top_left_for(point)), *changes])
                             for item in items], self.duration_ms,
                            QEasingCurve.Type.InOutQuad if shrink else None)
        group.finished.connect(done)
        self._start(group, self._departures)

    def finish(self) -> None:
        """Jump every running animation to its end."""
        for animation in [*self._departures, *self._moves]:
            animation.setCurrentTime(animation.totalDuration())
            animation.stop()
        self._departures.clear()
        self._moves.clear()
