"""Wie hätte Profi gespielt? in the window: the game beside the same deal with Profi in the
human's seat, worked out on a worker (Cancel leaves no thread), with the first difference
named and Profi's game to watch from there."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from dokodesk.ai.arena import play_game
from dokodesk.ai.players import make_player
from dokodesk.ai.profi_game import profi_game
from dokodesk.ai.search import Effort
from dokodesk.engine.game import GameSetup
from dokodesk.engine.rules import preset
from dokodesk.engine.table import SeatMap
from dokodesk.gui.profi_compare import ProfiCompareDialog
from dokodesk.gui.replay import ReplayDialog

SMALL = Effort(samples=4, max_samples=4, reservation_samples=4, workers=1)
LEVELS = ["random", "fortgeschritten", "fortgeschritten", "fortgeschritten"]
TIMEOUT = 120_000


def played():
    """A game in which player 0 played at random."""
    setup = GameSetup.from_seed(preset("ddv"), 44)
    return play_game(setup, [make_player(level, p) for p, level in enumerate(LEVELS)]).state


def test_the_game_and_profis_stand_side_by_side(qtbot) -> None:
    final = played()
    dialog = ProfiCompareDialog(final, 0, LEVELS, SeatMap(4, 3), ["You", "A", "B", "C"], "en",
                                effort=SMALL)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.progress.isVisible() and not dialog.watch_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.comparison is not None, timeout=TIMEOUT)
    expected = profi_game(final, 0, LEVELS, effort=SMALL)
    assert dialog.comparison == expected
    mine, profi = expected.points()
    assert dialog.table.item(4, 0).text() == f"{mine:+d}"
    assert dialog.table.item(4, 1).text() == f"{profi:+d}"
    assert str(expected.augen()[1]) == dialog.table.item(2, 1).text()
    assert dialog.difference.text().startswith("First difference")
    assert dialog.watch_button.isEnabled() and not dialog.progress.isVisible()
    dialog.watch()
    replay = next(w for w in QApplication.topLevelWidgets()
                  if isinstance(w, ReplayDialog) and w.isVisible())
    assert replay.steps[replay.index].history == expected.profi.history[:len(
        replay.steps[replay.index].history)]
    replay.close()
    dialog.close()


def test_cancel_calls_it_off_and_stop_leaves_no_thread(qtbot) -> None:
    dialog = ProfiCompareDialog(played(), 0, LEVELS, SeatMap(4, 3), ["Du", "A", "B", "C"],
                                "en", effort=Effort(workers=1))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.progress.isVisible()
    QTest.keyClick(dialog, Qt.Key.Key_Return)  # by habit: it must not call the work off
    assert dialog.runner.pending and dialog.isVisible()
    dialog.cancel_button.click()
    assert dialog.comparison is None and dialog.status.text() == "Called off."
    dialog.stop()
    dialog.close()
