"""The three ways into dokodesk, offered to a newcomer at the first start and from the Help
menu: play a Partie, learn Doppelkopf in the course, or read the rules in plain words.

The dialog only reports the way chosen (:attr:`WaysInDialog.chosen`: ``play``, ``learn`` or
``rules``); the main window goes it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QDialog, QLabel, QPushButton, QVBoxLayout, QWidget

from .screen import fit

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
    """Eine Partie spielen, Doppelkopf lernen or Regeln nachlesen: one big button each; its
    words follow a language switch while it is open."""

    chosen = Signal(str)
    """The way chosen: one of :data:`WAYS` (the dialog closes)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(STYLE)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(28, 22, 28, 18)
        layout.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.title)
        self.text = QLabel()
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.text.setWordWrap(True)
        layout.addWidget(self.text)
        self.buttons: dict[str, QPushButton] = {}
        self._labels: dict[str, tuple[QLabel, QLabel]] = {}
        self._insides: dict[str, QVBoxLayout] = {}
        for way in WAYS:
            button = QPushButton()
            layout.addWidget(button)  # first: the labels get the dialog's style sheet
            inside = QVBoxLayout(button)
            inside.setContentsMargins(18, 10, 18, 10)
            inside.setSpacing(2)
            labels = []
            for name in ("head", "line"):
                label = QLabel(button)
                label.setObjectName(name)
                label.ensurePolished()
                inside.addWidget(label)
                labels.append(label)
            self._labels[way] = (labels[0], labels[1])
            self._insides[way] = inside
            button.clicked.connect(lambda _=False, w=way: self._choose(w))
            self.buttons[way] = button
        self.later = QPushButton()
        self.later.setObjectName("close")
        self.later.clicked.connect(self.reject)
        layout.addWidget(self.later, 0, Qt.AlignmentFlag.AlignCenter)
        self.buttons["play"].setDefault(True)
        self._retranslate()
        fit(self)

    def _retranslate(self) -> None:
        """Every text in the language now installed."""
        self.setWindowTitle(self.tr("Welcome to dokodesk"))
        self.title.setText(self.tr("Welcome to dokodesk"))
        self.text.setText(self.tr("Doppelkopf at your own table. How would you like to begin?"))
        words = {
            "play": (self.tr("Play a Partie"),
                     self.tr("Four at the table: you and three computer players.")),
            "learn": (self.tr("Learn Doppelkopf"),
                      self.tr("Lessons at the table, from the cards and their Augen to the "
                              "house rules.")),
            "rules": (self.tr("Read the rules"),
                      self.tr("The rules of the game in plain words.")),
        }
        for way, (head, line) in words.items():
            button = self.buttons[way]
            button.setAccessibleName(head)
            button.setToolTip(line)
            head_label, line_label = self._labels[way]
            head_label.setText(head)
            line_label.setText(line)
            hint = self._insides[way].sizeHint()
            button.setMinimumSize(max(460, hint.width()), hint.height())
        self.later.setText(self.tr("Not now"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _choose(self, way: str) -> None:
        self.accept()
        self.chosen.emit(way)
