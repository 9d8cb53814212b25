"""dokodesk: Doppelkopf for the desktop."""

from importlib.metadata import PackageNotFoundError, version


def app_version() -> str:
    """The installed version of dokodesk."""
    try:
        return version("dokodesk")
    except PackageNotFoundError:
        return "unknown"
