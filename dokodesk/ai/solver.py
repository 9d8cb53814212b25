"""An exact double-dummy solver for the end of a game: alpha-beta with a transposition table.

Every hand and every party must be known (a :class:`~dokodesk.ai.fastplay.Position` after the
Hochzeit is clarified). The value is what the team of one player wins in the tricks still to be
played: its Augen, plus ``special_weight`` per Sonderpunkt won (minus per Sonderpunkt lost), for
every Sonderpunkt of a trick the rules count (:mod:`dokodesk.ai.specials`). Besides the value
the solver returns the principal line, so that the whole game can be scored exactly afterwards.
"""

from __future__ import annotations

from bisect import insort

from dokodesk.ai.fastplay import Position
from dokodesk.ai.specials import TrickSpecials
from dokodesk.engine.cards import AUGEN, Card
from dokodesk.engine.order import trick_winner

INF = 1 << 20


class BudgetExceeded(Exception):
    """The search needed more nodes than allowed."""


def solve(
    pos: Position,
    player: int,
    special_weight: int = 0,
    max_nodes: int | None = None,
) -> dict[Card, tuple[int, tuple[Card, ...]]]:
    """For each legal card of the player to act: the exact value for ``player``'s team and the
    best line of play from that card on (the card first).

    Raises :class:`BudgetExceeded` after ``max_nodes`` nodes (a deterministic effort limit).
    """
    if pos.hochzeit is not None:
        raise ValueError("the solver needs known parties (the Hochzeit is not clarified)")
    solver = _Solver(pos, player, special_weight, max_nodes)
    out: dict[Card, tuple[int, tuple[Card, ...]]] = {}
    for card in pos.legal():
        value, line = solver.after(card)
        out[card] = (value, line)
    return out


class _Solver:
    """The search state. Inside, a card is its rank in the game's order (0 the strongest, equal
    power by card number), so that a hand kept sorted lists its cards strongest first and forms
    the table's keys; the lines are given back as cards."""

    def __init__(self, pos: Position, player: int, special_weight: int, max_nodes: int | None):
        power = pos.order.power
        self.card_of = sorted(range(24), key=lambda c: (-power[c], c))
        """The card of each rank."""
        rank = [0] * 24
        for r, c in enumerate(self.card_of):
            rank[c] = r
        self.rank = rank
        self.hands = [sorted(rank[c] for c in h) for h in pos.hands]
        self.trick = [rank[c] for c in pos.trick]
        self.leader = pos.leader
        self.to_act = pos.to_act
        self.done = len(pos.tricks)
        self.n = pos.n_tricks
        self.order = pos.order
        self.suit = [pos.order.suit[c] for c in self.card_of]
        self.power = [power[c] for c in self.card_of]
        self.augen = [AUGEN[c] for c in self.card_of]
        self.second = tuple(pos.second_dulle_at(t) for t in range(self.n))
        """Whether a second Dulle beats the first, by trick."""
        self.max_team = [pos.re[p] == pos.re[player] for p in range(4)]
        self.re = list(pos.re)
        specials = TrickSpecials(pos.state._replace(re=tuple(pos.re), soloist=pos.soloist))
        self.specials = specials if special_weight and specials.active else None
        self.weight = special_weight
        self.special = [self.specials is not None and c in specials.special_cards
                        for c in self.card_of]
        """By rank: whether the card's owner matters to a Sonderpunkt counted."""
        self.table: dict[tuple[object, ...], tuple[int, int, tuple[Card, ...]]] = {}
        self.tricks_seen: dict[tuple[int, ...], tuple[int, int]] = {}
        """Each complete trick met (its cards, leader and number): its winner and value."""
        self.nodes = 0
        self.max_nodes = max_nodes if max_nodes is not None else INF * INF

    def after(self, card: Card) -> tuple[int, tuple[Card, ...]]:
        """The exact value after the player to act plays ``card``."""
        value, line = self._play(self.rank[card], -INF, INF)
        return value, (card, *(self.card_of[r] for r in line))

    def _trick_value(self, cards: list[Card], leader: int, winner: int) -> int:
        aug = AUGEN[cards[0]] + AUGEN[cards[1]] + AUGEN[cards[2]] + AUGEN[cards[3]]
        mine = self.max_team[winner]
        value = aug if mine else 0
        if self.specials is not None:
            sp = self.specials.count(cards, leader, winner, self.done, self.re)
            value += self.weight * sp if mine else -self.weight * sp
        return value

    def _play(self, card: Card, alpha: int, beta: int) -> tuple[int, tuple[Card, ...]]:
        """Play ``card`` for the player to act, search on, undo; value of what follows."""
        player = self.to_act
        hand = self.hands[player]
        hand.remove(card)
        trick = self.trick
        trick.append(card)
        if len(trick) < 4:
            self.to_act = (player + 1) % 4
            value, line = self._search(alpha, beta)
            self.to_act = player
        else:
            leader = self.leader
            key = (*trick, leader, self.done)
            seen = self.tricks_seen.get(key)
            if seen is None:
                cards = [self.card_of[r] for r in trick]
                winner = (leader + trick_winner(self.order, cards, self.second[self.done])) % 4
                seen = self.tricks_seen[key] = (winner, self._trick_value(cards, leader, winner))
            winner, gained = seen
            saved = trick[:]
            trick.clear()
            self.leader = self.to_act = winner
            self.done += 1
            value, line = self._search(alpha - gained, beta - gained)
            value += gained
            self.done -= 1
            self.leader = leader
            self.to_act = player
            trick.extend(saved)
        trick.pop()
        insort(hand, card)
        return value, line

    def _moves(self) -> list[Card]:
        """Legal cards, strongest first, with cards equivalent to a stronger one left out."""
        suit, power, augen, special = self.suit, self.power, self.augen, self.special
        hand = self.hands[self.to_act]
        if self.trick:
            led = suit[self.trick[0]]
            hand = [c for c in hand if suit[c] == led] or hand
        cards = [c for i, c in enumerate(hand) if not i or hand[i - 1] != c]
        if len(cards) <= 1:
            return cards
        others: list[Card] | None = None
        out = [cards[0]]
        for card in cards[1:]:
            prev = out[-1]
            if (
                suit[card] == suit[prev]
                and augen[card] == augen[prev]
                and not special[card]
                and not special[prev]
            ):
                if others is None:
                    others = [c for p in range(4) if p != self.to_act for c in self.hands[p]]
                if not any(
                    suit[o] == suit[card] and power[card] <= power[o] <= power[prev]
                    for o in others
                ):
                    continue
            out.append(card)
        return out

    def _search(self, alpha: int, beta: int) -> tuple[int, tuple[Card, ...]]:
        if self.done == self.n:
            return 0, ()
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise BudgetExceeded
        key: tuple[object, ...] | None = None
        if not self.trick:
            key = (self.leader, *map(tuple, self.hands))
            hit = self.table.get(key)
            if hit is not None:
                low, high, line = hit
                if low >= beta:
                    return low, line
                if high <= alpha:
                    return high, line
                if low == high:
                    return low, line
                alpha = max(alpha, low)
                beta = min(beta, high)
        a0, b0 = alpha, beta
        maximizing = self.max_team[self.to_act]
        best = -INF if maximizing else INF
        best_line: tuple[Card, ...] = ()
        for card in self._moves():
            value, line = self._play(card, alpha, beta)
            if maximizing:
                if value > best:
                    best, best_line = value, (card, *line)
                    if best > alpha:
                        alpha = best
            elif value < best:
                best, best_line = value, (card, *line)
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if key is not None:
            low, high = -INF, INF
            old = self.table.get(key)
            if old is not None:
                low, high = old[0], old[1]
            if best <= a0:
                high = min(high, best)
            elif best >= b0:
                low = max(low, best)
            else:
                low = high = best
            self.table[key] = (low, high, best_line)
        return best, best_line


def minimax(pos: Position, player: int) -> int:
    """Plain minimax of the Augen ``player``'s team wins from here (for tests: no pruning)."""
    if pos.over():
        return 0
    team = pos.re[player]
    maximizing = pos.re[pos.to_act] == team
    values = []
    for card in pos.legal():
        child = pos.copy()
        before = len(child.tricks)
        child.play(card)
        gained = 0
        if len(child.tricks) > before:
            t = child.tricks[-1]
            if child.re[t.winner] == team:
                gained = sum(AUGEN[c] for c in t.cards)
        values.append(gained + minimax(child, player))
    return max(values) if maximizing else min(values)

