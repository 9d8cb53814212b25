"""The accuracy of a player's decisions: one figure per game (and per kind of decision) from
the expected points his choices lost, comparable across games.

The formula (:func:`accuracy`): ``100 x exp(-m / SCALE)`` with ``m`` the mean loss per
decision in points, where a decision's loss is the one judgement's loss of the choice made
against the first choice (:mod:`dokodesk.ai.analysis`), counted as 0 where the judgement calls
them tied (as good within noise). 100 is no loss at all; a mean loss of 0.3 points (an
inaccuracy at every decision) gives 74, one point (a mistake at every decision) 37.

The kinds of decision (:data:`CATEGORIES`, :func:`category`): reservations and solos,
announcements (made, and not made where he could), leading a trick, following (every card to a
trick that takes it over or follows suit without giving Augen away), discarding and smearing
(a card to a trick it does not take over: of another plain suit than led, or worth 10 Augen
or more), and the Armut and the Hochzeit (the replies, the cards given back, and a reservation
where one of them was offered).

The games of a computer seat are judged with another salt than the app's (0): the level
``tipp`` decided with salt 0, and a judgement with its own deals would never find its
mistakes (:func:`judging_salt`).

>>> round(accuracy([0.0, 0.0]), 1), round(accuracy([0.3]), 1), round(accuracy([1.0, 1.0]), 1)
(100.0, 74.1, 36.8)
>>> accuracy([]) is None
True
"""

from __future__ import annotations

import hashlib
import importlib.util
import marshal
import math
import pkgutil
from collections.abc import Sequence
from typing import NamedTuple

from dokodesk.ai.analysis import Decision, Progress, analyse, positions
from dokodesk.ai.judgement import JUDGE_EFFORT
from dokodesk.ai.search import Cancel, Effort
from dokodesk.engine.cards import AUGEN
from dokodesk.engine.game import Action, Play, Reservation, Reserve, State, legal_actions
from dokodesk.engine.order import TRUMP, trick_winner

SCALE = 1.0
"""Points of mean loss per decision that bring the accuracy down to 1/e (37)."""

CATEGORIES = ("reservation", "announcement", "lead", "follow", "discard", "armut_hochzeit")
"""The kinds of decision the accuracy is split by, in the order they are shown."""

COMPUTER_SALT = 1
"""The salt a computer seat's game is judged with (the app's, and the Tipp's, is 0)."""

FORMAT = 1
"""The form of what :func:`review` gives; part of :data:`JUDGEMENT_VERSION`."""


def _version() -> str:
    """The version of the judgement: this form and a digest of the code of the computer
    players the judgement is made of (every module of :mod:`dokodesk.ai` but the matches'):
    a game analysed by another version is analysed again. The code is each module's source,
    or where an installation has none (the bundle) its compiled code."""
    import dokodesk.ai as package

    digest = hashlib.blake2b(digest_size=6)
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        if info.name in ("arena", "robustness"):
            continue
        name = f"{package.__name__}.{info.name}"
        spec = importlib.util.find_spec(name)
        loader = None if spec is None else spec.loader
        get_source = getattr(loader, "get_source", None)
        source = get_source(name) if get_source is not None else None
        digest.update(info.name.encode())
        if source is not None:
            digest.update(source.encode())
        elif loader is not None and hasattr(loader, "get_code"):
            digest.update(marshal.dumps(loader.get_code(name)))
    return f"{FORMAT}-{digest.hexdigest()}"


JUDGEMENT_VERSION = _version()


def accuracy(losses: Sequence[float]) -> float | None:
    """The accuracy of decisions that lost ``losses`` (ties counted as 0 already): see the
    module's text; None for no decision."""
    if not losses:
        return None
    return 100.0 * math.exp(-(sum(losses) / len(losses)) / SCALE)


def judging_salt(computer: bool) -> int:
    """The salt to judge a seat's game with: the app's (0) for a person, another for a
    computer level."""
    return COMPUTER_SALT if computer else 0


def category(state: State, kind: str, chosen: Action | None) -> str:
    """The kind of the decision ``kind`` (of :data:`~dokodesk.ai.analysis.KINDS`) made in
    ``state`` as choosing ``chosen`` (see the module's text)."""
    if kind in ("poverty", "return"):
        return "armut_hochzeit"
    if kind in ("announce", "no_announce"):
        return "announcement"
    if kind == "reservation":
        assert chosen is not None
        offered = {a.kind for a in legal_actions(state, chosen.player) if isinstance(a, Reserve)}
        special = offered & {Reservation.HOCHZEIT, Reservation.ARMUT}
        return "armut_hochzeit" if special else "reservation"
    assert isinstance(chosen, Play)
    trick = state.trick
    if not trick:
        return "lead"
    order = state.order
    takes = trick_winner(order, (*trick, chosen.card),
                         state.second_dulle(len(state.tricks))) == len(trick)
    led = order.suit[trick[0]]
    suit = order.suit[chosen.card]
    if not takes and ((suit != led and suit != TRUMP) or AUGEN[chosen.card] >= 10):
        return "discard"
    return "follow"


class Reviewed(NamedTuple):
    """A decision of the analysis with what the history keeps of it."""

    decision: Decision
    category: str
    loss: float
    """The loss counted: 0 where the choice made is tied with the first."""
    right: tuple[Action | None, ...]
    """The choices as good as the first (the best tie group; None: not announcing)."""

    @property
    def flagged(self) -> bool:
        """A mistake to practise: a verdict (never given to a tied choice)."""
        return self.decision.mistake and not self.decision.mine.tied


def review(final: State, player: int, effort: Effort = JUDGE_EFFORT, salt: int = 0,
           progress: Progress | None = None, cancelled: Cancel | None = None,
           until: int | None = None) -> list[Reviewed]:
    """Every decision of ``player`` in the finished game ``final`` judged
    (:func:`~dokodesk.ai.analysis.analyse`), with its kind and its loss as counted."""
    states = positions(final)
    out = []
    for d in analyse(final, player, effort, salt, progress, cancelled, until):
        loss = 0.0 if d.mine.tied else max(0.0, d.loss)
        out.append(Reviewed(d, category(states[d.step], d.kind, final.history[d.step]),
                            loss, tuple(c.action for c in d.tied)))
    return out


def game_accuracy(found: Sequence[Reviewed], kind: str | None = None) -> float | None:
    """The accuracy of a game's decisions (``kind``: of that kind only)."""
    return accuracy([r.loss for r in found if kind is None or r.category == kind])
