"""The end of the Partie: the final standings and, with money on the table, who pays whom."""

from __future__ import annotations

import html
import math
from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from dokodesk.engine.partie import Partie, balances, settlement, totals
from dokodesk.gui.i18n import child, fill, load_ui

from .screen import fit
from .spielliste import NEGATIVE, POSITIVE, counting_note, money, points_title, signed


class StandingsDialog(QDialog):
    """The end of the Partie: the standings and, with money on the table, who pays whom (layout
    in ``ui/standings.ui``)."""

    def __init__(self, partie: Partie, names: Sequence[str], lang: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final standings"))
        self.lang = lang
        names = list(names)
        sums = totals(partie)
        cents = partie.settings.rules.cents_per_point
        order = sorted(range(len(sums)), key=lambda s: (-sums[s], s))
        best = sums[order[0]]
        winners = [names[s] for s in order if sums[s] == best]

        self.form = load_ui("standings", self)
        self.headline = child(self.form, QLabel, "headline")
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.headline.setFont(font)
        if len(winners) == 1:
            text = self.tr("%1 wins the Partie with %2 points.")
        else:
            text = self.tr("%1 share first place with %2 points.")
        self.headline.setText(fill(text, " & ".join(winners), best))

        games = len(partie.games)
        info = self.tr("%n game(s) played", "", games)
        if partie.thrown_in:
            info += ", " + self.tr("%n deal(s) thrown in", "", partie.thrown_in)
        info += "."
        rules = partie.settings.rules
        note = counting_note(rules.counting)
        if note:
            info += " " + note
            if cents:
                info += " " + self.tr("Money is settled on half the difference between each "
                                      "two players.")
        details = child(self.form, QLabel, "details")
        details.setWordWrap(True)
        details.setText(info)

        self.table = child(self.form, QTableWidget, "table")
        points_header = self.table.horizontalHeaderItem(2)
        if points_header is not None:
            points_header.setText(points_title(rules.counting))
        self.money = balances(sums, rules)
        """What each seat receives (negative: pays) in cents, as the engine settles it."""
        if not cents:
            self.table.setColumnCount(3)  # no money column
        self.table.setRowCount(len(order))
        place = 0
        for row, seat in enumerate(order):
            if row == 0 or sums[seat] != sums[order[row - 1]]:
                place = row + 1
            cells = [f"{place}.", names[seat], signed(sums[seat])]
            if cents:
                cells.append(money(math.ceil(self.money[seat]) if self.money[seat] > 0
                                   else math.floor(self.money[seat]), lang))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                align = Qt.AlignmentFlag.AlignLeft if column == 1 else Qt.AlignmentFlag.AlignRight
                item.setTextAlignment(align | Qt.AlignmentFlag.AlignVCenter)
                sign = sums[seat] if column == 2 else self.money[seat]
                if column >= 2 and sign:
                    item.setForeground(POSITIVE if sign > 0 else NEGATIVE)
                if place == 1:
                    bold = item.font()
                    bold.setBold(True)
                    item.setFont(bold)
                self.table.setItem(row, column, item)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setFixedHeight(self.table.horizontalHeader().sizeHint().height()
                                  + self.table.verticalHeader().length()
                                  + 2 * self.table.frameWidth())

        self.payments = child(self.form, QLabel, "payments")
        self.payments.setText(self.settlement_text(partie, names) if cents else "")
        self.payments.setVisible(bool(cents))
        buttons = child(self.form, QDialogButtonBox, "buttonBox")
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        fit(self)

    def settlement_lines(self, partie: Partie, names: Sequence[str]) -> list[str]:
        """Who pays whom, one sentence each (empty when nobody owes anything)."""
        return [
            fill(self.tr("%1 pays %2 %3"), html.escape(names[payer]), html.escape(names[payee]),
                 money(cents, self.lang))
            for payer, payee, cents in settlement(partie)
        ]

    def settlement_text(self, partie: Partie, names: Sequence[str]) -> str:
        """The settlement as rich text: the rate, then one line per payment."""
        cents = partie.settings.rules.cents_per_point
        rate = fill(self.tr("At %1 a point:"), money(cents, self.lang))
        lines = self.settlement_lines(partie, names)
        if not lines:
            return f"<b>{rate}</b><br>" + self.tr("Nobody owes anything.")
        items = "".join(f"<li>{line}</li>" for line in lines)
        return f"<b>{rate}</b><ul style='margin-left:0'>{items}</ul>"
