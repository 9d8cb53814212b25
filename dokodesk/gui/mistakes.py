""""Fehler üben": the positions of the player's own mistakes set up again at the card table
as he saw them (his view only), one after the other. He chooses again: right (any choice of
the best tie group) gives the explanation and the next; wrong gives another try, and a second
wrong one the solution. The first answer to a position counts in its Leitner box
(:meth:`~dokodesk.persistence.history.History.answer`); the positions come from
:func:`dokodesk.course.review.waiting`.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from dokodesk.course.review import Exercise, answer, exercise, is_right, waiting
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import (
    Action,
    Announce,
    Play,
    PovertyReply,
    Reserve,
    Return,
    legal_actions,
)
from dokodesk.engine.table import HUMAN
from dokodesk.engine.view import view
from dokodesk.persistence.history import History, Position
from dokodesk.persistence.record import action_from_json
from dokodesk.text.hints import VERDICT_WORDS, action_words
from dokodesk.text.history import CATEGORY_WORDS
from dokodesk.text.words import decimal

from .history_keeper import HistoryDialog
from .scene.input import InputMode
from .screen import fit
from .table import TableView

if TYPE_CHECKING:
    from .mainwindow import MainWindow


CHOICES_PER_ROW = 6
"""Buttons of the choices in one row (a reservation offers a dozen)."""


class MistakesWindow(HistoryDialog):
    """The positions waiting today, one at a time."""

    def __init__(self, history: History, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(history, lang, parent)
        self.setObjectName("mistakes")
        self.queue: list[Position] = waiting(history)
        self.answered = 0
        self.ex: Exercise | None = None
        self.tries = 0
        self.counted = False
        layout = QVBoxLayout(self)
        self.table = TableView()
        self.table.lang = lang
        self.table.on_play = self._on_card
        self.table.animation_ms = 0
        layout.addWidget(self.table, 1)
        self.question = QLabel()
        self.question.setWordWrap(True)
        self.question.setObjectName("task")
        self.feedback = QLabel()
        self.feedback.setWordWrap(True)
        self.feedback.setObjectName("feedback")
        layout.addWidget(self.question)
        self.choices = QGridLayout()
        layout.addLayout(self.choices)
        layout.addWidget(self.feedback)
        row = QHBoxLayout()
        row.addStretch(1)
        self.solve_button = QPushButton()
        self.solve_button.clicked.connect(self.solve)
        self.next_button = QPushButton()
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self.next)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        for button in (self.solve_button, self.next_button, self.close_button):
            row.addWidget(button)
        layout.addLayout(row)
        self._retranslate()
        fit(self, 1100, 700)
        self.next()

    @classmethod
    def open_for(cls, window: MainWindow) -> MistakesWindow | None:
        """Open the positions waiting in ``window``'s history; the menu's count is counted
        again when it closes."""
        shown = super().open_for(window)
        if shown is not None:
            shown.finished.connect(lambda _: window.history.count())
        return shown

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "next_button"):
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Practise mistakes"))
        self.solve_button.setText(self.tr("Show the answer"))
        self.next_button.setText(self.tr("Next position"))
        self.close_button.setText(self.tr("Close"))

    # ------------------------------------------------------------------------ one position

    def next(self) -> None:
        """Set up the next position waiting (or say that none waits)."""
        self._clear_choices()
        self.feedback.setText("")
        self.tries, self.counted = 0, False
        self.ex = None
        while self.queue:
            position = self.queue.pop(0)
            try:
                self.ex = exercise(self.history, position)
                break
            except DokoError:
                continue
        if self.ex is None:
            self.table.set_interaction(InputMode.NONE)
            self.question.setText(self.tr(
                "No position waits today: %n answered now. Every mistake the analysis finds "
                "in your games comes here, and comes back after a day and after three days "
                "until you have answered it right on three different days.", "", self.answered))
            self.solve_button.setEnabled(False)
            self.next_button.setEnabled(False)
            return
        ex = self.ex
        seats = ex.seats
        game = self.history.game(ex.position.game)
        names = list(ex.record.names) if len(ex.record.names) == seats.seats else [
            self.tr("You") if s == game.seat else self.tr("Seat %1").replace("%1", str(s))
            for s in range(seats.seats)]
        levels = list(game.levels) if len(game.levels) == seats.seats else [
            "profi"] * seats.seats
        levels[game.seat] = HUMAN
        self.table.set_table(names, levels, game.seat)
        self.table.set_totals((), 1)
        self.table.show_game(view(ex.state, ex.player), seats)
        kind = CATEGORY_WORDS[ex.position.category].get(self.lang)
        self.question.setText(self.tr(
            "Game %1, after %2 actions ({kind}): you chose something that cost points. What "
            "is best here?").replace("%1", str(ex.position.game)).replace(
                "%2", str(ex.position.step)).format(kind=kind))
        self.solve_button.setEnabled(True)
        self.next_button.setEnabled(True)
        self._offer(ex)

    def _offer(self, ex: Exercise) -> None:
        """The choices of the question: cards on the table, the others as buttons."""
        legal = legal_actions(ex.state, ex.player)
        kind = ex.position.kind
        cards = [a.card for a in legal if isinstance(a, Play | Return)]
        if kind in ("card", "return"):
            self.table.set_interaction(InputMode.PLAY, cards)
        else:
            self.table.set_interaction(InputMode.NONE)
        buttons: list[Action | None] = []
        if kind == "reservation":
            buttons = [a for a in legal if isinstance(a, Reserve)]
        elif kind == "poverty":
            buttons = [a for a in legal if isinstance(a, PovertyReply)]
        elif kind in ("announce", "no_announce"):
            buttons = [None, *(a for a in legal if isinstance(a, Announce))]
        party = self._party(ex)
        shown: set[str] = set()
        for action in buttons:
            words = action_words(action, party).get(self.lang)
            if words in shown:  # a solo as Pflichtsolo or not: the same choice here
                continue
            shown.add(words)
            button = QPushButton(words)
            button.clicked.connect(partial(self.choose, action))
            place = len(shown) - 1
            self.choices.addWidget(button, place // CHOICES_PER_ROW, place % CHOICES_PER_ROW)

    def _party(self, ex: Exercise) -> str | None:
        shown = view(ex.state, ex.player)
        party = shown.parties[ex.player]
        return None if party is None else str(party)

    def _clear_choices(self) -> None:
        while self.choices.count():
            item = self.choices.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()

    def _on_card(self, card: int) -> str | None:
        ex = self.ex
        if ex is None:
            return ""
        action: Action = (Return(ex.player, card) if ex.position.kind == "return"
                          else Play(ex.player, card))
        self.choose(action)
        return ""  # the card stays in the hand: the position is not played on

    def choose(self, action: Action | None) -> None:
        """The player's answer to the position shown."""
        ex = self.ex
        if ex is None:
            return
        right = is_right(ex, action)
        if not self.counted:
            answer(self.history, ex, action)
            self.counted = True
            self.answered += 1
        words = action_words(action, self._party(ex)).get(self.lang)
        if right:
            self.feedback.setText(self.tr("Right: {choice}. {why}").format(
                choice=words, why=self._explanation(ex)))
            self._finished()
            return
        self.tries += 1
        if self.tries >= 2:
            self.solve()
            return
        self.feedback.setText(self.tr(
            "{choice} is not among the best choices here. Try once more.").format(choice=words))

    def _explanation(self, ex: Exercise) -> str:
        verdict = VERDICT_WORDS.get(ex.position.verdict)
        loss = decimal(ex.position.loss, 1, self.lang)
        return self.tr("In the game you chose {chosen}: {verdict}, it cost {loss} points "
                       "against the best. As good as the best: {best}.").format(
            chosen=self._words(ex, ex.position.chosen),
            verdict=verdict.get(self.lang) if verdict is not None else "",
            loss=loss, best=", ".join(self._words(ex, e) for e in ex.position.right))

    def _words(self, ex: Exercise, entry: Any) -> str:
        party = self._party(ex)
        if entry is None:
            return action_words(None, party).get(self.lang)
        try:
            action = action_from_json(ex.state, entry, ex.seats)
        except DokoError:
            return str(entry)
        return action_words(action, party).get(self.lang)

    def solve(self) -> None:
        """The solution (counted as a wrong answer where none was given yet)."""
        ex = self.ex
        if ex is None:
            return
        if not self.counted:
            self.history.answer(ex.position.id, False)
            self.counted = True
            self.answered += 1
        self.feedback.setText(self.tr("The answer: {why}").format(why=self._explanation(ex)))
        self._finished()

    def _finished(self) -> None:
        self.table.set_interaction(InputMode.NONE)
        for i in range(self.choices.count()):
            item = self.choices.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setEnabled(False)
        self.solve_button.setEnabled(False)
