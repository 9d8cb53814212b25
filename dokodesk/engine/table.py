"""The table: its seats and the four players of each game, and the names of what may sit
there (the person at the screen or a computer level).

A *seat* is a place at the table (0-3, or 0-4 at five); a *player* is a position in one game's
playing order (0-3, player 0 at the dealer's left at five). At four they are the same numbers.

>>> seats = SeatMap(5, dealer=2)
>>> [seats.seat(p) for p in range(4)], seats.player(2), seats.player(4)
([3, 4, 0, 1], None, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

LEVELS: tuple[str, ...] = ("random", "anfaenger", "fortgeschritten", "profi")
"""The computer levels by name, weakest first."""
SELFPLAY_LEVELS: tuple[str, ...] = (*LEVELS, "tipp")
"""The levels the command line's ``selfplay`` and the benchmarks may seat: the computer levels
and ``tipp``, which plays the Tipp's first choice at every decision (never offered at the
table)."""
HUMAN = "human"
"""The "level" of the person at the screen."""


@dataclass(frozen=True)
class SeatMap:
    """Table seats and the four players of one game: at five the dealer sits out and player 0
    is the dealer's left; at four, player and seat are the same."""

    seats: int
    dealer: int

    def seat(self, player: int) -> int:
        if self.seats == 4:
            return player
        return (self.dealer + 1 + player) % 5

    def player(self, seat: int) -> int | None:
        if self.seats == 4:
            return seat
        return None if seat == self.dealer else (seat - self.dealer - 1) % 5

    @property
    def first(self) -> int:
        """The player at the dealer's left."""
        return (self.dealer + 1) % 4 if self.seats == 4 else 0

