"""Taking a decision back: the position before a player's last choice in the card play (a card
where he had a choice, or an announcement), with everything the others did after it undone.
The cards are dealt again the same way and the game is replayed up to that moment, so the
position is exactly the one he decided in.

Only the card play is taken back, down to the first card: the reservations and an Armut's
exchange stand. A finished game is not taken back.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Reserve, new_game
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=3))
>>> for p in range(4):
...     state = apply(state, Reserve(p, "gesund"))
>>> take_back(state, 0) is None  # no card played yet
True
>>> played = apply(state, Play(0, legal_cards(state)[0]))
>>> played = apply(played, Play(1, legal_cards(played)[0]))
>>> take_back(played, 0) == state
True
"""

from __future__ import annotations

from dokodesk.engine.game import (
    Announce,
    Phase,
    Play,
    State,
    apply,
    is_over,
    legal_announcements,
    legal_cards,
    new_game,
)


def take_back(state: State, player: int) -> State | None:
    """The position before ``player``'s last choice in the card play of ``state`` (a card he
    could have played otherwise, or an announcement); None when there is none or the game is
    over."""
    if is_over(state):
        return None
    before = [new_game(state.setup)]
    for action in state.history[:-1]:
        before.append(apply(before[-1], action))
    for step in range(len(state.history) - 1, -1, -1):
        action = state.history[step]
        position = before[step]
        if action.player != player or position.phase is not Phase.PLAY:
            continue
        if isinstance(action, Announce) or (
                isinstance(action, Play) and _had_a_choice(position, player)):
            return position
    return None


def _had_a_choice(position: State, player: int) -> bool:
    """Whether ``player``, to play in ``position``, could have done otherwise: another card,
    or an announcement with it."""
    return len(legal_cards(position)) > 1 or bool(legal_announcements(position, player))
