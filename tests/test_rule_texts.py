"""The option catalogue: words for every option and value in both languages, the groups, and
which options depend on which."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from dokodesk.engine.rules import (
    CHOICES,
    DEADLINE_KEYS,
    DEPENDENCIES,
    LIST_CHOICES,
    OPTION_NAMES,
    PRESETS,
    applies,
    masters,
    preset,
    rules_from_mapping,
    settle,
)
from dokodesk.text import options as texts

LANGS = ("de", "en")


def test_every_option_has_a_group_and_words_in_both_languages() -> None:
    assert set(texts.OPTIONS) == set(OPTION_NAMES)
    for name in OPTION_NAMES:
        assert texts.OPTIONS[name].group in texts.GROUPS
        for lang in LANGS:
            assert texts.title(name, lang).strip()
            assert len(texts.explanation(name, lang)) > 40
        assert texts.title(name, "de") != texts.title(name, "en")
        assert texts.explanation(name, "de") != texts.explanation(name, "en")


def test_groups_are_those_of_the_issue_and_cover_every_option_once() -> None:
    assert [texts.group_title(g, "de") for g in texts.GROUPS] == [
        "Karten", "Vorbehalte und Soli", "Hochzeit", "Armut/Trumpfabgabe", "Ansagen",
        "Wertung und Sonderpunkte", "Partie",
    ]
    listed = [o for g in texts.GROUPS for o in texts.group_options(g)]
    assert sorted(listed) == sorted(OPTION_NAMES)
    assert all(texts.group_options(g) for g in texts.GROUPS)
    assert texts.group_options("armut") == (
        "poverty", "poverty_max_trumps", "poverty_foxes_count", "poverty_face_up",
        "poverty_foxes_face_up", "poverty_return_info",
    )


def test_examples_where_given_are_one_line_in_both_languages() -> None:
    with_example = [name for name in OPTION_NAMES if texts.example(name, "de") is not None]
    assert len(with_example) == len(OPTION_NAMES)
    for name in with_example:
        for lang in LANGS:
            text = texts.example(name, lang)
            assert text is not None and "\n" not in text and len(text) < 160


@pytest.mark.parametrize("lang", LANGS)
def test_every_value_has_a_label(lang: str) -> None:
    wanted = {**CHOICES, **LIST_CHOICES, "announcement_deadlines": DEADLINE_KEYS}
    for option, values in wanted.items():
        labels = [texts.value_label(option, v, lang) for v in values]
        for label, value in zip(labels, values, strict=True):
            assert label and (label != value or value == "schwarz"), (option, value)
        assert len(set(labels)) == len(labels), option
    assert texts.value_label("with_nines", True, lang) != texts.value_label("with_nines", False,
                                                                              lang)


def test_labels_in_words() -> None:
    assert texts.value_label("dulle_rule", "second_beats_first", "de") == (
        "Die zweite sticht die erste")
    assert texts.value_label("solos", "fleischloser", "en").startswith("Fleischloser")
    assert texts.value_label("poverty", True, "de") == "an"
    assert texts.preset_title("vowi", "en") == "Vowi tournament (2003)"
    assert set(texts.PRESET_TITLES) == set(PRESETS)


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="de, en"):
        texts.title("with_nines", "fr")


def test_dependencies_name_real_options() -> None:
    for option, deps in DEPENDENCIES.items():
        assert option in OPTION_NAMES
        for dep in deps:
            assert dep.master in OPTION_NAMES and dep.master != option
            assert texts.REASONS[dep.reason].de and texts.REASONS[dep.reason].en


def test_poverty_options_apply_only_with_poverty() -> None:
    ddv, vowi = preset("ddv"), preset("vowi")
    details = [o for o in texts.group_options("armut") if o != "poverty"]
    for option in details:
        assert not applies(option, ddv)
        assert applies(option, vowi)
        assert texts.inactive_reasons(option, ddv, "de") == ["Nur wenn Armut gespielt wird."]
        assert texts.inactive_reasons(option, vowi, "en") == []
    assert masters("poverty_foxes_count") == ("poverty", "poverty_foxes_face_up")


def test_foxes_count_only_while_further_foxes_are_not_face_up() -> None:
    face_up = preset("vowi").replace(poverty_foxes_face_up=True)
    assert not applies("poverty_foxes_count", face_up)
    assert applies("poverty_foxes_face_up", face_up)
    [reason] = texts.inactive_reasons("poverty_foxes_count", face_up, "en")
    assert "face up" in reason


def test_solo_options_apply_only_with_some_solo() -> None:
    no_solos = preset("kneipe").replace(solos=[])
    for option in ("soloist_leads", "redeal_after_solo"):
        assert applies(option, preset("kneipe"))
        assert not applies(option, no_solos)
    assert applies("solo_bonus_point", no_solos)


def test_options_without_dependencies_always_apply() -> None:
    free = set(OPTION_NAMES) - set(DEPENDENCIES)
    assert {"poverty", "with_nines", "pflichtsolo", "solos"} <= free
    no_solos = preset("kneipe").replace(solos=[])
    for rules in (*PRESETS.values(), no_solos):
        assert all(applies(o, rules) for o in free)


def test_applies_takes_plain_values_too() -> None:
    values = dict(preset("ddv").to_mapping(), poverty=True)
    assert applies("poverty_return_info", values)


@pytest.mark.parametrize("name", list(PRESETS))
def test_settle_keeps_every_toggle_valid(name: str) -> None:
    base = PRESETS[name].to_mapping()
    changes = {
        "poverty": not base["poverty"],
        "pflichtsolo": "off" if base["pflichtsolo"] != "off" else "within_spielrunde",
        "poverty_foxes_face_up": True,
    }
    for option, value in changes.items():
        values = dict(base, **{option: value})
        if option == "poverty_foxes_face_up":
            values["poverty"] = True
            values = settle(values, "poverty")
        rules = rules_from_mapping(settle(values, option))
        assert getattr(rules, option) == value


def test_settle_places_armut_and_pflichtsolo_where_the_presets_rank_them() -> None:
    ddv = preset("ddv").to_mapping()
    with_armut = settle(dict(ddv, poverty=True), "poverty")
    assert with_armut["reservation_order"] == list(preset("vowi").reservation_order)
    no_pflicht = settle(dict(with_armut, pflichtsolo="off"), "pflichtsolo")
    assert no_pflicht["reservation_order"] == list(preset("kneipe").reservation_order)
    back = settle(dict(no_pflicht, pflichtsolo="at_the_end"), "pflichtsolo")
    assert back["reservation_order"] == ["pflichtsolo", "lustsolo", "armut", "hochzeit"]
    reordered = dict(ddv, reservation_order=["hochzeit", "lustsolo", "pflichtsolo"], poverty=True)
    assert settle(reordered, "poverty")["reservation_order"] == [
        "armut", "hochzeit", "lustsolo", "pflichtsolo"]
    without = settle(dict(with_armut, poverty=False), "poverty")
    assert without["reservation_order"] == list(ddv["reservation_order"])


def test_settle_turns_counting_foxes_off_for_face_up_foxes() -> None:
    vowi = preset("kneipe").to_mapping()
    assert vowi["poverty_foxes_count"] is True
    settled = settle(dict(vowi, poverty_foxes_face_up=True), "poverty_foxes_face_up")
    assert settled["poverty_foxes_count"] is False
    assert rules_from_mapping(settled).poverty_foxes_face_up
    untouched = settle(dict(vowi, poverty_foxes_face_up=False), "poverty_foxes_face_up")
    assert untouched == vowi


def test_the_rules_reference_is_generated_from_the_option_texts() -> None:
    root = Path(__file__).resolve().parents[1]
    done = subprocess.run([sys.executable, str(root / "tools" / "rules_doc.py"), "--check"],
                          capture_output=True, text=True, cwd=root, timeout=60)
    assert done.returncode == 0, done.stderr
