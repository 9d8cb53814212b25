"""What the table says about an action, worded from the views before and after it."""

from __future__ import annotations

from dokodesk.engine.cards import DK
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    apply,
    genscher_partners,
    legal_actions,
    legal_cards,
    new_game,
)
from dokodesk.engine.rules import preset
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import public_view, view
from dokodesk.text.narration import narrate
from dokodesk.text.table import Seating

SEATING = Seating(("Du", "Anna", "Bernd", "Clara"), ("human", "profi", "profi", "profi"),
                  human=0, seats=SeatMap(4, dealer=3), totals=(0, 0, 0, 0), game=1)


def _told(before, action, lang="de", player=0):
    after = apply(before, action)
    return narrate(view(before, player), action, view(after, player), SEATING, lang)


def _healthy(state):
    while state.phase is Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    return state


def test_another_players_announcement_is_said_and_ones_own_is_not() -> None:
    state = _healthy(new_game(GameSetup.from_seed(preset("ddv"), seed=5)))
    party = "Re" if state.re[2] else "Kontra"
    assert _told(state, Announce(2, 1)) == [f"Bernd: {party}!"]
    assert _told(state, Announce(0, 1)) == []


def test_the_game_is_named_once_the_reservations_are_over() -> None:
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=5))
    for p in range(3):
        state = apply(state, Reserve(p, "gesund"))
    assert _told(state, Reserve(3, "gesund"), "en") == ["Normal game"]
    assert _told(new_game(state.setup), Reserve(0, "gesund")) == []


def test_a_genscher_names_both_partners() -> None:
    rules = preset("ddv").replace(genscher=True)
    for seed in range(2000):
        state = _healthy(new_game(GameSetup.from_seed(rules, seed)))
        if state.phase is Phase.PLAY:
            partners = genscher_partners(state, state.to_act)
            if partners:
                break
    player = state.to_act
    told = _told(state, Play(player, DK, partners[0]), "en")
    assert told == [f"{SEATING.name(player)} makes a Genscher: {SEATING.name(partners[0])} and "
                    f"{SEATING.name(player)} are Re."]
    assert _told(state, Play(player, legal_cards(state)[0]), "en") == []


def test_the_answers_to_an_armut_and_its_end() -> None:
    rules = preset("kneipe")
    for seed in range(2000):
        state = new_game(GameSetup.from_seed(rules, seed, first=0))
        if Reserve(0, "armut") in legal_actions(state, 0):
            break
    state = apply(state, Reserve(0, "armut"))
    for p in (1, 2, 3):
        state = apply(state, Reserve(p, "gesund"))
    assert state.phase is Phase.POVERTY_OFFER
    assert _told(state, PovertyReply(1, False), "de") == ["Anna lehnt die Armut ab."]
    for p in (1, 2):
        state = apply(state, PovertyReply(p, False))
    after = apply(state, PovertyReply(3, False))
    told = narrate(public_view(state), PovertyReply(3, False), public_view(after), SEATING, "en")
    assert told == ["Clara declines the Armut.", "Nobody takes the Armut: the game is thrown in."]
