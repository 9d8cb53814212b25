"""The rules a table plays by: one frozen value holding every option (``docs/RULES.md`` lists
them with their values and meaning), the presets ``ddv``, ``vowi``, ``kneipe`` and
``kneipe_plus``, the validation of single values and of combinations, and which option applies
only while another is set.

>>> r = preset("kneipe")
>>> r.poverty, r.announcement_scoring, r.cents_per_point
(True, 'doubling', 5)
>>> r.replace(with_nines=False).with_nines
False
>>> try:
...     rules_from_mapping({"dulle_rule": "zweite"})
... except RulesError as err:
...     print(err.code, err.option, err.details["value"])
not_allowed dulle_rule 'zweite'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from itertools import pairwise
from typing import Any, Literal, get_args

from dokodesk.engine.errors import RulesError


class Solo(StrEnum):
    """A solo, by the name rules files, records and reservations give it."""

    DAMEN = "damen"
    BUBEN = "buben"
    KREUZ = "kreuz"
    PIK = "pik"
    HERZ = "herz"
    KARO = "karo"
    FLEISCHLOSER = "fleischloser"
    KOENIGE = "koenige"
    DAMEN_BUBEN = "damen_buben"
    KOENIGE_DAMEN = "koenige_damen"
    KOENIGE_BUBEN = "koenige_buben"
    KOEHLER = "koehler"


class Precedence(StrEnum):
    """A kind of reservation as the option ``reservation_order`` ranks them."""

    PFLICHTSOLO = "pflichtsolo"
    LUSTSOLO = "lustsolo"
    SCHMEISSEN = "schmeissen"
    ARMUT = "armut"
    HOCHZEIT = "hochzeit"


CLASSIC_SOLOS: tuple[Solo, ...] = (Solo.DAMEN, Solo.BUBEN, Solo.KREUZ, Solo.PIK, Solo.HERZ,
                                   Solo.KARO, Solo.FLEISCHLOSER)
"""The seven solos of the TSR, which every preset plays."""
PICTURE_SOLOS: tuple[Solo, ...] = (Solo.KOENIGE, Solo.DAMEN_BUBEN, Solo.KOENIGE_DAMEN,
                                   Solo.KOENIGE_BUBEN, Solo.KOEHLER)
"""The further picture solos (FreeDoko's): kings, queens and jacks in their combinations."""
SOLO_TYPES: tuple[Solo, ...] = CLASSIC_SOLOS + PICTURE_SOLOS
FARBSOLOS: tuple[Solo, ...] = (Solo.KREUZ, Solo.PIK, Solo.HERZ, Solo.KARO)
RESERVATION_KINDS: tuple[Precedence, ...] = tuple(Precedence)
SONDERPUNKTE: tuple[str, ...] = (
    "doppelkopf",
    "fuchs_gefangen",
    "karlchen",
    "karlchen_gefangen",
    "dulle_gefangen",
    "doppelkarlchen",
    "fuchs_letzter_stich",
    "beide_fuechse_letzter_stich",
    "herz_stich",
    "fuchs_gefangen_letzter_stich",
    "dulle_sticht_dulle",
)
BOCK_TRIGGERS: tuple[str, ...] = ("equal_120", "solo_lost", "announcement_lost", "re_and_kontra",
                                  "herz_stich", "schwarz", "zero_value")
SCHMEISSEN_RANGES: dict[str, tuple[int, int] | None] = {
    "nines": (3, 8),
    "kings": (3, 8),
    "nines_and_kings": (5, 12),
    "richness": (61, 128),
    "trumps_at_most": (0, 3),
    "fox_highest_trump": None,
}
"""The reasons to throw a hand in (option ``schmeissen``): each with its range, or None for the
one that is on or off (``fox_highest_trump``)."""
SCHMEISSEN_KEYS: tuple[str, ...] = tuple(SCHMEISSEN_RANGES)
DEADLINE_KEYS: tuple[str, ...] = ("re", "no90", "no60", "no30", "schwarz")

DulleRule = Literal["first_beats_second", "second_beats_first",
                    "second_beats_first_except_last_trick"]
SchweineTiming = Literal["off", "at_start", "before_first_played", "second_after_first_home"]
SchweineInSolo = Literal["none", "trump_aces", "diamond_aces"]
Superschweine = Literal["off", "nines", "tens"]
SoloistLeads = Literal["pflichtsolo", "every_solo"]
RedealAfterSolo = Literal["pflichtsolo", "every_solo", "never"]
ClarifyingTrick = Literal["first_foreign", "first_foreign_trump", "first_foreign_plain"]
ReturnInfo = Literal["none", "whether_trump", "trump_count"]
Pflichtansage = Literal["off", "first_trick_30", "first_trick"]
AnnouncementScoring = Literal["plus_two", "doubling"]
GegenDieAlten = Literal["sonderpunkt", "game_point_also_in_solo"]
Counting = Literal["plus_minus", "plus", "minus"]
Pflichtsolo = Literal["off", "within_spielrunde", "at_the_end"]
BockCount = Literal["per_game", "per_trigger"]
BockStacking = Literal["multiply", "append"]

CHOICES: dict[str, tuple[str, ...]] = {
    "dulle_rule": get_args(DulleRule),
    "schweine": get_args(SchweineTiming),
    "schweine_in_solo": get_args(SchweineInSolo),
    "superschweine": get_args(Superschweine),
    "soloist_leads": get_args(SoloistLeads),
    "redeal_after_solo": get_args(RedealAfterSolo),
    "hochzeit_clarifying_trick": get_args(ClarifyingTrick),
    "poverty_return_info": get_args(ReturnInfo),
    "pflichtansage": get_args(Pflichtansage),
    "announcement_scoring": get_args(AnnouncementScoring),
    "gegen_die_alten": get_args(GegenDieAlten),
    "counting": get_args(Counting),
    "pflichtsolo": get_args(Pflichtsolo),
    "bock_count": get_args(BockCount),
    "bock_stacking": get_args(BockStacking),
}
"""The values of each option with a choice of words (its ``Literal`` type's, in order)."""
LIST_CHOICES: dict[str, tuple[str, ...]] = {
    "reservation_order": RESERVATION_KINDS,
    "solos": SOLO_TYPES,
    "sonderpunkte": SONDERPUNKTE,
    "bock_triggers": BOCK_TRIGGERS,
}
INT_RANGES: dict[str, tuple[int, int | None]] = {
    "hochzeit_tricks": (1, 12),
    "poverty_max_trumps": (0, 5),
    "bock_multiplier": (2, 8),
    "cents_per_point": (0, None),
}
TABLES: tuple[str, ...] = ("announcement_deadlines", "schmeissen")
"""The options whose value is a table of keys."""


@dataclass(frozen=True)
class Rules:
    """Every rule option; the defaults are the DDV tournament rules (``ddv``)."""

    with_nines: bool = True
    dulle_rule: DulleRule = "first_beats_second"
    schweine: SchweineTiming = "off"
    schweine_in_solo: SchweineInSolo = "trump_aces"
    schweine_in_armut: bool = True
    schweine_first_dulle_wins: bool = False
    superschweine: Superschweine = "off"
    superschweine_same_holder: bool = False
    reservation_order: tuple[Precedence, ...] = (Precedence.PFLICHTSOLO, Precedence.LUSTSOLO,
                                                 Precedence.HOCHZEIT)
    solos: tuple[Solo, ...] = CLASSIC_SOLOS
    soloist_leads: SoloistLeads = "pflichtsolo"
    redeal_after_solo: RedealAfterSolo = "pflichtsolo"
    schmeissen: tuple[tuple[str, int], ...] = ()
    hochzeit_clarifying_trick: ClarifyingTrick = "first_foreign"
    hochzeit_tricks: int = 3
    poverty: bool = False
    poverty_max_trumps: int = 3
    poverty_foxes_count: bool = True
    poverty_face_up: bool = False
    poverty_foxes_face_up: bool = False
    poverty_return_info: ReturnInfo = "none"
    announcement_deadlines: tuple[tuple[str, int], ...] = (
        ("re", 11),
        ("no90", 10),
        ("no60", 9),
        ("no30", 8),
        ("schwarz", 7),
    )
    kontra_alone_lowers_re_goal: bool = True
    genscher: bool = False
    pflichtansage: Pflichtansage = "off"
    pflichtansage_in_hochzeit: bool = False
    announcement_scoring: AnnouncementScoring = "plus_two"
    points_reached_against_absage: bool = True
    solo_bonus_point: bool = False
    gegen_die_alten: GegenDieAlten = "sonderpunkt"
    sonderpunkte: tuple[str, ...] = ("doppelkopf", "fuchs_gefangen", "karlchen")
    karlchen_gefangen_only_by_dq: bool = False
    kalter_schlag_doubles_next: bool = False
    counting: Counting = "plus_minus"
    solo_always_triple: bool = False
    pflichtsolo: Pflichtsolo = "within_spielrunde"
    bock_triggers: tuple[str, ...] = ()
    bock_multiplier: int = 2
    bock_count: BockCount = "per_game"
    bock_stacking: BockStacking = "multiply"
    cents_per_point: int = 0

    def __post_init__(self) -> None:
        _validate(self)

    def replace(self, **changes: Any) -> Rules:
        """A copy with some options changed (validated like any other)."""
        return rules_from_mapping(changes, base=self)

    @property
    def tricks_per_game(self) -> int:
        """Tricks in a game, which is also the cards in each hand: 12, or 10 without nines."""
        return 12 if self.with_nines else 10

    def deadline(self, key: str) -> int:
        """Cards still in hand needed for announcement ``key`` (``re``, ``no90``, ...), as set."""
        return dict(self.announcement_deadlines)[key]

    def throw_reasons(self) -> dict[str, int]:
        """The reasons to throw a hand in that are on, with their numbers (``schmeissen``;
        ``fox_highest_trump`` as 1)."""
        return {key: int(n) for key, n in self.schmeissen}

    def ranking(self) -> tuple[Precedence, ...]:
        """The order of reservations in force: ``reservation_order``, with ``schmeissen`` right
        after ``lustsolo`` where it is on and the list does not name it.

        >>> [str(kind) for kind in preset("kneipe_plus").ranking()]
        ['lustsolo', 'schmeissen', 'armut', 'hochzeit']
        """
        order = self.reservation_order
        if not self.schmeissen or Precedence.SCHMEISSEN in order:
            return order
        at = order.index(Precedence.LUSTSOLO) + 1
        return (*order[:at], Precedence.SCHMEISSEN, *order[at:])

    @property
    def bock(self) -> bool:
        """Whether Bock rounds are played (some ``bock_triggers`` are set)."""
        return bool(self.bock_triggers)

    def to_mapping(self) -> dict[str, Any]:
        """Every option as plain TOML/JSON values, under their names in ``docs/RULES.md``."""
        out: dict[str, Any] = {}
        for f in dataclasses.fields(self):
            value = getattr(self, f.name)
            if f.name in TABLES:
                value = dict(value)
            elif isinstance(value, tuple):
                value = [str(v) for v in value]  # a solo or a kind of reservation by its name
            out[f.name] = value
        return out

    def changes_from(self, base: Rules) -> dict[str, Any]:
        """The options that differ from ``base``, as plain values."""
        mine, theirs = self.to_mapping(), base.to_mapping()
        return {k: v for k, v in mine.items() if theirs[k] != v}


OPTION_NAMES: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Rules))

_DEFAULTS: dict[str, Any] = {f.name: f.default for f in dataclasses.fields(Rules)}


def _shown(value: Any) -> str:
    """A value as a message shows it: its repr, shortened."""
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _coerce(name: str, value: Any) -> Any:
    """Check one option's value and bring it into the form ``Rules`` holds."""
    if not isinstance(name, str) or name not in OPTION_NAMES:
        raise RulesError("unknown_option", str(name), allowed=", ".join(OPTION_NAMES))
    default = _DEFAULTS[name]
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise RulesError("expected_bool", name, value=_shown(value))
        return value
    if isinstance(default, int):
        low, high = INT_RANGES[name]
        allowed = f"{low}-{high}" if high is not None else f">= {low}"
        if isinstance(value, bool) or not isinstance(value, int):
            raise RulesError("expected_int", name, value=_shown(value), allowed=allowed)
        if value < low or (high is not None and value > high):
            raise RulesError("int_out_of_range", name, value=_shown(value), allowed=allowed)
        return value
    if name in CHOICES:
        if not isinstance(value, str) or value not in CHOICES[name]:
            raise RulesError(
                "not_allowed", name, value=_shown(value), allowed=", ".join(CHOICES[name])
            )
        return value
    if name in LIST_CHOICES:
        items = LIST_CHOICES[name]
        if not isinstance(value, list | tuple):
            raise RulesError("expected_list", name, value=_shown(value), allowed=", ".join(items))
        for item in value:
            if not isinstance(item, str) or item not in items:
                raise RulesError("not_allowed", name, value=_shown(item), allowed=", ".join(items))
        if len(set(value)) != len(value):
            raise RulesError("duplicate_in_list", name)
        if name == "reservation_order":
            return tuple(items[items.index(v)] for v in value)
        return tuple(v for v in items if v in value)
    if name == "schmeissen":
        return _coerce_schmeissen(value)
    # announcement_deadlines
    pairs = isinstance(value, tuple | list) and all(
        isinstance(p, tuple | list) and len(p) == 2 and isinstance(p[0], str) for p in value
    )
    if not (isinstance(value, Mapping) or pairs):
        raise RulesError("expected_table", name, allowed=", ".join(DEADLINE_KEYS))
    table = dict(value)
    if set(table) != set(DEADLINE_KEYS):
        raise RulesError("expected_table", name, allowed=", ".join(DEADLINE_KEYS))
    for key in DEADLINE_KEYS:
        n = table[key]
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n <= 12:
            raise RulesError("int_out_of_range", f"{name}.{key}", value=_shown(n), allowed="0-12")
    return tuple((key, table[key]) for key in DEADLINE_KEYS)


def _coerce_schmeissen(value: Any) -> tuple[tuple[str, int], ...]:
    """The table of reasons to throw a hand in: known keys, numbers in range, ``true`` or
    ``false`` for ``fox_highest_trump`` (false is the same as absent)."""
    name = "schmeissen"
    pairs = isinstance(value, tuple | list) and all(
        isinstance(p, tuple | list) and len(p) == 2 and isinstance(p[0], str) for p in value
    )
    if not (isinstance(value, Mapping) or pairs):
        raise RulesError("expected_reasons_table", name, value=_shown(value),
                         allowed=", ".join(SCHMEISSEN_KEYS))
    table = dict(value)
    for key in table:
        if key not in SCHMEISSEN_RANGES:
            raise RulesError("unknown_table_key", name, value=_shown(key),
                             allowed=", ".join(SCHMEISSEN_KEYS))
    out: list[tuple[str, int]] = []
    for key, limits in SCHMEISSEN_RANGES.items():
        if key not in table:
            continue
        n = table[key]
        where = f"{name}.{key}"
        if limits is None:
            if not isinstance(n, bool):
                raise RulesError("expected_bool", where, value=_shown(n))
            if n:
                out.append((key, True))
            continue
        low, high = limits
        if isinstance(n, bool) or not isinstance(n, int):
            raise RulesError("expected_int", where, value=_shown(n), allowed=f"{low}-{high}")
        if not low <= n <= high:
            raise RulesError("int_out_of_range", where, value=_shown(n), allowed=f"{low}-{high}")
        out.append((key, n))
    return tuple(out)


def _validate(rules: Rules) -> None:
    """Refuse options that are wrong in themselves or impossible together."""
    for f in dataclasses.fields(rules):
        _coerce(f.name, getattr(rules, f.name))
    order = rules.reservation_order
    for kind in ("lustsolo", "hochzeit"):
        if kind not in order:
            raise RulesError("order_missing", "reservation_order", kind=kind)
    if "schmeissen" in order and not rules.schmeissen:
        raise RulesError("order_schmeissen_off", "reservation_order")
    if rules.poverty != ("armut" in order):
        code = "order_needs_armut" if rules.poverty else "order_armut_without_poverty"
        raise RulesError(code, "reservation_order")
    if (rules.pflichtsolo != "off") != ("pflichtsolo" in order):
        code = "order_needs_pflichtsolo" if rules.pflichtsolo != "off" else "order_pflichtsolo_off"
        raise RulesError(code, "reservation_order")
    if rules.pflichtsolo != "off" and not rules.solos:
        raise RulesError("pflichtsolo_without_solos", "pflichtsolo")
    if rules.poverty_foxes_face_up and rules.poverty_foxes_count:
        raise RulesError("foxes_face_up_counting", "poverty_foxes_face_up")
    values = [n for _, n in rules.announcement_deadlines]
    if any(a < b for a, b in pairwise(values)):
        raise RulesError("deadlines_not_falling", "announcement_deadlines")
    if rules.superschweine != "off" and rules.schweine == "off":
        raise RulesError("superschweine_without_schweine", "superschweine")
    if rules.superschweine != "off" and rules.schweine == "second_after_first_home":
        raise RulesError("superschweine_second_only", "superschweine")
    if not rules.with_nines:
        for key in NINES_REASONS:
            if key in rules.throw_reasons():
                raise RulesError("schmeissen_needs_nines", f"schmeissen.{key}")
    if rules.solo_always_triple and rules.counting == "plus_minus":
        raise RulesError("triple_needs_plus_or_minus", "solo_always_triple")
    if "dulle_sticht_dulle" in rules.sonderpunkte and rules.dulle_rule == "first_beats_second":
        raise RulesError("dulle_sticht_dulle_first_wins", "sonderpunkte")


NINES_REASONS: tuple[str, ...] = ("nines", "nines_and_kings")
"""The reasons to throw a hand in that count nines, so exist only with them."""


PRESETS: dict[str, Rules] = {
    "ddv": Rules(),
    "vowi": Rules(
        dulle_rule="second_beats_first",
        reservation_order=(Precedence.PFLICHTSOLO, Precedence.LUSTSOLO, Precedence.ARMUT,
                           Precedence.HOCHZEIT),
        poverty=True,
        poverty_foxes_count=False,
        poverty_return_info="whether_trump",
        announcement_scoring="doubling",
        sonderpunkte=(
            "doppelkopf",
            "fuchs_gefangen",
            "karlchen",
            "karlchen_gefangen",
            "dulle_gefangen",
        ),
        pflichtsolo="at_the_end",
    ),
    "kneipe": Rules(
        reservation_order=(Precedence.LUSTSOLO, Precedence.ARMUT, Precedence.HOCHZEIT),
        poverty=True,
        kontra_alone_lowers_re_goal=False,
        soloist_leads="every_solo",
        redeal_after_solo="every_solo",
        announcement_scoring="doubling",
        points_reached_against_absage=False,
        solo_bonus_point=True,
        gegen_die_alten="game_point_also_in_solo",
        sonderpunkte=(
            "doppelkopf",
            "fuchs_gefangen",
            "karlchen",
            "doppelkarlchen",
            "fuchs_letzter_stich",
            "beide_fuechse_letzter_stich",
        ),
        kalter_schlag_doubles_next=True,
        pflichtsolo="off",
        cents_per_point=5,
    ),
}
PRESETS["kneipe_plus"] = dataclasses.replace(
    PRESETS["kneipe"],
    schweine="at_start",
    schmeissen=(("nines", 5),),
    bock_triggers=("equal_120", "solo_lost"),
)
"""``kneipe_plus``, "Kneipe mit Schweinchen und Bock": ``kneipe`` with Schweine before the first
card, Bock rounds after 120:120 and after a lost solo, and a new deal for five nines."""


def preset(name: str, key: str = "base") -> Rules:
    """The preset ``ddv``, ``vowi``, ``kneipe`` or ``kneipe_plus`` (``key``: where a file
    names it)."""
    if not isinstance(name, str) or name not in PRESETS:
        raise RulesError("unknown_preset", key, value=_shown(name), allowed=", ".join(PRESETS))
    return PRESETS[name]


def without_pflichtsolo(rules: Rules) -> Rules:
    """``rules`` with no Pflichtsolo (nor its place in the order of the reservations): the
    rules of a newcomer's first Partie are the DDV's so.

    >>> without_pflichtsolo(preset("ddv")).pflichtsolo
    'off'
    """
    order = tuple(k for k in rules.reservation_order if k != Precedence.PFLICHTSOLO)
    return rules.replace(pflichtsolo="off", reservation_order=order)


def preset_name(rules: Rules) -> str | None:
    """The name of the preset these rules are exactly, if any."""
    return next((name for name, r in PRESETS.items() if r == rules), None)


def rules_from_mapping(options: Mapping[str, Any], base: Rules | None = None) -> Rules:
    """``base`` (ddv when absent) with ``options`` changed; each value checked by name."""
    start = base if base is not None else PRESETS["ddv"]
    values = {name: getattr(start, name) for name in OPTION_NAMES}
    for name, value in options.items():
        values[name] = _coerce(name, value)
    return Rules(**values)


def rules_from_spec(spec: str | Mapping[str, Any]) -> Rules:
    """Rules as game records name them: a preset name, a preset plus changed options
    (``{"preset": "ddv", "with_nines": false}``) or the full table."""
    if isinstance(spec, str):
        return preset(spec)
    if not isinstance(spec, Mapping):
        raise RulesError("bad_rules_spec", "rules")
    options = dict(spec)
    base = preset(options.pop("preset"), "preset") if "preset" in options else None
    return rules_from_mapping(options, base)


def rules_to_spec(rules: Rules) -> str | dict[str, Any]:
    """The shortest record form: the preset name, or the closest preset plus the changes."""
    name = preset_name(rules)
    if name is not None:
        return name
    best = min(PRESETS, key=lambda n: len(rules.changes_from(PRESETS[n])))
    return {"preset": best, **rules.changes_from(PRESETS[best])}


# ---------------------------------------------------------------------------------------------
# Options that apply only while another is set


@dataclass(frozen=True)
class Dependency:
    """An option applies only while ``master``'s value satisfies ``when``; ``reason`` names
    why not (worded by :mod:`dokodesk.text.options`)."""

    master: str
    when: Callable[[Any], bool]
    reason: str


_POVERTY_ON = Dependency("poverty", bool, "poverty_on")
_SOLOS_ALLOWED = Dependency("solos", bool, "solos_allowed")
_SCHWEINE_ON = Dependency("schweine", lambda v: v != "off", "schweine_on")
_BOCK_ON = Dependency("bock_triggers", bool, "bock_on")

DEPENDENCIES: dict[str, tuple[Dependency, ...]] = {
    "schweine_in_solo": (
        _SCHWEINE_ON,
        Dependency("solos", lambda v: any(s in FARBSOLOS for s in v), "farbsolo_allowed"),
    ),
    "schweine_in_armut": (_SCHWEINE_ON, _POVERTY_ON),
    "schweine_first_dulle_wins": (
        _SCHWEINE_ON,
        Dependency("dulle_rule", lambda v: v != "first_beats_second", "second_dulle_wins"),
    ),
    "superschweine": (
        Dependency("schweine", lambda v: v in ("at_start", "before_first_played"),
                   "schweine_both"),
    ),
    "superschweine_same_holder": (
        Dependency("superschweine", lambda v: v != "off", "superschweine_on"),
    ),
    "pflichtansage_in_hochzeit": (
        Dependency("pflichtansage", lambda v: v != "off", "pflichtansage_on"),
    ),
    "karlchen_gefangen_only_by_dq": (
        Dependency("sonderpunkte", lambda v: "karlchen_gefangen" in v, "karlchen_gefangen_on"),
    ),
    "solo_always_triple": (
        Dependency("counting", lambda v: v != "plus_minus", "plus_or_minus_counting"),
    ),
    "bock_multiplier": (_BOCK_ON,),
    "bock_count": (_BOCK_ON,),
    "bock_stacking": (_BOCK_ON,),
    "soloist_leads": (_SOLOS_ALLOWED,),
    "redeal_after_solo": (_SOLOS_ALLOWED,),
    "poverty_max_trumps": (_POVERTY_ON,),
    "poverty_foxes_count": (
        _POVERTY_ON,
        Dependency("poverty_foxes_face_up", lambda on: not on, "foxes_not_face_up"),
    ),
    "poverty_face_up": (_POVERTY_ON,),
    "poverty_foxes_face_up": (_POVERTY_ON,),
    "poverty_return_info": (_POVERTY_ON,),
}
"""Per option, what must hold for it to matter (an option not listed always applies)."""


def _values(rules: Rules | Mapping[str, Any]) -> Mapping[str, Any]:
    return rules.to_mapping() if isinstance(rules, Rules) else rules


def masters(option: str) -> tuple[str, ...]:
    """The options that decide whether ``option`` applies."""
    return tuple(dep.master for dep in DEPENDENCIES.get(option, ()))


def unmet(option: str, rules: Rules | Mapping[str, Any]) -> tuple[Dependency, ...]:
    """The dependencies of ``option`` that these rules do not meet (empty: it applies)."""
    values = _values(rules)
    return tuple(dep for dep in DEPENDENCIES.get(option, ()) if not dep.when(values[dep.master]))


def applies(option: str, rules: Rules | Mapping[str, Any]) -> bool:
    """Whether ``option`` matters under these rules (its master options allow it).

    >>> applies("poverty_max_trumps", preset("ddv")), applies("poverty_max_trumps", preset("vowi"))
    (False, True)
    """
    return not unmet(option, rules)


def settle(values: Mapping[str, Any], changed: str) -> dict[str, Any]:
    """Option values (as :meth:`Rules.to_mapping` gives them) brought in line after the option
    ``changed`` was set: Armut, Pflichtsolo and Schmeißen enter or leave the order of
    reservations with their options, further foxes given face up never count toward the limit,
    Superschweine go with Schweine of both Füchse, a solo counts three times only under plus or
    minus counting, the reasons that count nines go with the nines, and a Dulle beating the
    other (``dulle_sticht_dulle``) needs a second Dulle that wins.

    >>> out = settle(dict(preset("ddv").to_mapping(), poverty=True), "poverty")
    >>> out["reservation_order"]
    ['pflichtsolo', 'lustsolo', 'armut', 'hochzeit']
    >>> settle(dict(preset("kneipe_plus").to_mapping(), with_nines=False), "with_nines")[
    ...     "schmeissen"]
    {}
    """
    out = dict(values)
    order = list(out["reservation_order"])
    if changed == "poverty":
        order = _with_kind(order, "armut", bool(out["poverty"]))
    elif changed == "pflichtsolo":
        order = _with_kind(order, "pflichtsolo", out["pflichtsolo"] != "off")
    elif changed == "poverty_foxes_face_up" and out["poverty_foxes_face_up"]:
        out["poverty_foxes_count"] = False
    elif changed == "schweine" and out["schweine"] not in ("at_start", "before_first_played"):
        out["superschweine"] = "off"
    elif changed == "counting" and out["counting"] == "plus_minus":
        out["solo_always_triple"] = False
    elif changed == "with_nines" and not out["with_nines"]:
        out["schmeissen"] = {k: v for k, v in dict(out["schmeissen"]).items()
                             if k not in NINES_REASONS}
    elif changed == "dulle_rule" and out["dulle_rule"] == "first_beats_second":
        out["sonderpunkte"] = [v for v in out["sonderpunkte"] if v != "dulle_sticht_dulle"]
    elif (changed == "sonderpunkte" and "dulle_sticht_dulle" in out["sonderpunkte"]
          and out["dulle_rule"] == "first_beats_second"):
        out["dulle_rule"] = "second_beats_first"
    if changed in ("schmeissen", "with_nines"):
        order = _with_kind(order, "schmeissen", bool(out["schmeissen"]))
    out["reservation_order"] = order
    return out


def _with_kind(order: list[str], kind: str, present: bool) -> list[str]:
    """``order`` with ``kind`` removed, or added where the presets rank it."""
    if not present:
        return [k for k in order if k != kind]
    if kind in order:
        return order
    if kind == Precedence.PFLICHTSOLO:
        return [kind, *order]
    if kind == Precedence.SCHMEISSEN:  # where it ranks when the list does not name it
        at = order.index("lustsolo") + 1 if "lustsolo" in order else len(order)
        return [*order[:at], kind, *order[at:]]
    # armut: just above the first kind the presets rank below it (hochzeit)
    below = RESERVATION_KINDS[RESERVATION_KINDS.index(kind) + 1:]
    at = next((i for i, k in enumerate(order) if k in below), len(order))
    return [*order[:at], kind, *order[at:]]
