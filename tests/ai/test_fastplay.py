"""The search's fast position plays exactly as the engine: seeded random games through both,
under every Dulle rule and every contract, compared at every step (the legal cards, each
trick's winner, the parties after the Klärungsstich, the cards each player holds, the final
points and Augen)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

from dokodesk.ai.fastplay import Position
from dokodesk.ai.solver import solve
from dokodesk.engine.cards import AUGEN
from dokodesk.engine.game import (
    ContractKind,
    GameSetup,
    Phase,
    Pigs,
    Play,
    PovertyReply,
    Reserve,
    State,
    Trick,
    apply,
    is_over,
    legal_actions,
    legal_cards,
    new_game,
)
from dokodesk.engine.rules import (
    CHOICES,
    CLASSIC_SOLOS,
    PICTURE_SOLOS,
    SOLO_TYPES,
    Rules,
    preset,
)
from dokodesk.engine.scoring import result

CONTRACTS = ("normal", "hochzeit", "armut", *CLASSIC_SOLOS)
GAMES_PER_CASE = 120


def start(rules: Rules, contract: str, seed: int) -> State | None:
    """A game of ``contract`` in the play phase, or None when this deal cannot have it."""
    state = new_game(GameSetup.from_seed(rules, seed=seed, first=seed % 4))
    rng = random.Random(seed)
    while state.phase is Phase.RESERVATIONS:
        wanted = [a for a in legal_actions(state) if isinstance(a, Reserve)
                  and a.kind == contract and (state.to_act == state.setup.first
                                              or contract not in SOLO_TYPES)]
        state = apply(state, wanted[0] if wanted else Reserve(state.to_act, "gesund"))
    if state.contract is None:
        return None
    kind = state.contract.kind
    if contract in SOLO_TYPES:
        ok = kind is ContractKind.SOLO and state.contract.solo == contract
    elif contract == "normal":
        ok = kind in (ContractKind.NORMAL, ContractKind.STILLE_HOCHZEIT)
    else:
        ok = kind.value == contract
    if not ok:
        return None
    while state.phase is Phase.POVERTY_OFFER:
        state = apply(state, PovertyReply(state.to_act, True))
    while state.phase is Phase.POVERTY_RETURN:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


def cases() -> Iterator[tuple[str, str]]:
    for dulle_rule in CHOICES["dulle_rule"]:
        for contract in CONTRACTS:
            yield dulle_rule, contract


def party_augen(tricks: Sequence[Trick], re: Sequence[bool]) -> tuple[int, int]:
    """The Augen Re and Kontra have won in ``tricks``."""
    won = [0, 0]
    for t in tricks:
        won[0 if re[t.winner] else 1] += sum(AUGEN[c] for c in t.cards)
    return won[0], won[1]


def play_both(state: State, pos: Position, rng: random.Random) -> State:
    """A random legal card played in the engine and the fast position, which must agree on
    the legal cards and, after each trick, on the trick and its winner, the parties, the
    Klärungsstich, the announcements (a Pflichtansage) and the Augen of each party."""
    legal = legal_cards(state)
    assert pos.legal() == legal
    card = rng.choice(legal)
    before = len(state.tricks)
    state = apply(state, Play(state.to_act, card))
    pos.play(card)
    if len(state.tricks) > before:
        assert pos.tricks[-1] == state.tricks[-1]
        assert pos.re == list(state.re) and pos.soloist == state.soloist
        assert pos.clarified == state.clarified
        assert pos.levels == state.levels and pos.announcements == state.announcements
        assert party_augen(pos.tricks, pos.re) == party_augen(state.tricks, state.re)
        assert [pos.counts(p) for p in range(4)] == [
            tuple(hand.count(c) for c in range(24)) for hand in state.hands]
    return state


@pytest.mark.parametrize(("dulle_rule", "contract"), list(cases()))
def test_fast_position_plays_as_the_engine(dulle_rule: str, contract: str) -> None:
    base = preset("vowi") if contract == "armut" else preset("ddv")
    played = 0
    for seed in range(4000):
        rules = base.replace(dulle_rule=dulle_rule, with_nines=seed % 3 != 0,
                             hochzeit_clarifying_trick=CHOICES["hochzeit_clarifying_trick"][
                                 seed % 3])
        state = start(rules, contract, seed)
        if state is None:
            continue
        rng = random.Random(seed * 7 + 1)
        pos = Position(state)
        while not is_over(state):
            state = play_both(state, pos, rng)
        assert pos.over()
        res, fast = result(state), result(pos.final_state())
        assert fast.points == res.points and fast.augen == res.augen
        assert pos.points() == res.points
        assert sum(AUGEN[c] for t in pos.tricks for c in t.cards) == 240
        played += 1
        if played == GAMES_PER_CASE:
            break
    assert played == GAMES_PER_CASE, f"only {played} games of {contract}"


# ---------------------------------------------------------------------------------------------
# The pub rules: the orders Schweine and Superschweine make, the picture solos, the first Dulle
# winning with Schweine, Pflichtansage; Schweine, Superschweine and Genscher said in the
# engine (the fast position does not make them: it is built again from the state after each)

PUB_CASES = {
    "schweine at the start": preset("kneipe_plus").replace(
        superschweine="nines", dulle_rule="second_beats_first", schweine_first_dulle_wins=True,
        pflichtansage="first_trick", solos=list(SOLO_TYPES), counting="plus",
        solo_always_triple=True, sonderpunkte=["doppelkopf", "fuchs_gefangen", "herz_stich",
                                               "fuchs_gefangen_letzter_stich",
                                               "dulle_sticht_dulle", "karlchen_gefangen"],
        karlchen_gefangen_only_by_dq=True),
    "before the first fox": preset("kneipe_plus").replace(
        schweine="before_first_played", superschweine="tens", superschweine_same_holder=True,
        schweine_in_solo="diamond_aces", genscher=True, pflichtansage="first_trick_30",
        pflichtansage_in_hochzeit=True, solos=list(SOLO_TYPES), counting="minus",
        sonderpunkte=["fuchs_gefangen", "fuchs_letzter_stich", "beide_fuechse_letzter_stich",
                      "herz_stich"]),
    "only the second": preset("kneipe_plus").replace(
        schweine="second_after_first_home", genscher=True, with_nines=False, schmeissen={},
        dulle_rule="second_beats_first_except_last_trick", schweine_first_dulle_wins=True,
        solos=list(SOLO_TYPES)),
}
PUB_CONTRACTS = ("normal", "hochzeit", "armut", "kreuz", "herz", "karo", *PICTURE_SOLOS)


def pub_start(rules: Rules, contract: str, seed: int, rng: random.Random) -> State | None:
    """A game of ``contract`` under ``rules`` in the play phase, Schweine said in the round
    before the first card where they may be (at random)."""
    state = start(rules, contract, seed)
    while state is not None and state.phase is Phase.SCHWEINE:
        state = apply(state, rng.choice(legal_actions(state)))
    return state


@pytest.mark.parametrize("contract", PUB_CONTRACTS)
@pytest.mark.parametrize("case", list(PUB_CASES))
def test_fast_position_plays_the_pub_rules_as_the_engine(case: str, contract: str) -> None:
    rules = PUB_CASES[case]
    played = with_pigs = 0
    for seed in range(3000):
        rng = random.Random(seed * 11 + 3)
        state = pub_start(rules, contract, seed, rng)
        if state is None:
            continue
        pos = Position(state)
        while not is_over(state):
            extra = [a for p in range(4) for a in legal_actions(state, p)
                     if isinstance(a, Pigs) or (isinstance(a, Play) and a.partner is not None)]
            if extra and rng.random() < 0.5:
                state = apply(state, rng.choice(extra))  # said in the engine only
                pos = Position(state)
                continue
            state = play_both(state, pos, rng)
        res, fast = result(state), result(pos.final_state())
        assert fast == res and pos.points() == res.points
        with_pigs += bool(state.pigs)
        played += 1
        if played == GAMES_PER_CASE // 2:
            break
    assert played == GAMES_PER_CASE // 2, f"only {played} games of {contract}"
    assert (with_pigs > 0) == (contract not in PICTURE_SOLOS)


def pub_endgame(rules: Rules, seed: int, tricks_left: int) -> State | None:
    """A normal game under ``rules`` played at random (Schweine, Superschweine and Genscher
    said where they may be, half the times) until ``tricks_left`` tricks remain; None when its
    parties are not known by then."""
    rng = random.Random(seed)
    state = start(rules, "normal", seed)
    if state is None:
        return None
    while state.phase is Phase.SCHWEINE:
        state = apply(state, legal_actions(state)[0])  # the yes where there is one
    while len(state.tricks) < rules.tricks_per_game - tricks_left or state.trick:
        extra = [a for p in range(4) for a in legal_actions(state, p)
                 if isinstance(a, Pigs) or (isinstance(a, Play) and a.partner is not None)]
        if extra and rng.random() < 0.5:
            state = apply(state, rng.choice(extra))
            continue
        state = apply(state, Play(state.to_act, rng.choice(legal_cards(state))))
    return None if state.open_hochzeit else state


@pytest.mark.parametrize("case", list(PUB_CASES))
def test_the_solver_lines_score_in_the_engine_as_the_solver_says(case: str) -> None:
    rules = PUB_CASES[case]
    checked = with_pigs = 0
    for seed in range(200):
        state = pub_endgame(rules, seed, 4)
        if state is None:
            continue
        pos = Position(state)
        player = pos.to_act
        done = len(state.tricks)
        for value, line in solve(pos, player).values():
            end = state
            for card in line:
                end = apply(end, Play(end.to_act, card))
            assert is_over(end)
            won = party_augen(end.tricks[done:], end.re)
            assert value == won[0 if end.re[player] else 1]
        checked += 1
        with_pigs += bool(state.pigs)
        if checked == 12:
            break
    assert checked == 12 and with_pigs > 0


@pytest.mark.parametrize("kind", ["normal", "damen", "buben", "fleischloser", "kreuz", "herz"])
def test_the_heuristic_finds_the_leading_card_as_the_engine(kind: str) -> None:
    """The rollouts' ``heuristic.leading`` reads the engine's table and finds the card
    :func:`~dokodesk.engine.order.trick_winner` finds, with either Dulle rule."""
    from dokodesk.ai.heuristic import leading
    from dokodesk.engine.order import order_for, trick_winner

    order = order_for(kind)
    rng = random.Random(kind)
    for _ in range(2000):
        trick = [rng.randrange(24) for _ in range(rng.randint(1, 4))]
        second = rng.random() < 0.5
        assert leading(order, trick, second) == trick_winner(order, trick, second)
