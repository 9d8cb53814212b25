"""Profi's worker processes never outlive the process that started them."""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

from dokodesk.ai import search
from dokodesk.ai.search import run_batches, shutdown

SCRIPT = """
import multiprocessing, os
from dokodesk.ai import make_player
from dokodesk.engine.game import GameSetup, Phase, Reserve, apply, legal_actions, new_game
from dokodesk.engine.rules import preset
from dokodesk.engine.view import view

if __name__ == "__main__":
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=1))
    while state.phase != Phase.PLAY:
        state = apply(state, Reserve(state.to_act, "gesund"))
    make_player("profi", 1).act(view(state, state.to_act), legal_actions(state))
    print(" ".join(str(c.pid) for c in multiprocessing.active_children()), flush=True)
    os._exit(0)  # dies without shutting its pool down, as a crashing app would
"""


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_workers_exit_when_their_parent_dies(tmp_path: Path) -> None:
    script = tmp_path / "crash.py"
    script.write_text(SCRIPT, encoding="utf-8")
    out = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    pids = [int(p) for p in out.split()]
    assert pids, "the search started no worker processes"
    deadline = time.monotonic() + 10
    while any(_alive(p) for p in pids) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [p for p in pids if _alive(p)]
    for p in left:
        os.kill(p, 9)
    assert not left


def _slow(items: list[int]) -> list[int]:
    """Worker entry for the test below: busy for a long while."""
    end = time.monotonic() + 60
    while time.monotonic() < end:
        pass
    return items


def test_closing_ends_a_search_under_way_at_once() -> None:
    """``shutdown(wait=False)`` (the window closing) ends the worker processes in the middle
    of a batch instead of waiting for it; the search waiting on them gets an error, not a
    result."""
    outcome: list[object] = []

    def search() -> None:
        try:
            outcome.append(run_batches(_slow, list(range(8)), workers=2))
        except Exception as exc:  # the pool is gone under it
            outcome.append(exc)

    thread = threading.Thread(target=search)
    thread.start()
    deadline = time.monotonic() + 60
    while len(_workers()) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    children = _workers()  # the pool's own: other tests' processes may still be ending
    assert len(children) == 2
    shutdown(wait=False)
    thread.join(timeout=30)
    assert not thread.is_alive()
    assert outcome and isinstance(outcome[0], Exception)
    assert [child.pid for child in children if child.is_alive()] == []


def _workers() -> list[multiprocessing.process.BaseProcess]:
    """The worker processes of the search's pool now (none while it has none)."""
    processes = getattr(search._pool, "_processes", None) or {}
    return list(processes.values())
