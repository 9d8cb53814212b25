"""dokodesk: Doppelkopf for the desktop."""
