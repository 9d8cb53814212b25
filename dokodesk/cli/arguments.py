"""The kinds of value the command line takes, each checked with a message in the user's
language: whole numbers within bounds, one of some names, a window size, four levels, a
folder. Each returns the ``type`` of an argparse argument.

>>> number(1, 10, "en")("3")
3
>>> number(1, 10, "en")("11")
Traceback (most recent call last):
...
argparse.ArgumentTypeError: 11 is not between 1 and 10
>>> window_size("de")("1600x1000")
(1600, 1000)
"""

from __future__ import annotations

import argparse
import errno
from collections.abc import Callable, Sequence
from pathlib import Path

from dokodesk.engine.table import LEVELS
from dokodesk.text.commandline import say
from dokodesk.text.messages import os_reason

MAX_SEED = 2**31 - 1
"""The highest seed of a deal (what the new-Partie dialog offers)."""
WINDOW = (200, 10_000)
"""The least and the largest width or height of the window."""


def _refuse(key: str, lang: str, **fill: object) -> argparse.ArgumentTypeError:
    return argparse.ArgumentTypeError(say(key, lang, **fill))


def number(low: int, high: int, lang: str) -> Callable[[str], int]:
    """A whole number from ``low`` to ``high``."""

    def whole_number(text: str) -> int:
        stripped = text.strip()
        digits = stripped[1:] if stripped[:1] in "+-" else stripped
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 30:
            raise _refuse("not_whole_number", lang, value=text)
        value = int(stripped)
        if not low <= value <= high:
            raise _refuse("out_of_range", lang, value=value, low=low, high=high)
        return value

    return whole_number


def one_of(allowed: Sequence[str], lang: str) -> Callable[[str], str]:
    """One of the names ``allowed``."""

    def name(text: str) -> str:
        if text not in allowed:
            raise _refuse("not_one_of", lang, value=text, allowed=", ".join(allowed))
        return text

    return name


def window_size(lang: str) -> Callable[[str], tuple[int, int]]:
    """A window size such as ``1600x1000``."""

    def size(text: str) -> tuple[int, int]:
        width, _, height = text.lower().partition("x")
        low, high = WINDOW
        if not all(n.isascii() and n.isdigit() and len(n) < 6 for n in (width, height)) or not (
                low <= int(width) <= high and low <= int(height) <= high):
            raise _refuse("bad_size", lang, value=text, low=low, high=high)
        return int(width), int(height)

    return size


def four_levels(lang: str, allowed: tuple[str, ...] = LEVELS
                ) -> Callable[[str], tuple[str, ...]]:
    """Four levels of ``allowed`` separated by commas, one per seat."""

    def levels(text: str) -> tuple[str, ...]:
        found = tuple(text.split(","))
        if len(found) != 4 or any(level not in allowed for level in found):
            raise _refuse("levels_list", lang, value=text, allowed=", ".join(allowed))
        return found

    return levels


def folder(lang: str, existing: bool = True) -> Callable[[str], Path]:
    """A folder: one that exists (``existing``), or else one that is no file (it is made
    when it is used)."""

    def a_folder(text: str) -> Path:
        path = Path(text)
        try:
            if path.is_dir() or not (existing or path.exists()):
                return path
            problem = OSError(errno.ENOTDIR if path.exists() else errno.ENOENT, text)
        except OSError as exc:
            problem = exc
        raise _refuse("not_a_folder", lang, folder=text, reason=os_reason(problem, lang))

    return a_folder
