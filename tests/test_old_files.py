"""Files written by the first release (0.1.0) still load and score the same: its game records
(finished and in progress), its save files of Partien in progress and its house-rule files.
The files and what 0.1.0 said of each are in ``tests/data/release-0.1.0`` (written by
``tools/old_release_files.py`` with that release)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from dokodesk.engine.game import Phase, State
from dokodesk.engine.partie import totals
from dokodesk.engine.scoring import result
from dokodesk.persistence import savefile
from dokodesk.persistence.houserules import read_house_rules
from dokodesk.persistence.record import loads

DATA = Path(__file__).parent / "data" / "release-0.1.0"
EXPECTED: dict[str, dict[str, Any]] = json.loads((DATA / "expected.json").read_text("utf-8"))


def _score(state: State) -> dict[str, Any]:
    res = result(state)
    return {"winner": res.winner, "augen": dict(res.augen), "value": res.value,
            "points": list(res.points),
            "lines": [[ln.item, ln.party, ln.points, ln.times] for ln in res.lines]}


def test_every_kind_of_file_is_there() -> None:
    assert len(EXPECTED["records"]) >= 50 and len(EXPECTED["saves"]) >= 5
    assert len(EXPECTED["house_rules"]) >= 12
    for kind, folder in (("records", "records"), ("saves", "saves"),
                         ("house_rules", "house-rules")):
        assert sorted(p.name for p in (DATA / folder).iterdir()) == sorted(EXPECTED[kind])


@pytest.mark.parametrize("name", sorted(EXPECTED["records"]))
def test_a_game_record_replays_and_scores_the_same(name: str) -> None:
    want = EXPECTED["records"][name]
    record = loads((DATA / "records" / name).read_text(encoding="utf-8"))
    if not want["finished"]:
        state = record.replay()
        assert (state.phase, state.to_act, len(state.history)) == (
            want["phase"], want["to_act"], want["steps"])
        return
    final = record.finished()
    assert len(final.history) == want["steps"]
    if want.get("thrown_in"):
        assert final.phase is Phase.THROWN_IN
    else:
        assert _score(final) == {k: want[k] for k in ("winner", "augen", "value", "points",
                                                      "lines")}


@pytest.mark.parametrize("name", sorted(EXPECTED["saves"]))
def test_a_saved_partie_resumes_where_it_was_with_the_same_scores(name: str) -> None:
    want = EXPECTED["saves"][name]
    saved = savefile.load(DATA / "saves" / name)
    partie = saved.partie
    assert [list(g.points) for g in partie.games] == want["games"]
    assert list(totals(partie)) == want["totals"]
    assert (partie.deals, partie.thrown_in, partie.dealer, list(partie.owes)) == (
        want["deals"], want["thrown_in"], want["dealer"], want["owes"])
    assert saved.config.seed == want["seed"]
    assert [_score(g.state) for g in partie.games] == want["finished"]
    assert saved.state is not None
    assert (saved.state.phase, len(saved.state.history)) == (want["phase"], want["steps"])


@pytest.mark.parametrize("name", sorted(EXPECTED["house_rules"]))
def test_a_house_rule_file_sets_the_same_options(name: str) -> None:
    want = EXPECTED["house_rules"][name]
    house = read_house_rules(DATA / "house-rules" / name)
    assert (house.name, house.description, house.base) == (
        want["name"], want["description"], want["base"])
    options = house.rules.to_mapping()
    assert {key: options[key] for key in want["options"]} == want["options"]
