"""Cards, the deck and dealing.

A card is a plain ``int`` from 0 to 23: ``suit * 6 + rank`` with the suits Kreuz, Pik, Herz,
Karo (0-3) and the ranks 9, Bube, Dame, König, Zehn, Ass (0-5). Every card exists twice, so a
hand is a sorted tuple of cards that may hold the same card twice. Cards are named as in
docs/RULES.md: suit letter ``C S H D`` and rank letter ``9 J Q K T A``.

>>> card_name(HT), parse_card("CQ") == CQ, AUGEN[DA]
('HT', True, 11)
>>> hands = deal(seed=7)
>>> [len(h) for h in hands], sum(AUGEN[c] for h in hands for c in h)
([12, 12, 12, 12], 240)
"""

from __future__ import annotations

import random

Card = int
Hand = tuple[Card, ...]

CLUBS, SPADES, HEARTS, DIAMONDS = 0, 1, 2, 3
SUITS: tuple[int, ...] = (CLUBS, SPADES, HEARTS, DIAMONDS)
SUIT_LETTERS = "CSHD"
SUIT_NAMES: tuple[str, ...] = ("kreuz", "pik", "herz", "karo")

NINE, JACK, QUEEN, KING, TEN, ACE = 0, 1, 2, 3, 4, 5
RANK_LETTERS = "9JQKTA"
RANK_AUGEN: tuple[int, ...] = (0, 2, 3, 4, 10, 11)


def make_card(suit: int, rank: int) -> Card:
    """The card of ``suit`` and ``rank``."""
    return suit * 6 + rank


def suit_of(card: Card) -> int:
    """The printed suit of a card (not its suit in play: see :mod:`dokodesk.engine.order`)."""
    return card // 6


def rank_of(card: Card) -> int:
    """The printed rank of a card."""
    return card % 6


ALL_CARDS: tuple[Card, ...] = tuple(range(24))
AUGEN: tuple[int, ...] = tuple(RANK_AUGEN[c % 6] for c in ALL_CARDS)

C9, CJ, CQ, CK, CT, CA = range(0, 6)
S9, SJ, SQ, SK, ST, SA = range(6, 12)
H9, HJ, HQ, HK, HT, HA = range(12, 18)
D9, DJ, DQ, DK, DT, DA = range(18, 24)

CARD_NAMES: tuple[str, ...] = tuple(SUIT_LETTERS[c // 6] + RANK_LETTERS[c % 6]
                                    for c in ALL_CARDS)
"""The short name of each card (``"HT"``), by card."""
_BY_NAME: dict[str, Card] = {name: card for card, name in enumerate(CARD_NAMES)}


def card_name(card: Card) -> str:
    """The two-letter name of a card, e.g. ``"HT"``."""
    return CARD_NAMES[card]


def parse_card(name: str) -> Card:
    """The card named ``name`` (``"HT"``, ``"cq"``); raises ``ValueError`` for anything else."""
    card = _BY_NAME.get(name.upper()) if isinstance(name, str) else None
    if card is None:
        raise ValueError(f"{name!r} is not a card: cards are named like HT, CQ, DA, S9")
    return card


def deck(with_nines: bool = True) -> Hand:
    """The whole deck, sorted: 48 cards, or 40 without the nines."""
    return tuple(sorted([c for c in ALL_CARDS if with_nines or c % 6 != NINE] * 2))


def deal(seed: int, with_nines: bool = True) -> tuple[Hand, ...]:
    """Shuffle a deck with ``seed`` and deal it to four players.

    Packets of three go round from the dealer's left four times (TSR 3.3.7); without nines the
    packets are 3, 4 and 3. The hands come back in that order: the dealer's left first, each
    sorted.
    """
    cards = list(deck(with_nines))
    random.Random(seed).shuffle(cards)
    packets = (3, 3, 3, 3) if with_nines else (3, 4, 3)
    hands: list[list[Card]] = [[], [], [], []]
    pos = 0
    for size in packets:
        for hand in hands:
            hand.extend(cards[pos : pos + size])
            pos += size
    return tuple(tuple(sorted(h)) for h in hands)


def remove_card(hand: Hand, card: Card) -> Hand:
    """``hand`` without one copy of ``card`` (which it must hold)."""
    i = hand.index(card)
    return hand[:i] + hand[i + 1 :]
