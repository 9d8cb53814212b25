"""The Spielliste: every game of the Partie with its points and running totals, and the chart
of the running totals (the final standings are in :mod:`dokodesk.gui.standings`).

Each game's row is read from its final state, so the list shows who declared what, the
announcements and whether the game was doubled.
"""

from __future__ import annotations

import csv
from collections.abc import Collection, Sequence
from pathlib import Path

import pyqtgraph as pg
from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLocale,
    QModelIndex,
    QPersistentModelIndex,
    QPoint,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QResizeEvent,
    QStandardItem,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMenu,
    QPushButton,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.partie import GameEntry, Partie, totals
from dokodesk.gui.colors import KONTRA_COLOR, RE_COLOR
from dokodesk.gui.i18n import fill
from dokodesk.text.table import GameInfo, bock_text, describe_game
from dokodesk.text.words import term

PLAYER_COLORS = ("#e8730c", "#2a9d3a", "#8756b8", "#8c5a2b", "#c9a227")
"""The players' lines: no red or blue, which are Re's and Kontra's."""
PLAYER_DASHES: tuple[tuple[float, ...], ...] = ((), (5, 2.5), (1.5, 2), (6, 2, 1.5, 2),
                                                (3, 3))
"""Each player's line its own dash pattern (solid, dashed, dotted ...): where two players
have the same totals the upper line's gaps show the lower one."""
POSITIVE = QColor("#1b7f3b")
NEGATIVE = QColor("#b3261e")
NEUTRAL = QColor("#6b6b6b")
BOCK_FILL = QColor(236, 196, 64, 60)
"""The shading of a Bock game's column in the chart (a light gold)."""
BOCK_EDGE = QColor(200, 150, 20, 110)
BOCK_TEXT = "#8a6400"
"""The Bock factor written over a Bock game."""
TAKEBACK_MARK = "↶"
"""The mark of a game in which the player took a card or an announcement back."""
POINTS_ROLE = Qt.ItemDataRole.UserRole + 1
"""The game's points of a player cell (the cell's text is the running total)."""


def translated_language() -> str:
    """The language the app's translation was installed for (its default locale's)."""
    return "de" if QLocale().language() == QLocale.Language.German else "en"


def signed(points: int) -> str:
    """Points with their sign: ``+3``, ``-3``, ``0``."""
    return f"{points:+d}" if points else "0"


def money(cents: int, lang: str) -> str:
    """An amount in euros as ``lang`` writes it: ``1,25 €`` or ``€1.25``."""
    locale = QLocale(QLocale.Language.German, QLocale.Country.Germany) if lang == "de" \
        else QLocale(QLocale.Language.English, QLocale.Country.Ireland)
    return locale.toCurrencyString(cents / 100, "€")


GAP = 6
"""The least room between a game's points and the running total in a cell."""


class PointsDelegate(QStyledItemDelegate):
    """Draws a player cell: the game's points small on the left, the running total bold; in
    a cell too narrow for both the points give way (the cell's tooltip has both)."""

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        """Room for the points, the gap and the total side by side."""
        hint = super().sizeHint(option, index)
        small = QFont(option.font)
        small.setPointSizeF(option.font.pointSizeF() * 0.85)
        bold = QFont(option.font)
        bold.setBold(True)
        width = (QFontMetrics(small).horizontalAdvance(signed(int(index.data(POINTS_ROLE) or 0)))
                 + QFontMetrics(bold).horizontalAdvance(str(index.data() or "")) + GAP + 16)
        return QSize(max(hint.width(), width), hint.height())

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        total = opt.text
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        points = index.data(POINTS_ROLE)
        rect = opt.rect.adjusted(8, 0, -8, 0)
        painter.save()
        small = QFont(opt.font)
        small.setPointSizeF(opt.font.pointSizeF() * 0.85)
        painter.setFont(small)
        color = NEUTRAL if not points else (POSITIVE if points > 0 else NEGATIVE)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        painter.setPen(opt.palette.highlightedText().color() if selected else color)
        bold = QFont(opt.font)
        bold.setBold(True)
        # the game's points get what the total leaves of the cell: never drawn over it
        room = rect.width() - QFontMetrics(bold).horizontalAdvance(total) - GAP
        game = QFontMetrics(small).elidedText(signed(int(points or 0)),
                                              Qt.TextElideMode.ElideRight, max(0, room))
        if game and room > 0:
            painter.drawText(QRect(rect.x(), rect.y(), room, rect.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             game)
        painter.setFont(bold)
        painter.setPen(opt.palette.highlightedText().color() if selected
                       else opt.palette.text().color())
        painter.drawText(QRect(rect), int(Qt.AlignmentFlag.AlignRight
                                          | Qt.AlignmentFlag.AlignVCenter), total)
        painter.restore()


def spread(totals: Sequence[int], step: float) -> list[float]:
    """Where each player's point is drawn: at his total, except that players with the same
    total are drawn ``step`` apart round it (in seat order), so no line hides another.

    >>> spread([2, 2, -2, 5], 0.5)
    [1.75, 2.25, -2.0, 5.0]
    """
    out = []
    for seat, total in enumerate(totals):
        tied = [s for s, t in enumerate(totals) if t == total]
        out.append(total + (tied.index(seat) - (len(tied) - 1) / 2) * step)
    return out


def points_title(counting: str) -> str:
    """What the totals are: points, or under plus-only or minus-only counting (RULES.md 14.8)
    plus points or minus points, in the window's language."""
    if counting == "plus":
        return QCoreApplication.translate("ScoreSheet", "Plus points")
    if counting == "minus":
        return QCoreApplication.translate("ScoreSheet", "Minus points")
    return QCoreApplication.translate("ScoreSheet", "Points")


def counting_note(counting: str) -> str:
    """A sentence on what the numbers mean under plus-only or minus-only counting (empty under
    plus-minus, where every game sums to zero)."""
    if counting == "plus":
        return QCoreApplication.translate(
            "ScoreSheet", "Plus only: the winners write their points, the losers nothing, so "
            "the totals do not add up to zero.")
    if counting == "minus":
        return QCoreApplication.translate(
            "ScoreSheet", "Minus only: the losers write their points as minus, the winners "
            "nothing, so the totals do not add up to zero.")
    return ""


def plain_plot(chart: pg.PlotWidget) -> pg.PlotItem:
    """The plot of ``chart`` made plain: a light grid, no menu, buttons or mouse zoom, grey
    axes without SI prefixes (points are never "x0.001")."""
    item = chart.getPlotItem()
    item.showGrid(x=True, y=True, alpha=0.15)
    item.setMenuEnabled(False)
    item.hideButtons()
    item.setMouseEnabled(x=False, y=False)
    for side in ("left", "bottom"):
        axis = item.getAxis(side)
        axis.setPen(pg.mkPen("#555"))
        axis.setTextPen(pg.mkPen("#333"))
        axis.enableAutoSIPrefix(False)
    return item


LEGEND_ROW = 22
"""About how high a row of the chart's legend is, in pixels."""


class ScoreChart(pg.PlotWidget):  # type: ignore[misc]
    """The running total of every player against the game number."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.setMinimumHeight(140)
        item = plain_plot(self)
        self.counting = "plus_minus"
        """The rules' ``counting``: what the points on the left axis are."""
        self.label_axes()
        # the legend in rows of its own below the chart, never over a line; as many columns
        # as fit the chart's width (a wider legend would push the plot past the right edge)
        self.legend = pg.LegendItem(colCount=1, labelTextColor="#222", horSpacing=18)
        item.layout.addItem(self.legend, 4, 1)
        self.lang = "de"
        """The language of the party words in the tips and the legend."""
        self.bock_bands: list[pg.LinearRegionItem] = []
        """The shaded columns of the Bock games, one per run of games with the same factor."""

    def label_axes(self) -> None:
        """The axis titles in the current language; the left one says whether the totals are
        plus points or minus points only."""
        item = self.getPlotItem()
        item.setLabel("bottom", self.tr("Game"))
        item.setLabel("left", points_title(self.counting))

    def show_games(self, infos: Sequence[GameInfo], names: Sequence[str],
                   counting: str = "plus_minus") -> None:
        """Draw the running totals of ``infos`` (``counting``: the rules' counting), with each
        Bock game's column shaded and its factor written at the top."""
        item = self.getPlotItem()
        item.clear()
        self.legend.clear()
        self.counting = counting
        self.label_axes()
        self._draw_bock(infos)
        item.addItem(pg.InfiniteLine(pos=0, angle=0,
                                     pen=pg.mkPen("#999", style=Qt.PenStyle.DashLine)))
        xs = [0, *(i.number for i in infos)]
        values = [t for i in infos for t in i.totals]
        step = max(4, max(values, default=0) - min(values, default=0)) * 0.015
        drawn = [spread([0] * len(names), step), *(spread(i.totals, step) for i in infos)]
        for seat, name in enumerate(names):
            color = PLAYER_COLORS[seat % len(PLAYER_COLORS)]
            ys = [row[seat] for row in drawn]
            symbols, sizes, tips = ["o"], [6], [self.tr("Start: 0 points")]
            rings = [pg.mkPen("w", width=1)]
            for i in infos:
                symbol, size = ("star", 15) if i.solo else (("d", 11) if i.doubled else ("o", 8))
                symbols.append(symbol)
                sizes.append(size)
                tips.append(self._tip(i, seat, name))
                rings.append(self._party_pen(i.parties[seat] if i.parties else None))
            pen = pg.mkPen(color, width=2.5)
            pen.setDashPattern(list(PLAYER_DASHES[seat % len(PLAYER_DASHES)]) or [1, 0])
            item.addItem(pg.PlotCurveItem(xs, ys, pen=pen, antialias=True))
            scatter = pg.ScatterPlotItem(
                x=xs, y=ys, symbol=symbols, size=sizes, data=tips, pen=rings,
                brush=pg.mkBrush(color), hoverable=True,
                hoverSize=16, tip=lambda x, y, data: data, antialias=True,
            )
            item.addItem(scatter)
            self.legend.addItem(pg.PlotDataItem(pen=pen), name)
        for party in ("re", "kontra"):
            ring = pg.ScatterPlotItem(symbol="o", size=10, brush=pg.mkBrush("w"),
                                      pen=self._party_pen(party))
            self.legend.addItem(ring, term(party, self.lang))
        for symbol, size, label in (("star", 14, self.tr("Solo")), ("d", 11, self.tr("Doubled"))):
            marker = pg.ScatterPlotItem(symbol=symbol, size=size, brush=pg.mkBrush("#777"),
                                        pen=pg.mkPen("w"))
            self.legend.addItem(marker, label)
        if self.bock_bands:
            sample = pg.ScatterPlotItem(symbol="s", size=13, brush=pg.mkBrush(BOCK_FILL),
                                        pen=pg.mkPen(BOCK_EDGE))
            self.legend.addItem(sample, self.tr("Bock game"))
        self.fit_legend()
        last = max(1, len(infos))
        step = max(1, -(-last // 12))
        item.getAxis("bottom").setTicks([[(x, str(x)) for x in range(0, last + 1, step)], []])
        pad = max(0.25, last * 0.04)  # room for the first and the last point and their ticks
        item.setXRange(-pad, last + pad, padding=0)
        if infos and self.bock_bands:  # room above the lines for the Bock factors
            low, high = min(0, *values), max(0, *values)
            span = max(10, high - low)
            item.setYRange(low - span * 0.05, high + span * 0.14, padding=0)
        elif infos:
            item.enableAutoRange(axis="y")
        else:
            item.setYRange(-10, 10)

    def _draw_bock(self, infos: Sequence[GameInfo]) -> None:
        """Shade the columns of the Bock games, a run of games with the same factor as one
        band, with the factor (×2, ×4 ...) written at the top of each game."""
        self.bock_bands = []
        item = self.getPlotItem()
        runs: list[tuple[int, int, int]] = []  # (first game, last game, factor)
        for i in infos:
            if i.bock <= 1:
                continue
            if runs and runs[-1][1] == i.number - 1 and runs[-1][2] == i.bock:
                runs[-1] = (runs[-1][0], i.number, i.bock)
            else:
                runs.append((i.number, i.number, i.bock))
        for first, last, factor in runs:
            band = pg.LinearRegionItem(values=(first - 0.5, last + 0.5), movable=False,
                                       brush=pg.mkBrush(BOCK_FILL),
                                       pen=pg.mkPen(BOCK_EDGE, width=1))
            band.setZValue(-10)
            band.setToolTip(fill(self.tr("Bock ×%1"), factor))
            item.addItem(band)
            self.bock_bands.append(band)
            for number in range(first, last + 1):  # an invisible line carries the label
                mark = pg.InfiniteLine(pos=number, angle=90, pen=pg.mkPen(None),
                                       label=f"×{factor}",
                                       labelOpts={"position": 0.97, "color": BOCK_TEXT,
                                                  "anchors": [(0.5, 0), (0.5, 0)]})
                item.addItem(mark)

    @staticmethod
    def _party_pen(party: str | None) -> object:
        """The ring round a game's point: red for Re, blue for Kontra (white: sat out)."""
        color = {"re": RE_COLOR, "kontra": KONTRA_COLOR}.get(party or "", "w")
        return pg.mkPen(color, width=2 if party else 1)

    def fit_legend(self) -> None:
        """As many legend columns as fit the chart's width; in a chart too low for its
        legend and the lines (the docks beside the table squeezed) the legend gives way: the
        points' tooltips still name the players."""
        entries = self.legend.items
        if not entries:
            return
        widest = max(sample.boundingRect().width() + label.item.boundingRect().width()
                     for sample, label in entries) + 36  # the label's margins and the spacing
        room = self.width() - self.getPlotItem().getAxis("left").width() - 16
        columns = max(1, min(len(entries), int(room // widest)))
        self.legend.setColumnCount(columns)
        rows = -(-len(entries) // columns)
        self.legend.setVisible(rows * LEGEND_ROW <= self.height() * 0.4)
        self.getPlotItem().setGeometry(QRectF(self.rect()))  # within the widget again

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        if event is not None:  # pyqtgraph calls it with None while it is being made
            self.fit_legend()
        super().resizeEvent(event)

    def _tip(self, info: GameInfo, seat: int, name: str) -> str:
        lines = [fill(self.tr("Game %1: %2"), info.number, info.game)]
        if info.announced:
            lines.append(fill(self.tr("Announced: %1"), info.announced))
        if info.doubled:
            lines.append(self.tr("Doubled"))
        if info.bock > 1:
            lines.append(fill(self.tr("Bock ×%1"), info.bock))
        party = info.parties[seat] if info.parties else None
        if party is not None:
            name = f"{name} ({term(party, self.lang)})"
        lines.append(fill(self.tr("%1: %2 points, total %3"), name, signed(info.points[seat]),
                          info.totals[seat]))
        return "\n".join(lines)


class SpiellisteWidget(QWidget):
    """The Spielliste table and the chart of the running totals, with CSV and PNG export.
    Double-clicking a game emits :attr:`replay_requested` with its index in the Partie; its
    context menu and the "Analyse" button :attr:`analysis_requested` too, and the context
    menu :attr:`comparison_requested` (the deal played again by Profi in the player's seat)."""

    replay_requested = Signal(int)
    analysis_requested = Signal(int)
    comparison_requested = Signal(int)

    def __init__(self, lang: str = "de", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        """The language of the games' words; it follows the installed translation."""
        self.names: tuple[str, ...] = ()
        self.infos: list[GameInfo] = []
        self.partie: Partie | None = None
        self.takebacks: frozenset[int] = frozenset()
        self._cache: list[tuple[GameEntry, GameInfo]] = []
        self.model = QStandardItemModel(0, 0, self)
        self.table = QTableView()
        self.table.setModel(self.model)
        self.table.setItemDelegate(QStyledItemDelegate(self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setWordWrap(False)
        self.table.doubleClicked.connect(self._double_clicked)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self._points_delegate = PointsDelegate(self.table)
        self.chart = ScoreChart()
        self.chart.lang = lang
        self.status = QLabel()
        self.csv_button = QPushButton()
        self.png_button = QPushButton()
        self.analyse_button = QPushButton()
        self.analyse_button.clicked.connect(self._analyse_selected)
        self.csv_button.clicked.connect(self._ask_csv)
        self.png_button.clicked.connect(self._ask_png)
        self.status.setWordWrap(True)
        top = QHBoxLayout()  # the buttons under the status: the list stays narrow beside a table
        top.addWidget(self.analyse_button)
        top.addStretch(1)
        top.addWidget(self.csv_button)
        top.addWidget(self.png_button)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        self._retranslate()

    def _retranslate(self) -> None:
        """Every text in the current language (the games' words too)."""
        self.table.setToolTip(self.tr("Double-click a game to replay it trick by trick"))
        self.csv_button.setText(self.tr("Export &CSV…"))
        self.png_button.setText(self.tr("Export chart as &PNG…"))
        self.analyse_button.setText(self.tr("&Analyse…"))
        self.analyse_button.setToolTip(self.tr("Analyse the selected game (the last one if "
                                               "none is selected): every decision you made"))
        self.chart.label_axes()
        if self.partie is not None:
            self._cache = []
            self.set_partie(self.partie, self.names, self.takebacks)
        else:
            self._update_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.lang = self.chart.lang = translated_language()
            self._retranslate()
        super().changeEvent(event)

    # --- filling --------------------------------------------------------------------------

    def set_partie(self, partie: Partie, names: Sequence[str],
                   takebacks: Collection[int] = ()) -> None:
        """Show every game of ``partie`` (names per seat; ``takebacks``: the numbers of the
        games played with take-backs); called again after each game."""
        names = tuple(names)
        self.takebacks = frozenset(takebacks)
        pflicht_rules = partie.settings.pflichtsolo != "off"
        if names != self.names:
            self._cache = []
        cache = [(e, i) for e, i in self._cache]
        infos: list[GameInfo] = []
        before = tuple(0 for _ in range(partie.settings.players))
        for n, entry in enumerate(partie.games):
            if n < len(cache) and cache[n][0] is entry:
                info = cache[n][1]
            else:
                info = describe_game(entry, names, pflicht_rules, before, self.lang)
                cache = cache[:n]
                cache.append((entry, info))
            infos.append(info)
            before = info.totals
        self._cache = cache[:len(infos)]
        self.names = names
        self.infos = infos
        self.partie = partie
        assert not infos or infos[-1].totals == totals(partie)
        self._fill_table()
        self.chart.show_games(infos, names, self.counting)
        self._update_status()

    @property
    def counting(self) -> str:
        """The rules' ``counting`` (plus-minus when no Partie is shown)."""
        return "plus_minus" if self.partie is None else self.partie.settings.rules.counting

    @property
    def bock_rules(self) -> bool:
        """Whether the rules play Bock rounds (only then the list has a Bock column)."""
        return self.partie is not None and self.partie.settings.rules.bock

    def headers(self) -> list[str]:
        """The column titles of the table: with Bock rounds a column of each game's Bock
        factor, and under plus-only or minus-only counting the players' columns say so."""
        bock = [self.tr("Bock")] if self.bock_rules else []
        names = list(self.names)
        if self.counting != "plus_minus":  # the status line above says what the sign means
            sign = "+" if self.counting == "plus" else "−"
            names = [f"{n} ({sign})" for n in names]
        return [self.tr("No."), self.tr("Dealer"), self.tr("Game"), self.tr("Announced"),
                *bock, *names]

    def _fill_table(self) -> None:
        self.model.clear()
        self.model.setHorizontalHeaderLabels(self.headers())
        first_player = 5 if self.bock_rules else 4
        for info in self.infos:
            taken_back = info.number in self.takebacks
            marks = (("★" if info.solo else "") + ("◆" if info.doubled else "")
                     + (TAKEBACK_MARK if taken_back else ""))
            row = [QStandardItem(f"{info.number} {marks}".strip()), QStandardItem(info.dealer),
                   QStandardItem(info.game), QStandardItem(info.announced)]
            row[0].setData(info.number, Qt.ItemDataRole.UserRole)
            if marks:
                words = [self.tr("Solo")] if info.solo else []
                words += [self.tr("Doubled")] if info.doubled else []
                words += [self.tr("Played with take-backs")] if taken_back else []
                row[0].setToolTip(" · ".join(words))
            row[2].setToolTip(info.game)
            if self.bock_rules:
                bock = QStandardItem(f"×{info.bock}" if info.bock > 1 else "")
                bock.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if info.bock > 1:
                    bock.setToolTip(fill(self.tr("A Bock game: its value counts %1 times"),
                                         info.bock))
                    bock.setBackground(BOCK_FILL)
                row.append(bock)
            for seat, total in enumerate(info.totals):
                cell = QStandardItem(str(total))
                cell.setData(info.points[seat], POINTS_ROLE)
                cell.setToolTip(fill(self.tr("%1: %2 in this game, %3 in all"),
                                     self.names[seat], signed(info.points[seat]), total))
                row.append(cell)
            self.model.appendRow(row)
        header = self.table.horizontalHeader()
        for column in range(self.model.columnCount()):
            if column >= first_player:
                self.table.setItemDelegateForColumn(column, self._points_delegate)
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)
            else:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        if self.infos:
            self.table.scrollToBottom()

    def _update_status(self) -> None:
        """The games played and who leads; the Bock games waiting (from the Partie); under
        plus-only or minus-only counting what the numbers are."""
        lines = []
        if not self.infos:
            lines.append(self.tr("No game played yet."))
        else:
            last = self.infos[-1].totals
            best = max(last)
            leaders = [n for n, t in zip(self.names, last, strict=True) if t == best]
            text = self.tr("%n game(s) played", "", len(self.infos))
            text += " · " + fill(self.tr("in the lead: %1 (%2)"), ", ".join(leaders), best)
            lines.append(text)
        if self.partie is not None and self.bock_rules and self.partie.bock:
            lines.append(bock_text(1, self.partie.bock, self.lang))
        note = counting_note(self.counting)
        if note:
            lines.append(note)
        self.status.setText("\n".join(lines))

    def _double_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            self.replay_requested.emit(index.row())

    def _context_menu(self, pos: QPoint) -> None:
        index = self.table.indexAt(pos)
        if not index.isValid():
            return
        row = index.row()
        menu = QMenu(self)
        menu.addAction(self.tr("Replay trick by trick…"), lambda: self.replay_requested.emit(row))
        menu.addAction(self.tr("Analyse the game…"), lambda: self.analysis_requested.emit(row))
        menu.addAction(self.tr("How would Profi have played?…"),
                       lambda: self.comparison_requested.emit(row))
        menu.exec(self.table.viewport().mapToGlobal(pos))

    def _analyse_selected(self) -> None:
        rows = self.table.selectionModel().selectedRows()
        row = rows[0].row() if rows else len(self.infos) - 1
        if 0 <= row < len(self.infos):
            self.analysis_requested.emit(row)

    # --- export ---------------------------------------------------------------------------

    def csv_rows(self) -> list[list[str]]:
        """The Spielliste as rows of text: a header, then one row per game with every
        player's points and running total."""
        header = [self.tr("No."), self.tr("Dealer"), self.tr("Game"), self.tr("Announced")]
        header += [self.tr("Bock")] if self.bock_rules else []
        header += [fill(self.tr("%1 points"), n) for n in self.names]
        header += [fill(self.tr("%1 total"), n) for n in self.names]
        rows = [header]
        for i in self.infos:
            bock = [str(i.bock)] if self.bock_rules else []
            rows.append([str(i.number), i.dealer, i.game, i.announced, *bock,
                         *(str(p) for p in i.points), *(str(t) for t in i.totals)])
        return rows

    def export_csv(self, path: Path | str) -> None:
        """Write the Spielliste as CSV (UTF-8)."""
        with Path(path).open("w", encoding="utf-8", newline="") as f:
            csv.writer(f).writerows(self.csv_rows())

    def export_png(self, path: Path | str) -> bool:
        """Save the chart as a PNG image; whether it worked."""
        return bool(self.chart.grab().save(str(path), "PNG"))

    def _ask_csv(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the score sheet"),
                                              "spielliste.csv", self.tr("CSV files (*.csv)"))
        if path:
            self.export_csv(path)

    def _ask_png(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the chart"),
                                              "spielverlauf.png", self.tr("PNG images (*.png)"))
        if path:
            self.export_png(path)
