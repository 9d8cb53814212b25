"""Reference data for the tests: the hand-checked scoring cases of ``data/`` (as game records)
and the presets of docs/RULES.md written out."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CASES_FILE = Path(__file__).resolve().parent / "data" / "scoring-cases.json"


def load_cases() -> dict[str, Any]:
    return json.loads(CASES_FILE.read_text(encoding="utf-8"))


def case_record(case: dict[str, Any]) -> dict[str, Any]:
    """A reference case as a game record: its ``game`` turned into reservation actions."""
    dealer = case["dealer"]
    game = case["game"]
    reservations = []
    for i in range(1, 5):
        seat = (dealer + i) % 4
        if game["type"] == "solo" and game["seat"] == seat:
            entry = {"seat": seat, "reservation": "solo", "solo": game["solo"],
                     "pflicht": game.get("pflicht", False)}
        elif game["type"] == "hochzeit" and game["seat"] == seat:
            entry = {"seat": seat, "reservation": "hochzeit"}
        else:
            entry = {"seat": seat, "reservation": "gesund"}
        reservations.append(entry)
    return {"rules": case["rules"], "dealer": dealer, "hands": case["hands"],
            "actions": reservations + case["actions"]}


ALL_SOLOS = ["damen", "buben", "kreuz", "pik", "herz", "karo", "fleischloser"]
PICTURE_SOLOS = ["koenige", "damen_buben", "koenige_damen", "koenige_buben", "koehler"]
DEFAULT_DEADLINES = {"re": 11, "no90": 10, "no60": 9, "no30": 8, "schwarz": 7}

# the presets as docs/RULES.md lists them, option by option
PRESETS_SECTION_10: dict[str, dict[str, Any]] = {
    "ddv": {
        "with_nines": True,
        "dulle_rule": "first_beats_second",
        "reservation_order": ["pflichtsolo", "lustsolo", "hochzeit"],
        "solos": ALL_SOLOS,
        "soloist_leads": "pflichtsolo",
        "redeal_after_solo": "pflichtsolo",
        "hochzeit_clarifying_trick": "first_foreign",
        "hochzeit_tricks": 3,
        "poverty": False,
        "poverty_max_trumps": 3,
        "poverty_foxes_count": True,
        "poverty_face_up": False,
        "poverty_foxes_face_up": False,
        "poverty_return_info": "none",
        "announcement_deadlines": DEFAULT_DEADLINES,
        "kontra_alone_lowers_re_goal": True,
        "announcement_scoring": "plus_two",
        "points_reached_against_absage": True,
        "solo_bonus_point": False,
        "gegen_die_alten": "sonderpunkt",
        "sonderpunkte": ["doppelkopf", "fuchs_gefangen", "karlchen"],
        "kalter_schlag_doubles_next": False,
        "pflichtsolo": "within_spielrunde",
        "cents_per_point": 0,
    },
    "vowi": {
        "with_nines": True,
        "dulle_rule": "second_beats_first",
        "reservation_order": ["pflichtsolo", "lustsolo", "armut", "hochzeit"],
        "solos": ALL_SOLOS,
        "soloist_leads": "pflichtsolo",
        "redeal_after_solo": "pflichtsolo",
        "hochzeit_clarifying_trick": "first_foreign",
        "hochzeit_tricks": 3,
        "poverty": True,
        "poverty_max_trumps": 3,
        "poverty_foxes_count": False,
        "poverty_face_up": False,
        "poverty_foxes_face_up": False,
        "poverty_return_info": "whether_trump",
        "announcement_deadlines": DEFAULT_DEADLINES,
        "kontra_alone_lowers_re_goal": True,
        "announcement_scoring": "doubling",
        "points_reached_against_absage": True,
        "solo_bonus_point": False,
        "gegen_die_alten": "sonderpunkt",
        "sonderpunkte": ["doppelkopf", "fuchs_gefangen", "karlchen", "karlchen_gefangen",
                         "dulle_gefangen"],
        "kalter_schlag_doubles_next": False,
        "pflichtsolo": "at_the_end",
        "cents_per_point": 0,
    },
    "kneipe": {
        "with_nines": True,
        "dulle_rule": "first_beats_second",
        "reservation_order": ["lustsolo", "armut", "hochzeit"],
        "solos": ALL_SOLOS,
        "soloist_leads": "every_solo",
        "redeal_after_solo": "every_solo",
        "hochzeit_clarifying_trick": "first_foreign",
        "hochzeit_tricks": 3,
        "poverty": True,
        "poverty_max_trumps": 3,
        "poverty_foxes_count": True,
        "poverty_face_up": False,
        "poverty_foxes_face_up": False,
        "poverty_return_info": "none",
        "announcement_deadlines": DEFAULT_DEADLINES,
        "kontra_alone_lowers_re_goal": False,
        "announcement_scoring": "doubling",
        "points_reached_against_absage": False,
        "solo_bonus_point": True,
        "gegen_die_alten": "game_point_also_in_solo",
        "sonderpunkte": ["doppelkopf", "fuchs_gefangen", "karlchen", "doppelkarlchen",
                         "fuchs_letzter_stich", "beide_fuechse_letzter_stich"],
        "kalter_schlag_doubles_next": True,
        "pflichtsolo": "off",
        "cents_per_point": 5,
    },
}

# the options of RULES.md 14.11, as ddv, vowi and kneipe have them
SECTION_14_11: dict[str, Any] = {
    "schweine": "off",
    "schweine_in_solo": "trump_aces",
    "schweine_in_armut": True,
    "schweine_first_dulle_wins": False,
    "superschweine": "off",
    "superschweine_same_holder": False,
    "schmeissen": {},
    "genscher": False,
    "pflichtansage": "off",
    "pflichtansage_in_hochzeit": False,
    "karlchen_gefangen_only_by_dq": False,
    "counting": "plus_minus",
    "solo_always_triple": False,
    "bock_triggers": [],
    "bock_multiplier": 2,
    "bock_count": "per_game",
    "bock_stacking": "multiply",
}

OPTION_ORDER = (
    "with_nines", "dulle_rule", "schweine", "schweine_in_solo", "schweine_in_armut",
    "schweine_first_dulle_wins", "superschweine", "superschweine_same_holder",
    "reservation_order", "solos", "soloist_leads", "redeal_after_solo", "schmeissen",
    "hochzeit_clarifying_trick", "hochzeit_tricks", "poverty", "poverty_max_trumps",
    "poverty_foxes_count", "poverty_face_up", "poverty_foxes_face_up", "poverty_return_info",
    "announcement_deadlines", "kontra_alone_lowers_re_goal", "genscher", "pflichtansage",
    "pflichtansage_in_hochzeit", "announcement_scoring", "points_reached_against_absage",
    "solo_bonus_point", "gegen_die_alten", "sonderpunkte", "karlchen_gefangen_only_by_dq",
    "kalter_schlag_doubles_next", "counting", "solo_always_triple", "pflichtsolo",
    "bock_triggers", "bock_multiplier", "bock_count", "bock_stacking", "cents_per_point",
)
"""Every option in the order of docs/RULES.md: the groups of the editor."""


def _in_order(options: dict[str, Any]) -> dict[str, Any]:
    return {name: options[name] for name in OPTION_ORDER}


PRESETS_SECTION_10 = {name: _in_order({**options, **SECTION_14_11})
                      for name, options in PRESETS_SECTION_10.items()}
PRESETS_SECTION_10["kneipe_plus"] = _in_order({
    **PRESETS_SECTION_10["kneipe"],
    "schweine": "at_start",
    "schmeissen": {"nines": 5},
    "bock_triggers": ["equal_120", "solo_lost"],
})
"""The presets of section 10 with the options of 14.11, and the fourth preset of 14.12."""
