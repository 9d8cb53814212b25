"""What the course says to the learner, as a code and details: a task, a hint, why a move
misses, a quiz's explanation. The words come from the text layer's catalogue
(:mod:`dokodesk.text.course`, rendered by :func:`dokodesk.text.messages.render`); a detail
that depends on the language is a :class:`~dokodesk.text.words.DeEn`.

>>> Said("miss_smear_low", {"card": "HK", "augen": 4}).words("en")
'The king of hearts brings only 4 Augen: to smear, give an ace or a ten.'
>>> seat_word(1, learner=0).get("de"), seat_word(0, learner=0).get("en")
('Anna', 'You')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

from dokodesk.engine.errors import DokoError
from dokodesk.text.course import seat_names
from dokodesk.text.messages import render
from dokodesk.text.words import DeEn


class Said(NamedTuple):
    """A sentence of the course by its code, with the details it names."""

    code: str
    details: Mapping[str, object] = {}

    def words(self, lang: str) -> str:
        """The sentence in ``lang`` (``de`` or ``en``)."""
        return render(self.code, self.details, lang)

    def as_error(self) -> DokoError:
        """The same as an error, to name in a message about a lesson file."""
        return DokoError(self.code, **self.details)


def both(make: Callable[[str], str]) -> DeEn:
    """A text made for each language by ``make(lang)``."""
    return DeEn(make("de"), make("en"))


def seat_word(seat: int, learner: int) -> DeEn:
    """The name of ``seat`` at a lesson's table where the learner sits at ``learner``."""
    return both(lambda lang: seat_names(learner, lang)[seat])
