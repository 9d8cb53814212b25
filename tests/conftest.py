"""Shared test set-up: Qt runs offscreen, the whole session has a home folder of its own, so
that no test reads or writes the user's data, settings or house rules, and the system's
language says neither German nor English (so dokodesk speaks German unless told). Offscreen
Qt is given a screen of a defined size: 1920x1080, or ``DOKODESK_TEST_SCREEN`` (``1366x768``)."""

from __future__ import annotations

import json
import os
import tempfile
from collections import Counter

import pytest

_HOME = tempfile.mkdtemp(prefix="dokodesk-test-home-")
if os.environ.get("QT_QPA_PLATFORM", "offscreen") == "offscreen":
    _width, _height = map(int, os.environ.get("DOKODESK_TEST_SCREEN", "1920x1080").split("x"))
    _SCREEN = os.path.join(_HOME, "screen.json")
    with open(_SCREEN, "w", encoding="utf-8") as _file:
        json.dump({"screens": [{"name": "test", "x": 0, "y": 0, "width": _width,
                                "height": _height, "logicalDpi": 96, "logicalBaseDpi": 96,
                                "dpr": 1}]}, _file)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
for _name, _sub in (("HOME", ""), ("XDG_DATA_HOME", ".local/share"),
                    ("XDG_CONFIG_HOME", ".config"), ("XDG_CACHE_HOME", ".cache")):
    os.environ[_name] = os.path.join(_HOME, _sub) if _sub else _HOME
for _name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_name, None)
os.environ["LANG"] = "C.UTF-8"


@pytest.fixture
def counted(monkeypatch):
    """Counts of the table driver's commits (per position: the actions before it) and of the
    views it builds (per position and player)."""
    from dokodesk.play import driver

    applied: Counter[int] = Counter()
    views: Counter[tuple[int, int]] = Counter()
    real_apply, real_view = driver.apply, driver.view

    def counting_apply(state, action):
        applied[len(state.history)] += 1
        return real_apply(state, action)

    def counting_view(state, player):
        views[len(state.history), player] += 1
        return real_view(state, player)

    monkeypatch.setattr(driver, "apply", counting_apply)
    monkeypatch.setattr(driver, "view", counting_view)
    return applied, views


@pytest.fixture(autouse=True)
def judgement_budget(monkeypatch):
    """The one judgement draws further deals up to 8 times its first deals and 3 times their
    work in the tests: its full reach is measured by ``benchmarks/judgement.py``, and would
    make every test that asks for a Tipp slow."""
    from dokodesk.ai import judgement

    monkeypatch.setattr(judgement, "ESCALATION", 8)
    monkeypatch.setattr(judgement, "ESCALATION_WORK", 3)
