"""Hochzeit (clarifying-trick options), solos of every type and who leads them, Pflicht- and
Lustsolo, forced solos, the Dulle rules, every Sonderpunkt option and the scoring options
(docs/RULES.md)."""

from __future__ import annotations

import pytest
from test_support import (
    build_deal,
    cards,
    contract,
    deal_from_tricks,
    finished,
    names,
    play_out,
    play_tricks,
    play_until,
    start,
)

from dokodesk.engine.cards import HT, card_name, deal
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    Play,
    Reserve,
    State,
    apply,
    legal_actions,
    legal_announcements,
    legal_cards,
    new_game,
)
from dokodesk.engine.order import order_for, trick_winner
from dokodesk.engine.rules import CLASSIC_SOLOS, Rules, preset
from dokodesk.engine.scoring import result

DDV = preset("ddv")
KNEIPE = preset("kneipe")
VOWI = preset("vowi")

# ---------------------------------------------------------------------------------------------
# Hochzeit: the Klärungsstich (hochzeit_clarifying_trick, hochzeit_tricks)

# trick 1 led with a trump and won by player 1, trick 2 led with a plain card, won by player 2
MIXED = ({0: "CQ CQ D9 H9", 1: "SQ H9", 2: "HQ HA", 3: "DQ HK"},
         ["0: D9 SQ HQ DQ", "1: H9 HA HK H9"])
# only player 1 wins foreign tricks, all led with trumps; then the Hochzeiter
TRUMP_ONLY = ({0: "CQ CQ D9 HT", 1: "SQ SJ DK", 2: "HQ HJ DK", 3: "DQ DJ DT"},
              ["0: D9 SQ HQ DQ", "1: SJ HJ DJ HT", "0: CQ DK DK DT"])
# player 1 wins three tricks all led with plain cards
PLAIN_ONLY = ({0: "CQ CQ H9 S9 C9", 1: "HA SA CA", 2: "HK S9 C9", 3: "H9 SK CK"},
              ["0: H9 HA HK H9", "1: SA S9 SK S9", "1: CA C9 CK C9"])


def hochzeit(deal_and_tricks: tuple[dict[int, str], list[str]], rules: Rules = DDV,
             upto: int | None = None) -> State:
    partial, tricks = deal_and_tricks
    state = start(build_deal(partial, seed=17), rules, first=0, claims={0: "hochzeit"})
    assert state.contract is not None and contract(state).kind == "hochzeit"
    return play_tricks(state, tricks[:upto])


@pytest.mark.parametrize(
    ("option", "game", "number", "partner"),
    [
        ("first_foreign", MIXED, 1, 1),
        ("first_foreign_trump", MIXED, 1, 1),
        ("first_foreign_plain", MIXED, 2, 2),
        ("first_foreign", TRUMP_ONLY, 1, 1),
        ("first_foreign_trump", TRUMP_ONLY, 1, 1),
        ("first_foreign_plain", TRUMP_ONLY, 3, None),
        ("first_foreign", PLAIN_ONLY, 1, 1),
        ("first_foreign_trump", PLAIN_ONLY, 3, None),
        ("first_foreign_plain", PLAIN_ONLY, 1, 1),
    ],
)
def test_the_clarifying_trick_option(
    option: str, game: tuple[dict[int, str], list[str]], number: int, partner: int | None
) -> None:
    rules = DDV.replace(hochzeit_clarifying_trick=option)
    state = hochzeit(game, rules)
    assert state.clarified == number
    if partner is None:
        assert state.soloist == 0 and state.re == (True, False, False, False)
        res = result(play_out(state))
        assert res.soloist == 0 and abs(res.points[0]) == 3 * abs(res.points[1])
    else:
        assert state.soloist is None
        assert state.re == tuple(p in (0, partner) for p in range(4))
    before = hochzeit(game, rules, upto=number - 1)
    assert before.clarified == 0 and before.re == (True, False, False, False)


def test_hochzeit_tricks_one_the_first_trick_decides() -> None:
    rules = DDV.replace(hochzeit_tricks=1)
    state = hochzeit(TRUMP_ONLY, rules.replace(hochzeit_clarifying_trick="first_foreign_plain"),
                     upto=1)
    assert state.clarified == 1 and state.soloist == 0
    # a solo decided in trick 1 keeps the normal deadlines
    assert [a.level for a in legal_announcements(state, 2)] == [1, 2, 3, 4, 5]
    assert legal_announcements(play_until(state, 2, 10), 2) == ()


def test_hochzeit_tricks_five_lowers_the_deadlines_by_four() -> None:
    rules = DDV.replace(hochzeit_tricks=5)
    game = ({0: "HT HT CQ CQ DA", 1: "DJ HJ SJ D9 DQ", 2: "DJ HJ SJ D9 SQ", 3: "DK DK DT DT HQ"},
            ["0: HT DJ DJ DK", "0: HT HJ HJ DK", "0: CQ SJ SJ DT", "0: CQ D9 D9 DT",
             "0: DA DQ SQ HQ"])
    state = hochzeit(game, rules, upto=4)
    assert state.clarified == 0
    state = hochzeit(game, rules)
    assert state.clarified == 5 and state.re == (True, False, True, False)
    assert [a.level for a in legal_announcements(state, 3)] == [1, 2, 3, 4, 5]
    assert legal_announcements(play_until(state, 3, 6), 3) == ()
    # with the default three tricks the same play is a Karo-Solo after trick 3
    solo = hochzeit(game, DDV, upto=3)
    assert solo.clarified == 3 and solo.soloist == 0


def test_a_hochzeit_turned_solo_is_scored_as_a_solo_but_is_no_declared_solo() -> None:
    rules = DDV.replace(hochzeit_clarifying_trick="first_foreign_plain")
    state = play_out(hochzeit(TRUMP_ONLY, rules))
    res = result(state)
    assert res.soloist == 0 and contract(state).kind == "hochzeit"
    assert not any(ln.item in ("doppelkopf", "fuchs_gefangen", "karlchen") for ln in res.lines)
    assert contract(state).pflicht is False


def test_only_a_player_with_both_kreuz_damen_has_a_hochzeit() -> None:
    hands = build_deal({0: "CQ", 2: "CQ"}, seed=1)
    state = new_game(GameSetup(DDV, hands, 0))
    assert Reserve(0, "hochzeit") not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(0, "hochzeit"))
    assert err.value.code == "hochzeit_needs_both_queens"


# ---------------------------------------------------------------------------------------------
# Solos: trump orders, who leads, Pflicht and Lust

TRUMPS = {
    "damen": "CQ SQ HQ DQ",
    "buben": "CJ SJ HJ DJ",
    "kreuz": "HT CQ SQ HQ DQ CJ SJ HJ DJ CA CT CK C9",
    "pik": "HT CQ SQ HQ DQ CJ SJ HJ DJ SA ST SK S9",
    "herz": "HT CQ SQ HQ DQ CJ SJ HJ DJ HA HK H9",
    "karo": "HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9",
    "fleischloser": "",
    "normal": "HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9",
}
PLAIN_HEARTS = {
    "damen": "HA HT HK HJ H9",
    "buben": "HA HT HK HQ H9",
    "fleischloser": "HA HT HK HQ HJ H9",
    "normal": "HA HK H9",
    "kreuz": "HA HK H9",
}


@pytest.mark.parametrize("kind", list(TRUMPS))
def test_trump_orders(kind: str) -> None:
    order = order_for(kind)
    assert [card_name(c) for c in order.trumps] == TRUMPS[kind].split()
    if kind in PLAIN_HEARTS:
        assert [card_name(c) for c in order.plain_order(2)] == PLAIN_HEARTS[kind].split()
    assert order.dulle == (kind not in ("damen", "buben", "fleischloser"))


@pytest.mark.parametrize("solo", CLASSIC_SOLOS)
@pytest.mark.parametrize(
    ("rules", "pflicht", "soloist_leads"),
    [(DDV, False, False), (DDV, True, True), (KNEIPE, False, True), (VOWI, True, True),
     (VOWI, False, False)],
)
def test_every_solo_and_who_leads(solo: str, rules: Rules, pflicht: bool,
                                  soloist_leads: bool) -> None:
    hands = deal(7)
    state = start(hands, rules, first=1, claims={3: Reserve(3, solo, pflicht)})
    assert state.phase == Phase.PLAY
    assert state.contract == (("solo", 3, solo, pflicht, False))
    assert state.soloist == 3 and state.re == (False, False, False, True)
    assert state.order.kind == solo
    assert state.leader == (3 if soloist_leads else 1) == state.to_act
    res = result(play_out(state))
    assert sum(res.points) == 0 and res.augen["re"] + res.augen["kontra"] == 240
    assert res.points[3] == -3 * res.points[0] and res.points[0] == res.points[1] == res.points[2]
    assert res.re_players == (3,)


def test_following_suit_in_solos() -> None:
    # a Herz-Zehn led in a Damensolo is a plain heart: hearts must follow, not trumps
    hands = build_deal({0: "HT", 1: "HA CQ", 2: "H9 SQ", 3: "HK DQ"}, seed=2)
    state = start(hands, DDV, first=0, claims={1: "damen"})
    state = apply(state, Play(0, HT))
    hearts = {c for c in state.hands[1] if card_name(c)[0] == "H" and card_name(c) != "HQ"}
    assert hearts and set(legal_cards(state)) == hearts
    # in a Herz-Solo hearts are trump: a led HA asks for trumps
    hands = build_deal({0: "HA H9", 1: "CQ CA"}, seed=2)
    state = start(hands, DDV, first=0, claims={1: "herz"})
    state = apply(state, Play(0, cards("HA")[0]))
    trump = state.order.trump
    assert set(legal_cards(state)) == {c for c in state.hands[1] if trump[c]}
    # in a Fleischloser the queens are plain cards of their suit
    hands = build_deal({0: "CQ", 1: "CA SQ"}, seed=2)
    state = start(hands, DDV, first=0, claims={1: "fleischloser"})
    state = apply(state, Play(0, cards("CQ")[0]))
    clubs = {c for c in state.hands[1] if card_name(c)[0] == "C"}
    assert len(clubs) >= 1 and set(legal_cards(state)) == clubs
    # normal game: a Dulle or a Herz-Dame is no heart; without plain hearts any card goes
    hands = build_deal({0: "HA", 1: "HT HQ CA CA SA SA DA DA CK CK SK SK"}, seed=2)
    state = apply(start(hands, DDV, first=0), Play(0, cards("HA")[0]))
    assert set(legal_cards(state)) == set(state.hands[1])
    # Kreuz-Solo: a led Karo-Ass is a plain diamond, not a trump
    hands = build_deal({0: "DA", 1: "DK CQ CA"}, seed=2)
    state = start(hands, DDV, first=0, claims={1: "kreuz"})
    state = apply(state, Play(0, cards("DA")[0]))
    diamonds = {c for c in state.hands[1] if card_name(c)[0] == "D" and card_name(c) != "DQ"
                and card_name(c) != "DJ"}
    assert diamonds and set(legal_cards(state)) == diamonds


def test_the_solos_option_limits_the_solo_types() -> None:
    rules = KNEIPE.replace(solos=["damen", "buben"])
    state = new_game(GameSetup(rules, deal(1), 0))
    kinds = {a.kind for a in legal_actions(state) if isinstance(a, Reserve)}
    assert kinds >= {"gesund", "damen", "buben"} and "kreuz" not in kinds
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(0, "kreuz"))
    assert err.value.code == "solo_not_played" and err.value.details["solo"] == "kreuz"


def test_pflicht_or_lust_follows_what_the_player_owes() -> None:
    owes = (True, False, True, False)
    state = new_game(GameSetup(DDV, deal(2), 0, owes_pflichtsolo=owes))
    assert Reserve(0, "damen", True) in legal_actions(state)
    assert Reserve(0, "damen", False) not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(0, "damen", False))
    assert err.value.code == "pflichtsolo_owed" and err.value.rule == "TSR 4.3.1"
    state = apply(state, Reserve(0, "gesund"))
    assert Reserve(1, "damen", False) in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(1, "damen", True))
    assert err.value.code == "not_pflichtsolo"
    # without Pflichtsolo every solo is a Lustsolo
    state = new_game(GameSetup(KNEIPE, deal(2), 0))
    assert Reserve(0, "damen", True) not in legal_actions(state)
    assert Reserve(0, "damen", False) in legal_actions(state)


def test_a_pflichtsolo_beats_an_earlier_lustsolo() -> None:
    owes = (False, True, False, True)
    state = start(deal(3), DDV, first=0, owes_pflichtsolo=owes,
                  claims={0: Reserve(0, "buben"), 3: Reserve(3, "karo", True)})
    assert state.contract == ("solo", 3, "karo", True, False)
    assert state.leader == 3
    state = start(deal(3), DDV, first=0, owes_pflichtsolo=(False,) * 4,
                  claims={2: Reserve(2, "buben"), 3: Reserve(3, "karo")})
    assert state.contract == ("solo", 2, "buben", False, False) and state.leader == 0


def test_a_lustsolo_beats_a_hochzeit_and_equal_ranks_go_by_seat() -> None:
    hands = build_deal({1: "CQ CQ"}, seed=5)
    state = start(hands, DDV, first=1, claims={1: "hochzeit", 0: Reserve(0, "damen")})
    assert state.contract == ("solo", 0, "damen", False, False)
    state = start(hands, DDV, first=2, claims={3: Reserve(3, "buben"), 0: Reserve(0, "damen")})
    assert contract(state).declarer == 3
    state = start(hands, DDV, first=0, claims={3: Reserve(3, "buben"), 0: Reserve(0, "damen")})
    assert contract(state).declarer == 0


def test_a_forced_solo_asks_nobody_else() -> None:
    state = new_game(GameSetup(DDV, deal(4), 1, owes_pflichtsolo=(False, False, True, False),
                               forced_soloist=2))
    assert state.phase == Phase.RESERVATIONS and state.to_act == 2
    acts = [a for a in legal_actions(state) if isinstance(a, Reserve)]
    assert len(acts) == len(legal_actions(state)) == len(CLASSIC_SOLOS)
    assert {a.kind for a in acts} == set(CLASSIC_SOLOS) and all(a.pflicht for a in acts)
    assert legal_actions(state, 1) == ()
    for wrong in (Reserve(2, "gesund"), Reserve(2, "damen", False)):
        with pytest.raises(IllegalAction) as err:
            apply(state, wrong)
        assert err.value.code == "forced_solo"
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(1, "gesund"))
    assert err.value.code == "not_your_turn"
    state = apply(state, Reserve(2, "pik", True))
    assert state.phase == Phase.PLAY and state.contract == ("solo", 2, "pik", True, True)
    assert state.leader == 2 == state.to_act and state.reservations == (Reserve(2, "pik", True),)


# ---------------------------------------------------------------------------------------------
# The Dulle rules


# Both Dullen come in the last trick: player 0 leads one, player 2 plays the other.
DULLE_LAST = [
    "0: CA C9 CK CT", "0: CA C9 CK CT", "0: SA S9 SK ST", "0: SA S9 SK ST", "0: H9 HA HK H9",
    "1: CQ DJ D9 D9", "1: SQ DJ DK DK", "1: SQ HJ DT DT", "1: HQ HJ DA DA", "1: DQ SJ CJ CQ",
    "0: HQ DQ SJ CJ", "0: HT HA HT HK",
]


@pytest.mark.parametrize(
    ("rule", "first_trick", "last_trick"),
    [
        ("first_beats_second", 0, 0),
        ("second_beats_first", 2, 2),
        ("second_beats_first_except_last_trick", 2, 0),
    ],
)
def test_two_dullen_in_one_trick(rule: str, first_trick: int, last_trick: int) -> None:
    rules = DDV.replace(dulle_rule=rule)
    hands = build_deal({0: "HT", 1: "D9", 2: "HT", 3: "D9"}, seed=8)
    state = start(hands, rules, first=0)
    for card in ("HT", "D9", "HT", "D9"):
        state = apply(state, Play(state.to_act, cards(card)[0]))
    assert state.tricks[0].winner == first_trick
    state = play_tricks(start(deal_from_tricks(DULLE_LAST), rules, first=0), DULLE_LAST[:-1])
    for card in ("HT", "HA", "HT", "HK"):
        state = apply(state, Play(state.to_act, cards(card)[0]))
    assert state.tricks[-1].winner == last_trick


def test_no_dulle_rule_in_solos_without_the_herz_zehn_as_trump() -> None:
    for kind in ("damen", "buben", "fleischloser"):
        cards_played = cards("HT H9 HT HK")
        assert trick_winner(order_for(kind), cards_played, second_dulle=True) == 0
    assert trick_winner(order_for("herz"), cards("HT H9 HT HK"), second_dulle=True) == 2


# ---------------------------------------------------------------------------------------------
# Sonderpunkte, each option on and off (made-up final positions; Re are players 0 and 2)

ALL_SONDER = DDV.replace(sonderpunkte=[
    "doppelkopf", "fuchs_gefangen", "karlchen", "karlchen_gefangen", "dulle_gefangen",
    "doppelkarlchen", "fuchs_letzter_stich", "beide_fuechse_letzter_stich"])
NO_SONDER = DDV.replace(sonderpunkte=[])


def sonder(rules: Rules, special: list[tuple[int, str, int]]) -> list[tuple[str, str, int]]:
    """The lines beyond won and unter of a game Re (0, 2) won 150:90 in 8 tricks."""
    state = finished(rules, (0, 2), 150, 8, special=special)
    res = result(state)
    base = {"won", "unter_90", "unter_60", "unter_30", "schwarz"}
    return sorted((ln.item, ln.party, ln.points) for ln in res.lines if ln.item not in base)


@pytest.mark.parametrize(
    ("special", "expected"),
    [
        # Karlchen (player 1, Kontra) wins the last trick
        ([(1, "CJ H9 SJ S9", 1)], [("karlchen", "kontra", 1)]),
        # Re's Karlchen (player 0) lost to Kontra's DQ in the last trick
        ([(0, "CJ DQ S9 S9", 1)], [("karlchen_gefangen", "kontra", 1)]),
        # both Karlchen in the last trick, the first (Re) wins it: Karlchen + Doppelkarlchen,
        # and Kontra's Karlchen is caught by Re
        ([(0, "CJ CJ S9 S9", 0)], [("doppelkarlchen", "re", 1), ("karlchen", "re", 1),
                                   ("karlchen_gefangen", "re", 1)]),
        # both Karlchen, but a queen wins the trick: two Karlchen caught, no Doppelkarlchen
        ([(0, "CJ CJ SQ S9", 2)], [("karlchen_gefangen", "re", 1)]),
        # Re's Karlchen caught by Kontra's queen; Kontra's own Karlchen is not caught
        ([(1, "CJ S9 SQ CJ", 3)], [("karlchen_gefangen", "kontra", 1)]),
        # a Fuchs wins the last trick (player 3, Kontra; player 0 follows with D9)
        ([(3, "DA D9 S9 S9", 3)], [("fuchs_letzter_stich", "kontra", 1)]),
        # both Füchse of Re in the last trick, won by Re with the first one
        ([(0, "DA S9 DA S9", 0)], [("beide_fuechse_letzter_stich", "re", 1),
                                   ("fuchs_letzter_stich", "re", 1)]),
        # both Füchse of Re, the last trick won by Kontra's Dulle: two Füchse caught
        ([(2, "DA S9 DA HT", 1)], [("fuchs_gefangen", "kontra", 2)]),
        # both Füchse, one of each party: Fuchs caught, no "beide Füchse"
        ([(0, "DA DA S9 S9", 0)], [("fuchs_gefangen", "re", 1), ("fuchs_letzter_stich", "re", 1)]),
        # Kontra's Dulle caught by Re in an early trick, and Re's Fuchs caught by Kontra
        ([(1, "HT HT S9 S9", 2), (2, "DA DQ D9 S9", 3)],
         [("dulle_gefangen", "re", 1), ("fuchs_gefangen", "kontra", 1)]),
        # a Doppelkopf each way
        ([(0, "SA ST CA CT", 0), (1, "SA ST CA CT", 1)],
         [("doppelkopf", "kontra", 1), ("doppelkopf", "re", 1)]),
    ],
)
def test_every_sonderpunkt(special: list[tuple[int, str, int]],
                           expected: list[tuple[str, str, int]]) -> None:
    assert sonder(ALL_SONDER, special) == sorted(expected)
    assert sonder(NO_SONDER, special) == []
    for item, _, _ in expected:
        only = DDV.replace(sonderpunkte=[item])
        got = sonder(only, special)
        assert got and {g[0] for g in got} == {item}


def test_sonderpunkte_count_each_occurrence_and_net_out() -> None:
    special = [(1, "DA D9 DA S9", 2), (0, "SA ST CA CT", 0), (2, "SA ST CA CT", 2)]
    state = finished(ALL_SONDER, (0, 2), 160, 8, special=special)
    res = result(state)
    assert ("fuchs_gefangen", "re", 2, 2) in res.lines
    assert ("doppelkopf", "re", 2, 2) in res.lines
    # won 1 + unter 90 1 + Füchse 2 + Doppelköpfe 2
    assert res.value == 6


def test_no_sonderpunkte_in_a_solo() -> None:
    special = [(1, "DA D9 DA S9", 2), (0, "SA ST CA CT", 0), (0, "CJ CJ S9 S9", 0)]
    solo = finished(ALL_SONDER, (0,), 160, 8, special=special, kind="solo", soloist=0)
    res = result(solo)
    assert {ln.item for ln in res.lines} == {"won", "unter_90"}
    assert res.points == (6, -2, -2, -2)


# ---------------------------------------------------------------------------------------------
# Scoring options


def test_gegen_die_alten_variants() -> None:
    normal = finished(DDV, (0, 2), 100, 5)
    res = result(normal)
    assert ("gegen_die_alten", "kontra", 1, 1) in res.lines and res.value == -2
    kneipe_like = DDV.replace(gegen_die_alten="game_point_also_in_solo",
                              announcement_scoring="doubling")
    res = result(finished(kneipe_like, (0, 2), 100, 5, levels=(0, 1)))
    # (won + gegen die Alten) x2, a game point now
    assert res.value == -4
    solo = result(finished(kneipe_like, (1,), 100, 5, kind="solo", soloist=1))
    assert ("gegen_den_solisten", "kontra", 1) in [(ln.item, ln.party, ln.points)
                                                   for ln in solo.lines]
    assert solo.points == (2, -6, 2, 2)
    assert "gegen_die_alten" not in {ln.item for ln in result(
        finished(DDV, (1,), 100, 5, kind="solo", soloist=1)).lines}
    # Re winning gives no such point
    assert "gegen_die_alten" not in {ln.item for ln in result(finished(DDV, (0, 2), 130, 7)).lines}


def test_solo_bonus_point_is_a_game_point_of_the_winner() -> None:
    rules = DDV.replace(solo_bonus_point=True)
    won = result(finished(rules, (2,), 130, 7, kind="solo", soloist=2))
    assert ("solo_bonus", "re", 1) in [(ln.item, ln.party, ln.points) for ln in won.lines]
    assert won.points == (-2, -2, 6, -2)
    lost = result(finished(rules, (2,), 100, 5, kind="solo", soloist=2))
    assert lost.points == (2, 2, -6, 2)
    assert "solo_bonus" not in {ln.item for ln in result(finished(rules, (0, 2), 130, 7)).lines}
    doubled = rules.replace(announcement_scoring="doubling")
    assert result(finished(doubled, (2,), 130, 7, levels=(1, 0), kind="solo",
                           soloist=2)).points == (-4, -4, 12, -4)


def test_doubling_leaves_the_sonderpunkte_undoubled() -> None:
    rules = DDV.replace(announcement_scoring="doubling")
    special = [(1, "DA D9 S9 S9", 0)]  # Kontra's Fuchs caught by Re
    res = result(finished(rules, (0, 2), 130, 7, levels=(1, 1), special=special))
    assert res.value == 1 * 2 * 2 + 1
    plus_two = result(finished(DDV, (0, 2), 130, 7, levels=(1, 1), special=special))
    assert plus_two.value == 1 + 2 + 2 + 1


def test_kalter_schlag() -> None:
    rules = KNEIPE
    special = [(1, "SA ST CA CT", 1)]  # Kontra's Doppelkopf cancels Re's won game
    res = result(finished(rules, (0, 2), 130, 7, special=special))
    assert res.winner == "re" and res.value == 0 and res.kalter_schlag
    assert res.points == (0, 0, 0, 0)
    # no Kalter Schlag without the option, in a game nobody won, or in a solo
    assert not result(finished(DDV, (0, 2), 130, 7, special=special)).kalter_schlag
    assert not result(finished(rules, (0, 2), 130, 7, levels=(2, 2))).kalter_schlag
    assert not result(finished(rules, (1,), 130, 7, kind="solo", soloist=1)).kalter_schlag
    # a doubled game: the whole value twice
    doubled = result(finished(rules, (0, 2), 130, 7, multiplier=2))
    assert doubled.value == 2 and doubled.points == (2, -2, 2, -2)
    assert ("doubled_kalter_schlag", "re", 1, 1) in doubled.lines
    solo = result(finished(rules, (1,), 100, 5, kind="solo", soloist=1, multiplier=2))
    # (won + gegen den Solisten + Solo) x2 for Kontra
    assert solo.points == (6, -18, 6, 6)


def test_a_whole_normal_game_keeps_its_points_under_every_preset() -> None:
    for name in ("ddv", "vowi", "kneipe"):
        rules = preset(name)
        state = play_out(start(deal(0), rules, first=0))
        res = result(state)
        assert sum(res.points) == 0 and res.augen["re"] + res.augen["kontra"] == 240
        assert names(c for t in state.tricks for c in t.cards) == names(
            c for h in deal(0) for c in h)
    with pytest.raises(ValueError):
        result(start(deal(0), DDV, first=0))
    assert Announce(0, 1) in legal_announcements(start(deal(0), DDV, first=0), 0)
