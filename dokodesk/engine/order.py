"""Trump orders (TSR 2.3) and the trick: which cards are trump in a game, how cards rank, which
cards a player may play (following suit, TSR 5.2) and who wins a trick.

The order depends on the kind of game (``normal``, which Hochzeit, Armut and Karo-Solo play
too, or one of the solos) and on the cards announced Schweine and Superschweine move to the
top (``top``, RULES.md 14.1, 14.2). Every part of dokodesk that needs to know whether a card
beats another (the engine, the computer players' search, the hints and the table's
explanations) asks :func:`beats`, :func:`trick_winner` and :func:`playable`.

>>> from dokodesk.engine.cards import card_name, parse_card
>>> o = order_for("normal")
>>> o.trump[parse_card("DA")], o.trump[parse_card("HA")], o.suit[parse_card("HT")] == TRUMP
(True, False, True)
>>> cards = [parse_card(n) for n in ("H9", "HA", "HK", "DJ")]
>>> trick_winner(o, cards, second_dulle=False)
3
>>> dulle = parse_card("HT")
>>> beats(o, dulle, dulle, second_dulle=False), beats(o, dulle, dulle, second_dulle=True)
(False, True)
>>> [card_name(c) for c in playable(o, (parse_card("HA"), parse_card("CA")), cards[:1])]
['HA']
>>> pigs = order_for("normal", (parse_card("DA"),))
>>> [card_name(c) for c in pigs.trumps[:3]], len(pigs.trumps)
(['DA', 'HT', 'CQ'], 13)
>>> [card_name(c) for c in order_for("koehler").trumps[:5]]
['CK', 'SK', 'HK', 'DK', 'CQ']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
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
from dokodesk.engine.rules import Solo

TRUMP = 4
"""The suit in play of every trump card; plain suits keep their printed suit 0-3."""

_PLAIN_RANKS = (ACE, TEN, KING, QUEEN, JACK, NINE)
_SUIT_OF_SOLO = {"kreuz": 0, "pik": 1, "herz": HEARTS, "karo": DIAMONDS}
_PICTURES = {
    "damen": (QUEEN,),
    "buben": (JACK,),
    "koenige": (KING,),
    "damen_buben": (QUEEN, JACK),
    "koenige_damen": (KING, QUEEN),
    "koenige_buben": (KING, JACK),
    "koehler": (KING, QUEEN, JACK),
}
"""The solos whose only trumps are pictures: the ranks, highest first (within a rank Kreuz,
Pik, Herz, Karo)."""


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
    over: tuple[tuple[tuple[bool, ...], ...], ...] = field(default=(), repr=False, compare=False)
    """``over[second_dulle][best][card]``: :func:`beats` for every pair of cards, looked up by
    :func:`trick_winner` (the search asks it millions of times)."""

    def plain_order(self, suit: int) -> tuple[Card, ...]:
        """The cards of a plain suit from highest to lowest."""
        cards = [c for c in ALL_CARDS if self.suit[c] == suit]
        return tuple(sorted(cards, key=lambda c: -self.power[c]))


NORMAL = "normal"
"""The kind of the normal game's order (the others are named by their solo)."""


def trump_suit(kind: str) -> int | None:
    """The suit whose cards are trumps besides the Dullen, queens and jacks in a game of
    ``kind`` (Karo in the normal game), or None in a solo of pictures or the Fleischloser.

    >>> trump_suit("normal"), trump_suit("pik"), trump_suit("damen")
    (3, 1, None)
    """
    if kind == NORMAL:
        return DIAMONDS
    return _SUIT_OF_SOLO.get(kind)


@cache
def order_for(kind: str, top: tuple[Card, ...] = ()) -> Order:
    """The order of ``kind``: ``normal`` or a solo type (``damen``, ``herz``, ...), with the
    cards ``top`` (announced Superschweine, then Schweine) above every other trump."""
    queens = tuple(make_card(s, QUEEN) for s in SUITS)
    jacks = tuple(make_card(s, JACK) for s in SUITS)
    if kind in _PICTURES:
        base: tuple[Card, ...] = tuple(make_card(s, r) for r in _PICTURES[kind] for s in SUITS)
    elif kind == Solo.FLEISCHLOSER:
        base = ()
    else:
        suit = trump_suit(kind)
        assert suit is not None, kind
        tail = tuple(make_card(suit, r) for r in (ACE, TEN, KING, NINE))
        base = (HT, *queens, *jacks, *(c for c in tail if c != HT))
    trumps = (*top, *(c for c in base if c not in top))
    trump = tuple(c in trumps for c in ALL_CARDS)
    power = [0] * len(ALL_CARDS)
    for i, card in enumerate(trumps):
        power[card] = 100 - i
    for card in ALL_CARDS:
        if not trump[card]:
            power[card] = 10 - _PLAIN_RANKS.index(rank_of(card))
    order = Order(
        kind=kind,
        trumps=trumps,
        trump=trump,
        suit=tuple(TRUMP if trump[c] else suit_of(c) for c in ALL_CARDS),
        power=tuple(power),
        dulle=HT in trumps,
    )
    over = tuple(
        tuple(tuple(beats(order, card, best, second) for card in ALL_CARDS) for best in ALL_CARDS)
        for second in (False, True)
    )
    return replace(order, over=over)


def second_dulle_wins(dulle_rule: str, last_trick: bool, schweine_first: bool = False) -> bool:
    """Whether under the option ``dulle_rule`` a second Herz-Zehn beats the first one in a trick
    (``last_trick``: the game's last trick), where the Herz-Zehn is a Dulle at all;
    ``schweine_first``: announced Schweine make the first win (``schweine_first_dulle_wins``).

    >>> second_dulle_wins("second_beats_first_except_last_trick", last_trick=False)
    True
    >>> second_dulle_wins("second_beats_first_except_last_trick", last_trick=True)
    False
    >>> second_dulle_wins("second_beats_first", last_trick=False, schweine_first=True)
    False
    """
    if schweine_first:
        return False
    return dulle_rule == "second_beats_first" or (
        dulle_rule == "second_beats_first_except_last_trick" and not last_trick
    )


def beats(order: Order, card: Card, best: Card, second_dulle: bool) -> bool:
    """Whether ``card``, played after ``best`` (the card winning the trick so far), takes the
    trick over it. Of two equal cards the first wins (TSR 5.3.3), except that with
    ``second_dulle`` the second Herz-Zehn beats the first where it is a Dulle."""
    suit = order.suit
    if suit[card] == suit[best]:
        return order.power[card] > order.power[best] or (
            card == best == HT and second_dulle and order.dulle
        )
    return suit[card] == TRUMP


def trick_winner(order: Order, cards: Sequence[Card], second_dulle: bool) -> int:
    """The index of the winning card in a complete or partial trick, in play order: the last
    card that :func:`beats` the cards before it."""
    over = order.over[second_dulle]
    best = 0
    best_card = cards[0]
    for i in range(1, len(cards)):
        card = cards[i]
        if over[best_card][card]:
            best, best_card = i, card
    return best


WHY_WINS: tuple[str, ...] = ("highest_trump", "only_trump", "highest_of_suit", "second_dulle",
                              "first_dulle", "first_dulle_last", "first_dulle_schweine",
                              "equal_first")
"""Why the winning card of a trick wins (:func:`why_wins`): the highest of several trumps, the
only trump to a plain suit, the highest card of the suit led, the second Dulle over the first,
the first Dulle over the second (by the rule, by its exception in the last trick, or because
Schweine are announced), and the first of two equal cards."""


def why_wins(order: Order, cards: Sequence[Card], dulle_rule: str, last_trick: bool,
             schweine_first: bool = False) -> str:
    """Why the card :func:`trick_winner` names wins the trick ``cards`` (one of
    :data:`WHY_WINS`), under the option ``dulle_rule`` (``last_trick``: the game's last;
    ``schweine_first``: announced Schweine make the first Dulle win).

    >>> from dokodesk.engine.cards import parse_card
    >>> o = order_for("normal")
    >>> def why(names, rule="first_beats_second", last=False):
    ...     return why_wins(o, [parse_card(n) for n in names.split()], rule, last)
    >>> why("H9 HA HK DJ"), why("CA C9 CK CT"), why("DA DJ CQ HQ")
    ('only_trump', 'highest_of_suit', 'highest_trump')
    >>> why("HT HT D9 CK"), why("HT HT D9 CK", "second_beats_first")
    ('first_dulle', 'second_dulle')
    >>> why("HT HT D9 CK", "second_beats_first_except_last_trick", last=True)
    'first_dulle_last'
    >>> why("CA CA C9 CK")
    'equal_first'
    >>> why_wins(o, [parse_card(n) for n in "HT HT D9 CK".split()], "second_beats_first", False,
    ...          schweine_first=True)
    'first_dulle_schweine'
    """
    second = second_dulle_wins(dulle_rule, last_trick, schweine_first)
    i = trick_winner(order, cards, second)
    card = cards[i]
    if card == HT and order.dulle and cards.count(HT) == 2:
        if i > cards.index(HT):
            return "second_dulle"
        if dulle_rule == "first_beats_second":
            return "first_dulle"
        if schweine_first:
            return "first_dulle_schweine"
        return "first_dulle_last"
    if cards.count(card) == 2:
        return "equal_first"
    if order.trump[card]:
        trumps = sum(1 for c in cards if order.trump[c])
        return "only_trump" if trumps == 1 else "highest_trump"
    return "highest_of_suit"


def playable(order: Order, hand: Sequence[Card], trick: Sequence[Card]) -> tuple[Card, ...]:
    """The distinct cards of ``hand`` that may be played to ``trick`` (TSR 5.2): a led trump
    must be answered with trump, a led plain suit with that plain suit, and a player who cannot
    follow plays any card. The cards keep the order of ``hand``."""
    if trick:
        suit = order.suit
        led = suit[trick[0]]
        following = [c for c in hand if suit[c] == led]
        if following:
            return tuple(dict.fromkeys(following))
    return tuple(dict.fromkeys(hand))
