"""The Statistik window of the player's history: his accuracy per game with its moving
average, his points per game, the games won by role (Re, Kontra, soloist, against a solo),
announcements made and won, solos played and won, and the kinds of decision where he loses
most; filtered by the rules and by the opponents' level. With no game yet it says what will
appear and how. The figures come from :class:`~dokodesk.persistence.history.History` (read
once when the window opens or the filters change) and :mod:`dokodesk.course.review`.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

import pyqtgraph as pg
from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dokodesk.ai.accuracy import CATEGORIES, accuracy
from dokodesk.course.catalogue import load_course
from dokodesk.course.review import LESSON_OF_KIND
from dokodesk.engine.table import LEVELS
from dokodesk.gui.history_keeper import HistoryDialog
from dokodesk.gui.screen import fit
from dokodesk.gui.spielliste import plain_plot
from dokodesk.persistence.history import Game, History
from dokodesk.text.history import ACCURACY_HELP, CATEGORY_WORDS, ROLE_WORDS
from dokodesk.text.words import DeEn, decimal, term

if TYPE_CHECKING:
    from dokodesk.gui.mainwindow import MainWindow

AVERAGE = 10
"""Games in the moving average of the accuracy."""
ROLES = ("re", "kontra", "soloist", "against_solo")


class Figures(NamedTuple):
    """What the window shows, computed from the history's rows."""

    games: list[Game]
    accuracies: list[tuple[int, float]]
    """(game's place in the list, accuracy) of the games judged."""
    average: list[tuple[int, float]]
    by_role: dict[str, tuple[int, int, float]]
    """Per role: games, won, mean points."""
    announced: tuple[int, int]
    """Games with an announcement of his, and of them won."""
    solos: tuple[int, int]
    kinds: list[tuple[str, int, float, int]]
    """(kind, decisions, mean loss, mistakes), the costliest first."""


def rules_name(game: Game) -> str:
    """The rules of a game by name: the preset's, or the preset house rules start from."""
    rules = game.rules
    return rules if isinstance(rules, str) else str(rules.get("preset", "?"))


def opponents(game: Game) -> str | None:
    """The opponents' level where they were all of one level (None: mixed or unknown)."""
    others = {lv for seat, lv in enumerate(game.levels) if seat != game.seat}
    return next(iter(others)) if len(others) == 1 else None


def figures(games: Sequence[Game], losses: Sequence[tuple[int, str, int, float, int]]
            ) -> Figures:
    """The window's figures of ``games`` (``losses``: the history's judged decisions summed
    per game and kind, :meth:`~dokodesk.persistence.history.History.kind_losses`, of these
    games or more)."""
    games = list(games)
    accuracies = [(i, g.accuracy) for i, g in enumerate(games, start=1)
                  if g.accuracy is not None]
    average = []
    for n in range(len(accuracies)):
        window = [a for _, a in accuracies[max(0, n + 1 - AVERAGE):n + 1]]
        average.append((accuracies[n][0], sum(window) / len(window)))
    by_role = {}
    for role in ROLES:
        mine = [g for g in games if g.role == role]
        by_role[role] = (len(mine), sum(1 for g in mine if g.won),
                         sum(g.points for g in mine) / len(mine) if mine else 0.0)
    announcing = [g for g in games if g.announced]
    solos = [g for g in games if g.role == "soloist"]
    wanted = {g.id for g in games}
    per_kind = {k: [0, 0.0, 0] for k in CATEGORIES}
    for game, kind, count, loss, flagged in losses:
        if game in wanted and kind in per_kind:
            row = per_kind[kind]
            row[0] += count
            row[1] += loss
            row[2] += flagged
    kinds = sorted(((k, int(n), total / n, int(m)) for k, (n, total, m) in per_kind.items()
                    if n), key=lambda row: -row[2])
    return Figures(games, accuracies, average, by_role,
                   (len(announcing), sum(1 for g in announcing if g.won)),
                   (len(solos), sum(1 for g in solos if g.won)), kinds)


@functools.cache
def lesson_titles() -> dict[str, DeEn]:
    """The titles of the course's lessons by id (read once)."""
    return {lesson.id: lesson.title for lesson in load_course().lessons}


def open_lesson(window: MainWindow, lesson: str) -> None:
    """The course list of ``window`` with the lesson ``lesson`` opened."""
    from dokodesk.gui.course_list import CourseDialog

    window.dialogs.open_course()
    for dialog in window.findChildren(CourseDialog):
        ids = [found.id for found in dialog.course.lessons]
        if dialog.isVisible() and lesson in ids:
            dialog.open_lesson(ids.index(lesson))
            return


class StatistikWindow(HistoryDialog):
    """The statistics of the player's history (one window; opening it again brings it to
    the front with the figures read again)."""

    lessonRequested = Signal(str)
    """The lesson of the course with this id is asked for."""

    def __init__(self, history: History, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(history, lang, parent)
        self.setObjectName("statistik")
        self.all_games = history.games()
        self.losses = history.kind_losses()
        layout = QVBoxLayout(self)
        filters = QHBoxLayout()
        self.rules_box = QComboBox()
        self.level_box = QComboBox()
        self.rules_label = QLabel()
        self.level_label = QLabel()
        for label, box in ((self.rules_label, self.rules_box),
                           (self.level_label, self.level_box)):
            filters.addWidget(label)
            filters.addWidget(box)
        filters.addStretch(1)
        layout.addLayout(filters)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.empty.setObjectName("empty")
        layout.addWidget(self.empty)
        grid = QGridLayout()
        self.accuracy_chart = pg.PlotWidget(background="w")
        self.points_chart = pg.PlotWidget(background="w")
        self.kinds_chart = pg.PlotWidget(background="w")
        for chart in (self.accuracy_chart, self.points_chart, self.kinds_chart):
            plain_plot(chart)
            chart.setMinimumHeight(160)
        self.roles = QTableWidget(len(ROLES) + 2, 3)
        self.roles.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.roles.verticalHeader().setVisible(True)
        self.kinds_text = QLabel()
        self.kinds_text.setWordWrap(True)
        self.help = QLabel()
        self.help.setWordWrap(True)
        self.accuracy_title, self.points_title = QLabel(), QLabel()
        self.roles_title, self.kinds_title = QLabel(), QLabel()
        for title in (self.accuracy_title, self.points_title, self.roles_title,
                      self.kinds_title):
            title.setStyleSheet("font-weight: bold;")
            title.setWordWrap(True)
        self.roles.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        grid.addWidget(self.accuracy_title, 0, 0)
        grid.addWidget(self.accuracy_chart, 1, 0)
        grid.addWidget(self.points_title, 0, 1)
        grid.addWidget(self.points_chart, 1, 1)
        grid.addWidget(self.roles_title, 2, 0)
        left = QVBoxLayout()
        left.addWidget(self.roles, 1)
        self.lessons = QVBoxLayout()
        """Buttons to the lessons of the costliest kinds of decision."""
        left.addLayout(self.lessons)
        grid.addLayout(left, 3, 0)
        grid.addWidget(self.kinds_title, 2, 1)
        kinds = QVBoxLayout()
        kinds.addWidget(self.kinds_chart, 1)
        kinds.addWidget(self.kinds_text)

        grid.addLayout(kinds, 3, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        self.charts = QWidget()
        self.charts.setLayout(grid)
        layout.addWidget(self.charts, 1)
        layout.addWidget(self.help)
        self._fill_filters()
        self.rules_box.currentIndexChanged.connect(self.refresh)
        self.level_box.currentIndexChanged.connect(self.refresh)
        self.retranslate()
        fit(self, 1100, 700)

    @classmethod
    def open_for(cls, window: MainWindow) -> StatistikWindow | None:
        """Open (or bring to the front, with the figures read again) the window of
        ``window``'s history."""
        shown = super().open_for(window)
        if shown is not None:
            shown.lessonRequested.connect(lambda lesson: open_lesson(window, lesson))
        return shown

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "help"):
            self.retranslate()
        super().changeEvent(event)

    def _fill_filters(self) -> None:
        self.rules_box.clear()
        self.rules_box.addItem("", None)
        for name in sorted({rules_name(g) for g in self.all_games}):
            self.rules_box.addItem(name, name)
        self.level_box.clear()
        self.level_box.addItem("", None)
        found = {opponents(g) for g in self.all_games} - {None}
        for level in [lv for lv in LEVELS if lv in found]:
            self.level_box.addItem(term(level, self.lang), level)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.rules_label.setText(self.tr("Rules:"))
        self.level_label.setText(self.tr("Opponents:"))
        self.rules_box.setItemText(0, self.tr("all"))
        self.level_box.setItemText(0, self.tr("all"))
        self.accuracy_title.setText(self.tr("Accuracy per game and its moving average "
                                            "(%n games)", "", AVERAGE))
        self.points_title.setText(self.tr("Points per game"))
        self.roles_title.setText(self.tr("Games won by role"))
        self.kinds_title.setText(self.tr("Where you lose most: mean loss per decision"))
        self.roles.setHorizontalHeaderLabels([self.tr("games"), self.tr("won"),
                                              self.tr("mean points")])
        self.roles.setVerticalHeaderLabels(
            [ROLE_WORDS[r].get(self.lang) for r in ROLES]
            + [self.tr("with your announcement"), self.tr("solos")])
        self.help.setText(ACCURACY_HELP.get(self.lang))
        self.empty.setText(self.tr(
            "No games in your history yet. Every game you finish at the table goes in, and "
            "here you will see: your accuracy per game and its moving average (once the "
            "analysis has run in the background), your points per game, the games won as Re, "
            "Kontra, soloist and against a solo, your announcements and solos, and the kinds "
            "of decision where you lose most."))
        self.refresh()

    def selected(self) -> list[Game]:
        """The games the filters let through."""
        rules, level = self.rules_box.currentData(), self.level_box.currentData()
        return [g for g in self.all_games
                if (rules is None or rules_name(g) == rules)
                and (level is None or opponents(g) == level)]

    def refresh(self) -> None:
        """Draw the figures of the games selected."""
        shown = figures(self.selected(), self.losses)
        self.shown = shown
        nothing = not self.all_games
        self.empty.setVisible(nothing)
        self.charts.setVisible(not nothing)
        self._accuracy(shown)
        self._points(shown)
        self._roles(shown)
        self._kinds(shown)

    def _accuracy(self, shown: Figures) -> None:
        chart = self.accuracy_chart.getPlotItem()
        chart.clear()
        chart.setYRange(0, 100)
        if shown.accuracies:
            xs, ys = zip(*shown.accuracies, strict=True)
            chart.addItem(pg.ScatterPlotItem(list(xs), list(ys), size=6,
                                             brush=pg.mkBrush("#4a7ab5")))
            ax, ay = zip(*shown.average, strict=True)
            chart.addItem(pg.PlotCurveItem(list(ax), list(ay), pen=pg.mkPen("#c0392b",
                                                                             width=2.5)))

    def _points(self, shown: Figures) -> None:
        chart = self.points_chart.getPlotItem()
        chart.clear()
        if shown.games:
            xs = list(range(1, len(shown.games) + 1))
            for won, color in ((True, "#2e8b57"), (False, "#c0392b")):
                bars = [(x, g.points) for x, g in zip(xs, shown.games, strict=True)
                        if (g.points >= 0) == won]
                if bars:
                    bx, heights = zip(*bars, strict=True)
                    chart.addItem(pg.BarGraphItem(x=list(bx), height=list(heights), width=0.8,
                                                  brush=pg.mkBrush(color)))

    def _roles(self, shown: Figures) -> None:
        rows = [shown.by_role[r] for r in ROLES]
        rows.append((shown.announced[0], shown.announced[1], float("nan")))
        rows.append((shown.solos[0], shown.solos[1], float("nan")))
        for row, (games, won, mean) in enumerate(rows):
            share = f" ({round(100 * won / games)} %)" if games else ""
            cells = [str(games), f"{won}{share}",
                     "–" if mean != mean or not games else decimal(mean, 2, self.lang, sign=True)]
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.roles.setItem(row, column, item)

    def _lesson_links(self, shown: Figures) -> None:
        """A button to the lesson of each of the three costliest kinds of decision."""
        while self.lessons.count():
            item = self.lessons.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        titles = lesson_titles()
        for kind, *_ in shown.kinds[:3]:
            lesson = LESSON_OF_KIND.get(kind, "")
            if lesson not in titles:
                continue
            button = QPushButton(self.tr("Lesson: {title}").format(
                title=titles[lesson].get(self.lang)))
            button.setToolTip(CATEGORY_WORDS[kind].get(self.lang))
            button.clicked.connect(partial(self.lessonRequested.emit, lesson))
            self.lessons.addWidget(button)

    def _kinds(self, shown: Figures) -> None:
        QTimer.singleShot(0, self, lambda: self._lesson_links(shown))  # after it is shown
        chart = self.kinds_chart.getPlotItem()
        chart.clear()
        if not shown.kinds:
            self.kinds_text.setText(self.tr("Not judged yet: the analysis runs in the "
                                            "background."))
            return
        ys = list(range(len(shown.kinds)))[::-1]  # the costliest at the top
        chart.addItem(pg.BarGraphItem(x0=0, y=ys, width=[k[2] for k in shown.kinds],
                                      height=0.7, brush=pg.mkBrush("#d68910")))
        names = [CATEGORY_WORDS[k[0]].get(self.lang) for k in shown.kinds]
        chart.getAxis("left").setTicks([list(zip(ys, names, strict=True))])
        lines = []
        for (_kind, count, mean, mistakes), name in zip(shown.kinds, names, strict=True):
            figure = accuracy([mean])
            lines.append(self.tr("{kind}: {mean} points per decision (accuracy {acc}), "
                                 "{mistakes} mistakes in {count} decisions").format(
                kind=name, mean=decimal(mean, 2, self.lang), acc=decimal(figure or 0, 0, self.lang),
                mistakes=mistakes, count=count))
        self.kinds_text.setText("\n".join(lines))
