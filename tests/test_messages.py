"""The message catalogue (dokodesk/messages.py): every error code the engine can raise and every
scoring line has German and English text, with the placeholders the engine fills in."""

from __future__ import annotations

import ast
import random
import string
from pathlib import Path

import pytest
from test_support import build_deal, play_until, poverty, start

from dokodesk.engine.cards import parse_card
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Action,
    Announce,
    GameSetup,
    Play,
    Reserve,
    Return,
    State,
    apply,
    new_game,
)
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import SONDERPUNKTE, preset
from dokodesk.engine.scoring import result
from dokodesk.text.messages import CATALOGUE, describe, render
from dokodesk.text.words import LANGUAGES, VOCAB, solo_name, term

PACKAGE = Path(__file__).resolve().parents[1] / "dokodesk"
ENGINE = PACKAGE / "engine"
RAISING = (ENGINE, PACKAGE / "persistence")
"""The packages whose errors the catalogue must word."""
ERRORS = {"IllegalAction", "RulesError", "RecordError"}


def _placeholders(text: str) -> set[str]:
    return {name.split("!")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


def _strings(node: ast.expr) -> set[str]:
    """The strings an expression can be: a literal, or either branch of a conditional."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _strings(node.body) | _strings(node.orelse)
    return set()


def _codes_of(node: ast.expr, function: ast.AST) -> set[str]:
    """The codes a raise's first argument can be: a literal, or the strings a local name is
    given (directly, in a conditional, or as keys of a dict indexed by it); none for the
    code of an error raised before (``error.code``)."""
    if isinstance(node, ast.Attribute) and node.attr == "code":
        return set()
    if not isinstance(node, ast.Name):
        found = _strings(node)
        assert found, ast.dump(node)
        return found
    found = set()
    for sub in ast.walk(function):
        if isinstance(sub, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == node.id for t in sub.targets
        ):
            found |= _strings(sub.value)
        if isinstance(sub, ast.Subscript) and isinstance(sub.value, ast.Dict) and isinstance(
            sub.slice, ast.Name) and sub.slice.id == node.id:
            found |= {k.value for k in sub.value.keys
                      if isinstance(k, ast.Constant) and isinstance(k.value, str)}
    return found


def engine_errors() -> dict[str, set[str] | None]:
    """Every error code raised in the engine and the file loaders (not the GUI or the AI),
    with the detail names given at the call (None where they come as ``**details``)."""
    out: dict[str, set[str] | None] = {}
    for path in sorted(p for folder in RAISING for p in folder.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        functions = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]
        for function in functions:
            for call in ast.walk(function):
                if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Name)
                        and call.func.id in ERRORS and call.args):
                    continue
                if function.name == "__init__":
                    continue  # the error classes themselves
                names: set[str] | None = {k.arg for k in call.keywords if k.arg}
                if any(k.arg is None for k in call.keywords):
                    names = None
                elif call.func.id == "RulesError":
                    names = (names or set()) | {"option"}
                for code in _codes_of(call.args[0], function):
                    known = out.get(code, set())
                    out[code] = None if names is None or known is None else known | names
    return out


ERROR_CODES = engine_errors()


def test_the_scan_finds_the_errors() -> None:
    assert {"must_follow", "announce_too_late", "absage_after_late_reply", "order_needs_armut",
            "order_armut_without_poverty", "record_action_rule", "bad_json", "wrong_party",
            "spielrunde_length", "unknown_preset"} <= set(ERROR_CODES)
    assert len(ERROR_CODES) >= 45


@pytest.mark.parametrize("code", sorted(ERROR_CODES))
def test_every_error_code_has_german_and_english_text(code: str) -> None:
    assert code in CATALOGUE, f"{code} has no message"
    de, en = CATALOGUE[code]
    assert de.strip() and en.strip()
    assert _placeholders(de) == _placeholders(en)
    given = ERROR_CODES[code]
    if given is not None:
        assert _placeholders(en) <= given, f"{code}: the engine gives {sorted(given)}"
        details = {name: "x" for name in given}
        for lang in LANGUAGES:
            assert "{" not in render(code, details, lang)


def scoring_items() -> set[str]:
    """Every item a scoring line can carry: the literals in scoring.py and its patterns."""
    source = (ENGINE / "scoring.py").read_text(encoding="utf-8")
    tree = ast.parse(source)
    items: set[str] = set()
    for call in ast.walk(tree):
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and (
            call.func.id in ("Line", "add")) and call.args:
            items |= _strings(call.args[0])
    for pattern in ('f"announced_{p}"', 'f"absage_{p}_{level_name(lv, p)}"',
                    'f"reached_against_{level_name(lv, other)}"', 'f"doubled_{p}"'):
        assert pattern in source, pattern
    levels = ("no90", "no60", "no30", "schwarz")
    for p in ("re", "kontra"):
        items |= {f"announced_{p}", f"doubled_{p}"}
        items |= {f"absage_{p}_{lv}" for lv in levels}
    items |= {f"reached_against_{lv}" for lv in levels}
    items |= {"unter_90", "unter_60", "unter_30"} | set(SONDERPUNKTE)
    return items


SCORING_ITEMS = scoring_items()


@pytest.mark.parametrize("item", sorted(SCORING_ITEMS))
def test_every_scoring_line_has_german_and_english_text(item: str) -> None:
    assert item in CATALOGUE, f"{item} has no text"
    de, en = CATALOGUE[item]
    assert de.strip() and en.strip() and not _placeholders(de) and not _placeholders(en)
    assert render(item, {}, "de") == de and render(item, {}, "en") == en


def test_random_games_only_produce_known_lines() -> None:
    rng = random.Random(5)
    seen: set[str] = set()
    for name in ("ddv", "vowi", "kneipe"):
        for seed in range(60):
            state = random_game(GameSetup.from_seed(preset(name), seed), rng, 0.3, 0.2)
            seen |= {ln.item for ln in result(state).lines}
    assert seen <= SCORING_ITEMS
    assert len(seen) >= 20


def test_terms_and_languages() -> None:
    for word, pair in VOCAB.items():
        assert pair.de and pair.en, word
        assert term(word, "de") == pair.de and term(word, "en") == pair.en
    assert term("not a term", "en") == "not a term"
    follow = {"suit": "herz", "held": "HK"}
    assert render("must_follow", follow, "de") == (
        "Du musst Herz bedienen: Herz wurde ausgespielt, und du hast noch Herz-König.")
    assert render("must_follow", follow, "en") == (
        "You must follow hearts: hearts is the suit led and you still hold the king of hearts.")
    with pytest.raises(ValueError):
        render("must_follow", follow, "fr")
    for solo in ("kreuz", "damen", "fleischloser"):
        text = render("solo_not_played", {"solo": solo}, "en")
        assert solo_name(solo, "en") in text and "{" not in text


def test_announcement_errors_render_with_their_details() -> None:
    ddv = preset("ddv")
    normal = start(build_deal({0: "CQ", 1: "CQ"}, seed=1), ddv, first=0)
    late = apply(play_until(apply(normal, Announce(0, 1)), 2, 10), Announce(2, 1))
    cases: list[tuple[State, int, int, str]] = [
        (new_game(GameSetup(ddv, normal.setup.hands, 0)), 0, 1, "announce_wrong_phase"),
        (start(build_deal({0: "CQ CQ"}, seed=1), ddv, first=0, claims={0: "hochzeit"}), 1, 1,
         "announce_before_clarification"),
        (apply(normal, Announce(0, 1)), 1, 1, "already_announced"),
        (late, 3, 2, "absage_after_late_reply"),
        (play_until(normal, 3, 10), 3, 1, "announce_too_late"),
        (normal, 0, 7, "unknown_announcement"),
    ]
    for state, seat, level, code in cases:
        with pytest.raises(IllegalAction) as err:
            apply(state, Announce(seat, level))
        assert err.value.code == code
        for lang in LANGUAGES:
            text = describe(err.value, lang)
            assert text and "{" not in text and code not in text


def test_nonsense_actions_are_refused_in_words_not_with_a_crash() -> None:
    ddv = preset("ddv")
    state = start(build_deal({}, seed=2), ddv, first=0)
    kneipe = preset("kneipe")
    armut = poverty(start(build_deal({1: "D9 CA CT CK C9 SA ST SK S9 HA HK H9"}, seed=2),
                          kneipe, first=0, claims={1: "armut"}), taker=2)
    cases: list[tuple[State, Action, str]] = [
        (state, Play(0, 99), "card_not_in_hand"),
        (state, Play(0, -1), "card_not_in_hand"),
        (armut, Return(2, 42), "card_not_in_hand"),
        (state, Announce(0, 7), "unknown_announcement"),
        (state, Announce(0, -2), "unknown_announcement"),
        (state, Announce(4, 1), "no_such_player"),
        (state, Play(-1, 0), "no_such_player"),
        (state, Reserve(9, "gesund"), "no_such_player"),
    ]
    for s, action, code in cases:
        with pytest.raises(IllegalAction) as err:
            apply(s, action)
        assert err.value.code == code, action
        for lang in LANGUAGES:
            assert "{" not in describe(err.value, lang)


def test_a_refused_card_says_what_the_rule_asks_and_why() -> None:
    """Herz led: the Herz-Dame (a trump) may not be played while a Herz-König is held."""
    hands = build_deal({0: "HA C9 C9 CK CT CA S9 S9 SK ST SA H9",
                        1: "HQ HK CJ SJ SQ DJ DQ D9 DK DT DA D9"}, seed=1)
    state = start(hands)
    state = apply(state, Play(0, parse_card("HA")))
    with pytest.raises(IllegalAction) as err:
        apply(state, Play(1, parse_card("HQ")))
    assert describe(err.value, "de") == (
        "Du musst Herz bedienen: Herz wurde ausgespielt, und du hast noch Herz-König. "
        "Herz-Dame ist Trumpf und zählt nicht als Herz.")
    assert "The queen of hearts is a trump and does not count as hearts." in describe(
        err.value, "en")
    with pytest.raises(IllegalAction) as err:
        apply(state, Play(1, parse_card("CJ")))
    assert describe(err.value, "de") == (
        "Du musst Herz bedienen: Herz wurde ausgespielt, und du hast noch Herz-König.")
