"""The three ways into dokodesk, offered to a newcomer at the first start and from the Help
menu: play a Partie, learn Doppelkopf in the course, or read the rules in plain words.

The dialog only reports the way chosen (:attr:`WaysInDialog.chosen`: ``play``, ``learn`` or
``rules``); the main window goes it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

WAYS = ("play", "learn", "rules")
"""The ways in, in the order they are offered."""

STYLE = """
QDialog { background: #0f2d1b; }
QLabel { color: #f4f4f0; }
QLabel#title { font-size: 22px; font-weight: bold; color: #f2c14e; }
QPushButton { background: #f4f1e6; border: 1px solid #b9b29a; border-radius: 10px; }
QPushButton QLabel { color: #14301e; background: transparent; font-size: 14px; }
QPushButton QLabel#head { font-size: 17px; font-weight: bold; }
QPushButton:hover, QPushButton:focus { background: #ffffff; border: 2px solid #f2c14e; }
QPushButton#close { background: transparent; color: #c9d2cb; border: none; font-size: 13px;
                    padding: 4px; }
"""


class WaysInDialog(QDialog):
    """Eine Partie spielen, Doppelkopf lernen or Regeln nachlesen: one big button each."""

    chosen = Signal(str)
    """The way chosen: one of :data:`WAYS` (the dialog closes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome to dokodesk"))
        self.setStyleSheet(STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 18)
        layout.setSpacing(12)
        title = QLabel(self.tr("Welcome to dokodesk"))
        title.setObjectName("title")
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(title)
        text = QLabel(self.tr("Doppelkopf at your own table. How would you like to begin?"))
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        text.setWordWrap(True)
        layout.addWidget(text)
        labels = {
            "play": (self.tr("Play a Partie"),
                     self.tr("Four at the table: you and three computer players.")),
            "learn": (self.tr("Learn Doppelkopf"),
                      self.tr("Lessons at the table, from the cards and their Augen to the "
                              "house rules.")),
            "rules": (self.tr("Read the rules"),
                      self.tr("The rules of the game in plain words.")),
        }
        self.buttons: dict[str, QPushButton] = {}
        for way in WAYS:
            head, line = labels[way]
            button = QPushButton()
            layout.addWidget(button)  # first: the labels get the dialog's style sheet
            button.setAccessibleName(head)
            button.setToolTip(line)
            inside = QVBoxLayout(button)
            inside.setContentsMargins(18, 10, 18, 10)
            inside.setSpacing(2)
            for words, name in ((head, "head"), (line, "line")):
                label = QLabel(words, button)
                label.setObjectName(name)
                label.ensurePolished()
                inside.addWidget(label)
            hint = inside.sizeHint()
            button.setMinimumSize(max(460, hint.width()), hint.height())
            button.clicked.connect(lambda _=False, w=way: self._choose(w))
            self.buttons[way] = button
        later = QPushButton(self.tr("Not now"))
        later.setObjectName("close")
        later.clicked.connect(self.reject)
        layout.addWidget(later, 0, Qt.AlignmentFlag.AlignCenter)
        self.buttons["play"].setDefault(True)

    def _choose(self, way: str) -> None:
        self.accept()
        self.chosen.emit(way)
