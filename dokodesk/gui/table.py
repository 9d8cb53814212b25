"""The Doppelkopf table: the generic card scene (:mod:`dokodesk.gui.scene`) showing one
player's :class:`~dokodesk.engine.view.View` of a game, with the words of
:mod:`dokodesk.text.table`.

Your hand is fanned at the bottom, sorted trumps first in the game's trump order and then the
plain suits; the other players sit left, top and right (in playing order, clockwise) with their
cards face down unless the hands are shown open (a replay, or watching at five); the trick
lies in the middle, and when it is complete the message line says who won it and why. A card
you play is passed to :attr:`TableView.on_play`, which answers None (played) or the reason it
may not be played; the card then snaps back and the reason is shown.
In select mode (giving back the cards of an Armut) a click marks a card instead.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QWidget

from dokodesk.engine.cards import CLUBS, DIAMONDS, HEARTS, SPADES, Card, Hand, card_name, suit_of
from dokodesk.engine.game import Action, Phase, Play
from dokodesk.engine.order import Order, order_for
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import ONLOOKER, View
from dokodesk.text.table import (
    ChipKind,
    PlateText,
    Seating,
    header_lines,
    last_trick_lines,
    plates,
    trick_reason,
)

from .cardart import render_back, render_card
from .colors import CHIP_COLORS
from .scene.input import NONE, PLAY, InputMode, PlayHook
from .scene.items import CardItem, PlateChip
from .scene.layout import SLOTS
from .scene.view import CardView

PLAIN_SEQUENCE = (CLUBS, HEARTS, SPADES, DIAMONDS)
"""Plain suits in the hand: black and red alternate."""


def sort_hand(hand: Sequence[Card], order: Order) -> list[Card]:
    """Trumps first, highest first, in ``order``; then the plain suits (Kreuz, Herz, Pik,
    Karo), each from Ass down."""

    def key(card: Card) -> tuple[int, int]:
        if order.trump[card]:
            return 0, order.trumps.index(card)
        return 1 + PLAIN_SEQUENCE.index(suit_of(card)), -order.power[card]

    return sorted(hand, key=key)


class TableView(CardView):
    """The card table. Call :meth:`set_table` for a Partie and :meth:`show_game` for every
    position; set :attr:`on_play` to receive the cards the player wants to play."""

    def __init__(self, parent: QWidget | None = None, interactive: bool = True) -> None:
        super().__init__(self._face, parent)
        self.interactive = interactive
        self.lang = "de"
        self.shows: Callable[[str], bool] | None = None
        """Which header lines and chips are shown (None: all): a lesson hides those naming
        a term the course has not taught yet."""
        self.trick_pause_ms = 900
        self.names: tuple[str, ...] = ()
        self.levels: tuple[str, ...] = ()
        self.human: int | None = 0
        """The human's table seat (None: nobody, a replay or a watched table)."""
        self.totals: tuple[int, ...] = ()
        self.game_number = 0
        self.view: View | None = None
        """The position shown, as the player at the screen (or an onlooker) knows it."""
        self.seats: SeatMap | None = None
        self.open_hands: tuple[Hand, ...] | None = None
        """The hands shown face up by player, besides one's own."""
        self.play_legal: set[Card] | None = None
        self.preview_kind: str | None = None
        self.thinking_seat = -1

    def _face(self, card: Card | None, width: int, dpr: float) -> QPixmap:
        if card is None:
            return render_back(width, dpr=dpr)
        return render_card(card_name(card), width, lang=self.lang, dpr=dpr)

    @property
    def on_play(self) -> PlayHook | None:
        return self.input.on_play

    @on_play.setter
    def on_play(self, hook: PlayHook | None) -> None:
        self.input.on_play = hook

    @property
    def double_click(self) -> bool:
        return self.input.double_click

    @double_click.setter
    def double_click(self, on: bool) -> None:
        self.input.double_click = on

    # ------------------------------------------------------------------------- configuration

    def set_table(self, names: Sequence[str], levels: Sequence[str], human: int | None) -> None:
        """The players of the Partie: names and levels per table seat, the human's seat (None:
        nobody). The game shown before is taken off the table: the next one may have another
        number of seats."""
        self.names = tuple(names)
        self.levels = tuple(levels)
        self.human = human
        self.view = None
        self.seats = None
        self.totals = ()
        self.clear_hands()
        self.set_plates(range(len(self.names)))

    def rename(self, names: Sequence[str]) -> None:
        """New names for the same seats (the language changed)."""
        self.names = tuple(names)
        self._update_texts()

    def set_totals(self, totals: Sequence[int], game_number: int) -> None:
        self.totals = tuple(totals)
        self.game_number = game_number
        self._update_texts()

    @property
    def seating(self) -> Seating | None:
        """Who sits where in the game shown (None before the first)."""
        if self.seats is None:
            return None
        return Seating(self.names, self.levels, self.human, self.seats, self.totals,
                       self.game_number)

    @property
    def viewer(self) -> int | None:
        """The player whose view is shown (None: an onlooker's)."""
        return None if self.view is None or self.view.player == ONLOOKER else self.view.player

    def name_of(self, player: int) -> str:
        assert self.seating is not None
        return self.seating.name(player)

    def slot_of_player(self) -> dict[int, str]:
        """Player number -> place on the table (the viewer at the bottom)."""
        first = self.viewer or 0
        return {(first + i) % 4: SLOTS[i] for i in range(4)}

    # ------------------------------------------------------------------------- what is shown

    def show_game(self, shown: View, seats: SeatMap, action: Action | None = None,
                  prev: View | None = None, hold_trick: bool = False,
                  open_hands: Sequence[Hand] | None = None) -> None:
        """Show ``shown``; ``action`` (made in ``prev``) is animated where it moves cards.
        ``hold_trick`` keeps the last finished trick in the middle (for replays);
        ``open_hands`` (by player) are shown face up."""
        self.finish_animations()
        fresh = self.seats != seats or prev is None or self.view is None
        self.view, self.seats = shown, seats
        self.open_hands = tuple(open_hands) if open_hands is not None else None
        self.full_hand = shown.rules.tricks_per_game
        if fresh:
            self.preview_kind = None
            self.clear_hands()
        self.layout_geometry()
        played = action if isinstance(action, Play) else None
        completed = played is not None and prev is not None and (
            len(shown.tricks) > len(prev.tricks))
        origin = self._sync_hands(played, fresh)
        slot_of = self.slot_of_player()
        if completed or (hold_trick and not shown.trick and shown.tricks):
            trick = shown.tricks[-1]
            leader, cards = trick.leader, trick.cards
        else:
            leader, cards = shown.leader, shown.trick
        self.sync_trick([(slot_of[(leader + i) % 4], c) for i, c in enumerate(cards)],
                        origin, grown=played is not None)
        self._sync_pile()
        self.plate_slots = {slot: seats.seat(p) for p, slot in slot_of.items()}
        self._update_texts()
        self._apply_legal()
        self.place_all(animate=not fresh)
        if completed:
            self.collect_trick(slot_of[shown.tricks[-1].winner],
                               self.animation_ms + self.trick_pause_ms)
            seating = self.seating
            if seating is not None:  # who won the trick lying there, and why
                self.show_message(trick_reason(shown, seating, self.lang))

    def _hand(self, player: int) -> list[Card | None]:
        """The cards of ``player`` as shown: sorted faces, or backs."""
        assert self.view is not None
        if player == self.viewer:
            hand: Sequence[Card] | None = self.view.hand
        else:
            hand = self.open_hands[player] if self.open_hands is not None else None
        if hand is None:
            return [None] * self.view.hand_sizes[player]
        order = self.view.order
        if self.view.phase == Phase.RESERVATIONS and self.preview_kind is not None:
            order = order_for(self.preview_kind)
        return list(sort_hand(hand, order))

    def _sync_hands(self, played: Play | None, fresh: bool) -> CardItem | None:
        """Match every hand to the view; returns the item ``played`` leaves its hand from."""
        origin = None
        player_at = {slot: player for player, slot in self.slot_of_player().items()}
        for slot in SLOTS:
            player = player_at[slot]
            mover = played is not None and played.player == player
            left = self.sync_hand(slot, self._hand(player), fresh=fresh,
                                  leaving=played.card if played is not None else None,
                                  left=mover)
            origin = left if mover else origin
        return origin

    def _sync_pile(self) -> None:
        """The cards of an Armut on offer, in the middle (face up where the rules say)."""
        assert self.view is not None
        pov = self.view.poverty
        if self.view.phase != Phase.POVERTY_OFFER or pov is None:
            self.set_pile([])
            return
        known = pov.given if pov.given is not None else pov.face_up
        cards: list[Card | None] = [*sort_hand(known, order_for("normal"))]
        self.set_pile(cards + [None] * (pov.given_count - len(known)))

    def _update_texts(self) -> None:
        seating = self.seating
        if self.view is None or seating is None:
            return
        shows = self.shows
        self.header.set_lines([line for line in header_lines(self.view, seating, self.lang)
                               if shows is None or shows(line)])
        for seat, text in plates(self.view, seating, self.lang).items():
            self._show_plate(seat, text)

    def _show_plate(self, seat: int, text: PlateText) -> None:
        plate = self.plates[seat]
        shows = self.shows
        chips = [PlateChip(chip.text, CHIP_COLORS[chip.kind], corner=chip.kind == ChipKind.TRICKS)
                 for chip in text.chips if shows is None or shows(chip.text)]
        plate.set_content(text.name, text.subtitle, chips, text.turn, dim=text.sits_out)
        if not text.sits_out:
            plate.set_thinking(seat == self.thinking_seat)

    def set_thinking(self, seat: int) -> None:
        self.thinking_seat = seat
        for s, plate in self.plates.items():
            plate.set_thinking(s == seat)

    # ------------------------------------------------------------------------- your cards

    def set_interaction(self, mode: InputMode, legal: Sequence[Card] | None = None,
                        select_limit: int = 0, marked: Sequence[Card] = ()) -> None:
        """What the player may do with his cards: be played (``legal`` dims the others when
        given), be marked (up to ``select_limit`` cards) or nothing."""
        self.set_mode(mode if self.interactive else NONE, select_limit)
        if self.input.mode != NONE and self.banner_error:
            self.banner.setVisible(False)  # an old "wait for your turn" is wrong now
        self.play_legal = set(legal) if legal is not None else None
        self.marked_cards = list(marked)
        self._apply_legal()
        self.place_all(animate=False)

    def _apply_legal(self) -> None:
        """Dim the cards that may not be played, while it is your turn to play; the card the
        arrow keys chose before (in another position) is let go when it may not be played
        now, so that Enter never plays a card the rules forbid."""
        shown = self.view
        your_turn = (shown is not None and shown.phase == Phase.PLAY
                     and shown.to_act == self.viewer and self.input.mode == PLAY)
        self.legal = self.play_legal if your_turn else None
        cards, focus = self.hand_cards(), self.input.focus_index
        if self.legal is not None and 0 <= focus < len(cards) and cards[focus] not in self.legal:
            self.input.focus_index = -1
        self.apply_marks()

    def preview_order(self, kind: str | None) -> None:
        """Sort the hand as in a game of ``kind`` (a solo being considered); None: back."""
        if kind == self.preview_kind or self.view is None:
            return
        self.preview_kind = kind
        self._sync_hands(None, fresh=False)
        self.place_all(animate=True)

    def point_at(self, card: Card) -> None:
        """Lift ``card`` in the hand as if chosen with the arrow keys: Enter then plays it."""
        cards = self.hand_cards()
        if card in cards:
            self.input.focus_index = cards.index(card)
            self.setFocus()
            self.apply_marks()
            self.place_all(animate=True)

    def selected_cards(self) -> list[Card]:
        return self.input.selected_cards()

    # ------------------------------------------------------------------------- last trick

    def show_last_trick(self) -> bool:
        """Show the last finished trick over the table; returns False when there is none."""
        self.hide_overlay()
        seating = self.seating
        if self.view is None or seating is None or not self.view.tricks:
            return False
        trick = self.view.tricks[-1]
        players = [(trick.leader + i) % 4 for i in range(len(trick.cards))]
        self.show_overlay(last_trick_lines(self.view, seating, self.lang),
                          [(card, seating.name(p), p == trick.winner)
                           for card, p in zip(trick.cards, players, strict=True)])
        return True
