"""The autosave: written off the caller's thread, the newest snapshot wins, and deals already
written are not serialised again."""

from __future__ import annotations

import random
import threading
from pathlib import Path

import pytest

from dokodesk.engine.partie import PartieSettings, TableConfig, next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.table import HUMAN
from dokodesk.persistence import autosave, savefile
from dokodesk.persistence.autosave import Autosaver

CONFIG = TableConfig(PartieSettings(preset("kneipe"), length=("games", 6)), seed=3,
                     levels=(HUMAN, "random", "random", "random"))


def test_saves_are_written_off_the_callers_thread(monkeypatch: pytest.MonkeyPatch,
                                                   tmp_path: Path) -> None:
    writers: list[str] = []
    real = autosave.write_atomic

    def spy(path: Path, data: str | bytes) -> None:
        writers.append(threading.current_thread().name)
        real(path, data)

    monkeypatch.setattr(autosave, "write_atomic", spy)
    saver = Autosaver(tmp_path / "partie.json")
    saved = savefile.start(CONFIG)
    saver.save(CONFIG, saved.partie, saved.state, saved.seats)
    saver.flush()
    assert writers == ["autosave"]
    assert savefile.load(tmp_path / "partie.json").partie == saved.partie


def test_each_deal_is_serialised_once(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    made: list[int] = []
    real = autosave.deal_json

    def spy(state, seats, names):  # type: ignore[no-untyped-def]
        made.append(id(state))
        return real(state, seats, names)

    monkeypatch.setattr(autosave, "deal_json", spy)
    saver = Autosaver(tmp_path / "partie.json")
    partie = savefile.start(CONFIG).partie
    rng = random.Random(4)
    for _ in range(4):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng), seats)
        saver.save(CONFIG, partie)
        saver.flush()
    assert len(made) == len(set(made)) == 4
    assert savefile.load(tmp_path / "partie.json").partie == partie


def test_every_write_is_reported_and_a_failed_one_tried_again(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    written: list[OSError | None] = []
    saver = Autosaver(blocked / "partie.json", on_written=written.append)
    saved = savefile.start(CONFIG)
    saver.save(CONFIG, saved.partie, saved.state, saved.seats)
    saver.flush()
    assert len(written) == 1 and isinstance(written[0], OSError)
    blocked.unlink()
    blocked.mkdir()  # the place can be written again: the next save works
    saver.save(CONFIG, saved.partie, saved.state, saved.seats)
    saver.flush()
    assert written[1:] == [None]
    assert savefile.load(blocked / "partie.json").partie == saved.partie


def test_one_writer_thread_carries_over_from_save_to_save(tmp_path: Path) -> None:
    saver = Autosaver(tmp_path / "partie.json")
    saved = savefile.start(CONFIG)
    threads = set()
    for _ in range(5):
        saver.save(CONFIG, saved.partie, saved.state, saved.seats)
        while saver.busy:
            threading.Event().wait(0.001)
        threads |= {t.ident for t in threading.enumerate() if t.name == "autosave"}
    assert len(threads) == 1  # no thread started for each save
    saver.flush()
    assert not any(t.name == "autosave" for t in threading.enumerate())
    assert savefile.load(tmp_path / "partie.json").partie == saved.partie
