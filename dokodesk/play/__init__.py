"""The table: who decides next, with which choices and from which view, and every action
committed once (:mod:`dokodesk.play.driver`). Below the computer players and the app, above
the engine; no Qt."""

from dokodesk.play.driver import (
    Answer,
    Decision,
    Game,
    IllegalChoice,
    Move,
    first_answer,
    play,
)

__all__ = ["Answer", "Decision", "Game", "IllegalChoice", "Move", "first_answer", "play"]
