"""Profi weighs the stille Hochzeit against the announced one, and the Armut against gesund,
like any reservation."""

from __future__ import annotations

from dokodesk.ai.heuristic import reserve_heuristic
from dokodesk.ai.players import ProfiPlayer
from dokodesk.ai.search import Effort
from dokodesk.engine.cards import (
    C9,
    CA,
    CJ,
    CQ,
    CT,
    D9,
    DA,
    DQ,
    H9,
    HA,
    HK,
    HQ,
    HT,
    S9,
    SA,
    SK,
    SQ,
    deck,
)
from dokodesk.engine.game import GameSetup, Reservation, Reserve, legal_actions, new_game
from dokodesk.engine.rules import Solo, preset
from dokodesk.engine.view import view

EFFORT = Effort(workers=1)
KINDS = {Reservation.GESUND, Reservation.HOCHZEIT}


def setup_with(hand: list[int]) -> GameSetup:
    """A deal in which player 0 holds ``hand`` and the others the rest, in deck order, under
    DDV rules with the Fleischloser as the only solo (a suit solo would be the other way to
    play such hands)."""
    rest = list(deck(True))
    for card in hand:
        rest.remove(card)
    hands = (tuple(sorted(hand)), *(tuple(sorted(rest[i * 12:(i + 1) * 12])) for i in range(3)))
    return GameSetup(preset("ddv").replace(solos=(Solo.FLEISCHLOSER,)), hands)


def test_a_hand_that_carries_a_solo_keeps_the_hochzeit_silent() -> None:
    setup = setup_with([HT, HT, CQ, CQ, SQ, SQ, HQ, DQ, CJ, DA, CA, SA])
    state = new_game(setup)
    legal = legal_actions(state, 0)
    on = ProfiPlayer(1, EFFORT, stille_hochzeit=True)
    assert on.silent_wedding(view(state, 0), KINDS)
    assert on.act(view(state, 0), legal) == Reserve(0, Reservation.GESUND)
    off = ProfiPlayer(1, EFFORT, stille_hochzeit=False)
    assert off.act(view(state, 0), legal) == Reserve(0, Reservation.HOCHZEIT)


def test_a_plain_wedding_hand_is_not_weighed() -> None:
    hand = [CQ, CQ, D9, D9, S9, S9, SK, SK, H9, H9, C9, C9]
    state = new_game(setup_with(hand))
    assert not ProfiPlayer(1, EFFORT, stille_hochzeit=True).silent_wedding(view(state, 0), KINDS)
    assert not ProfiPlayer(1, EFFORT, stille_hochzeit=True).silent_wedding(
        view(state, 0), {Reservation.HOCHZEIT})  # gesund not allowed: nothing to weigh


def test_a_poor_hand_weighs_the_armut_against_gesund() -> None:
    rules = preset("vowi")
    rest = list(deck(True))
    hand = [HT, HT, CQ, CA, CA, SA, SA, HA, H9, CT, S9, HK]
    for card in hand:
        rest.remove(card)
    hands = (tuple(sorted(hand)), *(tuple(sorted(rest[i * 12:(i + 1) * 12])) for i in range(3)))
    state = new_game(GameSetup(rules, hands))
    legal = legal_actions(state, 0)
    assert reserve_heuristic(view(state, 0), legal, careful=True).kind == Reservation.GESUND
    assert ProfiPlayer(1, EFFORT, weigh_armut=False).act(view(state, 0), legal).kind == "gesund"
    # three trumps and five Aces: on the sampled deals the Armut is worth more than gesund
    on = ProfiPlayer(1, EFFORT, weigh_armut=True)
    assert on.act(view(state, 0), legal) == Reserve(0, Reservation.ARMUT)
