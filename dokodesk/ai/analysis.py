"""The analysis of a finished game for one player: each of his decisions in order, judged
from his view at that moment by the one judgement the Tipp asks too
(:func:`~dokodesk.ai.judgement.judge`), with the choice to make, what his cost, its standard
error, the choices as good as the first and the verdict.

His decisions are his reservation, his Armut replies and returns, every announcement he made,
once per trick the question "announce now?" while he could and did not, and every card where
he had more than one choice. The deals are drawn with seeds derived from each position and the
``salt`` (the app's is 0, as the Tipp's: a player who followed the Tipp is judged by the very
judgement that told him; ``dokodesk analyse --seed N`` judges with another). A loss is flagged
only where it is clear of noise (:func:`~dokodesk.ai.judgement.verdict`).

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

import math
import random
from collections.abc import Callable
from typing import NamedTuple

from dokodesk.ai.advice import WON, Choice, reason, summary
from dokodesk.ai.judgement import (
    JUDGE_EFFORT,
    MISTAKE,
    Judged,
    Judgement,
    Verdict,
    advised,
    announcement,
    compare,
    judge,
    margin,
    position_key,
    seed_of,
)
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import announcement_to_make
from dokodesk.ai.search import (
    ANNOUNCED,
    FOX_LOST,
    KARLCHEN_LOST,
    TRICK_OURS,
    TRICK_PARTNER,
    Cancel,
    Effort,
    evaluate_cards,
)
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
from dokodesk.text.hints import Tip, action_words

KINDS = ("reservation", "poverty", "return", "announce", "no_announce", "card")
"""What a decision was: a reservation, an Armut reply, a card given back, an announcement
made, an announcement not made in a trick where it could be, a card played."""


__all__ = ["MISTAKE", "Decision", "analyse", "cost", "cost_facts", "deals", "why"]


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
    choices: tuple[Judged, ...]
    """The alternatives, the first to make first (for ``no_announce``: the announcements,
    and not announcing as the card he played), each with its loss, standard error, tie and
    verdict against the first."""
    loss: float
    """What the choice cost against the first one, raw (0 when it was the first or better)."""
    followed: bool = False
    """He did what the Tipp (salt 0) said first."""

    @property
    def best(self) -> Judged:
        return self.choices[0]

    @property
    def mine(self) -> Judged:
        """The choice made, as judged."""
        return next(c for c in self.choices if c.action == self.chosen)

    @property
    def verdict(self) -> Verdict:
        return self.mine.verdict

    @property
    def se(self) -> float:
        """The standard error of the loss."""
        return self.mine.se

    @property
    def tied(self) -> tuple[Judged, ...]:
        """The choices as good as the first (the first among them)."""
        return tuple(c for c in self.choices if c.tied)

    @property
    def mistake(self) -> bool:
        """Whether it is flagged: it cost at least :data:`MISTAKE` clear of noise (a
        verdict)."""
        return self.verdict is not Verdict.NONE


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


def analyse(final: State, player: int, effort: Effort = JUDGE_EFFORT, salt: int = 0,
            progress: Progress | None = None, cancelled: Cancel | None = None,
            until: int | None = None) -> list[Decision]:
    """The decisions of ``player`` in the finished game ``final``, each judged (see the
    module's text); ``until``: the step from which the computer played the rest for him
    (those cards are not his decisions)."""
    points = decision_points(final, player, until)
    states = positions(final)
    out: list[Decision] = []
    for done, (step, kind) in enumerate(points):
        state = states[step]
        v = view(state, player)
        action = final.history[step]
        trick = len(state.tricks) + (1 if state.phase is Phase.PLAY else 0)
        legal = legal_actions(state, player)
        j = judge(v, legal, salt=salt, budget=effort, cancelled=cancelled)
        tipp = j if salt == 0 else judge(v, legal, salt=0, budget=effort, cancelled=cancelled)
        followed = _followed(tipp, action, kind)
        if kind == "announce" and not any(isinstance(c.action, Play) for c in j.choices):
            assert isinstance(action, Announce)  # out of his turn: the position played on
            d = _announcement(v, action, step, trick, effort,
                              seed_of(position_key(v, legal), salt), cancelled)
        else:
            d = _judged(kind, step, trick, action, j)
        out.append(d._replace(followed=followed))
        if progress is not None:
            progress(done + 1, len(points))
    return out


def _followed(tipp: Judgement, action: Action, kind: str) -> bool:
    """Whether ``action`` (for ``no_announce``: the card played without announcing) is what
    the Tipp said first."""
    if kind == "no_announce":
        return announcement(tipp) is None and tipp.best.action == action
    if kind == "card" and announcement(tipp) is not None:
        return False
    return advised(tipp) == action


def _judged(kind: str, step: int, trick: int, action: Action, j: Judgement) -> Decision:
    """The decision ``action`` (for ``no_announce``: not announcing) judged by ``j``: among
    the cards for a card, not announcing (the card played) against the announcements for an
    announcement, else among every choice, the judgement's first choice first."""
    if kind in ("no_announce", "announce"):
        card = j.of(action) if kind == "no_announce" else j.best
        assert card is not None
        silent = card.choice._replace(action=None)
        announces = [c.choice for c in j.choices if isinstance(c.action, Announce)]
        made = announcement(j)
        first = silent if made is None else made.choice
        options = [first, *(c for c in [silent, *announces] if c is not first)]
        return _decision(kind, step, trick, None if kind == "no_announce" else action, options)
    options = [c.choice for c in j.choices if kind != "card" or isinstance(c.action, Play)]
    if isinstance(action, Reserve):  # a solo is worth the same in the game, Pflicht or not
        options = [c._replace(action=action) if _same_kind(c.action, action) else c
                   for c in options]
    return _decision(kind, step, trick, action, options)


def _same_kind(option: Action | None, chosen: Reserve) -> bool:
    return isinstance(option, Reserve) and option.kind == chosen.kind


def _decision(kind: str, step: int, trick: int, chosen: Action | None,
              options: list[Choice]) -> Decision:
    """The decision with its options judged against the first of them."""
    judged = compare(options)
    mine = next(c for c in judged if c.action == chosen)
    return Decision(kind, step, trick, chosen, judged, mine.loss)


def _announcement(v: View, action: Announce, step: int, trick: int, effort: Effort,
                  seed: int, cancelled: Cancel | None) -> Decision:
    """An announcement made out of his turn, against not making it: the same deals played on
    from here and scored with and without it; the first is what Profi's bar of win shares
    makes of it."""
    rng = random.Random(seed)
    rows = [row[0] for row in evaluate_cards(v, knowledge(v), (), effort, rng, cancelled,
                                              (action.level,))]
    made = summary(action, [o.announced(0) for o in rows])
    silent = summary(None, rows)
    bar = announcement_to_make([(action, made.win_share)])
    options = [made, silent] if bar is not None else [silent, made]
    return _decision("announce", step, trick, action, options)


def why(d: Decision, party: str | None) -> Tip:
    """The reason for the first choice of ``d`` (``party``: the player's, as he knew it)."""
    return reason(d.best.choice, [c.choice for c in d.choices[1:]], party)


def cost(d: Decision, party: str | None) -> Tip:
    """What the choice made cost, from the sampled deals, in the game's terms: the loss, the
    Augen his side took with it against the first choice and the share of deals it won, each
    as the table of the choices shows it (rounded the same way). Tied with the first: that it
    is as good."""
    mine, best = d.mine, d.best
    words = action_words(d.chosen, party)
    if mine.tied:
        return Tip("tied_chosen", {"action": words})
    details: dict[str, object] = {"action": words, "loss": mine.loss, "pm": margin(mine.se)}
    augen = round(mine.choice.augen) != round(best.choice.augen)
    share = round(100 * mine.win_share) != round(100 * best.win_share)
    if augen:
        details |= {"augen": mine.choice.augen, "augen_best": best.choice.augen}
    if share:
        details |= {"share": mine.win_share, "share_best": best.win_share}
    code = ("cost_augen_share" if augen and share else "cost_augen" if augen
            else "cost_share" if share else "cost_plain")
    return Tip(code, details)



FACT_SHARE = 0.1
"""The share of the sampled deals (and at least :data:`FACT_DEALS` of them) in which a thing
must happen more often with the choice made than with the first before a reason names it."""
FACT_DEALS = 2


def deals(d: Decision) -> int:
    """On how many sampled deals the choices of ``d`` were compared at most (those of the
    first choice; a choice left out of the further batches has fewer; 0: none sampled)."""
    return len(d.best.choice.events)


def cost_facts(d: Decision, party: str | None, most: int = 2) -> list[Tip]:
    """Why the choice made was worse, from the sampled deals, in the game's terms: a Fuchs or
    the Karlchen of the player's party caught by the opponents, the trick of the decision
    going to the opponents where with the first choice the partner (or he) would have won
    it, the party's announcement failing, the game lost that the first choice would have
    won. Each is counted on the same deals the table of choices is made from (``n`` of
    ``of`` deals), named only where it happens clearly more often with the choice made
    (:data:`FACT_SHARE`), the most frequent ``most`` first; none for a tied choice."""
    mine, best = d.mine, d.best
    of = min(len(mine.choice.events), len(best.choice.events))  # the deals of both
    if mine.tied or of == 0:
        return []
    pairs = list(zip(best.choice.events[:of], mine.choice.events[:of], strict=True))
    least = max(FACT_DEALS, math.ceil(FACT_SHARE * of))
    words = action_words(d.chosen, party)
    other = action_words(best.action, party)
    found: list[tuple[int, Tip]] = []

    def count(bit: int, of_best: bool) -> int:
        return sum(1 for b, m in pairs if (b if of_best else m) & bit)

    def more_often(code: str, bit: int) -> None:
        n, n_best = count(bit, False), count(bit, True)
        if n - n_best >= least:
            found.append((n - n_best, Tip(code, {"action": words, "best": other, "n": n,
                                                 "n_best": n_best, "of": of})))

    more_often("cost_fox", FOX_LOST)
    more_often("cost_karlchen", KARLCHEN_LOST)
    if d.kind == "card":
        partner = sum(1 for b, m in pairs if b & TRICK_PARTNER and not m & TRICK_OURS)
        himself = sum(1 for b, m in pairs
                      if b & TRICK_OURS and not b & TRICK_PARTNER and not m & TRICK_OURS)
        for code, n in (("cost_trick_partner", partner), ("cost_trick_own", himself)):
            if n >= least:
                found.append((n, Tip(code, {"action": words, "best": other, "n": n,
                                            "of": of})))
    if isinstance(d.chosen, Announce):
        failed = sum(1 for _, m in pairs if not m & WON)
        if failed >= least:
            found.append((failed, Tip("cost_announcement_fails", {
                "action": words, "n": failed, "of": of})))
    else:
        failing = sum(1 for b, m in pairs if m & ANNOUNCED and not m & WON)
        failing_best = sum(1 for b, m in pairs if b & ANNOUNCED and not b & WON)
        if failing - failing_best >= least:
            found.append((failing - failing_best, Tip("cost_announce_fails", {
                "action": words, "best": other, "n": failing, "n_best": failing_best,
                "of": of})))
        if best.action is not None:
            lost = sum(1 for b, m in pairs if b & WON and not m & WON)
            back = sum(1 for b, m in pairs if m & WON and not b & WON)
            if lost - back >= least:
                found.append((lost - back, Tip("cost_game_lost", {
                    "action": words, "best": other, "n": lost, "back": back, "of": of})))
    found.sort(key=lambda pair: -pair[0])
    return [tip for _, tip in found[:most]]
