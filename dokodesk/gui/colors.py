"""The colours the game's words are shown in: the parties (the same on the table, in the score
dialog and wherever Re and Kontra are told apart)."""

from __future__ import annotations

RE_COLOR = "#c0392b"
"""Re is red."""
KONTRA_COLOR = "#2e6bb5"
"""Kontra is blue."""
