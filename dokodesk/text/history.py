"""The words of the player's history, in German and English: why the history cannot be used,
that a damaged file was moved aside, the kinds of decision of the accuracy and the roles.

>>> from dokodesk.text.messages import render
>>> render("history_damaged", {"moved": "/x/history.damaged.db"}, "en")[:40]
'The history file was damaged: it was mov'
"""

from __future__ import annotations

from dokodesk.text.words import DeEn

HISTORY_MESSAGES: dict[str, DeEn] = {
    "history_damaged": DeEn(
        "Die Datei deiner Spielhistorie war beschädigt: Sie liegt jetzt unter {moved}, und "
        "eine neue wurde begonnen; die Spiele, die sich noch lesen ließen, sind übernommen.",
        "The history file was damaged: it was moved to {moved} and a new one was started; "
        "the games that could still be read were taken over."),
    "history_newer": DeEn(
        "{file}: Diese Spielhistorie stammt von einer neueren dokodesk-Version (Schema "
        "{version}); sie bleibt unverändert.",
        "{file}: this history was written by a newer dokodesk (schema {version}); it is left "
        "as it is."),
    "history_unavailable": DeEn("{file}: Die Spielhistorie lässt sich nicht öffnen: {reason}.",
                                "{file}: the history cannot be opened: {reason}."),
    "history_busy": DeEn(
        "{file}: Ein anderes Programm schreibt gerade zu lange in die Spielhistorie; versuch "
        "es gleich noch einmal.",
        "{file}: another program has been writing to the history for too long; try again in a "
        "moment."),
    "no_such_game": DeEn("Ein Spiel Nummer {game} gibt es in der Spielhistorie nicht.",
                         "There is no game number {game} in the history."),
    "no_such_position": DeEn("Eine Übungsstellung Nummer {position} gibt es nicht.",
                             "There is no training position number {position}."),
    "not_in_game": DeEn("--seat {seat}: Dieser Platz spielt in dem Spiel nicht mit (die Plätze "
                        "sind 0 bis {last}; wer bei fünf gibt, setzt aus).",
                        "--seat {seat}: that seat does not play in this game (the seats are 0 "
                        "to {last}; at five the dealer sits out)."),
}
"""The history's messages, in the catalogue of :mod:`dokodesk.text.messages`."""

CATEGORY_WORDS: dict[str, DeEn] = {
    "reservation": DeEn("Vorbehalte und Soli", "reservations and solos"),
    "announcement": DeEn("Ansagen", "announcements"),
    "lead": DeEn("Ausspielen", "leading"),
    "follow": DeEn("Zugeben und Stechen", "following"),
    "discard": DeEn("Abwerfen und Schmieren", "discarding and smearing"),
    "armut_hochzeit": DeEn("Armut und Hochzeit", "the Armut and the Hochzeit"),
}
"""The kinds of decision of the accuracy (:data:`dokodesk.ai.accuracy.CATEGORIES`)."""

ROLE_WORDS: dict[str, DeEn] = {
    "re": DeEn("Re", "Re"),
    "kontra": DeEn("Kontra", "Kontra"),
    "soloist": DeEn("Solist", "soloist"),
    "against_solo": DeEn("gegen ein Solo", "against a solo"),
    "none": DeEn("eingeworfen", "thrown in"),
}
"""The player's role in a game of the history."""

ACCURACY_HELP = DeEn(
    "Genauigkeit = 100 × e^(−m), m = mittlerer Verlust je Entscheidung in Punkten (der "
    "Verlust der gewählten Möglichkeit gegen die beste, so wie die Analyse ihn bewertet; gleich "
    "gute Möglichkeiten zählen 0). 100: kein Verlust; 74: 0,3 Punkte je Entscheidung; 37: ein "
    "Punkt je Entscheidung.",
    "Accuracy = 100 × e^(−m), m = the mean loss per decision in points (the loss of the choice "
    "made against the best, as the analysis judges it; choices as good count 0). 100: no "
    "loss; 74: 0.3 points per decision; 37: one point per decision.")
"""How the accuracy is computed (:func:`dokodesk.ai.accuracy.accuracy`)."""
