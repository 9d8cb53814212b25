"""The Partie (docs/RULES.md; TSR 4.2, 8.5, 10.1): dealer rotation, redeals after solos,
Runden, Pflichtsolo within the Spielrunde and at the end, five players, thrown-in Armut, Kalter
Schlag doubling, the target-score end and the money."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from test_support import contract, play_out, poverty, reserve

from dokodesk.engine.cards import CQ, deal, deck
from dokodesk.engine.errors import RulesError
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Reserve,
    Return,
    State,
    apply,
    may_declare_poverty,
    new_game,
)
from dokodesk.engine.partie import (
    GameEntry,
    Partie,
    PartieSettings,
    TableConfig,
    is_over,
    new_partie,
    next_game,
    record_game,
    settlement,
    totals,
)
from dokodesk.engine.rules import CHOICES, Rules, preset
from dokodesk.engine.scoring import result
from dokodesk.engine.table import HUMAN, SeatMap
from dokodesk.persistence.record import record_from_json
from dokodesk.persistence.savefile import deal_json

DDV = preset("ddv")
VOWI = preset("vowi")
KNEIPE = preset("kneipe")


def play_game(
    partie: Partie,
    claims: dict[int, str | tuple[str, bool]] | None = None,
    taker: int | None = None,
) -> tuple[Partie, State]:
    """Deal the next game, let the seats in ``claims`` make their reservation (a kind or a
    (solo, pflicht) pair), everybody else say gesund, a forced soloist play a Damensolo, an
    Armut go to the seat ``taker`` (nobody: None) and the cards go lowest first."""
    setup, seats = next_game(partie)
    by_player: dict[int, str | Reserve] = {}
    for seat, claim in (claims or {}).items():
        player = seats.player(seat)
        assert player is not None, f"seat {seat} deals and sits out"
        by_player[player] = claim if isinstance(claim, str) else Reserve(player, *claim)
    if setup.forced_soloist is not None:
        by_player = {setup.forced_soloist: Reserve(setup.forced_soloist, "damen", True)}
    state = reserve(new_game(setup), by_player)
    if state.phase == Phase.POVERTY_OFFER:
        state = poverty(state, None if taker is None else seats.player(taker))
        while state.phase == Phase.POVERTY_RETURN:
            state = apply(state, Return(state.to_act, state.hands[state.to_act][0]))
    state = play_out(state)
    return record_game(partie, state, seats), state


def dealers(partie: Partie) -> list[int]:
    return [g.dealer for g in partie.games]


# ---------------------------------------------------------------------------------------------
# Dealer rotation and redeals


def test_the_deal_goes_round_to_the_left() -> None:
    partie = new_partie(PartieSettings(KNEIPE, length=("games", 6)), seed=1)
    for _ in range(6):
        setup, seats = next_game(partie)
        assert setup.first == (seats.dealer + 1) % 4
        partie, _ = play_game(partie)
    assert dealers(partie) == [0, 1, 2, 3, 0, 1]
    assert is_over(partie) and partie.rotations == 6


@pytest.mark.parametrize(
    ("rules", "claim", "again"),
    [
        (DDV, ("damen", True), True),  # Pflichtsolo: the same dealer deals again (TSR 4.2.5)
        (DDV.replace(redeal_after_solo="never"), ("damen", True), False),
        (DDV.replace(redeal_after_solo="every_solo"), ("damen", True), True),
        (VOWI, ("buben", True), True),
        (KNEIPE, ("buben", False), True),  # seed 001: after every solo
        (KNEIPE.replace(redeal_after_solo="pflichtsolo"), ("buben", False), False),
        (KNEIPE.replace(redeal_after_solo="never"), ("buben", False), False),
        (KNEIPE, "hochzeit", False),
    ],
)
def test_who_deals_after_a_solo(rules: Rules, claim: str | tuple[str, bool], again: bool) -> None:
    length = ("games", 24) if rules.pflichtsolo == "within_spielrunde" else ("games", 3)
    partie = new_partie(PartieSettings(rules, length=length), seed=4)
    if claim == "hochzeit":
        # find a deal with both Kreuz-Damen in one hand: stille or announced, never a redeal
        seed = next(s for s in range(200) if _has_hochzeit(new_partie(
            PartieSettings(rules, length=length), seed=s)))
        partie = new_partie(PartieSettings(rules, length=length), seed=seed)
        holder = _has_hochzeit(partie)
        assert holder is not None
        after_announced, state = play_game(partie, {holder: "hochzeit"})
        assert contract(state).kind == "hochzeit"
        after_silent, state = play_game(partie)
        assert contract(state).kind == "stille_hochzeit"
        assert next_game(after_announced)[1].dealer == next_game(after_silent)[1].dealer == 1
        return
    partie, state = play_game(partie, {2: claim})
    assert contract(state).kind == "solo" and contract(state).declarer == 2
    assert next_game(partie)[1].dealer == (0 if again else 1)
    assert partie.rotations == (0 if again else 1)


def _has_hochzeit(partie: Partie) -> int | None:
    setup, seats = next_game(partie)
    for p, hand in enumerate(setup.hands):
        if hand.count(CQ) == 2:
            return seats.seat(p)
    return None


def test_a_lustsolo_under_ddv_passes_the_deal_on() -> None:
    partie = new_partie(PartieSettings(DDV, length=("games", 24)), seed=2)
    partie, _ = play_game(partie, {1: ("kreuz", True)})
    partie, _ = play_game(partie, {1: ("pik", False)})
    assert [g.pflicht for g in partie.games] == [True, False]
    assert dealers(partie) == [0, 0] and next_game(partie)[1].dealer == 1
    assert partie.owes == (True, False, True, True)


def test_runden_count_rotations_not_games() -> None:
    settings = PartieSettings(VOWI.replace(pflichtsolo="off", reservation_order=[
        "lustsolo", "armut", "hochzeit"]), length=("runden", 2))
    partie = new_partie(settings, seed=3)
    partie, _ = play_game(partie)
    partie, _ = play_game(partie, {3: ("damen", False)})  # a Lustsolo: vowi does not redeal
    assert dealers(partie) == [0, 1]
    settings = PartieSettings(VOWI, length=("runden", 2))
    partie = new_partie(settings, seed=3)
    partie, _ = play_game(partie, {2: ("damen", True)})  # a Pflichtsolo: same dealer again
    while not is_over(partie):
        partie, _ = play_game(partie)
    # 8 rotations plus the redealt game, then the three owed Pflichtsoli (vowi: at the end)
    assert len(partie.games) == 8 + 1 + 3
    assert dealers(partie)[:9] == [0, 0, 1, 2, 3, 0, 1, 2, 3]


# ---------------------------------------------------------------------------------------------
# Pflichtsolo


def test_pflichtsolo_within_the_spielrunde_is_forced_when_the_games_run_out() -> None:
    partie = new_partie(PartieSettings(DDV, length=("games", 24)), seed=5)
    partie, _ = play_game(partie, {2: ("herz", True)})  # seat 2 plays his Pflichtsolo
    assert partie.owes == (True, True, False, True)
    forced = []
    while not is_over(partie):
        setup, seats = next_game(partie)
        if setup.forced_soloist is not None:
            forced.append((len(partie.games) + 1, seats.dealer, seats.seat(setup.forced_soloist)))
        partie, _ = play_game(partie)
    # three owed solos: forced in games 22, 23 and 24, each time the owing seat nearest the
    # dealer's left; a forced solo passes the deal on (TSR 4.2.3, 4.2.5)
    assert forced == [(22, 0, 1), (23, 1, 3), (24, 2, 0)]
    assert len(partie.games) == 24
    for seat in range(4):
        assert sum(1 for g in partie.games if g.pflicht and g.soloist == seat) == 1
    # every game's record replays to the points on the Spielliste
    for g in partie.games:
        rec = record_from_json(deal_json(g.state, g.seats, partie.settings.names))
        assert rec.dealer == g.dealer and (rec.forced_soloist is not None) == g.forced
        assert list(result(rec.finished()).points) == list(g.points)
    last = partie.games[-3:]
    assert all(g.kind == "solo" and g.pflicht and g.forced for g in last)
    # the first game was redealt (same dealer), so the dealers run 0 0 1 2 3 0 ...
    assert dealers(partie)[:6] == [0, 0, 1, 2, 3, 0]


@pytest.mark.parametrize("redeal", CHOICES["redeal_after_solo"])
@pytest.mark.parametrize("rules", [DDV, VOWI], ids=["within_spielrunde", "at_end"])
def test_a_forced_pflichtsolo_always_passes_the_deal_on(rules: Rules, redeal: str) -> None:
    """RULES.md 3: a forced ("vorgeführt") Pflichtsolo is one of the Partie's agreed games and
    passes the deal on under every value of ``redeal_after_solo``."""
    length = ("games", 24) if rules.pflichtsolo == "within_spielrunde" else ("runden", 1)
    partie = new_partie(PartieSettings(rules.replace(redeal_after_solo=redeal), length=length),
                        seed=5)
    forced = 0
    while not is_over(partie):
        setup, seats = next_game(partie)
        partie, state = play_game(partie)
        if setup.forced_soloist is not None:
            forced += 1
            assert contract(state).kind == "solo" and contract(state).forced
            assert partie.dealer == (seats.dealer + 1) % 4
    assert forced == 4


def test_the_dealer_himself_can_be_forced_at_four() -> None:
    partie = new_partie(PartieSettings(DDV, length=("games", 24)), seed=6)
    for seat in (1, 2, 3):
        partie, _ = play_game(partie, {seat: ("damen", True)})
    assert partie.owes == (True, False, False, False)
    assert dealers(partie) == [0, 0, 0]
    while len(partie.games) < 23:
        setup, _ = next_game(partie)
        assert setup.forced_soloist is None
        partie, _ = play_game(partie)
    setup, seats = next_game(partie)
    assert seats.seat(setup.forced_soloist) == 0 == seats.dealer  # type: ignore[arg-type]
    partie, state = play_game(partie)
    assert contract(state).forced
    assert state.tricks[0].leader == setup.forced_soloist
    assert is_over(partie)


def test_a_new_spielrunde_owes_new_pflichtsoli() -> None:
    partie = new_partie(PartieSettings(DDV, length=("games", 48)), seed=7)
    while len(partie.games) < 24:
        partie, _ = play_game(partie)
    assert partie.owes == (True, True, True, True)
    assert sum(g.forced for g in partie.games) == 4


def test_a_watched_table_has_computer_players_at_every_seat() -> None:
    settings = PartieSettings(KNEIPE, players=5, length=("games", 2))
    watched = TableConfig(settings, seed=1, human=None, levels=("profi",) * 5)
    assert watched.human is None
    with pytest.raises(RulesError) as err:
        TableConfig(settings, seed=1, human=None, levels=("profi",) * 4 + (HUMAN,))
    assert err.value.code == "not_allowed" and err.value.option == "levels[4]"
    with pytest.raises(RulesError) as err:
        TableConfig(settings, seed=1, human=5, levels=("profi",) * 5)
    assert err.value.code == "levels_per_seat"


def test_pflichtsolo_within_spielrunde_needs_whole_spielrunden() -> None:
    with pytest.raises(RulesError) as err:
        PartieSettings(DDV, length=("games", 20))
    assert err.value.code == "spielrunde_length" and err.value.option == "length"
    with pytest.raises(RulesError):
        PartieSettings(DDV, length=("runden", 6))
    with pytest.raises(RulesError):
        PartieSettings(DDV, players=5, length=("games", 24))
    PartieSettings(DDV, players=5, length=("games", 30))
    # a target score turns the Pflichtsolo off
    settings = PartieSettings(DDV, length=("score", 20))
    assert settings.pflichtsolo == "off"
    assert new_partie(settings, seed=1).owes == (False,) * 4
    assert next_game(new_partie(settings, seed=1))[0].owes_pflichtsolo is None


def test_pflichtsoli_at_the_end_are_forced_in_seat_order() -> None:
    partie = new_partie(PartieSettings(VOWI, length=("runden", 1)), seed=8)
    partie, _ = play_game(partie)
    partie, _ = play_game(partie, {2: ("damen", True)})  # during the Runde: dealt again
    partie, _ = play_game(partie)
    partie, _ = play_game(partie)
    partie, _ = play_game(partie)
    assert dealers(partie) == [0, 1, 1, 2, 3] and partie.rotations == 4
    assert not is_over(partie) and partie.owes == (True, True, False, True)
    forced = []
    while not is_over(partie):
        setup, seats = next_game(partie)
        assert setup.forced_soloist is not None
        forced.append((seats.dealer, seats.seat(setup.forced_soloist)))
        partie, state = play_game(partie)
        assert contract(state).forced
    assert forced == [(0, 1), (1, 3), (2, 0)]
    assert len(partie.games) == 8


# ---------------------------------------------------------------------------------------------
# Five players


def test_five_players_the_dealer_sits_out() -> None:
    partie = new_partie(PartieSettings(KNEIPE, players=5, names=tuple("ABCDE"),
                                       length=("runden", 1)), seed=9)
    while not is_over(partie):
        setup, seats = next_game(partie)
        assert seats.player(seats.dealer) is None and setup.first == 0
        assert [seats.seat(p) for p in range(4)] == [(seats.dealer + i) % 5 for i in (1, 2, 3, 4)]
        partie, _ = play_game(partie)
    assert dealers(partie) == [0, 1, 2, 3, 4]
    for g in partie.games:
        assert g.points[g.dealer] == 0 and sum(g.points) == 0 and len(g.points) == 5
        rec = record_from_json(deal_json(g.state, g.seats, partie.settings.names))
        assert rec.seats == 5 and rec.dealer == g.dealer and rec.hands[g.dealer] == ()
        assert rec.names == tuple("ABCDE")
        res = result(rec.finished())
        assert [res.points[p] for p in range(4)] == [g.points[rec.seat_map.seat(p)]
                                                       for p in range(4)]
    assert len(totals(partie)) == 5 and sum(totals(partie)) == 0


def test_five_players_pflichtsolo_spielrunde_of_thirty() -> None:
    partie = new_partie(PartieSettings(DDV, players=5, length=("games", 30)), seed=10)
    forced = []
    while not is_over(partie):
        setup, seats = next_game(partie)
        if setup.forced_soloist is not None:
            seat = seats.seat(setup.forced_soloist)
            assert seat != seats.dealer
            forced.append(seat)
        partie, _ = play_game(partie)
    assert sorted(forced) == [0, 1, 2, 3, 4] and len(partie.games) == 30


# ---------------------------------------------------------------------------------------------
# Thrown-in Armut, Kalter Schlag


def _poor_partie(rules: Rules) -> tuple[Partie, int]:
    """A Partie whose first deal holds a hand poor enough for an Armut, and its seat."""
    for seed in range(500):
        partie = new_partie(PartieSettings(rules, length=("games", 4)), seed=seed)
        setup, seats = next_game(partie)
        for p, hand in enumerate(setup.hands):
            if _poor(rules, hand):
                return partie, seats.seat(p)
    raise AssertionError("no poor hand found")


def test_a_thrown_in_armut_is_dealt_again_by_the_same_dealer_and_does_not_count() -> None:
    partie, poor = _poor_partie(KNEIPE)
    before = next_game(partie)[0].hands
    partie, state = play_game(partie, {poor: "armut"}, taker=None)
    assert state.phase == "thrown_in"
    assert partie.games == () and partie.thrown_in == 1 and partie.deals == 1
    assert len(partie.log) == 1 and partie.log[0].state.phase == "thrown_in"
    record = deal_json(partie.log[0].state, partie.log[0].seats, ())
    assert record["actions"][-1]["poverty"] == "decline"
    setup, seats = next_game(partie)
    assert seats.dealer == 0 and setup.hands != before and partie.rotations == 0
    partie, _ = play_game(partie)
    assert len(partie.games) == 1 and partie.games[0].number == 1


def test_an_armut_taken_counts_as_a_normal_game() -> None:
    partie, poor = _poor_partie(KNEIPE)
    taker = (poor + 1) % 4
    partie, state = play_game(partie, {poor: "armut"}, taker=taker)
    entry = partie.games[0]
    assert entry.kind == "armut" and entry.soloist is None
    assert entry.points[poor] == entry.points[taker] == result(state).points[poor]
    assert next_game(partie)[1].dealer == 1


def _kalter_schlag_partie() -> tuple[Partie, State]:
    for seed in range(400):
        partie = new_partie(PartieSettings(KNEIPE, length=("games", 3)), seed=seed)
        after, state = play_game(partie)
        if result(state).kalter_schlag:
            return after, state
    raise AssertionError("no Kalter Schlag found")


def test_a_kalter_schlag_doubles_the_next_game() -> None:
    partie, state = _kalter_schlag_partie()
    assert partie.games[0].points == (0, 0, 0, 0) and partie.multiplier == 2
    setup, _ = next_game(partie)
    assert setup.multiplier == 2
    doubled, state = play_game(partie)
    plain = result(play_out(reserve(new_game(replace(setup, multiplier=1)))))
    assert doubled.games[-1].multiplier == 2
    assert list(doubled.games[-1].points) == [2 * p for p in plain.points]
    assert doubled.multiplier == (2 if result(state).kalter_schlag else 1)
    last = doubled.games[-1]
    record = record_from_json(deal_json(last.state, last.seats, ()))
    assert record.multiplier == 2 and result(record.finished()).points == result(state).points


def test_a_thrown_in_game_keeps_the_doubling() -> None:
    partie, _ = _kalter_schlag_partie()
    for seed in range(2000):
        candidate = replace(partie, seed=seed)
        setup, seats = next_game(candidate)
        poor = next((p for p, h in enumerate(setup.hands)
                     if _poor(setup.rules, h)), None)
        if poor is not None:
            after, _ = play_game(candidate, {seats.seat(poor): "armut"}, taker=None)
            assert after.multiplier == 2 and next_game(after)[0].multiplier == 2
            return
    raise AssertionError("no poor hand found")


def _poor(rules: Rules, hand: tuple[int, ...]) -> bool:
    return may_declare_poverty(rules, hand) and hand.count(CQ) < 2


# ---------------------------------------------------------------------------------------------
# The end and the money


def test_a_target_score_ends_the_partie_when_someone_passes_it() -> None:
    partie = new_partie(PartieSettings(KNEIPE, length=("score", 6)), seed=11)
    while not is_over(partie):
        assert max(totals(partie)) <= 6
        partie, _ = play_game(partie)
    assert max(totals(partie)) > 6


def _entry(number: int, points: tuple[int, ...]) -> GameEntry:
    state = new_game(GameSetup.from_seed(KNEIPE, seed=number))
    return GameEntry(number, 0, "normal", None, None, False, False, points, 1, "re",
                     {"re": 130, "kontra": 110}, state, SeatMap(len(points), 0))


@pytest.mark.parametrize(
    ("cents", "points", "payments"),
    [
        (5, [(3, -3, 3, -3), (2, -2, -2, 2), (4, -4, 4, -4)],
         # totals 9, -9, 5, -5: seat 1 pays 45 to seat 0, seat 3 pays 25 to seat 2
         [(1, 0, 45), (3, 2, 25)]),
        (5, [(10, -2, -3, -5)], [(3, 0, 25), (2, 0, 15), (1, 0, 10)]),
        (10, [(-6, 2, 2, 2)], [(0, 1, 20), (0, 2, 20), (0, 3, 20)]),
        # totals -3, 4, -3, 1, 1 at five: any transfers that settle every balance
        (5, [(0, 4, -4, 0, 0), (-3, 0, 1, 1, 1)], None),
        (0, [(3, -3, 3, -3)], []),
    ],
)
def test_settlement_at_cents_per_point(
    cents: int, points: list[tuple[int, ...]], payments: list[tuple[int, int, int]] | None
) -> None:
    players = len(points[0])
    settings = PartieSettings(KNEIPE.replace(cents_per_point=cents), players=players,
                              length=("games", 4))
    partie = replace(new_partie(settings, seed=0),
                     games=tuple(_entry(i + 1, p) for i, p in enumerate(points)))
    paid = settlement(partie)
    if cents == 0:
        assert all(amount == 0 for _, _, amount in paid)
        return
    if payments is not None:
        assert sorted(paid) == sorted(payments)
    assert all(amount > 0 for _, _, amount in paid) and len(paid) < players
    balance = [t * cents for t in totals(partie)]
    for payer, payee, amount in paid:
        balance[payer] += amount
        balance[payee] -= amount
    assert balance == [0] * players


def test_partie_settings_are_checked() -> None:
    for bad in (dict(players=6), dict(length=("hours", 2)), dict(length=("games", 0)),
                dict(names=("A", "B"))):
        with pytest.raises(RulesError) as err:
            PartieSettings(KNEIPE, **bad)
        assert err.value.option in ("players", "length", "names")


def test_the_partie_deals_reproducibly_and_plays_the_rules_hands() -> None:
    a = next_game(new_partie(PartieSettings(KNEIPE), seed=12))
    b = next_game(new_partie(PartieSettings(KNEIPE), seed=12))
    assert a == b
    assert next_game(new_partie(PartieSettings(KNEIPE), seed=13))[0].hands != a[0].hands
    short = next_game(new_partie(PartieSettings(KNEIPE.replace(with_nines=False)), seed=12))
    assert all(len(h) == 10 for h in short[0].hands)
    assert isinstance(a[1], SeatMap)


@pytest.mark.parametrize(("with_nines", "packets"), [(True, (3, 3, 3, 3)), (False, (3, 4, 3))])
def test_dealing_goes_in_packets_from_the_dealers_left(
    with_nines: bool, packets: tuple[int, ...]
) -> None:
    # TSR 3.3.7: packets of three, four times round; without nines 3, 4, 3 (docs/RULES.md)
    shuffled = list(deck(with_nines))
    random.Random(21).shuffle(shuffled)
    expected: list[list[int]] = [[], [], [], []]
    pos = 0
    for size in packets:
        for hand in expected:
            hand += shuffled[pos:pos + size]
            pos += size
    assert deal(21, with_nines) == tuple(tuple(sorted(h)) for h in expected)
    setup = GameSetup.from_seed(preset("ddv").replace(with_nines=with_nines), 21, first=2)
    assert setup.hands[2] == tuple(sorted(expected[0])) and setup.first == 2
    assert setup.hands[1] == tuple(sorted(expected[3]))
