"""The player's history database: games added once each, deleted with everything of theirs,
exported and imported; the schema's version; a damaged file moved aside and a new one started;
two writers at once; the analysis kept as plain data, the flagged decisions (never tied ones)
as training positions in a Leitner scheme (mastered after right answers on three days)."""

from __future__ import annotations

import datetime as dt
import json
import random
import sqlite3
import threading
from pathlib import Path

import pytest

from dokodesk.engine.errors import RecordError
from dokodesk.engine.game import GameSetup
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.persistence.history import (
    SCHEMA_VERSION,
    Decision,
    History,
    HistoryError,
    default_path,
)
from dokodesk.persistence.record import GameRecord
from dokodesk.text.messages import describe, render


def record(seed: int, **extra: object) -> GameRecord:
    final = random_game(GameSetup.from_seed(preset("ddv"), seed=seed), random.Random(seed))
    return GameRecord.from_state(final, dealer=3, **extra)


def decision(step: int, verdict: str = "none", tied: bool = False, loss: float = 0.0,
             category: str = "lead") -> Decision:
    return Decision(step, "card", category, 0.0 if tied else loss, loss, 0.05, verdict, tied,
                    {"seat": 0, "card": "CA"}, ({"seat": 0, "card": "HA"},))


def test_the_history_lives_in_the_data_folder(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "dokodesk" / "history.db"
    with History.open() as history:
        assert history.games() == []
    con = sqlite3.connect(tmp_path / "dokodesk" / "history.db")
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_games_are_added_once_and_deleted_with_all_of_theirs(tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    first = history.add(record(1), seat=2, source="one.json")
    assert history.add(record(1, comment="the same deal"), seat=2) == first
    second = history.add(record(1), seat=0)
    lesson = history.add(record(2), seat=1, lesson=True)
    assert [g.id for g in history.games()] == [first, second]
    assert [g.id for g in history.games(lesson=True)] == [lesson]
    game = history.game(first)
    assert (game.source, game.seat, game.salt, game.analysed) == ("one.json", 2, 0, None)
    assert game.role in ("re", "kontra", "soloist", "against_solo", "none")
    assert history.record(first).hands == record(1).hands
    history.store_analysis(first, "v1", [decision(3, "mistake", loss=1.5)], 22.3)
    assert len(history.positions()) == 1
    history.delete(first)
    assert [g.id for g in history.games()] == [second]
    assert history.positions(waiting=False) == [] and history.decisions(first) == []
    with pytest.raises(HistoryError) as refused:
        history.delete(first)
    assert "Spiel Nummer" in describe(refused.value, "de")


def test_a_seat_that_sits_out_or_a_game_not_finished_is_refused(tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    final = record(3).finished()
    five = GameRecord.from_state(final, seats=5, dealer=4)
    with pytest.raises(HistoryError) as refused:
        history.add(five, seat=4)
    assert "--seat 4" in describe(refused.value, "en")
    unfinished = GameRecord.from_state(final, dealer=3)
    unfinished = unfinished.__class__(**{**unfinished.__dict__,
                                         "actions": unfinished.actions[:-3]})
    with pytest.raises(RecordError):
        history.add(unfinished, seat=0)
    assert history.games() == []


def test_a_computer_seat_is_judged_with_another_salt(tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    game = history.add(record(4, levels=["random", "profi", "profi", "profi"]), seat=0)
    assert history.game(game).salt == 1
    assert history.game(game).levels == ("random", "profi", "profi", "profi")


def test_export_and_import_keep_every_game(tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    for seed in range(3):
        history.add(record(seed), seat=seed, source=f"g{seed}.json")
    exported = json.loads(json.dumps(history.export()))
    other = History.open(tmp_path / "other.db")
    other.add(record(0), seat=0)
    assert other.import_games(exported) == (2, 1)
    assert [(g.source, g.seat) for g in other.games()] == [
        ("", 0), ("g1.json", 1), ("g2.json", 2)]
    broken = json.loads(json.dumps(exported))
    broken["games"][2]["record"]["actions"].pop()
    fresh = History.open(tmp_path / "fresh.db")
    with pytest.raises(RecordError) as refused:
        fresh.import_games(broken)
    assert "games[2]" in describe(refused.value, "en")
    assert fresh.games() == []
    with pytest.raises(RecordError):
        fresh.import_games({"format": "dokodesk-game"})


def test_a_newer_schema_is_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    History.open(path).close()
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    con.commit()
    con.close()
    with pytest.raises(HistoryError) as refused:
        History.open(path)
    assert refused.value.code == "history_newer"
    assert "neueren dokodesk" in describe(refused.value, "de")
    assert sorted(p.name for p in tmp_path.iterdir() if "damaged" in p.name) == []


def test_a_damaged_file_is_moved_aside_and_a_new_one_started(tmp_path: Path) -> None:
    path = tmp_path / "history.db"
    path.write_bytes(b"no database at all" * 100)
    (tmp_path / "partie.json").write_text("{}", encoding="utf-8")
    history = History.open(path)
    assert history.damaged is not None and history.damaged.exists()
    assert history.damaged.read_bytes().startswith(b"no database")
    assert "beschädigt" in render("history_damaged", {"moved": history.damaged}, "de")
    history.add(record(5), seat=1)
    assert len(history.games()) == 1
    assert (tmp_path / "partie.json").read_text(encoding="utf-8") == "{}"
    assert History.open(path).damaged is None


def test_a_file_damaged_in_the_middle_keeps_the_games_it_can(tmp_path: Path) -> None:
    path = tmp_path / "history.db"
    history = History.open(path)
    for seed in range(30):
        history.add(record(seed), seat=seed % 4)
    history.close()
    con = sqlite3.connect(path)
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    raw = bytearray(path.read_bytes())
    page = 4096
    raw[page * 3:page * 3 + 200] = b"\xff" * 200  # one page of the games' table
    path.write_bytes(bytes(raw))
    again = History.open(path)
    assert again.damaged is not None
    assert 0 < len(again.games()) <= 30  # every game whose pages are whole


def test_two_writers_at_once(tmp_path: Path) -> None:
    path = tmp_path / "h.db"
    first, second = History.open(path), History.open(path)
    errors: list[Exception] = []

    def write(history: History, seeds: range) -> None:
        try:
            for seed in seeds:
                history.add(record(seed), seat=0)
        except Exception as exc:
            errors.append(exc)

    threads = [threading.Thread(target=write, args=(h, r))
               for h, r in ((first, range(0, 10)), (second, range(10, 20)))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(History.open(path).games()) == 20


def test_flagged_decisions_become_positions_and_keep_their_progress(tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    game = history.add(record(6), seat=0)
    day = dt.date(2026, 3, 1)
    found = [decision(0, "blunder", loss=3.0, category="reservation"),
             decision(5, "none", tied=True, loss=0.2),
             decision(9, "inaccuracy", loss=0.4),
             decision(12)]
    history.store_analysis(game, "v1", found, 50.0, day)
    assert history.waiting_analysis("v1") == [] and history.waiting_analysis("v2") == [game]
    assert [p.step for p in history.positions(day)] == [0, 9]
    assert history.game(game).mistakes == 2 and history.game(game).decisions == 4
    assert [d.tied for d in history.decisions(game)] == [False, True, False, False]
    kept = history.positions(day)[0]
    history.answer(kept.id, True, day)
    history.store_analysis(game, "v2", [found[0], decision(12, "mistake", loss=1.1)], 40.0,
                           day)
    after = {p.step: p for p in history.positions(day, waiting=False)}
    assert set(after) == {0, 12} and after[0].box == 1 and after[12].box == 0
    lesson = history.add(record(7), seat=0, lesson=True)
    history.store_analysis(lesson, "v2", found, 50.0, day)
    assert {p.game for p in history.positions(waiting=False)} == {game}


def test_a_position_is_mastered_after_right_answers_on_three_days(tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    game = history.add(record(8), seat=0)
    day = dt.date(2026, 3, 1)
    history.store_analysis(game, "v1", [decision(4, "mistake", loss=1.2)], 30.0, day)
    (position,) = history.positions(day)
    after = history.answer(position.id, True, day)
    assert after.box == 1 and history.positions(day) == []
    assert history.answer(position.id, True, day).box == 1  # the same day counts once
    day2 = day + dt.timedelta(days=1)
    assert [p.id for p in history.positions(day2)] == [position.id]
    assert history.answer(position.id, False, day2).box == 0
    assert [p.id for p in history.positions(day2)] == [position.id]
    for offset in (2, 3, 6):
        history.answer(position.id, True, day + dt.timedelta(days=offset))
    final = history.positions(day + dt.timedelta(days=30), waiting=False)[0]
    assert final.mastered and history.positions(day + dt.timedelta(days=30)) == []


def test_a_file_of_the_first_schema_is_brought_up_to_date(tmp_path: Path) -> None:
    from dokodesk.persistence import history as module

    path = tmp_path / "h.db"
    con = sqlite3.connect(path, isolation_level=None)
    con.execute("BEGIN")
    module.MIGRATIONS[0](con)
    con.execute(  # a game as the first version wrote it
        "INSERT INTO games (key, played, source, record, seat, player, rules, levels,"
        " lesson, salt, party, role, won, points, augen, announced) VALUES"
        " ('k', '2026-01-01T10:00:00', 'old.json', ?, 0, 0, '\"ddv\"', '[]', 0, 0, 're',"
        " 're', 1, 3, 130, 0)", (json.dumps(record(9).to_json()),))
    con.execute("PRAGMA user_version = 1")
    con.execute("COMMIT")
    con.close()
    with History.open(path) as history:
        (game,) = history.games()
        assert (game.source, game.until, game.points) == ("old.json", None, 3)
        history.add(record(10), seat=1, until=40)
        assert history.games()[-1].until == 40
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 3
