"""The compiled search core (``setup.py``): the modules it names exist, and where the tests run
against the compiled core (``make test-compiled`` sets ``DOKODESK_EXPECT_COMPILED``), every one
of them is imported compiled, so that the search's tests really test both ways."""

from __future__ import annotations

import ast
import importlib
import importlib.machinery
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def compiled_modules() -> list[str]:
    """The modules ``setup.py`` compiles, as module names."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "COMPILED" for t in node.targets):
            paths = ast.literal_eval(node.value)
            return [p.removesuffix(".py").replace("/", ".") for p in paths]
    raise AssertionError("setup.py names no COMPILED modules")


def test_the_compiled_modules_are_modules_of_the_search() -> None:
    names = compiled_modules()
    assert "dokodesk.ai.fastplay" in names and "dokodesk.ai.solver" in names
    for name in names:
        assert (ROOT / (name.replace(".", "/") + ".py")).is_file()


@pytest.mark.skipif(not os.environ.get("DOKODESK_EXPECT_COMPILED"),
                    reason="the sources are tested as they are (make test-compiled: compiled)")
def test_the_search_core_under_test_is_compiled() -> None:
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    for name in compiled_modules():
        module = importlib.import_module(name)
        assert module.__file__ is not None and module.__file__.endswith(suffixes), module.__file__
