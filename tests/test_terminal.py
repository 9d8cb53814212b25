"""`dokodesk play`: a whole Partie in the terminal with scripted answers."""

from __future__ import annotations

import itertools

from dokodesk.cli.terminal import play_partie
from dokodesk.engine.cards import ALL_CARDS, card_name
from dokodesk.engine.rules import preset


def test_a_scripted_player_finishes_a_partie_with_messages_for_wrong_input() -> None:
    cards = itertools.cycle(card_name(c) for c in ALL_CARDS)
    shown: list[str] = []

    def ask(prompt: str) -> str:
        if prompt.startswith("gesund"):
            return "gesund"
        if prompt.startswith("Take the Armut"):
            return "no"
        return next(cards)  # returned cards and plays: try every card until one is legal

    status = play_partie(preset("kneipe"), games=2, seed=7, lang="en", level="anfaenger",
                         ask=ask, show=shown.append)
    assert status == 0
    text = "\n".join(shown)
    assert text.count("--- Game ") == 2
    assert "You must follow" in text or "You do not hold" in text
    assert "Standings:" in text


def test_a_pflichtsolo_partie_needs_whole_spielrunden() -> None:
    shown: list[str] = []
    status = play_partie(preset("ddv"), games=4, seed=1, lang="de", ask=lambda p: "",
                         show=shown.append)
    assert status == 2
    assert "Spielrunden" in shown[0]


def test_the_pub_preset_in_the_terminal() -> None:
    cards = itertools.cycle(card_name(c) for c in ALL_CARDS)
    shown: list[str] = []
    asked: list[str] = []

    def ask(prompt: str) -> str:
        asked.append(prompt)
        if prompt.startswith("gesund"):
            return "gesund"
        if prompt.startswith("You hold both cards"):
            return "yes"
        return next(cards)

    status = play_partie(preset("kneipe_plus"), games=3, seed=9, lang="en", level="anfaenger",
                         ask=ask, show=shown.append)
    assert status == 0
    assert "\n".join(shown).count("--- Game ") >= 3
    assert any(p.startswith("You hold both cards") for p in asked)
