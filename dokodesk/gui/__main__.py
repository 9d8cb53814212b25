"""``python -m dokodesk.gui`` starts the desktop app."""

import sys

from dokodesk.gui.app import main

sys.exit(main())
