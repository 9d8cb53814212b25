"""The rules engine: cards, trump orders, the rules, a game as a frozen state with its legal
actions, what each seat may see, scoring and the Partie. Pure Python; it knows no words (its
errors carry codes that :mod:`dokodesk.text` renders) and no files."""
