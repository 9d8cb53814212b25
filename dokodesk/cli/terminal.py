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
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import (
    LEVEL_OF,
    Action,
    Announce,
    Phase,
    PigKind,
    Pigs,
    Play,
    PovertyReply,
    Reserve,
    Return,
    State,
    apply,
    legal_actions,
    level_name,
    new_game,
    party,
    turn,
)
from dokodesk.engine.partie import PartieSettings, new_partie, next_game, record_game, totals
from dokodesk.engine.partie import is_over as partie_over
from dokodesk.engine.rules import SOLO_TYPES, Rules
from dokodesk.engine.scoring import result
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import view
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


def _parse_human(state: State, seat: int, text: str, lang: str) -> Action:
    text = text.strip().lower()
    phase = state.phase
    if phase == Phase.RESERVATIONS:
        if text in (*SOLO_TYPES, "schmeissen"):  # a solo as Pflichtsolo, a throw for its reason
            choices = [a for a in legal_actions(state, seat)
                       if isinstance(a, Reserve) and a.kind == text]
            return choices[0] if choices else Reserve(seat, text)
        return Reserve(seat, text)
    if phase == Phase.POVERTY_OFFER:
        return PovertyReply(seat, text in YES)
    if phase == Phase.SCHWEINE:
        asked = legal_actions(state, seat)[-1]  # the no; a yes before it where he may
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
    """Play one game to its end; seat 0 is the human (watching when he deals at five)."""
    human = seats.player(0)
    bots = {p: make_player(level, seed + p) for p in range(4) if p != human}
    others = iter(COMPUTER_NAMES)
    name = {p: f"{prompt('you', lang) if p == human else next(others)} "
               f"({prompt('seat', lang)} {seats.seat(p)})" for p in range(4)}
    if human is not None:
        show(f"{prompt('hand', lang)}: {hand_line(state.hands[human], lang)}")
    while turn(state).player is not None:
        for p, bot in bots.items():  # announcements out of turn
            options = turn(state).optional(p)
            if p != state.to_act and options:
                choice = bot.act(view(state, p), options)
                if isinstance(choice, Announce):
                    show(f"{name[p]}: {term(level_name(choice.level, party(state, p)), lang)}")
                    state = apply(state, choice)
        t = turn(state)
        seat = t.player
        if seat is None:
            break
        if seat == human and state.phase is Phase.SCHWEINE and not any(
                isinstance(a, Pigs) and a.say for a in t.actions()):
            state = apply(state, t.actions()[0])  # he cannot say them: no for him
            continue
        if seat == human:
            if state.phase in (Phase.PLAY, Phase.POVERTY_RETURN):
                trick = " ".join(short_card(c, lang) for c in state.trick) or "-"
                show(f"{prompt('trick', lang)}: {trick}   {prompt('hand', lang)}: "
                     f"{hand_line(state.hands[seat], lang)}")
            key = {Phase.RESERVATIONS: "prompt_reserve", Phase.POVERTY_OFFER: "prompt_poverty",
                   Phase.POVERTY_RETURN: "prompt_return", Phase.SCHWEINE: "prompt_schweine",
                   }.get(state.phase, "prompt_card")
            try:
                state = apply(state, _parse_human(state, seat, ask(prompt(key, lang) + ": "),
                                                  lang))
            except DokoError as exc:
                show(describe(exc, lang))
            except NotACard as exc:
                show(prompt("not_a_card", lang).format(text=exc.args[0]))
            continue
        action = bots[seat].act(view(state, seat), t.actions())
        assert action is not None
        before = len(state.tricks)
        state = apply(state, action)
        if isinstance(action, Play):
            show(f"{name[seat]}: {short_card(action.card, lang)}")
        elif isinstance(action, Reserve):
            said = "gesund" if action.kind == "gesund" else "vorbehalt"
            show(f"{name[seat]}: {term(said, lang)}")
        elif isinstance(action, Pigs) and action.say:
            show(f"{name[seat]}: {term(action.kind.value, lang)}")
        if len(state.tricks) > before:
            show(f"  {name[state.tricks[-1].winner]} {prompt('won_trick', lang)}")
    return state


def play_partie(rules: Rules, games: int, seed: int | None, lang: str,
                level: str = "fortgeschritten", ask: Callable[[str], str] = input,
                show: Callable[[str], None] = print) -> int:
    """The ``dokodesk play`` loop; returns the exit status."""
    seed = seed if seed is not None else random.randrange(1 << 30)
    try:
        settings = PartieSettings(rules, length=("games", games))
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
