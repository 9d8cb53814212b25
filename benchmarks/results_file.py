"""A match's results file: one line of JSON per deal played, so that a long match stopped
half-way goes on where it stopped (run it again with the same code, levels and seed)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from dokodesk.ai.arena import DealResult


def played(path: Path | None) -> dict[int, DealResult]:
    """The deals already in the results file ``path``, by number."""
    if path is None or not path.exists():
        return {}
    done = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        index = row.pop("deal")
        row["cand_announce"] = tuple(row["cand_announce"])
        row["base_announce"] = tuple(row["base_announce"])
        done[index] = DealResult(**row)
    return done


def keep(path: Path | None, index: int, result: DealResult) -> None:
    """Add deal ``index``'s ``result`` to the results file ``path`` (none: nothing)."""
    if path is None:
        return
    with path.open("a", encoding="utf-8") as out:
        out.write(json.dumps({"deal": index, **dataclasses.asdict(result)}) + "\n")
