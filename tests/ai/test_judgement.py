"""The one judgement: the same answer for the same position and salt in any process, ties by
the one rule, verdicts by the fixed steps, the card Profi plays first."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from dataclasses import replace

from dokodesk.ai import judgement
from dokodesk.ai.advice import Advice, Choice, advise
from dokodesk.ai.judgement import (
    Verdict,
    compare,
    judge,
    judged,
    position_key,
    seed_of,
    tip,
)
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import profi_column, sample_cards
from dokodesk.ai.search import Effort
from dokodesk.engine.game import (
    Announce,
    GameSetup,
    Phase,
    Play,
    Reserve,
    apply,
    new_game,
    turn,
)
from dokodesk.engine.rules import preset
from dokodesk.engine.view import view
from dokodesk.text.hints import say_tip

SMALL = Effort(samples=6, max_samples=6, reservation_samples=4, workers=1)


def first_card_position(seed: int = 3):
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=seed))
    while state.phase is Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    return view(state, state.to_act), turn(state).actions()


def test_the_same_position_and_salt_give_the_same_answer_without_the_cache() -> None:
    v, legal = first_card_position()
    first = judge(v, legal, budget=SMALL)
    judgement._CACHE.clear()
    again = judge(v, legal, budget=SMALL)
    assert again == first and again is not first
    other = judge(v, legal, salt=1, budget=SMALL)
    assert other.salt == 1 and other.advice.choices != first.advice.choices


def test_the_rollouts_of_a_judgement_play_to_the_end_whatever_the_budget() -> None:
    """Profi's rollouts hand the last tricks to the solver; a judgement's never do."""
    v, legal = first_card_position()
    seed = seed_of(position_key(v, legal), 0)
    handed, rolled = (advise(v, legal, replace(SMALL, handover_tricks=n), seed) for n in (4, 0))
    assert handed.choices != rolled.choices
    j = judge(v, legal, budget=replace(SMALL, handover_tricks=4))
    judgement._CACHE.clear()
    assert j == judge(v, legal, budget=replace(SMALL, handover_tricks=0))


def test_the_seed_does_not_depend_on_the_process() -> None:
    v, legal = first_card_position()
    code = ("from tests.ai.test_judgement import first_card_position as f\n"
            "from dokodesk.ai.judgement import position_key, seed_of\n"
            "v, legal = f()\nprint(seed_of(position_key(v, legal), 0))")
    env = {**os.environ, "PYTHONHASHSEED": "12345"}
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, check=True, cwd=os.path.dirname(os.path.dirname(
                             os.path.dirname(os.path.abspath(__file__)))))
    assert int(out.stdout) == seed_of(position_key(v, legal), 0)


def choice(name: int, values: tuple[float, ...]) -> Choice:
    mean = sum(values) / len(values)
    return Choice(Play(0, name), mean, mean, 0.5, 0.0, values=values)


def test_ties_follow_the_one_rule() -> None:
    first = choice(1, (1.0, 2.0, 3.0, 4.0))
    same_every_deal = choice(2, (0.95, 1.95, 2.95, 3.95))  # 0.05 less: under the floor
    sure_loss = choice(3, (0.5, 1.5, 2.5, 3.5))  # 0.5 less in every deal: no noise
    noisy = choice(4, (-1.0, 4.0, 0.0, 5.0))  # 0.5 less on average, spread widely
    judged_ = compare([first, same_every_deal, sure_loss, noisy])
    assert [c.tied for c in judged_] == [True, True, False, True]
    assert judged_[2].se == 0.0 and judged_[2].verdict is Verdict.INACCURACY
    assert judged_[3].verdict is Verdict.NONE and judged_[3].se > 0.25


def test_verdicts_by_the_fixed_steps() -> None:
    first = choice(1, (3.0, 3.0))
    costs = [choice(2 + i, (3.0 - x, 3.0 - x)) for i, x in enumerate((0.2, 0.4, 1.5, 3.0))]
    verdicts = [c.verdict for c in compare([first, *costs])[1:]]
    assert verdicts == [Verdict.NONE, Verdict.INACCURACY, Verdict.MISTAKE, Verdict.BLUNDER]


def test_the_tipp_names_every_tied_choice_as_good() -> None:
    v, _ = first_card_position()
    first = choice(v.hand[0], (1.0, 2.0, 3.0, 4.0))
    near = choice(v.hand[1], (0.95, 1.95, 2.95, 3.95))
    dear = choice(v.hand[2], (-2.0, -1.0, 0.0, 1.0))
    j = judged(Advice(tuple(compare([first, near, dear])[i].choice for i in range(3)), 4), 0)
    codes = [t.code for t in tip(j, v)]
    assert codes[-2:] == ["as_good", "costs_verdict"]
    assert j.ties() == (j.choices[1],)


def test_the_first_card_is_the_column_profi_plays_on_the_same_deals() -> None:
    v, legal = first_card_position(5)
    effort = Effort(samples=8, max_samples=8, workers=1)
    seed = seed_of(position_key(v, legal), 0)
    j = judged(advise(v, legal, effort, seed), 0)  # the first batch of the judgement
    rng = random.Random(seed * 7_919 + len(v.history) * 31 + v.player)
    cards = tuple(dict.fromkeys(a.card for a in legal if isinstance(a, Play)))
    levels = tuple(sorted(a.level for a in legal if isinstance(a, Announce)))
    outcomes = sample_cards(v, knowledge(v), cards, effort, rng, None, levels)
    assert j.best.action == Play(v.player, cards[profi_column(v, cards, outcomes)])


def test_a_difference_counts_only_once_it_is_twice_its_uncertainty() -> None:
    """Below the first verdict step a difference not yet four standard errors is a tie where
    two of them more stay below it; above, it is shown without a verdict until it is clear."""
    base = choice(1, (2.0,) * 8)
    small = choice(2, (1.9, 1.7, 1.9, 1.7, 1.9, 1.7, 1.9, 1.7))  # 0.2 less, se 0.038: 5.3
    unsure = choice(3, (2.0, 1.6, 2.0, 1.6, 2.0, 1.6, 2.0, 1.6))  # 0.2 less, se 0.076: 2.6
    wide = choice(4, (2.0, 1.3, 2.0, 1.3, 2.0, 1.3, 2.0, 1.3))  # 0.35 less, se 0.13: 2.6
    clear = choice(5, (1.5, 1.3, 1.5, 1.3, 1.5, 1.3, 1.5, 1.3))  # 0.6 less, se 0.038
    judged_ = compare([base, small, unsure, wide, clear])
    assert [c.tied for c in judged_] == [True, False, False, False, False]
    assert [c.verdict for c in judged_[1:]] == [Verdict.NONE, Verdict.NONE, Verdict.NONE,
                                                Verdict.INACCURACY]
    near = choice(6, (2.0, 1.8, 2.0, 1.8, 2.0, 1.8, 2.0, 1.8))  # 0.1 less, se 0.038: 2.6
    assert compare([base, near])[1].tied


def test_a_difference_on_a_few_deals_is_judged_again(monkeypatch) -> None:
    """A loss carried by a few deals of 48 (a point lost in 8 of them) asks for a further
    batch of deals, and no more once it rests on enough of them (16 of 96)."""
    v, legal = first_card_position()
    asked: list[int] = []

    def advice_on(n: int, legal_) -> Advice:
        asked.append(n)
        rare = tuple(1.0 if i % 6 == 0 else 2.0 for i in range(n))
        cards = [a for a in legal_ if isinstance(a, Play)][:2]
        return Advice((Choice(cards[0], 2.0, 2.0, 0.5, 0.0, values=(2.0,) * n),
                       Choice(cards[1], sum(rare) / n, 0.0, 0.5, 0.0, values=rare)), n)

    def advise(view_, legal_, effort, seed, cancelled=None, further=None):
        advice = advice_on(effort.samples, legal_)
        while further is not None and advice.samples < further.most.samples and (
                further.wanted(advice)):
            advice = advice_on(advice.samples + effort.samples, legal_)
        return advice

    monkeypatch.setattr(judgement, "advise", advise)
    judgement._CACHE.clear()
    j = judge(v, legal, salt=7)
    assert asked == [48, 96] and j.escalated
    judgement._CACHE.clear()


def test_a_choice_tied_only_by_the_noise_shows_its_estimated_loss() -> None:
    """A tie within the noise is not called equal: the line gives the loss estimated and that
    it is not sure; a loss under the floor is simply as good."""
    v, _ = first_card_position()
    first = choice(v.hand[0], (1.0, 2.0, 3.0, 4.0))
    near = choice(v.hand[1], (0.95, 1.95, 2.95, 3.95))
    noisy = choice(v.hand[2], (0.0, 3.0, 1.0, 4.0))  # 0.5 less, standard error 0.65
    j = judged(Advice(tuple(compare([first, near, noisy])[i].choice for i in range(3)), 4), 0)
    lines = [t for t in tip(j, v) if t.code in ("as_good", "as_good_noisy")]
    assert [t.code for t in lines] == ["as_good", "as_good_noisy"]
    text = say_tip(lines[1], "de")
    assert "im Schnitt 0,5 Punkte weniger, aber das liegt im Zufall" in text


def test_the_choices_tied_by_the_noise_share_one_line() -> None:
    v, _ = first_card_position()
    first = choice(v.hand[0], (1.0, 2.0, 3.0, 4.0))
    noisy = [choice(v.hand[i], (0.0, 3.0, 1.0, 4.0 - i / 10)) for i in (1, 2, 3)]
    dear = [choice(v.hand[i], (-2.0, -1.0, 0.0, 1.0)) for i in (4, 5)]
    j = judged(Advice(tuple(c.choice for c in compare([first, *noisy, *dear])), 4), 0)
    codes = [t.code for t in tip(j, v, alternatives=3)]
    # the three ties in one line, and the next two choices with what they cost
    assert codes[-3:] == ["as_good_noisy_many", "costs_verdict", "costs_verdict"]
    lines = [t for t in tip(j, v) if t.code.startswith("as_good")]
    assert [t.code for t in lines] == ["as_good_noisy_many"]
    text = say_tip(lines[0], "de")
    assert text.startswith("Nicht sicher von der besten zu unterscheiden")
    assert "(0,5 Punkte weniger)" in text and "(0,6 Punkte weniger)" in text


def test_further_deals_go_to_the_open_choices_and_a_card_left_out_is_paired_on_its_deals() -> None:
    """Judged on further batches, a card clearly worse keeps the deals it was weighed on (the
    first ones), its loss the first card's lead over it on those very deals."""
    rng = random.Random(8)
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=8))
    while state.phase is Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    while len(state.tricks) < 7:
        state = apply(state, rng.choice([a for a in turn(state).actions()
                                         if isinstance(a, Play)]))
    v, legal = view(state, state.to_act), turn(state).actions()
    j = judge(v, legal, budget=Effort(samples=8, max_samples=8, workers=1))
    cards = [c for c in j.choices if isinstance(c.action, Play)]
    first = cards[0].choice.values
    assert j.escalated and j.samples == len(first) > 8
    left = [c for c in cards if len(c.choice.values) < len(first)]
    assert left
    for c in left:
        n = len(c.choice.values)
        lead = sum(a - b for a, b in zip(first[:n], c.choice.values, strict=True)) / n
        assert abs(c.loss - max(0.0, lead)) < 1e-9
