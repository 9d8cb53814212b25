"""The app's settings, kept in QSettings (organization and application ``dokodesk``).

Every setting is a typed property with a default, so the rest of the app never handles raw
QSettings values. The last choices of the new-Partie dialog are kept too, so the next Partie
starts from them.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from dokodesk.persistence.language import system_language
from dokodesk.text.words import LANGUAGES

ORGANIZATION = "dokodesk"
APPLICATION = "dokodesk"

ANIMATION_RANGE = (0, 1500)
CARD_WIDTH_RANGE = (56, 200)


class AppSettings:
    """Typed access to the stored settings. ``store`` replaces the user's QSettings in tests."""

    def __init__(self, store: QSettings | None = None) -> None:
        self.store = store if store is not None else QSettings(ORGANIZATION, APPLICATION)

    # --- raw access -------------------------------------------------------------------------

    def _bool(self, key: str, default: bool) -> bool:
        value = self.store.value(key, default)
        if isinstance(value, str):
            return value.lower() in ("true", "1", "yes")
        return bool(value)

    def _int(self, key: str, default: int, low: int, high: int) -> int:
        raw = self.store.value(key, default)
        try:
            value = int(str(raw))
        except ValueError:
            return default
        return min(max(value, low), high)

    def _str(self, key: str, default: str) -> str:
        value = self.store.value(key, default)
        return value if isinstance(value, str) else default

    def _json(self, key: str, default: Any) -> Any:
        """A JSON-encoded value (lists survive every QSettings backend this way)."""
        text = self.store.value(key)
        if not isinstance(text, str):
            return default
        try:
            return json.loads(text)
        except ValueError:
            return default

    def _set(self, key: str, value: object) -> None:
        self.store.setValue(key, value)

    def sync(self) -> None:
        """Write pending changes to disk."""
        self.store.sync()

    @property
    def window_layout(self) -> tuple[QByteArray, QByteArray] | None:
        """The main window's geometry and its docks' state as last closed, if any."""
        geometry = self.store.value("window/geometry")
        state = self.store.value("window/state")
        if isinstance(geometry, QByteArray) and isinstance(state, QByteArray):
            return geometry, state
        return None

    @window_layout.setter
    def window_layout(self, value: tuple[QByteArray, QByteArray]) -> None:
        self._set("window/geometry", value[0])
        self._set("window/state", value[1])

    # --- appearance and play ------------------------------------------------------------------

    @property
    def language(self) -> str:
        """``de`` or ``en``: as chosen, else the system's language (German where it is
        neither; the command line follows the same rule)."""
        value = self._str("language", "")
        return value if value in LANGUAGES else system_language()

    @language.setter
    def language(self, value: str) -> None:
        if value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r}; allowed: de, en")
        self._set("language", value)

    @property
    def animation_ms(self) -> int:
        """How long a card takes to move, in milliseconds (0: no animation)."""
        return self._int("animation_ms", 300, *ANIMATION_RANGE)

    @animation_ms.setter
    def animation_ms(self, value: int) -> None:
        self._set("animation_ms", min(max(int(value), ANIMATION_RANGE[0]), ANIMATION_RANGE[1]))

    @property
    def card_width(self) -> int:
        """Width of the cards in your hand, in pixels."""
        return self._int("card_width", 96, *CARD_WIDTH_RANGE)

    @card_width.setter
    def card_width(self, value: int) -> None:
        self._set("card_width", min(max(int(value), CARD_WIDTH_RANGE[0]), CARD_WIDTH_RANGE[1]))

    @property
    def confirm_play(self) -> bool:
        """Ask before a card is played."""
        return self._bool("confirm_play", False)

    @confirm_play.setter
    def confirm_play(self, value: bool) -> None:
        self._set("confirm_play", bool(value))

    @property
    def autoplay_single(self) -> bool:
        """Play the only legal card without waiting."""
        return self._bool("autoplay_single", False)

    @autoplay_single.setter
    def autoplay_single(self, value: bool) -> None:
        self._set("autoplay_single", bool(value))

    @property
    def play_on_double_click(self) -> bool:
        """A card is played by a double-click instead of a single click."""
        return self._bool("play_on_double_click", False)

    @play_on_double_click.setter
    def play_on_double_click(self, value: bool) -> None:
        self._set("play_on_double_click", bool(value))

    @property
    def watch_open_hands(self) -> bool:
        """When you sit out at a table of five, you see every hand."""
        return self._bool("watch_open_hands", False)

    @watch_open_hands.setter
    def watch_open_hands(self, value: bool) -> None:
        self._set("watch_open_hands", bool(value))

    @property
    def allow_takebacks(self) -> bool:
        """Whether a card or an announcement may be taken back (Zurücknehmen)."""
        return self._bool("allow_takebacks", True)

    @allow_takebacks.setter
    def allow_takebacks(self, value: bool) -> None:
        self._set("allow_takebacks", bool(value))

    @property
    def first_start(self) -> bool:
        """Whether dokodesk has never been opened here: the three ways in are offered."""
        return self._bool("first_start", True)

    @first_start.setter
    def first_start(self, value: bool) -> None:
        self._set("first_start", bool(value))

    @property
    def finished_partie(self) -> bool:
        """Whether the player has played a Partie to its end here: until then "Play a
        Partie" offers the Lernpartie first."""
        return self._bool("finished_partie", False)

    @finished_partie.setter
    def finished_partie(self, value: bool) -> None:
        self._set("finished_partie", bool(value))

    # --- the last new Partie ------------------------------------------------------------------

    @property
    def last_players(self) -> int:
        """4 or 5 players at the table."""
        return 5 if self._int("new_partie/players", 4, 4, 5) == 5 else 4

    @last_players.setter
    def last_players(self, value: int) -> None:
        self._set("new_partie/players", 5 if value == 5 else 4)

    @property
    def last_names(self) -> list[str]:
        """The names per seat (up to five; may be empty)."""
        names = self._json("new_partie/names", [])
        if not isinstance(names, list):
            return []
        return [str(n) for n in names][:5]

    @last_names.setter
    def last_names(self, value: list[str]) -> None:
        self._set("new_partie/names", json.dumps(list(value), ensure_ascii=False))

    @property
    def last_human(self) -> int:
        """Your seat."""
        return self._int("new_partie/human", 0, 0, 4)

    @last_human.setter
    def last_human(self, value: int) -> None:
        self._set("new_partie/human", int(value))

    @property
    def last_levels(self) -> list[str]:
        """The computer level per seat (the human's entry is ignored)."""
        levels = self._json("new_partie/levels", [])
        return [str(v) for v in levels][:5] if isinstance(levels, list) else []

    @last_levels.setter
    def last_levels(self, value: list[str]) -> None:
        self._set("new_partie/levels", json.dumps(list(value)))

    @property
    def last_rules(self) -> str:
        """Where the rules came from: ``preset:`` and a preset name, ``file:`` and the path of a
        house-rule file, or ``toml:`` and the text of edited house rules."""
        return self._str("new_partie/rules", "preset:ddv")

    @last_rules.setter
    def last_rules(self, value: str) -> None:
        self._set("new_partie/rules", value)

    @property
    def last_length(self) -> tuple[str, int]:
        """The length as the dialog offers it: ``games``, ``runden``, ``score`` or
        ``spielrunden`` and a number (0: the dialog's default for the rules)."""
        value = self._json("new_partie/length", None)
        if (isinstance(value, list) and len(value) == 2 and isinstance(value[0], str)
                and isinstance(value[1], int)):
            return value[0], value[1]
        return "", 0

    @last_length.setter
    def last_length(self, value: tuple[str, int]) -> None:
        self._set("new_partie/length", json.dumps([value[0], int(value[1])]))
