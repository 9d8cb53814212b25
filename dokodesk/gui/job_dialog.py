"""A dialog whose work runs on a worker thread (the analysis of a game, Wie hätte Profi
gespielt?): closing it in any way calls the work off and waits for the worker."""

from __future__ import annotations

from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog

from .worker import LatestJob


class JobDialog(QDialog):
    """A dialog with its work in :attr:`runner` (set by the subclass): a button, Esc or the
    window's cross calls the work off and waits for the worker, so nothing keeps running."""

    runner: LatestJob

    def stop(self) -> None:
        """Call the work off and wait for the worker (nothing keeps running)."""
        self.runner.stop()

    def done(self, result: int) -> None:
        self.stop()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.stop()
        super().closeEvent(event)
