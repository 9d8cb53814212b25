"""The ``dokodesk`` and ``dokodesk-gui`` commands: one command line, whose help names every
command and option in the user's language; no command opens the app (where a window can be
shown, else one sentence says why not); every value is checked; a reader that stops early
and Ctrl+C end it quietly; the exit status is 0, 1 or 2."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from dokodesk import app_version
from dokodesk.cli.main import main as cli_main
from dokodesk.cli.parser import APP_OPTIONS, COMMANDS, build_parser
from dokodesk.launcher import display_problem, main
from dokodesk.persistence.language import chosen_language, stored_language, system_language

ROOT = Path(__file__).resolve().parents[1]
ENGLISH = ("usage", "options", "show this", "the ", "error", "required", "invalid")


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli_main(argv)
    out = capsys.readouterr()
    return status, out.out, out.err


def test_the_version_is_the_projects() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert app_version() == project["version"]


@pytest.mark.parametrize("argv", [["--version"], ["score", "--version"], ["--lang", "en",
                                                                          "--version"]])
def test_version_prints_it(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert run(argv, capsys)[:2] == (0, f"dokodesk {app_version()}\n")


@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_help_names_every_command_and_option(lang: str,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--help"], ["help"], ["-h"]):
        status, out, _ = run(["--lang", lang, *argv], capsys)
        assert status == 0
        for command in COMMANDS:
            assert f"    {command.name} " in out, command.name
        for option in APP_OPTIONS:
            assert option in out
        assert ("Rückgabewerte" if lang == "de" else "Exit status") in out
    for command in COMMANDS:
        status, out, _ = run(["help", command.name, "--lang", lang], capsys)
        assert status == 0 and out.startswith("Aufruf:" if lang == "de" else "usage:")
        assert f"dokodesk {command.name}" in out
        assert "  -h, --help" in out and "--lang" in out
        parser = build_parser(lang).commands[command.name]
        for action in parser._actions:
            assert action.help, (command.name, action.dest)  # every option has its help
        if lang == "de":
            assert not any(word in out for word in ENGLISH), out


def test_the_seat_options_say_they_count_from_zero(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["--help"], ["help", "analyse"]):
        assert "von 0 an gezählt" in run(argv, capsys)[1]
        assert "counted from 0" in run([*argv, "--lang", "en"], capsys)[1]


@pytest.mark.parametrize(("argv", "words"), [
    (["selfplay", "--games", "-2", "--out", "x"], "-2 liegt nicht zwischen 1 und 100000"),
    (["selfplay", "--games", "zwei", "--out", "x"], "„zwei“ ist keine ganze Zahl"),
    (["selfplay", "--levels", "profi,profi", "--out", "x"], "vier Stufen"),
    (["arena", "--a", "profi", "--b", "random", "--deals", "0"], "--deals: 0 liegt nicht"),
    (["arena", "--a", "profi", "--b", "random", "--deals", str(10**9)], "--deals"),
    (["arena", "--a", "expert", "--b", "random"], "„expert“ gibt es nicht"),
    (["arena", "--a", "profi", "--b", "random", "--workers", "1000"], "--workers"),
    (["analyse", "x.json", "--seat", "7"], "--seat: 7 liegt nicht zwischen 0 und 4"),
    (["lessons", "--folder", "/nonexistent"], "kein Ordner (Datei oder Ordner nicht vorhanden)"),
    (["lessons", "--json", "--check"], "nicht zusammen mit"),
    (["play", "--seed", "-1"], "--seed"),
    (["play", "--games", "0"], "--games"),
    (["--level", "expert", "--autoplay"], "„expert“ gibt es nicht"),
    (["--size", "10x"], "„10x“ ist keine Fenstergröße"),
    (["--players", "6"], "--players"),
    (["--players", "4", "--seat", "4"], "die Plätze sind 0 bis 3"),
    (["--new", "skat"], "„skat“ gibt es nicht"),
    (["--autoplay", "score", "x.json"], "--autoplay ist eine Option der App"),
    (["--lang", "fr"], "„fr“ gibt es nicht"),
    (["fly"], "'fly' gibt es nicht"),
    (["score"], "diese Argumente fehlen"),
    (["score", "a", "b"], "unbekannte Argumente"),
    (["help", "fly"], "gibt es nicht"),
])
def test_a_wrong_argument_is_named_in_german(argv: list[str], words: str,
                                             capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(argv, capsys)
    assert status == 2 and out == ""
    assert words in err and "Fehler:" in err and err.startswith("Aufruf:")
    assert "Traceback" not in err


def test_a_wrong_argument_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(["--lang", "en", "selfplay", "--games", "-2", "--out", "x"], capsys)
    assert status == 2 and "error: argument --games: -2 is not between 1 and 100000" in err
    status, _, err = run(["selfplay", "--out", "x", "--games", "1e3", "--lang", "en"], capsys)
    assert status == 2 and "'1e3' is not a whole number" in err


def test_the_language_follows_the_setting_then_the_system(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert stored_language() is None and chosen_language() == "en"
    settings = tmp_path / "dokodesk" / "dokodesk.conf"
    settings.parent.mkdir()
    settings.write_text("[General]\nanimation_ms=0\nlanguage=de\n", encoding="utf-8")
    assert chosen_language() == "de" and chosen_language("en") == "en"
    settings.write_bytes(b"\xff\xfe[[[")  # a damaged file is no setting
    assert stored_language() is None and chosen_language() == "en"
    assert system_language({"LC_ALL": "C"}) == "de"  # German where the system says neither


@pytest.mark.parametrize("args", [[], ["--autoplay", "--games", "1"], ["--lang", "en"]])
def test_no_command_opens_the_app(monkeypatch: pytest.MonkeyPatch, args: list[str]) -> None:
    import dokodesk.launcher

    opened: list[argparse.Namespace] = []
    monkeypatch.setattr(dokodesk.launcher, "display_problem", lambda environ: None)
    monkeypatch.setattr("dokodesk.gui.app.run", lambda parsed: opened.append(parsed) or 0)
    assert main(args) == 0
    assert len(opened) == 1
    assert opened[0].app_autoplay == ("--autoplay" in args)
    assert opened[0].lang == ("en" if "en" in args else None)


def test_without_a_display_one_sentence_says_so(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    assert main(["--lang", "en"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "needs a graphical session" in err
    assert display_problem({"DISPLAY": ":987654"}) == ("display_unreachable", ":987654")
    assert display_problem({"WAYLAND_DISPLAY": "wayland-0"}) is None
    assert display_problem({"QT_QPA_PLATFORM": "wayland"}) == ("no_display", "")


def _command(*argv: str, **kw: object) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "LANG": "C.UTF-8"}
    return subprocess.run([sys.executable, "-m", "dokodesk", *argv], capture_output=True,
                          text=True, env=env, timeout=120, **kw)  # type: ignore[call-overload]


def test_a_reader_that_stops_early_ends_it_quietly() -> None:
    """``dokodesk rules vowi --summary | head -1``: no BrokenPipeError, whenever the pipe
    closes."""
    for argv in (["rules", "vowi", "--summary"], ["--help"], ["rules", "kneipe_plus"]):
        for _ in range(3):
            with subprocess.Popen([sys.executable, "-m", "dokodesk", *argv],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE) as proc:
                assert proc.stdout is not None and proc.stderr is not None
                proc.stdout.readline()
                proc.stdout.close()
                err = proc.stderr.read().decode()
                assert proc.wait(timeout=60) in (0, 1)
            assert err == "", err


def test_the_terminal_game_says_when_its_input_ends() -> None:
    out = _command("play", "--seed", "3", stdin=subprocess.DEVNULL)
    assert out.returncode == 1 and "Keine Eingabe mehr" in out.stdout
    assert "Traceback" not in out.stderr
