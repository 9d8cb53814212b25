"""The computer players of a lesson: a computer level choosing with a seed of the lesson's
own, so that a prepared deal and a quiz's game play the same every time. They are asked in
their own turn only, through the table driver.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Phase, new_game
>>> final = play_out(new_game(GameSetup.from_seed(preset("ddv"), seed=4)), "random", 4)
>>> final.phase
<Phase.FINISHED: 'finished'>
"""

from __future__ import annotations

from dokodesk.ai.players import make_player
from dokodesk.ai.turns import mix_seed
from dokodesk.engine.game import Action, Phase, Reservation, Reserve, State
from dokodesk.play import Decision, Game, play


def level_move(state: State, level: str, seed: int, announce: bool) -> Action:
    """What the computer player of ``level`` to act in ``state`` does, with the seat's seed
    drawn from ``seed``; ``announce``: whether it may announce (at its own turn only)."""
    game = Game(state)
    ask = game.decision(state.to_act)
    assert ask is not None
    return _choose(game, ask if announce else ask.without_announcements(), level, seed)


def _choose(game: Game, ask: Decision, level: str, seed: int) -> Action:
    legal = ask.choices
    choice = make_player(level, mix_seed(seed, ask.player)).act(game.view(ask.player), legal)
    return choice if choice is not None and choice in legal else legal[0]


def play_out(state: State, level: str, seed: int) -> State:
    """The game played to its end by four computer players of ``level``, each saying gesund."""

    def answer(game: Game, ask: Decision) -> Action:
        if game.state.phase is Phase.RESERVATIONS:
            return Reserve(ask.player, Reservation.GESUND)
        return _choose(game, ask, level, seed)

    return play(Game(state), answer).state
