"""The analysis of a game opened from the main window (the menu, the Spielliste, the score
dialog), and the practice game it may ask for: a position of the analysed game played again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from dokodesk.ai.analysis import positions
from dokodesk.ai.judgement import JUDGE_EFFORT
from dokodesk.engine.game import State
from dokodesk.engine.table import SeatMap

if TYPE_CHECKING:
    from .analysis import AnalysisDialog
    from .mainwindow import MainWindow


class AnalysisLauncher(QObject):
    """Opens the analysis of a game of the window's Partie (one at a time) and starts the
    practice games it asks for."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: AnalysisDialog | None = None
        """The analysis, while it is open."""
        self.effort = JUDGE_EFFORT
        self.practice_number = 0
        """The number in the Partie of the game being practised (shown in the header)."""

    def ask(self) -> None:
        """Choose a game of the Partie to analyse."""
        index = self.window.records.choose(self.window.controller.partie,
                                           self.tr("Analyse a game"))
        if index is not None:
            self.entry(index)

    def entry(self, index: int) -> None:
        """The analysis of game ``index`` of the Partie."""
        partie = self.window.controller.partie
        if partie is not None and 0 <= index < len(partie.games):
            game = partie.games[index]
            self.analyse(game.state, game.seats, game.number)

    def analyse(self, final: State, seats: SeatMap, number: int,
                parent: QWidget | None = None) -> None:
        """The analysis of the human's decisions in the finished game ``final`` dealt as
        ``seats`` (``number``: in the Partie, 0 for a practice game), over ``parent``."""
        from .analysis import AnalysisDialog

        w = self.window
        config = w.controller.config
        player = None if config is None or config.human is None else seats.player(config.human)
        if config is None or player is None or not final.history:
            QMessageBox.information(parent or w, self.tr("Analysis of the game"), self.tr(
                "You did not play in this game: there is nothing of yours to analyse."))
            return
        if self.dialog is not None:
            self.dialog.close()
        table_names = w.names()
        names = tuple(table_names[seats.seat(p)] for p in range(4))
        dialog = AnalysisDialog(final, player, w.lang, parent or w, number, self.effort,
                                0, names,
                                w.controller.played_out_at(number))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.practiceRequested.connect(lambda step: self.practise(final, seats, step, number))
        dialog.compareRequested.connect(lambda: self.compare(final, seats, number, dialog))
        dialog.finished.connect(lambda _=0: self._closed(dialog))
        self.dialog = dialog
        dialog.open()

    def compare_entry(self, index: int) -> None:
        """Game ``index`` of the Partie beside the same deal played by Profi in the human's
        seat."""
        partie = self.window.controller.partie
        if partie is not None and 0 <= index < len(partie.games):
            game = partie.games[index]
            self.compare(game.state, game.seats, game.number)

    def compare(self, final: State, seats: SeatMap, number: int,
                parent: QWidget | None = None) -> None:
        """Wie hätte Profi gespielt?: the finished game ``final`` beside its deal played again
        with Profi in the human's seat and the other seats' levels, over ``parent``."""
        from .profi_compare import ProfiCompareDialog

        w = self.window
        config = w.controller.config
        player = None if config is None or config.human is None else seats.player(config.human)
        if config is None or player is None or not final.history:
            QMessageBox.information(parent or w, self.tr("How would Profi have played?"),
                                    self.tr("You did not play in this game: there is no seat "
                                            "of yours for Profi to take."))
            return
        levels = [config.levels[seats.seat(p)] if p != player else "profi" for p in range(4)]
        table_names = w.names()
        names = tuple(table_names[seats.seat(p)] for p in range(4))
        dialog = ProfiCompareDialog(final, player, levels, seats, names, w.lang, parent or w,
                                    number)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def _closed(self, dialog: AnalysisDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def practise(self, final: State, seats: SeatMap, step: int, number: int = 0) -> None:
        """Play the game ``final`` (``number`` in the Partie, 0: the practice game itself)
        again from the position before its action ``step``, with the same cards, as a
        practice game that does not count in the Partie (an open score dialog closes: the
        Partie goes on after the practice game); the header keeps the game's number."""
        w = self.window
        if number:
            self.practice_number = number
        dialog, w.score_dialog = w.score_dialog, None
        if isinstance(dialog, QDialog):
            dialog.finished.disconnect()
            dialog.close()
            dialog.deleteLater()
        w.controller.practise(positions(final)[step], seats)
        w.table.show_message(self.tr("Practice game: play it again from here. It does not "
                                     "count in the Partie."))

    def stop(self) -> None:
        """The window closes: an analysis under way is called off."""
        if self.dialog is not None:
            self.dialog.stop()
