"""Computer players. Pure Python: they see only the information view of their seat.

A player is anything with ``act(view, legal) -> Action | None``: ``legal`` lists what the seat
may do now (announcements included; when it is not the seat's turn only announcements), and
``None`` means "nothing now" (allowed only when it is not the seat's turn to play or speak).
"""

from dokodesk.ai.players import LEVELS, Player, make_player

__all__ = ["LEVELS", "Player", "make_player"]
