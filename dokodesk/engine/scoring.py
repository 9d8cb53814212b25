"""The result of a finished game: winner, Augen and every scoring line (docs/RULES.md).

Each :class:`Line` gives points to one party; the game's value is what Re's lines bring minus
what Kontra's bring, times a Kalter Schlag doubling and the Bock factor. Under plus-minus
counting every Re player then gets the value and every Kontra player its negative (in a solo
the soloist three times the value); under ``plus`` only the party the value is for writes it,
under ``minus`` only the other party, negative (RULES.md 14.8). The Bock rounds a game starts
(RULES.md 14.5) are judged here too, on the finished game.
"""

from __future__ import annotations

from typing import NamedTuple

from dokodesk.engine.cards import AUGEN, CJ, DA, DQ, HEARTS, HT
from dokodesk.engine.game import (
    NO30,
    NO60,
    NO90,
    SCHWARZ,
    Party,
    Phase,
    PigKind,
    State,
    Trick,
    level_name,
)
from dokodesk.engine.rules import SONDERPUNKTE, Rules

RE, KONTRA = Party.RE, Party.KONTRA

GOALS_BY_LEVEL = {NO90: 151, NO60: 181, NO30: 211}
"""Augen a party needs after its own Absage (schwarz: every trick)."""
GOALS_AGAINST = {NO90: 90, NO60: 60, NO30: 30}
"""Augen a party needs against the other party's Absage (schwarz: one trick)."""
REACHED_AGAINST = {NO90: 120, NO60: 90, NO30: 60, SCHWARZ: 30}
"""Augen that earn a point against the other party's Absage (TSR 7.2.2 e, f)."""
UNDER = ((90, "unter_90"), (60, "unter_60"), (30, "unter_30"))
_ABSAGEN = range(NO90, SCHWARZ + 1)

LINE_ITEMS: tuple[str, ...] = (
    "won", *(item for _, item in UNDER), "schwarz",
    *(f"announced_{p}" for p in (RE, KONTRA)),
    *(f"absage_{p}_{level_name(lv, p)}" for p in (RE, KONTRA) for lv in _ABSAGEN),
    *(f"reached_against_{level_name(lv, RE)}" for lv in _ABSAGEN),
    "gegen_die_alten", "gegen_den_solisten", "solo_bonus",
    "doubled_re", "doubled_kontra", "doubled_kalter_schlag",
    *(item for item in SONDERPUNKTE if item != "gegen_die_alten"),
    "bock",
)
"""Every ``item`` a scoring :class:`Line` may have (the game points, the doublings, the
Sonderpunkte, the Bock factor): the text layer words each of them."""


class Line(NamedTuple):
    """One scoring line: ``item`` (a message code), the party it counts for, and its points."""

    item: str
    party: Party
    points: int
    times: int = 1
    """How many times the item occurred (e.g. two Doppelköpfe), already in ``points``; for the
    line ``bock`` the Bock factor."""


class Result(NamedTuple):
    """Everything the score sheet needs about one game."""

    winner: Party | None
    augen: dict[Party, int]
    tricks_won: dict[Party, int]
    lines: tuple[Line, ...]
    value: int
    """The net game value for Re (negative when Kontra gets the points)."""
    points: tuple[int, ...]
    """Points per player, summing to 0 under plus-minus counting."""
    re_players: tuple[int, ...]
    soloist: int | None
    kalter_schlag: bool
    """Whether this game doubles the next (``kalter_schlag_doubles_next``)."""
    thrown_in: bool = False
    bock_triggers: tuple[str, ...] = ()
    """The ``bock_triggers`` this game met (each may start a Bock round)."""
    pflichtansage: int | None = None
    """The player whose Re or Kontra was the Pflichtansage after the first trick or the
    Klärungsstich."""


class Goal(NamedTuple):
    """What a party needs to win (TSR 7.1): ``augen``, or every trick (``all_tricks``), or
    against the other party's schwarz just one trick (``augen`` 0)."""

    augen: int
    all_tricks: bool = False

    def reached(self, augen: int, tricks: int, tricks_per_game: int) -> bool:
        """Whether a party that took ``augen`` in ``tricks`` tricks reaches this goal."""
        if self.all_tricks:
            return tricks == tricks_per_game
        if self.augen == 0:
            return tricks > 0
        return augen >= self.augen


def party_goal(rules: Rules, levels: tuple[int, int], party: str) -> Goal:
    """The goal of ``party`` (``re`` or ``kontra``) when Re and Kontra have announced up to
    ``levels`` (0 none, 1 Re/Kontra, 2 keine 90 ... 5 schwarz).

    >>> from dokodesk.engine.rules import preset
    >>> ddv = preset("ddv")
    >>> party_goal(ddv, (0, 0), "re").augen, party_goal(ddv, (0, 1), "re").augen
    (121, 120)
    >>> party_goal(ddv, (NO90, 0), "re").augen, party_goal(ddv, (NO90, 0), "kontra").augen
    (151, 90)
    """
    own, other = levels if party == RE else (levels[1], levels[0])
    if own >= NO90:
        return Goal(0, True) if own == SCHWARZ else Goal(GOALS_BY_LEVEL[own])
    if other >= NO90:
        return Goal(0) if other == SCHWARZ else Goal(GOALS_AGAINST[other])
    lowered = levels[0] == 0 and levels[1] >= 1 and rules.kontra_alone_lowers_re_goal
    if party == RE:
        return Goal(120 if lowered else 121)
    return Goal(121 if lowered else 120)


def result(state: State) -> Result:
    """Score a finished (or thrown-in) game."""
    if state.phase == Phase.THROWN_IN:
        zero = {RE: 0, KONTRA: 0}
        return Result(None, zero, zero, (), 0, (0, 0, 0, 0), (), None, False, True)
    if state.phase != Phase.FINISHED:
        raise ValueError("the game is not over yet")
    rules = state.setup.rules
    re = state.re
    side = {p: RE if re[p] else KONTRA for p in range(4)}
    augen = {RE: 0, KONTRA: 0}
    tricks_won = {RE: 0, KONTRA: 0}
    for t in state.tricks:
        augen[side[t.winner]] += sum(AUGEN[c] for c in t.cards)
        tricks_won[side[t.winner]] += 1
    if state.conceded:  # the soloist gave up: every trick not yet complete is Kontra's
        augen[KONTRA] += sum(AUGEN[c] for c in (*state.trick, *(c for h in state.hands
                                                                   for c in h)))
        tricks_won[KONTRA] += state.tricks_per_game - len(state.tricks)
    levels = {RE: state.levels[0], KONTRA: state.levels[1]}

    def reached(p: Party) -> bool:
        goal = party_goal(rules, state.levels, p)
        return goal.reached(augen[p], tricks_won[p], state.tricks_per_game)

    winner = RE if reached(RE) else (KONTRA if reached(KONTRA) else None)
    assert not (winner == RE and reached(KONTRA))
    solo = state.soloist is not None
    game: list[Line] = []
    if winner is not None:
        loser = KONTRA if winner == RE else RE
        game.append(Line("won", winner, 1))
        game += _under_lines(winner, augen[loser], tricks_won[loser])
    else:
        for p, other in ((RE, KONTRA), (KONTRA, RE)):
            game += _under_lines(p, augen[other], tricks_won[other])
    doubling = rules.announcement_scoring == "doubling"
    if winner is not None and not doubling:
        for p in (RE, KONTRA):
            if levels[p]:
                game.append(Line(f"announced_{p}", winner, 2))
    if winner is not None:
        for p in (RE, KONTRA):
            for lv in range(NO90, levels[p] + 1):
                game.append(Line(f"absage_{p}_{level_name(lv, p)}", winner, 1))
    if rules.points_reached_against_absage:
        for p, other in ((RE, KONTRA), (KONTRA, RE)):
            for lv in range(NO90, levels[other] + 1):
                if augen[p] >= REACHED_AGAINST[lv]:
                    game.append(Line(f"reached_against_{level_name(lv, other)}", p, 1))
    if winner == KONTRA and rules.gegen_die_alten == "game_point_also_in_solo":
        game.append(Line("gegen_die_alten" if not solo else "gegen_den_solisten", KONTRA, 1))
    if winner is not None and solo and rules.solo_bonus_point:
        game.append(Line("solo_bonus", winner, 1))

    lines = list(game)
    value = _net(game)
    if winner is not None and doubling:
        for p in (RE, KONTRA):
            if levels[p] and value:
                lines.append(Line(f"doubled_{p}", RE if value > 0 else KONTRA, abs(value)))
                value *= 2
    if not solo:
        special = _sonderpunkte(state, side, winner)
        lines += special
        value += _net(special)
    worth_nothing = value == 0
    if state.setup.multiplier > 1 and value:
        extra = abs(value) * (state.setup.multiplier - 1)
        lines.append(Line("doubled_kalter_schlag", RE if value > 0 else KONTRA, extra))
        value *= state.setup.multiplier
    bock = state.setup.bock
    if bock > 1 and value:
        lines.append(Line("bock", RE if value > 0 else KONTRA, abs(value) * (bock - 1),
                          bock))
        value *= bock
    kalter = (
        rules.kalter_schlag_doubles_next
        and not solo
        and winner is not None
        and value == 0
        and _net(game) != 0
    )
    return Result(
        winner=winner,
        augen=augen,
        tricks_won=tricks_won,
        lines=tuple(lines),
        value=value,
        points=_points(rules, re, state.soloist, value),
        re_players=tuple(p for p in range(4) if re[p]),
        soloist=state.soloist,
        kalter_schlag=kalter,
        bock_triggers=_bock_triggers(state, winner, augen, tricks_won, worth_nothing),
        pflichtansage=next((a.player for a in state.announcements if a.duty), None),
    )


def _points(rules: Rules, re: tuple[bool, ...], soloist: int | None,
            value: int) -> tuple[int, ...]:
    """The points of each player for a game of ``value`` (for Re) under ``counting``
    (RULES.md 14.8): plus-minus; ``plus``, where only the party the value is for writes it;
    ``minus``, where only the other party writes it, negative. A soloist counts three times,
    his opponents too with ``solo_always_triple``.

    >>> from dokodesk.engine.rules import preset
    >>> solo = (True, False, False, False)
    >>> _points(preset("ddv"), solo, 0, -2)
    (-6, 2, 2, 2)
    >>> plus = preset("kneipe").replace(counting="plus")
    >>> _points(plus, solo, 0, -2), _points(plus.replace(solo_always_triple=True), solo, 0, -2)
    ((0, 2, 2, 2), (0, 6, 6, 6))
    >>> _points(preset("kneipe").replace(counting="minus"), solo, 0, 2)
    (0, -2, -2, -2)
    """
    def times(p: int) -> int:
        if soloist is None:
            return 1
        return 3 if p == soloist or rules.solo_always_triple else 1

    if rules.counting == "plus_minus":
        return tuple(value * times(p) if re[p] else -value for p in range(4))
    ahead = value > 0  # True: the value is Re's, else Kontra's (or 0)
    writes = ahead if rules.counting == "plus" else not ahead
    sign = 1 if rules.counting == "plus" else -1
    return tuple(sign * abs(value) * times(p) if re[p] == writes else 0 for p in range(4))


def _bock_triggers(state: State, winner: Party | None, augen: dict[Party, int],
                   tricks_won: dict[Party, int], zero: bool) -> tuple[str, ...]:
    """The ``bock_triggers`` the finished game meets (RULES.md 14.5); ``zero``: its value is
    0 after the Sonderpunkte."""
    rules = state.setup.rules
    if not rules.bock_triggers:
        return ()
    levels = state.levels
    solo = state.soloist is not None
    met = {
        "equal_120": augen[RE] == augen[KONTRA] == 120,
        "solo_lost": solo and winner != RE,
        "announcement_lost": any(levels[i] and winner != p
                                 for i, p in enumerate((RE, KONTRA))),
        "re_and_kontra": bool(levels[0] and levels[1]),
        "herz_stich": not solo and any(_herz_stich(state, i, t)
                                       for i, t in enumerate(state.tricks)),
        "schwarz": tricks_won[RE] == 0 or tricks_won[KONTRA] == 0,
        "zero_value": zero,
    }
    return tuple(t for t in rules.bock_triggers if met[t])


def _herz_stich(state: State, index: int, trick: Trick) -> bool:
    """Whether trick ``index`` holds four plain hearts (RULES.md 14.9)."""
    suit = state.order_at(index).suit
    return all(suit[c] == HEARTS for c in trick.cards)


def _net(lines: list[Line]) -> int:
    return sum(ln.points if ln.party == RE else -ln.points for ln in lines)


def _under_lines(party: Party, other_augen: int, other_tricks: int) -> list[Line]:
    lines = [Line(item, party, 1) for limit, item in UNDER if other_augen < limit]
    if other_tricks == 0:
        lines.append(Line("schwarz", party, 1))
    return lines


def _sonderpunkte(state: State, side: dict[int, Party], winner: Party | None) -> list[Line]:
    """Sonderpunkte of a game not scored as a solo (docs/RULES.md); an announced Schwein is
    no Fuchs."""
    rules = state.setup.rules
    enabled = set(rules.sonderpunkte)
    counts: dict[tuple[str, Party], int] = {}

    def add(item: str, party: Party, n: int = 1) -> None:
        if n:
            counts[item, party] = counts.get((item, party), 0) + n

    if winner == KONTRA and rules.gegen_die_alten == "sonderpunkt":
        add("gegen_die_alten", KONTRA)
    schwein = next((p for p in state.pigs if p.kind is PigKind.SCHWEINE and p.card == DA), None)

    def fuchs(card: int, index: int) -> bool:
        return card == DA and (schwein is None or index < schwein.trick)

    n = len(state.tricks)
    for index, t in enumerate(state.tricks):
        won_by = side[t.winner]
        seats = [(t.leader + i) % 4 for i in range(4)]
        if "doppelkopf" in enabled and sum(AUGEN[c] for c in t.cards) >= 40:
            add("doppelkopf", won_by)
        caught = [c for c, s in zip(t.cards, seats, strict=True) if side[s] != won_by]
        if "fuchs_gefangen" in enabled:
            add("fuchs_gefangen", won_by, sum(1 for c in caught if fuchs(c, index)))
        if "dulle_gefangen" in enabled:
            add("dulle_gefangen", won_by, caught.count(HT))
        if "fuchs_gefangen_letzter_stich" in enabled and index == n - 1:
            add("fuchs_gefangen_letzter_stich", won_by,
                sum(1 for c in caught if fuchs(c, index)))
        if "herz_stich" in enabled and _herz_stich(state, index, t):
            add("herz_stich", won_by)
        if "dulle_sticht_dulle" in enabled and t.cards.count(HT) == 2:
            first = t.cards.index(HT)
            won_with = (t.winner - t.leader) % 4
            if won_with != first and t.cards[won_with] == HT and side[seats[first]] != won_by:
                add("dulle_sticht_dulle", won_by)
    last = state.tricks[-1]
    seats = [(last.leader + i) % 4 for i in range(4)]
    win_card = last.cards[(last.winner - last.leader) % 4]
    won_by = side[last.winner]
    if win_card == CJ:
        if "karlchen" in enabled:
            add("karlchen", won_by)
        if "doppelkarlchen" in enabled and last.cards.count(CJ) == 2:
            add("doppelkarlchen", won_by)
    if "karlchen_gefangen" in enabled and (win_card == DQ or not
                                           rules.karlchen_gefangen_only_by_dq):
        add("karlchen_gefangen", won_by, sum(1 for c, s in zip(last.cards, seats, strict=True)
                                             if c == CJ and side[s] != won_by))
    if fuchs(win_card, n - 1) and "fuchs_letzter_stich" in enabled:
        add("fuchs_letzter_stich", won_by)
    if "beide_fuechse_letzter_stich" in enabled and sum(
            1 for c in last.cards if fuchs(c, n - 1)) == 2:
        by = {side[s] for c, s in zip(last.cards, seats, strict=True) if c == DA}
        if by == {won_by}:
            add("beide_fuechse_letzter_stich", won_by)
    return [Line(item, party, n, n) for (item, party), n in counts.items()]
