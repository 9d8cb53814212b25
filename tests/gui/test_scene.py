"""The generic card scene on its own, with opaque card ids and no game: dragging, clicking and
the keyboard ask the play hook, a refused card flies back with the reason, an accepted one
goes where the hook puts it; select mode marks cards up to a limit; the overlay."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtTest import QTest

from dokodesk.gui.cardart import CARD_ASPECT
from dokodesk.gui.scene.input import PLAY, SELECT
from dokodesk.gui.scene.items import PLATE_W, Plate, PlateChip
from dokodesk.gui.scene.layout import BOTTOM, LEFT, RIGHT, TOP
from dokodesk.gui.scene.view import CardView

HAND = [7, 3, 11, 5, 2]


def faces(card: int | None, width: int, dpr: float) -> QPixmap:
    """Plain coloured rectangles: grey backs, faces shaded by their id."""
    pixmap = QPixmap(width, round(width * CARD_ASPECT))
    pixmap.fill(QColor("#888") if card is None else QColor.fromHsv(card * 20 % 360, 120, 230))
    return pixmap


@pytest.fixture
def scene(qtbot) -> CardView:
    """A table with a hand of five cards at the bottom and three hands of backs."""
    view = CardView(faces)
    qtbot.addWidget(view)
    view.animation_ms = 0
    view.resize(1024, 700)
    view.show()
    qtbot.waitExposed(view)
    view.sync_hand(BOTTOM, HAND, fresh=True)
    for slot in (LEFT, TOP, RIGHT):
        view.sync_hand(slot, [None] * 5, fresh=True)
    view.set_mode(PLAY)
    view.place_all(animate=False)
    return view


def drag(view: CardView, start: QPointF, end: QPointF) -> None:
    viewport = view.viewport()
    a, b = start.toPoint(), end.toPoint()
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * i / 5)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def playing_to_the_middle(view: CardView, asked: list[int]):
    """A play hook that accepts every card and lays it in the middle, as a game would."""
    def play(card: int) -> str | None:
        asked.append(card)
        rest = [c for c in view.hand_cards() if c != card]
        origin = view.sync_hand(BOTTOM, rest, leaving=card, left=True)
        view.sync_trick([(BOTTOM, card)], origin, grown=True)
        view.place_all(animate=False)
        return None
    return play


def test_a_refused_card_snaps_back_with_the_reason(scene: CardView) -> None:
    asked: list[int] = []
    scene.input.on_play = lambda card: asked.append(card) or "Not that one"
    item = scene.hands[BOTTOM][2]
    home = item.pos()
    drag(scene, scene.card_center(2), scene.drop_point())
    assert asked == [11]
    assert scene.message_text() == "Not that one"
    assert item.pos() == home and scene.hands[BOTTOM][2] is item
    assert scene.input.drag is None and not scene.trick


def test_a_card_refused_on_a_click_drops_back_under_the_pointer(scene: CardView) -> None:
    scene.input.on_play = lambda card: "Not that one"
    item = scene.hands[BOTTOM][2]
    point = scene.card_center(2).toPoint()
    QTest.mouseMove(scene.viewport(), point)
    assert item in scene.input.lifted()  # raised under the pointer
    QTest.mouseClick(scene.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    assert scene.message_text() == "Not that one"
    assert item not in scene.input.lifted()


def test_an_accepted_card_is_left_to_the_hook(scene: CardView) -> None:
    asked: list[int] = []
    scene.input.on_play = playing_to_the_middle(scene, asked)
    item = scene.hands[BOTTOM][1]
    drag(scene, scene.card_center(1), scene.drop_point())
    assert asked == [3]
    assert scene.message_text() == ""
    assert scene.trick == [item]  # the dragged card itself lies in the middle
    assert scene.hand_cards() == [7, 11, 5, 2]
    assert scene.input.drag is None


def test_a_card_let_go_over_the_hand_is_not_offered(scene: CardView) -> None:
    asked: list[int] = []
    scene.input.on_play = playing_to_the_middle(scene, asked)
    item = scene.hands[BOTTOM][0]
    home = item.pos()
    drag(scene, scene.card_center(0), scene.card_center(0) + QPointF(30, 0))
    assert asked == []
    assert item.pos() == home


def test_a_click_and_the_keyboard_ask_the_hook_too(scene: CardView) -> None:
    asked: list[int] = []
    scene.input.on_play = playing_to_the_middle(scene, asked)
    QTest.mouseClick(scene.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, scene.card_center(4).toPoint())
    assert asked == [2]
    scene.setFocus()
    QTest.keyClick(scene, Qt.Key.Key_Left)  # from no card: the last one
    QTest.keyClick(scene, Qt.Key.Key_Left)
    assert [item.focused for item in scene.hands[BOTTOM]] == [False, False, True, False]
    QTest.keyClick(scene, Qt.Key.Key_Return)
    assert asked == [2, 11]


def test_a_double_click_plays_when_asked_to(scene: CardView) -> None:
    asked: list[int] = []
    scene.input.on_play = playing_to_the_middle(scene, asked)
    scene.input.double_click = True
    point = scene.card_center(0).toPoint()
    QTest.mouseClick(scene.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)
    assert asked == []
    QTest.mouseDClick(scene.viewport(), Qt.MouseButton.LeftButton,
                      Qt.KeyboardModifier.NoModifier, point)
    assert asked == [7]


def test_select_mode_marks_up_to_the_limit(scene: CardView, qtbot) -> None:
    scene.input.on_play = lambda card: pytest.fail("nothing may be played while selecting")
    scene.set_mode(SELECT, select_limit=2)
    counts: list[int] = []
    scene.selectionChanged.connect(counts.append)
    for index in (0, 3, 4):
        QTest.mouseClick(scene.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, scene.card_center(index).toPoint())
    assert scene.input.selected_cards() == [7, 5]
    assert counts == [1, 2]
    QTest.mouseClick(scene.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, scene.card_center(0).toPoint())
    assert scene.input.selected_cards() == [5]


def test_illegal_cards_are_dimmed_and_marked_ones_framed(scene: CardView) -> None:
    scene.legal = {3, 5}
    scene.marked_cards = [2]
    scene.apply_marks()
    assert [i.dimmed for i in scene.hands[BOTTOM]] == [True, False, True, False, True]
    assert [i.marked for i in scene.hands[BOTTOM]] == [False, False, False, False, True]


def test_the_overlay_shows_a_row_of_cards_until_clicked(scene: CardView) -> None:
    asked: list[int] = []
    scene.input.on_play = playing_to_the_middle(scene, asked)
    scene.show_overlay(["Title", "Caption"], [(1, "A", False), (2, "B", True)])
    assert scene.overlay_shown()
    assert [i.card for i in scene.overlay_items] == [1, 2]
    assert [i.marked for i in scene.overlay_items] == [False, True]
    scene.resize(1200, 800)  # laid out anew, still shown
    assert scene.overlay_shown() and len(scene.overlay_items) == 2
    QTest.mouseClick(scene.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, scene.card_center(0).toPoint())
    assert not scene.overlay_shown() and not scene.overlay_items
    assert asked == []  # the click only closed the overlay


def test_every_chip_fits_on_its_plate(qapp) -> None:
    plate = Plate()
    chips = [PlateChip("Kontra", QColor("#2e6bb5")), PlateChip("keine 90!", QColor("#f2c14e")),
             PlateChip("Hat die Armut genommen", QColor("#e8d2a6")),
             PlateChip("Stiche: 10", QColor(255, 255, 255, 60), corner=True)]
    plate.set_content("Anna", "Profi", chips, turn=False)
    boxes = plate.chip_boxes()
    assert [chip for chip, _, _ in boxes] == chips
    assert all(box.left() > 0 and box.right() < PLATE_W for _, box, _ in boxes)
    row = [box for chip, box, _ in boxes if not chip.corner]
    assert all(a.right() < b.left() for a, b in pairwise(row))
    corner = boxes[3][1]
    assert corner.bottom() < row[0].top() and corner.right() > PLATE_W * 0.8
    texts = [text for _, _, text in boxes]
    assert texts[:2] == ["Kontra", "keine 90!"] and texts[3] == "Stiche: 10"
    assert texts[2].endswith("…") and texts[2].startswith("Hat")


def test_the_keyboard_skips_the_cards_that_may_not_be_played(scene: CardView) -> None:
    scene.legal = {3, 5}  # HAND = [7, 3, 11, 5, 2]
    scene.setFocus()
    focused = []
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        QTest.keyClick(scene, key)
        focused.append(scene.hand_cards()[scene.input.focus_index])
    assert focused == [3, 5, 3, 5]


def test_the_table_is_laid_out_anew_after_a_trick_went_to_its_winner(scene, qtbot) -> None:
    scene.sync_trick([(s, 20 + i) for i, s in enumerate((BOTTOM, LEFT, TOP, RIGHT))])
    scene.collect_trick(TOP, 0)
    qtbot.waitUntil(lambda: not scene.trick)
    scene.resize(900, 640)  # a dock opening beside the table
    qtbot.waitUntil(lambda: scene.geometry_ is not None and scene.geometry_.width == 900)
    assert scene.trick_slots == []
