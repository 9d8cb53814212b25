"""The search's fast position plays exactly as the engine: seeded random games through both,
under every Dulle rule and every contract, compared at every step (the legal cards, each
trick's winner, the parties after the Klärungsstich, the final points and Augen)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from dokodesk.ai.fastplay import Position
from dokodesk.engine.cards import AUGEN
from dokodesk.engine.game import (
    ContractKind,
    GameSetup,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    State,
    apply,
    is_over,
    legal_actions,
    legal_cards,
    new_game,
)
from dokodesk.engine.rules import CHOICES, CLASSIC_SOLOS, Rules, preset
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
                                              or contract not in CLASSIC_SOLOS)]
        state = apply(state, wanted[0] if wanted else Reserve(state.to_act, "gesund"))
    if state.contract is None:
        return None
    kind = state.contract.kind
    if contract in CLASSIC_SOLOS:
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
        assert pos.over()
        res, fast = result(state), result(pos.final_state())
        assert fast.points == res.points and fast.augen == res.augen
        assert sum(AUGEN[c] for t in pos.tricks for c in t.cards) == 240
        played += 1
        if played == GAMES_PER_CASE:
            break
    assert played == GAMES_PER_CASE, f"only {played} games of {contract}"
