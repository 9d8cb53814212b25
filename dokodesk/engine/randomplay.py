"""Random legal play through the public API: for benchmarks, property tests and selfplay.

Reservations: each player picks uniformly among his legal reservations with probability
``reserve_chance`` and says ``gesund`` otherwise. Armut: each offered player accepts with
probability one half; returned cards are chosen uniformly; in the round before the first card
each asked player answers yes or no to Schweine uniformly. Announcements: before every card,
with probability ``announce_chance`` one player drawn at random makes one of his legal
announcements, Schweine said during the play included (uniformly). Cards: uniformly among the
legal cards; a player who may make a Genscher with the Karo-König he plays names a partner or
no one, uniformly.

>>> import random
>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup
>>> random_game(GameSetup.from_seed(preset("ddv"), seed=2), random.Random(2)).phase
<Phase.FINISHED: 'finished'>
"""

from __future__ import annotations

import random

from dokodesk.engine.cards import DK
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    Pigs,
    Play,
    PovertyReply,
    Reservation,
    Reserve,
    State,
    apply,
    genscher_partners,
    new_game,
    turn,
)


def random_game(
    setup: GameSetup,
    rng: random.Random,
    reserve_chance: float = 0.1,
    announce_chance: float = 0.05,
) -> State:
    """Play a whole game with random legal actions; returns the final state."""
    state = new_game(setup)
    play, reservations, offer = Phase.PLAY, Phase.RESERVATIONS, Phase.POVERTY_OFFER
    while (t := turn(state)).player is not None:
        phase = state.phase
        player = t.player
        if phase is play:
            if rng.random() < announce_chance:
                options = [a for a in t.optional(rng.randrange(4))
                           if isinstance(a, Announce | Pigs)]
                if options:
                    state = apply(state, rng.choice(options))
                    continue
            card = rng.choice(t.cards())
            partners = genscher_partners(state, player) if card == DK else ()
            partner = rng.choice((None, *partners)) if partners else None
            state = apply(state, Play(player, card, partner))
        elif phase is reservations:
            gesund = Reserve(player, Reservation.GESUND)
            if gesund in t.actions() and rng.random() >= reserve_chance:
                state = apply(state, gesund)
            else:
                state = apply(state, rng.choice(t.actions()))
        elif phase is offer:
            state = apply(state, PovertyReply(player, rng.random() < 0.5))
        else:
            state = apply(state, rng.choice(t.actions()))
    return state
