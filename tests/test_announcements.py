"""Announcements (docs/RULES.md, TSR 6 and 7.1): deadlines with and without
nines, skipped levels, replies, announcements out of turn, the Hochzeit shift, the custom
deadline table, and who wins against which announcements."""

from __future__ import annotations

import pytest
from test_support import build_deal, finished, play_tricks, play_until, start

from dokodesk.engine.cards import deal
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    Play,
    State,
    apply,
    late_reply,
    legal_actions,
    legal_announcements,
    new_game,
)
from dokodesk.engine.rules import Rules, preset
from dokodesk.engine.scoring import result
from dokodesk.text.messages import describe

DDV = preset("ddv")
# seed 0: players 0 and 3 hold a Kreuz-Dame each (Re), 1 and 2 are Kontra
RE_A, RE_B, KO_A, KO_B = 0, 3, 1, 2


def late(state: State) -> tuple[bool, bool]:
    """Whether Re and Kontra said their Re/Kontra only as a late reply."""
    return late_reply(state, 0), late_reply(state, 1)


def normal_game(rules: Rules = DDV) -> State:
    state = start(deal(0, rules.with_nines), rules, first=0)
    assert state.contract is not None and state.contract.kind == "normal"
    assert state.re == (True, False, False, True)
    return state


def levels_of(state: State, player: int) -> list[int]:
    return [a.level for a in legal_announcements(state, player)]


# ---------------------------------------------------------------------------------------------
# Deadlines (docs/RULES.md, TSR 6.2.2 and 6.3.4)

# (levels already said by the party, cards the announcer holds) -> the levels he may say now
WITH_NINES = [
    (0, 12, [1, 2, 3, 4, 5]),
    (0, 11, [1, 2, 3, 4, 5]),
    (0, 10, []),
    (1, 11, [2, 3, 4, 5]),
    (1, 10, [2, 3, 4, 5]),
    (1, 9, []),  # keine 90 missed, so keine 60 cannot be reached by skipping it
    (2, 9, [3, 4, 5]),
    (2, 8, []),
    (3, 8, [4, 5]),
    (3, 7, []),
    (4, 7, [5]),
    (4, 6, []),
    (5, 12, []),
]
WITHOUT_NINES = [
    (0, 10, [1, 2, 3, 4, 5]),
    (0, 9, [1, 2, 3, 4, 5]),
    (0, 8, []),
    (1, 8, [2, 3, 4, 5]),
    (1, 7, []),
    (2, 7, [3, 4, 5]),
    (2, 6, []),
    (3, 6, [4, 5]),
    (3, 5, []),
    (4, 5, [5]),
    (4, 4, []),
]


def _after(state: State, said: int, by: int, player: int, held: int) -> State:
    if said:
        state = apply(state, Announce(by, said))
    return play_until(state, player, held)


@pytest.mark.parametrize(("said", "held", "legal"), WITH_NINES)
def test_deadlines_with_nines(said: int, held: int, legal: list[int]) -> None:
    for by, player in ((RE_A, RE_B), (KO_A, KO_A)):
        state = _after(normal_game(), said, by, player, held)
        assert levels_of(state, player) == legal, (by, player)


@pytest.mark.parametrize(("said", "held", "legal"), WITHOUT_NINES)
def test_deadlines_without_nines_are_two_cards_lower(
    said: int, held: int, legal: list[int]
) -> None:
    rules = DDV.replace(with_nines=False)
    state = start(deal(0, False), rules, first=0)
    re_player = state.re.index(True)
    state = _after(state, said, re_player, re_player, held)
    assert levels_of(state, re_player) == legal


def test_a_late_announcement_names_the_level_the_cards_and_the_rule() -> None:
    state = play_until(normal_game(), RE_A, 10)
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce(RE_A, 1))
    assert err.value.code == "announce_too_late" and err.value.rule == "TSR 6.2.2"
    assert err.value.details == {"level": "re", "needed": 11, "held": 10}
    assert "11" in describe(err.value, "de") and "10" in describe(err.value, "en")
    state = play_until(apply(normal_game(), Announce(RE_A, 1)), RE_A, 9)
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce(RE_A, 3))  # keine 60 with 9 cards, skipping a missed keine 90
    assert err.value.code == "announce_too_late" and err.value.rule == "TSR 6.4.3"
    assert err.value.details == {"level": "no90", "needed": 10, "held": 9}


def test_skipped_levels_are_said_and_count() -> None:
    state = apply(normal_game(), Announce(KO_B, 5))
    assert state.levels == (0, 5)
    assert state.announcements[-1].level == 5 and state.announcements[-1].party == "kontra"
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce(KO_A, 1))
    assert err.value.code == "already_announced"
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce(KO_A, 4))
    assert err.value.code == "already_announced"
    # Kontra announced schwarz and lost: Re's one trick suffices; every skipped level counts
    res = result(finished(DDV, (0, 3), 40, 2, levels=(0, 5)))
    assert res.winner == "re"
    items = {ln.item for ln in res.lines}
    assert {"absage_kontra_no90", "absage_kontra_no60", "absage_kontra_no30",
            "absage_kontra_schwarz", "announced_kontra"} <= items
    # won 1 + Kontra 2 + four Absagen 4 + 30 reached against schwarz 1 (40 Augen)
    assert res.value == 8


def test_the_partner_may_go_on_from_his_partners_announcement() -> None:
    state = apply(normal_game(), Announce(RE_A, 1))
    state = play_until(state, RE_B, 10)
    assert levels_of(state, RE_B) == [2, 3, 4, 5]
    state = apply(state, Announce(RE_B, 2))
    assert state.levels == (2, 0)
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce(RE_A, 2))
    assert err.value.code == "already_announced"


def test_a_player_may_announce_when_it_is_not_his_turn() -> None:
    state = normal_game()
    assert state.to_act == 0
    for player in (1, 2, 3):
        acts = legal_actions(state, player)
        assert acts and all(isinstance(a, Announce) for a in acts)
    state = apply(state, Announce(2, 1))
    assert state.levels == (0, 1) and state.to_act == 0
    assert not any(isinstance(a, Play) for a in legal_actions(state, 1))


def test_both_parties_may_announce_keine_90() -> None:
    state = apply(apply(normal_game(), Announce(RE_A, 2)), Announce(KO_A, 2))
    assert state.levels == (2, 2) and late(state) == (False, False)


# ---------------------------------------------------------------------------------------------
# Replies (TSR 6.4.4, docs/RULES.md)


@pytest.mark.parametrize(
    ("re_said", "reply_until"),
    [(1, 10), (2, 9), (3, 8), (4, 7), (5, 6)],
)
def test_a_reply_needs_one_card_fewer_than_the_opponents_announcement(
    re_said: int, reply_until: int
) -> None:
    state = apply(normal_game(), Announce(RE_A, re_said))  # said with all 12 cards
    on_time = play_until(state, KO_A, reply_until)
    expected = [1, 2, 3, 4, 5] if reply_until >= 11 else [1]
    assert levels_of(on_time, KO_A) == expected
    assert levels_of(play_until(state, KO_A, reply_until - 1), KO_A) == []
    replied = apply(on_time, Announce(KO_A, 1))
    assert replied.levels == (re_said, 1)
    assert late(replied) == (False, reply_until < 11)


def test_after_a_late_reply_the_party_makes_no_absage() -> None:
    state = play_until(apply(normal_game(), Announce(RE_A, 1)), KO_B, 10)
    state = apply(state, Announce(KO_B, 1))
    assert late(state) == (False, True)
    for player in (KO_A, KO_B):
        assert levels_of(state, player) == []
        with pytest.raises(IllegalAction) as err:
            apply(state, Announce(player, 2))
        assert err.value.code == "absage_after_late_reply" and err.value.rule == "TSR 6.4.4"
    # Re goes on as it likes
    assert levels_of(state, RE_B) == [2, 3, 4, 5]


def test_a_reply_in_time_as_an_erstansage_keeps_the_absagen() -> None:
    state = apply(normal_game(), Announce(RE_A, 1))
    state = apply(play_until(state, KO_A, 11), Announce(KO_A, 1))
    assert late(state) == (False, False)
    assert levels_of(play_until(state, KO_B, 10), KO_B) == [2, 3, 4, 5]


def test_re_may_reply_to_kontra() -> None:
    state = apply(normal_game(), Announce(KO_A, 1))
    state = play_until(state, RE_B, 10)
    assert levels_of(state, RE_B) == [1]
    state = apply(state, Announce(RE_B, 1))
    assert late(state) == (True, False)
    assert levels_of(state, RE_A) == []


# ---------------------------------------------------------------------------------------------
# Hochzeit (TSR 4.4.4, 6.4.2) and stille Hochzeit

HOCHZEIT = {0: "CQ CQ HT HT D9 D9", 1: "DJ HJ SQ", 2: "DJ HJ HQ", 3: "DK DT DQ"}
CLARIFY_T1 = ["0: D9 SQ HQ DQ"]  # player 1 wins the first trick
CLARIFY_T2 = ["0: HT DJ DJ DK", "0: D9 SQ HQ DQ"]
CLARIFY_T3 = ["0: HT DJ DJ DK", "0: HT HJ HJ DT", "0: D9 SQ HQ DQ"]
SOLO_T3 = ["0: HT DJ DJ DK", "0: HT HJ HJ DT", "0: CQ SQ HQ DQ"]


def hochzeit(rules: Rules = DDV) -> State:
    return start(build_deal(HOCHZEIT, seed=3), rules, first=0, claims={0: "hochzeit"})


def test_no_announcement_before_the_klaerungsstich() -> None:
    state = hochzeit()
    for player in range(4):
        assert legal_announcements(state, player) == ()
        with pytest.raises(IllegalAction) as err:
            apply(state, Announce(player, 1))
        assert err.value.code == "announce_before_clarification"
        assert err.value.rule == "TSR 6.4.2"


@pytest.mark.parametrize(
    ("tricks", "number", "partner", "re_until"),
    [(CLARIFY_T1, 1, 1, 11), (CLARIFY_T2, 2, 1, 10), (CLARIFY_T3, 3, 1, 9), (SOLO_T3, 3, None, 9)],
)
def test_the_klaerungsstich_lowers_every_deadline(
    tricks: list[str], number: int, partner: int | None, re_until: int
) -> None:
    state = play_tricks(hochzeit(), tricks)
    assert state.clarified == number
    if partner is None:
        assert state.soloist == 0 and state.re == (True, False, False, False)
    else:
        assert state.soloist is None and state.re == (True, True, False, False)
    held = 12 - number
    assert held == re_until  # right after the Klärungsstich the Erstansage is still open
    for player in range(4):
        assert levels_of(state, player)[0] == 1
    last = play_until(state, 2, re_until)
    assert levels_of(last, 2) == [1, 2, 3, 4, 5]
    late = play_until(state, 2, re_until - 1)
    assert levels_of(late, 2) == []
    with pytest.raises(IllegalAction) as err:
        apply(late, Announce(2, 1))
    assert err.value.details["needed"] == re_until
    # keine 90 after an Erstansage: one card below the shifted Re deadline
    said = apply(state, Announce(0, 1))
    assert levels_of(play_until(said, 0, re_until - 1), 0) == [2, 3, 4, 5]
    assert levels_of(play_until(said, 0, re_until - 2), 0) == []


def test_stille_hochzeit_keeps_the_normal_deadlines() -> None:
    state = start(build_deal(HOCHZEIT, seed=3), DDV, first=0)
    assert state.contract.kind == "stille_hochzeit"  # type: ignore[union-attr]
    assert state.soloist == 0
    assert levels_of(state, 0) == [1, 2, 3, 4, 5]
    assert levels_of(play_until(state, 0, 11), 0) == [1, 2, 3, 4, 5]
    assert levels_of(play_until(state, 0, 10), 0) == []
    assert levels_of(play_until(state, 2, 11), 2) == [1, 2, 3, 4, 5]


# ---------------------------------------------------------------------------------------------
# The custom deadline table (announcement_deadlines)


def test_a_custom_deadline_table() -> None:
    rules = DDV.replace(announcement_deadlines={"re": 12, "no90": 12, "no60": 9, "no30": 9,
                                                "schwarz": 6})
    state = start(deal(0), rules, first=0)
    assert levels_of(state, 1) == [1, 2, 3, 4, 5]
    assert levels_of(play_until(state, 1, 11), 1) == []
    said = apply(state, Announce(1, 2))
    assert levels_of(play_until(said, 1, 9), 1) == [3, 4, 5]
    assert levels_of(play_until(said, 1, 8), 1) == []
    # the reply still needs one card fewer than the announcement needed
    assert levels_of(play_until(said, 0, 11), 0) == [1]
    assert levels_of(play_until(said, 0, 10), 0) == []
    said = apply(apply(said, Announce(1, 4)), Announce(1, 5))
    assert said.levels == (0, 5)


def test_the_custom_table_shifts_without_nines() -> None:
    rules = DDV.replace(with_nines=False, announcement_deadlines={
        "re": 10, "no90": 10, "no60": 8, "no30": 8, "schwarz": 8})
    state = start(deal(0, False), rules, first=0)
    assert levels_of(play_until(state, 1, 8), 1) == [1, 2, 3, 4, 5]
    assert levels_of(play_until(state, 1, 7), 1) == []


# ---------------------------------------------------------------------------------------------
# Who wins (TSR 7.1.1, 7.1.2; docs/RULES.md) - made-up final positions

# (Re level, Kontra level, Re Augen, Re tricks, winner with kontra_alone_lowers_re_goal on)
GOALS = [
    (0, 0, 121, 6, "re"),
    (0, 0, 120, 6, "kontra"),
    (1, 0, 120, 6, "kontra"),
    (1, 1, 121, 6, "re"),
    (1, 1, 120, 6, "kontra"),
    (0, 1, 120, 6, "re"),  # only Kontra: Re wins with 120
    (0, 1, 119, 6, "kontra"),  # and Kontra needs 121
    (2, 0, 151, 8, "re"),
    (2, 0, 150, 8, "kontra"),  # Kontra reached 90 against keine 90
    (2, 1, 150, 8, "kontra"),
    (3, 0, 181, 9, "re"),
    (3, 0, 180, 9, "kontra"),
    (4, 0, 211, 10, "re"),
    (4, 0, 210, 10, "kontra"),
    (5, 0, 240, 12, "re"),
    (5, 0, 240, 11, "kontra"),  # one trick without Augen is enough against schwarz
    (0, 2, 90, 4, "re"),
    (0, 2, 89, 4, "kontra"),
    (1, 2, 90, 4, "re"),  # Re is not bound higher by its own Re
    (0, 5, 0, 1, "re"),
    (0, 5, 0, 0, "kontra"),
    (2, 2, 151, 8, "re"),
    (2, 2, 150, 8, None),  # neither reaches its goal
    (2, 2, 89, 4, "kontra"),
    (2, 3, 151, 8, "re"),
    (2, 3, 120, 6, None),
    (2, 3, 59, 3, "kontra"),
    (5, 5, 240, 12, "re"),
    (5, 5, 205, 11, None),
]


@pytest.mark.parametrize(("re_level", "kontra_level", "augen", "tricks", "winner"), GOALS)
def test_who_wins_against_which_announcements(
    re_level: int, kontra_level: int, augen: int, tricks: int, winner: str | None
) -> None:
    state = finished(DDV, (0, 3), augen, tricks, levels=(re_level, kontra_level))
    assert result(state).winner == winner


@pytest.mark.parametrize(
    ("augen", "lowered", "winner"),
    [(120, True, "re"), (119, True, "kontra"), (120, False, "kontra"), (121, False, "re")],
)
def test_kontra_alone_lowers_re_goal(augen: int, lowered: bool, winner: str) -> None:
    rules = DDV.replace(kontra_alone_lowers_re_goal=lowered)
    assert result(finished(rules, (1, 2), augen, 6, levels=(0, 1))).winner == winner
    # with both announced, or with an Absage of Kontra, the option changes nothing
    assert result(finished(rules, (1, 2), 120, 6, levels=(1, 1))).winner == "kontra"
    assert result(finished(rules, (1, 2), 90, 4, levels=(0, 2))).winner == "re"


def test_nobody_wins_gives_only_unter_reached_and_sonderpunkte() -> None:
    # both said keine 90, Re made 130: nobody reached 151; Re reached 120 against keine 90
    res = result(finished(DDV, (0, 3), 130, 7, levels=(2, 2)))
    assert res.winner is None
    assert sorted((ln.item, ln.party) for ln in res.lines) == [
        ("reached_against_no90", "re"),
    ]
    assert res.points == (1, -1, -1, 1)
    doubling = DDV.replace(announcement_scoring="doubling")
    assert result(finished(doubling, (0, 3), 130, 7, levels=(2, 2))).points == (1, -1, -1, 1)
    no_reached = DDV.replace(points_reached_against_absage=False)
    assert result(finished(no_reached, (0, 3), 130, 7, levels=(2, 2))).points == (0, 0, 0, 0)


def test_scoring_lines_for_every_level_plus_two_and_doubling() -> None:
    # Re said keine 60 and made 200 (Kontra under 60 but not 30), Kontra said Kontra only
    state = finished(DDV, (1, 3), 200, 10, levels=(3, 1))
    res = result(state)
    assert res.winner == "re"
    # won 1, unter 90 1, unter 60 1, Re 2, Kontra 2, keine 90 1, keine 60 1
    assert res.value == 9 and res.points == (-9, 9, -9, 9)
    doubled = result(finished(DDV.replace(announcement_scoring="doubling"), (1, 3), 200, 10,
                              levels=(3, 1)))
    # (1 + 1 + 1 + 1 + 1) x2 (Re) x2 (Kontra)
    assert doubled.value == 20
    assert [ln.item for ln in doubled.lines if ln.item.startswith("doubled")] == [
        "doubled_re", "doubled_kontra"]


def test_announcements_wait_for_the_reservations() -> None:
    fresh = new_game(GameSetup(DDV, deal(0), 0))
    assert legal_announcements(fresh, 0) == ()
    with pytest.raises(IllegalAction) as err:
        apply(fresh, Announce(0, 1))
    assert err.value.code == "announce_wrong_phase"
    assert start(deal(0), DDV, first=0).phase == Phase.PLAY
