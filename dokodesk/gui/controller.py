"""The game flow at the table: the Partie, the game in progress, the human's actions and the
computer players' decisions.

:class:`GameController` holds the table (:class:`~dokodesk.engine.partie.TableConfig`),
the :class:`~dokodesk.engine.partie.Partie`, the current :class:`~dokodesk.engine.game.State`
and its :class:`~dokodesk.engine.table.SeatMap`. The human's actions are applied at once (an
illegal one returns the engine's reason); computer players decide on a
:class:`ComputerWorker` thread and their results are applied no earlier than the table's
animation of the previous action ends.
Every change bumps a token, so a computer's answer to an old position is dropped.

Once nothing depends on anyone's choice any more (every remaining card is forced and nobody may
announce), or on request, the rest is played out quickly: every card is still applied and
recorded. A soloist may abkürzen (TSR 5.4.4) when he wins every remaining trick whatever the
others do; the claim is checked by search and then played out with a winning line.

The human may take his last card or announcement back (:meth:`GameController.take_back`,
unless :attr:`GameController.allow_takebacks` is off): the game goes back to the position he
decided in, and the game is marked as played with take-backs.

A practice game (:meth:`GameController.practise`) plays a position of an earlier game again
with the same cards against the same computer levels: it is not counted (neither recorded in
the Partie nor saved), and when it is over the Partie goes on where it was.

The Partie is saved after every trick (atomically) to ``save_path``.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from dokodesk.ai.claim import claim_card, claim_holds
from dokodesk.ai.turns import Decider, computer_action, decide, fallback_action, mix_seed
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
    Return,
    State,
    Turn,
    apply,
    forced_to_end,
    is_over,
    may_claim,
    new_game,
    turn,
)
from dokodesk.engine.partie import Partie, TableConfig, next_game, record_game
from dokodesk.engine.partie import is_over as partie_over
from dokodesk.engine.table import LEVELS, SeatMap
from dokodesk.engine.takeback import take_back
from dokodesk.engine.view import view
from dokodesk.persistence import savefile
from dokodesk.persistence.autosave import Autosaver
from dokodesk.persistence.record import GameRecord
from dokodesk.text.messages import describe, os_reason

from .worker import ComputerWorker

READING_MS = 2500
"""How long an Armut's offer and each answer to it stay before the game goes on (with
animations on): long enough to read the message."""

# ---------------------------------------------------------------------------------------------


class GameController(QObject):
    """Runs a Partie at the table for one human (who may sit out at five) and computers, or
    for computers only at a watched table."""

    changed = Signal(object, object)
    """(state, action): after every action; action None for a new or resumed game and after
    a take-back."""
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
        self.state: State | None = None
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
        self._practice: tuple[State | None, SeatMap | None] | None = None
        """While a practice game runs: the Partie's game to go back to (None: the next one
        is to be dealt) with its seats."""
        self._worker = ComputerWorker(self)
        self._worker.finished.connect(self._on_result)
        self._worker.failed.connect(self._on_failure)
        self._token = 0
        self._job: int | None = None
        """Token of the job whose answer is awaited."""
        self._job_for_human = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fire)
        self._scheduled: tuple[int, Callable[[], None]] | None = None
        self._ready_at = 0.0
        self._fast = False
        """Playing out quickly (forced or on request)."""
        self._autopilot = ""
        """How the human's cards are chosen while playing out: "" (by him), "ai" or "claim"."""
        self._saver = None if save_path is None else Autosaver(save_path,
                                                               on_written=self.saved.emit)
        self._closed = False

    # ----------------------------------------------------------------------------- queries

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
        st = self.state
        return st is not None and not is_over(st) and st.to_act == self.human_player

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
            self.state = None
            self.next_game()
            return
        self.state, self.seats = saved.state, saved.seats
        self._fast = False
        self._autopilot = ""
        self._autosave()
        self.changed.emit(self.state, None)
        self._advance()

    def next_game(self) -> None:
        """Deal the next game (after the score of the last one was shown); after a practice
        game, go back to the Partie's game it interrupted."""
        assert self.partie is not None
        self._invalidate()
        if self._practice is not None:
            self.end_practice()
            return
        if partie_over(self.partie):
            self.state = None
            self._archive()
            self.partieFinished.emit()
            return
        setup, self.seats = next_game(self.partie)
        self.state = new_game(setup)
        self._fast = False
        self._autopilot = ""
        self._autosave()
        self.changed.emit(self.state, None)
        self._advance()

    def practise(self, position: State, seats: SeatMap) -> None:
        """Play ``position`` (of a game of this Partie dealt as ``seats``) on as a practice
        game: the same cards, the same computer levels, not counted. The game in progress
        waits until the practice game is over (or is ended)."""
        assert self.partie is not None and not is_over(position)
        self._invalidate()
        if self._practice is None:
            unfinished = self.state is not None and not is_over(self.state)
            self._practice = (self.state if unfinished else None, self.seats)
        self.state, self.seats = position, seats
        self.practice_played_out = None
        self._fast = False
        self._autopilot = ""
        self.changed.emit(position, None)
        self._advance()

    def end_practice(self) -> None:
        """Leave the practice game: back to the Partie's game it interrupted, or the next
        one dealt."""
        if self._practice is None:
            return
        self._invalidate()
        (state, seats), self._practice = self._practice, None
        if state is None:
            self.next_game()
            return
        self.state, self.seats = state, seats
        self._fast = False
        self._autopilot = ""
        self.changed.emit(state, None)
        self._advance()

    def shutdown(self) -> None:
        """Stop: save the position, drop pending answers and call off a computer still
        thinking (it stops between two samples). A practice game is dropped: the Partie's
        own game is saved."""
        if self._practice is not None:
            self.state, self.seats = self._practice
            self._practice = None
        if not self._closed and self.state is not None:
            if is_over(self.state):
                self._record_finished()
            self._autosave(finished=is_over(self.state))
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

    def reserve(self, kind: str, pflicht: bool = False) -> str | None:
        """The human says gesund or his Vorbehalt (throwing the hand in for the first reason
        his hand has)."""
        st, human = self.state, self.human_player
        reason = next((a.reason for a in turn(st).actions() if isinstance(a, Reserve)
                       and a.kind == kind), "") if st is not None and human is not None else ""
        return self._human(lambda p: Reserve(p, kind, pflicht, reason))

    def reply_poverty(self, accept: bool) -> str | None:
        """The human takes or declines the Armut offered to him."""
        return self._human(lambda p: PovertyReply(p, accept))

    def return_cards(self, cards: list[int]) -> str | None:
        """The human gives ``cards`` back to the poor player (all or nothing)."""
        p = self.human_player
        st = self.state
        if st is None or p is None:
            return self.tr("You are not playing in this game.")
        trial = st
        try:
            for card in cards:
                trial = apply(trial, Return(p, card))
        except IllegalAction as exc:
            return describe(exc, self.lang)
        for card in cards:
            self._commit(Return(p, card))
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
        self.state = earlier
        self._fast = False
        self._autopilot = ""
        if self._practice is None:
            self.takebacks = self.takebacks | {self.game_number}
            self.played_out.pop(self.game_number, None)
        else:
            self.practice_played_out = None
        self._autosave()
        self.changed.emit(earlier, None)
        self._advance()
        return None

    def play_out(self) -> None:
        """Play the rest of the game quickly, the human's cards chosen by the computer."""
        st = self.state
        if st is None or st.phase != Phase.PLAY or self._fast:
            return
        self._fast = True
        self._autopilot = "ai"
        self._mark_played_out(st)
        if self.busy and st.to_act != self.human_player:
            return  # the computer's move under way is made, then the rest is played quickly
        self._restart()

    def abkuerzen(self) -> None:
        """The soloist claims every remaining trick (TSR 5.4.4): checked off the GUI thread;
        if it holds, the game is played out with a winning line, else ``claimRefused``."""
        st = self.state
        if st is None or not may_claim(st, self.human_player) or self._fast:
            return
        self._invalidate()
        self._fast = True
        self._autopilot = "claim"
        self._check_claim(st)

    # ----------------------------------------------------------------------------- internals

    def _human(self, make: Callable[[int], Action]) -> str | None:
        st = self.state
        p = self.human_player
        if st is None or self._closed:
            return self.tr("There is no game in progress.")
        if p is None:
            return self.tr("You deal and sit out this game.")
        if is_over(st):
            return describe(IllegalAction("game_over", "TSR 5.3"), self.lang)
        action = make(p)
        try:
            apply(st, action)
        except IllegalAction as exc:
            if exc.code == "not_your_turn":
                return self.tr("Wait for your turn: {name} is next.").format(
                    name=self._name(st.to_act))
            return describe(exc, self.lang)
        self._commit(action)
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

    def _commit(self, action: Action) -> None:
        """Apply a legal action and move on."""
        prev = self.state
        assert prev is not None
        state = apply(prev, action)
        self._invalidate()
        self.state = state
        self._ready_at = time.monotonic() + self._delay(prev, action, state) / 1000.0
        if len(state.tricks) > len(prev.tricks) or (
            prev.phase != state.phase and state.phase == Phase.PLAY
        ):
            self._autosave()
        self.changed.emit(state, action)
        self._advance()

    def _delay(self, prev: State, action: Action, state: State) -> int:
        """How long the table needs to show ``action`` before the next one."""
        a = self.animation_ms
        if self._fast:
            a = min(a, 70)
        if isinstance(action, Play):
            if len(state.tricks) > len(prev.tricks):
                return 2 * a + self.trick_pause()
            return a
        offered = state.phase == Phase.POVERTY_OFFER and prev.phase != Phase.POVERTY_OFFER
        if offered or isinstance(action, PovertyReply):
            return max(4 * a, READING_MS) if a else 0  # the offer and each answer are read
        if prev.phase != state.phase:
            return 0 if self._fast else 4 * a
        if isinstance(action, Return):
            return a // 2
        return 2 * a

    def trick_pause(self) -> int:
        """How long a finished trick stays in the middle before it goes to its winner."""
        return min(self.animation_ms, 70) if self._fast else 3 * self.animation_ms

    def _schedule(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` once the table is ready, unless the position changes before."""
        self._scheduled = (self._token, fn)
        wait = max(0, round((self._ready_at - time.monotonic()) * 1000))
        self._timer.start(wait)

    def _fire(self) -> None:
        scheduled, self._scheduled = self._scheduled, None
        if scheduled is not None and scheduled[0] == self._token and not self._closed:
            scheduled[1]()

    def _computers(self, st: State) -> dict[int, tuple[str, int]]:
        assert self.config is not None and self.partie is not None
        human = self.human_player
        return {p: (self.level_of(p), mix_seed(self.config.seed, self.partie.deals,
                                               len(st.history), p))
                for p in range(4) if p != human}

    def _advance(self) -> None:
        """Decide what happens next in the current position."""
        st = self.state
        if st is None or self._closed:
            return
        if is_over(st):
            self._schedule(self._finish_game)
            return
        if not self._fast and forced_to_end(st):
            self._fast = True
        human = self.human_player
        t = turn(st)
        playing = st.phase is Phase.PLAY
        if self._fast and playing and (t.player != human or not self._autopilot):
            cards = t.cards()
            if len(cards) == 1 and not any(_announcements(t, p) for p in range(4)):
                self._schedule(lambda: self._commit(Play(st.to_act, cards[0])))
                return
        if t.player == human and self._autopilot and playing:
            self._ask_for_human(st)
            return
        if st.phase is Phase.SCHWEINE and t.player == human and not any(
                isinstance(a, Pigs) and a.say for a in t.actions()):
            no = t.actions()[0]  # he cannot say them: the table answers no for him
            self._schedule(lambda: self._commit(no))
            return
        computers = self._computers(st)
        wanted = t.player in computers or any(
            _announcements(t, p) for p in computers if p != t.player)
        if wanted:
            self._submit(st, computers)
        else:
            self._human_idle()

    def _human_idle(self) -> None:
        """Nothing pending and the human to act: play his only card if he wants that."""
        st, human = self.state, self.human_player
        if (st is None or human is None or st.to_act != human or st.phase is not Phase.PLAY
                or not self.autoplay_single or _announcements(turn(st), human)):
            return
        cards = turn(st).cards()
        if len(cards) == 1:
            self._schedule(lambda: self._commit(Play(human, cards[0])))

    def _submit(self, st: State, computers: dict[int, tuple[str, int]]) -> None:
        token = self._token
        self._job = token
        self._job_for_human = False
        decider = self.decider
        self._worker.submit(token, lambda cancelled: computer_action(st, computers, decider,
                                                                     cancelled))
        if st.to_act in computers and self.seats is not None:
            self.thinking.emit(self.seats.seat(st.to_act))

    def _ask_for_human(self, st: State) -> None:
        """While playing out: the human's card chosen by the computer (or the claim line)."""
        human = self.human_player
        assert human is not None and self.config is not None and self.partie is not None
        token = self._token
        self._job = token
        self._job_for_human = True
        if self._autopilot == "claim":
            self._worker.submit(token, lambda _: _claim_play(st, human))
            return
        plays = tuple(a for a in turn(st).actions() if isinstance(a, Play))
        level = LEVELS[-1]  # the strongest plays the human's cards
        seed = mix_seed(self.config.seed, self.partie.deals, len(st.history), human)
        decider = self.decider
        self._worker.submit(token, lambda cancelled: decider(view(st, human), plays, level, seed,
                                                             cancelled))

    def _check_claim(self, st: State) -> None:
        human = self.human_player
        assert human is not None
        token = self._token
        self._job = token
        self._job_for_human = True
        self._worker.submit(token, lambda _: _claim_check(st, human))

    def _on_result(self, token: int, action: object) -> None:
        if token != self._token or self._job != token:
            return
        self._job = None
        self.thinking.emit(-1)
        st = self.state
        assert st is not None
        if isinstance(action, _ClaimVerdict):
            if action.holds:
                self._mark_played_out(st)
                self._advance()
            else:
                self._fast = False
                self._autopilot = ""
                self.claimRefused.emit()
                self._advance()
            return
        if action is None:
            if st.to_act != self.human_player or self._job_for_human:
                self._use_fallback("no move")
            else:
                self._human_idle()
            return
        assert isinstance(action, Play | Announce | Reserve | PovertyReply | Return | Pigs)
        self._schedule(lambda: self._apply_computer(action))

    def _apply_computer(self, action: Action) -> None:
        st = self.state
        assert st is not None
        try:
            apply(st, action)
        except IllegalAction as exc:
            self._use_fallback(describe(exc, "en"))
            return
        self._commit(action)

    def _on_failure(self, token: int, text: str) -> None:
        if token != self._token or self._job != token:
            return
        self._job = None
        print(text, file=sys.stderr)
        self._use_fallback("failed")

    def _use_fallback(self, why: str) -> None:
        """A computer player gave no legal answer: a legal card instead, and a word about it."""
        st = self.state
        assert st is not None
        player = st.to_act
        self.problem.emit(self.tr("A computer player made a mistake ({why}); "
                                  "a legal move was made for it.").format(why=why))
        if player < 0:
            return
        action = fallback_action(st, player)
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
        self._autopilot = ""
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


class _ClaimVerdict:
    """The answer of the claim check."""

    def __init__(self, holds: bool) -> None:
        self.holds = holds


def _claim_check(state: State, player: int) -> _ClaimVerdict:
    return _ClaimVerdict(claim_holds(state, player))


def _claim_play(state: State, player: int) -> Action:
    """The soloist's next card of a winning line (the claim was checked before)."""
    card = claim_card(state, player)
    return Play(player, turn(state).cards()[0] if card is None else card)


def _announcements(t: Turn, player: int) -> tuple[Action, ...]:
    """The announcements ``player`` may make now."""
    return tuple(a for a in t.optional(player) if isinstance(a, Announce))
