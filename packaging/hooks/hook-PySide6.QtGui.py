"""PyInstaller's collection of PySide6.QtGui for the bundle, less the GTK platform theme: that
plugin needs GTK, which the bundle does not carry (and Qt's own dialogs serve instead)."""

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
binaries = [(source, target) for source, target in binaries if "libqgtk3" not in source]
