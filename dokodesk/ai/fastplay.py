"""A fast, mutable copy of the card play for the search: plays cards without the checks and
the bookkeeping of :func:`dokodesk.engine.game.apply` and scores the end with the engine's own
:func:`dokodesk.engine.scoring.result`.

Only the play phase is modelled (no announcements happen inside a simulation); the Hochzeit's
Klärungsstich is followed exactly as the engine does it.
"""

from __future__ import annotations

from dokodesk.engine.cards import Card
from dokodesk.engine.game import FINISHED, State, Trick
from dokodesk.engine.order import trick_winner
from dokodesk.engine.scoring import result


class Position:
    """The play phase of a game with every hand known (a determinization)."""

    __slots__ = (
        "clar_rule",
        "clarified",
        "dulle_rule",
        "hands",
        "hochzeit",
        "hochzeit_tricks",
        "leader",
        "n_tricks",
        "order",
        "power",
        "re",
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
        rules = state.setup.rules
        self.dulle_rule = rules.dulle_rule
        contract = state.contract
        self.hochzeit = (
            contract.declarer
            if contract is not None and contract.kind == "hochzeit" and not state.clarified
            else None
        )
        self.clar_rule = rules.hochzeit_clarifying_trick
        self.hochzeit_tricks = rules.hochzeit_tricks

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

    def legal(self) -> list[Card]:
        """The distinct cards the player to act may play."""
        hand = self.hands[self.to_act]
        if self.trick:
            suit = self.suit
            led = suit[self.trick[0]]
            follow = [c for c in hand if suit[c] == led]
            if follow:
                hand = follow
        return list(dict.fromkeys(hand))

    def second_dulle(self) -> bool:
        """Whether a second Herz-Zehn beats the first in the current trick."""
        rule = self.dulle_rule
        return rule == "second_beats_first" or (
            rule == "second_beats_first_except_last_trick" and len(self.tricks) < self.n_tricks - 1
        )

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

    def _clarify(self, cards: tuple[Card, ...], winner: int) -> None:
        declarer = self.hochzeit
        assert declarer is not None
        number = len(self.tricks)
        led_trump = self.trump[cards[0]]
        counts = winner != declarer and (
            self.clar_rule == "first_foreign"
            or (self.clar_rule == "first_foreign_trump") == led_trump
        )
        if counts:
            self.re = [p in (declarer, winner) for p in range(4)]
            self.clarified = number
            self.hochzeit = None
        elif number >= self.hochzeit_tricks:
            self.clarified = number
            self.soloist = declarer
            self.hochzeit = None

    def final_state(self) -> State:
        """The finished engine state (for scoring); the position must be over."""
        return self.state._replace(
            phase=FINISHED, to_act=-1, hands=((), (), (), ()), trick=(), tricks=tuple(self.tricks),
            re=tuple(self.re), soloist=self.soloist, clarified=self.clarified,
        )

    def points(self) -> tuple[int, ...]:
        """Game points per player of the finished position."""
        return result(self.final_state()).points
