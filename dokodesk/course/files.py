"""Reading a lesson file: TOML read by the project's safe reader, every key and value checked
and brought into the frozen model of :mod:`.lesson`; anything wrong raises a coded error
naming the place (``steps[3].tasks[1].right``: the first task of the third step, counted
from 1). ``docs/LESSONS.md`` describes the format; :mod:`.validate` then plays the lesson
through.

>>> lesson = lesson_from_toml('''
... format = "dokodesk-lesson"
... version = 1
... id = "probe"
... number = 1
... title = { de = "Probe", en = "Trial" }
... [[steps]]
... kind = "higher_card"
... cards = ["HT", "CQ"]
... ''')
>>> lesson.number, lesson.steps[0].kind, lesson.tasks
(1, <StepKind.HIGHER_CARD: 'higher_card'>, 1)
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from dokodesk.course.lesson import (
    CountAugen,
    Deal,
    Entry,
    GameValue,
    HigherCard,
    Lesson,
    NeededAugen,
    Page,
    Point,
    ScriptMove,
    Step,
    StepKind,
    Task,
    TaskKind,
    TrickWinner,
)
from dokodesk.engine.cards import Card, card_name, parse_card
from dokodesk.engine.errors import DokoError, RecordError
from dokodesk.engine.game import LEVEL_OF, Phase, Reservation, ReserveKind, reserve_kind
from dokodesk.engine.rules import SOLO_TYPES, Rules, preset, rules_from_spec
from dokodesk.engine.table import LEVELS
from dokodesk.persistence.reading import (
    MAX_NAME,
    MAX_TEXT,
    load_toml,
    quote,
    read_text,
    too_long,
)
from dokodesk.persistence.record import bock_factors, max_multiplier
from dokodesk.text.glossary import BY_KEY
from dokodesk.text.words import DeEn

FORMAT = "dokodesk-lesson"
VERSION = 1
GAMES: tuple[str, ...] = ("normal", *SOLO_TYPES)
"""The card orders a quiz may be asked in."""
RESERVATIONS: tuple[ReserveKind, ...] = (Reservation.GESUND, Reservation.HOCHZEIT,
                                         Reservation.ARMUT, Reservation.SCHMEISSEN, *SOLO_TYPES)
_ID = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")


class _Fields:
    """A TOML table of a lesson file, read key by key; every key read is ticked off, so that
    :meth:`done` can refuse the ones nobody asked for."""

    def __init__(self, data: Any, field: str, allowed: tuple[str, ...]) -> None:
        if not isinstance(data, Mapping):
            raise RecordError("wrong_type", field=field or "lesson", expected="object",
                              value=quote(data))
        unknown = [k for k in data if k not in allowed]
        if unknown:
            raise RecordError("lesson_unknown_key", field=field or "lesson",
                              value=quote(unknown[0]), allowed=", ".join(allowed))
        self.data: Mapping[str, Any] = data
        self.field = field

    def place(self, key: str) -> str:
        return f"{self.field}.{key}" if self.field else key

    def has(self, key: str) -> bool:
        return key in self.data

    def get(self, key: str, kind: type, expected: str, default: Any = None) -> Any:
        """The value of ``key``, of type ``kind`` (None: required)."""
        value = self.data.get(key, default)
        if value is None:
            raise RecordError("field_missing", field=self.place(key))
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            raise RecordError("wrong_type", field=self.place(key), expected=expected,
                              value=quote(value))
        return value

    def number(self, key: str, low: int, high: int, default: int | None = None) -> int:
        value: int = self.get(key, int, "whole_number", default)
        if not low <= value <= high:
            raise RecordError("field_not_allowed", field=self.place(key), value=quote(value),
                              allowed=f"{low}-{high}")
        return value

    def choice(self, key: str, allowed: tuple[str, ...], default: str | None = None) -> str:
        value: str = self.get(key, str, "text", default)
        if value not in allowed:
            raise RecordError("field_not_allowed", field=self.place(key), value=quote(value),
                              allowed=", ".join(allowed))
        return value

    def text(self, key: str, limit: int = MAX_TEXT) -> DeEn:
        """A text in German and English, each of at most ``limit`` characters."""
        value = self.data.get(key)
        if not (isinstance(value, Mapping) and set(value) == {"de", "en"}
                and all(isinstance(v, str) and v.strip() for v in value.values())):
            raise RecordError("lesson_text", field=self.place(key))
        return DeEn(*(too_long(f"{self.place(key)}.{lang}", value[lang].strip(), limit)
                      for lang in ("de", "en")))

    def note(self, key: str = "note") -> DeEn | None:
        return self.text(key) if self.has(key) else None

    def cards(self, key: str, count: range, default: list[str] | None = None
              ) -> tuple[Card, ...]:
        names: list[Any] = self.get(key, list, "list", default)
        return _cards(names, self.place(key), count)

    def entries(self, key: str) -> list[Any]:
        value: list[Any] = self.get(key, list, "list", [])
        return value


def _cards(names: list[Any], field: str, count: range) -> tuple[Card, ...]:
    """Cards by their short names, each at most twice, as many as ``count`` allows."""
    if len(names) not in count:
        expected = str(count.start) if len(count) == 1 else f"{count.start}-{count.stop - 1}"
        raise RecordError("lesson_card_number", field=field, count=expected, held=len(names))
    cards = []
    for i, name in enumerate(names, start=1):
        try:
            cards.append(parse_card(name))
        except ValueError:
            raise RecordError("not_a_card", field=f"{field}[{i}]", value=quote(name)) from None
    _at_most_twice(cards, field)
    return tuple(cards)


def _at_most_twice(cards: list[Card], field: str) -> None:
    for card, n in Counter(cards).items():
        if n > 2:
            raise RecordError("lesson_card_count", field=field, card=card_name(card))


def _rules(fields: _Fields, base: Rules) -> Rules:
    """The ``rules`` of a lesson or step: a preset's name or a table with ``preset`` and
    options on top of it; ``base`` when there are none."""
    if not fields.has("rules"):
        return base
    try:
        return rules_from_spec(fields.data["rules"])
    except DokoError as exc:
        raise RecordError("bad_field", field=fields.place("rules"), reason=exc) from exc


# ---------------------------------------------------------------------------------------------
# The steps

_QUIZ_KEYS = ("kind", "note", "nudge", "rules")
_STEP_KEYS: dict[StepKind, tuple[str, ...]] = {
    StepKind.PAGE: ("kind", "text", "cards"),
    StepKind.HIGHER_CARD: (*_QUIZ_KEYS, "cards", "game", "schweine"),
    StepKind.TRICK_WINNER: (*_QUIZ_KEYS, "cards", "game", "leader", "last", "schweine"),
    StepKind.COUNT_AUGEN: ("kind", "note", "nudge", "cards", "choices"),
    StepKind.NEEDED_AUGEN: (*_QUIZ_KEYS, "party", "re", "kontra", "choices"),
    StepKind.GAME_VALUE: (*_QUIZ_KEYS, "seed", "level", "bock", "choices"),
    StepKind.DEAL: ("kind", "rules", "hands", "seed", "leader", "learner", "level",
                    "reservations", "opening", "script", "multiplier", "bock", "intro",
                    "learned", "tasks"),
}


def _step(data: Any, field: str, base: Rules) -> Step:
    kind = StepKind(_kind(data, field, tuple(StepKind)))
    f = _Fields(data, field, _STEP_KEYS[kind])
    if kind is StepKind.PAGE:
        return Page(f.text("text"), f.cards("cards", range(0, 25), []))
    if kind is StepKind.DEAL:
        return _deal(f, _rules(f, base))
    rules = _rules(f, base)
    words = {"note": f.note(), "nudge": f.note("nudge")}
    if kind is StepKind.HIGHER_CARD:
        a, b = f.cards("cards", range(2, 3))
        return HigherCard(rules, (a, b), game=f.choice("game", GAMES, "normal"),
                          schweine=f.get("schweine", bool, "true_false", False), **words)
    if kind is StepKind.TRICK_WINNER:
        return TrickWinner(rules, f.cards("cards", range(4, 5)),
                           leader=f.number("leader", 0, 3, 0),
                           game=f.choice("game", GAMES, "normal"),
                           last=f.get("last", bool, "true_false", False),
                           schweine=f.get("schweine", bool, "true_false", False), **words)
    choices = tuple(_choices(f))
    if kind is StepKind.COUNT_AUGEN:
        return CountAugen(f.cards("cards", range(4, 5)), choices, **words)
    if kind is StepKind.NEEDED_AUGEN:
        levels = (_level(f, "re"), _level(f, "kontra"))
        return NeededAugen(rules, f.choice("party", ("re", "kontra")), levels, choices, **words)
    return GameValue(rules, f.number("seed", 0, 2**31),
                     level=f.choice("level", LEVELS, "fortgeschritten"), bock=_bock(f, rules),
                     choices=choices, **words)


def _bock(f: _Fields, rules: Rules) -> int:
    """The Bock factor of a game: 1, or where the rules play Bock a power of their factor."""
    value: int = f.get("bock", int, "whole_number", 1)
    allowed = bock_factors(rules)
    if value not in allowed:
        shown = ", ".join(map(str, allowed[:4])) + (", …" if len(allowed) > 4 else "")
        raise RecordError("field_not_allowed", field=f.place("bock"), value=quote(value),
                          allowed=shown)
    return value


def _choices(f: _Fields) -> list[int]:
    values = f.entries("choices")
    for i, value in enumerate(values, start=1):
        if isinstance(value, bool) or not isinstance(value, int):
            raise RecordError("wrong_type", field=f"{f.place('choices')}[{i}]",
                              expected="whole_number", value=quote(value))
    return values


def _level(f: _Fields, side: str) -> int:
    """The announcement level a party reached in a quiz: its name (``re``, ``no90`` ...)."""
    if not f.has(side):
        return 0
    names = (side, "no90", "no60", "no30", "schwarz")
    return LEVEL_OF[f.choice(side, names)]


# ---------------------------------------------------------------------------------------------
# Prepared deals

_TASK_KEYS = ("kind", "at", "right", "wrong", "note")
_ACTION_KEYS = ("card", "announce", "poverty", "return")


def _deal(f: _Fields, rules: Rules) -> Deal:
    size = rules.tricks_per_game
    hands_in = f.get("hands", list, "list", [[], [], [], []])
    if len(hands_in) != 4:
        raise RecordError("field_not_allowed", field=f.place("hands"),
                          value=str(len(hands_in)), allowed="4")
    hands: list[tuple[Card, ...] | None] = []
    for seat, hand in enumerate(hands_in):
        field = f"{f.place('hands')}[{seat + 1}]"
        if not isinstance(hand, list):
            raise RecordError("wrong_type", field=field, expected="list", value=quote(hand))
        hands.append(_cards(hand, field, range(size, size + 1)) if hand else None)
    _at_most_twice([c for h in hands for c in h or ()], f.place("hands"))
    if not rules.with_nines and any(c % 6 == 0 for h in hands for c in h or ()):
        raise RecordError("lesson_card_count", field=f.place("hands"), card="C9")
    learner = f.number("learner", 0, 3, 0)
    reservations = f.get("reservations", list, "list", ["gesund"] * 4)
    if len(reservations) != 4 or not all(r in RESERVATIONS for r in reservations):
        raise RecordError("field_not_allowed", field=f.place("reservations"),
                          value=quote(reservations),
                          allowed="4 of " + ", ".join(RESERVATIONS))
    opening = f.entries("opening")
    for i, entry in enumerate(opening, start=1):
        if not isinstance(entry, Mapping):
            raise RecordError("wrong_type", field=f"{f.place('opening')}[{i}]",
                              expected="object", value=quote(entry))
    tasks = tuple(_task(data, f"{f.place('tasks')}[{i}]", size)
                  for i, data in enumerate(f.entries("tasks"), start=1))
    if not tasks:
        raise RecordError("lesson_no_tasks", field=f.place("tasks"))
    return Deal(
        rules=rules, hands=tuple(hands), tasks=tasks, learned=f.text("learned"),
        seed=f.number("seed", 0, 2**31, 0), leader=f.number("leader", 0, 3, 0),
        learner=learner, level=f.choice("level", LEVELS, "fortgeschritten"),
        reservations=tuple(reserve_kind(r) for r in reservations), opening=tuple(opening),
        script=tuple(_script(data, f"{f.place('script')}[{i}]", learner, size)
                     for i, data in enumerate(f.entries("script"), start=1)),
        multiplier=f.number("multiplier", 1, max_multiplier(rules), 1),
        bock=_bock(f, rules),
        intro=f.note("intro"),
    )


def _point(f: _Fields, key: str, kind: TaskKind, size: int) -> Point:
    if kind is TaskKind.RESERVE:
        f.choice(key, ("reservation",), "reservation")
        return Point(Phase.RESERVATIONS)
    if kind is TaskKind.RETURN_PLAIN:
        f.choice(key, ("poverty_return",), "poverty_return")
        return Point(Phase.POVERTY_RETURN)
    if kind is TaskKind.SCHWEINE and not isinstance(f.data.get(key), int):
        f.choice(key, (Phase.SCHWEINE.value,), Phase.SCHWEINE.value)
        return Point(Phase.SCHWEINE)
    return Point(Phase.PLAY, f.number(key, 1, size))


def _entry(f: _Fields, key: str) -> Entry:
    entry = _Fields(f.get(key, Mapping, "object"), f.place(key),
                    ("card", "announce", "reservation", "reason", "solo", "pflicht", "poverty",
                     "return", "keep"))
    return dict(entry.data)


_TASK_PARAMETERS: dict[TaskKind, tuple[str, ...]] = {
    TaskKind.PLAY_CARD: ("card",), TaskKind.ANNOUNCE: ("level",),
    TaskKind.RESERVE: ("reservation",),
}
"""The parameters each kind of task has besides its point and its two moves."""


def _task(data: Any, field: str, size: int) -> Task:
    kind = TaskKind(_kind(data, field, tuple(TaskKind)))
    f = _Fields(data, field, (*_TASK_KEYS, *_TASK_PARAMETERS.get(kind, ())))
    return Task(
        kind=kind, at=_point(f, "at", kind, size), right=_entry(f, "right"),
        wrong=_entry(f, "wrong"),
        card=_card(f, "card") if kind is TaskKind.PLAY_CARD else None,
        level=LEVEL_OF[f.choice("level", tuple(LEVEL_OF), "re")],
        reservation=f.choice("reservation", RESERVATIONS, "gesund"),
        note=f.note(),
    )


def _kind(data: Any, field: str, kinds: tuple[str, ...]) -> str:
    """The ``kind`` of a step or task, before its other keys are read."""
    if not isinstance(data, Mapping):
        raise RecordError("wrong_type", field=field, expected="object", value=quote(data))
    kind = data.get("kind")
    if kind is None:
        raise RecordError("field_missing", field=f"{field}.kind")
    if kind not in kinds:
        raise RecordError("field_not_allowed", field=f"{field}.kind", value=quote(kind),
                          allowed=", ".join(kinds))
    return str(kind)


def _card(f: _Fields, key: str) -> Card:
    name: str = f.get(key, str, "card")
    try:
        return parse_card(name)
    except ValueError:
        raise RecordError("not_a_card", field=f.place(key), value=quote(name)) from None


def _script(data: Any, field: str, learner: int, size: int) -> ScriptMove:
    f = _Fields(data, field, ("seat", "trick", *_ACTION_KEYS))
    seat = f.number("seat", 0, 3)
    if seat == learner:
        raise RecordError("field_not_allowed", field=f.place("seat"), value=str(seat),
                          allowed=", ".join(str(s) for s in range(4) if s != learner))
    entry = {k: v for k, v in f.data.items() if k in _ACTION_KEYS}
    if len(entry) != 1:
        raise RecordError("action_keys", keys=", ".join(sorted(entry)) or "-")
    if "poverty" in entry:
        at = Point(Phase.POVERTY_OFFER)
    elif "return" in entry:
        at = Point(Phase.POVERTY_RETURN)
    else:
        at = Point(Phase.PLAY, f.number("trick", 1, size))
    return ScriptMove(seat, at, entry)


# ---------------------------------------------------------------------------------------------
# A whole lesson

_LESSON_KEYS = ("format", "version", "id", "number", "title", "rules", "explains", "steps")


def lesson_from_toml(text: str, file: str = "") -> Lesson:
    """Read a lesson from the text of its file (``file``: its name); raises a
    :class:`~dokodesk.engine.errors.DokoError` naming what is wrong. The lesson is not yet
    played through: see :func:`dokodesk.course.validate.check_lesson`."""
    f = _Fields(load_toml(text), "", _LESSON_KEYS)
    if f.get("format", str, "text", "") != FORMAT:
        raise RecordError("wrong_format", field="format", expected=FORMAT,
                          value=quote(f.data.get("format")))
    if f.get("version", int, "whole_number", 0) != VERSION:
        raise RecordError("wrong_version", field="version", version=VERSION,
                          value=quote(f.data.get("version")))
    ident: str = f.get("id", str, "text")
    if len(ident) > MAX_NAME or not _ID.fullmatch(ident):
        raise RecordError("field_not_allowed", field="id", value=quote(ident),
                          allowed="a-z, 0-9, -")
    rules = _rules(f, preset("ddv"))
    steps_in = f.entries("steps")
    if not steps_in:
        raise RecordError("lesson_no_steps", field="steps")
    steps = tuple(_step(data, f"steps[{i}]", rules) for i, data in enumerate(steps_in, start=1))
    explains = f.get("explains", list, "list", [])
    allowed = tuple(BY_KEY)
    for i, key in enumerate(explains, start=1):
        if key not in allowed:
            raise RecordError("field_not_allowed", field=f"explains[{i}]", value=quote(key),
                              allowed=", ".join(allowed))
    return Lesson(ident, f.number("number", 1, 999), f.text("title", MAX_NAME), rules, steps,
                  file, tuple(explains))


def read_lesson(path: Path) -> Lesson:
    """A lesson file from disk, read (not yet played through)."""
    return lesson_from_toml(read_text(path), path.name)
