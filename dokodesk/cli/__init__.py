"""The ``dokodesk`` command line: scoring records, self-play, the arena, the rules and a Partie
in the terminal."""
