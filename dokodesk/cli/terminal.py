"""Play a Partie in the terminal: you at seat 0 against three computer players."""

from __future__ import annotations

import random
import sys
from collections.abc import Callable

from dokodesk.ai import make_player
from dokodesk.engine.cards import card_name, parse_card
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
from dokodesk.text.words import term

YES = ("ja", "j", "yes", "y")


def _parse_human(state: State, seat: int, text: str) -> Action:
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
        return Return(seat, parse_card(text))
    if text in LEVEL_OF:
        return Announce(seat, LEVEL_OF[text])
    return Play(seat, parse_card(text))


def play_game(state: State, seats: SeatMap, lang: str, ask: Callable[[str], str],
              show: Callable[[str], None], seed: int, level: str) -> State:
    """Play one game to its end; seat 0 is the human (watching when he deals at five)."""
    human = seats.player(0)
    bots = {p: make_player(level, seed + p) for p in range(4) if p != human}
    name = {p: f"{prompt('seat', lang)} {seats.seat(p)}" for p in range(4)}
    if human is not None:
        show(f"{prompt('hand', lang)}: {' '.join(card_name(c) for c in state.hands[human])}")
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
            if state.phase is Phase.PLAY:
                trick = " ".join(card_name(c) for c in state.trick) or "-"
                show(f"{prompt('trick', lang)}: {trick}   {prompt('hand', lang)}: "
                     f"{' '.join(card_name(c) for c in state.hands[seat])}")
            key = {Phase.RESERVATIONS: "prompt_reserve", Phase.POVERTY_OFFER: "prompt_poverty",
                   Phase.POVERTY_RETURN: "prompt_return", Phase.SCHWEINE: "prompt_schweine",
                   }.get(state.phase, "prompt_card")
            try:
                state = apply(state, _parse_human(state, seat, ask(prompt(key, lang) + ": ")))
            except (DokoError, ValueError) as exc:
                show(describe(exc, lang) if isinstance(exc, DokoError) else str(exc))
            continue
        action = bots[seat].act(view(state, seat), t.actions())
        assert action is not None
        before = len(state.tricks)
        state = apply(state, action)
        if isinstance(action, Play):
            show(f"{name[seat]}: {card_name(action.card)}")
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
    except (EOFError, KeyboardInterrupt):
        show("")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(play_partie(Rules(), 4, None, "de"))
