"""A computer player's decision at the table as a pure function of what it sees and may do
(the table driver, :mod:`dokodesk.play`, says whom to ask and with which choices), so that the
GUI runs it on a worker thread; and the seeds of the decisions.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Reserve, new_game
>>> from dokodesk.play import Game
>>> game = Game(new_game(GameSetup.from_seed(preset("ddv"), seed=2)))
>>> ask = game.decision(0)
>>> decide(game.view(0), ask.choices, "random", mix_seed(2, 0)) in ask.choices
True
"""

from __future__ import annotations

from collections.abc import Callable

from dokodesk.ai.players import make_player
from dokodesk.ai.search import Cancel, Effort
from dokodesk.engine.game import Action
from dokodesk.engine.view import View

Decider = Callable[[View, tuple[Action, ...], str, int, Cancel | None], Action | None]
"""``decide(view, legal, level, seed, cancelled) -> Action | None``: one computer decision."""

TABLE_EFFORT = Effort(time_cap=2.0)
"""Profi at the table: the usual budget, and a wall-clock cap in case the machine is slow."""


def decide(v: View, legal: tuple[Action, ...], level: str, seed: int,
           cancelled: Cancel | None = None) -> Action | None:
    """A computer player's choice at the table: a pure function of what the player sees and
    may do (``cancelled`` calls a search off, raising :class:`Cancelled`)."""
    return make_player(level, seed, TABLE_EFFORT, cancelled).act(v, legal)


def mix_seed(*parts: int) -> int:
    """A deterministic seed from several numbers (a Partie's seed, the deal, the step...)."""
    value = 0x345678
    for part in parts:
        value = (value * 1_000_003 ^ (part & 0xFFFFFFFF)) & 0x7FFFFFFF
    return value
