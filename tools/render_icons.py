"""Draw the app icon's PNGs from its SVG.

    python tools/render_icons.py

Renders ``resources/dokodesk.svg`` at every size of :data:`dokodesk.gui.i18n.ICON_SIZES`
into ``resources/icons/dokodesk-<size>.png``
(the hicolor theme's sizes, which ``make install-desktop`` installs beside the SVG). Run it
after changing the SVG and commit the PNGs with it.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from dokodesk.gui.i18n import ICON_SIZES

RESOURCES = Path(__file__).resolve().parents[1] / "resources"


def render(renderer: QSvgRenderer, size: int) -> QImage:
    """The SVG drawn into a transparent ``size`` × ``size`` image."""
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(RESOURCES / "dokodesk.svg"))
    if not renderer.isValid():
        print("cannot read dokodesk.svg", file=sys.stderr)
        return 1
    out = RESOURCES / "icons"
    out.mkdir(exist_ok=True)
    for size in ICON_SIZES:
        path = out / f"dokodesk-{size}.png"
        if not render(renderer, size).save(str(path)):
            print(f"cannot write {path}", file=sys.stderr)
            return 1
        print(path.relative_to(RESOURCES.parent))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
