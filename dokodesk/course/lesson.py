"""A lesson of the course as frozen data: its number, title and steps (explanation pages,
quizzes and prepared deals with their tasks), exactly as its file says; what follows from the
rules (the right answers, whether a move does a task) is computed by :mod:`.quiz` and
:mod:`.tasks`, never written down here.

>>> from dokodesk.engine.game import Phase, Reservation, ReserveKind
>>> Point(Phase.PLAY, 3).words(), Point(Phase.POVERTY_RETURN).words()
('3', 'poverty_return')
>>> TaskKind.WIN_LOWEST.at_play, TaskKind.RESERVE.at_play, TaskKind.SCHWEINE.at_play
(True, False, False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from dokodesk.engine.cards import Card, Hand
from dokodesk.engine.game import Phase, Reservation, ReserveKind
from dokodesk.engine.rules import Rules
from dokodesk.text.words import DeEn

Entry = Mapping[str, Any]
"""An action in the game-record form without its seat (``{"card": "HT"}``, ``{"announce":
"re"}``, ``{"return": "C9"}`` ...), read in the position it is made in."""


class StepKind(StrEnum):
    """What a step of a lesson is."""

    PAGE = "page"
    """An explanation to read, with the cards it is about."""
    HIGHER_CARD = "higher_card"
    """Welche Karte ist höher? Two cards; answered by choosing one."""
    TRICK_WINNER = "trick_winner"
    """Wer gewinnt den Stich? Four cards and who led; answered by choosing a seat."""
    COUNT_AUGEN = "count_augen"
    """Wie viele Augen hat dieser Stich? Answered by choosing among numbers."""
    NEEDED_AUGEN = "needed_augen"
    """How many Augen a party needs after the announcements; choosing among numbers."""
    GAME_VALUE = "game_value"
    """A game the computers play from a seed, its score sheet shown: the winners' points."""
    DEAL = "deal"
    """A prepared deal played at the table to one or more tasks."""

    @property
    def is_quiz(self) -> bool:
        return self not in (StepKind.PAGE, StepKind.DEAL)


class TaskKind(StrEnum):
    """What the learner is asked to do at a point of a prepared deal."""

    PLAY_CARD = "play_card"
    """Play a named card (``card``)."""
    FOLLOW_SUIT = "follow_suit"
    """Follow the suit led (the wrong move is one the rules refuse)."""
    WIN_LOWEST = "win_lowest"
    """Win the trick with the lowest card that surely wins it."""
    SMEAR = "smear"
    """Give an ace or a ten to a trick the known partner surely wins."""
    GIVE_LITTLE = "give_little"
    """The opponents take the trick: give the fewest Augen."""
    CATCH_FUCHS = "catch_fuchs"
    """Win the trick holding an opponent's Fuchs."""
    KARLCHEN = "karlchen"
    """Play so that the learner's Karlchen wins the last trick."""
    ANNOUNCE = "announce"
    """Announce (``level``: 1 Re or Kontra, 2 keine 90 ...) while it is allowed."""
    RESERVE = "reserve"
    """Say the reservation ``reservation`` (gesund, hochzeit, armut or a solo)."""
    RETURN_PLAIN = "return_plain"
    """After taking an Armut, give back plain cards only, so that the taker keeps the
    trumps; one task for every card given back."""
    SCHWEINE = "schweine"
    """Announce the Schweine (house rule): in the round before the first card
    (``schweine_round``) or, where the rules allow it then, in a trick."""

    @property
    def at_play(self) -> bool:
        """Whether the task comes in a trick (else at the reservations or the Armut's return)."""
        return self not in (TaskKind.RESERVE, TaskKind.RETURN_PLAIN, TaskKind.SCHWEINE)


class Point(NamedTuple):
    """A point of a game at which somebody acts: the phase and, while the cards are played,
    the number of the trick (1 for the first)."""

    phase: Phase
    trick: int = 0

    def words(self) -> str:
        """The point as a lesson file writes it: a trick's number or the phase's name."""
        return str(self.trick) if self.phase is Phase.PLAY else self.phase.value


@dataclass(frozen=True)
class Page:
    """An explanation: a few sentences and the cards they are about (drawn with them)."""

    text: DeEn
    cards: tuple[Card, ...] = ()

    @property
    def kind(self) -> StepKind:
        return StepKind.PAGE


@dataclass(frozen=True)
class HigherCard:
    """Which of two cards is higher in the game ``game`` (``normal`` or a solo type)."""

    rules: Rules
    cards: tuple[Card, Card]
    game: str = "normal"
    schweine: bool = False
    """Whether Schweine are announced (the rules' pair of cards on top of the trumps)."""
    note: DeEn | None = None
    nudge: DeEn | None = None
    """The lesson's own words added to the reason of a wrong answer (never the answer)."""

    @property
    def kind(self) -> StepKind:
        return StepKind.HIGHER_CARD


@dataclass(frozen=True)
class TrickWinner:
    """Who wins a trick of four cards in play order, led by the seat ``leader``
    (``last``: the game's last trick, where a Dulle rule may say otherwise)."""

    rules: Rules
    cards: tuple[Card, ...]
    leader: int = 0
    game: str = "normal"
    last: bool = False
    schweine: bool = False
    """Whether Schweine are announced (the rules' pair of cards on top of the trumps)."""
    note: DeEn | None = None
    nudge: DeEn | None = None
    """The lesson's own words added to the reason of a wrong answer (never the answer)."""

    @property
    def kind(self) -> StepKind:
        return StepKind.TRICK_WINNER


@dataclass(frozen=True)
class CountAugen:
    """How many Augen the ``cards`` hold; ``choices`` offered (none: made up from the
    answer)."""

    cards: tuple[Card, ...]
    choices: tuple[int, ...] = ()
    note: DeEn | None = None
    nudge: DeEn | None = None
    """The lesson's own words added to the reason of a wrong answer (never the answer)."""

    @property
    def kind(self) -> StepKind:
        return StepKind.COUNT_AUGEN


@dataclass(frozen=True)
class NeededAugen:
    """How many Augen ``party`` needs when Re and Kontra announced up to ``levels``."""

    rules: Rules
    party: str
    levels: tuple[int, int]
    choices: tuple[int, ...] = ()
    note: DeEn | None = None
    nudge: DeEn | None = None
    """The lesson's own words added to the reason of a wrong answer (never the answer)."""

    @property
    def kind(self) -> StepKind:
        return StepKind.NEEDED_AUGEN


@dataclass(frozen=True)
class GameValue:
    """The points each winner gets in a game dealt from ``seed`` and played by four computer
    players of ``level`` (everybody says gesund)."""

    rules: Rules
    seed: int
    level: str = "fortgeschritten"
    bock: int = 1
    """The game's Bock factor (house rule)."""
    choices: tuple[int, ...] = ()
    note: DeEn | None = None
    nudge: DeEn | None = None
    """The lesson's own words added to the reason of a wrong answer (never the answer)."""

    @property
    def kind(self) -> StepKind:
        return StepKind.GAME_VALUE


Quiz = HigherCard | TrickWinner | CountAugen | NeededAugen | GameValue


@dataclass(frozen=True)
class Task:
    """One task of a deal: its kind and parameters, the point where it is asked, and for
    validation and tests a move that does it and one that does not."""

    kind: TaskKind
    at: Point
    right: Entry
    wrong: Entry
    card: Card | None = None
    """The card of a ``play_card`` task."""
    level: int = 1
    """The level of an ``announce`` task."""
    reservation: str = "gesund"
    """The reservation of a ``reserve`` task."""
    note: DeEn | None = None
    """The lesson's own words shown with the task."""


@dataclass(frozen=True)
class ScriptMove:
    """A computer player's move fixed by the lesson: ``entry`` made by ``seat`` at ``at``."""

    seat: int
    at: Point
    entry: Entry


@dataclass(frozen=True)
class Deal:
    """A prepared deal: the hands (those not written dealt from ``seed``), who leads, the
    reservations, the beginning of the game, the learner's seat, the computer players' fixed
    moves and their level, and the tasks in the order of the game."""

    rules: Rules
    hands: tuple[Hand | None, ...]
    tasks: tuple[Task, ...]
    learned: DeEn
    """What the deal taught, in two or three lines, for its end."""
    seed: int = 0
    leader: int = 0
    learner: int = 0
    level: str = "fortgeschritten"
    reservations: tuple[ReserveKind, ...] = (Reservation.GESUND,) * 4
    opening: tuple[Entry, ...] = ()
    """Record-form actions with their seats, played before the table is handed over."""
    script: tuple[ScriptMove, ...] = ()
    multiplier: int = 1
    bock: int = 1
    """The game's Bock factor (house rule): a game of a Bock round plays at 2."""
    intro: DeEn | None = None

    @property
    def kind(self) -> StepKind:
        return StepKind.DEAL


Step = Page | Quiz | Deal


@dataclass(frozen=True)
class Lesson:
    """A lesson: its place in the course, its title and its steps in order."""

    id: str
    """A name that stays when lessons are renumbered (progress is kept by it)."""
    number: int
    title: DeEn
    rules: Rules
    """The rules the lesson is played under (a step may play under others)."""
    steps: tuple[Step, ...]
    file: str = ""
    """The file it came from (its name), for messages."""
    explains: tuple[str, ...] = ()
    """The terms of the glossary (:mod:`dokodesk.text.glossary`) this lesson explains in a
    line where it first names them, before the lesson that teaches them."""

    @property
    def tasks(self) -> int:
        """How many things the learner is asked: quizzes and the tasks of the deals."""
        return sum(len(s.tasks) if isinstance(s, Deal) else int(s.kind.is_quiz)
                   for s in self.steps)
