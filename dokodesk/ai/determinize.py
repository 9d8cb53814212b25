"""Determinizations: hidden hands sampled consistently with a view, and the full engine state
rebuilt from the view and such hands.

The sampled hands respect every hard fact the player knows (:mod:`dokodesk.ai.knowledge`): the
hand sizes, the voids shown, the Kreuz-Damen of public parties and of the Hochzeit, what the
Armut shows (the poor player's trumps came back with the return; face-up cards with the
taker); and softly what the table suggests: the soloist's and the announcers' hands are
drawn rich in trumps, a Kreuz-Dame goes likelier to a player whose play showed him Re.
Announced Schweine and Superschweine sit in their holder's hand; after a Genscher the parties
are the public ones.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from dokodesk.ai.inference import Evidence, evidence, likelihood, resample
from dokodesk.ai.knowledge import NORMAL_TRUMP, Knowledge
from dokodesk.engine.cards import CQ, Card, Hand
from dokodesk.engine.game import (
    ContractKind,
    Party,
    Phase,
    Poverty,
    Reserve,
    State,
    gesund_contract,
)
from dokodesk.engine.view import View, played_tricks


def sample_hands(
    v: View, k: Knowledge, rng: random.Random, tries: int = 60
) -> tuple[Hand, ...] | None:
    """Current hands of all four players: the own hand and a random consistent guess for the
    others; None when no consistent guess was found within ``tries``."""
    odds = _odds(v, k)
    for _ in range(tries):
        hands = _try_sample(v, k, rng, odds)
        if hands is not None:
            return hands
    return None


def _odds(v: View, k: Knowledge) -> list[list[float]]:
    """Per player and card: 0 where he cannot hold it (a void shown, banned), else how much
    likelier it goes to him than to a player without hints (before the room left in his hand
    and the cap of Kreuz-Damen)."""
    suit, trump = k.order.suit, k.order.trump
    return [[0.0 if p == v.player or suit[c] in k.voids[p] or c in k.banned[p] else
             (k.trump_weight[p] if trump[c] else 1.0) * (k.cq_weight[p] if c == CQ else 1.0)
             for c in range(24)] for p in range(4)]


def sample_deals(
    v: View, k: Knowledge, n: int, rng: random.Random, pool: int = 1
) -> list[tuple[Hand, ...]]:
    """Up to ``n`` deals of :func:`sample_deal`, one from each of ``n`` seeds drawn from
    ``rng`` (:func:`deal_seeds`; fewer where one is not found): the deals a search draws with
    that generator, wherever each of them is drawn."""
    found = evidence(v, k.team) if pool > 1 else []
    deals = (sample_deal(v, k, seed, found, pool) for seed in deal_seeds(rng, n))
    return [hands for hands in deals if hands is not None]


def deal_seeds(rng: random.Random, n: int) -> list[int]:
    """The seeds of ``n`` sampled deals, drawn from ``rng``: each deal is drawn from its own
    seed (:func:`sample_deal`), so that the deals do not depend on where they are drawn."""
    return [rng.getrandbits(62) for _ in range(n)]


def sample_deal(
    v: View, k: Knowledge, seed: int, found: Sequence[Evidence] = (), pool: int = 1
) -> tuple[Hand, ...] | None:
    """The deal of ``seed`` (:func:`sample_hands`); with evidence ``found`` about the other
    players' play (:mod:`dokodesk.ai.inference`) and ``pool`` above 1, one of ``pool`` such
    deals, each as likely as well as it explains that play. None where none is found."""
    rng = random.Random(seed)
    if not found or pool <= 1:
        return sample_hands(v, k, rng)
    drawn = [hands for _ in range(pool) if (hands := sample_hands(v, k, rng)) is not None]
    if not drawn:
        return None
    return resample(drawn, [likelihood(found, hands) for hands in drawn], 1, rng)[0]


def _try_sample(v: View, k: Knowledge, rng: random.Random,
                odds: list[list[float]]) -> tuple[Hand, ...] | None:
    player = v.player
    pool: list[Card] = [c for c in range(24) for _ in range(k.unseen[c])]
    hands: list[list[Card]] = [[], [], [], []]
    hands[player] = list(v.hand)
    cap = [0, 0, 0, 0]
    others = [p for p in range(4) if p != player]
    for p in others:
        for c in k.required[p]:
            if c in pool:
                pool.remove(c)
                hands[p].append(c)
        cap[p] = v.hand_sizes[p] - len(hands[p])
        if cap[p] < 0:
            return None
    queens = [h.count(CQ) for h in hands]
    rng.shuffle(pool)
    pool.sort(key=lambda c: sum(1 for p in others if odds[p][c] > 0.0))  # the scarce first
    for c in pool:
        total = 0.0
        reach: list[tuple[int, float]] = []
        for p in others:
            if cap[p] and odds[p][c] and (c != CQ or queens[p] < k.cq_cap[p]):
                total += cap[p] * odds[p][c]
                reach.append((p, total))
        if not reach:
            return None
        mark = rng.random() * total
        p = next((q for q, upto in reach if mark < upto), reach[-1][0])
        hands[p].append(c)
        cap[p] -= 1
        if c == CQ:
            queens[p] += 1
    for p in others:
        low, high = k.trump_range[p]
        n = sum(1 for c in hands[p] if NORMAL_TRUMP[c])
        if not low <= n <= high:
            return None
    return tuple(tuple(sorted(h)) for h in hands)


def build_state(v: View, hands: tuple[Hand, ...]) -> State:
    """The engine state of the play phase that ``v`` shows, with ``hands`` as the current
    hands (the own hand must be the view's). The original hands of the setup are the current
    ones plus the cards each player played (before the Armut exchange where that is known)."""
    if v.phase != Phase.PLAY:
        raise ValueError("a determinization is built for the play phase")
    contract = v.contract
    assert contract is not None
    played: list[list[Card]] = [[], [], [], []]
    for t in played_tricks(v):
        for i, c in enumerate(t.cards):
            played[(t.leader + i) % 4].append(c)
    poverty, originals = _poverty(v, hands, played)
    soloist: int | None = None
    kind = contract.kind
    if v.genscher is not None:  # the chosen parties are public
        re = tuple(party == Party.RE for party in v.parties)
    elif kind is ContractKind.NORMAL:
        # a normal game or, unknown to this player, a stille Hochzeit: the cards decide
        contract, re = gesund_contract(originals)
        if contract.kind is ContractKind.STILLE_HOCHZEIT:
            soloist = contract.declarer
    elif kind is ContractKind.STILLE_HOCHZEIT:
        re = tuple(p == contract.declarer for p in range(4))
        soloist = contract.declarer
    elif v.open_hochzeit:
        re = tuple(p == contract.declarer for p in range(4))
    else:
        re = tuple(party == Party.RE for party in v.parties)
        if kind is ContractKind.SOLO or (kind is ContractKind.HOCHZEIT and sum(re) == 1):
            soloist = contract.declarer
    setup = v.setup_with(originals, contract.declarer if contract.forced else None)
    history = v.history
    return State(
        setup=setup,
        phase=Phase.PLAY,
        to_act=v.to_act,
        hands=hands,
        reservations=tuple(a for a in history if isinstance(a, Reserve)),
        contract=contract,
        re=re,
        soloist=soloist,
        clarified=v.clarified,
        poverty=poverty,
        leader=v.leader,
        trick=v.trick,
        tricks=v.tricks,
        announcements=v.announcements,
        levels=v.levels,
        history=history,
        pigs=v.pigs,
        genscher=v.genscher,
    )


def _poverty(
    v: View, hands: tuple[Hand, ...], played: list[list[Card]]
) -> tuple[Poverty | None, tuple[Hand, ...]]:
    """The Armut as it happened in this determinization, and the hands as dealt."""
    now = [list(hands[p]) + played[p] for p in range(4)]
    pov = v.poverty
    if pov is None or pov.taker is None:
        return None, tuple(tuple(sorted(h)) for h in now)
    poor, taker = pov.poor, pov.taker
    if pov.returned is not None:
        returned = list(pov.returned)
    else:
        trumps = [c for c in now[poor] if NORMAL_TRUMP[c]]
        rest = [c for c in now[poor] if not NORMAL_TRUMP[c]]
        returned = (trumps + rest)[: pov.returned_count]
    if pov.given is not None:
        given = list(pov.given)
    else:
        given = list(pov.face_up)
        pool = list(now[taker])
        for c in given:
            if c in pool:
                pool.remove(c)
        pool.sort(key=lambda c: not NORMAL_TRUMP[c])
        given += pool[: pov.given_count - len(given)]
    original = [list(h) for h in now]
    for c in returned:
        if c in original[poor]:
            original[poor].remove(c)
            original[taker].append(c)
    for c in given:
        if c in original[taker]:
            original[taker].remove(c)
            original[poor].append(c)
    poverty = Poverty(poor, tuple(given), pov.face_up, taker, tuple(returned), pov.declined)
    return poverty, tuple(tuple(sorted(h)) for h in original)

