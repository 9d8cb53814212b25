"""The words of the Tipp and of the analysis of a game, in German and English: the reason for
the best choice and what each other choice costs, as :class:`Tip` lines that
:func:`say_tip` words.

>>> say_tip(Tip("only", {"card": 16}), "de")
'Herz-Zehn: die einzige erlaubte Karte.'
>>> say_tip(Tip("costs", {"action": DeEn("Karo-Zehn", "Ten of Diamonds"), "loss": 1.8}), "de")
'Karo-Zehn kostet im Schnitt 1,8 Punkte mehr.'
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import NamedTuple

from dokodesk.engine.game import (
    Action,
    Announce,
    PigKind,
    Pigs,
    Play,
    PovertyReply,
    Reservation,
    Reserve,
    Return,
    level_name,
)
from dokodesk.text.words import SOLOS, DeEn, card_words, decimal, term


class Tip(NamedTuple):
    """One line of a Tipp: a code of :data:`TIPS` and what fills it in (``card`` a card,
    ``action`` an action's words, ``share`` a fraction 0-1, ``points`` and ``loss`` points,
    ``player`` a player of the game, named by :func:`say_tip`)."""

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
    "not_yet": DeEn("{action} lieber nicht ansagen: ihr gewinnt in etwa {share} der "
                    "Verteilungen, zu selten für die Ansage (erst ab {bar}).",
                    "Better not announce {action}: your side wins in about {share} of the "
                    "deals, too rarely for the announcement (from {bar})."),
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
    # Schweine and Superschweine (a house rule)
    "pigs": DeEn("{action}: die beiden Karten werden die höchsten Trümpfe, und ein angesagtes "
                 "Schwein ist kein Fuchs, den die Gegner fangen können.",
                 "{action}: the two cards become the highest trumps, and an announced Schwein "
                 "is no Fuchs the opponents can catch."),
    "no_pigs": DeEn("Nichts anzusagen: du hast nicht beide Karten.",
                    "Nothing to say: you do not hold both cards."),
    # the Genscher (a house rule): the first Karo-König may name a partner
    "genscher": DeEn("Genscher mit {player}: im Schnitt {gain} Punkte mehr als der Karo-König "
                     "ohne Genscher – mit {player} als Partner habt ihr schon {augen} "
                     "Augen{said}.",
                     "Genscher with {player}: {gain} points more on average than the king of "
                     "diamonds without one – with {player} as your partner your side has "
                     "{augen} Augen already{said}."),
    "no_genscher": DeEn("Karo-König ohne Genscher: auch der beste Wechsel, zu {player}, brächte "
                        "im Schnitt {loss} Punkte weniger (mit {player} hättet ihr {augen} "
                        "Augen{said}).",
                        "King of diamonds without a Genscher: even the best change, to "
                        "{player}, would score {loss} points less on average (with {player} "
                        "your side would have {augen} Augen{said})."),
    "no_genscher_even": DeEn("Karo-König ohne Genscher: ein Genscher mit {player} brächte im "
                             "Schnitt nicht mehr.",
                             "King of diamonds without a Genscher: a Genscher with {player} "
                             "would score no more on average."),
    # Schmeißen (a house rule): throwing the hand in
    "throw": DeEn("Hinschmeißen ({why}): deine Hand ist schwächer als ein Durchschnittsblatt "
                  "– {hand}.",
                  "Throw the hand in ({why}): it is weaker than an average hand – {hand}."),
    "keep": DeEn("Nicht hinschmeißen, obwohl du dürftest ({why}): deine Hand ist mindestens so "
                 "gut wie ein Durchschnittsblatt – {hand}.",
                 "Do not throw the hand in, though you may ({why}): it is at least as good as "
                 "an average hand – {hand}."),
    "keep_solo": DeEn("Nicht hinschmeißen, obwohl du dürftest ({why}): mit dieser Hand lohnt "
                      "ein Solo.",
                      "Do not throw the hand in, though you may ({why}): this hand is worth a "
                      "solo."),
    # what a choice cost, from the sampled deals (every number as the table beside it)
    "cost_augen_share": DeEn("{action} kostet im Schnitt {loss}{pm} Punkte: deine Seite holt damit "
                             "im Schnitt {augen} statt {augen_best} Augen und gewinnt in "
                             "{share} statt {share_best} der Verteilungen.",
                             "{action} costs {loss}{pm} points on average: your side takes "
                             "{augen} Augen on average instead of {augen_best} and wins in "
                             "{share} of the deals instead of {share_best}."),
    "cost_augen": DeEn("{action} kostet im Schnitt {loss}{pm} Punkte: deine Seite holt damit im "
                       "Schnitt {augen} statt {augen_best} Augen.",
                       "{action} costs {loss}{pm} points on average: your side takes {augen} "
                       "Augen on average instead of {augen_best}."),
    "cost_share": DeEn("{action} kostet im Schnitt {loss}{pm} Punkte: deine Seite gewinnt damit "
                       "in {share} statt {share_best} der Verteilungen.",
                       "{action} costs {loss}{pm} points on average: your side wins in {share} of "
                       "the deals instead of {share_best}."),
    "cost_plain": DeEn("{action} kostet im Schnitt {loss}{pm} Punkte (Sonderpunkte und Ansagen "
                       "eingerechnet).",
                       "{action} costs {loss}{pm} points on average (Sonderpunkte and "
                       "announcements counted)."),
    # why the choice made was worse: counted on the sampled deals
    "cost_fox": DeEn("{action}: in {n} von {of} Verteilungen fängt die Gegenpartei einen Fuchs "
                     "deiner Partei – 11 Augen und ein Sonderpunkt für sie (mit {best}: in "
                     "{n_best}).",
                     "{action}: in {n} of {of} deals the opponents catch a Fuchs of your "
                     "party – 11 Augen and a Sonderpunkt for them (with {best}: in {n_best})."),
    "cost_karlchen": DeEn("{action}: in {n} von {of} Verteilungen fängt die Gegenpartei im "
                          "letzten Stich den Karlchen deiner Partei – ein Sonderpunkt für sie "
                          "(mit {best}: in {n_best}).",
                          "{action}: in {n} of {of} deals the opponents catch your party's "
                          "Karlchen in the last trick – a Sonderpunkt for them (with {best}: in "
                          "{n_best})."),
    "cost_trick_partner": DeEn("{action}: in {n} von {of} Verteilungen geht dieser Stich an "
                               "die Gegenpartei, den mit {best} dein Partner gewonnen hätte.",
                               "{action}: in {n} of {of} deals this trick goes to the "
                               "opponents, where with {best} your partner would have won it."),
    "cost_trick_own": DeEn("{action}: in {n} von {of} Verteilungen geht dieser Stich an die "
                           "Gegenpartei, den du mit {best} selbst gewonnen hättest.",
                           "{action}: in {n} of {of} deals this trick goes to the opponents, "
                           "where with {best} you would have won it yourself."),
    "cost_announce_fails": DeEn("{action}: in {n} von {of} Verteilungen verfehlt deine Partei "
                                "damit ihre Ansage (mit {best}: in {n_best}).",
                                "{action}: in {n} of {of} deals your party then fails its "
                                "announcement (with {best}: in {n_best})."),
    "cost_announcement_fails": DeEn("{action}: die Ansage geht in {n} von {of} Verteilungen "
                                    "verloren, und verloren zählt sie gegen deine Partei.",
                                    "{action}: the announcement fails in {n} of {of} deals, "
                                    "and a failed one counts against your party."),
    "cost_game_lost": DeEn("{action}: in {n} von {of} Verteilungen verliert deine Partei das "
                           "Spiel, das sie mit {best} gewonnen hätte (umgekehrt in {back}).",
                           "{action}: in {n} of {of} deals your party loses the game it would "
                           "have won with {best} (the other way round in {back})."),
    "verdict_why": DeEn("Urteil „{verdict}“: {loss}{pm} Punkte heißt sicher mindestens {low} "
                        "– und danach richtet sich das Urteil (ab {inaccuracy} ungenau, ab "
                        "{mistake} Fehler, ab {blunder} grober Fehler).",
                        "Verdict “{verdict}”: {loss}{pm} points means at least {low} for sure "
                        "– and the verdict goes by that (from {inaccuracy} an inaccuracy, "
                        "from {mistake} a mistake, from {blunder} a blunder)."),
    "tied_chosen": DeEn("{action} ist so gut wie die beste Wahl: der Unterschied liegt im "
                        "Zufall der Verteilungen.",
                        "{action} is as good as the best choice: the difference is within "
                        "the chance of the deals."),
    # the others
    "costs": DeEn("{action} kostet im Schnitt {loss}{pm} Punkte mehr.",
                  "{action} costs {loss}{pm} points more on average."),
    "costs_verdict": DeEn("{action} kostet im Schnitt {loss}{pm} Punkte mehr: {verdict}.",
                          "{action} costs {loss}{pm} points more on average: {verdict}."),
    "as_good": DeEn("{action} ist gleich gut (der Unterschied liegt im Zufall der "
                    "Verteilungen).",
                    "{action} is as good (the difference is within the chance of the "
                    "deals)."),
    "as_good_noisy": DeEn("{action}: im Schnitt {loss} Punkte weniger, aber das liegt im Zufall "
                          "der Verteilungen – nicht sicher von der besten zu unterscheiden.",
                          "{action}: {loss} points less on average, but within the chance of "
                          "the deals – it cannot surely be told from the best."),
    "as_good_noisy_many": DeEn("Nicht sicher von der besten zu unterscheiden (der Unterschied "
                               "liegt im Zufall der Verteilungen): {actions}.",
                               "Cannot surely be told from the best (the difference is within "
                               "the chance of the deals): {actions}."),
    "scores": DeEn("{action} bringt im Schnitt {points} Punkte.",
                   "{action} scores {points} points on average."),
}

OTHERS = frozenset({"costs", "costs_verdict", "as_good", "as_good_noisy", "as_good_noisy_many",
                    "scores"})
"""The codes of the lines about the other choices (after the advice itself)."""


VERDICT_WORDS: dict[str, DeEn] = {
    "inaccuracy": DeEn("ungenau", "an inaccuracy"),
    "mistake": DeEn("ein Fehler", "a mistake"),
    "blunder": DeEn("ein grober Fehler", "a blunder"),
}
"""The verdicts of a choice by its loss (clear of noise): from 0.3 points ungenau, from 1 point
ein Fehler, from 2.5 points ein grober Fehler (the steps: ``dokodesk.ai.judgement.VERDICTS``)."""

VERDICT_NAMES: dict[str, DeEn] = {
    "none": DeEn("", ""),
    "inaccuracy": DeEn("Ungenau", "Inaccuracy"),
    "mistake": DeEn("Fehler", "Mistake"),
    "blunder": DeEn("Grober Fehler", "Blunder"),
}
"""The verdicts as the analysis's column names them."""


JUDGING_HELP = DeEn(
    "So wird bewertet: Jede Möglichkeit wird auf denselben zufällig gezogenen Verteilungen "
    "der verdeckten Karten durchgespielt, die zu dem passen, was du damals wusstest. Der "
    "Verlust ist, wie viele Punkte (Augen mitgezählt) sie im Schnitt weniger bringt als die "
    "beste. Weil die Verteilungen Zufall sind, hat jeder Verlust eine Unsicherheit: „1,2 ± "
    "0,6“ heißt wahrscheinlich zwischen 0,6 und 1,8 (zwei Standardfehler). Knappe "
    "Möglichkeiten werden auf immer weiteren Verteilungen gewogen, bis zu {more}-mal so "
    "vielen; darum zählt ein Unterschied erst, wenn er mindestens {clear}-mal so groß ist "
    "wie seine Unsicherheit. Gleich gut sind zwei Möglichkeiten, wenn ihr Unterschied unter "
    "{floor} Punkten liegt oder innerhalb der Unsicherheit, und auch, wenn er noch nicht "
    "zählt und sicher unter {inaccuracy} Punkten bleibt. Ein Urteil gibt es nur für einen "
    "Verlust, der zählt, und nur für das, was sicher verloren ist – den Verlust abzüglich der "
    "Unsicherheit: ab {inaccuracy} Punkten ungenau, ab {mistake} Punkt Fehler, ab {blunder} "
    "Punkten grober Fehler. Darum kann ein Verlust von 1,2 ± 0,6 nur „ungenau“ heißen: "
    "sicher sind nur 0,6. Was auch nach allen Verteilungen unklar bleibt, bekommt kein "
    "Urteil. Eine Ansage wird erst empfohlen, wenn eure Partei mit ihr in genug der "
    "Verteilungen gewinnt ({bars}), auch wo sie im Schnitt mehr Punkte brächte: wie die "
    "anderen auf eine Ansage antworten, zeigen die Verteilungen nicht. Der Tipp und die "
    "Analyse wiegen mit denselben Verteilungen: wer dem Tipp folgt, dem wird dafür kein "
    "Fehler angerechnet.",
    "How it is judged: every choice is played out on the same randomly drawn deals of the "
    "hidden cards that fit what you knew at the time. Its loss is how many points (Augen "
    "counted) it brings less on average than the best. As the deals are drawn by chance, "
    "every loss has an uncertainty: “1.2 ± 0.6” means probably between 0.6 and 1.8 (two "
    "standard errors). Close choices are weighed on more and more deals, up to {more} times "
    "as many; so a difference counts only once it is at least {clear} times its uncertainty. Two "
    "choices are as good when they differ by less than {floor} points or within the "
    "uncertainty, and also where the difference does not count yet and stays surely below "
    "{inaccuracy} points. A verdict is given only for a loss that counts, and only for what "
    "is surely lost – the loss less its uncertainty: from {inaccuracy} points an inaccuracy, "
    "from {mistake} point a mistake, from {blunder} points a blunder. So a loss of 1.2 ± 0.6 "
    "can only be an inaccuracy: only 0.6 is sure. What is still unclear after all the deals "
    "gets no verdict. An announcement is advised only where your side wins with it in enough "
    "of the deals ({bars}), even where it would bring more points on average: how the others "
    "answer an announcement the deals do not show. The Tipp and the analysis weigh on the "
    "same deals: following the Tipp is never charged as a mistake.")
"""The verdict scale and the tie rule for the help (filled with the judgement's numbers by
:func:`dokodesk.ai.judgement.judging_help`)."""


def noisy_words(choices: Sequence[tuple[DeEn, float]]) -> DeEn:
    """Choices with what each is estimated to lose, for one line.

    >>> noisy_words([(DeEn("Pik-König", "King of Spades"), 0.31),
    ...              (DeEn("Pik-Neun", "Nine of Spades"), 0.4)]).de
    'Pik-König (0,3 Punkte weniger), Pik-Neun (0,4 Punkte weniger)'
    """
    return DeEn(", ".join(f"{w.de} ({decimal(x, 1, 'de')} Punkte weniger)" for w, x in choices),
                ", ".join(f"{w.en} ({decimal(x, 1, 'en')} points less)" for w, x in choices))


def margin_words(margin: float, lang: str) -> str:
    """The uncertainty of a loss as shown after it (" ± 0,6"), nothing where it rounds to 0.

    >>> margin_words(0.61, "de"), margin_words(0.61, "en"), margin_words(0.02, "de")
    (' ± 0,6', ' ± 0.6', '')
    """
    return f" ± {decimal(margin, 1, lang)}" if margin >= 0.05 and margin < 1e9 else ""


STEPS = frozenset({"inaccuracy", "mistake", "blunder", "floor"})
"""The keys of a line that are fixed steps of the judgement (worded by :func:`step_words`)."""


def step_words(x: float, lang: str) -> str:
    """A fixed step in points: a whole number without decimals.

    >>> step_words(1.0, "de"), step_words(0.3, "de"), step_words(2.5, "en")
    ('1', '0,3', '2.5')
    """
    return str(round(x)) if x == round(x) else decimal(x, 1, lang)


def judging_help(steps: Mapping[str, float], more: int, clear: float,
                 bars: Mapping[int, float], lang: str) -> str:
    """:data:`JUDGING_HELP` in ``lang`` with the judgement's ``steps`` (the keys of
    :data:`STEPS`), ``more`` (how many times the deals a close decision gets at most),
    ``clear`` (how many times its uncertainty a difference must be to count) and ``bars``
    (the share of deals won each level of announcement needs)."""
    def level(n: int) -> str:
        said = [term(level_name(n, party), lang) for party in ("re", "kontra")]
        return said[0] if said[0] == said[1] else OR.get(lang).format(*said)

    shares = ", ".join(FROM.get(lang).format(level(n), _share(x, lang))
                       for n, x in sorted(bars.items()))
    return JUDGING_HELP.get(lang).format(
        more=more, clear=step_words(clear, lang), bars=shares,
        **{key: step_words(x, lang) for key, x in steps.items()})


OR = DeEn("{} oder {}", "{} or {}")
FROM = DeEn("{} ab {}", "{} from {}")


def _share(x: float, lang: str) -> str:
    """A share as a percentage: in German with a no-break space, so that a line never breaks
    before the "%".

    >>> _share(0.754, "de"), _share(0.754, "en")
    ('75\xa0%', '75%')
    """
    return f"{round(100 * x)}\u00a0%" if lang == "de" else f"{round(100 * x)}%"


THROW_WHY: dict[str, DeEn] = {
    "nines": DeEn("{n} Neunen oder mehr", "{n} nines or more"),
    "kings": DeEn("{n} Könige oder mehr", "{n} kings or more"),
    "nines_and_kings": DeEn("{n} Neunen und Könige oder mehr",
                            "{n} nines and kings or more"),
    "richness": DeEn("{n} Augen oder mehr", "{n} Augen or more"),
    "trumps_at_most": DeEn("höchstens {n} Trümpfe", "{n} trumps at most"),
    "fox_highest_trump": DeEn("kein Trumpf über dem Fuchs", "no trump above the Fuchs"),
}
"""Why a hand may be thrown in (a reason of the option ``schmeissen`` with its number)."""


def throw_why(reason: str, n: int) -> DeEn:
    """The reason ``reason`` of the option ``schmeissen`` (``n`` its number) in words.

    >>> throw_why("nines", 5).de
    '5 Neunen oder mehr'
    """
    pair = THROW_WHY[reason]
    return DeEn(pair.de.format(n=n), pair.en.format(n=n))


def hand_words(trumps: int, highest: int | None, aces: int) -> DeEn:
    """What makes a hand strong or weak, in words: its trumps with the highest, its Aces.

    >>> hand_words(2, 19, 0).de
    '2 Trümpfe, höchster: Karo-Bube, kein Ass'
    >>> hand_words(1, 23, 2).en
    'one trump (the ace of diamonds), 2 aces'
    """
    def card(lang: str) -> str:
        return card_words(highest, lang) if highest is not None else ""

    if trumps == 0:
        de, en = "kein Trumpf", "no trump"
    elif trumps == 1:
        de, en = f"ein Trumpf ({card('de')})", f"one trump (the {card('en')})"
    else:
        de = f"{trumps} Trümpfe, höchster: {card('de')}"
        en = f"{trumps} trumps up to the {card('en')}"
    if aces == 0:
        return DeEn(de + ", kein Ass", en + ", no ace")
    if aces == 1:
        return DeEn(de + ", ein Ass", en + ", one ace")
    return DeEn(f"{de}, {aces} Asse", f"{en}, {aces} aces")


ANNOUNCED_TOO = DeEn(" und seine Ansage", " and his announcement")
"""Added to a Genscher candidate's Augen where he has announced (it counts as strength)."""


def player_words(player: int, names: Sequence[str], lang: str) -> str:
    """A player of the game by name (``names`` by player), or by his number where no names
    are given.

    >>> player_words(1, ("Du", "Anna", "Ben", "Clara"), "de"), player_words(2, (), "en")
    ('Anna', 'player 3')
    """
    if 0 <= player < len(names):
        return names[player]
    return DeEn("Spieler {n}", "player {n}").get(lang).format(n=player + 1)


def say_tip(tip: Tip, lang: str, names: Sequence[str] = ()) -> str:
    """A line of the Tipp in ``lang``, starting with a capital letter; ``names`` names the
    players of the game (by player; without them they are numbered)."""
    words: dict[str, str] = {}
    for key, value in tip.details.items():
        if key == "player" and isinstance(value, int):
            words[key] = player_words(value, names, lang)
        elif key == "card" and isinstance(value, int):
            words[key] = card_words(value, lang)
        elif key in ("share", "share_best", "bar") and isinstance(value, float):
            words[key] = _share(value, lang)
        elif key in ("augen", "augen_best") and isinstance(value, float):
            words[key] = str(round(value))
        elif key in ("points", "loss", "gain") and isinstance(value, float):
            words[key] = decimal(value, 1, lang)
        elif key == "low" and isinstance(value, float):  # never more than is sure
            words[key] = decimal(math.floor(value * 10 + 1e-9) / 10, 1, lang)
        elif key == "pm" and isinstance(value, float):
            words[key] = margin_words(value, lang)
        elif key in STEPS and isinstance(value, float):
            words[key] = step_words(value, lang)
        else:
            words[key] = str(value.get(lang) if isinstance(value, DeEn) else value)
    words.setdefault("pm", "")  # no uncertainty known: none shown
    text = TIPS[tip.code].get(lang).format(**words)
    return text[:1].upper() + text[1:]


def action_words(action: Action | None, party: str | None, names: Sequence[str] = ()) -> DeEn:
    """An action in words, in both languages: a card (with the partner a Genscher names:
    ``names`` by player), an announcement (``party`` says whether level 1 is Re or Kontra;
    None is making none), a reservation, an Armut reply or a card given back."""
    if action is None:
        return DeEn("Keine Ansage", "No announcement")
    if isinstance(action, Play | Return):
        name = DeEn(card_words(action.card, "de"), card_words(action.card, "en"))
        if isinstance(action, Return):
            return DeEn(f"{name.de} zurückgeben", f"giving back {name.en}")
        if action.partner is not None:
            return DeEn(f"{name.de}, Genscher mit {player_words(action.partner, names, 'de')}",
                        f"{name.en}, Genscher with {player_words(action.partner, names, 'en')}")
        return name
    if isinstance(action, Announce):
        word = level_name(action.level, party or "re")
        return DeEn(term(word, "de"), term(word, "en"))
    if isinstance(action, Reserve):
        if action.kind in SOLOS:
            return SOLOS[action.kind]
        if action.kind == Reservation.SCHMEISSEN:
            return DeEn("Hinschmeißen", "Throwing the hand in")
        return DeEn(term(action.kind, "de").capitalize(), term(action.kind, "en").capitalize())
    if isinstance(action, PovertyReply):
        return DeEn("Annehmen", "Taking it") if action.accept else DeEn("Ablehnen", "Declining")
    if isinstance(action, Pigs):
        if not action.say:
            return DeEn("Nichts ansagen", "Saying nothing")
        if action.kind is PigKind.SCHWEINE:
            return DeEn("Schweine ansagen", "Saying Schweine")
        return DeEn("Superschweine ansagen", "Saying Superschweine")
    raise ValueError(f"no words for {action!r}")
