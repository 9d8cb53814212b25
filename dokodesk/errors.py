"""The errors the engine raises: each has a code and details, rendered in words by
:mod:`dokodesk.messages` in German or English.

>>> from dokodesk.errors import IllegalAction
>>> err = IllegalAction("must_follow", "TSR 5.2.2", suit="herz")
>>> err.message("de"), err.message("en")
('Du musst Herz bedienen.', 'You must follow hearts.')
"""

from __future__ import annotations

from typing import Any


class DokoError(Exception):
    """Base class: ``code`` names what is wrong, ``details`` fill in the message."""

    def __init__(self, code: str, **details: Any) -> None:
        self.code = code
        self.details = details
        super().__init__(self.message("en"))

    def message(self, lang: str = "de") -> str:
        """The error in words, in German (``"de"``) or English (``"en"``)."""
        from dokodesk.messages import render

        return render(self.code, self.details, lang)


class IllegalAction(DokoError):
    """An action that the rules do not allow now; ``rule`` names the rule it breaks."""

    def __init__(self, code: str, rule: str, **details: Any) -> None:
        self.rule = rule
        super().__init__(code, **details)


class RulesError(DokoError):
    """An invalid rule option or house-rule file; ``option`` names the option at fault."""

    def __init__(self, code: str, option: str, **details: Any) -> None:
        self.option = option
        super().__init__(code, option=option, **details)


class RecordError(DokoError):
    """A game record or save file that cannot be loaded; names the action where possible."""

    def __init__(self, code: str, **details: Any) -> None:
        super().__init__(code, **details)
