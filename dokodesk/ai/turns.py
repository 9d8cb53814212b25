"""Computer players at a table: which computer acts next and what it does, asked through the
engine's :func:`~dokodesk.engine.game.turn`. Pure functions, so that the GUI runs them on a
worker thread and the terminal game calls them directly.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, new_game
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=2))
>>> computer_action(state, {1: ("random", 5)}) is None  # player 0, the human, speaks first
True
"""

from __future__ import annotations

from collections.abc import Callable

from dokodesk.ai.players import make_player
from dokodesk.ai.search import Cancel, Effort
from dokodesk.engine.game import Action, Announce, Concede, State, turn
from dokodesk.engine.view import View, view

Decider = Callable[[View, tuple[Action, ...], str, int, Cancel | None], Action | None]
"""``decide(view, legal, level, seed, cancelled) -> Action | None``: one computer decision."""

TABLE_EFFORT = Effort(time_cap=2.0)
"""Profi at the table: the usual budget, and a wall-clock cap in case the machine is slow."""


def decide(v: View, legal: tuple[Action, ...], level: str, seed: int,
           cancelled: Cancel | None = None) -> Action | None:
    """A computer player's choice at the table: a pure function of what the player sees and
    may do (``cancelled`` calls a search off, raising :class:`Cancelled`)."""
    return make_player(level, seed, TABLE_EFFORT, cancelled).act(v, legal)


def computer_action(state: State, computers: dict[int, tuple[str, int]],
                    decider: Decider = decide,
                    cancelled: Cancel | None = None) -> Action | None:
    """The next computer action in ``state``: first an announcement a computer player makes
    out of turn, then the move of the computer player whose turn it is; None when no computer
    has anything to do (a human's turn). ``computers`` maps player -> (level, seed)."""
    t = turn(state)
    for p, (level, seed) in computers.items():
        options = tuple(a for a in t.optional(p) if isinstance(a, Announce))
        if p != t.player and options:
            choice = decider(view(state, p), options, level, seed, cancelled)
            if choice is not None and choice in options:
                return choice
    if t.player not in computers:
        return None
    level, seed = computers[t.player]
    return decider(view(state, t.player), t.actions(), level, seed, cancelled)


def fallback_action(state: State, player: int) -> Action:
    """A legal move for ``player`` when his computer player failed: the first one listed
    (never an announcement, never giving up)."""
    return next(a for a in turn(state).actions() if not isinstance(a, Announce | Concede))


def mix_seed(*parts: int) -> int:
    """A deterministic seed from several numbers (a Partie's seed, the deal, the step...)."""
    value = 0x345678
    for part in parts:
        value = (value * 1_000_003 ^ (part & 0xFFFFFFFF)) & 0x7FFFFFFF
    return value
