"""Random legal play through the public API: for benchmarks, property tests and selfplay.

Reservations: each player picks uniformly among its legal reservations with probability
``reserve_chance`` and says ``gesund`` otherwise. Armut: each offered player accepts with
probability one half; returned cards are chosen uniformly. Announcements: before every card,
with probability ``announce_chance`` one player drawn at random makes one of its legal
announcements (uniformly). Cards: uniformly among the legal cards.
"""

from __future__ import annotations

import random

from dokodesk.engine.game import (
    PLAY,
    POVERTY_OFFER,
    POVERTY_RETURN,
    RESERVATIONS,
    GameSetup,
    Play,
    PovertyReply,
    Reserve,
    State,
    apply,
    is_over,
    legal_actions,
    legal_announcements,
    legal_cards,
    new_game,
)


def random_game(
    setup: GameSetup,
    rng: random.Random,
    reserve_chance: float = 0.1,
    announce_chance: float = 0.05,
) -> State:
    """Play a whole game with random legal actions; returns the final state."""
    state = new_game(setup)
    while not is_over(state):
        phase = state.phase
        player = state.to_act
        if phase == PLAY:
            if rng.random() < announce_chance:
                who = rng.randrange(4)
                options = legal_announcements(state, who)
                if options:
                    state = apply(state, rng.choice(options))
                    continue
            state = apply(state, Play(player, rng.choice(legal_cards(state))))
        elif phase == RESERVATIONS:
            reservations = legal_actions(state)
            gesund = Reserve(player, "gesund")
            if gesund in reservations and rng.random() >= reserve_chance:
                state = apply(state, gesund)
            else:
                state = apply(state, rng.choice(reservations))
        elif phase == POVERTY_OFFER:
            state = apply(state, PovertyReply(player, rng.random() < 0.5))
        else:
            assert phase == POVERTY_RETURN
            state = apply(state, rng.choice(legal_actions(state)))
    return state
