"""Determinized search (PIMC) for the Profi level.

For a decision the player samples hidden hands consistent with its view
(:mod:`dokodesk.ai.determinize`), and on every sample scores each legal card: with the exact
solver (:mod:`dokodesk.ai.solver`) when few tricks are left, else with a heuristic rollout to
the end. The score of a sample is the player's game points from the engine's scoring
(announcements and Sonderpunkte included), with the team's Augen as tie-break.

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
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

from dokodesk.ai.determinize import build_state, sample_hands
from dokodesk.ai.fastplay import Position
from dokodesk.ai.heuristic import choose_card, situation_from_position
from dokodesk.ai.knowledge import Knowledge
from dokodesk.ai.solver import BudgetExceeded, solve
from dokodesk.engine.cards import AUGEN, Card, deck
from dokodesk.engine.game import GameSetup, Phase, Reserve, State, apply, new_game
from dokodesk.engine.rules import SOLO_TYPES
from dokodesk.engine.view import View

SPECIAL_WEIGHT = 12
"""Augen-equivalent of a Sonderpunkt inside the solver."""


@dataclass(frozen=True)
class Effort:
    """How hard Profi thinks: counts, so that a seeded game is reproducible."""

    samples: int = 20
    reservation_samples: int = 16
    """Random deals per candidate when Profi weighs a solo against gesund."""
    solver_tricks: int = 4
    """Tricks left (the current one included) from which the exact solver replaces rollouts."""
    max_nodes: int = 40_000
    """Solver nodes per sample and card; beyond that a rollout decides."""
    workers: int = 2
    """Processes for the samples (1: in the calling process)."""
    time_cap: float | None = None
    """Seconds after which no further sample is started (for the table; not reproducible)."""


@dataclass(frozen=True)
class Outcome:
    """One sample's result for one card."""

    points: int
    augen: int
    """Augen of the player's team at the end."""
    tricks: int
    """Tricks of the player's team at the end."""


def play_out(pos: Position, player: int, effort: Effort) -> Outcome:
    """Finish ``pos`` (solver near the end, heuristic rollout before) and score it."""
    left = pos.n_tricks - len(pos.tricks)
    if not pos.over() and left <= effort.solver_tricks and pos.hochzeit is None:
        try:
            moves = solve(pos, player, SPECIAL_WEIGHT, effort.max_nodes)
        except BudgetExceeded:
            moves = {}
        if moves:
            mine = pos.re[pos.to_act] == pos.re[player]
            pick = max if mine else min
            card = pick(moves, key=lambda c: moves[c][0])
            for c in moves[card][1]:
                pos.play(c)
    while not pos.over():
        pos.play(choose_card(situation_from_position(pos)))
    points = pos.points()[player]
    team = pos.re[player]
    augen = tricks = 0
    for t in pos.tricks:
        if pos.re[t.winner] == team:
            augen += sum(AUGEN[c] for c in t.cards)
            tricks += 1
    return Outcome(points, augen, tricks)


Task = tuple[State, int, tuple[Card, ...], Effort, float | None]


def run_samples(tasks: list[Task]) -> list[list[Outcome]]:
    """Worker entry: for each (state, player, cards, effort, deadline) the outcome of every card;
    samples after the deadline (a ``time.time()`` value) are skipped (at least one runs)."""
    out: list[list[Outcome]] = []
    for state, player, cards, effort, deadline in tasks:
        if out and deadline is not None and time.time() > deadline:
            break
        row = []
        for card in cards:
            pos = Position(state)
            pos.play(card)
            row.append(play_out(pos, player, effort))
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


def shutdown() -> None:
    """End the worker processes (they start again on the next search)."""
    global _pool
    with _lock:
        if _pool is not None:
            _pool.shutdown(wait=True, cancel_futures=True)
            _pool = None


def _dispatch(tasks: list[Task], workers: int) -> list[list[Outcome]]:
    if workers <= 1 or len(tasks) < 2:
        return run_samples(tasks)
    chunks = [tasks[i::workers] for i in range(workers)]
    pool = _get_pool(workers)
    results = list(pool.map(run_samples, chunks))
    merged: list[list[Outcome]] = []
    for i in range(max(len(r) for r in results)):
        for r in results:
            if i < len(r):
                merged.append(r[i])
    return merged


def evaluate_cards(
    v: View, k: Knowledge, cards: tuple[Card, ...], effort: Effort, rng: random.Random
) -> list[list[Outcome]]:
    """Per sample, the outcome of each of ``cards`` for ``v.player`` (who is to play)."""
    deadline = time.time() + effort.time_cap if effort.time_cap is not None else None
    tasks: list[Task] = []
    for _ in range(effort.samples):
        hands = sample_hands(v, k, rng)
        if hands is None:
            continue
        tasks.append((build_state(v, hands), v.player, cards, effort, deadline))
    if not tasks:
        return []
    return _dispatch(tasks, effort.workers)


def run_contract_samples(tasks: list[tuple[GameSetup, int, str, int]]) -> list[Outcome]:
    """Worker entry for reservations: play out each (setup, player, reservation, samples-index)
    with the heuristic policy: ``player`` says the reservation, everybody else gesund."""
    out = []
    for setup, player, kind, _ in tasks:
        state = new_game(setup)
        while state.phase is Phase.RESERVATIONS:
            p = state.to_act
            if p == player:
                solo = kind in SOLO_TYPES
                pflicht = solo and pflicht_choice(setup, player)
                state = apply(state, Reserve(p, kind, pflicht=pflicht))
            else:
                state = apply(state, Reserve(p, "gesund"))
        out.append(play_out(Position(state), player, Effort(solver_tricks=0)))
    return out


def pflicht_choice(setup: GameSetup, player: int) -> bool:
    """Whether a solo of ``player`` is declared as Pflichtsolo (always when the rules let him)."""
    owes = setup.owes_pflichtsolo
    return setup.rules.pflichtsolo != "off" and (owes is None or owes[player])


def evaluate_reservations(
    v: View, kinds: list[str], effort: Effort, rng: random.Random
) -> dict[str, list[Outcome]]:
    """Outcomes of each reservation ``kind`` (gesund or a solo type, or hochzeit) over random
    deals of the other hands."""
    pool: list[Card] = list(deck(v.rules.with_nines))
    for c in v.hand:
        pool.remove(c)
    size = len(v.hand)
    tasks: list[tuple[GameSetup, int, str, int]] = []
    for i in range(effort.samples):
        rng.shuffle(pool)
        others = iter([pool[j * size:(j + 1) * size] for j in range(3)])
        hands = tuple(v.hand if p == v.player else tuple(sorted(next(others))) for p in range(4))
        setup = GameSetup(v.rules, hands, v.first, v.owes_pflichtsolo)
        for kind in kinds:
            tasks.append((setup, v.player, kind, i))
    if effort.workers <= 1:
        flat = run_contract_samples(tasks)
    else:
        chunks = [tasks[i::effort.workers] for i in range(effort.workers)]
        results = list(_get_pool(effort.workers).map(run_contract_samples, chunks))
        flat = [Outcome(0, 0, 0)] * len(tasks)
        for w, r in enumerate(results):
            for j, o in enumerate(r):
                flat[w + j * effort.workers] = o
    out: dict[str, list[Outcome]] = {kind: [] for kind in kinds}
    for task, o in zip(tasks, flat, strict=True):
        out[task[2]].append(o)
    return out
