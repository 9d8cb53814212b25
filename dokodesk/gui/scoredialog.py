"""The score of one game: who won, the result against each party's goal (the verdict of
:mod:`dokodesk.text.verdict`: "Re hat 129 Augen, brauchte aber nach „keine 90“ 151"), the Augen
of both parties, every scoring line (why each point, explained on hover and in a help text) and
the points per player, from the engine's :class:`~dokodesk.engine.scoring.Result`; the layout
is in ``ui/score.ui``."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.game import Party, State
from dokodesk.engine.scoring import Line, result
from dokodesk.engine.table import SeatMap
from dokodesk.gui.colors import KONTRA_COLOR, RE_COLOR
from dokodesk.gui.i18n import child, fill, load_ui
from dokodesk.text.messages import render
from dokodesk.text.verdict import line_code, line_help, verdict

from .screen import fit

POSITIVE = QColor("#1b7f3b")
NEGATIVE = QColor("#b3261e")


def _scaled(font: QFont, factor: float, bold: bool = True) -> QFont:
    out = QFont(font)
    out.setPointSizeF(font.pointSizeF() * factor)
    out.setBold(bold)
    return out


class ScoreDialog(QDialog):
    """The score sheet of the finished (or thrown-in) game ``state`` dealt as ``seats``;
    ``names`` per seat. Its "Analyse the game" button emits :attr:`analysisRequested`."""

    analysisRequested = Signal()

    def __init__(self, state: State, seats: SeatMap, names: Sequence[str], lang: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.score = result(state)
        self.state = state
        self.names = list(names)
        self.lang = lang
        self.setWindowTitle(self.tr("Score of the game"))
        res = self.score
        self.points = [0] * seats.seats
        for p in range(4):
            self.points[seats.seat(p)] = res.points[p]
        self.re_seats = [seats.seat(p) for p in res.re_players]
        self.kontra_seats = [seats.seat(p) for p in range(4) if p not in res.re_players]
        self.soloist = None if res.soloist is None else seats.seat(res.soloist)

        self.form = load_ui("score", self)
        self.headline = child(self.form, QLabel, "headline")
        self.headline.setText(self.headline_text())
        self.headline.setFont(_scaled(self.font(), 1.6))
        self.parties = child(self.form, QLabel, "parties")
        self.parties.setText(self.parties_text())
        self.verdict = child(self.form, QLabel, "verdict")
        self.verdict.setText(self.verdict_text())
        self.verdict.setFont(_scaled(self.font(), 1.15, bold=False))
        self.table = child(self.form, QTableWidget, "lines")
        self.explanation = child(self.form, QLabel, "explanation")
        self.help_button = child(self.form, QPushButton, "helpButton")
        self.line_help = child(self.form, QLabel, "lineHelp")
        self.line_help_area = child(self.form, QScrollArea, "lineHelpArea")
        self.help_button.toggled.connect(self.show_line_help)
        thrown_in = res.thrown_in
        child(self.form, QLabel, "thrownInNote").setVisible(thrown_in)
        for name in ("augenBox", "pointsBox"):
            child(self.form, QFrame, name).setVisible(not thrown_in)
        for widget in (self.verdict, self.table, self.explanation, self.help_button):
            widget.setVisible(not thrown_in)
        self.augen_labels: dict[str, QLabel] = {}
        self.point_labels: list[QLabel] = []
        if thrown_in:
            self._fill_lines([])
        else:
            self._fill_augen()
            self._fill_lines(list(res.lines))
            self.explanation.setText(self.explanation_text())
            self.line_help.setText(self.line_help_text(list(res.lines)))
            self._fill_points()
        buttons = child(self.form, QDialogButtonBox, "buttonBox")
        buttons.accepted.connect(self.accept)
        self.analyse_button = buttons.addButton(self.tr("Analyse the game…"),
                                                QDialogButtonBox.ButtonRole.ActionRole)
        self.analyse_button.setToolTip(self.tr("Every decision you made, what it was worth "
                                               "and what would have been better"))
        self.analyse_button.clicked.connect(self.analysisRequested.emit)
        self.analyse_button.setVisible(not thrown_in)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        # the form's least width, not the dialog's: so the layout keeps the dialog at least as
        # high as its contents, and the help text opening below the lines pushes the rest down
        self.form.setMinimumWidth(540)
        self.adjustSize()  # with the wrapped labels' real heights
        fit(self)

    # --- words ----------------------------------------------------------------------------

    def _name_list(self, seats: Sequence[int]) -> str:
        return ", ".join(html.escape(self.names[s]) for s in seats if s < len(self.names))

    def headline_text(self) -> str:
        """Who won, in one sentence."""
        res = self.score
        if res.thrown_in:
            return self.tr("The deal was thrown in")
        winner = res.winner
        soloist = self.soloist
        if soloist is not None and soloist < len(self.names):
            name = self.names[soloist]
            if winner == Party.RE:
                return fill(self.tr("%1 wins the solo"), name)
            if winner == Party.KONTRA:
                return fill(self.tr("%1 loses the solo"), name)
        if winner == Party.RE:
            return self.tr("Re wins")
        if winner == Party.KONTRA:
            return self.tr("Kontra wins")
        return self.tr("Nobody wins")

    def parties_text(self) -> str:
        """Who played on which side (rich text)."""
        re = self._name_list(self.re_seats)
        kontra = self._name_list(self.kontra_seats)
        return (f"<span style='color:{RE_COLOR}'><b>Re:</b></span> {re}"
                f"&nbsp;&nbsp;&nbsp;<span style='color:{KONTRA_COLOR}'><b>Kontra:</b></span> "
                f"{kontra}")

    def verdict_text(self) -> str:
        """What each party took against what it needed, and who won (rich text: the last
        sentence bold)."""
        lines = [html.escape(line, False) for line in verdict(self.state, self.lang)]
        return "<br>".join([*lines[:-1], f"<b>{lines[-1]}</b>"])

    def line_help_text(self, lines: Sequence[Line]) -> str:
        """Every kind of scoring line of this game with what it means (rich text)."""
        seen: dict[str, str] = {}
        for line in lines:
            code = line_code(line, self.score)
            seen.setdefault(render(code, {}, self.lang), line_help(code, self.lang))
        return "<br>".join(f"<b>{html.escape(name, False)}</b>: {html.escape(text, False)}"
                           for name, text in seen.items() if text)

    def show_line_help(self, on: bool) -> None:
        """Show or hide the help text under the lines."""
        area = self.line_help_area
        area.setVisible(on)
        if on:  # all of it where it fits, else it scrolls
            width = max(area.viewport().width(), self.form.minimumWidth())
            area.setMinimumHeight(min(self.line_help.heightForWidth(width),
                                      area.maximumHeight()))
        self.adjustSize()

    def line_text(self, line: Line) -> str:
        """A scoring line in words, with how often it happened."""
        text = render(line_code(line, self.score), {}, self.lang)
        return f"{text} ×{line.times}" if line.times > 1 else text

    def explanation_text(self) -> str:
        """How the game value turns into points."""
        res = self.score
        value = res.value
        text = ""
        if res.winner is None:
            text = self.tr("Both parties missed their goal.") + " "
        party = "Re" if value > 0 else "Kontra"
        bock = next((line.times for line in res.lines if line.item == "bock"), 1)
        if bock > 1:
            text += fill(self.tr("A Bock game: the game value of %1 counts %2 times."),
                         abs(value) // bock, bock) + " "
        counting = self.state.rules.counting
        if value == 0:
            text += self.tr("The game is worth nothing: nobody gains or loses points.")
        elif self.soloist is not None:
            soloist = self.names[self.soloist] if self.soloist < len(self.names) else "?"
            text += fill(self._solo_template(value > 0, counting), abs(value), soloist,
                         3 * abs(value))
        elif counting == "plus":
            text += fill(self.tr("Game value %1 for %2: under plus only each of its players "
                                 "writes %1 points, the others nothing."), abs(value), party)
        elif counting == "minus":
            text += fill(self.tr("Game value %1 for %2: under minus only each of the others "
                                 "writes minus %1, its players nothing."), abs(value), party)
        else:
            text += fill(self.tr("Game value %1 for %2: each of its players gets %1 points, each "
                                 "of the others loses %1."), abs(value), party)
        if res.kalter_schlag:
            text += " " + self.tr("Kalter Schlag: the next game counts double.")
        return text

    def _solo_template(self, won: bool, counting: str) -> str:
        """How a solo's value of %1 turns into points for the soloist %2 (%3: three times
        the value) under ``counting``: plus-minus, plus only or minus only (RULES.md 14.8),
        the opponents three times too with ``solo_always_triple``."""
        triple = self.state.rules.solo_always_triple
        if counting == "plus":
            if won:
                return self.tr("Game value %1 for the soloist %2: under plus only %2 writes "
                               "%3, the others nothing.")
            if triple:
                return self.tr("Game value %1 against the soloist %2: under plus only each of "
                               "the others writes %3, %2 nothing.")
            return self.tr("Game value %1 against the soloist %2: under plus only each of the "
                           "others writes %1, %2 nothing.")
        if counting == "minus":
            if not won:
                return self.tr("Game value %1 against the soloist %2: under minus only %2 "
                               "writes minus %3, the others nothing.")
            if triple:
                return self.tr("Game value %1 for the soloist %2: under minus only each of the "
                               "others writes minus %3, %2 nothing.")
            return self.tr("Game value %1 for the soloist %2: under minus only each of the "
                           "others writes minus %1, %2 nothing.")
        if won:
            return self.tr("Game value %1 for the soloist %2: %2 gets it three times, "
                           "each of the others loses %1.")
        return self.tr("Game value %1 against the soloist %2: %2 loses it three "
                       "times, each of the others gets %1.")

    # --- parts ----------------------------------------------------------------------------

    def _fill_augen(self) -> None:
        """The Augen and tricks of both parties, and the bar between them."""
        augen = self.score.augen
        won = self.score.tricks_won
        for party, color in ((Party.RE, RE_COLOR), (Party.KONTRA, KONTRA_COLOR)):
            title = child(self.form, QLabel, f"{party}Title")
            title.setFont(_scaled(self.font(), 1.1))
            title.setStyleSheet(f"color: {color}")
            number = child(self.form, QLabel, f"{party}Augen")
            number.setText(fill(self.tr("%1 Augen"), augen[party]))
            number.setFont(_scaled(self.font(), 1.4))
            self.augen_labels[party] = number
            child(self.form, QLabel, f"{party}Tricks").setText(
                self.tr("%n trick(s)", "", won[party]))
        bar = child(self.form, QProgressBar, "augenBar")
        bar.setValue(int(augen[Party.RE]))
        bar.setStyleSheet(
            f"QProgressBar {{ background: {KONTRA_COLOR}; border: none; border-radius: 5px; }}"
            f"QProgressBar::chunk {{ background: {RE_COLOR}; border-radius: 5px; }}")

    def _fill_lines(self, lines: list[Line]) -> None:
        """The scoring lines with their sum and the game value, sized to show them all."""
        table = self.table
        sums = {"re": 0, "kontra": 0}
        for line in lines:
            sums[line.party] += line.points
            self._add_row(table, self.line_text(line), line.party, str(line.points),
                          tip=line_help(line_code(line, self.score), self.lang))
        if lines:
            self._add_row(table, self.tr("Total"), "re", str(sums["re"]), bold=True,
                          other=str(sums["kontra"]))
            value = self.score.value
            self._add_row(table, self.tr("Game value"), "re" if value >= 0 else "kontra",
                          str(abs(value)), bold=True)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
            table.setColumnWidth(column, 80)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        for column in (1, 2):
            title = table.horizontalHeaderItem(column)
            if title is not None:
                title.setTextAlignment(Qt.AlignmentFlag.AlignRight)
        table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 10)
        height = (header.sizeHint().height() + table.verticalHeader().length()
                  + 2 * table.frameWidth())
        table.setMinimumHeight(min(height, 560))
        table.setMaximumHeight(height)

    @staticmethod
    def _add_row(table: QTableWidget, text: str, party: str, points: str, bold: bool = False,
                 other: str = "", tip: str = "") -> None:
        row = table.rowCount()
        table.insertRow(row)
        cells = [QTableWidgetItem(text), QTableWidgetItem(""), QTableWidgetItem("")]
        cells[1 if party == Party.RE else 2].setText(points)
        if other:
            cells[2].setText(other)
        for column, cell in enumerate(cells):
            cell.setToolTip(tip)
            if column:
                cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                cell.setForeground(QColor(RE_COLOR if column == 1 else KONTRA_COLOR))
            if bold:
                font = cell.font()
                font.setBold(True)
                cell.setFont(font)
            table.setItem(row, column, cell)

    def _fill_points(self) -> None:
        """Each player's name, points and party."""
        outer = child(self.form, QFrame, "pointsBox").layout()
        assert isinstance(outer, QHBoxLayout), "ui/score.ui: pointsBox needs a QHBoxLayout"
        for seat, points in enumerate(self.points):
            cell = QVBoxLayout()
            name = QLabel(self.names[seat] if seat < len(self.names) else str(seat + 1))
            name.setAlignment(Qt.AlignmentFlag.AlignCenter)
            party = ("Re" if seat in self.re_seats
                     else "Kontra" if seat in self.kontra_seats else self.tr("sits out"))
            role = QLabel(party)
            role.setAlignment(Qt.AlignmentFlag.AlignCenter)
            role.setStyleSheet("color: #666")
            value = QLabel(f"{points:+d}" if points else "0")
            value.setFont(_scaled(self.font(), 1.5))
            value.setAlignment(Qt.AlignmentFlag.AlignCenter)
            color = "#555" if not points else (POSITIVE.name() if points > 0 else NEGATIVE.name())
            value.setStyleSheet(f"color: {color}")
            self.point_labels.append(value)
            for widget in (name, value, role):
                cell.addWidget(widget)
            outer.addLayout(cell, 1)
