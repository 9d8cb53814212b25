"""A fast, mutable copy of the card play for the search: plays cards without the checks and
the bookkeeping of :func:`dokodesk.engine.game.apply` and scores the end as the engine's
:func:`dokodesk.engine.scoring.result` does (:mod:`dokodesk.ai.fastscore`).

Only the play phase is modelled: no announcement is made inside a simulation (no Schweine and
no Genscher either: a card is played without one), but the Pflichtansage the cards make is.
Each hand is also kept as the counts of its cards in one ``int`` (two bits a card), from which
tables give the legal cards (lowest first: the hands are sorted, as the engine keeps them, so
they come in the engine's order) and what a player holds; who wins a trick from the
engine's table :attr:`~dokodesk.engine.order.Order.over` (in the order that announced Schweine
make, for the Dulle rule of each trick); the Hochzeit's Klärungsstich and the Pflichtansage are
the engine's own functions. ``tests/ai/test_fastplay.py`` plays thousands of games through both
and compares every step.

This module is part of the search core that ``setup.py`` compiles with mypyc where it can
(:data:`COMPILED`): its constants are ``Final`` (compiled, they are read without a lookup) and
a copy is made by playing the cards again (a compiled class has no bare ``__new__``).
"""

from __future__ import annotations

import importlib.machinery
from typing import Final, NamedTuple

from dokodesk.ai.fastscore import scorer_for
from dokodesk.engine.cards import ALL_CARDS, Card
from dokodesk.engine.game import (
    RE_OR_KONTRA,
    Announcement,
    Party,
    Phase,
    Pig,
    State,
    Trick,
    dulle_second,
    klaerungsstich,
    pflichtansage_due,
)
from dokodesk.engine.order import Order, second_dulle_wins
from dokodesk.engine.rules import Rules

COMPILED: Final = __file__.endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))
"""Whether this module, and with it the search core, runs compiled (``setup.py``)."""

_UNIT: Final[tuple[int, ...]] = tuple(1 << 2 * c for c in ALL_CARDS)
"""By card: its unit in a hand's counts (two bits a card, for its 0, 1 or 2 copies)."""
_ONES: Final = sum(_UNIT)
"""The low bit of every card's count: ``(counts | counts >> 1) & _ONES`` are the cards held."""
_HALF: Final = 12
"""The cards of a hand's counts looked up at once (two tables of 4096 entries)."""


def _cards_of(shift: int) -> dict[int, tuple[Card, ...]]:
    """For every set of the cards ``shift`` to ``shift + 11`` (as the low bits of their
    counts, shifted down): its cards, lowest first."""
    return {sum(_UNIT[c] for c in cards): tuple(c + shift for c in cards)
            for cards in (tuple(c for c in range(_HALF) if m >> c & 1)
                          for m in range(1 << _HALF))}


_COUNTS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(m >> 2 * c & 3 for c in range(6)) for m in range(1 << 12))
"""For the counts of six cards (twelve bits): the count of each."""
_LOW: Final = _cards_of(0)
"""The cards held among the first twelve, by the low 24 bits of the cards held."""
_LOW_BITS: Final = (1 << 2 * _HALF) - 1
_HIGH: Final = _cards_of(_HALF)
"""The cards held among the last twelve, by the cards held shifted down by 24 bits."""


_new_trick = tuple.__new__
"""Makes a :class:`~dokodesk.engine.game.Trick` from its fields (without the checks of its
constructor)."""


class _Tables(NamedTuple):
    """What a position reads of its game's order and rules, built once per game."""

    order: Order
    rules: Rules
    led: tuple[int, ...]
    """By card: the low bits of the counts of the cards of its suit in play (the cards
    that follow it)."""
    second: tuple[bool, ...]
    """By trick (0-based): whether a second Herz-Zehn beats the first in it."""
    over: tuple[tuple[tuple[bool, ...], ...], ...]
    """By trick: the engine's :attr:`~dokodesk.engine.order.Order.over` table of its Dulle
    rule."""


_tables: Final[dict[tuple[int, int, object], _Tables]] = {}


def _tables_for(state: State, order: Order) -> _Tables:
    """The :class:`_Tables` of ``state``'s game, kept while few games are met."""
    rules = state.setup.rules
    key = (id(order), id(rules), state.pigs)
    kept = _tables.get(key)
    if kept is not None and kept.order is order and kept.rules is rules:
        return kept
    if len(_tables) >= 64:
        _tables.clear()
    suit = order.suit
    led = tuple(sum(_UNIT[c] for c in ALL_CARDS if suit[c] == suit[card]) for card in ALL_CARDS)
    n = rules.tricks_per_game
    second = tuple(_second_dulle(rules, state.pigs, t, n) for t in range(n))
    tables = _tables[key] = _Tables(order, rules, led, second,
                                    tuple(order.over[s] for s in second))
    return tables


def _second_dulle(rules: Rules, pigs: tuple[Pig, ...], trick: int, n_tricks: int) -> bool:
    """Whether a second Herz-Zehn beats the first in trick ``trick`` (0-based) of a game
    with ``pigs`` announced (the engine's rule)."""
    if pigs:
        return dulle_second(rules, pigs, trick)
    return second_dulle_wins(rules.dulle_rule, trick == n_tricks - 1)


class Position:
    """The play phase of a game with every hand known (a determinization)."""

    __slots__ = (
        "announcements",
        "clarified",
        "duty",
        "hands",
        "held",
        "hochzeit",
        "leader",
        "led",
        "levels",
        "n_tricks",
        "order",
        "over_by_trick",
        "pigs",
        "re",
        "rules",
        "second_by_trick",
        "soloist",
        "state",
        "suit",
        "to_act",
        "trick",
        "tricks",
    )

    def __init__(self, state: State) -> None:
        self.state = state
        self.hands: list[list[Card]] = [list(h) for h in state.hands]
        unit = _UNIT.__getitem__
        self.held = [sum(map(unit, h)) for h in state.hands]
        """By player: the counts of the cards he holds (:data:`_UNIT`)."""
        self.trick: list[Card] = list(state.trick)
        self.leader = state.leader
        self.to_act = state.to_act
        self.tricks: list[Trick] = list(state.tricks)
        self.re: list[bool] = list(state.re)
        self.soloist = state.soloist
        self.clarified = state.clarified
        self.order = order = state.order
        self.suit = order.suit
        self.n_tricks = state.tricks_per_game
        self.rules = state.setup.rules
        self.pigs = state.pigs
        tables = _tables_for(state, order)
        self.led = tables.led
        self.over_by_trick = tables.over
        self.second_by_trick = tables.second
        contract = state.contract
        self.hochzeit = contract.declarer if contract is not None and state.open_hochzeit else None
        """The Hochzeiter while the Klärungsstich is open, else None."""
        self.announcements = state.announcements
        self.levels = state.levels
        self.duty = self.rules.pflichtansage != "off"
        """Whether a Pflichtansage may still follow from a trick."""

    def copy(self) -> Position:
        """An independent copy: the position of the same state with the same cards played
        since (for tests, which search every line)."""
        new = Position(self.state)
        played = [c for t in self.tricks for c in t.cards] + self.trick
        for card in played[4 * len(self.state.tricks) + len(self.state.trick):]:
            new.play(card)
        return new

    def over(self) -> bool:
        return len(self.tricks) == self.n_tricks

    def legal(self) -> tuple[Card, ...]:
        """The distinct cards the player to act may play (TSR 5.2, as the engine's
        :func:`~dokodesk.engine.order.playable`): the led suit in play if he holds it, else
        any; in the order of his (sorted) hand."""
        counts = self.held[self.to_act]
        held = (counts | counts >> 1) & _ONES
        trick = self.trick
        if trick:
            following = held & self.led[trick[0]]
            if following:
                held = following
        return _LOW[held & _LOW_BITS] + _HIGH[held >> 2 * _HALF]

    def counts(self, player: int) -> tuple[int, ...]:
        """By card: how many of it ``player`` holds."""
        h = self.held[player]
        return _COUNTS[h & 4095] + _COUNTS[h >> 12 & 4095] + _COUNTS[h >> 24 & 4095] \
            + _COUNTS[h >> 36]

    def second_dulle(self) -> bool:
        """Whether a second Herz-Zehn beats the first in the current trick."""
        return self.second_by_trick[len(self.tricks)]

    def second_dulle_at(self, trick: int) -> bool:
        """Whether a second Herz-Zehn beats the first in trick ``trick`` (0-based)."""
        return self.second_by_trick[trick]

    def play(self, card: Card) -> None:
        """Play ``card`` for the player to act (it must be legal)."""
        player = self.to_act
        self.hands[player].remove(card)
        self.held[player] -= _UNIT[card]
        trick = self.trick
        trick.append(card)
        if len(trick) < 4:
            self.to_act = (player + 1) & 3
            return
        c0, c1, c2, c3 = cards = tuple(trick)
        tricks = self.tricks
        over = self.over_by_trick[len(tricks)]
        won, best = 0, c0  # the last card that beats the cards before it wins
        if over[best][c1]:
            won, best = 1, c1
        if over[best][c2]:
            won, best = 2, c2
        if over[best][c3]:
            won = 3
        leader = self.leader
        winner = (leader + won) & 3
        tricks.append(_new_trick(Trick, (leader, cards, winner)))
        self.trick = []
        self.leader = self.to_act = winner
        if self.hochzeit is not None:
            self._clarify(cards, winner)
        if self.duty:
            self._duty(cards, winner)

    def _duty(self, cards: tuple[Card, ...], winner: int) -> None:
        """The Pflichtansage the trick just played makes, as in the engine."""
        state = self.state
        number = len(self.tricks)
        soloist, clarified = self.soloist, self.clarified
        if not pflichtansage_due(self.rules, state.contract, number, clarified, soloist, cards):
            return
        side = 0 if self.re[winner] else 1
        if not self.levels[side]:
            levels = list(self.levels)
            levels[side] = RE_OR_KONTRA
            self.levels = (levels[0], levels[1])
            party = Party.RE if self.re[winner] else Party.KONTRA
            self.announcements = (*self.announcements, Announcement(
                winner, RE_OR_KONTRA, party, len(self.hands[winner]), duty=True))

    def _clarify(self, cards: tuple[Card, ...], winner: int) -> None:
        declarer = self.hochzeit
        assert declarer is not None
        number = len(self.tricks)
        decided, partner = klaerungsstich(self.rules, declarer, number, self.order.trump[cards[0]],
                                          winner)
        if not decided:
            return
        self.clarified = number
        self.hochzeit = None
        if partner is None:
            self.soloist = declarer
        else:
            self.re = [p in (declarer, partner) for p in range(4)]

    def final_state(self) -> State:
        """The finished engine state (for scoring); the position must be over."""
        return self.state._replace(
            phase=Phase.FINISHED, to_act=-1, hands=((), (), (), ()), trick=(),
            tricks=tuple(self.tricks), re=tuple(self.re), soloist=self.soloist,
            clarified=self.clarified, announcements=self.announcements, levels=self.levels,
        )

    def points(self) -> tuple[int, ...]:
        """Game points per player of the finished position (the engine's, scored fast)."""
        return scorer_for(self.state).points(self.tricks, self.re, self.soloist, self.levels)
