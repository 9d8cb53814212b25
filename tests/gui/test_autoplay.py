"""Autoplay (``dokodesk --autoplay``): computer players at every seat play at full speed in the
real window, with no dialog and nothing saved, and the window closes after their games; the
command's exit status tells whether everything went through."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from gui_helpers import healthy_decider, table_config
from PySide6.QtWidgets import QDialog

from dokodesk.engine.partie import PartieSettings, TableConfig
from dokodesk.engine.rules import preset
from dokodesk.gui.app import autoplay_report

TIMEOUT = 20_000
ROOT = Path(__file__).resolve().parents[2]


def watched(preset_name: str = "kneipe", games: int = 8, players: int = 4) -> TableConfig:
    """A watched table: computer players (random) at every seat."""
    names = ("Anna", "Bernd", "Clara", "Dieter", "Erika")[:players]
    settings = PartieSettings(preset(preset_name), players=players, names=names,
                              length=("games", games))
    return TableConfig(settings=settings, seed=5, human=None, levels=("random",) * players)


def test_the_games_are_played_without_a_dialog_and_the_window_closes(
        qtbot, make_window, app_settings, tmp_path) -> None:
    window = make_window(decider=healthy_decider)
    layout = app_settings.window_layout
    dialogs: list[QDialog] = []
    window.controller.gameFinished.connect(
        lambda *_: dialogs.extend(window.findChildren(QDialog)))
    window.autoplay(watched(games=8), games=2)
    c = window.controller
    assert c.human_player is None and window.watching
    assert window.table.human is None and window.table.viewer is None
    assert window.bar.status.text() == "Watching the computer players."
    assert c.animation_ms == 0 and window.table.animation_ms == 0
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=TIMEOUT)
    assert len(c.partie.games) == 2
    assert dialogs == [] and window.score_dialog is None
    assert not (tmp_path / "data").exists(), "a watched table saves nothing"
    assert app_settings.window_layout == layout


def test_the_window_closes_at_the_end_of_a_shorter_partie(qtbot, make_window) -> None:
    window = make_window(decider=healthy_decider)
    window.autoplay(watched(games=1, players=5), games=4)
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=TIMEOUT)
    assert len(window.controller.partie.games) == 1
    assert window.score_dialog is None


@pytest.mark.parametrize("open_hands", [False, True])
def test_the_hands_are_shown_as_the_watch_setting_says(
        qtbot, make_window, app_settings, open_hands: bool) -> None:
    app_settings.watch_open_hands = open_hands
    window = make_window(decider=healthy_decider)
    window.autoplay(watched(), games=1)
    qtbot.waitUntil(lambda: window.table.view is not None, timeout=TIMEOUT)
    cards = [item.card for hand in window.table.hands.values() for item in hand]
    assert len(cards) == 48
    assert all(card is not None for card in cards) if open_hands else \
        all(card is None for card in cards)
    window.close()


def test_a_table_with_a_human_after_autoplay_plays_as_usual(qtbot, make_window) -> None:
    window = make_window(decider=healthy_decider)
    window.autoplay(watched(), games=1)
    window.start(table_config("kneipe", seed=4))
    assert not window.watching and window.table.human == 0
    assert window.controller.save_path == window.save_path
    assert window.controller.human_player == 0
    window.close()


class _App:
    """Stands in for the application, whose exit would end every event loop of the tests."""

    def __init__(self) -> None:
        self.status: int | None = None

    def exit(self, status: int) -> None:
        self.status = status


def test_the_report_keeps_every_problem_and_exception(
        qtbot, make_window, monkeypatch, capsys) -> None:
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    window = make_window()
    app = _App()
    failures = autoplay_report(app, window)
    window.controller.problem.emit("A computer player made a mistake")
    try:
        raise ValueError("broken")
    except ValueError as exc:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    assert failures == ["A computer player made a mistake", "ValueError: broken"]
    assert app.status == 1
    err = capsys.readouterr().err
    assert "A computer player made a mistake" in err and "Traceback" in err


def test_the_command_plays_a_game_and_exits_with_status_0(tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path),
           "XDG_DATA_HOME": str(tmp_path)}
    out = subprocess.run(
        [sys.executable, "-m", "dokodesk", "--autoplay", "--games", "1", "--level", "random",
         "--new", "kneipe", "--data-dir", str(data)],
        capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120)
    assert out.returncode == 0, out.stderr
    assert "Traceback" not in out.stderr
    assert out.stdout.startswith("game 1 (")
    assert not data.exists()


def test_a_watched_table_of_the_command_line() -> None:
    from dokodesk.cli.parser import build_parser
    from dokodesk.gui.app import quick_config

    args = build_parser("en").parse_args(["--autoplay", "--players", "5", "--level", "profi"])
    config = quick_config(args)
    assert config.human is None and config.levels == ("profi",) * 5
    assert config.settings.names == ("Anna", "Bernd", "Clara", "Dieter", "Erika")
    assert config.rules_name == "ddv" and config.settings.length == ("games", 30)


def test_the_command_line_starts_the_pub_preset() -> None:
    from dokodesk.cli.parser import build_parser
    from dokodesk.gui.app import quick_config

    config = quick_config(build_parser("en").parse_args(["--new", "kneipe_plus", "--games", "4"]))
    assert config.rules_name == "kneipe_plus"
    assert config.settings.rules == preset("kneipe_plus")
