"""The analysis of a finished game for the human: every decision he made, in order, with the
choice he made, the best one, what his cost and why (:func:`dokodesk.ai.analysis.analyse`,
worded by :mod:`dokodesk.text.hints`), the choices with a verdict flagged and listable first, every
alternative of the selected decision with what it was worth, and a chart of the expected
result over the tricks.

:class:`AnalysisRunner` runs the analysis on a worker thread (progress and the result by
signal, cancellable); :class:`AnalysisDialog` shows it and offers "Von hier noch einmal": the
game again from the selected decision (:attr:`AnalysisDialog.practiceRequested`).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

import pyqtgraph as pg
from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dokodesk.ai.advice import king_reason
from dokodesk.ai.analysis import Decision, analyse, cost, cost_facts, deals, positions, why
from dokodesk.ai.judgement import JUDGE_EFFORT, Judged, help_text, margin, verdict_line
from dokodesk.ai.search import Effort
from dokodesk.engine.game import Action, State
from dokodesk.engine.view import view
from dokodesk.text.hints import VERDICT_NAMES, action_words, margin_words, say_tip
from dokodesk.text.words import decimal

from .job_dialog import JobDialog
from .screen import fit
from .spielliste import plain_plot, translated_language
from .worker import ProgressJob

MISTAKE_COLOR = QColor("#b3261e")
MISTAKE_MARK = "⚠"
CHOSEN_COLOR = "#e8730c"
BEST_COLOR = "#2a9d3a"


class AnalysisRunner(ProgressJob):
    """Analyses one game off the GUI thread: ``progressed(done, total)`` as it goes, then
    ``answered(decisions)`` (a list of :class:`~dokodesk.ai.analysis.Decision`); an analysis
    called off (or replaced by a newer one) never answers."""

    def __init__(self, parent: QObject | None = None, effort: Effort = JUDGE_EFFORT) -> None:
        super().__init__(parent)
        self.effort = effort

    @property
    def running(self) -> bool:
        """Whether an analysis is under way."""
        return self.pending

    def start(self, final: State, player: int, salt: int = 0, until: int | None = None) -> None:
        """Analyse ``player``'s decisions in the finished game ``final`` (before step
        ``until``, where the computer took over; an analysis still running is called off)."""
        effort = self.effort
        self.submit_progressing(lambda progress, cancelled: analyse(
            final, player, effort, salt, progress, cancelled, until=until))


class DecisionChart(pg.PlotWidget):  # type: ignore[misc]
    """The expected result of the chosen line and of the best choice at each decision, over
    the tricks; mistakes marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.setMinimumHeight(180)
        item = plain_plot(self)
        self.legend = item.addLegend(offset=(-10, 10), labelTextColor="#222")
        self.decisions: list[Decision] = []
        self.label_axes()

    def label_axes(self) -> None:
        item = self.getPlotItem()
        item.setLabel("bottom", self.tr("Trick"))
        item.setLabel("left", self.tr("Expected points"))

    def show_decisions(self, decisions: Sequence[Decision]) -> None:
        """Draw ``decisions`` (in the order they were made): one point each, x its trick (the
        decisions of one trick side by side), y what the chosen and the best choice were
        worth."""
        self.decisions = list(decisions)
        item = self.getPlotItem()
        item.clear()
        self.legend.clear()
        item.addItem(pg.InfiniteLine(pos=0, angle=0,
                                     pen=pg.mkPen("#999", style=Qt.PenStyle.DashLine)))
        xs = decision_positions(self.decisions)
        chosen = [d.best.expected - d.loss for d in self.decisions]
        best = [d.best.expected for d in self.decisions]
        best_pen = pg.mkPen(BEST_COLOR, width=2, style=Qt.PenStyle.DashLine)
        best_line = pg.PlotDataItem(xs, best, pen=best_pen, symbol="o", symbolSize=6,
                                    symbolBrush=BEST_COLOR, symbolPen=None)
        chosen_line = pg.PlotDataItem(xs, chosen, pen=pg.mkPen(CHOSEN_COLOR, width=2.5),
                                      symbol="o", symbolSize=7, symbolBrush=CHOSEN_COLOR,
                                      symbolPen=pg.mkPen("w"))
        item.addItem(best_line)
        item.addItem(chosen_line)
        self.legend.addItem(chosen_line, self.tr("your choice"))
        self.legend.addItem(best_line, self.tr("best choice"))
        wrong = [(x, y) for x, y, d in zip(xs, chosen, self.decisions, strict=True)
                 if d.mistake]
        if wrong:
            marks = pg.ScatterPlotItem(x=[x for x, _ in wrong], y=[y for _, y in wrong],
                                       symbol="x", size=14, pen=pg.mkPen(MISTAKE_COLOR, width=3),
                                       brush=pg.mkBrush(MISTAKE_COLOR))
            item.addItem(marks)
            self.legend.addItem(marks, self.tr("mistake"))
        last = max((d.trick for d in self.decisions), default=1)
        item.getAxis("bottom").setTicks([[(t, str(t) if t else "–") for t in range(last + 1)],
                                         []])
        item.setXRange(-0.5, last + 0.8, padding=0)
        item.enableAutoRange(axis="y")


def decision_positions(decisions: Sequence[Decision]) -> list[float]:
    """Where each decision stands on the chart's trick axis: its trick, several in one trick
    spread across it.

    >>> from dokodesk.ai.analysis import Decision
    >>> decision_positions([Decision("card", 5, 1, None, (), 0.0),
    ...                     Decision("card", 9, 1, None, (), 0.0),
    ...                     Decision("card", 13, 2, None, (), 0.0)])
    [1.0, 1.5, 2.0]
    """
    per_trick: dict[int, int] = {}
    for d in decisions:
        per_trick[d.trick] = per_trick.get(d.trick, 0) + 1
    seen: dict[int, int] = {}
    out = []
    for d in decisions:
        i = seen.get(d.trick, 0)
        seen[d.trick] = i + 1
        out.append(d.trick + i / per_trick[d.trick])
    return out


def fit_columns(table: QTableWidget, stretch: int) -> None:
    """Every column of ``table`` as wide as its header and cells, ``stretch`` taking the
    rest of the width."""
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch if column == stretch
                                    else QHeaderView.ResizeMode.ResizeToContents)


class AnalysisDialog(JobDialog):
    """The analysis of the finished game ``final`` for ``player`` (the human), started at
    once on a worker thread; ``number`` the game's number in the Partie (0: a practice
    game); ``until`` the step from which the computer played the rest for him."""

    practiceRequested = Signal(int)
    """The step (actions before the decision) to play the game again from."""
    compareRequested = Signal()
    """The same deal played by Profi in the player's seat is asked for."""

    def __init__(self, final: State, player: int, lang: str, parent: QWidget | None = None,
                 number: int = 0, effort: Effort = JUDGE_EFFORT, salt: int = 0,
                 names: Sequence[str] = (), until: int | None = None) -> None:
        super().__init__(parent)
        self.until = until
        self.names = tuple(names)
        """The players of the game by player (a Genscher's partner is named)."""
        self.final = final
        self.player = player
        self.lang = lang
        self.number = number
        self.salt = salt
        """The judgement's salt (the app's is 0, as the Tipp's)."""
        self._states = positions(final)
        self.decisions: list[Decision] | None = None
        """The analysis, once done."""
        self.runner: AnalysisRunner = AnalysisRunner(self, effort)
        self.runner.progressed.connect(self._on_progress)
        self.runner.answered.connect(self._on_done)
        self.runner.failed.connect(self._on_failed)

        self.headline = QLabel()
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.headline.setFont(font)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 0)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self._cancel_or_restart)
        self.mistakes_first = QCheckBox()
        self.mistakes_first.toggled.connect(self._fill_decisions)
        self.help_button = QPushButton()
        self.help_button.setCheckable(True)
        self.help = QLabel()
        """How a decision is judged: the verdict scale and the tie rule (shown on request)."""
        self.help.setWordWrap(True)
        self.help.setTextFormat(Qt.TextFormat.PlainText)
        self.help.setVisible(False)
        self.help_button.toggled.connect(self.help.setVisible)
        self.table = QTableWidget(0, 6)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.itemSelectionChanged.connect(self._fill_choices)
        self.choices_title = QLabel()
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        self.verdict.setTextFormat(Qt.TextFormat.PlainText)
        self.choices = QTableWidget(0, 5)
        self.choices.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.choices.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.choices.verticalHeader().setVisible(False)
        # the columns fit their headers before a decision is chosen too
        fit_columns(self.table, stretch=5)
        fit_columns(self.choices, stretch=0)
        self.chart = DecisionChart()
        self.again_button = QPushButton()
        self.again_button.clicked.connect(self._play_again)
        self.profi_button = QPushButton()
        self.profi_button.clicked.connect(lambda: self.compareRequested.emit())
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.reject)

        top = QHBoxLayout()
        top.addWidget(self.progress, 1)
        top.addWidget(self.cancel_button)
        options = QHBoxLayout()
        options.addWidget(self.mistakes_first)
        options.addStretch(1)
        options.addWidget(self.help_button)
        lower = QWidget()
        lower_layout = QHBoxLayout(lower)
        lower_layout.setContentsMargins(0, 0, 0, 0)
        detail = QVBoxLayout()
        detail.addWidget(self.choices_title)
        detail.addWidget(self.choices, 1)
        detail.addWidget(self.verdict)
        lower_layout.addLayout(detail, 1)  # half the width: a card's name on one line
        lower_layout.addWidget(self.chart, 1)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(lower)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        buttons = QHBoxLayout()
        buttons.addWidget(self.profi_button)
        buttons.addStretch(1)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.status)
        layout.addLayout(top)
        layout.addLayout(options)
        layout.addWidget(self.help)
        layout.addWidget(splitter, 1)
        layout.addLayout(buttons)
        fit(self, 1100, 800)
        self._retranslate()
        self.start()

    # --- running --------------------------------------------------------------------------

    def start(self) -> None:
        """Analyse the game (again)."""
        self.decisions = None
        self.progress.setRange(0, 0)
        self.runner.start(self.final, self.player, self.salt, self.until)
        self._refresh()

    def _cancel_or_restart(self) -> None:
        if self.runner.running:
            self.runner.cancel()
            self._refresh()
        else:
            self.start()

    def _on_progress(self, done: int, total: int) -> None:
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.status.setText(self.tr("Weighing decision {done} of {total} …").format(
            done=done + 1 if done < total else total, total=total))

    def _on_done(self, decisions: list[Decision]) -> None:
        self.decisions = list(decisions)
        self._refresh()

    def _on_failed(self, text: str) -> None:
        print(text, file=sys.stderr)
        self._refresh()
        self.status.setText(self.tr("The analysis could not be worked out."))

    def _play_again(self) -> None:
        d = self.selected()
        if d is None:
            return
        self.stop()
        self.practiceRequested.emit(d.step)
        self.accept()

    # --- words ----------------------------------------------------------------------------

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Analysis of the game"))
        self.headline.setText(
            self.tr("Analysis of game {n}").format(n=self.number) if self.number
            else self.tr("Analysis of the practice game"))
        self.mistakes_first.setText(self.tr("Mistakes first"))
        self.help_button.setText(self.tr("How is it judged?"))
        self.profi_button.setText(self.tr("How would Profi have played?…"))
        self.help.setText(help_text(self.lang))
        self.table.setHorizontalHeaderLabels([
            self.tr("Trick"), self.tr("Decision"), self.tr("Your choice"),
            self.tr("Best choice"), self.tr("Loss"), self.tr("Why")])
        self.choices.setHorizontalHeaderLabels([
            self.tr("Choice"), self.tr("Expected points"), self.tr("Your side wins"),
            self.tr("Augen"), self.tr("Verdict")])
        self.again_button.setText(self.tr("Play again from here"))
        self.again_button.setToolTip(self.tr(
            "The same cards from the selected decision on, as a practice game that does not "
            "count in the Partie"))
        self.close_button.setText(self.tr("Close"))
        self.chart.label_axes()
        self._refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.lang = translated_language()
            self._retranslate()
        super().changeEvent(event)

    def kind_words(self, kind: str) -> str:
        """What sort of decision ``kind`` was, in the window's language."""
        words = {
            "reservation": self.tr("Reservation"), "poverty": self.tr("Armut"),
            "return": self.tr("Card given back"), "announce": self.tr("Announcement"),
            "no_announce": self.tr("Announce now?"), "card": self.tr("Card"),
        }
        return words[kind]

    def party(self, d: Decision) -> str | None:
        """The human's party as he knew it at decision ``d``."""
        return view(self._states[d.step], self.player).parties[self.player]

    def choice_words(self, d: Decision, action: Action | None) -> str:
        """A choice of ``d`` in words, starting with a capital letter."""
        words = action_words(action, self.party(d), self.names).get(self.lang)
        return words[:1].upper() + words[1:]

    def reason_words(self, d: Decision) -> str:
        """The one-line reason for the best choice of ``d``."""
        return say_tip(why(d, self.party(d)), self.lang, self.names)

    def loss_words(self, d: Decision) -> str:
        """The loss of ``d`` as the list shows it: a dash where it is within noise (tied with
        the best), else the points with their uncertainty (two standard errors: the verdict
        goes by the loss less it) and, for a flagged one, the mark and the verdict."""
        if d.mine.tied:
            return "–"
        loss = self.points_words(d.loss) + margin_words(margin(d.se), self.lang)
        if not d.mistake:
            return loss
        return f"{MISTAKE_MARK} {loss} {VERDICT_NAMES[d.verdict.value].get(self.lang)}"

    def judged_words(self, c: Judged) -> str:
        """A choice's verdict in the table of choices: as good as the best, or its verdict."""
        if c.tied:
            return self.tr("as good")
        return VERDICT_NAMES[c.verdict.value].get(self.lang)

    def points_words(self, x: float) -> str:
        return decimal(x, 1, self.lang)

    # --- filling --------------------------------------------------------------------------

    def _refresh(self) -> None:
        """Show the state of the analysis: running, called off, or done."""
        running = self.runner.running
        self.progress.setVisible(running)
        self.cancel_button.setText(self.tr("Cancel") if running else self.tr("Analyse again"))
        self.cancel_button.setVisible(running or self.decisions is None)
        if running:
            self.status.setText(self.tr("Weighing every decision you made, from what you knew "
                                        "at the time …"))
        elif self.decisions is None:
            self.status.setText(self.tr("The analysis was called off."))
        else:
            self.status.setText(self.summary_text())
        self._fill_decisions()
        self.chart.show_decisions(self.decisions or [])

    def summary_text(self) -> str:
        decisions = self.decisions or []
        if not decisions:
            text = self.tr("You had no choice to make in this game.")
        else:
            mistakes = sum(1 for d in decisions if d.mistake)
            lost = sum(d.loss for d in decisions if not d.mine.tied)
            text = self.tr("Decisions weighed: {n} · choices with a verdict ({mark}): {m} · "
                           "together your choices cost {points} points on average. Select a "
                           "decision to see every choice.").format(n=len(decisions), m=mistakes,
                                                   mark=MISTAKE_MARK,
                                                   points=self.points_words(lost))
        if self.until is not None and self.until < len(self.final.history):
            trick = len(self._states[self.until].tricks) + 1
            text += " " + self.tr("From trick {n} on the computer played for you; those cards "
                                  "are not weighed.").format(n=trick)
        return text

    def ordered(self) -> list[Decision]:
        """The decisions as listed: in the order made, or the mistakes first (the costliest
        first)."""
        decisions = list(self.decisions or [])
        if self.mistakes_first.isChecked():
            decisions.sort(key=lambda d: (not d.mistake, -d.loss if d.mistake else 0))
        return decisions

    def _fill_decisions(self) -> None:
        table = self.table
        keep = self.selected()
        table.blockSignals(True)
        table.setRowCount(0)
        for d in self.ordered():
            row = table.rowCount()
            table.insertRow(row)
            cells = [str(d.trick) if d.trick else "–", self.kind_words(d.kind),
                     self.choice_words(d, d.chosen) + (" " + self.tr("(Tipp)") if d.followed
                                                       else ""),
                     self.choice_words(d, d.best.action), self.loss_words(d),
                     self.reason_words(d)]
            for column, text in enumerate(cells):
                cell = QTableWidgetItem(text)
                cell.setData(Qt.ItemDataRole.UserRole, d.step)
                if d.mistake:
                    cell.setForeground(MISTAKE_COLOR)
                if column == 4:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if column == 5:
                    cell.setToolTip(text)
                table.setItem(row, column, cell)
        table.blockSignals(False)
        if keep is not None:
            self.select(keep)
        self._fill_choices()

    def select(self, d: Decision) -> None:
        """Select decision ``d`` in the list."""
        for row, shown in enumerate(self.ordered()):
            if shown == d:
                self.table.selectRow(row)
                self.table.scrollTo(self.table.model().index(row, 0))
                return

    def selected(self) -> Decision | None:
        """The decision selected in the list."""
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() \
            else []
        listed = self.ordered()
        if not rows or not 0 <= rows[0].row() < len(listed):
            return None
        return listed[rows[0].row()]

    def _fill_choices(self) -> None:
        d = self.selected()
        self.again_button.setEnabled(d is not None)
        table = self.choices
        table.setRowCount(0)
        self.verdict.setVisible(d is not None)
        if d is None:
            self.choices_title.setText(self.tr("Select a decision to see every choice."))
            return
        lines = [say_tip(cost(d, self.party(d)), self.lang, self.names),
                 *(say_tip(t, self.lang, self.names) for t in cost_facts(d, self.party(d)))]
        sure = verdict_line(d.mine)
        if sure is not None:
            lines.append(say_tip(sure, self.lang, self.names))
        lines.append(self.reason_words(d))
        king = king_reason([c.choice for c in d.choices])
        if king is not None and d.mine.facts.genscher is not None and (
                d.best.facts.genscher is None):
            # the Karo-König played where the best card was another: whom it should name
            lines.append(say_tip(king, self.lang, self.names))
        self.verdict.setText("\n".join(lines))
        self.choices_title.setText(
            (self.tr("Trick {trick}: every choice, from what you knew then").format(
                trick=d.trick) if d.trick else self.tr("Before the first card: every choice"))
            + (" " + self.tr("(played out on up to {n} deals)").format(n=deals(d)) if deals(d)
               else ""))
        for c in d.choices:
            row = table.rowCount()
            table.insertRow(row)
            words = self.choice_words(d, c.action)
            if c.action == d.chosen:
                words += " " + self.tr("(yours)")
            cells = [QTableWidgetItem(words), QTableWidgetItem(self.points_words(c.expected)),
                     QTableWidgetItem(f"{round(100 * c.win_share)} %"),
                     QTableWidgetItem(str(round(c.choice.augen))),
                     QTableWidgetItem(self.judged_words(c))]
            for column, cell in enumerate(cells):
                if column:
                    cell.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter)
                if c.action == d.chosen:
                    bold = cell.font()
                    bold.setBold(True)
                    cell.setFont(bold)
                table.setItem(row, column, cell)
