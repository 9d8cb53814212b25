"""Install dokodesk's desktop entry, AppStream metainfo and icons for the current user, or
remove them again (``make install-desktop`` and ``make uninstall-desktop`` run this).

    python packaging/install_desktop.py install --exec /abs/path/to/dokodesk-gui
    python packaging/install_desktop.py uninstall

The files go below ``$XDG_DATA_HOME`` (``~/.local/share`` when unset), or ``--data-home DIR``:
``applications/ID.desktop``, ``metainfo/ID.metainfo.xml`` and ``icons/hicolor/*/apps/ID.*``.
The entry's ``Exec`` names the installed command by its absolute path, since the virtual
environment it lives in is not on the desktop's PATH. Only the standard library is used, so
any Python 3.11 runs this.
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import sys
from pathlib import Path

APP_ID = "io.github.dokodesk.dokodesk"
HERE = Path(__file__).resolve().parent
ICONS = HERE.parent / "resources"
RESERVED = re.compile(r"""[\s"'\\><~|&;$*?#()`]""")
"""Characters that make an ``Exec`` argument need quotes (Desktop Entry Specification)."""


def data_home(given: str | None = None) -> Path:
    """Where the user's desktop files go."""
    if given:
        return Path(given)
    xdg = os.environ.get("XDG_DATA_HOME", "")
    return Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"


def exec_value(command: str) -> str:
    """``command`` as the ``Exec`` key's value: quoted where it needs quotes, then escaped as a
    desktop-entry string (backslashes doubled, ``%`` as ``%%``).

    >>> exec_value("/opt/dokodesk/bin/dokodesk-gui")
    '/opt/dokodesk/bin/dokodesk-gui'
    >>> exec_value("/home/a b/x$y")
    '"/home/a b/x\\\\\\\\$y"'
    """
    if RESERVED.search(command):
        command = '"' + re.sub(r'([`"$\\])', r"\\\1", command) + '"'
    return command.replace("\\", "\\\\").replace("%", "%%")


def desktop_entry(template: str, command: str) -> str:
    """The desktop entry running ``command``: its ``Exec``, and ``TryExec`` so that the entry
    disappears from the menu when the command is gone."""
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            lines.append(f"Exec={exec_value(command)}")
            lines.append("TryExec=" + command.replace("\\", "\\\\"))
        elif not line.startswith("TryExec="):
            lines.append(line)
    return "\n".join(lines) + "\n"


def icon_files() -> dict[str, Path]:
    """Installed name below ``icons/hicolor`` -> the project's icon file."""
    files = {f"scalable/apps/{APP_ID}.svg": ICONS / "dokodesk.svg"}
    for png in sorted((ICONS / "icons").glob("dokodesk-*.png")):
        size = png.stem.removeprefix("dokodesk-")
        files[f"{size}x{size}/apps/{APP_ID}.png"] = png
    return files


def installed_paths(root: Path) -> list[Path]:
    """Every file that ``install`` writes below ``root``."""
    return [root / "applications" / f"{APP_ID}.desktop",
            root / "metainfo" / f"{APP_ID}.metainfo.xml",
            *(root / "icons" / "hicolor" / name for name in icon_files())]


def install(root: Path, command: str) -> list[Path]:
    """Write the entry for ``command``, the metainfo and the icons below ``root``."""
    desktop, metainfo, *icons = installed_paths(root)
    template = (HERE / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    desktop.parent.mkdir(parents=True, exist_ok=True)
    desktop.write_text(desktop_entry(template, command), encoding="utf-8")
    metainfo.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(HERE / f"{APP_ID}.metainfo.xml", metainfo)
    for target, source in zip(icons, icon_files().values(), strict=True):
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)
    (root / "icons" / "hicolor").touch()  # a new mtime tells icon caches to look again
    return [desktop, metainfo, *icons]


def uninstall(root: Path) -> list[Path]:
    """Remove what ``install`` wrote below ``root`` (the folders stay)."""
    removed = []
    for path in installed_paths(root):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=("install", "uninstall"))
    parser.add_argument("--exec", dest="command", help="the installed dokodesk-gui command")
    parser.add_argument("--data-home", help="instead of $XDG_DATA_HOME or ~/.local/share")
    args = parser.parse_args(argv)
    root = data_home(args.data_home)
    if args.action == "uninstall":
        for path in uninstall(root):
            print(f"removed {path}")
        return 0
    if not args.command:
        parser.error("install needs --exec, the path of the installed dokodesk-gui")
    command = os.path.abspath(args.command)
    if not (os.path.isfile(command) and os.access(command, os.X_OK)):
        print(f"{command} is not an executable file: install dokodesk first", file=sys.stderr)
        return 2
    for path in install(root, command):
        print(f"installed {path}")
    print(f"The desktop's menu now starts {command}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
