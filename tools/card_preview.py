"""Render every card face and the back into one PNG sheet for visual review.

Usage, from the repository root (or with the package installed):

    python -m tools.card_preview OUT.png [--sizes 70 140] [--dpr 1] [--lang de]

Each size gets a grid (one row per suit, plus the back) and a fanned hand, on table felt.
"""

from __future__ import annotations

import argparse
import os
import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter

from dokodesk.gui.cardart import CARD_ASPECT, RANKS, SUITS, render_back, render_card

_FELT = QColor("#1f5c3a")
_HAND = ("CQ", "SQ", "HJ", "DJ", "DA", "DT", "HT", "CA", "CK", "S9", "HA", "H9")


def _sheet_size(sizes: list[int]) -> tuple[int, int]:
    width = height = 0
    for size in sizes:
        gap = size // 8
        card_h = round(size * CARD_ASPECT)
        width = max(width, gap + 7 * (size + gap))
        height += gap + 4 * (card_h + gap) + card_h + 2 * gap
    return width, height


def _draw(painter: QPainter, sizes: list[int], lang: str, dpr: float) -> None:
    y = 0
    for size in sizes:
        gap = size // 8
        card_h = round(size * CARD_ASPECT)
        y += gap
        for row, suit in enumerate(SUITS):
            for col, rank in enumerate(RANKS):
                card = render_card(suit + rank, size, lang=lang, dpr=dpr)
                painter.drawPixmap(QPointF(gap + col * (size + gap), y), card)
            if row == 0:
                painter.drawPixmap(QPointF(gap + 6 * (size + gap), y), render_back(size, dpr=dpr))
            y += card_h + gap
        overlap = max(14, round(size * 0.3))
        for i, code in enumerate(_HAND):
            card = render_card(code, size, lang=lang, dpr=dpr)
            painter.drawPixmap(QPointF(gap + i * overlap, y), card)
        y += card_h + 2 * gap


def main(argv: list[str] | None = None) -> int:
    """Write the preview sheet to the path given on the command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("output", help="PNG file to write")
    parser.add_argument("--sizes", type=int, nargs="+", default=[70, 140], help="card widths")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio")
    parser.add_argument("--lang", choices=["de", "en"], default="de", help="index language")
    args = parser.parse_args(argv)

    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])

    width, height = _sheet_size(args.sizes)
    sheet = QImage(round(width * args.dpr), round(height * args.dpr), QImage.Format.Format_RGB32)
    sheet.setDevicePixelRatio(args.dpr)
    sheet.fill(_FELT)
    painter = QPainter(sheet)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    _draw(painter, args.sizes, args.lang, args.dpr)
    painter.end()
    if not sheet.save(args.output):
        print(f"could not write {args.output}", file=sys.stderr)
        return 1
    print(f"wrote {args.output} ({sheet.width()}x{sheet.height()} px)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
