"""Background work as Anki does it: each job is a pure function run off the GUI thread with
the two functions its answer goes to, called in the GUI thread; a job called off never
answers."""

from __future__ import annotations

import threading

from dokodesk.gui.worker import ComputerWorker

TIMEOUT = 5_000


def test_the_answer_goes_to_the_jobs_own_function_in_the_gui_thread(qtbot) -> None:
    worker = ComputerWorker()
    gui = threading.get_ident()
    ran_on: list[int] = []
    done: list[tuple[str, int, int]] = []

    def job(cancelled) -> int:
        ran_on.append(threading.get_ident())
        return 6 * 7

    worker.submit(job, lambda value: done.append(("done", value, threading.get_ident())),
                  lambda text: done.append(("failed", 0, threading.get_ident())))
    qtbot.waitUntil(lambda: bool(done), timeout=TIMEOUT)
    assert done == [("done", 42, gui)] and ran_on and ran_on[0] != gui
    worker.shutdown()


def test_a_failure_goes_to_on_failed_with_the_traceback(qtbot) -> None:
    worker = ComputerWorker()
    failed: list[str] = []

    def broken(cancelled) -> None:
        raise RuntimeError("no good")

    worker.submit(broken, lambda value: failed.append("done?"), failed.append)
    qtbot.waitUntil(lambda: bool(failed), timeout=TIMEOUT)
    assert "RuntimeError: no good" in failed[0]
    worker.shutdown()


def test_a_job_called_off_never_answers(qtbot) -> None:
    worker = ComputerWorker(threads=1)
    started, release = threading.Event(), threading.Event()
    answers: list[str] = []

    def slow(cancelled) -> str:
        started.set()
        release.wait(5)
        return "stale"

    worker.submit(slow, answers.append, answers.append)
    assert started.wait(5)
    worker.submit(lambda cancelled: "fresh", answers.append, answers.append)  # a newer job
    release.set()
    qtbot.waitUntil(lambda: bool(answers), timeout=TIMEOUT)
    assert worker.wait(TIMEOUT)
    qtbot.wait(50)  # the stale answer, had it been sent, would have arrived by now
    assert answers == ["fresh"]
    worker.cancel()
    worker.shutdown()
