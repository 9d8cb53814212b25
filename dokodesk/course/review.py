"""The review of the player's own games: a game goes into the history
(:mod:`dokodesk.persistence.history`), its decisions are judged by the one judgement
(:func:`dokodesk.ai.accuracy.review`) and kept with the judgement's version, a game judged by
an older version is judged again, and his mistakes come back as positions to play again
("Fehler üben"), where every choice of the best tie group counts as right.

>>> import random, tempfile
>>> from dokodesk.ai.search import Effort
>>> from dokodesk.engine.game import GameSetup
>>> from dokodesk.engine.randomplay import random_game
>>> from dokodesk.engine.rules import preset
>>> final = random_game(GameSetup.from_seed(preset("ddv"), seed=6), random.Random(6))
>>> history = History.open(Path(tempfile.mkdtemp()) / "history.db")
>>> game = history.add(GameRecord.from_state(final, dealer=3), seat=0)
>>> judge_game(history, game, Effort(samples=4, max_samples=4, workers=1))
>>> found = history.game(game)
>>> found.analysed == JUDGEMENT_VERSION, 0 <= found.accuracy <= 100, found.decisions > 0
(True, True, True)
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, NamedTuple

from dokodesk.ai.accuracy import (
    CATEGORIES,
    JUDGEMENT_VERSION,
    accuracy,
    game_accuracy,
    judging_salt,
    review,
)
from dokodesk.ai.analysis import Progress, positions
from dokodesk.ai.judgement import JUDGE_EFFORT
from dokodesk.ai.search import Cancel, Effort
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import Action, Announce, Play, State
from dokodesk.engine.table import SeatMap
from dokodesk.persistence.history import Decision, Game, History, Position, computer_level
from dokodesk.persistence.record import GameRecord, action_to_json


def add_game(history: History, record: GameRecord, seat: int, source: str = "",
             lesson: bool = False, until: int | None = None) -> int:
    """Add a finished game played from ``seat``, to be judged with the salt its seat calls
    for (:func:`~dokodesk.ai.accuracy.judging_salt`); ``until``: the action from which the
    computer played the rest for him."""
    salt = judging_salt(computer_level(record, seat) is not None)
    return history.add(record, seat, source, lesson, salt=salt, until=until)


def _entry(state: State, action: Action | None, seats: SeatMap) -> Any:
    return None if action is None else action_to_json(state, action, seats)


def judge_game(history: History, game: int, effort: Effort = JUDGE_EFFORT,
               progress: Progress | None = None, cancelled: Cancel | None = None) -> None:
    """Judge every decision of game ``game`` and keep it with the judgement's version (its
    mistakes become training positions)."""
    found = history.game(game)
    record = history.record(game)
    final = record.finished()
    states = positions(final)
    seats = record.seat_map
    reviewed = review(final, found.player, effort, found.salt, progress, cancelled,
                      found.until)
    rows = []
    for r in reviewed:
        d = r.decision
        state = states[d.step]
        rows.append(Decision(
            d.step, d.kind, r.category, r.loss, d.loss, d.se if d.se < float("inf") else None,
            d.verdict.value, d.mine.tied, _entry(state, d.chosen, seats),
            tuple(_entry(state, a, seats) for a in r.right)))
    history.store_analysis(game, JUDGEMENT_VERSION, rows, game_accuracy(reviewed))


def judge_waiting(history: History, effort: Effort = JUDGE_EFFORT,
                  cancelled: Cancel | None = None,
                  done: Callable[[int], None] | None = None) -> int:
    """Judge every game not yet judged by this judgement's version (the ones never judged
    first), telling ``done`` each game's number; returns how many were judged."""
    count = 0
    for game in history.waiting_analysis(JUDGEMENT_VERSION):
        judge_game(history, game, effort, cancelled=cancelled)
        count += 1
        if done is not None:
            done(game)
    return count


def judge_in_background(path: str) -> None:
    """In a process of its own at the lowest priority: judge every game of the history at
    ``path`` that waits (the app starts it; killing it loses nothing judged)."""
    import os

    from dokodesk.ai.search import shutdown

    with contextlib.suppress(OSError, AttributeError):
        os.nice(19)
    try:
        with History.open(Path(path)) as history:
            judge_waiting(history)
    except DokoError:  # the app says what is wrong with the history when it writes there
        pass
    finally:
        shutdown()


LESSON_OF_KIND: dict[str, str] = {
    "reservation": "soli",
    "announcement": "ansagen",
    "lead": "stich",
    "follow": "bedienen",
    "discard": "schmieren",
    "armut_hochzeit": "hochzeit",
}
"""The lesson of the course (its id) that teaches each kind of decision."""


def kind_accuracy(decisions: Sequence[Decision]) -> dict[str, float | None]:
    """The accuracy of each kind of decision (:data:`~dokodesk.ai.accuracy.CATEGORIES`)."""
    return {kind: accuracy([d.loss for d in decisions if d.category == kind])
            for kind in CATEGORIES}


def mistakes_by_kind(decisions: Sequence[Decision]) -> dict[str, int]:
    """The flagged decisions of each kind."""
    return {kind: sum(1 for d in decisions if d.flagged and d.category == kind)
            for kind in CATEGORIES}


class Losses(NamedTuple):
    """What one kind of decision cost over the history."""

    category: str
    decisions: int
    mean_loss: float
    mistakes: int


def losses_by_kind(decisions: Sequence[Decision]) -> list[Losses]:
    """Each kind of decision with its mean loss, the costliest first (kinds never decided
    left out)."""
    out = []
    for kind in CATEGORIES:
        mine = [d for d in decisions if d.category == kind]
        if mine:
            out.append(Losses(kind, len(mine), sum(d.loss for d in mine) / len(mine),
                              sum(1 for d in mine if d.flagged)))
    return sorted(out, key=lambda x: -x.mean_loss)


# --- Fehler üben ------------------------------------------------------------------------------


class Exercise(NamedTuple):
    """A training position set up: the position as it was before the decision."""

    position: Position
    state: State
    player: int
    seats: SeatMap
    record: GameRecord


def exercise(history: History, position: Position) -> Exercise:
    """The position of training position ``position`` set up again."""
    record = history.record(position.game)
    final = record.finished()
    state = positions(final)[position.step]
    player = final.history[position.step].player
    return Exercise(position, state, player, record.seat_map, record)


def answer_entry(ex: Exercise, action: Action | None) -> Any:
    """An answer as the history compares it: for an announcement's question a card counts
    as not announcing."""
    if ex.position.kind in ("announce", "no_announce") and not isinstance(action, Announce):
        return None
    return _entry(ex.state, action, ex.seats)


def _same(entry: Any) -> Any:
    """An entry as answers are compared: a solo is the same choice, Pflichtsolo or not."""
    if isinstance(entry, dict):
        return {k: v for k, v in entry.items() if k != "pflicht"}
    return entry


def is_right(ex: Exercise, action: Action | None) -> bool:
    """Whether ``action`` answers the position right: it is one of the best tie group (for a
    card's question only a card counts)."""
    if ex.position.kind == "card" and not isinstance(action, Play):
        return False
    return _same(answer_entry(ex, action)) in [_same(e) for e in ex.position.right]


def answer(history: History, ex: Exercise, action: Action | None) -> tuple[bool, Position]:
    """Count ``action`` as the answer to the exercise (today): whether it is right and the
    position as it stands after it."""
    right = is_right(ex, action)
    return right, history.answer(ex.position.id, right)


def waiting(history: History) -> list[Position]:
    """The training positions waiting today."""
    return history.positions()


__all__ = ["Exercise", "Game", "add_game", "exercise", "is_right", "judge_game",
           "judge_waiting", "kind_accuracy", "losses_by_kind"]
