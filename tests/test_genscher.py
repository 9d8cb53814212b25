"""The Genscher (RULES.md 14.3): who may choose a partner and when, the new parties, the
announcements kept and voided, the silent Hochzeit it ends, what the table sees, the worked
example and the record form."""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_support import build_deal, cards, finished, play_out, play_tricks, start

from dokodesk.engine.cards import DK
from dokodesk.engine.errors import IllegalAction, RecordError
from dokodesk.engine.game import (
    Announce,
    Announcement,
    ContractKind,
    Genscher,
    Phase,
    PigKind,
    Pigs,
    Play,
    PovertyReply,
    Return,
    State,
    apply,
    genscher_partners,
    legal_actions,
)
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.engine.view import view
from dokodesk.persistence.record import GameRecord, loads, record_from_json

RULES = preset("ddv").replace(genscher=True, sonderpunkte=[])
# S1 (player 0) and S3 (player 2) hold the Kreuz-Damen, S2 (player 1) both Karo-Könige;
# S2 wins trick 3 and leads trick 4 with his first Karo-König
TRICKS = ["0: CA C9 C9 CK", "0: SA S9 S9 SK", "0: H9 HA HK H9"]
HANDS = build_deal({0: "CQ CA SA H9", 1: "DK DK C9 S9 HA", 2: "CQ C9 S9 HK", 3: "CK SK H9"},
                   seed=21)


def before_the_genscher() -> State:
    state = start(HANDS, RULES, first=0)
    state = apply(apply(state, Announce(0, 2)), Announce(1, 1))  # Re, keine 90; Kontra
    state = play_tricks(state, TRICKS)
    assert state.to_act == 1 and state.re == (True, False, True, False)
    return state


def test_the_worked_example() -> None:
    state = before_the_genscher()
    assert genscher_partners(state, 1) == (0, 2, 3)
    assert {Play(1, DK, q) for q in (0, 2, 3)} <= set(legal_actions(state))
    state = apply(state, Play(1, DK, 0))
    assert state.re == (True, True, False, False)
    assert state.genscher == Genscher(1, 0, 3)
    assert state.levels == (1, 0)  # keine 90 is void, Re is announced, Kontra is not
    assert state.announcements == (Announcement(0, 1, "re", 12), Announcement(1, 1, "re", 12))
    # the parties are public
    assert view(state, 3).parties == ("re", "re", "kontra", "kontra")
    # Re makes 150: won 1 + Re announced 2 = 3
    res = result(finished(RULES, (0, 1), 150, 8, levels=state.levels))
    assert res.winner == "re" and res.points == (3, 3, -3, -3)


def test_only_the_first_karo_koenig_offers_it() -> None:
    state = apply(before_the_genscher(), Play(1, DK))  # no partner named: no Genscher
    assert state.genscher is None and state.re == (True, False, True, False)
    assert state.hands[1].count(DK) == 1
    while state.to_act != 1:
        state = apply(state, Play(state.to_act, lowest(state)))
    assert genscher_partners(state, 1) == ()
    assert all(a.partner is None for a in legal_actions(state) if isinstance(a, Play))


def test_a_partner_must_be_one_of_the_others() -> None:
    state = before_the_genscher()
    for wrong in (1, 4):
        with pytest.raises(IllegalAction) as err:
            apply(state, Play(1, DK, wrong))
        assert err.value.code == "genscher_no_such_partner"
    other = next(c for c in state.hands[1] if c != DK)
    with pytest.raises(IllegalAction) as err:
        apply(state, Play(1, other, 0))
    assert err.value.code == "genscher_needs_both_kings"


def lowest(state: State) -> int:
    """The lowest-numbered card the player to act may play."""
    return min(a.card for a in legal_actions(state) if isinstance(a, Play))


def test_not_without_the_option() -> None:
    state = start(HANDS, RULES.replace(genscher=False), first=0)
    state = play_tricks(state, TRICKS)
    assert genscher_partners(state, 1) == ()
    with pytest.raises(IllegalAction) as err:
        apply(state, Play(1, DK, 0))
    assert err.value.code == "option_off"


def test_naming_the_partner_he_has_still_voids_the_absagen() -> None:
    hands = build_deal({0: "CQ CA SA H9", 1: "DK DK C9 S9 HA CQ", 2: "C9 S9 HK", 3: "CK SK H9"},
                       seed=21)
    state = start(hands, RULES, first=0)
    state = apply(state, Announce(1, 2))  # player 1 is Re with player 0: Re, keine 90
    state = play_tricks(state, TRICKS)
    state = apply(state, Play(1, DK, 0))
    assert state.re == (True, True, False, False) and state.levels == (1, 0)


def test_further_announcements_follow_the_cards_in_hand() -> None:
    state = apply(before_the_genscher(), Play(1, DK, 2))
    assert state.re == (False, True, True, False) and state.levels == (1, 1)
    # both Erstansagen stand (made with 12 cards); keine 90 needs 10 cards, they hold 8-9
    assert not any(isinstance(a, Announce) for p in range(4) for a in legal_actions(state, p))


def genscher_after_a_late_kontra(partner: int) -> State:
    """Player 0 says Re with 12 cards; in trick 2 player 1 says Kontra too late for an
    Erstansage (a reply, with 10 cards) and then player 2, who has not played in that trick,
    says keine 90 with 11 cards; in trick 3 player 1 names ``partner`` with his first
    Karo-König. Every kept announcement is a Re or Kontra of its speaker's new party."""
    hands = build_deal({0: "CQ CA SA DJ", 1: "DK DK C9 S9", 2: "CQ C9 S9", 3: "CK SK"}, seed=5)
    state = apply(start(hands, RULES, first=0), Announce(0, 1))
    state = play_tricks(state, ["0: CA C9 C9 CK"])
    for action in (Play(0, cards("SA")[0]), Play(1, cards("S9")[0]), Announce(1, 1),
                   Announce(2, 2), Play(2, cards("S9")[0]), Play(3, cards("SK")[0]),
                   Play(0, cards("DJ")[0]), Play(1, DK, partner)):
        state = apply(state, action)
    return state


def test_the_new_party_may_make_absagen_where_one_kept_re_was_in_time() -> None:
    """RULES.md 14.3: the Absagen of a party rebuilt by a Genscher are allowed where any Re or
    Kontra kept for it was in time as an Erstansage, though the earliest one was a late
    reply."""
    state = genscher_after_a_late_kontra(partner=2)
    assert state.re == (False, True, True, False)
    kept = {a.player: a.cards_in_hand for a in state.announcements if a.party == "re"}
    assert kept == {1: 10, 2: 11}
    assert Announce(2, 2) in legal_actions(state, 2)  # 10 cards: in time for keine 90
    assert apply(state, Announce(2, 2)).levels == (2, 1)


def test_no_absagen_where_every_kept_re_was_a_late_reply() -> None:
    state = genscher_after_a_late_kontra(partner=3)
    assert [(a.player, a.party) for a in state.announcements] == [
        (0, "kontra"), (1, "re"), (2, "kontra")]
    assert not any(isinstance(a, Announce) for a in legal_actions(state, 3))
    with pytest.raises(IllegalAction) as err:
        apply(state, Announce(3, 2))
    assert err.value.code == "absage_after_late_reply"


def test_not_in_a_solo_or_an_armut() -> None:
    solo = start(HANDS, RULES, first=1, claims={1: "kreuz"})
    assert solo.to_act == 1 and DK in solo.hands[1]
    assert genscher_partners(solo, 1) == ()
    poor = build_deal({0: "DK DK SA SA CA CA HA HA S9 S9 C9 H9", 1: "CQ", 2: "CQ"}, seed=2)
    rules = RULES.replace(poverty=True, reservation_order=["pflichtsolo", "lustsolo", "armut",
                                                           "hochzeit"])
    state = start(poor, rules, first=2, claims={0: "armut"})
    state = apply(apply(state, PovertyReply(1, False)), PovertyReply(2, True))
    for card in [c for c in state.hands[2] if c != DK][:2]:
        state = apply(state, Return(2, card))
    assert state.phase is Phase.PLAY and state.to_act == 2 and state.hands[2].count(DK) == 2
    assert state.contract is not None and state.contract.kind is ContractKind.ARMUT
    assert genscher_partners(state, 2) == ()


def test_in_a_hochzeit_only_after_the_clarifying_trick() -> None:
    hands = build_deal({0: "CQ CQ CK", 1: "C9 DK DK", 2: "CA D9", 3: "C9"}, seed=5)
    state = start(hands, RULES, first=1, claims={0: "hochzeit"})
    assert state.open_hochzeit and state.to_act == 1
    assert genscher_partners(state, 1) == ()
    state = play_tricks(state, ["1: C9 CA C9 CK"])
    assert state.clarified == 1 and state.re == (True, False, True, False)
    state = apply(state, Play(2, cards("D9")[0]))
    while state.to_act != 1:
        state = apply(state, Play(state.to_act, lowest(state)))
    assert genscher_partners(state, 1) == (0, 2, 3)


def test_the_silent_hochzeit_ends_with_a_genscher_by_another_player() -> None:
    hands = build_deal({0: "CQ CQ", 1: "DK DK"}, seed=14)
    state = start(hands, RULES, first=1)
    assert state.contract is not None and state.contract.kind is ContractKind.STILLE_HOCHZEIT
    assert state.soloist == 0 and view(state, 1).contract.kind is ContractKind.NORMAL
    assert genscher_partners(state, 1) == (0, 2, 3)
    state = apply(state, Play(1, DK, 3))
    assert state.soloist is None and state.re == (False, True, False, True)
    assert view(state, 2).contract.kind is ContractKind.STILLE_HOCHZEIT  # shown now
    res = result(play_out(state))
    assert res.soloist is None and sum(res.points) == 0
    assert res.points[1] == res.points[3] == -res.points[0]


def test_the_silent_hochzeiter_may_not() -> None:
    hands = build_deal({0: "CQ CQ DK DK"}, seed=14)
    state = start(hands, RULES, first=0)
    assert state.soloist == 0 and genscher_partners(state, 0) == ()


def test_not_when_the_karo_koenige_are_superschweine() -> None:
    rules = preset("kneipe_plus").replace(with_nines=False, schmeissen={},
                                          superschweine="nines", genscher=True)
    hands = build_deal({0: "DA DA CQ", 1: "DK DK", 2: "CQ"}, with_nines=False, seed=3)
    state = start(hands, rules, first=1)
    while state.phase is Phase.SCHWEINE:
        kind = PigKind.SUPERSCHWEINE if state.pigs else PigKind.SCHWEINE
        holder = 1 if state.pigs else 0
        state = apply(state, Pigs(state.to_act, kind, state.to_act == holder))
    assert [p.card for p in state.pigs] == [cards("DA")[0], DK]
    assert genscher_partners(state, 1) == ()


def test_the_record_form() -> None:
    state = apply(before_the_genscher(), Play(1, DK, 0))
    final = play_out(state)
    record = GameRecord.from_state(final, dealer=3)
    genscher = [a for a in record.actions if "genscher" in a]
    assert genscher == [{"seat": 1, "card": "DK", "genscher": 0}]
    again = loads(record.dumps()).finished()
    assert again == final and result(again) == result(final)
    data = record.to_json()
    entry = data["actions"].index(genscher[0])
    data["actions"][entry] = {"seat": 1, "card": "DK", "genscher": None}
    no_genscher = loads(replace(record, actions=tuple(data["actions"])).dumps()).replay()
    assert no_genscher.genscher is None


@pytest.mark.parametrize("partner", [None, 0])
def test_a_genscher_key_only_on_the_card_that_offers_one(partner: int | None) -> None:
    """RULES.md 14.3: a ``genscher`` key (even null) on any other card, or where the option is
    off, is refused by the record loader: a record is exact."""
    final = play_out(apply(before_the_genscher(), Play(1, DK)))  # the first DK, no Genscher
    data = GameRecord.from_state(final, dealer=3).to_json()
    kings = [i for i, a in enumerate(data["actions"]) if a.get("card") == "DK"]
    other = next(i for i, a in enumerate(data["actions"]) if "card" in a and i not in kings)
    for index, rules in ((kings[1], data["rules"]), (other, data["rules"]),
                         (kings[0], {"preset": "ddv", "sonderpunkte": []})):
        changed = {**data, "rules": rules, "actions": [
            {**a, "genscher": partner} if i == index else a
            for i, a in enumerate(data["actions"])]}
        with pytest.raises(RecordError) as err:
            record_from_json(changed)
        assert err.value.details["index"] == index + 1 and err.value.details["rule"] == "genscher"
        if partner is None:
            assert err.value.details["reason"].code == "genscher_not_offered"
    assert record_from_json({**data, "actions": [
        {**a, "genscher": partner} if i == kings[0] else a
        for i, a in enumerate(data["actions"])]}).replay().genscher == (
        None if partner is None else Genscher(1, 0, 3))
