"""The player's own history: every finished game he played (the lesson deals kept apart), in
an SQLite database in the data folder (``history.db``), with each decision's judgement once
the analysis has run, and the positions of his mistakes to play again ("Fehler üben").

Nothing of it is ever sent anywhere. The file is written in WAL mode with full syncs, one short
transaction per change: the app and the command line may write at the same time (a writer
waits for the other up to :data:`BUSY_SECONDS`), and a process killed in the middle of a write
loses nothing that was committed before. A file that is no database, or a damaged one, is
moved aside (:attr:`History.damaged` says where to, the caller tells the player) and a new
one is started; the games that can still be read from the damaged copy are taken over.

The schema has a version (``PRAGMA user_version``); :data:`MIGRATIONS` brings an older file up
to :data:`SCHEMA_VERSION` step by step, inside one transaction each. A file written by a newer
dokodesk is left alone (:class:`HistoryError` ``history_newer``).

The analysis is stored as plain data (:class:`Decision`): the caller judges the game and says
with which version of the judgement, so that a game judged by another version is judged again
(:meth:`History.waiting_analysis`). Every flagged decision (a verdict, never a tied one)
becomes a training position (:class:`Position`) in a Leitner scheme: answered right on
:data:`MASTERED` different days it is mastered; a wrong answer puts it back to the start.

>>> import tempfile
>>> from dokodesk.engine.game import GameSetup
>>> from dokodesk.engine.randomplay import random_game
>>> from dokodesk.engine.rules import preset
>>> import random
>>> final = random_game(GameSetup.from_seed(preset("ddv"), seed=2), random.Random(2))
>>> history = History.open(Path(tempfile.mkdtemp()) / "history.db")
>>> game = history.add(GameRecord.from_state(final, dealer=3), seat=1, source="a.json")
>>> [(g.id, g.seat, g.analysed) for g in history.games()]
[(1, 1, None)]
>>> history.add(GameRecord.from_state(final, dealer=3), seat=1) == game
True
"""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import json
import shutil
import sqlite3
import threading
from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from dokodesk.engine.errors import DokoError, RecordError
from dokodesk.engine.game import Announce
from dokodesk.engine.rules import rules_to_spec
from dokodesk.engine.scoring import result
from dokodesk.persistence.paths import data_folder
from dokodesk.persistence.reading import load_json, read_text
from dokodesk.persistence.record import GameRecord, record_from_json

NAME = "history.db"
"""The database's name in the data folder."""
SCHEMA_VERSION = 3
BUSY_SECONDS = 20.0
"""How long a write waits for another writer (the app, the command line) to finish."""
EXPORT_FORMAT = "dokodesk-history"
EXPORT_VERSION = 1

MASTERED = 3
"""Right answers on as many different days that master a training position."""
INTERVALS = (0, 1, 3)
"""Days until a position comes back, by its box (right answers on different days so far)."""


class HistoryError(DokoError):
    """The history cannot be used: ``history_newer`` (written by a newer dokodesk),
    ``history_unavailable`` (the system refused the file; ``reason`` says why),
    ``history_busy`` (another program holds it too long), ``no_such_game``, ``not_in_game``
    (the seat sits out), ``not_finished``, ``no_such_position``."""


_SCHEMA_1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    played TEXT NOT NULL,
    source TEXT NOT NULL,
    record TEXT NOT NULL,
    seat INTEGER NOT NULL,
    player INTEGER NOT NULL,
    rules TEXT NOT NULL,
    levels TEXT NOT NULL,
    lesson INTEGER NOT NULL,
    salt INTEGER NOT NULL,
    party TEXT,
    role TEXT NOT NULL,
    won INTEGER,
    points INTEGER NOT NULL,
    augen INTEGER NOT NULL,
    announced INTEGER NOT NULL
);
CREATE TABLE analyses (
    game INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    version TEXT NOT NULL,
    analysed TEXT NOT NULL,
    accuracy REAL,
    decisions INTEGER NOT NULL,
    mistakes INTEGER NOT NULL
);
CREATE TABLE decisions (
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    step INTEGER NOT NULL,
    kind TEXT NOT NULL,
    category TEXT NOT NULL,
    loss REAL NOT NULL,
    raw_loss REAL NOT NULL,
    se REAL,
    verdict TEXT NOT NULL,
    tied INTEGER NOT NULL,
    chosen TEXT NOT NULL,
    right TEXT NOT NULL,
    PRIMARY KEY (game, number)
);
CREATE TABLE positions (
    id INTEGER PRIMARY KEY,
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    step INTEGER NOT NULL,
    kind TEXT NOT NULL,
    category TEXT NOT NULL,
    verdict TEXT NOT NULL,
    loss REAL NOT NULL,
    chosen TEXT NOT NULL,
    right TEXT NOT NULL,
    box INTEGER NOT NULL DEFAULT 0,
    due TEXT NOT NULL,
    last_right TEXT,
    UNIQUE (game, step, kind)
);
CREATE TABLE answers (
    position INTEGER NOT NULL REFERENCES positions(id) ON DELETE CASCADE,
    day TEXT NOT NULL,
    right INTEGER NOT NULL
);
CREATE INDEX games_played ON games(played);
CREATE INDEX positions_due ON positions(due);
"""



def _statements(script: str) -> Callable[[sqlite3.Connection], None]:
    """A migration running the statements of ``script`` in the transaction open (unlike
    ``executescript``, which would commit first)."""

    def run(con: sqlite3.Connection) -> None:
        for statement in script.split(";"):
            if statement.strip():
                con.execute(statement)

    return run


_SCHEMA_2 = """
ALTER TABLE games ADD COLUMN until INTEGER
"""
"""Version 2: where the computer played the rest of a game for the player."""

_SCHEMA_3 = """
CREATE INDEX decisions_losses ON decisions(game, category, loss, verdict, tied)
"""
"""Version 3: what the statistics sum, read from an index alone."""

MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _statements(_SCHEMA_1), _statements(_SCHEMA_2), _statements(_SCHEMA_3))
"""Migration ``i`` brings a file of schema version ``i`` to ``i + 1`` (0: a new file)."""
assert len(MIGRATIONS) == SCHEMA_VERSION


class Decision(NamedTuple):
    """One decision of the player as judged (plain data: what the analysis found)."""

    step: int
    """The actions of the game before it (the position to set up again)."""
    kind: str
    """What the analysis calls it (``card``, ``announce``, ``no_announce``, ...)."""
    category: str
    """Its kind for the accuracy (``lead``, ``follow``, ``discard``, ...)."""
    loss: float
    """The loss counted: 0 where tied with the first choice."""
    raw_loss: float
    se: float | None
    verdict: str
    tied: bool
    chosen: Any
    """The choice made as a record entry (None: no announcement)."""
    right: tuple[Any, ...]
    """The choices of the best tie group as record entries (None: no announcement)."""

    @property
    def flagged(self) -> bool:
        """Whether it is a mistake to practise: a verdict, never a tied one."""
        return self.verdict != "none" and not self.tied


class Game(NamedTuple):
    """A game of the history and, once analysed, its figures."""

    id: int
    played: str
    """When it was added (local time, ISO)."""
    source: str
    """The record's path as added, or where the game came from."""
    seat: int
    player: int
    rules: Any
    """The rules as a record names them (a preset's name or the changes)."""
    levels: tuple[str, ...]
    lesson: bool
    salt: int
    party: str | None
    role: str
    """``re``, ``kontra``, ``soloist``, ``against_solo`` or ``none`` (thrown in)."""
    won: bool | None
    points: int
    augen: int
    announced: int
    """Announcements the player made."""
    analysed: str | None
    """The judgement's version of the analysis, None before it has run."""
    accuracy: float | None
    decisions: int
    mistakes: int
    until: int | None = None
    """The action from which the computer played the rest for him (not his decisions)."""


class Position(NamedTuple):
    """A mistake to play again."""

    id: int
    game: int
    source: str
    seat: int
    step: int
    kind: str
    category: str
    verdict: str
    loss: float
    chosen: Any
    right: tuple[Any, ...]
    box: int
    """Right answers on different days so far (:data:`MASTERED` masters it)."""
    due: str
    """The day from which it waits (ISO date)."""

    @property
    def mastered(self) -> bool:
        return self.box >= MASTERED


def default_path() -> Path:
    """The history of this user: ``history.db`` in the data folder."""
    return data_folder() / NAME


def today() -> dt.date:
    return dt.date.today()


def now() -> str:
    return dt.datetime.now().replace(microsecond=0).isoformat()


def game_key(record: GameRecord, seat: int) -> str:
    """What makes a game the same game: the deal, the play and the seat (not names or
    comments)."""
    data = record.to_json()
    same = {k: data[k] for k in ("rules", "seats", "dealer", "hands", "actions")}
    return json.dumps([same, seat], sort_keys=True, separators=(",", ":"))


def computer_level(record: GameRecord, seat: int) -> str | None:
    """The computer level that played ``seat``, where the record says so (``levels``)."""
    levels = record.extra.get("levels")
    if isinstance(levels, list) and len(levels) == record.seats:
        level = levels[seat]
        if isinstance(level, str) and level != "human":
            return level
    return None


class History:
    """The history database (open it with :meth:`open`). One connection, guarded by a lock:
    every method may be called from any thread."""

    def __init__(self, path: Path, con: sqlite3.Connection,
                 damaged: Path | None = None) -> None:
        self.path = path
        self._con = con
        self._lock = threading.RLock()
        self.damaged = damaged
        """Where a damaged file was moved to when this one was started, else None."""

    # --------------------------------------------------------------------- opening the file

    @classmethod
    def open(cls, path: Path | None = None) -> History:
        """Open (or start) the history at ``path`` (by default :func:`default_path`),
        bringing its schema up to date; a damaged file is moved aside (see the module's
        text)."""
        path = path if path is not None else default_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            try:
                return cls(path, _connect(path))
            except sqlite3.DatabaseError as exc:
                if _busy(exc):
                    raise HistoryError("history_busy", file=str(path)) from exc
            moved = _move_aside(path)
            con = _connect(path)
            history = cls(path, con, damaged=moved)
            history._salvage(moved)
            return history
        except OSError as exc:
            raise HistoryError("history_unavailable", file=str(path), reason=exc) from exc

    def close(self) -> None:
        with self._lock:
            self._con.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        """One transaction (taken at once, so that two writers never deadlock)."""
        with self._lock:
            try:
                self._con.execute("BEGIN IMMEDIATE")
                try:
                    yield self._con
                except BaseException:
                    self._con.rollback()
                    raise
                self._con.commit()
            except sqlite3.DatabaseError as exc:
                raise _refusal(exc, self.path) from exc

    def _read(self, sql: str, args: Sequence[Any] = ()) -> list[sqlite3.Row]:
        with self._lock:
            try:
                return list(self._con.execute(sql, args))
            except sqlite3.DatabaseError as exc:
                raise _refusal(exc, self.path) from exc

    def _salvage(self, damaged: Path) -> None:
        """Take over every game that can still be read from the damaged file (its analysis
        is made again; its training progress is lost)."""
        rows: list[tuple[Any, ...]] = []
        with contextlib.suppress(sqlite3.DatabaseError, OSError):
            old = sqlite3.connect(f"file:{damaged}?mode=ro", uri=True)
            try:
                last = old.execute("SELECT max(id) FROM games").fetchone()[0] or 0
                for rowid in range(1, last + 1):
                    with contextlib.suppress(sqlite3.DatabaseError):
                        row = old.execute("SELECT record, seat, source, played, lesson, salt "
                                          "FROM games WHERE id = ?", (rowid,)).fetchone()
                        if row is not None:
                            rows.append(tuple(row))
            finally:
                old.close()
        for text, seat, source, played, lesson, salt in rows:
            with contextlib.suppress(DokoError, ValueError, TypeError):
                record = record_from_json(load_json(text))
                self.add(record, int(seat), str(source), bool(lesson), str(played), int(salt))

    # ---------------------------------------------------------------------------- the games

    def add(self, record: GameRecord, seat: int, source: str = "", lesson: bool = False,
            played: str | None = None, salt: int | None = None, until: int | None = None
            ) -> int:
        """Add the finished game ``record`` as played from ``seat`` and return its number
        (the one it has already where the same game from the same seat is in the history);
        ``until``: the action from which the computer played the rest for him.
        ``salt``: the judgement's salt (by default 0 for a person's seat and 1 for a
        computer's, which decided with other deals). Raises :class:`RecordError` for a game
        not finished and :class:`HistoryError` for a seat not at the table."""
        final = record.finished()
        player = record.seat_map.player(seat) if 0 <= seat < record.seats else None
        if player is None:
            raise HistoryError("not_in_game", seat=seat, last=record.seats - 1)
        res = result(final)
        party = None if res.winner is None and res.thrown_in else (
            "re" if player in res.re_players else "kontra")
        if res.thrown_in:
            role = "none"
        elif res.soloist is not None:
            role = "soloist" if res.soloist == player else "against_solo"
        else:
            role = party or "none"
        won = None if res.winner is None else (res.winner == party)
        augen = 0 if party is None else res.augen.get(party, 0)  # type: ignore[call-overload]
        announced = sum(1 for a in final.history
                        if isinstance(a, Announce) and a.player == player)
        if salt is None:
            salt = 0 if computer_level(record, seat) is None else 1
        levels = record.extra.get("levels")
        key = game_key(record, seat)
        with self._write() as con:
            row = con.execute("SELECT id FROM games WHERE key = ?", (key,)).fetchone()
            if row is not None:
                return int(row[0])
            cur = con.execute(
                "INSERT INTO games (key, played, source, record, seat, player, rules, levels,"
                " lesson, salt, party, role, won, points, augen, announced, until)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (key, played or now(), source, json.dumps(record.to_json(), ensure_ascii=False),
                 seat, player, json.dumps(rules_to_spec(record.rules)),
                 json.dumps(levels if isinstance(levels, list) else []), int(lesson), salt,
                 party, role, None if won is None else int(won), res.points[player], augen,
                 announced, until))
            assert cur.lastrowid is not None
            return cur.lastrowid

    def games(self, lesson: bool | None = False) -> list[Game]:
        """The games in the order they were added (``lesson``: only the lesson deals, only
        the table's games, or None: all)."""
        where = "" if lesson is None else f"WHERE g.lesson = {int(lesson)}"
        rows = self._read(
            "SELECT g.id, g.played, g.source, g.seat, g.player, g.rules, g.levels, g.lesson,"
            " g.salt, g.party, g.role, g.won, g.points, g.augen, g.announced, a.version,"
            " a.accuracy, coalesce(a.decisions, 0), coalesce(a.mistakes, 0), g.until"
            f" FROM games g LEFT JOIN analyses a ON a.game = g.id {where} ORDER BY g.id")
        return [Game(r[0], r[1], r[2], r[3], r[4], _parsed(r[5]),
                     tuple(_parsed(r[6])), bool(r[7]), r[8], r[9], r[10],
                     None if r[11] is None else bool(r[11]), r[12], r[13], r[14], r[15],
                     r[16], r[17], r[18], r[19]) for r in rows]

    def game(self, game: int) -> Game:
        found = [g for g in self.games(None) if g.id == game]
        if not found:
            raise HistoryError("no_such_game", game=game)
        return found[0]

    def record(self, game: int) -> GameRecord:
        """The record of game number ``game``."""
        rows = self._read("SELECT record FROM games WHERE id = ?", (game,))
        if not rows:
            raise HistoryError("no_such_game", game=game)
        return record_from_json(json.loads(rows[0][0]))

    def delete(self, game: int) -> None:
        """Delete game number ``game`` with its analysis and training positions."""
        with self._write() as con:
            if con.execute("DELETE FROM games WHERE id = ?", (game,)).rowcount == 0:
                raise HistoryError("no_such_game", game=game)

    # ---------------------------------------------------------------------- the analysis

    def waiting_analysis(self, version: str) -> list[int]:
        """The games not yet judged by the judgement ``version`` (never judged first)."""
        rows = self._read(
            "SELECT g.id FROM games g LEFT JOIN analyses a ON a.game = g.id"
            " WHERE a.version IS NULL OR a.version != ? ORDER BY a.version IS NOT NULL, g.id",
            (version,))
        return [r[0] for r in rows]

    def store_analysis(self, game: int, version: str, decisions: Sequence[Decision],
                       accuracy: float | None, day: dt.date | None = None) -> None:
        """Keep the judgement of game ``game`` (by the judgement ``version``): its decisions,
        and its flagged ones as training positions (a position judged before keeps its
        progress; one no longer flagged is dropped)."""
        day = day or today()
        with self._write() as con:
            if con.execute("SELECT 1 FROM games WHERE id = ?", (game,)).fetchone() is None:
                raise HistoryError("no_such_game", game=game)
            con.execute("DELETE FROM decisions WHERE game = ?", (game,))
            con.executemany(
                "INSERT INTO decisions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [(game, i, d.step, d.kind, d.category, d.loss, d.raw_loss, d.se, d.verdict,
                  int(d.tied), json.dumps(d.chosen), json.dumps(list(d.right)))
                 for i, d in enumerate(decisions)])
            con.execute(
                "INSERT OR REPLACE INTO analyses VALUES (?, ?, ?, ?, ?, ?)",
                (game, version, now(), accuracy, len(decisions),
                 sum(1 for d in decisions if d.flagged)))
            lesson = con.execute("SELECT lesson FROM games WHERE id = ?", (game,)).fetchone()[0]
            flagged = {(d.step, d.kind): d for d in decisions if d.flagged and not lesson}
            kept = {(r[1], r[2]): r[0] for r in con.execute(
                "SELECT id, step, kind FROM positions WHERE game = ?", (game,))}
            for place, number in kept.items():
                if place not in flagged:
                    con.execute("DELETE FROM positions WHERE id = ?", (number,))
            for place, d in flagged.items():
                values = (d.category, d.verdict, d.raw_loss, json.dumps(d.chosen),
                          json.dumps(list(d.right)))
                if place in kept:
                    con.execute("UPDATE positions SET category = ?, verdict = ?, loss = ?,"
                                " chosen = ?, right = ? WHERE id = ?", (*values, kept[place]))
                else:
                    con.execute("INSERT INTO positions (game, step, kind, category, verdict,"
                                " loss, chosen, right, due) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                (game, d.step, d.kind, *values, day.isoformat()))

    def decisions(self, game: int) -> list[Decision]:
        """The judged decisions of game ``game`` in order (none before its analysis)."""
        rows = self._read(
            "SELECT step, kind, category, loss, raw_loss, se, verdict, tied, chosen, right"
            " FROM decisions WHERE game = ? ORDER BY number", (game,))
        return [Decision(r[0], r[1], r[2], r[3], r[4], r[5], r[6], bool(r[7]),
                         json.loads(r[8]), tuple(json.loads(r[9]))) for r in rows]

    def all_decisions(self, lesson: bool = False) -> list[tuple[int, Decision]]:
        """Every judged decision of the table's games (or the lesson deals), with its game."""
        rows = self._read(
            "SELECT d.game, d.step, d.kind, d.category, d.loss, d.raw_loss, d.se, d.verdict,"
            " d.tied, d.chosen, d.right FROM decisions d JOIN games g ON g.id = d.game"
            " WHERE g.lesson = ? ORDER BY d.game, d.number", (int(lesson),))
        return [(r[0], Decision(r[1], r[2], r[3], r[4], r[5], r[6], r[7], bool(r[8]),
                                json.loads(r[9]), tuple(json.loads(r[10])))) for r in rows]

    def kind_losses(self, lesson: bool = False) -> list[tuple[int, str, int, float, int]]:
        """The judged decisions of the table's games (or the lesson deals) summed per game
        and kind of decision: (game, kind, decisions, loss counted, flagged), what the
        statistics need, summed by the database."""
        rows = self._read(
            "SELECT d.game, d.category, count(*), total(d.loss),"
            " total(d.verdict != 'none' AND NOT d.tied) FROM decisions d"
            " WHERE d.game IN (SELECT id FROM games WHERE lesson = ?)"
            " GROUP BY d.game, d.category", (int(lesson),))
        return [(r[0], r[1], r[2], r[3], int(r[4])) for r in rows]

    # ---------------------------------------------------------------------- the training

    def positions(self, day: dt.date | None = None, waiting: bool = True) -> list[Position]:
        """The training positions: those waiting on ``day`` (due and not mastered), the
        longest waiting first; or (``waiting`` False) every one."""
        day = day or today()
        where = f"WHERE p.box < {MASTERED} AND p.due <= ?" if waiting else ""
        rows = self._read(
            "SELECT p.id, p.game, g.source, g.seat, p.step, p.kind, p.category, p.verdict,"
            " p.loss, p.chosen, p.right, p.box, p.due FROM positions p"
            f" JOIN games g ON g.id = p.game {where} ORDER BY p.due, p.id",
            (day.isoformat(),) if waiting else ())
        return [Position(r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8],
                         json.loads(r[9]), tuple(json.loads(r[10])), r[11], r[12])
                for r in rows]

    def answer(self, position: int, right: bool, day: dt.date | None = None) -> Position:
        """Count an answer to training position ``position`` on ``day``: right on a day
        other than its last right answer moves it up a box (it comes back after
        :data:`INTERVALS` days; :data:`MASTERED` masters it); wrong puts it back to the
        first box, waiting at once."""
        day = day or today()
        with self._write() as con:
            row = con.execute("SELECT box, last_right FROM positions WHERE id = ?",
                              (position,)).fetchone()
            if row is None:
                raise HistoryError("no_such_position", position=position)
            box, last = row
            con.execute("INSERT INTO answers VALUES (?, ?, ?)",
                        (position, day.isoformat(), int(right)))
            if not right:
                box, due, last = 0, day, None
            elif last != day.isoformat():
                box = min(box + 1, MASTERED)
                due = day + dt.timedelta(days=INTERVALS[min(box, len(INTERVALS) - 1)])
                last = day.isoformat()
            else:
                due = day + dt.timedelta(days=INTERVALS[min(box, len(INTERVALS) - 1)] or 1)
            con.execute("UPDATE positions SET box = ?, due = ?, last_right = ? WHERE id = ?",
                        (box, due.isoformat(), last, position))
        return next(p for p in self.positions(waiting=False) if p.id == position)

    # ------------------------------------------------------------------ export and import

    def export(self) -> dict[str, Any]:
        """The history as a file of records: each game's record, seat and what it was."""
        rows = self._read("SELECT record, seat, source, played, lesson, salt, until FROM games"
                          " ORDER BY id")
        return {"format": EXPORT_FORMAT, "version": EXPORT_VERSION, "games": [
            {"record": json.loads(r[0]), "seat": r[1], "source": r[2], "played": r[3],
             "lesson": bool(r[4]), "salt": r[5], "until": r[6]} for r in rows]}

    def import_games(self, data: Any) -> tuple[int, int]:
        """Add the games of an exported history (``data``, parsed); returns (games added,
        games there already). Checks the whole file first: nothing is added from a file with
        an invalid game (:class:`RecordError` names it)."""
        if not isinstance(data, Mapping) or data.get("format") != EXPORT_FORMAT:
            raise RecordError("wrong_format", field="format", expected=EXPORT_FORMAT,
                              value=str(data.get("format") if isinstance(data, Mapping)
                                        else type(data).__name__))
        if data.get("version") != EXPORT_VERSION:
            raise RecordError("wrong_version", field="version", version=EXPORT_VERSION,
                              value=str(data.get("version")))
        entries = data.get("games")
        if not isinstance(entries, list):
            raise RecordError("wrong_type", field="games", expected="list", value="-")
        games: list[tuple[GameRecord, int, str, bool, str | None, int | None,
                          int | None]] = []
        for i, entry in enumerate(entries):
            try:
                games.append(_import_entry(entry))
            except DokoError as exc:
                raise RecordError("bad_field", field=f"games[{i}]", reason=exc) from exc
        before = len(self.games(None))
        for record, seat, source, lesson, played, salt, until in games:
            self.add(record, seat, source, lesson, played, salt, until)
        added = len(self.games(None)) - before
        return added, len(games) - added


@functools.lru_cache(maxsize=256)
def _parsed(text: str) -> Any:
    """A JSON column's value (the same rules and levels recur in every game: parsed once;
    the caller never changes it)."""
    return json.loads(text)


def _import_entry(entry: Any) -> tuple[GameRecord, int, str, bool, str | None, int | None,
                                       int | None]:
    if not isinstance(entry, Mapping):
        raise RecordError("wrong_type", field="game", expected="object", value="-")
    record = record_from_json(entry.get("record"))
    record.finished()
    seat = entry.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < record.seats \
            or record.seat_map.player(seat) is None:
        raise RecordError("field_not_allowed", field="seat", value=str(seat),
                          allowed=f"0-{record.seats - 1}")
    source, played, lesson, salt, until = (entry.get(k) for k in (
        "source", "played", "lesson", "salt", "until"))

    def whole(value: Any) -> int | None:
        return value if isinstance(value, int) and not isinstance(value, bool) else None

    return (record, seat, source if isinstance(source, str) else "",
            lesson is True, played if isinstance(played, str) else None, whole(salt),
            whole(until))


def read_export(path: Path) -> Any:
    """An exported history file, parsed safely (raises :class:`RecordError`)."""
    return load_json(read_text(path, limit=512 * 1024 * 1024))


_CHECKED: set[tuple[str, int, int]] = set()
"""The files this process has checked whole already, as they were then (path, time of the
last change, size; in WAL mode the file itself changes only when the log is written back)."""


def _connect(path: Path) -> sqlite3.Connection:
    """A connection to ``path`` in WAL mode with the schema brought up to date; raises
    :class:`sqlite3.DatabaseError` for a file that is no database or is damaged, and
    :class:`HistoryError` for a newer one."""
    con = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None,
                          check_same_thread=False)
    try:
        con.execute("PRAGMA foreign_keys = ON")
        mode = con.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode != "wal":
            raise sqlite3.DatabaseError(f"journal mode {mode}")
        con.execute("PRAGMA synchronous = FULL")
        stat = path.stat()
        seen = (str(path), stat.st_mtime_ns, stat.st_size)
        if seen not in _CHECKED:  # the whole file is read: once while it stays the same
            check = con.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise sqlite3.DatabaseError(check)
        _migrate(con, path)
        stat = path.stat()
        _CHECKED.add((str(path), stat.st_mtime_ns, stat.st_size))
    except BaseException:
        con.close()
        raise
    return con


def _migrate(con: sqlite3.Connection, path: Path) -> None:
    con.execute("BEGIN IMMEDIATE")
    try:
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if version > SCHEMA_VERSION:
            raise HistoryError("history_newer", file=str(path), version=version)
        if version == 0 and con.execute(
                "SELECT count(*) FROM sqlite_master").fetchone()[0] > 0:
            raise sqlite3.DatabaseError("tables without a version")
        for step in MIGRATIONS[version:]:
            step(con)
        con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        con.execute("COMMIT")
    except BaseException:
        con.execute("ROLLBACK")
        raise


def _refusal(exc: sqlite3.DatabaseError, path: Path) -> HistoryError:
    """What the database's refusal means for the player: another writer too long, or a file
    that cannot be used (damaged since it was opened; it is moved aside when next opened)."""
    if _busy(exc):
        return HistoryError("history_busy", file=str(path))
    return HistoryError("history_unavailable", file=str(path), reason=str(exc))


def _busy(exc: sqlite3.DatabaseError) -> bool:
    return "locked" in str(exc) or "busy" in str(exc)


def _move_aside(path: Path) -> Path:
    """Move the damaged ``path`` (and its WAL files) to a free name beside it."""
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.damaged-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.stem}.damaged-{stamp}-{n}{path.suffix}")
    shutil.move(str(path), str(target))
    for extra in ("-wal", "-shm"):
        side = Path(f"{path}{extra}")
        if side.exists():
            shutil.move(str(side), f"{target}{extra}")
    return target


__all__ = ["Decision", "Game", "History", "HistoryError", "Position", "default_path"]
