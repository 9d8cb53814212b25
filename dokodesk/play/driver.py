"""The table driver: whose decision a game waits for, with which choices and from which view,
and one commit per action.

A :class:`Game` is the engine's :class:`~dokodesk.engine.game.State` at a table. It says who
must act (:attr:`Game.to_act`), what a player may choose now (:meth:`Game.decision`: in his
turn everything the rules allow, out of turn his announcements, Schweine and giving up), what
he sees (:meth:`Game.view`, built at most once per player and position), what the table
answers by itself (:meth:`Game.forced`) and which computer players to ask
(:meth:`Game.asks`: one who acts out of turn only where he has a choice, the one to act only
where his answer is not forced). :meth:`Game.apply` commits an action: the engine checks and
applies it once, and the next :class:`Game` starts with nothing built.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, Reserve, new_game
>>> game = Game(new_game(GameSetup.from_seed(preset("ddv"), seed=2)))
>>> ask = game.decision(game.to_act)
>>> ask.player, ask.in_turn, Reserve(0, "gesund") in ask.choices
(0, True, True)
>>> game.view(0) is game.view(0)
True
>>> game.asks({1: True, 2: False}), game.asks({0: False})[0] == ask
((), True)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import NamedTuple

from dokodesk.engine.cards import DK
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.game import (
    Action,
    Announce,
    Concede,
    Phase,
    Pigs,
    Play,
    State,
    apply,
    forced_to_end,
    is_over,
    legal_actions,
    optional_actions,
)
from dokodesk.engine.view import ONLOOKER, View, view


class Decision(NamedTuple):
    """What ``player`` may choose now: in his turn (he must choose) or out of turn (he may)."""

    player: int
    choices: tuple[Action, ...]
    in_turn: bool

    def plays(self) -> tuple[Play, ...]:
        """The cards among the choices (the first Karo-König once per Genscher partner)."""
        return tuple(a for a in self.choices if isinstance(a, Play))

    def cards(self) -> tuple[int, ...]:
        """The distinct cards he may play."""
        return tuple(dict.fromkeys(a.card for a in self.choices if isinstance(a, Play)))

    def partners(self) -> tuple[int, ...]:
        """Whom he may name with his first Karo-König (a Genscher)."""
        return tuple(a.partner for a in self.choices
                     if isinstance(a, Play) and a.card == DK and a.partner is not None)

    def levels(self) -> frozenset[int]:
        """The announcement levels he may make."""
        return frozenset(a.level for a in self.choices if isinstance(a, Announce))

    def pigs(self) -> tuple[Pigs, ...]:
        """The Schweine or Superschweine he may say (no "no" of the Schweine round)."""
        return tuple(a for a in self.choices if isinstance(a, Pigs) and a.say)

    def may_concede(self) -> bool:
        """Whether he may give the remaining tricks to Kontra."""
        return any(isinstance(a, Concede) for a in self.choices)

    def without_announcements(self) -> Decision:
        """The same decision without announcements (a seat that does not announce now)."""
        return self._replace(choices=tuple(a for a in self.choices
                                           if not isinstance(a, Announce)))

    def fallback(self) -> Action:
        """A legal choice for a player whose computer gave none: the first one listed, never
        an announcement and never giving up."""
        return next(a for a in self.choices if not isinstance(a, Announce | Concede))


class Game:
    """A game at the table: its state, each player's view built once, the decisions it waits
    for. Never changed: :meth:`apply` gives the next one."""

    __slots__ = ("_decisions", "_views", "state")

    def __init__(self, state: State) -> None:
        self.state = state
        self._views: dict[int, View] = {}
        self._decisions: dict[int, Decision | None] = {}

    def __repr__(self) -> str:
        return f"Game({self.state.phase}, to_act={self.to_act}, steps={len(self.state.history)})"

    @property
    def over(self) -> bool:
        """Whether the game has ended (played out or thrown in)."""
        return is_over(self.state)

    @property
    def to_act(self) -> int | None:
        """The player who must act (speak, reply, return or play); None when it is over."""
        return None if is_over(self.state) else self.state.to_act

    @property
    def playing(self) -> bool:
        """Whether the cards are being played."""
        return self.state.phase is Phase.PLAY

    def view(self, player: int | None) -> View:
        """What ``player`` sees (None or :data:`~dokodesk.engine.view.ONLOOKER`: somebody
        watching), built once per position."""
        key = ONLOOKER if player is None else player
        shown = self._views.get(key)
        if shown is None:
            shown = self._views[key] = view(self.state, key)
        return shown

    def decision(self, player: int) -> Decision | None:
        """What ``player`` may choose now: in his turn everything the rules allow, out of turn
        his announcements, Schweine said during the play and giving up as soloist; None when
        he has nothing to choose."""
        if player in self._decisions:
            return self._decisions[player]
        found: Decision | None = None
        if not is_over(self.state):
            in_turn = player == self.state.to_act
            choices = (legal_actions(self.state, player) if in_turn
                       else optional_actions(self.state, player))
            found = Decision(player, choices, in_turn) if choices else None
        self._decisions[player] = found
        return found

    def forced(self) -> Action | None:
        """The answer the table gives by itself for the player to act: the no of the Schweine
        round when he cannot say them (as at a real table, nobody waits for it)."""
        if self.state.phase is not Phase.SCHWEINE:
            return None
        ask = self.decision(self.state.to_act)
        if ask is None or len(ask.choices) != 1:
            return None
        return ask.choices[0]

    def only_card(self) -> Play | None:
        """The card the player to act must play when it is the only one he may play and
        nobody may announce (played by itself while a game is played out quickly)."""
        ask = self.decision(self.state.to_act) if self.playing else None
        if ask is None:
            return None
        cards = ask.cards()
        if len(cards) != 1 or any(self.may_announce(p) for p in range(4)):
            return None
        return Play(ask.player, cards[0])

    def may_announce(self, player: int) -> bool:
        """Whether ``player`` may announce now (in his turn or not)."""
        ask = self.decision(player)
        return ask is not None and bool(ask.levels())

    def forced_to_end(self) -> bool:
        """Whether the rest of the game depends on nobody's choice."""
        return forced_to_end(self.state)

    def asks(self, computers: Mapping[int, bool]) -> tuple[Decision, ...]:
        """The decisions to put to the computer players ``computers`` (player -> whether he
        acts out of turn) now, in this order: the out-of-turn choices of those who act out of
        turn and have one, then the decision of the one to act; none while the table answers
        for him (:meth:`forced`)."""
        to_act = self.to_act
        if to_act is None:
            return ()
        asked = [ask for p, speaks in computers.items() if speaks and p != to_act
                 if (ask := self.decision(p)) is not None]
        mine = self.decision(to_act)
        if to_act in computers and mine is not None and self.forced() is None:
            asked.append(mine)
        return tuple(asked)

    def apply(self, action: Action) -> Game:
        """The game after ``action``, checked and applied once by the engine; raises
        :class:`~dokodesk.engine.errors.IllegalAction` naming the rule it breaks."""
        return Game(apply(self.state, action))

    def refusal(self, action: Action) -> IllegalAction | None:
        """Why the rules refuse ``action`` now (None: they allow it); for the words of a
        refusal, never to commit an action."""
        try:
            apply(self.state, action)
        except IllegalAction as exc:
            return exc
        return None


Answer = Callable[["Game", Decision], Action | None]
"""How a table gets the answer to a decision: ``answer(game, decision)`` (None: nothing now,
which only an out-of-turn decision may answer)."""


def first_answer(game: Game, asks: Iterable[Decision], answer: Answer) -> Action | None:
    """The first answer to ``asks`` (see :meth:`Game.asks`): an out-of-turn answer counts
    only when it is one of its choices; the answer in turn is returned as it is (None
    included), for the caller to judge."""
    for ask in asks:
        choice = answer(game, ask)
        if ask.in_turn:
            return choice
        if choice is not None and choice in ask.choices:
            return choice
    return None


class IllegalChoice(AssertionError):
    """A player chose an action the rules do not allow (or passed when he had to act)."""


class Move(NamedTuple):
    """One action of a game played by :func:`play`: the position before, the action and the
    position after."""

    before: Game
    action: Action
    after: Game


def play(game: Game, answer: Answer, out_of_turn: Iterable[int] = (),
         moved: Callable[[Move], None] | None = None) -> Game:
    """Play ``game`` to its end: every action asked from ``answer`` (the players in
    ``out_of_turn`` are asked out of turn too, where they have a choice) or given by the table
    (:meth:`Game.forced`), and committed once; ``moved`` is told of each. Raises
    :class:`IllegalChoice` for an answer that is not among its choices, or for none in turn.

    >>> from dokodesk.engine.rules import preset
    >>> from dokodesk.engine.game import GameSetup, new_game
    >>> first = lambda game, ask: ask.fallback()  # gesund, then the first card each time
    >>> final = play(Game(new_game(GameSetup.from_seed(preset("ddv"), seed=1))), first)
    >>> final.over, len(final.state.tricks)
    (True, 12)
    """
    speakers = dict.fromkeys(out_of_turn, True)
    while (to_act := game.to_act) is not None:
        action = game.forced()
        if action is None:
            action = _answer(game, game.asks({**speakers, to_act: to_act in speakers}), answer)
        after = game.apply(action)
        if moved is not None:
            moved(Move(game, action, after))
        game = after
    return game


def _answer(game: Game, asks: tuple[Decision, ...], answer: Answer) -> Action:
    for ask in asks:
        choice = answer(game, ask)
        if choice is None and not ask.in_turn:
            continue
        if choice is None or choice not in ask.choices:
            raise IllegalChoice(f"player {ask.player} chose {choice} in {game.state.phase}"
                                f"{'' if ask.in_turn else ' out of turn'}")
        return choice
    raise AssertionError("no decision to ask")  # pragma: no cover: the one to act is asked
