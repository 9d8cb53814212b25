"""The course's glossary: the game's terms in German and English with the lesson that teaches
each, for the check that no lesson uses a term before the course has taught it
(:func:`dokodesk.course.validate.term_problems`).

A term is found in a text by its word forms (regular expressions matched as whole words,
case-sensitive: "Re" the party, not "re" in a word). It covers the vocabulary of
:mod:`dokodesk.text.words`, the words on the players' plates, every line of the score sheet
(the Sonderpunkte included) and the verdicts of the Tipp and the analysis. ``lesson`` is the
id of the lesson that teaches a term; None for a term no lesson teaches, which a lesson's
table must therefore never show.

>>> [t.key for t in find("Re gewinnt mit 121 Augen, Fuchs gefangen", "de")]
['won', 're', 'fuchs', 'fuchs_gefangen']
>>> [t.key for t in find("The Fuchs (ace of diamonds) was caught", "en")]
['karo', 'fuchs']
"""

from __future__ import annotations

import re
from typing import NamedTuple


class Term(NamedTuple):
    """A term: its key, its word forms in each language and the lesson that teaches it."""

    key: str
    de: tuple[str, ...]
    en: tuple[str, ...]
    lesson: str | None

    def forms(self, lang: str) -> tuple[str, ...]:
        return self.de if lang == "de" else self.en


def _t(key: str, de: str, en: str, lesson: str | None) -> Term:
    return Term(key, tuple(de.split("|")), tuple(en.split("|")), lesson)


TERMS: tuple[Term, ...] = (
    # the cards (lesson 1): the suits, the tricks, a game and its end
    _t("kreuz", "Kreuz", "clubs", "karten"),
    _t("pik", "Pik", "spades", "karten"),
    _t("herz", "Herz", "hearts", "karten"),
    _t("karo", "Karo", "diamonds", "karten"),
    _t("play", "Spiel", "play", "karten"),
    _t("finished", "Spielende", "end of the game", "karten"),
    _t("tricks", "Stich|Stiche|Stichen|Stichs", "[Tt]ricks?", "karten"),
    _t("won", "Gewonnen|gewinnt|gewonnen", "Won|wins|won", "karten"),
    _t("dealer", "Geber", "[Dd]ealer", "karten"),
    # the computer levels on the plates say how well a computer plays: named at every table
    _t("random", "Zufallsspieler", "Random play", "karten"),
    _t("anfaenger", "Anfänger", "Beginner", "karten"),
    _t("fortgeschritten", "Fortgeschritten", "Advanced", "karten"),
    _t("profi", "Profi", "Expert", "karten"),
    # trumps (lesson 2)
    _t("trumpf", "Trumpf|Trümpfe|Trümpfen|Trumpfs|sticht|gestochen|abstechen",
       "trumps?|trumped|trumping", "trumpf"),
    _t("normal", "Normalspiel|Normalspiels", "normal game", "trumpf"),
    _t("dulle", "Dulle|Dullen", "Dulle|Dullen", "trumpf"),
    # the parties (lesson 5) and counting (lesson 6)
    _t("re", "Re", "Re", "parteien"),
    _t("kontra", "Kontra", "Kontra", "parteien"),
    _t("unter_90", "unter 90", "under 90", "zaehlen"),
    _t("unter_60", "unter 60", "under 60", "zaehlen"),
    _t("unter_30", "unter 30", "under 30", "zaehlen"),
    _t("schwarz", "schwarz", "schwarz", "zaehlen"),
    # announcements (lesson 7)
    _t("announced", "angesagt|Angesagt|Ansage|Ansagen", "announced|Announced|announcement",
       "ansagen"),
    _t("no90", "keine 90", "no 90", "ansagen"),
    _t("no60", "keine 60", "no 60", "ansagen"),
    _t("no30", "keine 30", "no 30", "ansagen"),
    _t("absage", "abgesagt|Absage|Absagen", "Absage|Absagen", "ansagen"),
    _t("points", "Punkte|Punkt|Punkten", "points?", "ansagen"),
    _t("reached_against", r"gegen keine \d+ erreicht|gegen schwarz erreicht",
       r"reached against (?:no \d+|schwarz)", "ansagen"),
    # the Sonderpunkte (lesson 8)
    _t("sonderpunkte", "Sonderpunkt|Sonderpunkte", "Sonderpunkt|Sonderpunkte", "sonderpunkte"),
    _t("doppelkopf", r"Doppelkopf \(Stich", r"Doppelkopf \(a trick", "sonderpunkte"),
    _t("fuchs", "Fuchs|Füchse|Füchsen", "Fuchs|Füchse", "sonderpunkte"),
    _t("fuchs_gefangen", "Fuchs gefangen|Fuchs im letzten Stich gefangen",
       r"Fuchs \(ace of diamonds\) caught|Fuchs caught", "sonderpunkte"),
    _t("karlchen", "Karlchen", "Karlchen", "sonderpunkte"),
    _t("doppelkarlchen", "Doppelkarlchen", "Doppelkarlchen", "sonderpunkte"),
    _t("gegen_die_alten", "Gegen die Alten|gegen die Alten",
       "against the queens of clubs", "sonderpunkte"),
    _t("dulle_gefangen", "Dulle gefangen", "Dulle \\(ten of hearts\\) caught", "sonderpunkte"),
    _t("fuchs_letzter_stich", "Fuchs macht den letzten Stich|Beide Füchse im letzten Stich",
       "A Fuchs wins the last trick|Both Füchse in the last trick", "sonderpunkte"),
    _t("herz_stich", "Herz-Stich", "Herz-Stich", "sonderpunkte"),
    _t("dulle_sticht_dulle", "Dulle sticht Dulle", "Dulle beats the other Dulle", "dullen"),
    # the reservations: the Hochzeit (lesson 10), the solos (lesson 11)
    _t("vorbehalt", "Vorbehalt|Vorbehalte|Vorbehalten", "Vorbehalt|[Rr]eservations?",
       "hochzeit"),
    _t("reservations", "Vorbehaltsabfrage", "reservations", "hochzeit"),
    _t("gesund", "gesund|Gesund", "gesund|[Hh]ealthy", "hochzeit"),
    _t("hochzeit", "Hochzeit", "Hochzeit", "hochzeit"),
    _t("stille_hochzeit", "[Ss]tille Hochzeit", "[Ss]ilent Hochzeit", "hochzeit"),
    _t("solo", "Solo|Soli|Solos|Solist|Solisten|[A-ZÄÖÜ][a-zäöü]+solo|[A-ZÄÖÜ][\\w-]+-Solo"
       "|Fleischloser|Köhler", "[Ss]olos?|soloist|Fleischloser|Köhler", "soli"),
    _t("gegen_den_solisten", "Gegen den Solisten", "against the soloist", "soli"),
    _t("pflichtsolo", "Pflichtsolo|Pflichtsoli|vorgeführt", "Pflichtsolo|forced Pflichtsolo",
       "soli"),
    _t("lustsolo", "Lustsolo", "Lustsolo", "soli"),
    # house rules: Armut (lesson 13), doubling (lesson 15), Schweine, Bock and Schmeißen (16)
    _t("armut", "Armut|Trumpfabgabe", "Armut|poverty", "armut"),
    _t("poverty_return", "Rückgabe der Armut|zurückgegeben|gibt .* zurück",
       "returning poverty cards|[Rr]eturned|gives? .* back", "armut"),
    _t("vowi", "Vowi-Regeln|Vowi", "Vowi rules|Vowi", "armut"),
    _t("kneipe", "Kneipenregeln", "pub rules", "armut"),
    _t("thrown_in", "eingeworfen", "thrown in", "armut"),
    _t("declined", "Abgelehnt", "Declined", "armut"),
    _t("doubled", "Verdoppelt|verdoppelt|kaltem Schlag|kalter Schlag|Kalter Schlag",
       "Doubled|doubled|Kalter Schlag", "verdoppeln"),
    _t("schweine", "Schweine|Schweinchen", "Schweine", "schweine"),
    _t("superschweine", "Superschweine", "Superschweine", "schweine"),
    _t("bock", "Bock|Bockspiel|Bockspiele|Bockrunde", "Bock|Bock games?", "schweine"),
    _t("schmeissen", "Schmeißen|schmeißen", "throwing the hand in", "schweine"),
    # never taught: a lesson's table never shows them
    _t("genscher", "Genscher", "Genscher", None),
    _t("sits_out", "Setzt aus|setzt .* aus", "Sits out|sit out", None),
    _t("verdicts", "[Uu]ngenau|Fehler|grober Fehler|Grober Fehler",
       "[Ii]naccuracy|an inaccuracy|[Mm]istake|[Bb]lunder", None),
)
"""Every term, by the lesson that teaches it in the course's order."""

BY_KEY: dict[str, Term] = {t.key: t for t in TERMS}

_PATTERNS: dict[str, list[tuple[Term, re.Pattern[str]]]] = {
    lang: [(t, re.compile(r"(?<![\w-])(?:" + "|".join(t.forms(lang)) + r")(?![\w-])"))
           for t in TERMS]
    for lang in ("de", "en")
}


def find(text: str, lang: str) -> list[Term]:
    """The terms ``text`` uses, in the glossary's order."""
    return [t for t, pattern in _PATTERNS[lang] if pattern.search(text)]
