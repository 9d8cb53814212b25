"""The player interface and the levels by name.

Every level decides from the information view of its player only. Decisions are a function of
the level's seed and the view (a fresh random generator per decision), so a seeded game is
reproducible and two positions that look the same to a player get the same answer.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Protocol

from dokodesk.ai.heuristic import (
    SOLO_TRICKS,
    best_solo,
    choose_card,
    heuristic_announce,
    pig_call,
    poverty_reply,
    poverty_return,
    reserve_action,
    reserve_heuristic,
    situation_from_view,
    solo_score,
    with_genscher,
)
from dokodesk.ai.knowledge import Knowledge, knowledge
from dokodesk.ai.search import Cancel, Effort, Outcome, evaluate_cards, evaluate_reservations
from dokodesk.engine.cards import AUGEN, CQ, DK, Card
from dokodesk.engine.game import (
    Action,
    Announce,
    Concede,
    Party,
    Phase,
    Play,
    Reservation,
    Reserve,
    ReserveKind,
)
from dokodesk.engine.order import trick_winner
from dokodesk.engine.rules import Solo
from dokodesk.engine.scoring import party_goal
from dokodesk.engine.table import LEVELS
from dokodesk.engine.view import View


class Player(Protocol):
    """A computer player: chooses from ``legal`` seeing only ``view``; ``out_of_turn`` says
    whether it ever acts while another player is to act (a table asks it there only then)."""

    out_of_turn: bool

    def act(self, view: View, legal: tuple[Action, ...]) -> Action | None: ...


def decision_rng(seed: int, v: View) -> random.Random:
    """The random generator of one decision: from the seed and the public progress only."""
    mixed = seed * 1_000_003 + len(v.history) * 7_919 + v.player * 104_729 + len(v.hand)
    return random.Random(mixed)


class RandomPlayer:
    """Uniformly random legal play; announces rarely (one chance in fifty when it may), in its
    turn or out of turn."""

    out_of_turn = True

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def act(self, view: View, legal: tuple[Action, ...]) -> Action | None:
        rng = decision_rng(self.seed, view)
        mine = view.to_act == view.player  # out of turn it only announces
        moves = [a for a in legal if mine and not isinstance(a, Announce | Concede)]
        announces = [a for a in legal if isinstance(a, Announce)]
        if announces and rng.random() < 0.02:
            return rng.choice(announces)
        return rng.choice(moves) if moves else None


class HeuristicPlayer:
    """Rule-based play. ``careful`` (Fortgeschritten) counts who may still beat a card and uses
    every tactic; the Anfänger plays simpler and makes a mistake now and then."""

    out_of_turn = False
    """It announces and says Schweine only in its own turn."""

    def __init__(
        self, seed: int = 0, careful: bool = True, mistakes: float = 0.0, boldness: float = 1.0
    ) -> None:
        self.seed = seed
        self.careful = careful
        self.mistakes = mistakes
        self.boldness = boldness

    def act(self, view: View, legal: tuple[Action, ...]) -> Action | None:
        if not legal:
            return None
        rng = decision_rng(self.seed, view)
        phase = view.phase
        if phase == Phase.RESERVATIONS:
            return reserve_heuristic(view, legal, self.careful)
        if phase == Phase.POVERTY_OFFER:
            return poverty_reply(view, legal)
        if phase == Phase.POVERTY_RETURN:
            return poverty_return(view, legal)
        if phase == Phase.SCHWEINE:
            return pig_call(legal)
        if phase != Phase.PLAY or view.to_act != view.player:
            return None
        pigs = pig_call(legal)
        if pigs is not None:
            return pigs
        announces = [a for a in legal if isinstance(a, Announce)]
        if announces:
            wanted = [a for a in announces if heuristic_announce(view, a.level, self.boldness)]
            if wanted:
                return max(wanted, key=lambda a: a.level)
        return with_genscher(view, legal, self.card(view, legal, rng))

    def card(self, view: View, legal: tuple[Action, ...], rng: random.Random) -> Card:
        """The card to play."""
        cards = [a.card for a in legal if isinstance(a, Play)]
        if len(cards) > 1 and rng.random() < self.mistakes:
            return rng.choice(cards)
        k = knowledge(view)
        card = choose_card(situation_from_view(view, k), careful=self.careful)
        return card if card in cards else cards[0]


ANNOUNCE_BAR: dict[int, float] = {1: 0.80, 2: 0.90, 3: 0.93, 4: 0.95, 5: 0.97}
"""Estimated chance of success a Profi needs to announce a level (calibrated in the arena:
the sampled deals do not show how the other side answers an announcement)."""


def announcement_to_make(shares: Sequence[tuple[Announce, float]]) -> Announce | None:
    """Of the announcements, each with the share of sampled deals in which the party then
    reaches its goal, the highest one Profi makes: every level up to it reaches its bar.

    >>> announcement_to_make([(Announce(0, 1), 0.85), (Announce(0, 2), 0.7)])
    Announce(player=0, level=1)
    >>> announcement_to_make([(Announce(0, 1), 0.6)]) is None
    True
    """
    best = None
    for a, share in sorted(shares, key=lambda pair: pair[0].level):
        if share < ANNOUNCE_BAR[a.level]:
            break
        best = a
    return best


class ProfiPlayer(HeuristicPlayer):
    """Determinized search (PIMC) over samples of the hidden hands; announcements and solos
    from the estimated chances, with thresholds calibrated in the arena."""

    SOLO_MARGIN = 0.6
    """Game points per game a solo must gain over gesund in the simulations (in a game of
    factor 1: the sampled games count with the Bock factor, and so does the margin)."""

    def __init__(self, seed: int = 0, effort: Effort | None = None,
                 cancelled: Cancel | None = None, stille_hochzeit: bool = False,
                 weigh_armut: bool = False) -> None:
        super().__init__(seed, careful=True)
        self.effort = effort or Effort()
        self.cancelled = cancelled
        """Asked during the search: True calls it off (:class:`Cancelled` is raised)."""
        self.stille_hochzeit = stille_hochzeit
        """Whether a hand with both Kreuz-Damen weighs keeping the Hochzeit silent (a solo
        the others do not know of) against announcing it; off, it always announces."""
        self.weigh_armut = weigh_armut
        """Whether a poor hand weighs the Armut against gesund; off, the rule of thumb says."""

    def silent_wedding(self, view: View, kinds: set[ReserveKind]) -> bool:
        """Whether keeping the Hochzeit silent is worth simulating: both Kreuz-Damen held,
        gesund allowed, and the hand strong enough for a Karo-Solo, the game a stille
        Hochzeit is played and scored as (the same bar as any solo)."""
        return (self.stille_hochzeit and "gesund" in kinds and view.hand.count(CQ) == 2
                and solo_score(view.hand, Solo.KARO) * 12 / view.rules.tricks_per_game
                >= SOLO_TRICKS - 2.0)

    def act(self, view: View, legal: tuple[Action, ...]) -> Action | None:
        if not legal:
            return None
        phase = view.phase
        if phase == Phase.RESERVATIONS:
            return self.reserve(view, legal)
        if phase != Phase.PLAY:
            return super().act(view, legal)
        if view.to_act != view.player:
            return None
        pigs = pig_call(legal)
        if pigs is not None:
            return pigs
        cards = tuple(dict.fromkeys(a.card for a in legal if isinstance(a, Play)))
        partners = genscher_offers(legal)
        announces = [a for a in legal if isinstance(a, Announce)]
        if len(cards) == 1 and not announces and not partners:
            return Play(view.player, cards[0])
        play, outcomes, column = self.search(view, cards, partners)
        if announces and outcomes and play.partner is None:
            level = self.announcement(view, announces, outcomes, column)
            if level is not None:
                return level
        return play

    def search(self, view: View, cards: tuple[Card, ...], partners: tuple[int, ...] = ()
               ) -> tuple[Play, list[list[Outcome]], int]:
        """The best play by its mean value over the sampled deals (:func:`value`): one of
        ``cards``, or the first Karo-König naming one of ``partners`` as Genscher; with the
        sample outcomes and the play's column in them. While the best two are too close to
        tell apart, more deals are drawn (up to ``max_samples``)."""
        rng = decision_rng(self.seed, view)
        k = knowledge(view)
        outcomes = sample_cards(view, k, cards, self.effort, rng, self.cancelled,
                                partners=partners)
        if not outcomes:
            return Play(view.player, choose_card(situation_from_view(view, k))), outcomes, 0
        best = profi_column(view, cards, outcomes)
        if best >= len(cards):
            return Play(view.player, DK, partners[best - len(cards)]), outcomes, best
        return Play(view.player, cards[best]), outcomes, best

    def announcement(
        self, view: View, announces: list[Announce], outcomes: list[list[Outcome]], i: int
    ) -> Announce | None:
        """The highest announcement whose estimated chance reaches the bar."""
        mine = view.parties[view.player]
        if mine is None:
            return None
        n = view.rules.tricks_per_game
        shares = []
        for a in announces:
            levels = (a.level, view.levels[1]) if mine == Party.RE else (view.levels[0], a.level)
            goal = party_goal(view.rules, levels, mine)
            hits = sum(1 for o in outcomes if goal.reached(o[i].augen, o[i].tricks, n))
            shares.append((a, hits / len(outcomes)))
        return announcement_to_make(shares)

    def reserve(self, view: View, legal: tuple[Action, ...]) -> Action:
        """Gesund, Hochzeit, Armut or a solo: the solos a hand might carry, the stille
        Hochzeit and the Armut weighed against the plain game (gesund, or the announced
        Hochzeit) by simulation; a solo must gain :attr:`SOLO_MARGIN`, the Armut only be no
        worse."""
        plain = reserve_heuristic(view, legal, careful=True)
        kinds = {a.kind for a in legal if isinstance(a, Reserve)}
        poor = self.weigh_armut and Reservation.ARMUT in kinds
        if isinstance(plain, Reserve) and (
                plain.kind == "schmeissen" or (plain.kind == "armut" and not poor)):
            return plain
        scored = sorted(
            (best_solo(view.hand, view.rules.replace(solos=(k,)))[1], k)
            for k in view.rules.solos if k in kinds
        )
        candidates: list[ReserveKind] = [k for est, k in scored[-2:] if est >= SOLO_TRICKS - 2.0]
        base = "hochzeit" if "hochzeit" in kinds else "gesund"
        if base == "hochzeit" and self.silent_wedding(view, kinds):
            candidates.append(Reservation.GESUND)
        if poor:
            candidates.append(Reservation.ARMUT)
        if not candidates or base not in kinds:
            return plain
        rng = decision_rng(self.seed, view)
        effort = replace(self.effort, samples=self.effort.reservation_samples)
        results = evaluate_reservations(view, [base, *candidates], effort, rng, self.cancelled)
        mean = {k: sum(o.points for o in r) / max(1, len(r)) for k, r in results.items()}
        for kind in sorted(candidates, key=lambda k: -mean[k]):
            margin = 0.0 if kind == Reservation.ARMUT else self.SOLO_MARGIN * view.bock
            if mean[kind] >= mean[base] + margin:  # the deals count x bock
                return reserve_action(legal, kind)
        return reserve_action(legal, base) if poor else plain


AUGEN_VALUE = 0.03
"""Game points one Auge of the own team is worth when cards are compared: the points alone
change only where a goal is crossed, so on a few dozen sampled deals they cannot tell a Zehn
thrown away from a König kept."""


def sample_cards(
    v: View, k: Knowledge, cards: tuple[Card, ...], effort: Effort, rng: random.Random,
    cancelled: Cancel | None = None, levels: tuple[int, ...] = (),
    partners: tuple[int, ...] = (),
) -> list[list[Outcome]]:
    """Per sampled deal, the outcome of each of ``cards`` and of the first Karo-König naming
    each of ``partners`` (:func:`evaluate_cards`):
    ``effort.samples`` deals at first, then a batch of ``extra_samples`` more while the best
    two cards are too close to tell apart (:func:`settled`), never more than the decision may
    afford (:meth:`Effort.affordable`)."""
    most = effort.affordable(v, len(cards) + len(partners))
    first = replace(effort, samples=min(effort.samples, most))
    outcomes = evaluate_cards(v, k, cards, first, rng, cancelled, levels, partners)
    while outcomes and len(outcomes) < most and not settled(outcomes):
        more = replace(effort, samples=min(effort.extra_samples, most - len(outcomes)))
        batch = evaluate_cards(v, k, cards, more, rng, cancelled, levels, partners)
        if not batch:
            break
        outcomes += batch
    return outcomes


def genscher_offers(legal: Sequence[Action]) -> tuple[int, ...]:
    """The partners the first Karo-König may name as Genscher in ``legal``.

    >>> from dokodesk.engine.cards import DK
    >>> genscher_offers((Play(0, DK), Play(0, DK, 2), Play(0, DK, 3)))
    (2, 3)
    """
    return tuple(a.partner for a in legal if isinstance(a, Play) and a.partner is not None)


SACRIFICE = 1.0
"""The game points on average that keeping the cheapest card into a lost trick must cost on
the sampled deals before Profi throws a dearer one (:func:`give_least`). The deals are drawn
from what the view shows and played out by the fast rollout: a gain smaller than a point is
as likely their error as the table's truth, while the Augen thrown are certain."""


def value(outcome: Outcome) -> float:
    """What one sampled result of a card is worth: its game points, and its team's Augen
    above or below the half of 240."""
    return outcome.points + AUGEN_VALUE * (outcome.augen - 120)


def ranking(outcomes: list[list[Outcome]]) -> list[int]:
    """The cards' indices, best mean :func:`value` first."""
    n = len(outcomes)
    means = [sum(value(row[i]) for row in outcomes) / n for i in range(len(outcomes[0]))]
    return sorted(range(len(means)), key=lambda i: -means[i])


def settled(outcomes: list[list[Outcome]], z: float = 2.0) -> bool:
    """Whether the best card is ahead of the second (:func:`ahead`), or the two are worth the
    same in every sample, or there is only one card."""
    order = ranking(outcomes)
    if len(order) < 2:
        return True
    best, second = order[0], order[1]
    same = len({value(row[best]) - value(row[second]) for row in outcomes}) == 1
    return (same and len(outcomes) > 1) or ahead(outcomes, best, second, z)


def points(outcome: Outcome) -> float:
    """A sampled result's game points alone (the Augen left out)."""
    return outcome.points


def ahead(outcomes: list[list[Outcome]], a: int, b: int, z: float = 2.0,
          by: Callable[[Outcome], float] = value) -> bool:
    """Whether card ``a`` is worth more than card ``b`` (by :func:`value`, or by ``by``) by
    more than ``z`` standard errors of their paired difference over the samples (or by the
    same amount in every sample)."""
    diffs = [by(row[a]) - by(row[b]) for row in outcomes]
    if len(diffs) < 2:
        return False
    mean, spread = statistics.fmean(diffs), statistics.stdev(diffs)
    return mean > z * spread / math.sqrt(len(diffs)) or (spread == 0.0 and mean > 0)


def lost_with(v: View, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """The ``cards`` that do not win a trick the view already shows lost: a known opponent
    leads it and every player still to play is a known opponent (none, if it is not so)."""
    mine = v.parties[v.player]
    if not v.trick or mine is None:
        return ()
    second = v.second_dulle(len(v.tricks))
    order = v.order
    holder = (v.leader + trick_winner(order, v.trick, second)) % 4
    later = [(v.player + i) % 4 for i in range(1, 4 - len(v.trick))]
    if any(v.parties[p] in (None, mine) for p in (holder, *later)):
        return ()
    return tuple(c for c in cards
                 if trick_winner(order, (*v.trick, c), second) != len(v.trick))


def give_least(v: View, cards: tuple[Card, ...], outcomes: list[list[Outcome]],
               best: int) -> int:
    """The card to play of ``cards``, ``best`` the one the sampled deals rank first: into a
    trick the view shows lost (:func:`lost_with`) the cheapest card that loses it (of several
    as cheap, the one the deals rank first), unless the
    deals show that keeping it clearly costs game points, :data:`SACRIFICE` or more on
    average (:func:`ahead` by points: Augen that cross no goal do not pay for a Zehn or an
    Ass thrown away, and neither does a small gain the sampled deals may only seem to show)."""
    losers = lost_with(v, cards)
    if cards[best] not in losers:
        return best
    least = min(AUGEN[c] for c in losers)
    order = ranking(outcomes)  # of the cheapest losers, the one the deals rank first
    cheap = next(i for i in order if i < len(cards) and cards[i] in losers
                 and AUGEN[cards[i]] == least)
    if AUGEN[cards[cheap]] >= AUGEN[cards[best]]:
        return best
    gain = statistics.fmean(points(row[best]) - points(row[cheap]) for row in outcomes)
    return best if gain >= SACRIFICE and ahead(outcomes, best, cheap, by=points) else cheap


def profi_column(v: View, cards: tuple[Card, ...], outcomes: list[list[Outcome]]) -> int:
    """The column of ``outcomes`` (per sampled deal, one outcome for each of ``cards``, then
    for the first Karo-König naming each Genscher partner) that Profi plays: the best mean
    :func:`value`, or into a trick already lost the cheaper card :func:`give_least` keeps to.
    The one rule for Profi's card and for the first choice of the judgement of a card."""
    best = ranking(outcomes)[0]
    return give_least(v, cards, outcomes, best) if best < len(cards) else best


def make_player(level: str, seed: int = 0, effort: Effort | None = None,
                cancelled: Cancel | None = None) -> Player:
    """A computer player of ``level`` (see :data:`LEVELS`); ``effort`` tunes Profi's search
    and ``cancelled`` may call it off."""
    if level == "random":
        return RandomPlayer(seed)
    if level == "anfaenger":
        return HeuristicPlayer(seed, careful=False, mistakes=0.3, boldness=-0.5)
    if level == "fortgeschritten":
        return HeuristicPlayer(seed, careful=True, boldness=1.4)
    if level == "profi":
        return ProfiPlayer(seed, effort, cancelled)
    raise ValueError(f"unknown level {level!r}; allowed: {', '.join(LEVELS)}")


def acts_out_of_turn(level: str) -> bool:
    """Whether a computer player of ``level`` ever acts while another player is to act.

    >>> [acts_out_of_turn(level) for level in LEVELS]
    [True, False, False, False]
    """
    return make_player(level).out_of_turn


__all__ = ["LEVELS", "Player", "acts_out_of_turn", "make_player"]
