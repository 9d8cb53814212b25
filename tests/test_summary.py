"""The plain-language summary: readable sentences about every option that applies, in German
and English, as text and HTML; and ``dokodesk rules --summary`` on the command line."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from dokodesk.cli.main import main
from dokodesk.engine.errors import RulesError
from dokodesk.engine.rules import (
    CHOICES,
    INT_RANGES,
    LIST_CHOICES,
    OPTION_NAMES,
    PRESETS,
    Rules,
    applies,
    preset,
    rules_from_mapping,
    settle,
)
from dokodesk.text import options as texts
from dokodesk.text.messages import describe
from dokodesk.text.summary import summary_heading, summary_html, summary_sections, summary_text

LANGS = ("de", "en")


def alternatives(option: str, value: Any) -> Iterator[Any]:
    """Other values of ``option`` than ``value``, as plain values."""
    if isinstance(value, bool):
        yield not value
    elif option in CHOICES:
        yield from (c for c in CHOICES[option] if c != value)
    elif option in INT_RANGES:
        low, high = INT_RANGES[option]
        yield from (v for v in (low, low + 1, high or 100) if v != value)
    elif option == "reservation_order":
        yield list(reversed(value))
    elif option in LIST_CHOICES:
        for item in LIST_CHOICES[option]:
            yield [v for v in value if v != item] if item in value else [*value, item]
    elif option == "schmeissen":
        yield from (alt for alt in ({}, {**value, "kings": 6},
                                    {**value, "richness": 81, "trumps_at_most": 1},
                                    {**value, "fox_highest_trump": True}) if alt != value)
    else:
        yield {**value, "re": 12}
        yield {**value, "schwarz": 0}


PUB = preset("kneipe_plus").replace(
    dulle_rule="second_beats_first", superschweine="nines", pflichtansage="first_trick",
    counting="plus", genscher=True)
"""A table with every pub rule of the kind that others depend on."""


def variants() -> Iterator[tuple[str, Rules, Rules]]:
    """(option, base, changed) for every option and every other value, on every preset (and
    the pub table) where the option applies; other options follow as the editor makes them
    follow."""
    for option in OPTION_NAMES:
        for base in (*PRESETS.values(), PUB):
            if not applies(option, base):
                continue
            values = base.to_mapping()
            for alt in alternatives(option, values[option]):
                yield option, base, rules_from_mapping(settle({**values, option: alt},
                                                                    option))


VARIANTS = list(variants())


def test_variants_cover_every_option() -> None:
    assert {option for option, _, _ in VARIANTS} == set(OPTION_NAMES)


@pytest.mark.parametrize("lang", LANGS)
def test_changing_any_single_option_changes_the_summary(lang: str) -> None:
    for option, base, changed in VARIANTS:
        assert summary_text(changed, lang) != summary_text(base, lang), (option, changed)
        assert summary_html(changed, lang) != summary_html(base, lang), option


@pytest.mark.parametrize("lang", LANGS)
def test_options_that_do_not_apply_are_not_described(lang: str) -> None:
    ddv = preset("ddv")
    for option in texts.group_options("armut")[1:]:
        for alt in alternatives(option, ddv.to_mapping()[option]):
            if option == "poverty_foxes_face_up":
                changed = ddv.replace(poverty_foxes_face_up=alt, poverty_foxes_count=False)
            else:
                changed = ddv.replace(**{option: alt})
            assert summary_text(changed, lang) == summary_text(ddv, lang)


def _identifiers() -> set[str]:
    """Option names and values that are no words (``with_nines``, ``first_beats_second``)."""
    names = set(OPTION_NAMES)
    for values in (*CHOICES.values(), *LIST_CHOICES.values()):
        names |= set(values)
    return {name for name in names if "_" in name}


def flat(text: str) -> str:
    """The text with its line breaks and indents as single spaces."""
    return " ".join(text.split())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", list(PRESETS))
def test_summary_is_words_not_option_names(name: str, lang: str) -> None:
    text = summary_text(PRESETS[name], lang, title=name)
    words = set(re.findall(r"[a-z0-9_]+", text))
    assert not words & _identifiers()
    for group in texts.GROUPS:
        assert texts.group_title(group, lang) in text
    assert text.startswith(summary_heading(lang, name))
    assert all(len(line) <= 78 for line in text.splitlines())


def test_summary_in_german_and_english() -> None:
    de = summary_text(preset("vowi"), "de", title="vowi")
    en = summary_text(preset("vowi"), "en", title="vowi")
    assert de.splitlines()[0] == "So spielt ihr: Vowi-Turnier (2003)"
    assert en.splitlines()[0] == "How you play: Vowi tournament (2003)"
    de, en = flat(de), flat(en)
    assert "sticht die zweite die erste" in de
    assert "the second beats the first" in en
    assert "Gibt er Trumpf zurück, muss er das sagen." in de
    assert "If he gives back a trump, he must say so." in en
    assert "Ihr spielt nicht um Geld." in de


def test_sentences_for_particular_rules() -> None:
    kneipe = flat(summary_text(preset("kneipe"), "de"))
    assert "Abgerechnet wird mit 5 Cent pro Punkt." in kneipe
    assert "Es gibt kein Pflichtsolo" in kneipe
    assert "Bei jedem angesagten Solo spielt der Solist selbst aus." in kneipe
    without_nines = flat(summary_text(preset("ddv").replace(with_nines=False), "en"))
    assert "without the nines: 40 cards" in without_nines
    assert "Re or Kontra with at least 9 cards, 'no 90' with 8" in without_nines
    late = preset("ddv").replace(announcement_deadlines={"re": 11, "no90": 10, "no60": 9,
                                                         "no30": 8, "schwarz": 0})
    assert "„schwarz“ jederzeit" in flat(summary_text(late, "de"))
    one_trick = preset("ddv").replace(hochzeit_tricks=1,
                                      hochzeit_clarifying_trick="first_foreign_trump")
    assert ("der den ersten Stich gewinnt, sofern er mit Trumpf angespielt wurde"
            in flat(summary_text(one_trick, "de")))
    poor = preset("kneipe").replace(poverty_max_trumps=1)
    assert "holding at most one trump, the foxes" in flat(summary_text(poor, "en"))
    no_solos = preset("kneipe").replace(solos=[])
    assert "You play no solos." in summary_text(no_solos, "en")


def test_sections_follow_the_option_groups() -> None:
    sections = summary_sections(preset("ddv"), "en")
    assert [s.group for s in sections] == list(texts.GROUPS)
    assert all(s.sentences for s in sections)
    assert sections[3].sentences == ("You do not play Armut (poverty, Trumpfabgabe).",)


def test_heading_and_description() -> None:
    assert summary_heading("de") == "So spielt ihr"
    assert summary_heading("en", "Stammtisch") == "How you play: Stammtisch"
    text = summary_text(preset("ddv"), "de", title="Stammtisch", description="Donnerstags im Krug")
    assert text.splitlines()[:4] == ["So spielt ihr: Stammtisch", "=" * 25, "",
                                     "Donnerstags im Krug"]
    with pytest.raises(ValueError):
        summary_text(preset("ddv"), "fr")


def test_html_is_escaped_and_complete() -> None:
    page = summary_html(preset("vowi"), "en", title="<Krug & Co>", description="a\nb")
    assert page.startswith("<!DOCTYPE html>")
    assert '<html lang="en">' in page
    assert "<h1>How you play: &lt;Krug &amp; Co&gt;</h1>" in page
    assert page.count("<h2>") == len(texts.GROUPS)
    assert "<p><i>a</i></p><p><i>b</i></p>" in page.replace("\n", "")
    assert "<li>When both tens of hearts (Dullen) fall in one trick, the second beats" in page


# --- the command line -------------------------------------------------------------------------

def test_cli_summary_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "vowi", "--summary", "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("How you play: Vowi tournament (2003)\n")
    assert "Armut (poverty)" in out
    assert out.strip() == summary_text(preset("vowi"), "en", title="vowi")


def test_cli_summary_in_german_from_a_file(tmp_path: Path,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "krug.toml"
    path.write_text('name = "Krug"\ndescription = ""\nbase = "kneipe"\ncents_per_point = 10\n',
                    encoding="utf-8")
    assert main(["rules", str(path), "--summary"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("So spielt ihr: Krug\n")
    assert "Abgerechnet wird mit 10 Cent pro Punkt." in flat(out)


@pytest.mark.parametrize(("content", "key", "allowed"), [
    ("poverty_max_trumps = 7\n", "poverty_max_trumps", "0-5"),
    ("farbe = 1\n", "farbe", "with_nines"),
    ('with_nines = "ja"\n', "with_nines", "true"),
])
def test_cli_invalid_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                  content: str, key: str, allowed: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(content, encoding="utf-8")
    assert main(["rules", str(path), "--summary", "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert key in captured.err and allowed in captured.err
    assert captured.err.startswith(f"{path}: ")


def test_rules_error_names_the_key_in_german() -> None:
    with pytest.raises(RulesError) as info:
        rules_from_mapping({"poverty": 1})
    assert describe(info.value, "de") == "poverty: 1 ist nicht erlaubt; erlaubt: true oder false."
