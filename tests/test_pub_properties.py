"""Property tests (hypothesis, derandomized) under random combinations of the pub house rules
(RULES.md 14): random legal games end with 240 Augen and every card played once, a record
replays to the same game and score, plus and minus counting write exactly the positive or the
negative side of plus-minus, and the points of a Partie with Bock rounds add up, its
settlement paying out what the totals say."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from fractions import Fraction
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import rules_options

from dokodesk.engine.cards import deck
from dokodesk.engine.game import GameSetup, Phase, State, is_over
from dokodesk.engine.partie import (
    PartieSettings,
    balances,
    new_partie,
    next_game,
    record_game,
    settlement,
    totals,
)
from dokodesk.engine.partie import (
    is_over as partie_over,
)
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import (
    BOCK_TRIGGERS,
    CHOICES,
    LIST_CHOICES,
    NINES_REASONS,
    SCHMEISSEN_RANGES,
    Rules,
    rules_from_mapping,
)
from dokodesk.engine.scoring import result
from dokodesk.persistence.record import GameRecord, loads

PICTURE_SOLOS = ("koenige", "damen_buben", "koenige_damen", "koenige_buben", "koehler")
NEW_SONDERPUNKTE = ("herz_stich", "fuchs_gefangen_letzter_stich", "dulle_sticht_dulle")

PUB = settings(derandomize=True, max_examples=250, deadline=None,
               suppress_health_check=[HealthCheck.too_slow])


@st.composite
def pub_rules(draw: st.DrawFn) -> Rules:
    """Any valid combination of the options of RULES.md 14.11 on top of random options of
    section 13."""
    base = draw(rules_options())
    options: dict[str, Any] = base.to_mapping()
    for name in ("schweine", "schweine_in_solo", "pflichtansage", "counting", "bock_count",
                 "bock_stacking"):
        options[name] = draw(st.sampled_from(CHOICES[name]))
    for flag in ("schweine_in_armut", "schweine_first_dulle_wins", "superschweine_same_holder",
                 "genscher", "pflichtansage_in_hochzeit", "karlchen_gefangen_only_by_dq"):
        options[flag] = draw(st.booleans())
    both = options["schweine"] in ("at_start", "before_first_played")
    options["superschweine"] = draw(st.sampled_from(CHOICES["superschweine"])) if both else "off"
    options["solo_always_triple"] = options["counting"] != "plus_minus" and draw(st.booleans())
    reasons = draw(st.lists(st.sampled_from(list(SCHMEISSEN_RANGES)), unique=True, max_size=3))
    throw: dict[str, Any] = {}
    for key in reasons:
        span = SCHMEISSEN_RANGES[key]
        if key in NINES_REASONS and not options["with_nines"]:
            continue
        throw[key] = True if span is None else draw(st.integers(*span))
    options["schmeissen"] = throw
    order = list(options["reservation_order"])
    if throw and draw(st.booleans()):
        order.insert(draw(st.integers(0, len(order))), "schmeissen")
    options["reservation_order"] = order
    options["bock_triggers"] = draw(st.lists(st.sampled_from(BOCK_TRIGGERS), unique=True))
    options["bock_multiplier"] = draw(st.integers(2, 8))
    options["solos"] = [*options["solos"], *draw(st.lists(st.sampled_from(PICTURE_SOLOS),
                                                          unique=True))]
    specials = [v for v in NEW_SONDERPUNKTE
                if v != "dulle_sticht_dulle" or options["dulle_rule"] != "first_beats_second"]
    options["sonderpunkte"] = [*options["sonderpunkte"],
                               *draw(st.lists(st.sampled_from(specials), unique=True))]
    assert set(options["sonderpunkte"]) <= set(LIST_CHOICES["sonderpunkte"])
    return rules_from_mapping(options, base=base)


def _under(state: State, rules: Rules) -> State:
    """The same game scored under other ``rules`` (the play itself unchanged)."""
    return state._replace(setup=dataclasses.replace(state.setup, rules=rules))


def _check_pub_game(state: State) -> None:
    """The invariants of a finished or thrown-in game under any pub rules."""
    assert is_over(state)
    res = result(state)
    rules = state.setup.rules
    if state.phase == Phase.THROWN_IN:
        assert res.points == (0, 0, 0, 0) and res.thrown_in and not res.bock_triggers
        return
    assert res.augen["re"] + res.augen["kontra"] == 240
    assert Counter(c for t in state.tricks for c in t.cards) == Counter(deck(rules.with_nines))
    assert res.re_players == tuple(p for p in range(4) if state.re[p])
    assert set(res.bock_triggers) <= set(rules.bock_triggers)
    if rules.counting == "plus_minus":
        assert sum(res.points) == 0
        return
    plain = result(_under(state, rules.replace(counting="plus_minus",
                                               solo_always_triple=False)))
    assert plain.value == res.value
    for p in range(4):
        times = 3 if (rules.solo_always_triple and res.soloist is not None
                      and p != res.soloist) else 1
        side = max(plain.points[p], 0) if rules.counting == "plus" else min(plain.points[p], 0)
        assert res.points[p] == side * times


@PUB
@given(rules=pub_rules(), deal_seed=st.integers(0, 10**6), play_seed=st.integers(0, 10**6),
       first=st.integers(0, 3), reserve=st.sampled_from([0.02, 0.1, 0.5]),
       announce=st.sampled_from([0.05, 0.3, 0.8]))
def test_random_games_under_random_pub_rules(rules: Rules, deal_seed: int, play_seed: int,
                                             first: int, reserve: float,
                                             announce: float) -> None:
    setup = GameSetup.from_seed(rules, deal_seed, first=first)
    state = random_game(setup, random.Random(play_seed), reserve, announce)
    _check_pub_game(state)
    record = GameRecord.from_state(state, dealer=(first - 1) % 4)
    again = loads(record.dumps()).finished()
    assert again == state and result(again) == result(state)


@settings(derandomize=True, max_examples=20, deadline=None,
          suppress_health_check=[HealthCheck.too_slow])
@given(rules=pub_rules(), players=st.sampled_from([4, 5]), seed=st.integers(0, 10**6))
def test_random_partien_with_bock_add_up(rules: Rules, players: int, seed: int) -> None:
    length = ("score", 40) if rules.pflichtsolo == "within_spielrunde" else ("games", 10)
    partie = new_partie(PartieSettings(rules, players=players, length=length), seed)
    rng = random.Random(seed)
    written = [0] * players
    triggered = False
    for _ in range(40):
        setup, seats = next_game(partie)
        assert setup.bock == (partie.bock[0] if partie.bock else 1)
        if not triggered:
            assert setup.bock == 1
        state = random_game(setup, rng, 0.2, 0.1)
        before = len(partie.games)
        partie = record_game(partie, state, seats)
        if len(partie.games) > before:
            entry = partie.games[-1]
            assert entry.bock == setup.bock
            written = [w + p for w, p in zip(written, entry.points, strict=True)]
            if players == 5:
                assert entry.points[seats.dealer] == 0
            if result(state).bock_triggers:
                triggered = True
                assert partie.bock and partie.bock[0] >= rules.bock_multiplier
        else:
            assert state.phase == Phase.THROWN_IN
        if partie_over(partie):
            break
    assert list(totals(partie)) == written
    if rules.counting == "plus_minus":
        assert sum(written) == 0
    owed = balances(totals(partie), rules)
    assert sum(owed) == 0
    paid = [Fraction(0)] * players
    for payer, payee, cents in settlement(partie):
        paid[payer] -= cents
        paid[payee] += cents
    for p in range(players):
        assert abs(paid[p] - owed[p]) < players  # at most half a cent rounded up per payment
