"""The score dialog's explanation: the verdict follows the engine's goals and winner in every
game, and every scoring line the engine writes has a help text in both languages."""

from __future__ import annotations

import random

from dokodesk.engine.game import GameSetup
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result
from dokodesk.text.verdict import line_help, verdict
from dokodesk.text.words import term


def test_the_verdict_names_the_winner_and_each_party_augen() -> None:
    for name in ("ddv", "vowi", "kneipe"):
        for seed in range(60):
            final = random_game(GameSetup.from_seed(preset(name), seed=seed),
                                random.Random(seed))
            res = result(final)
            for lang in ("de", "en"):
                lines = verdict(final, lang)
                assert all("{" not in line for line in lines)
                if res.thrown_in:
                    assert len(lines) == 1
                    continue
                re_line, kontra_line, last = lines
                assert re_line.startswith("Re") and kontra_line.startswith("Kontra")
                for line, party in ((re_line, "re"), (kontra_line, "kontra")):
                    assert (str(res.augen[party]) in line
                            or str(res.tricks_won[party]) in line)
                if res.winner is not None:
                    assert last.startswith(term(res.winner, lang))


def test_every_scoring_line_is_explained() -> None:
    items = set()
    for name in ("ddv", "vowi", "kneipe"):
        for seed in range(300):
            final = random_game(GameSetup.from_seed(preset(name), seed=seed),
                                random.Random(seed))
            items |= {line.item for line in result(final).lines}
    assert len(items) > 15
    for item in items:
        assert line_help(item, "de") and line_help(item, "en"), item
