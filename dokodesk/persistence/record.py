"""Game records: a whole game as JSON, to save, share, replay and test.

A record holds the rules, the table (4 or 5 seats, names, the dealer), the hands as dealt and
every action in order as ``{"seat": N, ...}`` objects. Seats are numbered in playing order;
at a table of five the dealer sits out with an empty hand. In the round that asks for Schweine
before the first card only a yes is written (``{"seat": N, "announce": "schweine"}``); reading
a record answers no for every seat asked before it. Loading checks everything and
never half-loads: a malformed record raises :class:`RecordError` naming the field or the
action number and the rule.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, new_game
>>> rec = GameRecord.from_state(new_game(GameSetup.from_seed(preset("ddv"), seed=3, first=1)))
>>> rec.dealer, rec.seats, len(rec.to_json()["hands"])
(0, 4, 4)
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from dokodesk.engine.cards import Card, Hand, card_name, deck, parse_card
from dokodesk.engine.errors import IllegalAction, RecordError, RulesError
from dokodesk.engine.game import (
    LEVEL_OF,
    Action,
    Announce,
    Concede,
    GameSetup,
    Phase,
    PigKind,
    Pigs,
    Play,
    PovertyReply,
    Reservation,
    Reserve,
    Return,
    State,
    apply,
    is_over,
    legal_actions,
    level_name,
    new_game,
    party,
)
from dokodesk.engine.rules import SOLO_TYPES, Rules, Solo, rules_from_spec, rules_to_spec
from dokodesk.engine.table import SeatMap
from dokodesk.persistence.reading import MAX_NAME, load_json, quote, too_long

FORMAT = "dokodesk-game"
VERSION = 1


def action_to_json(state: State, action: Action, seats: SeatMap) -> dict[str, Any]:
    """An action as a record entry (``state`` is the position it was made in; only an
    announcement's words depend on it)."""
    out: dict[str, Any] = {"seat": seats.seat(action.player)}
    if isinstance(action, Play):
        out["card"] = card_name(action.card)
        if action.partner is not None:
            out["genscher"] = seats.seat(action.partner)
    elif isinstance(action, Announce):
        out["announce"] = level_name(action.level, party(state, action.player))
    elif isinstance(action, Pigs):
        out["announce"] = action.kind.value
    elif isinstance(action, Reserve):
        if action.kind in SOLO_TYPES:
            out.update(reservation=_SOLO, solo=action.kind, pflicht=action.pflicht)
        elif action.kind == Reservation.SCHMEISSEN:
            out.update(reservation="schmeissen", reason=action.reason)
        else:
            out["reservation"] = action.kind
    elif isinstance(action, PovertyReply):
        out["poverty"] = "accept" if action.accept else "decline"
    elif isinstance(action, Concede):
        out["concede"] = True
    else:
        out["return"] = card_name(action.card)
    return out


_ACTION_FORMS: tuple[tuple[frozenset[str], frozenset[str]], ...] = tuple(
    (frozenset(required), frozenset(optional)) for required, optional in (
        ({"card"}, {"genscher"}), ({"announce"}, ()), ({"reservation", "solo"}, {"pflicht"}),
        ({"reservation", "reason"}, ()), ({"reservation"}, ()), ({"poverty"}, ()),
        ({"return"}, ()), ({"concede"}, ()),
    ))
"""The keys an action entry holds besides ``seat``: each form's required keys and the ones it
may hold besides."""


def _is_int(value: Any) -> bool:
    """Whether a JSON value is a whole number (not a bool, not a float)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _wrong(field: str, expected: str, value: Any) -> RecordError:
    return RecordError("wrong_type", field=field, expected=expected, value=quote(value))


def _card(field: str, value: Any) -> Card:
    if not isinstance(value, str):
        raise _wrong(field, "card", value)
    try:
        return parse_card(value)
    except ValueError:
        raise RecordError("not_a_card", field=field, value=quote(value)) from None


def _choice(field: str, value: Any, allowed: tuple[str, ...]) -> str:
    if not isinstance(value, str) or value not in allowed:
        raise RecordError("field_not_allowed", field=field, value=quote(value),
                          allowed=", ".join(allowed))
    return value


_SOLO = "solo"
"""A record's reservation of a solo (the solo is named beside it)."""
_RESERVATIONS = (Reservation.GESUND, Reservation.HOCHZEIT, Reservation.ARMUT, _SOLO,
                 Reservation.SCHMEISSEN)
_ANNOUNCEMENTS = (*LEVEL_OF, *(kind.value for kind in PigKind))


def action_from_json(state: State, entry: Any, seats: SeatMap) -> Action:
    """Read one record entry in the position ``state``; raises :class:`RecordError` for a
    malformed entry and :class:`IllegalAction` for a wrong party's Re or Kontra."""
    if not isinstance(entry, Mapping):
        raise _wrong("action", "object", entry)
    seat = entry.get("seat")
    if not (isinstance(seat, int) and _is_int(seat) and 0 <= seat < seats.seats):
        raise RecordError("field_not_allowed", field="seat", value=quote(seat),
                          allowed=f"0-{seats.seats - 1}")
    player = seats.player(seat)
    if player is None:
        raise RecordError("sits_out", field="seat", seat=seat)
    keys = set(entry) - {"seat"}
    if not keys:
        raise RecordError("no_action")
    if not any(required <= keys <= required | optional for required, optional in _ACTION_FORMS):
        raise RecordError("action_keys", keys=", ".join(sorted(keys)))
    if "card" in keys:
        partner = entry.get("genscher")
        if partner is not None:
            if not (_is_int(partner) and 0 <= partner < seats.seats):
                raise RecordError("field_not_allowed", field="genscher", value=quote(partner),
                                  allowed=f"0-{seats.seats - 1}, null")
            partner = seats.player(partner)
            if partner is None:
                raise RecordError("sits_out", field="genscher", seat=entry["genscher"])
        return Play(player, _card("card", entry["card"]), partner)
    if "announce" in keys:
        said = _choice("announce", entry["announce"], _ANNOUNCEMENTS)
        if said not in LEVEL_OF:
            return Pigs(player, PigKind(said))
        if said in ("re", "kontra"):
            own = party(state, player)
            if state.phase is Phase.PLAY and not state.open_hochzeit and said != own:
                raise IllegalAction("wrong_party", "TSR 6.2.2", party=own, said=said)
        return Announce(player, LEVEL_OF[said])
    if "reservation" in keys:
        said = _choice("reservation", entry["reservation"], _RESERVATIONS)
        throws = said == Reservation.SCHMEISSEN
        if ("reason" in keys) != throws or ("solo" in keys) != (said == _SOLO):
            raise RecordError("action_keys", keys=", ".join(sorted(keys)))
        if throws:
            reason = entry["reason"]
            if not isinstance(reason, str):
                raise _wrong("reason", "text", reason)
            return Reserve(player, Reservation.SCHMEISSEN, reason=reason)
        if said == _SOLO:
            solo = Solo(_choice("solo", entry["solo"], SOLO_TYPES))
            pflicht = entry.get("pflicht", False)
            if not isinstance(pflicht, bool):
                raise _wrong("pflicht", "true_false", pflicht)
            return Reserve(player, solo, pflicht)
        return Reserve(player, Reservation(said))
    if "poverty" in keys:
        answer = _choice("poverty", entry["poverty"], ("accept", "decline"))
        return PovertyReply(player, answer == "accept")
    if "return" in keys:
        return Return(player, _card("return", entry["return"]))
    if entry["concede"] is not True:
        raise RecordError("field_not_allowed", field="concede", value=quote(entry["concede"]),
                          allowed="true")
    return Concede(player)


def _offered(state: State, action: Action, entry: Mapping[str, Any]) -> Action:
    """``action`` where the table offers it at this point (:func:`legal_actions` of its
    player, out of turn too), so that a record is exact: otherwise the rule it breaks is
    raised. A ``genscher`` key (even ``null``) belongs only on the card that offers one."""
    allowed = legal_actions(state, action.player)
    if action not in allowed:
        apply(state, action)  # raises the rule it breaks
        raise RecordError("not_offered")
    if isinstance(action, Play) and "genscher" in entry and not any(
            isinstance(a, Play) and a.partner is not None and a.card == action.card
            for a in allowed):
        raise IllegalAction("genscher_not_offered", "genscher")
    return action


def _as_seats(error: IllegalAction, seats: SeatMap) -> IllegalAction:
    """The engine's refusal with its player numbers turned into the record's seats."""
    details = {k: seats.seat(v) if k in ("player", "to_act") and _is_int(v) and 0 <= v < 4
               else v for k, v in error.details.items()}
    return IllegalAction(error.code, error.rule, **details)


@dataclass(frozen=True)
class GameRecord:
    """A game as dealt and played so far."""

    rules: Rules
    seats: int
    dealer: int
    hands: tuple[Hand, ...]
    """By seat; at five the dealer's hand is empty."""
    actions: tuple[dict[str, Any], ...] = ()
    names: tuple[str, ...] = ()
    owes_pflichtsolo: tuple[int, ...] | None = None
    """Seats for which a solo is their Pflichtsolo; None: each declaration says."""
    forced_soloist: int | None = None
    multiplier: int = 1
    """2 when a Kalter Schlag doubles the game."""
    bock: int = 1
    """The game's Bock factor."""
    bock_waiting: tuple[int, ...] = ()
    """The Bock factors waiting after the game."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    """Further fields kept as they are (e.g. a seed or a comment)."""

    @property
    def seat_map(self) -> SeatMap:
        return SeatMap(self.seats, self.dealer)

    def setup(self) -> GameSetup:
        """The game's setup (players in playing order)."""
        sm = self.seat_map
        owes = None
        if self.owes_pflichtsolo is not None:
            owes = tuple(sm.seat(p) in self.owes_pflichtsolo for p in range(4))
        forced = None if self.forced_soloist is None else sm.player(self.forced_soloist)
        return GameSetup(
            rules=self.rules,
            hands=tuple(self.hands[sm.seat(p)] for p in range(4)),
            first=sm.first,
            owes_pflichtsolo=owes,
            forced_soloist=forced,
            multiplier=self.multiplier,
            bock=self.bock,
            bock_waiting=self.bock_waiting,
        )

    def replay(self) -> State:
        """Apply every action; an invalid one raises :class:`RecordError` with its number."""
        state = new_game(self.setup())
        sm = self.seat_map
        for i, entry in enumerate(self.actions, start=1):
            try:
                state = _pass_pigs(state, entry, sm)
                state = apply(state, _offered(state, action_from_json(state, entry, sm), entry))
            except IllegalAction as exc:
                raise RecordError("record_action_rule", index=i, reason=_as_seats(exc, sm),
                                  rule=exc.rule) from exc
            except RecordError as exc:
                raise RecordError("record_action", index=i, reason=exc) from exc
        return state

    def finished(self) -> State:
        """Replay and insist that the game is over."""
        state = self.replay()
        if not is_over(state):
            raise RecordError("record_incomplete")
        return state

    @staticmethod
    def from_state(state: State, seats: int = 4, dealer: int | None = None,
                   names: Sequence[str] = (), **extra: Any) -> GameRecord:
        """The record of a game so far (the dealer defaults to the right of ``first``)."""
        setup = state.setup
        if dealer is None:
            dealer = (setup.first - 1) % 4 if seats == 4 else 0
        sm = SeatMap(seats, dealer)
        hands: list[Hand] = [() for _ in range(seats)]
        for p in range(4):
            hands[sm.seat(p)] = setup.hands[p]
        entries = []
        replay = new_game(setup)
        # only an announcement is worded by the position (Re or Kontra): replay up to the last
        last = max((i for i, a in enumerate(state.history) if isinstance(a, Announce)),
                   default=-1)
        for i, action in enumerate(state.history):
            if not (isinstance(action, Pigs) and not action.say):
                entries.append(action_to_json(replay, action, sm))
            if i < last:
                replay = apply(replay, action)
        owes = None
        if setup.owes_pflichtsolo is not None:
            owes = tuple(sm.seat(p) for p in range(4) if setup.owes_pflichtsolo[p])
        forced = None if setup.forced_soloist is None else sm.seat(setup.forced_soloist)
        return GameRecord(
            rules=setup.rules, seats=seats, dealer=dealer, hands=tuple(hands),
            actions=tuple(entries), names=tuple(names), owes_pflichtsolo=owes,
            forced_soloist=forced, multiplier=setup.multiplier, bock=setup.bock,
            bock_waiting=setup.bock_waiting, extra=dict(extra),
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "rules": rules_to_spec(self.rules),
            "seats": self.seats,
            "dealer": self.dealer,
        }
        if self.names:
            out["names"] = list(self.names)
        if self.owes_pflichtsolo is not None:
            out["owes_pflichtsolo"] = list(self.owes_pflichtsolo)
        if self.forced_soloist is not None:
            out["forced_soloist"] = self.forced_soloist
        if self.multiplier != 1:
            out["multiplier"] = self.multiplier
        if self.bock != 1:
            out["bock"] = self.bock
        if self.bock_waiting:
            out["bock_waiting"] = list(self.bock_waiting)
        out.update(self.extra)
        out["hands"] = [[card_name(c) for c in h] for h in self.hands]
        out["actions"] = list(self.actions)
        return out

    def dumps(self) -> str:
        """The record as JSON text: the header, then one line per hand and per action."""
        data = self.to_json()
        hands, actions = data.pop("hands"), data.pop("actions")
        parts = [f" {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}" for k, v in data.items()]
        parts.append(' "hands": [\n' + ",\n".join(f"  {json.dumps(h)}" for h in hands) + "\n ]")
        rows = ",\n".join(f"  {json.dumps(a, ensure_ascii=False)}" for a in actions)
        parts.append(' "actions": [' + (f"\n{rows}\n ]" if actions else "]"))
        return "{\n" + ",\n".join(parts) + "\n}\n"


_KNOWN = {"format", "version", "rules", "seats", "dealer", "names", "owes_pflichtsolo",
          "forced_soloist", "multiplier", "bock", "bock_waiting", "hands", "actions"}


def _field(data: Mapping[str, Any], key: str, default: Any = None) -> Any:
    value = data.get(key, default)
    if value is None and default is None:
        raise RecordError("field_missing", field=key)
    return value


def _int_field(data: Mapping[str, Any], key: str, low: int, high: int,
               default: int | None = None) -> int:
    value = _field(data, key, default)
    if not _is_int(value):
        raise _wrong(key, "whole_number", value)
    if not low <= value <= high:
        raise RecordError("field_not_allowed", field=key, value=quote(value),
                          allowed=f"{low}-{high}" if high > low else str(low))
    return int(value)


def check_header(data: Any, fmt: str, version: int, required: bool,
                 what: str) -> Mapping[str, Any]:
    """``data`` as a JSON object (``what``: the file, for the message) of format ``fmt`` and
    ``version`` (both may be absent unless ``required``)."""
    if not isinstance(data, Mapping):
        raise _wrong(what, "object", data)
    found = data.get("format", None if required else fmt)
    if found != fmt:
        raise RecordError("wrong_format", field="format", expected=fmt, value=quote(found))
    found = data.get("version", None if required else version)
    if not _is_int(found) or found != version:
        raise RecordError("wrong_version", field="version", version=version,
                          value=quote(found))
    return data


def rules_field(data: Mapping[str, Any]) -> Rules:
    """The ``rules`` of a record or save file."""
    try:
        return rules_from_spec(data.get("rules", "ddv"))
    except RulesError as exc:
        raise RecordError("bad_field", field="rules", reason=exc) from exc


def names_field(data: Mapping[str, Any], seats: int) -> tuple[str, ...]:
    """The ``names`` of a record or save file: none, or one text per seat."""
    names = data.get("names", [])
    if not (isinstance(names, list) and len(names) in (0, seats)
            and all(isinstance(n, str) for n in names)):
        raise RecordError("names_count", field="names", count=seats)
    for i, name in enumerate(names):
        too_long(f"names[{i}]", name, MAX_NAME)
    return tuple(names)


def record_from_json(data: Any) -> GameRecord:
    """Check a parsed JSON record and replay it; raises :class:`RecordError`."""
    data = check_header(data, FORMAT, VERSION, required=False, what="record")
    rules = rules_field(data)
    seats = data.get("seats", 4)
    if not _is_int(seats) or seats not in (4, 5):
        raise RecordError("field_not_allowed", field="seats", value=quote(seats),
                          allowed="4, 5")
    dealer = _int_field(data, "dealer", 0, seats - 1)
    names = names_field(data, seats)
    hands_in = _field(data, "hands")
    if not isinstance(hands_in, list):
        raise _wrong("hands", "list", hands_in)
    if len(hands_in) != seats:
        raise RecordError("field_not_allowed", field="hands", value=f"{len(hands_in)}",
                          allowed=f"{seats}")
    size = rules.tricks_per_game
    hands: list[Hand] = []
    for seat, hand in enumerate(hands_in):
        field = f"hands[{seat}]"
        want = 0 if seats == 5 and seat == dealer else size
        if not isinstance(hand, list):
            raise _wrong(field, "list", hand)
        if len(hand) != want:
            raise RecordError("hand_size", field=field, count=want, held=len(hand))
        hands.append(tuple(sorted(_card(f"{field}[{i}]", c) for i, c in enumerate(hand))))
    dealt = sorted(c for h in hands for c in h)
    if dealt != list(deck(rules.with_nines)):
        counts = {card_name(c): dealt.count(c) for c in set(dealt)}
        wrong = sorted(n for n, k in counts.items() if k != 2)
        missing = sorted(card_name(c) for c in set(deck(rules.with_nines)) if c not in dealt)
        raise RecordError("not_one_deck", field="hands", wrong=", ".join(wrong) or "-",
                          missing=", ".join(missing) or "-")
    playing = [s for s in range(seats) if not (seats == 5 and s == dealer)]
    owes = data.get("owes_pflichtsolo")
    if owes is not None and not (isinstance(owes, list) and all(
            _is_int(s) and s in playing for s in owes)):
        raise RecordError("field_not_allowed", field="owes_pflichtsolo", value=quote(owes),
                          allowed=", ".join(map(str, playing)))
    forced = data.get("forced_soloist")
    if forced is not None and not (_is_int(forced) and forced in playing):
        raise RecordError("field_not_allowed", field="forced_soloist", value=quote(forced),
                          allowed=", ".join(map(str, playing)))
    multiplier = _int_field(data, "multiplier", 1, max_multiplier(rules), default=1)
    bock = _bock_factor(rules, data.get("bock", 1), "bock")
    waiting = data.get("bock_waiting", [])
    if not isinstance(waiting, list):
        raise _wrong("bock_waiting", "list", waiting)
    bock_waiting = tuple(_bock_factor(rules, f, f"bock_waiting[{i}]")
                         for i, f in enumerate(waiting))
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise _wrong("actions", "list", actions)
    record = GameRecord(
        rules=rules, seats=seats, dealer=dealer, hands=tuple(hands), actions=tuple(actions),
        names=names, owes_pflichtsolo=None if owes is None else tuple(owes),
        forced_soloist=forced, multiplier=multiplier, bock=bock, bock_waiting=bock_waiting,
        extra={k: v for k, v in data.items() if k not in _KNOWN},
    )
    record.replay()
    return record


def max_multiplier(rules: Rules) -> int:
    """The highest factor a game may be played with under ``rules``: 2 after a Kalter
    Schlag where that doubles the next game, else 1."""
    return 2 if rules.kalter_schlag_doubles_next else 1


MAX_BOCK_ROUNDS = 64
"""Bock rounds one game may be multiplied by at most (a bound on what a record may say)."""


def bock_factors(rules: Rules) -> tuple[int, ...]:
    """The Bock factors a game may have under ``rules``: 1, or a power of
    ``bock_multiplier`` where Bock rounds are played.

    >>> from dokodesk.engine.rules import preset
    >>> bock_factors(preset("ddv")), bock_factors(preset("kneipe_plus"))[:4]
    ((1,), (1, 2, 4, 8))
    """
    if not rules.bock:
        return (1,)
    return tuple(rules.bock_multiplier ** k for k in range(MAX_BOCK_ROUNDS + 1))


def _bock_factor(rules: Rules, value: Any, field: str) -> int:
    allowed = bock_factors(rules)
    if not _is_int(value):
        raise _wrong(field, "whole_number", value)
    if value not in allowed:
        shown = ", ".join(map(str, allowed[:4])) + (", …" if len(allowed) > 4 else "")
        raise RecordError("field_not_allowed", field=field, value=quote(value), allowed=shown)
    return int(value)


def _pass_pigs(state: State, entry: Any, seats: SeatMap) -> State:
    """In the Schweine round: the no of every seat asked before the one an entry's yes comes
    from (or of every seat, when the entry is no yes of this round)."""
    while state.phase is Phase.SCHWEINE:
        kind = PigKind.SUPERSCHWEINE if state.pigs else PigKind.SCHWEINE
        if isinstance(entry, Mapping) and entry.get("announce") == kind.value and (
                entry.get("seat") == seats.seat(state.to_act)):
            return state
        state = apply(state, Pigs(state.to_act, kind, False))
    return state


def loads(text: str) -> GameRecord:
    """Parse and check a record from JSON text."""
    return record_from_json(load_json(text))


__all__ = ["GameRecord", "loads", "record_from_json"]
