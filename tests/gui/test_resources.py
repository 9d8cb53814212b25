"""The package's resources: the Designer forms, the translations and the icon are read from the
package (as an installed wheel has them), the icon's PNGs are the SVG's drawings at the hicolor
sizes, and the package data of pyproject.toml takes every one of them into the wheel."""

from __future__ import annotations

import importlib.util
import tomllib
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QImage
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QWidget

from dokodesk.gui.i18n import ICON_SIZES, RESOURCES, UI_DIR, app_icon, load_ui

pytestmark = pytest.mark.usefixtures("qapp")

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "dokodesk" / "gui"


def _render_icons_tool():  # type: ignore[no-untyped-def]
    """tools/render_icons.py as a module."""
    path = ROOT / "tools" / "render_icons.py"
    spec = importlib.util.spec_from_file_location("render_icons", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_resources_are_the_package_folders() -> None:
    assert Path(str(UI_DIR)) == GUI / "ui"
    assert Path(str(RESOURCES)) == GUI / "resources"


@pytest.mark.parametrize("name", sorted(p.stem for p in (GUI / "ui").glob("*.ui")))
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
        image = QImage(str(GUI / "resources" / "icons" / f"dokodesk-{n}.png"))
        assert (image.width(), image.height()) == (n, n)


@pytest.mark.parametrize("size", [16, 48, 256])
def test_the_pngs_are_drawings_of_the_svg(size: int) -> None:
    """The PNGs are what tools/render_icons.py draws from the SVG now (give or take the
    anti-aliasing of another Qt version): redraw them after changing the SVG."""
    tool = _render_icons_tool()
    drawn = tool.render(QSvgRenderer(str(GUI / "resources" / "dokodesk.svg")), size)
    kept = QImage(str(GUI / "resources" / "icons" / f"dokodesk-{size}.png")).convertToFormat(
        drawn.format())
    difference = 0
    for y in range(size):
        for x in range(size):
            a, b = drawn.pixelColor(x, y), kept.pixelColor(x, y)
            difference += sum(abs(p - q) for p, q in zip(a.getRgb(), b.getRgb(), strict=True))
    assert difference / (size * size * 4 * 255) < 0.02


def test_the_package_data_takes_every_resource() -> None:
    """Each file the app reads from dokodesk/gui/ui and resources/ matches a package-data
    pattern of pyproject.toml (the .ts files are the translators' sources, not read)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = config["tool"]["setuptools"]["package-data"]["dokodesk.gui"]
    files = {p for folder in ("ui", "resources") for p in (GUI / folder).rglob("*")
             if p.is_file() and p.suffix != ".ts"}
    assert len(files) >= 6 + 2 + 1 + len(ICON_SIZES)
    taken = {p for pattern in patterns for p in GUI.glob(pattern)}
    assert sorted(str(p.relative_to(GUI)) for p in files - taken) == []
