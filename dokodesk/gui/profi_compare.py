"""Wie hätte Profi gespielt? The player's game and the same deal played by Profi in his seat
(:func:`dokodesk.ai.profi_game.profi_game`, worked out on a worker thread with progress and
Cancel), side by side: the game, the party, the Augen, the announcements and the points, the
first decision where Profi chose otherwise, and Profi's game to watch from there.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dokodesk.ai.analysis import positions
from dokodesk.ai.profi_game import Comparison, profi_game
from dokodesk.ai.search import Effort
from dokodesk.engine.game import Announce, ContractKind, Phase, Reservation, Reserve, State
from dokodesk.engine.scoring import result
from dokodesk.engine.table import SeatMap
from dokodesk.text.hints import action_words

from .job_dialog import JobDialog
from .replay import ReplayDialog, replay_steps
from .screen import fit
from .worker import ProgressJob


class ProfiGameRunner(ProgressJob):
    """Plays the deal again with Profi off the GUI thread: ``progressed(done, total)`` as it
    goes, then ``answered(comparison)``; one called off never answers."""

    def __init__(self, parent: QObject | None = None, effort: Effort | None = None) -> None:
        super().__init__(parent)
        self.effort = effort
        """Profi's budget (None: its usual one)."""

    def start(self, final: State, player: int, levels: Sequence[str]) -> None:
        """Play ``final``'s deal with Profi for ``player``, the others of ``levels``."""
        levels, effort = tuple(levels), self.effort
        self.submit_progressing(lambda progress, cancelled: profi_game(
            final, player, levels, effort=effort, progress=progress, cancelled=cancelled))


class ProfiCompareDialog(JobDialog):
    """The game ``final`` of ``player`` (the human) beside the same deal with Profi in his
    seat, the other players of ``levels`` (by player: the computer levels of the game);
    ``effort`` Profi's budget (None: its usual one)."""

    def __init__(self, final: State, player: int, levels: Sequence[str], seats: SeatMap,
                 names: Sequence[str], lang: str, parent: QWidget | None = None,
                 number: int = 0, effort: Effort | None = None) -> None:
        super().__init__(parent)
        self.final = final
        self.player = player
        self.levels = tuple(levels)
        self.seats = seats
        self.names = tuple(names)
        self.lang = lang
        self.number = number
        self.comparison: Comparison | None = None
        self.runner: ProfiGameRunner = ProfiGameRunner(self, effort)
        self.runner.progressed.connect(self._on_progress)
        self.runner.answered.connect(self._on_done)
        self.runner.failed.connect(self._on_failed)

        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self._cancel_or_restart)
        self.table = QTableWidget(5, 2)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setWordWrap(True)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.difference = QLabel()
        self.difference.setWordWrap(True)
        self.watch_button = QPushButton()
        self.watch_button.clicked.connect(self.watch)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.reject)
        # Enter watches Profi's game once it is there, and never calls the work off
        self.cancel_button.setAutoDefault(False)
        self.close_button.setAutoDefault(False)
        self.watch_button.setDefault(True)

        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.watch_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addLayout(top)
        layout.addWidget(self.table)
        layout.addWidget(self.difference)
        layout.addStretch(1)
        layout.addLayout(buttons)
        fit(self, 760, 340)
        self._retranslate()
        self.start()

    # --- running --------------------------------------------------------------------------

    def start(self) -> None:
        """Play the deal with Profi (again)."""
        self.comparison = None
        self.progress.setRange(0, self.final.tricks_per_game)
        self.progress.setValue(0)
        self.runner.start(self.final, self.player, self.levels)
        self._refresh()

    def _cancel_or_restart(self) -> None:
        if self.runner.pending:
            self.runner.cancel()
            self._refresh()
        else:
            self.start()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)

    def _on_done(self, comparison: Comparison) -> None:
        self.comparison = comparison
        self._refresh()

    def _on_failed(self, text: str) -> None:
        print(text, file=sys.stderr)
        self._refresh()
        self.status.setText(self.tr("Profi's game could not be worked out."))

    def watch(self) -> None:
        """Profi's game step by step, from the trick of the first difference."""
        c = self.comparison
        if c is None:
            return
        replay = ReplayDialog(c.profi, self.seats, self.names, self.lang, self, self.number)
        replay.setWindowTitle(self.tr("Profi's game"))
        if c.differs_at is not None:
            steps = replay_steps(c.profi)
            replay.go(max(i for i, s in enumerate(steps) if len(s.history) <= c.differs_at))
        replay.open()

    # --- words ----------------------------------------------------------------------------

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("How would Profi have played?"))
        self.close_button.setText(self.tr("Close"))
        self.watch_button.setText(self.tr("Watch Profi's game from there"))
        self.table.setHorizontalHeaderLabels([self.tr("Your game"), self.tr("Profi in your seat")])
        self.table.setVerticalHeaderLabels([
            self.tr("Game"), self.tr("Your party"), self.tr("Augen of your party"),
            self.tr("Announcements of your party"), self.tr("Your points")])

    def _refresh(self) -> None:
        running = self.runner.pending
        self.progress.setVisible(running)
        self.cancel_button.setText(self.tr("Cancel") if running else self.tr("Play it again"))
        self.cancel_button.setVisible(running or self.comparison is None)
        self.watch_button.setEnabled(self.comparison is not None)
        c = self.comparison
        if running:
            self.status.setText(self.tr(
                "Profi plays your cards of this deal; the others play as they did, up to "
                "Profi's first other choice, and as their levels play from there …"))
        elif c is None:
            self.status.setText(self.tr("Called off."))
        else:
            self.status.setText(self.tr(
                "The same cards, the same rules and the same other players: Profi in your "
                "seat."))
        for column, state in enumerate(() if c is None else (c.played, c.profi)):
            for row, text in enumerate(self._column(state)):
                self.table.setItem(row, column, QTableWidgetItem(text))
        if c is None:
            self.table.clearContents()
            self.difference.setText("")
            return
        self.difference.setText(self._difference(c))

    def _column(self, state: State) -> list[str]:
        """The rows of one game: the game, the party, its Augen, announcements and points."""
        res = result(state)
        party = "re" if state.re[self.player] else "kontra"
        game = self._game(state)
        side = self.tr("Re") if party == "re" else self.tr("Kontra")
        if res.soloist == self.player:
            side = self.tr("Re (alone)")
        augen = next(a for p, a in res.augen.items() if p == party)
        said = [action_words(Announce(a.player, a.level), a.party).get(self.lang)
                for a in state.announcements if a.party == party]
        won = self.tr("won") if res.winner == party else self.tr("lost")
        return [game, f"{side} ({won})", str(augen), ", ".join(said) or self.tr("none"),
                f"{res.points[self.player]:+d}"]

    def _game(self, state: State) -> str:
        """The game that was played: normal, a solo, a Hochzeit, an Armut."""
        contract = state.contract
        kind = ContractKind.NORMAL if contract is None else contract.kind
        if contract is None or contract.declarer is None or kind is ContractKind.NORMAL:
            return self.tr("Normal game")
        if kind is ContractKind.STILLE_HOCHZEIT:
            return self.tr("Stille Hochzeit")
        if kind is ContractKind.SCHMEISSEN:
            return self.tr("Thrown in")
        said = (contract.solo if kind is ContractKind.SOLO and contract.solo is not None
                else Reservation(kind.value))
        return action_words(Reserve(contract.declarer, said), None).get(self.lang)

    def _difference(self, c: Comparison) -> str:
        if c.differs_at is None:
            return self.tr("Profi chose as you did at every decision.")
        at = positions(c.played)[c.differs_at]
        party = "re" if c.played.re[self.player] else "kontra"
        mine = action_words(c.chosen, party, self.names).get(self.lang)
        profi = action_words(c.instead, party, self.names).get(self.lang)  # None: no word
        if at.phase is not Phase.PLAY:
            return self.tr("First difference, before the first card – you: {mine}; Profi: "
                           "{profi}.").format(mine=mine, profi=profi)
        return self.tr("First difference, in trick {n} – you: {mine}; Profi: {profi}.").format(
            n=len(at.tricks) + 1, mine=mine, profi=profi)
