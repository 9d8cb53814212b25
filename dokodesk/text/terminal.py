"""The words of the terminal game (``dokodesk play``).

>>> prompt("won_trick", "de")
'gewinnt den Stich'
"""

from __future__ import annotations

from dokodesk.text.words import DeEn

TERMINAL: dict[str, DeEn] = {
    "hand": DeEn("Deine Karten", "Your cards"),
    "trick": DeEn("Stich", "Trick"),
    "prompt_card": DeEn("Karte (z. B. HT) oder Ansage (re, kontra, no90 ...)",
                        "Card (e.g. HT) or announcement (re, kontra, no90 ...)"),
    "prompt_reserve": DeEn("gesund, hochzeit, armut oder ein Solo",
                           "gesund, hochzeit, armut or a solo"),
    "prompt_poverty": DeEn("Armut annehmen? (ja/nein)", "Take the Armut? (yes/no)"),
    "prompt_schweine": DeEn("Du hast beide Karten: ansagen? (ja/nein)",
                            "You hold both cards: say them? (yes/no)"),
    "prompt_return": DeEn("Karte zurückgeben", "Card to return"),
    "won_trick": DeEn("gewinnt den Stich", "wins the trick"),
    "game": DeEn("Spiel", "Game"),
    "totals": DeEn("Stand", "Standings"),
    "seat": DeEn("Platz", "Seat"),
}


def prompt(key: str, lang: str) -> str:
    """The terminal text ``key`` in ``lang``."""
    return TERMINAL[key].get(lang)
