"""Profi's rule for a trick its view shows lost: the cheapest card that loses it, unless the
sampled deals show that keeping that card clearly costs a game point or more on average."""

from __future__ import annotations

from test_support import build_deal, cards, start

from dokodesk.ai import advice
from dokodesk.ai.players import give_least, lost_with
from dokodesk.ai.search import Effort, Outcome
from dokodesk.engine.game import Play, State, apply, legal_actions
from dokodesk.engine.view import View, view

TEN, KING = cards("ST SK")


def lost_trick_state() -> State:
    """A Herz-Solo of player 0, who leads the Pik-Ass; player 3 plays last and holds the
    Pik-Zehn and the Pik-König, neither of which wins."""
    hands = build_deal({0: "SA", 1: "S9", 2: "S9", 3: "ST SK"}, seed=4)
    state = start(hands, "ddv", first=0, claims={0: "herz"})
    for player, card in ((0, "SA"), (1, "S9"), (2, "S9")):
        state = apply(state, Play(player, cards(card)[0]))
    return state


def lost_trick() -> View:
    """Player 3's view of that trick."""
    return view(lost_trick_state(), 3)


def rows(ten: list[tuple[int, int]], king: list[tuple[int, int]]) -> list[list[Outcome]]:
    """Sampled outcomes (points, Augen) of the Zehn and the König, deal by deal."""
    return [[Outcome(p, a, 0), Outcome(q, b, 0)] for (p, a), (q, b) in zip(ten, king,
                                                                           strict=True)]


def test_the_cheapest_card_goes_into_a_lost_trick_unless_keeping_it_costs_points() -> None:
    v = lost_trick()
    played = (TEN, KING)
    assert lost_with(v, played) == played
    # more Augen later with the Zehn thrown away, on every deal, but never a point more
    augen_only = rows([(-3, 90)] * 8, [(-3, 84)] * 8)
    assert give_least(v, played, augen_only, 0) == 1
    # keeping the König loses two goals on most deals: the Zehn is worth throwing
    goals = rows([(-3, 95)] * 6 + [(-3, 80)] * 2, [(-5, 85)] * 6 + [(-3, 80)] * 2)
    assert give_least(v, played, goals, 0) == 0
    # one goal on six deals of eight: clear, but less than a point on average (SACRIFICE)
    small = rows([(-3, 95)] * 6 + [(-3, 80)] * 2, [(-4, 85)] * 6 + [(-3, 80)] * 2)
    assert give_least(v, played, small, 0) == 1
    # a point on one deal of eight is no clear cost
    once = rows([(-3, 90)] + [(-3, 80)] * 7, [(-4, 88)] + [(-3, 80)] * 7)
    assert give_least(v, played, once, 0) == 1
    # the König ranked first stays
    assert give_least(v, played, augen_only, 1) == 1


def test_the_tipp_and_the_analysis_put_the_card_profi_plays_first(monkeypatch) -> None:
    v = lost_trick()
    legal = tuple(a for a in legal_actions(lost_trick_state()) if isinstance(a, Play))
    assert [a.card for a in legal] == [KING, TEN]  # the order of the advice's columns
    augen_only = rows([(-3, 90)] * 8, [(-3, 84)] * 8)  # the Zehn's, the König's
    columns = [[king, ten] for ten, king in augen_only]
    monkeypatch.setattr(advice, "play_deals", lambda v, k, played, effort, seeds, *args, **kw:
                        [columns[i % len(columns)] for i in range(len(seeds))])
    told = advice.advise(v, legal, Effort(samples=8, max_samples=8, workers=1))
    ten, king = told.of(Play(3, TEN)), told.of(Play(3, KING))
    assert ten is not None and king is not None and ten.expected > king.expected
    assert told.best is king and ten.loss == 0.0  # the Zehn is no mistake either
    assert [c.action for c in told.choices] == [Play(3, KING), Play(3, TEN)]
