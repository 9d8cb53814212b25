"""``python -m dokodesk``: the app, or a command when arguments are given."""

import sys

from dokodesk.launcher import main

sys.exit(main())
