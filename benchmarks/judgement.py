"""The judgement's figures (:func:`dokodesk.ai.judgement.judge`, ``JUDGE_EFFORT``, two worker
processes):

- ``seat``: games with the level in seat 0 (``tipp`` or ``random``) against three Profis,
  each analysed with salt 0 (the app's) and two others: flagged mistakes and mean loss per
  decision per salt, the share of the seat's losses of 0.5 points or more that are flagged,
  the Tipp's seconds (every judgement of the ``tipp`` seat while it played, none cached) and
  the seconds of a whole-game analysis with another salt.
- ``blind``: decisions of ``random`` and ``fortgeschritten`` seats (against Fortgeschrittene)
  judged as the analysis does and again on ten times the deals that judgement was made on
  (in one batch, another salt, :func:`ten_times`): the share of flags the re-judgement
  confirms (the choice made loses 0.3 points or more there), the share of the
  re-judgement's losses of 0.5 or more that were flagged, and the ties holding a card the
  re-judgement finds 0.3 or more worse than the best of them: among the cards, as the Tipp
  and the analysis of a card show them, and also counting the announcements tied with them (an
  announcement is made with the first card, so it is no alternative to it: it is wrongly tied
  where the re-judgement finds it 0.3 or more worse than its own first card without it).
- ``stability``: decisions of all-Profi games judged with two salts: how often the first
  choices differ and, of those, how often one of the two is not shown tied with the other in
  both judgements (target 0); the median standard error of the differences shown as such,
  in all and by the size of the loss.

Run: ``nice -n 10 python benchmarks/judgement.py seat --level tipp --games 20`` and
``python benchmarks/judgement.py stability --decisions 300``; with ``PYTHONPATH=build/compiled``
(``make run`` builds it) the search core runs compiled, as the app does where it is installed
with a C compiler at hand.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from dataclasses import replace

from dokodesk.ai import judgement
from dokodesk.ai.advice import advise
from dokodesk.ai.analysis import analyse, decision_points, positions
from dokodesk.ai.arena import play_game
from dokodesk.ai.judgement import (
    JUDGE_EFFORT,
    Judgement,
    TippPlayer,
    judge,
    judged,
    position_key,
    seed_of,
)
from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import Effort, shutdown
from dokodesk.engine.game import Action, Announce, GameSetup, Play, legal_actions
from dokodesk.engine.rules import preset
from dokodesk.engine.view import View, view

SALTS = (0, 1, 2)


class Timed(TippPlayer):
    """The level ``tipp``, its seconds counted (the cache emptied first: each one weighed)."""

    def __init__(self) -> None:
        super().__init__()
        self.seconds: list[float] = []

    def act(self, v: View, legal: tuple[Action, ...]) -> Action | None:
        if v.to_act != v.player or not legal:
            return None
        judgement._CACHE.clear()
        start = time.perf_counter()
        action = super().act(v, legal)
        self.seconds.append(time.perf_counter() - start)
        return action


def seat(level: str, games: int) -> None:
    losses: dict[int, list[float]] = {s: [] for s in SALTS}
    flagged = dict.fromkeys(SALTS, 0)
    big = dict.fromkeys(SALTS, 0)
    big_flagged = dict.fromkeys(SALTS, 0)
    tipp_seconds: list[float] = []
    analysis_seconds: list[float] = []
    for g in range(games):
        setup = GameSetup.from_seed(preset("ddv"), seed=70_000 + g, first=g % 4)
        timed = Timed() if level == "tipp" else None
        players: list[Player] = [timed or make_player(level, g * 4),
                                 *(make_player("profi", g * 4 + p) for p in (1, 2, 3))]
        final = play_game(setup, players).state
        if timed is not None:
            tipp_seconds += timed.seconds
        line = []
        for salt in SALTS:
            start = time.perf_counter()
            found = analyse(final, 0, salt=salt)
            if salt == 1:
                analysis_seconds.append(time.perf_counter() - start)
            losses[salt] += [d.loss for d in found]
            flagged[salt] += sum(d.mistake for d in found)
            big[salt] += sum(d.loss >= 0.5 for d in found)
            big_flagged[salt] += sum(d.loss >= 0.5 and d.mistake for d in found)
            line.append(f"salt {salt}: {sum(d.mistake for d in found)} flagged")
        print(f"game {g + 1}: {len(found)} decisions, " + ", ".join(line), flush=True)
    print(f"seat 0 = {level} vs 3 Profi, {games} games (ddv, seeds 70000+):")
    for salt in SALTS:
        print(f"  salt {salt}: {flagged[salt]} flagged, mean loss per decision "
              f"{statistics.fmean(losses[salt]):.3f} over {len(losses[salt])} decisions; "
              f"losses >= 0.5: {big[salt]}, of them flagged {big_flagged[salt]}")
    if tipp_seconds:
        print(f"  Tipp: {len(tipp_seconds)} judgements, median "
              f"{statistics.median(tipp_seconds):.2f} s, max {max(tipp_seconds):.2f} s")
    print(f"  whole-game analysis (salt 1): median {statistics.median(analysis_seconds):.1f} s,"
          f" max {max(analysis_seconds):.1f} s")


def profi_decisions(count: int) -> list[tuple[View, tuple[Action, ...]]]:
    """Decisions of Profi seats in all-Profi games, until ``count``."""
    out: list[tuple[View, tuple[Action, ...]]] = []
    g = 0
    while len(out) < count:
        setup = GameSetup.from_seed(preset("ddv"), seed=80_000 + g, first=g % 4)
        final = play_game(setup, [make_player("profi", g * 4 + p) for p in range(4)]).state
        states = positions(final)
        for p in range(4):
            for step, kind in decision_points(final, p):
                if kind != "no_announce":
                    out.append((view(states[step], p), legal_actions(states[step], p)))
        g += 1
    return out[:count]


def stability(count: int) -> None:
    found = profi_decisions(count)
    differ = not_tied = 0
    shown_losses: list[tuple[float, float]] = []
    for n, (v, legal) in enumerate(found):
        a, b = judge(v, legal, salt=1), judge(v, legal, salt=2)
        shown_losses += [(c.loss, c.se) for j in (a, b) for c in j.choices[1:] if not c.tied]
        if a.best.action != b.best.action:
            differ += 1
            if not (_tied_in(a, b.best.action) and _tied_in(b, a.best.action)):
                not_tied += 1
                print(f"  not tied: decision {n}: {a.best.action} / {b.best.action}",
                      flush=True)
        if (n + 1) % 50 == 0:
            print(f"{n + 1} decisions: first choices differ {differ}, not tied {not_tied}",
                  flush=True)
    print(f"stability over {len(found)} Profi decisions (salts 1 and 2): first choices differ "
          f"in {differ}, of them not shown tied in both: {not_tied}")
    shown = [se for _, se in shown_losses]
    print(f"median standard error of the differences shown: {statistics.median(shown):.3f} "
          f"points over {len(shown)} ({sum(se > 0.1 for se in shown)} above 0.1)")
    for low, high in ((0.0, 1.0), (1.0, 2.5), (2.5, 5.0), (5.0, math.inf)):
        band = [se for loss, se in shown_losses if low <= loss < high]
        if band:
            print(f"  losses {low}-{high}: {len(band)} shown, median standard error "
                  f"{statistics.median(band):.3f} ({sum(se > 0.1 for se in band)} above 0.1)")


def blind(count: int) -> None:
    flags = confirmed = large = large_flagged = ties_wrong = ties_wrong_all = done = 0
    g = 0
    while done < count:
        levels = ("random", "fortgeschritten", "fortgeschritten", "fortgeschritten")
        seat_ = g % 2  # a random seat, then a Fortgeschrittener
        setup = GameSetup.from_seed(preset("ddv"), seed=90_000 + g, first=g % 4)
        final = play_game(setup, [make_player(lv, g * 4 + p)
                                  for p, lv in enumerate(levels)]).state
        states = positions(final)
        for step, kind in decision_points(final, seat_):
            if kind != "card" or done >= count:
                continue
            v, legal = view(states[step], seat_), legal_actions(states[step], seat_)
            chosen = final.history[step]
            a = judge(v, legal)
            b = judged(advise(v, legal, ten_times(a), seed_of(position_key(v, legal), 9)), 9)
            mine_a, mine_b = a.of(chosen), b.of(chosen)
            if mine_a is None or mine_b is None:
                continue
            done += 1
            if mine_a.verdict.value != "none":
                flags += 1
                confirmed += mine_b.loss >= 0.3
            if mine_b.loss >= 0.5:
                large += 1
                large_flagged += mine_a.verdict.value != "none"
            tied = [t.action for t in (a.best, *a.ties())]
            cards = [c.expected for c in b.choices if c.action in tied
                     and isinstance(c.action, Play)]
            said = [c.loss for c in b.choices if c.action in tied
                    and isinstance(c.action, Announce)]  # with the first card, against it
            wrong = bool(cards) and max(cards) - min(cards) >= 0.3
            ties_wrong_all += wrong or any(loss >= 0.3 for loss in said)
            if wrong:
                ties_wrong += 1
                print(f"  tie holding {max(cards) - min(cards):.2f} worse: game {g}, trick "
                      f"{len(v.tricks)}, {a.samples} deals, ties (loss, se) "
                      f"{[(round(t.loss, 2), round(t.se, 3)) for t in a.ties()]}", flush=True)
        g += 1
        print(f"{done} decisions: flags {flags} (confirmed {confirmed}), losses >= 0.5 "
              f"{large} (flagged {large_flagged}), ties of cards holding a card 0.3 worse "
              f"{ties_wrong} (with the announcements: {ties_wrong_all})", flush=True)
    print(f"not blind, {done} card decisions of random and fortgeschritten seats against a "
          f"re-judgement on 10x the counts: flags confirmed {confirmed}/{flags}, losses >= 0.5 "
          f"flagged {large_flagged}/{large}, ties of cards holding a card 0.3 or more worse: "
          f"{ties_wrong} (counting the announcements tied, each against the re-judgement's first "
          f"card without it: {ties_wrong_all})")


def ten_times(j: Judgement) -> Effort:
    """A re-judgement's budget: ten times the deals ``j`` was made on, in one batch, its
    rollouts and solver unbounded but for each search's own cap."""
    return replace(JUDGE_EFFORT, samples=10 * j.samples, max_samples=10 * j.samples,
                   play_budget=10**12, node_budget=10**12)


def _tied_in(j: Judgement, action: Action | None) -> bool:
    c = j.of(action)
    return c is not None and c.tied


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("part", choices=("seat", "stability", "blind"))
    parser.add_argument("--level", default="tipp")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--decisions", type=int, default=300)
    args = parser.parse_args()
    try:
        if args.part == "seat":
            seat(args.level, args.games)
        elif args.part == "blind":
            blind(args.decisions)
        else:
            stability(args.decisions)
    finally:
        shutdown()


if __name__ == "__main__":
    main()
