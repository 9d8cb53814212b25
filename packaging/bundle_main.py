"""The entry point of the PyInstaller bundle (``make bundle``): the ``dokodesk`` command.

``freeze_support`` comes first: Profi's worker processes start as this same executable, and in
them it runs the worker instead of the app."""

import multiprocessing
import sys

from dokodesk.launcher import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
