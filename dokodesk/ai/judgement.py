"""The one judgement of a decision, which the Tipp, the analysis of a game, the lessons'
free-play suggestion and the level ``tipp`` all ask: every legal choice of the player weighed
from his view as Profi weighs it (:func:`~dokodesk.ai.advice.advise`), with what it is worth,
the standard error of its difference to the first choice (paired over the same sampled deals),
whether that difference is within the noise of the sampling (tied), and a verdict.

Reproducible: the deals are drawn with a seed derived from the position itself (a stable hash
of the view and the legal choices, the same in every process) and a ``salt``; the budget is
counted in samples and nodes, never in seconds. The app uses salt 0; ``dokodesk analyse
--seed N`` another. A time cap stops it early only where the caller asks for one: such an
answer says so (``complete`` False) and is not kept in the cache.

One rule for ties (:func:`tied`): a choice is as good as the first where its loss is below
``max(2 x its standard error, 0.1 points)``, or where it is surely below the first verdict step
and not yet :data:`CLEAR_Z` standard errors (the judgement looks at its deals again and again
as they come: a difference just clear of the noise at one look is often not at the next). The
verdicts (:data:`VERDICTS`) are fixed steps in points and are given only to a loss that is
clear so and reaches its step by two standard errors less. Where more deals could change what
a choice shows (:func:`contested`: a tie that may hide a mistake, a difference not yet clear,
one resting on a few deals, :func:`rare`), further deals are drawn, a batch at a time, of that
choice and the first only (a choice left out before first gets the deals it missed); then of
the choices whose difference to the first is not yet as precise as :data:`PRECISION`
(:func:`imprecise`); until none is left or the counts reach :data:`ESCALATION` times the
first's deals (:data:`ESCALATION_WORK` times its work, :meth:`~dokodesk.ai.search.Effort.work`):
so the samples go where choices are close, and a forced or plain decision stays cheap. What
is still unclear then is never flagged.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Reserve, apply, new_game, turn
>>> from dokodesk.engine.view import view
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=3))
>>> while state.phase.value == "reservations":
...     state = apply(state, Reserve(state.to_act, "gesund"))
>>> small = Effort(samples=6, max_samples=6, workers=1)
>>> j = judge(view(state, state.to_act), turn(state).actions(), budget=small)
>>> j == judge(view(state, state.to_act), turn(state).actions(), budget=small)
True
>>> j.best.loss, j.best.tied, j.best.verdict
(0.0, True, <Verdict.NONE: 'none'>)
"""

from __future__ import annotations

import hashlib
import math
import threading
import time
from collections import OrderedDict
from dataclasses import replace
from enum import StrEnum
from typing import NamedTuple

from dokodesk.ai.advice import Advice, Choice, Facts, Further, advise, is_throw, reason
from dokodesk.ai.players import ANNOUNCE_BAR, Player, announcement_to_make, make_player
from dokodesk.ai.search import Cancel, Effort
from dokodesk.engine.cards import DK
from dokodesk.engine.game import Action, Announce, Pigs, Play
from dokodesk.engine.view import View
from dokodesk.text.hints import (
    VERDICT_NAMES,
    VERDICT_WORDS,
    Tip,
    action_words,
    judging_help,
    noisy_words,
)

TIE_Z = 2.0
"""Standard errors within which a difference is noise."""
TIE_FLOOR = 0.1
"""Points below which a difference counts as none, however sure."""

MISTAKE = 0.3
"""The smallest loss that gets a verdict (if clear of noise): about the worth of an Ace given
away (11 Augen), or one game point in three deals."""


class Verdict(StrEnum):
    """What a choice is, by its loss against the first choice (worded by the text layer)."""

    NONE = "none"
    INACCURACY = "inaccuracy"
    """Ungenau: from 0.3 points."""
    MISTAKE = "mistake"
    """Fehler: from 1 point."""
    BLUNDER = "blunder"
    """Grober Fehler: from 2.5 points."""


VERDICTS: tuple[tuple[float, Verdict], ...] = (
    (2.5, Verdict.BLUNDER), (1.0, Verdict.MISTAKE), (MISTAKE, Verdict.INACCURACY))
"""The fixed steps of the verdict scale in points, highest first."""

ESCALATION = 64
"""A decision is weighed on further batches of deals up to this many times the first deals
(and solver nodes) at most..."""
ESCALATION_WORK = 16
"""... and up to this many times the work of its first deals (the cards its rollouts play,
:meth:`~dokodesk.ai.search.Effort.work`; a reservation: its deals, each played out whole):
what bounds the time of an early decision, whose deals are played out by rollouts."""

JUDGE_EFFORT = Effort(samples=48, max_samples=48, extra_samples=0, reservation_samples=24,
                      play_budget=16_000, node_budget=400_000, time_cap=None)
"""The first batch of a judgement: counted, so that it replays; it gets further batches up to
:data:`ESCALATION` times of each count (:func:`escalated`)."""


def margin(se: float) -> float:
    """The uncertainty shown with a loss: two standard errors (the loss less it is what the
    verdict goes by)."""
    return TIE_Z * se


def help_text(lang: str) -> str:
    """The verdict scale and the tie rule in words, with the numbers of this module (the
    app's help of the analysis and the Tipp)."""
    steps = {v.value: step for step, v in VERDICTS} | {"floor": TIE_FLOOR}
    return judging_help(steps, ESCALATION, CLEAR_Z / TIE_Z, ANNOUNCE_BAR, lang)


def verdict_line(c: Judged) -> Tip | None:
    """Why a flagged choice has its verdict: what of its loss is sure (the loss less
    :func:`margin`) and the steps; None where it has none."""
    if c.verdict is Verdict.NONE:
        return None
    steps = {v.value: step for step, v in VERDICTS}
    return Tip("verdict_why", {"verdict": VERDICT_NAMES[c.verdict.value], "loss": c.loss,
                               "pm": margin(c.se), "low": max(0.0, c.loss - margin(c.se)),
                               **steps})


def tied(loss: float, se: float) -> bool:
    """Whether a loss against the first choice is within noise: below ``max(2 x se, 0.1)``,
    or not yet :data:`CLEAR_Z` standard errors while two of them more stay below
    :data:`MISTAKE`.

    >>> tied(0.25, 0.1), tied(0.25, 0.2), tied(0.08, 0.0), tied(0.15, 0.05), tied(0.25, 0.07)
    (False, True, True, True, False)
    """
    return loss < max(TIE_Z * se, TIE_FLOOR) or (
        loss < CLEAR_Z * se and loss + TIE_Z * se < MISTAKE)


def verdict(loss: float, se: float) -> Verdict:
    """The verdict of a choice losing ``loss`` points (standard error ``se``): where the loss
    is clear of noise (:data:`CLEAR_Z` standard errors), the highest step of
    :data:`VERDICTS` it reaches with two standard errors less; none where tied or where no
    step is reached so.

    >>> [verdict(x, 0.0).value for x in (0.2, 0.3, 1.2, 2.5)]
    ['none', 'inaccuracy', 'mistake', 'blunder']
    >>> verdict(1.2, 0.15).value, verdict(1.2, 0.35).value
    ('inaccuracy', 'none')
    """
    if tied(loss, se) or loss < CLEAR_Z * se:
        return Verdict.NONE
    sure = loss - TIE_Z * se
    return next((v for step, v in VERDICTS if sure >= step), Verdict.NONE)


class Judged(NamedTuple):
    """One choice as judged."""

    choice: Choice
    se: float
    """The standard error of its difference to the first choice over the paired deals (0 for
    the first, and where the deals cannot tell)."""
    tied: bool
    """As good as the first within noise (:func:`tied`); the first is tied with itself."""
    verdict: Verdict

    @property
    def action(self) -> Action | None:
        return self.choice.action

    @property
    def expected(self) -> float:
        return self.choice.expected

    @property
    def loss(self) -> float:
        return self.choice.loss

    @property
    def win_share(self) -> float:
        return self.choice.win_share

    @property
    def facts(self) -> Facts:
        return self.choice.facts


class Judgement(NamedTuple):
    """Every legal choice judged, the first being the one to make (as Profi would)."""

    choices: tuple[Judged, ...]
    samples: int
    """The sampled deals the choices were compared on."""
    salt: int
    escalated: bool
    """The first deals left it unclear: weighed on further batches of deals."""
    complete: bool = True
    """False where a time cap stopped it early (a weaker answer; not cached)."""
    advice: Advice = Advice((), 0)
    """The weighing it was made from (its choices in the same order)."""

    @property
    def best(self) -> Judged:
        return self.choices[0]

    def of(self, action: Action | None) -> Judged | None:
        """The choice ``action``, if judged."""
        return next((c for c in self.choices if c.action == action), None)

    def ties(self) -> tuple[Judged, ...]:
        """The choices after the first that are as good as it."""
        return tuple(c for c in self.choices[1:] if c.tied)


def paired_se(values: tuple[float, ...], first: tuple[float, ...]) -> float:
    """The standard error of the mean difference of two choices' values over the deals both
    were played on (the first ones of each: 0 where they differ by the same in every deal;
    infinite with fewer than two deals).

    >>> paired_se((1.0, 2.0, 3.0), (2.0, 3.0, 4.0))
    0.0
    >>> round(paired_se((0.0, 1.0, 0.0, 1.0), (0.0, 0.0, 0.0, 0.0)), 3)
    0.289
    """
    n = min(len(values), len(first))
    if n < 2:
        return math.inf
    diffs = [a - b for a, b in zip(first[:n], values[:n], strict=True)]
    mean = math.fsum(diffs) / n
    return math.sqrt(math.fsum((d - mean) ** 2 for d in diffs) / (n - 1) / n)


def judged(advice: Advice, salt: int, escalated: bool = False,
           complete: bool = True) -> Judgement:
    """The judgement of ``advice``'s choices: the loss, standard error, tie and verdict of each
    against the first (``escalated``: weighed on further deals)."""
    return Judgement(compare(list(advice.choices)), advice.samples, salt, escalated, complete,
                     advice)


def compare(choices: list[Choice]) -> tuple[Judged, ...]:
    """``choices`` judged against the first of them: the loss (raw: how much less it is worth,
    at least 0), its standard error over the paired deals, the tie and the verdict."""
    if not choices:
        return ()
    first = choices[0]
    out = [Judged(first._replace(loss=0.0), 0.0, True, Verdict.NONE)]
    for c in choices[1:]:
        loss = max(0.0, first.expected - c.expected)
        se = paired_se(c.values, first.values) if c.values and first.values else 0.0
        out.append(Judged(c._replace(loss=loss), se, tied(loss, se), verdict(loss, se)))
    return tuple(out)


CLEAR_Z = 4.0
"""Standard errors a difference must reach to count (shown as a difference below the first
verdict step, or flagged): twice the uncertainty shown with it."""
DOUBT_Z = 3.0
"""Standard errors by which a tie is doubted: it may hide a mistake while its loss and this many
standard errors reach :data:`MISTAKE` (:func:`contested`; a tied choice is often one left on
fewer deals than the others, and among several tied choices one is often off by two)."""
FINE = 0.05
"""The standard error at which what more deals could change of a choice (:func:`contested`) is
left as it is."""
PRECISION = 0.1
"""The standard error every difference to the first should reach where the budget allows
(:func:`imprecise`)."""


def contested(c: Judged, first: Choice) -> bool:
    """Whether more deals could change whether ``c`` is tied with the first or flagged: a tie
    whose loss and :data:`DOUBT_Z` standard errors reach :data:`MISTAKE` (it may hide a mistake), a
    difference not yet clear (:data:`CLEAR_Z`), each while its standard error is above
    :data:`FINE`; or a difference resting on a few deals (:func:`rare`).

    >>> first = Choice(None, 0.0, 0.0, 0.0, 0.0)
    >>> [contested(Judged(first._replace(loss=loss), se, tied(loss, se), Verdict.NONE), first)
    ...  for loss, se in ((0.2, 0.06), (0.05, 0.1), (0.0, 0.09), (0.5, 0.2), (1.5, 0.2),
    ...                   (0.2, 0.04))]
    [True, True, False, True, False, False]
    """
    if not math.isfinite(c.se):
        return False
    if c.se > FINE:
        if c.tied and c.loss + DOUBT_Z * c.se >= MISTAKE:
            return True
        if not c.tied and c.loss < CLEAR_Z * c.se:
            return True
    return rare(c.choice, first)


def imprecise(c: Judged) -> bool:
    """Whether the difference of ``c`` to the first is less precise than :data:`PRECISION`.

    >>> c = Judged(Choice(None, 0.0, 0.0, 0.0, 1.2), 0.15, False, Verdict.MISTAKE)
    >>> imprecise(c), imprecise(c._replace(se=0.08))
    (True, False)
    """
    return math.isfinite(c.se) and c.se > PRECISION


FEW_DEALS = 12
"""Fewer deals than this carrying a difference count it badly (its standard error too)."""


def rare(c: Choice, first: Choice) -> bool:
    """Whether the difference of ``c`` to ``first`` rests on fewer than :data:`FEW_DEALS` of
    the paired deals (those where they differ by more than :data:`TIE_FLOOR` and half their
    largest difference), while that many such deals would make a difference beyond the floor.

    >>> first = Choice(None, 0.0, 0.0, 0.0, 0.0, values=(1.0,) * 20)
    >>> rare(first._replace(values=(0.0,) * 3 + (1.0,) * 17), first)
    True
    >>> rare(first._replace(values=(0.0,) * 20), first), rare(first, first)
    (False, False)
    """
    n = min(len(c.values), len(first.values))
    if not n:
        return False
    diffs = [abs(a - b) for a, b in zip(first.values[:n], c.values[:n], strict=True)]
    top = max(diffs)
    bar = max(TIE_FLOOR, top / 2)
    return sum(1 for d in diffs if d > bar) < FEW_DEALS and FEW_DEALS * top / n >= TIE_FLOOR


def wanted(j: Judgement) -> frozenset[Action]:
    """The choices to weigh on a further batch of deals: those :func:`contested`, else those
    :func:`imprecise`, and the first (a card stands for the announcements scored on it); none
    where no choice is so.

    >>> c = Choice(Play(0, DK), 0.0, 0.0, 0.0, 0.0)
    >>> sure = Judged(c._replace(action=Play(0, 3), loss=2.0), 0.1, False, Verdict.MISTAKE)
    >>> wanted(Judgement((Judged(c, 0.0, True, Verdict.NONE), sure), 48, 0, False))
    frozenset()
    >>> near = Judged(c._replace(action=Play(0, 4), loss=0.2), 0.2, True, Verdict.NONE)
    >>> vague = Judged(c._replace(action=Play(0, 5), loss=2.0), 0.3, False, Verdict.NONE)
    >>> [sorted(a.card for a in wanted(Judgement((Judged(c, 0.0, True, Verdict.NONE), sure,
    ...                                          *more), 48, 0, False))) for more in
    ...  ((near, vague), (vague,))]
    [[4, 21], [5, 21]]
    """
    first = j.best.choice
    asked = [c for c in j.choices[1:] if contested(c, first)]
    if not asked:
        asked = [c for c in j.choices[1:] if imprecise(c)]
    if not asked:
        return frozenset()
    return frozenset(c.action for c in (j.best, *asked) if c.action is not None)


def position_key(v: View, legal: tuple[Action, ...]) -> str:
    """A stable digest of what the player sees and may do (the same in every process and on
    every machine: never Python's salted ``hash``)."""
    text = repr((v.player, v.rules, v.first, v.owes_pflichtsolo, v.hand, v.history,
                 v.bock, v.bock_waiting, legal))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def seed_of(key: str, salt: int) -> int:
    """The seed of the deals for position ``key`` and ``salt``.

    >>> seed_of("00ff", 0) == seed_of("00ff", 0) != seed_of("00ff", 1)
    True
    """
    digest = hashlib.blake2b(f"{key}/{salt}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & 0x7FFF_FFFF


def escalated(effort: Effort) -> Effort:
    """What a decision may reach with its further batches: :data:`ESCALATION` times the deals
    and nodes of ``effort``, :data:`ESCALATION_WORK` times its work and a reservation's
    deals."""
    return replace(effort, samples=effort.samples * ESCALATION,
                   max_samples=effort.max_samples * ESCALATION,
                   reservation_samples=effort.reservation_samples * ESCALATION_WORK,
                   play_budget=effort.play_budget * ESCALATION_WORK,
                   node_budget=effort.node_budget * ESCALATION)


_CACHE: OrderedDict[tuple[str, int, Effort, Effort], Judgement] = OrderedDict()
_CACHE_SIZE = 512
_cache_lock = threading.Lock()


def judge(v: View, legal: tuple[Action, ...], *, salt: int = 0,
          budget: Effort = JUDGE_EFFORT, cancelled: Cancel | None = None,
          time_cap: float | None = None) -> Judgement:
    """The judgement of the decision ``legal`` of ``v.player`` from ``v`` (see the module's
    text). ``cancelled`` calls it off (raising :class:`~dokodesk.ai.search.Cancelled`);
    ``time_cap`` (seconds), where the caller accepts a weaker answer, stops it early: no
    further samples once it has passed, and the answer says so.

    Whatever ``budget`` says, the rollouts play to the end, where Profi's hand the last tricks
    to the solver (:attr:`~dokodesk.ai.search.Effort.handover_tricks`): a judgement weighs a
    choice on up to 64 times Profi's deals, and the solver's endgames on all of them would make
    a Tipp take seconds."""
    budget = replace(budget, time_cap=None, handover_tricks=0)
    most = escalated(budget)
    key = (position_key(v, legal), salt, budget, most)
    with _cache_lock:
        kept = _CACHE.get(key)
        if kept is not None:
            _CACHE.move_to_end(key)
            return kept
    deadline = None if time_cap is None else time.monotonic() + time_cap
    seed = seed_of(key[0], salt)
    more = 0

    def more_of(advice: Advice) -> frozenset[Action]:
        nonlocal more
        if deadline is not None and time.monotonic() >= deadline:
            return frozenset()
        asked = wanted(judged(advice, salt))
        more += bool(asked)
        return asked

    effort = budget if deadline is None else replace(budget, time_cap=time_cap)
    further = Further(more_of, most) if _sampled(legal) else None
    advice = advise(v, legal, effort, seed, cancelled, further)
    complete = deadline is None or time.monotonic() < deadline
    answer = judged(advice, salt, escalated=more > 0, complete=complete)
    if answer.complete:
        with _cache_lock:
            _CACHE[key] = answer
            while len(_CACHE) > _CACHE_SIZE:
                _CACHE.popitem(last=False)
    return answer


def _sampled(legal: tuple[Action, ...]) -> bool:
    """Whether more deals could tell the choices apart (more than one choice)."""
    return len(legal) > 1


def first_choice(j: Judgement) -> Action | None:
    """What the judgement says to do first: the first card where a card is to be played (an
    announcement to make comes from :func:`~dokodesk.ai.advice.tip`'s rule), else the first
    choice."""
    cards = [c for c in j.choices if isinstance(c.action, Play)]
    ranked = cards or list(j.choices)
    return ranked[0].action if ranked else None


# --- the Tipp in words ----------------------------------------------------------------------


def announcement(j: Judgement) -> Judged | None:
    """The announcement to make with the first card, by Profi's bar of win shares
    (:func:`~dokodesk.ai.players.announcement_to_make`), or None."""
    announces = [c for c in j.choices if isinstance(c.action, Announce)]
    made = announcement_to_make([(c.action, c.win_share) for c in announces
                                 if isinstance(c.action, Announce)])
    return next((c for c in announces if c.action == made), None)


def advised(j: Judgement) -> Action | None:
    """The Tipp's first choice, as the level ``tipp`` plays it: the announcement to make, else
    the first card, else the first choice."""
    made = announcement(j)
    return made.action if made is not None else first_choice(j)


def tip(j: Judgement, v: View, alternatives: int = 3) -> list[Tip]:
    """The Tipp for ``v`` in lines: what to do and why, then every choice as good as it
    ("gleich gut") and what the next choices cost, with their verdict."""
    if not j.choices:
        return []
    party = v.parties[v.player]
    advice = j.advice
    lines: list[Tip] = []
    cards = [c for c in j.choices if isinstance(c.action, Play)]
    announces = [c.choice for c in j.choices if isinstance(c.action, Announce)]
    pigs = [c for c in j.choices if isinstance(c.action, Pigs)]
    if pigs:
        lines.append(reason(pigs[0].choice, (), party))
        if not cards:
            return lines
    if cards:
        best = cards[0]
        single = len({c.action.card for c in cards if isinstance(c.action, Play)}) == 1
        if announces:
            made = announcement(j)
            lines.append(reason(made.choice, announces, party) if made is not None
                             else reason(best.choice._replace(action=None), announces, party))
        if best.choice.facts.genscher is not None:  # the card, then whom it names
            plain = best.choice._replace(facts=best.choice.facts._replace(genscher=None))
            lines.append(reason(plain, [c.choice for c in cards], party, only=single))
        lines.append(reason(best.choice, [c.choice for c in cards[1:]], party, only=single))
        others = _other_cards(cards)
    else:
        best = j.best
        lines.append(reason(best.choice, [c.choice for c in j.choices[1:]], party))
        others = list(j.choices[1:])
    if advice.ruled:
        others = [c for c in others if not is_throw(c.choice)]
    ties = [c for c in others if c.tied]
    dearer = [c for c in others if not c.tied]
    noisy = [c for c in ties if c.loss >= TIE_FLOOR]
    for other in [c for c in ties if c.loss < TIE_FLOOR]:
        lines.append(other_line(other, party))
    if len(noisy) > 1:  # one line for the choices tied by the noise alone
        lines.append(Tip("as_good_noisy_many", {"actions": noisy_words(
            [(action_words(c.action, party), c.loss) for c in noisy])}))
    else:
        lines += [other_line(c, party) for c in noisy]
    shown = len(ties) - len(noisy) + min(1, len(noisy))  # the lines of the ties
    for other in dearer[:max(0, alternatives - shown)]:
        lines.append(other_line(other, party))
    return lines


def other_line(c: Judged, party: str | None) -> Tip:
    """What another choice is worth against the first: as good (tied: where only by the noise,
    with the loss estimated and that it is not sure, never called equal), or what it costs and
    its verdict."""
    words = action_words(c.action, party)
    if c.tied:
        if c.loss < TIE_FLOOR:  # as good, however sure
            return Tip("as_good", {"action": words})
        # tied by the noise alone: what it is estimated to lose, and that it is not sure
        return Tip("as_good_noisy", {"action": words, "loss": c.loss})
    if c.verdict is Verdict.NONE:
        return Tip("costs", {"action": words, "loss": c.loss, "pm": margin(c.se)})
    return Tip("costs_verdict", {"action": words, "loss": c.loss, "pm": margin(c.se),
                                 "verdict": VERDICT_WORDS[c.verdict.value]})


def _other_cards(cards: list[Judged]) -> list[Judged]:
    """The cards after the first, the first Karo-König once only (the best of its plays: with
    no partner or naming one)."""
    seen = isinstance(cards[0].action, Play) and cards[0].action.card == DK
    out = []
    for c in cards[1:]:
        king = isinstance(c.action, Play) and c.action.card == DK
        if not (king and seen):
            out.append(c)
        seen = seen or king
    return out


# --- the level ``tipp`` ---------------------------------------------------------------------


class TippPlayer:
    """The level ``tipp`` (command line and benchmarks only): at every decision in its turn
    the Tipp's first choice (:func:`advised`), judged exactly as the table's Tipp (salt 0,
    :data:`JUDGE_EFFORT`)."""

    out_of_turn = False
    """Like the Tipp, it weighs only its own turn."""

    def __init__(self, budget: Effort = JUDGE_EFFORT) -> None:
        self.budget = budget

    def act(self, v: View, legal: tuple[Action, ...]) -> Action | None:
        if not legal or v.to_act != v.player:
            return None
        choice = advised(judge(v, legal, salt=0, budget=self.budget))
        return choice if choice in legal else legal[0]


def player_for(level: str, seed: int = 0) -> Player:
    """A player of one of :data:`~dokodesk.engine.table.SELFPLAY_LEVELS`: ``tipp``, or a
    computer level (:func:`~dokodesk.ai.players.make_player`)."""
    return TippPlayer() if level == "tipp" else make_player(level, seed)
