"""The information view (docs/RULES.md): a seat sees its own hand, the cards
played, the face-up Armut cards, announcements and reservations as said, and a player's party
once a public event shows it; never another hand or a hidden returned card."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from test_support import build_deal, cards, contract, play_tricks, poverty, start

from dokodesk.engine.cards import CQ, Hand, deck
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Play,
    Reserve,
    Return,
    State,
    Trick,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.view import public_view, shown_voids, trumps_out, view

DDV = preset("ddv")
KNEIPE = preset("kneipe")


def _swap_hidden(state: State, seat: int, rng: random.Random) -> State | None:
    """The same position with two unplayed non-Kreuz-Dame cards of two other players swapped
    (in their hands and their hands as dealt): what ``seat`` cannot tell apart."""
    others = [p for p in range(4) if p != seat]
    rng.shuffle(others)
    a, b = others[0], others[1]
    ha = [c for c in state.hands[a] if c != CQ]
    hb = [c for c in state.hands[b] if c != CQ and c not in ha]
    if not ha or not hb:
        return None
    ca, cb = rng.choice(ha), rng.choice(hb)

    def swap(hands: tuple[Hand, ...]) -> tuple[Hand, ...]:
        out = [list(h) for h in hands]
        if ca not in out[a] or cb not in out[b]:
            return hands
        out[a].remove(ca)
        out[b].remove(cb)
        out[a].append(cb)
        out[b].append(ca)
        return tuple(tuple(sorted(h)) for h in out)

    setup = state.setup
    new_setup = GameSetup(setup.rules, swap(setup.hands), setup.first, setup.owes_pflichtsolo,
                          setup.forced_soloist, setup.multiplier)
    return state._replace(setup=new_setup, hands=swap(state.hands))


@pytest.mark.parametrize("rules_name", ["ddv", "vowi", "kneipe"])
def test_a_seat_cannot_tell_apart_deals_that_differ_in_hidden_cards(rules_name: str) -> None:
    rules = preset(rules_name)
    rng = random.Random(7)
    checked = 0
    for seed in range(12):
        final = random_game(GameSetup.from_seed(rules, seed, first=seed % 4), rng,
                            reserve_chance=0.3, announce_chance=0.1)
        state = new_game(final.setup)
        for action in final.history:
            state = apply(state, action)
            for seat in range(4):
                other = _swap_hidden(state, seat, rng)
                if other is not None:
                    assert view(other, seat) == view(state, seat)
                    checked += 1
                v = view(state, seat)
                assert v.hand == state.hands[seat]
                assert v.hand_sizes == tuple(len(h) for h in state.hands)
    assert checked > 1000


def test_returned_cards_are_hidden_from_the_other_two() -> None:
    hands = build_deal({1: "D9 DK CA CT CK C9 SA ST SK S9 HA HK", 3: "CQ"}, seed=4)
    state = start(hands, KNEIPE, first=0, claims={1: "armut"})
    # while offered, only the poor player knows what he gave (face down)
    for seat in range(4):
        pub = view(state, seat).poverty
        assert pub is not None and pub.given_count == 2 and pub.face_up == ()
        assert pub.given == (tuple(cards("D9 DK")) if seat == 1 else None)
    state = poverty(state, taker=2)
    taker_hand = state.hands[2]
    first, second = taker_hand[0], taker_hand[-1]
    state = apply(apply(state, Return(2, first)), Return(2, second))
    for seat in range(4):
        v = view(state, seat)
        pub = v.poverty
        assert pub is not None and pub.returned_count == 2 and pub.taker == 2
        involved = seat in (1, 2)
        assert (pub.returned == (first, second)) is involved
        assert (pub.given is not None) is involved
        returns = [a for a in v.history if isinstance(a, Return)]
        assert [a.card for a in returns] == ([first, second] if involved else [-1, -1])
        assert v.parties == ("kontra", "re", "re", "kontra")


def test_reservations_show_only_gesund_or_vorbehalt_except_the_winning_one() -> None:
    hands = build_deal({0: "CQ CQ", 2: "D9"}, seed=5)
    state = start(hands, DDV, first=3, claims={0: "hochzeit", 2: Reserve(2, "damen")})
    assert contract(state).kind == "solo"
    for seat in range(4):
        v = view(state, seat)
        said = {a.player: a.kind for a in v.history if isinstance(a, Reserve)}
        assert said[3] == "gesund" and said[1] == "gesund"
        assert said[2] == "damen"  # the solo that won is public
        assert said[0] == ("hochzeit" if seat == 0 else "vorbehalt")
        assert v.reservations[0] == ("hochzeit" if seat == 0 else "vorbehalt")
        assert v.contract == state.contract
        assert v.parties == ("kontra", "kontra", "re", "kontra")


def test_parties_become_public_with_a_kreuz_dame_or_an_announcement() -> None:
    # normal game: Kreuz-Damen with players 1 and 3
    hands = build_deal({1: "CQ H9", 3: "CQ", 0: "HA", 2: "HK"}, seed=6)
    state = start(hands, DDV, first=1)
    assert state.re == (False, True, False, True)
    assert [view(state, s).parties for s in range(4)] == [
        ("kontra", None, None, None), (None, "re", None, None),
        (None, None, "kontra", None), (None, None, None, "re")]
    state = apply(state, Play(1, CQ))
    assert view(state, 0).parties == ("kontra", "re", None, None)
    assert view(state, 2).parties == (None, "re", "kontra", None)
    state = apply(state, Announce(2, 1))
    assert view(state, 0).parties == ("kontra", "re", "kontra", None)
    # two Re known: everyone is known, to everyone
    state = apply(state, Announce(3, 1))
    for seat in range(4):
        assert view(state, seat).parties == ("kontra", "re", "kontra", "re")
        assert [a.party for a in view(state, seat).announcements] == ["kontra", "re"]
        assert view(state, seat).levels == (1, 1)


def test_a_solo_an_armut_and_a_klaerungsstich_make_the_parties_public() -> None:
    state = start(build_deal({}, seed=7), DDV, first=0, claims={2: Reserve(2, "buben")})
    assert all(view(state, s).parties == ("kontra", "kontra", "re", "kontra") for s in range(4))
    hands = build_deal({0: "CQ CQ D9", 1: "SQ", 2: "HQ", 3: "DQ"}, seed=7)
    state = start(hands, DDV, first=0, claims={0: "hochzeit"})
    assert all(view(state, s).parties == ("re", None, None, None) for s in range(4))
    state = play_tricks(state, ["0: D9 SQ HQ DQ"])
    assert all(view(state, s).parties == ("re", "re", "kontra", "kontra") for s in range(4))
    assert all(view(state, s).clarified == 1 for s in range(4))


def test_stille_hochzeit_looks_normal_to_the_others_until_the_second_kreuz_dame() -> None:
    tricks = ["0: CQ D9 DK DT"]
    hands = build_deal({0: "CQ CQ", 1: "D9", 2: "DK", 3: "DT"}, seed=8)
    state = start(hands, DDV, first=0)
    assert contract(state).kind == "stille_hochzeit"
    own = view(state, 0)
    assert own.contract == state.contract
    assert own.parties == ("re", "kontra", "kontra", "kontra")
    for seat in (1, 2, 3):
        v = view(state, seat)
        assert v.contract is not None and v.contract.kind == "normal"
        assert v.contract.declarer is None
        assert v.parties[seat] == "kontra" and v.parties.count(None) == 3
    state = play_tricks(state, tricks)
    for seat in (1, 2, 3):
        v = view(state, seat)
        assert v.contract is not None and v.contract.kind == "normal"
        assert v.parties[0] == "re"
        assert v.parties.count(None) == 2
    state = apply(state, Play(0, CQ))
    for seat in range(4):
        v = view(state, seat)
        assert v.contract == state.contract
        assert v.parties == ("re", "kontra", "kontra", "kontra")


def test_the_view_keeps_what_the_game_shows_everybody() -> None:
    state = start(build_deal({}, seed=9), KNEIPE, first=2)
    state = apply(state, Announce(0, 1))
    for action in legal_actions(state)[:1]:
        state = apply(state, action)
    for seat in range(4):
        v = view(state, seat)
        assert v.trick == state.trick and v.tricks == state.tricks
        assert v.announcements == state.announcements and v.leader == state.leader
        assert v.to_act == state.to_act and v.phase == state.phase and v.first == 2
        assert v.rules == KNEIPE and not is_over(state)
        assert [a for a in v.history if isinstance(a, Play)] == [
            a for a in state.history if isinstance(a, Play)]


@pytest.mark.parametrize("rules_name", ["ddv", "vowi"])
def test_shown_voids_and_trumps_out_come_from_public_play_and_the_own_hand(
        rules_name: str) -> None:
    """The voids a view shows are the same for every seat and the onlooker, true of the hidden
    hands, and each one was shown by a card that did not follow; the trumps still out are
    those neither played nor in the viewer's hand."""
    rng = random.Random(11)
    for seed in range(12):
        final = random_game(GameSetup.from_seed(preset(rules_name), seed=seed), rng,
                            reserve_chance=0.3)
        state = new_game(final.setup)
        for action in final.history:
            state = apply(state, action)
            voids = shown_voids(public_view(state))
            assert all(shown_voids(view(state, p)) == voids for p in range(4))
            suit = view(state, 0).order.suit
            tricks = [*state.tricks]
            if state.trick:
                tricks.append(Trick(state.leader, state.trick, -1))
            for p in range(4):
                assert all(suit[c] not in voids[p] for c in state.hands[p])
                for s in voids[p]:
                    assert any(suit[t.cards[0]] == s and suit[c] != s
                               for t in tricks for i, c in enumerate(t.cards)
                               if i and (t.leader + i) % 4 == p)
            played = Counter(c for t in tricks for c in t.cards)
            for p in range(4):
                shown = view(state, p)
                hand = Counter(state.hands[p])
                assert trumps_out(shown) == tuple(
                    (c, 2 - played[c] - hand[c]) for c in shown.order.trumps
                    if c in deck(state.rules.with_nines))
