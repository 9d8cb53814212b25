"""The main window: the card table with its action bar, the menus, and the docks beside the
table (the Spielliste, the trump order, the Tipp).

The window puts its rooms together: the :class:`~dokodesk.gui.controller.GameController` runs
the game, the :class:`~dokodesk.gui.presenter.TablePresenter` shows each of its changes on the
table and passes the human's choices back, :mod:`~dokodesk.gui.menus` holds the menus,
:mod:`~dokodesk.gui.records` the game records and the replay, and
:mod:`~dokodesk.gui.analysis_launch` the analysis of a game and its practice games. The window
itself starts and ends a Partie: at the start it offers to resume the autosaved Partie (a
damaged save is moved aside with a clear message); a watched table (``dokodesk --autoplay``:
computer players only) plays at full speed without a dialog and closes the window after its
games; it is not saved.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QDateTime, QEvent, QLocale, QSize, Qt, QTimer
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QFrame,
    QMainWindow,
    QMessageBox,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from dokodesk.ai.turns import Decider, decide
from dokodesk.engine.errors import DokoError
from dokodesk.engine.game import Phase, State
from dokodesk.engine.partie import TableConfig, totals
from dokodesk.engine.table import SeatMap
from dokodesk.persistence import savefile
from dokodesk.persistence.paths import SAVE_NAME, rules_library
from dokodesk.persistence.record import GameRecord
from dokodesk.text.messages import describe, os_reason
from dokodesk.text.table import human_name

from .analysis_launch import AnalysisLauncher
from .controller import GameController
from .history_keeper import HistoryKeeper
from .i18n import install_translator
from .menus import WindowMenus
from .panels import ActionBar, MessagePanel, Panel, PanelSlot
from .presenter import TablePresenter
from .records import Records
from .savewarning import SaveWarning
from .screen import fit
from .settings import AppSettings
from .spielliste import SpiellisteWidget
from .table import TableView
from .tipp import TippAdvisor, TippAnswer, TippPanel
from .trumps import TrumpDock
from .window_dialogs import WindowDialogs


def local_time(seconds: float, lang: str) -> str:
    """A moment (seconds since the epoch) as date and time the way ``lang`` writes them."""
    locale = QLocale(QLocale.Language.German if lang == "de" else QLocale.Language.English)
    moment = QDateTime.fromSecsSinceEpoch(int(seconds))
    return locale.toString(moment, QLocale.FormatType.ShortFormat)


MINIMUM_SIZE = QSize(1024, 640)
"""The smallest window: the table, its buttons and the Spielliste beside it still fit."""


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
        self.controller = c = GameController(self, save_path=self.save_path, decider=decider)
        self.table = TableView()
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
        self.score_dialog: QWidget | None = None
        self.autoplay_games = 0
        """At a watched table: after how many games the window closes."""
        self.trump_dock = TrumpDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.trump_dock)
        self.trump_dock.hide()
        self.presenter = TablePresenter(self, c, self.table, self.bar, self.slot,
                                        self.trump_dock, settings)
        self.records = Records(self)
        self.launcher = AnalysisLauncher(self)
        self.dialogs = WindowDialogs(self)
        self.history = HistoryKeeper(self, data_dir, self.lang)
        """The player's history: every finished game of his goes in."""
        self.history.problem.connect(lambda text: self.table.show_message(text, error=True))
        self.mistakes_waiting = 0
        self.history.waiting.connect(self._on_mistakes_waiting)
        self.bar.lastTrick.connect(self.toggle_last_trick)
        self.bar.playOut.connect(c.play_out)
        self.bar.abkuerzen.connect(c.abkuerzen)
        self.bar.hint.connect(self.show_hint)
        self.tipp = TippAdvisor(self)
        self.tipp.answered.connect(self._on_tipp)
        self.tipp.failed.connect(self._on_tipp_failed)
        self.tipp_panel = TippPanel()
        self.tipp_panel.cancelRequested.connect(self.show_hint)
        self.tipp_panel.askRequested.connect(self.show_hint)
        self.tipp_dock = self._dock(self.tipp_panel, "tipp")
        # made now, not at the end of the first game: loading pyqtgraph takes a quarter second
        self.spielliste = SpiellisteWidget(self.lang)
        self.spielliste.replay_requested.connect(self.replay)
        self.spielliste.analysis_requested.connect(self.analyse_entry)
        self.spielliste.comparison_requested.connect(self.launcher.compare_entry)
        self.dock = QDockWidget(self.tr("Score sheet"), self)
        self.dock.setObjectName("spielliste")
        self.dock.setWidget(self.spielliste)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        c.changed.connect(self._on_changed)
        c.gameFinished.connect(self._on_game_finished)
        c.partieFinished.connect(self._on_partie_finished)
        c.thinking.connect(self.table.set_thinking)
        c.problem.connect(lambda text: self.table.show_message(text, error=True))
        c.claimRefused.connect(lambda: self.table.show_message(
            self.tr("You cannot be sure of every remaining trick yet: play on."), error=True))
        self.menus = WindowMenus(self)
        self.dock.visibilityChanged.connect(lambda on: self.menus.list.setChecked(on))
        self.trump_dock.visibilityChanged.connect(lambda on: self.menus.trumps.setChecked(on))
        self._apply_settings()
        self._dock_titles()
        self.setWindowTitle("dokodesk")
        self.setMinimumSize(MINIMUM_SIZE)
        fit(self, 1280, 800)
        saved = settings.window_layout
        if saved is not None:  # where the window was and whether the Spielliste was open
            self.restoreGeometry(saved[0])
            self.restoreState(saved[1])
            fit(self)  # saved on a larger screen, it is made to fit this one

    @property
    def panel(self) -> Panel | None:
        """The panel over the table, if one is shown."""
        return self.slot.panel

    @property
    def analysis(self) -> object:
        """The analysis of a game, while it is open."""
        return self.launcher.dialog

    @property
    def analysis_effort(self) -> object:
        return self.launcher.effort

    @analysis_effort.setter
    def analysis_effort(self, effort: object) -> None:
        self.launcher.effort = effort  # type: ignore[assignment]

    def analyse_entry(self, index: int) -> None:
        """The analysis of game ``index`` of the Partie."""
        self.launcher.entry(index)

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
        self.dock.setWindowTitle(self.tr("Score sheet"))

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
        self.presenter.lang = self.lang
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
        self.presenter.show_again()
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
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "menus"):
            self.menus.build()
            self._refresh_controls()
            self.bar.retranslate()
            self._dock_titles()
            self.trump_dock.retranslate()
            if isinstance(self.panel, MessagePanel):
                self._show_welcome()
        super().changeEvent(event)

    # ------------------------------------------------------------------------- starting

    def start(self, config: TableConfig | None = None) -> None:
        """After the window is shown: resume the saved Partie if the player wants, or start
        ``config`` (the command line's quick start) or ask for a new Partie."""
        self.history.judge()  # the games left unjudged last time
        self.history.count()
        saved = self.read_save()
        if saved is None and config is None and self.settings.first_start:
            self.settings.first_start = False
            self._show_welcome()
            self.dialogs.ways_in()
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
        clicked = box.clickedButton()
        box.deleteLater()
        return clicked is resume

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

    def play_first(self) -> None:
        """"Play a Partie" from the ways in or the course: until the player has finished a
        Partie, the Lernpartie and the full DDV Spielrunde are offered first (one click each,
        or the new-Partie dialog); afterwards the new-Partie dialog."""
        if self.settings.finished_partie:
            self.new_partie()
            return
        from .firstpartie import FirstPartieDialog

        dialog = FirstPartieDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.chosen.connect(lambda choice: QTimer.singleShot(0, lambda: self._first(choice)))
        dialog.open()

    def _first(self, choice: str) -> None:
        """Start the first Partie chosen in the :class:`FirstPartieDialog`."""
        from .firstpartie import lernpartie_config, spielrunde_config

        if choice == "choose":
            self.new_partie()
            return
        if self.controller.state is not None:
            answer = QMessageBox.question(
                self, self.tr("New Partie"),
                self.tr("Give up the Partie in progress and start a new one?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        you = self.tr("You")
        config = lernpartie_config(you) if choice == "lernpartie" else spielrunde_config(you)
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
        self.presenter.forget()
        self.controller.save_path = None if config.human is None else self.save_path
        self.table.set_table(self.names(config), config.levels, config.human)
        self.table.hide_overlay()
        from .firstpartie import is_lernpartie

        if is_lernpartie(config):  # a newcomer's Partie: the Tipp and the trump order beside
            self.open_learning_docks()

    def open_learning_docks(self) -> None:
        """The Tipp (waiting to be asked) and the trump order open beside the table."""
        if not self.trump_dock.isVisible():
            self.trump_dock.show()
        if not self.tipp_dock.isVisible():
            self.tipp_dock.show()
            width = max(300, min(400, self.width() // 4))
            self.resizeDocks([self.tipp_dock], [width], Qt.Orientation.Horizontal)
        self.share_height()

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
             (self.tr("Learn Doppelkopf…"), self.dialogs.open_course),
             (self.tr("Read the rules…"), self.dialogs.read_rules)]))
        self.bar.status.setText(self.tr("No Partie running."))

    # ------------------------------------------------------------------------- the game

    def _on_changed(self, _state: State, action: object) -> None:
        c = self.controller
        assert c.partie is not None
        if self.tipp.thinking or self.tipp_panel.tips is not None:
            self.tipp.cancel()  # a new position: the Tipp for the old one is no use
            self.tipp_panel.show_idle()
        fast = c.fast
        self.table.animation_ms = min(self._animation_ms(), 70) if fast \
            else self._animation_ms()
        self.table.trick_pause_ms = c.trick_pause()
        if action is None:  # a new game, maybe of another Partie: the list shows its games
            number = self.launcher.practice_number if c.practising else len(c.partie.games) + 1
            self.table.set_totals(totals(c.partie), number)
            self._update_spielliste()
        self.presenter.show_change(action)  # type: ignore[arg-type]
        self._refresh_controls()

    def _refresh_controls(self) -> None:
        """Buttons, panels, menu entries and the status line, for the position."""
        self.menus.enable(self.presenter.refresh())

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
        game, human, ask = c.game, c.human_player, c.human_decision()
        if (game is None or human is None or ask is None or not ask.in_turn
                or c.config is None or c.partie is None):
            return
        self.tipp.ask(game.view(human), ask.choices)
        self.tipp_panel.show_thinking()
        if not self.tipp_dock.isVisible():  # wide enough for a line of what a card costs
            self.tipp_dock.show()
            width = max(300, min(400, self.width() // 4))
            self.resizeDocks([self.tipp_dock], [width], Qt.Orientation.Horizontal)
            self.share_height()
        self.tipp_dock.raise_()

    def _on_tipp(self, answer: TippAnswer) -> None:
        names = tuple(self.presenter.name(p) for p in range(4)) if self.table.seating else ()
        self.tipp_panel.show_tip(list(answer.lines), names)
        self.presenter.point_at(answer.best)
        self.share_height()  # the advice and the other choices: the Tipp as high as it needs

    def _on_tipp_failed(self, text: str) -> None:
        print(text, file=sys.stderr)
        self.tipp_panel.show_idle()
        self.table.show_message(self.tr("The hint could not be worked out."), error=True)

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
        self._keep_in_history(state, seats)
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
                lambda: self.launcher.analyse(state, seats, number, score))
            dialog = score
        self.score_dialog = dialog
        dialog.finished.connect(self._after_score)  # type: ignore[attr-defined]
        dialog.open()  # type: ignore[attr-defined]

    def _after_score(self, _result: int = 0) -> None:
        self._free_score_dialog()
        self.controller.next_game()

    def _free_score_dialog(self) -> None:
        """Forget the score dialog (or the standings) just closed, and delete it."""
        dialog, self.score_dialog = self.score_dialog, None
        if dialog is not None:
            dialog.deleteLater()

    def _on_partie_finished(self) -> None:
        if self.watching:
            self.close()
            return
        from .standings import StandingsDialog

        partie = self.controller.partie
        assert partie is not None
        self.settings.finished_partie = True  # from now on "Play a Partie" asks as usual
        self.settings.sync()
        self._update_spielliste()
        dialog = StandingsDialog(partie, self.names(), self.lang, self)
        dialog.finished.connect(self._after_standings)
        dialog.open()
        self.score_dialog = dialog

    def _after_standings(self, _result: int = 0) -> None:
        self._free_score_dialog()
        self._show_welcome()

    # ------------------------------------------------------------------------- the docks

    def _update_spielliste(self) -> None:
        partie = self.controller.partie
        if partie is not None:
            self.spielliste.set_partie(partie, self.names(), self.controller.takebacks)

    def toggle_trumps(self) -> None:
        """Show or hide the trump order and the card count beside the table (T)."""
        self.trump_dock.setVisible(not self.trump_dock.isVisible())
        self.share_height()

    def share_height(self) -> None:
        """The docks open beside the table share its height: the trump order and the Tipp
        get what their contents need (the trump order at most half, the Tipp at most a
        third), the Spielliste the rest."""
        docks = [d for d in (self.trump_dock, self.tipp_dock, self.dock)
                 if d.isVisible() and not d.isFloating()
                 and self.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea]
        if len(docks) < 2:
            return
        height = self.height() - self.menuBar().height()
        caps = {self.trump_dock: height // 2, self.tipp_dock: height // 3}
        wanted = []
        for dock in docks:
            if dock is self.dock:
                wanted.append(height)
                continue
            inner = dock.widget()
            content = inner.widget() if isinstance(inner, QScrollArea) else inner
            need = content.sizeHint().height() if content is not None else 0
            wanted.append(min(caps[dock], need + 40))
        if self.dock in docks:
            wanted[docks.index(self.dock)] = max(
                120, height - sum(w for d, w in zip(docks, wanted, strict=True)
                                  if d is not self.dock))
        self.resizeDocks(docks, wanted, Qt.Orientation.Vertical)

    def toggle_spielliste(self) -> None:
        self._update_spielliste()
        self.dock.setVisible(not self.dock.isVisible())
        if self.dock.isVisible():
            width = max(300, min(480, self.width() // 3))
            self.resizeDocks([self.dock], [width], Qt.Orientation.Horizontal)
        self.share_height()

    # ------------------------------------------------------------------------- records

    def save_record(self) -> None:
        """Save the game in progress (or the last one) as a game record."""
        self.records.save(self.controller.record())

    def ask_replay(self) -> None:
        index = self.records.choose(self.controller.partie, self.tr("Replay a game"))
        if index is not None:
            self.replay(index)

    def replay(self, index: int) -> None:
        """Replay game ``index`` of the Partie trick by trick."""
        partie = self.controller.partie
        if partie is not None and 0 <= index < len(partie.games):
            self.records.replay(partie.games[index], self.names(), self.lang)

    def open_course(self) -> None:
        """The course "Doppelkopf lernen" (the Help menu's first entry)."""
        self.dialogs.open_course()

    # ------------------------------------------------------------------------- closing

    # ------------------------------------------------------------------------- the history

    def _keep_in_history(self, state: State, seats: SeatMap) -> None:
        """A game of the Partie finished at the table goes into the player's history (never
        a practice game, nor one at a watched table)."""
        c = self.controller
        config, partie = c.config, c.partie
        if c.practising or config is None or config.human is None or partie is None:
            return
        if not partie.games:
            return
        number = partie.games[-1].number
        record = GameRecord.from_state(state, seats=seats.seats, dealer=seats.dealer,
                                       names=config.settings.names, levels=list(config.levels))
        self.history.add(record, config.human, c.played_out.get(number))

    def _on_mistakes_waiting(self, count: int) -> None:
        self.mistakes_waiting = count
        self.menus.show_waiting(count)

    def open_statistik(self) -> None:
        """The Statistik window of the player's history."""
        from .statistik import StatistikWindow

        StatistikWindow.open_for(self)

    def practise_mistakes(self) -> None:
        """"Fehler üben": the positions of the player's mistakes waiting today."""
        from .mistakes import MistakesWindow

        MistakesWindow.open_for(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.save_warning.may_close():
            event.ignore()
            return
        self.tipp.stop()
        self.launcher.stop()
        self.history.stop()
        self.controller.shutdown()
        if not self.watching:  # a watched table leaves the player's window as it was
            self.settings.window_layout = (self.saveGeometry(), self.saveState())
            self.settings.sync()
        super().closeEvent(event)
