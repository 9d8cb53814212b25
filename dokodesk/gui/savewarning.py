"""The lasting warning over the table while the Partie cannot be saved (a read-only or full
data folder, no permission): why and where, that dokodesk tries again with every change, and
a button to save a copy in another folder. It goes away once a save works again. Closing the
window while a save failed asks first, so that nothing is thrown away unnoticed.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QWidget,
)

from dokodesk.persistence import savefile
from dokodesk.persistence.paths import SAVE_NAME
from dokodesk.text.messages import os_reason

from .controller import GameController
from .i18n import fill

_STYLE = ("QFrame#saveWarning { background: #fdecea; border-bottom: 2px solid #c8171e; }"
          "QLabel { color: #5f1010; }")


def _lang() -> str:
    """The language the window speaks now (the translators set Qt's default locale)."""
    return "de" if QLocale().language() == QLocale.Language.German else "en"


class SaveWarning(QFrame):
    """The bar that says why the Partie of ``controller`` cannot be saved."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.problem: OSError | None = None
        self.ask = True
        """Whether closing while a save failed asks the player (not when the system ends
        the app)."""
        self.setObjectName("saveWarning")
        self.setStyleSheet(_STYLE)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 6, 12, 6)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QPushButton()
        self.copy_button.clicked.connect(self.save_copy)
        layout.addWidget(self.text, 1)
        layout.addWidget(self.copy_button)
        controller.saved.connect(self.show_problem)
        self._words()
        self.hide()

    def show_problem(self, problem: OSError | None) -> None:
        """Show why the last save failed, or go away when it worked."""
        self.problem = problem
        self._words()
        self.setVisible(problem is not None)

    def _words(self) -> None:
        self.copy_button.setText(self.tr("Save a copy elsewhere…"))
        if self.problem is None:
            return
        path = self.controller.save_path
        self.text.setText("⚠ " + fill(self.tr(
            "The Partie cannot be saved in %1: %2. dokodesk tries again after every trick; "
            "what you play is kept as long as the window is open."),
            "" if path is None else str(path.parent), os_reason(self.problem, _lang())))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._words()
        super().changeEvent(event)

    def save_copy(self) -> bool:
        """Save the Partie as it stands into a folder the player chooses; whether it was."""
        c = self.controller
        if c.config is None or c.partie is None:
            return False
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Folder for a copy of the Partie"),
                                                  str(Path.home()))
        if not chosen:
            return False
        target = Path(chosen) / SAVE_NAME
        try:
            savefile.save(target, c.config, c.partie, c.state, c.seats, c.takebacks,
                          c.played_out)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Copy not saved"), fill(
                self.tr("The copy could not be saved in %1: %2."), chosen,
                os_reason(exc, _lang())))
            return False
        QMessageBox.information(self, self.tr("Copy saved"), fill(self.tr(
            "The Partie is saved in %1. To play on there, start dokodesk with "
            "--data-dir \"%2\", or put the file into the data folder."), str(target), chosen))
        return True

    def may_close(self) -> bool:
        """Whether the window may close: yes where the Partie is saved; else the player
        chooses to save a copy elsewhere, to quit without saving or to stay."""
        c = self.controller
        c.flush_saves()
        problem = c.save_problem
        if problem is None or c.partie is None or not self.ask:
            return True
        box = QMessageBox(QMessageBox.Icon.Warning, self.tr("The Partie is not saved"), fill(
            self.tr("The Partie could not be saved: %1. What was played since the last save "
                    "is lost when dokodesk quits now."), os_reason(problem, _lang())),
            QMessageBox.StandardButton.NoButton, self.window())
        copy = box.addButton(self.tr("Save a copy elsewhere…"), QMessageBox.ButtonRole.AcceptRole)
        quit_anyway = box.addButton(self.tr("Quit without saving"),
                                    QMessageBox.ButtonRole.DestructiveRole)
        stay = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(copy)
        box.setEscapeButton(stay)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        if clicked is quit_anyway:
            return True
        return clicked is copy and self.save_copy()
