"""Rule-based play: the Fortgeschritten and Anfänger levels, and the rollout policy of Profi.

Card play works on a :class:`Situation`: the trick, the own hand, who is partner, and per other
player the cards he may still hold. From a view those are the unseen cards minus the shown voids
(imperfect information); inside a determinization they are the exact hands. The tactics: follow
the partner and smear points (schmieren) to him when his trick is safe, win a trick with the
cheapest safe card, catch the Fuchs and never give it away (an announced Schwein is no Fuchs),
keep the Karlchen for the last trick, count trumps (who may still beat a card), lead
first-round Aces, pull trumps as soloist. Pub rules: Schweine and Superschweine are said
whenever they may be, a Genscher names the partner whose team has done best, and a hand that
may be thrown in is thrown when it is weak.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Final, NamedTuple

from dokodesk.ai.fastplay import Position
from dokodesk.ai.knowledge import Knowledge
from dokodesk.engine.cards import (
    ACE,
    AUGEN,
    CJ,
    CQ,
    DA,
    DK,
    HT,
    QUEEN,
    TEN,
    Card,
    Hand,
    rank_of,
)
from dokodesk.engine.game import (
    Action,
    Party,
    Pig,
    Pigs,
    Play,
    PovertyReply,
    Reservation,
    Reserve,
    Return,
    may_declare_poverty,
)
from dokodesk.engine.order import (
    TRUMP,
    Order,
    order_for,
    playable,
)
from dokodesk.engine.rules import Rules, Solo
from dokodesk.engine.scoring import party_goal
from dokodesk.engine.view import View, played_tricks

FUCHS_BONUS: Final = 14
"""Augen-equivalent of a Fuchs changing parties (a Sonderpunkt)."""
FOX_POINTS = frozenset({"fuchs_gefangen", "fuchs_letzter_stich", "beide_fuechse_letzter_stich",
                        "fuchs_gefangen_letzter_stich"})
"""The Sonderpunkte of a Fuchs, which an announced Schwein is not."""


@cache
def _specials(sonderpunkte: tuple[str, ...], solo: bool, fox_pig: bool) -> frozenset[str]:
    if solo:
        return frozenset()
    specials = frozenset(sonderpunkte)
    return specials - FOX_POINTS if fox_pig else specials


def card_specials(rules: Rules, solo: bool, pigs: tuple[Pig, ...]) -> frozenset[str]:
    """The Sonderpunkte that still matter for the cards to come: none in a solo, and none of a
    Fuchs once the Karo-Asse are announced Schweine."""
    return _specials(rules.sonderpunkte, solo, any(p.card == DA for p in pigs))


class Situation:
    """What card play needs to know, from one player's point of view: ``may`` per player how
    many of each card he may still hold (exact in a determinization), ``exact`` whether those
    are the real hands, ``hochzeit`` the Hochzeiter while the Klärungsstich is open,
    ``clar_rule`` the option ``hochzeit_clarifying_trick``, ``led_rounds`` per suit in play
    how many tricks were led with it, ``party`` the player's own party where he knows it. (A
    plain class: the compiled search core builds one for every card of a rollout, and only a
    constructor of its own is compiled.)"""

    def __init__(self, player: int, hand: list[Card], legal: list[Card], trick: list[Card],
                 leader: int, order: Order, team: list[int], may: Sequence[Sequence[int]],
                 exact: bool, tricks_left: int, second_dulle: bool, specials: frozenset[str],
                 solo: bool, soloist: int | None, hochzeit: int | None, clar_rule: str,
                 led_rounds: list[int], party: str | None = None) -> None:
        self.player = player
        self.hand = hand
        self.legal = legal
        self.trick = trick
        self.leader = leader
        self.order = order
        self.team = team
        self.may = may
        self.exact = exact
        self.tricks_left = tricks_left
        self.second_dulle = second_dulle
        self.specials = specials
        self.solo = solo
        self.soloist = soloist
        self.hochzeit = hochzeit
        self.clar_rule = clar_rule
        self.led_rounds = led_rounds
        self.party = party


def situation_from_view(v: View, k: Knowledge) -> Situation:
    """The situation of ``v.player``, who is to play, with imperfect information."""
    order = k.order
    may = [[0] * 24 for _ in range(4)]
    for p in range(4):
        if p == v.player:
            continue
        for c in range(24):
            if k.may_hold(p, c):
                may[p][c] = k.unseen[c]
    led = [0] * 5
    for t in v.tricks:
        led[order.suit[t.cards[0]]] += 1
    contract = v.contract
    solo = contract is not None and contract.kind.is_solo
    hochzeit = contract.declarer if contract is not None and v.open_hochzeit else None
    rules = v.rules
    n = rules.tricks_per_game
    return Situation(
        player=v.player,
        hand=list(v.hand),
        legal=list(playable(order, v.hand, v.trick)),
        trick=list(v.trick),
        leader=v.leader,
        order=order,
        team=k.team,
        may=may,
        exact=False,
        tricks_left=n - len(v.tricks),
        second_dulle=v.second_dulle(len(v.tricks)),
        specials=card_specials(rules, solo, v.pigs),
        solo=solo,
        soloist=contract.declarer if solo and contract is not None else None,
        hochzeit=hochzeit,
        clar_rule=rules.hochzeit_clarifying_trick,
        led_rounds=led,
        party=v.parties[v.player],
    )


_NONE: Final = (0,) * 24


def situation_from_position(pos: Position, legal: Sequence[Card] = ()) -> Situation:
    """The situation of the player to act in a determinization (perfect information);
    ``legal``: his legal cards where they are known already."""
    player = pos.to_act
    may = [_NONE if p == player else pos.counts(p) for p in range(4)]
    led = [0] * 5
    suit = pos.suit
    for t in pos.tricks:
        led[suit[t[1][0]]] += 1
    if pos.hochzeit is not None:
        team = [1 if p == player else 0 for p in range(4)]
    else:
        team = [1 if pos.re[p] == pos.re[player] else -1 for p in range(4)]
    solo = pos.soloist is not None
    rules = pos.state.setup.rules
    return Situation(
        player=player,
        hand=pos.hands[player],
        legal=list(legal or pos.legal()),
        trick=pos.trick,
        leader=pos.leader,
        order=pos.order,
        team=team,
        may=may,
        exact=True,
        tricks_left=pos.n_tricks - len(pos.tricks),
        second_dulle=pos.second_dulle(),
        specials=card_specials(rules, solo, pos.pigs),
        solo=solo,
        soloist=pos.soloist,
        hochzeit=pos.hochzeit,
        clar_rule=rules.hochzeit_clarifying_trick,
        led_rounds=led,
        party=None if pos.hochzeit is not None else ("re" if pos.re[player] else "kontra"),
    )


# ---------------------------------------------------------------------------------------------
# Card play


def rollout_card(pos: Position) -> Card:
    """The card of :func:`choose_card` for the player to act in a determinization (a rollout's
    card; a single legal card without building the situation)."""
    legal = pos.legal()
    if len(legal) == 1:
        return legal[0]
    return choose_card(situation_from_position(pos, legal))


def strength(s: Situation, card: Card) -> float:
    """How much a card is worth keeping for later tricks (Augen-like units)."""
    order = s.order
    if order.trump[card]:
        rank = 100 - order.power[card]  # its place among the trumps, 0 the highest
        value = max(0.0, 14.0 - 1.2 * rank)
        if card == CJ and "karlchen" in s.specials and s.tricks_left > 1:
            value += 8.0
        if card == DA and "fuchs_gefangen" in s.specials:
            value = 1.0
        return value
    rank = rank_of(card)
    return 4.0 if rank == ACE else (1.5 if rank == TEN and order.kind in ("fleischloser",) else 0.5)


_SUITS: Final[dict[int, tuple[Order, tuple[tuple[Card, ...], ...]]]] = {}


def _suits(order: Order) -> tuple[tuple[Card, ...], ...]:
    """By suit in play (:data:`~dokodesk.engine.order.TRUMP` among them): its cards (kept by
    the order's identity: hashing an order reads all its tables)."""
    kept = _SUITS.get(id(order))
    if kept is None or kept[0] is not order:
        if len(_SUITS) >= 64:
            _SUITS.clear()
        kept = _SUITS[id(order)] = (order, tuple(
            tuple(c for c in range(24) if order.suit[c] == s) for s in range(5)))
    return kept[1]


def _maybe_void(s: Situation, p: int, led: int, certain: bool = False) -> bool:
    """Whether ``p`` may have none of the suit ``led``; with ``certain`` False, guessed: a
    plain suit with many cards out in its first round is taken to be held."""
    row = s.may[p]
    held = sum([row[c] for c in _suits(s.order)[led]])
    if s.exact or held == 0:
        return held == 0
    if led == TRUMP:
        return False
    return certain or held <= 4 or s.led_rounds[led] >= 1


def _can_beat(s: Situation, p: int, best: Card, led: int, certain: bool = False) -> bool:
    """Whether player ``p`` may hold a card that beats ``best`` in a trick led with ``led``
    (``certain``: counting every void he may have, not only the likely ones)."""
    row = s.may[p]
    order = s.order
    beaten = order.over[s.second_dulle][best]
    if any(row[c] and beaten[c] for c in _suits(order)[led]):
        return True
    return led != TRUMP and any(row[c] and beaten[c] for c in _suits(order)[TRUMP]) \
        and _maybe_void(s, p, led, certain)


def _safe(s: Situation, card: Card, led: int, opponents: list[int],
          certain: bool = False) -> bool:
    return not any(_can_beat(s, p, card, led, certain) for p in opponents)


def leading(order: Order, trick: Sequence[Card], second_dulle: bool) -> int:
    """The index of the card leading ``trick``: the engine's
    :func:`~dokodesk.engine.order.trick_winner`, read from its table of who beats whom
    (:attr:`~dokodesk.engine.order.Order.over`) here, where the search core runs compiled.

    >>> from dokodesk.engine.cards import CA, CT, DT
    >>> leading(order_for("normal"), [CT, CA, DT], False)
    2
    """
    over = order.over[second_dulle]
    best = 0
    for i in range(1, len(trick)):
        if over[trick[best]][trick[i]]:
            best = i
    return best


def partner_holds(s: Situation, certain: bool = False) -> bool:
    """Whether a known partner leads the trick so far and nobody still to play who is not a
    known partner may take it from him (``certain``: for sure, not only likely)."""
    if not s.trick:
        return False
    best_i = leading(s.order, s.trick, s.second_dulle)
    holder = (s.leader + best_i) % 4
    if s.team[holder] != 1 or holder == s.player:
        return False
    later = [(s.player + i) % 4 for i in range(1, 4 - len(s.trick))]
    rivals = [p for p in later if s.team[p] != 1]
    return _safe(s, s.trick[best_i], s.order.suit[s.trick[0]], rivals, certain)


def takes_trick(s: Situation, card: Card, certain: bool = False) -> tuple[bool, bool]:
    """Whether ``card`` (played now to the trick) leads it, and whether it is also sure to win
    it: nobody still to play who is not a known partner may hold a card that beats it (likely
    not, or with ``certain`` for sure)."""
    if not s.trick:
        led = s.order.suit[card]
        leads = True
    else:
        led = s.order.suit[s.trick[0]]
        best = s.trick[leading(s.order, s.trick, s.second_dulle)]
        leads = s.order.over[s.second_dulle][best][card]
    later = [(s.player + i) % 4 for i in range(1, 4 - len(s.trick))]
    rivals = [p for p in later if s.team[p] != 1]
    return leads, leads and _safe(s, card, led, rivals, certain)


def choose_card(s: Situation, careful: bool = True) -> Card:
    """The heuristic card; ``careful`` False is the Anfänger's simpler play."""
    if len(s.legal) == 1:
        return s.legal[0]
    if not s.trick:
        return _lead(s, careful)
    return _follow(s, careful)


def _follow(s: Situation, careful: bool) -> Card:
    """Smear to a partner who wins the trick (for the careful player: only when no one still
    to play may take it), else win with the cheapest card when the trick is worth it (the
    careful player wants a card nobody after him can beat, and counts a Fuchs in the trick as
    a Sonderpunkt), else give the least."""
    order = s.order
    best_i = leading(order, s.trick, s.second_dulle)
    best = s.trick[best_i]
    winner = (s.leader + best_i) % 4
    stake = sum(AUGEN[c] for c in s.trick)
    if careful and "fuchs_gefangen" in s.specials:
        stake += FUCHS_BONUS * s.trick.count(DA)
    led = order.suit[s.trick[0]]
    later = [(s.player + i) % 4 for i in range(1, 4 - len(s.trick))]
    rivals = [p for p in later if s.team[p] != 1]
    partner_wins = s.team[winner] == 1 and winner != s.player
    if s.hochzeit is not None and s.player != s.hochzeit:
        partner_wins = False
    if partner_wins and careful and not _safe(s, best, led, rivals):
        partner_wins = False  # an opponent after us may still take it
    if partner_wins:
        return _smear(s)
    beaten = order.over[s.second_dulle][best]
    winners = [c for c in s.legal if beaten[c]]
    if winners:
        card = min(winners, key=lambda c: strength(s, c) - 0.4 * AUGEN[c])
        worth = stake + AUGEN[card] + 6 if s.tricks_left > 1 else stake + 50
        if strength(s, card) <= worth or stake >= 10:
            return card
    return _discard(s, partner_wins)


def _smear(s: Situation) -> Card:
    """Give the most Augen that is cheap to give to a partner's safe trick."""
    def value(c: Card) -> float:
        bonus = FUCHS_BONUS * 0.5 if c == DA and "fuchs_gefangen" in s.specials else 0.0
        return AUGEN[c] + bonus - 1.5 * strength(s, c)

    return max(s.legal, key=value)


def _discard(s: Situation, partner_wins: bool) -> Card:
    """Give the least: few Augen, little strength, never a Fuchs to the opponents."""
    fuchs = "fuchs_gefangen" in s.specials

    def cost(c: Card) -> float:
        aug = AUGEN[c] * (0.4 if partner_wins else 1.0)
        if c == DA and fuchs and not partner_wins:
            aug += FUCHS_BONUS
        return aug + strength(s, c)

    return min(s.legal, key=cost)


def _lead(s: Situation, careful: bool) -> Card:
    """Hochzeiter: a low card for a partner; soloist: draw trumps; else a standing Ace, a suit
    the partner can trump (careful), or the cheapest card."""
    order = s.order
    suit = order.suit
    legal = s.legal
    trumps = [c for c in legal if order.trump[c]]
    plain = [c for c in legal if not order.trump[c]]
    others = [p for p in range(4) if p != s.player]
    trumps_out = any(s.may[p][c] for p in others for c in order.trumps)
    if s.hochzeit == s.player:
        if s.clar_rule == "first_foreign_trump" and trumps:
            return min(trumps, key=lambda c: order.power[c])
        if plain:
            return min(plain, key=lambda c: (AUGEN[c], order.power[c]))
    soloist = s.soloist == s.player
    opponents = [p for p in others if s.team[p] != 1]
    if trumps and soloist and trumps_out:
        # the soloist draws trumps: the top one when it stands, else a low one
        top = max(trumps, key=lambda c: order.power[c])
        if _safe(s, top, TRUMP, opponents):
            return top
        return min(trumps, key=lambda c: (strength(s, c), -AUGEN[c]) if c != DA else (99.0, 0))
    if careful and trumps_out and _strong_re(s, trumps):
        # a strong Re hand pulls trumps: the top one when it stands, else a Dame
        top = max(trumps, key=lambda c: order.power[c])
        if _safe(s, top, TRUMP, opponents):
            return top
        queens = [c for c in trumps if rank_of(c) == QUEEN]
        if queens:
            return min(queens, key=lambda c: order.power[c])
    # first-round Aces, when nobody is likely to trump them
    aces = []
    power = order.power
    tops: dict[int, Card] = {}  # by suit: the highest card the player holds of it
    for c in plain:
        held = tops.get(suit[c])
        if held is None or power[c] > power[held]:
            tops[suit[c]] = c
    for c in plain:
        if (rank_of(c) == ACE or c == tops[suit[c]]) and (AUGEN[c] >= 10 or careful) \
                and _safe(s, c, suit[c], opponents):
            aces.append(c)
    if aces:
        return max(aces, key=lambda c: (AUGEN[c], -s.led_rounds[suit[c]]))
    if careful:
        # lead a suit the partner cannot follow, so he can trump it
        for p in others:
            if s.team[p] == 1:
                for c in plain:
                    if _maybe_void(s, p, suit[c]) and any(
                        s.may[p][t] for t in order.trumps
                    ):
                        return min((x for x in plain if suit[x] == suit[c]), key=lambda x: AUGEN[x])
    if plain:
        return min(plain, key=lambda c: (AUGEN[c] + strength(s, c), order.power[c]))
    low = [c for c in trumps if c != DA and c != CJ] or trumps
    return min(low, key=lambda c: (strength(s, c), AUGEN[c]))


def _strong_re(s: Situation, trumps: list[Card]) -> bool:
    """Whether the player is Re in a normal-type game with a hand to pull trumps with: seven
    trumps or more, two of them among the three highest."""
    if s.party != "re" or s.solo or s.hochzeit is not None:
        return False
    top = s.order.trumps[:3]
    return len(trumps) >= 7 and sum(1 for c in s.hand if c in top) >= 2


# ---------------------------------------------------------------------------------------------
# Hand evaluation: reservations, Armut, announcements


def estimated_tricks(hand: Hand, kind: str) -> float:
    """A rough count of the tricks a hand takes as soloist of ``kind`` ("normal": the Karo-Solo
    order) when it leads."""
    order = order_for(kind)
    trumps = sorted((c for c in hand if order.trump[c]), key=lambda c: -order.power[c])
    n = len(trumps)
    est = 0.0
    missing = 0
    ranked = [c for c in order.trumps for _ in range(2)]
    mine = list(trumps)
    for c in ranked:
        if c in mine:
            mine.remove(c)
            if missing <= est + 0.5 * (n - est):
                est += 1
            else:
                est += 0.35
        else:
            missing += 1
    total_trumps = len(ranked) if order.trumps else 0
    out = total_trumps - n
    if n and out <= n - est:
        est += 0.5 * (n - est)
    for suit in range(4):
        cards = sorted((c for c in hand if order.suit[c] == suit), key=lambda c: -order.power[c])
        if not cards:
            continue
        plain_all = order.plain_order(suit)
        top = plain_all[0]
        count_top = cards.count(top)
        if count_top:
            est += 0.9 * count_top if len(cards) <= 4 else 0.6 * count_top
        second = plain_all[1] if len(plain_all) > 1 else None
        if second is not None and count_top == 2 and cards.count(second):
            est += 0.5
        if kind == Solo.FLEISCHLOSER and len(cards) >= 5 and count_top:
            est += 0.5 * (len(cards) - 4)
    return est


def solo_score(hand: Hand, kind: str) -> float:
    """Estimated tricks of the hand as soloist of the solo ``kind``."""
    return estimated_tricks(hand, kind)


SOLO_TRICKS: Final = 10.0
"""Estimated tricks (of 12) from which the heuristic levels play a Lustsolo."""


def best_solo(hand: Hand, rules: Rules) -> tuple[str, float]:
    """The allowed solo type with the best estimate, and that estimate (scaled to 12 tricks)."""
    scale = 12 / rules.tricks_per_game
    best = max(rules.solos, key=lambda k: solo_score(hand, k))
    return best, solo_score(hand, best) * scale


def normal_strength(hand: Hand) -> float:
    """A hand's strength in a normal game: about 0 average, higher is better."""
    order = order_for("normal")
    score = 0.0
    for c in hand:
        if order.trump[c]:
            rank = order.trumps.index(c)
            score += (1.6, 1.3, 1.2, 1.1, 1.0, 0.8, 0.75, 0.7, 0.65, 0.5, 0.5, 0.45, 0.4)[rank]
        elif rank_of(c) == ACE:
            same = sum(1 for x in hand if not order.trump[x] and order.suit[x] == order.suit[c])
            score += 0.7 if same <= 3 else 0.4
    plain_suits = {order.suit[c] for c in hand if not order.trump[c]}
    score += 0.3 * (3 - len(plain_suits))
    return score - 7.5


def accept_poverty(hand: Hand, given_count: int, face_up: tuple[Card, ...]) -> bool:
    """Take the Armut only with a hand that carries the game: many and high trumps (the
    face-up cards of the offer count with their rank)."""
    order = order_for("normal")
    trumps = [c for c in hand if order.trump[c]]
    high = sum(1 for c in (*trumps, *face_up) if c == HT or rank_of(c) == 2)
    return (len(trumps) + given_count >= 10 and high >= 4) or (len(trumps) >= 8 and high >= 3)


def returned_cards(hand: Hand, count: int) -> list[Card]:
    """What the taker gives back (seed 000): plain cards, emptying the shortest suits first so
    that he can trump them; Aces last among a suit's cards; trumps only when nothing else is
    left, the lowest first and never a Fuchs if avoidable."""
    order = order_for("normal")
    plain = [c for c in hand if not order.trump[c]]
    by_suit: dict[int, list[Card]] = {}
    for c in plain:
        by_suit.setdefault(order.suit[c], []).append(c)
    out: list[Card] = []
    def shortness(suit: int) -> tuple[int, int]:
        return len(by_suit[suit]), -sum(AUGEN[c] for c in by_suit[suit])

    for suit in sorted(by_suit, key=shortness):
        for c in sorted(by_suit[suit], key=lambda c: -AUGEN[c]):
            if len(out) < count:
                out.append(c)
    if len(out) < count:
        trumps = sorted((c for c in hand if order.trump[c]),
                        key=lambda c: (c == DA, order.power[c]))
        out += trumps[: count - len(out)]
    return out


def team_augen(v: View) -> tuple[int, int]:
    """Augen won so far by the player's known team and by the rest."""
    mine = v.parties[v.player]
    ours = theirs = 0
    for t in v.tricks:
        aug = sum(AUGEN[c] for c in t.cards)
        if t.winner == v.player or (mine is not None and v.parties[t.winner] == mine):
            ours += aug
        else:
            theirs += aug
    return ours, theirs


def heuristic_announce(v: View, level: int, boldness: float) -> bool:
    """Whether to announce ``level`` from hand strength (Re/Kontra) or from the Augen so far
    (Absagen); ``boldness`` lowers the bar."""
    mine = v.parties[v.player]
    if mine is None:
        return False
    contract = v.contract
    if contract is not None and contract.kind.is_solo:
        if contract.declarer == v.player and contract.solo:
            scale = 12 / v.rules.tricks_per_game
            return level == 1 and solo_score(v.hand, contract.solo) * scale >= 10.0 - boldness
        return False
    if level == 1:
        bar = 2.6 if mine == Party.RE else 3.4
        played = sum(1 for t in played_tricks(v) for c in t.cards) > 0
        strength_now = normal_strength(v.hand) + (0.8 if played else 0.0)
        return strength_now >= bar - boldness
    ours, theirs = team_augen(v)
    side = 0 if mine == Party.RE else 1
    after = (level, v.levels[1]) if side == 0 else (v.levels[0], level)
    goal = party_goal(v.rules, after, mine)
    need = 240 if goal.all_tricks else goal.augen
    remaining = 240 - ours - theirs
    return theirs == 0 and ours >= need - remaining * 0.15 and remaining <= 120 + boldness * 10


# ---------------------------------------------------------------------------------------------
# Reservations and the Armut exchange


def reserve_action(legal: tuple[Action, ...], kind: str) -> Action:
    """The legal reservation of ``kind``, as Pflichtsolo where the rules let it be one."""
    options = [a for a in legal if isinstance(a, Reserve) and a.kind == kind]
    return max(options, key=lambda a: a.pflicht)


THROW_BELOW: Final = 0.5
"""A hand that may be thrown in is thrown when its strength in a normal game is below this."""


class HandJudgement(NamedTuple):
    """What the throw rule sees in a hand: its strength in a normal game
    (:func:`normal_strength`) and what makes it, and whether it is weak enough to throw in."""

    strength: float
    trumps: int
    """Trumps of the normal game (Füchse counted)."""
    highest: Card | None
    """The highest of them in the normal order (None: no trump)."""
    high: int
    """Trumps from the Dullen down to the Damen (the ones that take tricks)."""
    aces: int
    """Aces of the plain suits."""
    weak: bool
    """Below :data:`THROW_BELOW`: thrown in where the rules allow it."""


def judge_hand(hand: Hand) -> HandJudgement:
    """The throw rule's look at ``hand`` (the one place it is decided; the Tipp words it).

    >>> from dokodesk.engine.cards import parse_card
    >>> weak = judge_hand(tuple(parse_card(c) for c in
    ...                         "S9 S9 H9 H9 D9 C9 SK HK CK SJ CA HA".split()))
    >>> weak.weak, weak.trumps, weak.aces
    (True, 2, 2)
    """
    order = order_for("normal")
    trumps = sorted((c for c in hand if order.trump[c]), key=lambda c: -order.power[c])
    top = [c for c in order.trumps if c == HT or rank_of(c) == QUEEN]
    strength = normal_strength(hand)
    return HandJudgement(
        strength=strength, trumps=len(trumps), highest=trumps[0] if trumps else None,
        high=sum(1 for c in trumps if c in top),
        aces=sum(1 for c in hand if rank_of(c) == ACE and not order.trump[c]),
        weak=strength < THROW_BELOW)


def reserve_heuristic(view: View, legal: tuple[Action, ...], careful: bool) -> Action:
    """Gesund unless a solo is strong enough, a weak hand thrown in where the rules let it be,
    Hochzeit with both Kreuz-Damen, Armut when poor; a forced solo takes the best type."""
    kinds = {a.kind for a in legal if isinstance(a, Reserve)}
    rules = view.rules
    solos = [k for k in rules.solos if k in kinds]
    if "gesund" not in kinds:
        return reserve_action(legal, best_solo(view.hand, rules.replace(solos=tuple(solos)))[0])
    hand = view.hand
    if solos:
        kind, est = best_solo(hand, rules.replace(solos=tuple(solos)))
        if est >= SOLO_TRICKS - (0.0 if careful else 0.7):
            return reserve_action(legal, kind)
    throws = [a for a in legal if isinstance(a, Reserve) and a.kind == Reservation.SCHMEISSEN]
    if throws and judge_hand(hand).weak:
        return throws[0]
    if "armut" in kinds and may_declare_poverty(rules, hand) and normal_strength(hand) < 0.5:
        return reserve_action(legal, "armut")
    if "hochzeit" in kinds and hand.count(CQ) == 2:
        return reserve_action(legal, "hochzeit")
    return reserve_action(legal, "gesund")


def poverty_reply(view: View, legal: tuple[Action, ...]) -> Action:
    """Take an Armut with a hand rich in high trumps."""
    pov = view.poverty
    assert pov is not None
    accept = accept_poverty(view.hand, pov.given_count, pov.face_up)
    reply = PovertyReply(view.player, accept)
    return reply if reply in legal else legal[0]


def poverty_return(view: View, legal: tuple[Action, ...]) -> Action:
    """Give back plain cards first (the taker keeps the trumps)."""
    pov = view.poverty
    assert pov is not None
    left = pov.given_count - pov.returned_count
    wanted = returned_cards(view.hand, left)
    for c in wanted:
        if Return(view.player, c) in legal:
            return Return(view.player, c)
    return legal[0]


# ---------------------------------------------------------------------------------------------
# Schweine, Superschweine and the Genscher


def pig_call(legal: tuple[Action, ...]) -> Pigs | None:
    """Schweine or Superschweine where they may be said (they make the player's two cards the
    highest trumps, and an announced Schwein is no Fuchs to lose), the no of the Schweine round
    where they may not; None when neither is asked."""
    pigs = [a for a in legal if isinstance(a, Pigs)]
    said = [a for a in pigs if a.say]
    return said[0] if said else (pigs[0] if pigs else None)


GENSCHER_MARGIN: Final = 10
"""Augen a Genscher's team must have taken more than the team the player has now."""
ANNOUNCER_AUGEN: Final = 25
"""Augen an announcement of a candidate counts for, as strength is what it says."""


class GenscherJudgement(NamedTuple):
    """The Genscher rule's look at the moment the first Karo-König may name a partner."""

    partner: int | None
    """Whom to name (None: no Genscher)."""
    best: int | None
    """The candidate whose team with the player is strongest (None before any trick)."""
    augen: tuple[int, ...]
    """Per player the Augen the player and he have taken so far (the player's own: his)."""
    said: frozenset[int]
    """The candidates who have announced (an announcement counts :data:`ANNOUNCER_AUGEN`)."""
    known: int | None
    """The player's partner as far as he knows him (None: unknown)."""
    now: float
    """The strength of the team he has now: his known partner's, or the candidates' mean."""
    offered: tuple[int, ...] = ()
    """The players he may name."""

    def team(self, q: int) -> float:
        """The strength of the team with ``q``: its Augen, an announcer's counted strong."""
        return self.augen[q] + (ANNOUNCER_AUGEN if q in self.said else 0)


def judge_genscher(v: View, legal: tuple[Action, ...]) -> GenscherJudgement | None:
    """The Genscher rule (the one place it is decided; the Tipp words it): name the player
    whose team with him has taken the most Augen so far (an announcer's hand counted strong),
    when that team is clearly (:data:`GENSCHER_MARGIN`) ahead of the one he has now (his known
    partner, or the others on average when he does not know him); before the first trick
    nobody. None where no Genscher is offered."""
    offered = [a.partner for a in legal if isinstance(a, Play) and a.partner is not None]
    if not offered:
        return None
    me = v.player
    taken = [0, 0, 0, 0]
    for t in v.tricks:
        taken[t.winner] += sum(AUGEN[c] for c in t.cards)
    augen = tuple(taken[me] + (taken[q] if q != me else 0) for q in range(4))
    said = frozenset(a.player for a in v.announcements if a.player in offered)
    mine = v.parties[me]
    partners = [q for q in offered if mine is not None and v.parties[q] == mine]
    known = partners[0] if partners else None
    judged = GenscherJudgement(None, None, augen, said, known, 0.0, tuple(offered))
    now = judged.team(known) if known is not None else (
        sum(judged.team(q) for q in offered) / len(offered))
    judged = judged._replace(now=now)
    if not v.tricks:
        return judged
    best = max(offered, key=judged.team)
    partner = best if judged.team(best) > now + GENSCHER_MARGIN else None
    return judged._replace(best=best, partner=partner)


def genscher_partner(v: View, legal: tuple[Action, ...]) -> int | None:
    """The partner to name with the first Karo-König (None: no Genscher), by
    :func:`judge_genscher`."""
    judged = judge_genscher(v, legal)
    return None if judged is None else judged.partner


def with_genscher(v: View, legal: tuple[Action, ...], card: Card) -> Play:
    """``card`` played, with a Genscher where it is the first Karo-König and one pays."""
    partner = genscher_partner(v, legal) if card == DK else None
    choice = Play(v.player, card, partner)
    return choice if choice in legal else Play(v.player, card)
