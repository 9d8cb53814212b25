"""Duplicate matches between two levels: the same deals, the candidate in each player in turn
against three of the baseline, compared with the baseline in that player on the same deal.

Per deal the paired difference is the mean over the four seats of (candidate's points minus the
baseline's points in that player); the report gives its mean with a 95% confidence interval over
the deals, the win rates, how often announcements succeeded (the announcing party won) and the
seconds per decision (a reservation or a card with more than one legal choice).
"""

from __future__ import annotations

import math
import multiprocessing
import statistics
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from dokodesk.ai.players import Player, make_player
from dokodesk.ai.search import Effort
from dokodesk.engine.game import Action, Announce, GameSetup, Phase, State, new_game
from dokodesk.engine.rules import Rules
from dokodesk.engine.scoring import result
from dokodesk.play import Decision, Game, play


@dataclass
class GameLog:
    """One game: the final state, and per player the decision times and announcements made."""

    state: State
    times: list[list[float]] = field(default_factory=lambda: [[], [], [], []])
    announced: list[list[str]] = field(default_factory=lambda: [[], [], [], []])


def play_game(setup: GameSetup, players: list[Player],
              watch: Callable[[State], None] | None = None) -> GameLog:
    """Play one game through the table driver; a player is asked out of turn only if it ever
    acts there (``watch`` is shown the state before each decision, for a player that runs
    elsewhere and is sent the game)."""
    log = GameLog(new_game(setup))

    def answer(game: Game, ask: Decision) -> Action | None:
        if watch is not None:
            watch(game.state)
        start = time.perf_counter()
        action = players[ask.player].act(game.view(ask.player), ask.choices)
        elapsed = time.perf_counter() - start
        phase = game.state.phase
        if ask.in_turn and (phase == Phase.RESERVATIONS or (
                phase == Phase.PLAY and len(ask.plays()) > 1)):
            log.times[ask.player].append(elapsed)
        if isinstance(action, Announce):
            log.announced[ask.player].append("re" if game.state.re[ask.player] else "kontra")
        return action

    speakers = [p for p, player in enumerate(players) if player.out_of_turn]
    log.state = play(Game(log.state), answer, speakers).state
    return log


@dataclass
class DealResult:
    """The five games of one deal, condensed."""

    diffs: list[int]
    cand_points: list[int]
    base_points: list[int]
    cand_times: list[float]
    base_times: list[float]
    cand_announce: tuple[int, int]
    """(succeeded, made) for the candidate's announcements."""
    base_announce: tuple[int, int]
    cand_kinds: list[str] = field(default_factory=list)
    """The :func:`game_kind` of each of the four games with the candidate (by its seat)."""
    base_kind: str = ""
    """The :func:`game_kind` of the baseline game."""

    def split(self) -> dict[str, list[int]]:
        """The four seats' differences by the kind of game either side played there: "solo"
        where either game was a solo, else "angesagt" where either side announced, else
        "still" (none where the kinds were not kept).

        >>> DealResult([2, -1, 0, 3], [], [], [], [], (0, 0), (0, 0),
        ...            ["solo", "still", "still", "angesagt"], "still").split()
        {'solo': [2], 'still': [-1, 0], 'angesagt': [3]}
        """
        split: dict[str, list[int]] = {}
        for diff, kind in zip(self.diffs, self.cand_kinds, strict=False):
            kinds = {kind, self.base_kind}
            key = next(k for k in ("solo", "angesagt", "still") if k in kinds)
            split.setdefault(key, []).append(diff)
        return split


def game_kind(log: GameLog) -> str:
    """"solo" for a solo (the stille Hochzeit one), else "angesagt" where anybody announced,
    else "still"."""
    state = log.state
    if state.contract is not None and state.contract.kind.is_solo:
        return "solo"
    return "angesagt" if state.announcements else "still"


def _announce_tally(log: GameLog, player: int) -> tuple[int, int]:
    if not log.announced[player]:
        return 0, 0
    winner = result(log.state).winner
    made = len(log.announced[player])
    return sum(1 for party in log.announced[player] if party == winner), made


Factory = Callable[[int], Player]
"""A player of one side of a match, made from its seed."""


def deal_setup(rules: Rules, seed: int, index: int) -> tuple[GameSetup, int]:
    """Deal ``index`` of a match with ``seed``, and the seed its players are made from."""
    deal_seed = seed * 1_000_003 + index
    return GameSetup.from_seed(rules, deal_seed, first=index % 4), deal_seed


def play_deal(args: tuple[Rules, str, str, int, int, Effort | None]) -> DealResult:
    """Worker entry: the baseline game and the four candidate games of deal ``index``."""
    rules, a, b, seed, index, effort = args
    setup, deal_seed = deal_setup(rules, seed, index)
    return duplicate(setup, deal_seed, lambda s: make_player(a, s, effort),
                     lambda s: make_player(b, s, effort))


def duplicate(setup: GameSetup, deal_seed: int, candidate: Factory, baseline: Factory,
              watch: Callable[[State], None] | None = None) -> DealResult:
    """The baseline game of ``setup`` and the four games with the candidate in one seat."""

    def players(cand_seat: int | None) -> list[Player]:
        return [(candidate if p == cand_seat else baseline)(deal_seed * 8 + p)
                for p in range(4)]

    def play_game_(table: list[Player]) -> GameLog:
        return play_game(setup, table, watch)

    base = play_game_(players(None))
    base_pts = result(base.state).points
    diffs, cand_pts, cand_times, base_times = [], [], [], []
    cand_ann = [0, 0]
    base_ann = [0, 0]
    kinds = []
    for player in range(4):
        log = play_game_(players(player))
        kinds.append(game_kind(log))
        pts = result(log.state).points[player]
        diffs.append(pts - base_pts[player])
        cand_pts.append(pts)
        cand_times += log.times[player]
        base_times += base.times[player]
        ok, made = _announce_tally(log, player)
        cand_ann[0] += ok
        cand_ann[1] += made
        ok, made = _announce_tally(base, player)
        base_ann[0] += ok
        base_ann[1] += made
    return DealResult(diffs, cand_pts, list(base_pts), cand_times, base_times,
                      (cand_ann[0], cand_ann[1]), (base_ann[0], base_ann[1]), kinds,
                      game_kind(base))


@dataclass
class ArenaReport:
    """Summary of a duplicate match."""

    a: str
    b: str
    deals: int
    mean: float
    low: float
    high: float
    win_a: float
    win_b: float
    announce_a: tuple[int, int]
    announce_b: tuple[int, int]
    times_a: list[float]
    times_b: list[float]


def run_arena(
    rules: Rules,
    a: str,
    b: str,
    deals: int,
    seed: int,
    workers: int = 1,
    effort: Effort | None = None,
) -> ArenaReport:
    """Play ``deals`` duplicate deals of candidate ``a`` against baseline ``b``."""
    if effort is None:
        effort = Effort(workers=1)
    jobs = [(rules, a, b, seed, i, effort) for i in range(deals)]
    if workers <= 1:
        results = [play_deal(j) for j in jobs]
    else:
        ctx = multiprocessing.get_context("spawn")
        with ProcessPoolExecutor(workers, mp_context=ctx) as pool:
            results = list(pool.map(play_deal, jobs, chunksize=1))
    return report(a, b, results)


def report(a: str, b: str, results: Sequence[DealResult]) -> ArenaReport:
    """The summary of the deals ``results`` of candidate ``a`` against baseline ``b``."""
    per_deal = [sum(r.diffs) / 4 for r in results]
    mean = statistics.fmean(per_deal)
    sd = statistics.stdev(per_deal) if len(per_deal) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(per_deal))
    cand = [p for r in results for p in r.cand_points]
    base = [p for r in results for p in r.base_points]
    return ArenaReport(
        a=a, b=b, deals=len(results), mean=mean, low=mean - half, high=mean + half,
        win_a=sum(1 for p in cand if p > 0) / len(cand),
        win_b=sum(1 for p in base if p > 0) / len(base),
        announce_a=(sum(r.cand_announce[0] for r in results),
                    sum(r.cand_announce[1] for r in results)),
        announce_b=(sum(r.base_announce[0] for r in results),
                    sum(r.base_announce[1] for r in results)),
        times_a=[t for r in results for t in r.cand_times],
        times_b=[t for r in results for t in r.base_times],
    )
