"""Game records: a whole game as JSON, to save, share, replay and test.

A record holds the rules, the table (4 or 5 seats, names, the dealer), the hands as dealt and
every action in order as ``{"seat": N, ...}`` objects. Seats are numbered in playing order;
at a table of five the dealer sits out with an empty hand. Loading checks everything and
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

from dokodesk.engine.cards import Hand, card_name, deck, parse_card
from dokodesk.engine.errors import IllegalAction, RecordError, RulesError
from dokodesk.engine.game import (
    LEVEL_OF,
    RE_OR_KONTRA,
    Action,
    Announce,
    Concede,
    GameSetup,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    Return,
    State,
    apply,
    is_over,
    level_name,
    new_game,
    party,
)
from dokodesk.engine.rules import SOLO_TYPES, Rules, rules_from_spec, rules_to_spec
from dokodesk.engine.table import SeatMap

FORMAT = "dokodesk-game"
VERSION = 1


def action_to_json(state: State, action: Action, seats: SeatMap) -> dict[str, Any]:
    """An action as a record entry (``state`` is the position it was made in)."""
    out: dict[str, Any] = {"seat": seats.seat(action.player)}
    if isinstance(action, Play):
        out["card"] = card_name(action.card)
    elif isinstance(action, Announce):
        out["announce"] = level_name(action.level, party(state, action.player))
    elif isinstance(action, Reserve):
        if action.kind in SOLO_TYPES:
            out.update(reservation="solo", solo=action.kind, pflicht=action.pflicht)
        else:
            out["reservation"] = action.kind
    elif isinstance(action, PovertyReply):
        out["poverty"] = "accept" if action.accept else "decline"
    elif isinstance(action, Concede):
        out["concede"] = True
    else:
        out["return"] = card_name(action.card)
    return out


_ACTION_FORMS = (
    {"card"}, {"announce"}, {"reservation", "solo", "pflicht"}, {"poverty"}, {"return"},
    {"concede"},
)
"""The keys an action entry may hold besides ``seat``."""


def _is_int(value: Any) -> bool:
    """Whether a JSON value is a whole number (not a bool, not a float)."""
    return isinstance(value, int) and not isinstance(value, bool)


def action_from_json(state: State, entry: Any, seats: SeatMap) -> Action:
    """Read one record entry in the position ``state``; raises ``ValueError`` or
    :class:`IllegalAction` with the reason."""
    if not isinstance(entry, Mapping):
        raise ValueError("an action must be an object like {\"seat\": 0, \"card\": \"HT\"}")
    seat = entry.get("seat")
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < seats.seats:
        raise ValueError(f"seat must be a number from 0 to {seats.seats - 1}, not {seat!r}")
    player = seats.player(seat)
    if player is None:
        raise ValueError(f"seat {seat} deals and sits out this game")
    keys = set(entry) - {"seat"}
    if keys and not any(keys <= form for form in _ACTION_FORMS):
        raise ValueError(f"one action per entry, not {', '.join(sorted(keys)) or 'none'}: card, "
                         "announce, reservation (with solo, pflicht), poverty, return or concede")
    if "card" in keys:
        return Play(player, parse_card(entry["card"]))
    if "announce" in keys:
        said = entry["announce"]
        if said in ("re", "kontra"):
            own = party(state, player)
            if state.phase is Phase.PLAY and not state.open_hochzeit and said != own:
                raise IllegalAction("wrong_party", "TSR 6.2.2", party=own, said=said)
            return Announce(player, RE_OR_KONTRA)
        if not isinstance(said, str) or said not in LEVEL_OF:
            raise ValueError(
                f"unknown announcement {said!r}: re, kontra, no90, no60, no30, schwarz"
            )
        return Announce(player, LEVEL_OF[said])
    if "reservation" in keys:
        kind = entry["reservation"]
        if kind == "solo":
            solo = entry.get("solo")
            if solo not in SOLO_TYPES:
                raise ValueError(f"unknown solo {solo!r}: {', '.join(SOLO_TYPES)}")
            pflicht = entry.get("pflicht", False)
            if not isinstance(pflicht, bool):
                raise ValueError("pflicht must be true or false")
            return Reserve(player, solo, pflicht)
        if kind not in ("gesund", "hochzeit", "armut"):
            raise ValueError(f"unknown reservation {kind!r}: gesund, hochzeit, armut, solo")
        return Reserve(player, kind)
    if "poverty" in keys:
        if entry["poverty"] not in ("accept", "decline"):
            raise ValueError("poverty must be accept or decline")
        return PovertyReply(player, entry["poverty"] == "accept")
    if "return" in keys:
        return Return(player, parse_card(entry["return"]))
    if "concede" in keys:
        if entry["concede"] is not True:
            raise ValueError("concede must be true")
        return Concede(player)
    raise ValueError(
        "unknown action: expected card, announce, reservation, poverty, return or concede"
    )


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
        )

    def replay(self) -> State:
        """Apply every action; an invalid one raises :class:`RecordError` with its number."""
        state = new_game(self.setup())
        sm = self.seat_map
        for i, entry in enumerate(self.actions, start=1):
            try:
                state = apply(state, action_from_json(state, entry, sm))
            except IllegalAction as exc:
                raise RecordError("record_action_rule", index=i, reason=exc, rule=exc.rule) from exc
            except ValueError as exc:
                raise RecordError("record_action", index=i, reason=str(exc)) from exc
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
        for action in state.history:
            entries.append(action_to_json(replay, action, sm))
            replay = apply(replay, action)
        owes = None
        if setup.owes_pflichtsolo is not None:
            owes = tuple(sm.seat(p) for p in range(4) if setup.owes_pflichtsolo[p])
        forced = None if setup.forced_soloist is None else sm.seat(setup.forced_soloist)
        return GameRecord(
            rules=setup.rules, seats=seats, dealer=dealer, hands=tuple(hands),
            actions=tuple(entries), names=tuple(names), owes_pflichtsolo=owes,
            forced_soloist=forced, multiplier=setup.multiplier, extra=dict(extra),
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
          "forced_soloist", "multiplier", "hands", "actions"}


def _need(cond: bool, field_name: str, reason: str) -> None:
    if not cond:
        raise RecordError("bad_record", field=field_name, reason=reason)


def record_from_json(data: Any) -> GameRecord:
    """Check a parsed JSON record and replay it; raises :class:`RecordError`."""
    _need(isinstance(data, Mapping), "record", "expected a JSON object")
    fmt = data.get("format", FORMAT)
    _need(fmt == FORMAT, "format", f"expected {FORMAT!r}, found {fmt!r}")
    version = data.get("version", VERSION)
    _need(_is_int(version) and version == VERSION, "version",
          f"this dokodesk reads version {VERSION}, not {version!r}")
    try:
        rules = rules_from_spec(data.get("rules", "ddv"))
    except RulesError as exc:
        raise RecordError("bad_record", field="rules", reason=exc) from exc
    seats = data.get("seats", 4)
    _need(_is_int(seats) and seats in (4, 5), "seats", "must be 4 or 5")
    dealer = data.get("dealer")
    _need(isinstance(dealer, int) and not isinstance(dealer, bool) and 0 <= dealer < seats,
          "dealer", f"must be a seat from 0 to {seats - 1}")
    names = data.get("names", [])
    _need(isinstance(names, list) and all(isinstance(n, str) for n in names)
          and len(names) in (0, seats), "names", f"must be a list of {seats} names")
    hands_in = data.get("hands")
    _need(isinstance(hands_in, list) and len(hands_in) == seats, "hands",
          f"must list {seats} hands")
    size = rules.tricks_per_game
    hands: list[Hand] = []
    for seat, hand in enumerate(hands_in):
        want = 0 if seats == 5 and seat == dealer else size
        _need(isinstance(hand, list) and len(hand) == want, f"hands[{seat}]",
              f"must hold {want} cards")
        try:
            hands.append(tuple(sorted(parse_card(c) for c in hand)))
        except ValueError as exc:
            raise RecordError("bad_record", field=f"hands[{seat}]", reason=str(exc)) from exc
    dealt = sorted(c for h in hands for c in h)
    if dealt != list(deck(rules.with_nines)):
        counts = {card_name(c): dealt.count(c) for c in set(dealt)}
        wrong = sorted(n for n, k in counts.items() if k != 2)
        missing = sorted(card_name(c) for c in set(deck(rules.with_nines)) if c not in dealt)
        reason = "the hands are not one deck" + (
            f": {', '.join(wrong)} not exactly twice" if wrong else "") + (
            f"; missing {', '.join(missing)}" if missing else "")
        raise RecordError("bad_record", field="hands", reason=reason)
    owes = data.get("owes_pflichtsolo")
    _need(owes is None or (isinstance(owes, list) and all(
        _is_int(s) and 0 <= s < seats for s in owes)), "owes_pflichtsolo",
        "must be a list of seats")
    forced = data.get("forced_soloist")
    _need(forced is None or (_is_int(forced) and 0 <= forced < seats and forced != (
        dealer if seats == 5 else -1)), "forced_soloist", "must be a playing seat")
    multiplier = data.get("multiplier", 1)
    _need(_is_int(multiplier) and multiplier >= 1, "multiplier", "must be 1 or more")
    actions = data.get("actions", [])
    _need(isinstance(actions, list), "actions", "must be a list")
    record = GameRecord(
        rules=rules, seats=seats, dealer=dealer, hands=tuple(hands), actions=tuple(actions),
        names=tuple(names), owes_pflichtsolo=None if owes is None else tuple(owes),
        forced_soloist=forced, multiplier=multiplier,
        extra={k: v for k, v in data.items() if k not in _KNOWN},
    )
    record.replay()
    return record


def loads(text: str) -> GameRecord:
    """Parse and check a record from JSON text."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError("bad_json", reason=str(exc)) from exc
    return record_from_json(data)


__all__ = ["GameRecord", "loads", "record_from_json"]
