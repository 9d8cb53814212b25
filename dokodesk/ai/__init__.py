"""Computer players. Pure Python: they see only the information view of their player.

A player is anything with ``act(view, legal) -> Action | None``: ``legal`` lists what the player
may do now (announcements included; when it is not the player's turn only announcements), and
``None`` means "nothing now" (allowed only when it is not the player's turn to play or speak).
``shutdown`` ends Profi's worker processes (call it when the application closes); the Tipp
and the analysis of a game are in :mod:`dokodesk.ai.advice` and :mod:`dokodesk.ai.analysis`.
"""

from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import Effort, shutdown
from dokodesk.engine.table import LEVELS

__all__ = ["LEVELS", "Effort", "Player", "make_player", "shutdown"]
