"""What the table says about an action where the cards do not show it: another player's
announcement or Schweine, a Genscher, the game the reservations decided or a hand thrown in,
the answers to an Armut and the cards given back. Worded from the views before and after the
action, as the player at the screen (or an onlooker) knows them.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import Announce, GameSetup, Reserve, apply, new_game
>>> from dokodesk.engine.table import SeatMap
>>> from dokodesk.engine.view import view
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=5))
>>> for p in range(4):
...     state = apply(state, Reserve(p, "gesund"))
>>> seating = Seating(("Du", "Anna", "Bernd", "Clara"), ("human", "profi", "profi", "profi"),
...                   human=0, seats=SeatMap(4, dealer=3), totals=(0, 0, 0, 0), game=1)
>>> said = apply(state, Announce(1, 1))
>>> narrate(view(state, 0), Announce(1, 1), view(said, 0), seating, "de")
['Anna: Kontra!']
"""

from __future__ import annotations

from dokodesk.engine.game import (
    Action,
    Announce,
    Phase,
    Pigs,
    Play,
    PovertyReply,
    Reserve,
    Return,
    level_name,
)
from dokodesk.engine.view import View
from dokodesk.text.options import SCHMEISSEN_LABELS
from dokodesk.text.table import Seating, contract_text
from dokodesk.text.words import DeEn, card_words, term

NARRATION: dict[str, DeEn] = {
    "said": DeEn("{name}: {said}!", "{name}: {said}!"),
    "genscher": DeEn("{name} macht einen Genscher: {partner} und {name} sind Re.",
                     "{name} makes a Genscher: {partner} and {name} are Re."),
    "thrown": DeEn("{name} schmeißt ({reason}): {cards}. Derselbe Geber gibt neu.",
                   "{name} throws the hand in ({reason}): {cards}. The same dealer deals "
                   "again."),
    "takes_armut": DeEn("{name} nimmt die Armut.", "{name} takes the Armut."),
    "declines_armut": DeEn("{name} lehnt die Armut ab.", "{name} declines the Armut."),
    "armut_thrown_in": DeEn("Niemand nimmt die Armut: das Spiel wird eingeworfen.",
                            "Nobody takes the Armut: the game is thrown in."),
    "given_back": DeEn("{name} hat {n} Karten zurückgegeben.",
                       "{name} has given {n} cards back."),
}


def _say(key: str, lang: str, **values: object) -> str:
    return NARRATION[key].get(lang).format(**values)


def narrate(before: View, action: Action, after: View, seating: Seating,
            lang: str) -> list[str]:
    """The messages the table shows for ``action``, which led from ``before`` to ``after``
    (both seen by the same player): none for what the cards show, nothing of the viewer's
    own words."""
    name = seating.name
    mine = action.player == after.player
    if isinstance(action, Announce):
        if mine:
            return []
        said = term(level_name(action.level, after.announcements[-1].party), lang)
        return [_say("said", lang, name=name(action.player), said=said)]
    if isinstance(action, Pigs):
        if mine or not action.say:
            return []
        return [_say("said", lang, name=name(action.player), said=term(action.kind.value, lang))]
    if isinstance(action, Play):
        if action.partner is None:
            return []
        return [_say("genscher", lang, name=name(action.player), partner=name(action.partner))]
    if isinstance(action, Reserve):
        if before.phase is not Phase.RESERVATIONS or after.phase is Phase.RESERVATIONS:
            return []
        thrown = after.thrown
        if thrown is not None:
            cards = ", ".join(card_words(c, lang) for c in thrown.hand)
            return [_say("thrown", lang, name=name(thrown.player), cards=cards,
                         reason=SCHMEISSEN_LABELS[thrown.reason].get(lang))]
        if after.phase in (Phase.PLAY, Phase.SCHWEINE):
            return [contract_text(after, seating, lang)]
        return []
    if isinstance(action, PovertyReply):
        out = [] if mine else [_say("takes_armut" if action.accept else "declines_armut", lang,
                                    name=name(action.player))]
        if after.phase is Phase.THROWN_IN:
            out.append(_say("armut_thrown_in", lang))
        return out
    if isinstance(action, Return) and after.phase is Phase.PLAY and not mine:
        returned = after.poverty.returned_count if after.poverty is not None else 0
        return [_say("given_back", lang, name=name(action.player), n=returned)]
    return []
