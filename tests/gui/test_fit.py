"""Every window and dialog fits a laptop's screen: the checks of ``fitting.py`` run in a Qt of
their own with a laptop's screen (a Qt process keeps the screen it started with): 1366x768,
1280x720 and 1920x1080 at 150%."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent


@pytest.mark.parametrize(("screen", "scale"), [("1366x768", "1"), ("1280x720", "1"),
                                               ("1920x1080", "1.5")])
def test_every_window_fits_a_laptop_screen(screen: str, scale: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "DOKODESK_TEST_SCREEN": screen,
           "QT_SCALE_FACTOR": scale}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-x",
         "--rootdir", str(HERE.parent.parent), str(HERE / "fitting.py")],
        cwd=HERE.parent.parent, env=env, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
