"""The one command line of dokodesk: the app's options (``dokodesk --autoplay --data-dir ...``)
and the commands beside them (``dokodesk score game.json``), every option with its help in the
user's language, every value checked.

A command is a function adding its arguments, registered with :func:`command` under its name
and the function of :mod:`dokodesk.cli.commands` that runs it (imported only then, so that
the app starts without the commands' modules). Its one-line help and its description are the
words ``NAME`` and ``NAME.about`` of :mod:`dokodesk.text.commandline` (the one-line help where
there is no description); its arguments' help the words ``NAME.ARGUMENT``.

>>> parser = build_parser("en")
>>> parser.parse_args(["selfplay", "--games", "3", "--out", "x"]).games
3
>>> parser.parse_args([]).command is None
True
"""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from dokodesk import app_version
from dokodesk.cli.arguments import (
    MAX_SEED,
    folder,
    four_levels,
    number,
    one_of,
    window_size,
)
from dokodesk.engine.rules import PRESETS
from dokodesk.engine.table import LEVELS, SELFPLAY_LEVELS
from dokodesk.text.commandline import ARGPARSE_DE, WORDS, say
from dokodesk.text.words import LANGUAGES

MAX_GAMES = 1000
"""Games of a Partie at the table or in the terminal."""
MAX_RUNS = 100_000
"""Games written by ``selfplay``, deals of ``arena``."""
MAX_WORKERS = 64
"""Processes of ``arena``."""

Arguments = Callable[[argparse.ArgumentParser, str], None]
"""Adds a command's arguments to its parser (texts in the language given)."""


@dataclass(frozen=True)
class Command:
    """A command of the command line."""

    name: str
    run: str
    """The function of :mod:`dokodesk.cli.commands` that runs it."""
    arguments: Arguments


COMMANDS: list[Command] = []


def command(name: str, run: str) -> Callable[[Arguments], Arguments]:
    """Register the decorated function as the arguments of the command ``name``."""

    def register(arguments: Arguments) -> Arguments:
        COMMANDS.append(Command(name, run, arguments))
        return arguments

    return register


# --- the parser ---------------------------------------------------------------------------


class Parser(argparse.ArgumentParser):
    """An argument parser that parses, helps and refuses in its language :attr:`lang`."""

    lang = "de"
    commands: dict[str, Parser]
    """The parsers of the commands by their names (those of the top-level parser)."""

    def parse_args(self, args: Any = None,  # type: ignore[override]
                   namespace: Any = None) -> argparse.Namespace:
        with argparse_in(self.lang):
            parsed: argparse.Namespace = super().parse_args(args, namespace)
            return parsed

    def parse_known_args(self, args: Any = None,  # type: ignore[override]
                         namespace: Any = None) -> tuple[argparse.Namespace, list[str]]:
        with argparse_in(self.lang):
            return super().parse_known_args(args, namespace)

    def format_help(self) -> str:
        with argparse_in(self.lang):
            return super().format_help()

    def format_usage(self) -> str:
        with argparse_in(self.lang):
            return super().format_usage()

    def error(self, message: str) -> Any:
        with argparse_in(self.lang):
            super().error(message)


@contextmanager
def argparse_in(lang: str) -> Iterator[None]:
    """Python's argument parser says its own phrases in ``lang`` meanwhile (through the
    ``gettext`` functions it calls, as its translations would)."""
    if lang == "en":
        yield
        return
    module = vars(argparse)
    original = module["_"], module["ngettext"]
    module["_"] = lambda text: ARGPARSE_DE.get(text, text)
    module["ngettext"] = lambda one, many, n: ARGPARSE_DE.get(one if n == 1 else many,
                                                              one if n == 1 else many)
    try:
        yield
    finally:
        module["_"], module["ngettext"] = original


def _parser(lang: str, **kw: Any) -> Parser:
    parser = Parser(add_help=False, formatter_class=argparse.RawDescriptionHelpFormatter, **kw)
    parser.lang = lang
    return parser


def _common(parser: argparse.ArgumentParser, lang: str, top: bool) -> None:
    """-h, --version and --lang, which every command takes too (the top-level parser lists
    them after its commands)."""
    group = parser.add_argument_group(say("options", lang)) if top else parser
    group.add_argument("-h", "--help", action="help", help=say("show_help", lang))
    group.add_argument("--version", action="version", version=f"dokodesk {app_version()}",
                       help=say("version", lang))
    group.add_argument("--lang", type=one_of(LANGUAGES, lang), metavar="de|en",
                       help=say("lang", lang), default=None if top else argparse.SUPPRESS)


APP_OPTIONS: dict[str, Any] = {
    "--data-dir": None, "--new": None, "--seed": 1, "--players": 4, "--seat": 0, "--games": 8,
    "--level": "profi", "--size": None, "--measure-startup": False, "--autoplay": False,
}
"""The app's options with their defaults; each is kept as ``app_`` and its name
(``args.app_data_dir``), apart from the commands' options of the same name."""


def app_dest(flag: str) -> str:
    """Where the app's option ``flag`` is kept.

    >>> app_dest("--data-dir")
    'app_data_dir'
    """
    return "app_" + flag.removeprefix("--").replace("-", "_")


def _app_options(parser: argparse.ArgumentParser, lang: str) -> None:
    group = parser.add_argument_group(say("app_options", lang))
    levels = ", ".join(LEVELS)

    def option(flag: str, words: str, **kw: Any) -> None:
        group.add_argument(flag, dest=app_dest(flag), default=APP_OPTIONS[flag], help=words,
                           **kw)

    option("--data-dir", say("data_dir", lang), metavar=say("folder", lang))
    option("--new", say("new", lang, presets=", ".join(PRESETS)), metavar="PRESET",
           type=one_of(tuple(PRESETS), lang))
    option("--seed", say("app_seed", lang, low=0, high=MAX_SEED), metavar="N",
           type=number(0, MAX_SEED, lang))
    option("--players", say("players", lang), metavar="4|5", type=number(4, 5, lang))
    option("--seat", say("seat", lang), metavar="N", type=number(0, 4, lang))
    option("--games", say("app_games", lang, low=1, high=MAX_GAMES), metavar="N",
           type=number(1, MAX_GAMES, lang))
    option("--level", say("level", lang, levels=levels), metavar="LEVEL",
           type=one_of(LEVELS, lang))
    option("--size", say("size", lang), metavar="WxH", type=window_size(lang))
    option("--measure-startup", say("measure_startup", lang), action="store_true")
    option("--autoplay", say("autoplay", lang), action="store_true")


def build_parser(lang: str, prog: str = "dokodesk") -> Parser:
    """The whole command line, its texts in ``lang``."""
    with argparse_in(lang):
        parser = _parser(lang, prog=prog, usage=say("usage", lang, prog=prog),
                         description=_wrap(say("description", lang)),
                         epilog=_wrap(say("epilog", lang)))
        commands = parser.add_subparsers(dest="command", metavar=say("command", lang),
                                         title=say("commands", lang), parser_class=Parser,
                                         prog=prog)
        parser.commands = {}
        for entry in COMMANDS:
            about = WORDS.get(f"{entry.name}.about", WORDS[entry.name]).get(lang)
            sub = commands.add_parser(entry.name, help=WORDS[entry.name].get(lang),
                                      description=_wrap(about),
                                      epilog=_wrap(say("epilog", lang)), add_help=False,
                                      formatter_class=argparse.RawDescriptionHelpFormatter)
            sub.lang = lang
            parser.commands[entry.name] = sub
            sub.set_defaults(run=entry.run)
            entry.arguments(sub, lang)
            _common(sub, lang, top=False)
        _common(parser, lang, top=True)
        _app_options(parser, lang)
        return parser


def _wrap(text: str) -> str:
    """``text`` wrapped for the terminal, paragraph by paragraph (lines kept apart)."""
    return "\n".join(textwrap.fill(line, 79) for line in text.splitlines())


def app_option_given(args: argparse.Namespace) -> str | None:
    """The first of the app's options that was given (with a value not its default)."""
    for flag, default in APP_OPTIONS.items():
        if getattr(args, app_dest(flag), default) != default:
            return flag
    return None


# --- the commands ---------------------------------------------------------------------------


def _positional(parser: argparse.ArgumentParser, name: str, key: str, lang: str,
                **kw: Any) -> None:
    parser.add_argument(name, help=WORDS[key].get(lang), **kw)


def _seed(parser: argparse.ArgumentParser, lang: str, default: int | None = 1) -> None:
    parser.add_argument("--seed", type=number(0, MAX_SEED, lang), default=default, metavar="N",
                        help=say("cmd.seed", lang, low=0, high=MAX_SEED))


def _rules(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("--rules", default="ddv", metavar="RULES", help=say("cmd.rules", lang))


@command("score", "cmd_score")
def _score(parser: argparse.ArgumentParser, lang: str) -> None:
    _positional(parser, "file", "score.file", lang, metavar=say("file", lang))


@command("analyse", "cmd_analyse")
def _analyse(parser: argparse.ArgumentParser, lang: str) -> None:
    _positional(parser, "file", "analyse.file", lang, metavar=say("file", lang))
    parser.add_argument("--seat", type=number(0, 4, lang), required=True, metavar="N",
                        help=say("analyse.seat", lang))
    parser.add_argument("--seed", type=number(0, MAX_SEED, lang), default=0, metavar="N",
                        help=say("analyse.seed", lang, low=0, high=MAX_SEED))


@command("check", "cmd_check")
def _check(parser: argparse.ArgumentParser, lang: str) -> None:
    _positional(parser, "files", "check.files", lang, nargs="+", metavar=say("file", lang))


@command("play", "cmd_play")
def _play(parser: argparse.ArgumentParser, lang: str) -> None:
    _rules(parser, lang)
    parser.add_argument("--games", type=number(1, MAX_GAMES, lang), default=None, metavar="N",
                        help=say("play.games", lang, low=1, high=MAX_GAMES))
    _seed(parser, lang, default=None)
    parser.add_argument("--level", type=one_of(LEVELS, lang), default="fortgeschritten",
                        metavar="LEVEL", help=say("play.level", lang, levels=", ".join(LEVELS)))


@command("selfplay", "cmd_selfplay")
def _selfplay(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("--games", type=number(1, MAX_RUNS, lang), default=10, metavar="N",
                        help=say("selfplay.games", lang, low=1, high=MAX_RUNS))
    _seed(parser, lang)
    _rules(parser, lang)
    parser.add_argument("--out", type=folder(lang, existing=False), required=True,
                        metavar=say("folder", lang), help=say("selfplay.out", lang))
    parser.add_argument("--levels", type=four_levels(lang, SELFPLAY_LEVELS), default=None,
                        metavar="L,L,L,L", help=say("selfplay.levels", lang))


@command("rules", "cmd_rules")
def _rules_command(parser: argparse.ArgumentParser, lang: str) -> None:
    _positional(parser, "rules", "rules.rules", lang, metavar="RULES")
    parser.add_argument("--summary", action="store_true", help=say("rules.summary", lang))


@command("arena", "cmd_arena")
def _arena(parser: argparse.ArgumentParser, lang: str) -> None:
    levels = ", ".join(LEVELS)
    for flag in ("--a", "--b"):
        parser.add_argument(flag, type=one_of(LEVELS, lang), required=True, metavar="LEVEL",
                            help=say(f"arena.{flag[2:]}", lang, levels=levels))
    parser.add_argument("--deals", type=number(1, MAX_RUNS, lang), default=100, metavar="N",
                        help=say("arena.deals", lang, low=1, high=MAX_RUNS))
    _seed(parser, lang)
    _rules(parser, lang)
    parser.add_argument("--workers", type=number(1, MAX_WORKERS, lang), default=2, metavar="N",
                        help=say("arena.workers", lang, low=1, high=MAX_WORKERS))


@command("lessons", "cmd_lessons")
def _lessons(parser: argparse.ArgumentParser, lang: str) -> None:
    shown = parser.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help=say("lessons.json", lang))
    shown.add_argument("--check", action="store_true", help=say("lessons.check", lang))
    parser.add_argument("--folder", type=folder(lang), default=None,
                        metavar=say("folder", lang), help=say("lessons.folder", lang))


@command("history", "cmd_history")
def _history(parser: argparse.ArgumentParser, lang: str) -> None:
    parser.add_argument("--json", action="store_true", help=say("history.json", lang))
    actions = parser.add_subparsers(dest="history_action", metavar=say("history.action", lang),
                                    parser_class=Parser, help=say("history.actions", lang))

    def action(name: str) -> Parser:
        sub: Parser = actions.add_parser(name, help=WORDS[f"history.{name}"].get(lang),
                                         description=_wrap(WORDS[f"history.{name}"].get(lang)),
                                         add_help=False,
                                         formatter_class=argparse.RawDescriptionHelpFormatter)
        sub.lang = lang
        _common(sub, lang, top=False)
        return sub

    add = action("add")
    _positional(add, "records", "history.add.records", lang, nargs="+",
                metavar=say("file", lang))
    add.add_argument("--seat", type=number(0, 4, lang), required=True, metavar="N",
                     help=say("history.add.seat", lang))
    train = action("train")
    train.add_argument("--json", action="store_true", help=say("history.train.json", lang))
    delete = action("delete")
    _positional(delete, "game", "history.delete.game", lang, metavar="N",
                type=number(1, 2**62, lang))
    export = action("export")
    _positional(export, "file", "history.export.file", lang, metavar=say("file", lang))
    imported = action("import")
    _positional(imported, "file", "history.import.file", lang, metavar=say("file", lang))


@command("help", "cmd_help")
def _help(parser: argparse.ArgumentParser, lang: str) -> None:
    names = [c.name for c in COMMANDS]
    _positional(parser, "topic", "help.command", lang, nargs="?", metavar=say("command", lang),
                type=one_of(names, lang))
