"""What one player may know: the information view of a player, and the public view of
somebody watching.

A player knows his own hand, every card played, the face-up cards of an Armut, every
announcement and who said gesund or Vorbehalt, the game the reservations decided (a stille
Hochzeit looks like a normal game to the others until its second Kreuz-Dame is played or a
Genscher ends it), and a player's party once a public event shows it: a Kreuz-Dame played, an
announcement, the Klärungsstich, a solo or an Armut, a Genscher (all four), a Schwein said after
the first came home (its holder and the winner of that trick are partners). Public too
(RULES.md 14.10): Schweine and Superschweine with their holder, a thrown hand, a Pflichtansage
(as an announcement), the Bock factor of the game and the factors waiting. Conclusions from
play (who must hold what) are for the computer players to draw. Computer players get this view
only.

>>> from dokodesk.engine.rules import preset
>>> from dokodesk.engine.game import GameSetup, new_game
>>> v = view(new_game(GameSetup.from_seed(preset("ddv"), seed=5)), player=2)
>>> len(v.hand), v.hand_sizes, v.parties[1]
(12, (12, 12, 12, 12), None)
>>> public_view(new_game(GameSetup.from_seed(preset("ddv"), seed=5))).hand
()
"""

from __future__ import annotations

from typing import NamedTuple

from dokodesk.engine.cards import CQ, Card, Hand, deck
from dokodesk.engine.game import (
    Action,
    Announcement,
    Contract,
    ContractKind,
    GameSetup,
    Genscher,
    Party,
    Phase,
    Pig,
    PigKind,
    Reservation,
    Reserve,
    ReserveKind,
    Return,
    State,
    Thrown,
    Trick,
    contract_order,
    dulle_second,
    dulle_why,
    is_open_hochzeit,
    poverty_return_info,
)
from dokodesk.engine.order import Order
from dokodesk.engine.rules import Rules


class PublicPoverty(NamedTuple):
    """An Armut as the table sees it; ``given`` and ``returned`` only for who handled them
    (the poor player and, once he has taken them, the taker)."""

    poor: int
    given_count: int
    face_up: tuple[Card, ...]
    taker: int | None
    declined: tuple[int, ...]
    returned_count: int
    return_info: int | bool | None
    """What the taker said: number of trumps, whether a trump, or None (``poverty_return_info``)."""
    given: tuple[Card, ...] | None
    returned: tuple[Card, ...] | None


class View(NamedTuple):
    """The game as ``player`` sees it."""

    player: int
    """Whose view this is; :data:`ONLOOKER` for the public view of somebody watching."""
    rules: Rules
    first: int
    owes_pflichtsolo: tuple[bool, ...] | None
    phase: Phase
    to_act: int
    hand: Hand
    hand_sizes: tuple[int, ...]
    reservations: tuple[ReserveKind | None, ...]
    """Per player: ``gesund``, ``vorbehalt`` or None (not spoken yet); the own one in full."""
    contract: Contract | None
    """The game as far as public (a stille Hochzeit shows as ``normal`` to the others)."""
    parties: tuple[Party | None, ...]
    """Per player his party, or None where not yet known to this player."""
    poverty: PublicPoverty | None
    leader: int
    trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    announcements: tuple[Announcement, ...]
    levels: tuple[int, int]
    clarified: int
    history: tuple[Action, ...]
    """The actions so far with what this player may not see left out: other players'
    reservations show as ``Reserve(player, "vorbehalt")`` or gesund, returned cards of an Armut
    as ``Return(player, -1)`` unless this player gave or got them."""
    pigs: tuple[Pig, ...] = ()
    """Schweine and Superschweine announced, with their holders."""
    partners: tuple[tuple[int, int], ...] = ()
    """Pairs of players known to be partners although their party may not be known (a Schwein
    said after the first came home: its holder and the winner of that trick)."""
    genscher: Genscher | None = None
    thrown: Thrown | None = None
    """A hand thrown in (Schmeißen), shown to all."""
    bock: int = 1
    """The Bock factor of this game."""
    bock_waiting: tuple[int, ...] = ()
    """The factors of the Bock games waiting after this one."""

    @property
    def order(self) -> Order:
        """The card order of the game as this player sees it, announced Schweine included."""
        return contract_order(self.contract, self.pigs)

    def order_at(self, trick: int) -> Order:
        """The card order that judged (or judges) trick ``trick`` (0-based)."""
        return contract_order(self.contract, self.pigs, trick)

    def second_dulle(self, trick: int) -> bool:
        """Whether a second Herz-Zehn beats the first in trick ``trick`` (0-based)."""
        return dulle_second(self.rules, self.pigs, trick)

    def why_wins(self, trick: int) -> str:
        """Why the winner of the finished trick ``trick`` (0-based) won it (a code of
        :data:`~dokodesk.engine.order.WHY_WINS`)."""
        return dulle_why(self.rules, self.pigs, self.order_at(trick), self.tricks[trick].cards,
                         trick)

    def setup_with(self, hands: tuple[Hand, ...], forced_soloist: int | None = None) -> GameSetup:
        """The setup of this game as if ``hands`` had been dealt: all the view knows of it (the
        rules, who is first, the Pflichtsoli, the Bock factor), so that a game played out from
        it scores as this one would."""
        return GameSetup(self.rules, hands, self.first, self.owes_pflichtsolo,
                         forced_soloist=forced_soloist, bock=self.bock,
                         bock_waiting=self.bock_waiting)

    @property
    def open_hochzeit(self) -> bool:
        """Whether an announced Hochzeit still waits for its Klärungsstich."""
        return is_open_hochzeit(self.contract, self.clarified)


ONLOOKER = -1
"""The ``player`` of the public view: somebody watching who holds no cards."""


def _known_parties(state: State, player: int) -> tuple[Party | None, ...]:
    """The parties ``player`` knows (an onlooker: those every player knows)."""
    contract = state.contract
    if contract is None:
        return tuple(None for _ in range(4))
    re = state.re
    full = tuple(Party.RE if r else Party.KONTRA for r in re)
    kind = contract.kind
    if kind is ContractKind.SOLO or state.genscher is not None:
        return full
    if kind is ContractKind.ARMUT:
        return full if state.poverty is not None and state.poverty.taker is not None else (
            tuple(Party.RE if p == contract.declarer else None for p in range(4)))
    if kind is ContractKind.HOCHZEIT:
        if state.clarified:
            return full
        return tuple(Party.RE if p == contract.declarer else None for p in range(4))
    if kind is ContractKind.STILLE_HOCHZEIT and player == contract.declarer:
        return full  # he holds both Kreuz-Damen: everybody else is Kontra
    known: list[Party | None] = [None] * 4
    if player != ONLOOKER:
        known[player] = full[player]
    queens = _queens_played(state)
    for p in range(4):
        if queens[p]:
            known[p] = Party.RE
    for a in state.announcements:
        known[a.player] = a.party
    if kind is ContractKind.STILLE_HOCHZEIT and contract.declarer is not None and (
        queens[contract.declarer] == 2
    ):
        return full
    for one, other in _partners(state):
        if known[one] is None:
            known[one] = known[other]
        if known[other] is None:
            known[other] = known[one]
        if known[one] is None and any(k == Party.RE for k in known):
            known[one] = known[other] = Party.KONTRA  # partners beside a known Re cannot be Re
    if kind is ContractKind.NORMAL and sum(1 for k in known if k == Party.RE) == 2:
        return tuple(k or Party.KONTRA for k in known)
    return tuple(known)


def _partners(state: State) -> tuple[tuple[int, int], ...]:
    """The link a Schwein said after the first came home makes public: its holder and the
    winner of the trick with his first Schwein card (RULES.md 14.1)."""
    if state.setup.rules.schweine != "second_after_first_home":
        return ()
    pig = next((p for p in state.pigs if p.kind is PigKind.SCHWEINE), None)
    if pig is None:
        return ()
    for t in state.tricks[:pig.trick]:
        for i, card in enumerate(t.cards):
            if card == pig.card and (t.leader + i) % 4 == pig.player:
                return () if t.winner == pig.player else ((pig.player, t.winner),)
    return ()


def _queens_played(state: State) -> list[int]:
    """How many Kreuz-Damen each player has played so far."""
    queens = [0, 0, 0, 0]
    for t in (*state.tricks, Trick(state.leader, state.trick, -1)):
        for i, card in enumerate(t.cards):
            if card == CQ:
                queens[(t.leader + i) % 4] += 1
    return queens


def _public_action(state: State, action: Action, player: int) -> Action:
    if isinstance(action, Reserve) and action.player != player and (
            action.kind != Reservation.GESUND):
        won = state.contract is not None and state.contract.declarer == action.player and (
            state.contract.kind in (ContractKind.SOLO, ContractKind.HOCHZEIT, ContractKind.ARMUT,
                                    ContractKind.SCHMEISSEN))
        return action if won else Reserve(action.player, Reservation.VORBEHALT)
    if isinstance(action, Return) and player not in (action.player, _poor(state)):
        return Return(action.player, -1)
    return action


def _poor(state: State) -> int | None:
    return None if state.poverty is None else state.poverty.poor


def view(state: State, player: int) -> View:
    """The information view of player ``player`` (:data:`ONLOOKER`: what is public)."""
    spoken: list[ReserveKind | None] = [None] * 4
    for r in state.reservations:
        shown = r.player == player or r.kind == Reservation.GESUND
        spoken[r.player] = r.kind if shown else Reservation.VORBEHALT
    contract = state.contract
    if (
        contract is not None
        and contract.kind is ContractKind.STILLE_HOCHZEIT
        and contract.declarer is not None
        and contract.declarer != player
        and _queens_played(state)[contract.declarer] < 2
        and state.genscher is None
    ):
        contract = Contract(ContractKind.NORMAL)
    pov = state.poverty
    public_pov = None
    if pov is not None:
        handled = player in (pov.poor, pov.taker)
        public_pov = PublicPoverty(
            poor=pov.poor,
            given_count=len(pov.given),
            face_up=pov.face_up,
            taker=pov.taker,
            declined=pov.declined,
            returned_count=len(pov.returned),
            return_info=poverty_return_info(state),
            given=pov.given if handled else None,
            returned=pov.returned if handled else None,
        )
    return View(
        player=player,
        rules=state.setup.rules,
        first=state.setup.first,
        owes_pflichtsolo=state.setup.owes_pflichtsolo,
        phase=state.phase,
        to_act=state.to_act,
        hand=state.hands[player] if player != ONLOOKER else (),
        hand_sizes=tuple(len(h) for h in state.hands),
        reservations=tuple(spoken),
        contract=contract,
        parties=_known_parties(state, player),
        poverty=public_pov,
        leader=state.leader,
        trick=state.trick,
        tricks=state.tricks,
        announcements=state.announcements,
        levels=state.levels,
        clarified=state.clarified,
        history=tuple(_public_action(state, a, player) for a in state.history),
        pigs=state.pigs,
        partners=_partners(state),
        genscher=state.genscher,
        thrown=state.thrown,
        bock=state.setup.bock,
        bock_waiting=state.setup.bock_waiting,
    )


def public_view(state: State) -> View:
    """What somebody watching the table knows: no hand, and only what is public."""
    return view(state, ONLOOKER)


def played_tricks(shown: View) -> tuple[Trick, ...]:
    """The finished tricks and the one on the table (winner -1), in play order."""
    if not shown.trick:
        return shown.tricks
    return (*shown.tricks, Trick(shown.leader, shown.trick, -1))


def shown_voids(shown: View) -> tuple[frozenset[int], ...]:
    """Per player: the suits in play (0-3 plain, :data:`~dokodesk.engine.order.TRUMP`) he has
    shown he cannot follow, by playing another suit to a trick led in one (the current trick
    included). Public play only: the same for every player's view of a position.

    >>> from dokodesk.engine.rules import preset
    >>> from dokodesk.engine.game import GameSetup, Play, Reserve, apply, new_game, turn
    >>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=5))
    >>> for p in range(4):
    ...     state = apply(state, Reserve(p, "gesund"))
    >>> shown_voids(view(state, 0))
    (frozenset(), frozenset(), frozenset(), frozenset())
    >>> while not any(shown_voids(public_view(state))):
    ...     state = apply(state, Play(state.to_act, turn(state).cards()[-1]))
    >>> [sorted(v) for v in shown_voids(view(state, 1))]
    [[], [2], [], []]
    """
    voids: list[set[int]] = [set(), set(), set(), set()]
    for index, t in enumerate(played_tricks(shown)):
        suit = shown.order_at(index).suit  # announced Schweine may change a card's suit
        led = suit[t.cards[0]]
        for i, card in enumerate(t.cards[1:], start=1):
            if suit[card] != led:
                voids[(t.leader + i) % 4].add(led)
    return tuple(frozenset(v) for v in voids)


def unseen_cards(shown: View) -> list[int]:
    """Per card: the copies neither in the viewer's hand nor played yet (held by the others).

    >>> from dokodesk.engine.rules import preset
    >>> from dokodesk.engine.game import GameSetup, new_game
    >>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=5))
    >>> sum(unseen_cards(view(state, 0))), sum(unseen_cards(public_view(state)))
    (36, 48)
    """
    unseen = [0] * 24
    for card in deck(shown.rules.with_nines):
        unseen[card] += 1
    for card in shown.hand:
        unseen[card] -= 1
    for t in played_tricks(shown):
        for card in t.cards:
            unseen[card] -= 1
    return unseen


def trumps_out(shown: View) -> tuple[tuple[Card, int], ...]:
    """The trumps of the game shown, highest first, each with how many of its copies are still
    out: neither played nor in the viewer's hand (cards of the deck only: no Neunen without
    them)."""
    unseen = unseen_cards(shown)
    in_deck = set(deck(shown.rules.with_nines))
    return tuple((card, unseen[card]) for card in shown.order.trumps if card in in_deck)
