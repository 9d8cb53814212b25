"""Rule options (docs/RULES.md): the presets exactly as the table says, every
option through a house-rule TOML file and back, and invalid files refused with a RulesError
that names the option and what is allowed."""

from __future__ import annotations

import tomllib
from typing import Any

import pytest
from refcases import ALL_SOLOS, PICTURE_SOLOS, PRESETS_SECTION_10

from dokodesk.engine.errors import RecordError, RulesError
from dokodesk.engine.rules import (
    CHOICES,
    INT_RANGES,
    LIST_CHOICES,
    OPTION_NAMES,
    PRESETS,
    SCHMEISSEN_RANGES,
    Rules,
    preset,
    rules_from_mapping,
    rules_from_spec,
    rules_to_spec,
)
from dokodesk.persistence.houserules import HouseRules, house_rules_from_toml, house_rules_to_toml
from dokodesk.text.messages import describe


@pytest.mark.parametrize("name", ["ddv", "vowi", "kneipe", "kneipe_plus"])
def test_presets_are_section_10_and_14_12(name: str) -> None:
    assert preset(name).to_mapping() == PRESETS_SECTION_10[name]
    assert sorted(PRESETS) == ["ddv", "kneipe", "kneipe_plus", "vowi"]
    assert rules_to_spec(preset(name)) == name
    assert rules_from_spec(name) == preset(name)


def test_the_option_names_are_section_13() -> None:
    assert list(OPTION_NAMES) == list(PRESETS_SECTION_10["ddv"])
    assert Rules() == preset("ddv")
    assert CHOICES == {
        "dulle_rule": ("first_beats_second", "second_beats_first",
                       "second_beats_first_except_last_trick"),
        "schweine": ("off", "at_start", "before_first_played", "second_after_first_home"),
        "schweine_in_solo": ("none", "trump_aces", "diamond_aces"),
        "superschweine": ("off", "nines", "tens"),
        "soloist_leads": ("pflichtsolo", "every_solo"),
        "redeal_after_solo": ("pflichtsolo", "every_solo", "never"),
        "hochzeit_clarifying_trick": ("first_foreign", "first_foreign_trump",
                                      "first_foreign_plain"),
        "poverty_return_info": ("none", "whether_trump", "trump_count"),
        "pflichtansage": ("off", "first_trick_30", "first_trick"),
        "announcement_scoring": ("plus_two", "doubling"),
        "gegen_die_alten": ("sonderpunkt", "game_point_also_in_solo"),
        "counting": ("plus_minus", "plus", "minus"),
        "pflichtsolo": ("off", "within_spielrunde", "at_the_end"),
        "bock_count": ("per_game", "per_trigger"),
        "bock_stacking": ("multiply", "append"),
    }
    assert {k: set(v) for k, v in LIST_CHOICES.items()} == {
        "reservation_order": {"pflichtsolo", "lustsolo", "schmeissen", "armut", "hochzeit"},
        "solos": set(ALL_SOLOS + PICTURE_SOLOS),
        "sonderpunkte": {"doppelkopf", "fuchs_gefangen", "karlchen", "karlchen_gefangen",
                         "dulle_gefangen", "doppelkarlchen", "fuchs_letzter_stich",
                         "beide_fuechse_letzter_stich", "herz_stich",
                         "fuchs_gefangen_letzter_stich", "dulle_sticht_dulle"},
        "bock_triggers": {"equal_120", "solo_lost", "announcement_lost", "re_and_kontra",
                          "herz_stich", "schwarz", "zero_value"},
    }
    assert INT_RANGES == {"hochzeit_tricks": (1, 12), "poverty_max_trumps": (0, 5),
                          "bock_multiplier": (2, 8), "cents_per_point": (0, None)}
    assert SCHMEISSEN_RANGES == {"nines": (3, 8), "kings": (3, 8), "nines_and_kings": (5, 12),
                                 "richness": (61, 128), "trumps_at_most": (0, 3),
                                 "fox_highest_trump": None}


# ---------------------------------------------------------------------------------------------
# TOML round trips


def _variants() -> list[tuple[str, dict[str, Any]]]:
    """One rules change per option value; the reservation order is fitted to it in the test."""
    out: list[tuple[str, dict[str, Any]]] = []
    needs = {"superschweine": {"schweine": "at_start"}}
    for name, values in CHOICES.items():
        out += [(f"{name}={value}", {name: value, **needs.get(name, {})}) for value in values]
    for flag in ("with_nines", "poverty", "poverty_foxes_count", "poverty_face_up",
                 "kontra_alone_lowers_re_goal", "points_reached_against_absage",
                 "solo_bonus_point", "kalter_schlag_doubles_next", "schweine_in_armut",
                 "schweine_first_dulle_wins", "superschweine_same_holder", "genscher",
                 "pflichtansage_in_hochzeit", "karlchen_gefangen_only_by_dq"):
        out += [(f"{flag}={value}", {flag: value}) for value in (False, True)]
    out.append(("solo_always_triple=True", {"solo_always_triple": True, "counting": "minus"}))
    out.append(("schmeissen=all", {"schmeissen": {
        "nines": 5, "kings": 6, "nines_and_kings": 7, "richness": 81, "trumps_at_most": 1,
        "fox_highest_trump": True}}))
    out.append(("schmeissen=kings", {"schmeissen": {"kings": 5}, "with_nines": False}))
    out.append(("bock_triggers=all", {"bock_triggers": list(LIST_CHOICES["bock_triggers"]),
                                      "bock_multiplier": 3, "bock_stacking": "append"}))
    out.append(("solos=pictures", {"solos": ["koehler", "koenige", "damen"]}))
    out.append(("poverty_foxes_face_up=True", {
        "poverty": True, "poverty_foxes_count": False, "poverty_foxes_face_up": True}))
    for name, (low, high) in INT_RANGES.items():
        for value in (low, high if high is not None else 1000):
            out.append((f"{name}={value}", {name: value}))
    out.append(("reservation_order=reversed", {"reservation_order": "reversed"}))
    out.append(("solos=two", {"solos": ["fleischloser", "damen"]}))
    out.append(("solos=none", {"solos": [], "pflichtsolo": "off"}))
    out.append(("sonderpunkte=all", {"sonderpunkte": list(LIST_CHOICES["sonderpunkte"]),
                                     "dulle_rule": "second_beats_first"}))
    out.append(("sonderpunkte=none", {"sonderpunkte": []}))
    out.append(("announcement_deadlines", {"announcement_deadlines": {
        "re": 12, "no90": 12, "no60": 9, "no30": 5, "schwarz": 0}}))
    return out


def _order_for(rules: Rules, change: dict[str, Any]) -> list[str]:
    """The reservation order of ``rules`` fitted to the Pflichtsolo and Armut of ``change``."""
    pflicht = change.get("pflichtsolo", rules.pflichtsolo) != "off"
    poverty = change.get("poverty", rules.poverty)
    return [k for k, on in (("pflichtsolo", pflicht), ("lustsolo", True), ("armut", poverty),
                            ("hochzeit", True)) if on]


@pytest.mark.parametrize(("label", "change"), _variants(), ids=[v[0] for v in _variants()])
@pytest.mark.parametrize("base", ["ddv", "vowi", "kneipe", "kneipe_plus"])
def test_every_option_survives_a_toml_round_trip(
    label: str, change: dict[str, Any], base: str
) -> None:
    order = _order_for(preset(base), change)
    change = dict(change, reservation_order=order[::-1] if label.endswith("reversed") else order)
    if change.get("poverty_foxes_count") is True:
        change["poverty_foxes_face_up"] = False
    if change.get("with_nines") is False:
        change.setdefault("schmeissen", {})  # kneipe_plus throws for five nines
    rules = rules_from_mapping(change, base=preset(base))
    house = HouseRules(name='Stammtisch "Zur Linde"', description="Mittwochs\nab 20 Uhr",
                       rules=rules, base=base)
    for full in (False, True):
        text = house_rules_to_toml(house, full=full)
        data = tomllib.loads(text)
        assert data["base"] == base and data["name"] == house.name
        assert house_rules_from_toml(text) == house
        options = set(data) - {"name", "description", "base"}
        assert options == (set(OPTION_NAMES) if full else set(rules.changes_from(preset(base))))


def test_a_house_rule_file_sets_only_what_differs() -> None:
    text = (
        'name = "Kneipe am Markt"\n'
        'description = "wie kneipe, aber ohne Neunen"\n'
        'base = "kneipe"\n'
        "with_nines = false\n"
        "poverty_return_info = \"trump_count\"\n"
        "announcement_deadlines = { re = 11, no90 = 10, no60 = 9, no30 = 8, schwarz = 6 }\n"
    )
    house = house_rules_from_toml(text)
    assert house.name == "Kneipe am Markt" and house.base == "kneipe"
    assert house.rules == preset("kneipe").replace(
        with_nines=False, poverty_return_info="trump_count",
        announcement_deadlines={"re": 11, "no90": 10, "no60": 9, "no30": 8, "schwarz": 6})
    assert house.rules.deadline("schwarz") == 6
    # without base: ddv
    assert house_rules_from_toml('name = "x"\n').rules == preset("ddv")
    assert house_rules_from_toml("").rules == preset("ddv")


# ---------------------------------------------------------------------------------------------
# Invalid files


@pytest.mark.parametrize(
    ("text", "code", "option", "allowed"),
    [
        ("dulle = true", "unknown_option", "dulle", "dulle_rule"),
        ("with_nines = 1", "expected_bool", "with_nines", "true"),
        ("with_nines = \"yes\"", "expected_bool", "with_nines", "false"),
        ("hochzeit_tricks = \"3\"", "expected_int", "hochzeit_tricks", "1-12"),
        ("hochzeit_tricks = 3.0", "expected_int", "hochzeit_tricks", "1-12"),
        ("hochzeit_tricks = 0", "int_out_of_range", "hochzeit_tricks", "1-12"),
        ("hochzeit_tricks = 13", "int_out_of_range", "hochzeit_tricks", "1-12"),
        ("poverty_max_trumps = 6", "int_out_of_range", "poverty_max_trumps", "0-5"),
        ("cents_per_point = -5", "int_out_of_range", "cents_per_point", ">= 0"),
        ("cents_per_point = true", "expected_int", "cents_per_point", ">= 0"),
        ("dulle_rule = \"zweite\"", "not_allowed", "dulle_rule", "second_beats_first"),
        ("pflichtsolo = true", "not_allowed", "pflichtsolo", "within_spielrunde"),
        ("solos = \"damen\"", "expected_list", "solos", "fleischloser"),
        ("solos = [\"damen\", \"farbsolo\"]", "not_allowed", "solos", "kreuz"),
        ("sonderpunkte = [\"doppelkopf\", \"doppelkopf\"]", "duplicate_in_list", "sonderpunkte",
         ""),
        ("announcement_deadlines = 11", "expected_table", "announcement_deadlines", "no90"),
        ("announcement_deadlines = [1, 2]", "expected_table", "announcement_deadlines", "no90"),
        ("announcement_deadlines = { re = 11 }", "expected_table", "announcement_deadlines",
         "schwarz"),
        ("announcement_deadlines = { re = 13, no90 = 10, no60 = 9, no30 = 8, schwarz = 7 }",
         "int_out_of_range", "announcement_deadlines.re", "0-12"),
        ("announcement_deadlines = { re = 9, no90 = 10, no60 = 9, no30 = 8, schwarz = 7 }",
         "deadlines_not_falling", "announcement_deadlines", "re >= no90"),
        # impossible combinations
        ("poverty = true", "order_needs_armut", "reservation_order", "armut"),
        ("reservation_order = [\"pflichtsolo\", \"lustsolo\", \"armut\", \"hochzeit\"]",
         "order_armut_without_poverty", "reservation_order", "poverty"),
        ("pflichtsolo = \"off\"", "order_pflichtsolo_off", "reservation_order", "pflichtsolo"),
        ("reservation_order = [\"lustsolo\", \"hochzeit\"]", "order_needs_pflichtsolo",
         "reservation_order", "pflichtsolo"),
        ("reservation_order = [\"pflichtsolo\", \"lustsolo\"]", "order_missing",
         "reservation_order", "hochzeit"),
        ("solos = []", "pflichtsolo_without_solos", "pflichtsolo", "solos"),
        ("base = \"kneipe\"\npoverty_foxes_face_up = true", "foxes_face_up_counting",
         "poverty_foxes_face_up", "poverty_foxes_count"),
        ("superschweine = \"nines\"", "superschweine_without_schweine", "superschweine",
         "schweine"),
        ("schweine = \"second_after_first_home\"\nsuperschweine = \"tens\"",
         "superschweine_second_only", "superschweine", "second_after_first_home"),
        ("with_nines = false\n[schmeissen]\nnines = 5", "schmeissen_needs_nines",
         "schmeissen.nines", "with_nines"),
        ("with_nines = false\nschmeissen = { nines_and_kings = 7, kings = 5 }",
         "schmeissen_needs_nines", "schmeissen.nines_and_kings", "with_nines"),
        ("solo_always_triple = true", "triple_needs_plus_or_minus", "solo_always_triple",
         "counting"),
        ("sonderpunkte = [\"dulle_sticht_dulle\"]", "dulle_sticht_dulle_first_wins",
         "sonderpunkte", "dulle_rule"),
        ("reservation_order = [\"pflichtsolo\", \"schmeissen\", \"lustsolo\", \"hochzeit\"]",
         "order_schmeissen_off", "reservation_order", "schmeissen"),
        # the values of the new options
        ("schweine = true", "not_allowed", "schweine", "at_start"),
        ("bock_multiplier = 1", "int_out_of_range", "bock_multiplier", "2-8"),
        ("bock_triggers = [\"spaltarsch\"]", "not_allowed", "bock_triggers", "equal_120"),
        ("counting = \"plus_only\"", "not_allowed", "counting", "plus_minus"),
        ("schmeissen = 5", "expected_reasons_table", "schmeissen", "nines"),
        ("schmeissen = { neunen = 5 }", "unknown_table_key", "schmeissen", "nines_and_kings"),
        ("schmeissen = { nines = 2 }", "int_out_of_range", "schmeissen.nines", "3-8"),
        ("schmeissen = { richness = 129 }", "int_out_of_range", "schmeissen.richness",
         "61-128"),
        ("schmeissen = { kings = \"5\" }", "expected_int", "schmeissen.kings", "3-8"),
        ("schmeissen = { fox_highest_trump = 1 }", "expected_bool",
         "schmeissen.fox_highest_trump", "true"),
        # the file itself
        ("base = \"skat\"", "unknown_preset", "base", "ddv, vowi, kneipe, kneipe_plus"),
        ("name = 3", "expected_text", "name", ""),
        ("description = [\"a\"]", "expected_text", "description", ""),
        ("[with_nines]\nx = 1", "expected_bool", "with_nines", "true"),
    ],
)
def test_an_invalid_file_names_the_option_and_what_is_allowed(
    text: str, code: str, option: str, allowed: str
) -> None:
    with pytest.raises(RulesError) as err:
        house_rules_from_toml(text)
    assert err.value.code == code and err.value.option == option
    for lang in ("de", "en"):
        message = describe(err.value, lang)
        assert option.split(".")[0] in message
        assert allowed.lower() in message.lower()


@pytest.mark.parametrize(("text", "code"), [
    ("with_nines = ", "bad_toml_end"),
    ("with_nines = tru\n", "bad_toml"),
    ("[a\nb = 1", "bad_toml"),
])
def test_a_file_that_is_no_toml_is_refused_with_the_place(text: str, code: str) -> None:
    with pytest.raises(RecordError) as err:
        house_rules_from_toml(text)
    assert err.value.code == code
    if code == "bad_toml":
        assert err.value.details["line"] == 1
        assert describe(err.value, "de").startswith("Zeile 1, Spalte")


def test_rules_replace_checks_like_a_file() -> None:
    rules = preset("ddv")
    assert rules.replace(solos=["karo", "damen"]).solos == ("damen", "karo")
    assert rules.replace(reservation_order=["pflichtsolo", "hochzeit", "lustsolo"]) \
        .reservation_order == ("pflichtsolo", "hochzeit", "lustsolo")
    with pytest.raises(RulesError) as err:
        rules.replace(colour="red")
    assert err.value.code == "unknown_option" and "with_nines" in describe(err.value, "en")
    with pytest.raises(RulesError):
        rules_from_spec(["ddv"])  # type: ignore[arg-type]
    with pytest.raises(RulesError) as err:
        rules_from_spec({"preset": "bridge"})
    assert err.value.code == "unknown_preset"
    assert rules_from_spec({"preset": "vowi", "with_nines": False}) == preset("vowi").replace(
        with_nines=False)
    assert rules_to_spec(preset("kneipe").replace(cents_per_point=10)) == {
        "preset": "kneipe", "cents_per_point": 10}
