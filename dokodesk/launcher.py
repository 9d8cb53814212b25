"""The ``dokodesk`` and ``dokodesk-gui`` commands: the command line of :mod:`dokodesk.cli`,
which opens the app when no command is given (``dokodesk``, ``dokodesk --lang en``) and runs
the command otherwise (``dokodesk score game.json``). Where the app cannot open a window
(no graphical session) one sentence says so instead of Qt aborting.
"""

from __future__ import annotations

import argparse
import os
import socket
import sys
from collections.abc import Mapping

from dokodesk.cli.main import main as cli_main
from dokodesk.persistence.language import chosen_language
from dokodesk.text.commandline import say

WINDOWLESS = ("offscreen", "minimal", "vnc", "linuxfb", "eglfs", "vkkhrdisplay")
"""Qt platforms that need no graphical session."""


def main(argv: list[str] | None = None) -> int:
    """Run the command line; with no command, open the app."""
    return cli_main(argv, open_app=open_app)


def open_app(args: argparse.Namespace) -> int:
    """Open the app with the parsed options, where a window can be shown."""
    problem = display_problem(os.environ)
    if problem is not None:
        print(say(problem[0], chosen_language(args.lang), display=problem[1]), file=sys.stderr)
        return 1
    from dokodesk.gui.app import run

    return run(args)


def display_problem(environ: Mapping[str, str]) -> tuple[str, str] | None:
    """Why no window can be shown here, as a word of :mod:`dokodesk.text.commandline` and the
    display it is about, or None.

    >>> display_problem({})
    ('no_display', '')
    >>> display_problem({"QT_QPA_PLATFORM": "offscreen"}) is None
    True
    """
    platform = environ.get("QT_QPA_PLATFORM", "").split(":")[0]
    if platform in WINDOWLESS:
        return None
    wayland = environ.get("WAYLAND_DISPLAY", "")
    display = environ.get("DISPLAY", "")
    if platform.startswith("wayland") or (not platform and wayland):
        return None if wayland else ("no_display", "")
    if not display:
        return ("no_display", "")
    return None if x_server_reachable(display) else ("display_unreachable", display)


def x_server_reachable(display: str) -> bool:
    """Whether an X server answers at ``display`` (``:0``, ``localhost:10.0``): its local
    socket (also the abstract one) or its TCP port."""
    host, _, number = display.rpartition(":")
    screen = number.split(".")[0]
    if not screen.isdigit():
        return True  # a form Qt knows better: let it try
    if host in ("", "unix"):
        path = f"/tmp/.X11-unix/X{screen}"
        for target in (f"\0{path}", path):
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as s:
                s.settimeout(1.0)
                try:
                    s.connect(target)
                    return True
                except OSError:
                    continue
        return False
    try:
        socket.create_connection((host, 6000 + int(screen)), timeout=1.0).close()
    except OSError:
        return False
    return True


if __name__ == "__main__":
    sys.exit(main())
