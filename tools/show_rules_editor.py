"""Open the rules editor for a look (screenshots, manual testing).

Usage, from the repository root:

    python -m tools.show_rules_editor [--rules ddv|vowi|kneipe|FILE] [--lang de|en]
                                      [--group N] [--read-only]

``--group`` opens that option group (0 = Karten ... 6 = Partie).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from dokodesk.engine.rules import PRESETS, HouseRules, house_rules_from_toml
from dokodesk.gui.i18n import install_translator
from dokodesk.gui.rules_editor import RulesEditorDialog


def main(argv: list[str] | None = None) -> int:
    """Show the dialog until it is closed."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="ddv", help="a preset or a house-rule file")
    parser.add_argument("--lang", choices=["de", "en"], default="de")
    parser.add_argument("--group", type=int, default=0, help="the option group to open")
    parser.add_argument("--read-only", action="store_true", help="the table's read-only view")
    args = parser.parse_args(argv)
    app = QApplication(sys.argv[:1])
    install_translator(app, args.lang)
    if args.rules in PRESETS:
        house = HouseRules(name="", description="", rules=PRESETS[args.rules], base=args.rules)
    else:
        house = house_rules_from_toml(Path(args.rules).read_text(encoding="utf-8"))
    dialog = RulesEditorDialog(house, args.lang, read_only=args.read_only)
    dialog.groups.setCurrentRow(args.group)
    dialog.move(0, 0)
    dialog.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
