"""Python's cyclic garbage collected between events only.

Left to itself, Python collects reference cycles whenever enough objects have been allocated:
in the middle of any call. A cycle that holds a Qt object (a chart's old items, say) is then
destroyed right there; inside a Qt call that holds the signal-slot lock (Qt shares a few such
locks among all objects: adding an item to a chart connects signals) the object's destructor
waits for that very lock, and the app hangs for good. So the automatic collection is switched
off, and a timer of the GUI thread collects between events, where no such lock is held: the
generations Python would have collected by then, by Python's own thresholds.

>>> from PySide6.QtWidgets import QApplication
>>> app = QApplication.instance() or QApplication([])
>>> enabled = gc.isenabled()
>>> collector = EventLoopCollector(app)
>>> gc.isenabled()
False
>>> collector.stop()
>>> gc.isenabled() == enabled
True
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 500
"""How often the timer looks whether a generation is due."""


def due_generation(counts: tuple[int, int, int], thresholds: tuple[int, int, int]) -> int:
    """The oldest generation Python would collect at ``counts`` (``gc.get_count()``) under
    ``thresholds`` (``gc.get_threshold()``), or -1 for none.

    >>> due_generation((701, 3, 1), (700, 10, 10)), due_generation((701, 11, 1), (700, 10, 10))
    (0, 1)
    >>> due_generation((12, 11, 11), (700, 10, 10))
    -1
    """
    due = [g for g in range(3) if counts[g] > thresholds[g] and thresholds[g] > 0]
    return max(due) if due and due[0] == 0 else -1


class EventLoopCollector(QObject):
    """Collects cyclic garbage from the event loop of the thread it lives in (the GUI thread),
    with automatic collection off from its start until :meth:`stop`."""

    def __init__(self, parent: QObject, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.collect)
        self._timer.start(interval_ms)

    def collect(self) -> int:
        """Collect the generation that is due (:func:`due_generation`); returns it, or -1."""
        counts = gc.get_count()
        thresholds = gc.get_threshold()
        generation = due_generation((counts[0], counts[1], counts[2]),
                                    (thresholds[0], thresholds[1], thresholds[2]))
        if generation >= 0:
            gc.collect(generation)
        return generation

    def stop(self) -> None:
        """Stop the timer; automatic collection is on again if it was before."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()


__all__ = ["EventLoopCollector", "due_generation"]
