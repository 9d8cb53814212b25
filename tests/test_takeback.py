"""Which decision a take-back undoes: the last card with a choice or announcement of the
player, in or out of his turn; a forced card is passed over."""

from __future__ import annotations

from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Play,
    Reserve,
    State,
    apply,
    legal_announcements,
    legal_cards,
    new_game,
)
from dokodesk.engine.rules import preset
from dokodesk.engine.takeback import take_back


def playing(seed: int) -> State:
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=seed))
    for p in range(4):
        state = apply(state, Reserve(p, "gesund"))
    return state


def test_an_announcement_out_of_turn_is_taken_back() -> None:
    state = apply(playing(4), Play(0, legal_cards(playing(4))[0]))
    before = state
    state = apply(state, Announce(2, 1))
    state = apply(state, Play(1, legal_cards(state)[0]))
    assert take_back(state, 2) == before
    assert take_back(state, 1) == apply(before, Announce(2, 1))


def test_a_forced_card_is_passed_over() -> None:
    for seed in range(60):
        state = playing(seed)
        chosen = forced = None
        while len(state.tricks) < 11 and forced is None:
            cards = legal_cards(state)
            player = state.to_act
            if player == 0:
                if len(cards) == 1 and not legal_announcements(state, 0):
                    forced = state
                else:
                    chosen = state
            state = apply(state, Play(player, cards[0]))
        if forced is not None and chosen is not None:
            assert take_back(state, 0) == chosen
            return
    raise AssertionError("no forced card found")
