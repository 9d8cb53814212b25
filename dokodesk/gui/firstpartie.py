"""A newcomer's first Partie: the short "Lernpartie" (one Runde of four games by the DDV's
rules without a Pflichtsolo, against Fortgeschritten, with the Tipp and the trump order open
beside the table) or the full DDV Spielrunde, one click each, or the new-Partie dialog.

Until the player has finished a Partie (:attr:`~dokodesk.gui.settings.AppSettings.
finished_partie`) "Play a Partie" from the first start's ways in or from the course offers
:class:`FirstPartieDialog`; the new-Partie dialog always offers the Lernpartie as a preset.
A Partie is a Lernpartie when its table is one (:func:`is_lernpartie`): the window opens the
Tipp and the trump order for it, also when it is resumed.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from dokodesk.engine.partie import Length, PartieSettings, TableConfig
from dokodesk.engine.rules import preset, without_pflichtsolo
from dokodesk.engine.table import HUMAN
from dokodesk.text.words import COMPUTER_NAMES

from .course_start import ChoiceDialog, Words

LERNPARTIE_RULES = without_pflichtsolo(preset("ddv"))
"""The rules of the Lernpartie: the DDV's, without a Pflichtsolo."""
LERNPARTIE_RUNDEN = 1
"""One Runde: every player deals once, four games at a table of four."""
LERNPARTIE_LEVEL = "fortgeschritten"
"""The computer players of a first Partie (the Lernpartie and the full Spielrunde)."""
PLAYERS = 4
SPIELRUNDE = 24
"""The games of a DDV Spielrunde at a table of four."""

CHOICES = ("lernpartie", "spielrunde", "choose")
"""What :class:`FirstPartieDialog` offers, in that order."""


def lernpartie_name() -> str:
    """The Lernpartie's name in the window's language."""
    return QCoreApplication.translate("FirstPartie", "Lernpartie")


def _table(settings: PartieSettings, seed: int | None, name: str) -> TableConfig:
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    levels = (HUMAN, *(LERNPARTIE_LEVEL,) * (PLAYERS - 1))
    return TableConfig(settings=settings, seed=seed, human=0, levels=levels, rules_name=name)


def _names(you: str) -> tuple[str, ...]:
    return (you, *COMPUTER_NAMES[1:PLAYERS])


def lernpartie_config(you: str, seed: int | None = None) -> TableConfig:
    """The Lernpartie's table: ``you`` at seat 0 against three Fortgeschritten (``seed``:
    the deal number, else a random one)."""
    settings = PartieSettings(rules=LERNPARTIE_RULES, players=PLAYERS, names=_names(you),
                              length=(Length.RUNDEN, LERNPARTIE_RUNDEN))
    return _table(settings, seed, lernpartie_name())


def spielrunde_config(you: str, seed: int | None = None) -> TableConfig:
    """A full DDV Spielrunde (24 games, a Pflichtsolo for everyone) against three
    Fortgeschritten."""
    settings = PartieSettings(rules=preset("ddv"), players=PLAYERS, names=_names(you),
                              length=(Length.GAMES, SPIELRUNDE))
    return _table(settings, seed, "DDV")


def is_lernpartie(config: TableConfig | None) -> bool:
    """Whether ``config`` is a Lernpartie's table: a human at a table of four, the
    Lernpartie's rules, one Runde."""
    if config is None or config.human is None:
        return False
    settings = config.settings
    return (settings.players == PLAYERS and settings.rules == LERNPARTIE_RULES
            and settings.length == (Length.RUNDEN, LERNPARTIE_RUNDEN))


class FirstPartieDialog(ChoiceDialog):
    """The Lernpartie (the default), the full DDV Spielrunde or the new-Partie dialog: one
    big button each; :attr:`chosen` reports the choice (one of :data:`CHOICES`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(CHOICES, self._choice_words, parent)

    def _choice_words(self) -> Words:
        return (
            self.tr("Your first Partie"),
            self.tr("A short Partie to begin with, or the full Spielrunde?"),
            {"lernpartie": (
                self.tr("Lernpartie (recommended)"),
                self.tr("One Runde of 4 games by the DDV rules without a Pflichtsolo, against "
                        "Fortgeschritten players. The hint and the trump order are open beside "
                        "the table; ask for a hint with the button or H when you like.")),
             "spielrunde": (
                self.tr("Full DDV Spielrunde"),
                self.tr("24 games by the official rules, with a Pflichtsolo for everyone, "
                        "against Fortgeschritten players.")),
             "choose": (
                self.tr("Choose for yourself…"),
                self.tr("Players, rules and length in the New Partie dialog."))},
            self.tr("Cancel"))
