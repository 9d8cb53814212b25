"""A Partie: many games at one table, with dealer rotation, Pflichtsoli, Kalter Schlag doubling,
Bock rounds, running totals and the money at the end (docs/RULES.md).

>>> from dokodesk.engine.rules import preset
>>> p = new_partie(PartieSettings(preset("kneipe"), length=("games", 2)), seed=1)
>>> setup, seats = next_game(p)
>>> seats.dealer, p.settings.players
(0, 4)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from enum import StrEnum
from fractions import Fraction
from typing import Any, NamedTuple

from dokodesk.engine.errors import RulesError
from dokodesk.engine.game import ContractKind, GameSetup, Party, State
from dokodesk.engine.rules import Pflichtsolo, Rules
from dokodesk.engine.scoring import Result, result
from dokodesk.engine.table import HUMAN, LEVELS, SeatMap


class Length(StrEnum):
    """What the length of a Partie counts, by the name save files give it."""

    GAMES = "games"
    RUNDEN = "runden"
    """Rounds of the deal: every player has dealt."""
    SCORE = "score"
    """Until a player passes a target score."""


LENGTH_KINDS: tuple[Length, ...] = tuple(Length)


@dataclass(frozen=True)
class PartieSettings:
    """The table: rules, number of players and their names, and how long the Partie runs:
    ``("games", N)``, ``("runden", N)`` or ``("score", T)`` (until a player passes T)."""

    rules: Rules
    players: int = 4
    names: tuple[str, ...] = ()
    length: tuple[Length, int] = (Length.GAMES, 24)

    def __post_init__(self) -> None:
        kind, n = self.length
        if self.players not in (4, 5):
            raise RulesError("not_allowed", "players", value=self.players, allowed="4, 5")
        if kind not in LENGTH_KINDS:
            raise RulesError("not_allowed", "length", value=kind, allowed=", ".join(LENGTH_KINDS))
        if n < 1:
            raise RulesError("int_out_of_range", "length", value=n, allowed=">= 1")
        if self.names and len(self.names) != self.players:
            raise RulesError("not_allowed", "names", value=len(self.names),
                             allowed=f"{self.players} names")
        if self.pflichtsolo == "within_spielrunde" and (
            kind != Length.GAMES or n % self.spielrunde
        ):
            raise RulesError("spielrunde_length", "length", games=self.spielrunde)

    @property
    def pflichtsolo(self) -> Pflichtsolo:
        """The Pflichtsolo rule in force: off when the Partie ends at a target score."""
        return "off" if self.length[0] == Length.SCORE else self.rules.pflichtsolo

    @property
    def spielrunde(self) -> int:
        """Games in a DDV Spielrunde: 24, or 30 at a table of five (TSR 8.5.1, 10.1.5)."""
        return 24 if self.players == 4 else 30


class GameEntry(NamedTuple):
    """One game on the Spielliste."""

    number: int
    dealer: int
    kind: ContractKind
    """The game (a Hochzeit that became a Karo-Solo stays ``HOCHZEIT`` and has a
    ``soloist``)."""
    solo: str | None
    soloist: int | None
    """The seat of the soloist (also of a stille Hochzeit or one that became a solo)."""
    pflicht: bool
    forced: bool
    points: tuple[int, ...]
    """Per seat, the dealer at five gets 0."""
    multiplier: int
    """2 when a Kalter Schlag doubled this game."""
    winner: str | None
    augen: dict[Party, int]
    state: State
    """The finished game (its setup, every action and every trick)."""
    seats: SeatMap
    bock: int = 1
    """The Bock factor of this game."""


class Deal(NamedTuple):
    """A completed deal: the final state (finished or thrown in) and its seats."""

    state: State
    seats: SeatMap


@dataclass(frozen=True)
class Partie:
    """The Partie so far. Never changed: :func:`record_game` makes a new one."""

    settings: PartieSettings
    seed: int
    dealer: int = 0
    games: tuple[GameEntry, ...] = ()
    owes: tuple[bool, ...] = ()
    """Per seat whether a Pflichtsolo is still owed (this Spielrunde, or this Partie)."""
    multiplier: int = 1
    rotations: int = 0
    """How often the deal has passed on: a Runde is over after one pass per player."""
    deals: int = 0
    """Deals so far, thrown-in ones included: the next deal's seed counts on from here."""
    thrown_in: int = 0
    log: tuple[Deal, ...] = ()
    """Every completed deal in order, thrown-in ones included."""
    bock: tuple[int, ...] = ()
    """The Bock factors of the coming games, the next first (empty: no Bock game waits)."""


def new_partie(settings: PartieSettings, seed: int) -> Partie:
    """A fresh Partie: seat 0 deals first."""
    owes = tuple(settings.pflichtsolo != "off" for _ in range(settings.players))
    return Partie(settings=settings, seed=seed, owes=owes)


def totals(partie: Partie) -> tuple[int, ...]:
    """The running total of every seat."""
    sums = [0] * partie.settings.players
    for g in partie.games:
        for s, pts in enumerate(g.points):
            sums[s] += pts
    return tuple(sums)


def _main_part_over(partie: Partie) -> bool:
    kind, n = partie.settings.length
    if kind == Length.GAMES:
        return len(partie.games) >= n
    if kind == Length.RUNDEN:
        return partie.rotations >= n * partie.settings.players
    if partie.settings.rules.counting == "minus":
        return any(t <= -n for t in totals(partie))
    return any(t > n for t in totals(partie))


def is_over(partie: Partie) -> bool:
    """Whether the Partie has ended (the agreed length, then any Pflichtsoli still owed)."""
    if not _main_part_over(partie):
        return False
    return not (partie.settings.pflichtsolo == "at_the_end" and any(partie.owes))


def _forced_soloist(partie: Partie) -> tuple[int, int | None]:
    """(dealer, forced seat) for the next game."""
    settings = partie.settings
    n = settings.players
    owed = sum(partie.owes)
    if settings.pflichtsolo == "within_spielrunde":
        left = settings.spielrunde - len(partie.games) % settings.spielrunde
        due = owed >= left
    elif settings.pflichtsolo == "at_the_end":
        due = _main_part_over(partie) and owed > 0
    else:
        due = False
    dealer = partie.dealer
    if not due:
        return dealer, None
    for _ in range(n):
        active = [(dealer + i) % n for i in range(1, 5)]
        owing = [s for s in active if partie.owes[s]]
        if owing:
            return dealer, owing[0]
        dealer = (dealer + 1) % n  # only the dealer owes: at five he passes the deal on
    raise AssertionError("a Pflichtsolo is due but nobody owes one")


def next_game(partie: Partie) -> tuple[GameSetup, SeatMap]:
    """The setup of the next game, dealt from the Partie's seed, and its seats."""
    settings = partie.settings
    dealer, forced = _forced_soloist(partie)
    seats = SeatMap(settings.players, dealer)
    base = GameSetup.from_seed(settings.rules, seed=partie.seed * 100_003 + partie.deals)
    owes = None
    if settings.pflichtsolo != "off":
        owes = tuple(partie.owes[seats.seat(p)] for p in range(4))
    setup = GameSetup(
        rules=settings.rules,
        hands=tuple(base.hands[(p - seats.first) % 4] for p in range(4)),
        first=seats.first,
        owes_pflichtsolo=owes,
        forced_soloist=None if forced is None else seats.player(forced),
        multiplier=partie.multiplier,
        bock=partie.bock[0] if partie.bock else 1,
        bock_waiting=partie.bock[1:],
    )
    return setup, seats


def record_game(partie: Partie, state: State, seats: SeatMap) -> Partie:
    """The Partie after the game ``state`` (finished or thrown in) dealt as ``seats``."""
    res: Result = result(state)
    settings = partie.settings
    deals = partie.deals + 1
    log = (*partie.log, Deal(state, seats))
    if res.thrown_in:
        return _evolve(partie, dealer=seats.dealer, deals=deals, log=log,
                       thrown_in=partie.thrown_in + 1)
    contract = state.contract
    assert contract is not None
    points = [0] * settings.players
    for p in range(4):
        points[seats.seat(p)] = res.points[p]
    soloist = None if state.soloist is None else seats.seat(state.soloist)
    owes = list(partie.owes)
    declared_solo = contract.kind is ContractKind.SOLO
    if declared_solo and contract.pflicht and soloist is not None:
        owes[soloist] = False
    again = declared_solo and not contract.forced and (
        settings.rules.redeal_after_solo == "every_solo"
        or (settings.rules.redeal_after_solo == "pflichtsolo" and contract.pflicht)
    )
    dealer, rotations = seats.dealer, partie.rotations
    if not again:
        dealer, rotations = (dealer + 1) % settings.players, rotations + 1
    entry = GameEntry(
        number=len(partie.games) + 1,
        dealer=seats.dealer,
        kind=contract.kind,
        solo=contract.solo,
        soloist=soloist,
        pflicht=contract.pflicht,
        forced=contract.forced,
        points=tuple(points),
        multiplier=state.setup.multiplier,
        winner=res.winner,
        augen=res.augen,
        state=state,
        seats=seats,
        bock=state.setup.bock,
    )
    games = (*partie.games, entry)
    if settings.pflichtsolo == "within_spielrunde" and len(games) % settings.spielrunde == 0:
        owes = [True] * settings.players
    return _evolve(
        partie,
        dealer=dealer,
        games=games,
        owes=tuple(owes),
        multiplier=2 if res.kalter_schlag else 1,
        rotations=rotations,
        deals=deals,
        log=log,
        bock=bock_queue(settings.rules, partie.bock, used=not again, triggers=res.bock_triggers,
                        seats=settings.players),
    )


def bock_queue(rules: Rules, waiting: tuple[int, ...], used: bool, triggers: tuple[str, ...],
               seats: int) -> tuple[int, ...]:
    """The Bock factors waiting after a game (RULES.md 14.5): the game uses up the first
    waiting factor unless the same dealer deals again (``used`` False); each Bock round its
    ``triggers`` start (one per game, or one per trigger with ``bock_count = per_trigger``) is
    ``seats`` games long and starts with the next game: under ``multiply`` it multiplies the
    factors of those games by ``bock_multiplier``, under ``append`` it is queued after the
    Bock games already waiting.

    >>> from dokodesk.engine.rules import preset
    >>> rules = preset("kneipe_plus")
    >>> after_5 = bock_queue(rules, (), True, ("equal_120",), 4)
    >>> after_6 = bock_queue(rules, after_5, True, (), 4)
    >>> after_5, after_6, bock_queue(rules, after_6, True, ("solo_lost",), 4)
    ((2, 2, 2, 2), (2, 2, 2), (4, 4, 2, 2))
    >>> bock_queue(rules.replace(bock_stacking="append"), after_6, True, ("solo_lost",), 4)
    (2, 2, 2, 2, 2, 2)
    """
    queue = list(waiting[1:] if used else waiting)
    if not triggers:
        return tuple(queue)
    rounds = len(triggers) if rules.bock_count == "per_trigger" else 1
    m = rules.bock_multiplier
    if rules.bock_stacking == "append":
        return (*queue, *[m] * (seats * rounds))
    queue += [1] * (seats - len(queue))
    return tuple(f * m**rounds if i < seats else f for i, f in enumerate(queue))


def _evolve(partie: Partie, **changes: Any) -> Partie:
    return replace(partie, **changes)


def settlement(partie: Partie) -> list[tuple[int, int, int]]:
    """Who pays whom at ``cents_per_point``: (payer seat, payee seat, cents), the fewest
    payments that settle what each player is owed (:func:`balances`)."""
    return transfers(balances(totals(partie), partie.settings.rules))


def balances(scores: tuple[int, ...], rules: Rules) -> tuple[Fraction, ...]:
    """What each player receives (negative: pays) in cents for the totals ``scores``: under
    plus-minus counting his total at ``cents_per_point``; under ``plus`` or ``minus`` half the
    difference to each other player's total, summed (RULES.md 14.8), which may leave half a
    cent.

    >>> from dokodesk.engine.rules import preset
    >>> [str(b) for b in balances((10, 4, 0, 6), preset("kneipe").replace(counting="plus"))]
    ['50', '-10', '-50', '10']
    """
    cents = rules.cents_per_point
    if rules.counting == "plus_minus":
        return tuple(Fraction(t * cents) for t in scores)
    return tuple(sum((Fraction((a - b) * cents, 2) for b in scores), Fraction(0))
                 for a in scores)


def transfers(balance: tuple[Fraction, ...]) -> list[tuple[int, int, int]]:
    """The fewest payments (payer, payee, cents) that settle ``balance`` (summing to 0); an
    amount with half a cent is rounded up."""
    payers = sorted((b, s) for s, b in enumerate(balance) if b < 0)
    payees = sorted(((-b, s) for s, b in enumerate(balance) if b > 0))
    out: list[tuple[int, int, int]] = []
    pi = qi = 0
    owe = [-b for b, _ in payers]
    due = [-b for b, _ in payees]
    while pi < len(payers) and qi < len(payees):
        amount = min(owe[pi], due[qi])
        out.append((payers[pi][1], payees[qi][1], math.ceil(amount)))
        owe[pi] -= amount
        due[qi] -= amount
        if owe[pi] == 0:
            pi += 1
        if due[qi] == 0:
            qi += 1
    return out


@dataclass(frozen=True)
class TableConfig:
    """The table around a Partie: its settings, the seed of its deals, the human's seat and
    every seat's computer level (:data:`~dokodesk.engine.table.HUMAN` at the human's seat).
    A watched table has no human seat (``human`` None): computer players sit at every seat."""

    settings: PartieSettings
    seed: int
    human: int | None = 0
    levels: tuple[str, ...] = ()
    rules_name: str = ""
    """The name of the house rules (a preset or a house-rule file) for display."""

    def __post_init__(self) -> None:
        players = self.settings.players
        if len(self.levels) != players or (
                self.human is not None and not 0 <= self.human < players):
            raise RulesError("levels_per_seat", "levels", seats=players)
        for seat, level in enumerate(self.levels):
            allowed = (HUMAN,) if seat == self.human else LEVELS
            if level not in allowed:
                raise RulesError("not_allowed", f"levels[{seat}]", value=repr(level),
                                 allowed=", ".join(allowed))
