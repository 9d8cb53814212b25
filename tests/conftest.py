"""Shared test set-up: Qt runs offscreen, and the whole session has a home folder of its own,
so that no test reads or writes the user's data, settings or house rules."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_HOME = tempfile.mkdtemp(prefix="dokodesk-test-home-")
for _name, _sub in (("HOME", ""), ("XDG_DATA_HOME", ".local/share"),
                    ("XDG_CONFIG_HOME", ".config"), ("XDG_CACHE_HOME", ".cache")):
    os.environ[_name] = os.path.join(_HOME, _sub) if _sub else _HOME
