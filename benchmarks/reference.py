"""A computer player of an earlier dokodesk, for measuring the present one against it.

The earlier version is a checkout (a git worktree) of its own; it runs in a separate process
that imports only that checkout and answers one decision at a time: it is sent the game so far
as a game record and the player to decide, rebuilds the game with its own engine, gives its own
player of the level only that player's view, and answers with the action as a record entry.
The present code and the reference share no module.

    python benchmarks/reference.py serve CHECKOUT     (the process the player talks to)
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from dokodesk.engine.game import Action, State
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import View
from dokodesk.persistence.record import GameRecord, action_from_json


class ReferencePlayer:
    """Plays ``level`` as the checkout at ``tree`` does; the state behind each view is passed
    to it as a record (its player is still given only the view)."""

    out_of_turn = False
    """Asked in its own turn only (where the reference is sent the state)."""

    def __init__(self, tree: Path, level: str, seed: int) -> None:
        self.level, self.seed = level, seed
        self.state: State | None = None
        self._process = subprocess.Popen(
            [sys.executable, __file__, "serve", str(tree)], stdin=subprocess.PIPE,
            stdout=subprocess.PIPE, text=True, cwd=tree,
            env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(tree)})

    def act(self, view: View, legal: tuple[Action, ...]) -> Action | None:
        """The reference's choice in the position :attr:`state` (set by the caller)."""
        state = self.state
        assert state is not None and view.player == state.to_act
        record = GameRecord.from_state(state).to_json()
        request = {"record": record, "player": view.player, "level": self.level,
                   "seed": self.seed}
        assert self._process.stdin is not None and self._process.stdout is not None
        self._process.stdin.write(json.dumps(request) + "\n")
        self._process.stdin.flush()
        answer = json.loads(self._process.stdout.readline())
        action = action_from_json(state, answer, SeatMap(4, record["dealer"]))
        return action if action in legal else None

    def close(self) -> None:
        if self._process.stdin is not None:
            self._process.stdin.close()
        self._process.wait(timeout=60)


def serve(tree: str) -> None:
    """Answer decisions on stdin with the checkout ``tree``'s own code."""
    sys.path.insert(0, tree)
    import dokodesk

    assert Path(dokodesk.__file__).resolve().is_relative_to(Path(tree).resolve())
    from dokodesk.ai.players import make_player as ref_player
    from dokodesk.ai.search import shutdown
    from dokodesk.engine.game import turn as ref_turn
    from dokodesk.engine.view import view as ref_view
    from dokodesk.persistence.record import action_to_json, record_from_json

    try:
        for line in sys.stdin:
            request: dict[str, Any] = json.loads(line)
            record = record_from_json(request["record"])
            state = record.replay()
            player = request["player"]
            chooser = ref_player(request["level"], request["seed"])
            action = chooser.act(ref_view(state, player), ref_turn(state).actions())
            print(json.dumps(action_to_json(state, action, record.seat_map)), flush=True)
    finally:
        shutdown()


if __name__ == "__main__":
    if sys.argv[1:2] == ["serve"]:
        serve(sys.argv[2])
