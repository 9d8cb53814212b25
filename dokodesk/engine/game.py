"""One game of Doppelkopf as a frozen state and pure functions on it.

The game runs through explicit phases: the reservations (gesund or a Vorbehalt), for an Armut
the offer and the returned cards, where Schweine are said before the first card the round that
asks for them, then the tricks, until it is finished (or thrown in when nobody takes an Armut
or a player throws his hand in). ``legal_actions(state, player)`` lists what a player may do
now, ``apply(state, action)`` returns the next state and raises :class:`IllegalAction` naming
the rule an action breaks. Announcements (Schweine too) may come from any player whenever they
are legal.

Players are numbered 0-3 in playing order (player p+1 plays after player p); ``first`` is the
player at the dealer's left, who speaks first and leads a normal game.

``turn(state)`` says who must act next and what everybody may do: the one place the arena,
the table, the terminal and random play ask.

>>> from dokodesk.engine.rules import preset
>>> state = new_game(GameSetup.from_seed(preset("ddv"), seed=1, first=0))
>>> while state.phase is Phase.RESERVATIONS:
...     state = apply(state, Reserve(state.to_act, Reservation.GESUND))
>>> state.phase, state.contract.kind, len(legal_cards(state)) > 0
(<Phase.PLAY: 'play'>, <ContractKind.NORMAL: 'normal'>, True)
>>> t = turn(state)
>>> t.player == state.to_act, [len(t.optional(p)) > 0 for p in range(4)]
(True, [True, True, True, True])
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple, NoReturn

from dokodesk.engine.cards import (
    ACE,
    AUGEN,
    CQ,
    DA,
    DIAMONDS,
    DK,
    HEARTS,
    JACK,
    KING,
    NINE,
    QUEEN,
    TEN,
    Card,
    Hand,
    card_name,
    deal,
    make_card,
    rank_of,
    remove_card,
    suit_of,
)
from dokodesk.engine.errors import IllegalAction
from dokodesk.engine.order import (
    NORMAL,
    TRUMP,
    Order,
    order_for,
    playable,
    second_dulle_wins,
    trick_winner,
    trump_suit,
    why_wins,
)
from dokodesk.engine.rules import DEADLINE_KEYS, FARBSOLOS, SOLO_TYPES, Precedence, Rules, Solo


class Phase(StrEnum):
    """Where a game stands."""

    RESERVATIONS = "reservations"
    """Each player in turn says gesund or his Vorbehalt."""
    POVERTY_OFFER = "poverty_offer"
    """The cards of an Armut are offered round."""
    POVERTY_RETURN = "poverty_return"
    """The taker of an Armut gives cards back."""
    SCHWEINE = "schweine_round"
    """Before the first card (``schweine = at_start``): every player from the leader on is
    asked for Schweine, and once they are said for Superschweine."""
    PLAY = "play"
    FINISHED = "finished"
    THROWN_IN = "thrown_in"
    """Nobody took the Armut, or a player threw his hand in: the game does not count."""


class ContractKind(StrEnum):
    """The game the reservations decided."""

    NORMAL = "normal"
    STILLE_HOCHZEIT = "stille_hochzeit"
    """Both Kreuz-Damen in one hand and no Hochzeit announced: a Karo-Solo."""
    HOCHZEIT = "hochzeit"
    ARMUT = "armut"
    SOLO = "solo"
    SCHMEISSEN = "schmeissen"
    """A player threw his hand in: no game is played."""

    @property
    def is_solo(self) -> bool:
        """One player against three from the first card: a solo, or the stille Hochzeit
        (a Karo-Solo in all but name).

        >>> ContractKind.STILLE_HOCHZEIT.is_solo, ContractKind.HOCHZEIT.is_solo
        (True, False)
        """
        return self in (ContractKind.SOLO, ContractKind.STILLE_HOCHZEIT)


class Party(StrEnum):
    """The two sides of a game, by the names records and texts give them."""

    RE = "re"
    KONTRA = "kontra"


class Reservation(StrEnum):
    """What a player says in the reservations besides a solo (:class:`~dokodesk.engine.rules.
    Solo`): gesund or a Vorbehalt."""

    GESUND = "gesund"
    HOCHZEIT = "hochzeit"
    ARMUT = "armut"
    SCHMEISSEN = "schmeissen"
    """Throwing the hand in, for a reason of the option ``schmeissen``."""
    VORBEHALT = "vorbehalt"
    """A Vorbehalt not yet shown: how another player's reservation looks in a view."""


ReserveKind = Reservation | Solo
"""What a :class:`Reserve` says: gesund, a Vorbehalt or a solo."""


def reserve_kind(word: str) -> ReserveKind:
    """The kind of reservation named ``word`` (raises ``ValueError`` for anything else).

    >>> reserve_kind("gesund"), reserve_kind("damen")
    (<Reservation.GESUND: 'gesund'>, <Solo.DAMEN: 'damen'>)
    """
    if word in SOLO_TYPES:
        return Solo(word)
    return Reservation(word)


class PigKind(StrEnum):
    """What a pair of cards in one hand may be announced as (RULES.md 14.1, 14.2)."""

    SCHWEINE = "schweine"
    """Both aces of the trump suit (the Füchse): above the Dullen."""
    SUPERSCHWEINE = "superschweine"
    """Both trump nines (kings without nines) or tens: above the Schweine."""


# Enum members are slow to look up on their class (a descriptor in Python 3.11): the functions
# below compare with these module constants instead, which are the same members.
_RESERVATIONS, _POVERTY_OFFER, _POVERTY_RETURN = (
    Phase.RESERVATIONS, Phase.POVERTY_OFFER, Phase.POVERTY_RETURN)
_PLAY, _FINISHED, _THROWN_IN = Phase.PLAY, Phase.FINISHED, Phase.THROWN_IN
_SCHWEINE_ROUND = Phase.SCHWEINE
_SOLO, _HOCHZEIT = ContractKind.SOLO, ContractKind.HOCHZEIT
_SCHWEINE, _SUPERSCHWEINE = PigKind.SCHWEINE, PigKind.SUPERSCHWEINE

LEVEL_NAMES: tuple[str, ...] = ("", "", "no90", "no60", "no30", "schwarz")
"""Announcement levels 1-5; level 1 is ``re`` or ``kontra`` by the announcer's party."""
RE_OR_KONTRA, NO90, NO60, NO30, SCHWARZ = 1, 2, 3, 4, 5
LEVEL_OF: dict[str, int] = {"re": RE_OR_KONTRA, "kontra": RE_OR_KONTRA, "no90": NO90,
                            "no60": NO60, "no30": NO30, "schwarz": SCHWARZ}
"""The level of an announcement by its name in records."""


# ---------------------------------------------------------------------------------------------
# Actions


@dataclass(frozen=True, slots=True)
class Reserve:
    """Say ``gesund`` or a Vorbehalt: ``hochzeit``, ``armut``, a solo type (``damen``, ...) or
    ``schmeissen`` (throwing the hand in, for the ``reason`` of the option ``schmeissen``);
    ``pflicht`` marks a solo as the player's Pflichtsolo."""

    player: int
    kind: ReserveKind
    pflicht: bool = False
    reason: str = ""


@dataclass(frozen=True, slots=True)
class PovertyReply:
    """Take (``accept``) or decline the cards of an Armut, offered in turn."""

    player: int
    accept: bool


@dataclass(frozen=True, slots=True)
class Return:
    """The taker of an Armut gives one card back to the poor player."""

    player: int
    card: Card


@dataclass(frozen=True, slots=True)
class Announce:
    """An announcement up to ``level`` (1 Re/Kontra, 2 keine 90, ... 5 schwarz); skipped
    levels are said with it."""

    player: int
    level: int


@dataclass(frozen=True, slots=True)
class Play:
    """Play a card to the trick; with the first of both Karo-Könige under ``genscher`` the
    player may name his ``partner`` (a Genscher, RULES.md 14.3)."""

    player: int
    card: Card
    partner: int | None = None


@dataclass(frozen=True, slots=True)
class Pigs:
    """Announce Schweine or Superschweine (``kind``); in the round before the first card
    (``schweine = at_start``) a player who does not (or cannot) says no (``say`` False)."""

    player: int
    kind: PigKind
    say: bool = True


@dataclass(frozen=True, slots=True)
class Concede:
    """The soloist gives up: every trick not yet complete goes to Kontra (TSR 5.4.6)."""

    player: int


Action = Reserve | PovertyReply | Return | Announce | Play | Concede | Pigs

_PLAYS = tuple(tuple(Play(s, c) for c in range(24)) for s in range(4))
_RETURNS = tuple(tuple(Return(s, c) for c in range(24)) for s in range(4))
_ANNOUNCES = tuple(tuple(Announce(s, lv) for lv in range(6)) for s in range(4))


# ---------------------------------------------------------------------------------------------
# The state


@dataclass(frozen=True)
class GameSetup:
    """Everything fixed before the first word: the rules, the hands as dealt, who is first,
    and what the Partie says about Pflichtsoli and doubling."""

    rules: Rules
    hands: tuple[Hand, ...]
    first: int = 0
    owes_pflichtsolo: tuple[bool, ...] | None = None
    """Per player whether a solo would be his Pflichtsolo; None: the declaration says."""
    forced_soloist: int | None = None
    """A player who must play his Pflichtsolo now ("vorgeführt"): no reservations are asked."""
    multiplier: int = 1
    """2 when a Kalter Schlag doubles this game."""
    bock: int = 1
    """The Bock factor of this game (RULES.md 14.5), apart from the Kalter Schlag."""
    bock_waiting: tuple[int, ...] = ()
    """The factors of the Bock games waiting after this one, the next first (public)."""

    @staticmethod
    def from_seed(rules: Rules, seed: int, first: int = 0, **kw: object) -> GameSetup:
        """Deal from ``seed``: the first packet goes to ``first``, the dealer's left."""
        dealt = deal(seed, rules.with_nines)
        hands = tuple(dealt[(p - first) % 4] for p in range(4))
        return GameSetup(rules, hands, first, **kw)  # type: ignore[arg-type]


class Contract(NamedTuple):
    """What the reservations decided."""

    kind: ContractKind
    declarer: int | None = None
    """The soloist, the Hochzeiter or the poor player."""
    solo: Solo | None = None
    pflicht: bool = False
    forced: bool = False


class Trick(NamedTuple):
    leader: int
    cards: tuple[Card, ...]
    winner: int


class Announcement(NamedTuple):
    player: int
    level: int
    """The level reached by this announcement (lower levels skipped are included)."""
    party: Party
    cards_in_hand: int
    duty: bool = False
    """A Pflichtansage: the Re or Kontra the winner of the first trick (or the Klärungsstich)
    must say, made by the engine and always in time (RULES.md 14.7)."""


class Pig(NamedTuple):
    """Announced Schweine or Superschweine: their cards rank above every other trump from the
    trick ``trick`` on (the trick being played when they were said; 0-based)."""

    player: int
    kind: PigKind
    card: Card
    trick: int


class Genscher(NamedTuple):
    """A Genscher: ``player`` chose ``partner`` with his first Karo-König in trick ``trick``
    (0-based); the two are Re from then on."""

    player: int
    partner: int
    trick: int


class Thrown(NamedTuple):
    """A hand thrown in (Schmeißen): who, for which reason, and the hand shown to all."""

    player: int
    reason: str
    hand: Hand

class Poverty(NamedTuple):
    """An Armut in progress or done."""

    poor: int
    given: tuple[Card, ...]
    face_up: tuple[Card, ...]
    """The given cards everybody sees."""
    taker: int | None = None
    returned: tuple[Card, ...] = ()
    declined: tuple[int, ...] = ()


class State(NamedTuple):
    """A position in a game. Never changed: :func:`apply` makes a new one."""

    setup: GameSetup
    phase: Phase
    to_act: int
    """Who must act next (speak, reply, return or play); -1 when the game is over."""
    hands: tuple[Hand, ...]
    reservations: tuple[Reserve, ...] = ()
    contract: Contract | None = None
    re: tuple[bool, ...] = (False, False, False, False)
    """Per player whether he is Re (as far as decided: an open Hochzeit has only one)."""
    soloist: int | None = None
    """Set when the game is scored as a solo (also a stille or unclarified Hochzeit)."""
    clarified: int = 0
    """In an announced Hochzeit: the number of the Klärungsstich once it is played."""
    poverty: Poverty | None = None
    leader: int = 0
    trick: tuple[Card, ...] = ()
    tricks: tuple[Trick, ...] = ()
    announcements: tuple[Announcement, ...] = ()
    levels: tuple[int, int] = (0, 0)
    """The announcement level of Re and of Kontra (0 none, 1 Re/Kontra, ... 5 schwarz)."""
    history: tuple[Action, ...] = ()
    """Every action so far, in order."""
    conceded: bool = False
    """Whether the soloist gave the remaining tricks to Kontra (TSR 5.4.6)."""
    pigs: tuple[Pig, ...] = ()
    """Schweine and Superschweine announced so far."""
    asked: int = 0
    """In the Schweine round: how many players have answered."""
    came_home: int | None = None
    """Under ``schweine = second_after_first_home``: the player whose first Schwein card was
    played as a Fuchs in a trick his party won, so that he may say Schwein."""
    genscher: Genscher | None = None
    thrown: Thrown | None = None

    @property
    def rules(self) -> Rules:
        return self.setup.rules

    @property
    def order(self) -> Order:
        """The card order now (the normal order until a solo is declared), with the cards of
        announced Schweine and Superschweine on top."""
        return contract_order(self.contract, self.pigs)

    def order_at(self, trick: int) -> Order:
        """The card order that judged (or judges) trick ``trick`` (0-based)."""
        return contract_order(self.contract, self.pigs, trick)

    def second_dulle(self, trick: int) -> bool:
        """Whether a second Herz-Zehn beats the first in trick ``trick`` (0-based)."""
        return dulle_second(self.setup.rules, self.pigs, trick)

    def why_wins(self, trick: int) -> str:
        """Why the winner of the finished trick ``trick`` (0-based) won it (a code of
        :data:`~dokodesk.engine.order.WHY_WINS`)."""
        return dulle_why(self.setup.rules, self.pigs, self.order_at(trick),
                         self.tricks[trick].cards, trick)

    @property
    def tricks_per_game(self) -> int:
        return self.setup.rules.tricks_per_game

    @property
    def open_hochzeit(self) -> bool:
        """Whether this is an announced Hochzeit whose Klärungsstich has not come yet."""
        return is_open_hochzeit(self.contract, self.clarified)


def contract_order(contract: Contract | None, pigs: tuple[Pig, ...] = (),
                   trick: int | None = None) -> Order:
    """The card order of the game ``contract`` decided (the normal order before that), with
    the cards of ``pigs`` on top, Superschweine first (only those said by trick ``trick``,
    0-based, when it is given)."""
    kind = contract.solo if contract is not None and contract.kind is _SOLO and \
        contract.solo else NORMAL
    if not pigs:
        return order_for(kind)
    said = [p for p in pigs if trick is None or p.trick <= trick]
    top = tuple(p.card for p in sorted(said, key=lambda p: p.kind is not _SUPERSCHWEINE))
    return order_for(kind, top)


def dulle_second(rules: Rules, pigs: tuple[Pig, ...], trick: int) -> bool:
    """Whether a second Herz-Zehn beats the first in trick ``trick`` (0-based): the option
    ``dulle_rule``, unless Schweine said by then make the first win
    (``schweine_first_dulle_wins``). The one place every table, text and lesson asks.

    >>> from dokodesk.engine.rules import preset
    >>> rules = preset("ddv").replace(dulle_rule="second_beats_first",
    ...                               schweine="at_start", schweine_first_dulle_wins=True)
    >>> said = (Pig(0, PigKind.SCHWEINE, DA, 0),)
    >>> dulle_second(rules, (), 3), dulle_second(rules, said, 3)
    (True, False)
    """
    last = trick == rules.tricks_per_game - 1
    return second_dulle_wins(rules.dulle_rule, last, _schweine_first(rules, pigs, trick))


def _schweine_first(rules: Rules, pigs: tuple[Pig, ...], trick: int) -> bool:
    """Whether Schweine said by trick ``trick`` make the first Dulle win."""
    return rules.schweine_first_dulle_wins and any(
        p.kind is _SCHWEINE and p.trick <= trick for p in pigs)


def dulle_why(rules: Rules, pigs: tuple[Pig, ...], order: Order, cards: tuple[Card, ...],
              trick: int) -> str:
    """Why the winner of trick ``trick`` (0-based; ``cards`` judged by ``order``) wins it
    (:func:`~dokodesk.engine.order.why_wins`), under the Dulle rule of :func:`dulle_second`."""
    last = trick == rules.tricks_per_game - 1
    return why_wins(order, cards, rules.dulle_rule, last, _schweine_first(rules, pigs, trick))


def is_open_hochzeit(contract: Contract | None, clarified: int) -> bool:
    """Whether ``contract`` is an announced Hochzeit still waiting for its Klärungsstich
    (``clarified``: the number of that trick once played, else 0)."""
    return contract is not None and contract.kind is _HOCHZEIT and not clarified


def new_game(setup: GameSetup) -> State:
    """The state before the first word of the reservations."""
    size = setup.rules.tricks_per_game
    if len(setup.hands) != 4 or any(len(h) != size for h in setup.hands):
        raise ValueError(f"a game needs four hands of {size} cards")
    hands = tuple(tuple(sorted(h)) for h in setup.hands)
    to_act = setup.forced_soloist if setup.forced_soloist is not None else setup.first
    return State(setup=setup, phase=_RESERVATIONS, to_act=to_act, hands=hands)


def is_over(state: State) -> bool:
    """Whether the game has ended (played out, or thrown in after an untaken Armut)."""
    return state.phase is _FINISHED or state.phase is _THROWN_IN


def party(state: State, player: int) -> Party:
    """The party of a player as the game stands."""
    return Party.RE if state.re[player] else Party.KONTRA


# ---------------------------------------------------------------------------------------------
# Reservations


def _normal_trumps(hand: Hand) -> tuple[Card, ...]:
    trump = order_for("normal").trump
    return tuple(c for c in hand if trump[c])


def may_declare_poverty(rules: Rules, hand: Hand) -> bool:
    """Whether a hand is poor enough for an Armut under these rules (docs/RULES.md)."""
    if not rules.poverty:
        return False
    trumps = _normal_trumps(hand)
    counted = len(trumps) if rules.poverty_foxes_count else sum(1 for c in trumps if c != DA)
    return counted <= rules.poverty_max_trumps


def _pflicht_choices(state: State, player: int) -> tuple[bool, ...]:
    setup = state.setup
    if setup.rules.pflichtsolo == "off":
        return (False,)
    if setup.forced_soloist is not None:
        return (True,)
    if setup.owes_pflichtsolo is None:
        return (True, False)
    return (setup.owes_pflichtsolo[player],)


def throw_reasons(rules: Rules, hand: Hand) -> tuple[str, ...]:
    """The reasons of the option ``schmeissen`` for which ``hand`` (as dealt) may be thrown in,
    counted by the normal game's trumps (RULES.md 14.4).

    >>> from dokodesk.engine.rules import preset
    >>> from dokodesk.engine.cards import parse_card
    >>> hand = tuple(parse_card(c) for c in "S9 S9 H9 H9 D9 CA CT SK HK DJ CQ HT".split())
    >>> throw_reasons(preset("kneipe_plus"), hand), throw_reasons(preset("kneipe"), hand)
    (('nines',), ())
    """
    reasons = rules.throw_reasons()
    if not reasons:
        return ()
    trumps = _normal_trumps(hand)
    nines = sum(1 for c in hand if rank_of(c) == NINE)
    kings = sum(1 for c in hand if rank_of(c) == KING)
    met = {
        "nines": nines >= reasons.get("nines", 99),
        "kings": kings >= reasons.get("kings", 99),
        "nines_and_kings": nines + kings >= reasons.get("nines_and_kings", 99),
        "richness": sum(AUGEN[c] for c in hand) >= reasons.get("richness", 999),
        "trumps_at_most": len(trumps) <= reasons.get("trumps_at_most", -1),
        "fox_highest_trump": "fox_highest_trump" in reasons and all(
            suit_of(c) == DIAMONDS and rank_of(c) not in (JACK, QUEEN) for c in trumps),
    }
    return tuple(key for key in reasons if met[key])


def _legal_reservations(state: State, player: int) -> tuple[Reserve, ...]:
    rules = state.setup.rules
    choices = _pflicht_choices(state, player)
    solos = tuple(Reserve(player, solo, pflicht) for solo in rules.solos for pflicht in choices)
    if state.setup.forced_soloist is not None:
        return solos
    hand = state.hands[player]
    out = [Reserve(player, Reservation.GESUND)]
    if hand.count(CQ) == 2:
        out.append(Reserve(player, Reservation.HOCHZEIT))
    if may_declare_poverty(rules, hand):
        out.append(Reserve(player, Reservation.ARMUT))
    out += [Reserve(player, Reservation.SCHMEISSEN, reason=r) for r in throw_reasons(rules, hand)]
    return (*out, *solos)


def _check_reservation(state: State, action: Reserve) -> None:
    if action in _legal_reservations(state, action.player):
        return
    rules = state.setup.rules
    kind = action.kind
    if state.setup.forced_soloist is not None:
        raise IllegalAction("forced_solo", "TSR 4.2.3", player=action.player)
    if kind == Reservation.HOCHZEIT:
        raise IllegalAction("hochzeit_needs_both_queens", "TSR 4.4.1")
    if kind == Reservation.ARMUT:
        if not rules.poverty:
            raise IllegalAction("option_off", "poverty", option="poverty")
        raise IllegalAction("armut_too_many_trumps", "poverty_max_trumps",
                            max=rules.poverty_max_trumps)
    if kind == Reservation.SCHMEISSEN:
        if not rules.schmeissen:
            raise IllegalAction("option_off", "schmeissen", option="schmeissen")
        if action.reason not in rules.throw_reasons():
            raise IllegalAction("throw_reason_unknown", "schmeissen", reason=action.reason,
                                allowed=", ".join(rules.throw_reasons()))
        raise IllegalAction("throw_reason_not_met", "schmeissen", reason=action.reason)
    if kind in SOLO_TYPES:
        if kind not in rules.solos:
            raise IllegalAction("solo_not_played", "solos", solo=kind)
        if action.pflicht:
            raise IllegalAction("not_pflichtsolo", "TSR 4.3.1")
        raise IllegalAction("pflichtsolo_owed", "TSR 4.3.1")
    raise IllegalAction("unknown_reservation", "TSR 4.1", kind=kind)


def _category(rules: Rules, r: Reserve) -> Precedence:
    if r.kind in SOLO_TYPES:
        pflicht = r.pflicht and rules.pflichtsolo != "off"
        return Precedence.PFLICHTSOLO if pflicht else Precedence.LUSTSOLO
    return Precedence(r.kind)


def _resolve(state: State) -> State:
    """All have spoken: the highest Vorbehalt (the nearest to the dealer's left among equals)."""
    setup, rules = state.setup, state.setup.rules
    claims = [r for r in state.reservations if r.kind != Reservation.GESUND]
    first = setup.first
    if claims:
        order = rules.ranking()
        won = min(claims, key=lambda r: order.index(_category(rules, r)))
        alone = tuple(p == won.player for p in range(4))
        if won.kind in SOLO_TYPES:
            forced = setup.forced_soloist is not None
            contract = Contract(_SOLO, won.player, Solo(won.kind), won.pflicht, forced)
            leads = won.pflicht or rules.soloist_leads == "every_solo"
            leader = won.player if leads else first
            return _begin_play(state._replace(contract=contract, re=alone, soloist=won.player),
                               leader)
        if won.kind == Reservation.HOCHZEIT:
            return _begin_play(state._replace(contract=Contract(_HOCHZEIT, won.player),
                                              re=alone), first)
        if won.kind == Reservation.SCHMEISSEN:
            thrown = Thrown(won.player, won.reason, state.hands[won.player])
            return state._replace(phase=_THROWN_IN, to_act=-1, thrown=thrown,
                                  contract=Contract(ContractKind.SCHMEISSEN, won.player))
        return _offer_poverty(state, won.player)
    contract, re = gesund_contract(state.hands)
    soloist = contract.declarer if contract.kind is ContractKind.STILLE_HOCHZEIT else None
    return _begin_play(state._replace(contract=contract, re=re, soloist=soloist), first)


def _begin_play(state: State, leader: int) -> State:
    """The game decided (and an Armut exchanged): the Schweine round where Schweine are said
    before the first card and the game has them, else the first lead."""
    if state.setup.rules.schweine == "at_start" and schweine_cards(
            state.setup.rules, state.contract) is not None:
        return state._replace(phase=_SCHWEINE_ROUND, to_act=leader, leader=leader, asked=0)
    return state._replace(phase=_PLAY, to_act=leader, leader=leader)


def gesund_contract(hands: tuple[Hand, ...]) -> tuple[Contract, tuple[bool, ...]]:
    """The game when everybody said gesund, and who is Re, from the hands as dealt: a stille
    Hochzeit (a Karo-Solo) where one hand holds both Kreuz-Damen, else a normal game of the
    two Kreuz-Damen against the rest."""
    for p in range(4):
        if hands[p].count(CQ) == 2:
            return (Contract(ContractKind.STILLE_HOCHZEIT, p, Solo.KARO),
                    tuple(q == p for q in range(4)))
    return Contract(ContractKind.NORMAL), tuple(CQ in h for h in hands)


# ---------------------------------------------------------------------------------------------
# Armut / Trumpfabgabe


def _offer_poverty(state: State, poor: int) -> State:
    rules = state.setup.rules
    given = _normal_trumps(state.hands[poor])
    if rules.poverty_face_up:
        face_up = given
    elif rules.poverty_foxes_face_up:
        face_up = (DA,) * min(given.count(DA), max(0, len(given) - rules.poverty_max_trumps))
    else:
        face_up = ()
    hands = list(state.hands)
    for card in given:
        hands[poor] = remove_card(hands[poor], card)
    return state._replace(
        phase=_POVERTY_OFFER,
        contract=Contract(ContractKind.ARMUT, poor),
        hands=tuple(hands),
        poverty=Poverty(poor, given, face_up),
        to_act=(poor + 1) % 4,
    )


def _apply_poverty_reply(state: State, action: PovertyReply) -> State:
    pov = state.poverty
    assert pov is not None
    if not action.accept:
        declined = (*pov.declined, action.player)
        if len(declined) == 3:
            pov = pov._replace(declined=declined)
            return state._replace(phase=_THROWN_IN, to_act=-1, poverty=pov)
        next_player = (action.player + 1) % 4
        return state._replace(poverty=pov._replace(declined=declined), to_act=next_player)
    hands = list(state.hands)
    hands[action.player] = tuple(sorted(hands[action.player] + pov.given))
    re = tuple(p in (pov.poor, action.player) for p in range(4))
    state = state._replace(hands=tuple(hands), poverty=pov._replace(taker=action.player), re=re)
    if not pov.given:
        return _start_play(state)
    return state._replace(phase=_POVERTY_RETURN, to_act=action.player)


def _apply_return(state: State, action: Return) -> State:
    pov = state.poverty
    assert pov is not None
    hands = list(state.hands)
    hands[action.player] = remove_card(hands[action.player], action.card)
    returned = (*pov.returned, action.card)
    state = state._replace(hands=tuple(hands), poverty=pov._replace(returned=returned))
    if len(returned) < len(pov.given):
        return state
    hands[pov.poor] = tuple(sorted(hands[pov.poor] + returned))
    return _start_play(state._replace(hands=tuple(hands)))


def _start_play(state: State) -> State:
    return _begin_play(state, state.setup.first)


def poverty_return_info(state: State) -> int | bool | None:
    """What the taker must say about the cards he returned (``poverty_return_info``):
    the number of trumps, whether there was a trump, or None."""
    pov, info = state.poverty, state.setup.rules.poverty_return_info
    if pov is None or info == "none" or len(pov.returned) < len(pov.given) or pov.taker is None:
        return None
    trumps = sum(1 for c in pov.returned if order_for("normal").trump[c])
    return trumps if info == "trump_count" else trumps > 0


# ---------------------------------------------------------------------------------------------
# Schweine and Superschweine (RULES.md 14.1, 14.2)


def schweine_cards(rules: Rules, contract: Contract | None) -> tuple[Card, Card | None] | None:
    """The card whose pair in one hand may be Schweine in the game ``contract`` and the card
    whose pair may then be Superschweine (None where there are none), or None when this game
    has no Schweine (option off, an Armut without ``schweine_in_armut``, a solo without trump
    aces or one the option leaves out).

    >>> from dokodesk.engine.rules import preset
    >>> pub = preset("kneipe_plus").replace(superschweine="nines")
    >>> [card_name(c) for c in schweine_cards(pub, Contract(ContractKind.NORMAL))]
    ['DA', 'D9']
    >>> [card_name(c) for c in schweine_cards(pub, Contract(ContractKind.SOLO, 0, "kreuz"))]
    ['CA', 'C9']
    >>> schweine_cards(pub, Contract(ContractKind.SOLO, 0, "damen")) is None
    True
    """
    if rules.schweine == "off" or contract is None:
        return None
    kind = contract.kind
    super_suit: int | None = DIAMONDS
    if kind is ContractKind.ARMUT:
        if not rules.schweine_in_armut:
            return None
        suit = DIAMONDS
    elif kind is _SOLO:
        solo = contract.solo or ""
        if solo not in FARBSOLOS or rules.schweine_in_solo == "none":
            return None
        if rules.schweine_in_solo == "diamond_aces":
            suit = DIAMONDS
            super_suit = DIAMONDS if solo == "karo" else None
        else:
            own = trump_suit(solo)
            assert own is not None
            suit = super_suit = own
    elif kind in (ContractKind.NORMAL, ContractKind.STILLE_HOCHZEIT, _HOCHZEIT):
        suit = DIAMONDS
    else:
        return None
    pig = make_card(suit, ACE)
    if rules.superschweine == "off" or super_suit is None:
        return pig, None
    if rules.superschweine == "tens":
        return pig, None if super_suit == HEARTS else make_card(super_suit, TEN)
    return pig, make_card(super_suit, NINE if rules.with_nines else KING)


def _said(state: State, kind: PigKind) -> Pig | None:
    return next((p for p in state.pigs if p.kind is kind), None)


def _may_say(state: State, player: int, kind: PigKind) -> bool:
    """Whether ``player`` may say ``kind`` now (in the Schweine round or while playing)."""
    rules = state.setup.rules
    cards = schweine_cards(rules, state.contract)
    if cards is None:
        return False
    hand = state.hands[player]
    pig, super_card = cards
    if kind is _SCHWEINE:
        if _said(state, _SCHWEINE) is not None:
            return False
        if rules.schweine == "second_after_first_home":
            return state.came_home == player and pig in hand
        return hand.count(pig) == 2
    schweine = _said(state, _SCHWEINE)
    if super_card is None or schweine is None or _said(state, _SUPERSCHWEINE) is not None:
        return False
    if schweine.player == player and not rules.superschweine_same_holder:
        return False
    return hand.count(super_card) == 2


def legal_pigs(state: State, player: int) -> tuple[Pigs, ...]:
    """What ``player`` may say of Schweine and Superschweine now: in the Schweine round his
    answer (yes where he may, and no), while playing an announcement where the timing of
    ``schweine`` allows one (``before_first_played``, ``second_after_first_home``)."""
    phase = state.phase
    if phase is _SCHWEINE_ROUND:
        if player != state.to_act:
            return ()
        kind = _SUPERSCHWEINE if state.pigs else _SCHWEINE
        no = Pigs(player, kind, False)
        return (Pigs(player, kind), no) if _may_say(state, player, kind) else (no,)
    if phase is not _PLAY or state.setup.rules.schweine in ("off", "at_start"):
        return ()
    return tuple(Pigs(player, kind) for kind in (_SCHWEINE, _SUPERSCHWEINE)
                 if _may_say(state, player, kind))


def _apply_pigs(state: State, action: Pigs) -> State:
    player, kind = action.player, action.kind
    if state.phase is _SCHWEINE_ROUND:
        if player != state.to_act:
            raise IllegalAction("not_your_turn", "schweine", player=player,
                                to_act=state.to_act)
        if kind is not (_SUPERSCHWEINE if state.pigs else _SCHWEINE):
            raise IllegalAction("pigs_wrong_time", "schweine", kind=kind.value)
    elif not action.say:
        raise IllegalAction("pigs_wrong_time", "schweine", kind=kind.value)
    if action.say and action not in legal_pigs(state, player):
        _refuse_pigs(state, action)
    if action.say:
        cards = schweine_cards(state.setup.rules, state.contract)
        assert cards is not None
        card = cards[0] if kind is _SCHWEINE else cards[1]
        assert card is not None
        state = state._replace(pigs=(*state.pigs, Pig(player, kind, card, len(state.tricks))))
    if state.phase is not _SCHWEINE_ROUND:
        return state
    rules = state.setup.rules
    cards = schweine_cards(rules, state.contract)
    supers = cards is not None and cards[1] is not None
    if action.say and kind is _SCHWEINE and supers:  # now the round for Superschweine
        return state._replace(to_act=state.leader, asked=0)
    asked = state.asked + 1
    if action.say or asked == 4:
        return state._replace(phase=_PLAY, to_act=state.leader, asked=0)
    return state._replace(to_act=(state.leader + asked) % 4, asked=asked)


def _refuse_pigs(state: State, action: Pigs) -> NoReturn:
    """Raise why ``action`` (Schweine or Superschweine) is not allowed now."""
    rules = state.setup.rules
    kind = action.kind.value
    if rules.schweine == "off" or (action.kind is _SUPERSCHWEINE
                                   and rules.superschweine == "off"):
        raise IllegalAction("pigs_off", "schweine", kind=kind)
    if state.phase not in (_PLAY, _SCHWEINE_ROUND) or (
            rules.schweine == "at_start" and state.phase is _PLAY):
        raise IllegalAction("pigs_wrong_time", "schweine", kind=kind)
    cards = schweine_cards(rules, state.contract)
    if cards is None or (action.kind is _SUPERSCHWEINE and cards[1] is None):
        raise IllegalAction("pigs_not_in_this_game", "schweine", kind=kind)
    if _said(state, action.kind) is not None:
        raise IllegalAction("pigs_said", "schweine", kind=kind)
    schweine = _said(state, _SCHWEINE)
    if action.kind is _SUPERSCHWEINE and schweine is None:
        raise IllegalAction("superschweine_before_schweine", "superschweine")
    if action.kind is _SUPERSCHWEINE and schweine is not None and (
            schweine.player == action.player and not rules.superschweine_same_holder):
        raise IllegalAction("superschweine_same_holder", "superschweine_same_holder")
    if rules.schweine == "second_after_first_home" and action.kind is _SCHWEINE:
        raise IllegalAction("schwein_not_home", "schweine")
    raise IllegalAction("pigs_not_held", "schweine", kind=kind)


# ---------------------------------------------------------------------------------------------
# Announcements


def announcement_deadline(rules: Rules, level: int, klaerungsstich: int = 0) -> int:
    """Cards an announcer must still hold for ``level`` as an Erstansage or Absage: the table
    of the rules, 2 lower without nines, and in an announced Hochzeit lower by the number of
    its Klärungsstich (``klaerungsstich``) minus one (TSR 6.4.2).

    >>> from dokodesk.engine.rules import preset
    >>> announcement_deadline(preset("ddv"), NO90), announcement_deadline(preset("ddv"), NO90, 3)
    (10, 8)
    """
    shift = 0 if rules.with_nines else 2
    if klaerungsstich:
        shift += klaerungsstich - 1
    key = "re" if level == RE_OR_KONTRA else DEADLINE_KEYS[level - 1]
    return rules.deadline(key) - shift


def deadline(state: State, level: int) -> int:
    """The deadline of ``level`` in this game (see :func:`announcement_deadline`)."""
    contract = state.contract
    hochzeit = contract is not None and contract.kind is _HOCHZEIT
    return announcement_deadline(state.setup.rules, level, state.clarified if hochzeit else 0)


def late_reply(state: State, side: int) -> bool:
    """Whether the party ``side`` (0 Re, 1 Kontra) said its Re or Kontra only as a reply, too
    late for an Erstansage, which bars its Absagen (TSR 6.4.4). A party rebuilt by a Genscher
    may keep the Re or Kontra of both its players: it is late only where every one of them
    was (RULES.md 14.3)."""
    said = [a for a in state.announcements if (a.party == Party.RE) == (side == 0)]
    needed = deadline(state, RE_OR_KONTRA)
    return bool(said) and not any(a.duty or a.cards_in_hand >= needed for a in said)


def _max_announcement(state: State, player: int) -> tuple[int, int, str | None]:
    """The levels ``player`` may announce now: (lowest, highest, why not) with lowest > highest
    and a reason code when none is legal."""
    if state.phase is not _PLAY:
        return 1, 0, "announce_wrong_phase"
    if state.open_hochzeit:
        return 1, 0, "announce_before_clarification"
    side = 0 if state.re[player] else 1
    current = state.levels[side]
    if current == SCHWARZ:
        return 6, 5, "already_announced"
    n = len(state.hands[player])
    low = current + 1
    if current == 0:
        if n < deadline(state, RE_OR_KONTRA):
            opponent = state.levels[1 - side]
            if opponent and n >= deadline(state, opponent) - 1:
                return 1, 1, None
            return 1, 0, "announce_too_late"
        high = 1
    else:
        if late_reply(state, side):
            return low, current, "absage_after_late_reply"
        high = current
    while high < SCHWARZ and n >= deadline(state, high + 1):
        high += 1
    if high < low:
        return low, high, "announce_too_late"
    return low, high, None


def legal_announcements(state: State, player: int) -> tuple[Announce, ...]:
    """The announcements ``player`` may make now (whether or not it is his turn to play)."""
    low, high, _ = _max_announcement(state, player)
    return _ANNOUNCES[player][low : high + 1]


def _check_announcement(state: State, action: Announce) -> None:
    low, high, why = _max_announcement(state, action.player)
    if low <= action.level <= high:
        return
    side = 0 if state.re[action.player] else 1
    if 1 <= action.level <= state.levels[side]:
        why = "already_announced"
    elif not 1 <= action.level <= SCHWARZ:
        why = "unknown_announcement"
    elif why is None or (why == "already_announced" and action.level > state.levels[side]):
        why = "announce_too_late"
    rule = {
        "announce_wrong_phase": "TSR 6.2.1",
        "announce_before_clarification": "TSR 6.4.2",
        "already_announced": "TSR 6.4.7",
        "absage_after_late_reply": "TSR 6.4.4",
        "announce_too_late": "TSR 6.4.3" if action.level > low else "TSR 6.2.2",
        "unknown_announcement": "TSR 6",
    }[why]
    level = action.level
    details: dict[str, object] = {}
    if why != "unknown_announcement":
        details = {"level": level_name(level, party(state, action.player))}
    if why == "announce_too_late":
        # the level that came too late: the first one (said or skipped) whose deadline is missed
        n = len(state.hands[action.player])
        late = next(
            (lv for lv in range(low, level + 1) if n < deadline(state, lv)), max(low, 1)
        )
        details = {
            "level": level_name(late, party(state, action.player)),
            "needed": deadline(state, late),
            "held": n,
        }
    raise IllegalAction(why, rule, **details)


def level_name(level: int, side: str) -> str:
    """``re``/``kontra`` for level 1 (by party), else ``no90``, ``no60``, ``no30``, ``schwarz``."""
    return side if level == RE_OR_KONTRA else LEVEL_NAMES[level]


def _apply_announcement(state: State, action: Announce) -> State:
    player = action.player
    side = 0 if state.re[player] else 1
    n = len(state.hands[player])
    levels = list(state.levels)
    levels[side] = action.level
    event = Announcement(player, action.level, party(state, player), n)
    return state._replace(announcements=(*state.announcements, event),
                          levels=(levels[0], levels[1]))


# ---------------------------------------------------------------------------------------------
# Playing cards


def legal_cards(state: State) -> tuple[Card, ...]:
    """The distinct cards the player to play may play now (following suit, TSR 5.2)."""
    if state.phase is not _PLAY:
        return ()
    return playable(state.order, state.hands[state.to_act], state.trick)


def _check_play(state: State, action: Play) -> None:
    if state.phase is not _PLAY:
        raise IllegalAction("wrong_phase", "TSR 5.1.1", phase=state.phase)
    if action.player != state.to_act:
        raise IllegalAction("not_your_turn", "TSR 5.2.1", player=action.player, to_act=state.to_act)
    hand = state.hands[action.player]
    if action.card not in hand:
        raise IllegalAction("card_not_in_hand", "TSR 5.1", card=_card_word(action.card))
    if action.partner is not None and (
            action.card != DK or action.partner not in genscher_partners(state, action.player)):
        _refuse_genscher(state, action)
    if state.trick:
        suit = state.order.suit
        led = suit[state.trick[0]]
        if suit[action.card] != led and action.card not in playable(state.order, hand,
                                                                    state.trick):
            held = next(c for c in hand if suit[c] == led)
            looks_led = led != TRUMP and suit_of(action.card) == led  # a trump of that colour
            raise IllegalAction("must_follow_trump_card" if looks_led else "must_follow",
                                "TSR 5.2.2", suit=_suit_word(led), held=card_name(held),
                                card=card_name(action.card))


def _refuse_genscher(state: State, action: Play) -> NoReturn:
    """Raise why the Genscher of ``action`` is not allowed."""
    if not state.setup.rules.genscher:
        raise IllegalAction("option_off", "genscher", option="genscher")
    if action.card != DK or state.hands[action.player].count(DK) != 2:
        raise IllegalAction("genscher_needs_both_kings", "genscher")
    if not (isinstance(action.partner, int) and 0 <= action.partner < 4) or (
            action.partner == action.player):
        raise IllegalAction("genscher_no_such_partner", "genscher", partner=action.partner)
    raise IllegalAction("genscher_not_in_this_game", "genscher")


def _card_word(card: Card) -> str:
    """The name of a card for a message; anything else as it is."""
    return card_name(card) if isinstance(card, int) and 0 <= card < 24 else repr(card)


def _suit_word(suit: int) -> str:
    return "trumpf" if suit == TRUMP else ("kreuz", "pik", "herz", "karo")[suit]


def _apply_play(state: State, action: Play) -> State:
    """The card played, and the history with it (in one step: this is the hot path)."""
    player = action.player
    if action.partner is not None:
        state = _apply_genscher(state, player, action.partner)
    hands = list(state.hands)
    hands[player] = remove_card(hands[player], action.card)
    trick = (*state.trick, action.card)
    history = (*state.history, action)
    if len(trick) < 4:
        return state._replace(hands=tuple(hands), trick=trick, to_act=(player + 1) % 4,
                              history=history)
    rules = state.setup.rules
    index = len(state.tricks)
    last = index == state.tricks_per_game - 1
    second = dulle_second(rules, state.pigs, index) if state.pigs else second_dulle_wins(
        rules.dulle_rule, last)
    leader = state.leader
    winner = (leader + trick_winner(state.order, trick, second)) % 4
    tricks = (*state.tricks, Trick(leader, trick, winner))
    state = state._replace(
        hands=tuple(hands), trick=(), tricks=tricks, to_act=winner, leader=winner,
        history=history,
    )
    number = index + 1
    if state.open_hochzeit:
        declarer = state.contract.declarer if state.contract is not None else None
        assert declarer is not None
        decided, partner = klaerungsstich(rules, declarer, number, state.order.trump[trick[0]],
                                          winner)
        if decided and partner is not None:
            state = state._replace(re=tuple(p in (declarer, partner) for p in range(4)),
                                   clarified=number)
        elif decided:
            state = state._replace(clarified=number, soloist=declarer)
    if rules.schweine == "second_after_first_home" and state.came_home is None:
        state = _first_schwein_home(state, trick, leader, winner)
    if rules.pflichtansage != "off" and pflichtansage_due(
            rules, state.contract, number, state.clarified, state.soloist, trick):
        state = _duty_announcement(state, winner)
    if last:
        state = state._replace(phase=_FINISHED, to_act=-1)
    return state


def _first_schwein_home(state: State, trick: tuple[Card, ...], leader: int,
                        winner: int) -> State:
    """Under ``second_after_first_home``: note the player who played the first of his two
    Schwein cards as a Fuchs in this trick when his party won it (judged now)."""
    cards = schweine_cards(state.setup.rules, state.contract)
    if cards is None or _said(state, _SCHWEINE) is not None:
        return state
    pig = cards[0]
    for i, card in enumerate(trick):
        p = (leader + i) % 4
        if card == pig and pig in state.hands[p]:
            same = p == winner or (not state.open_hochzeit and state.re[p] == state.re[winner])
            return state._replace(came_home=p) if same else state
    return state


def pflichtansage_due(rules: Rules, contract: Contract | None, number: int, clarified: int,
                      soloist: int | None, cards: tuple[Card, ...]) -> bool:
    """Whether the winner of trick ``number`` (1-based; ``cards``) must now say his party's Re
    or Kontra (``pflichtansage``, RULES.md 14.7): after trick 1 of a normal game, an Armut or
    a silent Hochzeit, after the Klärungsstich of an announced Hochzeit that found a partner
    with ``pflichtansage_in_hochzeit``; never in a solo; with ``first_trick_30`` only for a
    trick of 30 Augen or more. (Whether his party has announced already the caller sees.)"""
    if rules.pflichtansage == "off" or contract is None:
        return False
    kind = contract.kind
    if kind is _HOCHZEIT:
        if not (rules.pflichtansage_in_hochzeit and clarified == number and soloist is None):
            return False
    elif kind not in (ContractKind.NORMAL, ContractKind.ARMUT, ContractKind.STILLE_HOCHZEIT) \
            or number != 1:
        return False
    return rules.pflichtansage == "first_trick" or sum(AUGEN[c] for c in cards) >= 30


def _duty_announcement(state: State, winner: int) -> State:
    """The Pflichtansage of ``winner``: his party's Re or Kontra, unless it has one."""
    side = 0 if state.re[winner] else 1
    if state.levels[side]:
        return state
    levels = list(state.levels)
    levels[side] = RE_OR_KONTRA
    event = Announcement(winner, RE_OR_KONTRA, party(state, winner),
                         len(state.hands[winner]), duty=True)
    return state._replace(announcements=(*state.announcements, event),
                          levels=(levels[0], levels[1]))


# ---------------------------------------------------------------------------------------------
# Genscher (RULES.md 14.3)


def genscher_partners(state: State, player: int) -> tuple[int, ...]:
    """The players ``player`` may name as his partner when he plays his first Karo-König now
    (a Genscher): the other three where the option is on, he holds both Karo-Könige, may play
    one and the game allows it (a normal game, a silent Hochzeit not his own, an announced
    Hochzeit after it found a partner; not when the Karo-Könige are Superschweine); else none."""
    rules = state.setup.rules
    if not rules.genscher or state.phase is not _PLAY or player != state.to_act or (
            state.genscher is not None) or state.hands[player].count(DK) != 2:
        return ()
    contract = state.contract
    if contract is None:
        return ()
    kind = contract.kind
    allowed = kind is ContractKind.NORMAL or (
        kind is ContractKind.STILLE_HOCHZEIT and contract.declarer != player) or (
        kind is _HOCHZEIT and state.clarified > 0 and state.soloist is None)
    if not allowed or any(p.card == DK for p in state.pigs) or DK not in legal_cards(state):
        return ()
    return tuple(q for q in range(4) if q != player)


def _apply_genscher(state: State, player: int, partner: int) -> State:
    """The parties after ``player`` named ``partner``: the two Re, the others Kontra; every
    Absage void, every Re or Kontra said kept as the Erstansage of the speaker's new party."""
    re = tuple(q in (player, partner) for q in range(4))
    kept: list[Announcement] = []
    for a in state.announcements:
        if all(k.player != a.player for k in kept):
            kept.append(a._replace(level=RE_OR_KONTRA,
                                   party=Party.RE if re[a.player] else Party.KONTRA))
    levels = (int(any(a.party == Party.RE for a in kept)),
              int(any(a.party == Party.KONTRA for a in kept)))
    return state._replace(re=re, soloist=None, announcements=tuple(kept), levels=levels,
                          genscher=Genscher(player, partner, len(state.tricks)))


def klaerungsstich(rules: Rules, declarer: int, number: int, led_trump: bool,
                   winner: int) -> tuple[bool, int | None]:
    """Whether trick ``number`` of an open Hochzeit (led with a trump or not, won by
    ``winner``) decides it, and the Hochzeiter's partner: the winner, or None when the
    Hochzeiter stays alone and plays a Karo-Solo (TSR 4.4.3, options
    ``hochzeit_clarifying_trick`` and ``hochzeit_tricks``).

    >>> from dokodesk.engine.rules import preset
    >>> rules = preset("ddv")
    >>> klaerungsstich(rules, 0, 1, True, 2), klaerungsstich(rules, 0, 2, True, 0)
    ((True, 2), (False, None))
    >>> klaerungsstich(rules, 0, 3, False, 0)
    (True, None)
    """
    which = rules.hochzeit_clarifying_trick
    if winner != declarer and (which == "first_foreign"
                               or (which == "first_foreign_trump") == led_trump):
        return True, winner
    return number >= rules.hochzeit_tricks, None


# ---------------------------------------------------------------------------------------------
# Abkürzen by giving up (TSR 5.4.6)


def may_concede(state: State, player: int) -> bool:
    """Whether ``player`` may give the remaining tricks to Kontra: the soloist of a declared solo
    or of a Hochzeit that became a solo, at any moment of the play (TSR 5.4.3, 5.4.6)."""
    c = state.contract
    return (
        state.phase is _PLAY
        and state.soloist == player
        and c is not None
        and c.kind in (_SOLO, _HOCHZEIT)
    )


def may_claim(state: State, player: int | None) -> bool:
    """Whether ``player`` may abkürzen by claiming every remaining trick (TSR 5.4.4): the
    declared soloist of a game in play (TSR 5.4.3)."""
    c = state.contract
    return (player is not None and state.phase is _PLAY and c is not None and c.kind is _SOLO
            and c.declarer == player and state.soloist == player)


def forced_to_end(state: State) -> bool:
    """Whether the rest of the game depends on nobody's choice: every remaining card is the
    only legal one, nobody may announce any more (nor Schweine) and nobody may make a
    Genscher."""
    if state.phase is not _PLAY:
        return False
    while state.phase is _PLAY:
        if any(legal_announcements(state, p) or legal_pigs(state, p) for p in range(4)):
            return False
        if genscher_partners(state, state.to_act):
            return False
        cards = legal_cards(state)
        if len(cards) != 1:
            return False
        state = apply(state, Play(state.to_act, cards[0]))
    return True


# ---------------------------------------------------------------------------------------------
# The public functions


def optional_actions(state: State, player: int) -> tuple[Action, ...]:
    """What ``player`` may do now whether or not it is his turn: his announcements (Schweine
    and Superschweine where they are said during the play), and for the soloist giving up the
    remaining tricks."""
    if state.phase is not _PLAY:
        return ()
    extra: tuple[Action, ...] = legal_announcements(state, player)
    if state.setup.rules.schweine not in ("off", "at_start"):
        extra = (*extra, *legal_pigs(state, player))
    return (*extra, Concede(player)) if may_concede(state, player) else extra


def legal_actions(state: State, player: int | None = None) -> tuple[Action, ...]:
    """What ``player`` (by default the player to act) may do now, announcements included."""
    if player is None:
        player = state.to_act
    phase = state.phase
    if phase is _PLAY:
        extra = optional_actions(state, player)
        if player != state.to_act:
            return extra
        plays = _PLAYS[player]
        genscher = tuple(Play(player, DK, q) for q in genscher_partners(state, player))
        return (*(plays[c] for c in legal_cards(state)), *genscher, *extra)
    if player != state.to_act:
        return ()
    if phase is _SCHWEINE_ROUND:
        return legal_pigs(state, player)
    if phase is _RESERVATIONS:
        return _legal_reservations(state, player)
    if phase is _POVERTY_OFFER:
        return (PovertyReply(player, True), PovertyReply(player, False))
    if phase is _POVERTY_RETURN:
        return tuple(_RETURNS[player][c] for c in dict.fromkeys(state.hands[player]))
    return ()


class Turn(NamedTuple):
    """Who must act in ``state`` and, asked for, what everybody may do."""

    state: State
    player: int | None
    """The player who must act (speak, reply, return or play); None when the game is over."""

    def actions(self) -> tuple[Action, ...]:
        """Everything :attr:`player` may do now, his announcements included."""
        return () if self.player is None else legal_actions(self.state, self.player)

    def cards(self) -> tuple[Card, ...]:
        """The cards :attr:`player` may play now (none outside the play phase)."""
        return legal_cards(self.state)

    def optional(self, player: int) -> tuple[Action, ...]:
        """What ``player`` may do now whether or not it is his turn (see
        :func:`optional_actions`)."""
        return optional_actions(self.state, player)


def turn(state: State) -> Turn:
    """Who must act next in ``state`` and what each player may do."""
    return Turn(state, None if is_over(state) else state.to_act)


def apply(state: State, action: Action) -> State:
    """The state after ``action``; raises :class:`IllegalAction` if the rules forbid it."""
    if not (isinstance(action.player, int) and 0 <= action.player < 4):
        raise IllegalAction("no_such_player", "TSR 2.1.1", player=action.player)
    if type(action) is Play:
        _check_play(state, action)
        return _apply_play(state, action)
    return _step(state, action)._replace(history=(*state.history, action))


def _step(state: State, action: Action) -> State:
    kind = type(action)
    if kind is Announce:
        assert isinstance(action, Announce)
        _check_announcement(state, action)
        return _apply_announcement(state, action)
    if is_over(state):
        raise IllegalAction("game_over", "TSR 5.3")
    if kind is Pigs:
        assert isinstance(action, Pigs)
        return _apply_pigs(state, action)
    if kind is Concede:
        if not may_concede(state, action.player):
            raise IllegalAction("concede_not_soloist", "TSR 5.4.3")
        return state._replace(phase=_FINISHED, to_act=-1, conceded=True)
    expected = {Reserve: _RESERVATIONS, PovertyReply: _POVERTY_OFFER,
                Return: _POVERTY_RETURN}
    if expected.get(kind) != state.phase:
        raise IllegalAction("wrong_phase", "TSR 4.1.1", phase=state.phase)
    if action.player != state.to_act:
        raise IllegalAction("not_your_turn", "TSR 4.1.2", player=action.player, to_act=state.to_act)
    if isinstance(action, Reserve):
        _check_reservation(state, action)
        state = state._replace(reservations=(*state.reservations, action))
        if state.setup.forced_soloist is not None or len(state.reservations) == 4:
            return _resolve(state)
        return state._replace(to_act=(action.player + 1) % 4)
    if isinstance(action, PovertyReply):
        return _apply_poverty_reply(state, action)
    assert isinstance(action, Return)
    if action.card not in state.hands[action.player]:
        raise IllegalAction("card_not_in_hand", "poverty", card=_card_word(action.card))
    return _apply_return(state, action)
