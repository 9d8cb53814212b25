"""What a player can conclude from its information view: cards still unseen, voids shown by not
following suit, parties (public, and guessed from play), and the hard constraints on the hidden
hands that the sampler of :mod:`dokodesk.ai.determinize` must respect.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from dokodesk.engine.cards import AUGEN, CQ, Card
from dokodesk.engine.game import ContractKind, Party
from dokodesk.engine.order import Order, order_for, trick_winner
from dokodesk.engine.view import View, played_tricks, shown_voids, unseen_cards

NORMAL_TRUMP = order_for("normal").trump

SOLOIST_TRUMPS = 3.0
"""A soloist's hand is sampled this much richer in trumps."""
ANNOUNCER_TRUMPS = 1.8
"""So is the hand of a player who announced Re or Kontra (or more), as strength is what an
announcement says; a partner's as much as an opponent's."""
GUESSED_PARTY = 4.0
"""A player guessed (from his play) to be Re is this much likelier to hold a Kreuz-Dame than
one with no guess; one guessed Kontra that much less likely."""


@dataclass
class Knowledge:
    """Conclusions of ``player`` from a view in the play phase (or before it)."""

    player: int
    order: Order
    unseen: list[int]
    """Per card: copies neither in the own hand nor played (held by the others)."""
    played_by: list[list[Card]]
    voids: list[set[int]]
    """Per player: suits in play (0-3 plain, 4 trump) he has shown he cannot follow."""
    team: list[int]
    """Per player relative to ``player``: 1 partner (or self), -1 opponent, 0 unknown."""
    banned: list[set[Card]] = field(default_factory=lambda: [set(), set(), set(), set()])
    """Per player: cards he cannot hold (beyond the voids)."""
    required: list[list[Card]] = field(default_factory=lambda: [[], [], [], []])
    """Per player: cards he must hold."""
    trump_range: list[tuple[int, int]] = field(
        default_factory=lambda: [(0, 99), (0, 99), (0, 99), (0, 99)]
    )
    """Per player: (min, max) trumps (normal order) still in hand."""
    cq_cap: list[int] = field(default_factory=lambda: [2, 2, 2, 2])
    """Per player: most Kreuz-Damen he may hold now."""
    trump_weight: list[float] = field(default_factory=lambda: [1.0, 1.0, 1.0, 1.0])
    """Per player: how much likelier a trump goes to him than to a player without hints, when
    hands are sampled (the soloist's and an announcer's hands are strong)."""
    cq_weight: list[float] = field(default_factory=lambda: [1.0, 1.0, 1.0, 1.0])
    """Per player: how much likelier a Kreuz-Dame goes to him (his party guessed from play)."""

    def may_hold(self, p: int, card: Card) -> bool:
        """Whether player ``p`` may still hold ``card``."""
        return (
            self.unseen[card] > 0
            and self.order.suit[card] not in self.voids[p]
            and card not in self.banned[p]
        )


def knowledge(v: View) -> Knowledge:
    """Everything ``v.player`` may conclude for sampling and play."""
    order = v.order
    player = v.player
    played_by: list[list[Card]] = [[], [], [], []]
    for t in played_tricks(v):
        for i, c in enumerate(t.cards):
            played_by[(t.leader + i) % 4].append(c)
    voids = [set(suits) for suits in shown_voids(v)]
    unseen = unseen_cards(v)
    k = Knowledge(player, order, unseen, played_by, voids, _teams(v))
    _constraints(v, k)
    return k


def _teams(v: View) -> list[int]:
    player = v.player
    parties = list(v.parties)
    contract = v.contract
    kind = contract.kind if contract is not None else ContractKind.NORMAL
    if kind is ContractKind.NORMAL and parties[player] is not None:
        known_kontra = sum(1 for p in parties if p == Party.KONTRA)
        if known_kontra == 2:
            parties = [p or Party.RE for p in parties]
    mine = parties[player]
    team = [0] * 4
    for p in range(4):
        if p == player:
            team[p] = 1
        elif parties[p] is not None and mine is not None:
            team[p] = 1 if parties[p] == mine else -1
    for one, other in v.partners:  # a Schwein said after the first came home
        if player in (one, other):
            team[other if player == one else one] = 1
    if kind is ContractKind.NORMAL and mine is not None and 0 in team:
        _guess_from_play(v, team, mine)
    return team


def _guess_from_play(v: View, team: list[int], mine: str) -> None:
    """Party detection from play: a player who gives many Augen to a trick won by a known
    player is taken as his partner; one who overtakes a known player's winning card, as his
    opponent (only where the party is not public)."""
    score = [0.0] * 4
    for index, t in enumerate(v.tricks):
        order = v.order_at(index)
        second = v.second_dulle(index)
        for i in range(1, 4):
            p = (t.leader + i) % 4
            if team[p] != 0:
                continue
            before = t.cards[:i]
            w = (t.leader + trick_winner(order, before, second)) % 4
            if team[w] == 0:
                continue
            card = t.cards[i]
            now = (t.leader + trick_winner(order, t.cards[: i + 1], second)) % 4
            sign = team[w]
            if now == p and order.trump[card] and not order.trump[t.cards[0]]:
                score[p] -= sign * 1.0
            elif now == w and AUGEN[card] >= 10 and t.winner == w:
                score[p] += sign * 1.0
    n_unknown = team.count(0)
    for p in range(4):
        if team[p] == 0 and abs(score[p]) >= 1.0 and n_unknown > 1:
            team[p] = 1 if score[p] > 0 else -1
    if mine == Party.RE and team.count(1) == 2:
        for p in range(4):
            if team[p] == 0:
                team[p] = -1
    if mine == Party.KONTRA and team.count(-1) == 2:
        for p in range(4):
            if team[p] == 0:
                team[p] = 1


def _constraints(v: View, k: Knowledge) -> None:
    """Hard facts about the hidden hands: Kreuz-Damen of known parties (not after a Genscher,
    which makes the parties without them), the Hochzeit (also a silent one a Genscher showed),
    Armut, announced Schweine and Superschweine (their holder has every copy not yet played)."""
    player = v.player
    contract = v.contract
    kind = contract.kind if contract is not None else None
    _pig_constraints(v, k)
    if kind in (ContractKind.NORMAL, ContractKind.ARMUT, None):
        for p in range(4):
            if p != player:
                k.cq_cap[p] = max(0, 1 - k.played_by[p].count(CQ))
    if v.genscher is not None and kind is ContractKind.STILLE_HOCHZEIT:
        kind = ContractKind.HOCHZEIT  # the Hochzeiter holds both Kreuz-Damen
    elif v.genscher is not None:
        kind = None
    if kind is ContractKind.NORMAL:
        for p in range(4):
            if p == player:
                continue
            if v.parties[p] == Party.KONTRA:
                k.banned[p].add(CQ)
            elif v.parties[p] == Party.RE and CQ not in k.played_by[p]:
                k.required[p].append(CQ)
    elif kind is ContractKind.HOCHZEIT and contract is not None and contract.declarer is not None:
        d = contract.declarer
        for p in range(4):
            if p != player and p != d:
                k.banned[p].add(CQ)
        if d != player:
            k.cq_cap[d] = 2
            k.required[d].extend([CQ] * (2 - k.played_by[d].count(CQ)))
    elif (kind is ContractKind.SOLO and contract is not None and contract.declarer is not None
          and contract.declarer != player):
        k.trump_weight[contract.declarer] = SOLOIST_TRUMPS
    if kind is ContractKind.ARMUT:
        _poverty_constraints(v, k)
    _hints(v, k, kind)


def _pig_constraints(v: View, k: Knowledge) -> None:
    for pig in v.pigs:
        if pig.player == v.player:
            continue
        left = 2 - k.played_by[pig.player].count(pig.card)
        k.required[pig.player].extend([pig.card] * max(0, left))
        for p in range(4):
            if p not in (pig.player, v.player):
                k.banned[p].add(pig.card)


def _hints(v: View, k: Knowledge, kind: ContractKind | None) -> None:
    """Soft conclusions for the sampler: announcers are strong, and in a normal game the party
    guessed from play says who likely holds the other Kreuz-Dame."""
    if kind is None or not kind.is_solo:
        for a in v.announcements:
            if a.player != v.player:
                k.trump_weight[a.player] = max(k.trump_weight[a.player], ANNOUNCER_TRUMPS)
    mine = v.parties[v.player]
    if kind is ContractKind.NORMAL and mine is not None:
        for p in range(4):
            if p != v.player and v.parties[p] is None and k.team[p] != 0:
                guessed_re = (k.team[p] == 1) == (mine == Party.RE)
                k.cq_weight[p] = GUESSED_PARTY if guessed_re else 1 / GUESSED_PARTY


def _poverty_constraints(v: View, k: Knowledge) -> None:
    pov = v.poverty
    if pov is None or pov.taker is None:
        return
    poor, taker = pov.poor, pov.taker
    played_trumps = sum(1 for c in k.played_by[poor] if NORMAL_TRUMP[c])
    if v.player != poor:
        # all the poor player's own trumps went to the taker: his trumps came back with the return
        info = pov.return_info
        if isinstance(info, bool):
            high = pov.returned_count if info else 0
            low = 1 if info else 0
        elif isinstance(info, int):
            low = high = info
        else:
            low, high = 0, pov.returned_count
        k.trump_range[poor] = (max(0, low - played_trumps), max(0, high - played_trumps))
        if high == 0 and v.player != taker:
            for c in pov.face_up:
                if k.played_by[taker].count(c) + k.required[taker].count(c) < pov.face_up.count(c):
                    k.required[taker].append(c)
