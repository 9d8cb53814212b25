"""Playing-card artwork for the Doppelkopf deck, drawn entirely with QPainter.

Every shape is constructed here at run time: the suit symbols are hand-built
QPainterPaths and the indices are glyph outlines, so no image files are needed.

Card codes are two letters, suit then rank: suits ``C`` (Kreuz), ``S`` (Pik),
``H`` (Herz), ``D`` (Karo); ranks ``9``, ``J`` (Bube), ``Q`` (Dame), ``K`` (König),
``T`` (10) and ``A`` (Ass).  ``"HT"`` is the ten of hearts.

All lengths below are fractions of the card width ``w`` so that the layout scales
uniformly from thumbnails to large cards.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from dokodesk.text.words import RANK_INDEX

CARD_ASPECT: float = 1.4
"""Card height divided by card width."""

SUITS = "CSHD"
RANKS = "9JQKTA"

_INDEX_TEXT = {lang: dict(zip(RANKS, letters, strict=True))
               for lang, letters in RANK_INDEX.items()}

_RED = QColor("#c8171e")
_BLACK = QColor("#17181c")
_PAPER = QColor("#ffffff")
_EDGE = QColor("#8c8c8c")
_GOLD = QColor("#e3b23c")
_GOLD_DARK = QColor("#7d5a12")
_PANEL_RED = QColor("#fbefe9")
_PANEL_BLACK = QColor("#eef1f6")
_BACK_FIELD = QColor("#1b3464")
_BACK_LINE = QColor("#5677b3")
_BACK_JEWEL = QColor("#b8242c")
_BACK_FRAME = QColor("#f3e6c4")

# Corner index metrics (fractions of the card width).
_INDEX_CX = 0.118
_INDEX_TOP = 0.06
_INDEX_CAP = 0.175
_INDEX_MAX_W = 0.19
_INDEX_GAP = 0.035
_INDEX_SUIT = 0.15


# --------------------------------------------------------------------------- shapes

_BOOLEAN_SCALE = 1000.0


def _union(*parts: QPainterPath) -> QPainterPath:
    """Union of ``parts`` as one clean outline.

    Qt flattens curves into polygons during boolean operations, so they are done at a
    large scale and scaled back, keeping the outlines smooth at any card size.
    """
    result = QPainterPath()
    for part in parts:
        result = result.united(QTransform.fromScale(_BOOLEAN_SCALE, _BOOLEAN_SCALE).map(part))
    return QTransform.fromScale(1.0 / _BOOLEAN_SCALE, 1.0 / _BOOLEAN_SCALE).map(result)


def _circle(cx: float, cy: float, radius: float) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QPointF(cx, cy), radius, radius)
    return path


def _normalized(path: QPainterPath) -> QPainterPath:
    """``path`` centred on the origin and scaled to a height of 1."""
    box = path.boundingRect()
    scale = 1.0 / box.height()
    transform = QTransform().scale(scale, scale).translate(-box.center().x(), -box.center().y())
    return transform.map(path)


def _heart_outline() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, -0.28))
    path.cubicTo(0.06, -0.46, 0.2, -0.5, 0.28, -0.5)
    path.cubicTo(0.42, -0.5, 0.5, -0.38, 0.5, -0.22)
    path.cubicTo(0.5, 0.04, 0.22, 0.22, 0.0, 0.5)
    path.cubicTo(-0.22, 0.22, -0.5, 0.04, -0.5, -0.22)
    path.cubicTo(-0.5, -0.38, -0.42, -0.5, -0.28, -0.5)
    path.cubicTo(-0.2, -0.5, -0.06, -0.46, 0.0, -0.28)
    path.closeSubpath()
    return path


def _stem() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, 0.05))
    path.quadTo(0.03, 0.38, 0.2, 0.5)
    path.lineTo(-0.2, 0.5)
    path.quadTo(-0.03, 0.38, 0.0, 0.05)
    path.closeSubpath()
    return path


def _diamond_outline() -> QPainterPath:
    path = QPainterPath(QPointF(0.0, -0.5))
    path.quadTo(0.16, -0.22, 0.38, 0.0)
    path.quadTo(0.16, 0.22, 0.0, 0.5)
    path.quadTo(-0.16, 0.22, -0.38, 0.0)
    path.quadTo(-0.16, -0.22, 0.0, -0.5)
    path.closeSubpath()
    return path


def _spade_outline() -> QPainterPath:
    blade = QTransform().translate(0.0, -0.12).scale(1.0, -0.76).map(_heart_outline())
    return _union(blade, _stem())


def _club_outline() -> QPainterPath:
    radius = 0.215
    return _union(
        _circle(0.0, -0.27, radius),
        _circle(-0.265, 0.07, radius),
        _circle(0.265, 0.07, radius),
        _circle(0.0, 0.0, 0.13),
        _stem(),
    )


_SUIT_BUILDERS: dict[str, Callable[[], QPainterPath]] = {
    "H": _heart_outline,
    "D": _diamond_outline,
    "S": _spade_outline,
    "C": _club_outline,
}


@cache
def _suit_path(suit: str) -> QPainterPath:
    """The suit symbol centred on the origin with a height of 1."""
    return _normalized(_SUIT_BUILDERS[suit]())


def _place(
    path: QPainterPath, cx: float, cy: float, size: float, flip: bool = False
) -> QPainterPath:
    """Scale a unit path by ``size`` around its origin, optionally turn it 180°, move it."""
    transform = QTransform().translate(cx, cy)
    if flip:
        transform.rotate(180.0)
    return transform.scale(size, size).map(path)


@cache
def _glyphs(text: str) -> QPainterPath:
    """Bold outline of ``text`` fitted to a 1-high box resting on y=0, centred on x=0.

    Fitting the ink rather than the font's cap height keeps descending letters such
    as J and Q inside the same box as the others.
    """
    font = QFont("DejaVu Sans")
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setBold(True)
    font.setPixelSize(200)
    font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 88.0)
    path = QPainterPath()
    path.addText(0.0, 0.0, font, text)
    box = path.boundingRect()
    scale = 1.0 / box.height()
    return QTransform().scale(scale, scale).translate(-box.center().x(), -box.bottom()).map(path)


def _text(text: str, cx: float, baseline: float, height: float, max_width: float) -> QPainterPath:
    """Glyph outline of ``text``, ``height`` high on ``baseline``, squeezed to ``max_width``."""
    glyphs = _glyphs(text)
    sx = min(height, max_width / glyphs.boundingRect().width())
    return QTransform().translate(cx, baseline).scale(sx, height).map(glyphs)


# --------------------------------------------------------------------------- faces


def _check_code(code: str) -> None:
    if len(code) != 2 or code[0] not in SUITS or code[1] not in RANKS:
        raise ValueError(
            f"unknown card code {code!r}: expected a suit letter from {SUITS!r} "
            f"followed by a rank from {RANKS!r}, e.g. 'HT' or 'CQ'"
        )


def _suit_color(suit: str) -> QColor:
    return _RED if suit in ("H", "D") else _BLACK


def _check_size(width: int, dpr: float) -> None:
    if width < 1:
        raise ValueError(f"card width must be a positive number of pixels, got {width}")
    if dpr <= 0:
        raise ValueError(f"device pixel ratio must be positive, got {dpr}")


def _card_height(width: int) -> int:
    return round(width * CARD_ASPECT)


def _begin(width: int, dpr: float) -> tuple[QImage, QPainter]:
    """A transparent image of the card's device size with a painter in logical units."""
    image = QImage(
        round(width * dpr),
        round(_card_height(width) * dpr),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(image.width() / width, image.height() / _card_height(width))
    return image, painter


def _finish(image: QImage, painter: QPainter, dpr: float) -> QPixmap:
    painter.end()
    pixmap = QPixmap.fromImage(image)
    pixmap.setDevicePixelRatio(dpr)
    return pixmap


def _paint_blank(painter: QPainter, w: float, h: float) -> None:
    """White rounded card with a thin grey edge."""
    edge = max(1.0, w / 140.0)
    painter.setPen(QPen(_EDGE, edge))
    painter.setBrush(_PAPER)
    inset = edge / 2.0
    radius = 0.065 * w
    painter.drawRoundedRect(QRectF(inset, inset, w - edge, h - edge), radius, radius)


def _corner_index(rank_text: str, suit: str, w: float) -> QPainterPath:
    """Rank above a small suit symbol, for the top-left corner."""
    cap = _INDEX_CAP * w
    baseline = (_INDEX_TOP + _INDEX_CAP) * w
    cx = _INDEX_CX * w
    path = _text(rank_text, cx, baseline, cap, _INDEX_MAX_W * w)
    suit_size = _INDEX_SUIT * w
    suit_cy = baseline + _INDEX_GAP * w + suit_size / 2.0
    path.addPath(_place(_suit_path(suit), cx, suit_cy, suit_size))
    return path


def _pips(suit: str, rank: str, w: float, h: float) -> QPainterPath:
    """The centre of a number card: nine or ten pips, or one large symbol for the ace."""
    symbol = _suit_path(suit)
    if rank == "A":
        return _place(symbol, w / 2.0, h / 2.0, 0.46 * w)
    left, right, mid = 0.335 * w, 0.665 * w, 0.5 * w
    top, bottom = 0.17 * h, 0.83 * h
    step = (bottom - top) / 3.0
    spots = [(x, top + i * step) for x in (left, right) for i in range(4)]
    if rank == "9":
        spots.append((mid, h / 2.0))
    else:
        spots += [(mid, top + step / 2.0), (mid, bottom - step / 2.0)]
    path = QPainterPath()
    for x, y in spots:
        path.addPath(_place(symbol, x, y, 0.16 * w, flip=y > h / 2.0 + 1e-6))
    return path


def _crown() -> QPainterPath:
    """King's crown: five points with pearls on a band."""
    body = QPainterPath(QPointF(-0.5, 0.32))
    for x, y in (
        (-0.5, -0.05),
        (-0.47, -0.25),
        (-0.28, 0.02),
        (-0.23, -0.33),
        (-0.1, 0.0),
        (0.0, -0.42),
        (0.1, 0.0),
        (0.23, -0.33),
        (0.28, 0.02),
        (0.47, -0.25),
        (0.5, -0.05),
        (0.5, 0.32),
    ):
        body.lineTo(x, y)
    body.closeSubpath()
    pearls = [
        _circle(x, y, r)
        for x, y, r in (
            (-0.47, -0.29, 0.065),
            (-0.23, -0.37, 0.065),
            (0.0, -0.47, 0.075),
            (0.23, -0.37, 0.065),
            (0.47, -0.29, 0.065),
        )
    ]
    return _union(body, *pearls)


def _tiara() -> QPainterPath:
    """Queen's diadem: a fan of pearl-tipped leaves rising from a curved band."""
    band = QPainterPath(QPointF(-0.5, 0.3))
    band.quadTo(0.0, 0.14, 0.5, 0.3)
    band.lineTo(0.47, 0.12)
    band.quadTo(0.0, -0.02, -0.47, 0.12)
    band.closeSubpath()
    parts = [band]
    for angle, length in ((-56.0, 0.42), (-28.0, 0.56), (0.0, 0.66), (28.0, 0.56), (56.0, 0.42)):
        leaf = QPainterPath(QPointF(0.0, 0.0))
        leaf.quadTo(0.14, -length * 0.5, 0.0, -length)
        leaf.quadTo(-0.14, -length * 0.5, 0.0, 0.0)
        leaf.closeSubpath()
        leaf.addEllipse(QPointF(0.0, -length - 0.04), 0.055, 0.055)
        parts.append(QTransform().translate(0.0, 0.3).rotate(angle).map(leaf))
    return _union(*parts)


def _swords() -> QPainterPath:
    """Jack's (Bube's) emblem: two crossed swords."""
    blade = QPainterPath(QPointF(0.0, -0.55))
    blade.lineTo(0.045, -0.45)
    blade.lineTo(0.045, 0.22)
    blade.lineTo(-0.045, 0.22)
    blade.lineTo(-0.045, -0.45)
    blade.closeSubpath()
    guard = QPainterPath()
    guard.addRoundedRect(QRectF(-0.17, 0.2, 0.34, 0.065), 0.03, 0.03)
    grip = QPainterPath()
    grip.addRect(QRectF(-0.03, 0.26, 0.06, 0.14))
    sword = _union(blade, guard, grip, _circle(0.0, 0.43, 0.05))
    return _union(*(QTransform().rotate(angle).map(sword) for angle in (-42.0, 42.0)))


_MOTIFS: dict[str, Callable[[], QPainterPath]] = {
    "K": _crown,
    "Q": _tiara,
    "J": _swords,
}


@cache
def _motif_path(rank: str) -> QPainterPath:
    """The court card's emblem centred on the origin with a height of 1."""
    return _normalized(_MOTIFS[rank]())


def _paint_court(painter: QPainter, suit: str, rank: str, letter: str, w: float, h: float) -> None:
    """A framed, double-ended panel: emblem and big letter in each half, suit in the middle."""
    color = _suit_color(suit)
    frame = QRectF(0.245 * w, 0.065 * w, 0.51 * w, h - 0.13 * w)
    radius = 0.035 * w
    painter.setPen(QPen(color, max(1.0, 0.018 * w)))
    painter.setBrush(_PANEL_RED if color == _RED else _PANEL_BLACK)
    painter.drawRoundedRect(frame, radius, radius)
    inner = frame.adjusted(0.03 * w, 0.03 * w, -0.03 * w, -0.03 * w)
    painter.setPen(QPen(color, max(0.6, 0.007 * w)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)

    cx, cy = w / 2.0, h / 2.0
    painter.drawLine(QPointF(inner.left() + 0.03 * w, cy), QPointF(cx - 0.1 * w, cy))
    painter.drawLine(QPointF(cx + 0.1 * w, cy), QPointF(inner.right() - 0.03 * w, cy))

    motif_h = 0.19 * w
    motif_cy = inner.top() + 0.03 * w + motif_h / 2.0
    motif = _place(_motif_path(rank), cx, motif_cy, motif_h)
    letter_cap = 0.2 * w
    baseline = motif_cy + motif_h / 2.0 + 0.05 * w + letter_cap
    glyph = _text(letter, cx, baseline, letter_cap, 0.36 * w)
    turn = QTransform().translate(w, h).rotate(180.0)

    painter.setPen(QPen(_GOLD_DARK, max(0.6, 0.01 * w)))
    painter.setBrush(_GOLD)
    painter.drawPath(motif)
    painter.drawPath(turn.map(motif))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(glyph)
    painter.drawPath(turn.map(glyph))
    painter.drawPath(_place(_suit_path(suit), cx, cy, 0.13 * w))


@lru_cache(maxsize=512)
def _render_card(code: str, width: int, lang: str, dpr: float) -> QPixmap:
    suit, rank = code[0], code[1]
    image, painter = _begin(width, dpr)
    w, h = float(width), float(_card_height(width))
    _paint_blank(painter, w, h)
    color = _suit_color(suit)
    letter = _INDEX_TEXT[lang][rank]
    index = _corner_index(letter, suit, w)
    index.addPath(QTransform().translate(w, h).rotate(180.0).map(index))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(index)
    if rank in _MOTIFS:
        _paint_court(painter, suit, rank, letter, w, h)
    else:
        painter.drawPath(_pips(suit, rank, w, h))
    return _finish(image, painter, dpr)


def render_card(code: str, width: int, *, lang: str = "de", dpr: float = 1.0) -> QPixmap:
    """Render the face of card ``code`` (e.g. ``"HT"``) ``width`` logical pixels wide.

    The pixmap is ``round(width * CARD_ASPECT)`` logical pixels high, holds
    ``width * dpr`` device pixels across and carries device pixel ratio ``dpr``.
    ``lang="de"`` labels the court cards B, D, K; ``lang="en"`` labels them J, Q, K.
    Results are cached.  Raises ``ValueError`` for an unknown code, language or size.
    """
    _check_code(code)
    if lang not in _INDEX_TEXT:
        raise ValueError(f"unknown language {lang!r}: expected one of {sorted(_INDEX_TEXT)}")
    _check_size(width, dpr)
    return _render_card(code, width, lang, float(dpr))


# --------------------------------------------------------------------------- back


@lru_cache(maxsize=64)
def _render_back(width: int, dpr: float) -> QPixmap:
    image, painter = _begin(width, dpr)
    w, h = float(width), float(_card_height(width))
    _paint_blank(painter, w, h)

    field = QRectF(0.06 * w, 0.06 * w, 0.88 * w, h - 0.12 * w)
    clip = QPainterPath()
    clip.addRoundedRect(field, 0.04 * w, 0.04 * w)
    painter.fillPath(clip, _BACK_FIELD)
    painter.save()
    painter.setClipPath(clip)
    painter.translate(w / 2.0, h / 2.0)
    painter.rotate(45.0)
    step = field.width() / 5.5 / 2**0.5
    reach = int(h / step) + 1
    lattice, jewels, pearls = QPainterPath(), QPainterPath(), QPainterPath()
    for i in range(-reach, reach + 1):
        lattice.moveTo(i * step, -reach * step)
        lattice.lineTo(i * step, reach * step)
        lattice.moveTo(-reach * step, i * step)
        lattice.lineTo(reach * step, i * step)
        for j in range(-reach, reach + 1):
            size = 0.16 * step if (i + j) % 2 == 0 else 0.09 * step
            target = jewels if (i + j) % 2 == 0 else pearls
            target.addRect(QRectF(i * step - size, j * step - size, 2 * size, 2 * size))
    painter.strokePath(lattice, QPen(_BACK_LINE, max(0.7, 0.012 * w)))
    painter.fillPath(jewels, _BACK_JEWEL)
    painter.fillPath(pearls, _BACK_FRAME)
    painter.restore()

    frame = field.adjusted(0.03 * w, 0.03 * w, -0.03 * w, -0.03 * w)
    painter.setPen(QPen(_BACK_FRAME, max(0.8, 0.012 * w)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame, 0.025 * w, 0.025 * w)
    return _finish(image, painter, dpr)


def render_back(width: int, *, dpr: float = 1.0) -> QPixmap:
    """Render a card back ``width`` logical pixels wide: a blue lattice with red jewels.

    Size, device pixel ratio and caching behave as for :func:`render_card`.
    """
    _check_size(width, dpr)
    return _render_back(width, float(dpr))
