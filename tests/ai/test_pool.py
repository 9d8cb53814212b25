"""Profi's worker processes never outlive the process that started them."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

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
