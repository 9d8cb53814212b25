"""The analysis of a game: it flags a clear blunder and not the right card, every loss is at
least 0 with the best choice at 0, and a random player's choices cost far more than Profi's."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import permutations
from statistics import mean

from dokodesk.ai.analysis import MISTAKE, Decision, analyse, decision_points
from dokodesk.ai.arena import play_game
from dokodesk.ai.players import AUGEN_VALUE, make_player
from dokodesk.ai.search import Effort
from dokodesk.engine.cards import ACE, AUGEN, rank_of
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Announce,
    Concede,
    ContractKind,
    GameSetup,
    Phase,
    Play,
    Reserve,
    State,
    apply,
    is_over,
    legal_cards,
    new_game,
    turn,
)
from dokodesk.engine.order import trick_winner
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result

SMALL = Effort(samples=8, max_samples=8, workers=1)


def lost_trick_with_an_ace(state: State) -> tuple[int, int] | None:
    """(Ace, low card) when the player to act is last to the last trick but one in a normal
    game, the opponents' trick is lost whatever he plays, and over the deals he cannot tell
    from this one (all equally likely) the Ace given now costs at least twice
    :data:`MISTAKE` (counted as Profi counts)."""
    contract = state.contract
    if (state.phase is not Phase.PLAY or len(state.trick) != 3 or len(state.tricks) != 10
            or contract is None or contract.kind is not ContractKind.NORMAL):
        return None
    order = state.order
    best = trick_winner(order, state.trick, False)
    holder = (state.leader + best) % 4
    legal = legal_cards(state)
    if state.re[holder] == state.re[state.to_act] or any(
            trick_winner(order, [*state.trick, c], False) == 3 for c in legal):
        return None
    aces = [c for c in legal if rank_of(c) == ACE and not order.trump[c]]
    low = [c for c in legal if AUGEN[c] <= 4]
    if not aces or not low:
        return None
    deals = list(hidden_deals(state))
    cost = mean(gain(s, low[0]) - gain(s, aces[0]) for s in deals)
    if cost >= 2 * MISTAKE:
        return aces[0], low[0]
    return None


def hidden_deals(state: State) -> Iterator[State]:
    """The position with the others' last cards in every arrangement the public play allows."""
    player = state.to_act
    others = [p for p in range(4) if p != player]
    last = [state.hands[p][0] for p in others]
    for arrangement in set(permutations(last)):
        hands = [list(h) for h in state.setup.hands]
        for p, old, new in zip(others, last, arrangement, strict=True):
            hands[p][hands[p].index(old)] = new
        setup = replace(state.setup, hands=tuple(tuple(sorted(h)) for h in hands))
        try:
            again = new_game(setup)
            for action in state.history:
                again = apply(again, action)
        except IllegalAction:
            continue
        yield again


def gain(state: State, card: int) -> float:
    """What the game is worth to the player to act (as Profi counts), playing ``card`` and the
    last trick as it must go."""
    player = state.to_act
    state = apply(state, Play(player, card))
    while not is_over(state):
        state = apply(state, Play(state.to_act, legal_cards(state)[0]))
    augen = sum(AUGEN[c] for t in state.tricks for c in t.cards
                if state.re[t.winner] == state.re[player])
    return result(state).points[player] + AUGEN_VALUE * (augen - 120)


def game_with(seed: int, blunder: bool) -> tuple[State, int, int] | None:
    """A seeded game, everyone gesund and playing at random, in which, at the first position
    found, the player throws the Ace (``blunder``) or the low card. (final state, player,
    step)."""
    rng = random.Random(seed)
    state = new_game(GameSetup.from_seed(preset("ddv"), seed=seed))
    found: tuple[int, int] | None = None
    while not is_over(state):
        choice = lost_trick_with_an_ace(state) if found is None else None
        if choice is not None:
            found = (state.to_act, len(state.history))
            state = apply(state, Play(state.to_act, choice[0] if blunder else choice[1]))
            continue
        if state.phase is Phase.RESERVATIONS:
            state = apply(state, Reserve(state.to_act, "gesund"))
            continue
        actions = [a for a in turn(state).actions() if not isinstance(a, Announce | Concede)]
        state = apply(state, rng.choice(actions))
    return (state, *found) if found else None


def decision_at(found: list[Decision], step: int) -> Decision:
    return next(d for d in found if d.step == step and d.kind == "card")


def test_the_analysis_flags_the_ace_thrown_away_and_not_the_low_card() -> None:
    seeds = [s for s in range(600) if game_with(s, True) is not None][:3]
    assert len(seeds) == 3
    for seed in seeds:
        for blunder in (True, False):
            game = game_with(seed, blunder)
            assert game is not None
            final, player, step = game
            found = analyse(final, player, SMALL, seed=5)
            assert all(d.loss >= 0 and d.best.loss == 0 for d in found)
            d = decision_at(found, step)
            if blunder:
                assert d.mistake, (seed, d)
                assert d.best.action != d.chosen
            else:
                assert d.loss < 0.05 and not d.mistake, (seed, d)


def test_every_decision_of_the_player_is_found() -> None:
    game = game_with(next(s for s in range(600) if game_with(s, True)), True)
    assert game is not None
    final, player, _ = game
    points = decision_points(final, player)
    kinds = [kind for _, kind in points]
    assert kinds[0] == "reservation"
    cards = [s for s, kind in points if kind == "card"]
    assert all(final.history[s].player == player for s, _ in points)
    assert len(cards) <= final.tricks_per_game - 1  # the last card is never a choice


def test_random_choices_cost_far_more_than_profi_choices() -> None:
    """Over 20 games the mean loss per decision of a random player is at least three times
    Profi's (the analysis samples with seeds of its own)."""
    levels = ["profi", "random", "fortgeschritten", "fortgeschritten"]
    losses: dict[str, list[float]] = {"profi": [], "random": []}
    for g in range(20):
        setup = GameSetup.from_seed(preset("ddv"), seed=900 + g, first=g % 4)
        players = [make_player(level, seed=g * 4 + p, effort=SMALL)
                   for p, level in enumerate(levels)]
        final = play_game(setup, players).state
        for p, level in ((0, "profi"), (1, "random")):
            losses[level] += [d.loss for d in analyse(final, p, SMALL, seed=g)]
    profi, rand = mean(losses["profi"]), mean(losses["random"])
    print(f"mean loss per decision: profi {profi:.3f}, random {rand:.3f}")
    assert rand >= 3 * profi, (profi, rand)
