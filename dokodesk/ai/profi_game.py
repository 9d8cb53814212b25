"""Wie hätte Profi gespielt? A finished game's deal played again with Profi in the player's
seat and the other seats as they were.

Everything of the original game is kept: its setup (rules, dealer, Bock factor, Kalter Schlag
multiplier, a forced soloist), and every action up to the first decision of the player's seat
where Profi chooses otherwise (the others' choices up to there are the original ones: the
positions are the same). From there the game is played out by Profi in the seat and the other
seats' levels. Profi decides as in the arena (its full budget, no wall-clock cap), so the
answer is the same on every machine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from dokodesk.ai.players import Player, ProfiPlayer, make_player
from dokodesk.ai.search import Cancel, Cancelled, Effort
from dokodesk.ai.turns import mix_seed
from dokodesk.engine.game import Action, State, apply, is_over, legal_actions, new_game
from dokodesk.engine.scoring import Result, result
from dokodesk.engine.view import view
from dokodesk.play import Decision, Game, play

Progress = Callable[[int, int], None]
"""``progress(done, total)``: tricks played of the game's tricks."""


@dataclass(frozen=True)
class Comparison:
    """The game as played and the same deal with Profi in ``seat``."""

    seat: int
    played: State
    profi: State
    differs_at: int | None
    """The step (index into the history) of the first decision where Profi chose otherwise;
    None where it chose as the player did at every decision."""
    chosen: Action | None
    """What the player did at that step (None where Profi chose alike everywhere)."""
    instead: Action | None
    """What Profi did there instead (None: it did not speak out of turn as he did)."""

    def results(self) -> tuple[Result, Result]:
        """The scores of the game as played and of Profi's."""
        return result(self.played), result(self.profi)

    def points(self) -> tuple[int, int]:
        """The seat's game points as played and with Profi."""
        mine, profi = self.results()
        return mine.points[self.seat], profi.points[self.seat]

    def augen(self) -> tuple[int, int]:
        """The Augen of the seat's party as played and with Profi."""
        out = []
        for state, res in zip((self.played, self.profi), self.results(), strict=True):
            party = "re" if state.re[self.seat] else "kontra"
            out.append(next(a for p, a in res.augen.items() if p == party))
        return out[0], out[1]


def profi_game(
    played: State,
    seat: int,
    levels: Sequence[str],
    seed: int = 0,
    effort: Effort | None = None,
    progress: Progress | None = None,
    cancelled: Cancel | None = None,
) -> Comparison:
    """The deal of the finished game ``played`` with Profi in ``seat`` and ``levels[p]``
    (a computer level) in every other seat ``p``; raises :class:`Cancelled` when
    ``cancelled`` says so.

    >>> from dokodesk.engine.game import GameSetup
    >>> from dokodesk.engine.rules import preset
    >>> first = lambda game, ask: ask.fallback()
    >>> game = play(Game(new_game(GameSetup.from_seed(preset("ddv"), seed=4))), first).state
    >>> same = profi_game(game, 0, ["random"] * 4, effort=Effort(workers=1, samples=2))
    >>> same.profi.setup == game.setup, same.differs_at is not None
    (True, True)
    """
    effort = effort or Effort()
    profi = ProfiPlayer(seed, effort, cancelled)
    players: list[Player] = [
        profi if p == seat else make_player(levels[p], mix_seed(seed, p), effort, cancelled)
        for p in range(4)
    ]
    total = played.tricks_per_game

    def check(state: State) -> None:
        if cancelled is not None and cancelled():
            raise Cancelled
        if progress is not None:
            progress(len(state.tricks), total)

    state = new_game(played.setup)
    for step, original in enumerate(played.history):
        check(state)
        if original.player != seat:
            state = apply(state, original)
            continue
        choice = (profi.act(view(state, seat), legal_actions(state, seat))
                  if state.to_act == seat else None)  # Profi never speaks out of turn
        if choice == original:
            state = apply(state, original)
            continue
        if choice is not None:
            state = apply(state, choice)
        final = _play_out(state, players, seat, check)
        return Comparison(seat, played, final, step, original, choice)
    return Comparison(seat, played, state, None, None, None)


def _play_out(state: State, players: list[Player], seat: int,
              check: Callable[[State], None]) -> State:
    """The game from ``state`` to its end, every seat asked by the table driver."""
    if is_over(state):
        return state

    def answer(game: Game, ask: Decision) -> Action | None:
        check(game.state)
        return players[ask.player].act(game.view(ask.player), ask.choices)

    speakers = [p for p, player in enumerate(players) if p != seat and player.out_of_turn]
    return play(Game(state), answer, speakers).state

