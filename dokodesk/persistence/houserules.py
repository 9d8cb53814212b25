"""House-rule files and the library of them.

A house-rule file is TOML with a ``name``, a ``description``, an optional ``base`` preset
(``ddv`` when absent) and the options that differ from it, under their names in
``docs/RULES.md``. The library is a folder of such files: what the rules editor saves and the
new-Partie dialog offers.

>>> from dokodesk.engine.rules import preset
>>> house = HouseRules("Freitag", "", preset("kneipe").replace(with_nines=False), "kneipe")
>>> print(house_rules_to_toml(house), end="")
name = "Freitag"
description = ""
base = "kneipe"
<BLANKLINE>
with_nines = false
>>> house_rules_from_toml(house_rules_to_toml(house)) == house
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import tomli_w

from dokodesk.engine.errors import DokoError, RulesError
from dokodesk.engine.rules import PRESETS, Rules, preset, rules_from_mapping
from dokodesk.persistence.reading import (
    MAX_NAME,
    MAX_TEXT,
    load_toml,
    quote,
    read_text,
    too_long,
)


@dataclass(frozen=True)
class HouseRules:
    """A house-rule file: a name, a description and the rules it sets."""

    name: str
    description: str
    rules: Rules
    base: str = "ddv"


def house_rules_from_toml(text: str) -> HouseRules:
    """Read a house-rule file; anything wrong raises :class:`RecordError` (not TOML) or
    :class:`RulesError` naming the key."""
    data = load_toml(text)
    name = data.pop("name", "")
    description = data.pop("description", "")
    base = data.pop("base", "ddv")
    for key, value, limit in (("name", name, MAX_NAME), ("description", description, MAX_TEXT),
                              ("base", base, MAX_NAME)):
        if not isinstance(value, str):
            raise RulesError("expected_text", key, value=quote(value))
        too_long(key, value, limit)
    rules = rules_from_mapping(data, preset(base))
    return HouseRules(name=name, description=description, rules=rules, base=base)


def house_rules_to_toml(house: HouseRules, *, full: bool = False) -> str:
    """The TOML text of a house-rule file: the base preset and what differs from it
    (every option with ``full``), in the order of ``docs/RULES.md``."""
    head = {"name": house.name, "description": house.description, "base": house.base}
    changed = house.rules.changes_from(preset(house.base))
    options = {key: value for key, value in house.rules.to_mapping().items()
               if full or key in changed}
    return tomli_w.dumps(head) + ("\n" + tomli_w.dumps(options) if options else "")


def preset_house_rules(name: str) -> HouseRules:
    """A preset as house rules (named after the preset)."""
    return HouseRules(name=name, description="", rules=preset(name), base=name)


def load_house_rules(name_or_file: str) -> HouseRules:
    """A preset by name or a house-rule file by path (raises a :class:`DokoError`)."""
    if name_or_file in PRESETS:
        return preset_house_rules(name_or_file)
    return read_house_rules(Path(name_or_file))


def read_house_rules(path: Path) -> HouseRules:
    """A house-rule file from disk; raises a :class:`DokoError` saying what is wrong."""
    return house_rules_from_toml(read_text(path))


def file_stem(name: str) -> str:
    """A file name for house rules called ``name``.

    >>> file_stem("Freitag bei Ute!"), file_stem("  ")
    ('freitag-bei-ute', 'hausregeln')
    """
    stem = re.sub(r"[^\w]+", "-", name.strip().casefold()).strip("-")
    return stem or "hausregeln"


def library_entries(library: Path) -> list[tuple[Path, str]]:
    """The house-rule files in ``library`` with their names (the file name where a file cannot
    be read), sorted by name."""
    found = []
    for path in sorted(library.glob("*.toml")) if library.is_dir() else []:
        try:
            name = read_house_rules(path).name or path.stem
        except DokoError:
            name = path.stem
        found.append((path, name))
    return sorted(found, key=lambda item: item[1].casefold())


def library_path(library: Path, name: str) -> Path:
    """Where the library keeps the house rules called ``name``."""
    return library / f"{file_stem(name)}.toml"
