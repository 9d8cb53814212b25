"""The computer players of a lesson: a computer level choosing with a seed of the lesson's
own, so that a prepared deal and a quiz's game play the same every time.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Phase, new_game
>>> final = play_out(new_game(GameSetup.from_seed(preset("ddv"), seed=4)), "random", 4)
>>> final.phase
<Phase.FINISHED: 'finished'>
"""

from __future__ import annotations

from dokodesk.ai.players import make_player
from dokodesk.ai.turns import mix_seed
from dokodesk.engine.game import Action, Announce, Reserve, State, apply, is_over, turn
from dokodesk.engine.view import view


def level_move(state: State, level: str, seed: int, announce: bool) -> Action:
    """What the computer player of ``level`` to act in ``state`` does, with the seat's seed
    drawn from ``seed``; ``announce``: whether it may announce (at its own turn only)."""
    player = state.to_act
    legal = tuple(a for a in turn(state).actions() if announce or not isinstance(a, Announce))
    choice = make_player(level, mix_seed(seed, player)).act(view(state, player), legal)
    return choice if choice is not None and choice in legal else legal[0]


def play_out(state: State, level: str, seed: int) -> State:
    """The game played to its end by four computer players of ``level``, each saying gesund."""
    while not is_over(state):
        if state.contract is None:
            state = apply(state, Reserve(state.to_act, "gesund"))
        else:
            state = apply(state, level_move(state, level, seed, announce=True))
    return state
