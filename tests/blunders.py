"""Games with a planted blunder for the tests of the analysis: a player last to the last trick
but one throws an Ace into the opponents' trick where a low card would do, and the cost of it is
certain (every arrangement of the hidden cards is played out)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import permutations
from statistics import mean

from dokodesk.ai.analysis import MISTAKE
from dokodesk.ai.players import AUGEN_VALUE
from dokodesk.engine.cards import ACE, AUGEN, rank_of
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Announce,
    Concede,
    ContractKind,
    GameSetup,
    Phase,
    Play,
    Reserve,
    State,
    apply,
    is_over,
    legal_cards,
    new_game,
    turn,
)
from dokodesk.engine.order import trick_winner
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result


def lost_trick_with_an_ace(state: State) -> tuple[int, int] | None:
    """(Ace, low card) when the player to act is last to the last trick but one in a normal
    game, the opponents' trick is lost whatever he plays, and over the deals he cannot tell
    from this one (all equally likely) the Ace given now costs at least twice
    :data:`MISTAKE` (counted as Profi counts)."""
    contract = state.contract
    if (state.phase is not Phase.PLAY or len(state.trick) != 3 or len(state.tricks) != 10
            or contract is None or contract.kind is not ContractKind.NORMAL):
        return None
    order = state.order
    best = trick_winner(order, state.trick, False)
    holder = (state.leader + best) % 4
    legal = legal_cards(state)
    if state.re[holder] == state.re[state.to_act] or any(
            trick_winner(order, [*state.trick, c], False) == 3 for c in legal):
        return None
    aces = [c for c in legal if rank_of(c) == ACE and not order.trump[c]]
    low = [c for c in legal if AUGEN[c] <= 4]
    if not aces or not low:
        return None
    deals = list(hidden_deals(state))
    cost = mean(gain(s, low[0]) - gain(s, aces[0]) for s in deals)
    if cost >= 2 * MISTAKE:
        return aces[0], low[0]
    return None


def hidden_deals(state: State) -> Iterator[State]:
    """The position with the others' last cards in every arrangement the public play allows."""
    player = state.to_act
    others = [p for p in range(4) if p != player]
    last = [state.hands[p][0] for p in others]
    for arrangement in set(permutations(last)):
        hands = [list(h) for h in state.setup.hands]
        for p, old, new in zip(others, last, arrangement, strict=True):
            hands[p][hands[p].index(old)] = new
        setup = replace(state.setup, hands=tuple(tuple(sorted(h)) for h in hands))
        try:
            again = new_game(setup)
            for action in state.history:
                again = apply(again, action)
        except IllegalAction:
            continue
        yield again


def gain(state: State, card: int) -> float:
    """What the game is worth to the player to act (as Profi counts), playing ``card`` and the
    last trick as it must go."""
    player = state.to_act
    state = apply(state, Play(player, card))
    while not is_over(state):
        state = apply(state, Play(state.to_act, legal_cards(state)[0]))
    augen = sum(AUGEN[c] for t in state.tricks for c in t.cards
                if state.re[t.winner] == state.re[player])
    return result(state).points[player] + AUGEN_VALUE * (augen - 120)


def game_with(seed: int, blunder: bool, setup: GameSetup | None = None,
              player: int | None = None) -> tuple[State, int, int] | None:
    """A seeded game (of ``setup``, else dealt from ``seed`` under the DDV rules), everyone
    gesund and playing at random, in which, at the first position found (for ``player``,
    else anyone's), the player throws the Ace (``blunder``) or the low card. (final state,
    player, step)."""
    rng = random.Random(seed)
    state = new_game(setup or GameSetup.from_seed(preset("ddv"), seed=seed))
    found: tuple[int, int] | None = None
    while not is_over(state):
        mine = player is None or state.to_act == player
        choice = lost_trick_with_an_ace(state) if found is None and mine else None
        if choice is not None:
            found = (state.to_act, len(state.history))
            state = apply(state, Play(state.to_act, choice[0] if blunder else choice[1]))
            continue
        if state.phase is Phase.RESERVATIONS:
            state = apply(state, Reserve(state.to_act, "gesund"))
            continue
        actions = [a for a in turn(state).actions() if not isinstance(a, Announce | Concede)]
        state = apply(state, rng.choice(actions))
    return (state, *found) if found else None
