"""Show one of the app's dialogs filled from a seeded Partie of computer players, to look at
it or take a screenshot.

    python tools/show_dialogs.py new-partie|settings|score|spielliste|standings
        [--lang de|en] [--rules vowi] [--games 12] [--seed 5] [--players 4]
        [--level fortgeschritten] [--game N] [--explain] [--grab OUT.png]

With ``--grab`` the dialog is rendered off screen into OUT.png and the tool exits.
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from dokodesk.ai import make_player
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    State,
    apply,
    is_over,
    legal_actions,
    legal_announcements,
    new_game,
)
from dokodesk.engine.partie import Partie, PartieSettings, new_partie, next_game, record_game
from dokodesk.engine.partie import is_over as partie_over
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import view
from dokodesk.gui.i18n import install_translator
from dokodesk.gui.newpartie import NewPartieDialog
from dokodesk.gui.scoredialog import ScoreDialog
from dokodesk.gui.settings import AppSettings
from dokodesk.gui.settingsdialog import SettingsDialog
from dokodesk.gui.spielliste import SpiellisteWidget
from dokodesk.gui.standings import StandingsDialog

NAMES = ("Anna", "Ben", "Clara", "David", "Emma")


def computer_game(setup: GameSetup, level: str, seed: int) -> State:
    """A whole game between four computer players of ``level`` (each sees only its view)."""
    players = [make_player(level, seed * 4 + p) for p in range(4)]
    state = new_game(setup)
    while not is_over(state):
        if state.phase == Phase.PLAY:  # announcements out of turn
            for p in range(4):
                if p != state.to_act and legal_announcements(state, p):
                    choice = players[p].act(view(state, p), legal_actions(state, p))
                    if isinstance(choice, Announce):
                        state = apply(state, choice)
        seat = state.to_act
        action = players[seat].act(view(state, seat), legal_actions(state, seat))
        assert action is not None
        state = apply(state, action)
    return state


def computer_partie(rules: str, players: int, games: int, seed: int, level: str) -> Partie:
    """A Partie of ``games`` games (whole Spielrunden where the rules want them) played by
    computer players of ``level``."""
    if preset(rules).pflichtsolo == "within_spielrunde":  # whole Spielrunden only
        per = 24 if players == 4 else 30
        games = -(-games // per) * per
    settings = PartieSettings(preset(rules), players=players, names=NAMES[:players],
                              length=("games", games))
    partie = new_partie(settings, seed)
    rng = random.Random(seed)
    while not partie_over(partie):
        setup, seats = next_game(partie)
        if level == "random":
            state = random_game(setup, rng, reserve_chance=0.06, announce_chance=0.015)
        else:
            state = computer_game(setup, level, seed + partie.deals)
        partie = record_game(partie, state, seats)
    return partie


def build(kind: str, args: argparse.Namespace, settings: AppSettings) -> QWidget:
    """The dialog or widget to show."""
    if kind == "new-partie":
        return NewPartieDialog(settings)
    if kind == "settings":
        return SettingsDialog(settings)
    partie = computer_partie(args.rules, args.players, args.games, args.seed, args.level)
    names = list(NAMES[:args.players])
    if kind == "score":
        # a normal game with announcements and the most scoring lines (at most eight) shows
        # the most: the verdict names a goal changed by an announcement (keine 90 best)
        def lines(i: int) -> tuple[bool, bool, int]:
            entry = partie.games[i]
            n = len(result(entry.state).lines)
            if n > 8 or entry.soloist is not None or entry.state.phase != Phase.FINISHED:
                return False, False, 0
            return max(entry.state.levels) > 1, any(entry.state.levels), n
        best = args.game - 1 if args.game else max(range(len(partie.games)), key=lines)
        entry = partie.games[best]
        dialog = ScoreDialog(entry.state, entry.seats, names, args.lang)
        dialog.help_button.setChecked(args.explain)
        return dialog
    if kind == "spielliste":
        widget = SpiellisteWidget()
        widget.set_partie(partie, names)
        widget.setWindowTitle("Spielliste")
        widget.resize(1000, 760)
        return widget
    return StandingsDialog(partie, names, args.lang)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dialog", choices=("new-partie", "settings", "score", "spielliste",
                                           "standings"))
    parser.add_argument("--lang", choices=("de", "en"), default="de")
    parser.add_argument("--rules", default="vowi")
    parser.add_argument("--players", type=int, choices=(4, 5), default=4)
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--level", default="fortgeschritten",
                        help="the computer players' level (random: random legal moves)")
    parser.add_argument("--game", type=int, help="score: the number of the game to show")
    parser.add_argument("--explain", action="store_true",
                        help="score: open the help text of the scoring lines")
    parser.add_argument("--grab", help="render into this PNG file and exit")
    args = parser.parse_args()
    app = QApplication(sys.argv[:1])
    install_translator(app, args.lang)
    folder = tempfile.mkdtemp(prefix="dokodesk-show-")
    settings = AppSettings(QSettings(str(Path(folder) / "settings.ini"),
                                     QSettings.Format.IniFormat))
    settings.language = args.lang
    widget = build(args.dialog, args, settings)
    widget.show()
    if args.grab:
        QTimer.singleShot(300, lambda: (widget.grab().save(args.grab), app.quit()))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
