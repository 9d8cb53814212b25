"""The colours the game's words are shown in: the parties (the same on the table, in the score
dialog and wherever Re and Kontra are told apart) and the chips on the name plates."""

from __future__ import annotations

from PySide6.QtGui import QColor

RE_COLOR = "#c0392b"
"""Re is red."""
KONTRA_COLOR = "#2e6bb5"
"""Kontra is blue."""

CHIP_COLORS: dict[str, QColor] = {
    "re": QColor(RE_COLOR),
    "kontra": QColor(KONTRA_COLOR),
    "announcement": QColor("#f2c14e"),
    "reservation": QColor("#e8d2a6"),
    "healthy": QColor("#d9e6dc"),
    "declined": QColor("#bfbfbf"),
    "sits_out": QColor("#bfbfbf"),
    "tricks": QColor(255, 255, 255, 60),
}
"""A chip's colour by its kind (:data:`dokodesk.text.table.CHIP_KINDS`)."""
