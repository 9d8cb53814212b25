"""Reading files the user gives dokodesk, whatever bytes they hold: at most a sane size, UTF-8
text, JSON without duplicated keys or absurd numbers, TOML; every problem a
:class:`~dokodesk.engine.errors.RecordError` naming the place and what is wrong.

>>> load_json('{"seats": 4, "seats": 5}')
Traceback (most recent call last):
...
dokodesk.engine.errors.RecordError: duplicate_key {'field': '"seats"'}
>>> load_json("[1, 2")  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
dokodesk.engine.errors.RecordError: bad_json {'line': 1, 'column': 6, 'problem': ...}
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

from dokodesk.engine.errors import RecordError

MAX_BYTES = 10 * 1024 * 1024
"""No dokodesk file is larger than this (a Partie of many hundred games is far smaller)."""
MAX_DIGITS = 30
"""No number in a dokodesk file has more digits than this."""
MAX_DEPTH = 64
"""No dokodesk file nests lists and tables deeper than this (a save file: 6)."""
MAX_NAME = 80
"""Characters of a name in a file: of house rules, of a player, of a lesson."""
MAX_TEXT = 2000
"""Characters of a longer text in a file: a description, a lesson's explanation."""


def quote(value: Any, width: int = 40) -> str:
    """A value from a file as it stands there (its JSON text), shortened to ``width``.

    >>> quote("HX"), quote([1, 2]), quote("x" * 50)
    ('"HX"', '[1, 2]', '"xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…')
    """
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"


def too_long(field: str, text: str, limit: int) -> str:
    """``text`` (the value of ``field``) if it has at most ``limit`` characters.

    >>> too_long("name", "x" * 81, MAX_NAME)
    Traceback (most recent call last):
    ...
    dokodesk.engine.errors.RecordError: text_too_long {'field': 'name', 'length': 81, 'limit': 80}
    """
    if len(text) > limit:
        raise RecordError("text_too_long", field=field, length=len(text), limit=limit)
    return text


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of ``path``, reading at most ``limit`` + 1 (so that ``/dev/zero`` or an
    endless pipe is refused too)."""
    try:
        with path.open("rb") as f:
            data = f.read(limit + 1)
    except OSError as exc:
        raise RecordError("file_unreadable", reason=exc) from None
    if len(data) > limit:
        raise RecordError("file_too_big", megabytes=limit // (1024 * 1024))
    return data


def decode(data: bytes) -> str:
    """``data`` as UTF-8 text."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise RecordError("not_utf8", position=exc.start) from None


def read_text(path: Path, limit: int = MAX_BYTES) -> str:
    """The UTF-8 text of ``path`` (see :func:`read_bytes`)."""
    return decode(read_bytes(path, limit))


_JSON_PROBLEMS = {
    "Expecting value": "value",
    "Expecting ',' delimiter": "comma",
    "Expecting ':' delimiter": "colon",
    "Expecting property name enclosed in double quotes": "key",
    "Unterminated string starting at": "string",
    "Invalid control character at": "control",
    "Invalid \\escape": "escape",
    "Invalid \\uXXXX escape": "escape",
    "Extra data": "extra",
}
"""The problems Python's JSON parser names, by a code the text layer words."""


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError("duplicate_key", field=quote(key))
        out[key] = value
    return out


def _number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise RecordError("number_too_long", digits=len(text.lstrip("-")))
    return int(text)


def _float(text: str) -> float:
    if len(text) > MAX_DIGITS * 2:
        raise RecordError("number_too_long", digits=len(text))
    return float(text)


def load_json(text: str) -> Any:
    """Parse JSON text: duplicated keys, numbers longer than :data:`MAX_DIGITS` digits and
    nesting deeper than :data:`MAX_DEPTH` are refused like any syntax error.

    >>> load_json("[" * 65 + "]" * 65)
    Traceback (most recent call last):
    ...
    dokodesk.engine.errors.RecordError: too_deep
    """
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates, parse_int=_number,
                          parse_float=_float, parse_constant=_constant)
    except json.JSONDecodeError as exc:
        problem = _JSON_PROBLEMS.get(exc.msg, "syntax")
        raise RecordError("bad_json", line=exc.lineno, column=exc.colno, problem=problem) from None
    except RecursionError:
        raise RecordError("too_deep") from None
    _shallow(data)
    return data


def _shallow(value: Any) -> None:
    """Refuse lists and tables nested deeper than :data:`MAX_DEPTH` in ``value`` (measured
    without recursion, so that no later step overflows on it)."""
    level: list[Any] = [value]
    for _ in range(MAX_DEPTH):
        level = [item for v in level if isinstance(v, dict | list)
                 for item in (v.values() if isinstance(v, dict) else v)]
        if not level:
            return
    raise RecordError("too_deep")


def _constant(name: str) -> float:
    raise RecordError("json_constant", value=name)


def _short_numbers(value: Any) -> None:
    """Refuse a number of more than :data:`MAX_DIGITS` digits anywhere in ``value``."""
    if isinstance(value, int) and not isinstance(value, bool):
        digits = len(str(abs(value)))
        if digits > MAX_DIGITS:
            raise RecordError("number_too_long", digits=digits)
    elif isinstance(value, dict):
        for item in value.values():
            _short_numbers(item)
    elif isinstance(value, list):
        for item in value:
            _short_numbers(item)


_TOML_PLACE = re.compile(r"\(at line (\d+), column (\d+)\)")


def load_toml(text: str) -> dict[str, Any]:
    """Parse TOML text (a house-rule file): syntax errors, absurd numbers and nesting too
    deep are refused with the line and column where known."""
    try:
        data = tomllib.loads(text)
        _shallow(data)
        _short_numbers(data)
        return data
    except tomllib.TOMLDecodeError as exc:
        place = _TOML_PLACE.search(str(exc))
        if place is None:
            raise RecordError("bad_toml_end") from None
        raise RecordError("bad_toml", line=int(place.group(1)),
                          column=int(place.group(2))) from None
    except RecursionError:
        raise RecordError("too_deep") from None
    except ValueError:  # an integer beyond Python's conversion limit
        raise RecordError("number_far_too_long") from None
