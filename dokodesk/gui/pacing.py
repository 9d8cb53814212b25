"""How long the table needs to show an action before the next one comes: a card's flight, a
finished trick's pause in the middle, the time to read an Armut's offer and its answers.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Reserve, apply, new_game
>>> before = new_game(GameSetup.from_seed(preset("ddv"), seed=1))
>>> said = Reserve(0, "gesund")
>>> pause_ms(before, said, apply(before, said), animation_ms=300, fast=False)
600
"""

from __future__ import annotations

from dokodesk.engine.game import Action, Phase, Play, PovertyReply, Return, State

READING_MS = 2500
"""How long an Armut's offer and each answer to it stay before the game goes on (with
animations on): long enough to read the message."""
FAST_MS = 70
"""A card's flight at most while a game is played out quickly."""


def trick_pause_ms(animation_ms: int, fast: bool) -> int:
    """How long a finished trick stays in the middle before it goes to its winner."""
    return min(animation_ms, FAST_MS) if fast else 3 * animation_ms


def pause_ms(prev: State, action: Action, state: State, animation_ms: int, fast: bool) -> int:
    """How long the table needs to show ``action`` (from ``prev`` to ``state``)."""
    a = min(animation_ms, FAST_MS) if fast else animation_ms
    if isinstance(action, Play):
        if len(state.tricks) > len(prev.tricks):
            return 2 * a + trick_pause_ms(animation_ms, fast)
        return a
    offered = state.phase == Phase.POVERTY_OFFER and prev.phase != Phase.POVERTY_OFFER
    if offered or isinstance(action, PovertyReply):
        return max(4 * a, READING_MS) if a else 0  # the offer and each answer are read
    if prev.phase != state.phase:
        return 0 if fast else 4 * a
    if isinstance(action, Return):
        return a // 2
    return 2 * a
