"""The Sonderpunkte of a trick, fast, for the solver and the search's score: a copy of the
trick-by-trick part of :func:`dokodesk.engine.scoring.result` (every Sonderpunkt of
``Rules.sonderpunkte``), pinned to the engine by ``tests/ai/test_specials.py``, which scores
seeded random games under every Sonderpunkt option through both.

:meth:`TrickSpecials.caught` tells whether a party's Fuchs or Karlchen was caught for a
Sonderpunkt (pinned to the engine's scoring lines by ``tests/ai/test_fastscore.py``).

``gegen_die_alten`` is no Sonderpunkt of a trick (it depends on who wins the game) and is not
counted here; in a solo no Sonderpunkt counts.

>>> from dokodesk.engine.cards import DA, HT, CK, S9
>>> from dokodesk.engine.game import GameSetup, new_game
>>> from dokodesk.engine.rules import preset
>>> state = new_game(GameSetup.from_seed(preset("ddv"), 1))
>>> specials = TrickSpecials(state)
>>> re = (True, True, False, False)
>>> specials.count((DA, S9, HT, CK), 0, 2, 3, re)  # the Dulle of Kontra catches a Fuchs
1
"""

from __future__ import annotations

from collections.abc import Sequence

from dokodesk.engine.cards import AUGEN, CJ, DA, DQ, HEARTS, HT, Card
from dokodesk.engine.game import PigKind, State, Trick


class TrickSpecials:
    """The Sonderpunkte the rules of a game switch on, by trick; ``active`` is False when
    none can count (a solo, or none switched on)."""

    __slots__ = (
        "active",
        "beide_fuechse_last",
        "doppelkarlchen",
        "doppelkopf",
        "dulle_gefangen",
        "dulle_sticht_dulle",
        "fuchs_from",
        "fuchs_gefangen",
        "fuchs_gefangen_last",
        "fuchs_last",
        "herz_stich",
        "karlchen",
        "karlchen_gefangen",
        "karlchen_only_by_dq",
        "last",
        "plain_hearts",
        "special_cards",
        "trick_cards",
    )

    def __init__(self, state: State) -> None:
        rules = state.setup.rules
        on = set(rules.sonderpunkte) if state.soloist is None else set()
        self.doppelkopf = "doppelkopf" in on
        self.fuchs_gefangen = "fuchs_gefangen" in on
        self.dulle_gefangen = "dulle_gefangen" in on
        self.fuchs_gefangen_last = "fuchs_gefangen_letzter_stich" in on
        self.herz_stich = "herz_stich" in on
        self.dulle_sticht_dulle = "dulle_sticht_dulle" in on
        self.karlchen = "karlchen" in on
        self.doppelkarlchen = "doppelkarlchen" in on
        self.karlchen_gefangen = "karlchen_gefangen" in on
        self.karlchen_only_by_dq = rules.karlchen_gefangen_only_by_dq
        self.fuchs_last = "fuchs_letzter_stich" in on
        self.beide_fuechse_last = "beide_fuechse_letzter_stich" in on
        self.active = bool(on)
        self.last = state.tricks_per_game - 1
        schwein = next((p for p in state.pigs if p.kind is PigKind.SCHWEINE and p.card == DA),
                       None)
        self.fuchs_from = self.last + 1 if schwein is None else schwein.trick
        """The first trick (0-based) in which a Karo-Ass is no longer a Fuchs (the Schweine
        were announced then)."""
        self.plain_hearts: tuple[frozenset[Card], ...] = tuple(
            frozenset(c for c in range(24) if state.order_at(i).suit[c] == HEARTS)
            for i in range(state.tricks_per_game)
        ) if self.herz_stich else ()
        cards: set[Card] = set()
        if self.fuchs_gefangen or self.fuchs_gefangen_last or self.fuchs_last \
                or self.beide_fuechse_last:
            cards.add(DA)
        if self.dulle_gefangen or self.dulle_sticht_dulle:
            cards.add(HT)
        if self.karlchen or self.doppelkarlchen or self.karlchen_gefangen:
            cards.add(CJ)
        if self.karlchen_gefangen and self.karlchen_only_by_dq:
            cards.add(DQ)
        self.special_cards = frozenset(cards)
        """Cards whose owner matters to a Sonderpunkt beyond their Augen."""
        self.trick_cards = frozenset(
            ({DA} if self.fuchs_gefangen else set())
            | ({HT} if self.dulle_gefangen or self.dulle_sticht_dulle else set()))
        """The cards without which a trick before the last can make no Sonderpunkt but a
        Doppelkopf or a Herz-Stich."""

    def count(self, cards: Sequence[Card], leader: int, winner: int, index: int,
              re: Sequence[bool]) -> int:
        """The net Sonderpunkte of trick ``index`` (0-based) for the winner's party: those it
        wins (a caught card counts for the party that catches it)."""
        sp = 0
        won_by = re[winner]
        if self.doppelkopf and AUGEN[cards[0]] + AUGEN[cards[1]] + AUGEN[cards[2]] \
                + AUGEN[cards[3]] >= 40:
            sp += 1
        fuchs = index < self.fuchs_from
        if self.fuchs_gefangen or self.dulle_gefangen or (
                self.fuchs_gefangen_last and index == self.last):
            for i in range(4):
                card = cards[i]
                if re[(leader + i) % 4] != won_by:
                    if card == DA and fuchs:
                        sp += self.fuchs_gefangen + (self.fuchs_gefangen_last
                                                     and index == self.last)
                    elif card == HT:
                        sp += self.dulle_gefangen
        if self.herz_stich:
            hearts = self.plain_hearts[index]
            if all(c in hearts for c in cards):
                sp += 1
        won_with = (winner - leader) % 4
        if self.dulle_sticht_dulle and cards[won_with] == HT and cards.count(HT) == 2:
            first = cards.index(HT)
            if won_with != first and re[(leader + first) % 4] != won_by:
                sp += 1
        if index == self.last:
            win_card = cards[won_with]
            if win_card == CJ:
                sp += self.karlchen
                if self.doppelkarlchen and cards.count(CJ) == 2:
                    sp += 1
            if self.karlchen_gefangen and (win_card == DQ or not self.karlchen_only_by_dq):
                sp += sum(1 for i in range(4)
                          if cards[i] == CJ and re[(leader + i) % 4] != won_by)
            if fuchs:
                if self.fuchs_last and win_card == DA:
                    sp += 1
                if self.beide_fuechse_last and cards.count(DA) == 2 and all(
                        re[(leader + i) % 4] == won_by for i in range(4) if cards[i] == DA):
                    sp += 1
        return sp

    def caught(self, tricks: Sequence[Trick], re: Sequence[bool], team: bool) -> tuple[bool, bool]:
        """Of a finished game (no solo): whether the other party caught a Fuchs of the party
        ``team`` (True: Re) for a Sonderpunkt (``fuchs_gefangen``, or
        ``fuchs_gefangen_letzter_stich`` in the last trick), and whether it caught a Karlchen
        of it in the last trick for one (``karlchen_gefangen``)."""
        fox = False
        if self.fuchs_gefangen or self.fuchs_gefangen_last:
            for index, (leader, cards, winner) in enumerate(tricks):
                if index >= self.fuchs_from:
                    break
                if re[winner] != team and DA in cards and (
                        self.fuchs_gefangen or index == self.last) and any(
                        cards[i] == DA and re[(leader + i) % 4] == team for i in range(4)):
                    fox = True
                    break
        karlchen = False
        if self.karlchen_gefangen:
            leader, cards, winner = tricks[self.last]
            if re[winner] != team and (cards[(winner - leader) % 4] == DQ
                                       or not self.karlchen_only_by_dq):
                karlchen = any(cards[i] == CJ and re[(leader + i) % 4] == team
                               for i in range(4))
        return fox, karlchen
