"""The analysis of a game: it flags a clear blunder and not the right card, every loss is at
least 0 with the best choice at 0, and a random player's choices cost far more than Profi's."""

from __future__ import annotations

from statistics import mean

from blunders import game_with

from dokodesk.ai.analysis import Decision, analyse, decision_points
from dokodesk.ai.arena import play_game
from dokodesk.ai.players import make_player
from dokodesk.ai.search import Effort
from dokodesk.engine.game import GameSetup
from dokodesk.engine.rules import preset

SMALL = Effort(samples=8, max_samples=8, workers=1)


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
            found = analyse(final, player, SMALL, salt=5)
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
            losses[level] += [d.loss for d in analyse(final, p, SMALL, salt=g)]
    profi, rand = mean(losses["profi"]), mean(losses["random"])
    print(f"mean loss per decision: profi {profi:.3f}, random {rand:.3f}")
    assert rand >= 3 * profi, (profi, rand)
