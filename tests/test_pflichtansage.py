"""The Pflichtansage (RULES.md 14.7) and the further Sonderpunkte and Karlchen variants
(14.9): the worked examples, the games they apply to, what the record writes and what the
result names."""

from __future__ import annotations

import pytest
from test_support import build_deal, cards, finished, play_out, play_tricks, start

from dokodesk.engine.cards import AUGEN, HT
from dokodesk.engine.game import (
    Announce,
    Announcement,
    Play,
    State,
    apply,
    legal_announcements,
    legal_cards,
)
from dokodesk.engine.order import order_for, trick_winner
from dokodesk.engine.rules import Rules, preset
from dokodesk.engine.scoring import result
from dokodesk.persistence.record import GameRecord, loads

DUTY = preset("ddv").replace(pflichtansage="first_trick")
DUTY_30 = preset("ddv").replace(pflichtansage="first_trick_30")
# S1 CA, S2 CA, S3 CT, S4 DT (void in Kreuz): S4 wins 42 Augen and holds no Kreuz-Dame
HANDS = build_deal({0: "CA CQ", 1: "CA", 2: "CT CQ",
                    3: "DT DT DK DK D9 D9 HA HA HK HK SA SA"}, seed=1)


def trick_one(rules: Rules, before: tuple[Announce, ...] = ()) -> State:
    state = start(HANDS, rules, first=0)
    for announce in before:
        state = apply(state, announce)
    return play_tricks(state, ["0: CA CA CT DT"])


@pytest.mark.parametrize("rules", [DUTY, DUTY_30])
def test_the_worked_example(rules: Rules) -> None:
    state = trick_one(rules)
    assert state.tricks[0].winner == 3 and sum(AUGEN[c] for c in state.tricks[0].cards) == 42
    assert state.announcements == (Announcement(3, 1, "kontra", 11, duty=True),)
    assert state.levels == (0, 1)
    final = play_out(state)
    res = result(final)
    assert res.pflichtansage == 3
    # it follows from the cards: the record does not write it, and replays it
    record = GameRecord.from_state(final, dealer=3)
    assert not any("announce" in a for a in record.actions)
    assert loads(record.dumps()).finished() == final


def test_under_30_augen_only_with_first_trick() -> None:
    hands = build_deal({0: "C9 CQ", 1: "CK", 2: "C9 CQ", 3: "DT DT DK DK D9 D9 HA HA HK HK SA SA"},
                       seed=1)
    for rules, said in ((DUTY, True), (DUTY_30, False)):
        state = play_tricks(start(hands, rules, first=0), ["0: C9 CK C9 D9"])
        assert bool(state.announcements) == said


def test_nothing_when_the_party_has_announced() -> None:
    state = trick_one(DUTY, (Announce(1, 1),))
    assert state.announcements == (Announcement(1, 1, "kontra", 12),)


def test_it_is_in_time_whatever_the_deadlines() -> None:
    rules = DUTY.replace(announcement_deadlines={"re": 12, "no90": 10, "no60": 9, "no30": 8,
                                                 "schwarz": 7})
    state = trick_one(rules)
    assert state.levels == (0, 1)
    assert [a.level for a in legal_announcements(state, 1)] == [2, 3, 4, 5]


def test_not_in_a_solo() -> None:
    state = start(HANDS, DUTY, first=0, claims={1: "fleischloser"})
    state = play_tricks(state, ["0: CA CA CT DT"])
    assert state.announcements == ()


def test_in_a_silent_hochzeit_too() -> None:
    hands = build_deal({0: "CA CQ CQ", 1: "CA", 2: "CT", 3: "DT DT DK DK D9 D9 HA HA HK HK SA SA"},
                       seed=1)
    state = play_tricks(start(hands, DUTY, first=0), ["0: CA CA CT DT"])
    assert state.soloist == 0
    assert state.announcements == (Announcement(3, 1, "kontra", 11, duty=True),)
    # the silent Hochzeiter himself says Re when he wins the first trick
    hands = build_deal({0: "CQ CQ HT HT"}, seed=1)
    state = start(hands, DUTY, first=0)
    state = apply(state, Play(0, HT))
    while not state.tricks:
        state = apply(state, Play(state.to_act, min(legal_cards(state))))
    assert state.tricks[0].winner == 0 and state.soloist == 0
    assert state.announcements == (Announcement(0, 1, "re", 11, duty=True),)


@pytest.mark.parametrize("in_hochzeit", [False, True])
def test_in_an_announced_hochzeit_after_the_clarifying_trick(in_hochzeit: bool) -> None:
    rules = DUTY.replace(pflichtansage_in_hochzeit=in_hochzeit)
    hands = build_deal({0: "CQ CQ C9", 1: "CA", 2: "CA", 3: "C9"}, seed=11)
    state = start(hands, rules, first=1, claims={0: "hochzeit"})
    state = play_tricks(state, ["1: CA CA C9 C9"])  # player 1 wins: he is the partner
    assert state.clarified == 1 and state.re == (True, True, False, False)
    expected = (Announcement(1, 1, "re", 11, duty=True),) if in_hochzeit else ()
    assert state.announcements == expected


# ---------------------------------------------------------------------------------------------
# Herz-Stich, Fuchs caught in the last trick, Dulle beats Dulle, Karlchen caught by a Karo-Dame


HERZ = preset("ddv").replace(sonderpunkte=["herz_stich"])


@pytest.mark.parametrize("with_nines", [True, False])
def test_the_herz_stich_example(with_nines: bool) -> None:
    trick = cards("HA H9 HK HA")
    assert trick_winner(order_for("normal"), trick, second_dulle=False) == 0
    rules = HERZ.replace(with_nines=with_nines)
    state = finished(rules, (0, 2), 130, 5, special=[(0, "HA H9 HK HA", 0)])
    assert result(state).lines[-1][:3] == ("herz_stich", "re", 1)
    no = finished(rules, (0, 2), 130, 5, special=[(0, "HA H9 HK D9", 3)])
    assert all(ln.item != "herz_stich" for ln in result(no).lines)


def test_no_herz_stich_in_a_solo() -> None:
    state = finished(HERZ, (1,), 150, 7, special=[(1, "HA H9 HK HA", 1)], soloist=1,
                     kind="solo")
    assert all(ln.item != "herz_stich" for ln in result(state).lines)


@pytest.mark.parametrize(("specials", "expected"), [
    (["fuchs_gefangen", "fuchs_gefangen_letzter_stich"],
     {("fuchs_gefangen", "kontra"): 1, ("fuchs_gefangen_letzter_stich", "kontra"): 1}),
    (["fuchs_gefangen_letzter_stich"], {("fuchs_gefangen_letzter_stich", "kontra"): 1}),
    (["fuchs_gefangen"], {("fuchs_gefangen", "kontra"): 1}),
])
def test_a_fuchs_caught_in_the_last_trick(specials: list[str],
                                          expected: dict[tuple[str, str], int]) -> None:
    rules = preset("ddv").replace(sonderpunkte=specials)
    state = finished(rules, (0, 2), 130, 7, special=[(0, "DA S9 SJ SK", 1)])
    res = result(state)
    assert {(ln.item, ln.party): ln.points for ln in res.lines
            if ln.item.startswith("fuchs")} == expected


@pytest.mark.parametrize(("dulle_rule", "first_by", "point"), [
    ("second_beats_first", 1, True),   # Kontra's Dulle beaten by Re's second
    ("second_beats_first", 0, False),  # both Dullen of Re
    ("second_beats_first_except_last_trick", 1, False),  # the last trick: the first wins
])
def test_dulle_beats_dulle(dulle_rule: str, first_by: int, point: bool) -> None:
    rules = preset("ddv").replace(dulle_rule=dulle_rule,
                                  sonderpunkte=["dulle_sticht_dulle", "dulle_gefangen"])
    # the special trick is the last: led by first_by, the second Dulle played by player 2
    leader = first_by
    text = "HT S9 HT SK" if leader == 0 else "HT S9 SJ HT"
    second = 2 if leader == 0 else 0
    winner = second if dulle_rule == "second_beats_first" else leader
    state = finished(rules, (0, 2), 130, 7, special=[(leader, text, winner)])
    got = {ln.item: ln.points for ln in result(state).lines}
    assert ("dulle_sticht_dulle" in got) == point


@pytest.mark.parametrize(("by_dq", "card", "point"), [
    (False, "HQ", True), (True, "HQ", False), (True, "DQ", True)])
def test_karlchen_caught_only_by_the_karo_dame(by_dq: bool, card: str, point: bool) -> None:
    rules = preset("ddv").replace(sonderpunkte=["karlchen_gefangen"],
                                  karlchen_gefangen_only_by_dq=by_dq)
    state = finished(rules, (0, 2), 130, 7, special=[(0, f"CJ {card} S9 SK", 1)])
    got = {ln.item: ln.points for ln in result(state).lines}
    assert ("karlchen_gefangen" in got) == point
