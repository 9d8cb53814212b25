"""The player interface and the levels by name."""

from __future__ import annotations

import random
from typing import Protocol

from dokodesk.game import Action, Announce
from dokodesk.view import View


class Player(Protocol):
    """A computer player: chooses from ``legal`` seeing only ``view``."""

    def act(self, view: View, legal: tuple[Action, ...]) -> Action | None: ...


class RandomPlayer:
    """Uniformly random legal play; announces rarely (one chance in fifty when it may)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: View, legal: tuple[Action, ...]) -> Action | None:
        moves = [a for a in legal if not isinstance(a, Announce)]
        announces = [a for a in legal if isinstance(a, Announce)]
        if announces and self.rng.random() < 0.02:
            return self.rng.choice(announces)
        return self.rng.choice(moves) if moves else None


LEVELS: tuple[str, ...] = ("random",)


def make_player(level: str, seed: int = 0) -> Player:
    """A computer player of ``level`` (see :data:`LEVELS`)."""
    if level == "random":
        return RandomPlayer(seed)
    raise ValueError(f"unknown level {level!r}; allowed: {', '.join(LEVELS)}")
