"""A fast, mutable copy of the card play for the search: plays cards without the checks and
the bookkeeping of :func:`dokodesk.engine.game.apply` and scores the end with the engine's own
:func:`dokodesk.engine.scoring.result`.

Only the play phase is modelled: no announcement is made inside a simulation (no Schweine and
no Genscher either: a card is played without one), but the Pflichtansage the cards make is.
Which cards may be played, who wins a trick (in the order that announced Schweine make), the
Hochzeit's Klärungsstich and the Pflichtansage are the engine's own functions;
``tests/ai/test_fastplay.py`` plays thousands of games through both and compares every step.
"""

from __future__ import annotations

from dokodesk.engine.cards import Card
from dokodesk.engine.game import (
    RE_OR_KONTRA,
    Announcement,
    Party,
    Phase,
    State,
    Trick,
    dulle_second,
    klaerungsstich,
    pflichtansage_due,
)
from dokodesk.engine.order import playable, second_dulle_wins, trick_winner
from dokodesk.engine.scoring import result


class Position:
    """The play phase of a game with every hand known (a determinization)."""

    __slots__ = (
        "announcements",
        "clarified",
        "dulle_rule",
        "duty",
        "hands",
        "hochzeit",
        "leader",
        "levels",
        "n_tricks",
        "order",
        "pigs",
        "power",
        "re",
        "rules",
        "soloist",
        "state",
        "suit",
        "to_act",
        "trick",
        "tricks",
        "trump",
    )

    def __init__(self, state: State) -> None:
        self.state = state
        self.hands: list[list[Card]] = [list(h) for h in state.hands]
        self.trick: list[Card] = list(state.trick)
        self.leader = state.leader
        self.to_act = state.to_act
        self.tricks: list[Trick] = list(state.tricks)
        self.re: list[bool] = list(state.re)
        self.soloist = state.soloist
        self.clarified = state.clarified
        self.order = state.order
        self.suit = self.order.suit
        self.power = self.order.power
        self.trump = self.order.trump
        self.n_tricks = state.tricks_per_game
        self.rules = state.setup.rules
        self.dulle_rule = self.rules.dulle_rule
        self.pigs = state.pigs
        contract = state.contract
        self.hochzeit = contract.declarer if contract is not None and state.open_hochzeit else None
        """The Hochzeiter while the Klärungsstich is open, else None."""
        self.announcements = state.announcements
        self.levels = state.levels
        self.duty = self.rules.pflichtansage != "off"
        """Whether a Pflichtansage may still follow from a trick."""

    def copy(self) -> Position:
        """An independent copy (the hands and tricks are copied, the state shared)."""
        new = Position.__new__(Position)
        for name in Position.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = [list(h) for h in self.hands]
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        new.re = list(self.re)
        return new

    def over(self) -> bool:
        return len(self.tricks) == self.n_tricks

    def legal(self) -> tuple[Card, ...]:
        """The distinct cards the player to act may play."""
        return playable(self.order, self.hands[self.to_act], self.trick)

    def second_dulle(self) -> bool:
        """Whether a second Herz-Zehn beats the first in the current trick."""
        return self.second_dulle_at(len(self.tricks))

    def second_dulle_at(self, trick: int) -> bool:
        """Whether a second Herz-Zehn beats the first in trick ``trick`` (0-based)."""
        if self.pigs:
            return dulle_second(self.rules, self.pigs, trick)
        return second_dulle_wins(self.dulle_rule, trick == self.n_tricks - 1)

    def play(self, card: Card) -> None:
        """Play ``card`` for the player to act (it must be legal)."""
        player = self.to_act
        self.hands[player].remove(card)
        self.trick.append(card)
        if len(self.trick) < 4:
            self.to_act = (player + 1) % 4
            return
        cards = tuple(self.trick)
        winner = (self.leader + trick_winner(self.order, cards, self.second_dulle())) % 4
        self.tricks.append(Trick(self.leader, cards, winner))
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
        decided, partner = klaerungsstich(self.rules, declarer, number, self.trump[cards[0]],
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
        """Game points per player of the finished position."""
        return result(self.final_state()).points
