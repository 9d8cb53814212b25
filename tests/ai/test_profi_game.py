"""Wie hätte Profi gespielt? The same deal with Profi in the player's seat."""

from __future__ import annotations

import pytest

from dokodesk.ai.arena import play_game
from dokodesk.ai.players import ProfiPlayer, make_player
from dokodesk.ai.profi_game import profi_game
from dokodesk.ai.search import Cancelled, Effort
from dokodesk.ai.turns import mix_seed
from dokodesk.engine.game import GameSetup
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result

EFFORT = Effort(workers=1, samples=4, max_samples=6, reservation_samples=4)
LEVELS = ["fortgeschritten"] * 4


def setup() -> GameSetup:
    """A deal of a Bock game doubled by a Kalter Schlag, dealt by player 1."""
    dealt = GameSetup.from_seed(preset("ddv"), 31, first=2)
    return GameSetup(dealt.rules, dealt.hands, dealt.first, multiplier=2, bock=2)


def test_a_game_profi_played_itself_comes_back_the_same() -> None:
    players = [ProfiPlayer(0, EFFORT) if p == 0 else make_player(LEVELS[p], mix_seed(0, p))
               for p in range(4)]
    played = play_game(setup(), players).state
    again = profi_game(played, 0, LEVELS, effort=EFFORT)
    assert again.differs_at is None and again.chosen is None
    assert again.profi == played
    assert again.points() == (result(played).points[0],) * 2


def test_the_game_goes_as_played_up_to_the_first_choice_profi_makes_otherwise() -> None:
    players = [make_player("random", 5)] + [make_player(LEVELS[p], mix_seed(0, p))
                                            for p in range(1, 4)]
    played = play_game(setup(), players).state
    done: list[int] = []
    again = profi_game(played, 0, LEVELS, effort=EFFORT, progress=lambda d, t: done.append(t))
    step = again.differs_at
    assert step is not None
    assert again.profi.setup == played.setup  # rules, dealer, Bock and multiplier kept
    assert again.profi.history[:step] == played.history[:step]
    assert again.chosen == played.history[step] and again.chosen.player == 0
    assert again.instead is None or again.profi.history[step] == again.instead
    assert set(done) == {12}
    mine, profi = again.augen()
    assert 0 <= mine <= 240 and 0 <= profi <= 240


def test_it_can_be_called_off() -> None:
    players = [make_player("random", p) for p in range(4)]
    played = play_game(setup(), players).state
    with pytest.raises(Cancelled):
        profi_game(played, 0, LEVELS, effort=EFFORT, cancelled=lambda: True)
