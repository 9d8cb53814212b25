"""The history in the app: a game finished at the table goes into it (written off the GUI
thread, with where the computer played on for the player), a lesson's deal too, apart from
the table's games (neither the Statistik nor Fehler üben counts it), judged in the background by a
process of its own; the Statistik window with nothing yet says what will appear, with games
shows their figures and filters them; "Fehler üben" sets a mistake's position up again, a
choice of the best tie group is right, a wrong one gets another try and then the solution."""

from __future__ import annotations

import random
from pathlib import Path

from gui_helpers import table_config
from test_controller import run_until

from dokodesk.ai.search import Effort
from dokodesk.course import review
from dokodesk.engine.cards import card_name
from dokodesk.engine.game import (
    GameSetup,
    Phase,
    Play,
    PovertyReply,
    Reservation,
    Reserve,
    apply,
    legal_actions,
    new_game,
)
from dokodesk.engine.randomplay import random_game
from dokodesk.engine.rules import preset
from dokodesk.gui import history_keeper
from dokodesk.gui.mistakes import MistakesWindow
from dokodesk.gui.statistik import StatistikWindow, figures
from dokodesk.persistence.history import Decision, History
from dokodesk.persistence.record import GameRecord

TIMEOUT = 60_000


def random_record(seed: int, levels: list[str] | None = None) -> GameRecord:
    final = random_game(GameSetup.from_seed(preset("ddv"), seed=seed), random.Random(seed))
    return GameRecord.from_state(final, dealer=3, levels=levels or ["human", "random",
                                                                     "random", "random"])


def test_a_game_finished_at_the_table_goes_into_the_history(qtbot, make_window,
                                                            tmp_path: Path) -> None:
    window = make_window(table_config("ddv", seed=4))
    c = window.controller
    run_until(qtbot, c, lambda: c.state is not None and c.state.phase == Phase.PLAY
              and c.human_to_act() and not c.busy)
    step = len(c.state.history)
    c.play_out()
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=TIMEOUT)
    window.history.flush()
    with History.open(tmp_path / "data" / "history.db") as history:
        (game,) = history.games()
        assert (game.seat, game.salt, game.until) == (0, 0, step)
        assert game.levels == ("human", "random", "random", "random")
        assert history.record(game.id).hands == c.record().hands


def test_the_background_judges_the_games_waiting(qtbot, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(history_keeper, "ANALYSE", True)
    folder = tmp_path / "data"
    keeper = history_keeper.HistoryKeeper(None, folder, "de")
    counts: list[int] = []
    keeper.waiting.connect(counts.append)
    keeper.add(random_record(2), 1)
    qtbot.waitUntil(lambda: len(counts) >= 2 and keeper._process is None, timeout=300_000)
    with keeper.open() as history:
        (game,) = history.games()
        assert game.analysed == review.JUDGEMENT_VERSION
        assert counts[-1] == len(history.positions())
    keeper.stop()


def test_a_deal_thrown_in_is_not_kept(qtbot, tmp_path: Path) -> None:
    state = new_game(GameSetup.from_seed(preset("kneipe"), seed=0))
    while state.phase is Phase.RESERVATIONS:  # an Armut nobody takes
        armut = Reserve(state.to_act, Reservation.ARMUT)
        state = apply(state, armut if armut in legal_actions(state, state.to_act)
                      else Reserve(state.to_act, Reservation.GESUND))
    while state.phase is Phase.POVERTY_OFFER:
        state = apply(state, PovertyReply(state.to_act, False))
    assert state.phase is Phase.THROWN_IN
    keeper = history_keeper.HistoryKeeper(None, tmp_path / "data", "en")
    keeper.add(GameRecord.from_state(state), 0)
    keeper.add(random_record(2), 0)
    keeper.flush()
    with keeper.open() as history:
        (game,) = history.games()
        assert game.role != "none"
    keeper.stop()


def test_an_empty_statistik_says_what_will_appear(qtbot, tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    shown = StatistikWindow(history, "en")
    qtbot.addWidget(shown)
    shown.show()
    assert shown.empty.isVisible() and not shown.charts.isVisible()
    assert "accuracy per game" in shown.empty.text()


def _judged(history: History, seeds: range) -> list[int]:
    games = []
    for seed in seeds:
        game = review.add_game(history, random_record(seed, ["random"] * 4), seat=1)
        review.judge_game(history, game, Effort(samples=4, max_samples=4, workers=1))
        games.append(game)
    return games


def test_the_statistik_shows_the_figures_of_the_games(qtbot, tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    games = _judged(history, range(3))
    history.add(random_record(9, ["profi", "human", "profi", "profi"]), seat=1)
    shown = StatistikWindow(history, "de")
    qtbot.addWidget(shown)
    shown.show()
    assert shown.charts.isVisible() and not shown.empty.isVisible()
    assert [i for i, _ in shown.shown.accuracies] == [1, 2, 3]
    assert sum(n for n, _, _ in shown.shown.by_role.values()) == 4
    assert {k for k, *_ in shown.shown.kinds} <= set(review.CATEGORIES)
    means = [mean for _, _, mean, _ in shown.shown.kinds]
    assert means == sorted(means, reverse=True)
    assert shown.roles.item(0, 0).text() == str(shown.shown.by_role["re"][0])
    profi = shown.level_box.findData("profi")
    random_level = shown.level_box.findData("random")
    assert profi > 0 and random_level > 0
    shown.level_box.setCurrentIndex(profi)
    assert len(shown.shown.games) == 1 and shown.shown.accuracies == []
    shown.level_box.setCurrentIndex(random_level)
    assert [g.id for g in shown.shown.games] == games
    assert figures([], history.kind_losses()).kinds == []
    qtbot.waitUntil(lambda: shown.lessons.count() > 0)
    asked: list[str] = []
    shown.lessonRequested.connect(asked.append)
    shown.lessons.itemAt(0).widget().click()
    assert asked and asked[0] in review.LESSON_OF_KIND.values()


def test_practising_a_mistake(qtbot, tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    record = random_record(5)
    game = history.add(record, seat=0)
    final = record.finished()
    step = next(i for i, a in enumerate(final.history) if isinstance(a, Play)
                and len(final.history[:i]) > 8
                and sum(isinstance(b, Play) for b in legal_actions(
                    review.positions(final)[i], a.player)) >= 3)
    state = review.positions(final)[step]
    player = final.history[step].player
    cards = [a.card for a in legal_actions(state, player) if isinstance(a, Play)]
    chosen, best, other = final.history[step].card, *[c for c in cards
                                                      if c != final.history[step].card][:2]
    seat = record.seat_map.seat(player)
    history.store_analysis(game, "v", [Decision(
        step, "card", "follow", 1.5, 1.5, 0.1, "mistake", False,
        {"seat": seat, "card": card_name(chosen)}, ({"seat": seat, "card": card_name(best)},))],
        30.0)
    shown = MistakesWindow(history, "en")
    qtbot.addWidget(shown)
    shown.show()
    assert shown.ex is not None and shown.table.viewer == player
    assert shown._on_card(other) == ""
    assert "Try once more" in shown.feedback.text()
    shown._on_card(chosen)
    assert "The answer" in shown.feedback.text() and card_name(best)[:1]
    assert history.positions(waiting=False)[0].box == 0
    shown.next()
    assert shown.ex is None and "No position waits" in shown.question.text()
    history.answer(history.positions(waiting=False)[0].id, False)
    again = MistakesWindow(history, "en")
    qtbot.addWidget(again)
    again._on_card(best)
    assert again.feedback.text().startswith("Right")
    assert history.positions(waiting=False)[0].box == 1


def test_the_windows_fit_a_laptop_screen(qtbot, tmp_path: Path) -> None:
    history = History.open(tmp_path / "h.db")
    record = random_record(3)
    game = history.add(record, seat=0)
    history.store_analysis(game, "v", [Decision(0, "reservation", "reservation", 3.0, 3.0,
                                                0.2, "blunder", False, {"seat": 0,
                                                "reservation": "gesund"}, ())], 10.0)
    for window in (StatistikWindow(history, "de"), MistakesWindow(history, "de")):
        qtbot.addWidget(window)
        window.show()
        hint = window.minimumSizeHint()
        assert hint.width() <= 1280 and hint.height() <= 720, (type(window).__name__, hint)


def test_a_kind_of_decision_opens_its_lesson(qtbot, make_window) -> None:
    from dokodesk.gui.course_lesson import LessonWindow
    from dokodesk.gui.statistik import open_lesson

    window = make_window(table_config("ddv", seed=4))
    open_lesson(window, "bedienen")
    opened = window.findChildren(LessonWindow)
    assert [w.run.lesson.id for w in opened] == ["bedienen"]
    for lesson in opened:
        lesson.close()


def test_the_menu_shows_the_positions_waiting(qtbot, make_window, tmp_path: Path) -> None:
    window = make_window(table_config("ddv", seed=4))
    assert "(0 waiting)" in window.menus.mistakes.text()
    with History.open(tmp_path / "data" / "history.db") as history:
        game = history.add(random_record(4), seat=0)
        history.store_analysis(game, "v", [
            Decision(step, "card", "lead", 1.0, 1.0, 0.1, "mistake", False, None, ())
            for step in (10, 20)], 40.0)
    window.history.count()
    qtbot.waitUntil(lambda: "(2 waiting)" in window.menus.mistakes.text())
    assert window.mistakes_waiting == 2


def test_a_lesson_deal_goes_into_the_history_apart_from_the_table(qtbot, make_window,
                                                                  tmp_path: Path) -> None:
    from test_course import COURSE, play_through

    from dokodesk.course.lesson import Deal
    from dokodesk.course.run import deal_hands
    from dokodesk.gui.course_list import CourseDialog

    window = make_window()
    window.open_course()
    (course,) = [d for d in window.findChildren(CourseDialog) if d.isVisible()]
    opened: list = []
    course.lessonOpened.connect(opened.append)
    lesson = COURSE.lesson("bedienen")
    course.open_lesson(COURSE.lessons.index(lesson))
    (lesson_window,) = opened
    qtbot.waitExposed(lesson_window)
    play_through(qtbot, lesson_window)
    window.history.flush()
    deals = [step for step in lesson.steps if isinstance(step, Deal)]
    with History.open(tmp_path / "data" / "history.db") as history:
        kept = history.games(lesson=True)
        assert history.games() == [] and len(kept) == len(deals) > 0
        for game, deal in zip(kept, deals, strict=True):
            assert (game.lesson, game.source, game.seat, game.salt) == (
                True, "lesson:bedienen", deal.learner, 0)
            assert game.levels[deal.learner] == "human"
            assert history.record(game.id).hands == deal_hands(deal)
        # judged, a lesson deal gives no position to practise and no figure of the Statistik
        history.store_analysis(kept[0].id, "v", [Decision(
            10, "card", "follow", 1.5, 1.5, 0.1, "mistake", False, None, ())], 40.0)
        assert history.positions(waiting=False) == [] and history.kind_losses() == []
        assert len(history.kind_losses(lesson=True)) == 1
        shown = StatistikWindow(history, "en")
        qtbot.addWidget(shown)
        shown.show()
        assert shown.empty.isVisible() and shown.shown.games == []
        practice = MistakesWindow(history, "en")
        qtbot.addWidget(practice)
        assert practice.ex is None
    lesson_window.close()
    course.close()
