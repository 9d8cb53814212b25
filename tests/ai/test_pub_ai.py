"""The computer players under the pub rules (RULES.md 14): every level plays Schweine,
Superschweine, Genscher, Schmeißen, Pflichtansage, Bock rounds and plus counting legally; the
simple choices (Schweine when held, a Genscher partner, throwing a weak hand); and Profi's
sampler keeps to what the announcements reveal."""

from __future__ import annotations

import random

import pytest
from test_support import build_deal, cards, play_tricks, start

from dokodesk.ai import make_player
from dokodesk.ai.advice import Choice, advise, reason, tip
from dokodesk.ai.analysis import analyse
from dokodesk.ai.determinize import build_state, sample_hands
from dokodesk.ai.heuristic import (
    genscher_partner,
    judge_genscher,
    judge_hand,
    pig_call,
    reserve_heuristic,
)
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.robustness import LIGHT, play_checked
from dokodesk.ai.search import Effort
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
from dokodesk.text.hints import action_words, say_tip

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


# --- the Tipp and the analysis give the rule's reasons (Genscher, Schmeißen) ---------------

NAMES4 = ("Anna", "Du", "Ben", "Clara")
"""By player: the hints are for player 1."""
HINT_EFFORT = Effort(samples=2, max_samples=2, workers=1)


def genscher_position(after: list[str], first: int = 0):
    """Player 1 holds both Karo-Könige and is to play; ``after``: the tricks played."""
    rules = preset("ddv").replace(genscher=True)
    hands = build_deal({0: "CQ CA SA D9", 1: "DK DK C9 S9", 2: "CQ C9 S9", 3: "CK SK"}, seed=21)
    state = play_tricks(start(hands, rules, first=first), after)
    assert state.to_act == 1
    return state


def test_the_hint_names_the_genscher_partner_the_computers_would() -> None:
    state = genscher_position(["0: CA C9 C9 CK", "0: SA S9 S9 SK", "0: D9"])
    v, legal = view(state, 1), legal_actions(state)
    advice = advise(v, legal, HINT_EFFORT)
    judged = judge_genscher(v, legal)
    assert judged is not None and judged.partner == genscher_partner(v, legal) == 0
    kings = [c for c in advice.choices if isinstance(c.action, Play) and c.action.card == DK]
    assert {c.action for c in kings} == {a for a in legal if isinstance(a, Play)
                                         and a.card == DK}
    assert kings[0].action == Play(1, DK, 0)  # the rule's play first among them
    # player 0 has won both tricks (30 Augen), player 1 none: with player 0 the team has 30,
    # with any of the three (his partner is unknown) 30 / 3 on average
    words = say_tip(reason(kings[0], (), None), "de", NAMES4)
    assert words == ("Genscher mit Anna: mit Anna als Partner habt ihr schon 30 Augen, mit "
                     "irgendeinem der drei im Schnitt 10.")
    assert say_tip(reason(kings[0], (), None), "en") == (
        "Genscher with player 1: with player 1 as your partner your side has 30 Augen already, "
        "with any of the three 10 on average.")
    lines = [say_tip(t, "de", NAMES4) for t in tip(advice, v)]
    if isinstance(advice.best.action, Play) and advice.best.action.card == DK:
        assert lines[1] == words  # after the card's own reason
    else:  # the other plays of the Karo-König are not listed as alternatives of their own
        assert sum("Karo-König" in line for line in lines) <= 1
    assert action_words(Play(1, DK, 0), "re", NAMES4).de == "Karo-König, Genscher mit Anna"


def test_the_hint_says_why_no_genscher_is_made() -> None:
    early = genscher_position([], first=1)
    v, legal = view(early, 1), legal_actions(early)
    assert genscher_partner(v, legal) is None
    reasons = [t for t in tip(advise(v, legal, HINT_EFFORT), v) if "genscher" in t.code]
    if reasons:  # only when the Karo-König is the card to play
        assert say_tip(reasons[0], "en") == (
            "King of diamonds without a Genscher: no trick has been taken yet to show with "
            "whom you would be strong.")
    king = Choice(Play(1, DK), 0, 0, 0, 0)
    judged = judge_genscher(v, legal)
    assert judged is not None and judged.best is None
    assert reason(king._replace(facts=king.facts._replace(genscher=judged)), (), None).code \
        == "no_genscher_early"
    # even teams: the strongest candidate is not clearly ahead
    even = genscher_position(["0: CA C9 C9 CK", "0: D9"])
    v, legal = view(even, 1), legal_actions(even)
    judged = judge_genscher(v, legal)
    assert judged is not None and judged.partner is None and judged.best == 0
    words = say_tip(reason(king._replace(facts=king.facts._replace(genscher=judged)), (),
                           None), "de", NAMES4)
    assert words == ("Karo-König ohne Genscher: kein Partner steht klar besser da – mit Anna "
                     f"hättet ihr {judged.augen[0]} Augen, mit irgendeinem der drei im Schnitt "
                     f"{round(sum(judged.augen[q] for q in (0, 2, 3)) / 3)}.")


WEAK = "S9 S9 H9 H9 D9 C9 SK HK CK SJ CA HA"
STRONG = "S9 S9 H9 H9 D9 HT HT CQ CQ SQ DA DA"


@pytest.mark.parametrize("cards_in_hand", [WEAK, STRONG])
def test_the_hint_throws_the_hand_in_as_the_computers_do(cards_in_hand: str) -> None:
    state = new_game(GameSetup(preset("kneipe_plus"), build_deal({0: cards_in_hand}, seed=5),
                               0))
    v, legal = view(state, 0), legal_actions(state)
    rule = reserve_heuristic(v, legal, careful=True)
    throws = rule == Reserve(0, "schmeissen", reason="nines")
    assert throws == (cards_in_hand == WEAK) == judge_hand(v.hand).weak
    advice = advise(v, legal, HINT_EFFORT)
    assert advice.ruled
    assert (advice.best.action == rule) == throws
    lines = [say_tip(t, "de") for t in tip(advice, v)]
    if throws:
        assert lines[0] == ("Hinschmeißen (5 Neunen oder mehr): deine Hand ist schwächer als "
                            "ein Durchschnittsblatt – 2 Trümpfe, höchster: Pik-Bube, 2 Asse.")
    else:
        assert lines[0] == ("Nicht hinschmeißen, obwohl du dürftest (5 Neunen oder mehr): "
                            "deine Hand ist mindestens so gut wie ein Durchschnittsblatt – 8 "
                            "Trümpfe, höchster: Herz-Zehn, kein Ass.")
        assert advice.choices[-1].action.kind == "schmeissen"
    assert all("Hinschmeißen bringt" not in line for line in lines)
    english = say_tip(tip(advice, v)[0], "en")
    assert english.startswith("Throw the hand in (5 nines or more)" if throws
                              else "Do not throw the hand in, though you may (5 nines or more)")


def test_the_analysis_judges_a_throw_by_the_rule() -> None:
    rules = preset("kneipe_plus")
    for name, thrown_by_rule in ((WEAK, True), (STRONG, False)):
        state = new_game(GameSetup(rules, build_deal({0: name}, seed=5), 0))
        throw = Reserve(0, "schmeissen", reason="nines")
        final = apply(state, throw)
        decisions = analyse(final, 0, HINT_EFFORT)
        assert [d.kind for d in decisions] == ["reservation"]
        d = decisions[0]
        assert (d.best.action == throw) == thrown_by_rule
        assert d.best.action == reserve_heuristic(view(state, 0), legal_actions(state), True) \
            or (not thrown_by_rule and d.best.action != throw)
        if thrown_by_rule:
            assert d.loss == 0
        assert reason(d.best, d.choices[1:], None).code == ("throw" if thrown_by_rule
                                                            else "keep")
