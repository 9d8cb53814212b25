"""The settings dialog (layout in ``ui/settings.ui``)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QSlider,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from dokodesk.gui.i18n import child, fill, load_ui
from dokodesk.gui.settings import AppSettings

from .screen import fit

LANGUAGE_NAMES = (("de", "Deutsch"), ("en", "English"))


class SettingsDialog(QDialog):
    """Language, animation speed, card size and how cards are played."""

    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        self.form = load_ui("settings", self)
        self.language = child(self.form, QComboBox, "language")
        self.animation = child(self.form, QSlider, "animation")
        self.animation_value = child(self.form, QLabel, "animationValue")
        self.card_width = child(self.form, QSpinBox, "cardWidth")
        self.double_click = child(self.form, QCheckBox, "doubleClick")
        self.confirm_play = child(self.form, QCheckBox, "confirmPlay")
        self.autoplay_single = child(self.form, QCheckBox, "autoplaySingle")
        self.watch_open_hands = child(self.form, QCheckBox, "watchOpenHands")
        self.take_backs = child(self.form, QCheckBox, "takeBacks")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        restore = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(self.restore_defaults)
        layout = QVBoxLayout(self)
        layout.addWidget(self.form)
        layout.addWidget(buttons)

        for code, name in LANGUAGE_NAMES:
            self.language.addItem(name, code)
        self.animation.valueChanged.connect(self._show_animation)
        self._load(settings)
        fit(self)

    def _load(self, s: AppSettings) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(s.language)))
        self.animation.setValue(s.animation_ms)
        self._show_animation(s.animation_ms)
        self.card_width.setValue(s.card_width)
        self.double_click.setChecked(s.play_on_double_click)
        self.confirm_play.setChecked(s.confirm_play)
        self.autoplay_single.setChecked(s.autoplay_single)
        self.watch_open_hands.setChecked(s.watch_open_hands)
        self.take_backs.setChecked(s.allow_takebacks)

    def _show_animation(self, ms: int) -> None:
        if ms == 0:
            text = self.tr("no animation")
        else:
            text = fill(self.tr("%1 s"), self.locale().toString(ms / 1000, "f", 2))
        self.animation_value.setText(text)

    def restore_defaults(self) -> None:
        """Show the default values (stored only with OK)."""
        self.animation.setValue(300)
        self.card_width.setValue(96)
        for box in (self.double_click, self.confirm_play, self.autoplay_single,
                    self.watch_open_hands):
            box.setChecked(False)
        self.take_backs.setChecked(True)

    def store(self) -> None:
        """Write the dialog's values into the settings."""
        s = self.settings
        s.language = str(self.language.currentData())
        s.animation_ms = self.animation.value()
        s.card_width = self.card_width.value()
        s.play_on_double_click = self.double_click.isChecked()
        s.confirm_play = self.confirm_play.isChecked()
        s.autoplay_single = self.autoplay_single.isChecked()
        s.watch_open_hands = self.watch_open_hands.isChecked()
        s.allow_takebacks = self.take_backs.isChecked()
        s.sync()

    @classmethod
    def ask(cls, parent: QWidget | None, settings: AppSettings) -> bool:
        """Show the dialog; with OK the settings are stored and True is returned."""
        dialog = cls(settings, parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            dialog.store()
            return True
        finally:
            dialog.deleteLater()
