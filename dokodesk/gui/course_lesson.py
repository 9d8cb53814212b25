"""A lesson of the course played in a window of its own: the explanations with the cards they
are about, the quizzes answered by clicking a card, a player or a number, and the prepared
deals at the real card table (:class:`~dokodesk.gui.table.TableView` and the action bar).

Everything the lesson decides comes from its pure core (:mod:`dokodesk.course.run`): what it
waits for, whether a move does the task and why not, the hint, the end of a deal. This window
only shows the :class:`~dokodesk.course.run.LessonRun` and passes the learner's clicks on;
the computer players' moves are made one at a time on a timer so that they can be watched.
A missed task is not played: the card flies back and the reason is shown. A lesson game
belongs to no Partie and is never saved; a deal played to its end is reported by
:attr:`dealPlayed` (for the player's history, as a lesson deal), the lesson's end by
:attr:`completed`.
A language switch while the window is open shows the lesson where it stands in the new
language: the explanation, the quiz, the task, the table's names and what the coach said.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from dokodesk.course import (
    NEXT,
    SOLVE,
    Answer,
    Expect,
    Feedback,
    Hint,
    Lesson,
    LessonRun,
    advance,
    apply,
    choices,
    current,
    expect,
    has_hint,
    hint,
    options,
    prompt,
    start,
    suggests,
    summary,
)
from dokodesk.course.lesson import (
    CountAugen,
    Deal,
    GameValue,
    HigherCard,
    Page,
    Quiz,
    TrickWinner,
)
from dokodesk.course.quiz import answer as quiz_answer
from dokodesk.course.quiz import played_game
from dokodesk.course.run import Next, Solve, deal_record, sheet_lines
from dokodesk.course.said import Said, seat_word
from dokodesk.course.validate import shows
from dokodesk.engine.cards import Card, card_name
from dokodesk.engine.game import (
    Action,
    Announce,
    Phase,
    PigKind,
    Pigs,
    Play,
    Reserve,
    Return,
    State,
    is_over,
    reserve_kind,
)
from dokodesk.engine.table import HUMAN, SeatMap
from dokodesk.engine.view import view
from dokodesk.text.course import seat_names
from dokodesk.text.verdict import verdict

from .cardart import render_card
from .panels import (
    ActionBar,
    MessagePanel,
    Panel,
    PanelSlot,
    PigsPanel,
    ReservationPanel,
)
from .scene.input import InputMode
from .screen import fit
from .spielliste import translated_language
from .table import TableView
from .worker import LatestJob

STYLE = """
QDialog#lesson { background: #0f2d1b; }
QLabel { color: #f4f4f0; }
QLabel#heading { font-size: 18px; font-weight: bold; color: #f2c14e; }
QLabel#steps { color: #c9d2cb; }
QLabel#text { font-size: 18px; }
QLabel#lines { font-size: 14px; color: #e8ecd8; }
QLabel#task { font-size: 15px; font-weight: bold; color: #f2c14e; }
QLabel#feedback[tone="right"] { color: #9fe29a; font-size: 14px; }
QLabel#feedback[tone="wrong"] { color: #ff9c8c; font-size: 14px; }
QLabel#feedback[tone="hint"] { color: #bcd7ff; font-size: 14px; }
QFrame#board { background: #1d5a34; border-radius: 14px; }
QScrollArea#boardScroll, QScrollArea#boardScroll > QWidget > QWidget { background: transparent; }
QFrame#coach { background: #0a2013; border-top: 1px solid #2c5a3c; }
QPushButton { background: #f4f1e6; color: #14301e; border: 1px solid #b9b29a;
              border-radius: 7px; padding: 6px 14px; font-size: 14px; }
QPushButton:hover { background: #ffffff; border-color: #f2c14e; }
QPushButton:disabled { background: #2f4a39; color: #7f9786; border-color: #3c5a46; }
QPushButton#primary { background: #f2c14e; font-weight: bold; }
QPushButton#primary:disabled { background: #2f4a39; color: #7f9786; }
QToolButton { background: transparent; border: 3px solid transparent; border-radius: 8px;
              color: #f4f4f0; font-size: 13px; }
QToolButton:hover:enabled { border-color: #f2c14e; }
"""

BOARD_CARD = 96
"""The width of a card drawn with an explanation or a quiz."""

ROW_CARDS = 7
"""The most cards drawn side by side on the board (more go on in a second row)."""


class LessonWindow(QDialog):
    """One lesson, from its first page to its end."""

    completed = Signal(object)
    """The :class:`~dokodesk.course.lesson.Lesson`, played to its end."""
    left = Signal(object)
    """The :class:`~dokodesk.course.run.LessonRun` of a lesson left half done."""
    dealPlayed = Signal(object, int, str)
    """A deal of the lesson played to its end: its
    :class:`~dokodesk.persistence.record.GameRecord`, the learner's seat and the lesson's id
    (for the player's history, as a lesson deal)."""

    def __init__(self, lesson: Lesson, lang: str, parent: QWidget | None = None,
                 animation_ms: int = 300, run: LessonRun | None = None,
                 known: frozenset[str] | None = None) -> None:
        """``run``: the lesson at a later point (a run of ``lesson``), to go on from there;
        ``known``: the glossary's terms the course has taught up to this lesson
        (:func:`~dokodesk.course.validate.known_terms`): the table hides the chips, header
        lines and lines of a deal's end that name another (None: it hides nothing)."""
        super().__init__(parent)
        self.setObjectName("lesson")
        self.setStyleSheet(STYLE)
        self.lang = lang
        self.known = known
        self.animation_ms = animation_ms
        self.run: LessonRun = run if run is not None else start(lesson)
        self._table_step = -1
        """The step whose deal is on the table (-1: none yet)."""
        self._shown: State | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)
        self._told: tuple[Said, str] | None = None
        """What the coach says now (a reason, a hint) and its tone, to say again in another
        language."""
        self._answered: LessonRun | None = None
        """The quiz just answered (the run at it), shown with its explanation until
        "Continue"; the run has gone on already."""
        self._asked = False
        """Whether leaving was asked and agreed to already (Esc)."""
        self.next_lesson: Callable[[], None] | None = None
        """What "Next lesson" at the lesson's end does (None: there is no next lesson)."""
        self.play_partie: Callable[[], None] | None = None
        """What "Play a Partie" at the end of the course's last lesson does (None: not
        offered)."""
        self.suggester = LatestJob(self)
        """Weighs the free-play suggestion off the GUI thread (a move meanwhile drops it)."""
        self.suggester.answered.connect(self._on_suggestion)
        self.suggester.failed.connect(lambda _text: self._on_suggestion(None))
        self._build()
        self._retranslate()
        self._show()
        fit(self, 1180, 800)

    # ------------------------------------------------------------------------- the widgets

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        top = QHBoxLayout()
        top.setContentsMargins(16, 10, 16, 8)
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.steps = QLabel()
        self.steps.setObjectName("steps")
        top.addWidget(self.heading, 1)
        top.addWidget(self.steps)
        layout.addLayout(top)
        self.stack = QStackedWidget()
        layout.addWidget(self.stack, 1)
        # the board: an explanation, a quiz or a deal's end
        holder = QWidget()
        outer = QVBoxLayout(holder)
        outer.setContentsMargins(16, 4, 16, 12)
        self.board = QFrame()
        self.board.setObjectName("board")
        board = QVBoxLayout(self.board)
        board.setContentsMargins(36, 24, 36, 24)
        board.setSpacing(16)
        board.addStretch(1)
        self.text = QLabel()
        self.text.setObjectName("text")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        board.addWidget(self.text)
        self.cards = QHBoxLayout()
        self.cards.setSpacing(10)
        board.addLayout(self.cards)
        self.lines = QLabel()
        self.lines.setObjectName("lines")
        self.lines.setWordWrap(True)
        self.lines.setAlignment(Qt.AlignmentFlag.AlignCenter)
        board.addWidget(self.lines)
        self.answers = QHBoxLayout()
        self.answers.setSpacing(10)
        board.addLayout(self.answers)
        board.addStretch(1)
        outer.addWidget(self.board)
        scroll = QScrollArea()  # a long text on a small screen scrolls
        scroll.setObjectName("boardScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(holder)
        self.stack.addWidget(scroll)
        # the table
        page = QWidget()
        at_table = QVBoxLayout(page)
        at_table.setContentsMargins(0, 0, 0, 0)
        at_table.setSpacing(0)
        self.table = TableView()
        self.table.shows = self.shows
        self.table.on_play = self._on_card
        self.table.animation_ms = self.animation_ms
        self.table.trick_pause_ms = 900 if self.animation_ms else 0
        self.table.lang = self.lang
        self.slot = PanelSlot(self.table)
        self.bar = ActionBar()
        for button in (self.bar.hint_button, self.bar.out_button, self.bar.claim_button):
            button.hide()
        self.bar.announce.connect(self._on_announce)
        self.bar.pigs.connect(lambda kind: self._on_pigs(kind, True))
        self.bar.lastTrick.connect(self._toggle_last_trick)
        at_table.addWidget(self.table, 1)
        at_table.addWidget(self.bar)
        self.stack.addWidget(page)
        # the coach below: the task, what the lesson says to a move, the buttons
        coach = QFrame()
        coach.setObjectName("coach")
        box = QVBoxLayout(coach)
        box.setContentsMargins(16, 8, 16, 10)
        box.setSpacing(4)
        self.intro = QLabel()
        self.intro.setWordWrap(True)
        self.task = QLabel()
        self.task.setObjectName("task")
        self.task.setWordWrap(True)
        self.feedback = QLabel()
        self.feedback.setObjectName("feedback")
        self.feedback.setWordWrap(True)
        for label in (self.intro, self.task, self.feedback):
            box.addWidget(label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.hint_button = QPushButton()
        self.hint_button.setShortcut(Qt.Key.Key_H)
        self.hint_button.clicked.connect(self.show_hint)
        self.solve_button = QPushButton()
        self.solve_button.clicked.connect(self.solve)
        self.next_button = QPushButton()
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self.go_on)
        self.next_lesson_button = QPushButton()
        self.next_lesson_button.setObjectName("primary")
        self.next_lesson_button.clicked.connect(self._next_lesson)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        for button in (self.hint_button, self.solve_button, self.next_button,
                       self.next_lesson_button, self.close_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            row.addWidget(button)
        box.addLayout(row)
        layout.addWidget(coach)

    def _retranslate(self) -> None:
        """The window's own words and the table's in the window's language."""
        lesson = self.run.lesson
        self.setWindowTitle(self.tr("Lesson {n}: {title}").format(
            n=lesson.number, title=lesson.title.get(self.lang)))
        self.heading.setText(self.windowTitle())
        self.table.lang = self.lang
        self.bar.lang = self.lang
        self.bar.retranslate()
        self.hint_button.setText(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("A hint for the task or the question (H)"))
        self.solve_button.setText(self.tr("Show the answer"))
        self.solve_button.setToolTip(self.tr("After a wrong try: the right answer with its "
                                             "explanation, and on to the next step"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:
        """A language switch: every text again in the new language, the lesson where it
        stands (the explanation, the quiz, the task, the table, what the coach said)."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "heading"):
            lang = translated_language()
            if lang != self.lang:
                self.lang = lang
                told = self._told
                self._retranslate()
                self._table_step = -1  # the table's names and cards drawn afresh
                self.slot.key = None
                self._show()
                self._tell(*told if told is not None else (None,))
            else:
                self._retranslate()
        super().changeEvent(event)

    def _tell(self, said: Said | None, tone: str = "") -> None:
        """What the coach says to a move, an answer or a hint (None: nothing)."""
        self._told = None if said is None else (said, tone)
        self._say(self.feedback, "" if said is None else said.words(self.lang), tone)

    def _say(self, label: QLabel, text: str, tone: str = "") -> None:
        label.setText(text)
        label.setVisible(bool(text))
        if label is self.feedback:
            label.setProperty("tone", tone)
            label.style().unpolish(label)
            label.style().polish(label)

    def _clear(self, row: QHBoxLayout) -> None:
        while row.count():
            item = row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()

    def _card_button(self, card: Card, below: str = "",
                     click: Callable[[], None] | None = None,
                     value: int | None = None) -> QToolButton:
        """A card drawn on the board, with a name below it; clickable when ``click``, which
        answers ``value``."""
        button = QToolButton()
        dpr = self.devicePixelRatioF()
        pixmap = render_card(card_name(card), BOARD_CARD, lang=self.lang, dpr=dpr)
        button.setIcon(QIcon(pixmap))
        size = pixmap.size() / dpr
        button.setIconSize(QSize(size.width(), size.height()))
        button.setProperty("card", card)
        if below:
            button.setText(below)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        if value is not None:
            button.setProperty("value", value)
        if click is None:
            button.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        else:
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(click)
        return button

    def _fill_cards(self, buttons: Sequence[QWidget]) -> None:
        """The cards in rows of at most :data:`ROW_CARDS`, the rows as even as they go."""
        self._clear(self.cards)
        self.cards.addStretch(1)
        if buttons:
            rows = -(-len(buttons) // ROW_CARDS)
            columns = -(-len(buttons) // rows)
            grid_holder = QWidget()
            grid = QGridLayout(grid_holder)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setSpacing(10)
            for i, button in enumerate(buttons):
                grid.addWidget(button, i // columns, i % columns)
            self.cards.addWidget(grid_holder)
        self.cards.addStretch(1)

    def _fill_answers(self, labelled: Sequence[tuple[str, int]]) -> None:
        self._clear(self.answers)
        self.answers.addStretch(1)
        for text, value in labelled:
            button = QPushButton(text)
            button.setProperty("answer", value)
            button.setProperty("value", value)
            button.setMinimumWidth(72)
            button.clicked.connect(lambda _=False, v=value: self.answer(v))
            self.answers.addWidget(button)
        self.answers.addStretch(1)

    # ------------------------------------------------------------------------- showing the run

    def refresh(self) -> None:
        """Show the lesson again (after :attr:`next_lesson` is set)."""
        self._show()

    def _show(self) -> None:
        """Show the run as it stands and wait for what it expects; a quiz just answered stays
        on the board with its explanation until "Continue"."""
        self._no_enter_buttons()
        if self._answered is not None:
            self._show_answered(self._answered)
            return
        run = self.run
        waiting = expect(run)
        step = current(run)
        total = len(run.lesson.steps)
        self.steps.setText(self.tr("Step {n} of {total}").format(
            n=min(run.step + 1, total), total=total))
        self.hint_button.setEnabled(has_hint(run) and not self.suggester.pending)
        self.solve_button.setVisible(waiting is Expect.ANSWER)
        self.solve_button.setEnabled(run.misses > 0)
        self.next_button.setEnabled(waiting in (Expect.READ, Expect.DONE))
        self.next_button.setText(self.tr("Finish the lesson") if waiting is Expect.DONE
                                 else self.tr("Continue"))
        self.next_lesson_button.setText(self.tr("Next lesson") if self.next_lesson is not None
                                        else self.tr("Play a Partie…"))
        self.next_lesson_button.setVisible(waiting is Expect.DONE and (
            self.next_lesson is not None or self.play_partie is not None))
        if step is None:
            self._show_end()
        elif isinstance(step, Page):
            self._show_page(step)
        elif isinstance(step, Deal):
            self._show_deal(step, waiting)
        else:
            self._show_quiz(step)

    def _no_enter_buttons(self) -> None:
        """No button of the window takes Enter for itself: Enter is the window's (see
        :meth:`keyPressEvent`)."""
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)

    def _show_answered(self, before: LessonRun) -> None:
        """The quiz of ``before`` stays as it was, its right answer marked, until
        "Continue"."""
        step = current(before)
        assert isinstance(step, Quiz)
        right = quiz_answer(step)
        for button in self.board.findChildren(QPushButton) + self.board.findChildren(QToolButton):
            if button.property("value") == right:
                button.setStyleSheet("border: 3px solid #9fe29a; border-radius: 8px;")
        self.hint_button.setEnabled(False)
        self.solve_button.setEnabled(False)
        self.next_button.setEnabled(True)
        self.next_button.setText(self.tr("Continue"))
        self.next_lesson_button.hide()
        self._say(self.task, "")
        self.next_button.setFocus()

    def _show_board(self, text: str, lines: str = "") -> None:
        self.slot.clear()
        self._table_step = -1
        self.stack.setCurrentIndex(0)
        self.text.setText(text)
        self._say(self.lines, lines)
        self._fill_answers(())
        self._say(self.intro, "")
        self._say(self.task, "")

    def _show_page(self, page: Page) -> None:
        self._show_board(page.text.get(self.lang))
        self._fill_cards([self._card_button(c) for c in page.cards])
        self.next_button.setFocus()

    def _show_quiz(self, quiz: Quiz) -> None:
        asked = prompt(self.run)
        assert asked is not None
        note = quiz.note.get(self.lang) if quiz.note is not None else ""
        self._show_board(asked.words(self.lang), note)
        if isinstance(quiz, HigherCard):
            self._fill_cards([self._card_button(c, click=partial(self.answer, c), value=c)
                              for c in quiz.cards])
            self._say(self.task, self.tr("Click the higher card."))
        elif isinstance(quiz, TrickWinner):
            seats = [(quiz.leader + i) % 4 for i in range(len(quiz.cards))]
            self._fill_cards([self._card_button(card, self._seat(seat),
                                                click=partial(self.answer, seat), value=seat)
                              for card, seat in zip(quiz.cards, seats, strict=True)])
            self._fill_answers([(self._seat(s), s) for s in options(self.run)])
            first = self._seat(quiz.leader)
            self._say(self.lines, "\n".join(filter(None, (
                self.tr("{name} led; the cards lie in the order they were played.").format(
                    name=first), note))))
            self._say(self.task, self.tr("Click the card that wins, or the player."))
        else:
            shown = quiz.cards if isinstance(quiz, CountAugen) else ()
            self._fill_cards([self._card_button(c) for c in shown])
            if isinstance(quiz, GameValue):
                state = played_game(quiz)
                sheet = [*verdict(state, self.lang), "", *sheet_lines(state, self.lang)]
                self._say(self.lines, "\n".join(filter(None, (*sheet, note))))
            self._fill_answers([(str(n), n) for n in options(self.run)])
            self._say(self.task, self.tr("Choose the number."))

    def shows(self, text: str) -> bool:
        """Whether the lesson's table shows ``text``: not where it names a term the course
        has not taught yet (:func:`~dokodesk.course.validate.shows`)."""
        return shows(text, self.lang, self.known)

    def _seat(self, seat: int) -> str:
        return seat_word(seat, learner=0).get(self.lang)

    def _show_deal(self, deal: Deal, waiting: Expect) -> None:
        run = self.run
        table = run.table
        assert table is not None
        seats = SeatMap(4, (deal.leader - 1) % 4)
        fresh = self._table_step != run.step
        if fresh:
            self.slot.clear()
            self._table_step = run.step
            self.stack.setCurrentIndex(1)
            self.table.set_table(seat_names(deal.learner, self.lang),
                                 [HUMAN if s == deal.learner else deal.level for s in range(4)],
                                 seats.seat(deal.learner))
            self.table.set_totals((), 1)
            self._shown = None
            self._tell(None)
            self._say(self.intro, deal.intro.get(self.lang) if deal.intro is not None else "")
        if self._shown is not table.state:
            self._display(table.state, seats, None)
        asked = prompt(run)
        task = table.deal.tasks[table.task] if not table.free else None
        words = asked.words(self.lang) if asked is not None else ""
        if task is not None and task.note is not None and asked is not None:
            words += "\n" + task.note.get(self.lang)
        self._say(self.task, words)
        learner = deal.learner
        actions = choices(run)
        self.bar.set_announcements({a.level for a in actions if isinstance(a, Announce)})
        self.bar.set_pigs(next((a.kind.value for a in actions if isinstance(a, Pigs) and a.say
                                and table.state.phase is Phase.PLAY), ""))
        self.bar.set_party(view(table.state, learner).parties[learner])
        for button in self.bar.buttons:  # no Re, Kontra or keine 90 before they are taught
            button.setVisible(self.shows(button.text()))
        self.bar.last_button.setEnabled(bool(table.state.tricks))
        moving = waiting is Expect.MOVE
        state = table.state
        if moving and state.phase in (Phase.PLAY, Phase.POVERTY_RETURN):
            legal = [a.card for a in actions if isinstance(a, Play)]
            self.table.set_interaction(InputMode.PLAY, legal if state.phase is Phase.PLAY else None)
        else:
            self.table.set_interaction(InputMode.NONE)
        self.bar.status.setText(self._status(waiting, state, learner))
        if waiting is Expect.ADVANCE:
            self._schedule()
        self._update_panel(waiting, state)

    def _status(self, waiting: Expect, state: State, learner: int) -> str:
        if waiting is Expect.READ:
            return self.tr("The game is over.")
        if waiting is Expect.ADVANCE:
            return self.tr("{name} is next.").format(name=self.table.name_of(state.to_act))
        if state.phase is Phase.RESERVATIONS:
            return self.tr("Your turn: healthy or a reservation?")
        if state.phase is Phase.POVERTY_RETURN:
            return self.tr("Your turn: click a card to give it back.")
        if state.phase is Phase.SCHWEINE:
            return self.tr("Your turn: say them or keep quiet.")
        return self.tr("Your turn: drag a card to the middle.")

    def _display(self, state: State, seats: SeatMap, action: Action | None) -> None:
        learner = self.run.table.deal.learner if self.run.table is not None else 0
        prev = self._shown
        self.table.show_game(view(state, learner), seats, action,
                             None if prev is None or action is None else view(prev, learner))
        self._shown = state

    def _update_panel(self, waiting: Expect, state: State) -> None:
        """The reservation panel or the question for Schweine when the learner is asked; the
        deal's end."""
        key: object = None
        if waiting is Expect.MOVE and state.phase in (Phase.RESERVATIONS, Phase.SCHWEINE):
            key = (state.phase, self.run.step, len(state.history))
        elif waiting is Expect.READ:
            key = ("end", self.run.step)
        if key == self.slot.key:
            return
        self.slot.clear()
        self.slot.key = key
        parent = self.table.viewport()
        if key is None:
            return
        if waiting is Expect.READ:
            end = summary(self.run)
            assert end is not None
            lines = [end.learned.get(self.lang), "",
                     *end.shown_verdict(self.lang, self.shows), "",
                     *(ln for ln in end.score_lines(self.lang) if self.shows(ln))]
            panel: Panel = MessagePanel(parent, self.tr("What you learned"), "\n".join(lines),
                                        [(self.tr("Continue"), self.go_on)])
            panel.text.setAlignment(Qt.AlignmentFlag.AlignLeft)
            panel.text.setStyleSheet("font-size: 14px;")
            self.table.hide_message()  # the last trick's words would cover the panel's title
            self._say(self.task, "")
            self._say(self.intro, "")
        elif state.phase is Phase.SCHWEINE:
            kind = next(a.kind.value for a in choices(self.run) if isinstance(a, Pigs) and a.say)
            pigs = PigsPanel(parent, kind, self.lang)
            pigs.answered.connect(lambda say: self._on_pigs(kind, say))
            panel = pigs
        else:
            legal = tuple(a for a in choices(self.run) if isinstance(a, Reserve))
            reserving = ReservationPanel(parent, legal, self.lang)
            reserving.chosen.connect(self._on_reserve)
            reserving.previewed.connect(self.table.preview_order)
            panel = reserving
        self.slot.put(panel)

    @property
    def panel(self) -> Panel | None:
        """The panel over the table, if one is shown."""
        return self.slot.panel

    def _show_end(self) -> None:
        lesson = self.run.lesson
        self._show_board(self.tr("Lesson {n} done: {title}").format(
            n=lesson.number, title=lesson.title.get(self.lang)),
            self.tr("Well done. The course list now ticks this lesson; open it again to "
                    "repeat it."))
        self._fill_cards(())
        self.next_button.setFocus()

    # ------------------------------------------------------------------------- the table moves

    def _schedule(self) -> None:
        """The table's next move after a pause to watch the last one (longer after a
        trick)."""
        if self._timer.isActive():
            return
        if not self.animation_ms:
            self._timer.start(0)
            return
        state = self.run.table.state if self.run.table is not None else None
        trick_done = state is not None and bool(state.tricks) and not state.trick
        self._timer.start(self.animation_ms + 350 + (900 if trick_done else 0))

    def _advance(self) -> None:
        if expect(self.run) is not Expect.ADVANCE:
            return
        before = self.run
        self.run, action = advance(before)
        assert self.run.table is not None
        self._tell_played(before)
        self._display(self.run.table.state, SeatMap(4, (self.run.table.deal.leader - 1) % 4),
                      action)
        self._show()

    # ------------------------------------------------------------------------- the learner

    def _take(self, move: Next | Solve | Answer | Action) -> Feedback:
        """Pass the learner's move to the lesson; show what it says."""
        before = self.run
        self.suggester.cancel()
        try:
            self.run, said = apply(before, move)
        except ValueError:
            return Feedback(False)
        if said.said is not None:
            tone = "hint" if isinstance(move, Solve) else "right" if said.passed else "wrong"
            self._tell(said.said, tone)
        elif said.passed:
            self._tell(None)
        if isinstance(move, Solve | Answer) and self.run.step != before.step:
            self._answered = before
        self._tell_played(before)
        if expect(self.run) is Expect.DONE:
            self.completed.emit(self.run.lesson)
        if said.passed and self.run.table is not None and not isinstance(
                move, Next | Solve | Answer):
            self._display(self.run.table.state, SeatMap(4, (self.run.table.deal.leader - 1) % 4),
                          move)
        self._show()
        return said

    def _tell_played(self, before: LessonRun) -> None:
        """Report the deal at the table if the last move (from ``before``) ended it."""
        table, earlier = self.run.table, before.table
        if earlier is not None and is_over(earlier.state):
            return
        record = deal_record(self.run)
        if record is not None and table is not None:
            self.dealPlayed.emit(record, table.deal.learner, self.run.lesson.id)

    def answer(self, value: int) -> None:
        """Answer the quiz with a card, a seat or a number."""
        if self._answered is None and expect(self.run) is Expect.ANSWER:
            self._take(Answer(value))

    def solve(self) -> None:
        """Give up the quiz after a wrong try: the answer with its explanation, and on."""
        if self._answered is None and expect(self.run) is Expect.ANSWER and self.run.misses:
            self._take(SOLVE)

    def _learner(self) -> int:
        return self.run.table.deal.learner if self.run.table is not None else 0

    def _on_card(self, card: int) -> str | None:
        """A card from the hand: played (or, after taking an Armut, given back) if it does
        the task; else it flies back with the reason."""
        table = self.run.table
        if table is None:
            return ""
        learner = self._learner()
        action: Action = (Return(learner, card) if table.state.phase is Phase.POVERTY_RETURN
                          else Play(learner, card))
        if expect(self.run) is not Expect.MOVE:
            return self.tr("Wait for your turn.")
        said = self._take(action)
        if said.passed:
            return None
        return said.said.words(self.lang) if said.said is not None else ""

    def _on_announce(self, level: int) -> None:
        self._take(Announce(self._learner(), level))

    def _on_reserve(self, kind: str, pflicht: bool) -> None:
        """A reservation chosen (throwing the hand in for the first reason it has)."""
        reason = next((a.reason for a in choices(self.run) if isinstance(a, Reserve)
                       and a.kind == kind), "")
        self._take(Reserve(self._learner(), reserve_kind(kind), pflicht, reason))

    def _on_pigs(self, kind: str, say: bool) -> None:
        """Schweine (or Superschweine) said, or kept quiet."""
        self._take(Pigs(self._learner(), PigKind(kind), say))

    def _toggle_last_trick(self) -> None:
        if self.table.overlay_shown():
            self.table.hide_overlay()
        else:
            self.table.show_last_trick()

    def show_hint(self) -> None:
        """A hint for the question or the task; at the table the card it means is lifted. The
        free-play suggestion weighs the position off the GUI thread, the coach saying it
        thinks meanwhile."""
        run = self.run
        if suggests(run):
            self._say(self.feedback, self.tr("Thinking about a suggestion …"), "hint")
            self.hint_button.setEnabled(False)
            self.suggester.submit(lambda cancelled: hint(run, cancelled))
            return
        self._show_hint(hint(run))

    def _on_suggestion(self, found: Hint | None) -> None:
        self.hint_button.setEnabled(has_hint(self.run))
        self._show_hint(found)

    def _show_hint(self, found: Hint | None) -> None:
        if found is None:
            return
        self._tell(found.said, "hint")
        for action in found.actions:
            if isinstance(action, Play | Return):
                self.table.point_at(action.card)
                break

    def go_on(self) -> None:
        """Continue after reading a page, a quiz's explanation or a deal's end; at the end
        close the lesson."""
        if self._answered is not None:
            self._answered = None
            self._tell(None)
            self._show()
            return
        waiting = expect(self.run)
        if waiting is Expect.DONE:
            self.close()
            return
        if waiting is Expect.READ:
            self._tell(None)
            self._take(NEXT)

    def _next_lesson(self) -> None:
        if expect(self.run) is not Expect.DONE:
            return
        if self.next_lesson is not None:
            self.next_lesson()
        elif self.play_partie is not None:
            self.play_partie()

    @property
    def half_done(self) -> bool:
        """Whether leaving now loses something: the lesson is begun and not over."""
        return expect(self.run) is not Expect.DONE and (
            self.run.step > 0 or (self.run.table is not None and bool(self.run.table.state.history))
            or self.run.misses > 0 or self._answered is not None)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter goes on where the lesson waits for "Continue" and does nothing else; Esc
        asks before the lesson is left (unless it is over). No key ends a lesson without
        asking."""
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.next_button.isEnabled() and (self._answered is not None
                                                 or expect(self.run) is not Expect.DONE):
                self.go_on()
            event.accept()
        elif key == Qt.Key.Key_Escape:
            event.accept()
            over = expect(self.run) is Expect.DONE and self._answered is None
            if over or self.ask_to_leave():
                self._asked = True
                self.close()
        else:
            super().keyPressEvent(event)

    def reject(self) -> None:
        """Leaving the lesson (closed, Esc, "Close") asks first while it is half done; a
        lesson left is kept by the course list (:attr:`left`)."""
        asked, self._asked = self._asked, False
        if self.half_done:
            if not asked and not self.ask_to_leave():
                return
            self.left.emit(self.run)
        self._timer.stop()
        self.suggester.stop()
        super().reject()

    def ask_to_leave(self) -> bool:
        """Whether the learner wants to leave the lesson begun."""
        answer = QMessageBox.question(
            self, self.tr("Leave the lesson?"),
            self.tr("You are at step {n} of {total}. Leave the lesson now? Opened again from "
                    "the course list, it goes on from here.").format(
                n=min(self.run.step + 1, len(self.run.lesson.steps)),
                total=len(self.run.lesson.steps)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:
        super().closeEvent(event)  # through reject(): asked there
        if event.isAccepted():
            self._timer.stop()
            self.suggester.stop()
