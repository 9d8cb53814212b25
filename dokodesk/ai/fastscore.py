"""The score of a finished play, fast, for the search: a copy of the game points of
:func:`dokodesk.engine.scoring.result` (the game value, the announcements and Absagen in both
scorings, the points reached against an Absage, Gegen die Alten, the solo bonus, the
Sonderpunkte, the Kalter Schlag, the Bock and the three ways of counting), without its lines,
Augen dictionaries and Bock triggers. ``tests/ai/test_fastscore.py`` scores seeded random
games under every scoring option through both and compares the points and the winner.

The Sonderpunkte of each trick are those of :class:`dokodesk.ai.specials.TrickSpecials`; only
the tricks that can make one are asked.

>>> import random
>>> from dokodesk.engine.game import GameSetup
>>> from dokodesk.engine.randomplay import random_game
>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.scoring import result
>>> final = random_game(GameSetup.from_seed(preset("ddv"), seed=3), random.Random(3))
>>> scorer = Scorer(final)
>>> scorer.points(final.tricks, final.re, final.soloist, final.levels) == result(final).points
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from dokodesk.ai.specials import TrickSpecials
from dokodesk.engine.cards import AUGEN
from dokodesk.engine.game import NO90, Party, State, Trick
from dokodesk.engine.rules import Rules
from dokodesk.engine.scoring import REACHED_AGAINST, UNDER, Goal, party_goal

RE, KONTRA = Party.RE, Party.KONTRA


_UNDER_POINTS: Final[tuple[int, ...]] = tuple(
    sum(1 for limit, _ in UNDER if augen < limit) for augen in range(241))
"""By a party's Augen: the limits of :data:`~dokodesk.engine.scoring.UNDER` it stays under
(each a point for the other party)."""


class Scorer:
    """The game points of finished plays of one game (its rules, its Kalter Schlag and Bock
    factor, its Schweine), for any tricks, parties and announcement levels."""

    __slots__ = (
        "bock",
        "counting",
        "doubling",
        "gda_point",
        "gda_sonderpunkt",
        "goals",
        "n_tricks",
        "reached_against",
        "rules",
        "solo_bonus",
        "specials",
        "triple_all",
    )

    def __init__(self, state: State) -> None:
        rules = state.setup.rules
        self.rules = rules
        self.n_tricks = state.tricks_per_game
        self.doubling = rules.announcement_scoring == "doubling"
        self.reached_against = rules.points_reached_against_absage
        self.gda_point = rules.gegen_die_alten == "game_point_also_in_solo"
        self.gda_sonderpunkt = rules.gegen_die_alten == "sonderpunkt"
        self.solo_bonus = rules.solo_bonus_point
        self.bock = state.setup.multiplier * state.setup.bock
        """The Kalter Schlag and the Bock factor together."""
        self.counting = rules.counting
        self.triple_all = rules.solo_always_triple
        self.goals: dict[tuple[int, int], tuple[Goal, Goal]] = {}
        """By announcement levels: the goals of Re and Kontra (the engine's
        :func:`~dokodesk.engine.scoring.party_goal`)."""
        specials = TrickSpecials(state._replace(soloist=None))
        self.specials = specials if specials.active else None
        """The Sonderpunkte of a trick when the game is no solo (None: none is switched on)."""

    def points(self, tricks: Sequence[Trick], re: Sequence[bool], soloist: int | None,
               levels: tuple[int, int]) -> tuple[int, ...]:
        """The points of each player when ``tricks`` (every trick of the game) were played
        by the parties ``re`` (``soloist``: the game is scored as his solo) at ``levels``."""
        return self.points_of(self.value(tricks, re, soloist, levels)[0], re, soloist)

    def value(self, tricks: Sequence[Trick], re: Sequence[bool], soloist: int | None,
              levels: tuple[int, int]) -> tuple[int, Party | None]:
        """The game's value for Re (negative when Kontra gets the points) and the party that
        won (None: neither reached its goal)."""
        re_augen, kontra_augen, re_tricks, special = self.totals(tricks, re, soloist)
        return self.game_value(re_augen, kontra_augen, re_tricks, soloist is not None, levels,
                               special)

    def totals(self, tricks: Sequence[Trick], re: Sequence[bool],
               soloist: int | None) -> tuple[int, int, int, int]:
        """What the score reads of the tricks: the Augen of Re and of Kontra, Re's tricks,
        and the Sonderpunkte of the tricks net for Re (none in a solo)."""
        augen = AUGEN
        re_augen = kontra_augen = re_tricks = 0
        special = 0
        specials = self.specials if soloist is None else None
        if specials is None:
            for _, c, winner in tricks:
                a = augen[c[0]] + augen[c[1]] + augen[c[2]] + augen[c[3]]
                if re[winner]:
                    re_augen += a
                    re_tricks += 1
                else:
                    kontra_augen += a
        else:
            last = specials.last
            doppelkopf = 40 if specials.doppelkopf else 241
            every = specials.herz_stich
            cards_of_note = specials.trick_cards
            count = specials.count
            for index, (leader, c, winner) in enumerate(tricks):
                a = augen[c[0]] + augen[c[1]] + augen[c[2]] + augen[c[3]]
                won = re[winner]
                if won:
                    re_augen += a
                    re_tricks += 1
                else:
                    kontra_augen += a
                if a >= doppelkopf or index == last or every \
                        or not cards_of_note.isdisjoint(c):
                    n = count(c, leader, winner, index, re)
                    special += n if won else -n
        return re_augen, kontra_augen, re_tricks, special

    def game_value(self, re_augen: int, kontra_augen: int, re_tricks: int, solo: bool,
                   levels: tuple[int, int], special: int) -> tuple[int, Party | None]:
        """:meth:`value` at ``levels`` from the :meth:`totals` of the tricks (``special``:
        the Sonderpunkte; none count in a ``solo``)."""
        kontra_tricks = self.n_tricks - re_tricks
        goals = self.goals.get(levels)
        if goals is None:
            rules = self.rules
            goals = self.goals[levels] = (party_goal(rules, levels, RE),
                                          party_goal(rules, levels, KONTRA))
        goal_re, goal_kontra = goals
        winner: Party | None = None
        if goal_re.reached(re_augen, re_tricks, self.n_tricks):
            winner = RE
        elif goal_kontra.reached(kontra_augen, kontra_tricks, self.n_tricks):
            winner = KONTRA
        level_re, level_kontra = levels
        # the points Re gets for what Kontra stays under (and schwarz), and Kontra for Re
        under_re = _UNDER_POINTS[kontra_augen] + (kontra_tricks == 0)
        under_kontra = _UNDER_POINTS[re_augen] + (re_tricks == 0)
        if winner is None:
            value = under_re - under_kontra
        else:
            value = 1 + (under_re if winner is RE else under_kontra)
            if not self.doubling:
                value += 2 * ((level_re > 0) + (level_kontra > 0))
            value += max(0, level_re - NO90 + 1) + max(0, level_kontra - NO90 + 1)
            if winner is KONTRA:
                value = -value
        if self.reached_against and (level_re >= NO90 or level_kontra >= NO90):
            value += sum(1 for lv in range(NO90, level_kontra + 1)
                         if re_augen >= REACHED_AGAINST[lv])
            value -= sum(1 for lv in range(NO90, level_re + 1)
                         if kontra_augen >= REACHED_AGAINST[lv])
        if winner is KONTRA and self.gda_point:
            value -= 1
        if winner is not None and solo and self.solo_bonus:
            value += 1 if winner is RE else -1
        if winner is not None and self.doubling:
            value <<= (level_re > 0) + (level_kontra > 0)
        if not solo:
            value += special - (winner is KONTRA and self.gda_sonderpunkt)
        return value * self.bock, winner

    def points_of(self, value: int, re: Sequence[bool], soloist: int | None) -> tuple[int, ...]:
        """The points of each player for a game of ``value`` for Re (the engine's counting:
        plus-minus, ``plus`` or ``minus``; a soloist three times)."""
        times: tuple[int, ...]
        if soloist is None:
            times = (1, 1, 1, 1)
        elif self.triple_all:
            times = (3, 3, 3, 3)
        else:
            times = tuple(3 if p == soloist else 1 for p in range(4))
        if self.counting == "plus_minus":
            return tuple(value * times[p] if re[p] else -value for p in range(4))
        ahead = value > 0
        writes = ahead if self.counting == "plus" else not ahead
        sign = 1 if self.counting == "plus" else -1
        return tuple(sign * abs(value) * times[p] if re[p] == writes else 0 for p in range(4))


_scorers: dict[tuple[object, ...], tuple[Rules, Scorer]] = {}


def scorer_for(state: State) -> Scorer:
    """The :class:`Scorer` of ``state``'s game, kept for the next positions of the same game
    (the same rules, factors, contract and Schweine) while few games are met."""
    setup = state.setup
    rules = setup.rules
    key = (id(rules), setup.multiplier, setup.bock, state.contract, state.pigs)
    kept = _scorers.get(key)
    if kept is not None and kept[0] is rules:
        return kept[1]
    if len(_scorers) >= 64:
        _scorers.clear()
    scorer = Scorer(state)
    _scorers[key] = (rules, scorer)
    return scorer
