"""What each command of the command line does (:mod:`dokodesk.cli.parser` defines their
arguments, checked before they get here): score and analyse game records, check files, play
in the terminal, self-play, print rules, the arena, the lessons of the course and the help.

    dokodesk score FILE                 replay a record and print its result as JSON
    dokodesk analyse FILE --seat N      every decision of seat N, its alternatives and cost
    dokodesk check FILE...              the kind of each dokodesk file and whether it is valid
    dokodesk play [--rules R]           play a Partie in the terminal against the computer
    dokodesk selfplay --games N --seed S --rules R --out DIR
    dokodesk rules NAME-OR-FILE         print the rules as a house-rule file would hold them
    dokodesk arena --a LEVEL --b LEVEL --deals N --seed S --rules R [--workers K]
    dokodesk lessons [--json | --check] [--folder DIR]   the lessons of the course
    dokodesk history [--json]           the player's games and the positions to practise
    dokodesk history add FILE... --seat N | train [--json] | delete N | export F | import F
    dokodesk help [COMMAND]             the help, or a command's

Each returns the exit status: 0 done, 1 failed, 2 invalid input.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from pathlib import Path
from typing import Any

from dokodesk.ai.analysis import Decision, analyse, cost, cost_facts, positions, why
from dokodesk.ai.arena import ArenaReport, play_game
from dokodesk.ai.judgement import player_for
from dokodesk.ai.search import shutdown
from dokodesk.cli.parser import Parser
from dokodesk.course.catalogue import LESSONS, lesson_line, load_course
from dokodesk.course.check import check_file
from dokodesk.course.lesson import Lesson
from dokodesk.engine.cards import card_name
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import Action, GameSetup, State
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.scoring import result
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import view
from dokodesk.persistence.history import Decision as HistoryDecision
from dokodesk.persistence.history import History, Position, read_export
from dokodesk.persistence.houserules import (
    HouseRules,
    house_rules_to_toml,
    load_house_rules,
)
from dokodesk.persistence.reading import read_text
from dokodesk.persistence.record import GameRecord, action_to_json, loads
from dokodesk.text.commandline import say
from dokodesk.text.hints import VERDICT_WORDS, action_words, say_tip
from dokodesk.text.messages import describe, os_reason, render
from dokodesk.text.words import decimal, term


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
    course = load_course(args.folder or LESSONS)
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


def _cannot_write(file: Path, exc: OSError, lang: str) -> int:
    """Say why ``file`` cannot be written (exit status 1)."""
    print(say("cannot_write", lang, file=file, reason=os_reason(exc, lang)), file=sys.stderr)
    return 1


def cmd_selfplay(args: argparse.Namespace) -> int:
    house = _rules_of(args)
    if house is None:
        return 2
    rules = house.rules
    levels: tuple[str, ...] | None = args.levels
    out: Path = args.out
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return _cannot_write(out, exc, args.lang)
    rng = random.Random(args.seed)
    try:
        for i in range(args.games):
            dealer = i % 4
            seed = args.seed * 100_003 + i
            setup = GameSetup.from_seed(rules, seed=seed, first=(dealer + 1) % 4)
            if levels is None:
                state = random_game(setup, rng)
            else:
                players = [player_for(lv, seed * 4 + p) for p, lv in enumerate(levels)]
                state = play_game(setup, players).state
            extra: dict[str, Any] = {"seed": args.seed, "game": i + 1}
            if levels is not None:
                extra["levels"] = list(levels)
            record = GameRecord.from_state(state, dealer=dealer, **extra)
            path = out / f"game-{i + 1:05d}.json"
            try:
                path.write_text(record.dumps(), encoding="utf-8")
            except OSError as exc:
                return _cannot_write(path, exc, args.lang)
    finally:
        shutdown()
    print(say("games_written", args.lang, count=args.games, out=out))
    return 0


def cmd_analyse(args: argparse.Namespace) -> int:
    try:
        record = loads(read_text(Path(args.file)))
        final = record.finished()
    except DokoError as exc:
        return _refuse(args.file, exc, args.lang)
    if args.seat >= record.seats:
        print(say("seat_not_at_table", args.lang, seat=args.seat, last=record.seats - 1),
              file=sys.stderr)
        return 2
    player = record.seat_map.player(args.seat)
    if player is None:
        print(render("sits_out", {"field": "--seat", "seat": args.seat}, args.lang),
              file=sys.stderr)
        return 2
    try:
        found = analyse(final, player, salt=args.seed)
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
            "loss": round(d.loss, 3), "mistake": d.mistake, "verdict": d.verdict.value,
            "se": _finite(d.se), "followed_tipp": d.followed,
            "tied": [said(state, c.action) for c in d.tied],
            "reason": say_tip(why(d, party), lang),
            "cost": say_tip(cost(d, party), lang),
            "cost_facts": [say_tip(t, lang) for t in cost_facts(d, party)],
            "alternatives": [
                {"action": said(state, c.action),
                 "words": action_words(c.action, party).get(lang),
                 "expected": round(c.expected, 3), "loss": round(c.loss, 3),
                 "se": _finite(c.se), "tied": c.tied, "verdict": c.verdict.value,
                 "win_share": round(c.win_share, 3)}
                for c in d.choices],
        })
    return out


def _finite(x: float) -> float | None:
    """``x`` rounded for the JSON, None where the deals could not tell (infinite)."""
    return round(x, 3) if math.isfinite(x) else None


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
    from dokodesk.ai.arena import run_arena

    house = _rules_of(args)
    if house is None:
        return 2
    report = run_arena(house.rules, args.a, args.b, args.deals, args.seed, workers=args.workers)
    print(arena_text(report, args.lang))
    return 0


def arena_text(report: ArenaReport, lang: str) -> str:
    """The arena's report in words."""
    a, b = term(report.a, lang), term(report.b, lang)

    def number(value: float, digits: int = 1, sign: bool = False) -> str:
        return decimal(value, digits, lang, sign)

    def share(made: tuple[int, int]) -> str:
        if not made[1]:
            return say("arena_no_share", lang)
        return say("arena_share", lang, percent=number(100 * made[0] / made[1]), count=made[1])

    def seconds(times: list[float]) -> str:
        if not times:
            return say("arena_no_secs", lang)
        ordered = sorted(times)
        p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
        return say("arena_secs", lang, median=number(statistics.median(ordered), 3),
                   p95=number(p95, 3), count=len(times))

    return "\n".join([
        say("arena_head", lang, a=a, b=b, deals=report.deals),
        say("arena_mean", lang, mean=number(report.mean, 3, sign=True),
            low=number(report.low, 3, sign=True), high=number(report.high, 3, sign=True)),
        say("arena_wins", lang, a=a, b=b, win_a=number(100 * report.win_a),
            win_b=number(100 * report.win_b)),
        say("arena_announce", lang, a=a, b=b, share_a=share(report.announce_a),
            share_b=share(report.announce_b)),
        say("arena_seconds", lang, a=a, b=b, secs_a=seconds(report.times_a),
            secs_b=seconds(report.times_b)),
    ])


def cmd_help(args: argparse.Namespace) -> int:
    """The help of the command line, or of the command ``args.topic``."""
    parser: Parser = args.parser
    (parser if args.topic is None else parser.commands[args.topic]).print_help()
    return 0


# --- the history ----------------------------------------------------------------------------


def cmd_history(args: argparse.Namespace) -> int:
    """``dokodesk history``: the games and the positions waiting; ``add``, ``train``,
    ``delete``, ``export`` and ``import``."""
    lang = args.lang
    try:
        history = History.open()
    except DokoError as exc:
        print(describe(exc, lang), file=sys.stderr)
        return 1
    if history.damaged is not None:
        print(render("history_damaged", {"moved": history.damaged}, lang), file=sys.stderr)
    try:
        action = args.history_action
        if action == "add":
            return _history_add(history, args.records, args.seat, lang)
        if action == "train":
            return _history_train(history, args.json, lang)
        if action == "delete":
            history.delete(args.game)
            print(say("history_deleted", lang, game=args.game))
            return 0
        if action == "export":
            return _history_export(history, Path(args.file), lang)
        if action == "import":
            return _history_import(history, args.file, lang)
        return _history_list(history, args.json, lang)
    except DokoError as exc:
        print(describe(exc, lang), file=sys.stderr)
        return 2 if exc.code in ("no_such_game", "not_in_game") else 1
    finally:
        history.close()
        shutdown()


def _history_add(history: History, files: list[str], seat: int, lang: str) -> int:
    from dokodesk.ai.accuracy import JUDGEMENT_VERSION
    from dokodesk.course.review import add_game, judge_game

    loaded = []
    for file in files:  # every record is checked before any is added
        try:
            record = loads(read_text(Path(file)))
            record.finished()
        except DokoError as exc:
            return _refuse(file, exc, lang)
        if seat >= record.seats:
            print(f"{file}: " + say("seat_not_at_table", lang, seat=seat,
                                     last=record.seats - 1), file=sys.stderr)
            return 2
        if record.seat_map.player(seat) is None:
            print(render("in_file", {"file": file, "reason": render(
                "sits_out", {"field": "--seat", "seat": seat}, lang)}, lang), file=sys.stderr)
            return 2
        loaded.append((file, record))
    for file, record in loaded:
        game = add_game(history, record, seat, source=file)
        found = history.game(game)
        if found.analysed == JUDGEMENT_VERSION:
            print(say("history_there", lang, file=file, game=game))
            continue

        def progress(done: int, count: int, file: str = file) -> None:
            print(say("history_judging", lang, file=file, done=done, count=count),
                  file=sys.stderr, end="\r" if done < count else "\n", flush=True)

        judge_game(history, game, progress=progress if sys.stderr.isatty() else None)
        found = history.game(game)
        print(say("history_added", lang, file=file, game=game,
                  accuracy=_one_place(found.accuracy, lang), mistakes=found.mistakes))
    return 0


def _one_place(value: float | None, lang: str) -> str:
    return "–" if value is None else decimal(value, 1, lang)


def history_json(history: History) -> dict[str, Any]:
    """The history as ``dokodesk history --json`` prints it."""
    from dokodesk.course.review import kind_accuracy, mistakes_by_kind

    decisions: dict[int, list[HistoryDecision]] = {}
    for game, d in history.all_decisions():
        decisions.setdefault(game, []).append(d)
    games = []
    for g in history.games():
        mine = decisions.get(g.id, [])
        judged = g.analysed is not None
        games.append({
            "id": g.id, "record": g.source, "date": g.played, "rules": g.rules,
            "seat": g.seat, "levels": list(g.levels), "role": g.role, "party": g.party,
            "won": g.won, "points": g.points, "augen": g.augen, "announcements": g.announced,
            "analysed": judged,
            "accuracy": None if g.accuracy is None else round(g.accuracy, 2),
            "decisions": g.decisions, "mistakes": g.mistakes,
            "mistakes_by_kind": mistakes_by_kind(mine) if judged else None,
            "accuracy_by_kind": {k: None if v is None else round(v, 2)
                                 for k, v in kind_accuracy(mine).items()} if judged else None,
        })
    return {"games": games, "training": [position_json(p) for p in history.positions()]}


def position_json(p: Position) -> dict[str, Any]:
    """A training position as the history's JSON gives it."""
    return {"id": p.id, "game": p.game, "record": p.source, "seat": p.seat,
            "action_number": p.step + 1, "kind": p.kind, "category": p.category,
            "verdict": p.verdict, "loss": round(p.loss, 3), "chosen": p.chosen,
            "right": list(p.right), "box": p.box, "due": p.due}


def _history_list(history: History, as_json: bool, lang: str) -> int:
    from dokodesk.text.history import CATEGORY_WORDS, ROLE_WORDS

    data = history_json(history)
    if as_json:
        print(json.dumps(data, ensure_ascii=False, indent=1))
        return 0
    if not data["games"]:
        print(say("history_none", lang))
    else:
        print(say("history_head", lang))
    for g in data["games"]:
        result = say("history_no_result" if g["won"] is None else
                     "history_won" if g["won"] else "history_lost", lang)
        rules = g["rules"] if isinstance(g["rules"], str) else g["rules"].get("preset", "?")
        accuracy = (_one_place(g["accuracy"], lang) if g["analysed"]
                    else say("history_not_judged", lang))
        kinds = ", ".join(f"{CATEGORY_WORDS[k].get(lang)} {n}"
                          for k, n in (g["mistakes_by_kind"] or {}).items() if n)
        print(f"{g['id']:<4} {g['date'][:10]:<11} {rules:<8} {g['seat']:<5} "
              f"{ROLE_WORDS[g['role']].get(lang):<14} {result:<11} {g['points']:>6} "
              f"{accuracy:>11} {g['mistakes']:>3}" + (f"  ({kinds})" if kinds else ""))
    print(say("history_waiting", lang, count=len(data["training"])))
    return 0


def _history_train(history: History, as_json: bool, lang: str) -> int:
    from dokodesk.text.history import CATEGORY_WORDS

    waiting = [position_json(p) for p in history.positions()]
    if as_json:
        print(json.dumps(waiting, ensure_ascii=False, indent=1))
        return 0
    print(say("history_waiting", lang, count=len(waiting)))
    for p in waiting:
        print(say("history_position", lang, id=p["id"], game=p["game"], file=p["record"],
                  seat=p["seat"], step=p["action_number"] - 1,
                  kind=CATEGORY_WORDS[p["category"]].get(lang),
                  verdict=VERDICT_WORDS[p["verdict"]].get(lang),
                  loss=_one_place(p["loss"], lang)))
    return 0


def _history_export(history: History, file: Path, lang: str) -> int:
    from dokodesk.persistence.savefile import write_atomic

    data = history.export()
    try:
        write_atomic(file, json.dumps(data, ensure_ascii=False))
    except OSError as exc:
        return _cannot_write(file, exc, lang)
    print(say("history_exported", lang, count=len(data["games"]), file=file))
    return 0


def _history_import(history: History, file: str, lang: str) -> int:
    from dokodesk.course.review import judge_waiting

    try:
        added, there = history.import_games(read_export(Path(file)))
    except DokoError as exc:
        return _refuse(file, exc, lang)
    judge_waiting(history)
    print(say("history_imported", lang, file=file, added=added, there=there))
    return 0
