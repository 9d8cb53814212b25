"""The table driver: whose decision is next, with which choices and from which view; every
action committed once and every view built at most once per player and position."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from dokodesk.ai.arena import play_game
from dokodesk.ai.players import make_player
from dokodesk.engine.game import (
    Announce,
    Concede,
    GameSetup,
    Phase,
    PigKind,
    Pigs,
    Play,
    Reserve,
    State,
    apply,
    legal_actions,
    legal_cards,
    new_game,
)
from dokodesk.engine.rules import preset
from dokodesk.play import Decision, Game, IllegalChoice, play


def _healthy(state: State) -> State:
    while state.phase is Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    return state


def test_the_decision_in_turn_holds_every_legal_action() -> None:
    game = Game(new_game(GameSetup.from_seed(preset("ddv"), seed=3, first=1)))
    ask = game.decision(1)
    assert ask == Decision(1, legal_actions(game.state, 1), True)
    assert game.decision(2) is None  # nothing to say out of turn before the play
    assert game.to_act == 1 and not game.over


def test_out_of_turn_a_player_may_announce_and_the_soloist_give_up() -> None:
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=3))
    state = apply(state, Reserve(0, "damen"))
    for p in (1, 2, 3):
        state = apply(state, Reserve(p, "gesund"))
    state = apply(state, Play(state.to_act, legal_cards(state)[0]))
    game = Game(state)
    soloist = game.decision(0)
    assert soloist is not None and not soloist.in_turn
    assert soloist.may_concede() and soloist.levels() == frozenset({1, 2, 3, 4, 5})
    assert Concede(0) in soloist.choices and not soloist.plays()
    assert game.decision(1).in_turn and game.decision(1).cards() == legal_cards(state)


def test_the_computers_are_asked_out_of_turn_only_where_they_act_there() -> None:
    game = Game(_healthy(new_game(GameSetup.from_seed(preset("ddv"), seed=5))))
    assert game.to_act == 0
    asks = game.asks({1: True, 2: False, 3: True})
    assert [(a.player, a.in_turn) for a in asks] == [(1, False), (3, False)]
    assert all(isinstance(c, Announce) for a in asks for c in a.choices)
    asks = game.asks({0: False, 1: False})
    assert [(a.player, a.in_turn) for a in asks] == [(0, True)]
    assert game.asks({}) == ()


def test_the_table_answers_no_for_a_player_who_cannot_say_schweine() -> None:
    rules = preset("kneipe_plus").replace(schweine="at_start")
    for seed in range(200):
        state = _healthy(new_game(GameSetup.from_seed(rules, seed)))
        if state.phase is Phase.SCHWEINE:
            break
    game = Game(state)
    while game.state.phase is Phase.SCHWEINE and game.forced() is not None:
        assert game.forced() == Pigs(game.to_act, PigKind.SCHWEINE, False)
        assert game.asks({game.to_act: False}) == ()  # nobody is asked for a forced no
        game = game.apply(game.forced())
    if game.state.phase is Phase.SCHWEINE:  # the holder is asked: yes or no
        ask = game.decision(game.to_act)
        assert len(ask.choices) == 2 and ask.pigs()
        assert game.forced() is None


def test_the_only_card_is_played_by_itself_only_when_nobody_may_announce() -> None:
    rng = random.Random(2)
    state = _healthy(new_game(GameSetup.from_seed(preset("ddv"), seed=2)))
    while len(state.tricks) < 11:
        state = apply(state, Play(state.to_act, rng.choice(legal_cards(state))))
    game = Game(state)
    assert game.only_card() == Play(state.to_act, state.hands[state.to_act][0])
    early = Game(_healthy(new_game(GameSetup.from_seed(preset("ddv"), seed=2))))
    assert early.only_card() is None


def test_a_view_is_built_once_per_player_and_position(counted) -> None:
    _, views = counted
    game = Game(new_game(GameSetup.from_seed(preset("ddv"), seed=1)))
    assert game.view(2) is game.view(2)
    assert game.view(None) is game.view(None)
    assert views == Counter({(0, 2): 1, (0, -1): 1})


def test_arena_game_one_apply_per_action_and_one_view_per_seat_and_change(counted) -> None:
    applied, views = counted
    levels = ["random", "fortgeschritten", "anfaenger", "random"]
    players = [make_player(level, seed=p) for p, level in enumerate(levels)]
    final = play_game(GameSetup.from_seed(preset("kneipe_plus"), seed=7), players).state
    steps = len(final.history)
    assert applied == Counter(dict.fromkeys(range(steps), 1))
    assert views and max(views.values()) == 1
    assert all(step < steps for step, _ in views)


def test_a_random_computer_announces_out_of_turn_through_the_driver() -> None:
    """The random level acts out of turn (one chance in fifty where it may announce): the
    arena asks it there, the others only in their turn."""
    made_out_of_turn = 0
    for seed in range(40):
        players = [make_player("random", seed * 4 + p) for p in range(4)]
        final = play_game(GameSetup.from_seed(preset("ddv"), seed=seed), players).state
        state = new_game(final.setup)
        for action in final.history:
            if isinstance(action, Announce) and action.player != state.to_act:
                made_out_of_turn += 1
            state = apply(state, action)
    assert made_out_of_turn > 0
    assert not make_player("profi").out_of_turn and make_player("random").out_of_turn


def test_play_refuses_an_answer_outside_the_choices() -> None:
    game = Game(new_game(GameSetup.from_seed(preset("ddv"), seed=1)))
    with pytest.raises(IllegalChoice):
        play(game, lambda g, ask: Reserve(ask.player, "hochzeit"))
    with pytest.raises(IllegalChoice):
        play(game, lambda g, ask: None)


def test_a_refusal_names_the_rule() -> None:
    game = Game(new_game(GameSetup.from_seed(preset("ddv"), seed=1)))
    assert game.refusal(Reserve(1, "gesund")).code == "not_your_turn"
    assert game.refusal(Reserve(0, "gesund")) is None
