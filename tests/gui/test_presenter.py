"""The presenter shows each change from the driver's views: a game at the window commits
every action once and builds each player's view at most once per position (the table, the
trump dock, the Tipp and the computer asked share it), and says what happened in words of the
text layer."""

from __future__ import annotations

from collections import Counter

from gui_helpers import healthy_decider, table_config

from dokodesk.engine.game import Phase
from dokodesk.gui import mainwindow, presenter

TIMEOUT = 10_000


def test_one_apply_per_action_and_one_view_per_seat_and_change(
        qtbot, make_window, counted) -> None:
    applied, views = counted
    window = make_window(table_config("kneipe", seed=4), decider=healthy_decider)
    window.toggle_trumps()  # the trump dock draws the same view as the table
    c = window.controller
    shown = []
    c.changed.connect(lambda state, action: shown.append(len(state.history)))
    qtbot.waitUntil(lambda: c.human_to_act() and c.state.phase == Phase.RESERVATIONS,
                    timeout=TIMEOUT)
    assert c.reserve("gesund") is None
    qtbot.waitUntil(lambda: c.human_to_act() and c.state.phase == Phase.PLAY and not c.busy,
                    timeout=TIMEOUT)
    window.show_hint()  # the Tipp is given the view the table shows
    qtbot.waitUntil(lambda: window.tipp_panel.tips is not None, timeout=60_000)
    c.play_out()
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=TIMEOUT)
    final = c.last_finished[0]
    steps = len(final.history)
    assert shown[-1] == steps
    assert applied == Counter(dict.fromkeys(range(steps), 1))
    assert max(views.values()) == 1
    human = c.human_player
    assert all((step, human) in views for step in shown)  # every position shown to him


def test_the_window_builds_no_view_and_applies_nothing_itself() -> None:
    for module in (mainwindow, presenter):
        assert not hasattr(module, "view") and not hasattr(module, "apply")
