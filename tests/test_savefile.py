"""Saving and resuming a Partie: identical position, atomic writes, damaged files kept."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from dokodesk.engine.errors import RecordError
from dokodesk.engine.game import Concede, State, apply, is_over, legal_actions, new_game
from dokodesk.engine.partie import Partie, PartieSettings, TableConfig, next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.table import HUMAN, SeatMap
from dokodesk.persistence.savefile import load, move_aside, save, start
from dokodesk.text.messages import describe


def _config(name: str = "vowi", players: int = 5) -> TableConfig:
    levels = (HUMAN,) + ("random",) * (players - 1)
    return TableConfig(PartieSettings(preset(name), players=players, length=("games", 8)),
                       seed=9, human=0, levels=levels, rules_name=name)


def _midgame(config: TableConfig, games: int, actions: int,
             seed: int = 2) -> tuple[Partie, State, SeatMap]:
    rng = random.Random(seed)
    partie = start(config).partie
    for _ in range(games):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng, reserve_chance=0.3), seats)
    setup, seats = next_game(partie)
    state = new_game(setup)
    for _ in range(actions):
        if is_over(state):
            break
        moves = [a for a in legal_actions(state) if not isinstance(a, Concede)]
        state = apply(state, rng.choice(moves))
    return partie, state, seats


@pytest.mark.parametrize("name,players", [("ddv", 4), ("vowi", 5), ("kneipe", 4)])
def test_save_and_resume_give_the_identical_position(tmp_path: Path, name: str,
                                                      players: int) -> None:
    config = TableConfig(PartieSettings(preset(name), players=players,
                                        length=("games", 24 if name == "ddv" else 8)),
                         seed=4, human=1, levels=("random", HUMAN) + ("random",) * (players - 2))
    partie, state, seats = _midgame(config, games=3, actions=23)
    path = tmp_path / "partie.json"
    save(path, config, partie, state, seats)
    back = load(path)
    assert back.config == config
    assert back.partie == partie
    assert back.state == state
    assert back.seats == seats


def test_between_games_there_is_no_current_game(tmp_path: Path) -> None:
    config = _config()
    partie, _, _ = _midgame(config, games=2, actions=0)
    save(tmp_path / "p.json", config, partie)
    back = load(tmp_path / "p.json")
    assert back.state is None and back.partie == partie


def test_a_saved_file_replaces_the_old_one_without_leftovers(tmp_path: Path) -> None:
    config = _config()
    partie, state, seats = _midgame(config, games=1, actions=10)
    path = tmp_path / "p.json"
    path.write_text("old", encoding="utf-8")
    save(path, config, partie, state, seats)
    assert [p.name for p in tmp_path.iterdir()] == ["p.json"]
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "dokodesk-partie"


@pytest.mark.parametrize(
    "damage",
    [
        lambda d: "not json at all {",
        lambda d: json.dumps({**d, "format": "something-else"}),
        lambda d: json.dumps({**d, "seed": d["seed"] + 1}),
        lambda d: json.dumps({**d, "levels": ["human"]}),
        lambda d: json.dumps({**d, "levels": ["human", "profi", "grandmaster", "profi",
                                              "profi"]}),
        lambda d: json.dumps({**d, "deals": [{**d["deals"][0], "actions": [{"seat": 9}]}]}),
    ],
    ids=["not-json", "foreign", "other-seed", "levels", "unknown-level", "bad-action"],
)
def test_a_damaged_file_is_refused_and_can_be_moved_aside(
    tmp_path: Path, damage: Callable[[dict[str, Any]], str]
) -> None:
    config = _config()
    partie, state, seats = _midgame(config, games=2, actions=5)
    path = tmp_path / "p.json"
    save(path, config, partie, state, seats)
    text = damage(json.loads(path.read_text(encoding="utf-8")))
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RecordError) as err:
        load(path)
    assert describe(err.value, "de") and describe(err.value, "en")
    kept = move_aside(path)
    assert not path.exists()
    assert kept.read_text(encoding="utf-8") == text
    assert kept.parent == tmp_path and "damaged" in kept.name
