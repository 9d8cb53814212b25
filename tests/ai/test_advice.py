"""The Tipp's reasons never contradict the card: each reason is checked against the engine's own
trick rules (under every Dulle option) in the real deal, and the cases learners met are
replayed: the Dulle led, the cheapest card that wins in a Hochzeit, a low lead, following suit,
the second Dulle."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from dokodesk.ai.advice import Choice, advise, card_facts, card_reason, reason
from dokodesk.ai.heuristic import situation_from_view
from dokodesk.ai.judgement import judged, tip
from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.search import Effort
from dokodesk.engine.cards import AUGEN, CJ, DA, HT, Card, deck, parse_card
from dokodesk.engine.game import (
    Action,
    Announce,
    GameSetup,
    Phase,
    Pigs,
    Play,
    PovertyReply,
    Reserve,
    State,
    apply,
    is_over,
    legal_cards,
    new_game,
    turn,
)
from dokodesk.engine.order import TRUMP, beats, playable, second_dulle_wins, trick_winner
from dokodesk.engine.rules import CHOICES, Rules, preset
from dokodesk.engine.view import view
from dokodesk.text.hints import say_tip

DULLE_RULES = CHOICES["dulle_rule"]

WINS = {"win_sure", "win_cheapest_sure", "win_risk", "karlchen", "fuchs_catch"}
"""Reasons that say the card takes the lead in the trick."""
LOSES = {"trump_low", "follow_low", "discard_cheapest", "discard_keep_trump", "smear",
         "partner_low"}
"""Reasons that say (or take for granted) that it does not."""
SURE = {"win_sure", "win_cheapest_sure", "lead_trump_sure", "lead_standing", "karlchen"}
"""Reasons that say nobody still to play against the player can take the trick."""
DISCARDS = {"discard_cheapest", "discard_keep_trump"}
CHEAPEST = {"discard_cheapest", "lead_low", "follow_low", "trump_low", "partner_low",
            "win_cheapest_sure"}
"""Reasons that call the card the cheapest (of all legal cards, or of those that win)."""
LEADS = {"lead_trump_sure", "lead_trump", "lead_ace", "lead_standing", "lead_low"}


def rules_with(dulle_rule: str) -> Rules:
    return replace(preset("ddv"), dulle_rule=dulle_rule)


def second_dulle(state: State) -> bool:
    return second_dulle_wins(state.rules.dulle_rule,
                             len(state.tricks) == state.tricks_per_game - 1)


def positions(rules: Rules, games: int, seed: int) -> Iterator[State]:
    """Every position of seeded random games (random reservations and announcements too)
    where a player has a card to choose."""
    rng = random.Random(seed)
    for g in range(games):
        state = new_game(GameSetup.from_seed(rules, seed=seed * 1000 + g, first=g % 4))
        while not is_over(state):
            if state.phase is Phase.PLAY and len(legal_cards(state)) > 1:
                yield state
            actions = turn(state).actions()
            plays = [a for a in actions if isinstance(a, Play)]
            pick = plays if plays and rng.random() < 0.9 else list(actions)
            state = apply(state, rng.choice(pick))


def check_reason(state: State, card: int, code: str) -> None:
    """The reason ``code`` for ``card`` holds in the real deal of ``state``."""
    order = state.order
    trick = [*state.trick, card]
    player = state.to_act
    wins = trick_winner(order, trick, second_dulle(state)) == len(trick) - 1
    legal = legal_cards(state)
    follows = bool(state.trick) and order.suit[card] == order.suit[state.trick[0]]
    where = (state.rules.dulle_rule, state.history, card, code)
    if code in WINS:
        assert wins, where
    if code in LOSES:
        assert not wins, where
    if code in LEADS:
        assert not state.trick, where
    if code in DISCARDS:
        assert not follows and not order.trump[card], where
    if code in CHEAPEST:
        pool = legal if code != "win_cheapest_sure" else [
            c for c in legal
            if trick_winner(order, [*state.trick, c], second_dulle(state)) == len(trick) - 1]
        assert AUGEN[card] == min(AUGEN[c] for c in pool), where
    if code in SURE:  # no one after him who is not his partner may take it in the real deal
        led = order.suit[trick[0]]
        for i in range(1, 4 - len(state.trick)):
            p = (player + i) % 4
            if state.re[p] == state.re[player] and state.contract is not None \
                    and not state.open_hochzeit:
                continue
            answers = playable(order, state.hands[p], trick)
            assert not any(beats(order, c, card, second_dulle(state)) for c in answers
                           if order.suit[c] in (led, TRUMP)), where
    if code in ("smear", "partner_low"):
        holder = (state.leader + trick_winner(order, state.trick, second_dulle(state))) % 4
        assert holder != player and state.re[holder] == state.re[player], where
    if code == "karlchen":
        assert card == CJ and len(state.tricks) == state.tricks_per_game - 1, where
    if code == "fuchs_catch":
        assert any(c == DA and order.trump[c]
                   and state.re[(state.leader + i) % 4] != state.re[player]
                   for i, c in enumerate(state.trick)), where


@pytest.mark.parametrize("dulle_rule", DULLE_RULES)
def test_no_reason_contradicts_its_card(dulle_rule: str) -> None:
    checked = set()
    for state in positions(rules_with(dulle_rule), games=40, seed=7):
        v = view(state, state.to_act)
        situation = situation_from_view(v, knowledge(v))
        for card in legal_cards(state):
            code = card_reason(card_facts(v, situation, card))
            check_reason(state, card, code)
            checked.add(code)
    # the test saw every kind of reason, so each check above was really made
    assert checked >= WINS - {"karlchen"} | LOSES | LEADS | {"best_average"}, checked


# --- the cases learners met, each under every Dulle rule ---------------------------------------

SMALL = Effort(samples=6, max_samples=6, workers=1)


def dealt(known: dict[int, str], seed: int) -> tuple[tuple[Card, ...], ...]:
    """Four hands: the ``known`` ones as written ("HT CQ ..."), the others dealt at random."""
    hands = {p: [parse_card(name) for name in text.split()] for p, text in known.items()}
    rest = list(deck())
    for hand in hands.values():
        for card in hand:
            rest.remove(card)
    random.Random(seed).shuffle(rest)
    for p in range(4):
        if p not in hands:
            hands[p], rest = rest[:12], rest[12:]
    assert all(len(h) == 12 for h in hands.values())
    return tuple(tuple(sorted(hands[p])) for p in range(4))


def played(rules: Rules, hands: tuple[tuple[Card, ...], ...], steps: list[Action]) -> State:
    state = new_game(GameSetup(rules, hands, 0))
    for step in steps:
        state = apply(state, step)
    return state


def gesund() -> list[Action]:
    return [Reserve(p, "gesund") for p in range(4)]


def tipped(state: State) -> list[str]:
    """The Tipp for the player to act, checked against the engine card by card; its lines."""
    player = state.to_act
    v = view(state, player)
    advice = advise(v, turn(state).actions(), SMALL, seed=3)
    situation = situation_from_view(v, knowledge(v))
    for card in legal_cards(state):
        check_reason(state, card, card_reason(card_facts(v, situation, card)))
    lines = tip(judged(advice, 0), v)
    assert lines and all(c.loss >= 0 for c in advice.choices)
    best = advice.best
    if isinstance(best.action, Play):
        card_line = next(t for t in lines if "card" in t.details)
        check_reason(state, best.action.card, card_line.code)
    texts = [say_tip(t, lang) for t in lines for lang in ("de", "en")]
    assert all("{" not in t for t in texts), texts
    return [say_tip(t, "de") for t in lines]


@pytest.mark.parametrize("dulle_rule", DULLE_RULES)
def test_a_trump_to_a_led_dulle_is_never_a_discard(dulle_rule: str) -> None:
    # Clara (Re) leads the Dulle; Kontra holds Herz-Dame and Karo-Zehn as his only trumps
    hands = dealt({0: "HT CQ CJ SJ DA DK C9 CA SA SK H9 HA",
                   1: "HQ DT C9 CK CT S9 S9 ST H9 HK HK HA"}, seed=1)
    state = played(rules_with(dulle_rule), hands, [*gesund(), Play(0, HT)])
    lines = tipped(state)
    assert "abwerfen" not in lines[0], lines


@pytest.mark.parametrize("dulle_rule", DULLE_RULES)
def test_the_cheapest_winner_in_a_hochzeit_is_the_cheapest(dulle_rule: str) -> None:
    # the Hochzeiter leads Kreuz; the last player has no Kreuz and two Karo-Neunen
    hands = dealt({0: "CQ CQ CA CA HT SQ DJ DT S9 SK H9 HK",
                   1: "C9 C9 CK HJ HQ SA SA ST H9 HA DK DQ",
                   3: "D9 D9 DA SJ S9 ST SK HA HK HT HJ HQ"}, seed=2)
    steps = [Reserve(0, "hochzeit"), *[Reserve(p, "gesund") for p in (1, 2, 3)],
             Play(0, parse_card("CA")), Play(1, parse_card("C9"))]
    state = played(rules_with(dulle_rule), hands, steps)
    state = apply(state, Play(2, legal_cards(state)[0]))
    lines = tipped(state)
    assert not any("Karo-Ass" in line and "billigsten" in line for line in lines), lines


@pytest.mark.parametrize("dulle_rule", DULLE_RULES)
def test_a_lead_called_low_is_the_lowest(dulle_rule: str) -> None:
    hands = dealt({0: "CT S9 CA CK HK H9 SQ DJ D9 DK HJ SJ"}, seed=3)
    state = played(rules_with(dulle_rule), hands, gesund())
    lines = tipped(state)
    assert not any("Kreuz-Zehn" in line and "wenig Augen" in line for line in lines), lines


@pytest.mark.parametrize("dulle_rule", DULLE_RULES)
def test_following_suit_is_never_called_a_discard(dulle_rule: str) -> None:
    hands = dealt({0: "SA CQ CJ SJ DA DK C9 CA SK SK H9 HA",
                   1: "S9 ST SQ CK CT C9 H9 HK HK HA DJ DT"}, seed=4)
    state = played(rules_with(dulle_rule), hands, [*gesund(), Play(0, parse_card("SA"))])
    lines = tipped(state)
    assert "abwerfen" not in lines[0], lines


@pytest.mark.parametrize("dulle_rule", DULLE_RULES)
def test_the_second_dulle_is_told_by_the_dulle_rule(dulle_rule: str) -> None:
    hands = dealt({0: "HT CQ CJ SJ DA DK C9 CA SA SK H9 HA",
                   1: "HT DT C9 CK CT S9 S9 ST H9 HK HK HA"}, seed=5)
    state = played(rules_with(dulle_rule), hands, [*gesund(), Play(0, HT)])
    tipped(state)
    v = view(state, 1)
    code = card_reason(card_facts(v, situation_from_view(v, knowledge(v)), HT))
    assert (code in WINS) == (dulle_rule != "first_beats_second"), code


def test_an_announcement_is_advised_with_the_share_of_deals_won() -> None:
    hands = dealt({0: "HT HT CQ CQ SQ SQ HQ CJ SJ DA CA SA"}, seed=6)
    state = played(preset("ddv"), hands, gesund())
    advice = advise(view(state, 0), turn(state).actions(), SMALL, seed=3)
    lines = tip(judged(advice, 0), view(state, 0))
    assert lines[0].code in ("announce", "not_yet")
    assert 0.0 <= float(str(lines[0].details["share"])) <= 1.0
    announces = [c for c in advice.choices if isinstance(c.action, Announce)]
    assert announces and all(0.0 <= c.win_share <= 1.0 for c in announces)
    said = str(lines[0].details["action"].get("de"))  # type: ignore[attr-defined]
    assert said in ("Re", "keine 90", "keine 60", "keine 30", "schwarz")
    assert said.capitalize() in say_tip(lines[0], "de") or said in say_tip(lines[0], "de")


def test_a_reservation_is_advised_with_its_points() -> None:
    hands = dealt({0: "CQ SQ SQ HQ HQ DQ DQ CA CA SA SA HA"}, seed=7)
    state = new_game(GameSetup(preset("ddv"), hands, 0))
    v = view(state, 0)
    advice = advise(v, turn(state).actions(), SMALL, seed=3)
    assert all(isinstance(c.action, Reserve) for c in advice.choices)
    best = advice.best.action
    assert isinstance(best, Reserve) and best.kind == "damen"  # seven Damen and four Asse
    assert tip(judged(advice, 0), v)[0].code == "reserve"


def test_an_armut_offer_is_advised() -> None:
    hands = dealt({0: "D9 DK HJ C9 CK CT CA S9 SK ST H9 HK",
                   1: "HT HT CQ CQ SQ SQ HQ HQ DQ CJ SJ DA"}, seed=8)
    steps: list[Action] = [Reserve(0, "armut"), *[Reserve(p, "gesund") for p in (1, 2, 3)]]
    state = played(preset("vowi"), hands, steps)
    assert state.to_act == 1
    v = view(state, 1)
    advice = advise(v, turn(state).actions(), SMALL, seed=3)
    assert {type(c.action) for c in advice.choices} == {PovertyReply}
    assert advice.best.action == PovertyReply(1, True)  # a hand full of high trumps takes it
    assert tip(judged(advice, 0), v)[0].code == "accept"


def test_the_tipp_says_schweine_as_profi_does_in_the_schweine_round() -> None:
    state = new_game(GameSetup.from_seed(preset("kneipe_plus"), 9))
    while state.phase is Phase.RESERVATIONS:
        state = apply(state, Reserve(state.to_act, "gesund"))
    seen = 0
    while state.phase is Phase.SCHWEINE:
        t = turn(state)
        assert t.player is not None
        legal = t.actions()
        v = view(state, t.player)
        advice = advise(v, legal, Effort(samples=2, max_samples=2, workers=1))
        best = advice.best.action
        assert isinstance(best, Pigs) and best in legal
        can_say = any(isinstance(a, Pigs) and a.say for a in legal)
        assert best.say == can_say
        words = say_tip(tip(judged(advice, 0), v)[0], "de")
        assert words.startswith("Schweine ansagen:" if can_say else "Nichts anzusagen")
        seen += can_say
        state = apply(state, best)
    assert seen == 1


@pytest.mark.parametrize(("level", "share", "de"), [
    (1, 0.39, "Kontra lieber nicht ansagen: ihr gewinnt in etwa 39\u00a0% der Verteilungen, zu "
              "selten für die Ansage (erst ab 80\u00a0%)."),
    (2, 0.85, "Keine 90 lieber nicht ansagen: ihr gewinnt in etwa 85\u00a0% der Verteilungen, zu "
              "selten für die Ansage (erst ab 90\u00a0%)."),
])
def test_no_announcement_is_explained_by_the_bar_the_share_missed(
        level: int, share: float, de: str) -> None:
    """What decides it (Profi's bar of win shares) is what the reason says, also where the
    announcement would be worth more on the sampled deals (they do not show the answer)."""
    none = Choice(None, 2.04, 2.0, 0.74, 0.0)
    said = Choice(Announce(1, level), 2.5, 2.4, share, 0.0)
    line = reason(none, [said, said._replace(action=Announce(1, level + 1))], "kontra")
    assert line.code == "not_yet"
    assert say_tip(line, "de").startswith(de)
