"""The errors the engine raises. Each carries a ``code`` naming what is wrong and ``details``
filling in the message; the words come from :func:`dokodesk.text.messages.describe`, in German
or English, so the engine itself knows no language.

>>> err = IllegalAction("must_follow", "TSR 5.2.2", suit="herz")
>>> err.code, err.rule, err.details
('must_follow', 'TSR 5.2.2', {'suit': 'herz'})
"""

from __future__ import annotations

from typing import Any


class DokoError(Exception):
    """Base class: ``code`` names what is wrong, ``details`` fill in the message."""

    def __init__(self, code: str, **details: Any) -> None:
        self.code = code
        self.details = details
        super().__init__(code, details)

    def __str__(self) -> str:
        return f"{self.code} {self.details}" if self.details else self.code


class IllegalAction(DokoError):
    """An action that the rules do not allow now; ``rule`` names the rule it breaks: a
    section of the DDV tournament rules (``TSR 5.2.2``) or a house-rule option (``poverty``)."""

    def __init__(self, code: str, rule: str, **details: Any) -> None:
        self.rule = rule
        super().__init__(code, **details)


class RulesError(DokoError):
    """An invalid rule option or house-rule file; ``option`` names the option at fault."""

    def __init__(self, code: str, option: str, **details: Any) -> None:
        self.option = option
        super().__init__(code, option=option, **details)


class RecordError(DokoError):
    """A game record, save file or other file that cannot be loaded; the details name the
    field, the action or the place in the file where possible."""
