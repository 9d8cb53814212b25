"""The hand-checked reference cases of shared/reference, and turning them into game records."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
CASES_FILE = SHARED / "reference" / "scoring-cases.json"


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
