"""The main window: the card table, the action bar, the menus, the Spielliste dock and the
trump order's dock.

The window wires the :class:`~dokodesk.gui.table.TableView` and the panels to the
:class:`~dokodesk.gui.controller.GameController`: it shows every position the controller
reports, offers the human exactly the choices the engine allows (announcement buttons, the
reservation and Armut panels), passes his choices on and shows the engine's reason when one
is refused. At the start it offers to resume the autosaved Partie; a damaged save is moved
aside with a clear message. A watched table (``dokodesk --autoplay``: computer players only)
plays at full speed without a dialog and closes the window after its games; it is not saved.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QEvent, QLocale, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QFileDialog,
    QFrame,
    QInputDialog,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dokodesk.ai.advice import ADVICE_EFFORT
from dokodesk.ai.analysis import positions
from dokodesk.ai.turns import Decider, decide, mix_seed
from dokodesk.engine.cards import DK, Card, card_name
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import (
    Action,
    Announce,
    Phase,
    Pigs,
    Play,
    PovertyReply,
    Reserve,
    Return,
    State,
    genscher_partners,
    is_over,
    legal_actions,
    legal_announcements,
    legal_cards,
    legal_pigs,
    level_name,
    may_claim,
    may_concede,
)
from dokodesk.engine.partie import TableConfig, totals
from dokodesk.engine.rules import preset, preset_name
from dokodesk.engine.table import SeatMap
from dokodesk.engine.view import View, public_view, view
from dokodesk.persistence import savefile
from dokodesk.persistence.houserules import HouseRules
from dokodesk.persistence.paths import SAVE_NAME, rules_library
from dokodesk.text.messages import describe, os_reason
from dokodesk.text.options import SCHMEISSEN_LABELS
from dokodesk.text.table import contract_text, human_name
from dokodesk.text.words import card_words, term

from .controller import GameController
from .i18n import install_translator
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
from .savewarning import SaveWarning
from .settings import AppSettings
from .table import TableView
from .tipp import TippAdvisor, TippAnswer, TippPanel
from .trumps import TrumpDock

if TYPE_CHECKING:
    from .analysis import AnalysisDialog
    from .spielliste import SpiellisteWidget




def local_time(seconds: float, lang: str) -> str:
    """A moment (seconds since the epoch) as date and time the way ``lang`` writes them."""
    locale = QLocale(QLocale.Language.German if lang == "de" else QLocale.Language.English)
    moment = QDateTime.fromSecsSinceEpoch(int(seconds))
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


MINIMUM_SIZE = QSize(1024, 640)
"""The smallest window: the table, its buttons and the Spielliste beside it still fit."""


def received(state: State, player: int) -> tuple[Card, ...]:
    """The cards ``player`` got in an Armut's exchange (the trumps he took, or the cards given
    back to the poor player), marked in his hand until the first trick is complete."""
    pov = state.poverty
    if pov is None or pov.taker is None or state.tricks:
        return ()
    if player == pov.poor:
        return pov.returned
    return pov.given if player == pov.taker else ()


class MainWindow(QMainWindow):
    """The dokodesk window."""

    def __init__(self, settings: AppSettings, data_dir: Path, lang: str | None = None,
                 decider: Decider = decide) -> None:
        super().__init__()
        self.settings = settings
        self.lang = lang or settings.language
        self.data_dir = data_dir
        self.save_path = data_dir / SAVE_NAME
        self.library = rules_library(data_dir)
        self.controller = GameController(self, save_path=self.save_path, decider=decider)
        self.table = TableView()
        self.table.on_play = self._on_play
        self.table.selectionChanged.connect(self._on_selection)
        self.slot = PanelSlot(self.table)
        self.bar = ActionBar()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.save_warning = SaveWarning(self.controller)
        layout.addWidget(self.save_warning)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.bar)
        self.setCentralWidget(central)
        self._shown: State | None = None
        self.score_dialog: QWidget | None = None
        self.analysis: AnalysisDialog | None = None
        """The analysis of a game, while it is open."""
        self.practice_number = 0
        """The number in the Partie of the game being practised (shown in the header)."""
        self.analysis_effort = ADVICE_EFFORT
        self.spielliste: SpiellisteWidget | None = None
        self.dock: QDockWidget | None = None
        self.autoplay_games = 0
        """At a watched table: after how many games the window closes."""
        self.trump_dock = TrumpDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.trump_dock)
        self.trump_dock.hide()
        self.trump_dock.visibilityChanged.connect(lambda on: self.act_trumps.setChecked(on))
        self.bar.announce.connect(self._on_announce)
        self.bar.pigs.connect(self._on_pigs)
        self.bar.lastTrick.connect(self.toggle_last_trick)
        self.bar.playOut.connect(self.controller.play_out)
        self.bar.abkuerzen.connect(self.controller.abkuerzen)
        self.bar.hint.connect(self.show_hint)
        self.tipp = TippAdvisor(self)
        self.tipp.answered.connect(self._on_tipp)
        self.tipp.failed.connect(self._on_tipp_failed)
        self.tipp_panel = TippPanel()
        self.tipp_panel.cancelRequested.connect(self.show_hint)
        self.tipp_dock = self._dock(self.tipp_panel, "tipp")
        c = self.controller
        c.changed.connect(self._on_changed)
        c.gameFinished.connect(self._on_game_finished)
        c.partieFinished.connect(self._on_partie_finished)
        c.thinking.connect(self.table.set_thinking)
        c.problem.connect(lambda text: self.table.show_message(text, error=True))
        c.claimRefused.connect(lambda: self.table.show_message(
            self.tr("You cannot be sure of every remaining trick yet: play on."), error=True))
        self._apply_settings()
        self._build_menus()
        # made now, not at the end of the first game: loading pyqtgraph takes a quarter second
        self._ensure_spielliste()
        self._dock_titles()
        self.setWindowTitle("dokodesk")
        self.setMinimumSize(MINIMUM_SIZE)
        self.resize(1280, 800)
        saved = settings.window_layout
        if saved is not None:  # where the window was and whether the Spielliste was open
            self.restoreGeometry(saved[0])
            self.restoreState(saved[1])

    # ------------------------------------------------------------------------- menus

    def _build_menus(self) -> None:
        bar = self.menuBar()
        bar.clear()
        partie = bar.addMenu(self.tr("&Partie"))
        self.act_new = self._action(partie, self.tr("&New Partie…"), self.new_partie,
                                    QKeySequence.StandardKey.New)
        self.act_resume = self._action(partie, self.tr("&Resume saved Partie"),
                                       self.resume_saved)
        partie.addSeparator()
        self.act_record = self._action(partie, self.tr("&Save game record…"), self.save_record,
                                       QKeySequence.StandardKey.Save)
        self.act_replay = self._action(partie, self.tr("Re&play a game…"), self.ask_replay)
        self.act_analyse = self._action(partie, self.tr("&Analyse a game…"), self.ask_analysis)
        partie.addSeparator()
        self._action(partie, self.tr("&House rules…"), self.edit_house_rules)
        partie.addSeparator()
        self._action(partie, self.tr("&Quit"), self.close, QKeySequence.StandardKey.Quit)
        game = bar.addMenu(self.tr("&Game"))
        self.act_hint = self._action(game, self.tr("&Hint"), self.show_hint,
                                     QKeySequence(Qt.Key.Key_H))
        self.act_undo = self._action(game, self.tr("&Take back"), self.take_back,
                                     QKeySequence.StandardKey.Undo)
        self.act_last = self._action(game, self.tr("Show &last trick"), self.toggle_last_trick,
                                     QKeySequence(Qt.Key.Key_L))
        self.act_out = self._action(game, self.tr("&Finish the game quickly"),
                                    self.controller.play_out)
        self.act_claim = self._action(game, self.tr("&Claim the remaining tricks"),
                                      self.controller.abkuerzen)
        self.act_concede = self._action(game, self.tr("&Give up the remaining tricks"),
                                        self.concede)
        self.act_end_practice = self._action(game, self.tr("&End the practice game"),
                                             self.controller.end_practice)
        game.addSeparator()
        self.act_rules = self._action(game, self.tr("Show active &rules…"), self.show_rules)
        view_menu = bar.addMenu(self.tr("&View"))
        self.act_list = self._action(view_menu, self.tr("&Score sheet"), self.toggle_spielliste,
                                     QKeySequence(Qt.Key.Key_F2))
        self.act_list.setCheckable(True)
        self.act_list.setChecked(self.dock is not None and self.dock.isVisible())
        self.act_trumps = self._action(view_menu, self.tr("&Trump order"), self.toggle_trumps,
                                       QKeySequence(Qt.Key.Key_T))
        self.act_trumps.setCheckable(True)
        self.act_trumps.setChecked(self.trump_dock.isVisible())
        language = view_menu.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        for code, label in (("de", "Deutsch"), ("en", "English")):
            act = self._action(language, label, lambda _=False, c=code: self.set_language(c))
            act.setCheckable(True)
            act.setChecked(code == self.lang)
            group.addAction(act)
        view_menu.addSeparator()
        self._action(view_menu, self.tr("S&ettings…"), self.edit_settings,
                     QKeySequence.StandardKey.Preferences)
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Learn Doppelkopf…"), self.open_course)
        self._action(help_menu, self.tr("&Read the rules…"), self.read_rules)
        self._action(help_menu, self.tr("&Ways into dokodesk…"), self.ways_in)
        help_menu.addSeparator()
        self._action(help_menu, self.tr("&About dokodesk…"), self.show_about,
                     QKeySequence(Qt.Key.Key_F1))
        self._refresh_controls()

    def _dock(self, widget: QWidget, name: str) -> QDockWidget:
        """A dock beside the table for ``widget``, hidden until asked for; squeezed by other
        docks or a small window, its words scroll instead of being cut off."""
        dock = QDockWidget(self)
        dock.setObjectName(name)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(widget)
        dock.setWidget(scroll)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        dock.hide()
        return dock

    def _dock_titles(self) -> None:
        self.tipp_dock.setWindowTitle(self.tr("Hint"))

    def _action(self, menu, text: str, slot, shortcut=None) -> QAction:  # type: ignore[no-untyped-def]
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    # ------------------------------------------------------------------------- settings

    @property
    def watching(self) -> bool:
        """Whether the Partie is at a watched table (computer players only)."""
        config = self.controller.config
        return config is not None and config.human is None

    def _animation_ms(self) -> int:
        """How long a card moves: the setting, or no time at all at a watched table."""
        return 0 if self.watching else self.settings.animation_ms

    def _apply_settings(self) -> None:
        s = self.settings
        self.controller.lang = self.lang
        self.controller.animation_ms = self._animation_ms()
        self.controller.autoplay_single = s.autoplay_single
        self.controller.allow_takebacks = s.allow_takebacks
        self.table.lang = self.lang
        self.bar.lang = self.lang
        self.tipp_panel.lang = self.lang
        self.tipp_panel.refresh()
        self.table.card_width = s.card_width
        self.table.animation_ms = self._animation_ms()
        self.table.trick_pause_ms = self.controller.trick_pause()
        self.table.double_click = s.play_on_double_click
        self.bar.retranslate()
        if self.controller.config is not None:
            self.table.rename(self.names())
            self._update_spielliste()
        if self.controller.state is not None and self.controller.seats is not None:
            self._shown = None
            self._show(self.controller.state, self.controller.seats)
            self.slot.key = None
            self._refresh_controls()

    def edit_settings(self) -> None:
        from .settingsdialog import SettingsDialog

        if SettingsDialog.ask(self, self.settings):
            if self.settings.language != self.lang:
                self.set_language(self.settings.language)
            self._apply_settings()

    def set_language(self, lang: str) -> None:
        """Switch the language of the whole window (menus, table, engine messages)."""
        if lang == self.lang:
            return
        self.lang = lang
        self.settings.language = lang
        app = QApplication.instance()
        if app is not None:
            install_translator(app, lang)
        self._apply_settings()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._build_menus()
            self.bar.retranslate()
            if self.dock is not None:
                self.dock.setWindowTitle(self.tr("Score sheet"))
            self._dock_titles()
            self.trump_dock.retranslate()
            if isinstance(self.panel, MessagePanel):
                self._show_welcome()
        super().changeEvent(event)

    # ------------------------------------------------------------------------- starting

    def start(self, config: TableConfig | None = None) -> None:
        """After the window is shown: resume the saved Partie if the player wants, or start
        ``config`` (the command line's quick start) or ask for a new Partie."""
        saved = self.read_save()
        if saved is None and config is None and self.settings.first_start:
            self.settings.first_start = False
            self._show_welcome()
            self.ways_in()
            return
        if saved is not None and (
                self._ask_resume(saved) if config is None else not self._confirm_replace()):
            self._begin(saved.config)
            self.controller.resume(saved)
            return
        if config is not None:
            self._begin(config)
            self.controller.start(config)
            return
        self.new_partie()

    def read_save(self) -> savefile.Saved | None:
        """The autosaved Partie, or None. A damaged or foreign file is moved aside (kept)
        and the player told why."""
        path = self.save_path
        if not path.exists():
            return None
        try:
            return savefile.load(path)
        except DokoError as exc:
            reason = describe(exc, self.lang)
        except Exception as exc:
            reason = f"{type(exc).__name__}: {exc}"
        try:
            kept = savefile.move_aside(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Saved Partie damaged"), self.tr(
                "The saved Partie cannot be read ({reason}) and could not be moved aside "
                "({error}). Please move {file} away yourself.").format(
                    reason=reason, error=os_reason(exc, self.lang), file=str(path)))
            return None
        QMessageBox.warning(self, self.tr("Saved Partie damaged"), self.tr(
            "The saved Partie cannot be read:\n{reason}\n\nThe file was kept as\n{file}\n"
            "and is not used.").format(reason=reason, file=str(kept)))
        return None

    def _ask_resume(self, saved: savefile.Saved) -> bool:
        games = len(saved.partie.games)
        when = local_time(self.save_path.stat().st_mtime, self.lang)
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Resume the Partie?"))
        box.setText(self.tr("A Partie saved on {when} is waiting ({games} games played). "
                            "Resume it?").format(when=when, games=games))
        box.setInformativeText(self.tr("Starting a new Partie replaces it."))
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("New Partie"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.exec()
        return box.clickedButton() is resume

    def _confirm_replace(self) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Replace the saved Partie?"),
            self.tr("A saved Partie is waiting. Start the new one and replace it?"))
        return answer == QMessageBox.StandardButton.Yes

    def new_partie(self) -> None:
        """Ask for a new Partie (the new-Partie dialog) and start it; a Partie in progress is
        given up only after asking."""
        from .newpartie import NewPartieDialog

        if self.controller.state is not None:
            answer = QMessageBox.question(
                self, self.tr("New Partie"),
                self.tr("Give up the Partie in progress and start a new one?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        config = NewPartieDialog.ask(self, self.settings, self.library)
        if config is None:
            if self.controller.state is None:
                self._show_welcome()
            return
        self._begin(config)
        self.controller.start(config)

    def autoplay(self, config: TableConfig, games: int) -> None:
        """Watch ``config`` (a watched table: computer players only) play ``games`` games at
        full speed, with no dialog, and close the window after them or at the Partie's end."""
        self.autoplay_games = games
        self._begin(config)
        self.controller.start(config)
        self._apply_settings()

    def resume_saved(self) -> None:
        saved = self.read_save()
        if saved is None:
            QMessageBox.information(self, self.tr("Resume"), self.tr("There is no saved Partie."))
            return
        self._begin(saved.config)
        self.controller.resume(saved)

    def _begin(self, config: TableConfig) -> None:
        """Seat the table for a Partie (a watched one is not saved)."""
        self.slot.clear()
        self._shown = None
        self.controller.save_path = None if config.human is None else self.save_path
        self.table.set_table(self.names(config), config.levels, config.human)
        self.table.hide_overlay()

    def names(self, config: TableConfig | None = None) -> list[str]:
        """The players' names per table seat (yours in the window's language if you kept the
        default)."""
        config = config or self.controller.config
        if config is None:
            return []
        players = config.settings.players
        names = list(config.settings.names)
        if len(names) != players:
            names = [self.tr("Player {n}").format(n=s + 1) for s in range(players)]
            if config.human is not None:
                names[config.human] = self.tr("You")
        if config.human is not None:
            names[config.human] = human_name(names[config.human], self.lang)
        return names

    def _show_welcome(self) -> None:
        self.slot.clear()
        self.slot.put(MessagePanel(
            self.table.viewport(), self.tr("Welcome to dokodesk"),
            self.tr("Doppelkopf at your own table: start a Partie against the computer, "
                    "learn the game in lessons, or read the rules."),
            [(self.tr("New Partie…"), self.new_partie),
             (self.tr("Learn Doppelkopf…"), self.open_course),
             (self.tr("Read the rules…"), self.read_rules)]))
        self.bar.status.setText(self.tr("No Partie running."))

    # ------------------------------------------------------------------------- the game

    def _on_changed(self, state: State, action: Action | None) -> None:
        c = self.controller
        seats = c.seats
        assert seats is not None and c.partie is not None
        prev = self._shown if action is not None else None
        self._shown = state
        if self.tipp.thinking or self.tipp_panel.tips is not None:
            self.tipp.cancel()  # a new position: the Tipp for the old one is no use
            self.tipp_panel.show_idle()
        fast = c.fast
        self.table.animation_ms = min(self._animation_ms(), 70) if fast \
            else self._animation_ms()
        self.table.trick_pause_ms = c.trick_pause()
        if action is None:  # a new game, maybe of another Partie: the list shows its games
            number = self.practice_number if c.practising else len(c.partie.games) + 1
            self.table.set_totals(totals(c.partie), number)
            self._update_spielliste()
        self._show(state, seats, action, prev)
        if action is not None and prev is not None:
            self._tell(prev, action, state)
        self._refresh_controls()

    def _view(self, state: State) -> View:
        """What the human knows of ``state``; an onlooker's view while he sits out."""
        human = self.controller.human_player
        return public_view(state) if human is None else view(state, human)

    def _show(self, state: State, seats: SeatMap, action: Action | None = None,
              prev: State | None = None) -> None:
        """Show ``state`` on the table: the human's view, or all hands open while he sits
        out and the settings say so."""
        watching = self.controller.human_player is None and self.settings.watch_open_hands
        self.table.show_game(self._view(state), seats, action,
                             None if prev is None else self._view(prev),
                             open_hands=state.hands if watching else None)
        self.trump_dock.show_view(self._view(state), self.table.seating, self.lang)

    def _name(self, player: int) -> str:
        return self.table.name_of(player)

    def _tell(self, prev: State, action: Action, state: State) -> None:
        """Say in words what just happened where the cards do not show it."""
        human = self.controller.human_player
        if isinstance(action, Announce) and action.player != human:
            said = term(level_name(action.level, "re" if prev.re[action.player] else "kontra"),
                        self.lang)
            self.table.show_message(self.tr("{name}: {said}!").format(
                name=self._name(action.player), said=said))
        elif isinstance(action, Pigs) and action.say and action.player != human:
            self.table.show_message(self.tr("{name}: {said}!").format(
                name=self._name(action.player), said=term(action.kind.value, self.lang)))
        elif isinstance(action, Play) and action.partner is not None:
            self.table.show_message(self.tr("{name} makes a Genscher: {partner} and {name} are "
                                            "Re.").format(name=self._name(action.player),
                                                          partner=self._name(action.partner)))
        elif isinstance(action, Reserve) and prev.phase == Phase.RESERVATIONS \
                and state.phase != Phase.RESERVATIONS:
            if state.thrown is not None:
                thrown = state.thrown
                self.table.show_message(self.tr(
                    "{name} throws the hand in ({reason}): {cards}. The same dealer deals "
                    "again.").format(
                    name=self._name(thrown.player),
                    reason=SCHMEISSEN_LABELS[thrown.reason].get(self.lang),
                    cards=", ".join(card_words(c, self.lang) for c in thrown.hand)))
            elif state.phase in (Phase.PLAY, Phase.SCHWEINE):
                seating = self.table.seating
                assert seating is not None
                self.table.show_message(contract_text(self._view(state), seating, self.lang))
        elif isinstance(action, PovertyReply):
            text = self.tr("{name} takes the Armut.") if action.accept else self.tr(
                "{name} declines the Armut.")
            if action.player != human:
                self.table.show_message(text.format(name=self._name(action.player)))
            if state.phase == Phase.THROWN_IN:
                self.table.show_message(self.tr("Nobody takes the Armut: the game is thrown in."))
        elif isinstance(action, Return) and state.phase == Phase.PLAY and action.player != human:
            self.table.show_message(self.tr("{name} has given {n} cards back.").format(
                name=self._name(action.player), n=len(state.poverty.returned)
                if state.poverty else 0))

    def _refresh_controls(self) -> None:
        """Buttons, panels, what the cards may do and the status line, for the position."""
        c = self.controller
        st = c.state
        human = c.human_player
        playing = st is not None and human is not None
        hint = bool(st is not None and human is not None and st.to_act == human
                    and not is_over(st) and not c.fast)
        self.bar.hint_button.setEnabled(hint)
        self.act_hint.setEnabled(hint)
        self.act_undo.setEnabled(c.may_take_back())
        self.act_last.setEnabled(bool(st is not None and st.tricks))
        self.bar.last_button.setEnabled(bool(st is not None and st.tricks))
        can_out = bool(playing and st is not None and st.phase == Phase.PLAY and not c.fast)
        self.bar.out_button.setEnabled(can_out)
        self.act_out.setEnabled(can_out)
        concede = bool(st is not None and human is not None and may_concede(st, human)
                       and not c.fast)
        self.act_concede.setEnabled(concede)
        claim = bool(st is not None and may_claim(st, human) and not c.fast)
        self.bar.claim_button.setVisible(claim)
        self.act_claim.setEnabled(claim)
        self.act_record.setEnabled(c.config is not None and c.record() is not None)
        self.act_replay.setEnabled(c.partie is not None and bool(c.partie.games))
        self.act_analyse.setEnabled(c.partie is not None and bool(c.partie.games))
        self.act_end_practice.setEnabled(c.practising)
        self.act_rules.setEnabled(c.config is not None)
        self.act_resume.setEnabled(st is None and self.save_path.exists())
        if st is None or human is None:
            self.bar.set_announcements(set())
            self.bar.set_party(None)
            self.table.set_interaction("none")
            if not isinstance(self.panel, MessagePanel):
                self.slot.clear()
            if st is not None:
                self.bar.status.setText(self.tr("Watching the computer players.")
                                        if self.watching
                                        else self.tr("You deal and sit out: watching this game."))
            return
        levels = set() if c.fast else {a.level for a in legal_announcements(st, human)}
        self.bar.set_announcements(levels)
        pigs = [] if c.fast else [a.kind.value for a in legal_pigs(st, human) if a.say]
        self.bar.set_pigs(pigs[0] if pigs else "")
        self.bar.set_party(view(st, human).parties[human])
        self._update_panel(st, human)
        if st.phase == Phase.POVERTY_RETURN and st.to_act == human and st.poverty is not None:
            self.table.set_interaction("select", select_limit=len(st.poverty.given),
                                       marked=st.poverty.given)
        elif st.phase == Phase.PLAY and not c.fast:
            legal = legal_cards(st) if st.to_act == human else None
            self.table.set_interaction("play", legal, marked=received(st, human))
        else:
            self.table.set_interaction("none")
        status = self._status(st, human)
        if c.practising:
            status = self.tr("Practice game (not counted)") + (f" · {status}" if status else "")
        self.bar.status.setText(status)
        how = self.tr("Double-click") if self.settings.play_on_double_click else self.tr("Click")
        self.bar.status.setToolTip(self.tr("{how} a card, or choose it with the arrow keys and "
                                           "press Enter, to play it too.").format(how=how))

    def _status(self, st: State, human: int) -> str:
        c = self.controller
        if c.fast:
            return self.tr("Playing out quickly…")
        if st.to_act < 0:
            return ""
        if st.to_act != human:
            return self.tr("{name} is next.").format(name=self._name(st.to_act))
        if st.phase == Phase.RESERVATIONS:
            return self.tr("Your turn: healthy or a reservation?")
        if st.phase == Phase.POVERTY_OFFER:
            return self.tr("Your turn: take the Armut or decline it.")
        if st.phase == Phase.POVERTY_RETURN:
            return self.tr("Your turn: choose the cards to give back.")
        if st.phase == Phase.SCHWEINE:
            return self.tr("Your turn: say them or keep quiet.")
        return self.tr("Your turn: drag a card to the middle.")

    def _update_panel(self, st: State, human: int) -> None:
        asking = st.phase in (Phase.RESERVATIONS, Phase.POVERTY_OFFER, Phase.POVERTY_RETURN,
                              Phase.SCHWEINE)
        key = ((id(st.setup), st.phase, st.to_act, len(st.history))
               if st.to_act == human and asking else None)
        if key == self.slot.key and (key is None or self.panel is not None):
            return
        self.slot.clear()
        self.slot.key = key
        if key is None:
            return
        dpr = self.table.devicePixelRatioF()
        parent = self.table.viewport()
        panel: Panel
        if st.phase == Phase.RESERVATIONS:
            legal = tuple(a for a in legal_actions(st, human) if isinstance(a, Reserve))
            reservation = ReservationPanel(parent, legal, self.lang)
            reservation.chosen.connect(self._on_reserve)
            reservation.previewed.connect(self.table.preview_order)
            panel = reservation
        elif st.phase == Phase.SCHWEINE:
            kinds = [a.kind.value for a in legal_pigs(st, human) if a.say]
            if not kinds:  # the table answers no for him
                return
            pigs = PigsPanel(parent, kinds[0], self.lang)
            pigs.answered.connect(lambda say, kind=kinds[0]: self._on_pigs(kind, say))
            panel = pigs
        elif st.phase == Phase.POVERTY_OFFER:
            pov = st.poverty
            assert pov is not None
            offer = PovertyOfferPanel(parent, self._name(pov.poor), len(pov.given),
                                      pov.face_up, self.lang, dpr)
            offer.answered.connect(self._on_poverty_reply)
            panel = offer
        else:
            pov = st.poverty
            assert pov is not None
            giving = ReturnPanel(parent, self._name(pov.poor), pov.given, self.lang, dpr)
            giving.confirmed.connect(self._on_return)
            panel = giving
        self.slot.put(panel)

    @property
    def panel(self) -> Panel | None:
        """The panel over the table, if one is shown."""
        return self.slot.panel

    # ------------------------------------------------------------------------- the human

    def _on_play(self, card: int) -> str | None:
        """A card the human wants to play (dragged, clicked or chosen by keyboard)."""
        c = self.controller
        st = c.state
        if self.settings.confirm_play and st is not None and st.to_act == c.human_player:
            answer = QMessageBox.question(self, self.tr("Play this card?"), self.tr(
                "Play {card}?").format(card=card_name(card)))
            if answer != QMessageBox.StandardButton.Yes:
                return ""
        human = c.human_player
        partners = genscher_partners(st, human) if (
            st is not None and human is not None and card == DK) else ()
        if partners:
            partner = self._ask_genscher(partners)
            if partner == -1:
                return ""
            return c.play(card, partner)
        return c.play(card)

    def _ask_genscher(self, partners: tuple[int, ...]) -> int | None:
        """Whom the human names with his first Karo-König (a Genscher): a player, None for
        no one, -1 when he took the card back."""
        box = QMessageBox(self)
        box.setWindowTitle(term("genscher", self.lang))
        box.setText(self.tr("You play your first Karo-König and may name your partner (a "
                            "Genscher): you and he are Re from now on, the others Kontra, and "
                            "every Absage so far is void."))
        choices: dict[object, int] = {
            box.addButton(self._name(p), QMessageBox.ButtonRole.AcceptRole): p
            for p in partners}
        none = box.addButton(self.tr("No Genscher"), QMessageBox.ButtonRole.RejectRole)
        back = box.addButton(self.tr("Back"), QMessageBox.ButtonRole.DestructiveRole)
        box.setDefaultButton(none)
        box.exec()
        clicked = box.clickedButton()
        if clicked is back:
            return -1
        return choices.get(clicked)

    def _on_pigs(self, kind: str, say: bool = True) -> None:
        reason = self.controller.pigs(kind, say)
        if reason:
            self.table.show_message(reason, error=True)

    def _on_announce(self, level: int) -> None:
        reason = self.controller.announce(level)
        if reason:
            self.table.show_message(reason, error=True)

    def _on_reserve(self, kind: str, pflicht: bool) -> None:
        reason = self.controller.reserve(kind, pflicht)
        if reason:
            self.table.show_message(reason, error=True)

    def _on_poverty_reply(self, accept: bool) -> None:
        reason = self.controller.reply_poverty(accept)
        if reason:
            self.table.show_message(reason, error=True)

    def _on_selection(self, count: int) -> None:
        if isinstance(self.panel, ReturnPanel):
            self.panel.set_count(count)

    def _on_return(self) -> None:
        reason = self.controller.return_cards(self.table.selected_cards())
        if reason:
            self.table.show_message(reason, error=True)

    def take_back(self) -> None:
        """Take the human's last card or announcement back (Ctrl+Z)."""
        reason = self.controller.take_back()
        self.table.show_message(reason or self.tr("Your last decision has been taken back."),
                                error=bool(reason))

    def toggle_last_trick(self) -> None:
        if self.table.overlay_shown():
            self.table.hide_overlay()
        elif not self.table.show_last_trick():
            self.table.show_message(self.tr("No trick has been played yet."))

    # ------------------------------------------------------------------------- game over

    def _on_game_finished(self, state: State, seats: SeatMap) -> None:
        self._update_spielliste()
        self._refresh_controls()
        if self.watching:
            partie = self.controller.partie
            assert partie is not None
            if len(partie.games) >= self.autoplay_games:
                self.close()
            else:
                QTimer.singleShot(0, self.controller.next_game)
            return
        if state.phase == Phase.THROWN_IN:
            box = QMessageBox(QMessageBox.Icon.Information, self.tr("Thrown in"),
                              self.tr("Nobody took the Armut: the cards are dealt again."),
                              QMessageBox.StandardButton.Ok, self)
            dialog: QWidget = box
        else:
            from .scoredialog import ScoreDialog

            score = ScoreDialog(state, seats, self.names(), self.lang, self)
            games = () if self.controller.partie is None else self.controller.partie.games
            practising = self.controller.practising or not games
            number = 0 if practising else games[-1].number
            if practising:
                score.setWindowTitle(self.tr("Practice game (not counted)"))
            score.analysisRequested.connect(
                lambda: self.analyse(state, seats, number, score))
            dialog = score
        self.score_dialog = dialog
        dialog.finished.connect(self._after_score)  # type: ignore[attr-defined]
        dialog.open()  # type: ignore[attr-defined]

    def _after_score(self, _result: int = 0) -> None:
        dialog, self.score_dialog = self.score_dialog, None
        if dialog is not None:
            dialog.deleteLater()
        self.controller.next_game()

    def _on_partie_finished(self) -> None:
        if self.watching:
            self.close()
            return
        from .spielliste import StandingsDialog

        partie = self.controller.partie
        assert partie is not None
        self._update_spielliste()
        dialog = StandingsDialog(partie, self.names(), self.lang, self)
        dialog.finished.connect(lambda _=0: self._show_welcome())
        dialog.open()
        self.score_dialog = dialog

    # ------------------------------------------------------------------------- analysis

    def ask_analysis(self) -> None:
        """Choose a game of the Partie to analyse."""
        index = self._ask_game(self.tr("Analyse a game"))
        if index is not None:
            self.analyse_entry(index)

    def analyse_entry(self, index: int) -> None:
        """The analysis of game ``index`` of the Partie."""
        partie = self.controller.partie
        if partie is not None and 0 <= index < len(partie.games):
            entry = partie.games[index]
            self.analyse(entry.state, entry.seats, entry.number)

    def analyse(self, final: State, seats: SeatMap, number: int,
                parent: QWidget | None = None) -> None:
        """The analysis of the human's decisions in the finished game ``final`` dealt as
        ``seats`` (``number``: in the Partie, 0 for a practice game), over ``parent``."""
        from .analysis import AnalysisDialog

        config = self.controller.config
        player = None if config is None or config.human is None else seats.player(config.human)
        if config is None or player is None or not final.history:
            QMessageBox.information(parent or self, self.tr("Analysis of the game"), self.tr(
                "You did not play in this game: there is nothing of yours to analyse."))
            return
        if self.analysis is not None:
            self.analysis.close()
        table_names = self.names()
        names = tuple(table_names[seats.seat(p)] for p in range(4))
        dialog = AnalysisDialog(final, player, self.lang, parent or self, number,
                                self.analysis_effort, mix_seed(config.seed, number, 0, player),
                                names, self.controller.played_out_at(number))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.practiceRequested.connect(lambda step: self.practise(final, seats, step, number))
        dialog.finished.connect(lambda _=0: self._analysis_closed(dialog))
        self.analysis = dialog
        dialog.open()

    def _analysis_closed(self, dialog: AnalysisDialog) -> None:
        if self.analysis is dialog:
            self.analysis = None

    def practise(self, final: State, seats: SeatMap, step: int, number: int = 0) -> None:
        """Play the game ``final`` (``number`` in the Partie, 0: the practice game itself)
        again from the position before its action ``step``, with the same cards, as a
        practice game that does not count in the Partie (an open score dialog closes: the
        Partie goes on after the practice game); the header keeps the game's number."""
        if number:
            self.practice_number = number
        dialog, self.score_dialog = self.score_dialog, None
        if isinstance(dialog, QDialog):
            dialog.finished.disconnect()
            dialog.close()
            dialog.deleteLater()
        self.controller.practise(positions(final)[step], seats)
        self.table.show_message(self.tr("Practice game: play it again from here. It does not "
                                        "count in the Partie."))

    # ------------------------------------------------------------------------- Spielliste

    def _ensure_spielliste(self) -> SpiellisteWidget:
        """The Spielliste dock (hidden until asked for)."""
        if self.spielliste is None:
            from .spielliste import SpiellisteWidget

            self.spielliste = SpiellisteWidget(self.lang)
            self.spielliste.replay_requested.connect(self.replay)
            self.spielliste.analysis_requested.connect(self.analyse_entry)
            self.dock = QDockWidget(self.tr("Score sheet"), self)
            self.dock.setObjectName("spielliste")
            self.dock.setWidget(self.spielliste)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
            self.dock.visibilityChanged.connect(self.act_list.setChecked)
            self.dock.hide()
        return self.spielliste

    def _update_spielliste(self) -> None:
        partie = self.controller.partie
        if partie is None:
            return
        self._ensure_spielliste().set_partie(partie, self.names(), self.controller.takebacks)

    def toggle_trumps(self) -> None:
        """Show or hide the trump order and the card count beside the table (T)."""
        self.trump_dock.setVisible(not self.trump_dock.isVisible())

    def toggle_spielliste(self) -> None:
        self._update_spielliste()
        self._ensure_spielliste()
        assert self.dock is not None
        self.dock.setVisible(not self.dock.isVisible())
        if self.dock.isVisible():
            width = max(300, min(480, self.width() // 3))
            self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)

    # ------------------------------------------------------------------------- records

    def save_record(self) -> None:
        """Save the game in progress (or the last one) as a game record."""
        record = self.controller.record()
        if record is None:
            return
        suggestion = str(Path.home() / f"dokodesk-{time.strftime('%Y%m%d-%H%M')}.json")
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save game record"), suggestion,
                                              self.tr("Game records (*.json)"))
        if path:
            try:
                savefile.write_atomic(Path(path), record.dumps())
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save game record"), str(exc))

    def ask_replay(self) -> None:
        index = self._ask_game(self.tr("Replay a game"))
        if index is not None:
            self.replay(index)

    def _ask_game(self, title: str) -> int | None:
        """The index of a game of the Partie the player chooses (None: none)."""
        partie = self.controller.partie
        if partie is None or not partie.games:
            return None
        items = [self.tr("Game {n}").format(n=g.number) for g in partie.games]
        choice, ok = QInputDialog.getItem(self, title, self.tr("Game:"), items,
                                          len(items) - 1, False)
        return items.index(choice) if ok else None

    def replay(self, index: int) -> None:
        """Replay game ``index`` of the Partie trick by trick."""
        from .replay import ReplayDialog

        partie = self.controller.partie
        if partie is None or not 0 <= index < len(partie.games):
            return
        entry = partie.games[index]
        dialog = ReplayDialog(entry.state, entry.seats, self.names(), self.lang, self,
                              entry.number)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    def concede(self) -> None:
        """As soloist, give every remaining trick to Kontra (TSR 5.4.6), after asking."""
        answer = QMessageBox.question(self, self.tr("Give up?"), self.tr(
            "Give the remaining tricks to your opponents? The game ends now and is scored "
            "with their cards."))
        if answer == QMessageBox.StandardButton.Yes:
            reason = self.controller.concede()
            if reason:
                self.table.show_message(reason, error=True)

    def show_hint(self) -> None:
        """The Tipp: every choice the human has weighed the way Profi decides, on a worker
        thread while the Tipp panel says it is thinking; asked again meanwhile, it is called
        off."""
        if self.tipp.thinking:
            self.tipp.cancel()
            self.tipp_panel.show_idle()
            return
        c = self.controller
        st, human = c.state, c.human_player
        if (st is None or human is None or st.to_act != human or is_over(st) or c.fast
                or c.config is None or c.partie is None):
            return
        seed = mix_seed(c.config.seed, c.partie.deals, len(st.history), human)
        self.tipp.ask(view(st, human), legal_actions(st, human), seed)
        self.tipp_panel.show_thinking()
        if not self.tipp_dock.isVisible():  # wide enough for a line of what a card costs
            self.tipp_dock.show()
            width = max(300, min(400, self.width() // 4))
            self.resizeDocks([self.tipp_dock], [width], Qt.Orientation.Horizontal)
        self.tipp_dock.raise_()

    def _on_tipp(self, answer: TippAnswer) -> None:
        names = tuple(self._name(p) for p in range(4)) if self.table.seating else ()
        self.tipp_panel.show_tip(list(answer.lines), names)
        best = answer.best
        if isinstance(best, Play | Return):
            self.table.point_at(best.card)
        elif isinstance(best, Reserve) and isinstance(self.panel, ReservationPanel):
            button = self.panel.buttons.get(best.kind)
            if button is not None:
                button.setFocus()
        elif isinstance(best, PovertyReply) and isinstance(self.panel, PovertyOfferPanel):
            (self.panel.take if best.accept else self.panel.decline).setFocus()

    def _on_tipp_failed(self, text: str) -> None:
        print(text, file=sys.stderr)
        self.tipp_panel.show_idle()
        self.table.show_message(self.tr("The hint could not be worked out."), error=True)

    def edit_house_rules(self) -> None:
        """The rules editor from the menu: edited house rules are kept in the library, where
        the next new Partie offers them (the rules of a Partie in progress stay fixed)."""
        from .rules_editor import RulesEditorDialog

        config = self.controller.config
        rules = config.settings.rules if config is not None else preset("ddv")
        base = preset_name(rules) or "ddv"
        name = config.rules_name if config is not None and config.rules_name else base
        edited = RulesEditorDialog.edit(self, HouseRules(name, "", rules, base), self.lang,
                                        self.library)
        if edited is None:
            return
        from .library import RulesLibrary

        try:
            path = RulesLibrary(self.library, self.lang).save(self, edited)
        except OSError as exc:
            self.table.show_message(str(exc), error=True)
            return
        if path is None:
            return
        self.table.show_message(self.tr("Saved as {name}: a new Partie offers these rules.")
                                .format(name=edited.name or path.stem))

    def show_rules(self) -> None:
        from .rules_editor import show_rules

        config = self.controller.config
        if config is None:
            return
        rules = config.settings.rules
        base = preset_name(rules) or "ddv"
        house = HouseRules(name=config.rules_name or base, description="", rules=rules,
                           base=base)
        show_rules(self, house, self.lang)

    def ways_in(self) -> None:
        """Offer the three ways in: a Partie, the course, the rules (the first start's
        choice, again from the Help menu)."""
        from .course_start import WaysInDialog

        dialog = WaysInDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        ways = {"play": self.new_partie, "learn": self.open_course, "rules": self.read_rules}
        dialog.chosen.connect(lambda way: QTimer.singleShot(0, ways[way]))
        dialog.open()

    def open_course(self) -> None:
        """The course "Doppelkopf lernen": its lessons, each played at a table of its own
        (never part of the Partie); the list and its lessons follow the window's language."""
        from .course_list import CourseDialog

        for open_one in self.findChildren(CourseDialog):
            if open_one.isVisible():  # one course list: the open one comes to the front
                open_one.raise_()
                open_one.activateWindow()
                return
        dialog = CourseDialog(self.data_dir, self.lang, self,
                              animation_ms=self.settings.animation_ms)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()  # not modal: the language may be switched while it is open

    def read_rules(self) -> None:
        """The rules in plain words: the Partie's, else the ones last chosen for a Partie."""
        from .newpartie import house_from_source

        if self.controller.config is not None:
            self.show_rules()
            return
        try:
            house = house_from_source(self.settings.last_rules, self.lang)
        except (DokoError, OSError, KeyError):
            house = house_from_source("preset:ddv", self.lang)
        from .rules_editor import show_rules

        show_rules(self, house, self.lang)

    def show_about(self) -> None:
        """The About dialog: version, licence, where the data is kept, the shortcuts."""
        from .about import AboutDialog, menu_shortcuts

        dialog = AboutDialog(self.data_dir, self.library, self.settings.store.fileName(),
                             menu_shortcuts(self.menuBar()), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # ------------------------------------------------------------------------- closing

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.save_warning.may_close():
            event.ignore()
            return
        self.tipp.stop()
        if self.analysis is not None:
            self.analysis.stop()
        self.controller.shutdown()
        if not self.watching:  # a watched table leaves the player's window as it was
            self.settings.window_layout = (self.saveGeometry(), self.saveState())
            self.settings.sync()
        super().closeEvent(event)
