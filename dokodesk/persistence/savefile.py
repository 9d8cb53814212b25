"""Saving and resuming a Partie at the table: who sits where, the computer levels, the rules,
every deal so far and the game in progress. Pure Python; the app calls it after every trick.

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
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dokodesk.engine.errors import DokoError, RecordError, RulesError
from dokodesk.engine.game import State, is_over, new_game
from dokodesk.engine.partie import (
    Partie,
    PartieSettings,
    TableConfig,
    new_partie,
    next_game,
    record_game,
)
from dokodesk.engine.rules import rules_from_spec, rules_to_spec
from dokodesk.engine.table import SeatMap
from dokodesk.persistence.record import GameRecord, record_from_json

FORMAT = "dokodesk-partie"
VERSION = 1


@dataclass(frozen=True)
class Saved:
    """A resumed Partie: its table, the Partie so far and the game in progress, if any."""

    config: TableConfig
    partie: Partie
    state: State | None
    seats: SeatMap | None


def to_json(config: TableConfig, partie: Partie, state: State | None,
            seats: SeatMap | None) -> dict[str, Any]:
    """The save file's content."""
    s = config.settings
    current = None
    if state is not None and seats is not None and not is_over(state):
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
        "deals": [deal_json(d.state, d.seats, s.names) for d in partie.log],
        "current": current,
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
         seats: SeatMap | None = None) -> None:
    """Save the Partie (atomically), making its folder if need be."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(to_json(config, partie, state, seats), ensure_ascii=False))


def _field(data: Mapping[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    value = data.get(key)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
        raise RecordError("bad_record", field=key, reason="missing or of the wrong type")
    return value


def from_json(data: Any) -> Saved:
    """Rebuild a saved Partie, checking every deal against the Partie's own dealing."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise RecordError("bad_record", field="format", reason=f"not a {FORMAT} file")
    if data.get("version") != VERSION:
        raise RecordError("bad_record", field="version",
                          reason=f"this dokodesk reads version {VERSION}")
    try:
        rules = rules_from_spec(data.get("rules", "ddv"))
        length = _field(data, "length", list)
        settings = PartieSettings(
            rules=rules,
            players=_field(data, "players", int),
            names=tuple(_field(data, "names", list)),
            length=(str(length[0]), int(length[1])) if len(length) == 2 else ("", 0),
        )
    except DokoError as exc:
        raise RecordError("bad_record", field="rules", reason=exc) from exc
    try:
        config = TableConfig(settings=settings, seed=_field(data, "seed", int),
                             human=_field(data, "human", int),
                             levels=tuple(_field(data, "levels", list)),
                             rules_name=str(data.get("rules_name", "")))
    except RulesError as exc:
        raise RecordError("bad_record", field=exc.option, reason=exc) from exc
    partie = new_partie(settings, config.seed)
    deals = _field(data, "deals", list)
    current = data.get("current")
    for i, deal in enumerate([*deals, current] if current is not None else deals, start=1):
        setup, seats = next_game(partie)
        record = record_from_json(deal)
        if record.setup() != setup or record.seat_map != seats:
            raise RecordError("bad_record", field=f"deals[{i}]",
                              reason="does not match the Partie's dealing")
        state = record.replay()
        if i > len(deals):
            return Saved(config, partie, state, seats)
        if not is_over(state):
            raise RecordError("bad_record", field=f"deals[{i}]", reason="the game is not over")
        partie = record_game(partie, state, seats)
    return Saved(config, partie, None, None)


def load(path: Path) -> Saved:
    """Read and check a save file; raises :class:`RecordError` if it is damaged or foreign."""
    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text)
    except (OSError, UnicodeDecodeError) as exc:
        raise RecordError("bad_record", field=str(path), reason=str(exc)) from exc
    except json.JSONDecodeError as exc:
        raise RecordError("bad_json", reason=str(exc)) from exc
    return from_json(data)


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
