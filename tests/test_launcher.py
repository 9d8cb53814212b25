"""The ``dokodesk`` command: a command word runs the command line, ``--version`` prints the
version, anything else opens the app with those options."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from dokodesk import app_version
from dokodesk.launcher import main

ROOT = Path(__file__).resolve().parents[1]


def test_the_version_is_the_projects() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert app_version() == project["version"]


def test_version_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"dokodesk {app_version()}\n"


def test_a_command_word_runs_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "kneipe"]) == 0
    assert 'base = "kneipe"' in capsys.readouterr().out


@pytest.mark.parametrize("args", [[], ["--autoplay", "--games", "1"], ["--lang", "en"]])
def test_anything_else_opens_the_app(monkeypatch: pytest.MonkeyPatch, args: list[str]) -> None:
    import dokodesk.gui.app

    opened: list[list[str]] = []
    monkeypatch.setattr(dokodesk.gui.app, "main", lambda argv: opened.append(argv) or 0)
    assert main(args) == 0
    assert opened == [args]
