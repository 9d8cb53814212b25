"""The words of the terminal game (``dokodesk play``).

>>> prompt("won_trick", "de")
'gewinnt den Stich'
"""

from __future__ import annotations

from dokodesk.text.words import DeEn

TERMINAL: dict[str, DeEn] = {
    "hand": DeEn("Deine Karten", "Your cards"),
    "trick": DeEn("Stich", "Trick"),
    "prompt_card": DeEn("Karte (ihre Nummer oder z. B. ♥10) oder Ansage (re, kontra, "
                        "no90 ...)",
                        "Card (its number or e.g. ♥10) or announcement (re, kontra, no90 ...)"),
    "prompt_reserve": DeEn("gesund, hochzeit, armut oder ein Solo",
                           "gesund, hochzeit, armut or a solo"),
    "prompt_poverty": DeEn("Armut annehmen? (ja/nein)", "Take the Armut? (yes/no)"),
    "prompt_schweine": DeEn("Du hast beide Karten: ansagen? (ja/nein)",
                            "You hold both cards: say them? (yes/no)"),
    "prompt_return": DeEn("Karte zurückgeben (ihre Nummer oder z. B. ♦9)",
                          "Card to return (its number or e.g. ♦9)"),
    "not_a_card": DeEn("„{text}“ ist keine Karte deiner Hand: gib ihre Nummer oder ihren Namen "
                       "ein (z. B. 3, ♣D oder CQ).",
                       "'{text}' is no card of your hand: type its number or its name (e.g. "
                       "3, ♣Q or CQ)."),
    "input_ended": DeEn("Keine Eingabe mehr: die Partie ist abgebrochen.",
                        "No more input: the Partie is broken off."),
    "you": DeEn("Du", "You"),
    "won_trick": DeEn("gewinnt den Stich", "wins the trick"),
    "game": DeEn("Spiel", "Game"),
    "totals": DeEn("Stand", "Standings"),
    "seat": DeEn("Platz", "Seat"),
}


def prompt(key: str, lang: str) -> str:
    """The terminal text ``key`` in ``lang``."""
    return TERMINAL[key].get(lang)
