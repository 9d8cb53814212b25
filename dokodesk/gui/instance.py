"""One running copy of the app per data folder. The first copy holds a lock file in the folder
(:class:`QLockFile`, removed when it quits) and listens on a local socket named after the
folder; a second start on the same folder asks it to bring its window to the front and
exits. The lock of a copy that was killed is stale (its process is gone) and is taken over;
so is a lock whose holder does not listen at all (its process number was reused).
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile, Qt
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QApplication, QWidget

LOCK_NAME = ".dokodesk.lock"
"""The lock file in the data folder."""
WAKE = b"show\n"
"""What a second copy sends the first."""
ANSWER_SECONDS = 3.0
"""How long a second copy tries to reach the first (which may be starting up)."""


class Claim(Enum):
    """What :meth:`SingleCopy.claim` found."""

    OWN = "own"
    """This copy holds the folder."""
    OTHER = "other"
    """Another running copy holds it, and was asked to show its window."""
    SILENT = "silent"
    """Another copy holds it but could not be reached."""
    UNLOCKED = "unlocked"
    """The folder cannot hold a lock (it cannot be written): this copy runs without one."""


def server_name(folder: Path) -> str:
    """The local socket of the copy using ``folder`` (one per folder and user)."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()[:20]
    return f"dokodesk-{digest}"


class SingleCopy:
    """The claim of this copy on the data folder ``folder``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.server: QLocalServer | None = None

    def claim(self) -> Claim:
        """Take the folder, or wake the copy that has it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Claim.UNLOCKED
        if self.lock.tryLock(0):
            return Claim.OWN
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            return Claim.UNLOCKED
        if wake(server_name(self.folder), ANSWER_SECONDS):
            return Claim.OTHER
        # the holder does not listen: no running dokodesk has the folder
        if self.lock.removeStaleLockFile() and self.lock.tryLock(0):
            return Claim.OWN
        return Claim.SILENT

    def listen(self, show: Callable[[], None]) -> None:
        """Answer later starts on the folder by calling ``show`` (this copy holds it)."""
        name = server_name(self.folder)
        server = QLocalServer()
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if not server.listen(name):
            QLocalServer.removeServer(name)  # left by a copy that was killed
            server.listen(name)

        def answer() -> None:
            while (socket := server.nextPendingConnection()) is not None:
                socket.disconnected.connect(socket.deleteLater)
                socket.readyRead.connect(show)

        server.newConnection.connect(answer)
        self.server = server

    def release(self) -> None:
        """Give the folder up: the lock file and the socket go away."""
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock.isLocked():
            self.lock.unlock()


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` in front of the others (where the desktop lets a program do so; else
    it asks for the player's attention)."""
    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)


def wake(name: str, seconds: float) -> bool:
    """Ask the copy listening on ``name`` to show its window; whether it could be reached
    within ``seconds``."""
    end = time.monotonic() + seconds
    while True:
        socket = QLocalSocket()
        socket.connectToServer(name)
        if socket.waitForConnected(500):
            socket.write(WAKE)
            sent = socket.waitForBytesWritten(1000)
            socket.disconnectFromServer()
            return sent
        if time.monotonic() > end:
            return False
        time.sleep(0.1)
