"""Trump orders (TSR 2.3): which cards are trump in a game, how cards rank, and who wins a trick.

The order depends only on the kind of game: ``normal`` (also Hochzeit, Armut and Karo-Solo,
which play the normal order) or one of the solos.

>>> from dokodesk.engine.cards import parse_card
>>> o = order_for("normal")
>>> o.trump[parse_card("DA")], o.trump[parse_card("HA")], o.suit[parse_card("HT")] == TRUMP
(True, False, True)
>>> cards = [parse_card(n) for n in ("H9", "HA", "HK", "DJ")]
>>> trick_winner(o, cards, second_dulle_wins=False)
3
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from dokodesk.engine.cards import (
    ACE,
    ALL_CARDS,
    DIAMONDS,
    HEARTS,
    HT,
    JACK,
    KING,
    NINE,
    QUEEN,
    SUITS,
    TEN,
    Card,
    make_card,
    rank_of,
    suit_of,
)

TRUMP = 4
"""The suit in play of every trump card; plain suits keep their printed suit 0-3."""

_PLAIN_RANKS = (ACE, TEN, KING, QUEEN, JACK, NINE)
_SUIT_OF_SOLO = {"kreuz": 0, "pik": 1, "herz": HEARTS, "karo": DIAMONDS}


@dataclass(frozen=True)
class Order:
    """The card order of one kind of game, as tables indexed by card."""

    kind: str
    trumps: tuple[Card, ...]
    """The trump cards from highest to lowest."""
    trump: tuple[bool, ...]
    suit: tuple[int, ...]
    """The suit a card belongs to in play: its printed suit, or :data:`TRUMP`."""
    power: tuple[int, ...]
    """Higher beats lower within a suit in play; every trump has more power than any plain card."""
    dulle: bool
    """Whether the Herz-Zehn is the highest trump, so that the Dulle rule applies."""

    def plain_order(self, suit: int) -> tuple[Card, ...]:
        """The cards of a plain suit from highest to lowest."""
        cards = [c for c in ALL_CARDS if self.suit[c] == suit]
        return tuple(sorted(cards, key=lambda c: -self.power[c]))


@cache
def order_for(kind: str) -> Order:
    """The order of ``kind``: ``normal`` or a solo type (``damen``, ``herz``, ...)."""
    queens = tuple(make_card(s, QUEEN) for s in SUITS)
    jacks = tuple(make_card(s, JACK) for s in SUITS)
    if kind == "damen":
        trumps: tuple[Card, ...] = queens
    elif kind == "buben":
        trumps = jacks
    elif kind == "fleischloser":
        trumps = ()
    else:
        suit = DIAMONDS if kind == "normal" else _SUIT_OF_SOLO[kind]
        tail = tuple(make_card(suit, r) for r in (ACE, TEN, KING, NINE))
        trumps = (HT, *queens, *jacks, *(c for c in tail if c != HT))
    trump = tuple(c in trumps for c in ALL_CARDS)
    power = [0] * len(ALL_CARDS)
    for i, card in enumerate(trumps):
        power[card] = 100 - i
    for card in ALL_CARDS:
        if not trump[card]:
            power[card] = 10 - _PLAIN_RANKS.index(rank_of(card))
    return Order(
        kind=kind,
        trumps=trumps,
        trump=trump,
        suit=tuple(TRUMP if trump[c] else suit_of(c) for c in ALL_CARDS),
        power=tuple(power),
        dulle=HT in trumps,
    )


def trick_winner(
    order: Order, cards: list[Card] | tuple[Card, ...], second_dulle_wins: bool
) -> int:
    """The index of the winning card in a complete or partial trick, in play order.

    Of two equal cards the first wins (TSR 5.3.3), except that with ``second_dulle_wins`` the
    second Herz-Zehn beats the first (where the Herz-Zehn is a Dulle).
    """
    suit, power = order.suit, order.power
    best = 0
    best_card = cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        s = suit[card]
        if s == suit[best_card]:
            if power[card] > power[best_card] or (
                card == best_card == HT and second_dulle_wins and order.dulle
            ):
                best, best_card = i, card
        elif s == TRUMP:
            best, best_card = i, card
    return best
