"""Replaying a finished game trick by trick, with every hand open, and saving its record (the
dialog's layout is in ``ui/replay.ui``). The table shows what an onlooker knew at each step,
with the hands laid open."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.game import Phase, State, apply, new_game
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import public_view
from dokodesk.persistence import savefile
from dokodesk.persistence.record import GameRecord
from dokodesk.text.table import trick_reason

from .i18n import child, load_ui
from .screen import fit
from .table import TableView


def replay_steps(final: State) -> list[State]:
    """The positions of the game ``final`` worth stopping at: the deal, the start of play
    (after the reservations and an Armut exchange), and after each trick."""
    state = new_game(final.setup)
    steps = [state]
    for action in final.history:
        before = state
        state = apply(state, action)
        if len(state.tricks) > len(before.tricks) or (
                state.phase != before.phase and before.phase != Phase.PLAY):
            steps.append(state)
    return steps


class ReplayDialog(QDialog):
    """A finished game step by step: ◀ and ▶ go from trick to trick, and the table says who
    won each trick and why."""

    def __init__(self, final: State, seats: SeatMap, names: Sequence[str], lang: str,
                 parent: QWidget | None = None, number: int = 0) -> None:
        super().__init__(parent)
        self.seats = seats
        self.record = GameRecord.from_state(final, seats=seats.seats, dealer=seats.dealer,
                                            names=tuple(names))
        self.steps = replay_steps(final)
        self.index = 0
        self.setWindowTitle(self.tr("Replay of game {n}").format(n=number) if number
                            else self.tr("Replay"))
        # the table first, so that it comes first in the focus chain
        self.table = TableView(self, interactive=False)
        self.table.lang = lang
        self.table.animation_ms = 0
        self.table.set_table(list(names), ["" for _ in names], None)
        self.table.set_totals([], number)
        self.form = load_ui("replay", self)
        area = child(self.form, QWidget, "tableArea").layout()
        assert area is not None, "ui/replay.ui: tableArea needs a layout"
        area.addWidget(self.table)
        self.label = child(self.form, QLabel, "step")
        self.first = child(self.form, QPushButton, "first")
        self.back = child(self.form, QPushButton, "back")
        self.forward = child(self.form, QPushButton, "forward")
        self.last = child(self.form, QPushButton, "last")
        self.save = child(self.form, QPushButton, "save")
        close = child(self.form, QPushButton, "close")
        style = self.style()
        for button, icon in ((self.first, QStyle.StandardPixmap.SP_MediaSkipBackward),
                             (self.back, QStyle.StandardPixmap.SP_MediaSeekBackward),
                             (self.forward, QStyle.StandardPixmap.SP_MediaSeekForward),
                             (self.last, QStyle.StandardPixmap.SP_MediaSkipForward)):
            button.setIcon(style.standardIcon(icon))
        self.first.clicked.connect(lambda: self.go(0))
        self.back.clicked.connect(lambda: self.go(self.index - 1))
        self.forward.clicked.connect(lambda: self.go(self.index + 1))
        self.last.clicked.connect(lambda: self.go(len(self.steps) - 1))
        self.save.clicked.connect(self.save_record)
        close.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        fit(self, 1100, 760)
        self.go(0)

    def go(self, index: int) -> None:
        """Show step ``index``."""
        self.index = max(0, min(index, len(self.steps) - 1))
        state = self.steps[self.index]
        self.table.show_game(public_view(state), self.seats, hold_trick=True,
                             open_hands=state.hands)
        tricks = len(state.tricks)
        if self.index == 0:
            text = self.tr("The deal")
        elif tricks == 0:
            text = self.tr("Before the first trick")
        else:
            text = self.tr("Trick {n} of {total}").format(n=tricks, total=state.tricks_per_game)
        self.label.setText(text)
        seating = self.table.seating
        if tricks and not state.trick and seating is not None:  # who won it, and why
            self.table.show_message(trick_reason(public_view(state), seating, self.table.lang),
                                    lasting=True)
        else:
            self.table.hide_message()
        self.back.setEnabled(self.index > 0)
        self.first.setEnabled(self.index > 0)
        self.forward.setEnabled(self.index < len(self.steps) - 1)
        self.last.setEnabled(self.index < len(self.steps) - 1)

    def save_record(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game record"),
                                              str(Path.home() / "dokodesk-game.json"),
                                              self.tr("Game records (*.json)"))
        if path:
            try:
                savefile.write_atomic(Path(path), self.record.dumps())
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save game record"), str(exc))
