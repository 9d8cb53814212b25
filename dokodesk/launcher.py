"""The ``dokodesk`` command: a command word runs that command of :mod:`dokodesk.cli`
(``dokodesk score game.json``, ``dokodesk rules vowi`` ...); ``--version`` prints the version;
anything else opens the app with those options (``dokodesk``, ``dokodesk --lang en``)."""

from __future__ import annotations

import sys

from dokodesk import app_version


def main(argv: list[str] | None = None) -> int:
    """Run a command, print the version or start the app."""
    args = sys.argv[1:] if argv is None else argv
    if args and not args[0].startswith("-"):
        from dokodesk.cli.commands import main as cli_main

        return cli_main(args)
    if args[:1] == ["--version"]:
        print(f"dokodesk {app_version()}")
        return 0
    from dokodesk.gui.app import main as gui_main

    return gui_main(args)


if __name__ == "__main__":
    sys.exit(main())
