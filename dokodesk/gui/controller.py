"""The game flow at the table in Qt: the driver's decisions put on timers and a worker.

:class:`GameController` holds the table (:class:`~dokodesk.engine.partie.TableConfig`),
the :class:`~dokodesk.engine.partie.Partie`, the game in progress as the driver's
:class:`~dokodesk.play.Game` and its :class:`~dokodesk.engine.table.SeatMap`. The driver
says whose decision is next; the human's actions are committed at once (an illegal one returns
the engine's reason), the computer players are asked on a :class:`ComputerWorker` thread and
their answers committed no earlier than the table's animation of the previous action ends.
Every change calls off what is pending: a computer's answer to an old position never arrives.

Once nothing depends on anyone's choice any more, or on request, the rest is played out
quickly: every card is still applied and recorded. A soloist may abkürzen (TSR 5.4.4) when he
wins every remaining trick whatever the others do; the claim is checked by search and then
played out with a winning line. The human may take his last card or announcement back
(unless :attr:`GameController.allow_takebacks` is off); the game is then marked as played
with take-backs. A practice game (:meth:`GameController.practise`) plays a position of an
earlier game again with the same cards and computer levels: it is neither recorded in the
Partie nor saved, and when it is over the Partie goes on where it was.

The Partie is saved after every trick (atomically) to ``save_path``.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from dokodesk.ai.claim import claim_card, claim_holds
from dokodesk.ai.players import acts_out_of_turn
from dokodesk.ai.turns import Decider, decide, mix_seed
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Action,
    Announce,
    Concede,
    Phase,
    PigKind,
    Pigs,
    Play,
    PovertyReply,
    Reserve,
    ReserveKind,
    Return,
    State,
    is_over,
    legal_cards,
    may_claim,
    new_game,
)
from dokodesk.engine.partie import Partie, TableConfig, next_game, record_game
from dokodesk.engine.partie import is_over as partie_over
from dokodesk.engine.table import LEVELS, SeatMap
from dokodesk.engine.takeback import take_back
from dokodesk.persistence import savefile
from dokodesk.persistence.autosave import Autosaver
from dokodesk.persistence.record import GameRecord
from dokodesk.play import Decision, Game, first_answer
from dokodesk.text.messages import describe, os_reason

from .pacing import pause_ms, trick_pause_ms
from .worker import ComputerWorker


class Autopilot(Enum):
    """Who chooses the human's cards."""

    OFF = "off"
    """He does."""
    PROFI = "profi"
    """The strongest computer level, while the rest of the game is played out quickly."""
    CLAIM = "claim"
    """The winning line of his claim to every remaining trick."""


# ---------------------------------------------------------------------------------------------


class GameController(QObject):
    """Runs a Partie at the table for one human (who may sit out at five) and computers, or
    for computers only at a watched table."""

    changed = Signal(object, object)
    """(state, action): after every action; action None for a new or resumed game and after
    a take-back. :attr:`game` is the same position with the views of its players."""
    gameFinished = Signal(object, object)
    """(final state, seat map): the game is over and recorded in the Partie."""
    partieFinished = Signal()
    thinking = Signal(int)
    """Table seat of the computer player thinking about his move, -1 for nobody."""
    problem = Signal(str)
    """Something the player should know about: a broken computer player, a failed archive."""
    saved = Signal(object)
    """From the autosave thread after every save: None, or the :class:`OSError` of a save
    that failed (every later change tries again)."""
    claimRefused = Signal()
    """The soloist's claim to all remaining tricks did not hold."""

    def __init__(self, parent: QObject | None = None, save_path: Path | None = None,
                 decider: Decider = decide) -> None:
        super().__init__(parent)
        self.save_path = save_path
        self.decider = decider
        self.lang = "de"
        self.animation_ms = 300
        self.autoplay_single = False
        self.config: TableConfig | None = None
        self.partie: Partie | None = None
        self.game: Game | None = None
        """The game in progress at the table (the driver's position)."""
        self.seats: SeatMap | None = None
        self.last_finished: tuple[State, SeatMap] | None = None
        self.allow_takebacks = True
        self.takebacks: frozenset[int] = frozenset()
        """The numbers of the Partie's games in which the human took a decision back."""
        self.played_out: dict[int, int] = {}
        """Per game number, the actions made before the computer played the rest for the
        human (so that the analysis judges only his own)."""
        self.practice_played_out: int | None = None
        """The same for the last practice game (it has no number and is not saved)."""
        self._practice: tuple[Game | None, SeatMap | None] | None = None
        """While a practice game runs: the Partie's game to go back to (None: the next one
        is to be dealt) with its seats."""
        self._worker = ComputerWorker(self)
        self._token = 0
        self._job: int | None = None
        """Token of the job whose answer is awaited."""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        self._scheduled: tuple[int, Callable[[], None]] | None = None
        self._ready_at = 0.0
        self._fast = False
        """Playing out quickly (forced or on request)."""
        self._autopilot = Autopilot.OFF
        self._saver = None if save_path is None else Autosaver(save_path,
                                                               on_written=self.saved.emit)
        self._closed = False

    # ----------------------------------------------------------------------------- queries

    @property
    def state(self) -> State | None:
        """The position of the game in progress."""
        return None if self.game is None else self.game.state

    @property
    def human_player(self) -> int | None:
        """The human's player number in this game (None: he deals and sits out, or nobody is
        human at a watched table)."""
        if self.config is None or self.seats is None or self.config.human is None:
            return None
        return self.seats.player(self.config.human)

    @property
    def busy(self) -> bool:
        """Whether a computer is thinking or an action waits for the table's animation."""
        return self._job is not None or self._scheduled is not None

    @property
    def fast(self) -> bool:
        """Whether the rest of the game is being played out quickly."""
        return self._fast

    def human_to_act(self) -> bool:
        """Whether the game waits for the human (to speak, reply, return or play)."""
        g = self.game
        return g is not None and g.to_act is not None and g.to_act == self.human_player

    def human_decision(self) -> Decision | None:
        """What the human may choose now (in his turn or not); None while the computer plays
        his cards or he has nothing to choose."""
        g, human = self.game, self.human_player
        if g is None or human is None or self._fast:
            return None
        return g.decision(human)

    def may_claim(self) -> bool:
        """Whether the human may abkürzen now (as the soloist of a game in play)."""
        st = self.state
        return st is not None and not self._fast and may_claim(st, self.human_player)

    @property
    def game_number(self) -> int:
        """The number the game in progress gets in the Partie."""
        assert self.partie is not None
        return len(self.partie.games) + 1

    def may_take_back(self) -> bool:
        """Whether the human may take his last card or announcement back now."""
        st, human = self.state, self.human_player
        return (self.allow_takebacks and not self._closed and st is not None
                and human is not None and take_back(st, human) is not None)

    @property
    def practising(self) -> bool:
        """Whether a practice game is being played (it does not count)."""
        return self._practice is not None

    def level_of(self, player: int) -> str:
        """The computer level of ``player`` in this game."""
        assert self.config is not None and self.seats is not None
        return self.config.levels[self.seats.seat(player)]

    def record(self) -> GameRecord | None:
        """The game in progress (or the last finished one) as a game record."""
        assert self.config is not None
        if self.state is not None and self.seats is not None and self.state.history:
            state, seats = self.state, self.seats
        elif self.last_finished is not None:
            state, seats = self.last_finished
        else:
            return None
        return GameRecord.from_state(state, seats=seats.seats, dealer=seats.dealer,
                                     names=self.config.settings.names)

    # ----------------------------------------------------------------------------- lifecycle

    def start(self, config: TableConfig) -> None:
        """Start a new Partie at this table."""
        self.resume(savefile.start(config))

    def resume(self, saved: savefile.Saved) -> None:
        """Continue a saved Partie (or start one given by :func:`savefile.start`)."""
        self._invalidate()
        self._practice = None
        self.config = saved.config
        self.partie = saved.partie
        self.takebacks = saved.takebacks
        self.played_out = dict(saved.played_out)
        self.last_finished = None
        if saved.state is None:
            self.game = None
            self.next_game()
            return
        self.seats = saved.seats
        self._show_anew(Game(saved.state))

    def next_game(self) -> None:
        """Deal the next game (after the score of the last one was shown); after a practice
        game, go back to the Partie's game it interrupted."""
        assert self.partie is not None
        self._invalidate()
        if self._practice is not None:
            self.end_practice()
            return
        if partie_over(self.partie):
            self.game = None
            self._archive()
            self.partieFinished.emit()
            return
        setup, self.seats = next_game(self.partie)
        self._show_anew(Game(new_game(setup)))

    def _show_anew(self, game: Game, save: bool = True) -> None:
        """Put ``game`` on the table as a new position (no action led to it) and go on."""
        self.game = game
        self._fast = False
        self._autopilot = Autopilot.OFF
        if save:
            self._autosave()
        self.changed.emit(game.state, None)
        self._advance()

    def practise(self, position: State, seats: SeatMap) -> None:
        """Play ``position`` (of a game of this Partie dealt as ``seats``) on as a practice
        game: the same cards, the same computer levels, not counted. The game in progress
        waits until the practice game is over (or is ended)."""
        assert self.partie is not None and not is_over(position)
        self._invalidate()
        if self._practice is None:
            unfinished = self.game is not None and not self.game.over
            self._practice = (self.game if unfinished else None, self.seats)
        self.seats = seats
        self.practice_played_out = None
        self._show_anew(Game(position), save=False)

    def end_practice(self) -> None:
        """Leave the practice game: back to the Partie's game it interrupted, or the next
        one dealt."""
        if self._practice is None:
            return
        self._invalidate()
        (game, seats), self._practice = self._practice, None
        if game is None:
            self.next_game()
            return
        self.seats = seats
        self._show_anew(game, save=False)

    def shutdown(self) -> None:
        """Stop: save the position, drop pending answers and call off a computer still
        thinking (it stops between two samples). A practice game is dropped: the Partie's
        own game is saved."""
        if self._practice is not None:
            self.game, self.seats = self._practice
            self._practice = None
        if not self._closed and self.game is not None:
            if self.game.over:
                self._record_finished()
            self._autosave(finished=self.game.over)
        self._closed = True
        self._invalidate()
        self._worker.shutdown()
        self.flush_saves()

    # ----------------------------------------------------------------------------- the human

    def play(self, card: int, partner: int | None = None) -> str | None:
        """The human plays ``card`` (with the first Karo-König naming ``partner`` for a
        Genscher); returns why not, or None when done."""
        return self._human(lambda p: Play(p, card, partner))

    def pigs(self, kind: str, say: bool = True) -> str | None:
        """The human says Schweine or Superschweine (``kind``), or no when the round before the
        first card asks him."""
        return self._human(lambda p: Pigs(p, PigKind(kind), say))

    def announce(self, level: int) -> str | None:
        """The human announces up to ``level`` (1 Re/Kontra ... 5 schwarz)."""
        return self._human(lambda p: Announce(p, level))

    def concede(self) -> str | None:
        """The human soloist gives the remaining tricks to Kontra (TSR 5.4.6)."""
        return self._human(Concede)

    def reserve(self, kind: ReserveKind, pflicht: bool = False) -> str | None:
        """The human says gesund or his Vorbehalt (throwing the hand in for the first reason
        his hand has)."""
        g, human = self.game, self.human_player
        ask = g.decision(human) if g is not None and human is not None else None
        reason = next((a.reason for a in ask.choices if isinstance(a, Reserve)
                       and a.kind == kind), "") if ask is not None else ""
        return self._human(lambda p: Reserve(p, kind, pflicht, reason))

    def reply_poverty(self, accept: bool) -> str | None:
        """The human takes or declines the Armut offered to him."""
        return self._human(lambda p: PovertyReply(p, accept))

    def return_cards(self, cards: list[int]) -> str | None:
        """The human gives ``cards`` back to the poor player (all or nothing)."""
        p = self.human_player
        g = self.game
        if g is None or p is None:
            return self.tr("You are not playing in this game.")
        steps: list[tuple[Return, Game]] = []
        try:
            for card in cards:
                back = Return(p, card)
                g = g.apply(back)
                steps.append((back, g))
        except IllegalAction as exc:
            return describe(exc, self.lang)
        for back, after in steps:
            self._commit(back, after)
        return None

    def take_back(self) -> str | None:
        """Take the human's last card or announcement back, with what the computers did after
        it (a computer still thinking is called off); returns why not, or None when done."""
        st, human = self.state, self.human_player
        if not self.allow_takebacks:
            return self.tr("Taking back is switched off in the settings.")
        earlier = None if st is None or human is None else take_back(st, human)
        if earlier is None:
            return self.tr("There is nothing of yours to take back in this game.")
        self._invalidate()
        if self._practice is None:
            self.takebacks = self.takebacks | {self.game_number}
            self.played_out.pop(self.game_number, None)
        else:
            self.practice_played_out = None
        self._show_anew(Game(earlier))
        return None

    def play_out(self) -> None:
        """Play the rest of the game quickly, the human's cards chosen by the computer."""
        g = self.game
        if g is None or not g.playing or self._fast:
            return
        self._fast = True
        self._autopilot = Autopilot.PROFI
        self._mark_played_out(g.state)
        if self.busy and g.to_act != self.human_player:
            return  # the computer's move under way is made, then the rest is played quickly
        self._restart()

    def abkuerzen(self) -> None:
        """The soloist claims every remaining trick (TSR 5.4.4): checked off the GUI thread;
        if it holds, the game is played out with a winning line, else ``claimRefused``."""
        g, human = self.game, self.human_player
        if g is None or human is None or not may_claim(g.state, human) or self._fast:
            return
        self._invalidate()
        self._fast = True
        self._autopilot = Autopilot.CLAIM
        self._submit(lambda _: claim_holds(g.state, human), self._on_claim_checked)

    # ----------------------------------------------------------------------------- internals

    def _human(self, make: Callable[[int], Action]) -> str | None:
        g = self.game
        p = self.human_player
        if g is None or self._closed:
            return self.tr("There is no game in progress.")
        if p is None:
            return self.tr("You deal and sit out this game.")
        if g.over:
            return describe(IllegalAction("game_over", "TSR 5.3"), self.lang)
        action = make(p)
        try:
            after = g.apply(action)
        except IllegalAction as exc:
            if exc.code == "not_your_turn":
                return self.tr("Wait for your turn: {name} is next.").format(
                    name=self._name(g.state.to_act))
            return describe(exc, self.lang)
        self._commit(action, after)
        return None

    def _name(self, player: int) -> str:
        assert self.config is not None and self.seats is not None
        names = self.config.settings.names
        seat = self.seats.seat(player)
        return names[seat] if seat < len(names) else self.tr("Player {n}").format(n=seat + 1)

    def _invalidate(self) -> None:
        """Every pending answer and scheduled step becomes stale (a search still running is
        called off)."""
        self._token += 1
        if self._job is not None:
            self._worker.cancel()
        self._job = None
        self._timer.stop()
        self._scheduled = None
        self.thinking.emit(-1)

    def _restart(self) -> None:
        """Drop what is pending and decide afresh from the current position."""
        self._invalidate()
        self._advance()

    def _commit(self, action: Action, after: Game | None = None) -> None:
        """Apply a legal action (unless ``after`` is already the position it leads to) and
        move on."""
        prev = self.game
        assert prev is not None
        game = prev.apply(action) if after is None else after
        state = game.state
        self._invalidate()
        self.game = game
        self._ready_at = time.monotonic() + self._delay(prev.state, action, state) / 1000.0
        if len(state.tricks) > len(prev.state.tricks) or (
            prev.state.phase != state.phase and state.phase == Phase.PLAY
        ):
            self._autosave()
        self.changed.emit(state, action)
        self._advance()

    def _delay(self, prev: State, action: Action, state: State) -> int:
        """How long the table needs to show ``action`` before the next one."""
        return pause_ms(prev, action, state, self.animation_ms, self._fast)

    def trick_pause(self) -> int:
        """How long a finished trick stays in the middle before it goes to its winner."""
        return trick_pause_ms(self.animation_ms, self._fast)

    def _schedule(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the table is ready, unless the position changes before."""
        self._scheduled = (self._token, fn)
        wait = max(0, round((self._ready_at - time.monotonic()) * 1000))
        self._timer.start(wait)

    def _fire(self) -> None:
        scheduled, self._scheduled = self._scheduled, None
        if scheduled is not None and scheduled[0] == self._token and not self._closed:
            scheduled[1]()

    def _seed(self, player: int) -> int:
        """The seed of ``player``'s next decision: the Partie's, the deal's and the step's."""
        assert self.config is not None and self.partie is not None and self.state is not None
        return mix_seed(self.config.seed, self.partie.deals, len(self.state.history), player)

    def _advance(self) -> None:
        """Decide what happens next in the current position."""
        g = self.game
        if g is None or self._closed:
            return
        if g.over:
            self._schedule(self._finish_game)
            return
        if not self._fast and g.forced_to_end():
            self._fast = True
        human = self.human_player
        pilot = self._autopilot is not Autopilot.OFF
        if self._fast and (g.to_act != human or not pilot):
            card = g.only_card()
            if card is not None:
                self._schedule(lambda: self._commit(card))
                return
        if g.to_act == human and pilot and g.playing:
            self._ask_for_human(g)
            return
        forced = g.forced()
        if forced is not None:  # he cannot say Schweine: the table answers no for him
            self._schedule(lambda: self._commit(forced))
            return
        computers = {p: acts_out_of_turn(self.level_of(p)) for p in range(4) if p != human}
        asks = g.asks(computers)
        if asks:
            self._ask_computers(g, asks)
        else:
            self._human_idle()

    def _human_idle(self) -> None:
        """Nothing pending and the human to act: play his only card if he wants that."""
        g, human = self.game, self.human_player
        if (g is None or human is None or g.to_act != human or not g.playing
                or not self.autoplay_single or g.may_announce(human)):
            return
        ask = g.decision(human)
        cards = () if ask is None else ask.cards()
        if len(cards) == 1:
            self._schedule(lambda: self._commit(Play(human, cards[0])))

    def _submit(self, job: Callable[[Callable[[], bool]], object],
                on_done: Callable[[object], None]) -> None:
        """Run ``job`` on the worker; ``on_done`` gets its answer unless the position changed
        meanwhile (a failure makes a legal move instead)."""
        self._job = self._token
        self._worker.submit(job, lambda answer: self._answered(on_done, answer),
                            self._on_failure)

    def _answered(self, on_done: Callable[[object], None], answer: object) -> None:
        self._job = None
        self.thinking.emit(-1)
        on_done(answer)

    def _ask_computers(self, g: Game, asks: tuple[Decision, ...]) -> None:
        """The computer players' answers to ``asks`` on the worker: the first one counts."""
        decider = self.decider
        who = {ask.player: (self.level_of(ask.player), self._seed(ask.player)) for ask in asks}
        in_turn = asks[-1].in_turn

        def job(cancelled: Callable[[], bool]) -> Action | None:
            return first_answer(g, asks, lambda game, ask: decider(
                game.view(ask.player), ask.choices, *who[ask.player], cancelled))

        self._submit(job, lambda action: self._on_answer(action, in_turn))
        if g.to_act in who and self.seats is not None:
            self.thinking.emit(self.seats.seat(g.to_act))

    def _ask_for_human(self, g: Game) -> None:
        """While playing out: the human's card chosen by the computer (or the claim line)."""
        human = self.human_player
        assert human is not None
        if self._autopilot is Autopilot.CLAIM:
            self._submit(lambda _: _claim_play(g.state, human),
                         lambda action: self._on_answer(action, True))
            return
        ask = g.decision(human)
        assert ask is not None
        plays, level, seed, decider = ask.plays(), LEVELS[-1], self._seed(human), self.decider
        self._submit(lambda cancelled: decider(g.view(human), plays, level, seed, cancelled),
                     lambda action: self._on_answer(action, True))

    def _on_claim_checked(self, holds: object) -> None:
        if holds:
            assert self.state is not None
            self._mark_played_out(self.state)
        else:
            self._fast = False
            self._autopilot = Autopilot.OFF
            self.claimRefused.emit()
        self._advance()

    def _on_answer(self, action: object, in_turn: bool) -> None:
        """A computer's answer (None: none, which only one out of turn may give)."""
        if action is None:
            if in_turn:
                self._use_fallback("no move")
            else:
                self._human_idle()
            return
        assert isinstance(action, Action)
        self._schedule(lambda: self._apply_computer(action))

    def _apply_computer(self, action: Action) -> None:
        g = self.game
        assert g is not None
        try:
            after = g.apply(action)
        except IllegalAction as exc:
            self._use_fallback(describe(exc, "en"))
            return
        self._commit(action, after)

    def _on_failure(self, text: str) -> None:
        self._job = None
        print(text, file=sys.stderr)
        self._use_fallback("failed")

    def _use_fallback(self, why: str) -> None:
        """A computer player gave no legal answer: a legal card instead, and a word about it."""
        g = self.game
        assert g is not None
        self.problem.emit(self.tr("A computer player made a mistake ({why}); "
                                  "a legal move was made for it.").format(why=why))
        ask = None if g.to_act is None else g.decision(g.to_act)
        if ask is not None:
            action = ask.fallback()
            self._schedule(lambda: self._commit(action))

    def _record_finished(self) -> None:
        """Put the finished game on the Partie's list (once; never a practice game)."""
        st, seats, partie = self.state, self.seats, self.partie
        assert st is not None and seats is not None and partie is not None
        if self._practice is not None:
            return
        if self.last_finished is None or self.last_finished[0] is not st:
            self.partie = record_game(partie, st, seats)
            self.last_finished = (st, seats)

    def _finish_game(self) -> None:
        st, seats = self.state, self.seats
        assert st is not None and seats is not None
        self._record_finished()
        self._fast = False
        self._autopilot = Autopilot.OFF
        self._autosave(finished=True)
        self.gameFinished.emit(st, seats)

    def _mark_played_out(self, st: State) -> None:
        """From here on the computer plays the human's cards in this game."""
        if self.human_player is None:
            return
        if self._practice is None:
            self.played_out[self.game_number] = len(st.history)
        else:
            self.practice_played_out = len(st.history)

    def played_out_at(self, number: int) -> int | None:
        """The step from which the computer played game ``number`` of the Partie for the
        human (0: the last practice game), or None where he played it to the end."""
        return self.practice_played_out if number == 0 else self.played_out.get(number)

    # ----------------------------------------------------------------------------- saving

    def _autosave(self, finished: bool = False) -> None:
        if (self.save_path is None or self.config is None or self.partie is None
                or self._practice is not None):
            return
        if self._saver is not None:
            self._saver.save(self.config, self.partie, None if finished else self.state,
                             self.seats, self.takebacks, self.played_out)

    def flush_saves(self) -> None:
        """Wait until the last autosave is on disk."""
        if self._saver is not None:
            self._saver.flush()

    @property
    def save_problem(self) -> OSError | None:
        """Why the last save failed, if it did."""
        return None if self._saver is None else self._saver.problem

    def _archive(self) -> None:
        """The Partie is over: its save file moves to ``finished/`` beside it."""
        path = self.save_path
        self.flush_saves()
        if path is None or not path.exists():
            return
        try:
            savefile.archive(path)
        except OSError as exc:
            self.problem.emit(self.tr("The finished Partie could not be archived: {reason}")
                              .format(reason=os_reason(exc, self.lang)))


def _claim_play(state: State, player: int) -> Action:
    """The soloist's next card of a winning line (the claim was checked before)."""
    card = claim_card(state, player)
    return Play(player, legal_cards(state)[0] if card is None else card)
