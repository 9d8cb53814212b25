"""Teaching aids: the action a level would take, with a short reason in German and English.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, new_game, legal_actions
>>> from dokodesk.engine.view import view
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=3))
>>> action, reason = suggest(view(state, 0), legal_actions(state, 0))
>>> bool(reason.de) and bool(reason.en)
True
"""

from __future__ import annotations

from typing import NamedTuple

from dokodesk.ai.knowledge import knowledge
from dokodesk.ai.players import make_player
from dokodesk.ai.search import Effort
from dokodesk.engine.cards import AUGEN, CJ, DA
from dokodesk.engine.game import Action, Announce, Play, PovertyReply, Reserve, Return
from dokodesk.engine.order import second_dulle_wins, trick_winner
from dokodesk.engine.view import View
from dokodesk.text.messages import card_words
from dokodesk.text.options import value_label


class Reason(NamedTuple):
    """Why an action was suggested, as a catalogue code and its German and English text."""

    code: str
    de: str
    en: str

    def text(self, lang: str) -> str:
        return self.de if lang == "de" else self.en


CATALOGUE: dict[str, tuple[str, str]] = {
    "gesund": ("Kein Vorbehalt: das Blatt reicht für kein Solo.",
               "No reservation: the hand is not strong enough for a solo."),
    "solo": ("{card}: genug hohe Trümpfe und Asse für 121 Augen allein.",
             "{card}: enough high trumps and Aces to take 121 Augen alone."),
    "hochzeit": ("Hochzeit: mit beiden Kreuz-Damen einen Partner suchen.",
                 "Hochzeit: with both Queens of Clubs, look for a partner."),
    "armut": ("Armut: zu wenig Trumpf, die Trümpfe abgeben.",
              "Armut: too few trumps, hand them over."),
    "accept": ("Armut annehmen: viele hohe Trümpfe tragen das Spiel.",
               "Take the Armut: many high trumps carry the game."),
    "decline": ("Armut ablehnen: zu wenig hohe Trümpfe.",
                "Decline the Armut: not enough high trumps."),
    "return_plain": ("{card} zurückgeben: Fehlkarten zurück, die Trümpfe behalten.",
                     "Give back {card}: return plain cards, keep the trumps."),
    "return_trump": ("{card} zurückgeben: keine Fehlkarten mehr, der niedrigste Trumpf.",
                     "Give back {card}: no plain cards left, the lowest trump."),
    "announce": ("Ansage: die Gewinnchancen sind hoch genug.",
                 "Announce: the chances of winning are high enough."),
    "only": ("{card}: die einzige erlaubte Karte.", "{card}: the only legal card."),
    "lead_ace": ("{card} ausspielen: ein Ass in der ersten Runde der Farbe geht meist durch.",
                 "Lead {card}: an Ace in the first round of its suit usually wins."),
    "lead_trump": ("{card} ausspielen: Trumpf ziehen, um den Gegnern die Trümpfe zu nehmen.",
                   "Lead {card}: draw trumps to take the opponents' trumps."),
    "lead_low": ("{card} ausspielen: wenig Augen riskieren.",
                 "Lead {card}: risk few Augen."),
    "smear": ("{card} schmieren: der Partner gewinnt den Stich sicher.",
              "Smear {card}: the partner wins this trick for sure."),
    "fuchs_catch": ("{card}: den Fuchs der Gegner fangen.",
                    "{card}: catch the opponents' Fuchs (Ace of Diamonds)."),
    "win": ("{card}: die billigste Karte, die den Stich holt.",
            "{card}: the cheapest card that wins the trick."),
    "karlchen": ("{card}: der Karlchen gewinnt den letzten Stich.",
                 "{card}: the Karlchen wins the last trick."),
    "discard": ("{card} abwerfen: den Stich verloren geben, wenig Augen hergeben.",
                "Discard {card}: let the trick go and give away few Augen."),
    "search": ("{card}: die Suche über mögliche Verteilungen bringt im Mittel am meisten.",
               "{card}: searching the possible distributions, it scores best on average."),
    "wait": ("Nichts zu tun: ein anderer ist am Zug.", "Nothing to do: another player is to act."),
}


def _reason(code: str, card: int | None = None, solo: str | None = None) -> Reason:
    """The reason ``code`` naming ``card`` (or the ``solo``) in words."""
    de, en = CATALOGUE[code]
    if card is not None:
        words = {lang: card_words(card, lang) for lang in ("de", "en")}
    elif solo is not None:
        words = {lang: value_label("solos", solo, lang) for lang in ("de", "en")}
    else:
        words = {"de": "", "en": ""}
    de, en = de.format(card=words["de"]), en.format(card=words["en"])
    return Reason(code, de[:1].upper() + de[1:], en[:1].upper() + en[1:])


def suggest(view: View, legal: tuple[Action, ...], level: str = "fortgeschritten",
            seed: int = 0, effort: Effort | None = None) -> tuple[Action | None, Reason]:
    """The action ``level`` would take in ``view`` and a short reason for it (``effort``
    tunes Profi's search)."""
    action = make_player(level, seed, effort).act(view, legal)
    return action, explain(view, legal, action, level)


def explain(view: View, legal: tuple[Action, ...], action: Action | None,
            level: str = "fortgeschritten") -> Reason:
    """The catalogue reason that fits ``action`` in ``view``."""
    if action is None:
        return _reason("wait")
    if isinstance(action, Reserve):
        if action.kind in ("gesund", "hochzeit", "armut"):
            return _reason(action.kind)
        return _reason("solo", solo=action.kind)
    if isinstance(action, PovertyReply):
        return _reason("accept" if action.accept else "decline")
    if isinstance(action, Return):
        trump = knowledge(view).order.trump[action.card]
        return _reason("return_trump" if trump else "return_plain", action.card)
    if isinstance(action, Announce):
        return _reason("announce")
    assert isinstance(action, Play)
    return _explain_card(view, legal, action.card, level)


def _explain_card(view: View, legal: tuple[Action, ...], card: int, level: str) -> Reason:
    cards = [a.card for a in legal if isinstance(a, Play)]
    if len(cards) == 1:
        return _reason("only", card)
    k = knowledge(view)
    order = k.order
    n_tricks = view.rules.tricks_per_game
    if not view.trick:
        if order.trump[card]:
            return _reason("lead_trump", card)
        if AUGEN[card] == 11:
            return _reason("lead_ace", card)
        return _reason("lead_low" if level != "profi" else "search", card)
    trick = (*view.trick, card)
    second = second_dulle_wins(view.rules.dulle_rule, len(view.tricks) == n_tricks - 1)
    winner = (view.leader + trick_winner(order, trick, second)) % 4
    before = (view.leader + trick_winner(order, view.trick, second)) % 4
    if winner == view.player:
        if len(view.tricks) == n_tricks - 1 and card == CJ:
            return _reason("karlchen", card)
        opp_fox = any(
            c == DA and k.team[(view.leader + i) % 4] == -1 for i, c in enumerate(view.trick)
        )
        return _reason("fuchs_catch" if opp_fox else "win", card)
    if k.team[before] == 1 and AUGEN[card] >= 10:
        return _reason("smear", card)
    return _reason("discard" if level != "profi" or AUGEN[card] < 10 else "search", card)
