"""The tasks of a prepared deal, each checked by a pure function of the position and the
learner's move: whether the move does the task, and if not why, in the words of the text
layer. Whether a card wins, what the learner may know and what the rules allow are asked of
the engine (:mod:`dokodesk.engine.order`, :mod:`dokodesk.engine.view`,
:mod:`dokodesk.engine.game`).

"Sure" is judged from the learner's view: a trick is sure for his party when the card
winning it is his own or his known partner's, and no card the learner has not seen could
beat it in the hand of a player still to come who is not known to be his partner.

>>> from dokodesk.engine.cards import parse_card
>>> from dokodesk.engine.game import GameSetup, Phase, Play, Reserve, apply, new_game
>>> from dokodesk.engine.rules import preset
>>> from dokodesk.course.lesson import Point, Task, TaskKind
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=3))
>>> for p in range(4):
...     state = apply(state, Reserve(p, "gesund"))
>>> task = Task(TaskKind.PLAY_CARD, Point(Phase.PLAY, 1), {}, {}, card=state.hands[0][0])
>>> check(task, state, 0, Play(0, state.hands[0][0])).passed
True
>>> check(task, state, 0, Play(0, state.hands[0][-1])).said.code  # a trump, not the card
'miss_play_card_trump'
"""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple

from dokodesk.course.lesson import Task, TaskKind
from dokodesk.course.said import Said, both, seat_word
from dokodesk.engine.cards import AUGEN, CJ, DA, Card, card_name, deck
from dokodesk.engine.errors import DokoError, IllegalAction
from dokodesk.engine.game import (
    Action,
    Announce,
    PigKind,
    Pigs,
    Play,
    Reserve,
    Return,
    State,
    apply,
    deadline,
    is_over,
    legal_actions,
    legal_cards,
    level_name,
    party,
    schweine_cards,
)
from dokodesk.engine.order import beats, order_for, trick_winner
from dokodesk.engine.rules import SOLO_TYPES
from dokodesk.engine.view import view
from dokodesk.text.words import DeEn, solo_name, term


class Check(NamedTuple):
    """Whether a move does its task, and what to tell the learner."""

    passed: bool
    said: Said


def _pass(code: str, **details: object) -> Check:
    return Check(True, Said(code, details))


def _miss(code: str, **details: object) -> Check:
    return Check(False, Said(code, details))


# ---------------------------------------------------------------------------------------------
# The trick as the learner sees it


def _second(state: State) -> bool:
    """Whether a second Dulle beats the first in the trick being played (Schweine said
    included)."""
    return state.second_dulle(len(state.tricks))


def _unseen(state: State, learner: int) -> Counter[Card]:
    """The cards the learner has not seen: not in his hand and not played yet."""
    out = Counter(deck(state.rules.with_nines))
    out.subtract(state.hands[learner])
    out.subtract(c for t in state.tricks for c in t.cards)
    out.subtract(state.trick)
    return +out


class Standing(NamedTuple):
    """A trick after a card: who wins it so far, with which card, and the first player still
    to come who might beat that card (None: nobody)."""

    winner: int
    card: Card
    threat: int | None


def standing(state: State, learner: int, card: Card) -> Standing:
    """The trick after the learner plays ``card``, judged from his view."""
    order, second = state.order, _second(state)
    trick = (*state.trick, card)
    i = trick_winner(order, trick, second)
    best = trick[i]
    known = view(state, learner).parties
    mine = party(state, learner)
    unseen = list(_unseen(state, learner))
    threat = None
    for k in range(len(trick), 4):
        seat = (state.leader + k) % 4
        if known[seat] != mine and any(beats(order, c, best, second) for c in unseen):
            threat = seat
            break
    return Standing((state.leader + i) % 4, best, threat)


def _ours(state: State, learner: int, seat: int) -> bool:
    """Whether ``seat`` is the learner or known to him as his partner."""
    return seat == learner or view(state, learner).parties[seat] == party(state, learner)


def _sure_winners(state: State, learner: int) -> list[Card]:
    """The cards with which the learner himself surely wins the trick."""
    out = []
    for c in legal_cards(state):
        s = standing(state, learner, c)
        if s.winner == learner and s.threat is None:
            out.append(c)
    return out


def _current_best(state: State) -> Card:
    return state.trick[trick_winner(state.order, state.trick, _second(state))]


def _what(state: State, learner: int, level: int) -> DeEn:
    word = level_name(level, party(state, learner))
    return DeEn(term(word, "de"), term(word, "en"))


def _trumps(hand: tuple[Card, ...], game: str) -> int:
    trump = order_for(game).trump
    return sum(1 for c in hand if trump[c])


# ---------------------------------------------------------------------------------------------
# Whether a move does a task


def check(task: Task, state: State, learner: int, action: Action) -> Check:
    """Whether the learner's legal ``action`` in ``state`` does ``task``, and why (not)."""
    kind = task.kind
    if kind is TaskKind.RESERVE:
        return _check_reserve(task, state, learner, action)
    if kind is TaskKind.RETURN_PLAIN:
        if not isinstance(action, Return):
            return _miss("miss_not_now")
        if order_for("normal").trump[action.card]:
            return _miss("miss_return_trump", card=card_name(action.card))
        return _pass("right_return_plain", card=card_name(action.card))
    if kind is TaskKind.SCHWEINE:
        if isinstance(action, Pigs) and action.kind is PigKind.SCHWEINE:
            return _pass("right_schweine") if action.say else _miss("miss_schweine_quiet")
        return _miss("miss_schweine_first" if isinstance(action, Play) else "miss_not_now")
    if kind is TaskKind.ANNOUNCE:
        what = _what(state, learner, task.level)
        if isinstance(action, Announce):
            if action.level == task.level:
                return _pass("right_announce", what=what)
            return _miss("miss_announce_level", what=what)
        held = len(state.hands[learner])
        if held == deadline(state, task.level):
            return _miss("miss_announce_last", what=what, held=held)
        return _miss("miss_announce_first", what=what)
    if not isinstance(action, Play):
        return _miss("miss_not_now")
    card = action.card
    name = card_name(card)
    if kind is TaskKind.PLAY_CARD:
        assert task.card is not None
        if card == task.card:
            return _pass("right_play_card", card=name)
        trumps = state.order.trumps
        if card in trumps and task.card not in trumps:
            return _miss("miss_play_card_trump", card=name, right=card_name(task.card))
        return _miss("miss_play_card", card=card_name(task.card))
    if kind is TaskKind.FOLLOW_SUIT:
        return _pass("right_follow_suit", card=name)
    if kind is TaskKind.GIVE_LITTLE:
        cheap = min(legal_cards(state), key=lambda c: AUGEN[c])
        if AUGEN[card] > AUGEN[cheap]:
            return _miss("miss_too_many", card=name, augen=AUGEN[card],
                         cheap_augen=AUGEN[cheap])
        return _pass("right_give_little", augen=AUGEN[card])
    if kind is TaskKind.KARLCHEN:
        if _karlchen_home(apply(state, action), learner):
            return _pass("right_karlchen")
        if card == CJ:
            return _miss("miss_karlchen_now")
        return _miss("miss_karlchen_unsafe", card=name)
    return _check_trick(task, state, learner, card)


def _check_trick(task: Task, state: State, learner: int, card: Card) -> Check:
    """The tasks about who takes the trick: win it cheaply, smear, catch the Fuchs."""
    name = card_name(card)
    s = standing(state, learner, card)
    kind = task.kind
    if kind is TaskKind.WIN_LOWEST:
        if s.winner != learner:
            return _miss("miss_not_winning", card=name, best=card_name(s.card))
        if s.threat is not None:
            return _miss("miss_not_sure", card=name, name=seat_word(s.threat, learner))
        lowest = min(_sure_winners(state, learner), key=lambda c: state.order.power[c])
        if state.order.power[lowest] < state.order.power[card]:
            return _miss("miss_lower_wins", card=name)
        return _pass("right_win_lowest", card=name)
    if not _ours(state, learner, s.winner):
        if kind is TaskKind.CATCH_FUCHS:
            return _miss("miss_fuchs_lost", card=name)
        return _miss("miss_not_partner", name=seat_word(s.winner, learner))
    if s.threat is not None:
        return _miss("miss_not_sure", card=name, name=seat_word(s.threat, learner))
    if kind is TaskKind.CATCH_FUCHS:
        return _pass("right_catch_fuchs")
    if AUGEN[card] < 10:
        return _miss("miss_smear_low", card=name, augen=AUGEN[card])
    return _pass("right_smear", card=name, augen=AUGEN[card])


def _check_reserve(task: Task, state: State, learner: int, action: Action) -> Check:
    if not isinstance(action, Reserve):
        return _miss("miss_not_now")
    wanted = task.reservation
    words = _reservation_words(wanted)
    if action.kind == wanted:
        return _pass("right_reserve", what=words)
    hand = state.hands[learner]
    if wanted in SOLO_TYPES:
        counts = {"wanted": words, "wanted_trumps": _trumps(hand, wanted)}
        if action.kind in SOLO_TYPES:
            return _miss("miss_reserve_solo", chosen=_reservation_words(action.kind),
                         chosen_trumps=_trumps(hand, action.kind), **counts)
        return _miss("miss_reserve_healthy", **counts)
    if wanted == "armut":
        return _miss("miss_reserve_armut", trumps=_trumps(hand, "normal"))
    return _miss("miss_reserve_" + wanted)


def _reservation_words(kind: str) -> DeEn:
    if kind in SOLO_TYPES:
        return both(lambda lang: solo_name(kind, lang))
    return both(lambda lang: term(kind, lang))


def _karlchen_home(state: State, learner: int) -> bool:
    """Whether in every way the cards may still be played the learner's Karlchen wins the
    last trick."""
    if is_over(state):
        last = state.tricks[-1]
        return last.winner == learner and last.cards[(learner - last.leader) % 4] == CJ
    return all(_karlchen_home(apply(state, Play(state.to_act, c)), learner)
               for c in legal_cards(state))


# ---------------------------------------------------------------------------------------------
# What the task asks, a hint, and whether it fits the position


def prompt(task: Task, state: State, learner: int) -> Said:
    """What the learner is asked to do."""
    kind = task.kind
    if kind is TaskKind.PLAY_CARD:
        assert task.card is not None
        return Said("task_play_card", {"card": card_name(task.card)})
    if kind is TaskKind.WIN_LOWEST:
        trumps = all(state.order.trump[c] for c in _sure_winners(state, learner))
        return Said("task_win_lowest_trump" if trumps else "task_win_lowest")
    if kind is TaskKind.ANNOUNCE:
        return Said("task_announce", {"what": _what(state, learner, task.level)})
    if kind is TaskKind.RESERVE:
        wanted = task.reservation
        return Said("task_reserve_" + ("solo" if wanted in SOLO_TYPES else wanted))
    if kind is TaskKind.RETURN_PLAIN:
        pov = state.poverty
        assert pov is not None
        return Said("task_return_plain", {"count": len(pov.given) - len(pov.returned)})
    return Said("task_" + kind.value)


def hint(task: Task, state: State, learner: int) -> Said:
    """A hint for the task in this position."""
    kind = task.kind
    if kind is TaskKind.PLAY_CARD:
        assert task.card is not None
        return Said("hint_play_card", {"card": card_name(task.card)})
    if kind in (TaskKind.WIN_LOWEST, TaskKind.CATCH_FUCHS):
        return Said("hint_" + kind.value, {"best": card_name(_current_best(state))})
    if kind is TaskKind.ANNOUNCE:
        return Said("hint_announce", {"what": _what(state, learner, task.level),
                                      "needed": deadline(state, task.level),
                                      "held": len(state.hands[learner])})
    if kind is TaskKind.RESERVE:
        wanted = task.reservation
        if wanted == "armut":
            return Said("hint_reserve_armut", {"max": state.rules.poverty_max_trumps})
        return Said("hint_reserve_" + ("solo" if wanted in SOLO_TYPES else wanted))
    if kind is TaskKind.SCHWEINE:
        cards = schweine_cards(state.rules, state.contract)
        assert cards is not None  # else no move does the task, and the file is refused
        return Said("hint_schweine", {"card": card_name(cards[0])})
    return Said("hint_" + kind.value)


def passing(task: Task, state: State, learner: int) -> tuple[Action, ...]:
    """The learner's legal moves that do the task."""
    return tuple(a for a in legal_actions(state, learner)
                 if check(task, state, learner, a).passed)


def unfit(task: Task, state: State, learner: int) -> DokoError | None:
    """Why ``task`` cannot be asked in ``state`` (None: it can): what the task is about is
    missing, or no legal move does it."""
    why = _missing(task, state, learner)
    if why is None and not passing(task, state, learner):
        why = "pose_no_way"
    return None if why is None else DokoError(why)


def _missing(task: Task, state: State, learner: int) -> str | None:
    kind = task.kind
    if kind is TaskKind.RETURN_PLAIN:
        pov = state.poverty
        return None if pov is not None and pov.taker == learner else "pose_not_taker"
    if kind is TaskKind.KARLCHEN:
        if CJ not in state.hands[learner]:
            return "pose_no_karlchen"
        return "pose_karlchen_early" if len(state.hands[learner]) > 3 else None
    needs_trick = (TaskKind.FOLLOW_SUIT, TaskKind.WIN_LOWEST, TaskKind.SMEAR,
                   TaskKind.GIVE_LITTLE, TaskKind.CATCH_FUCHS)
    if kind not in needs_trick:
        return None
    if not state.trick:
        return "pose_no_trick"
    if kind is TaskKind.FOLLOW_SUIT:
        suit = state.order.suit
        led = suit[state.trick[0]]
        held = {suit[c] == led for c in state.hands[learner]}
        return None if held == {True, False} else "pose_not_following"
    if kind is TaskKind.SMEAR:
        mine = party(state, learner)
        known = view(state, learner).parties
        partners = [p for p in range(4) if p != learner and party(state, p) == mine]
        return None if partners and known[partners[0]] == mine else "pose_partner_unknown"
    if kind is TaskKind.GIVE_LITTLE:
        return None if _lost(state, learner) else "pose_not_lost"
    if kind is TaskKind.CATCH_FUCHS:
        mine = party(state, learner)
        fuchs = [(state.leader + i) % 4 for i, c in enumerate(state.trick) if c == DA]
        return None if any(party(state, p) != mine for p in fuchs) else "pose_no_fuchs"
    return None


def _lost(state: State, learner: int) -> bool:
    """Whether the trick surely goes to the other party whatever the learner plays: a known
    opponent holds it, no card of the learner beats it, and nobody still to come who may be
    his partner could hold a card that does."""
    order, second = state.order, _second(state)
    best = _current_best(state)
    holder = (state.leader + state.trick.index(best)) % 4
    known = view(state, learner).parties
    mine = party(state, learner)
    if known[holder] in (None, mine):
        return False
    if any(beats(order, c, best, second) for c in legal_cards(state)):
        return False
    unseen = list(_unseen(state, learner))
    later = [(state.leader + k) % 4 for k in range(len(state.trick) + 1, 4)]
    return not any(known[p] != known[holder] and any(beats(order, c, best, second)
                                                      for c in unseen) for p in later)


def refused(state: State, action: Action) -> IllegalAction | None:
    """The engine's refusal of ``action`` in ``state`` (None: it is allowed)."""
    try:
        apply(state, action)
    except IllegalAction as exc:
        return exc
    return None
