"""The Tipp beside the table: on request the decision is judged
(:func:`dokodesk.ai.judgement.judge`, salt 0, as the analysis judges it) on a worker thread,
while the panel shows that it is thinking; then it shows the first choice with its reason, every
choice as good as it ("gleich gut") and what the next choices cost
(:func:`dokodesk.ai.judgement.tip`, worded by :func:`dokodesk.text.hints.say_tip`). Asked again,
or after a take-back, the same position gives the same answer.

:class:`TippAdvisor` runs the evaluation and drops a stale answer: asking again, calling it off
or a new position makes the pending one stale. :class:`TippPanel` only shows what it is given.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from dokodesk.ai.judgement import JUDGE_EFFORT, advised, help_text, judge, tip
from dokodesk.ai.search import Cancel, Effort
from dokodesk.engine.game import Action
from dokodesk.engine.view import View
from dokodesk.text.hints import OTHERS, Tip, say_tip

from .worker import LatestJob


class TippAnswer(NamedTuple):
    """The Tipp for one position: the choice to make and the lines that say why."""

    best: Action | None
    lines: tuple[Tip, ...]


def tipp_for(v: View, legal: tuple[Action, ...], effort: Effort = JUDGE_EFFORT,
             cancelled: Cancel | None = None) -> TippAnswer:
    """The Tipp for ``v`` (a pure function, run on a worker thread): the judgement's first
    choice (:func:`~dokodesk.ai.judgement.advised`) and its lines."""
    j = judge(v, legal, salt=0, budget=effort, cancelled=cancelled)
    return TippAnswer(advised(j), tuple(tip(j, v)))


class TippAdvisor(LatestJob):
    """Evaluates a position for the Tipp off the GUI thread; ``answered(answer)`` (a
    :class:`TippAnswer`) arrives for the position last asked about, never for an earlier
    one."""

    def __init__(self, parent: QObject | None = None, effort: Effort = JUDGE_EFFORT) -> None:
        super().__init__(parent)
        self.effort = effort

    @property
    def thinking(self) -> bool:
        """Whether an answer is awaited."""
        return self.pending

    def ask(self, v: View, legal: tuple[Action, ...]) -> None:
        """Judge ``v`` (an earlier question is called off)."""
        effort = self.effort
        self.submit(lambda cancelled: tipp_for(v, legal, effort, cancelled))


class TippPanel(QWidget):
    """The Tipp's words: "thinking" with a busy bar and a button to call it off, then the
    advice and the other choices with what they cost."""

    cancelRequested = Signal()
    askRequested = Signal()
    """The button asking for a Tipp (as H does) was pressed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = "de"
        """The language of the Tipp's lines (the panel's own words follow the translation)."""
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # busy: no end known
        self.busy.setTextVisible(False)
        self.busy.setMaximumHeight(10)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancelRequested.emit)
        self.ask_button = QPushButton()
        self.ask_button.clicked.connect(self.askRequested.emit)
        self.advice = QLabel()
        self.advice.setWordWrap(True)
        self.advice.setTextFormat(Qt.TextFormat.PlainText)
        font = self.advice.font()
        font.setBold(True)
        self.advice.setFont(font)
        self.others_title = QLabel()
        self.others = QLabel()
        self.others.setWordWrap(True)
        self.others.setTextFormat(Qt.TextFormat.PlainText)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        for widget in (self.status, self.busy, self.cancel_button, self.ask_button, self.advice,
                       self.others_title, self.others):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.thinking = False
        self.names: tuple[str, ...] = ()
        """The players of the game by player, for the lines that name one (a Genscher)."""
        self.tips: list[Tip] | None = None
        """The Tipp shown (None: none)."""
        self.lines: list[str] = []
        """Its lines in words."""
        self.refresh()

    def show_idle(self) -> None:
        """No Tipp: how to ask for one."""
        self.thinking, self.tips = False, None
        self.refresh()

    def show_thinking(self) -> None:
        self.thinking, self.tips = True, None
        self.refresh()

    def show_tip(self, tips: list[Tip], names: tuple[str, ...] = ()) -> None:
        """The Tipp's lines: the advice first, then the other choices (``names``: the players
        of the game by player)."""
        self.thinking, self.tips, self.names = False, list(tips), names
        self.refresh()

    def refresh(self) -> None:
        """Show the state in the current language."""
        tips = self.tips or []
        advice = [say_tip(t, self.lang, self.names) for t in tips if t.code not in OTHERS]
        others = [say_tip(t, self.lang, self.names) for t in tips if t.code in OTHERS]
        self.lines = [*advice, *others]
        if self.thinking:
            status = self.tr("Hint: thinking …")
        elif self.tips is None:
            status = self.tr("Press H in your turn: the hint weighs every choice you have.")
        else:
            status = "" if advice else self.tr("There is nothing to weigh here.")
        self.status.setText(status)
        self.status.setVisible(bool(status))
        self.busy.setVisible(self.thinking)
        self.cancel_button.setText(self.tr("Cancel (H)"))
        self.cancel_button.setVisible(self.thinking)
        self.ask_button.setText(self.tr("Show a hint (H)"))
        self.ask_button.setVisible(not self.thinking and self.tips is None)
        self.advice.setText("\n".join(advice))
        self.advice.setVisible(bool(advice))
        self.others_title.setText(self.tr("The other choices:"))
        self.others_title.setVisible(bool(others))
        self.others.setText("\n".join(f"• {line}" for line in others))
        self.others.setVisible(bool(others))
        self.others.setToolTip(help_text(self.lang))  # what "gleich gut" and a verdict mean

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)
