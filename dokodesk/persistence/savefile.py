"""Saving and resuming a Partie at the table: who sits where, the computer levels, the rules,
every deal so far, the game in progress and which games were played with take-backs. Pure
Python; the app calls it after every trick.

Writing is atomic (a temporary file in the same folder, then a rename). Loading checks the
whole file by replaying every deal from the Partie's seed; a damaged or foreign file raises
:class:`RecordError`, and :func:`move_aside` keeps it under a new name so nothing is lost.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from dokodesk.engine.errors import RecordError, RulesError
from dokodesk.engine.game import State, is_over, new_game
from dokodesk.engine.partie import (
    LENGTH_KINDS,
    Length,
    Partie,
    PartieSettings,
    TableConfig,
    new_partie,
    next_game,
    record_game,
)
from dokodesk.engine.rules import rules_to_spec
from dokodesk.engine.table import SeatMap
from dokodesk.persistence.reading import MAX_NAME, load_json, quote, read_text, too_long
from dokodesk.persistence.record import (
    GameRecord,
    check_header,
    names_field,
    record_from_json,
    rules_field,
)

FORMAT = "dokodesk-partie"
VERSION = 1


@dataclass(frozen=True)
class Saved:
    """A resumed Partie: its table, the Partie so far and the game in progress, if any."""

    config: TableConfig
    partie: Partie
    state: State | None
    seats: SeatMap | None
    takebacks: frozenset[int] = frozenset()
    """The numbers of the games in which the player took a decision back (the game in
    progress included)."""
    played_out: Mapping[int, int] = field(default_factory=dict)
    """Per game number, the actions of that game made before the computer played the rest
    for the player ("Schnell zu Ende spielen", Abkürzen): what came after is not his."""


def to_json(config: TableConfig, partie: Partie, state: State | None,
            seats: SeatMap | None, deals: list[dict[str, Any]] | None = None,
            takebacks: frozenset[int] = frozenset(),
            played_out: Mapping[int, int] | None = None) -> dict[str, Any]:
    """The save file's content (``deals``: the records of the Partie's deals where the caller
    has them already; ``takebacks``: the numbers of the games played with take-backs;
    ``played_out``: :attr:`Saved.played_out`)."""
    s = config.settings
    current = None
    if state is not None and seats is not None and state.history:
        # a game just finished is saved too: the Partie takes it in when the file is read
        current = GameRecord.from_state(state, seats=seats.seats, dealer=seats.dealer,
                                        names=s.names).to_json()
    return {
        "format": FORMAT,
        "version": VERSION,
        "saved": time.strftime("%Y-%m-%dT%H:%M:%S"),
        "rules": rules_to_spec(s.rules),
        "rules_name": config.rules_name,
        "players": s.players,
        "names": list(s.names),
        "length": list(s.length),
        "seed": config.seed,
        "human": config.human,
        "levels": list(config.levels),
        "deals": deals if deals is not None else [deal_json(d.state, d.seats, s.names)
                                                  for d in partie.log],
        "current": current,
        "takebacks": sorted(takebacks),
        "played_out": [[n, step] for n, step in sorted((played_out or {}).items())],
    }


def deal_json(state: State, seats: SeatMap, names: tuple[str, ...]) -> dict[str, Any]:
    """A deal of the Partie as a game record."""
    return GameRecord.from_state(state, seats=seats.seats, dealer=seats.dealer,
                                 names=names).to_json()


def write_atomic(path: Path, data: str | bytes) -> None:
    """Write ``data`` (text as UTF-8) to ``path`` through a temporary file in the same folder
    and a rename, so the file is either the old one or the complete new one."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(raw)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save(path: Path, config: TableConfig, partie: Partie, state: State | None = None,
         seats: SeatMap | None = None, takebacks: frozenset[int] = frozenset(),
         played_out: Mapping[int, int] | None = None) -> None:
    """Save the Partie (atomically), making its folder if need be."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(to_json(config, partie, state, seats, takebacks=takebacks,
                                          played_out=played_out),
                                  ensure_ascii=False))


def _typed(data: Mapping[str, Any], key: str, kind: type, expected: str) -> Any:
    value = data.get(key)
    if value is None:
        raise RecordError("field_missing", field=key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordError("wrong_type", field=key, expected=expected, value=quote(value))
    return value


def _length(data: Mapping[str, Any]) -> tuple[Length, int]:
    length = _typed(data, "length", list, "length")
    if len(length) != 2 or not isinstance(length[0], str) or length[0] not in LENGTH_KINDS \
            or isinstance(length[1], bool) or not isinstance(length[1], int):
        raise RecordError("wrong_type", field="length", expected="length", value=quote(length))
    return Length(length[0]), length[1]


def _rules_name(data: Mapping[str, Any]) -> str:
    """The name the rules were chosen by (none in a file that names none)."""
    name = data.get("rules_name", "")
    if not isinstance(name, str):
        raise RecordError("wrong_type", field="rules_name", expected="text", value=quote(name))
    return too_long("rules_name", name, MAX_NAME)


def _takebacks(data: Mapping[str, Any]) -> frozenset[int]:
    """The games played with take-backs (none in a file written before they were kept)."""
    numbers = data.get("takebacks", [])
    if not isinstance(numbers, list) or not all(
            isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in numbers):
        raise RecordError("wrong_type", field="takebacks", expected="list",
                          value=quote(numbers))
    return frozenset(numbers)


def _played_out(data: Mapping[str, Any]) -> dict[int, int]:
    """The games the computer finished for the player, as ``[game, actions]`` pairs (none in
    a file written before they were kept)."""
    pairs = data.get("played_out", [])

    def number(n: object) -> bool:
        return isinstance(n, int) and not isinstance(n, bool) and n >= 0

    if not isinstance(pairs, list) or not all(
            isinstance(p, list) and len(p) == 2 and number(p[0]) and p[0] >= 1 and number(p[1])
            for p in pairs):
        raise RecordError("wrong_type", field="played_out", expected="list",
                          value=quote(pairs))
    return {n: step for n, step in pairs}


def from_json(data: Any) -> Saved:
    """Rebuild a saved Partie, checking every deal against the Partie's own dealing."""
    data = check_header(data, FORMAT, VERSION, required=True, what="file")
    rules = rules_field(data)
    players = _typed(data, "players", int, "whole_number")
    try:
        settings = PartieSettings(rules=rules, players=players,
                                  names=names_field(data, players), length=_length(data))
        config = TableConfig(settings=settings, seed=_typed(data, "seed", int, "whole_number"),
                             human=_typed(data, "human", int, "whole_number"),
                             levels=tuple(_typed(data, "levels", list, "list")),
                             rules_name=_rules_name(data))
    except RulesError as exc:
        raise RecordError("bad_field", field=exc.option, reason=exc) from exc
    partie = new_partie(settings, config.seed)
    takebacks = _takebacks(data)
    played_out = _played_out(data)
    deals = _typed(data, "deals", list, "list")
    current = data.get("current")
    for i, deal in enumerate([*deals, current] if current is not None else deals, start=1):
        place = f"deals[{i - 1}]" if i <= len(deals) else "current"
        setup, seats = next_game(partie)
        try:
            record = record_from_json(deal)
        except RecordError as exc:
            raise RecordError("bad_field", field=place, reason=exc) from exc
        if record.setup() != setup or record.seat_map != seats:
            raise RecordError("deal_mismatch", field=place)
        state = record.replay()
        if i > len(deals) and not is_over(state):
            return Saved(config, partie, state, seats, takebacks, played_out)
        if not is_over(state):
            raise RecordError("deal_not_over", field=place)
        partie = record_game(partie, state, seats)
    return Saved(config, partie, None, None, takebacks, played_out)


def load(path: Path) -> Saved:
    """Read and check a save file; raises :class:`RecordError` if it is damaged or foreign."""
    return from_json(load_json(read_text(path)))


def archive(path: Path) -> Path:
    """Keep the save file of a finished Partie in ``finished/`` beside it, under the time it
    ended; returns its new place."""
    target = path.parent / "finished" / time.strftime(f"{path.stem}-%Y%m%d-%H%M%S.json")
    target.parent.mkdir(parents=True, exist_ok=True)
    path.replace(target)
    return target


def move_aside(path: Path) -> Path:
    """Keep a damaged file under a new name beside it; returns that name."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
        n += 1
    path.rename(target)
    return target


def start(config: TableConfig) -> Saved:
    """A new Partie at this table, with its first game dealt."""
    partie = new_partie(config.settings, config.seed)
    setup, seats = next_game(partie)
    return Saved(config, partie, new_game(setup), seats)
