"""Property tests (hypothesis, derandomized): random legal games under every preset and random
option combinations end with 240 Augen and points summing to 0, every legal action applies,
every view can be made, and record -> replay -> score gives the same result."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dokodesk.engine.cards import deck
from dokodesk.engine.game import (
    Action,
    GameSetup,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    State,
    apply,
    is_over,
    legal_actions,
    legal_announcements,
    new_game,
)
from dokodesk.engine.partie import (
    PartieSettings,
    new_partie,
    next_game,
    record_game,
    settlement,
    totals,
)
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import CHOICES, LIST_CHOICES, Rules, preset, rules_from_mapping
from dokodesk.engine.scoring import result
from dokodesk.engine.view import view
from dokodesk.persistence.record import GameRecord, loads

SECTION_13 = ("dulle_rule", "soloist_leads", "redeal_after_solo", "hochzeit_clarifying_trick",
              "poverty_return_info", "announcement_scoring", "gegen_die_alten", "pflichtsolo")

FAST = settings(derandomize=True, max_examples=300, deadline=None,
                suppress_health_check=[HealthCheck.too_slow])


@st.composite
def rules_options(draw: st.DrawFn) -> Rules:
    """Any valid combination of rule options, drawn from docs/RULES.md."""
    base = draw(st.sampled_from(["ddv", "vowi", "kneipe"]))
    options: dict[str, Any] = {name: draw(st.sampled_from(values))
                               for name, values in CHOICES.items() if name in SECTION_13}
    for flag in ("with_nines", "poverty", "poverty_foxes_count", "poverty_face_up",
                 "kontra_alone_lowers_re_goal", "points_reached_against_absage",
                 "solo_bonus_point", "kalter_schlag_doubles_next"):
        options[flag] = draw(st.booleans())
    options["poverty_foxes_face_up"] = (not options["poverty_foxes_count"]) and draw(
        st.booleans())
    options["hochzeit_tricks"] = draw(st.integers(1, 12))
    options["poverty_max_trumps"] = draw(st.integers(0, 5))
    options["cents_per_point"] = draw(st.integers(0, 20))
    options["solos"] = draw(st.lists(st.sampled_from(LIST_CHOICES["solos"][:7]), unique=True,
                                     min_size=1))
    options["sonderpunkte"] = draw(st.lists(st.sampled_from(LIST_CHOICES["sonderpunkte"][:8]),
                                            unique=True))
    deadlines = sorted(draw(st.lists(st.integers(0, 12), min_size=5, max_size=5)), reverse=True)
    options["announcement_deadlines"] = dict(
        zip(("re", "no90", "no60", "no30", "schwarz"), deadlines, strict=True))
    kinds = ["lustsolo", "hochzeit"]
    if options["pflichtsolo"] != "off":
        kinds.append("pflichtsolo")
    if options["poverty"]:
        kinds.append("armut")
    options["reservation_order"] = draw(st.permutations(kinds))
    return rules_from_mapping(options, base=preset(base))


def random_play(setup: GameSetup, rng: random.Random, announce: float) -> State:
    """A random legal game in which a player says Hochzeit or Armut half the times he may and
    a solo now and then (so that every kind of game comes up often), and random seats
    announce."""
    state = new_game(setup)
    while not is_over(state):
        if state.phase == Phase.PLAY and rng.random() < announce:
            announces = legal_announcements(state, rng.randrange(4))
            if announces:
                state = apply(state, rng.choice(announces))
                continue
        options: list[Action] = list(legal_actions(state))
        if state.phase == Phase.PLAY:
            options = [a for a in options if isinstance(a, Play)]
        elif state.phase == Phase.RESERVATIONS:
            groups: dict[str, list[Action]] = {}
            for a in options:
                assert isinstance(a, Reserve)
                groups.setdefault(a.kind if a.kind in ("gesund", "hochzeit", "armut")
                                  else "solo", []).append(a)
            chance = {"hochzeit": 0.5, "armut": 0.5, "solo": 0.12, "gesund": 0.0}
            wanted = [g for g in groups if rng.random() < chance[g]]
            if wanted or "gesund" in groups:
                options = groups[wanted[0] if wanted else "gesund"]
        elif state.phase == Phase.POVERTY_OFFER:
            options = [PovertyReply(state.to_act, rng.random() < 0.4)]
        state = apply(state, rng.choice(options))
    return state


def _check_game(state: Any) -> None:
    """The invariants of a finished or thrown-in game."""
    assert is_over(state)
    res = result(state)
    assert sum(res.points) == 0
    if state.phase == Phase.THROWN_IN:
        assert res.points == (0, 0, 0, 0) and res.thrown_in
        return
    assert state.phase == Phase.FINISHED
    rules = state.setup.rules
    assert res.augen["re"] + res.augen["kontra"] == 240
    assert res.tricks_won["re"] + res.tricks_won["kontra"] == (12 if rules.with_nines else 10)
    played = Counter(c for t in state.tricks for c in t.cards)
    assert played == Counter(deck(rules.with_nines))
    assert res.re_players == tuple(p for p in range(4) if state.re[p])
    if res.soloist is not None:
        assert res.re_players == (res.soloist,)
        assert res.points[res.soloist] == 3 * res.value
    else:
        assert all(res.points[p] == (res.value if state.re[p] else -res.value)
                   for p in range(4))
    if res.kalter_schlag:
        assert res.value == 0 and res.winner is not None


@FAST
@given(rules=rules_options(), deal_seed=st.integers(0, 10**6), play_seed=st.integers(0, 10**6),
       first=st.integers(0, 3), reserve=st.sampled_from([0.0, 0.1, 0.5]),
       announce=st.sampled_from([0.0, 0.05, 0.3]))
def test_random_games_under_random_rules(rules: Rules, deal_seed: int, play_seed: int,
                                         first: int, reserve: float, announce: float) -> None:
    setup = GameSetup.from_seed(rules, deal_seed, first=first)
    rng = random.Random(play_seed)
    state = random_game(setup, rng, reserve, announce) if reserve else random_play(
        setup, rng, announce)
    _check_game(state)
    record = GameRecord.from_state(state, dealer=(first - 1) % 4)
    again = loads(record.dumps()).finished()
    assert again == state and result(again) == result(state)


@settings(derandomize=True, max_examples=40, deadline=None)
@given(name=st.sampled_from(["ddv", "vowi", "kneipe"]), deal_seed=st.integers(0, 10**6),
       play_seed=st.integers(0, 10**6))
def test_every_legal_action_applies_and_every_view_is_made(name: str, deal_seed: int,
                                                            play_seed: int) -> None:
    rng = random.Random(play_seed)
    final = random_play(GameSetup.from_seed(preset(name), deal_seed), rng, 0.1)
    state = new_game(final.setup)
    for action in final.history:
        for seat in range(4):
            view(state, seat)
            for legal in legal_actions(state, seat):
                apply(state, legal)
        if state.phase != Phase.PLAY:
            assert legal_actions(state)
        state = apply(state, action)
    assert state == final and legal_actions(state) == ()
    _check_game(state)


@settings(derandomize=True, max_examples=15, deadline=None)
@given(name=st.sampled_from(["ddv", "vowi", "kneipe"]), players=st.sampled_from([4, 5]),
       seed=st.integers(0, 10**6))
def test_random_partien_add_up(name: str, players: int, seed: int) -> None:
    rules = preset(name)
    games = (24 if players == 4 else 30) if rules.pflichtsolo == "within_spielrunde" else 6
    partie = new_partie(PartieSettings(rules, players=players, length=("games", games)), seed)
    rng = random.Random(seed)
    for _ in range(games + 10):
        setup, seats = next_game(partie)
        state = random_play(setup, rng, 0.05)
        partie = record_game(partie, state, seats)
        entry = partie.games[-1] if partie.games else None
        if entry is not None and state.phase == Phase.FINISHED:
            assert sum(entry.points) == 0
            if players == 5:
                assert entry.points[seats.dealer] == 0
        if len(partie.games) == games:
            break
    assert sum(totals(partie)) == 0
    balance = [t * rules.cents_per_point for t in totals(partie)]
    for payer, payee, cents in settlement(partie):
        balance[payer] += cents
        balance[payee] -= cents
    assert balance == [0] * players
