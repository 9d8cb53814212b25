"""Tests for the self-drawn card faces and backs."""

from __future__ import annotations

import hashlib
import os

import pytest

# Without a display, Qt must render offscreen; this has to happen before qapp starts Qt.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QImage, QPixmap

from dokodesk.gui.cardart import CARD_ASPECT, RANKS, SUITS, render_back, render_card

pytestmark = pytest.mark.usefixtures("qapp")

ALL_CODES = [suit + rank for suit in SUITS for rank in RANKS]
RED_CODES = [code for code in ALL_CODES if code[0] in "HD"]
BLACK_CODES = [code for code in ALL_CODES if code[0] in "CS"]


def _rgba(pixmap: QPixmap) -> bytes:
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    return bytes(image.constBits())


def _red_pixels(pixmap: QPixmap) -> int:
    data = _rgba(pixmap)
    pixels = zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True)
    return sum(1 for r, g, b, a in pixels if a > 200 and r > 150 and r - g > 80 and r - b > 80)


def _assert_geometry(pixmap: QPixmap, width: int, dpr: float) -> None:
    assert not pixmap.isNull()
    assert pixmap.devicePixelRatio() == pytest.approx(dpr)
    assert pixmap.width() == round(width * dpr)
    assert pixmap.height() == round(round(width * CARD_ASPECT) * dpr)
    assert pixmap.deviceIndependentSize().width() == pytest.approx(width, abs=0.5)


def test_aspect_is_card_like() -> None:
    assert 1.35 <= CARD_ASPECT <= 1.45


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("width", [50, 120])
@pytest.mark.parametrize("code", ALL_CODES)
def test_face_size_and_pixel_ratio(code: str, width: int, dpr: float) -> None:
    _assert_geometry(render_card(code, width, dpr=dpr), width, dpr)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("width", [50, 120, 200])
def test_back_size_and_pixel_ratio(width: int, dpr: float) -> None:
    _assert_geometry(render_back(width, dpr=dpr), width, dpr)


@pytest.mark.parametrize("code", ALL_CODES)
def test_card_is_rounded_and_opaque_inside(code: str) -> None:
    image = render_card(code, 80).toImage()
    assert image.pixelColor(0, 0).alpha() == 0
    assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255


def test_every_card_and_the_back_look_different() -> None:
    images = [render_card(code, 60) for code in ALL_CODES] + [render_back(60)]
    digests = {hashlib.sha256(_rgba(pixmap)).hexdigest() for pixmap in images}
    assert len(digests) == len(images)


@pytest.mark.parametrize("code", RED_CODES)
def test_hearts_and_diamonds_are_red(code: str) -> None:
    assert _red_pixels(render_card(code, 60)) > 50


@pytest.mark.parametrize("code", BLACK_CODES)
def test_clubs_and_spades_have_no_red(code: str) -> None:
    assert _red_pixels(render_card(code, 60)) == 0


@pytest.mark.parametrize("code", ALL_CODES)
def test_corner_index_has_ink(code: str) -> None:
    """The top-left corner, all that shows in a fanned hand, carries rank and suit."""
    image = render_card(code, 60).toImage()
    ink = sum(
        1 for x in range(3, 16) for y in range(3, 26) if image.pixelColor(x, y).lightness() < 140
    )
    assert ink > 40


@pytest.mark.parametrize("code", [suit + rank for suit in SUITS for rank in "JQ"])
def test_court_indices_follow_language(code: str) -> None:
    german = _rgba(render_card(code, 70, lang="de"))
    english = _rgba(render_card(code, 70, lang="en"))
    assert german != english


@pytest.mark.parametrize("code", [suit + rank for suit in SUITS for rank in "9KTA"])
def test_shared_indices_do_not_depend_on_language(code: str) -> None:
    assert _rgba(render_card(code, 70, lang="de")) == _rgba(render_card(code, 70, lang="en"))


def test_results_are_cached() -> None:
    assert render_card("HT", 90).cacheKey() == render_card("HT", 90).cacheKey()
    assert render_back(90).cacheKey() == render_back(90).cacheKey()


@pytest.mark.parametrize("code", ["", "H", "HX", "XT", "hq", "H10", "HTT", "D 9"])
def test_unknown_code_is_rejected(code: str) -> None:
    with pytest.raises(ValueError, match=r"unknown card code .*e\.g\. 'HT'"):
        render_card(code, 60)


def test_bad_language_and_size_are_rejected() -> None:
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        render_card("HT", 60, lang="fr")
    with pytest.raises(ValueError, match="width must be a positive"):
        render_card("HT", 0)
    with pytest.raises(ValueError, match="device pixel ratio must be positive"):
        render_back(60, dpr=0.0)
