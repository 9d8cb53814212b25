"""The search core compiled: the modules the search spends its time in are built with mypyc
into C extensions where a C compiler is at hand (the wheel, pipx, an installed sdist), from
the same sources. Where none is, or the build fails, the wheel holds the sources alone and
they run as they are: the same cards, the same values, only slower. A checkout installed
for development (``pip install -e``, what ``make setup`` does) always runs its sources, so
that an edit takes effect at once; ``make test-compiled`` runs the search's tests against the
compiled core. Everything else about the package is in ``pyproject.toml``.
"""

from __future__ import annotations

import os

from setuptools import Distribution, setup
from setuptools.command.build_ext import build_ext

COMPILED = (
    "dokodesk/ai/fastplay.py",
    "dokodesk/ai/fastscore.py",
    "dokodesk/ai/heuristic.py",
    "dokodesk/ai/solver.py",
    "dokodesk/ai/specials.py",
    "dokodesk/ai/determinize.py",
)
"""The modules compiled: the card play of the rollouts and the solver, their scoring, and the
drawing of the deals they are played on."""


class CoreDistribution(Distribution):
    """A distribution whose wheel is built for the platform (it may hold the compiled core)."""

    def has_ext_modules(self) -> bool:
        return True


class BuildCore(build_ext):
    """Compiles :data:`COMPILED` with a plain ``build_ext`` of the extensions mypyc makes of
    them, or says why the sources stay as they are."""

    def run(self) -> None:
        if self.editable_mode:
            return
        core = build_ext(self.distribution)
        try:
            from mypyc.build import mypycify

            self.distribution.ext_modules = mypycify(
                [*COMPILED, "--ignore-missing-imports", "--no-warn-unused-configs"],
                opt_level="3", group_name="dokodesk_core")
            core.ensure_finalized()
            core.run()
        except (Exception, SystemExit) as error:
            for output in core.get_outputs():
                if os.path.exists(output):
                    os.remove(output)
            self.warn(f"the search core was not compiled ({error}): it runs as Python")


setup(distclass=CoreDistribution, cmdclass={"build_ext": BuildCore})
