"""Inference from play: the rules, the likelihood and the weighed sampler."""

from __future__ import annotations

import random
import statistics

from dokodesk.ai.arena import play_game
from dokodesk.ai.determinize import sample_deals
from dokodesk.ai.inference import AUGEN_GIVEN, HELD_BACK, Evidence, _card_in_trick, evidence
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import make_player
from dokodesk.engine.cards import C9, CA, CJ, CK, CT, D9, DA, DJ, DK, DQ, DT, HJ, HQ, SJ
from dokodesk.engine.game import GameSetup, Phase, State
from dokodesk.engine.order import order_for
from dokodesk.engine.rules import preset
from dokodesk.engine.view import view

NORMAL = order_for("normal")
TEAM = [-1, 1, 1, -1]
"""Seen by player 2: player 1 his partner, players 0 and 3 the opponents."""


def test_a_ten_under_an_opponents_ace_says_no_cheaper_card_of_the_suit() -> None:
    found = _card_in_trick((CA, CT), 1, 1, TEAM, NORMAL, True)
    assert found == [Evidence(1, frozenset({C9, CK}), AUGEN_GIVEN[0], "Augen given")]


def test_the_last_player_letting_an_opponents_trick_go_holds_nothing_to_take_it() -> None:
    found = _card_in_trick((CT, C9, CK, C9), 3, 1, [0, -1, 1, 0], NORMAL, True)
    assert found == [Evidence(1, frozenset({CA}), HELD_BACK[0], "held back")]


def test_a_fuchs_thrown_under_a_higher_trump_says_no_lower_trump() -> None:
    found = _card_in_trick((HQ, DA), 1, 1, TEAM, NORMAL, True)
    lower = frozenset({D9, DJ, DQ, DK, DT, HJ, SJ, CJ, HQ})  # the other Herz-Dame loses too
    assert found == [Evidence(1, lower, AUGEN_GIVEN[0], "Augen given")]


def test_a_partners_trick_and_a_winning_card_tell_nothing() -> None:
    assert _card_in_trick((CA, CT), 1, 1, [1, 1, 1, 1], NORMAL, True) == []
    assert _card_in_trick((CK, CT), 1, 1, TEAM, NORMAL, True) == []


def positions(games: int) -> list[State]:
    """States before a card from the fourth trick on, in seeded games of Fortgeschrittene."""
    found: list[State] = []

    def watch(state: State) -> None:
        if state.phase is Phase.PLAY and 3 <= len(state.tricks) < 10 and not state.trick:
            found.append(state)

    for g in range(games):
        setup = GameSetup.from_seed(preset("ddv"), 900 + g, first=g % 4)
        play_game(setup, [make_player("fortgeschritten", g * 4 + p) for p in range(4)], watch)
    return found


def test_weighed_deals_hold_the_cards_the_play_speaks_against_less_often() -> None:
    plain, weighed, truth = [], [], []
    for n, state in enumerate(positions(12)):
        v = view(state, state.to_act)
        k = knowledge(v)
        off = sample_deals(v, k, 20, random.Random(n), 1)
        on = sample_deals(v, k, 20, random.Random(n), 4)
        assert len(on) == len(off) == 20
        for e in evidence(v, k.team):
            truth.append(any(c in e.cards for c in state.hands[e.player]))
            plain.append(statistics.fmean(any(c in e.cards for c in d[e.player]) for d in off))
            weighed.append(statistics.fmean(any(c in e.cards for c in d[e.player]) for d in on))
    assert len(truth) > 100
    held, guessed, plainly = (statistics.fmean(x) for x in (truth, weighed, plain))
    assert guessed < plainly
    assert abs(guessed - held) < abs(plainly - held)
