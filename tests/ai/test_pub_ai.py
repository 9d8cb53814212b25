"""The computer players under the pub rules (RULES.md 14): every level plays Schweine,
Superschweine, Genscher, Schmeißen, Pflichtansage, Bock rounds and plus counting legally; the
simple choices (Schweine when held, a Genscher partner, throwing a weak hand); and Profi's
sampler keeps to what the announcements reveal."""

from __future__ import annotations

import random

import pytest
from test_support import build_deal, cards, play_tricks, start

from dokodesk.ai import make_player
from dokodesk.ai.determinize import build_state, sample_hands
from dokodesk.ai.heuristic import genscher_partner, pig_call, reserve_heuristic
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.robustness import LIGHT, play_checked
from dokodesk.engine.cards import CQ, DA, DK
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    PigKind,
    Pigs,
    Play,
    Reserve,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from dokodesk.engine.rules import preset
from dokodesk.engine.table import LEVELS
from dokodesk.engine.view import view

PUB = preset("kneipe_plus").replace(superschweine="nines", genscher=True,
                                    pflichtansage="first_trick_30", counting="plus")
RULES = {
    "kneipe_plus": preset("kneipe_plus"),
    "pub": PUB,
    "before": PUB.replace(schweine="before_first_played", schweine_in_solo="diamond_aces"),
    "second": PUB.replace(schweine="second_after_first_home", superschweine="off",
                          bock_stacking="append", counting="minus"),
}


@pytest.mark.parametrize("name", list(RULES))
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_the_pub_rules(name: str, level: str) -> None:
    rules = RULES[name]
    for i in range(2 if level == "profi" else 8):
        setup = GameSetup.from_seed(rules, 500 + i, first=i % 4)
        players = [make_player(level, 7 * i + p, LIGHT) for p in range(4)]
        assert is_over(play_checked(new_game(setup), players))


def test_schweine_are_said_when_held() -> None:
    hands = build_deal({1: "DA DA CQ", 0: "CQ"}, seed=3)
    state = start(hands, preset("kneipe_plus"), first=0)
    assert state.phase is Phase.SCHWEINE
    for level in LEVELS[1:]:
        player = make_player(level, 1, LIGHT)
        passing = apply(state, Pigs(0, PigKind.SCHWEINE, False))
        assert player.act(view(passing, 1), legal_actions(passing)) == Pigs(1, PigKind.SCHWEINE)
        assert player.act(view(state, 0), legal_actions(state)) == Pigs(0, PigKind.SCHWEINE,
                                                                       False)
    assert pig_call(()) is None


def test_a_genscher_names_the_strongest_team() -> None:
    rules = preset("ddv").replace(genscher=True)
    hands = build_deal({0: "CQ CA SA D9", 1: "DK DK C9 S9", 2: "CQ C9 S9", 3: "CK SK"}, seed=21)
    state = start(hands, rules, first=0)
    state = play_tricks(state, ["0: CA C9 C9 CK", "0: SA S9 S9 SK", "0: D9"])
    assert state.to_act == 1
    legal = legal_actions(state)
    # player 0 has taken all 50 Augen so far: with him the team is far ahead
    assert genscher_partner(view(state, 1), legal) == 0
    fortgeschritten = make_player("fortgeschritten", 3, LIGHT)
    choice = fortgeschritten.act(view(state, 1), legal)
    assert not isinstance(choice, Play) or choice.card != DK or choice.partner == 0


def test_no_genscher_before_any_trick() -> None:
    rules = preset("ddv").replace(genscher=True)
    hands = build_deal({1: "DK DK"}, seed=2)
    state = start(hands, rules, first=1)
    legal = legal_actions(state)
    assert Play(1, DK, 0) in legal
    assert genscher_partner(view(state, 1), legal) is None


def test_a_weak_hand_is_thrown_in() -> None:
    rules = preset("kneipe_plus")
    weak = build_deal({0: "S9 S9 H9 H9 D9 C9 SK HK CK SJ CA HA"}, seed=5)
    state = new_game(GameSetup(rules, weak, 0))
    choice = reserve_heuristic(view(state, 0), legal_actions(state), careful=True)
    assert choice == Reserve(0, "schmeissen", reason="nines")
    strong = build_deal({0: "S9 S9 H9 H9 D9 HT HT CQ CQ SQ DA DA"}, seed=5)
    state = new_game(GameSetup(rules, strong, 0))
    assert Reserve(0, "schmeissen", reason="nines") in legal_actions(state)
    choice = reserve_heuristic(view(state, 0), legal_actions(state), careful=True)
    assert choice != Reserve(0, "schmeissen", reason="nines")


def test_the_sampler_puts_announced_schweine_in_their_hand() -> None:
    rules = preset("kneipe_plus").replace(superschweine="nines")
    hands = build_deal({2: "DA DA CQ", 3: "D9 D9", 0: "CQ"}, seed=8)
    state = start(hands, rules, first=0)
    while state.phase is Phase.SCHWEINE:
        kind = PigKind.SUPERSCHWEINE if state.pigs else PigKind.SCHWEINE
        holder = 3 if state.pigs else 2
        state = apply(state, Pigs(state.to_act, kind, state.to_act == holder))
    assert len(state.pigs) == 2
    v = view(state, 0)
    k = knowledge(v)
    rng = random.Random(1)
    for _ in range(20):
        sampled = sample_hands(v, k, rng)
        assert sampled is not None
        assert sampled[2].count(DA) == 2 and sampled[3].count(cards("D9")[0]) == 2
        rebuilt = build_state(v, sampled)
        assert rebuilt.pigs == state.pigs and rebuilt.order == state.order


def test_the_sampler_keeps_the_parties_of_a_genscher() -> None:
    rules = preset("ddv").replace(genscher=True)
    hands = build_deal({0: "CQ", 1: "DK DK", 2: "CQ"}, seed=21)
    state = start(hands, rules, first=1)
    state = apply(state, Play(1, DK, 3))
    assert state.re == (False, True, False, True)
    v = view(state, 0)
    k = knowledge(v)
    assert CQ not in k.required[2] and CQ not in k.banned[3]
    rng = random.Random(2)
    for _ in range(20):
        sampled = sample_hands(v, k, rng)
        assert sampled is not None
        assert build_state(v, sampled).re == state.re


def test_the_hint_says_why_schweine_are_said_or_not() -> None:
    from dokodesk.ai.advice import advise, tip
    from dokodesk.ai.search import Effort
    from dokodesk.text.hints import say_tip

    effort = Effort(samples=2, max_samples=2, workers=1)
    hands = build_deal({1: "DA DA CQ", 0: "CQ"}, seed=3)
    state = start(hands, preset("kneipe_plus"), first=0)
    advice = advise(view(state, 0), legal_actions(state), effort)
    assert advice.best.action == Pigs(0, PigKind.SCHWEINE, False)
    assert say_tip(tip(advice, view(state, 0))[0], "en") == (
        "Nothing to say: you do not hold both cards.")
    passing = apply(state, advice.best.action)
    advice = advise(view(passing, 1), legal_actions(passing), effort)
    assert advice.best.action == Pigs(1, PigKind.SCHWEINE)
    assert say_tip(tip(advice, view(passing, 1))[0], "de").startswith(
        "Schweine ansagen: die beiden Karten werden die höchsten Trümpfe")
