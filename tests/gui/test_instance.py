"""One running copy per data folder: a second start wakes the first and exits; the lock of a
killed copy, or of a process that does not answer, never blocks; the lock is gone after a
clean exit; and a second start deletes none of the first copy's files."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from dokodesk.gui import instance
from dokodesk.gui.instance import LOCK_NAME, Claim, SingleCopy, server_name

HOLD_LOCK = """
import sys, time
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(0)
print("held", flush=True)
if sys.argv[2] == "die":
    import os, signal
    os.kill(os.getpid(), signal.SIGKILL)
time.sleep(60)
"""


def hold(folder: Path, then: str) -> subprocess.Popen[str]:
    """A process that takes the folder's lock and then dies at once (``die``) or keeps it
    without listening (``sleep``)."""
    proc = subprocess.Popen([sys.executable, "-c", HOLD_LOCK, str(folder / LOCK_NAME), then],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None and proc.stdout.readline() == "held\n"
    return proc


def test_a_second_copy_wakes_the_first(qtbot, tmp_path: Path) -> None:
    shown: list[bool] = []
    first = SingleCopy(tmp_path / "data")
    assert first.claim() is Claim.OWN
    first.listen(lambda: shown.append(True))
    second = SingleCopy(tmp_path / "data")
    try:
        assert second.claim() is Claim.OTHER
        qtbot.waitUntil(lambda: bool(shown), timeout=5000)
        assert (tmp_path / "data" / LOCK_NAME).exists()
    finally:
        first.release()
    assert not (tmp_path / "data" / LOCK_NAME).exists()  # gone after a clean exit
    assert SingleCopy(tmp_path / "data").claim() is Claim.OWN


def test_the_lock_of_a_killed_copy_never_blocks(tmp_path: Path) -> None:
    proc = hold(tmp_path, "die")
    assert proc.wait(timeout=30) == -signal.SIGKILL
    assert (tmp_path / LOCK_NAME).exists()
    copy = SingleCopy(tmp_path)
    try:
        assert copy.claim() is Claim.OWN
    finally:
        copy.release()


def test_a_lock_whose_process_number_was_reused_is_taken_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The lock of a killed copy names a process number that another program now has: it
    does not answer, so the next start takes the folder after a short while."""
    monkeypatch.setattr(instance, "ANSWER_SECONDS", 0.3)
    hold(tmp_path, "die").wait(timeout=30)
    lock = tmp_path / LOCK_NAME
    lines = lock.read_text(encoding="utf-8").splitlines()
    lock.write_text("\n".join([str(os.getpid()), *lines[1:]]) + "\n", encoding="utf-8")
    copy = SingleCopy(tmp_path)
    try:
        assert copy.claim() is Claim.OWN
    finally:
        copy.release()


def test_a_live_holder_that_does_not_answer_is_left_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(instance, "ANSWER_SECONDS", 0.3)
    proc = hold(tmp_path, "sleep")
    try:
        assert SingleCopy(tmp_path).claim() is Claim.SILENT
    finally:
        proc.kill()
        proc.wait(timeout=30)


def test_a_folder_that_cannot_hold_a_lock_runs_without_one(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder", encoding="utf-8")
    assert SingleCopy(blocked / "data").claim() is Claim.UNLOCKED


def test_two_copies_started_on_one_folder(qapp, tmp_path: Path) -> None:
    """The second start says so and exits (status 0), deleting none of the first one's
    files; the first ends cleanly on SIGTERM and leaves no lock behind."""
    data = tmp_path / "data"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(tmp_path),
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    command = [sys.executable, "-m", "dokodesk", "--data-dir", str(data), "--lang", "en"]
    first = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    try:
        # the first holds the folder, has cleaned it up and listens
        assert instance.wake(server_name(data), 60)
        live = data / "partie.json.abcd1234.tmp"  # as if the first were writing just now
        live.write_text("{", encoding="utf-8")
        second = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60)
        assert second.returncode == 0, second.stderr
        assert "already runs with the data folder" in second.stderr
        assert "Traceback" not in second.stderr
        assert live.exists()
    finally:
        first.send_signal(signal.SIGTERM)
        _, err = first.communicate(timeout=60)
    assert first.returncode == 0 and "Traceback" not in err, err
    assert not (data / LOCK_NAME).exists()
