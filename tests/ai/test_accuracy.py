"""The accuracy and the review of a game for the history: the kinds of decision, the loss
counted (0 where tied), the positions to practise (never a tied one, every choice of the best
tie group right), the version of the judgement kept and a game judged again when it changes."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from dokodesk.ai import accuracy as acc
from dokodesk.ai.analysis import positions
from dokodesk.ai.search import Effort
from dokodesk.course import review
from dokodesk.engine.cards import AUGEN, card_name
from dokodesk.engine.game import GameSetup, Play
from dokodesk.engine.order import TRUMP
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.persistence.history import History
from dokodesk.persistence.record import GameRecord

SMALL = Effort(samples=6, max_samples=6, workers=1)


def random_record(seed: int) -> GameRecord:
    final = random_game(GameSetup.from_seed(preset("ddv"), seed=seed), random.Random(seed))
    return GameRecord.from_state(final, dealer=3, levels=["random"] * 4)


def test_the_accuracy_falls_with_the_mean_loss() -> None:
    assert acc.accuracy([0.0] * 5) == 100.0
    values = [acc.accuracy([x]) for x in (0.0, 0.1, 0.5, 1.0, 3.0)]
    assert values == sorted(values, reverse=True)
    assert acc.accuracy([0.5, 1.5]) == acc.accuracy([1.0, 1.0])


def test_every_card_has_one_kind() -> None:
    final = random_record(3).finished()
    states = positions(final)
    seen = set()
    for step, action in enumerate(final.history):
        if not isinstance(action, Play):
            continue
        state = states[step]
        kind = acc.category(state, "card", action)
        seen.add(kind)
        if not state.trick:
            assert kind == "lead"
            continue
        order = state.order
        other_plain = order.suit[action.card] not in (order.suit[state.trick[0]], TRUMP)
        if kind == "follow":
            assert not other_plain or AUGEN[action.card] < 10
        else:
            assert kind == "discard" and (other_plain or AUGEN[action.card] >= 10)
    assert seen == {"lead", "follow", "discard"}
    assert acc.category(states[0], "no_announce", None) == "announcement"


def test_a_random_seat_is_reviewed_and_its_mistakes_are_to_practise(tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    game = review.add_game(history, random_record(5), seat=1, source="r.json")
    assert history.game(game).salt == acc.COMPUTER_SALT
    review.judge_game(history, game, SMALL)
    found = history.decisions(game)
    assert found and all(d.loss == 0 for d in found if d.tied)
    assert all(d.loss == d.raw_loss for d in found if not d.tied)
    stored = history.game(game)
    assert stored.accuracy == pytest.approx(acc.accuracy([d.loss for d in found]))
    waiting = history.positions()
    assert [(p.step, p.kind) for p in waiting] == [(d.step, d.kind) for d in found
                                                    if d.flagged]
    assert waiting, "a random seat makes mistakes"
    for position in waiting:
        ex = review.exercise(history, position)
        assert ex.player == ex.seats.player(1)
        made = ex.record.finished().history[position.step]  # for no_announce: the card
        assert review.answer_entry(ex, made) == position.chosen
        assert not review.is_right(ex, made)
    card = next((p for p in waiting if p.kind == "card"), None)
    if card is not None:
        ex = review.exercise(history, card)
        right = [c for c in ex.state.hands[ex.player]
                 if {"seat": 1, "card": card_name(c)} in card.right]
        assert right and all(review.is_right(ex, Play(ex.player, c)) for c in right)


def test_a_game_is_judged_again_when_the_judgement_changes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    history = History.open(tmp_path / "h.db")
    game = review.add_game(history, random_record(7), seat=0)
    assert review.judge_waiting(history, SMALL) == 1
    assert review.judge_waiting(history, SMALL) == 0
    monkeypatch.setattr(review, "JUDGEMENT_VERSION", "another")
    judged: list[int] = []
    assert review.judge_waiting(history, SMALL, done=judged.append) == 1
    assert judged == [game] and history.game(game).analysed == "another"
