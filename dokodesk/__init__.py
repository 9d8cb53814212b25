"""dokodesk: Doppelkopf for the desktop."""

import time
from importlib.metadata import PackageNotFoundError, version

STARTED = time.perf_counter()
"""When the process started dokodesk (for ``--measure-startup``)."""


def app_version() -> str:
    """The installed version of dokodesk."""
    try:
        return version("dokodesk")
    except PackageNotFoundError:
        return "unknown"
