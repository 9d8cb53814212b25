"""The Tipp's reasons follow the engine's trick rules (the Dulle rule of the table)."""

from __future__ import annotations

import random

import pytest

from dokodesk.ai.suggest import explain
from dokodesk.engine.cards import HT
from dokodesk.engine.game import (
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
from dokodesk.engine.rules import preset
from dokodesk.engine.view import view


def second_dulle_position(rules_name: str, seed: int) -> State:
    """The first position of a random game (seeded) where a Dulle lies in the trick and the
    player to act may put the second one on it."""
    rng = random.Random(0)
    state = new_game(GameSetup.from_seed(preset(rules_name), seed=seed))
    while state.phase is Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    while not is_over(state):
        if HT in state.trick and HT in legal_cards(state):
            return state
        state = apply(state, Play(state.to_act, rng.choice(legal_cards(state))))
    raise AssertionError("no second Dulle in this game")


@pytest.mark.parametrize("seed", [16, 33, 43])
def test_the_second_dulle_is_explained_by_the_dulle_rule(seed: int) -> None:
    for rules_name, wins in (("vowi", True), ("ddv", False)):
        state = second_dulle_position(rules_name, seed)
        player = state.to_act
        reason = explain(view(state, player), turn(state).actions(), Play(player, HT))
        if wins:  # second_beats_first: the second Dulle takes the trick
            assert reason.code in ("win", "fuchs_catch", "karlchen"), (rules_name, reason)
        else:  # first_beats_second: it cannot win the trick
            assert reason.code not in ("win", "fuchs_catch", "karlchen"), (rules_name, reason)
