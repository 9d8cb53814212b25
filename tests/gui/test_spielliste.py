"""The Spielliste, its chart and exports, and the final standings."""

from __future__ import annotations

import csv
import os
import random
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from dokodesk.engine.partie import (
    Partie,
    PartieSettings,
    is_over,
    new_partie,
    next_game,
    record_game,
    settlement,
    totals,
)
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.gui import spielliste
from dokodesk.gui.colors import KONTRA_COLOR, RE_COLOR
from dokodesk.gui.spielliste import POINTS_ROLE, SpiellisteWidget, money
from dokodesk.gui.standings import StandingsDialog
from dokodesk.text.words import solo_name

pytestmark = pytest.mark.usefixtures("qapp")

NAMES = ("Anna", "Ben", "Clara", "David", "Emma")


def play_partie(rules: str, games: int, seed: int, players: int = 4) -> Partie:
    """A Partie of random legal games (seeded)."""
    settings = PartieSettings(preset(rules), players=players, names=NAMES[:players],
                              length=("games", games))
    partie = new_partie(settings, seed)
    rng = random.Random(seed)
    while not is_over(partie):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng, reserve_chance=0.1,
                                                 announce_chance=0.03), seats)
    return partie


@pytest.fixture(scope="module")
def partie() -> Partie:
    """Twelve games (more with the owed Pflichtsoli) under the Vowi rules: Armut, solos,
    doubling announcements."""
    return play_partie("vowi", 12, seed=11)


@pytest.fixture(scope="module")
def kneipe() -> Partie:
    """A Partie with money on the table (5 cents a point)."""
    return play_partie("kneipe", 8, seed=4)


def running(partie: Partie) -> list[tuple[int, ...]]:
    out, sums = [], [0] * partie.settings.players
    for game in partie.games:
        sums = [s + p for s, p in zip(sums, game.points, strict=True)]
        out.append(tuple(sums))
    return out


def test_the_table_holds_every_game_with_running_totals(partie: Partie) -> None:
    assert len(partie.games) >= 8
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    model = widget.model
    assert model.rowCount() == len(partie.games)
    assert widget.headers()[4:] == list(NAMES[:4])
    for row, (game, sums) in enumerate(zip(partie.games, running(partie), strict=True)):
        assert model.item(row, 0).data(Qt.ItemDataRole.UserRole) == game.number
        assert model.item(row, 1).text() == NAMES[game.dealer]
        for seat in range(4):
            cell = model.item(row, 4 + seat)
            assert cell.text() == str(sums[seat])
            assert cell.data(POINTS_ROLE) == game.points[seat]
    assert widget.infos[-1].totals == totals(partie)
    assert str(len(partie.games)) in widget.status.text()


def test_game_types_in_words(partie: Partie) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    kinds = set()
    for game, info in zip(partie.games, widget.infos, strict=True):
        kinds.add(game.kind)
        if game.kind == "normal":
            assert info.game == "Normal game"
        elif game.kind == "solo":
            assert info.game.startswith(solo_name(game.solo, "en"))
            assert NAMES[game.soloist] in info.game
            kind = ("forced Pflichtsolo" if game.forced
                    else "Pflichtsolo" if game.pflicht else "Lustsolo")
            assert info.game.endswith(", " + kind)
            assert info.solo and "★" in widget.model.item(game.number - 1, 0).text()
        elif game.kind == "armut":
            assert info.game.startswith("Armut (")
        else:
            assert "Hochzeit" in info.game
        lines = result(game.state).lines
        doubled = game.multiplier > 1 or any(ln.item.startswith("doubled") for ln in lines)
        assert info.doubled == doubled
        assert ("◆" in widget.model.item(game.number - 1, 0).text()) == doubled
    assert {"normal", "solo"} <= kinds
    assert any(info.doubled for info in widget.infos)


def test_live_updates_reuse_what_is_known(partie: Partie,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    widget = SpiellisteWidget("en")
    half = Partie(settings=partie.settings, seed=partie.seed, games=partie.games[:5])
    widget.set_partie(half, NAMES[:4])
    assert widget.model.rowCount() == 5
    calls: list[int] = []
    real = spielliste.describe_game

    def counting(entry, *args, **kw):
        calls.append(entry.number)
        return real(entry, *args, **kw)

    monkeypatch.setattr(spielliste, "describe_game", counting)
    widget.set_partie(partie, NAMES[:4])
    assert widget.model.rowCount() == len(partie.games)
    assert calls == [g.number for g in partie.games[5:]]
    assert widget.infos[-1].totals == totals(partie)


def test_the_chart_draws_every_player_with_marked_games(partie: Partie) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    items = widget.chart.getPlotItem().items
    scatters = [i for i in items if isinstance(i, pg.ScatterPlotItem)]
    curves = [i for i in items if isinstance(i, pg.PlotCurveItem)]
    assert len(scatters) == 4 and len(curves) == 4
    sums = running(partie)
    span = max(map(max, sums)) - min(map(min, sums))  # equal totals are drawn a little apart
    for seat, scatter in enumerate(scatters):
        xs, ys = scatter.getData()
        assert list(xs) == list(range(len(partie.games) + 1))
        assert list(ys) == pytest.approx([0, *(s[seat] for s in sums)], abs=0.03 * span)
        points = scatter.points()
        for game, point in zip(partie.games, points[1:], strict=True):
            info = widget.infos[game.number - 1]
            expected = "star" if info.solo else ("d" if info.doubled else "o")
            assert point.symbol() == expected
            tip = point.data()
            assert info.game in tip and NAMES[seat] in tip
            assert f"{game.points[seat]:+d}" in tip or game.points[seat] == 0
    legend = [label.text for _, label in widget.chart.legend.items]
    assert legend == [*NAMES[:4], "Re", "Kontra", "Solo", "Doubled"]


@pytest.mark.parametrize("games", [1, 8])
def test_the_chart_shows_every_game_and_the_whole_legend(games: int, qtbot) -> None:
    widget = SpiellisteWidget("en")
    qtbot.addWidget(widget)
    widget.resize(420, 700)
    widget.set_partie(play_partie("kneipe", games, seed=4), NAMES[:4])
    widget.show()
    qtbot.waitExposed(widget)
    chart = widget.chart
    item = chart.getPlotItem()
    low, high = item.viewRange()[0]
    assert low < 0 and high > games  # the first and the last point with room round them
    inside = chart.mapToScene(chart.viewport().rect()).boundingRect()
    assert inside.contains(item.vb.sceneBoundingRect())
    for sample, label in chart.legend.items:
        assert inside.contains(label.item.sceneBoundingRect()), label.text
        assert inside.contains(sample.sceneBoundingRect())


def test_players_with_equal_totals_are_both_visible() -> None:
    assert spielliste.spread([3, 3, 3, -9], 1.0) == [2.0, 3.0, 4.0, -9.0]
    partie = play_partie("kneipe", 1, seed=4)
    assert partie.games[0].points[0] == partie.games[0].points[1]  # a tie to draw
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    items = widget.chart.getPlotItem().items
    curves = [i for i in items if isinstance(i, pg.PlotCurveItem)]
    first, second = (curve.getData()[1][-1] for curve in curves[:2])
    assert first != second and abs(first - second) < 1
    dashes = {tuple(curve.opts["pen"].dashPattern()) for curve in curves}
    assert len(dashes) == 4  # each player's line its own dash pattern


def test_the_chart_rings_each_point_in_its_partys_colour(partie: Partie) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    scatters = [i for i in widget.chart.getPlotItem().items
                if isinstance(i, pg.ScatterPlotItem)]
    for seat, scatter in enumerate(scatters):
        for info, point in zip(widget.infos, scatter.points()[1:], strict=True):
            expected = RE_COLOR if info.parties[seat] == "re" else KONTRA_COLOR
            assert point.pen().color().name() == expected
            assert ("(Re)" if info.parties[seat] == "re" else "(Kontra)") in point.data()
    assert not set(spielliste.PLAYER_COLORS) & {RE_COLOR, KONTRA_COLOR}


def test_csv_export(partie: Partie, tmp_path: Path) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    path = tmp_path / "liste.csv"
    widget.export_csv(path)
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.reader(f))
    assert rows[0] == ["No.", "Dealer", "Game", "Announced",
                       *(f"{n} points" for n in NAMES[:4]), *(f"{n} total" for n in NAMES[:4])]
    assert len(rows) == len(partie.games) + 1
    for row, game, sums in zip(rows[1:], partie.games, running(partie), strict=True):
        assert row[0] == str(game.number)
        assert row[1] == NAMES[game.dealer]
        assert row[2] == widget.infos[game.number - 1].game
        assert [int(x) for x in row[4:8]] == list(game.points)
        assert [int(x) for x in row[8:12]] == list(sums)


def test_png_export(partie: Partie, tmp_path: Path) -> None:
    widget = SpiellisteWidget("en")
    widget.resize(900, 700)
    widget.set_partie(partie, NAMES[:4])
    path = tmp_path / "chart.png"
    assert widget.export_png(path)
    image = QImage(str(path))
    assert not image.isNull() and image.width() > 100 and image.height() > 100


def test_double_click_asks_for_a_replay(partie: Partie, qtbot) -> None:
    widget = SpiellisteWidget("en")
    qtbot.addWidget(widget)
    widget.resize(1000, 800)
    widget.set_partie(partie, NAMES[:4])
    widget.show()
    qtbot.waitExposed(widget)
    widget.table.scrollToTop()
    rect = widget.table.visualRect(widget.model.index(2, 2))
    viewport = widget.table.viewport()
    with qtbot.waitSignal(widget.replay_requested, timeout=2000) as blocker:
        # a real double-click: press and release, then the double-click event
        QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
        QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton, pos=rect.center())
    assert blocker.args == [2]


def test_an_empty_partie(partie: Partie) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(Partie(settings=partie.settings, seed=1), NAMES[:4])
    assert widget.model.rowCount() == 0
    assert widget.csv_rows()[1:] == []
    assert widget.status.text() == "No game played yet."


def test_five_players(tmp_path: Path) -> None:
    partie = play_partie("kneipe", 10, seed=2, players=5)
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES)
    for game, info in zip(partie.games, widget.infos, strict=True):
        assert info.points[game.dealer] == 0  # the dealer sat out
    assert widget.infos[-1].totals == totals(partie)
    assert widget.model.columnCount() == 4 + 5


# --- standings --------------------------------------------------------------------------------


def test_money_as_euros() -> None:
    assert money(125, "de") == "1,25\xa0€"  # a non-breaking space
    assert money(125, "en") == "€1.25"
    assert money(-5, "de") == "-0,05\xa0€"


def test_standings_and_who_pays_whom(kneipe: Partie) -> None:
    names = list(NAMES[:4])
    dialog = StandingsDialog(kneipe, names, "de")
    sums = totals(kneipe)
    order = sorted(range(4), key=lambda s: (-sums[s], s))
    table = dialog.table
    assert [table.item(r, 1).text() for r in range(4)] == [names[s] for s in order]
    assert [table.item(r, 2).text() for r in range(4)] == [
        f"{sums[s]:+d}" if sums[s] else "0" for s in order]
    assert table.columnCount() == 4  # with money
    assert table.item(0, 3).text() == money(sums[order[0]] * 5, "de")
    lines = dialog.settlement_lines(kneipe, names)
    payments = settlement(kneipe)
    assert len(lines) == len(payments) > 0
    for line, (payer, payee, cents) in zip(lines, payments, strict=True):
        assert line == f"{names[payer]} pays {names[payee]} {money(cents, 'de')}"
    assert sum(c for _, _, c in payments) == sum(t * 5 for t in sums if t > 0)
    assert "At 0,05\xa0€ a point:" in dialog.payments.text()
    assert dialog.headline.text().startswith(names[order[0]] + " wins the Partie")


def test_standings_without_money(partie: Partie) -> None:
    dialog = StandingsDialog(partie, list(NAMES[:4]), "en")
    assert dialog.table.columnCount() == 3
    assert dialog.payments.isHidden()


def test_standings_with_a_tie() -> None:
    settings = PartieSettings(preset("kneipe"), names=NAMES[:4], length=("games", 1))
    tied = Partie(settings=settings, seed=1)
    dialog = StandingsDialog(tied, list(NAMES[:4]), "en")
    assert dialog.headline.text() == "Anna & Ben & Clara & David share first place with 0 points."
    assert [dialog.table.item(r, 0).text() for r in range(4)] == ["1."] * 4
    assert "Nobody owes anything." in dialog.payments.text()


# --- Bock rounds and plus-only or minus-only counting (RULES.md 14.5, 14.8) ----------------


@pytest.fixture(scope="module")
def bock() -> Partie:
    """Sixteen games under ``kneipe_plus``: lost solos and 120:120 start Bock rounds."""
    return play_partie("kneipe_plus", 16, seed=7)


def test_the_bock_column_shows_each_games_factor_from_the_partie(bock: Partie) -> None:
    assert any(g.bock > 1 for g in bock.games)
    widget = SpiellisteWidget("en")
    widget.set_partie(bock, NAMES[:4])
    assert widget.headers()[4] == "Bock"
    assert widget.headers()[5:] == list(NAMES[:4])
    for row, game in enumerate(bock.games):
        cell = widget.model.item(row, 4)
        assert cell.text() == (f"×{game.bock}" if game.bock > 1 else "")
        assert widget.model.item(row, 5).data(POINTS_ROLE) == game.points[0]
    assert widget.csv_rows()[0][4] == "Bock"
    assert [row[4] for row in widget.csv_rows()[1:]] == [str(g.bock) for g in bock.games]


def test_the_waiting_bock_games_are_named_in_the_status(bock: Partie) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(bock, NAMES[:4])
    assert bock.bock  # this Partie ends with Bock games still waiting
    factors = " ".join(f"×{f}" for f in bock.bock)
    assert factors in widget.status.text()
    done = Partie(bock.settings, bock.seed, games=bock.games, bock=())
    widget.set_partie(done, NAMES[:4])
    assert "Bock" not in widget.status.text()


def test_the_chart_shades_the_bock_games(bock: Partie) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(bock, NAMES[:4])
    bands = widget.chart.bock_bands
    covered = set()
    for band in bands:
        first, last = band.getRegion()
        covered |= set(range(round(first + 0.5), round(last - 0.5) + 1))
    assert covered == {g.number for g in bock.games if g.bock > 1}
    labels = {item.label.toPlainText() for item in widget.chart.getPlotItem().items
              if isinstance(item, pg.InfiniteLine) and getattr(item, "label", None)}
    assert labels == {f"×{g.bock}" for g in bock.games if g.bock > 1}
    legend = [label.text for _, label in widget.chart.legend.items]
    assert "Bock game" in legend


def test_no_bock_column_or_marks_without_bock_rounds(partie: Partie) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    assert "Bock" not in widget.headers()
    assert widget.chart.bock_bands == []
    assert "Bock game" not in [label.text for _, label in widget.chart.legend.items]


@pytest.mark.parametrize("counting", ["plus", "minus"])
def test_plus_or_minus_only_totals_are_shown_as_such(counting: str) -> None:
    settings = PartieSettings(preset("kneipe").replace(counting=counting), names=NAMES[:4],
                              length=("games", 8))
    partie = new_partie(settings, 3)
    rng = random.Random(3)
    while not is_over(partie):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng, reserve_chance=0.1), seats)
    sums = totals(partie)
    assert sum(sums) != 0  # no zero sum to fake
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    word = "Plus" if counting == "plus" else "Minus"
    assert widget.status.text().count(f"{word} only") == 1
    assert widget.chart.getPlotItem().getAxis("left").labelText == f"{word} points"
    sign = "+" if counting == "plus" else "−"
    assert widget.headers()[4:] == [f"{n} ({sign})" for n in NAMES[:4]]
    assert all(t >= 0 if counting == "plus" else t <= 0 for t in sums)
    dialog = StandingsDialog(partie, NAMES[:4], "en")
    assert dialog.table.horizontalHeaderItem(2).text() == f"{word} points"
    details = dialog.form.findChild(spielliste.QLabel, "details").text()
    assert f"{word} only" in details and "half the difference" in details
    # the money column is the engine's pairwise settlement, which sums to zero
    assert sum(dialog.money) == 0
    for row in range(4):
        name = dialog.table.item(row, 1).text()
        seat = NAMES.index(name)
        assert dialog.table.item(row, 2).text() == (f"{sums[seat]:+d}" if sums[seat] else "0")
    paid = {s: 0 for s in range(4)}
    for payer, payee, cents in settlement(partie):
        paid[payer] -= cents
        paid[payee] += cents
    assert all(abs(paid[s] - dialog.money[s]) <= 1 for s in range(4))


def test_plus_minus_keeps_its_plain_titles(partie: Partie) -> None:
    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    assert widget.chart.getPlotItem().getAxis("left").labelText == "Points"
    assert "only" not in widget.status.text()


def test_a_player_cell_asks_room_for_the_points_beside_the_total(partie: Partie) -> None:
    from PySide6.QtGui import QFont, QFontMetrics
    from PySide6.QtWidgets import QStyleOptionViewItem

    from dokodesk.gui.spielliste import GAP, signed

    widget = SpiellisteWidget("en")
    widget.set_partie(partie, NAMES[:4])
    index = widget.model.index(len(partie.games) - 1, 4)
    option = QStyleOptionViewItem()
    option.font = widget.table.font()
    bold = QFont(option.font)
    bold.setBold(True)
    small = QFont(option.font)
    small.setPointSizeF(option.font.pointSizeF() * 0.85)
    both = (QFontMetrics(small).horizontalAdvance(signed(index.data(POINTS_ROLE)))
            + QFontMetrics(bold).horizontalAdvance(index.data()) + GAP)
    delegate = widget.table.itemDelegateForColumn(4)
    assert delegate.sizeHint(option, index).width() >= both
