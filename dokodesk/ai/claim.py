"""Abkürzen (TSR 5.4.4): does the soloist surely win every remaining trick, whatever the
others play? A search over the real hands (the table checks a claim as the other players
would, with every card open), cut off after a number of positions.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Reserve, apply, new_game
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=4))
>>> state = apply(state, Reserve(0, "damen"))
>>> claim_holds(state, 0)
False
"""

from __future__ import annotations

from collections.abc import Callable

from dokodesk.engine.cards import Card
from dokodesk.engine.game import Phase, Play, State, apply, legal_cards

CLAIM_BUDGET = 60_000
"""Positions the claim search may look at before it gives up."""


class _Budget(Exception):
    """The claim search looked at too many positions."""


def _wins_all(player: int, budget: int) -> Callable[[State], bool]:
    """A search: does ``player`` win every remaining trick from a position, whatever the
    others play (he choosing his cards)? Raises :class:`_Budget` past ``budget`` positions."""
    memo: dict[tuple[object, ...], bool] = {}
    count = [0]

    def wins_all(s: State) -> bool:
        if s.phase is not Phase.PLAY:
            return True
        key = (s.hands, s.trick, s.to_act)
        if key in memo:
            return memo[key]
        count[0] += 1
        if count[0] > budget:
            raise _Budget
        mover = s.to_act
        outcomes = (_after(s, mover, c, player) for c in legal_cards(s))
        if mover == player:
            won = any(ok and wins_all(child) for child, ok in outcomes)
        else:
            won = all(ok and wins_all(child) for child, ok in outcomes)
        memo[key] = won
        return won

    return wins_all


def _after(state: State, mover: int, card: Card, player: int) -> tuple[State, bool]:
    """The position after ``mover`` plays ``card``, and whether ``player`` has won every
    trick completed so far."""
    child = apply(state, Play(mover, card))
    if len(child.tricks) > len(state.tricks):
        return child, child.tricks[-1].winner == player
    return child, True


def claim_holds(state: State, player: int, budget: int = CLAIM_BUDGET) -> bool:
    """Whether ``player`` surely wins every remaining trick (False if the search cannot tell
    within ``budget`` positions)."""
    try:
        return state.phase is Phase.PLAY and _wins_all(player, budget)(state)
    except _Budget:
        return False


def claim_card(state: State, player: int, budget: int = CLAIM_BUDGET) -> Card | None:
    """A card with which ``player`` (to play now) wins every remaining trick whatever the
    others play, or None when there is none or the search cannot tell within ``budget``."""
    if state.phase is not Phase.PLAY or state.to_act != player:
        return None
    wins_all = _wins_all(player, budget)
    try:
        for card in legal_cards(state):
            child, ok = _after(state, player, card, player)
            if ok and wins_all(child):
                return card
    except _Budget:
        return None
    return None
