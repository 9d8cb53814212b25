"""Write game records, save files and house-rule files with an old release of dokodesk, and
what that release said of each (the score of every game, the totals of every Partie, the
options of every house-rule file), so that the tests check that today's dokodesk reads them
all and scores them the same (``tests/test_old_files.py``).

Run it with the old release's package first on the path, from this repository::

    git worktree add ../dokodesk-0.1.0 v0.1.0-commit
    PYTHONPATH=../dokodesk-0.1.0 python tools/old_release_files.py tests/data/release-0.1.0

It uses only what every release has had: the presets, ``rules_from_mapping``, random play and
the computer levels, ``GameRecord``, the save file's ``to_json`` and ``house_rules_to_toml``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from dokodesk.ai.arena import play_game
from dokodesk.ai.players import make_player
from dokodesk.engine.game import (
    Action,
    Concede,
    GameSetup,
    State,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from dokodesk.engine.partie import PartieSettings, TableConfig, new_partie, next_game, record_game
from dokodesk.engine.partie import totals as partie_totals
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import PRESETS, HouseRules, house_rules_to_toml, rules_from_mapping
from dokodesk.engine.scoring import result
from dokodesk.engine.table import HUMAN
from dokodesk.persistence.record import GameRecord
from dokodesk.persistence.savefile import to_json

VARIANTS: dict[str, tuple[str, dict[str, Any]]] = {
    "ddv": ("ddv", {}),
    "vowi": ("vowi", {}),
    "kneipe": ("kneipe", {}),
    "ddv-ohne-neunen": ("ddv", {"with_nines": False, "sonderpunkte": [
        "doppelkopf", "fuchs_gefangen", "karlchen", "karlchen_gefangen", "dulle_gefangen"]}),
    "vowi-letzter-stich": ("vowi", {
        "dulle_rule": "second_beats_first_except_last_trick", "poverty_return_info":
        "trump_count", "announcement_scoring": "plus_two", "hochzeit_tricks": 2,
        "hochzeit_clarifying_trick": "first_foreign_trump"}),
    "kneipe-sonderpunkte": ("kneipe", {
        "sonderpunkte": ["doppelkopf", "fuchs_gefangen", "karlchen", "karlchen_gefangen",
                         "dulle_gefangen", "doppelkarlchen", "fuchs_letzter_stich",
                         "beide_fuechse_letzter_stich"],
        "poverty_max_trumps": 4, "poverty_face_up": True, "cents_per_point": 10,
        "solos": ["damen", "buben", "kreuz", "fleischloser"]}),
}
"""The rules the files are written under: (base preset, the options changed)."""


def _rules(name: str) -> Any:
    base, changes = VARIANTS[name]
    return rules_from_mapping(changes, base=PRESETS[base])


def _score(state: State) -> dict[str, Any]:
    """What the release scored a finished game as."""
    res = result(state)
    return {"winner": res.winner, "augen": dict(res.augen), "value": res.value,
            "points": list(res.points),
            "lines": [[ln.item, ln.party, ln.points, ln.times] for ln in res.lines]}


def _any_but_giving_up(state: State, rng: random.Random) -> Action:
    """A random legal action of the player to act, never the soloist giving up."""
    return rng.choice([a for a in legal_actions(state) if not isinstance(a, Concede)])


def _write(path: Path, text: str) -> None:
    path.write_text(text, encoding="utf-8")


def records(out: Path) -> dict[str, Any]:
    """Finished games (random play, with many reservations and announcements, and computer
    players) and games in progress, each as a record."""
    folder = out / "records"
    folder.mkdir(parents=True, exist_ok=True)
    expected: dict[str, Any] = {}
    for name in VARIANTS:
        rules = _rules(name)
        games: list[State] = []
        for i in range(6):
            rng = random.Random(f"{name}-{i}")
            setup = GameSetup.from_seed(rules, seed=rng.randrange(1 << 30), first=i % 4)
            games.append(random_game(setup, rng, reserve_chance=0.4, announce_chance=0.15))
        for i, level in enumerate(("fortgeschritten", "anfaenger")):
            setup = GameSetup.from_seed(rules, seed=9000 + i, first=(i + 1) % 4)
            players = [make_player(level, seed=10 * i + p) for p in range(4)]
            games.append(play_game(setup, players).state)
        for i, final in enumerate(games):
            file = f"{name}-{i + 1}.json"
            _write(folder / file, GameRecord.from_state(final, names=(
                "Anna", "Bernd", "Clara", "Dieter")).dumps())
            expected[file] = {"finished": True, "steps": len(final.history),
                              **(_score(final) if final.phase == "finished" else
                                 {"thrown_in": True})}
        rng = random.Random(f"{name}-open")
        state = new_game(GameSetup.from_seed(rules, seed=rng.randrange(1 << 30)))
        for _ in range(rng.randrange(10, 30)):
            if is_over(state):
                break
            state = apply(state, _any_but_giving_up(state, rng))
        file = f"{name}-open.json"
        _write(folder / file, GameRecord.from_state(state).dumps())
        expected[file] = {"finished": False, "steps": len(state.history),
                          "phase": str(state.phase), "to_act": state.to_act}
    return expected


def saves(out: Path) -> dict[str, Any]:
    """Partien in progress, as the app saves them: four and five at the table, with and
    without Pflichtsoli, a game begun or not."""
    folder = out / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    expected: dict[str, Any] = {}
    tables = (("kneipe", 4, ("games", 8), 3, 14), ("vowi", 5, ("games", 10), 5, 0),
              ("ddv", 4, ("games", 24), 4, 25), ("ddv-ohne-neunen", 4, ("games", 24), 2, 7),
              ("kneipe-sonderpunkte", 4, ("runden", 2), 5, 40))
    """(rules, players, length, games played, actions of the game in progress)"""
    for name, players, length, played, steps in tables:
        rules = _rules(name)
        names = ("Du", "Anna", "Bernd", "Clara", "Dieter")[:players]
        settings = PartieSettings(rules, players=players, names=names, length=length)
        config = TableConfig(settings=settings, seed=4242, human=0,
                             levels=(HUMAN, *("fortgeschritten",) * (players - 1)),
                             rules_name=name)
        partie = new_partie(settings, config.seed)
        rng = random.Random(name)
        while len(partie.games) < played:
            setup, seats = next_game(partie)
            partie = record_game(partie, random_game(setup, rng, reserve_chance=0.3), seats)
        setup, seats = next_game(partie)
        state = new_game(setup)
        for _ in range(steps):
            if is_over(state):
                break
            state = apply(state, _any_but_giving_up(state, rng))
        file = f"{name}-{players}.json"
        _write(folder / file, json.dumps(to_json(config, partie, state, seats),
                                         ensure_ascii=False))
        expected[file] = {
            "games": [list(g.points) for g in partie.games], "totals": list(
                partie_totals(partie)), "deals": partie.deals, "thrown_in": partie.thrown_in,
            "dealer": partie.dealer, "owes": list(partie.owes), "steps": len(state.history),
            "phase": str(state.phase), "seed": config.seed,
            "finished": [_score(g.state) for g in partie.games]}
    return expected


def house_rules(out: Path) -> dict[str, Any]:
    """House-rule files as the rules editor writes them: what differs from the base, and
    every option written out."""
    folder = out / "house-rules"
    folder.mkdir(parents=True, exist_ok=True)
    expected: dict[str, Any] = {}
    for name, (base, _) in VARIANTS.items():
        rules = _rules(name)
        for full in (False, True):
            house = HouseRules(name=f"Stammtisch „{name}“", description='Freitags im "Eck",\n'
                               "Bock ab 22 Uhr.", rules=rules, base=base)
            file = f"{name}{'-voll' if full else ''}.toml"
            _write(folder / file, house_rules_to_toml(house, full=full))
            expected[file] = {"name": house.name, "description": house.description,
                              "base": base, "options": rules.to_mapping()}
    return expected


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    out = parser.parse_args().out
    out.mkdir(parents=True, exist_ok=True)
    expected = {"records": records(out), "saves": saves(out), "house_rules": house_rules(out)}
    _write(out / "expected.json", json.dumps(expected, indent=1, ensure_ascii=False) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
