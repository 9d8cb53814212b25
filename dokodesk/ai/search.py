"""Determinized search (PIMC) for the Profi level.

For a decision the player samples hidden hands consistent with its view
(:mod:`dokodesk.ai.determinize`), and on every sample scores each legal card: with the exact
solver (:mod:`dokodesk.ai.solver`) when few tricks are left, else with a heuristic rollout that
hands the last tricks to the solver (:attr:`Effort.handover_tricks`). The score of a sample is
the player's game points from the engine's scoring (announcements and Sonderpunkte included),
with the team's Augen as tie-break.

The effort is set by counts (samples, solver nodes) so that seeded games are reproducible; an
optional wall-clock cap may cut the samples short for interactive play. Samples are spread over
a long-lived process pool (:func:`shutdown` ends it); workers run top-level functions only and
install no signal handlers, so a GUI may call this from a worker thread.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import CancelledError as FutureCancelled
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FuturesTimeout
from dataclasses import dataclass
from typing import NamedTuple, TypeVar

from dokodesk.ai.determinize import build_state, deal_seeds, sample_deal
from dokodesk.ai.fastplay import COMPILED, Position
from dokodesk.ai.fastscore import scorer_for
from dokodesk.ai.heuristic import (
    pig_call,
    poverty_reply,
    poverty_return,
    reserve_heuristic,
    rollout_card,
)
from dokodesk.ai.inference import Evidence, evidence
from dokodesk.ai.knowledge import Knowledge
from dokodesk.ai.solver import BudgetExceeded, best
from dokodesk.engine.cards import DK, Card, deck
from dokodesk.engine.game import (
    Action,
    GameSetup,
    Party,
    Phase,
    Play,
    Reservation,
    Reserve,
    State,
    apply,
    is_over,
    legal_actions,
    new_game,
    reserve_kind,
)
from dokodesk.engine.rules import SOLO_TYPES
from dokodesk.engine.view import View, view

DEAL_WORK = 30
"""Drawing a deal and building its position costs about as much as a rollout playing this
many cards (:meth:`Effort.work`)."""

HANDOVER_TRICKS = 4 if COMPILED else 0
"""Tricks left at which Profi's rollouts hand the rest of the game to the solver
(:attr:`Effort.handover_tricks`): four with the compiled core; none where the core runs as
Python (no C compiler when it was installed), whose solves make a decision about three times as
long (measured: median 0.16 s, p95 0.64 s per decision with a hand-over at four tricks, beyond
the 0.15 s and 0.3 s Profi keeps to)."""

HANDOVER_NODES = 5_000
"""Solver nodes for the endgame a rollout hands over to (:attr:`Effort.handover_tricks`): a
solve of three tricks takes some dozens, of four some hundreds; beyond it the rollout plays
on."""

SPECIAL_WEIGHT = 12
"""Augen-equivalent of a Sonderpunkt inside the solver."""


@dataclass(frozen=True)
class Effort:
    """How hard Profi thinks: counts, so that a seeded game is reproducible."""

    samples: int = 20
    """Sampled deals for a card at first."""
    max_samples: int = 48
    """Sampled deals at most: more are drawn, a batch at a time, while the best two cards are
    too close to tell apart."""
    extra_samples: int = 12
    """The size of such a further batch."""
    reservation_samples: int = 16
    """Random deals per candidate when Profi weighs a solo against gesund."""
    solver_tricks: int = 4
    """Tricks left (the current one included) from which the exact solver replaces rollouts."""
    max_nodes: int = 40_000
    """Solver nodes for one sample and card at most; beyond that a rollout decides."""
    node_budget: int = 300_000
    """Solver nodes for the whole decision, shared by its samples and cards: what bounds
    a decision's time (a few µs a node) when many endgames are solved."""
    play_budget: int = 10_000
    """Cards played in rollouts for the whole decision, shared by its samples and cards:
    what bounds a decision's time (about 36 µs a card) before the solver takes over."""
    handover_tricks: int = HANDOVER_TRICKS
    """Tricks left at which a rollout hands the rest of the game to the exact solver
    (0: never, the rollout plays to the end): its last tricks are played as well as the
    deal allows instead of by rules of thumb (with 4, over 200 duplicate deals, about 0.15
    points a game more than with rollouts to the end, a decision three times as long)."""
    inference: bool = False
    """Whether the sampled deals are weighed by how well they explain the other players'
    play (:mod:`dokodesk.ai.inference`)."""
    inference_pool: int = 4
    """With inference, the deals drawn per deal kept."""
    workers: int = 2
    """Processes for the samples (1: in the calling process)."""
    time_cap: float | None = None
    """Seconds after which no further sample is started: a safety cap for the table only,
    never in the arena or the tests (it is not reproducible)."""

    def nodes_per_solve(self, solves: int) -> int:
        """The nodes one of ``solves`` endgame searches of a decision may use."""
        return max(1, min(self.max_nodes, self.node_budget // max(1, solves)))

    def solve_nodes(self, v: View, cards: int) -> int:
        """The nodes each endgame search of a decision on ``cards`` cards may use: the node
        budget shared by every card on the deals it can afford (:meth:`affordable`)."""
        return self.nodes_per_solve(self.affordable(v, cards) * max(1, cards))

    def affordable(self, v: View, cards: int) -> int:
        """The sampled deals a decision on ``cards`` cards may use at most: in the solver's
        reach ``samples`` (each deal is solved exactly, within ``node_budget``), before it
        ``max_samples``, fewer where each deal's rollouts would spend too much of
        ``play_budget`` (at least one).

        >>> from dokodesk.engine.game import GameSetup, new_game
        >>> from dokodesk.engine.rules import preset
        >>> from dokodesk.engine.view import view
        >>> start = view(new_game(GameSetup.from_seed(preset("ddv"), 1)), 0)
        >>> Effort().affordable(start, 10), Effort().affordable(start, 2)
        (20, 48)
        """
        plays = self.plays(v, cards)
        if not plays:
            return self.samples
        return max(1, min(self.max_samples, self.play_budget // plays))

    def work(self, v: View, cards: int) -> int:
        """What one sampled deal costs for a decision on ``cards`` cards, counted in cards
        played by rollouts: :data:`DEAL_WORK`, and for each card the cards left; in the
        solver's reach, where every way the last tricks may go is searched, about two thirds
        of their square; before it, with a hand-over (:attr:`handover_tricks`), the cards up
        to it and the solve of the rest. The square is a rough fit: a solve of 16 cards left
        takes as long as about 315 cards of a rollout, of 12 about 42 (measured compiled and
        as Python alike), where it counts 170 and 96. It stays, as the judgement's budgets
        are set in it.

        >>> from dokodesk.engine.game import GameSetup, new_game
        >>> from dokodesk.engine.rules import preset
        >>> from dokodesk.engine.view import view
        >>> start = view(new_game(GameSetup.from_seed(preset("ddv"), 1)), 0)
        >>> Effort(handover_tricks=0).work(start, 2), Effort(handover_tricks=4).work(start, 2)
        (126, 434)
        """
        after = v.rules.tricks_per_game - len(v.tricks) - (len(v.trick) == 3)  # tricks left
        left = sum(v.hand_sizes)
        if after <= self.solver_tricks:
            each = left * left * 2 // 3
        else:
            end = min(left, 4 * self.handover_tricks)  # the cards the solver plays
            each = left - end + end * end * 2 // 3
        return DEAL_WORK + max(1, cards) * each

    def plays(self, v: View, cards: int) -> int:
        """The cards one sampled deal plays out for a decision on ``cards`` cards (about):
        none in the solver's reach; before it the cards left for each card (the rollout's,
        and with a hand-over the solver's, whose search :data:`HANDOVER_NODES` bounds)."""
        if v.rules.tricks_per_game - len(v.tricks) <= self.solver_tricks:
            return 0
        return sum(v.hand_sizes) * max(1, cards)


class Cancelled(Exception):
    """The search was called off (its answer is no longer wanted)."""


Cancel = Callable[[], bool]
"""Asked between samples: True when the search should stop at once."""


@dataclass(frozen=True)
class Outcome:
    """One sample's result for one card."""

    points: int
    augen: int
    """Augen of the player's team at the end."""
    tricks: int
    """Tricks of the player's team at the end."""
    won: bool = False
    """Whether the player's party won."""
    raised: tuple[tuple[int, bool], ...] = ()
    """The player's points and whether his party won, had it announced up to each of the
    levels asked for (the same play, scored again)."""
    events: int = 0
    """What happened in the deal that a reason may count (bits of :data:`FOX_LOST`,
    :data:`KARLCHEN_LOST`, :data:`TRICK_OURS`, :data:`TRICK_PARTNER`, :data:`ANNOUNCED`)."""

    def announced(self, i: int) -> Outcome:
        """The outcome scored as if the party had announced up to the ``i``-th level asked."""
        points, won = self.raised[i]
        return Outcome(points, self.augen, self.tricks, won, (), self.events | ANNOUNCED)


FOX_LOST = 1
"""The opponents caught a Fuchs of the player's party (the Sonderpunkt ``fuchs_gefangen``)."""
KARLCHEN_LOST = 2
"""The opponents caught the Karlchen of the player's party in the last trick."""
TRICK_OURS = 4
"""The trick of the decision went to the player's party..."""
TRICK_PARTNER = 8
"""... to his partner (not to himself)."""
ANNOUNCED = 16
"""The player's party had announced (Re or Kontra or more) at the end."""

def deal_events(pos: Position, player: int, caught: tuple[bool, bool], announced: bool,
                trick: int) -> int:
    """The :attr:`Outcome.events` of a finished deal: ``caught``, whether the opponents caught
    a Fuchs and a Karlchen of the player's party for a Sonderpunkt
    (:meth:`~dokodesk.ai.specials.TrickSpecials.caught`), ``trick`` the index of the decision's
    trick (-1: none)."""
    events = ANNOUNCED if announced else 0
    if caught[0]:
        events |= FOX_LOST
    if caught[1]:
        events |= KARLCHEN_LOST
    if 0 <= trick < len(pos.tricks):
        winner = pos.tricks[trick].winner
        if pos.re[winner] == pos.re[player]:
            events |= TRICK_OURS | (TRICK_PARTNER if winner != player else 0)
    return events


def play_out(pos: Position, player: int, solver_tricks: int, nodes: int,
             levels: tuple[int, ...] = (), trick: int = -1, handover: int = 0) -> Outcome:
    """Finish ``pos`` (the solver with at most ``nodes`` nodes once ``solver_tricks`` tricks are
    left, a heuristic rollout before or when the solver runs out; from further off, with
    ``handover``, a rollout up to the first trick with ``handover`` tricks left, and the
    solver with :data:`HANDOVER_NODES` from there) and score it as the engine does
    (:mod:`dokodesk.ai.fastscore`), also as if the player's party had announced up to each
    of ``levels``; ``trick``: the index of the trick of the decision, whose winner the
    outcome's events tell."""
    left = pos.n_tricks - len(pos.tricks)
    if left > solver_tricks and handover:
        while not pos.over() and (pos.trick or pos.n_tricks - len(pos.tricks) > handover):
            pos.play(rollout_card(pos))
        left, nodes = handover, HANDOVER_NODES
    if not pos.over() and left <= max(solver_tricks, handover) and pos.hochzeit is None:
        try:
            line: tuple[Card, ...] = best(pos, player, SPECIAL_WEIGHT, nodes)[2]
        except BudgetExceeded:
            line = ()
        for c in line:
            pos.play(c)
    while not pos.over():
        pos.play(rollout_card(pos))
    scorer = scorer_for(pos.state)
    re, soloist = pos.re, pos.soloist
    re_augen, kontra_augen, re_tricks, special = scorer.totals(pos.tricks, re, soloist)
    team = re[player]
    ours = Party.RE if team else Party.KONTRA
    solo = soloist is not None

    def score(at: tuple[int, int]) -> tuple[int, bool]:
        value, winner = scorer.game_value(re_augen, kontra_augen, re_tricks, solo, at, special)
        return scorer.points_of(value, re, soloist)[player], winner == ours

    side = 0 if team else 1
    points, won = score(pos.levels)
    raised = []
    for level in levels:
        changed = list(pos.levels)
        changed[side] = max(changed[side], level)
        raised.append(score((changed[0], changed[1])))
    specials = scorer.specials
    caught = (False, False) if solo or specials is None else specials.caught(pos.tricks, re,
                                                                            team)
    events = deal_events(pos, player, caught, pos.levels[side] > 0, trick)
    augen = re_augen if team else kontra_augen
    tricks = re_tricks if team else pos.n_tricks - re_tricks
    return Outcome(points, augen, tricks, won, tuple(raised), events)


class Task(NamedTuple):
    """One sampled deal to try the cards on, drawn where it is played (a worker process) from
    its seed (:func:`~dokodesk.ai.determinize.sample_deal`)."""

    view: View
    knowledge: Knowledge
    seed: int
    cards: tuple[Card, ...]
    solver_tricks: int
    nodes: int
    """Solver nodes for each card."""
    levels: tuple[int, ...] = ()
    """Announcement levels to score every result with too."""
    partners: tuple[int, ...] = ()
    """Genscher partners to try the first Karo-König with, after the cards."""
    found: tuple[Evidence, ...] = ()
    """What the other players' play says of their cards (with inference)."""
    pool: int = 1
    """With inference, the deals drawn for the one kept."""
    handover: int = 0
    """Tricks left at which a rollout hands over to the solver (0: never)."""


def run_samples(tasks: list[Task]) -> list[list[Outcome] | None]:
    """Worker entry: for each task's deal the outcome of every card, then of the first
    Karo-König naming each partner (without either: of the position as it stands, whoever is
    to play); None where no deal was found."""
    out: list[list[Outcome] | None] = []
    for task in tasks:
        hands = sample_deal(task.view, task.knowledge, task.seed, task.found, task.pool)
        if hands is None:
            out.append(None)
            continue
        state = build_state(task.view, hands)
        player = task.view.player
        row = []
        trick = len(state.tricks)
        for card in task.cards or (() if task.partners else (None,)):
            pos = Position(state)
            if card is not None:
                pos.play(card)
            row.append(play_out(pos, player, task.solver_tricks, task.nodes, task.levels,
                                trick, task.handover))
        for partner in task.partners:  # the engine makes the Genscher, the copy plays on
            pos = Position(apply(state, Play(player, DK, partner)))
            row.append(play_out(pos, player, task.solver_tricks, task.nodes, task.levels,
                                trick, task.handover))
        out.append(row)
    return out


_pool: ProcessPoolExecutor | None = None
_pool_workers = 0
_lock = threading.Lock()


def _follow_parent(parent: int) -> None:
    """In a worker process: exit as soon as the process that started it is gone, so that a
    crashed app never leaves its searches running."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="follow-parent", daemon=True).start()


def _get_pool(workers: int) -> ProcessPoolExecutor:
    global _pool, _pool_workers
    with _lock:
        if _pool is None or _pool_workers != workers:
            if _pool is not None:
                _pool.shutdown(wait=True)
            _pool = ProcessPoolExecutor(
                workers,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_follow_parent,
                initargs=(os.getpid(),),
            )
            _pool_workers = workers
        return _pool


def shutdown(wait: bool = True) -> None:
    """End the worker processes (they start again on the next search): after their running
    batches, or with ``wait`` False at once (what they were computing is lost; for closing)."""
    global _pool
    with _lock:
        pool, _pool = _pool, None  # first: a search running meanwhile sees it ended
        if pool is None:
            return
        if wait:
            pool.shutdown(wait=True, cancel_futures=True)
            return
        processes: dict[int, multiprocessing.process.BaseProcess] = getattr(
            pool, "_processes", None) or {}
        # Refused from here on: a search on another thread starts no new worker process
        # after this, so that every one of them is in ``processes`` and is ended below.
        pool.shutdown(wait=False, cancel_futures=True)
        ended = list(processes.values())
        for process in ended:
            process.kill()
        # The pool's own thread reaps them too: a join may return before the exit is known
        # here, so ask again until it is (or a few seconds passed).
        give_up = time.monotonic() + 5.0
        for process in ended:
            while process.exitcode is None and time.monotonic() < give_up:
                process.join(0.02)


T = TypeVar("T")
R = TypeVar("R")


def run_batches(work: Callable[[list[T]], list[R]], items: list[T], workers: int,
                cancelled: Cancel | None = None, deadline: float | None = None) -> list[R]:
    """``work`` over ``items`` in small batches, on the worker processes when ``workers`` > 1,
    the results in the order of ``items``. Between batches ``cancelled`` is asked (raising
    :class:`Cancelled`) and no batch is started after ``deadline`` (a ``time.monotonic()``
    value; at least one batch runs)."""
    if not items:
        return []
    rounds = 4
    size = max(1, -(-len(items) // (max(1, workers) * rounds)))
    batches = [items[i:i + size] for i in range(0, len(items), size)]
    out: list[R] = []
    if workers <= 1:
        for batch in batches:
            if cancelled is not None and cancelled():
                raise Cancelled
            if out and deadline is not None and time.monotonic() > deadline:
                break
            out += work(batch)
        return out
    pool = _get_pool(workers)
    pending: list[Future[list[R]]] = []
    ahead = 2 * workers  # each worker has the next batch at hand when it ends one
    waiting = batches[ahead:]
    try:
        pending += [pool.submit(work, batch) for batch in batches[:ahead]]
        while pending:
            future = pending.pop(0)
            while True:
                try:
                    out += future.result(timeout=0.02)
                    break
                except FuturesTimeout:
                    if cancelled is not None and cancelled():
                        raise Cancelled from None
            if cancelled is not None and cancelled():
                raise Cancelled
            if waiting and not (deadline is not None and time.monotonic() > deadline):
                pending.append(pool.submit(work, waiting.pop(0)))
    except (RuntimeError, FutureCancelled) as exc:  # the pool ended under the search
        if _pool is not pool:  # ended by shutdown(), from another thread: called off
            raise Cancelled from exc
        raise
    finally:
        for future in pending:
            future.cancel()
    return out


def evaluate_cards(
    v: View, k: Knowledge, cards: tuple[Card, ...], effort: Effort, rng: random.Random,
    cancelled: Cancel | None = None, levels: tuple[int, ...] = (),
    partners: tuple[int, ...] = (),
) -> list[list[Outcome]]:
    """Per sample (``effort.samples`` seeds drawn from ``rng``, :func:`play_deals`), the
    outcome of each of ``cards`` for ``v.player`` (who is to play; with no cards, one outcome
    of the position, another player being to play), then of the first Karo-König naming each
    of ``partners`` as Genscher, all also scored as if his party had announced up to each of
    ``levels``; raises :class:`Cancelled` when ``cancelled`` says so."""
    rows = play_deals(v, k, cards, effort, deal_seeds(rng, effort.samples), cancelled, levels,
                      partners)
    return [row for row in rows if row is not None]


def play_deals(
    v: View, k: Knowledge, cards: tuple[Card, ...], effort: Effort, seeds: Sequence[int],
    cancelled: Cancel | None = None, levels: tuple[int, ...] = (),
    partners: tuple[int, ...] = (), nodes: int | None = None,
) -> list[list[Outcome] | None]:
    """For the deal of each of ``seeds`` (:func:`~dokodesk.ai.determinize.sample_deal`), what
    :func:`evaluate_cards` finds on it, or None where no deal is found: a deal and a card give
    the same outcome whatever else is played with them, so a card may be played later on the
    deals of others (``nodes``: the solver nodes each search may use, else from ``effort``)."""
    deadline = time.monotonic() + effort.time_cap if effort.time_cap is not None else None
    if cancelled is not None and cancelled():
        raise Cancelled
    pool = effort.inference_pool if effort.inference else 1
    found = tuple(evidence(v, k.team)) if pool > 1 else ()
    if nodes is None:
        nodes = effort.solve_nodes(v, len(cards) + len(partners))
    tasks = [Task(v, k, seed, cards, effort.solver_tricks, nodes, levels, partners, found, pool,
                  effort.handover_tricks) for seed in seeds]
    return run_batches(run_samples, tasks, effort.workers, cancelled, deadline)


def finish_setup(state: State) -> State:
    """The game ready to play (or thrown in): every choice still to make before the first
    card (reservations, Armut replies and returns) made by the rules of thumb of the player
    concerned, who sees only his view."""
    while state.phase is not Phase.PLAY and not is_over(state):
        player = state.to_act
        v = view(state, player)
        legal = legal_actions(state, player)
        action: Action | None
        if state.phase is Phase.RESERVATIONS:
            action = reserve_heuristic(v, legal, careful=True)
        elif state.phase is Phase.POVERTY_OFFER:
            action = poverty_reply(v, legal)
        elif state.phase is Phase.SCHWEINE:
            action = pig_call(legal)
        else:
            action = poverty_return(v, legal)
        assert action is not None
        state = apply(state, action)
    return state


def roll_out(state: State, player: int) -> Outcome:
    """``player``'s result of the game from ``state`` on: the choices before the first card
    by the rules of thumb, then a rollout (a thrown-in game is worth nothing)."""
    state = finish_setup(state)
    if is_over(state):
        return Outcome(0, 0, 0)
    return play_out(Position(state), player, 0, 0)


def run_contract_samples(tasks: list[tuple[GameSetup, int, str, int]]) -> list[Outcome]:
    """Worker entry for reservations: play out each (setup, player, reservation, samples-index):
    ``player`` says the reservation, everybody else gesund, and the rest is rolled out."""
    out = []
    for setup, player, kind, _ in tasks:
        state = new_game(setup)
        while state.phase is Phase.RESERVATIONS:
            p = state.to_act
            if p == player:
                solo = kind in SOLO_TYPES
                pflicht = solo and pflicht_choice(setup, player)
                state = apply(state, Reserve(p, reserve_kind(kind), pflicht=pflicht))
            else:
                state = apply(state, Reserve(p, Reservation.GESUND))
        out.append(roll_out(state, player))
    return out


def pflicht_choice(setup: GameSetup, player: int) -> bool:
    """Whether a solo of ``player`` is declared as Pflichtsolo (always when the rules let him)."""
    owes = setup.owes_pflichtsolo
    return setup.rules.pflichtsolo != "off" and (owes is None or owes[player])


def evaluate_reservations(
    v: View, kinds: Sequence[str], effort: Effort, rng: random.Random,
    cancelled: Cancel | None = None,
) -> dict[str, list[Outcome]]:
    """Outcomes of each reservation ``kind`` (gesund or a solo type, or hochzeit) over random
    deals of the other hands (``effort.samples`` seeds drawn from ``rng``,
    :func:`reservation_deals`)."""
    return reservation_deals(v, kinds, effort, deal_seeds(rng, effort.samples), cancelled)


def reservation_deals(
    v: View, kinds: Sequence[str], effort: Effort, seeds: Sequence[int],
    cancelled: Cancel | None = None,
) -> dict[str, list[Outcome]]:
    """Outcomes of each reservation ``kind`` on the deal of each of ``seeds`` (the other
    hands shuffled by it): a kind may be played later on the deals of the others."""
    pool: list[Card] = list(deck(v.rules.with_nines))
    for c in v.hand:
        pool.remove(c)
    size = len(v.hand)
    tasks: list[tuple[GameSetup, int, str, int]] = []
    for i, seed in enumerate(seeds):
        dealt = list(pool)
        random.Random(seed).shuffle(dealt)
        others = iter([dealt[j * size:(j + 1) * size] for j in range(3)])
        hands = tuple(v.hand if p == v.player else tuple(sorted(next(others))) for p in range(4))
        setup = v.setup_with(hands)
        for kind in kinds:
            tasks.append((setup, v.player, kind, i))
    flat = run_batches(run_contract_samples, tasks, effort.workers, cancelled)
    out: dict[str, list[Outcome]] = {kind: [] for kind in kinds}
    for task, o in zip(tasks, flat, strict=True):
        out[task[2]].append(o)
    return out
