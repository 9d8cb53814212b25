"""The reasons the Tipp gives, in German and English.

>>> hint("only", card=16).text("de")
'Herz-Zehn: die einzige erlaubte Karte.'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NamedTuple

from dokodesk.engine.game import (
    Action,
    Announce,
    Play,
    PovertyReply,
    Reserve,
    Return,
    level_name,
)
from dokodesk.text.words import SOLOS, DeEn, card_words, solo_name, term


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
    "schweine": DeEn("Ansagen: die beiden Karten werden die höchsten Trümpfe, und ein Schwein "
                     "kann nicht als Fuchs gefangen werden.",
                     "Say them: the two cards become the highest trumps, and a Schwein cannot "
                     "be caught as a Fuchs."),
    "schweine_no": DeEn("Nichts anzusagen: du hast nicht beide Karten.",
                        "Nothing to say: you do not hold both cards."),
    "schmeissen": DeEn("Schmeißen: ein schwaches Blatt, und die Regeln lassen neu geben.",
                       "Throw the hand in: it is weak, and the rules allow a new deal."),
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


# ---------------------------------------------------------------------------------------------
# The Tipp: the reason for the best choice and what the others cost


class Tip(NamedTuple):
    """One line of a Tipp: a code of :data:`TIPS` and what fills it in (``card`` a card,
    ``action`` an action's words, ``share`` a fraction 0-1, ``points`` and ``loss`` points)."""

    code: str
    details: Mapping[str, object]


TIPS: dict[str, DeEn] = {
    # leading
    "lead_trump_sure": DeEn("{card} ausspielen: der Trumpf sticht sicher und zieht den Gegnern "
                            "Trümpfe.",
                            "Lead {card}: the trump is sure to win and draws the opponents' "
                            "trumps."),
    "lead_trump": DeEn("{card} ausspielen: Trumpf ziehen.", "Lead {card}: draw trumps."),
    "lead_ace": DeEn("{card} ausspielen: ein Ass in einer frischen Farbe geht meist durch.",
                     "Lead {card}: an Ace in a fresh suit usually wins."),
    "lead_standing": DeEn("{card} ausspielen: die höchste Karte dieser Farbe, die noch im "
                          "Spiel ist.",
                          "Lead {card}: the highest card of its suit still out."),
    "lead_low": DeEn("{card} ausspielen: wenig Augen aufs Spiel setzen.",
                     "Lead {card}: put few Augen at stake."),
    # following
    "karlchen": DeEn("{card}: der Karlchen macht den letzten Stich.",
                     "{card}: the Karlchen wins the last trick."),
    "fuchs_catch": DeEn("{card}: holt den Stich und fängt den Fuchs der Gegner.",
                        "{card}: wins the trick and catches the opponents' Fuchs."),
    "win_cheapest_sure": DeEn("{card}: holt den Stich sicher, mit der billigsten Karte, die "
                              "reicht.",
                              "{card}: sure to win the trick, with the cheapest card that "
                              "does."),
    "win_sure": DeEn("{card}: holt den Stich sicher.", "{card}: sure to win the trick."),
    "win_risk": DeEn("{card}: geht in Führung, kann aber noch überstochen werden.",
                     "{card}: takes the lead in the trick, but may still be beaten."),
    "smear": DeEn("{card} schmieren: der Stich geht sicher an deinen Partner.",
                  "Smear {card}: the trick is sure to go to your partner."),
    "partner_low": DeEn("{card}: der Stich geht an deinen Partner; diese Karte hebst du "
                        "nicht für später auf.",
                        "{card}: the trick goes to your partner; this card is not one to "
                        "keep for later."),
    "follow_low": DeEn("{card}: bedienen und den Gegnern wenig Augen lassen.",
                       "{card}: follow suit and leave the opponents few Augen."),
    "trump_low": DeEn("{card}: mit einem niedrigen Trumpf bedienen; er holt den Stich nicht.",
                      "{card}: follow with a low trump; it does not win the trick."),
    "discard_cheapest": DeEn("{card} abwerfen: der Stich ist verloren, gib wenig Augen her.",
                             "Discard {card}: the trick is lost, give away few Augen."),
    "discard_keep_trump": DeEn("{card} abwerfen und die Trümpfe für spätere Stiche behalten.",
                               "Discard {card} and keep the trumps for later tricks."),
    "best_average": DeEn("{card}: bringt über die möglichen Verteilungen im Schnitt am meisten.",
                         "{card}: scores best on average over the possible deals."),
    "only": DeEn("{card}: die einzige erlaubte Karte.", "{card}: the only legal card."),
    # announcing
    "announce": DeEn("{action} ansagen: ihr gewinnt in etwa {share} der möglichen "
                     "Verteilungen.",
                     "Announce {action}: your side wins in about {share} of the possible "
                     "deals."),
    "not_yet": DeEn("{action} lieber nicht ansagen: ihr gewinnt nur in etwa {share} der "
                    "möglichen Verteilungen.",
                    "Better not announce {action}: your side wins in only about {share} of "
                    "the possible deals."),
    # reservations and the Armut exchange
    "reserve": DeEn("{action}: im Schnitt {points} Punkte.",
                    "{action}: {points} points on average."),
    "accept": DeEn("Armut annehmen: ihr gewinnt in etwa {share} der möglichen Verteilungen.",
                   "Take the Armut: your side wins in about {share} of the possible deals."),
    "decline": DeEn("Armut ablehnen: mit ihr gewinnt ihr nur in etwa {share} der Verteilungen.",
                    "Decline the Armut: with it your side wins in only about {share} of the "
                    "deals."),
    "give_back": DeEn("{card} zurückgeben: so steht ihr im Schnitt am besten da.",
                      "Give back {card}: on average your side does best so."),
    # the others
    "costs": DeEn("{action} kostet im Schnitt {loss} Punkte mehr.",
                  "{action} costs {loss} points more on average."),
    "as_good": DeEn("{action} ist ebenso gut.", "{action} is just as good."),
}


def _number(x: float, lang: str) -> str:
    text = f"{x:.1f}"
    return text.replace(".", ",") if lang == "de" else text


def _share(x: float, lang: str) -> str:
    return f"{round(100 * x)} %" if lang == "de" else f"{round(100 * x)}%"


def say_tip(tip: Tip, lang: str) -> str:
    """A line of the Tipp in ``lang``, starting with a capital letter."""
    words: dict[str, str] = {}
    for key, value in tip.details.items():
        if key == "card" and isinstance(value, int):
            words[key] = card_words(value, lang)
        elif key == "share" and isinstance(value, float):
            words[key] = _share(value, lang)
        elif key in ("points", "loss") and isinstance(value, float):
            words[key] = _number(value, lang)
        else:
            words[key] = str(value.get(lang) if isinstance(value, DeEn) else value)
    text = TIPS[tip.code].get(lang).format(**words)
    return text[:1].upper() + text[1:]


def action_words(action: Action | None, party: str | None) -> DeEn:
    """An action in words, in both languages: a card, an announcement (``party`` says whether
    level 1 is Re or Kontra; None is making none), a reservation, an Armut reply or a card
    given back."""
    if action is None:
        return DeEn("Keine Ansage", "No announcement")
    if isinstance(action, Play | Return):
        name = DeEn(card_words(action.card, "de"), card_words(action.card, "en"))
        if isinstance(action, Return):
            return DeEn(f"{name.de} zurückgeben", f"giving back {name.en}")
        return name
    if isinstance(action, Announce):
        word = level_name(action.level, party or "re")
        return DeEn(term(word, "de"), term(word, "en"))
    if isinstance(action, Reserve):
        if action.kind in SOLOS:
            return SOLOS[action.kind]
        return DeEn(term(action.kind, "de").capitalize(), term(action.kind, "en").capitalize())
    if isinstance(action, PovertyReply):
        return DeEn("Annehmen", "Taking it") if action.accept else DeEn("Ablehnen", "Declining")
    raise ValueError(f"no words for {action!r}")
