"""Games across every preset and random option combinations (the pub rules among them:
Schweine, Superschweine, Genscher, Schmeißen, Pflichtansage, Bock rounds, plus and minus
counting, the picture solos) with all levels, checking that no level ever chooses an illegal
action (used by ``benchmarks/ai_robustness.py`` and the tests).

Every player is asked when it is to act, and every other player wherever it has a choice out of
turn (so announcements out of turn are exercised, and a level that says it never acts there is
checked to pass). Some games come from a Partie of five players with
Pflichtsoli (forced solos included); others from a single random setup.
"""

from __future__ import annotations

import random
from typing import Any

from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import Effort
from dokodesk.engine.errors import RulesError
from dokodesk.engine.game import Action, GameSetup, State, new_game
from dokodesk.engine.partie import Length, PartieSettings, new_partie, next_game, record_game
from dokodesk.engine.partie import is_over as partie_over
from dokodesk.engine.rules import (
    CHOICES,
    INT_RANGES,
    LIST_CHOICES,
    PRESETS,
    SCHMEISSEN_RANGES,
    Rules,
    rules_from_mapping,
)
from dokodesk.engine.table import LEVELS
from dokodesk.play import Decision, Game, IllegalChoice, play

__all__ = ["LIGHT", "IllegalChoice", "play_checked", "random_rules", "robustness_game"]


LIGHT = Effort(samples=2, max_samples=4, extra_samples=2, reservation_samples=2, solver_tricks=2,
               max_nodes=2_000, workers=1)
"""Profi's effort in robustness runs: every code path, little time."""


def random_rules(rng: random.Random) -> Rules:
    """A preset, or a preset with random option values (valid combinations only)."""
    base = PRESETS[rng.choice(sorted(PRESETS))]
    if rng.random() < 0.3:
        return base
    while True:
        changes: dict[str, Any] = {}
        for name, values in CHOICES.items():
            if rng.random() < 0.4:
                changes[name] = rng.choice(values)
        for name in ("with_nines", "poverty", "poverty_foxes_count", "poverty_face_up",
                     "poverty_foxes_face_up", "kontra_alone_lowers_re_goal",
                     "points_reached_against_absage", "solo_bonus_point",
                     "kalter_schlag_doubles_next", "schweine_in_armut",
                     "schweine_first_dulle_wins", "superschweine_same_holder", "genscher",
                     "pflichtansage_in_hochzeit", "karlchen_gefangen_only_by_dq",
                     "solo_always_triple"):
            if rng.random() < 0.4:
                changes[name] = rng.random() < 0.5
        for name, (low, high) in INT_RANGES.items():
            if rng.random() < 0.3:
                changes[name] = rng.randint(low, high if high is not None else 10)
        if rng.random() < 0.3:
            values = LIST_CHOICES["sonderpunkte"]
            changes["sonderpunkte"] = [v for v in values if rng.random() < 0.5]
        if rng.random() < 0.3:
            changes["solos"] = [v for v in LIST_CHOICES["solos"] if rng.random() < 0.6]
        if rng.random() < 0.3:
            changes["bock_triggers"] = [v for v in LIST_CHOICES["bock_triggers"]
                                        if rng.random() < 0.4]
        if rng.random() < 0.3:
            changes["schmeissen"] = {
                key: (True if limits is None else rng.randint(*limits))
                for key, limits in SCHMEISSEN_RANGES.items() if rng.random() < 0.3}
        poverty = changes.get("poverty", base.poverty)
        pflicht = changes.get("pflichtsolo", base.pflichtsolo) != "off"
        order = ["lustsolo", "armut", "hochzeit"] if poverty else ["lustsolo", "hochzeit"]
        if changes.get("schmeissen", base.schmeissen) and rng.random() < 0.5:
            order.append("schmeissen")
        rng.shuffle(order)
        changes["reservation_order"] = (["pflichtsolo"] if pflicht else []) + order
        try:
            return rules_from_mapping(changes, base=base)
        except RulesError:
            continue


def play_checked(state: State, players: list[Player]) -> State:
    """Play to the end asking every player in its turn and, whatever its level says of
    itself, out of turn wherever it has a choice; raises :class:`IllegalChoice` when a level
    breaks the rules or passes although it is to act."""

    def answer(game: Game, ask: Decision) -> Action | None:
        return players[ask.player].act(game.view(ask.player), ask.choices)

    return play(Game(state), answer, out_of_turn=range(4)).state


def robustness_game(index: int, seed: int) -> str:
    """Play game ``index`` of a robustness run; returns a short description."""
    rng = random.Random(seed * 1_000_003 + index)
    rules = random_rules(rng)
    levels = [rng.choice(LEVELS) for _ in range(4)]
    if "profi" in levels and rng.random() < 0.7:
        levels = [lv if lv != "profi" else "fortgeschritten" for lv in levels]
    players = [make_player(lv, rng.randrange(1 << 30), LIGHT) for lv in levels]
    if rng.random() < 0.25:
        length = 30 if rules.pflichtsolo == "within_spielrunde" else 3
        settings = PartieSettings(rules, players=5, length=(Length.GAMES, length))
        partie = new_partie(settings, rng.randrange(1 << 30))
        for _ in range(rng.randint(1, 3)):
            if partie_over(partie):
                break
            setup, seats = next_game(partie)
            state = play_checked(new_game(setup), players)
            partie = record_game(partie, state, seats)
        return f"partie of five, {rules.pflichtsolo}, {levels}"
    owes = None
    forced = None
    if rules.pflichtsolo != "off" and rng.random() < 0.5:
        owes = tuple(rng.random() < 0.5 for _ in range(4))
        if rng.random() < 0.2 and any(owes):
            forced = next(p for p in range(4) if owes[p])
    setup = GameSetup.from_seed(rules, rng.randrange(1 << 30), first=rng.randrange(4),
                                owes_pflichtsolo=owes, forced_soloist=forced)
    play_checked(new_game(setup), players)
    return f"{levels}"
