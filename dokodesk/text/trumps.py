"""The words of the trump panel beside the table: the trump order of the game being played
(from the engine's :class:`~dokodesk.engine.order.Order` for the contract the view knows), the
order of the plain suits, the Dulle rule, and the card-count aid: how many trumps are still out
and which suits each player has shown to be void in (public play only, see
:func:`~dokodesk.engine.view.shown_voids`). No Qt here: the GUI draws the cards and the words.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, new_game
>>> from dokodesk.engine.view import view
>>> start = view(new_game(GameSetup.from_seed(preset("ddv"), seed=5)), player=0)
>>> order_lines(start, "de")
['Bis die Vorbehalte entschieden sind: die Trümpfe des Normalspiels, der höchste zuerst.', \
'Von zwei Dullen sticht die erste.']
>>> plain_lines(start, "en")
['Clubs, spades: ace, ten, king, nine', 'Hearts: ace, king, nine']
>>> count_line(start, "de")
'23 Trümpfe, weder gespielt noch in deiner Hand'
"""

from __future__ import annotations

from dokodesk.engine.cards import deck, rank_of
from dokodesk.engine.game import Phase
from dokodesk.engine.order import TRUMP
from dokodesk.engine.view import ONLOOKER, View, shown_voids, trumps_out
from dokodesk.text.table import Seating
from dokodesk.text.words import RANKS, SUITS, DeEn, card_words

WORDS: dict[str, DeEn] = {
    "undecided": DeEn("Bis die Vorbehalte entschieden sind: die Trümpfe des Normalspiels, der "
                      "höchste zuerst.",
                      "Until the reservations are decided: the trumps of a normal game, the "
                      "highest first."),
    "order": DeEn("Die Trümpfe, der höchste zuerst.", "The trumps, the highest first."),
    "no_trumps": DeEn("Kein Trumpf: jede Farbe für sich.", "No trumps: every suit for itself."),
    "first_dulle": DeEn("Von zwei Dullen sticht die erste.", "Of two Dullen the first wins."),
    "second_dulle": DeEn("Die zweite Dulle sticht die erste.",
                         "The second Dulle beats the first."),
    "second_dulle_not_last": DeEn("Die zweite Dulle sticht die erste, außer im letzten Stich.",
                                  "The second Dulle beats the first, except in the last "
                                  "trick."),
    "plain": DeEn("{suits}: {ranks}", "{suits}: {ranks}"),
    "out_mine": DeEn("{n} Trümpfe, weder gespielt noch in deiner Hand",
                     "{n} trumps, neither played nor in your hand"),
    "out_one_mine": DeEn("Ein Trumpf, weder gespielt noch in deiner Hand",
                         "One trump, neither played nor in your hand"),
    "out": DeEn("{n} Trümpfe noch nicht gespielt", "{n} trumps not played yet"),
    "out_one": DeEn("Ein Trumpf noch nicht gespielt", "One trump not played yet"),
    "card_out": DeEn("{card}: noch {n} draußen", "{card}: {n} still out"),
    "card_gone": DeEn("{card}: keine mehr draußen", "{card}: none still out"),
    "void": DeEn("{name}: {suits}", "{name}: {suits}"),
    "no_voids": DeEn("Noch hat niemand eine Farbe nicht bedient.",
                     "Nobody has failed to follow a suit yet."),
}
"""The panel's phrases by key."""

VOID_WORDS: tuple[DeEn, ...] = (
    DeEn("kein Kreuz", "no clubs"), DeEn("kein Pik", "no spades"),
    DeEn("kein Herz", "no hearts"), DeEn("kein Karo", "no diamonds"),
    DeEn("kein Trumpf", "no trumps"),
)
"""A shown void by suit in play (0-3 plain, 4 trump)."""


def _say(key: str, lang: str, **values: object) -> str:
    return WORDS[key].get(lang).format(**values)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def order_lines(shown: View, lang: str) -> list[str]:
    """What the row of trumps shows, and the Dulle rule where the Herz-Zehn is a Dulle."""
    order = shown.order
    if not order.trumps:
        return [_say("no_trumps", lang)]
    decided = shown.contract is not None and shown.phase != Phase.RESERVATIONS
    lines = [_say("order" if decided else "undecided", lang)]
    if order.dulle:
        rule = shown.rules.dulle_rule
        key = {"second_beats_first": "second_dulle",
               "second_beats_first_except_last_trick": "second_dulle_not_last"}.get(
            rule, "first_dulle")
        lines.append(_say(key, lang))
    return lines


def plain_lines(shown: View, lang: str) -> list[str]:
    """The plain suits from the highest card down, suits of the same order together:
    "Kreuz, Pik: Ass, Zehn, König, Neun"."""
    order = shown.order
    in_deck = set(deck(shown.rules.with_nines))
    groups: dict[tuple[int, ...], list[int]] = {}
    for suit in range(4):
        ranks = tuple(rank_of(c) for c in order.plain_order(suit) if c in in_deck)
        if ranks:
            groups.setdefault(ranks, []).append(suit)
    return [_say("plain", lang,
                 suits=_capital(", ".join(SUITS[s].get(lang) for s in suits)),
                 ranks=", ".join(RANKS[r].get(lang) for r in ranks))
            for ranks, suits in groups.items()]


def count_line(shown: View, lang: str) -> str:
    """How many trumps are still out (empty in a game without trumps)."""
    out = trumps_out(shown)
    if not out:
        return ""
    n = sum(copies for _, copies in out)
    mine = shown.player != ONLOOKER
    if n == 1:
        return _say("out_one_mine" if mine else "out_one", lang)
    return _say("out_mine" if mine else "out", lang, n=n)


def card_out_text(card: int, copies: int, lang: str) -> str:
    """A trump of the row and how many of it are still out (its tooltip)."""
    if copies:
        return _say("card_out", lang, card=card_words(card, lang), n=copies)
    return _say("card_gone", lang, card=card_words(card, lang))


def void_lines(shown: View, seating: Seating, lang: str) -> list[str]:
    """Per player, in playing order from the first: the suits he has shown he cannot follow
    ("Anna: kein Pik, kein Trumpf"); one line saying so when nobody has."""
    voids = shown_voids(shown)
    lines = []
    for i in range(4):
        player = (shown.first + i) % 4
        if voids[player]:
            suits = ", ".join(VOID_WORDS[s].get(lang) for s in (*range(4), TRUMP)
                              if s in voids[player])
            lines.append(_say("void", lang, name=seating.name(player), suits=suits))
    return lines or [_say("no_voids", lang)]
