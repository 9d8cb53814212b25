"""Schweine and Superschweine (RULES.md 14.1, 14.2) and the picture solos (14.6): the trump
orders with and without nines, under every Dulle rule and ``schweine_first_dulle_wins``, the
worked examples, when and from which seat each may be said, the Schweine round before the
first card, the games that have them, what the table sees and what the records write."""

from __future__ import annotations

import pytest
from test_support import build_deal, cards, finished, play_out, play_tricks, start

from dokodesk.engine.cards import AUGEN, DA, HT, NINE, Card, card_name, rank_of
from dokodesk.engine.errors import IllegalAction, RecordError
from dokodesk.engine.game import (
    Announce,
    Contract,
    ContractKind,
    Phase,
    Pig,
    PigKind,
    Pigs,
    Play,
    PovertyReply,
    Return,
    State,
    apply,
    contract_order,
    dulle_second,
    legal_actions,
    optional_actions,
    schweine_cards,
)
from dokodesk.engine.order import order_for, trick_winner, why_wins
from dokodesk.engine.rules import CHOICES, Rules, preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import view
from dokodesk.persistence.record import GameRecord, loads, record_from_json

SCHWEINE, SUPER = PigKind.SCHWEINE, PigKind.SUPERSCHWEINE
PUB = preset("kneipe_plus")
"""Schweine at the start, in Farbsoli the trump aces, in an Armut too."""
NORMAL = Contract(ContractKind.NORMAL)


def solo(kind: str) -> Contract:
    return Contract(ContractKind.SOLO, 0, kind)


def trumps(contract: Contract, rules: Rules, superschweine: bool = False) -> str:
    """The trump order of ``contract`` with its Schweine (and Superschweine) announced."""
    found = schweine_cards(rules, contract)
    assert found is not None
    pig, super_card = found
    pigs = [Pig(0, SCHWEINE, pig, 0)]
    if superschweine:
        assert super_card is not None
        pigs.append(Pig(1, SUPER, super_card, 0))
    order = contract_order(contract, tuple(pigs))
    return " ".join(card_name(c) for c in order.trumps if rules.with_nines or rank_of(c) != NINE)


# ---------------------------------------------------------------------------------------------
# The orders of 14.1, 14.2 and 14.6

QUEENS_JACKS = "CQ SQ HQ DQ CJ SJ HJ DJ"


@pytest.mark.parametrize(("contract", "rules", "expected"), [
    (NORMAL, PUB, f"DA HT {QUEENS_JACKS} DT DK D9"),
    (NORMAL, PUB.replace(with_nines=False, schmeissen={}), f"DA HT {QUEENS_JACKS} DT DK"),
    (solo("karo"), PUB, f"DA HT {QUEENS_JACKS} DT DK D9"),
    (solo("kreuz"), PUB, f"CA HT {QUEENS_JACKS} CT CK C9"),
    (solo("pik"), PUB, f"SA HT {QUEENS_JACKS} ST SK S9"),
    (solo("herz"), PUB, f"HA HT {QUEENS_JACKS} HK H9"),
    (solo("herz"), PUB.replace(with_nines=False, schmeissen={}), f"HA HT {QUEENS_JACKS} HK"),
    (solo("kreuz"), PUB.replace(schweine_in_solo="diamond_aces"),
     f"DA HT {QUEENS_JACKS} CA CT CK C9"),
    (solo("herz"), PUB.replace(schweine_in_solo="diamond_aces"), f"DA HT {QUEENS_JACKS} HA HK H9"),
    (Contract(ContractKind.HOCHZEIT, 0), PUB, f"DA HT {QUEENS_JACKS} DT DK D9"),
    (Contract(ContractKind.STILLE_HOCHZEIT, 0, "karo"), PUB, f"DA HT {QUEENS_JACKS} DT DK D9"),
    (Contract(ContractKind.ARMUT, 0), PUB, f"DA HT {QUEENS_JACKS} DT DK D9"),
])
def test_schweine_top_the_trumps(contract: Contract, rules: Rules, expected: str) -> None:
    assert trumps(contract, rules) == expected


def test_diamond_aces_leave_plain_karo_in_a_suit_solo() -> None:
    rules = PUB.replace(schweine_in_solo="diamond_aces")
    pig = schweine_cards(rules, solo("kreuz"))
    assert pig is not None
    order = contract_order(solo("kreuz"), (Pig(0, SCHWEINE, pig[0], 0),))
    assert len(order.trumps) * 2 == 28
    assert [card_name(c) for c in order.plain_order(3)] == ["DT", "DK", "D9"]
    herz = contract_order(solo("herz"), (Pig(0, SCHWEINE, pig[0], 0),))
    assert len(herz.trumps) * 2 == 26


@pytest.mark.parametrize(("contract", "rules", "expected"), [
    (NORMAL, PUB.replace(superschweine="nines"), f"D9 DA HT {QUEENS_JACKS} DT DK"),
    (NORMAL, PUB.replace(superschweine="nines", with_nines=False, schmeissen={}),
     f"DK DA HT {QUEENS_JACKS} DT"),
    (NORMAL, PUB.replace(superschweine="tens"), f"DT DA HT {QUEENS_JACKS} DK D9"),
    (solo("kreuz"), PUB.replace(superschweine="nines"), f"C9 CA HT {QUEENS_JACKS} CT CK"),
    (solo("karo"), PUB.replace(superschweine="tens", schweine_in_solo="diamond_aces"),
     f"DT DA HT {QUEENS_JACKS} DK D9"),
])
def test_superschweine_top_the_schweine(contract: Contract, rules: Rules, expected: str) -> None:
    assert trumps(contract, rules, superschweine=True) == expected


@pytest.mark.parametrize(("contract", "rules"), [
    (solo("herz"), PUB.replace(superschweine="tens")),  # the ten of hearts is a Dulle there
    (solo("kreuz"), PUB.replace(superschweine="nines", schweine_in_solo="diamond_aces")),
])
def test_no_superschweine_in_these_games(contract: Contract, rules: Rules) -> None:
    found = schweine_cards(rules, contract)
    assert found is not None and found[1] is None


@pytest.mark.parametrize(("contract", "rules"), [
    (solo("damen"), PUB), (solo("buben"), PUB), (solo("fleischloser"), PUB),
    (solo("koehler"), PUB), (solo("koenige"), PUB), (solo("kreuz"),
                                                      PUB.replace(schweine_in_solo="none")),
    (Contract(ContractKind.ARMUT, 0), PUB.replace(schweine_in_armut=False)),
    (NORMAL, preset("kneipe")),
])
def test_games_without_schweine(contract: Contract, rules: Rules) -> None:
    assert schweine_cards(rules, contract) is None


@pytest.mark.parametrize(("kind", "expected", "hearts"), [
    ("koenige", "CK SK HK DK", "HA HT HQ HJ H9"),
    ("damen_buben", QUEENS_JACKS, "HA HT HK H9"),
    ("koenige_damen", "CK SK HK DK CQ SQ HQ DQ", "HA HT HJ H9"),
    ("koenige_buben", "CK SK HK DK CJ SJ HJ DJ", "HA HT HQ H9"),
    ("koehler", f"CK SK HK DK {QUEENS_JACKS}", "HA HT H9"),
])
def test_the_picture_solos(kind: str, expected: str, hearts: str) -> None:
    order = order_for(kind)
    assert " ".join(card_name(c) for c in order.trumps) == expected
    assert " ".join(card_name(c) for c in order.plain_order(2)) == hearts
    assert not order.dulle


def test_picture_solo_examples() -> None:
    # koehler, S4 soloist: S1 HA, S2 HT, S3 H9, S4 DJ (void in hearts): index 3, 23 Augen
    trick = cards("HA HT H9 DJ")
    assert trick_winner(order_for("koehler"), trick, second_dulle=False) == 3
    assert sum(AUGEN[c] for c in trick) == 23
    # koenige: S1 SA, S2 SQ, S3 ST, S4 SJ: index 0 (queen and jack are plain)
    assert trick_winner(order_for("koenige"), cards("SA SQ ST SJ"), second_dulle=False) == 0


# ---------------------------------------------------------------------------------------------
# The worked examples of 14.1 and 14.2


@pytest.mark.parametrize("dulle_rule", CHOICES["dulle_rule"])
def test_example_1_schweine_beat_both_dullen(dulle_rule: str) -> None:
    trick = cards("HT DA CQ HT")
    rules = PUB.replace(dulle_rule=dulle_rule)
    pigs = (Pig(1, SCHWEINE, DA, 0),)
    assert trick_winner(contract_order(NORMAL, pigs), trick, dulle_second(rules, pigs, 0)) == 1
    assert sum(AUGEN[c] for c in trick) == 34
    plain = trick_winner(order_for("normal"), trick, dulle_second(rules, (), 0))
    assert plain == (0 if dulle_rule == "first_beats_second" else 3)


def test_example_2_schweine_of_an_opponent_in_a_kreuz_solo() -> None:
    pigs = (Pig(2, SCHWEINE, cards("CA")[0], 0),)
    assert trick_winner(contract_order(solo("kreuz"), pigs), cards("HT CQ CA C9"), False) == 2


def test_example_superschweine_beat_schweine() -> None:
    pigs = (Pig(1, SCHWEINE, DA, 0), Pig(3, SUPER, cards("D9")[0], 0))
    trick = cards("HT DA DT D9")
    assert trick_winner(contract_order(NORMAL, pigs), trick, False) == 3
    assert sum(AUGEN[c] for c in trick) == 31


@pytest.mark.parametrize("dulle_rule", ["second_beats_first",
                                        "second_beats_first_except_last_trick"])
def test_with_schweine_the_first_dulle_may_win(dulle_rule: str) -> None:
    rules = PUB.replace(dulle_rule=dulle_rule, schweine_first_dulle_wins=True)
    pigs = (Pig(1, SCHWEINE, DA, 2),)
    order = contract_order(NORMAL, pigs)
    trick = cards("HT C9 HT CK")
    assert trick_winner(order, trick, dulle_second(rules, pigs, 2)) == 0
    assert why_wins(order, trick, dulle_rule, False, schweine_first=True) == (
        "first_dulle_schweine")
    # before the Schweine were said (trick 2) the rule was as always
    assert trick_winner(order, trick, dulle_second(rules, pigs, 1)) == 2
    assert trick_winner(order, trick, dulle_second(rules.replace(
        schweine_first_dulle_wins=False), pigs, 2)) == 2


# ---------------------------------------------------------------------------------------------
# Saying them in the game

# player 1 holds both Füchse, player 3 both Karo-Neunen, player 2 both Kreuz-Damen would be a
# Hochzeit: keep the Kreuz-Damen apart
HANDS = build_deal({0: "CQ HT SA", 1: "DA DA CQ", 2: "DJ DJ", 3: "D9 D9 HT"}, seed=3)


def round_of(rules: Rules, first: int = 0) -> State:
    state = start(HANDS, rules, first=first)
    assert state.phase is Phase.SCHWEINE and state.to_act == first
    return state


def test_the_schweine_round_asks_every_seat_from_the_leader() -> None:
    state = round_of(PUB, first=2)
    asked = []
    while state.phase is Phase.SCHWEINE:
        asked.append(state.to_act)
        options = legal_actions(state)
        holder = state.to_act == 1
        assert options == ((Pigs(1, SCHWEINE), Pigs(1, SCHWEINE, False)) if holder
                           else (Pigs(state.to_act, SCHWEINE, False),))
        assert legal_actions(state, (state.to_act + 1) % 4) == ()
        state = apply(state, Pigs(state.to_act, SCHWEINE, False))
    assert asked == [2, 3, 0, 1]
    assert state.phase is Phase.PLAY and state.to_act == 2 and state.pigs == ()
    assert state.order == order_for("normal")


def test_a_seat_without_both_foxes_can_only_say_no() -> None:
    state = round_of(PUB)
    with pytest.raises(IllegalAction) as err:
        apply(state, Pigs(0, SCHWEINE))
    assert err.value.code == "pigs_not_held"
    with pytest.raises(IllegalAction) as err:
        apply(state, Pigs(1, SCHWEINE))
    assert err.value.code == "not_your_turn"
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce(0, 1))
    assert err.value.code == "announce_wrong_phase"


def test_a_yes_ends_the_round_and_moves_the_foxes_up() -> None:
    state = apply(round_of(PUB), Pigs(0, SCHWEINE, False))
    state = apply(state, Pigs(1, SCHWEINE))
    assert state.phase is Phase.PLAY and state.to_act == 0
    assert state.pigs == (Pig(1, SCHWEINE, DA, 0),)
    assert state.order.trumps[0] == DA
    # public: every seat sees who holds them
    assert all(view(state, p).pigs == state.pigs for p in range(4))
    assert view(state, 0).order.trumps[0] == DA
    # no more Schweine during the play when they are said at the start
    assert not any(isinstance(a, Pigs) for p in range(4) for a in optional_actions(state, p))


def test_not_after_the_round_when_they_are_said_at_the_start() -> None:
    """Under ``at_start`` a holder who said no in the round cannot say them later, neither
    before the first card nor after it, and a record saying them after the first card is
    refused (before it, a record's yes is the answer in the round)."""
    state = round_of(PUB)
    while state.phase is Phase.SCHWEINE:
        state = apply(state, Pigs(state.to_act, SCHWEINE, False))
    played = apply(state, legal_actions(state)[0])
    for moment in (state, played):  # before and after the first card
        assert Pigs(1, SCHWEINE) not in legal_actions(moment, 1)
        with pytest.raises(IllegalAction) as err:
            apply(moment, Pigs(1, SCHWEINE))
        assert err.value.code == "pigs_wrong_time"
    record = GameRecord.from_state(played, dealer=3).to_json()
    record["actions"].append({"seat": 1, "announce": "schweine"})
    with pytest.raises(RecordError) as refused:
        record_from_json(record)
    assert refused.value.details["index"] == len(record["actions"])


def test_superschweine_get_a_round_of_their_own() -> None:
    rules = PUB.replace(superschweine="nines")
    state = apply(round_of(rules), Pigs(0, SCHWEINE, False))
    state = apply(state, Pigs(1, SCHWEINE))
    assert state.phase is Phase.SCHWEINE and state.to_act == 0
    assert legal_actions(state) == (Pigs(0, SUPER, False),)
    state = apply(state, Pigs(0, SUPER, False))
    assert legal_actions(state) == (Pigs(1, SUPER, False),)
    state = apply(apply(state, Pigs(1, SUPER, False)), Pigs(2, SUPER, False))
    assert legal_actions(state) == (Pigs(3, SUPER), Pigs(3, SUPER, False))
    state = apply(state, Pigs(3, SUPER))
    assert state.phase is Phase.PLAY
    assert [card_name(c) for c in state.order.trumps[:3]] == ["D9", "DA", "HT"]


def test_superschweine_in_the_hand_of_the_schweine() -> None:
    hands = build_deal({1: "DA DA D9 D9 CQ", 0: "CQ"}, seed=4)
    for same in (False, True):
        rules = PUB.replace(superschweine="nines", superschweine_same_holder=same)
        state = start(hands, rules, first=1)
        state = apply(state, Pigs(1, SCHWEINE))
        assert (Pigs(1, SUPER) in legal_actions(state)) == same
        if not same:
            with pytest.raises(IllegalAction) as err:
                apply(state, Pigs(1, SUPER))
            assert err.value.code == "superschweine_same_holder"


def test_the_record_keeps_only_the_yes() -> None:
    rules = PUB.replace(superschweine="nines")
    state = apply(round_of(rules, first=3), Pigs(3, SCHWEINE, False))
    state = apply(apply(state, Pigs(0, SCHWEINE, False)), Pigs(1, SCHWEINE))
    while state.phase is Phase.SCHWEINE:
        state = apply(state, Pigs(state.to_act, SUPER, state.to_act == 3))
    final = play_out(state)
    record = GameRecord.from_state(final, dealer=2)
    pig_entries = [a for a in record.actions if "announce" in a]
    assert pig_entries == [{"seat": 1, "announce": "schweine"},
                           {"seat": 3, "announce": "superschweine"}]
    again = loads(record.dumps()).finished()
    assert again == final and result(again) == result(final)


def test_said_before_the_first_fox_from_any_seat() -> None:
    rules = PUB.replace(schweine="before_first_played", superschweine="nines")
    state = start(HANDS, rules, first=0)
    assert state.phase is Phase.PLAY
    assert Pigs(1, SCHWEINE) in optional_actions(state, 1)  # not his turn: it may be said
    assert Pigs(3, SUPER) not in optional_actions(state, 3)  # only after the Schweine
    state = apply(state, Pigs(1, SCHWEINE))
    assert state.pigs == (Pig(1, SCHWEINE, DA, 0),)
    assert optional_actions(state, 3)[-1] == Pigs(3, SUPER)
    with pytest.raises(IllegalAction) as err:
        apply(state, Pigs(1, SCHWEINE))
    assert err.value.code == "pigs_said"


def test_not_said_before_the_first_fox_is_played() -> None:
    rules = PUB.replace(schweine="before_first_played")
    hands = build_deal({0: "DA DA CQ SA", 1: "CQ S9", 2: "S9", 3: "SK"}, seed=8)
    state = start(hands, rules, first=0)
    state = play_tricks(state, ["0: DA"])
    assert not any(isinstance(a, Pigs) for a in optional_actions(state, 0))
    with pytest.raises(IllegalAction) as err:
        apply(state, Pigs(0, SCHWEINE))
    assert err.value.code == "pigs_not_held"


# second_after_first_home: player 0 holds both Füchse; trick 1 his party wins (he himself),
# so he may say Schwein; the second Fuchs alone becomes a Schwein
SECOND = PUB.replace(schweine="second_after_first_home")


def second_game(second_card: str) -> State:
    hands = build_deal({0: "DA DA SA CQ", 1: f"{second_card} S9", 2: "DK S9", 3: "DT SK"},
                       seed=6)
    return start(hands, SECOND, first=0)


def test_the_second_schwein_after_the_first_came_home() -> None:
    state = second_game("D9")
    state = play_tricks(state, ["0: DA D9 DK DT"])  # the Fuchs wins for player 0
    assert state.tricks[0].winner == 0 and state.came_home == 0
    assert Pigs(0, SCHWEINE) in optional_actions(state, 0)
    state = apply(state, Pigs(0, SCHWEINE))
    assert state.pigs == (Pig(0, SCHWEINE, DA, 1),)
    assert state.order.trumps[0] == DA
    assert state.order_at(0).trumps[0] == HT  # trick 1 was played in the normal order
    assert view(state, 2).partners == ()  # he won it himself: nothing to link


def test_no_schwein_when_the_first_fox_was_lost() -> None:
    state = second_game("HT")
    state = play_tricks(state, ["0: DA HT DK DT"])
    assert state.tricks[0].winner == 1 and state.re[0] != state.re[1]
    assert state.came_home is None
    with pytest.raises(IllegalAction) as err:
        apply(state, Pigs(0, SCHWEINE))
    assert err.value.code == "schwein_not_home"


def test_the_schwein_links_its_holder_and_the_winner() -> None:
    hands = build_deal({0: "DA DA SA CQ", 2: "HT CQ S9", 1: "D9 S9", 3: "DK SK"}, seed=6)
    state = start(hands, SECOND, first=0)
    state = play_tricks(state, ["0: DA D9 HT DK"])  # the partner's Dulle brings the Fuchs home
    assert state.came_home == 0 and state.re[0] and state.re[2]
    state = apply(state, Pigs(0, SCHWEINE))
    seen = view(state, 1)
    assert seen.partners == ((0, 2),)
    assert seen.parties[0] is None and seen.parties[2] is None
    # the first Fuchs came home and the second is a Schwein: no Fuchs is ever caught
    res = result(play_out(state))
    assert all(ln.item != "fuchs_gefangen" for ln in res.lines)


def test_schweine_after_the_armut_exchange() -> None:
    # player 0 is poor and gives both Füchse; player 2 takes and keeps them
    hands = build_deal({0: "DA DA SA SA CA CA HA HA S9 S9 C9 H9", 1: "CQ", 2: "CQ HT HT"},
                       seed=2)
    state = start(hands, PUB, first=0, claims={0: "armut"})
    assert state.phase is Phase.POVERTY_OFFER
    state = exchange(state)
    assert state.phase is Phase.SCHWEINE
    while state.to_act != 2:
        state = apply(state, Pigs(state.to_act, SCHWEINE, False))
    state = apply(state, Pigs(2, SCHWEINE))
    assert state.pigs[0].player == 2 and state.phase is Phase.PLAY
    without = start(hands, PUB.replace(schweine_in_armut=False), first=0, claims={0: "armut"})
    assert exchange(without).phase is Phase.PLAY


def exchange(state: State) -> State:
    """Player 1 declines the Armut, player 2 takes it and gives back two Dullen."""
    state = apply(apply(state, PovertyReply(1, False)), PovertyReply(2, True))
    for _ in range(2):
        state = apply(state, Return(2, HT))
    return state


def test_no_schweine_round_in_a_queens_solo() -> None:
    state = start(HANDS, PUB, first=0, claims={2: "damen"})
    assert state.phase is Phase.PLAY and state.contract is not None
    assert state.contract.solo == "damen"


def test_a_hochzeit_turned_karo_solo_keeps_its_schweine() -> None:
    rules = PUB.replace(schweine_in_solo="none")
    hands = build_deal({0: "CQ CQ DA DA HT HT"}, seed=9)
    state = start(hands, rules, first=0, claims={0: "hochzeit"})
    state = apply(state, Pigs(0, SCHWEINE))
    for card in ("HT", "HT", "DA"):  # the Hochzeiter wins the first three tricks
        state = apply(state, Play(0, cards(card)[0]))
        for _ in range(3):
            state = apply(state, Play(state.to_act, legal(state)[0]))
    assert state.clarified == 3 and state.soloist == 0
    assert state.order.trumps[0] == DA


@pytest.mark.parametrize(("pigs", "caught"), [((), 1), ((Pig(0, SCHWEINE, DA, 0),), 0)])
def test_a_schwein_is_no_fuchs(pigs: tuple[Pig, ...], caught: int) -> None:
    """Kontra wins a trick with the Re player's DA in it: a Fuchs caught, unless it was a
    Schwein (then a Superschwein took it)."""
    state = finished(PUB, (0, 2), 130, 8, special=[(0, "DA D9 S9 SK", 1)])
    res = result(state._replace(pigs=pigs))
    assert sum(ln.points for ln in res.lines if ln.item == "fuchs_gefangen") == caught


def legal(state: State, player: int | None = None) -> list[Card]:
    """The cards the player to act may play, lowest first."""
    return sorted(a.card for a in legal_actions(state, player) if isinstance(a, Play))
