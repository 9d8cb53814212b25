"""Profi's effort is counted, not timed: a decision's solver nodes stay within its budget, and
a search that is called off stops at once."""

from __future__ import annotations

import random
import threading
import time

import pytest

from dokodesk.ai import search
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import make_player, sample_cards
from dokodesk.ai.search import Cancelled, Effort, evaluate_cards, shutdown
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Play,
    Reserve,
    State,
    apply,
    legal_cards,
    new_game,
)
from dokodesk.engine.rules import preset
from dokodesk.engine.view import view


def endgame(seed: int, tricks: int) -> State:
    rng = random.Random(seed)
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=seed))
    while state.phase is Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    while len(state.tricks) < tricks:
        state = apply(state, Play(state.to_act, rng.choice(legal_cards(state))))
    return state


def test_the_solver_nodes_of_a_decision_stay_within_its_budget(
        monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[int | None] = []
    real = search.best

    def counting(pos, player, weight=0, max_nodes=None):  # type: ignore[no-untyped-def]
        asked.append(max_nodes)
        return real(pos, player, weight, max_nodes)

    monkeypatch.setattr(search, "best", counting)
    effort = Effort(samples=6, max_samples=6, node_budget=9_000, workers=1)
    state = endgame(5, 8)
    v = view(state, state.to_act)
    cards = legal_cards(state)
    outcomes = evaluate_cards(v, knowledge(v), cards, effort, random.Random(1))
    assert len(outcomes) == 6 and all(len(row) == len(cards) for row in outcomes)
    assert asked and sum(n or 0 for n in asked) <= effort.node_budget
    assert all(n == effort.nodes_per_solve(effort.affordable(v, len(cards)) * len(cards))
               for n in asked)
    assert Effort(max_nodes=40_000, node_budget=300_000).nodes_per_solve(3) == 40_000


def test_the_rollouts_of_a_decision_stay_within_its_budget_of_plays() -> None:
    effort = Effort(samples=20, max_samples=48, play_budget=1_500, workers=1)
    state = endgame(3, 1)
    v = view(state, state.to_act)
    cards = legal_cards(state)
    most = effort.affordable(v, len(cards))
    assert 1 <= most < effort.samples
    assert most * len(cards) * sum(v.hand_sizes) <= effort.play_budget
    outcomes = sample_cards(v, knowledge(v), cards, effort, random.Random(1))
    assert len(outcomes) == most


def test_in_the_solvers_reach_a_decision_draws_no_extra_deals() -> None:
    effort = Effort(samples=5, max_samples=48, extra_samples=12, workers=1)
    state = endgame(5, 9)
    v = view(state, state.to_act)
    cards = legal_cards(state)
    assert effort.affordable(v, len(cards)) == effort.samples
    assert len(sample_cards(v, knowledge(v), cards, effort, random.Random(1))) <= effort.samples


def test_the_same_decision_twice_gives_the_same_card() -> None:
    state = endgame(7, 3)
    v = view(state, state.to_act)
    legal = tuple(Play(state.to_act, c) for c in legal_cards(state))
    effort = Effort(samples=8, workers=1)
    first = make_player("profi", 3, effort).act(v, legal)
    assert make_player("profi", 3, effort).act(v, legal) == first


@pytest.mark.parametrize("workers", [1, 2])
def test_a_cancelled_search_returns_at_once(workers: int) -> None:
    state = endgame(9, 2)
    v = view(state, state.to_act)
    effort = Effort(samples=200, workers=workers)
    calls = [0]

    def cancelled() -> bool:
        calls[0] += 1
        return calls[0] > 1  # called off right after the first batch started
    start = time.monotonic()
    try:
        with pytest.raises(Cancelled):
            evaluate_cards(v, knowledge(v), legal_cards(state), effort, random.Random(2),
                           cancelled)
    finally:
        shutdown()
    assert calls[0] >= 2
    assert time.monotonic() - start < 30  # far less than the 200 samples would take


def test_a_search_whose_processes_are_ended_under_it_is_called_off() -> None:
    state = endgame(9, 2)
    v = view(state, state.to_act)
    effort = Effort(samples=400, play_budget=10**9, workers=2)
    raised: list[BaseException] = []
    started = threading.Event()

    def cancelled() -> bool:
        started.set()
        return False

    def run() -> None:
        try:
            evaluate_cards(v, knowledge(v), legal_cards(state), effort, random.Random(2),
                           cancelled)
        except BaseException as exc:  # what it raised is the point
            raised.append(exc)

    thread = threading.Thread(target=run)
    thread.start()
    assert started.wait(60)
    while search._pool is None and thread.is_alive():  # the deals are sampled: wait for the pool
        time.sleep(0.001)
    shutdown(wait=False)  # the window closing while another thread searches
    thread.join(60)
    assert not thread.is_alive()
    assert len(raised) == 1 and isinstance(raised[0], Cancelled)
