"""Helpers for the engine tests: deals built by hand, games written trick by trick, and the
tests of these helpers themselves.

Notation used throughout the engine tests:

- A hand or card list is a string of card names: ``"HT CQ DA C9"``.
- A trick is ``"L: c1 c2 c3 c4"``: player ``L`` leads ``c1``, player ``L+1`` plays ``c2`` and
  so on. An announcement made during the trick stands before the card it precedes as
  ``level@player``, e.g. ``"0: re@2 CA C9 CK kontra@1 C9"`` (levels ``re``, ``kontra``,
  ``no90``, ``no60``, ``no30``, ``schwarz``). :func:`play_tricks` checks that every trick is
  led by the player the engine expects, so a list of tricks also states who won each one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from dokodesk.engine.cards import AUGEN, Card, Hand, card_name, deal, deck, parse_card
from dokodesk.engine.game import (
    Announce,
    Contract,
    GameSetup,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    Return,
    State,
    Trick,
    apply,
    legal_cards,
    new_game,
    party,
)
from dokodesk.engine.rules import Rules, preset
from dokodesk.engine.scoring import result

LEVELS = {"re": 1, "kontra": 1, "no90": 2, "no60": 3, "no30": 4, "schwarz": 5}


def cards(text: str) -> list[Card]:
    """The cards named in ``text`` (``"HT CQ DA"``), in order."""
    return [parse_card(name) for name in text.split()]


def names(hand: Iterable[Card]) -> str:
    """The names of some cards, sorted by card number (the order hands are kept in)."""
    return " ".join(card_name(c) for c in sorted(hand))


def build_deal(
    partial: Mapping[int, str], with_nines: bool = True, seed: int = 0
) -> tuple[Hand, ...]:
    """Four hands (players 0-3) holding at least the named cards; the rest of the deck is
    shuffled with ``seed`` and fills the hands up to 12 (10 without nines) cards each."""
    size = 12 if with_nines else 10
    rest = Counter(deck(with_nines))
    hands: list[list[Card]] = [[] for _ in range(4)]
    for player, text in partial.items():
        for card in cards(text):
            if rest[card] == 0:
                raise ValueError(f"{card_name(card)} is given out more often than in the deck")
            rest[card] -= 1
            hands[player].append(card)
    pool = sorted(rest.elements())
    random.Random(seed).shuffle(pool)
    for hand in hands:
        if len(hand) > size:
            raise ValueError(f"a hand of {len(hand)} cards: {names(hand)}")
        while len(hand) < size:
            hand.append(pool.pop())
    return tuple(tuple(sorted(h)) for h in hands)


def _trick_tokens(trick: str) -> tuple[int, list[str]]:
    head, _, body = trick.partition(":")
    return int(head), body.split()


def deal_from_tricks(tricks: Sequence[str], with_nines: bool = True) -> tuple[Hand, ...]:
    """The hands (in play, after any Armut exchange) that play exactly these tricks."""
    hands: list[list[Card]] = [[] for _ in range(4)]
    for trick in tricks:
        leader, tokens = _trick_tokens(trick)
        played = [t for t in tokens if "@" not in t]
        if len(played) != 4:
            raise ValueError(f"a trick needs four cards: {trick!r}")
        for i, name in enumerate(played):
            hands[(leader + i) % 4].append(parse_card(name))
    if sorted(c for h in hands for c in h) != list(deck(with_nines)):
        raise ValueError("the tricks do not use the deck exactly once")
    return tuple(tuple(sorted(h)) for h in hands)


def before_exchange(
    play_hands: Sequence[Hand], poor: int, taker: int, given: str, returned: str
) -> tuple[Hand, ...]:
    """The hands as dealt for an Armut whose hands in play are ``play_hands``: the poor player
    gave ``given`` and got ``returned`` back from the taker."""
    hands = [list(h) for h in play_hands]
    for card in cards(returned):
        hands[poor].remove(card)
        hands[taker].append(card)
    for card in cards(given):
        hands[taker].remove(card)
        hands[poor].append(card)
    return tuple(tuple(sorted(h)) for h in hands)


def announce(state: State, token: str) -> State:
    """Apply an announcement token ``level@player``; ``re``/``kontra`` must fit the party."""
    level, _, who = token.partition("@")
    player = int(who)
    if level in ("re", "kontra") and state.contract is not None and (
        state.contract.kind != "hochzeit" or state.clarified
    ):
        assert party(state, player) == level, f"player {player} is not {level}"
    return apply(state, Announce(player, LEVELS[level]))


def play_tricks(state: State, tricks: Sequence[str]) -> State:
    """Play the tricks (with their announcements), checking each trick's leader."""
    for number, trick in enumerate(tricks, start=1):
        leader, tokens = _trick_tokens(trick)
        assert state.leader == leader and not state.trick, (
            f"trick {number} is led by {state.leader}, not {leader}"
        )
        for token in tokens:
            if "@" in token:
                state = announce(state, token)
            else:
                state = apply(state, Play(state.to_act, parse_card(token)))
    return state


def reserve(state: State, claims: Mapping[int, str | Reserve] | None = None) -> State:
    """Let every player speak in turn: ``claims[p]`` (a kind or a :class:`Reserve`), else
    gesund."""
    claims = claims or {}
    while state.phase == Phase.RESERVATIONS:
        p = state.to_act
        claim = claims.get(p, "gesund")
        state = apply(state, claim if isinstance(claim, Reserve) else Reserve(p, claim))
    return state


def poverty(state: State, taker: int | None, returned: str = "") -> State:
    """Offer the Armut round: everybody before ``taker`` declines, ``taker`` accepts (None:
    all decline) and returns the named cards."""
    while state.phase == Phase.POVERTY_OFFER:
        p = state.to_act
        state = apply(state, PovertyReply(p, p == taker))
    for card in cards(returned):
        assert state.phase == Phase.POVERTY_RETURN
        state = apply(state, Return(state.to_act, card))
    return state


def first_card(state: State) -> State:
    """Play the lowest-numbered legal card."""
    return apply(state, Play(state.to_act, legal_cards(state)[0]))


def play_out(state: State) -> State:
    """Play the game to its end, each player the lowest-numbered legal card."""
    while state.phase == Phase.PLAY:
        state = first_card(state)
    return state


def play_until(state: State, player: int, in_hand: int) -> State:
    """Play lowest cards until ``player`` holds ``in_hand`` cards and it is his turn or the
    trick is still open (announcements may come from anyone at any time)."""
    while len(state.hands[player]) > in_hand:
        state = first_card(state)
    return state


def setup(
    hands: Sequence[Hand], rules: Rules | str = "ddv", first: int = 0, **kw: object
) -> GameSetup:
    """A setup from hands and rules (a preset name or :class:`Rules`)."""
    r = preset(rules) if isinstance(rules, str) else rules
    return GameSetup(r, tuple(hands), first, **kw)  # type: ignore[arg-type]


def contract(state: State) -> Contract:
    """The contract of a game whose reservations are over."""
    assert state.contract is not None
    return state.contract


def start(
    hands: Sequence[Hand],
    rules: Rules | str = "ddv",
    first: int = 0,
    claims: Mapping[int, str | Reserve] | None = None,
    **kw: object,
) -> State:
    """A new game with the reservations made."""
    return reserve(new_game(setup(hands, rules, first, **kw)), claims)


# Filler tricks for :func:`finished`: four cards without any Sonderpunkt meaning (no Fuchs,
# Karlchen or Dulle), for every trick value they can make below a Doppelkopf.
_FILLER_CARDS = ("S9", "SJ", "SQ", "SK", "ST", "SA")


def _fillers() -> dict[int, str]:
    out: dict[int, str] = {}
    for a in _FILLER_CARDS:
        for b in _FILLER_CARDS:
            for c in _FILLER_CARDS:
                for d in _FILLER_CARDS:
                    text = f"{a} {b} {c} {d}"
                    out.setdefault(sum(AUGEN[x] for x in cards(text)), text)
    return {v: t for v, t in out.items() if v < 40}


FILLERS = _fillers()


def _split(total: int, n: int) -> list[int]:
    """``n`` trick values (each a filler value) adding up to ``total``."""
    if n == 0:
        if total:
            raise ValueError("Augen without a trick")
        return []
    reach: list[set[int]] = [{0}]
    for _ in range(n):
        reach.append({r + v for r in reach[-1] for v in FILLERS})
    if total not in reach[n]:
        raise ValueError(f"{total} Augen cannot be made in {n} tricks")
    out = []
    for k in range(n, 0, -1):
        v = next(v for v in sorted(FILLERS, reverse=True) if total - v in reach[k - 1])
        out.append(v)
        total -= v
    return out


def finished(
    rules: Rules | str,
    re_players: Sequence[int],
    augen_re: int,
    tricks_re: int,
    levels: tuple[int, int] = (0, 0),
    *,
    special: Sequence[tuple[int, str, int]] = (),
    soloist: int | None = None,
    kind: str = "normal",
    multiplier: int = 1,
) -> State:
    """A finished game made up for scoring: Re (``re_players``) won ``tricks_re`` tricks with
    ``augen_re`` Augen in all, the ``special`` tricks ``(leader, "c1 c2 c3 c4", winner)``
    come last, in that order, and the rest are filler tricks without Sonderpunkte."""
    r = preset(rules) if isinstance(rules, str) else rules
    size = 12 if r.with_nines else 10
    re = tuple(p in re_players for p in range(4))
    re_seat, kontra_seat = re.index(True), re.index(False)
    fixed = [Trick(leader, tuple(cards(text)), winner) for leader, text, winner in special]
    fixed_re = [t for t in fixed if re[t.winner]]
    rest_re = augen_re - sum(AUGEN[c] for t in fixed_re for c in t.cards)
    rest_kontra = 240 - augen_re - sum(
        AUGEN[c] for t in fixed if not re[t.winner] for c in t.cards
    )
    n_re = tricks_re - len(fixed_re)
    n_kontra = size - len(fixed) - n_re
    tricks = [Trick(re_seat, tuple(cards(FILLERS[v])), re_seat) for v in _split(rest_re, n_re)]
    tricks += [
        Trick(kontra_seat, tuple(cards(FILLERS[v])), kontra_seat)
        for v in _split(rest_kontra, n_kontra)
    ]
    contract = Contract(kind, soloist, "karo" if kind == "stille_hochzeit" else None)
    if kind == "solo":
        contract = Contract("solo", soloist, "damen")
    return State(
        setup=GameSetup(r, deal(0, r.with_nines), 0, multiplier=multiplier),
        phase=Phase.FINISHED,
        to_act=-1,
        hands=((), (), (), ()),
        contract=contract,
        re=re,
        soloist=soloist,
        tricks=(*tricks, *fixed),
        levels=levels,
    )


# ---------------------------------------------------------------------------------------------
# Tests of the helpers


def test_build_deal_completes_a_deck_around_the_given_cards() -> None:
    hands = build_deal({0: "CQ CQ HT", 2: "DA DA"}, seed=4)
    assert sorted(c for h in hands for c in h) == list(deck())
    assert hands[0].count(parse_card("CQ")) == 2 and parse_card("HT") in hands[0]
    assert hands[2].count(parse_card("DA")) == 2
    short = build_deal({1: "HA"}, with_nines=False, seed=1)
    assert [len(h) for h in short] == [10, 10, 10, 10]


def test_build_deal_refuses_a_third_copy() -> None:
    try:
        build_deal({0: "HT HT", 1: "HT"})
    except ValueError as exc:
        assert "HT" in str(exc)
    else:
        raise AssertionError("a third HT was accepted")


def test_deal_from_tricks_needs_the_whole_deck() -> None:
    try:
        deal_from_tricks(["0: CA C9 CK C9"])
    except ValueError as exc:
        assert "deck" in str(exc)
    else:
        raise AssertionError("a partial deck was accepted")


def test_finished_makes_the_asked_split() -> None:
    state = finished("ddv", (0, 2), 121, 7, special=[(1, "CJ H9 H9 DA", 1)])
    res = result(state)
    assert res.augen == {"re": 121, "kontra": 119}
    assert res.tricks_won == {"re": 7, "kontra": 5}
    assert len(state.tricks) == 12 and state.tricks[-1].cards == tuple(cards("CJ H9 H9 DA"))
