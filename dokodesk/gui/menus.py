"""The main window's menus (Partie, Game, View, Help) with their shortcuts, and which of their
entries the position allows."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from .presenter import Controls

if TYPE_CHECKING:
    from .mainwindow import MainWindow

Shortcut = QKeySequence | QKeySequence.StandardKey | None


class WindowMenus(QObject):
    """The menu bar of ``window``; built anew (:meth:`build`) when the language changes."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.build()

    def _action(self, menu: QMenu, text: str, slot: Callable[[], object],
                shortcut: Shortcut = None) -> QAction:
        act = QAction(text, self.window)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        act.triggered.connect(lambda _=False: slot())
        menu.addAction(act)
        return act

    def build(self) -> None:
        w, c = self.window, self.window.controller
        key, std = QKeySequence, QKeySequence.StandardKey
        bar = w.menuBar()
        bar.clear()
        partie = bar.addMenu(self.tr("&Partie"))
        self._action(partie, self.tr("&New Partie…"), w.new_partie, std.New)
        self.resume = self._action(partie, self.tr("&Resume saved Partie"), w.resume_saved)
        partie.addSeparator()
        self.record = self._action(partie, self.tr("&Save game record…"), w.save_record,
                                   std.Save)
        self.replay = self._action(partie, self.tr("Re&play a game…"), w.ask_replay)
        self.analyse = self._action(partie, self.tr("&Analyse a game…"), w.launcher.ask)
        self._action(partie, self.tr("S&tatistics…"), w.open_statistik)
        self.mistakes = self._action(partie, "", w.practise_mistakes)
        self.show_waiting(w.mistakes_waiting)
        partie.addSeparator()
        self._action(partie, self.tr("&House rules…"), w.dialogs.edit_house_rules)
        partie.addSeparator()
        self._action(partie, self.tr("&Quit"), w.close, std.Quit)
        game = bar.addMenu(self.tr("&Game"))
        self.hint = self._action(game, self.tr("&Hint"), w.show_hint, key(Qt.Key.Key_H))
        self.undo = self._action(game, self.tr("&Take back"), w.take_back, std.Undo)
        self.last = self._action(game, self.tr("Show &last trick"), w.toggle_last_trick,
                                 key(Qt.Key.Key_L))
        self.out = self._action(game, self.tr("&Finish the game quickly"), c.play_out)
        self.claim = self._action(game, self.tr("&Claim the remaining tricks"), c.abkuerzen)
        self.concede = self._action(game, self.tr("&Give up the remaining tricks"), w.concede)
        self.end_practice = self._action(game, self.tr("&End the practice game"),
                                         c.end_practice)
        game.addSeparator()
        self.rules = self._action(game, self.tr("Show active &rules…"), w.dialogs.show_rules)
        view = bar.addMenu(self.tr("&View"))
        self.list = self._action(view, self.tr("&Score sheet"), w.toggle_spielliste,
                                 key(Qt.Key.Key_F2))
        self.list.setCheckable(True)
        self.list.setChecked(w.dock.isVisible())
        self.trumps = self._action(view, self.tr("&Trump order"), w.toggle_trumps,
                                   key(Qt.Key.Key_T))
        self.trumps.setCheckable(True)
        self.trumps.setChecked(w.trump_dock.isVisible())
        language = view.addMenu(self.tr("&Language"))
        group = QActionGroup(self)
        for code, label in (("de", "Deutsch"), ("en", "English")):
            act = self._action(language, label, partial(w.set_language, code))
            act.setCheckable(True)
            act.setChecked(code == w.lang)
            group.addAction(act)
        view.addSeparator()
        self._action(view, self.tr("S&ettings…"), w.edit_settings, std.Preferences)
        help_menu = bar.addMenu(self.tr("&Help"))
        dialogs = w.dialogs
        self._action(help_menu, self.tr("&Learn Doppelkopf…"), dialogs.open_course)
        self._action(help_menu, self.tr("&Read the rules…"), dialogs.read_rules)
        self._action(help_menu, self.tr("&Ways into dokodesk…"), dialogs.ways_in)
        help_menu.addSeparator()
        self._action(help_menu, self.tr("&About dokodesk…"), dialogs.show_about,
                     key(Qt.Key.Key_F1))

    def show_waiting(self, count: int) -> None:
        """The entry "Fehler üben" with the count of positions waiting."""
        self.mistakes.setText(self.tr("Practise &mistakes (%n waiting)…", "", count))

    def enable(self, controls: Controls) -> None:
        """Enable the entries the position allows."""
        c = self.window.controller
        games = c.partie is not None and bool(c.partie.games)
        self.hint.setEnabled(controls.hint)
        self.undo.setEnabled(controls.take_back)
        self.last.setEnabled(controls.last_trick)
        self.out.setEnabled(controls.play_out)
        self.concede.setEnabled(controls.concede)
        self.claim.setEnabled(controls.claim)
        self.record.setEnabled(c.config is not None and c.record() is not None)
        self.replay.setEnabled(games)
        self.analyse.setEnabled(games)
        self.end_practice.setEnabled(c.practising)
        self.rules.setEnabled(c.config is not None)
        self.resume.setEnabled(c.state is None and self.window.save_path.exists())
