"""The three ways into dokodesk, offered to a newcomer at the first start and from the Help
menu: play a Partie, learn Doppelkopf in the course, or read the rules in plain words.

The dialog only reports the way chosen (:attr:`WaysInDialog.chosen`: ``play``, ``learn`` or
``rules``); the main window goes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

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


Words = tuple[str, str, dict[str, tuple[str, str]], str]
"""A choice dialog's words: its title, the line below it, each choice's head and line, and the
words of the button that closes it without a choice."""


class ChoiceDialog(QDialog):
    """A dialog of big buttons, one per choice, each with a head and a line of words below it,
    and a small button closing it without a choice (the ways in, the first Partie): the
    words come from ``words`` in the language installed, again on a language switch while it
    is open; :attr:`chosen` reports the choice made (the dialog closes)."""

    chosen = Signal(str)
    """The choice made: one of the choices it was made with."""

    WIDTH = 480
    """The width of a choice's button (its line wraps to it)."""

    def __init__(self, choices: Sequence[str], words: Callable[[], Words],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._words = words
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
        for choice in choices:
            button = QPushButton()
            layout.addWidget(button)  # first: the labels get the dialog's style sheet
            inside = QVBoxLayout(button)
            inside.setContentsMargins(18, 10, 18, 10)
            inside.setSpacing(2)
            head, line = QLabel(button), QLabel(button)
            head.setObjectName("head")
            line.setObjectName("line")
            line.setWordWrap(True)
            for label in (head, line):
                label.ensurePolished()
                inside.addWidget(label)
            self._labels[choice] = (head, line)
            self._insides[choice] = inside
            button.clicked.connect(lambda _=False, c=choice: self._choose(c))
            self.buttons[choice] = button
        self.close_button = QPushButton()
        self.close_button.setObjectName("close")
        self.close_button.clicked.connect(self.reject)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignCenter)
        first = self.buttons[choices[0]]
        first.setDefault(True)
        first.setFocus()
        self._retranslate()
        fit(self)

    def _retranslate(self) -> None:
        """Every text in the language now installed; each button as high as its words."""
        title, text, words, close = self._words()
        self.setWindowTitle(title)
        self.title.setText(title)
        self.text.setText(text)
        for choice, (head, line) in words.items():
            button = self.buttons[choice]
            button.setAccessibleName(head)
            button.setToolTip(line)
            head_label, line_label = self._labels[choice]
            head_label.setText(head)
            line_label.setText(line)
            inside = self._insides[choice]
            margins = inside.contentsMargins()
            inner = self.WIDTH - margins.left() - margins.right()
            height = (margins.top() + margins.bottom() + inside.spacing()
                      + head_label.sizeHint().height() + line_label.heightForWidth(inner))
            button.setMinimumSize(self.WIDTH, height)
        self.close_button.setText(close)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _choose(self, choice: str) -> None:
        self.accept()
        self.chosen.emit(choice)


class WaysInDialog(ChoiceDialog):
    """Eine Partie spielen, Doppelkopf lernen or Regeln nachlesen: one big button each; its
    words follow a language switch while it is open. :attr:`chosen` reports one of
    :data:`WAYS`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(WAYS, self._ways_words, parent)

    def _ways_words(self) -> Words:
        return (
            self.tr("Welcome to dokodesk"),
            self.tr("Doppelkopf at your own table. How would you like to begin?"),
            {"play": (self.tr("Play a Partie"),
                      self.tr("Four at the table: you and three computer players.")),
             "learn": (self.tr("Learn Doppelkopf"),
                       self.tr("Lessons at the table, from the cards and their Augen to the "
                               "house rules.")),
             "rules": (self.tr("Read the rules"),
                       self.tr("The rules of the game in plain words."))},
            self.tr("Not now"))
