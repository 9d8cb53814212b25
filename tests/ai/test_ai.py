"""The computer players: legality everywhere, the solver, determinizations and information
hiding."""

from __future__ import annotations

import random

import pytest

from dokodesk.ai import make_player
from dokodesk.ai.determinize import build_state, sample_hands
from dokodesk.ai.fastplay import Position
from dokodesk.ai.heuristic import rollout_card
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.robustness import LIGHT, play_checked, robustness_game
from dokodesk.ai.search import HANDOVER_NODES, SPECIAL_WEIGHT, play_out
from dokodesk.ai.solver import best, minimax, solve
from dokodesk.engine.cards import AUGEN, CQ, DA, DQ, HQ, HT, SQ, parse_card
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Play,
    Reserve,
    State,
    apply,
    is_over,
    legal_actions,
    legal_cards,
    new_game,
)
from dokodesk.engine.order import order_for
from dokodesk.engine.partie import PartieSettings, new_partie, next_game
from dokodesk.engine.rules import Solo, preset
from dokodesk.engine.table import LEVELS
from dokodesk.engine.view import view


def _players(levels: list[str], seed: int = 0) -> list:
    return [make_player(lv, seed + p, LIGHT) for p, lv in enumerate(levels)]


@pytest.mark.parametrize("index", range(40))
def test_robustness_sample(index: int) -> None:
    robustness_game(index, seed=2026)


@pytest.mark.parametrize("name", ["ddv", "vowi", "kneipe"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_under_every_preset(name: str, level: str) -> None:
    rules = preset(name)
    for i in range(2 if level == "profi" else 6):
        setup = GameSetup.from_seed(rules, 300 + i, first=i % 4)
        state = play_checked(new_game(setup), _players([level] * 4, i))
        assert is_over(state)


def _deal_where(rules, test, start: int = 0) -> GameSetup:
    for seed in range(start, start + 5000):
        setup = GameSetup.from_seed(rules, seed)
        if any(test(rules, h) for h in setup.hands):
            return setup
    raise AssertionError("no such deal")


def test_hochzeit_and_poverty_and_no_nines() -> None:
    from dokodesk.engine.game import may_declare_poverty

    for level in ("anfaenger", "fortgeschritten", "profi"):
        hz = _deal_where(preset("ddv"), lambda r, h: h.count(CQ) == 2)
        play_checked(new_game(hz), _players([level] * 4))
        poor = _deal_where(preset("kneipe"), may_declare_poverty)
        play_checked(new_game(poor), _players([level] * 4))
        nines = preset("vowi").replace(with_nines=False)
        play_checked(new_game(GameSetup.from_seed(nines, 11)), _players([level] * 4))


def test_five_players_and_forced_solo() -> None:
    partie = new_partie(PartieSettings(preset("vowi"), players=5, length=("games", 2)), seed=4)
    setup, _ = next_game(partie)
    play_checked(new_game(setup), _players(["profi", "fortgeschritten", "anfaenger", "random"]))
    forced = GameSetup.from_seed(preset("ddv"), 8, owes_pflichtsolo=(True,) * 4, forced_soloist=2)
    state = play_checked(new_game(forced), _players(["fortgeschritten"] * 4))
    assert state.soloist == 2


def _random_state(seed: int, tricks: int, rules_name: str = "ddv") -> State:
    rng = random.Random(seed)
    state = new_game(GameSetup.from_seed(preset(rules_name), seed))
    while state.phase == Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    while len(state.tricks) < tricks or (
        len(state.tricks) == tricks and len(state.trick) < seed % 4
    ):
        state = apply(state, Play(state.to_act, rng.choice(legal_cards(state))))
    return state


@pytest.mark.parametrize("seed", range(25))
def test_solver_agrees_with_minimax(seed: int) -> None:
    state = _random_state(seed, 9)
    if state.contract is not None and state.contract.kind == "hochzeit":
        return
    pos = Position(state)
    values = solve(pos, pos.to_act)
    assert max(v for v, _ in values.values()) == minimax(pos, pos.to_act)
    other = (pos.to_act + 1) % 4
    values = solve(pos, other)
    best = max if pos.re[pos.to_act] == pos.re[other] else min
    assert best(v for v, _ in values.values()) == minimax(pos, other)


def _child_minimax(pos: Position, card: int, player: int) -> int:
    """Minimax of the Augen ``player``'s team wins after ``card`` (the trick it ends too)."""
    child = pos.copy()
    before = len(child.tricks)
    child.play(card)
    gained = 0
    if len(child.tricks) > before:
        t = child.tricks[-1]
        if child.re[t.winner] == child.re[player]:
            gained = sum(AUGEN[c] for c in t.cards)
    return gained + minimax(child, player)


@pytest.mark.parametrize("seed", range(12))
def test_every_cards_value_is_the_minimax_value(seed: int) -> None:
    state = _random_state(seed, 8 + seed % 2)
    if state.contract is not None and state.contract.kind == "hochzeit":
        return
    pos = Position(state)
    for player in (pos.to_act, (pos.to_act + 1) % 4):
        values = solve(pos, player)
        assert list(values) == list(pos.legal())
        assert {c: v for c, (v, _) in values.items()} == {
            c: _child_minimax(pos, c, player) for c in pos.legal()}


@pytest.mark.parametrize("handover", [3, 4])
def test_a_rollout_hands_the_last_tricks_to_the_solver(handover: int) -> None:
    """From early in a game the rollout plays to the first trick with ``handover`` tricks
    left; the solver's line (Sonderpunkte weighed) plays the rest."""
    checked = 0
    for seed in range(12):
        state = _random_state(seed, 2 + seed % 3)
        if state.contract is not None and state.contract.kind == "hochzeit":
            continue
        player = state.to_act
        played = Position(state)
        play_out(played, player, 2, 0, handover=handover)
        rolled = Position(state)
        while len(rolled.tricks) < rolled.n_tricks - handover:
            rolled.play(rollout_card(rolled))
        line = best(rolled, player, SPECIAL_WEIGHT, HANDOVER_NODES)[2]
        assert len(line) == 4 * handover
        assert [c for t in played.tricks for c in t.cards] == [
            c for t in rolled.tricks for c in t.cards] + list(line)
        checked += 1
    assert checked >= 8


def test_two_cards_with_a_card_on_the_table_between_them_are_not_worth_the_same() -> None:
    """Pik-Dame and Karo-Dame with only the Herz-Dame on the table between them: the one wins
    the trick, the other does not (once searched as one card, worth 8 Augen too much)."""
    state = new_game(GameSetup.from_seed(preset("ddv"), 9089))
    while state.phase == Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    played = ("SJ DK DK D9 SK SK CA ST H9 HK SA HA DJ CJ DT HT D9 DT CJ HJ CK CT C9 CK DA CQ SQ "
              "ST S9 HA CA SA HQ")
    for name in played.split():
        state = apply(state, Play(state.to_act, parse_card(name)))
    pos = Position(state)
    assert pos.hands[2] == [SQ, HQ, HT, DQ] and pos.to_act == 1
    for player in range(4):
        assert {c: v for c, (v, _) in solve(pos, player).items()} == {
            c: _child_minimax(pos, c, player) for c in pos.legal()}
    assert solve(pos, 1)[DQ][0] == 0


def _states_in_play(count: int) -> list[State]:
    """Positions of games played by heuristic levels (with solos, Armut, Hochzeit)."""
    out = []
    for i in range(count):
        rules = preset(("ddv", "vowi", "kneipe")[i % 3])
        state = new_game(GameSetup.from_seed(rules, 700 + i, first=i % 4))
        players = _players(["fortgeschritten", "anfaenger", "fortgeschritten", "anfaenger"], i)
        target = 1 + i % 10
        while not (state.phase is Phase.PLAY and len(state.tricks) >= target) and not is_over(
            state
        ):
            seat = state.to_act
            state = apply(state, players[seat].act(view(state, seat), legal_actions(state, seat)))
        if state.phase == Phase.PLAY:
            out.append(state)
    return out


def test_determinization_never_contradicts_the_view() -> None:
    rng = random.Random(5)
    for state in _states_in_play(30):
        for seat in range(4):
            v = view(state, seat)
            k = knowledge(v)
            for _ in range(3):
                hands = sample_hands(v, k, rng)
                assert hands is not None
                assert hands[seat] == v.hand
                assert tuple(len(h) for h in hands) == v.hand_sizes
                order = k.order
                for p in range(4):
                    if p == seat:
                        continue
                    for c in hands[p]:
                        assert order.suit[c] not in k.voids[p]
                    assert all(c in hands[p] for c in k.required[p])
                rebuilt = build_state(v, hands)
                again = view(rebuilt, seat)
                assert again._replace(poverty=None) == v._replace(poverty=None)
                assert rebuilt.re == tuple(
                    (v.parties[p] == "re") if v.parties[p] else rebuilt.re[p] for p in range(4)
                )


def test_voids_are_found() -> None:
    state = _random_state(3, 6)
    order = order_for("normal")
    v = view(state, 0)
    k = knowledge(v)
    for t in state.tricks:
        led = order.suit[t.cards[0]]
        for i, c in enumerate(t.cards):
            if order.suit[c] != led:
                assert led in k.voids[(t.leader + i) % 4]


@pytest.mark.parametrize("level", ["anfaenger", "fortgeschritten", "profi"])
def test_decisions_use_the_view_only(level: str) -> None:
    for state in _states_in_play(12)[:6]:
        seat = state.to_act
        others = [p for p in range(4) if p != seat]
        hands = list(state.hands)
        q, r = others[0], others[1]
        # swap one card between two hidden hands: the seat sees exactly the same
        a, b = hands[q][0], hands[r][-1]
        hands[q] = tuple(sorted((*hands[q][1:], b)))
        hands[r] = tuple(sorted((*hands[r][:-1], a)))
        other = state._replace(hands=tuple(hands))
        assert view(other, seat) == view(state, seat)
        legal = legal_actions(state, seat)
        first = make_player(level, 9, LIGHT).act(view(state, seat), legal)
        second = make_player(level, 9, LIGHT).act(view(other, seat), legal)
        assert first == second


@pytest.mark.parametrize("kind", ["normal", *Solo])
@pytest.mark.parametrize("top", [(), (DA,)])
def test_a_trumps_place_is_read_from_its_power(kind: str, top: tuple[int, ...]) -> None:
    """The heuristic's strength of a trump reads its place among the trumps from its power."""
    order = order_for(kind, top if order_for(kind).trump[DA] else ())
    assert [100 - order.power[c] for c in order.trumps] == list(range(len(order.trumps)))
