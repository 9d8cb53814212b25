"""The score dialog's explanation: the verdict follows the engine's goals and winner in every
game, and every scoring line the engine writes has a help text in both languages."""

from __future__ import annotations

import random

import pytest

from dokodesk.ai.robustness import random_rules
from dokodesk.engine.game import GameSetup
from dokodesk.engine.partie import PartieSettings, is_over, new_partie, next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import LINE_ITEMS, result
from dokodesk.text.messages import render
from dokodesk.text.verdict import PFLICHT, line_code, line_help, verdict
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


def line_codes() -> list[str]:
    """Every code a scoring line may be worded by: each item the engine can produce, and the
    Re, Kontra or doubling of a Pflichtansage."""
    duty = [f"{kind}_{p}{PFLICHT}" for kind in ("announced", "doubled") for p in ("re", "kontra")]
    return [*LINE_ITEMS, *duty]


@pytest.mark.parametrize("code", line_codes())
def test_every_line_kind_has_words_and_help_in_both_languages(code: str) -> None:
    words = {lang: render(code, {}, lang) for lang in ("de", "en")}
    helps = {lang: line_help(code, lang) for lang in ("de", "en")}
    for lang in ("de", "en"):
        assert words[lang] and words[lang] != code and "{" not in words[lang], (code, lang)
        assert helps[lang] and "{" not in helps[lang], (code, lang)
    assert helps["de"] != helps["en"]


def test_the_engine_produces_only_the_line_kinds_it_lists() -> None:
    """Random games under random rules (the pub options included): every line's code is one
    of :func:`line_codes`, and the kinds the section 14 rules bring do occur."""
    rng = random.Random(14)
    seen: set[str] = set()
    pub = preset("kneipe_plus").replace(
        sonderpunkte=("doppelkopf", "fuchs_gefangen", "herz_stich", "karlchen",
                      "fuchs_gefangen_letzter_stich", "dulle_sticht_dulle"),
        dulle_rule="second_beats_first", pflichtansage="first_trick",
        bock_triggers=("equal_120", "solo_lost", "announcement_lost", "re_and_kontra",
                       "herz_stich", "schwarz", "zero_value"))
    settings = PartieSettings(pub, length=("games", 60))
    partie = new_partie(settings, 14)
    while not is_over(partie):
        setup, seats = next_game(partie)
        final = random_game(setup, rng, reserve_chance=0.05, announce_chance=0.05)
        seen |= {line_code(line, result(final)) for line in result(final).lines}
        partie = record_game(partie, final, seats)
    for _ in range(300):
        final = random_game(GameSetup.from_seed(random_rules(rng), seed=rng.randrange(10**6)),
                            rng, announce_chance=0.05)
        if not result(final).thrown_in:
            seen |= {line_code(line, result(final)) for line in result(final).lines}
    assert seen <= set(line_codes())
    assert {"bock", "herz_stich", "dulle_sticht_dulle"} <= seen
    assert any(code.startswith("announced_") and code.endswith(PFLICHT) for code in seen)
