"""Translations and Designer forms.

The GUI's own strings are English source text passed through Qt's ``tr()``; the German (and the
English numerus) translations are compiled Qt ``.qm`` files in ``resources/``. Dialog layouts
are Qt Designer files in ``ui/``, loaded at run time with :class:`QUiLoader`, which translates
their texts through the same installed translators.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QFile, QIODevice, QLibraryInfo, QLocale, QTranslator
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QWidget

ROOT = Path(__file__).resolve().parents[2]
RESOURCES = ROOT / "resources"
UI_DIR = ROOT / "ui"

_installed: list[QTranslator] = []

W = TypeVar("W", bound=QWidget)


def qm_path(lang: str) -> Path:
    """The compiled translation of the app's own strings for ``lang``."""
    return RESOURCES / f"dokodesk_{lang}.qm"


def install_translator(app: QCoreApplication, lang: str) -> bool:
    """Install the translations for ``lang`` (``de`` or ``en``) into ``app``, replacing any
    installed before: the app's own strings and Qt's (standard buttons, file dialogs).
    Returns whether the app's own translation was found."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    locale = QLocale(QLocale.Language.German if lang == "de" else QLocale.Language.English)
    QLocale.setDefault(locale)
    qt = QTranslator(app)
    if qt.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt)
        _installed.append(qt)
    own = QTranslator(app)
    found = own.load(str(qm_path(lang)))
    if found:
        app.installTranslator(own)
        _installed.append(own)
    return found


def load_ui(name: str, parent: QWidget | None = None) -> QWidget:
    """Load ``ui/<name>.ui`` as a widget (its texts translated) with ``parent``."""
    path = UI_DIR / f"{name}.ui"
    file = QFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"cannot open {path}")
    try:
        widget = QUiLoader().load(file, parent)
    finally:
        file.close()
    if widget is None:
        raise RuntimeError(f"cannot load {path}")
    return widget


def child(form: QWidget, kind: type[W], name: str) -> W:
    """The widget ``name`` of type ``kind`` inside a loaded form (a missing one is a bug)."""
    widget = form.findChild(kind, name)
    if widget is None:
        raise LookupError(f"{form.objectName()} has no {kind.__name__} named {name!r}")
    return widget


def fill(template: str, *values: object) -> str:
    """A translated text with ``%1``, ``%2`` ... replaced by ``values`` (as Qt's ``arg``).

    >>> fill("%1 pays %2", "Anna", "Ben")
    'Anna pays Ben'
    """
    for number in range(len(values), 0, -1):  # %10 before %1
        template = template.replace(f"%{number}", str(values[number - 1]))
    return template
