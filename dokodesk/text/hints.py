"""The reasons the Tipp gives, in German and English.

>>> hint("only", card=16).text("de")
'Herz-Zehn: die einzige erlaubte Karte.'
"""

from __future__ import annotations

from typing import NamedTuple

from dokodesk.text.words import DeEn, card_words, solo_name


class Reason(NamedTuple):
    """Why an action was suggested, as a catalogue code and its German and English text."""

    code: str
    de: str
    en: str

    def text(self, lang: str) -> str:
        return DeEn(self.de, self.en).get(lang)


HINTS: dict[str, DeEn] = {
    "gesund": DeEn("Kein Vorbehalt: das Blatt reicht für kein Solo.",
                   "No reservation: the hand is not strong enough for a solo."),
    "solo": DeEn("{card}: genug hohe Trümpfe und Asse für 121 Augen allein.",
                 "{card}: enough high trumps and Aces to take 121 Augen alone."),
    "hochzeit": DeEn("Hochzeit: mit beiden Kreuz-Damen einen Partner suchen.",
                     "Hochzeit: with both Queens of Clubs, look for a partner."),
    "armut": DeEn("Armut: zu wenig Trumpf, die Trümpfe abgeben.",
                  "Armut: too few trumps, hand them over."),
    "accept": DeEn("Armut annehmen: viele hohe Trümpfe tragen das Spiel.",
                   "Take the Armut: many high trumps carry the game."),
    "decline": DeEn("Armut ablehnen: zu wenig hohe Trümpfe.",
                    "Decline the Armut: not enough high trumps."),
    "return_plain": DeEn("{card} zurückgeben: Fehlkarten zurück, die Trümpfe behalten.",
                         "Give back {card}: return plain cards, keep the trumps."),
    "return_trump": DeEn("{card} zurückgeben: keine Fehlkarten mehr, der niedrigste Trumpf.",
                         "Give back {card}: no plain cards left, the lowest trump."),
    "announce": DeEn("Ansage: die Gewinnchancen sind hoch genug.",
                     "Announce: the chances of winning are high enough."),
    "only": DeEn("{card}: die einzige erlaubte Karte.", "{card}: the only legal card."),
    "lead_ace": DeEn("{card} ausspielen: ein Ass in der ersten Runde der Farbe geht meist durch.",
                     "Lead {card}: an Ace in the first round of its suit usually wins."),
    "lead_trump": DeEn("{card} ausspielen: Trumpf ziehen, um den Gegnern die Trümpfe zu nehmen.",
                       "Lead {card}: draw trumps to take the opponents' trumps."),
    "lead_low": DeEn("{card} ausspielen: wenig Augen riskieren.",
                     "Lead {card}: risk few Augen."),
    "smear": DeEn("{card} schmieren: der Partner gewinnt den Stich sicher.",
                  "Smear {card}: the partner wins this trick for sure."),
    "fuchs_catch": DeEn("{card}: den Fuchs der Gegner fangen.",
                        "{card}: catch the opponents' Fuchs (Ace of Diamonds)."),
    "win": DeEn("{card}: die billigste Karte, die den Stich holt.",
                "{card}: the cheapest card that wins the trick."),
    "karlchen": DeEn("{card}: der Karlchen gewinnt den letzten Stich.",
                     "{card}: the Karlchen wins the last trick."),
    "discard": DeEn("{card} abwerfen: den Stich verloren geben, wenig Augen hergeben.",
                    "Discard {card}: let the trick go and give away few Augen."),
    "search": DeEn("{card}: die Suche über mögliche Verteilungen bringt im Mittel am meisten.",
                   "{card}: searching the possible distributions, it scores best on average."),
    "wait": DeEn("Nichts zu tun: ein anderer ist am Zug.",
                 "Nothing to do: another player is to act."),
}


def hint(code: str, card: int | None = None, solo: str | None = None) -> Reason:
    """The reason ``code`` naming ``card`` (or the ``solo``) in words."""
    texts = HINTS[code]
    out = []
    for lang in ("de", "en"):
        if card is not None:
            name = card_words(card, lang)
        elif solo is not None:
            name = solo_name(solo, lang)
        else:
            name = ""
        said = texts.get(lang).format(card=name)
        out.append(said[:1].upper() + said[1:])
    return Reason(code, out[0], out[1])
