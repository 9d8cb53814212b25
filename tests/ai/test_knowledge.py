"""What Profi concludes from the table, rule by rule: an announcer and a soloist are sampled
strong in trumps, a player whose play showed his party gets the other Kreuz-Dame likelier (or
less likely), and the sampled hands always respect the hard facts."""

from __future__ import annotations

import random
from statistics import fmean

from dokodesk.ai.determinize import sample_hands
from dokodesk.ai.knowledge import ANNOUNCER_TRUMPS, GUESSED_PARTY, SOLOIST_TRUMPS, knowledge
from dokodesk.engine.cards import CQ, parse_card
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Play,
    Reserve,
    State,
    apply,
    legal_cards,
    new_game,
)
from dokodesk.engine.order import order_for
from dokodesk.engine.rules import preset
from dokodesk.engine.view import view
from tests.ai.test_advice import dealt

NORMAL = order_for("normal")


def gesund_game(hands: dict[int, str], seed: int) -> State:
    state = new_game(GameSetup(preset("ddv"), dealt(hands, seed), 0))
    for p in range(4):
        state = apply(state, Reserve(p, "gesund"))
    return state


def mean_trumps(state: State, viewer: int, player: int, samples: int = 300) -> float:
    """The mean number of trumps ``player`` holds in the deals sampled for ``viewer``."""
    v = view(state, viewer)
    k = knowledge(v)
    rng = random.Random(5)
    counts = []
    for _ in range(samples):
        hands = sample_hands(v, k, rng)
        assert hands is not None
        counts.append(sum(1 for c in hands[player] if NORMAL.trump[c]))
    return fmean(counts)


def test_an_announcer_is_sampled_rich_in_trumps() -> None:
    state = gesund_game({}, seed=11)
    before = mean_trumps(state, viewer=0, player=1)
    announced = apply(state, Announce(1, 1))
    k = knowledge(view(announced, 0))
    assert k.trump_weight[1] == ANNOUNCER_TRUMPS and k.trump_weight[2] == 1.0
    assert mean_trumps(announced, viewer=0, player=1) > before + 0.5


def test_a_soloist_is_sampled_rich_in_trumps() -> None:
    state = new_game(GameSetup(preset("ddv"), dealt({}, seed=12), 0))
    state = apply(state, Reserve(0, "gesund"))
    state = apply(state, Reserve(1, "damen"))
    for p in (2, 3):
        state = apply(state, Reserve(p, "gesund"))
    k = knowledge(view(state, 0))
    assert k.trump_weight[1] == SOLOIST_TRUMPS
    damen = order_for("damen")
    v = view(state, 0)
    rng = random.Random(3)
    soloist, other = [], []
    for _ in range(300):
        hands = sample_hands(v, k, rng)
        assert hands is not None
        soloist.append(sum(1 for c in hands[1] if damen.trump[c]))
        other.append(sum(1 for c in hands[2] if damen.trump[c]))
    assert fmean(soloist) > fmean(other) + 1.0


def test_a_smear_onto_a_known_re_shows_his_partner() -> None:
    """Player 1 shows Re with a Kreuz-Dame, player 2 puts the Karo-Zehn under it: Kontra
    (player 3, without a Kreuz-Dame) takes player 2 for Re and samples the other Kreuz-Dame
    into his hand more often than not."""
    state = gesund_game({0: "D9 C9 C9 CK CK S9 S9 SK SK H9 H9 HK",
                         1: "CQ CA SA HA DA DK DQ DJ HJ SJ CJ ST",
                         2: "DT CQ CT HT SQ HQ DQ DJ HJ SJ CJ SA"}, seed=13)
    for card in ("D9", "CQ", "DT"):
        state = apply(state, Play(state.to_act, parse_card(card)))
    state = apply(state, Play(3, legal_cards(state)[0]))
    v = view(state, 3)
    k = knowledge(v)
    assert v.parties[1] == "re" and v.parties[2] is None and v.parties[3] == "kontra"
    assert k.team[2] == -1 and k.team[0] == 1  # so player 0 is the partner
    assert k.cq_weight[2] == GUESSED_PARTY
    rng = random.Random(2)
    held = 0
    for _ in range(200):
        hands = sample_hands(v, k, rng)
        assert hands is not None
        held += CQ in hands[2]
    assert held > 200 * 0.7  # without the guess: about half


def test_sampled_hands_keep_every_hard_fact() -> None:
    rng = random.Random(9)
    for seed in range(20):
        state = gesund_game({}, seed=seed)
        game_rng = random.Random(seed)
        while len(state.tricks) < 5:
            state = apply(state, Play(state.to_act, game_rng.choice(legal_cards(state))))
        for viewer in range(4):
            v = view(state, viewer)
            k = knowledge(v)
            hands = sample_hands(v, k, rng)
            assert hands is not None
            assert hands[viewer] == tuple(sorted(v.hand))
            for p in range(4):
                assert len(hands[p]) == v.hand_sizes[p]
                assert not any(NORMAL.suit[c] in k.voids[p] for c in hands[p])
                if p != viewer and v.parties[p] == "kontra":
                    assert CQ not in hands[p]
