"""Inference from play: what the other players' choices say about the cards they still hold.

Each rule finds a choice a player made where a card he may still hold would have been the
natural one: a deal in which he holds such a card explains the choice less well, by the rule's
factor (a likelihood). The sampler (:func:`dokodesk.ai.determinize.sample_deals`) draws more
deals than a decision needs and keeps as many as it needs in proportion to these likelihoods.

The rules, each a public fact of the play (the same for every view of a position):

- **Held back** (:data:`HELD_BACK`): the last player of a trick that a known opponent of his
  was winning, worth 10 Augen or more, let it go, though a card he could have played would
  have taken it: he likely holds none (much likelier when following suit than when he would
  have had to trump: a trump may be kept for later).
- **Augen given** (:data:`AUGEN_GIVEN`): a player put 10 Augen or more under a card he did not
  beat, of a player not known to be his partner: he likely holds no cheaper card he could have
  played that would not have beaten it either.
- **Led low** (:data:`LED_LOW`): in a game with the normal trumps, a player who leads a plain
  suit for the first time with a card other than its Ace likely holds no Ace of that suit.

"Known" is the viewer's knowledge of both parties (:attr:`Knowledge.team`). A card the player
played later proves he held it: such a rule tells nothing and is left out. The factors were
measured: how often the true hands hold the cards a rule names, against how often the plainly
sampled deals do (``benchmarks/inference.py`` places the hidden cards both ways).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from dokodesk.engine.cards import ACE, AUGEN, Card, Hand, rank_of
from dokodesk.engine.game import ContractKind, Trick
from dokodesk.engine.order import TRUMP, Order, trick_winner
from dokodesk.engine.view import View, played_tricks

HELD_BACK = (0.2, 0.5)
"""The factor of "held back": following suit, and where only a trump would have taken it."""
AUGEN_GIVEN = (0.2, 0.7)
"""The factor of "Augen given": following suit, and thrown while void in the suit led."""
LED_LOW = 0.5
"""The factor of "led low" (Profi leads an Ace first nearly always, Fortgeschritten often
not: a factor between the two, so a model of Profi's own play is not taken for everybody's)."""
NORMAL_GAMES = (ContractKind.NORMAL, ContractKind.HOCHZEIT, ContractKind.ARMUT,
                ContractKind.STILLE_HOCHZEIT)
"""Games whose players lead by the habits of the normal game (a soloist's leads differ)."""


@dataclass(frozen=True)
class Evidence:
    """A deal in which ``player`` holds any of ``cards`` explains his play ``factor`` times as
    well as one in which he holds none."""

    player: int
    cards: frozenset[Card]
    factor: float
    rule: str
    """"held back", "Augen given" or "led low"."""


def evidence(v: View, team: Sequence[int]) -> list[Evidence]:
    """What the other players' play in ``v`` says about their hidden cards (see the module);
    ``team`` per player relative to the viewer: 1 partner (or self), -1 opponent, 0 unknown.

    >>> from dokodesk.engine.game import GameSetup, apply, new_game, turn
    >>> from dokodesk.engine.rules import preset
    >>> from dokodesk.engine.view import view
    >>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=3))
    >>> evidence(view(state, 0), [1, 0, 0, 0])
    []
    """
    later: list[list[Card]] = [[], [], [], []]
    found: list[Evidence] = []
    tricks = played_tricks(v)
    led_suits: set[int] = set()
    normal = v.contract is not None and v.contract.kind in NORMAL_GAMES
    for index in range(len(tricks) - 1, -1, -1):  # backwards: "later" grows as we go
        t = tricks[index]
        order = v.order_at(index)
        second = v.second_dulle(index)
        for i in range(len(t.cards) - 1, -1, -1):
            p = (t.leader + i) % 4
            card = t.cards[i]
            if p != v.player and i > 0:
                for e in _card_in_trick(t.cards, i, p, team, order, second):
                    if not e.cards & set(later[p]):
                        found.append(e)
            later[p].append(card)
    for index, t in enumerate(tricks):  # forwards: the first lead of each suit
        suit = v.order_at(index).suit
        lead = t.cards[0] if t.cards else None
        if lead is None or suit[lead] == TRUMP or suit[lead] in led_suits:
            continue
        led_suits.add(suit[lead])
        if normal and t.leader != v.player and rank_of(lead) != ACE:
            ace = frozenset(c for c in range(24) if suit[c] == suit[lead] and rank_of(c) == ACE)
            if ace and not any(c in ace for trick in tricks[:index] for c in trick.cards):
                played = _played_after(tricks, index, t.leader)
                if not ace & set(played):
                    found.append(Evidence(t.leader, ace, LED_LOW, "led low"))
    return found


def _played_after(tricks: Sequence[Trick], index: int, player: int) -> list[Card]:
    """The cards ``player`` played in the tricks after ``index``."""
    out: list[Card] = []
    for t in tricks[index + 1:]:
        out += [c for i, c in enumerate(t.cards) if (t.leader + i) % 4 == player]
    return out


def _card_in_trick(
    cards: tuple[Card, ...], i: int, p: int, team: Sequence[int], order: Order, second: bool
) -> list[Evidence]:
    """The "held back" and "Augen given" evidence of the ``i``-th card of a trick, ``p``'s."""
    before = cards[:i]
    wp = (p - i + trick_winner(order, before, second)) % 4
    opponent = team[p] != 0 and team[wp] != 0 and team[p] != team[wp]
    partner = team[p] != 0 and team[p] == team[wp]
    card = cards[i]
    suit = order.suit

    def wins(d: Card) -> bool:
        return trick_winner(order, (*before, d), second) == i

    if wins(card) or partner:
        return []
    follows = suit[card] == suit[cards[0]]
    legal = [d for d in range(24) if suit[d] == suit[cards[0]]] if follows else list(range(24))
    out: list[Evidence] = []
    if i == 3 and opponent and sum(AUGEN[c] for c in before) + AUGEN[card] >= 10:
        takers = frozenset(d for d in legal if wins(d))
        if takers:
            out.append(Evidence(p, takers, HELD_BACK[0 if follows else 1], "held back"))
    if AUGEN[card] >= 10:
        cheaper = frozenset(d for d in legal if AUGEN[d] < AUGEN[card] and not wins(d))
        if cheaper:
            out.append(Evidence(p, cheaper, AUGEN_GIVEN[0 if follows else 1], "Augen given"))
    return out


def likelihood(found: Sequence[Evidence], hands: Sequence[Hand]) -> float:
    """How well the deal ``hands`` explains the play: the product of the factors of the
    evidence it contradicts.

    >>> likelihood([Evidence(1, frozenset({5}), 0.5, "led low")], [(), (5, 7), (), ()])
    0.5
    """
    weight = 1.0
    for e in found:
        if any(c in e.cards for c in hands[e.player]):
            weight *= e.factor
    return weight


T = TypeVar("T")


def resample(pool: Sequence[T], weights: Sequence[float], n: int, rng: random.Random) -> list[T]:
    """``n`` of ``pool``, each drawn in proportion to its weight (systematic resampling: one
    random offset, then evenly spaced), in the pool's order.

    >>> resample(["a", "b", "c"], [1.0, 0.0, 1.0], 4, random.Random(1))
    ['a', 'a', 'c', 'c']
    """
    total = sum(weights)
    if not pool or total <= 0:
        return list(pool[:n])
    step = total / n
    mark = rng.random() * step
    out: list[T] = []
    running = 0.0
    for item, weight in zip(pool, weights, strict=True):
        running += weight
        while mark < running and len(out) < n:
            out.append(item)
            mark += step
    return out
