"""The package's resources: the Designer forms (``ui/``), the translations and the icon
(``resources/``) live at the top of the repository and are read from the packages
``dokodesk.gui.ui`` and ``dokodesk.gui.resources`` (the editable install maps the folders there,
as the wheel installs them); the icon's PNGs are the SVG's drawings at the hicolor sizes, and
the package data of pyproject.toml takes every one of them into the wheel."""

from __future__ import annotations

import importlib.util
import tomllib
from fnmatch import fnmatch
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QWidget

from dokodesk.gui.i18n import ICON_SIZES, RESOURCES, UI_DIR, app_icon, load_ui, qm_path

pytestmark = pytest.mark.usefixtures("qapp")

ROOT = Path(__file__).resolve().parents[2]
FORMS = ROOT / "ui"
FILES = ROOT / "resources"


def _render_icons_tool():  # type: ignore[no-untyped-def]
    """tools/render_icons.py as a module."""
    path = ROOT / "tools" / "render_icons.py"
    spec = importlib.util.spec_from_file_location("render_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def read_files() -> list[Path]:
    """The files of ui/ and resources/ the app reads (the .ts files are the translators'
    sources, compiled into the .qm files it reads)."""
    return sorted(p for folder in (FORMS, FILES) for p in folder.rglob("*")
                  if p.is_file() and p.suffix not in (".ts", ".py", ".pyc"))


def test_the_editable_install_finds_every_form_translation_and_icon() -> None:
    """Through importlib.resources the packages are the repository's top-level folders, and
    every form, translation and icon is found there."""
    assert Path(str(UI_DIR)) == FORMS
    assert Path(str(RESOURCES)) == FILES
    found = sorted(p.name for p in read_files())
    assert found == sorted([*(f"{name}.ui" for name in ("about", "new_partie", "replay",
                                                         "rules_editor", "score", "settings",
                                                         "standings")),
                            "dokodesk_de.qm", "dokodesk_en.qm", "dokodesk.svg",
                            *(f"dokodesk-{n}.png" for n in ICON_SIZES)])
    for path in read_files():
        package = UI_DIR if path.parent == FORMS else RESOURCES
        top = FORMS if package is UI_DIR else FILES
        assert package.joinpath(*path.relative_to(top).parts).read_bytes() == path.read_bytes()
    assert qm_path("de").is_file() and qm_path("en").is_file()


@pytest.mark.parametrize("name", sorted(p.stem for p in FORMS.glob("*.ui")))
def test_every_designer_form_loads(name: str) -> None:
    form = load_ui(name)
    try:
        assert isinstance(form, QWidget)
        assert form.objectName()
    finally:
        form.deleteLater()


def test_a_missing_form_is_an_error() -> None:
    with pytest.raises(FileNotFoundError):
        load_ui("no_such_form")


def test_the_icon_has_every_hicolor_size(qapp: QApplication) -> None:
    sizes = set(app_icon().availableSizes())
    assert {QSize(n, n) for n in ICON_SIZES} <= sizes
    for n in ICON_SIZES:
        image = QImage(str(FILES / "icons" / f"dokodesk-{n}.png"))
        assert (image.width(), image.height()) == (n, n)


@pytest.mark.parametrize("size", [16, 48, 256])
def test_the_pngs_are_drawings_of_the_svg(size: int) -> None:
    """The PNGs are what tools/render_icons.py draws from the SVG now (give or take the
    anti-aliasing of another Qt version): redraw them after changing the SVG."""
    tool = _render_icons_tool()
    drawn = tool.render(QSvgRenderer(str(FILES / "dokodesk.svg")), size)
    kept = QImage(str(FILES / "icons" / f"dokodesk-{size}.png")).convertToFormat(
        drawn.format())
    difference = 0
    for y in range(size):
        for x in range(size):
            a, b = drawn.pixelColor(x, y), kept.pixelColor(x, y)
            difference += sum(abs(p - q) for p, q in zip(a.getRgb(), b.getRgb(), strict=True))
    assert difference / (size * size * 4 * 255) < 0.02


def test_the_package_data_takes_every_resource() -> None:
    """Each file the app reads from ui/ and resources/ matches a package-data pattern of the
    package pyproject.toml installs its folder as."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]
    untaken = []
    for package, folder in setuptools["package-dir"].items():
        for path in read_files():
            if not path.is_relative_to(ROOT / folder):
                continue
            owner = ".".join([package, *path.parent.relative_to(ROOT / folder).parts])
            patterns = setuptools["package-data"].get(owner, [])
            if owner not in setuptools["packages"] or not any(
                    fnmatch(path.name, pattern) for pattern in patterns):
                untaken.append(str(path.relative_to(ROOT)))
    assert untaken == []
