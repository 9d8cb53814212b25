"""The vocabulary: every game word in German and English, in one place. The engine's messages,
the rules' explanations, the summary, the hints, the terminal and the card table take their
card names, suits, solos, announcements, reservations, phases and computer levels from here.

>>> card_words(16, "de"), card_words(16, "en")
('Herz-Zehn', 'ten of hearts')
>>> term("karo", "en"), term("no90", "de"), term("schweine", "de")
('diamonds', 'keine 90', 'Schweine')
>>> solo_name("kreuz", "de"), solo_name("damen", "en")
('Kreuz-Solo', 'Queens solo')
"""

from __future__ import annotations

from typing import NamedTuple

LANGUAGES: tuple[str, ...] = ("de", "en")
"""The languages of every text: German first."""
COMPUTER_NAMES: tuple[str, ...] = ("Anna", "Bernd", "Clara", "Dieter", "Erika")
"""The computer players' names, in seat order after the player's own seat: at the table, in
the course and on the command line."""


def check_language(lang: str) -> str:
    """``lang`` if it is one of :data:`LANGUAGES`; raises ``ValueError`` otherwise."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; allowed: de, en")
    return lang


def decimal(value: float, digits: int, lang: str, sign: bool = False) -> str:
    """``value`` with ``digits`` places after the point, in German with a decimal comma;
    ``sign``: with its sign, a plus too.

    >>> decimal(1.5, 1, "de"), decimal(0.5, 2, "en", sign=True), decimal(-3, 0, "de")
    ('1,5', '+0.50', '-3')
    """
    text = f"{value:+.{digits}f}" if sign else f"{value:.{digits}f}"
    return text.replace(".", ",") if lang == "de" else text


class DeEn(NamedTuple):
    """One text in German and English."""

    de: str
    en: str

    def get(self, lang: str) -> str:
        """The text in ``lang`` (``de`` or ``en``)."""
        return self.de if check_language(lang) == "de" else self.en


SUITS: tuple[DeEn, ...] = (
    DeEn("Kreuz", "clubs"), DeEn("Pik", "spades"), DeEn("Herz", "hearts"),
    DeEn("Karo", "diamonds"),
)
"""The printed suits in card order (Kreuz, Pik, Herz, Karo)."""
RANKS: tuple[DeEn, ...] = (
    DeEn("Neun", "nine"), DeEn("Bube", "jack"), DeEn("Dame", "queen"), DeEn("König", "king"),
    DeEn("Zehn", "ten"), DeEn("Ass", "ace"),
)
"""The ranks in card order (9, Bube, Dame, König, Zehn, Ass)."""

SOLOS: dict[str, DeEn] = {
    "damen": DeEn("Damensolo", "Queens solo"),
    "buben": DeEn("Bubensolo", "Jacks solo"),
    "kreuz": DeEn("Kreuz-Solo", "Clubs solo"),
    "pik": DeEn("Pik-Solo", "Spades solo"),
    "herz": DeEn("Herz-Solo", "Hearts solo"),
    "karo": DeEn("Karo-Solo", "Diamonds solo"),
    "fleischloser": DeEn("Fleischloser", "Fleischloser (no trumps)"),
    "koenige": DeEn("Königssolo", "Kings solo"),
    "damen_buben": DeEn("Damen-Buben-Solo", "Queens and jacks solo"),
    "koenige_damen": DeEn("Könige-Damen-Solo", "Kings and queens solo"),
    "koenige_buben": DeEn("Könige-Buben-Solo", "Kings and jacks solo"),
    "koehler": DeEn("Köhler (Könige, Damen, Buben)", "Köhler (kings, queens and jacks)"),
}
"""Every solo by its option value."""

LEVELS: dict[str, DeEn] = {
    "random": DeEn("Zufallsspieler", "Random play"),
    "anfaenger": DeEn("Anfänger", "Beginner"),
    "fortgeschritten": DeEn("Fortgeschritten", "Advanced"),
    "profi": DeEn("Profi", "Expert"),
}
"""The computer levels by name."""

VOCAB: dict[str, DeEn] = {
    **{key: suit for key, suit in zip(("kreuz", "pik", "herz", "karo"), SUITS, strict=True)},
    "trumpf": DeEn("Trumpf", "trump"),
    "re": DeEn("Re", "Re"),
    "kontra": DeEn("Kontra", "Kontra"),
    "no90": DeEn("keine 90", "no 90"),
    "no60": DeEn("keine 60", "no 60"),
    "no30": DeEn("keine 30", "no 30"),
    "schwarz": DeEn("schwarz", "schwarz"),
    "schweine": DeEn("Schweine", "Schweine"),
    "superschweine": DeEn("Superschweine", "Superschweine"),
    "genscher": DeEn("Genscher", "Genscher"),
    "schmeissen": DeEn("Schmeißen", "throwing the hand in"),
    "hochzeit": DeEn("Hochzeit", "Hochzeit"),
    "armut": DeEn("Armut", "Armut"),
    "gesund": DeEn("gesund", "gesund"),
    "vorbehalt": DeEn("Vorbehalt", "Vorbehalt"),
    "reservations": DeEn("Vorbehaltsabfrage", "reservations"),
    "poverty_offer": DeEn("Armut wird angeboten", "poverty offer"),
    "poverty_return": DeEn("Rückgabe der Armut", "returning poverty cards"),
    "play": DeEn("Spiel", "play"),
    "finished": DeEn("Spielende", "end of the game"),
    "thrown_in": DeEn("eingeworfen", "thrown in"),
    "poverty": DeEn("Armut", "poverty"),
    "normal": DeEn("Normalspiel", "normal game"),
    "stille_hochzeit": DeEn("stille Hochzeit", "silent Hochzeit"),
}
"""Game terms by the names the engine uses for them (suits in play, parties, announcements,
reservations, phases, contracts)."""


def term(word: str, lang: str = "de") -> str:
    """A game term in words (a solo or level name too); an unknown word as it is."""
    text = VOCAB.get(word) or SOLOS.get(word) or LEVELS.get(word)
    return word if text is None else text.get(lang)


def solo_name(kind: str, lang: str = "de") -> str:
    """A solo in words: ``Damensolo``, ``Kreuz-Solo``, ..."""
    text = SOLOS.get(kind)
    return kind if text is None else text.get(lang)


def elide(text: str, limit: int = 40) -> str:
    """``text`` shortened to at most ``limit`` characters, with an ellipsis where cut (a long
    name in a list or a menu).

    >>> elide("Donnerstagsrunde"), elide("Die Hausregeln der Donnerstagsrunde", 20)
    ('Donnerstagsrunde', 'Die Hausregeln der…')
    """
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


SUIT_SIGNS = "♣♠♥♦"
"""The suits' signs in card order, as the cards show them."""
RANK_INDEX: dict[str, tuple[str, ...]] = {
    "de": ("9", "B", "D", "K", "10", "A"),
    "en": ("9", "J", "Q", "K", "10", "A"),
}
"""The letters in the cards' corners, by language, in rank order (9 to Ass)."""


def short_card(card: int, lang: str = "de") -> str:
    """A card as its corner shows it: ``♥10``, ``♣D`` (in English ``♣Q``).

    >>> short_card(16, "de"), short_card(2, "de"), short_card(2, "en")
    ('♥10', '♣D', '♣Q')
    """
    suit, rank = divmod(card, 6)
    return SUIT_SIGNS[suit] + RANK_INDEX[check_language(lang)][rank]


def card_words(card: int, lang: str = "de") -> str:
    """A card in words: ``card_words(HT) == "Herz-Zehn"``, in English "ten of hearts"."""
    suit, rank = divmod(card, 6)
    if check_language(lang) == "de":
        return f"{SUITS[suit].de}-{RANKS[rank].de}"
    return f"{RANKS[rank].en} of {SUITS[suit].en}"
