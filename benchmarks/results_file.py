"""A benchmark's results file: one line of JSON per deal played, so that a long run stopped
half-way goes on where it stopped (run it again with the same code, levels and seed); a name
ending in ``.gz`` keeps it gzip-compressed (appending adds a member, which reading joins)."""

from __future__ import annotations

import dataclasses
import gzip
import json
from pathlib import Path
from typing import IO, Any

from dokodesk.ai.arena import DealResult


def _open(path: Path, mode: str) -> IO[str]:
    """The results file ``path`` in text ``mode``, compressed where its name ends in ``.gz``."""
    if path.suffix == ".gz":
        return gzip.open(path, mode, encoding="utf-8")
    return path.open(mode, encoding="utf-8")


def rows(path: Path | None) -> list[dict[str, Any]]:
    """The rows of the results file ``path`` (none where there is no file yet)."""
    if path is None or not path.exists():
        return []
    with _open(path, "rt") as file:
        return [json.loads(line) for line in file]


def add(path: Path | None, row: dict[str, Any]) -> None:
    """Add ``row`` to the results file ``path`` (none: nothing)."""
    if path is None:
        return
    with _open(path, "at") as out:
        out.write(json.dumps(row) + "\n")


def played(path: Path | None) -> dict[int, DealResult]:
    """The deals already in the results file ``path``, by number."""
    done = {}
    for row in rows(path):
        index = row.pop("deal")
        row["cand_announce"] = tuple(row["cand_announce"])
        row["base_announce"] = tuple(row["base_announce"])
        done[index] = DealResult(**row)
    return done


def keep(path: Path | None, index: int, result: DealResult) -> None:
    """Add deal ``index``'s ``result`` to the results file ``path`` (none: nothing)."""
    add(path, {"deal": index, **dataclasses.asdict(result)})
