"""Feed dokodesk damaged files and random command lines, in process, with a fixed seed, and
count what is accepted, what is refused (a dokodesk error, worded in German and English) and
what crashes (any other exception, a traceback in the output, an exit status other than 0, 1
or 2): the crashes must be none.

    python tools/fuzz.py [--files N] [--commands N] [--seed S] [--loader NAME ...]

The loaders are the game record, the save file, the house-rule file and the lesson file, each
as dokodesk reads it from disk (a lesson is played through, as ``dokodesk check`` does). Each
damaged file is made from a valid one: cut short, bits flipped, bytes of a bad encoding,
nesting or numbers spliced in, or (on the parsed data) a value replaced by an odd one, a key
dropped or added, an action changed or moved. The command lines mix every command and option
with right and wrong values and files (valid, damaged, missing, a folder). So that 2,000 of
them run in minutes, the computer players think with a tiny effort (the same code with fewer
samples) and the terminal game reads an empty input.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import random
import re
import shutil
import sys
import tempfile
import time
import tomllib
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import tomli_w

from dokodesk.ai import arena, players
from dokodesk.ai.search import Effort
from dokodesk.cli import commands, terminal
from dokodesk.cli.main import main as command_line
from dokodesk.course.catalogue import LESSONS
from dokodesk.course.check import check_file as check_lesson
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import GameSetup
from dokodesk.engine.partie import PartieSettings, TableConfig, next_game, record_game
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import PRESETS, preset
from dokodesk.engine.table import HUMAN, LEVELS
from dokodesk.persistence import savefile
from dokodesk.persistence.houserules import HouseRules, house_rules_to_toml, read_house_rules
from dokodesk.persistence.record import GameRecord, loads
from dokodesk.text.messages import describe

TINY = Effort(samples=2, max_samples=2, extra_samples=1, reservation_samples=2,
              solver_tricks=2, max_nodes=500, node_budget=2_000, play_budget=200, workers=1)
"""How hard the computer players think while fuzzing."""
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
"""A message's placeholder left unfilled."""


@dataclass
class Tally:
    """What became of the inputs of one loader (or of the command lines)."""

    accepted: int = 0
    refused: int = 0
    crashes: list[str] = field(default_factory=list)
    codes: Counter[str] = field(default_factory=Counter)

    @property
    def total(self) -> int:
        return self.accepted + self.refused + len(self.crashes)

    def line(self, name: str) -> str:
        common = ", ".join(f"{code} {n}" for code, n in self.codes.most_common(4))
        return (f"{name:10} {self.total:6} inputs: {self.accepted:5} accepted, {self.refused:5} "
                f"refused, {len(self.crashes)} crashes (most refused: {common})")


# --- the valid files the damaged ones are made from ---------------------------------------


def a_record(rules: str, seed: int) -> str:
    state = random_game(GameSetup.from_seed(preset(rules), seed=seed, first=1),
                        random.Random(seed))
    return GameRecord.from_state(state, names=("Anna", "Bernd", "Clara", "Dieter")).dumps()


def a_save() -> str:
    config = TableConfig(PartieSettings(preset("kneipe_plus"), players=5,
                                        names=("Du", "Anna", "Bernd", "Clara", "Dieter")),
                         seed=5, human=0, levels=(HUMAN, "random", "random", "random", "random"),
                         rules_name="Kneipe")
    partie = savefile.start(config).partie
    rng = random.Random(1)
    for _ in range(3):
        setup, seats = next_game(partie)
        partie = record_game(partie, random_game(setup, rng), seats)
    setup, seats = next_game(partie)
    return json.dumps(savefile.to_json(config, partie, random_game(setup, rng), seats),
                      ensure_ascii=False)


def a_house_rules() -> str:
    rules = preset("kneipe_plus").replace(genscher=True, dulle_rule="second_beats_first")
    return house_rules_to_toml(HouseRules("Donnerstagsrunde", "Kneipe mit Genscher", rules,
                                          "kneipe_plus"), full=True)


SOURCES: dict[str, Callable[[], list[str]]] = {
    "record": lambda: [a_record(name, seed) for name in PRESETS for seed in (3, 8)],
    "save": lambda: [a_save()],
    "rules": lambda: [a_house_rules()],
    "lesson": lambda: [p.read_text(encoding="utf-8") for p in sorted(LESSONS.glob("*.toml"))],
}
"""The valid files of each loader."""


# --- damaging them ------------------------------------------------------------------------

ODD: list[Any] = [None, True, False, 0, -1, 1.5, 10**25, 2**63, "", " ", "HT", "DK", "x" * 200,
                  "\u0000", "\u202e", [], {}, [[[]]], {"seat": 1}, {"seat": 1, "pflicht": True},
                  {"seat": 0, "card": "DK", "genscher": None}, {"seat": 2, "announce": "schweine"},
                  [None] * 5, "schweine", "solo", "ddv"]
"""Values put where another one stood."""


def damage_data(data: Any, rng: random.Random) -> Any:
    """A copy of parsed data with one change somewhere: a value replaced, a key dropped or
    added, or two list items swapped."""
    if isinstance(data, dict) and data and rng.random() < 0.75:
        key = rng.choice(sorted(data, key=str))
        roll = rng.random()
        if roll < 0.1:
            return {k: v for k, v in data.items() if k != key}
        if roll < 0.15:
            return {**data, rng.choice(["extra", "genscher", "pflicht", "solo", key + "_"]):
                    rng.choice(ODD)}
        return {**data, key: damage_data(data[key], rng)}
    if isinstance(data, list) and data and rng.random() < 0.75:
        i = rng.randrange(len(data))
        if rng.random() < 0.1 and len(data) > 1:
            j = rng.randrange(len(data))
            out = list(data)
            out[i], out[j] = out[j], out[i]
            return out
        return [*data[:i], damage_data(data[i], rng), *data[i + 1:]]
    return rng.choice(ODD)


def damage_text(text: str, rng: random.Random) -> bytes:
    """The bytes of ``text`` damaged as a disk, a transfer or an editor might."""
    raw = bytearray(text.encode("utf-8"))
    kind = rng.randrange(7)
    i = rng.randrange(len(raw) + 1)
    if kind == 0:  # cut short
        return bytes(raw[:i])
    if kind == 1:  # bits flipped
        for _ in range(rng.randint(1, 6)):
            j = rng.randrange(len(raw))
            raw[j] ^= 1 << rng.randrange(8)
        return bytes(raw)
    if kind == 2:  # nesting spliced in, around the depth Python's parser still takes
        depth = rng.choice([60, 65, 500, 987, 990, 100_000])
        opening, closing = rng.choice([(b"[", b"]"), (b'{"a":', b"}")])
        return bytes(raw[:i]) + opening * depth + b"1" + closing * depth + bytes(raw[i:])
    if kind == 3:  # a huge number
        return bytes(raw[:i]) + b"9" * rng.choice([31, 400, 5000]) + bytes(raw[i:])
    if kind == 4:  # a bad encoding
        return bytes(raw[:i]) + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00"]) + \
            bytes(raw[i:])
    if kind == 5:  # random bytes
        return bytes(raw[:i]) + rng.randbytes(rng.randint(1, 40)) + bytes(raw[i:])
    return bytes(raw[:i]) + bytes(raw[i:])[::-1][: rng.randint(0, 200)]  # garbled tail


def damaged(kind: str, text: str, rng: random.Random) -> bytes:
    """One damaged version of the valid file ``text`` of loader ``kind``."""
    if rng.random() < 0.5:
        return damage_text(text, rng)
    if kind in ("record", "save"):
        return json.dumps(damage_data(json.loads(text), rng), ensure_ascii=False).encode()
    try:
        return tomli_w.dumps(damage_data(tomllib.loads(text), rng)).encode()
    except (TypeError, ValueError, AttributeError):  # no null in TOML, its top a table
        return damage_text(text, rng)


# --- the loaders --------------------------------------------------------------------------


def load_record(path: Path) -> object:
    return loads(path.read_text(encoding="utf-8", errors="replace")).replay()


def load_lesson(path: Path) -> object:
    found = check_lesson(path)
    if found.error is not None:
        raise found.error
    return found


LOADERS: dict[str, tuple[str, Callable[[Path], object]]] = {
    "record": (".json", load_record),
    "save": (".json", savefile.load),
    "rules": (".toml", read_house_rules),
    "lesson": (".toml", load_lesson),
}
"""Each loader with the ending of its files."""


def feed(load: Callable[[Path], object], path: Path, raw: bytes, tally: Tally) -> None:
    """Load ``raw`` from ``path``: a refusal must say what is wrong in both languages."""
    path.write_bytes(raw)
    try:
        load(path)
    except DokoError as exc:
        try:
            words = [describe(exc, lang) for lang in ("de", "en")]
        except Exception:
            tally.crashes.append(f"unworded {exc!r}: {traceback.format_exc(limit=3)}")
            return
        left = {m for w in words for m in PLACEHOLDER.findall(w)}
        if left - set(PLACEHOLDER.findall(raw.decode("utf-8", "replace"))):
            tally.crashes.append(f"placeholder left in {words}")
            return
        tally.refused += 1
        tally.codes[exc.code] += 1
    except Exception as exc:
        tally.crashes.append(f"{type(exc).__name__}: {exc} <- {raw[:120]!r}\n"
                             + traceback.format_exc(limit=4))
    else:
        tally.accepted += 1


def fuzz_files(kind: str, count: int, seed: int, folder: Path,
               deadline: float | None = None) -> Tally:
    """``count`` damaged files for loader ``kind``."""
    rng = random.Random(f"{seed}-{kind}")
    suffix, load = LOADERS[kind]
    sources = SOURCES[kind]()
    tally = Tally()
    path = folder / f"fuzz-{kind}{suffix}"
    for source in sources:  # the valid files load
        path.write_text(source, encoding="utf-8")
        load(path)
    for _ in range(count):
        if deadline is not None and time.monotonic() > deadline:
            break
        feed(load, path, damaged(kind, rng.choice(sources), rng), tally)
    return tally


# --- the command line ---------------------------------------------------------------------


@contextlib.contextmanager
def quick_computers() -> Iterator[None]:
    """The computer players, the analysis and the arena think with :data:`TINY` meanwhile."""
    saved = (commands.player_for, terminal.make_player, commands.analyse, arena.run_arena)
    quick = partial(players.make_player, effort=TINY)
    commands.player_for = quick  # type: ignore[assignment]
    terminal.make_player = quick  # type: ignore[assignment]
    commands.analyse = partial(commands.analyse, effort=TINY)  # type: ignore[assignment]
    arena.run_arena = partial(arena.run_arena, effort=TINY)  # type: ignore[assignment]
    try:
        yield
    finally:
        (commands.player_for, terminal.make_player, commands.analyse,
         arena.run_arena) = saved  # type: ignore[assignment]


def files_for_commands(folder: Path) -> dict[str, list[str]]:
    """The files and folders the command lines name, right and wrong."""
    good = folder / "game.json"
    good.write_text(a_record("kneipe", 3), encoding="utf-8")
    five = folder / "five.json"
    record = loads(good.read_text(encoding="utf-8"))
    five.write_text(GameRecord.from_state(record.finished(), seats=5, dealer=2).dumps(),
                    encoding="utf-8")
    half = folder / "half.json"  # a game not played to its end
    data = json.loads(good.read_text(encoding="utf-8"))
    data["actions"] = data["actions"][:9]
    half.write_text(json.dumps(data), encoding="utf-8")
    broken = folder / "broken.json"
    broken.write_bytes(damage_text(good.read_text(encoding="utf-8"), random.Random(1)))
    save = folder / "partie.json"
    save.write_text(a_save(), encoding="utf-8")
    rules = folder / "haus.toml"
    rules.write_text(a_house_rules(), encoding="utf-8")
    bad_rules = folder / "kaputt.toml"
    bad_rules.write_text('name = "x"\nwith_nines = 3\n', encoding="utf-8")
    lessons = folder / "lessons"
    lessons.mkdir()
    shutil.copy(LESSONS / "01-karten.toml", lessons)
    (lessons / "02-kaputt.toml").write_text('format = "dokodesk-lesson"\nid = [\n',
                                            encoding="utf-8")
    blocked = folder / "a-file"
    blocked.write_text("", encoding="utf-8")
    out = folder / "out"
    existing = [str(good), str(five), str(half), str(broken), str(save), str(rules),
                str(bad_rules), str(lessons / "01-karten.toml")]
    missing = [str(folder / "missing.json"), "", "-", str(folder), "/dev/null"]
    return {"file": existing + missing, "rules": [*PRESETS, str(rules), str(bad_rules),
                                                  "skat", str(folder / "none.toml"), ""],
            "folder": [str(lessons), str(folder / "nowhere"), str(blocked), str(folder)],
            "out": [str(out), str(blocked / "sub"), str(blocked), str(folder / "out2")]}


NUMBERS = ["1", "2", "0", "-1", "3", "4", "5", "7", "+1", " 2", "1e3", "0x10", "½", "٣",
           "2147483647", "2147483648", str(10**9), "9" * 40, "", "abc", "nan", "-0"]
"""Values for numeric options: right ones (small, so that commands stay quick) and wrong."""


def command_line_for(rng: random.Random, files: dict[str, list[str]]) -> list[str]:
    """A random command line: a command (or none) with options right and wrong."""
    def number() -> str:
        return rng.choice(NUMBERS[:6] if rng.random() < 0.6 else NUMBERS)

    def level() -> str:
        return rng.choice([*LEVELS, "expert", "", "PROFI", "random,random"])

    options: dict[str, Callable[[], list[str]]] = {
        "score": lambda: [rng.choice(files["file"])],
        "analyse": lambda: [rng.choice(files["file"]), "--seat", number()],
        "check": lambda: rng.sample(files["file"], rng.randint(0, 3)),
        "play": lambda: ["--rules", rng.choice(files["rules"]), "--games", number(),
                         "--seed", number(), "--level", level()],
        "selfplay": lambda: ["--games", number(), "--seed", number(), "--rules",
                             rng.choice(files["rules"]), "--out", rng.choice(files["out"]),
                             *(["--levels", ",".join(rng.choice(LEVELS) for _ in range(
                                 rng.choice([4, 4, 3, 5])))] if rng.random() < 0.5 else [])],
        "rules": lambda: [rng.choice(files["rules"]),
                          *(["--summary"] if rng.random() < 0.5 else [])],
        "arena": lambda: ["--a", level(), "--b", level(), "--deals", number(), "--seed",
                          number(), "--rules", rng.choice(files["rules"]), "--workers",
                          rng.choice(["1", "1", "0", "2", "65", "x"])],
        "lessons": lambda: [*rng.choice([[], ["--json"], ["--check"], ["--json", "--check"]]),
                            *(["--folder", rng.choice(files["folder"])]
                              if rng.random() < 0.7 else [])],
        "help": lambda: rng.choice([[], [rng.choice(["score", "arena", "fly", ""])]]),
    }
    app_options = [["--lang", rng.choice(["de", "en", "fr", ""])], ["--version"], ["-h"],
                   ["--seed", number()], ["--games", number()], ["--players", number()],
                   ["--seat", number()], ["--size", rng.choice(["1600x1000", "10x", "x", "0x0"])],
                   ["--level", level()], ["--new", rng.choice([*PRESETS, "skat"])],
                   ["--autoplay"], ["--data-dir", rng.choice(files["folder"])]]
    argv: list[str] = []
    if rng.random() < 0.85:
        name = rng.choice([*options, "fly"]) if rng.random() < 0.97 else ""
        parts = options.get(name, lambda: [])()
        args = [parts[i:i + 2] for i in range(0, len(parts), 2)] if parts else []
        rng.shuffle(args)
        argv = [name, *(a for pair in args for a in pair)]
        if rng.random() < 0.3:
            argv += rng.choice(app_options)
        if rng.random() < 0.15:
            del argv[rng.randrange(len(argv))]
        if rng.random() < 0.1:
            argv.insert(rng.randrange(len(argv) + 1), rng.choice(["--", "-x", "--bogus", "=",
                                                                   "--lang=en", "--seat=1"]))
    else:  # the app's options only: the parser must check them (the app is not opened)
        for _ in range(rng.randint(1, 3)):
            argv += rng.choice(app_options)
    return argv


def fuzz_commands(count: int, seed: int, folder: Path, deadline: float | None = None) -> Tally:
    """``count`` random command lines run in process with an empty input; the app itself is
    never opened (an argument list with no command must be refused, or stands for it)."""
    rng = random.Random(f"{seed}-commands")
    files = files_for_commands(folder)
    tally = Tally()
    opened: list[list[str]] = []
    with quick_computers():
        for _ in range(count):
            if deadline is not None and time.monotonic() > deadline:
                break
            argv = command_line_for(rng, files)
            out, err = io.StringIO(), io.StringIO()
            try:
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), \
                        _empty_input():
                    status = command_line(argv, open_app=lambda args, a=argv: opened.append(a)
                                          or 0)
            except BaseException as exc:
                tally.crashes.append(f"{argv}: {type(exc).__name__}: {exc}\n"
                                     + traceback.format_exc(limit=5))
                continue
            text = out.getvalue() + err.getvalue()
            if "Traceback" in text or status not in (0, 1, 2):
                tally.crashes.append(f"{argv}: status {status}\n{text[-2000:]}")
            elif status == 0:
                tally.accepted += 1
            else:
                tally.refused += 1
                tally.codes[f"status {status}"] += 1
    return tally


@contextlib.contextmanager
def _empty_input() -> Iterator[None]:
    saved = sys.stdin
    sys.stdin = io.StringIO("")
    try:
        yield
    finally:
        sys.stdin = saved


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=5000, help="damaged files per loader")
    parser.add_argument("--commands", type=int, default=2000, help="random command lines")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--loader", action="append", choices=sorted(LOADERS),
                        help="only these loaders (default: all)")
    parser.add_argument("--seconds", type=float, default=None,
                        help="stop each part after this many seconds (the counts say how far)")
    args = parser.parse_args(argv)
    crashes = 0
    with tempfile.TemporaryDirectory(prefix="dokodesk-fuzz-") as tmp:
        folder = Path(tmp)
        for kind in args.loader or list(LOADERS):
            start = time.monotonic()
            deadline = None if args.seconds is None else start + args.seconds
            tally = fuzz_files(kind, args.files, args.seed, folder, deadline)
            print(tally.line(kind) + f" in {time.monotonic() - start:.0f} s", flush=True)
            for crash in tally.crashes[:5]:
                print("  " + crash.replace("\n", "\n  "))
            crashes += len(tally.crashes)
        if args.commands:
            start = time.monotonic()
            deadline = None if args.seconds is None else start + args.seconds
            (folder / "commands").mkdir()
            tally = fuzz_commands(args.commands, args.seed, folder / "commands", deadline)
            print(tally.line("commands") + f" in {time.monotonic() - start:.0f} s", flush=True)
            for crash in tally.crashes[:5]:
                print("  " + crash.replace("\n", "\n  "))
            crashes += len(tally.crashes)
    print(f"crashes: {crashes}")
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())
