"""Armut / Trumpfabgabe (docs/RULES.md; seeds 000 and 003) under every option, and whole
Armut games written trick by trick with their points worked out by hand."""

from __future__ import annotations

import pytest
from test_support import (
    before_exchange,
    build_deal,
    cards,
    contract,
    deal_from_tricks,
    names,
    play_tricks,
    poverty,
    start,
)

from dokodesk.engine.cards import DA, parse_card
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    PovertyReply,
    Reserve,
    Return,
    State,
    apply,
    is_over,
    late_reply,
    legal_actions,
    may_declare_poverty,
    new_game,
    poverty_return_info,
)
from dokodesk.engine.order import order_for
from dokodesk.engine.rules import Rules, preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import PublicPoverty, view
from dokodesk.persistence.record import GameRecord, loads

KNEIPE = preset("kneipe")
VOWI = preset("vowi")
DDV_ARMUT = preset("ddv").replace(
    poverty=True, reservation_order=["pflichtsolo", "lustsolo", "armut", "hochzeit"]
)

# A hand with a given number of trumps (none of them a Fuchs) and plain cards to 12.
PLAIN = "CA CT CK C9 SA ST SK S9 HA HK H9 CA"
LOW_TRUMPS = "D9 DK DT DJ HJ"


def late(state: State) -> tuple[bool, bool]:
    """Whether Re and Kontra said their Re/Kontra only as a late reply."""
    return late_reply(state, 0), late_reply(state, 1)


def hand_with(trumps: str) -> str:
    """12 cards: the named trumps, then plain cards."""
    n = len(trumps.split())
    return " ".join(trumps.split() + PLAIN.split()[: 12 - n])


def public(state: State, seat: int) -> PublicPoverty:
    """The Armut as ``seat`` sees it."""
    pub = view(state, seat).poverty
    assert pub is not None
    return pub


# ---------------------------------------------------------------------------------------------
# Who may declare an Armut


@pytest.mark.parametrize(
    ("trumps", "foxes_count", "poor"),
    [
        ("D9 DK DT", True, True),
        ("D9 DK DA", True, True),
        ("D9 DK DT DA", True, False),  # seed 000: the Fuchs counts, 4 trumps
        ("D9 DK DT DA", False, True),  # seed 003: "drei Trumpf ... plus 0, 1 oder 2 Karo-Asse"
        ("D9 DK DT DA DA", False, True),
        ("D9 DK DT DJ", False, False),
        ("", True, True),
        ("DA DA", True, True),
    ],
)
def test_poverty_eligibility_with_and_without_counting_foxes(
    trumps: str, foxes_count: bool, poor: bool
) -> None:
    rules = KNEIPE.replace(poverty_foxes_count=foxes_count)
    assert may_declare_poverty(rules, tuple(sorted(cards(hand_with(trumps))))) is poor


@pytest.mark.parametrize("limit", range(6))
def test_poverty_max_trumps_is_the_limit(limit: int) -> None:
    rules = KNEIPE.replace(poverty_max_trumps=limit)
    for n in range(6):
        hand = tuple(sorted(cards(hand_with(" ".join(LOW_TRUMPS.split()[:n])))))
        assert may_declare_poverty(rules, hand) is (n <= limit), (limit, n)


def test_presets_decide_whether_foxes_count() -> None:
    three_and_two_foxes = tuple(sorted(cards(hand_with("D9 DK HJ DA DA"))))
    assert may_declare_poverty(VOWI, three_and_two_foxes)
    assert not may_declare_poverty(KNEIPE, three_and_two_foxes)
    assert not may_declare_poverty(preset("ddv"), tuple(sorted(cards(hand_with("")))))


def test_armut_is_offered_only_to_a_poor_hand() -> None:
    hands = build_deal({1: hand_with("D9 DK DT DJ")}, seed=3)
    state = new_game(GameSetup(KNEIPE, hands, first=1))
    assert Reserve(1, "armut") not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(1, "armut"))
    assert err.value.code == "armut_too_many_trumps" and err.value.details["max"] == 3


def test_armut_is_refused_when_poverty_is_off() -> None:
    hands = build_deal({0: hand_with("D9")}, seed=3)
    state = new_game(GameSetup(preset("ddv"), hands, first=0))
    assert Reserve(0, "armut") not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        apply(state, Reserve(0, "armut"))
    assert err.value.code == "option_off" and err.value.details["option"] == "poverty"


# ---------------------------------------------------------------------------------------------
# Giving, offering, taking, returning


@pytest.mark.parametrize(
    ("trumps", "rules"),
    [
        ("", KNEIPE),
        ("D9", KNEIPE),
        ("DA DK", KNEIPE),
        ("HT CJ D9", KNEIPE),
        ("HJ D9 DK DA", VOWI),
        ("HJ D9 DK DA DA", VOWI),
    ],
)
def test_the_poor_player_gives_all_his_trumps(trumps: str, rules: Rules) -> None:
    hands = build_deal({2: hand_with(trumps)}, seed=11)
    state = start(hands, rules, first=1, claims={2: "armut"})
    assert state.phase == Phase.POVERTY_OFFER
    pov = state.poverty
    assert pov is not None and pov.poor == 2
    assert names(pov.given) == names(cards(trumps))
    assert len(state.hands[2]) == 12 - len(cards(trumps))
    assert not any(order_for("normal").trump[c] for c in state.hands[2])
    assert state.contract is not None and contract(state).kind == "armut"
    assert contract(state).declarer == 2


@pytest.mark.parametrize("poor", range(4))
def test_the_offer_goes_round_from_the_poor_players_left(poor: int) -> None:
    hands = build_deal({poor: hand_with("D9 DK")}, seed=poor)
    state = start(hands, KNEIPE, first=(poor + 2) % 4, claims={poor: "armut"})
    asked = []
    while state.phase == Phase.POVERTY_OFFER:
        seat = state.to_act
        asked.append(seat)
        for other in range(4):
            if other != seat:
                assert legal_actions(state, other) == ()
        assert set(legal_actions(state)) == {PovertyReply(seat, True), PovertyReply(seat, False)}
        with pytest.raises(IllegalAction):
            apply(state, PovertyReply((seat + 1) % 4, True))
        state = apply(state, PovertyReply(seat, False))
    assert asked == [(poor + 1) % 4, (poor + 2) % 4, (poor + 3) % 4]
    assert state.phase == Phase.THROWN_IN and is_over(state)
    assert state.poverty is not None and state.poverty.declined == tuple(asked)


def test_nobody_takes_the_armut_so_nobody_scores() -> None:
    hands = build_deal({0: hand_with("D9")}, seed=8)
    state = poverty(start(hands, KNEIPE, first=0, claims={0: "armut"}), taker=None)
    res = result(state)
    assert res.thrown_in and res.winner is None
    assert res.points == (0, 0, 0, 0) and res.lines == () and not res.kalter_schlag
    assert legal_actions(state) == ()
    with pytest.raises(IllegalAction) as err:
        apply(state, PovertyReply(1, True))
    assert err.value.code == "game_over"


def test_the_taker_returns_as_many_cards_as_he_got_and_may_return_trumps() -> None:
    hands = build_deal({3: hand_with("D9 DK DA"), 1: "HT HT CQ"}, seed=5)
    state = start(hands, KNEIPE, first=2, claims={3: "armut"})
    state = apply(state, PovertyReply(0, False))
    state = apply(state, PovertyReply(1, True))
    assert state.phase == Phase.POVERTY_RETURN and state.to_act == 1
    assert len(state.hands[1]) == 15
    assert state.re == (False, True, False, True)
    # only the taker acts now; announcements wait for the play
    assert legal_actions(state, 0) == () and legal_actions(state, 3) == ()
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce(1, 1))
    assert err.value.code == "announce_wrong_phase"
    missing = next(c for c in range(24) if c not in state.hands[1])
    with pytest.raises(IllegalAction) as err:
        apply(state, Return(1, missing))
    assert err.value.code == "card_not_in_hand"
    # give back an offered card (the Fuchs) and a trump of his own (a Dulle)
    state = apply(state, Return(1, DA))
    state = apply(state, Return(1, parse_card("HT")))
    assert state.phase == Phase.POVERTY_RETURN
    plain = next(c for c in state.hands[1] if not order_for("normal").trump[c])
    state = apply(state, Return(1, plain))
    assert state.phase == Phase.PLAY
    assert [len(h) for h in state.hands] == [12, 12, 12, 12]
    assert state.poverty is not None
    assert sorted(state.poverty.returned) == sorted([DA, parse_card("HT"), plain])
    for card in (DA, parse_card("HT"), plain):
        assert card in state.hands[3]
    assert state.leader == 2 and state.to_act == 2  # the dealer's left leads
    assert state.soloist is None


def test_an_armut_without_trumps_needs_nothing_back() -> None:
    hands = build_deal({1: hand_with("")}, seed=2)
    state = start(hands, VOWI, first=0, claims={1: "armut"})
    state = apply(state, PovertyReply(2, True))
    assert state.phase == Phase.PLAY and state.to_act == 0
    assert state.hands == hands
    assert state.re == (False, True, True, False)
    assert poverty_return_info(state) is False  # vowi: "no trump returned" is said


@pytest.mark.parametrize(
    ("rules", "trumps", "face_up"),
    [
        (KNEIPE, "D9 DK DA", ""),
        (KNEIPE.replace(poverty_face_up=True), "D9 DK DA", "D9 DK DA"),
        (VOWI.replace(poverty_face_up=True), "HJ D9 DK DA DA", "HJ D9 DK DA DA"),
        (KNEIPE.replace(poverty_foxes_count=False, poverty_foxes_face_up=True),
         "HJ D9 DK DA DA", "DA DA"),
        (KNEIPE.replace(poverty_foxes_count=False, poverty_foxes_face_up=True),
         "HJ D9 DK DA", "DA"),
        (KNEIPE.replace(poverty_foxes_count=False, poverty_foxes_face_up=True),
         "HJ D9 DA", ""),
        (KNEIPE.replace(poverty_foxes_count=False, poverty_foxes_face_up=True,
                        poverty_max_trumps=1), "HJ DA DA", "DA DA"),
    ],
)
def test_face_up_cards_are_seen_by_every_seat(rules: Rules, trumps: str, face_up: str) -> None:
    hands = build_deal({0: hand_with(trumps)}, seed=21)
    state = start(hands, rules, first=3, claims={0: "armut"})
    for s in (state, apply(state, PovertyReply(1, True))):
        for seat in range(4):
            pub = view(s, seat).poverty
            assert pub is not None
            assert names(pub.face_up) == names(cards(face_up))
            assert pub.given_count == len(cards(trumps))


@pytest.mark.parametrize(
    ("info", "returned", "said"),
    [
        ("none", "CA SA H9", None),
        ("none", "DA SA H9", None),
        ("whether_trump", "CA SA H9", False),
        ("whether_trump", "CA DA H9", True),
        ("trump_count", "CA SA H9", 0),
        ("trump_count", "HT DA H9", 2),
        ("trump_count", "HT DA D9", 3),
    ],
)
def test_what_the_taker_says_about_his_return_is_public(
    info: str, returned: str, said: object
) -> None:
    rules = VOWI.replace(poverty_return_info=info)
    hands = build_deal({2: "D9 DK DA CT CK C9 ST SK S9 HK H9 C9", 0: "CA SA HT H9"}, seed=6)
    state = start(hands, rules, first=0, claims={2: "armut"})
    state = poverty(state, taker=0)
    assert state.phase == Phase.POVERTY_RETURN and state.to_act == 0
    for seat in range(4):
        assert public(state, seat).return_info is None
    for card in cards(returned):
        state = apply(state, Return(0, card))
    assert poverty_return_info(state) == said
    assert type(poverty_return_info(state)) is type(said)
    for seat in range(4):
        assert public(state, seat).return_info == said


# ---------------------------------------------------------------------------------------------
# Precedence of the reservations (reservation_order)


def _deal_poor_and_hochzeit(poor: int, hochzeit: int) -> tuple[tuple[int, ...], ...]:
    return build_deal({poor: hand_with("D9 DK"), hochzeit: "CQ CQ HT HT SQ SQ HQ"}, seed=9)


@pytest.mark.parametrize("rules", [KNEIPE, VOWI])
def test_armut_beats_hochzeit_in_the_presets(rules: Rules) -> None:
    hands = _deal_poor_and_hochzeit(poor=2, hochzeit=0)
    state = start(hands, rules, first=0, claims={0: "hochzeit", 2: "armut"})
    assert state.phase == Phase.POVERTY_OFFER and contract(state).kind == "armut"


def test_hochzeit_beats_armut_when_the_house_orders_it_so() -> None:
    rules = KNEIPE.replace(reservation_order=["lustsolo", "hochzeit", "armut"])
    hands = _deal_poor_and_hochzeit(poor=1, hochzeit=3)
    state = start(hands, rules, first=1, claims={3: "hochzeit", 1: "armut"})
    assert state.phase == Phase.PLAY and contract(state).kind == "hochzeit"
    assert contract(state).declarer == 3


@pytest.mark.parametrize(("rules", "pflicht"), [(KNEIPE, False), (VOWI, False), (VOWI, True)])
def test_a_solo_beats_an_armut(rules: Rules, pflicht: bool) -> None:
    hands = build_deal({0: hand_with("D9"), 3: "CQ SQ HQ DQ"}, seed=12)
    claims: dict[int, str | Reserve] = {0: "armut", 3: Reserve(3, "damen", pflicht)}
    state = start(hands, rules, first=0, claims=claims)
    assert contract(state).kind == "solo" and contract(state).declarer == 3
    assert state.poverty is None


def test_vowi_ranks_pflichtsolo_lustsolo_armut_hochzeit() -> None:
    hands = build_deal(
        {0: "CQ CQ", 1: hand_with("D9"), 2: "SQ SQ HQ", 3: "HQ DQ DQ"}, seed=13
    )
    claims: dict[int, str | Reserve] = {0: "hochzeit", 1: "armut", 2: Reserve(2, "damen", False),
                                         3: Reserve(3, "buben", True)}
    state = start(hands, VOWI, first=0, claims=claims)
    assert contract(state).solo == "buben" and contract(state).pflicht
    del claims[3]
    state = start(hands, VOWI, first=0, claims=claims)
    assert contract(state).solo == "damen" and not contract(state).pflicht
    del claims[2]
    assert contract(start(hands, VOWI, first=0, claims=claims)).kind == "armut"
    del claims[1]
    assert contract(start(hands, VOWI, first=0, claims=claims)).kind == "hochzeit"


def test_of_two_poor_players_the_one_nearer_the_dealers_left_wins() -> None:
    hands = build_deal({1: hand_with("D9"), 3: hand_with("DK")}, seed=14)
    for first, poor in ((0, 1), (2, 3), (3, 3)):
        state = start(hands, KNEIPE, first=first, claims={1: "armut", 3: "armut"})
        assert state.poverty is not None and state.poverty.poor == poor
        assert state.to_act == (poor + 1) % 4


# ---------------------------------------------------------------------------------------------
# Whole Armut games, checked by hand

# Game A: player 1 is poor (HJ DK D9) and player 3 takes, returning CA SA and the D9.
# The hands below are the hands in play, after the exchange.
GAME_A = [
    "0: HA H9 HK HQ",  # Re 18
    "3: CA C9 CK CK",  # Re 19
    "3: SA S9 SK SK",  # Re 19
    "3: HT DT D9 D9",  # Re 20
    "3: CQ DA CT DK",  # Re 28, Kontra's Fuchs caught
    "3: HQ HT C9 DT",  # Kontra 23
    "0: H9 HK SJ DQ",  # Re 9
    "3: CJ DJ HA SQ",  # Kontra 18
    "2: DQ DK CQ S9",  # Kontra 10
    "0: CT CA DJ HJ",  # Re 25
    "3: DA SQ ST HJ",  # Kontra 26, Re's Fuchs caught
    "0: ST SA SJ CJ",  # Re 25, Karlchen
]
GAME_A_DEALT = before_exchange(
    deal_from_tricks(GAME_A), poor=1, taker=3, given="HJ DK D9", returned="CA SA D9"
)


def _game_a(rules: Rules, tricks: list[str] | None = None) -> State:
    state = start(GAME_A_DEALT, rules, first=0, claims={1: "armut"})
    state = poverty(state, taker=3, returned="CA SA D9")
    return play_tricks(state, tricks or GAME_A)


def test_game_a_deal_is_as_intended() -> None:
    assert names(GAME_A_DEALT[1]) == names(cards("HJ DK D9 CK C9 CT SK S9 ST HA HK H9"))
    assert names(GAME_A_DEALT[3]) == names(cards("HT CQ HQ HQ DQ CJ CJ DA CA CA SA SA"))


@pytest.mark.parametrize("rules", [KNEIPE, VOWI, DDV_ARMUT], ids=["kneipe", "vowi", "ddv"])
def test_game_a_re_wins_163_to_77(rules: Rules) -> None:
    state = _game_a(rules)
    res = result(state)
    assert res.augen == {"re": 163, "kontra": 77}
    assert res.winner == "re" and res.re_players == (1, 3) and res.soloist is None
    # won 1 + Kontra under 90 1; Fuchs both ways cancel; Karlchen 1
    assert res.points == (-3, 3, -3, 3)
    items = sorted((ln.item, ln.party, ln.points) for ln in res.lines)
    assert items == sorted([
        ("won", "re", 1), ("unter_90", "re", 1), ("fuchs_gefangen", "re", 1),
        ("fuchs_gefangen", "kontra", 1), ("karlchen", "re", 1),
    ])


def test_game_a_with_announcements_under_doubling_and_plus_two() -> None:
    tricks = ["0: kontra@0 HA re@3 H9 HK HQ", *GAME_A[1:]]
    # kneipe: (won + unter 90) x2 x2 = 8, plus the Sonderpunkte net 1
    assert result(_game_a(KNEIPE, tricks)).points == (-9, 9, -9, 9)
    # ddv: won 1 + unter 90 1 + Re 2 + Kontra 2 = 6, plus 1
    assert result(_game_a(DDV_ARMUT, tricks)).points == (-7, 7, -7, 7)
    no90 = ["0: HA no90@1 H9 HK HQ", *GAME_A[1:]]
    # Re says keine 90 with 11 cards (the Re implied): kneipe (1 + 1 + 1) x2 + 1 = 7
    assert result(_game_a(KNEIPE, no90)).points == (-7, 7, -7, 7)
    # ddv: 1 + 1 + Re 2 + keine 90 1 = 5, plus 1
    assert result(_game_a(DDV_ARMUT, no90)).points == (-6, 6, -6, 6)


# Game B (seed 000 variant 3): player 2 gives SJ D9 DK and both Füchse, these face up;
# player 3 declines, player 0 takes and returns CK CK C9 SK SK. Kontra wins 166 to 74.
GAME_B = [
    "1: HT HA D9 D9",  # Kontra 21
    "1: CQ HA HQ DT",  # Kontra 27
    "1: SQ CA DQ DT",  # Kontra 27
    "1: HQ CA CJ DA",  # Kontra 27, Fuchs
    "1: DQ CT HT DA",  # Kontra 34, Fuchs
    "3: CQ SJ CJ CT",  # Kontra 17
    "3: SQ SJ DK CK",  # Kontra 13
    "3: SA HJ S9 SK",  # Re 17
    "0: HJ H9 HK HK",  # Re 10
    "0: DJ S9 CK ST",  # Re 16
    "0: DJ H9 C9 ST",  # Re 12
    "0: DK C9 SK SA",  # Re 19
]
GAME_B_RULES = KNEIPE.replace(poverty_foxes_count=False, poverty_foxes_face_up=True)
GAME_B_DEALT = before_exchange(
    deal_from_tricks(GAME_B), poor=2, taker=0, given="DA DA SJ D9 DK", returned="CK CK C9 SK SK"
)


def _game_b(tricks: list[str]) -> State:
    state = start(GAME_B_DEALT, GAME_B_RULES, first=1, claims={2: "armut"})
    assert state.poverty is not None and names(state.poverty.face_up) == "DA DA"
    state = poverty(state, taker=0, returned="CK CK C9 SK SK")
    assert state.poverty is not None and state.poverty.declined == (3,)
    assert state.re == (True, False, True, False)
    return play_tricks(state, tricks)


def test_game_b_kontra_wins_against_the_armut() -> None:
    assert not may_declare_poverty(KNEIPE, GAME_B_DEALT[2])  # five trumps when foxes count
    res = result(_game_b(GAME_B))
    assert res.augen == {"re": 74, "kontra": 166} and res.winner == "kontra"
    # won 1 + Re under 90 1 + gegen die Alten (a game point in kneipe) 1 = 3, two Füchse 2
    assert res.points == (-5, 5, -5, 5)
    assert ("gegen_die_alten", "kontra", 1) in [(ln.item, ln.party, ln.points) for ln in res.lines]


def test_game_b_with_kontra_doubles_the_game_points_only() -> None:
    tricks = ["1: HT HA kontra@3 D9 D9", *GAME_B[1:]]
    res = result(_game_b(tricks))
    assert res.points == (-8, 8, -8, 8)  # 3 x2 + 2 Füchse
    as_sonderpunkt = GAME_B_RULES.replace(gegen_die_alten="sonderpunkt")
    state = start(GAME_B_DEALT, as_sonderpunkt, first=1, claims={2: "armut"})
    state = play_tricks(poverty(state, taker=0, returned="CK CK C9 SK SK"), tricks)
    assert result(state).points == (-7, 7, -7, 7)  # (1 + 1) x2 + Alten 1 + Füchse 2


# Game C (vowi): player 3 holds no trump at all, player 0 declines, player 1 takes and
# returns nothing. Re says Re, Kontra replies late; the second Dulle beats the first.
GAME_C = [
    "2: re@1 HK HA H9 DJ",  # Re 17
    "1: CQ D9 CA D9",  # Re 14
    "1: SQ kontra@2 DK CA DK",  # Re 22
    "1: SQ DT CT DT",  # Re 33
    "1: HQ DJ CT DA",  # Re 26, Kontra's Fuchs
    "1: HQ HJ CK HJ",  # Re 11
    "1: DQ SJ CK SJ",  # Re 11
    "1: DA C9 HA CQ",  # Kontra 25, Re's Fuchs
    "0: HT HT SK SA",  # Re 35, Dulle gefangen
    "1: DQ S9 ST C9",  # Re 13
    "1: CJ HK ST SK",  # Re 20
    "1: CJ H9 SA S9",  # Re 13, Karlchen
]


def test_game_c_armut_without_trumps_scored_under_vowi() -> None:
    hands = deal_from_tricks(GAME_C)
    assert not any(order_for("normal").trump[c] for c in hands[3])
    state = start(hands, VOWI, first=2, claims={3: "armut"})
    state = poverty(state, taker=1)
    assert state.phase == Phase.PLAY and state.leader == 2
    for seat in range(4):
        assert public(state, seat).return_info is False
    state = play_tricks(state, GAME_C)
    assert late(state) == (False, True)
    res = result(state)
    assert res.augen == {"re": 215, "kontra": 25} and res.winner == "re"
    # (won + unter 90/60/30) x2 x2 = 16; Füchse cancel, Dulle gefangen 1, Karlchen 1
    assert res.points == (-18, 18, -18, 18)
    # a late Kontra bars Kontra's Absagen
    with pytest.raises(IllegalAction) as err:
        play_tricks(poverty(start(hands, VOWI, first=2, claims={3: "armut"}), taker=1),
                    [*GAME_C[:3], "1: SQ no90@0 DT CT DT"])
    assert err.value.code == "absage_after_late_reply"


@pytest.mark.parametrize("game", ["a", "b", "c"])
def test_armut_games_survive_a_record_round_trip(game: str) -> None:
    if game == "a":
        state = _game_a(KNEIPE)
    elif game == "b":
        state = _game_b(GAME_B)
    else:
        state = play_tricks(
            poverty(start(deal_from_tricks(GAME_C), VOWI, first=2, claims={3: "armut"}), 1),
            GAME_C,
        )
    record = GameRecord.from_state(state)
    again = loads(record.dumps()).finished()
    assert again == state
    assert result(again) == result(state)
