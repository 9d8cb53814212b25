"""The dialogs the main window opens beside the game: the house rules editor, the rules in
plain words, the three ways in, the course "Doppelkopf lernen" and About."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer

from dokodesk.engine.errors import DokoError
from dokodesk.engine.rules import preset, preset_name
from dokodesk.persistence.houserules import HouseRules

if TYPE_CHECKING:
    from .mainwindow import MainWindow


class WindowDialogs(QObject):
    """Opens the dialogs of the Partie and the Help menus over ``window``."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window

    def edit_house_rules(self) -> None:
        """The rules editor from the menu: edited house rules are kept in the library, where
        the next new Partie offers them (the rules of a Partie in progress stay fixed)."""
        from .rules_editor import RulesEditorDialog

        w = self.window
        config = w.controller.config
        rules = config.settings.rules if config is not None else preset("ddv")
        base = preset_name(rules) or "ddv"
        name = config.rules_name if config is not None and config.rules_name else base
        edited = RulesEditorDialog.edit(w, HouseRules(name, "", rules, base), w.lang,
                                        w.library)
        if edited is None:
            return
        from .library import RulesLibrary

        try:
            path = RulesLibrary(w.library, w.lang).save(w, edited)
        except OSError as exc:
            w.table.show_message(str(exc), error=True)
            return
        if path is None:
            return
        w.table.show_message(self.tr("Saved as {name}: a new Partie offers these rules.")
                             .format(name=edited.name or path.stem))

    def show_rules(self) -> None:
        from .rules_editor import show_rules

        w = self.window
        config = w.controller.config
        if config is None:
            return
        rules = config.settings.rules
        base = preset_name(rules) or "ddv"
        house = HouseRules(name=config.rules_name or base, description="", rules=rules,
                           base=base)
        show_rules(w, house, w.lang)

    def ways_in(self) -> None:
        """Offer the three ways in: a Partie, the course, the rules (the first start's
        choice, again from the Help menu)."""
        from .course_start import WaysInDialog

        w = self.window
        dialog = WaysInDialog(w)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        ways = {"play": w.play_first, "learn": self.open_course, "rules": self.read_rules}
        dialog.chosen.connect(lambda way: QTimer.singleShot(0, ways[way]))
        dialog.open()

    def open_course(self) -> None:
        """The course "Doppelkopf lernen": its lessons, each played at a table of its own
        (never part of the Partie, its deals kept in the history apart from the table's
        games); the list and its lessons follow the window's language."""
        from .course_list import CourseDialog

        w = self.window
        for open_one in w.findChildren(CourseDialog):
            if open_one.isVisible():  # one course list: the open one comes to the front
                open_one.raise_()
                open_one.activateWindow()
                return
        dialog = CourseDialog(w.data_dir, w.lang, w, animation_ms=w.settings.animation_ms)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.playRequested.connect(lambda: QTimer.singleShot(0, w.play_first))
        dialog.dealPlayed.connect(w.history.add_lesson_deal)
        dialog.show()  # not modal: the language may be switched while it is open

    def read_rules(self) -> None:
        """The rules in plain words: the Partie's, else the ones last chosen for a Partie."""
        from .newpartie import house_from_source

        w = self.window
        if w.controller.config is not None:
            self.show_rules()
            return
        try:
            house = house_from_source(w.settings.last_rules, w.lang)
        except (DokoError, OSError, KeyError):
            house = house_from_source("preset:ddv", w.lang)
        from .rules_editor import show_rules

        show_rules(w, house, w.lang)

    def show_about(self) -> None:
        """The About dialog: version, licence, where the data is kept, the shortcuts."""
        from .about import AboutDialog, menu_shortcuts

        w = self.window
        dialog = AboutDialog(w.data_dir, w.library, w.settings.store.fileName(),
                             menu_shortcuts(w.menuBar()), w)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
