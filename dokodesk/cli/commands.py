"""The ``dokodesk`` command: score and replay game records, play in the terminal, self-play,
and print house rules.

    dokodesk score FILE                 replay a record and print its result as JSON
    dokodesk analyse FILE --seat N      every decision of seat N, its alternatives and cost
    dokodesk check FILE...              the kind of each dokodesk file and whether it is valid
    dokodesk play [--rules R]           play a Partie in the terminal against the computer
    dokodesk selfplay --games N --seed S --rules R --out DIR
    dokodesk rules NAME-OR-FILE         print the rules as a house-rule file would hold them
    dokodesk arena --a LEVEL --b LEVEL --deals N --seed S --rules R [--workers K]
    dokodesk lessons [--json | --check] [--folder DIR]   the lessons of the course
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from dokodesk.ai.advice import reason
from dokodesk.ai.analysis import Decision, analyse, positions
from dokodesk.ai.arena import play_game
from dokodesk.ai.players import make_player
from dokodesk.ai.search import shutdown
from dokodesk.course.catalogue import LESSONS, lesson_line, load_course
from dokodesk.course.check import check_file
from dokodesk.course.lesson import Lesson
from dokodesk.engine.cards import card_name
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import Action, GameSetup, State
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.scoring import result
from dokodesk.engine.table import LEVELS, SeatMap
from dokodesk.engine.view import view
from dokodesk.persistence.houserules import (
    HouseRules,
    house_rules_to_toml,
    load_house_rules,
)
from dokodesk.persistence.reading import read_text
from dokodesk.persistence.record import GameRecord, action_to_json, loads
from dokodesk.text.hints import action_words, say_tip
from dokodesk.text.messages import render


def result_json(state: State, seats: SeatMap, lang: str = "de") -> dict[str, Any]:
    """The result of a finished game in the form ``dokodesk score`` prints."""
    res = result(state)
    points = [0] * seats.seats
    for p in range(4):
        points[seats.seat(p)] = res.points[p]
    return {
        "winner": res.winner,
        "augen": res.augen,
        "points": points,
        "value": res.value,
        "lines": [
            {"item": ln.item, "party": ln.party, "points": ln.points, "times": ln.times,
             "text": render(ln.item, {}, lang)}
            for ln in res.lines
        ],
        "re_seats": [seats.seat(p) for p in res.re_players],
        "soloist": None if res.soloist is None else seats.seat(res.soloist),
        "tricks": [
            {"leader": seats.seat(t.leader), "cards": [card_name(c) for c in t.cards],
             "winner": seats.seat(t.winner)}
            for t in state.tricks
        ],
        "kalter_schlag": res.kalter_schlag,
        "thrown_in": res.thrown_in,
    }


def _refuse(file: str, exc: DokoError, lang: str) -> int:
    """Say why ``file`` cannot be used (exit status 2)."""
    print(render("in_file", {"file": file, "reason": exc}, lang), file=sys.stderr)
    return 2


def cmd_score(args: argparse.Namespace) -> int:
    try:
        record = loads(read_text(Path(args.file)))
        state = record.finished()
    except DokoError as exc:
        return _refuse(args.file, exc, args.lang)
    print(json.dumps(result_json(state, record.seat_map, args.lang), ensure_ascii=False, indent=1))
    return 0


def cmd_check(args: argparse.Namespace) -> int:
    status = 0
    for file in args.files:
        found = check_file(Path(file))
        if found.error is None:
            print(render("check_valid", {"file": file, "kind": found.kind}, args.lang))
        else:
            status = 2
            print(render("check_invalid", {"file": file, "kind": found.kind,
                                           "reason": found.error}, args.lang))
    return status


def lesson_json(lesson: Lesson, lang: str) -> dict[str, Any]:
    """A lesson as ``dokodesk lessons --json`` gives it."""
    return {"number": lesson.number, "id": lesson.id, "title": lesson.title.get(lang),
            "tasks": lesson.tasks, "steps": [step.kind.value for step in lesson.steps],
            "file": lesson.file}


def cmd_lessons(args: argparse.Namespace) -> int:
    course = load_course(Path(args.folder))
    for problem in course.problems:
        print(problem.words(args.lang), file=sys.stderr)
    if args.check:
        count = len(course.lessons) + len(course.problems)
        key = "lessons_broken" if course.problems else "lessons_valid"
        print(render(key, {"count": count, "broken": len(course.problems)}, args.lang))
        return 2 if course.problems else 0
    if args.json:
        print(json.dumps([lesson_json(lesson, args.lang) for lesson in course.lessons],
                         ensure_ascii=False, indent=1))
    else:
        for lesson in course.lessons:
            print(lesson_line(lesson, args.lang))
    return 0


def _rules_of(args: argparse.Namespace) -> HouseRules | None:
    """The rules named by ``--rules``/the ``rules`` argument, or None after printing why not."""
    try:
        return load_house_rules(args.rules)
    except DokoError as exc:
        _refuse(args.rules, exc, args.lang)
    return None


def cmd_rules(args: argparse.Namespace) -> int:
    house = _rules_of(args)
    if house is None:
        return 2
    if args.summary:
        from dokodesk.text.summary import summary_text

        print(summary_text(house.rules, args.lang, title=house.name))
    else:
        print(house_rules_to_toml(house, full=True), end="")
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    house = _rules_of(args)
    if house is None:
        return 2
    rules = house.rules
    levels = args.levels.split(",") if args.levels else None
    if levels is not None and (len(levels) != 4 or any(lv not in LEVELS for lv in levels)):
        print(render("field_not_allowed", {"field": "--levels", "value": args.levels,
                                           "allowed": "4 of " + ", ".join(LEVELS)}, args.lang),
              file=sys.stderr)
        return 2
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    try:
        for i in range(args.games):
            dealer = i % 4
            seed = args.seed * 100_003 + i
            setup = GameSetup.from_seed(rules, seed=seed, first=(dealer + 1) % 4)
            if levels is None:
                state = random_game(setup, rng)
            else:
                players = [make_player(lv, seed * 4 + p) for p, lv in enumerate(levels)]
                state = play_game(setup, players).state
            record = GameRecord.from_state(state, dealer=dealer, seed=args.seed, game=i + 1,
                                           **({"levels": levels} if levels else {}))
            (out / f"game-{i + 1:05d}.json").write_text(record.dumps(), encoding="utf-8")
    finally:
        shutdown()
    print(f"{args.games} games written to {out}")
    return 0


def cmd_analyse(args: argparse.Namespace) -> int:
    try:
        record = loads(read_text(Path(args.file)))
        final = record.finished()
    except DokoError as exc:
        return _refuse(args.file, exc, args.lang)
    player = record.seat_map.player(args.seat)
    if player is None:
        print(render("sits_out", {"field": "--seat", "seat": args.seat}, args.lang),
              file=sys.stderr)
        return 2
    try:
        found = analyse(final, player)
    finally:
        shutdown()
    print(json.dumps(analysis_json(final, found, record.seat_map, args.lang),
                     ensure_ascii=False, indent=1))
    return 0


def analysis_json(final: State, found: list[Decision], seats: SeatMap,
                  lang: str) -> list[dict[str, Any]]:
    """The analysis as ``dokodesk analyse`` prints it."""
    states = positions(final)

    def said(state: State, action: Action | None) -> dict[str, Any] | None:
        return None if action is None else action_to_json(state, action, seats)

    out = []
    for d in found:
        state = states[d.step]
        party = view(state, final.history[d.step].player).parties[final.history[d.step].player]
        out.append({
            "kind": d.kind, "trick": d.trick, "action_number": d.step + 1,
            "chosen": said(state, d.chosen), "best": said(state, d.best.action),
            "loss": round(d.loss, 3), "mistake": d.mistake,
            "reason": say_tip(reason(d.best, d.choices[1:], party), lang),
            "alternatives": [
                {"action": said(state, c.action),
                 "words": action_words(c.action, party).get(lang),
                 "expected": round(c.expected, 3), "loss": round(c.loss, 3),
                 "win_share": round(c.win_share, 3)}
                for c in d.choices],
        })
    return out


def cmd_play(args: argparse.Namespace) -> int:
    from dokodesk.cli.terminal import play_partie

    house = _rules_of(args)
    if house is None:
        return 2
    rules = house.rules
    games = args.games
    if games is None:
        games = 24 if rules.pflichtsolo == "within_spielrunde" else 4
    return play_partie(rules, games=games, seed=args.seed, lang=args.lang, level=args.level)


def cmd_arena(args: argparse.Namespace) -> int:
    from dokodesk.ai import LEVELS
    from dokodesk.ai.arena import run_arena

    house = _rules_of(args)
    if house is None:
        return 2
    for level in (args.a, args.b):
        if level not in LEVELS:
            print(f"dokodesk arena: unknown level {level!r}; allowed: {', '.join(LEVELS)}",
                  file=sys.stderr)
            return 2
    report = run_arena(house.rules, args.a, args.b, args.deals, args.seed, workers=args.workers)
    print(report.text())
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="dokodesk", description="Doppelkopf for the desktop.")
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--lang", choices=("de", "en"), default="de", help="language of messages")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("score", parents=[common], help="replay a record, print the result as JSON")
    p.add_argument("file")
    p.set_defaults(func=cmd_score)
    p = sub.add_parser("check", parents=[common],
                       help="say of each file what kind of dokodesk file it is (a lesson "
                            "too) and whether it is valid")
    p.add_argument("files", nargs="+", metavar="FILE")
    p.set_defaults(func=cmd_check)
    p = sub.add_parser("rules", parents=[common], help="print rules as TOML, or their summary")
    p.add_argument("rules", help="ddv, vowi, kneipe, kneipe_plus or a house-rule file")
    p.add_argument("--summary", action="store_true", help="the plain-language summary")
    p.set_defaults(func=cmd_rules)
    p = sub.add_parser("selfplay", parents=[common],
                       help="play random games and write one record per game")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rules", default="ddv")
    p.add_argument("--out", required=True)
    p.add_argument("--levels", default=None,
                   help="the computer level of each of the four seats, e.g. "
                        "profi,random,random,random (default: random legal play)")
    p.set_defaults(func=cmd_selfplay)
    p = sub.add_parser("analyse", parents=[common],
                       help="the analysis of one seat's decisions in a finished game record")
    p.add_argument("file")
    p.add_argument("--seat", type=int, required=True)
    p.set_defaults(func=cmd_analyse)
    p = sub.add_parser("play", parents=[common], help="play a Partie in the terminal")
    p.add_argument("--rules", default="ddv")
    p.add_argument("--games", type=int, default=None,
                   help="games in the Partie (default 4; 24 with a Pflichtsolo per Spielrunde)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--level", default="fortgeschritten",
                   choices=("random", "anfaenger", "fortgeschritten", "profi"),
                   help="the computer players' level")
    p.set_defaults(func=cmd_play)
    p = sub.add_parser("arena", parents=[common], help="duplicate matches between two AI levels")
    p.add_argument("--a", required=True, help="candidate level")
    p.add_argument("--b", required=True, help="baseline level")
    p.add_argument("--deals", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rules", default="ddv")
    p.add_argument("--workers", type=int, default=2, help="processes (deals run in parallel)")
    p.set_defaults(func=cmd_arena)
    p = sub.add_parser("lessons", parents=[common], help="the lessons of the course")
    shown = p.add_mutually_exclusive_group()
    shown.add_argument("--json", action="store_true", help="the list as JSON")
    shown.add_argument("--check", action="store_true",
                       help="play every lesson through (exit 2 if one is broken)")
    p.add_argument("--folder", default=str(LESSONS),
                   help="a folder of lesson files (default: the course's own)")
    p.set_defaults(func=cmd_lessons)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
