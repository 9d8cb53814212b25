"""Advice for a player: every legal choice evaluated the way Profi decides (deals sampled
consistently with everything the player knows, the solver near the end), with what each is
worth and the facts of the situation a reason is worded from. The Tipp, the analysis of a
game and the command line's ``analyse`` are built on it.

What a choice is worth is its expected value over the sampled deals in game points for the
player, with his team's Augen counted as Profi counts them (:data:`~dokodesk.ai.players.
AUGEN_VALUE` a point each). Every choice is tried on the same deals, so the differences
between them are fair even where few deals are drawn.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Reserve, apply, new_game, turn
>>> from dokodesk.engine.view import view
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=3))
>>> while state.phase.value == "reservations":
...     state = apply(state, Reserve(state.to_act, "gesund"))
>>> advice = advise(view(state, state.to_act), turn(state).actions(), Effort(samples=6,
...                 max_samples=6, workers=1), seed=1)
>>> len(advice.choices) > 1 and advice.choices[0].loss == 0.0
True
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from typing import NamedTuple

from dokodesk.ai.determinize import deal_seeds
from dokodesk.ai.heuristic import (
    GenscherJudgement,
    HandJudgement,
    Situation,
    judge_genscher,
    judge_hand,
    partner_holds,
    pig_call,
    reserve_heuristic,
    situation_from_view,
    takes_trick,
)
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import (
    ANNOUNCE_BAR,
    genscher_offers,
    profi_column,
    value,
)
from dokodesk.ai.search import (
    Cancel,
    Effort,
    Outcome,
    play_deals,
    reservation_deals,
    roll_out,
    run_batches,
)
from dokodesk.engine.cards import ACE, AUGEN, CJ, DA, DK, Card, deck, rank_of
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Action,
    Announce,
    Concede,
    Phase,
    Pigs,
    Play,
    PovertyReply,
    Reservation,
    Reserve,
    Return,
    State,
    apply,
    new_game,
)
from dokodesk.engine.order import TRUMP, order_for
from dokodesk.engine.view import View
from dokodesk.text.hints import ANNOUNCED_TOO, Tip, action_words, hand_words, throw_why
from dokodesk.text.words import DeEn


class Facts(NamedTuple):
    """What was true of a card in the position, or what the rule of a house-rule choice saw
    (a reason is worded from these alone, so that it cannot contradict the choice)."""

    lead: bool = False
    follows: bool = False
    """A card of the suit led (a trump to a trump led)."""
    trumps_in: bool = False
    """A trump to a plain suit led."""
    wins_now: bool = False
    """The card leads the trick once played."""
    sure: bool = False
    """... and nobody still to play who is not a known partner may beat it."""
    partner_sure: bool = False
    """A known partner already leads the trick and nobody after may take it."""
    cheapest: bool = False
    """No legal card has fewer Augen."""
    cheapest_winner: bool = False
    """Of the cards that would lead the trick, none has fewer Augen."""
    augen: int = 0
    trump: bool = False
    ace: bool = False
    catches_fox: bool = False
    """An opponent's Fuchs lies in the trick and the card leads it."""
    fox: bool = False
    """The card is a Fuchs (the Karo-Ass of the normal order)."""
    karlchen_last: bool = False
    """The Kreuz-Bube in the last trick."""
    keeps_trump: bool = False
    """A discard of a plain card that keeps the player's trumps."""
    genscher: GenscherJudgement | None = None
    """The first Karo-König where a Genscher is offered: what the Genscher rule saw."""
    hand: HandJudgement | None = None
    """Throwing the hand in (Schmeißen): what the throw rule saw in the hand."""
    throw_limit: int = 0
    """... and the number of the reason it may be thrown for (5 for five nines)."""


class Choice(NamedTuple):
    """One legal choice and what it is worth."""

    action: Action | None
    """None: making no announcement (where the analysis weighs one)."""
    expected: float
    """The mean value over the sampled deals (game points, Augen counted a little)."""
    points: float
    """The mean game points alone."""
    win_share: float
    """In how many of the deals the player's party wins (0-1)."""
    loss: float
    """How much less than the best choice it is worth (0 for the best)."""
    facts: Facts = Facts()
    """For a card: what was true of it (the reason is worded from this)."""
    values: tuple[float, ...] = ()
    """The value in each sampled deal, in the order of the deals (the same deals for every
    choice of one piece of advice)."""
    augen: float = 0.0
    """The mean Augen of the player's team at the end of the sampled deals."""
    events: tuple[int, ...] = ()
    """What happened in each sampled deal (:attr:`~dokodesk.ai.search.Outcome.events`, with
    :data:`WON` where the player's party won), in the order of :attr:`values`."""


class Advice(NamedTuple):
    """Every legal choice, best first, and on how many deals they were compared."""

    choices: tuple[Choice, ...]
    samples: int
    ruled: bool = False
    """The first choice is the one the computer players' rule makes (whether to throw the
    hand in), not the best sampled one: the others' values are what they would score."""

    @property
    def best(self) -> Choice:
        return self.choices[0]

    def of(self, action: Action) -> Choice | None:
        """The choice ``action``, if it was evaluated."""
        return next((c for c in self.choices if c.action == action), None)


class Further(NamedTuple):
    """How a piece of advice may go on: after each batch of deals it asks ``wanted`` which
    choices to weigh on a further batch (given the advice so far; none: enough), and draws
    one (of the size of the first, or of half the deals so far where that is more) while the
    counts of ``most`` allow (its sampled deals, reservation deals and its work,
    :meth:`~dokodesk.ai.search.Effort.work`). The deals come from the same seeded stream: the
    answer replays. A choice wanted again after it was left out first gets the deals it
    missed; one left out keeps the deals it was played on (the first ones): what it is worth
    is then the first choice's worth less their difference on those deals
    (:func:`anchored`)."""

    wanted: Callable[[Advice], frozenset[Action]]
    most: Effort


def advise(v: View, legal: tuple[Action, ...], effort: Effort, seed: int = 0,
           cancelled: Cancel | None = None, further: Further | None = None) -> Advice:
    """Every choice in ``legal`` for ``v.player`` (who must act) evaluated from ``v``: cards
    (and with the best card each announcement), reservations, an Armut reply or return; with
    ``further``, on more batches of deals while it wants them."""
    rng = random.Random(seed * 7_919 + len(v.history) * 31 + v.player)
    choices: list[Action] = [a for a in legal if not isinstance(a, Concede)]
    if v.phase is Phase.SCHWEINE:
        return Advice(_pig_advice(choices), 0)
    if v.phase is Phase.PLAY:
        advice = _play_advice(v, choices, effort, rng, cancelled, further)
        return advice._replace(choices=advice.choices + _pig_advice(choices))
    if v.phase is Phase.RESERVATIONS:
        return _reservation_advice(v, choices, effort, rng, cancelled, further)
    return _exchange_advice(v, choices, effort, rng, cancelled, further)


def _go_on(further: Further | None, advice: Advice, done: int, most: int) -> frozenset[Action]:
    """The choices ``further`` wants weighed on another batch after ``advice`` on ``done``
    deals, where ``most`` are allowed (none: enough, or no more allowed)."""
    if further is None or not 0 < done < most:
        return frozenset()
    return further.wanted(advice)


NO_FACTS = Facts()


def _pig_advice(legal: list[Action]) -> tuple[Choice, ...]:
    """Schweine or Superschweine as Profi says them, whenever they may be said
    (:func:`~dokodesk.ai.heuristic.pig_call`); their worth is not sampled. In the play they
    come after the cards, which stay best first."""
    call = pig_call(tuple(legal))
    return () if call is None else (Choice(call, 0.0, 0.0, 0.0, 0.0, NO_FACTS, ()),)


WON = 64
"""A bit of :attr:`Choice.events`: the player's party won the deal."""


def summary(action: Action | None, rows: Sequence[Outcome], facts: Facts = NO_FACTS) -> Choice:
    """The choice ``action`` worth what its sampled ``rows`` say."""
    n = max(1, len(rows))
    values = tuple(value(o) for o in rows)
    points = augen = won = 0
    events = []
    for o in rows:
        points += o.points
        augen += o.augen
        won += o.won
        events.append(o.events | (WON if o.won else 0))
    return Choice(action, sum(values) / n, points / n, won / n, 0.0, facts, values,
                  augen / n, tuple(events))


def _ranked(choices: list[Choice], samples: int, first: Choice | None = None) -> Advice:
    """The ``choices`` best first (``first``, where given: the one Profi plays by its rule)."""
    ordered = sorted(choices, key=lambda c: -c.expected)
    if first is not None:
        ordered.sort(key=lambda c: c is not first)
    top = ordered[0].expected if ordered else 0.0
    return Advice(tuple(c._replace(loss=max(0.0, top - c.expected)) for c in ordered), samples)


# --- cards and announcements ----------------------------------------------------------------


def _play_advice(v: View, legal: list[Action], effort: Effort, rng: random.Random,
                 cancelled: Cancel | None, further: Further | None = None) -> Advice:
    k = knowledge(v)
    cards = tuple(dict.fromkeys(a.card for a in legal if isinstance(a, Play)))
    announces = sorted((a for a in legal if isinstance(a, Announce)), key=lambda a: a.level)
    levels = tuple(a.level for a in announces)
    if not cards:  # not this player's turn to play: only the announcements
        return Advice((), 0)
    partners = genscher_offers(legal)
    plays = [Play(v.player, card) for card in cards]
    plays += [Play(v.player, DK, q) for q in partners]
    moves = len(plays)
    batch = min(effort.samples, effort.affordable(v, moves))
    nodes = effort.solve_nodes(v, moves)  # for every deal, also of a later batch
    seeds: list[int] = []  # of the deals played, in order
    columns: list[list[Outcome]] = [[] for _ in plays]

    def play(indices: list[int], drawn: Sequence[int]) -> int:
        """The plays ``indices`` on the deals of ``drawn``: the columns of those behind the
        others take the deals they missed, all of them new deals (then kept); their count."""
        rows = play_deals(v, k, tuple(cards[i] for i in indices if i < len(cards)), effort,
                          drawn, cancelled, levels,
                          tuple(partners[i - len(cards)] for i in indices if i >= len(cards)),
                          nodes)
        new = len(columns[indices[0]]) == len(seeds)
        for seed, row in zip(drawn, rows, strict=True):
            if row is None:
                assert new, "a seed that gave a deal gives it again"
                continue
            if new:
                seeds.append(seed)
            for i, outcome in zip(indices, row, strict=True):
                columns[i].append(outcome)
        return sum(row is not None for row in rows)

    if not play(list(range(moves)), deal_seeds(rng, batch)):
        return Advice((), 0)
    situation = situation_from_view(v, k)
    genscher = judge_genscher(v, tuple(legal))
    facts = [card_facts(v, situation, play.card) for play in plays]
    facts = [f._replace(genscher=genscher) if play.card == DK and genscher is not None else f
             for play, f in zip(plays, facts, strict=True)]

    kept: dict[tuple[int, int], Choice] = {}
    raised: dict[tuple[int, int], list[Outcome]] = {}

    def summed(i: int, n: int) -> Choice:
        """The summary of the first ``n`` deals of column ``i`` (a column only grows)."""
        if (i, n) not in kept:
            kept[i, n] = summary(plays[i], columns[i][:n], facts[i])
        return kept[i, n]

    def weighed() -> Advice:
        n = max(len(column) for column in columns)
        full = [i for i, column in enumerate(columns) if len(column) == n]
        rows = [[columns[i][d] for i in full] for d in range(n)]
        # the column Profi plays (into a trick already lost maybe a cheaper card than the
        # best ranked): the announcements are scored on it, and it comes first
        pick = full[profi_column(v, tuple(cards[i] for i in full if i < len(cards)), rows)]
        top = summed(pick, n)
        choices = [top if i == pick else
                   anchored(summed(i, len(columns[i])), top, summed(pick, len(columns[i])))
                   for i in range(len(plays))]
        for j, announce in enumerate(announces):
            scored = raised.setdefault((pick, j), [])  # the column as if announced
            scored += [o.announced(j) for o in columns[pick][len(scored):]]
            choices.append(summary(announce, scored))
        return _ranked(choices, n, choices[pick])

    advice = weighed()
    most = 0 if further is None else further.most.affordable(v, 1)  # deals at most
    budget = 0 if further is None else further.most.play_budget  # (Effort.work)
    played = len(seeds) * effort.work(v, moves)
    while live := _go_on(further, advice, n := len(seeds), most):
        going = [i for i, p in enumerate(plays) if p in live]
        if len(going) < 2 and not any(isinstance(a, Announce) for a in live):
            break  # nothing left to compare the first with
        caught = False
        for i in going:  # a choice left out before: first the deals it missed
            missed = seeds[len(columns[i]):]
            missed = missed[:max(0, budget - played) // effort.work(v, 1)]
            if missed:
                played += play([i], missed) * effort.work(v, 1)
                caught = True
        each = effort.work(v, len(going))
        size = min(max(batch, n // 2), most - n, (budget - played) // each)
        found = 0
        if size > 0 and all(len(columns[i]) == n for i in going):
            found = play(going, deal_seeds(rng, size))
            played += found * each
        if not (caught or found):
            break
        advice = weighed()
    return advice


def anchored(c: Choice, top: Choice, head: Choice) -> Choice:
    """``c``, weighed on fewer deals than ``top``, as ``top``'s worth less their difference on
    those deals (``head``: ``top`` on the deals of ``c``, the first ones): so its loss is
    paired over the deals both were played on. The same ``c`` where it has as many deals.

    >>> from dokodesk.ai.search import Outcome
    >>> top = summary(None, [Outcome(1, 120, 6), Outcome(3, 120, 6)])
    >>> c = summary(None, [Outcome(0, 120, 6)])
    >>> anchored(c, top, summary(None, [Outcome(1, 120, 6)])).expected
    1.0
    """
    if len(c.values) >= len(top.values):
        return c
    return c._replace(expected=top.expected - head.expected + c.expected,
                      points=top.points - head.points + c.points,
                      win_share=min(1.0, max(0.0, top.win_share - head.win_share + c.win_share)),
                      augen=top.augen - head.augen + c.augen)


def card_facts(v: View, s: Situation, card: Card) -> Facts:
    """What is true of playing ``card`` in ``v`` (``s``: the player's situation)."""
    order = s.order
    trump = order.trump[card]
    legal = s.legal
    leads, sure = takes_trick(s, card, certain=True)
    common = Facts(augen=AUGEN[card], trump=trump, ace=rank_of(card) == ACE and not trump,
                   fox=card == DA and trump, wins_now=leads, sure=sure,
                   cheapest=AUGEN[card] == min(AUGEN[c] for c in legal))
    if not v.trick:
        return common._replace(lead=True)
    led = order.suit[v.trick[0]]
    follows = order.suit[card] == led
    winners = [c for c in legal if takes_trick(s, c)[0]]
    opponents_fox = any(c == DA and order.trump[c] and s.team[(v.leader + i) % 4] == -1
                        for i, c in enumerate(v.trick))
    return common._replace(
        follows=follows, trumps_in=not follows and trump and led != TRUMP,
        partner_sure=partner_holds(s, certain=True),
        cheapest_winner=leads and AUGEN[card] == min(AUGEN[c] for c in winners),
        catches_fox=leads and opponents_fox, karlchen_last=s.tricks_left == 1 and card == CJ,
        keeps_trump=not follows and not trump and any(order.trump[c] for c in s.hand))


# --- reservations ---------------------------------------------------------------------------


def _reservation_advice(v: View, legal: list[Action], effort: Effort, rng: random.Random,
                        cancelled: Cancel | None, further: Further | None = None) -> Advice:
    """Every reservation on sampled deals; throwing the hand in (Schmeißen) is decided by the
    computer players' rule (:func:`~dokodesk.ai.heuristic.reserve_heuristic`): where it
    throws, throwing comes first, worth nothing (no game is played)."""
    throws = [a for a in legal if isinstance(a, Reserve) and a.kind == Reservation.SCHMEISSEN]
    kinds = list(dict.fromkeys(a.kind for a in legal
                               if isinstance(a, Reserve) and a.kind != Reservation.SCHMEISSEN))
    batch = effort.reservation_samples
    if not kinds:
        return _thrown_in(v, legal, [], throws, batch)
    seeds = deal_seeds(rng, batch)  # of the deals played, in order
    results = reservation_deals(v, kinds, effort, seeds, cancelled)
    most = 0 if further is None else further.most.reservation_samples
    actions = {}
    for kind in kinds:
        options = [a for a in legal if isinstance(a, Reserve) and a.kind == kind]
        actions[kind] = max(options, key=lambda a: a.pflicht)

    def weighed() -> Advice:
        n = len(seeds)
        full = {kind: summary(actions[kind], results[kind]) for kind in kinds
                if len(results[kind]) == n}
        top = max(full, key=lambda kind: full[kind].expected)
        choices = [full[kind] if kind in full else
                   anchored(summary(actions[kind], results[kind]), full[top],
                            summary(actions[top], results[top][:len(results[kind])]))
                   for kind in kinds]
        return _thrown_in(v, legal, choices, throws, n)

    advice = weighed()
    while live := _go_on(further, advice, n := len(seeds), most):
        going = [kind for kind in kinds if actions[kind] in live]
        if len(going) < 2:
            break  # nothing left to compare the first with
        for kind in going:  # a kind left out before: first the deals it missed
            if len(results[kind]) < n:
                results[kind] += reservation_deals(v, [kind], effort,
                                                   seeds[len(results[kind]):], cancelled)[kind]
        drawn = deal_seeds(rng, min(batch, most - n))
        found = reservation_deals(v, going, effort, drawn, cancelled)
        seeds += drawn
        for kind in going:
            results[kind] += found[kind]
        advice = weighed()
    return advice


def _thrown_in(v: View, legal: list[Action], choices: list[Choice], throws: list[Reserve],
               n: int) -> Advice:
    """The reservations ``choices`` (on ``n`` deals) best first, with throwing the hand in
    (``throws``) first where the computer players' rule throws, else last."""
    if not throws:
        return _ranked(choices, n)
    plain = reserve_heuristic(v, tuple(legal), careful=True)
    thrown = Choice(plain if plain in throws else throws[0], 0.0, 0.0, 0.0, 0.0,
                    NO_FACTS._replace(hand=judge_hand(v.hand)), (0.0,) * n)
    thrown = thrown._replace(facts=thrown.facts._replace(
        throw_limit=v.rules.throw_reasons().get(throws[0].reason, 0)))
    ranked = sorted(choices, key=lambda c: -c.expected)
    ranked = [thrown, *ranked] if plain in throws else [*ranked, thrown]
    top = ranked[0].expected
    return Advice(tuple(c._replace(loss=max(0.0, top - c.expected)) for c in ranked),
                  n, ruled=True)


# --- the Armut exchange ---------------------------------------------------------------------


def _exchange_advice(v: View, legal: list[Action], effort: Effort, rng: random.Random,
                     cancelled: Cancel | None, further: Further | None = None) -> Advice:
    states: list[State] = []
    results: list[Outcome] = []

    def draw(n: int) -> None:
        found = [s for s in (sample_exchange(v, rng) for _ in range(n)) if s]
        tasks = [(state, action, v.player) for state in found for action in legal]
        results.extend(run_batches(_exchange_rows, tasks, effort.workers, cancelled))
        states.extend(found)

    def weighed() -> Advice:
        choices = [summary(action, results[i::len(legal)]) for i, action in enumerate(legal)]
        return _ranked(choices, len(states))

    draw(effort.samples)
    advice = weighed()
    most = 0 if further is None else further.most.samples
    while _go_on(further, advice, len(states), most):
        done = len(states)
        draw(min(effort.samples, most - done))
        if len(states) == done:
            break
        advice = weighed()
    return advice


def _exchange_rows(tasks: list[tuple[State, Action, int]]) -> list[Outcome]:
    """Worker entry: the outcome of each (state, choice, player), the rest rolled out."""
    return [roll_out(apply(state, action), player) for state, action, player in tasks]


def sample_exchange(v: View, rng: random.Random, tries: int = 40) -> State | None:
    """A position of the Armut exchange consistent with ``v``: the hidden hands (the poor
    player's hold plain cards only: he gave all his trumps) and the hidden given cards drawn at
    random, and the game replayed to this moment from the public history."""
    pov = v.poverty
    assert pov is not None
    normal = order_for("normal")
    size = v.rules.tricks_per_game
    mine = Counter(v.hand)
    if pov.given is not None:  # the taker: he took the given cards and returns some
        mine = mine - Counter(pov.given) + Counter(pov.returned or ())
    for _ in range(tries):
        pool = Counter(deck(v.rules.with_nines)) - mine
        if pov.given is not None:
            given = list(pov.given)
        else:
            pool -= Counter(pov.face_up)
            trumps = [c for c in pool.elements() if normal.trump[c]]
            rng.shuffle(trumps)
            given = [*pov.face_up, *trumps[: pov.given_count - len(pov.face_up)]]
        pool -= Counter(c for c in given if pov.given is None and c not in pov.face_up)
        if pov.given is not None:
            pool -= Counter(given)
        plain = [c for c in pool.elements() if not normal.trump[c]]
        rng.shuffle(plain)
        rest = plain[: size - len(given)]
        if len(rest) < size - len(given):
            continue
        pool -= Counter(rest)
        others = list(pool.elements())
        rng.shuffle(others)
        hands: list[list[Card]] = [[], [], [], []]
        hands[pov.poor] = [*rest, *given]
        hands[v.player] = list(mine.elements())
        dealt = iter(others)
        for p in range(4):
            if not hands[p]:
                hands[p] = [next(dealt) for _ in range(size)]
        state = _replayed(v, tuple(tuple(sorted(h)) for h in hands))
        if state is not None:
            return state
    return None


def _replayed(v: View, hands: tuple[tuple[Card, ...], ...]) -> State | None:
    """The game dealt ``hands`` replayed with ``v``'s public history (a Vorbehalt that lost
    read as gesund), or None when the history does not fit the hands."""
    state = new_game(v.setup_with(hands))
    try:
        for action in v.history:
            if isinstance(action, Reserve) and action.kind == Reservation.VORBEHALT:
                action = Reserve(action.player, Reservation.GESUND)
            state = apply(state, action)
    except IllegalAction:
        return None
    ok = state.phase is v.phase and state.to_act == v.to_act
    return state if ok else None


# --- the Tipp in words ----------------------------------------------------------------------


def card_reason(facts: Facts, only: bool = False) -> str:
    """The code of the reason for a card with these facts (a :data:`~dokodesk.text.hints.TIPS`
    code): chosen from the facts alone, so that a card that wins is never said to let the
    trick go, one that follows suit is never a discard, and a discard that is not the cheapest
    says why."""
    if only:
        return "only"
    if facts.lead:
        if facts.trump:
            return "lead_trump_sure" if facts.sure else "lead_trump"
        if facts.ace:
            return "lead_ace"
        if facts.sure:
            return "lead_standing"
        return "lead_low" if facts.cheapest else "best_average"
    if facts.wins_now:
        if facts.karlchen_last:
            return "karlchen"
        if facts.catches_fox:
            return "fuchs_catch"
        if facts.sure:
            return "win_cheapest_sure" if facts.cheapest_winner else "win_sure"
        return "win_risk"
    if facts.partner_sure:
        return "smear" if facts.augen >= 10 else ("partner_low" if facts.cheapest
                                                   else "best_average")
    if facts.follows:
        if facts.cheapest:
            return "trump_low" if facts.trump else "follow_low"
        return "best_average"
    if facts.trumps_in:
        return "best_average"
    if facts.cheapest:
        return "discard_cheapest"
    return "discard_keep_trump" if facts.keeps_trump else "best_average"


def reason(best: Choice, others: Sequence[Choice], party: str | None,
           only: bool = False) -> Tip:
    """Why ``best`` is the choice to make, against the ``others`` (``party``: the player's,
    where known; ``only``: it is the one legal card)."""
    action = best.action
    if isinstance(action, Play):
        if best.facts.genscher is not None:
            return genscher_reason(best, others)
        return Tip(card_reason(best.facts, only), {"card": action.card})
    if isinstance(action, Announce):
        return Tip("announce", {"action": action_words(action, party), "share": best.win_share})
    if action is None:  # no announcement: the lowest one would win below Profi's bar
        lowest = min((c for c in others if isinstance(c.action, Announce)),
                     key=lambda c: c.action.level if isinstance(c.action, Announce) else 0)
        assert isinstance(lowest.action, Announce)
        return Tip("not_yet", {"action": action_words(lowest.action, party),
                               "share": lowest.win_share,
                               "bar": ANNOUNCE_BAR[lowest.action.level]})
    if isinstance(action, PovertyReply):
        accepting = best if action.accept else next(
            (c for c in others if isinstance(c.action, PovertyReply)), best)
        return Tip("accept" if action.accept else "decline", {"share": accepting.win_share})
    if isinstance(action, Return):
        return Tip("give_back", {"card": action.card})
    if isinstance(action, Pigs):
        return Tip("pigs" if action.say else "no_pigs", {"action": action_words(action, party)})
    thrown = next((c for c in (best, *others) if is_throw(c)), None)
    if thrown is not None:
        return throw_reason(thrown, advised=thrown is best)
    return Tip("reserve", {"action": action_words(action, party), "points": best.expected})


def is_throw(c: Choice) -> bool:
    return isinstance(c.action, Reserve) and c.action.kind == Reservation.SCHMEISSEN and (
        c.facts.hand is not None)


def throw_reason(thrown: Choice, advised: bool) -> Tip:
    """Why to throw the hand in (``advised``) or not, from what the throw rule saw in it."""
    hand = thrown.facts.hand
    assert hand is not None and isinstance(thrown.action, Reserve)
    details: dict[str, object] = {
        "why": throw_why(thrown.action.reason, thrown.facts.throw_limit),
        "hand": hand_words(hand.trumps, hand.highest, hand.aces)}
    if advised:
        return Tip("throw", details)
    return Tip("keep_solo" if hand.weak else "keep", details)


NO_WORDS = DeEn("", "")


def genscher_reason(king: Choice, others: Sequence[Choice]) -> Tip:
    """Why to play the first Karo-König ``king`` naming its partner, or naming nobody: what
    it scored on the sampled deals against the best of the other ways (``others``), and the
    Augen the team with that partner has taken."""
    g = king.facts.genscher
    action = king.action
    assert g is not None and isinstance(action, Play)
    kings = [(c, c.action) for c in others if isinstance(c.action, Play) and c.action.card == DK]
    if action.partner is not None:
        plain = next(c for c, play in kings if play.partner is None)
        return Tip("genscher", _genscher_details(g, action.partner) | {
            "gain": king.expected - plain.expected})
    named, play = max(((c, p) for c, p in kings if p.partner is not None),
                      key=lambda pair: pair[0].expected)
    assert play.partner is not None
    loss = king.expected - named.expected
    return Tip("no_genscher" if loss >= 0.05 else "no_genscher_even",
               _genscher_details(g, play.partner) | {"loss": loss})


def king_reason(choices: Sequence[Choice]) -> Tip | None:
    """Whom the first Karo-König should name (or nobody), among ``choices`` of a card: the
    reason of its best play (:func:`genscher_reason`); None where no Genscher was offered."""
    kings = [c for c in choices if isinstance(c.action, Play) and c.action.card == DK
             and c.facts.genscher is not None]
    if len(kings) < 2:
        return None
    best = max(kings, key=lambda c: c.expected)
    return genscher_reason(best, [c for c in kings if c is not best])


def _genscher_details(g: GenscherJudgement, partner: int) -> dict[str, object]:
    return {"player": partner, "augen": g.augen[partner],
            "said": ANNOUNCED_TOO if partner in g.said else NO_WORDS}
