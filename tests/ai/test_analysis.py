"""The analysis of a game: it flags a clear blunder and not the right card, every loss is at
least 0 with the best choice at 0, and a random player's choices cost far more than Profi's."""

from __future__ import annotations

import random
from statistics import mean

from blunders import game_with

from dokodesk.ai.advice import WON, Choice
from dokodesk.ai.analysis import Decision, analyse, cost_facts, deals, decision_points
from dokodesk.ai.arena import play_game
from dokodesk.ai.fastplay import Position
from dokodesk.ai.judgement import compare
from dokodesk.ai.players import make_player
from dokodesk.ai.search import (
    ANNOUNCED,
    FOX_LOST,
    TRICK_OURS,
    TRICK_PARTNER,
    Effort,
    play_out,
)
from dokodesk.engine.cards import D9, DA
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Play,
    apply,
    is_over,
    legal_actions,
    new_game,
)
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.text.hints import say_tip

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


def judged_decision(best_events: tuple[int, ...], mine_events: tuple[int, ...],
                    kind: str = "card") -> Decision:
    """A card decision of the player (9 of Diamonds best, the Ace of Diamonds chosen, losing
    a point in every deal) with the events of each sampled deal as given."""
    n = len(best_events)
    best = Choice(Play(0, D9), 2.0, 2.0, sum(1 for e in best_events if e & WON) / n, 0.0,
                  values=(2.0,) * n, events=best_events)
    mine = Choice(Play(0, DA), 1.0, 1.0, sum(1 for e in mine_events if e & WON) / n, 0.0,
                  values=(1.0,) * n, events=mine_events)
    choices = compare([best, mine])
    return Decision(kind, 40, 3, Play(0, DA), choices, choices[1].loss)


def test_a_fuchs_lost_is_counted_on_the_deals_the_table_shows() -> None:
    d = judged_decision((WON,) * 10, (FOX_LOST | WON,) * 5 + (FOX_LOST,) * 3 + (WON,) * 2)
    facts = cost_facts(d, "re")
    assert [t.code for t in facts] == ["cost_fox", "cost_game_lost"]
    fox, lost = facts
    assert fox.details["n"] == 8 and fox.details["of"] == 10 == deals(d)
    assert fox.details["n_best"] == 0
    # the games lost are the difference of the win shares the table shows (none won back)
    assert lost.details["n"] == 3 and lost.details["back"] == 0
    assert round(100 * d.best.win_share) - round(100 * d.mine.win_share) == 30
    assert say_tip(fox, "de") == ("Karo-Ass: in 8 von 10 Verteilungen fängt die Gegenpartei "
                                  "einen Fuchs deiner Partei – 11 Augen und ein Sonderpunkt "
                                  "für sie (mit Karo-Neun: in 0).")
    assert "in 3 of 10 deals your party loses the game" in say_tip(lost, "en")


def test_a_trick_the_partner_would_have_won_and_an_announcement_that_fails() -> None:
    partner = TRICK_OURS | TRICK_PARTNER | ANNOUNCED | WON
    d = judged_decision((partner,) * 6 + (ANNOUNCED | WON,) * 4,
                        (ANNOUNCED,) * 4 + (ANNOUNCED | WON,) * 6)
    codes = {t.code: t.details for t in cost_facts(d, "re", most=4)}
    assert codes["cost_trick_partner"]["n"] == 6
    assert codes["cost_announce_fails"]["n"] == 4
    assert codes["cost_announce_fails"]["n_best"] == 0
    assert codes["cost_game_lost"]["n"] == 4


def test_no_reason_from_a_few_deals_or_for_a_tied_choice() -> None:
    d = judged_decision((WON,) * 20, (FOX_LOST | WON,) + (WON,) * 19)
    assert cost_facts(d, "re") == []  # one Fuchs in 20 deals: not clearly more often
    n = 10
    same = Choice(Play(0, DA), 2.0, 2.0, 1.0, 0.0, values=(2.0,) * n, events=(FOX_LOST,) * n)
    best = Choice(Play(0, D9), 2.0, 2.0, 1.0, 0.0, values=(2.0,) * n, events=(0,) * n)
    choices = compare([best, same])
    assert cost_facts(Decision("card", 40, 3, Play(0, DA), choices, 0.0), "re") == []


def test_the_events_of_a_deal_are_the_engines_trick_winners_and_lines() -> None:
    """Played out from random positions, a deal's events say who won the trick of the
    decision and which Sonderpunkte the opponents scored, as the engine's game does."""
    checked = 0
    for seed in range(40):
        rng = random.Random(seed)
        state = new_game(GameSetup.from_seed(preset("ddv"), seed=seed))
        while state.phase is not Phase.PLAY or len(state.tricks) < 3 + seed % 6:
            if is_over(state):
                break
            state = apply(state, rng.choice(legal_actions(state, state.to_act)))
        if is_over(state) or state.phase is not Phase.PLAY:
            continue
        player, trick = state.to_act, len(state.tricks)
        pos = Position(state)
        outcome = play_out(pos, player, 0, 0, (), trick)
        final = pos.final_state()
        winner = final.tricks[trick].winner
        ours = final.re[winner] == final.re[player]
        assert bool(outcome.events & TRICK_OURS) == ours
        assert bool(outcome.events & TRICK_PARTNER) == (ours and winner != player)
        party = "re" if final.re[player] else "kontra"
        lines = result(final).lines
        assert bool(outcome.events & FOX_LOST) == any(
            line.item.startswith("fuchs_gefangen") and line.party != party for line in lines)
        checked += 1
    assert checked >= 15
