"""Architecture: only dokodesk/gui may import Qt (PySide6) or pyqtgraph; the import-linter
contract of pyproject.toml holds."""

from __future__ import annotations

import ast
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "dokodesk"
FORBIDDEN = ("PySide6", "pyqtgraph")


def imported_modules(tree: ast.AST) -> set[str]:
    """Every module an AST imports, anywhere in it (also inside functions), and every module
    named to ``importlib.import_module`` or ``__import__`` as a literal."""
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
            func = node.func
            name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if name in ("import_module", "__import__") and isinstance(node.args[0].value, str):
                found.add(node.args[0].value)
    return found


def _forbidden(modules: set[str]) -> set[str]:
    return {m for m in modules if m.split(".")[0] in FORBIDDEN}


def test_the_scan_sees_imports_everywhere() -> None:
    tree = ast.parse(
        "import os\n"
        "def f():\n    from PySide6.QtCore import Qt\n"
        "class C:\n    import pyqtgraph as pg\n"
        "importlib.import_module('PySide6.QtGui')\n"
    )
    assert _forbidden(imported_modules(tree)) == {"PySide6.QtCore", "pyqtgraph", "PySide6.QtGui"}


def test_no_module_outside_the_gui_imports_qt_or_pyqtgraph() -> None:
    checked = []
    for path in sorted(PACKAGE.rglob("*.py")):
        if (PACKAGE / "gui") in path.parents:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        bad = _forbidden(imported_modules(tree))
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"
        checked.append(path.name)
    assert {"game.py", "scoring.py", "rules.py", "view.py", "record.py"} <= set(checked)


def test_the_engine_imports_without_qt() -> None:
    code = (
        "import sys\n"
        "import dokodesk.engine.game, dokodesk.engine.partie, dokodesk.text.summary\n"
        "import dokodesk.persistence.savefile, dokodesk.ai.players, dokodesk.cli.commands\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'pyqtgraph')]\n"
        "print(bad)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         cwd=ROOT, check=True, timeout=60)
    assert out.stdout.strip() == "[]"


def test_the_import_linter_contract() -> None:
    exe = shutil.which("lint-imports") or str(Path(sys.executable).parent / "lint-imports")
    if not Path(exe).exists():
        pytest.skip("import-linter is not installed")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert config["tool"]["importlinter"]["contracts"], "pyproject.toml has no contract"
    out = subprocess.run([exe], capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert " 0 broken" in out.stdout
