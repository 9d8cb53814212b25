"""The presenter of the game at the table: it maps the controller's changes onto the card
table, the trump dock, the action bar and the panels, and the human's clicks back onto the
controller.

Every change is shown from the views of the driver's :class:`~dokodesk.play.Game` (the human's,
or an onlooker's while he sits out), each built once; what happened is said in words of
:mod:`dokodesk.text.narration`; the choices offered (announcement buttons, the Schweine button,
the reservation and Armut panels, which cards may be played) are exactly those of the human's
:class:`~dokodesk.play.Decision`. A choice the engine refuses is answered with its reason on
the table.
"""

from __future__ import annotations

from typing import NamedTuple

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from dokodesk.engine.cards import DK, Card, card_name
from dokodesk.engine.game import (
    Action,
    Phase,
    Play,
    PovertyReply,
    Reserve,
    Return,
    reserve_kind,
)
from dokodesk.engine.view import View
from dokodesk.play import Decision, Game
from dokodesk.text.narration import narrate
from dokodesk.text.words import term

from .controller import GameController
from .panels import (
    ActionBar,
    MessagePanel,
    Panel,
    PanelSlot,
    PigsPanel,
    PovertyOfferPanel,
    ReservationPanel,
    ReturnPanel,
)
from .scene.input import InputMode
from .settings import AppSettings
from .table import TableView
from .trumps import TrumpDock


def received(shown: View) -> tuple[Card, ...]:
    """The cards the viewer got in an Armut's exchange (the trumps he took, or the cards given
    back to the poor player), marked in his hand until the first trick is complete."""
    pov = shown.poverty
    if pov is None or pov.taker is None or shown.tricks:
        return ()
    if shown.player == pov.poor:
        return pov.returned or ()
    return (pov.given or ()) if shown.player == pov.taker else ()


class Controls(NamedTuple):
    """What the human may ask of the table now, for the buttons and the menu alike."""

    hint: bool
    take_back: bool
    last_trick: bool
    play_out: bool
    concede: bool
    claim: bool


class TablePresenter(QObject):
    """Shows the controller's game on ``table`` and its docks and panels; passes the human's
    choices to the controller."""

    def __init__(self, window: QWidget, controller: GameController, table: TableView,
                 bar: ActionBar, slot: PanelSlot, trump_dock: TrumpDock,
                 settings: AppSettings) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.table = table
        self.bar = bar
        self.slot = slot
        self.trump_dock = trump_dock
        self.settings = settings
        self.lang = "de"
        self.shown: Game | None = None
        """The position on the table."""
        table.on_play = self.on_play
        table.selectionChanged.connect(self._on_selection)
        bar.announce.connect(self.on_announce)
        bar.pigs.connect(self.on_pigs)

    # ------------------------------------------------------------------------- showing

    @property
    def panel(self) -> Panel | None:
        """The panel over the table, if one is shown."""
        return self.slot.panel

    def name(self, player: int) -> str:
        return self.table.name_of(player)

    def forget(self) -> None:
        """A new table: nothing of the game shown before is animated from."""
        self.shown = None

    def show_change(self, action: Action | None) -> None:
        """Show the controller's position after ``action`` (None: a new or resumed game, or
        a take-back: nothing to animate from) and say what happened."""
        c = self.controller
        game, seats = c.game, c.seats
        assert game is not None and seats is not None
        before = self.shown if action is not None else None
        self.shown = game
        human = c.human_player
        watching = human is None and self.settings.watch_open_hands
        shown = game.view(human)
        earlier = None if before is None else before.view(human)
        self.table.show_game(shown, seats, action, earlier,
                             open_hands=game.state.hands if watching else None)
        self.trump_dock.show_view(shown, self.table.seating, self.lang)
        if action is not None and earlier is not None and self.table.seating is not None:
            for text in narrate(earlier, action, shown, self.table.seating, self.lang):
                self.table.show_message(text)

    def show_again(self) -> None:
        """Show the position anew (the language or the settings changed)."""
        if self.controller.game is not None and self.controller.seats is not None:
            self.shown = None
            self.show_change(None)
            self.slot.key = None

    def refresh(self) -> Controls:
        """The buttons, panels, what the cards may do and the status line for the position;
        returns what the human may ask of the table (for the menu)."""
        c = self.controller
        game, human, ask = c.game, c.human_player, c.human_decision()
        mine = game is not None and human is not None and game.to_act == human
        tricks = game is not None and bool(game.state.tricks)
        controls = Controls(
            hint=mine and not c.fast, take_back=c.may_take_back(), last_trick=tricks,
            play_out=human is not None and game is not None and game.playing and not c.fast,
            concede=ask is not None and ask.may_concede(), claim=c.may_claim())
        self.bar.hint_button.setEnabled(controls.hint)
        self.bar.last_button.setEnabled(controls.last_trick)
        self.bar.out_button.setEnabled(controls.play_out)
        self.bar.claim_button.setVisible(controls.claim)
        if game is None or human is None:
            self.bar.set_announcements(set())
            self.bar.set_party(None)
            self.table.set_interaction(InputMode.NONE)
            if not isinstance(self.panel, MessagePanel):
                self.slot.clear()
            if game is not None:
                watching = c.config is not None and c.config.human is None
                self.bar.status.setText(self.tr("Watching the computer players.") if watching
                                        else self.tr("You deal and sit out: watching this game."))
            return controls
        shown = game.view(human)
        self.bar.set_announcements(set() if ask is None else set(ask.levels()))
        pigs = () if ask is None else ask.pigs()
        self.bar.set_pigs(pigs[0].kind.value if pigs else "")
        self.bar.set_party(shown.parties[human])
        self._update_panel(shown, ask if mine else None)
        if shown.phase == Phase.POVERTY_RETURN and mine and shown.poverty is not None:
            given = shown.poverty.given or ()
            self.table.set_interaction(InputMode.SELECT, select_limit=len(given), marked=given)
        elif shown.phase == Phase.PLAY and not c.fast:
            legal = ask.cards() if mine and ask is not None else None
            self.table.set_interaction(InputMode.PLAY, legal, marked=received(shown))
        else:
            self.table.set_interaction(InputMode.NONE)
        status = self._status(shown, human)
        if c.practising:
            status = self.tr("Practice game (not counted)") + (f" · {status}" if status else "")
        self.bar.status.setText(status)
        how = self.tr("Double-click") if self.settings.play_on_double_click else self.tr("Click")
        self.bar.status.setToolTip(self.tr("{how} a card, or choose it with the arrow keys and "
                                           "press Enter, to play it too.").format(how=how))
        return controls

    def _status(self, shown: View, human: int) -> str:
        if self.controller.fast:
            return self.tr("Playing out quickly…")
        if shown.to_act < 0:
            return ""
        if shown.to_act != human:
            return self.tr("{name} is next.").format(name=self.name(shown.to_act))
        if shown.phase == Phase.RESERVATIONS:
            return self.tr("Your turn: healthy or a reservation?")
        if shown.phase == Phase.POVERTY_OFFER:
            return self.tr("Your turn: take the Armut or decline it.")
        if shown.phase == Phase.POVERTY_RETURN:
            return self.tr("Your turn: choose the cards to give back.")
        if shown.phase == Phase.SCHWEINE:
            return self.tr("Your turn: say them or keep quiet.")
        return self.tr("Your turn: drag a card to the middle.")

    def _update_panel(self, shown: View, ask: Decision | None) -> None:
        """The panel of the human's decision outside the card play (his turn: ``ask``)."""
        asking = shown.phase in (Phase.RESERVATIONS, Phase.POVERTY_OFFER,
                                 Phase.POVERTY_RETURN, Phase.SCHWEINE)
        key = ((id(shown.rules), shown.first, shown.phase, shown.to_act, len(shown.history))
               if ask is not None and asking else None)
        if key == self.slot.key and (key is None or self.panel is not None):
            return
        self.slot.clear()
        self.slot.key = key
        if key is None or ask is None:
            return
        dpr = self.table.devicePixelRatioF()
        parent = self.table.viewport()
        pov = shown.poverty
        panel: Panel
        if shown.phase == Phase.RESERVATIONS:
            legal = tuple(a for a in ask.choices if isinstance(a, Reserve))
            reservation = ReservationPanel(parent, legal, self.lang)
            reservation.chosen.connect(self._on_reserve)
            reservation.previewed.connect(self.table.preview_order)
            panel = reservation
        elif shown.phase == Phase.SCHWEINE:
            kinds = [a.kind.value for a in ask.pigs()]
            if not kinds:  # the table answers no for him
                return
            pigs = PigsPanel(parent, kinds[0], self.lang)
            pigs.answered.connect(lambda say, kind=kinds[0]: self.on_pigs(kind, say))
            panel = pigs
        elif shown.phase == Phase.POVERTY_OFFER:
            assert pov is not None
            offer = PovertyOfferPanel(parent, self.name(pov.poor), pov.given_count,
                                      pov.face_up, self.lang, dpr)
            offer.answered.connect(self._on_poverty_reply)
            panel = offer
        else:
            assert pov is not None
            giving = ReturnPanel(parent, self.name(pov.poor), pov.given or (), self.lang, dpr)
            giving.confirmed.connect(self._on_return)
            panel = giving
        self.slot.put(panel)

    def point_at(self, best: Action | None) -> None:
        """Point at the Tipp's choice: its card, or its button on the panel."""
        if isinstance(best, Play | Return):
            self.table.point_at(best.card)
        elif isinstance(best, Reserve) and isinstance(self.panel, ReservationPanel):
            button = self.panel.buttons.get(best.kind)
            if button is not None:
                button.setFocus()
        elif isinstance(best, PovertyReply) and isinstance(self.panel, PovertyOfferPanel):
            (self.panel.take if best.accept else self.panel.decline).setFocus()

    # ------------------------------------------------------------------------- the human

    def _tell(self, reason: str | None) -> None:
        if reason:
            self.table.show_message(reason, error=True)

    def on_play(self, card: int) -> str | None:
        """A card the human wants to play (dragged, clicked or chosen by keyboard)."""
        c = self.controller
        ask = c.human_decision()
        mine = ask is not None and ask.in_turn
        if self.settings.confirm_play and mine:
            answer = QMessageBox.question(self.window, self.tr("Play this card?"), self.tr(
                "Play {card}?").format(card=card_name(card)))
            if answer != QMessageBox.StandardButton.Yes:
                return ""
        partners = ask.partners() if ask is not None and card == DK else ()
        if partners:
            partner = self._ask_genscher(partners)
            if partner == -1:
                return ""
            return c.play(card, partner)
        return c.play(card)

    def _ask_genscher(self, partners: tuple[int, ...]) -> int | None:
        """Whom the human names with his first Karo-König (a Genscher): a player, None for
        no one, -1 when he took the card back."""
        box = QMessageBox(self.window)
        box.setWindowTitle(term("genscher", self.lang))
        box.setText(self.tr("You play your first Karo-König and may name your partner (a "
                            "Genscher): you and he are Re from now on, the others Kontra, and "
                            "every Absage so far is void."))
        choices: dict[object, int] = {
            box.addButton(self.name(p), QMessageBox.ButtonRole.AcceptRole): p
            for p in partners}
        none = box.addButton(self.tr("No Genscher"), QMessageBox.ButtonRole.RejectRole)
        back = box.addButton(self.tr("Back"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(none)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is back:
            return -1
        return choices.get(clicked)

    def on_pigs(self, kind: str, say: bool = True) -> None:
        self._tell(self.controller.pigs(kind, say))

    def on_announce(self, level: int) -> None:
        self._tell(self.controller.announce(level))

    def _on_reserve(self, kind: str, pflicht: bool) -> None:
        self._tell(self.controller.reserve(reserve_kind(kind), pflicht))

    def _on_poverty_reply(self, accept: bool) -> None:
        self._tell(self.controller.reply_poverty(accept))

    def _on_selection(self, count: int) -> None:
        if isinstance(self.panel, ReturnPanel):
            self.panel.set_count(count)

    def _on_return(self) -> None:
        self._tell(self.controller.return_cards(self.table.selected_cards()))
