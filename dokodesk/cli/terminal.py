"""Play a Partie in the terminal: you at seat 0 against three computer players (Anna,
Bernd, Clara as at the table). Cards are shown as their corners show them (``♣D``, in English
``♣Q``), numbered in your hand; a card is chosen by its number, by that name or by its short
name in records (``CQ``)."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable

from dokodesk.ai import make_player
from dokodesk.engine.cards import Card, card_name, parse_card
from dokodesk.engine.errors import DokoError, IllegalAction
from dokodesk.engine.game import (
    LEVEL_OF,
    Action,
    Announce,
    Phase,
    PigKind,
    Pigs,
    Play,
    PovertyReply,
    Reservation,
    Reserve,
    Return,
    State,
    level_name,
    new_game,
    party,
    reserve_kind,
)
from dokodesk.engine.partie import (
    Length,
    PartieSettings,
    new_partie,
    next_game,
    record_game,
    totals,
)
from dokodesk.engine.partie import is_over as partie_over
from dokodesk.engine.rules import SOLO_TYPES, Rules
from dokodesk.engine.scoring import result
from dokodesk.engine.table import SeatMap
from dokodesk.play import Decision, Game, Move, play
from dokodesk.text.messages import describe, render
from dokodesk.text.terminal import prompt
from dokodesk.text.verdict import line_code
from dokodesk.text.words import COMPUTER_NAMES, short_card, term

YES = ("ja", "j", "yes", "y")


class NotACard(Exception):
    """The player typed something that names no card of his hand."""


def hand_line(hand: tuple[Card, ...], lang: str) -> str:
    """The hand numbered for choosing: ``1 ♣9  2 ♣A ...``."""
    return "  ".join(f"{i} {short_card(c, lang)}" for i, c in enumerate(hand, start=1))


def card_of(text: str, hand: tuple[Card, ...], lang: str) -> Card:
    """The card of ``hand`` that ``text`` names: its number in :func:`hand_line`, the name
    its corner shows (``♣D``) or its short name in records (``CQ``)."""
    text = text.strip()
    if text.isascii() and text.isdigit() and 1 <= int(text) <= len(hand):
        return hand[int(text) - 1]
    for card in dict.fromkeys(hand):
        if text.upper() in (short_card(card, lang).upper(), card_name(card)):
            return card
    try:
        return parse_card(text)
    except ValueError:
        raise NotACard(text) from None


def _parse_human(state: State, decision: Decision, text: str, lang: str) -> Action:
    seat = decision.player
    text = text.strip().lower()
    phase = state.phase
    if phase == Phase.RESERVATIONS:
        try:
            kind = reserve_kind(text)
        except ValueError:
            raise IllegalAction("unknown_reservation", "TSR 4.1", kind=text) from None
        if kind in (*SOLO_TYPES, Reservation.SCHMEISSEN):  # as Pflichtsolo, for its reason
            choices = [a for a in decision.choices if isinstance(a, Reserve) and a.kind == kind]
            return choices[0] if choices else Reserve(seat, kind)
        return Reserve(seat, kind)
    if phase == Phase.POVERTY_OFFER:
        return PovertyReply(seat, text in YES)
    if phase == Phase.SCHWEINE:
        asked = decision.choices[-1]  # the no; a yes before it where he may
        assert isinstance(asked, Pigs)
        return Pigs(seat, asked.kind, text in YES)
    if text in ("schweine", "superschweine"):
        return Pigs(seat, PigKind(text))
    if phase == Phase.POVERTY_RETURN:
        return Return(seat, card_of(text, state.hands[seat], lang))
    if text in LEVEL_OF:
        return Announce(seat, LEVEL_OF[text])
    return Play(seat, card_of(text, state.hands[seat], lang))


def play_game(state: State, seats: SeatMap, lang: str, ask: Callable[[str], str],
              show: Callable[[str], None], seed: int, level: str) -> State:
    """Play one game to its end through the table driver; seat 0 is the human (watching when
    he deals at five)."""
    human = seats.player(0)
    bots = {p: make_player(level, seed + p) for p in range(4) if p != human}
    others = iter(COMPUTER_NAMES)
    name = {p: f"{prompt('you', lang) if p == human else next(others)} "
               f"({prompt('seat', lang)} {seats.seat(p)})" for p in range(4)}
    if human is not None:
        show(f"{prompt('hand', lang)}: {hand_line(state.hands[human], lang)}")

    def answer(game: Game, decision: Decision) -> Action | None:
        if decision.player == human:
            return _ask_human(game, decision, lang, ask, show)
        return bots[decision.player].act(game.view(decision.player), decision.choices)

    def moved(move: Move) -> None:
        action, before = move.action, move.before.state
        if action.player != human:
            said = _said(action, before, lang)
            if said:
                show(f"{name[action.player]}: {said}")
        if len(move.after.state.tricks) > len(before.tricks):
            show(f"  {name[move.after.state.tricks[-1].winner]} {prompt('won_trick', lang)}")

    speakers = [p for p, bot in bots.items() if bot.out_of_turn]
    return play(Game(state), answer, speakers, moved).state


def _said(action: Action, before: State, lang: str) -> str:
    """What the others at the table hear of a computer player's ``action``."""
    if isinstance(action, Play):
        return short_card(action.card, lang)
    if isinstance(action, Reserve):
        gesund = action.kind == Reservation.GESUND
        return term(Reservation.GESUND if gesund else Reservation.VORBEHALT, lang)
    if isinstance(action, Announce):
        return term(level_name(action.level, party(before, action.player)), lang)
    if isinstance(action, Pigs) and action.say:
        return term(action.kind.value, lang)
    return ""


def _ask_human(game: Game, decision: Decision, lang: str, ask: Callable[[str], str],
               show: Callable[[str], None]) -> Action:
    """The human's answer typed at the prompt, asked again until the rules allow it."""
    state = game.state
    key = {Phase.RESERVATIONS: "prompt_reserve", Phase.POVERTY_OFFER: "prompt_poverty",
           Phase.POVERTY_RETURN: "prompt_return", Phase.SCHWEINE: "prompt_schweine",
           }.get(state.phase, "prompt_card")
    while True:
        if state.phase in (Phase.PLAY, Phase.POVERTY_RETURN):
            trick = " ".join(short_card(c, lang) for c in state.trick) or "-"
            show(f"{prompt('trick', lang)}: {trick}   {prompt('hand', lang)}: "
                 f"{hand_line(state.hands[decision.player], lang)}")
        try:
            action = _parse_human(state, decision, ask(prompt(key, lang) + ": "), lang)
        except DokoError as exc:
            show(describe(exc, lang))
            continue
        except NotACard as exc:
            show(prompt("not_a_card", lang).format(text=exc.args[0]))
            continue
        if action in decision.choices:
            return action
        refusal = game.refusal(action)
        show(describe(refusal, lang) if refusal is not None else str(action))


def play_partie(rules: Rules, games: int, seed: int | None, lang: str,
                level: str = "fortgeschritten", ask: Callable[[str], str] = input,
                show: Callable[[str], None] = print) -> int:
    """The ``dokodesk play`` loop; returns the exit status."""
    seed = seed if seed is not None else random.randrange(1 << 30)
    try:
        settings = PartieSettings(rules, length=(Length.GAMES, games))
    except DokoError as exc:
        show(describe(exc, lang))
        return 2
    partie = new_partie(settings, seed)
    try:
        while not partie_over(partie):
            setup, seats = next_game(partie)
            show(f"--- {prompt('game', lang)} {len(partie.games) + 1} ---")
            state = play_game(new_game(setup), seats, lang, ask, show, seed + partie.deals, level)
            res = result(state)
            for line in res.lines:
                words = render(line_code(line, res), {}, lang)
                show(f"  {words}: {term(line.party, lang)} +{line.points}")
            partie = record_game(partie, state, seats)
            show(f"{prompt('totals', lang)}: {list(totals(partie))}")
    except EOFError:
        show("")
        show(prompt("input_ended", lang))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(play_partie(Rules(), 4, None, "de"))
