"""An exact double-dummy solver for the end of a game: null-window alpha-beta (MTD(f)) on
bitmasks with a transposition table of bounds.

Every hand and every party must be known (a :class:`~dokodesk.ai.fastplay.Position` after the
Hochzeit is clarified). The value is what the team of one player wins in the tricks still to be
played: its Augen, plus ``special_weight`` per Sonderpunkt won (minus per Sonderpunkt lost), for
every Sonderpunkt of a trick the rules count (:mod:`dokodesk.ai.specials`). Besides the value
the solver returns a line of play that scores exactly that value, so that the whole game can be
scored exactly afterwards.

Inside, every card still in a hand or on the table is one bit, numbered suit in play by suit in
play (the trumps first) and within a suit strongest first, so that a hand is an ``int``. Who
beats whom is the engine's own table (:attr:`~dokodesk.engine.order.Order.over`, which
:func:`~dokodesk.engine.order.trick_winner` reads). The search asks only "is the value at least
x?" (a window of width one) and closes in on the exact value (MTD(f)); the table keeps, for
every position met (inside a trick too), the bounds proven and the card that proved them, which
is tried first the next time. Of two cards of one hand with the same Augen and no card of
another player (or on the table) of that suit between them, only the stronger is searched:
they are worth the same, unless one of them matters to a Sonderpunkt. The last two tricks are
solved exactly once per position (plain minimax), and a position whose cards cannot make
the value asked for, even if one party won every trick and every Sonderpunkt, is cut at once.
"""

from __future__ import annotations

from typing import Final, Protocol

from dokodesk.ai.fastplay import Position
from dokodesk.ai.specials import TrickSpecials
from dokodesk.engine.cards import AUGEN, CJ, DA, HT, Card
from dokodesk.engine.order import TRUMP

INF: Final = 1 << 20

State = tuple[int, int, int, int, int, int, int]
"""A node of the search: its table key, the leader of the trick, the cards on the table, the
bit winning the trick so far and its seat, the trick's Augen so far and the trick's number."""


class BudgetExceeded(Exception):
    """The search needed more nodes than allowed."""


def solve(
    pos: Position,
    player: int,
    special_weight: int = 0,
    max_nodes: int | None = None,
) -> dict[Card, tuple[int, tuple[Card, ...]]]:
    """For each legal card of the player to act: the exact value for ``player``'s team and a
    line of play from that card on (the card first) that scores it.

    Raises :class:`BudgetExceeded` after ``max_nodes`` nodes (a deterministic effort limit).
    """
    solver = _Solver(pos, player, special_weight, max_nodes)
    out: dict[Card, tuple[int, tuple[Card, ...]]] = {}
    guess = solver.guess()
    for card in pos.legal():
        value, line = solver.after(card, guess)
        out[card] = (value, line)
        guess = value
    return out


def best(
    pos: Position,
    player: int,
    special_weight: int = 0,
    max_nodes: int | None = None,
) -> tuple[Card, int, tuple[Card, ...]]:
    """The card the player to act plays best (for his team: the highest value for ``player``'s
    team if they are partners, else the lowest), the first in ``pos.legal()`` of those worth
    the same, with its value and a line from it on that scores it: what :func:`solve` gives for
    that card, without the exact value of every other card.

    Raises :class:`BudgetExceeded` after ``max_nodes`` nodes.
    """
    solver = _Solver(pos, player, special_weight, max_nodes)
    return solver.best(pos.legal())


class _Solver:
    """The search: tables by bit built once per position, the hands as bitmasks."""

    def __init__(self, pos: Position, player: int, weight: int, max_nodes: int | None) -> None:
        if pos.hochzeit is not None:
            raise ValueError("the solver needs known parties (the Hochzeit is not clarified)")
        order = pos.order
        power, suit_of = order.power, order.suit
        held = [(c, p) for p in range(4) for c in pos.hands[p]]
        held += [(c, -1 - i) for i, c in enumerate(pos.trick)]
        held.sort(
            key=lambda cp: (suit_of[cp[0]] != TRUMP, suit_of[cp[0]], -power[cp[0]], cp[0], cp[1])
        )
        self.n = n = len(held)
        card = [c for c, _ in held]
        self.card_of = card
        """The card of each bit."""
        suit = [suit_of[c] for c in card]
        self.augen = aug = [AUGEN[c] for c in card]
        hands = [0, 0, 0, 0]
        table: list[int] = [0] * len(pos.trick)
        for b, (_, owner) in enumerate(held):
            if owner >= 0:
                hands[owner] |= 1 << b
            else:
                table[-1 - owner] = b
        self.hands = hands
        self.suit_mask = [sum(1 << b for b in range(n) if suit[b] == s) for s in range(5)]
        lo = list(range(n))
        hi = list(range(n))
        for b in range(1, n):
            if suit[b] == suit[b - 1] and power[card[b]] == power[card[b - 1]]:
                lo[b] = lo[b - 1]
        for b in range(n - 2, -1, -1):
            if suit[b] == suit[b + 1] and power[card[b]] == power[card[b + 1]]:
                hi[b] = hi[b + 1]
        self.lo, self.hi = lo, hi
        """The first and last bit of equal power (the two copies of a card)."""
        self.suit = suit
        self.n_tricks = pos.n_tricks
        self.done = len(pos.tricks)
        over = order.over
        by_rule = {
            second: [[over[second][card[w]][card[b]] for b in range(n)] for w in range(n)]
            for second in {pos.second_dulle_at(t) for t in range(self.done, pos.n_tricks)}
        }
        self.beats = [
            by_rule[pos.second_dulle_at(t)] if t >= self.done else [] for t in range(pos.n_tricks)
        ]
        """By trick: ``beats[t][w][b]``, whether bit ``b`` beats bit ``w`` winning so far."""
        self.max_team = [pos.re[p] == pos.re[player] for p in range(4)]
        self.re = list(pos.re)
        specials = TrickSpecials(pos.state._replace(re=tuple(pos.re), soloist=pos.soloist))
        self.specials = specials if weight and specials.active else None
        self.weight = weight
        self.special = [self.specials is not None and c in specials.special_cards for c in card]
        """By bit: whether the card's owner matters to a Sonderpunkt counted."""
        self.trick_values: dict[int, int] = {}
        """Each complete trick met (its bits, leader and number): its value."""
        self.tt: dict[int, tuple[int, int, int]] = {}
        """By position: the lower and upper bound proven and the bit that proved one."""
        self.table_bits = [0] * (4 * (pos.n_tricks + 1))
        """By trick and place: the bit played."""
        self.bounds_memo: dict[int, tuple[int, int]] = {}
        """By the cards left: bounds of the value of the tricks they make (see :meth:`bounds`)."""
        self.exact: dict[int, int] = {}
        """By position before the last two tricks: their exact value."""
        self.nodes = 0
        self.max_nodes = max_nodes if max_nodes is not None else INF * INF
        # the root: the table's cards and the leader in the key
        leader = pos.leader
        key = leader
        for p in range(4):
            m = hands[p]
            while m:
                low = m & -m
                key += (p + 1) << (3 * low.bit_length() - 1)
                m ^= low
        wb = ws = taug = 0
        t = self.done
        for i, b in enumerate(table):
            key += (5 + i) << (3 * b + 2)
            self.table_bits[4 * t + i] = b
            if i == 0 or self.beats[t][wb][b]:
                wb, ws = b, (leader + i) % 4
            taug += aug[b]
        self.root: State = (key, leader, len(table), wb, ws, taug, t)
        self.search = self._make_search()

    # -- the nodes ---------------------------------------------------------------------------

    def to_act(self, st: State) -> int:
        return (st[1] + st[2]) % 4

    def enter(self, st: State, b: int) -> tuple[State | None, int]:
        """Play bit ``b`` at ``st`` (its hand loses it; :meth:`leave` gives it back): the node
        after it (None at the end of the game) and the value of the trick it completes."""
        key, leader, npl, wb, ws, taug, t = st
        p = (leader + npl) % 4
        self.hands[p] ^= 1 << b
        tb = self.table_bits
        tb[4 * t + npl] = b
        if npl == 0 or self.beats[t][wb][b]:
            wb, ws = b, p
        taug += self.augen[b]
        if npl < 3:
            return (key + ((4 + npl - p) << (3 * b + 2)), leader, npl + 1, wb, ws, taug, t), 0
        base = 4 * t
        gained = self.trick_value(tb[base], tb[base + 1], tb[base + 2], b, leader, ws, taug, t)
        if t + 1 == self.n_tricks:
            return None, gained
        key -= (
            (5 << (3 * tb[base] + 2))
            + (6 << (3 * tb[base + 1] + 2))
            + (7 << (3 * tb[base + 2] + 2))
            + ((p + 1) << (3 * b + 2))
            + leader
            - ws
        )
        return (key, ws, 0, 0, 0, 0, t + 1), gained

    def leave(self, st: State, b: int) -> None:
        self.hands[(st[1] + st[2]) % 4] ^= 1 << b

    def trick_value(
        self, b0: int, b1: int, b2: int, b3: int, leader: int, winner: int, taug: int, t: int
    ) -> int:
        """The value of a complete trick for the maximizing team."""
        mine = self.max_team[winner]
        if self.specials is None:
            return taug if mine else 0
        tk = (((((b0 << 6 | b1) << 6 | b2) << 6 | b3) << 2 | leader) << 5) | t
        value = self.trick_values.get(tk)
        if value is None:
            c = self.card_of
            sp = self.specials.count((c[b0], c[b1], c[b2], c[b3]), leader, winner, t, self.re)
            value = (taug if mine else 0) + (self.weight * sp if mine else -self.weight * sp)
            self.trick_values[tk] = value
        return value

    def bounds(self, rem: int) -> tuple[int, int]:
        """Bounds of the value of the tricks the cards ``rem`` make: between nothing and all
        their Augen, give or take every Sonderpunkt that might still be made."""
        cards = [self.card_of[b] for b in range(self.n) if rem >> b & 1]
        augen = sum(AUGEN[c] for c in cards)
        most = 0
        sp = self.specials
        if sp is not None:
            left = len(cards) // 4
            foxes, dullen, karlchen = cards.count(DA), cards.count(HT), cards.count(CJ)
            most += min(left, augen // 40) if sp.doppelkopf else 0
            most += left if sp.herz_stich else 0
            most += foxes * (sp.fuchs_gefangen + sp.fuchs_gefangen_last)
            most += (foxes > 0) * sp.fuchs_last + (foxes > 1) * sp.beide_fuechse_last
            most += dullen * sp.dulle_gefangen + (dullen > 1) * sp.dulle_sticht_dulle
            most += (karlchen > 0) * sp.karlchen + (karlchen > 1) * sp.doppelkarlchen
            most += karlchen * sp.karlchen_gefangen
        bound = self.bounds_memo[rem] = (-self.weight * most, augen + self.weight * most)
        return bound

    def moves(self, st: State) -> list[int]:
        """The bits the player to act may play, with cards equivalent to a stronger one left
        out, strongest first."""
        _, leader, npl, _, _, _, t = st
        p = (leader + npl) % 4
        h = self.hands[p]
        legal = h
        if npl:
            legal = h & self.suit_mask[self.suit[self.table_bits[4 * t]]] or h
        others = (self.hands[0] | self.hands[1] | self.hands[2] | self.hands[3]) & ~h
        for i in range(npl):
            others |= 1 << self.table_bits[4 * t + i]
        out: list[int] = []
        prev = -1
        for b in range(self.n):
            if legal >> b & 1:
                if prev >= 0 and self._same(prev, b, others):
                    continue
                out.append(b)
                prev = b
        return out

    def _same(self, a: int, b: int, others: int) -> bool:
        """Whether bit ``b`` (held with the stronger ``a``) is worth what ``a`` is worth."""
        card, aug, suit = self.card_of, self.augen, self.suit
        if card[a] == card[b]:
            return True
        return (
            suit[a] == suit[b]
            and aug[a] == aug[b]
            and not self.special[a]
            and not self.special[b]
            and not others & ((2 << self.hi[b]) - (1 << self.lo[a]))
        )

    # -- exact values and lines --------------------------------------------------------------

    def value(self, st: State | None, guess: int) -> int:
        """The exact value of node ``st`` (MTD(f) from ``guess``)."""
        if st is None:
            return 0
        search = self.search
        low, high = -INF, INF
        beta = guess
        up = down = 1
        while True:
            g = search(beta - 1, beta, *st)
            if g < beta:
                high = g
                up = 1
                if low == -INF:  # no lower bound yet: steps growing downwards
                    beta = high - down + 1
                    down *= 2
                    continue
            else:
                low = g
                down = 1
                if high == INF:
                    beta = low + up
                    up *= 2
                    continue
            if low >= high:
                return low
            # close: test at the bound just found; else halve the interval
            beta = (high if g < beta else low + 1) if high - low <= 2 else (low + high + 1) // 2

    def at_least(self, st: State | None, need: int) -> bool:
        """Whether node ``st`` is worth ``need`` or more."""
        if st is None:
            return need <= 0
        return self.search(need - 1, need, *st) >= need

    def at_most(self, st: State | None, need: int) -> bool:
        """Whether node ``st`` is worth ``need`` or less."""
        if st is None:
            return need >= 0
        return self.search(need, need + 1, *st) <= need

    def line(self, st: State | None, value: int) -> list[int]:
        """A line of play from ``st`` on that scores ``value``, its exact value."""
        out: list[int] = []
        path: list[tuple[State, int]] = []
        while st is not None:
            maximizing = self.max_team[self.to_act(st)]
            for b in self.moves(st):
                child, gained = self.enter(st, b)
                need = value - gained
                if self.at_least(child, need) if maximizing else self.at_most(child, need):
                    out.append(b)
                    path.append((st, b))
                    st, value = child, need
                    break
                self.leave(st, b)
            else:
                raise AssertionError("no card keeps the exact value")
        for node, b in reversed(path):
            self.leave(node, b)
        return out

    def guess(self) -> int:
        """A first guess of the value: the maximizing team's share of what is left by its
        number of players."""
        aug = sum(self.augen)
        mine = sum(self.max_team)
        return aug * mine // 4

    def after(self, card: Card, guess: int) -> tuple[int, tuple[Card, ...]]:
        """The exact value after the player to act plays ``card``, and a line that scores it."""
        st = self.root
        b = self._bit(card)
        child, gained = self.enter(st, b)
        value = gained + self.value(child, guess - gained)
        rest = self.line(child, value - gained)
        self.leave(st, b)
        return value, (card, *(self.card_of[r] for r in rest))

    def best(self, legal: tuple[Card, ...]) -> tuple[Card, int, tuple[Card, ...]]:
        st = self.root
        value = self.value(st, self.guess())
        maximizing = self.max_team[self.to_act(st)]
        for card in legal:
            b = self._bit(card)
            child, gained = self.enter(st, b)
            need = value - gained
            if self.at_least(child, need) if maximizing else self.at_most(child, need):
                rest = self.line(child, need)
                self.leave(st, b)
                return card, value, (card, *(self.card_of[r] for r in rest))
            self.leave(st, b)
        raise AssertionError("no card has the best value")

    def _bit(self, card: Card) -> int:
        """The strongest bit of ``card`` in the hand of the player to act."""
        h = self.hands[self.to_act(self.root)]
        return next(b for b in range(self.n) if h >> b & 1 and self.card_of[b] == card)

    # -- the search --------------------------------------------------------------------------

    def _make_search(self) -> _Search:
        hands = self.hands
        tb = self.table_bits
        suit_mask = self.suit_mask
        suit = self.suit
        aug = self.augen
        beats_by_trick = self.beats
        max_team = self.max_team
        tt = self.tt
        tt_get = tt.get
        n_tricks = self.n_tricks
        last = n_tricks - 1
        trick_value = self.trick_value
        card, special, lo, hi = self.card_of, self.special, self.lo, self.hi
        max_nodes = self.max_nodes
        solver = self
        bounds_of = self.bounds
        bounds_get = self.bounds_memo.get
        exact = self.exact
        exact_get = exact.get
        sp = self.specials
        plain_below = INF if sp is None else -INF if sp.herz_stich else 40 if sp.doppelkopf \
            else INF
        """A trick of fewer Augen without a card of :attr:`special` makes no Sonderpunkt."""
        early = special
        if sp is not None:
            early_cards = {DA} if sp.fuchs_gefangen else set()
            if sp.dulle_gefangen or sp.dulle_sticht_dulle:
                early_cards.add(HT)
            early = [c in early_cards for c in card]
        """By bit: whether the card may make a Sonderpunkt in a trick before the last."""

        choices: dict[int, tuple[tuple[int, int], ...]] = {}
        """By a hand of two cards and the cards of it that may be played (``legal << 64 |
        hand``): each card worth playing (one of two equal cards) with the card left."""

        def options(hand: int, legal: int) -> tuple[tuple[int, int], ...]:
            low = hand & -hand
            b = low.bit_length() - 1
            c = (hand ^ low).bit_length() - 1
            out: tuple[tuple[int, int], ...]
            if legal != hand:
                out = ((legal.bit_length() - 1, (hand ^ legal).bit_length() - 1),)
            elif card[b] == card[c]:
                out = ((b, c),)
            else:
                out = ((b, c), (c, b))
            choices[legal << 64 | hand] = out
            return out

        def last_trick(leader: int, b0: int, b1: int, b2: int, b3: int) -> int:
            """The value of the last trick: ``b0`` led by ``leader``, the others in turn."""
            beats = beats_by_trick[last]
            wb, ws = b0, leader
            if beats[wb][b1]:
                wb, ws = b1, (leader + 1) & 3
            if beats[wb][b2]:
                wb, ws = b2, (leader + 2) & 3
            if beats[wb][b3]:
                ws = (leader + 3) & 3
            taug = aug[b0] + aug[b1] + aug[b2] + aug[b3]
            if taug < plain_below and not (special[b0] or special[b1] or special[b2]
                                           or special[b3]):
                return taug if max_team[ws] else 0
            return trick_value(b0, b1, b2, b3, leader, ws, taug, last)

        def two(leader: int) -> int:
            """The exact value of the last two tricks, ``leader`` to lead the first (plain
            minimax: at most 16 ways to play the first, the last is forced)."""
            t = last - 1
            beats = beats_by_trick[t]
            p1, p2, p3 = (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3
            h0, h1, h2, h3 = hands[leader], hands[p1], hands[p2], hands[p3]
            x0, x1, x2, x3 = max_team[leader], max_team[p1], max_team[p2], max_team[p3]
            best0 = -INF if x0 else INF
            for c0, r0 in choices.get(h0 << 64 | h0) or options(h0, h0):
                led = suit_mask[suit[c0]]
                m2, m3, m1 = h2 & led or h2, h3 & led or h3, h1 & led or h1
                o2 = choices.get(m2 << 64 | h2) or options(h2, m2)
                o3 = choices.get(m3 << 64 | h3) or options(h3, m3)
                best1 = -INF if x1 else INF
                for c1, r1 in choices.get(m1 << 64 | h1) or options(h1, m1):
                    w1, s1 = (c1, p1) if beats[c0][c1] else (c0, leader)
                    a1 = aug[c0] + aug[c1]
                    sp1 = early[c0] or early[c1]
                    best2 = -INF if x2 else INF
                    for c2, r2 in o2:
                        w2, s2 = (c2, p2) if beats[w1][c2] else (w1, s1)
                        a2 = a1 + aug[c2]
                        sp2 = sp1 or early[c2]
                        best3 = -INF if x3 else INF
                        for c3, r3 in o3:
                            winner = p3 if beats[w2][c3] else s2
                            taug = a2 + aug[c3]
                            if taug < plain_below and not (sp2 or early[c3]):
                                v = taug if max_team[winner] else 0
                            else:
                                v = trick_value(c0, c1, c2, c3, leader, winner, taug, t)
                            # the last trick, led by the winner
                            k = (winner - leader) & 3
                            if k == 0:
                                v += last_trick(winner, r0, r1, r2, r3)
                            elif k == 1:
                                v += last_trick(winner, r1, r2, r3, r0)
                            elif k == 2:
                                v += last_trick(winner, r2, r3, r0, r1)
                            else:
                                v += last_trick(winner, r3, r0, r1, r2)
                            if (v > best3) if x3 else (v < best3):
                                best3 = v
                                # the seat before chooses elsewhere: no need to look further
                                if x3 != x2 and ((best3 <= best2) if x2 else (best3 >= best2)):
                                    break
                        if (best3 > best2) if x2 else (best3 < best2):
                            best2 = best3
                            if x2 != x1 and ((best2 <= best1) if x1 else (best2 >= best1)):
                                break
                    if (best2 > best1) if x1 else (best2 < best1):
                        best1 = best2
                        if x1 != x0 and ((best1 <= best0) if x0 else (best1 >= best0)):
                            break
                if (best1 > best0) if x0 else (best1 < best0):
                    best0 = best1
            return best0

        def search(alpha: int, beta: int, key: int, leader: int, npl: int, wb: int, ws: int,
                   taug: int, t: int) -> int:
            if npl == 0:
                if t == last:
                    return last_trick(leader, hands[leader].bit_length() - 1,
                                      hands[(leader + 1) & 3].bit_length() - 1,
                                      hands[(leader + 2) & 3].bit_length() - 1,
                                      hands[(leader + 3) & 3].bit_length() - 1)
                if t == last - 1:
                    v = exact_get(key)
                    if v is None:
                        v = exact[key] = two(leader)
                    return v
                rem = hands[0] | hands[1] | hands[2] | hands[3]
                bound = bounds_get(rem) or bounds_of(rem)
                if bound[1] <= alpha:
                    return bound[1]
                if bound[0] >= beta:
                    return bound[0]
            solver.nodes += 1
            if solver.nodes > max_nodes:
                raise BudgetExceeded
            first = -1
            entry = tt_get(key)
            if entry is not None:
                low, high, first = entry
                if low >= beta:
                    return low
                if high <= alpha or low == high:
                    return high
                if low > alpha:
                    alpha = low
                if high < beta:
                    beta = high
            p = (leader + npl) & 3
            h = hands[p]
            base = 4 * t
            legal = (h & suit_mask[suit[tb[base]]] or h) if npl else h
            # the moves: the table's bit first, then strongest first without equivalents
            moves: list[int] = []
            prev = -1
            others = -1
            m = legal
            while m:
                low_bit = m & -m
                b = low_bit.bit_length() - 1
                m ^= low_bit
                if prev >= 0 and aug[b] == aug[prev] and suit[b] == suit[prev]:
                    if card[b] == card[prev]:
                        continue
                    if not special[b] and not special[prev]:
                        if others < 0:
                            others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~h
                            for i in range(npl):
                                others |= 1 << tb[base + i]
                        if not others & ((2 << hi[b]) - (1 << lo[prev])):
                            continue
                if b == first:
                    moves.insert(0, b)
                else:
                    moves.append(b)
                prev = b
            maximizing = max_team[p]
            a0, b0 = alpha, beta
            best = -INF if maximizing else INF
            best_bit = -1
            beats = beats_by_trick[t]
            for b in moves:
                hands[p] = h ^ (1 << b)
                tb[base + npl] = b
                if npl < 3:
                    if npl == 0 or beats[wb][b]:
                        value = search(alpha, beta, key + ((4 + npl - p) << (3 * b + 2)), leader,
                                       npl + 1, b, p, taug + aug[b], t)
                    else:
                        value = search(alpha, beta, key + ((4 + npl - p) << (3 * b + 2)), leader,
                                       npl + 1, wb, ws, taug + aug[b], t)
                else:
                    winner = p if beats[wb][b] else ws
                    c0, c1, c2 = tb[base], tb[base + 1], tb[base + 2]
                    gained = taug + aug[b]
                    counts = early if t < last else special
                    if gained < plain_below and not (counts[b] or counts[c0] or counts[c1]
                                                     or counts[c2]):
                        if not max_team[winner]:
                            gained = 0
                    else:
                        gained = trick_value(c0, c1, c2, b, leader, winner, gained, t)
                    if t == last:
                        value = gained
                    else:
                        child = key - ((5 << (3 * tb[base] + 2)) + (6 << (3 * tb[base + 1] + 2))
                                       + (7 << (3 * tb[base + 2] + 2)) + ((p + 1) << (3 * b + 2))
                                       + leader - winner)
                        if t == last - 2:  # the last two tricks: exact, once
                            known = exact_get(child)
                            if known is None:
                                known = exact[child] = two(winner)
                            value = gained + known
                        else:
                            value = gained + search(alpha - gained, beta - gained, child,
                                                    winner, 0, 0, 0, 0, t + 1)
                hands[p] = h
                if maximizing:
                    if value > best:
                        best, best_bit = value, b
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
                elif value < best:
                    best, best_bit = value, b
                    if value < beta:
                        beta = value
                        if alpha >= beta:
                            break
            low, high = -INF, INF
            if entry is not None:
                low, high = entry[0], entry[1]
            if best <= a0:
                if best < high:
                    high = best
            elif best >= b0:
                if best > low:
                    low = best
            else:
                low = high = best
            tt[key] = (low, high, best_bit)
            return best

        return search


class _Search(Protocol):
    """The signature of the search function (for the type checker)."""

    def __call__(
        self,
        alpha: int,
        beta: int,
        key: int,
        leader: int,
        npl: int,
        wb: int,
        ws: int,
        taug: int,
        t: int,
    ) -> int: ...


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
