"""A task judges a trick with two Dullen by the engine's Dulle rule of that trick, announced
Schweine included (``schweine_first_dulle_wins``): once said, the first Dulle wins although
the second beats the first otherwise."""

from __future__ import annotations

from dokodesk.course.tasks import standing
from dokodesk.engine.cards import DA, HT, deck
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    PigKind,
    Pigs,
    Play,
    Reserve,
    apply,
    legal_actions,
    new_game,
)
from dokodesk.engine.rules import preset

RULES = preset("kneipe_plus").replace(dulle_rule="second_beats_first",
                                      schweine="before_first_played",
                                      schweine_first_dulle_wins=True, schmeissen={})


def _position(say_schweine: bool):
    """Player 0 leads a Dulle, player 1 (the learner) holds the other; player 2 holds both
    Füchse and says Schweine before the first card when ``say_schweine``."""
    mine = {0: [HT], 1: [HT], 2: [DA, DA]}
    rest = list(deck())
    for cards in mine.values():
        for c in cards:
            rest.remove(c)
    hands = []
    for p in range(4):
        hand = list(mine.get(p, []))
        while len(hand) < 12:
            hand.append(rest.pop())
        hands.append(tuple(hand))
    state = new_game(GameSetup(RULES, tuple(hands), first=0))
    for p in range(4):
        state = apply(state, Reserve(p, "gesund"))
    assert state.phase is Phase.PLAY
    if say_schweine:
        state = apply(state, Pigs(2, PigKind.SCHWEINE))
    return apply(state, Play(0, HT))


def test_announced_schweine_make_the_first_dulle_win_in_a_task() -> None:
    state = _position(say_schweine=True)
    assert Play(1, HT) in legal_actions(state, 1)
    assert standing(state, 1, HT).winner == 0
    assert standing(_position(say_schweine=False), 1, HT).winner == 1

