"""A layout that puts its widgets in a row and starts another row where the next one does not
fit, so that nothing is clipped in a narrow window (the action bar below the table).

>>> from PySide6.QtWidgets import QApplication, QPushButton, QWidget
>>> app = QApplication.instance() or QApplication([])
>>> bar = QWidget()
>>> rows = RowsLayout(bar)
>>> for text in ("one", "two", "three"):
...     rows.addWidget(QPushButton(text))
>>> rows.heightForWidth(2000) < rows.heightForWidth(120)
True
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class RowsLayout(QLayout):
    """Widgets left to right in rows, each at its preferred width, each row as high as its
    highest; the one added with :meth:`add_stretching` asks only for its minimum width and
    takes the rest of its row (a label that wraps grows higher), the other rows keep to the
    right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._stretching: QLayoutItem | None = None

    def add_stretching(self, widget: QWidget) -> None:
        """Add ``widget`` to take the width its row leaves over."""
        self.addWidget(widget)
        self._stretching = self._items[-1]

    # --- QLayout ----------------------------------------------------------------------------

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        if not 0 <= index < len(self._items):
            return None
        item = self._items.pop(index)
        if item is self._stretching:
            self._stretching = None
        return item

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        margins = self.contentsMargins()
        spacing = self.spacing()
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + spacing * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())

    def minimumSize(self) -> QSize:
        margins = self.contentsMargins()
        shown = self._shown()
        width = max((item.minimumSize().width() for item in shown), default=0)
        height = max((item.minimumSize().height() for item in shown), default=0)
        return QSize(width + margins.left() + margins.right(),
                     height + margins.top() + margins.bottom())

    # --- arranging --------------------------------------------------------------------------

    def _wanted(self, item: QLayoutItem) -> int:
        """The width ``item`` asks for."""
        if item is self._stretching:
            return item.minimumSize().width()
        return item.sizeHint().width()

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _rows(self, width: int) -> list[list[QLayoutItem]]:
        """The items row by row for a width of ``width``."""
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            wanted = self._wanted(item)
            if rows[-1] and used + self.spacing() + wanted > width:
                rows.append([])
                used = 0
            used += wanted + (self.spacing() if rows[-1] else 0)
            rows[-1].append(item)
        return rows

    def _arrange(self, rect: QRect, move: bool) -> int:
        """Place the items in ``rect`` (only measure unless ``move``); the height they need."""
        margins = self.contentsMargins()
        inner = rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom())
        spacing = self.spacing()
        if not self._shown():
            return margins.top() + margins.bottom()
        y = inner.y()
        for row in self._rows(inner.width()):
            spare = inner.width() - sum(self._wanted(item) for item in row) \
                - spacing * (len(row) - 1)
            widths = [self._wanted(item) + (max(0, spare) if item is self._stretching else 0)
                      for item in row]
            height = max(item.heightForWidth(width) if item.hasHeightForWidth()
                         else item.sizeHint().height() for item, width in zip(row, widths,
                                                                              strict=True))
            x = inner.x() if self._stretching in row else inner.x() + max(0, spare)
            for item, width in zip(row, widths, strict=True):
                if move:
                    item.setGeometry(QRect(QPoint(x, y), QSize(width, height)))
                x += width + spacing
            y += height + spacing
        return y - spacing - rect.y() + margins.bottom()
