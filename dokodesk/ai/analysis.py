"""The analysis of a finished game for one player: each of his decisions in order, what every
alternative was worth from his view at that moment (:func:`~dokodesk.ai.advice.advise`), the
best one and what his choice cost.

His decisions are his reservation, his Armut replies and returns, every announcement he made,
once per trick the question "announce now?" while he could and did not, and every card where
he had more than one choice. The analysis draws its deals with seeds of its own, so a computer
player's choices are not scored as perfect by the very samples it decided on.

>>> import random
>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup
>>> from dokodesk.engine.randomplay import random_game
>>> final = random_game(GameSetup.from_seed(preset("ddv"), seed=4), random.Random(4))
>>> found = analyse(final, 0, Effort(samples=4, max_samples=4, workers=1))
>>> all(d.loss >= 0 for d in found) and found[0].kind == "reservation"
True
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import NamedTuple

from dokodesk.ai.advice import ADVICE_EFFORT, Advice, Choice, advise, summary
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import announcement_to_make
from dokodesk.ai.search import Cancel, Effort, evaluate_cards
from dokodesk.engine.game import (
    Action,
    Announce,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    Return,
    State,
    apply,
    legal_actions,
    legal_announcements,
    new_game,
)
from dokodesk.engine.view import View, view

KINDS = ("reservation", "poverty", "return", "announce", "no_announce", "card")
"""What a decision was: a reservation, an Armut reply, a card given back, an announcement
made, an announcement not made in a trick where it could be, a card played."""


MISTAKE = 0.3
"""A loss from which a decision counts as a mistake (if the deals show it clearly): about the
worth of an Ace given away (11 Augen), or one game point in three deals."""


class Decision(NamedTuple):
    """One decision of the player and what it was worth."""

    kind: str
    """One of :data:`KINDS`."""
    step: int
    """How many actions of the game came before it (the position to replay from)."""
    trick: int
    """The trick it was made in (1-12; 0 before the first card)."""
    chosen: Action | None
    """What he did; None for an announcement he did not make."""
    choices: tuple[Choice, ...]
    """The alternatives, best first (for ``no_announce``: the announcements, and not
    announcing as the card he played)."""
    loss: float
    """What the choice cost against the best one (0 when it was the best)."""

    @property
    def best(self) -> Choice:
        return self.choices[0]

    @property
    def mine(self) -> Choice:
        """The choice made, as evaluated."""
        return next(c for c in self.choices if c.action == self.chosen)

    @property
    def mistake(self) -> bool:
        """Whether it is shown as a mistake: it cost at least :data:`MISTAKE` and clearly so,
        not by the chance of the sampled deals."""
        return self.loss >= MISTAKE and self.mine.clearly_below(self.best)


Progress = Callable[[int, int], None]
"""Told (decisions done, decisions in all) as the analysis goes on."""


def decision_points(final: State, player: int, until: int | None = None
                    ) -> list[tuple[int, str]]:
    """Where ``player`` decided in the game ``final``: (step, kind) in order; with ``until``
    only before that step (from there the computer played for him)."""
    states = positions(final)
    announced = {len(states[step].tricks) for step, a in enumerate(final.history)
                 if isinstance(a, Announce) and a.player == player}
    points: list[tuple[int, str]] = []
    asked_trick = -1
    for step, action in enumerate(final.history[:until]):
        if action.player != player:
            continue
        state = states[step]
        legal = legal_actions(state, player)
        if isinstance(action, Reserve) and len(legal) > 1:
            points.append((step, "reservation"))
        elif isinstance(action, PovertyReply):
            points.append((step, "poverty"))
        elif isinstance(action, Return) and len(legal) > 1:
            points.append((step, "return"))
        elif isinstance(action, Announce):
            points.append((step, "announce"))
        elif isinstance(action, Play):
            trick = len(state.tricks)
            if (trick != asked_trick and trick not in announced
                    and legal_announcements(state, player)):
                points.append((step, "no_announce"))
                asked_trick = trick
            if sum(1 for a in legal if isinstance(a, Play)) > 1:
                points.append((step, "card"))
    return points


def positions(final: State) -> list[State]:
    """The position before each action of ``final`` (and the end)."""
    states = [new_game(final.setup)]
    for action in final.history:
        states.append(apply(states[-1], action))
    return states


def analyse(final: State, player: int, effort: Effort = ADVICE_EFFORT, seed: int = 1,
            progress: Progress | None = None, cancelled: Cancel | None = None,
            until: int | None = None) -> list[Decision]:
    """The decisions of ``player`` in the finished game ``final``, each with its alternatives
    and what it cost (see the module's text); ``until``: the step from which the computer
    played the rest for him (those cards are not his decisions)."""
    points = decision_points(final, player, until)
    states = positions(final)
    out: list[Decision] = []
    for done, (step, kind) in enumerate(points):
        state = states[step]
        v = view(state, player)
        action = final.history[step]
        trick = len(state.tricks) + (1 if state.phase is Phase.PLAY else 0)
        advice_seed = seed * 100_003 + step
        if isinstance(action, Announce) and kind == "announce":
            out.append(_announcement(v, action, step, trick, effort, advice_seed, cancelled))
        else:
            advice = advise(v, legal_actions(state, player), effort, advice_seed, cancelled)
            out.append(_judged(kind, step, trick, action, advice))
        if progress is not None:
            progress(done + 1, len(points))
    return out


def _judged(kind: str, step: int, trick: int, action: Action, advice: Advice) -> Decision:
    """The decision ``action`` (or, for ``no_announce``, not announcing) judged by ``advice``."""
    if kind == "no_announce":
        card = advice.of(action)
        assert card is not None
        silent = card._replace(action=None)
        announces = [c for c in advice.choices if isinstance(c.action, Announce)]
        return _decision(kind, step, trick, None, [silent, *announces],
                         _made(announces, silent))
    options = [c for c in advice.choices if kind != "card" or isinstance(c.action, Play)]
    if isinstance(action, Reserve):  # a solo is worth the same in the game, Pflicht or not
        options = [c._replace(action=action) if _same_kind(c.action, action) else c
                   for c in options]
    # where a rule makes the choice (whether to throw the hand in, the cheapest card into a
    # trick already lost), the advice puts it first: its choice is the best
    first = options[0] if advice.ruled or kind == "card" else None
    return _decision(kind, step, trick, action, options, first)


def _same_kind(option: Action | None, chosen: Reserve) -> bool:
    return isinstance(option, Reserve) and option.kind == chosen.kind


def _made(announces: list[Choice], silent: Choice) -> Choice:
    """The announcement Profi would make of these by its bar of win shares, or ``silent``."""
    made = announcement_to_make([(c.action, c.win_share) for c in announces
                                 if isinstance(c.action, Announce)])
    return next((c for c in announces if c.action == made), silent)


def _decision(kind: str, step: int, trick: int, chosen: Action | None,
              options: list[Choice], best: Choice | None = None) -> Decision:
    """The decision with its options best first and their losses; ``best`` puts one first
    whatever its value: for an announcement the one Profi makes, since the sampled deals do
    not show how the other side would answer it."""
    ranked = sorted(options, key=lambda c: -c.expected)
    if best is not None:
        ranked.sort(key=lambda c: c is not best)
    top = ranked[0].expected
    ranked = [c._replace(loss=max(0.0, top - c.expected)) for c in ranked]
    mine = next(c for c in ranked if c.action == chosen)
    return Decision(kind, step, trick, chosen, tuple(ranked), mine.loss)


def _announcement(v: View, action: Announce, step: int, trick: int, effort: Effort,
                  seed: int, cancelled: Cancel | None) -> Decision:
    """An announcement made, against not making it: the same deals played on from here and
    scored with and without it."""
    rng = random.Random(seed)
    rows = [row[0] for row in evaluate_cards(v, knowledge(v), (), effort, rng, cancelled,
                                              (action.level,))]
    made = summary(action, [o.announced(0) for o in rows])
    silent = summary(None, rows)
    return _decision("announce", step, trick, action, [made, silent], _made([made], silent))
