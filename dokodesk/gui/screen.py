"""Windows that fit the screen they open on: every top-level window and dialog of the app is
sized through :func:`fit`, which keeps it (and its frame) inside the screen's available
geometry, however large the size asked for or restored from the settings of a larger screen.

>>> from PySide6.QtCore import QRect, QSize
>>> fitted(QSize(1280, 800), QRect(0, 0, 1366, 768), QSize(0, 30)).toTuple()
(1280, 738)
>>> fitted(QSize(900, 600), QRect(0, 0, 1366, 768), QSize(0, 30)).toTuple()
(900, 600)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = QSize(8, 38)
"""What a window manager's frame is assumed to take before a window has been shown (the
title bar and the borders); once shown, the window's own frame is measured."""

SMALLEST = QSize(1280, 720)
"""The smallest screen the app is laid out for: no window needs more than this."""


def fitted(size: QSize, available: QRect, frame: QSize) -> QSize:
    """``size`` made no larger than ``available`` less the window's ``frame``."""
    return QSize(max(1, min(size.width(), available.width() - frame.width())),
                 max(1, min(size.height(), available.height() - frame.height())))


def available(widget: QWidget) -> QRect:
    """The available geometry (without panels and docks of the desktop) of the screen
    ``widget`` is on, or its parent's, or the primary screen's."""
    window = widget.window()
    parent = window.parentWidget()
    screen = (window.screen() if window.isVisible() or parent is None
              else parent.window().screen())
    if screen is None:
        screen = QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def frame_of(widget: QWidget) -> QSize:
    """What the window manager's frame adds to ``widget``'s window (assumed until shown)."""
    window = widget.window()
    if not window.isVisible():
        return FRAME
    outer, inner = window.frameGeometry(), window.geometry()
    return QSize(outer.width() - inner.width(), outer.height() - inner.height())


def fit(window: QWidget, width: int | None = None, height: int | None = None) -> None:
    """Size ``window`` to ``width`` x ``height`` (default: the size it has), no larger than the
    available screen, and fit it again each time it is shown (its size then, on the screen it
    opens on, moved onto that screen)."""
    if width is not None or height is not None:
        _fit_now(window, QSize(window.width() if width is None else width,
                               window.height() if height is None else height))
    if window.property(_FITTED) is None:
        window.setProperty(_FITTED, True)
        window.installEventFilter(_Keeper(window))


_FITTED = "fittedToScreen"


def _fit_now(window: QWidget, wanted: QSize) -> None:
    room = available(window)
    size = fitted(wanted, room, frame_of(window))
    least = window.minimumSize()
    if least.width() > size.width() or least.height() > size.height():
        window.setMinimumSize(least.boundedTo(size))
    if size != window.size():
        window.resize(size)
    if window.isVisible():
        window.move(onto(window.frameGeometry(), room))


class _Keeper(QObject):
    """Fits its window each time the window is shown."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is QEvent.Type.Show and isinstance(watched, QWidget) \
                and watched.isWindow():
            _fit_now(watched, watched.size())
        return False


def onto(frame: QRect, room: QRect) -> QPoint:
    """Where a window's ``frame`` goes so that it lies inside ``room`` (as far as it can).

    >>> onto(QRect(1200, 500, 400, 300), QRect(0, 0, 1366, 768)).toTuple()
    (966, 468)
    """
    x = min(max(frame.x(), room.x()), room.right() + 1 - frame.width())
    y = min(max(frame.y(), room.y()), room.bottom() + 1 - frame.height())
    return QPoint(max(x, room.x()), max(y, room.y()))
