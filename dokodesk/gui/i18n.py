"""Translations, Designer forms and the icon: the package's resources.

The GUI's own strings are English source text passed through Qt's ``tr()``; the German (and the
English numerus) translations are compiled Qt ``.qm`` files in ``resources/``. Dialog layouts
are Qt Designer files in ``ui/``, loaded at run time with :class:`QUiLoader`, which translates
their texts through the same installed translators. Both folders sit at the top of the
repository and are installed as the packages ``dokodesk.gui.resources`` and
``dokodesk.gui.ui`` (pyproject.toml's ``package-dir``); they are read through
:mod:`importlib.resources`, so the editable install, an installed wheel and the bundle find
them alike.
"""

from __future__ import annotations

from importlib.resources import as_file, files
from importlib.resources.abc import Traversable
from typing import TypeVar

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QLibraryInfo,
    QLocale,
    QTranslator,
)
from PySide6.QtGui import QIcon
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QWidget

RESOURCES = files("dokodesk.gui.resources")
UI_DIR = files("dokodesk.gui.ui")
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
"""The sizes of the icon's PNG renderings in ``resources/icons`` (hicolor theme sizes)."""

_installed: list[QTranslator] = []

W = TypeVar("W", bound=QWidget)


def qm_path(lang: str) -> Traversable:
    """The compiled translation of the app's own strings for ``lang``."""
    return RESOURCES / f"dokodesk_{lang}.qm"


def app_icon() -> QIcon:
    """The app's icon: the PNGs drawn from ``resources/dokodesk.svg`` for the small sizes,
    the SVG itself for any other."""
    icon = QIcon()
    for size in ICON_SIZES:
        with as_file(RESOURCES / "icons" / f"dokodesk-{size}.png") as path:
            icon.addFile(str(path))
    with as_file(RESOURCES / "dokodesk.svg") as path:
        icon.addFile(str(path))
    return icon


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
    with as_file(qm_path(lang)) as path:
        found = own.load(str(path))
    if found:
        app.installTranslator(own)
        _installed.append(own)
    return found


def load_ui(name: str, parent: QWidget | None = None) -> QWidget:
    """Load ``ui/<name>.ui`` as a widget (its texts translated) with ``parent``."""
    form = UI_DIR / f"{name}.ui"
    buffer = QBuffer()
    buffer.setData(QByteArray(form.read_bytes()))
    buffer.open(QIODevice.OpenModeFlag.ReadOnly)
    loader = QUiLoader()
    widget = loader.load(buffer, parent)
    if widget is None:
        raise RuntimeError(f"cannot load {form}: {loader.errorString()}")
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
