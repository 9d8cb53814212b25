"""Running the command line: parse (in the user's language), open the app where no command
is given, else run the command; a reader that stops early (``dokodesk rules vowi | head -1``)
or Ctrl+C ends it quietly.

Exit status: 0 done, 1 failed (also when interrupted or the output was cut off), 2 invalid
input (arguments or files).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from dokodesk.cli.parser import app_option_given, build_parser
from dokodesk.persistence.language import chosen_language
from dokodesk.text.commandline import say

OpenApp = Callable[[argparse.Namespace], int]
"""Opens the app with the parsed options (the ``app_*`` ones, and ``lang``: the language
asked for, or None)."""


def asked_language(argv: Sequence[str]) -> str | None:
    """The value of ``--lang`` in ``argv``, if any, before the arguments are parsed (the
    parser itself speaks that language).

    >>> asked_language(["score", "x.json", "--lang", "en"]), asked_language(["--lang=de"])
    ('en', 'de')
    """
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--lang="):
            return arg.removeprefix("--lang=")
    return None


def program() -> str:
    """The name the command was started by: ``dokodesk-gui`` or ``dokodesk``."""
    return "dokodesk-gui" if Path(sys.argv[0]).name == "dokodesk-gui" else "dokodesk"


def main(argv: Sequence[str] | None = None, open_app: OpenApp | None = None) -> int:
    """Run the command line with ``argv`` (by default the process's); without a command
    ``open_app`` opens the app. Returns the exit status."""
    given = list(sys.argv[1:] if argv is None else argv)
    lang = chosen_language(asked_language(given))
    try:
        return _main(given, lang, open_app)
    except BrokenPipeError:  # the reader stopped: say nothing more
        _drop_stdout()
        return 1
    except KeyboardInterrupt:
        print(say("interrupted", lang), file=sys.stderr)
        return 1


def _main(given: list[str], lang: str, open_app: OpenApp | None) -> int:
    parser = build_parser(lang, program())
    try:
        args = parser.parse_args(given)
        if args.command is None:
            if args.app_seat >= args.app_players:
                parser.error(say("seat_not_at_table", lang, seat=args.app_seat,
                                 last=args.app_players - 1))
        elif (option := app_option_given(args)) is not None:
            parser.error(say("app_option_with_command", lang, option=option,
                             command=args.command))
    except SystemExit as done:  # help, version or refused arguments
        sys.stdout.flush()
        return done.code if isinstance(done.code, int) else 2
    if args.command is None:
        return 0 if open_app is None else open_app(args)
    args.lang = args.lang or lang
    args.parser = parser
    from dokodesk.cli import commands

    status: int = getattr(commands, args.run)(args)
    sys.stdout.flush()
    return status


def _drop_stdout() -> None:
    """Point the standard output at nothing, so that Python's own flush at exit does not
    fail on the closed pipe too."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
