"""The computer players under the pub rules (RULES.md 14): every level plays Schweine,
Superschweine, Genscher, Schmeißen, Pflichtansage, Bock rounds and plus counting legally; the
simple choices (Schweine when held, a Genscher partner, throwing a weak hand); and Profi's
sampler keeps to what the announcements reveal."""

from __future__ import annotations

import random

import pytest
from test_support import build_deal, cards, play_tricks, start

from dokodesk.ai import make_player
from dokodesk.ai.advice import Choice, advise, king_reason, reason
from dokodesk.ai.analysis import analyse
from dokodesk.ai.determinize import build_state, sample_hands
from dokodesk.ai.heuristic import (
    genscher_partner,
    judge_genscher,
    judge_hand,
    pig_call,
    reserve_heuristic,
)
from dokodesk.ai.judgement import judged, tip
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import ProfiPlayer, genscher_offers, ranking
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
    assert say_tip(tip(judged(advice, 0), view(state, 0))[0], "en") == (
        "Nothing to say: you do not hold both cards.")
    passing = apply(state, advice.best.action)
    advice = advise(view(passing, 1), legal_actions(passing), effort)
    assert advice.best.action == Pigs(1, PigKind.SCHWEINE)
    assert say_tip(tip(judged(advice, 0), view(passing, 1))[0], "de").startswith(
        "Schweine ansagen: die beiden Karten werden die höchsten Trümpfe")


# --- the Tipp and the analysis give the rule's reasons (Genscher, Schmeißen) ---------------

NAMES4 = ("Anna", "Du", "Ben", "Clara")
"""By player: the hints are for player 1."""
HINT_EFFORT = Effort(samples=2, max_samples=2, reservation_samples=2, workers=1)


def genscher_position(after: list[str], first: int = 0):
    """Player 1 holds both Karo-Könige and is to play; ``after``: the tricks played."""
    rules = preset("ddv").replace(genscher=True)
    hands = build_deal({0: "CQ CA SA D9", 1: "DK DK C9 S9", 2: "CQ C9 S9", 3: "CK SK"}, seed=21)
    state = play_tricks(start(hands, rules, first=first), after)
    assert state.to_act == 1
    return state


def test_profi_weighs_each_genscher_on_the_sampled_deals() -> None:
    # the Karo-König may be played with no partner or naming one of the three: each of the
    # four plays is a column of the sampled outcomes
    state = genscher_position(["0: CA C9 C9 CK", "0: SA S9 S9 SK", "0: D9"])
    v, legal = view(state, 1), legal_actions(state)
    assert genscher_offers(legal) == (0, 2, 3)
    profi = ProfiPlayer(4, Effort(samples=6, max_samples=6, workers=1))
    play, outcomes, column = profi.search(v, (DK,), (0, 2, 3))
    assert len(outcomes) == 6 and all(len(row) == 4 for row in outcomes)
    assert column == ranking(outcomes)[0]
    assert play == Play(1, DK, (None, 0, 2, 3)[column])
    # the engine made the Genscher in the sampled games: with player 0 as partner, player 1
    # counts the 30 Augen player 0 has taken already
    assert all(row[1].augen >= 30 for row in outcomes)


def test_the_hint_names_the_genscher_that_scores_best() -> None:
    state = genscher_position(["0: CA C9 C9 CK", "0: SA S9 S9 SK", "0: D9"])
    v, legal = view(state, 1), legal_actions(state)
    advice = advise(v, legal, Effort(samples=6, max_samples=6, workers=1))
    kings = [c for c in advice.choices if isinstance(c.action, Play) and c.action.card == DK]
    assert {c.action for c in kings} == {a for a in legal
                                         if isinstance(a, Play) and a.card == DK}
    assert kings[0].expected == max(c.expected for c in kings)
    lines = [say_tip(t, "de", NAMES4) for t in tip(judged(advice, 0), v)]
    if advice.best is kings[0]:  # the card's reason, then whom it names
        assert lines[1] == say_tip(reason(advice.best, advice.choices[1:], None), "de",
                                   NAMES4)
    else:  # the Karo-König once among the alternatives, as its best play
        assert sum("Karo-König" in line for line in lines) <= 1
    # the words, with the figures of a made-up Tipp: a Genscher with player 0 scores best
    seen = judge_genscher(v, legal)
    assert seen is not None
    facts = kings[0].facts._replace(genscher=seen)
    named = Choice(Play(1, DK, 0), 2.5, 1.0, 0.5, 0.0, facts)
    plain = Choice(Play(1, DK), 1.0, 0.0, 0.5, 0.0, facts)
    assert say_tip(reason(named, [plain], None), "de", NAMES4) == (
        "Genscher mit Anna: im Schnitt 1,5 Punkte mehr als der Karo-König ohne Genscher – mit "
        "Anna als Partner habt ihr schon 30 Augen.")
    assert say_tip(reason(named, [plain], None), "en") == (
        "Genscher with player 1: 1.5 points more on average than the king of diamonds without "
        "one – with player 1 as your partner your side has 30 Augen already.")
    assert action_words(Play(1, DK, 0), "re", NAMES4).de == "Karo-König, Genscher mit Anna"


def test_the_hint_says_why_no_genscher_is_made() -> None:
    king = Choice(Play(1, DK), 2.0, 1.0, 0.5, 0.0)
    state = genscher_position(["0: CA C9 C9 CK", "0: SA S9 S9 SK", "0: D9"])
    seen = judge_genscher(view(state, 1), legal_actions(state))
    assert seen is not None
    facts = king.facts._replace(genscher=seen)
    plain = king._replace(facts=facts)
    named = [Choice(Play(1, DK, q), worth, 0.0, 0.0, 0.0, facts)
             for q, worth in ((0, 1.5), (2, -1.0), (3, 0.0))]
    words = say_tip(reason(plain, named, None), "de", NAMES4)
    assert words == ("Karo-König ohne Genscher: auch der beste Wechsel, zu Anna, brächte im "
                     "Schnitt 0,5 Punkte weniger (mit Anna hättet ihr 30 Augen).")
    even = [c._replace(expected=2.0) if c.action == Play(1, DK, 0) else c for c in named]
    assert say_tip(reason(plain, even, None), "en", NAMES4) == (
        "King of diamonds without a Genscher: a Genscher with Anna would score no more on "
        "average.")
    assert king_reason([plain, *named]) == reason(plain, named, None)
    assert king_reason([plain]) is None


def test_the_analysis_judges_a_genscher_by_its_points() -> None:
    state = genscher_position(["0: CA C9 C9 CK", "0: SA S9 S9 SK", "0: D9"])
    game = apply(state, Play(1, DK))  # the Karo-König played without naming anybody
    players = [make_player("fortgeschritten", p, LIGHT) for p in range(4)]
    final = play_checked(game, players)
    d = next(d for d in analyse(final, 1, Effort(samples=6, max_samples=6, workers=1))
             if d.chosen == Play(1, DK))
    assert d.trick == 3
    worth = {c.action: c.expected for c in d.choices}
    assert {Play(1, DK, q) for q in (None, 0, 2, 3)} <= set(worth)
    assert d.best.expected == max(worth.values())
    assert d.loss == pytest.approx(d.best.expected - worth[Play(1, DK)])


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
    lines = [say_tip(t, "de") for t in tip(judged(advice, 0), v)]
    if throws:
        assert lines[0] == ("Hinschmeißen (5 Neunen oder mehr): deine Hand ist schwächer als "
                            "ein Durchschnittsblatt – 2 Trümpfe, höchster: Pik-Bube, 2 Asse.")
    else:
        assert lines[0] == ("Nicht hinschmeißen, obwohl du dürftest (5 Neunen oder mehr): "
                            "deine Hand ist mindestens so gut wie ein Durchschnittsblatt – 8 "
                            "Trümpfe, höchster: Herz-Zehn, kein Ass.")
        assert advice.choices[-1].action.kind == "schmeissen"
    assert all("Hinschmeißen bringt" not in line for line in lines)
    english = say_tip(tip(judged(advice, 0), v)[0], "en")
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
