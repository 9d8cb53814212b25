"""Whether the accuracy ranks the computer levels: each level plays ``--games`` deals in seat 0
against three of ``--others``; every game is judged by the one analysis as the history judges
a computer seat (:func:`dokodesk.ai.accuracy.review` with the computer's salt, not the one the
level decided with). Targets: Anfänger < Fortgeschritten < Profi with 95% intervals that do
not overlap, and ``random`` at least 15 points below Profi.

Every judged decision is written to ``--out`` (one line of JSON per game: the level, the
deal, the seat's game points and each decision's kind, loss counted, loss, standard error
and verdict), so that the figures can be read again (``--report``) without judging again,
and a run stopped half-way goes on where it stopped (a name ending in ``.gz`` keeps it
compressed). The levels take turns deal by deal, so a run stopped early still has about as
many games of each. ``benchmarks/results/accuracy-levels.jsonl.gz`` holds a run of 250 games
each of Anfänger and Fortgeschritten and 40 each of random and Profi (``--seed 1``);
``accuracy-levels-seed2.jsonl.gz`` a second, confirmatory run with ``--seed 2``: 600 games each
of Anfänger and Fortgeschritten and 40 each of random and Profi.

Run: ``python benchmarks/accuracy_levels.py [--games 40] [--levels random,anfaenger,...]
[--others fortgeschritten] [--rules ddv] [--seed 1] [--out FILE] [--report]``.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import statistics
import time
from pathlib import Path
from typing import Any

import results_file

from dokodesk.ai.accuracy import COMPUTER_SALT, SCALE, accuracy, review
from dokodesk.ai.arena import deal_setup, play_game
from dokodesk.ai.players import make_player
from dokodesk.ai.search import shutdown
from dokodesk.ai.turns import mix_seed
from dokodesk.engine.rules import preset
from dokodesk.engine.scoring import result

T95 = {19: 2.093, 29: 2.045, 39: 2.023, 49: 2.010, 59: 2.001}
"""Student's t at 97.5% by degrees of freedom (1.96 beyond the table)."""


def interval(values: list[float]) -> tuple[float, float, float]:
    """The mean and its 95% interval (Student's t)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, mean, mean
    df = len(values) - 1
    t = T95.get(df, 1.96 if df > 59 else 2.1)
    half = t * statistics.stdev(values) / math.sqrt(len(values))
    return mean, mean - half, mean + half


def play_and_judge(level: str, others: str, rules: str, seed: int, deal: int) -> dict[str, Any]:
    """One game of ``level`` in seat 0 against three ``others``, judged."""
    setup, deal_seed = deal_setup(preset(rules), seed, deal)
    levels = [level] + [others] * 3
    players = [make_player(levels[p], mix_seed(deal_seed, p)) for p in range(4)]
    start = time.perf_counter()
    final = play_game(setup, players).state
    played = time.perf_counter() - start
    found = review(final, 0, salt=COMPUTER_SALT)
    judged = time.perf_counter() - start - played
    return {"level": level, "deal": deal, "points": result(final).points[0],
            "played_s": round(played, 2), "judged_s": round(judged, 2),
            "decisions": [{"step": r.decision.step, "kind": r.decision.kind,
                           "category": r.category, "loss": round(r.loss, 4),
                           "raw": round(r.decision.loss, 4),
                           "se": (round(r.decision.se, 4) if r.decision.se < float("inf")
                                  else None),
                           "verdict": r.decision.verdict.value, "tied": r.decision.mine.tied}
                          for r in found]}


def report(rows: list[dict[str, Any]], levels: list[str]) -> None:
    """The accuracy of each level: mean and 95% interval, median, range; and its points."""
    print(f"accuracy = 100 x exp(-m / {SCALE}), m the mean loss per decision (ties 0)")
    for level in levels:
        mine = [r for r in rows if r["level"] == level]
        if not mine:
            continue
        accs = [a for r in mine if (a := accuracy([d["loss"] for d in r["decisions"]]))
                is not None]
        points = [float(r["points"]) for r in mine]
        mean, low, high = interval(accs)
        p_mean, p_low, p_high = interval(points)
        flagged = sum(1 for r in mine for d in r["decisions"]
                      if d["verdict"] != "none" and not d["tied"])
        decisions = sum(len(r["decisions"]) for r in mine)
        print(f"{level:16s} {len(accs):3d} games  accuracy {mean:5.1f} ({low:5.1f}-{high:5.1f})"
              f"  median {statistics.median(accs):5.1f}  range {min(accs):5.1f}-{max(accs):5.1f}"
              f"  points {p_mean:+.2f} ({p_low:+.2f}..{p_high:+.2f})"
              f"  flagged {flagged} in {decisions} decisions")


def paired(rows: list[dict[str, Any]], weaker: str, stronger: str) -> None:
    """The accuracy of ``stronger`` less that of ``weaker`` on the same deals (the deal's
    difficulty, which both share, drops out)."""
    by = {(r["level"], r["deal"]): accuracy([d["loss"] for d in r["decisions"]]) for r in rows}
    diffs = [b - a for deal in sorted({r["deal"] for r in rows})
             if (a := by.get((weaker, deal))) is not None
             and (b := by.get((stronger, deal))) is not None]
    if len(diffs) > 1:
        mean, low, high = interval(diffs)
        print(f"{stronger} less {weaker} on the same {len(diffs)} deals: {mean:+.1f} "
              f"({low:+.1f}..{high:+.1f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--levels", default="random,anfaenger,fortgeschritten,profi")
    parser.add_argument("--others", default="fortgeschritten")
    parser.add_argument("--rules", default="ddv")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("accuracy_levels.jsonl"))
    parser.add_argument("--report", action="store_true", help="only report what --out holds")
    args = parser.parse_args()
    levels = args.levels.split(",")
    rows = results_file.rows(args.out)
    done = {(r["level"], r["deal"]) for r in rows}
    if not args.report:
        for deal in range(args.games):
            for level in levels:
                if (level, deal) in done:
                    continue
                row = play_and_judge(level, args.others, args.rules, args.seed, deal)
                rows.append(row)
                results_file.add(args.out, row)
                acc = accuracy([d["loss"] for d in row["decisions"]])
                print(f"deal {deal} {level}: accuracy {acc if acc is None else round(acc, 1)}"
                      f", points {row['points']:+d}, played {row['played_s']} s, judged "
                      f"{row['judged_s']} s, load {os.getloadavg()[0]:.1f}", flush=True)
        shutdown()
    report(rows, levels)
    for weaker, stronger in itertools.pairwise(levels):
        paired(rows, weaker, stronger)
    print(f"load average {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
