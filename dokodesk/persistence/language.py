"""Which language dokodesk speaks, the same rule for the app and the command line: the one
asked for (``--lang``), else the one chosen in the app's settings, else the system's
language where it is German or English, else German.

The app keeps its settings with Qt (``$XDG_CONFIG_HOME/dokodesk/dokodesk.conf``, an INI file);
the command line reads the language from that file without Qt.

>>> system_language({"LANG": "en_GB.UTF-8"}), system_language({"LANG": "fr_FR.UTF-8"})
('en', 'de')
>>> system_language({"LANGUAGE": "fr:en", "LANG": "de_DE.UTF-8"})
'en'
"""

from __future__ import annotations

import configparser
import os
from collections.abc import Mapping
from pathlib import Path

from dokodesk.text.words import LANGUAGES

SETTINGS_NAME = "dokodesk/dokodesk.conf"
"""The app's settings below the user's configuration folder (Qt's name for them)."""
DEFAULT = "de"
"""The language where neither the settings nor the system say German or English."""


def settings_file(environ: Mapping[str, str] = os.environ) -> Path:
    """Where the app keeps its settings."""
    base = environ.get("XDG_CONFIG_HOME", "")
    folder = Path(base) if os.path.isabs(base) else Path.home() / ".config"
    return folder / SETTINGS_NAME


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """The system's language as ``de`` or ``en`` (``LANGUAGE``'s list first, then
    ``LC_ALL``, ``LC_MESSAGES`` and ``LANG``), or :data:`DEFAULT`."""
    wanted = [*environ.get("LANGUAGE", "").split(":"),
              *(environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG"))]
    for value in wanted:
        lang = value.split("_")[0].split(".")[0].lower()
        if lang in LANGUAGES:
            return lang
    return DEFAULT


def stored_language(path: Path | None = None) -> str | None:
    """The language chosen in the app's settings, if one is (and the file can be read)."""
    parser = configparser.ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(path or settings_file(), encoding="utf-8")
    except (configparser.Error, OSError, UnicodeDecodeError):
        return None
    value = parser.get("General", "language", fallback=None)
    return value if value in LANGUAGES else None


def chosen_language(asked: str | None = None) -> str:
    """The language to speak: ``asked``, else the app's setting, else the system's."""
    if asked in LANGUAGES:
        return asked
    return stored_language() or system_language()
