"""Tables and computer players for the GUI tests."""

from __future__ import annotations

from typing import Any

from dokodesk.ai.search import Cancel
from dokodesk.ai.turns import decide
from dokodesk.engine.game import Action, Reserve
from dokodesk.engine.partie import PartieSettings, TableConfig
from dokodesk.engine.rules import preset
from dokodesk.engine.table import HUMAN
from dokodesk.engine.view import View


def table_config(preset_name: str = "ddv", seed: int = 3, players: int = 4, human: int = 0,
                 level: str = "random", games: int = 4) -> TableConfig:
    """A table: the human at ``human`` against computers of ``level`` (whole Spielrunden
    where the rules want them)."""
    names = tuple(("You", "Anna", "Bernd", "Clara", "Dieter")[(s - human) % players]
                  for s in range(players))
    levels = tuple(HUMAN if s == human else level for s in range(players))
    rules = preset(preset_name)
    if rules.pflichtsolo == "within_spielrunde":
        games = 30 if players == 5 else 24
    settings = PartieSettings(rules, players=players, names=names, length=("games", games))
    return TableConfig(settings=settings, seed=seed, human=human, levels=levels,
                       rules_name=preset_name)


def healthy_decider(view: View, legal: tuple[Action, ...], level: str, seed: int,
                    cancelled: Cancel | None = None) -> Any:
    """Computer players that always say gesund and otherwise play their level."""
    if Reserve(view.player, "gesund") in legal:
        return Reserve(view.player, "gesund")
    return decide(view, legal, level, seed, cancelled)
