"""Check that dokodesk works installed, outside its repository (``make check-install`` and
``make check-bundle`` run this; CI runs the first).

    python packaging/check_install.py wheel [--pipx]
    python packaging/check_install.py bundle dist/dokodesk/dokodesk

``wheel`` builds the sdist and from it the wheel (``python -m build``: no setuptools
deprecation warning allowed), checks that both carry every resource the app reads, installs
the wheel into a fresh virtual environment in a temporary folder and runs the installed
commands from there; ``--pipx`` also installs the project with pipx. ``bundle`` runs a
PyInstaller bundle the same way with a bare environment (no Python, no PYTHONPATH). Each run
of the app is ``dokodesk --autoplay --games 1`` offscreen in an empty data folder: the game
must play to its end with exit status 0, no traceback and nothing left in the data folder.
Where a C compiler is at hand, each of them must hold the search core compiled (``setup.py``).
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE_DIRS = {"ui": "dokodesk/gui/ui", "resources": "dokodesk/gui/resources"}
"""The top-level folders of the repository that are installed into the package, and where."""
GAME_TIMEOUT = 600


class CheckFailed(Exception):
    """What did not work."""


def run(args: list[str | Path], *, env: dict[str, str] | None = None, cwd: Path | None = None,
        timeout: int = 900) -> subprocess.CompletedProcess[str]:
    """Run a command; its failure (with its output) is a failed check."""
    out = subprocess.run([str(a) for a in args], capture_output=True, text=True, env=env,
                         cwd=cwd, timeout=timeout)
    if out.returncode != 0:
        raise CheckFailed(f"{' '.join(map(str, args))} exited with {out.returncode}\n"
                          f"{out.stdout[-3000:]}\n{out.stderr[-3000:]}")
    return out


def version() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


def sources() -> list[str]:
    """The files the app reads from its package, as paths in the repository."""
    files = [*(ROOT / "ui").glob("*.ui"), *(ROOT / "resources").glob("*.qm"),
             ROOT / "resources" / "dokodesk.svg", *(ROOT / "resources" / "icons").glob("*.png")]
    return sorted(str(p.relative_to(ROOT)) for p in files)


def resources() -> list[str]:
    """The files the app reads from its package, as paths inside the installed package."""
    out = []
    for source in sources():
        folder, rest = source.split("/", 1)
        out.append(f"{PACKAGE_DIRS[folder]}/{rest}")
    return out


def build(out: Path) -> tuple[Path, Path]:
    """The sdist and the wheel built from it."""
    log = run([sys.executable, "-m", "build", "--outdir", out, ROOT], cwd=ROOT)
    text = log.stdout + log.stderr
    if "DeprecationWarning" in text:
        raise CheckFailed("the build warns of something deprecated:\n" + text[-3000:])
    sdist = next(out.glob("dokodesk-*.tar.gz"))
    wheel = next(out.glob("dokodesk-*.whl"))
    return sdist, wheel


def check_contents(sdist: Path, wheel: Path) -> None:
    """The wheel has every resource (in the package), the licence and the commands; the sdist
    every resource where the repository keeps it, the translators' sources and the desktop
    files."""
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        entry_points = archive.read(f"dokodesk-{version()}.dist-info/entry_points.txt").decode()
    wanted = {*resources(), f"dokodesk-{version()}.dist-info/licenses/LICENSE"}
    if wanted - names:
        raise CheckFailed(f"the wheel lacks {sorted(wanted - names)}")
    for command in ("dokodesk = dokodesk.launcher:main", "dokodesk-gui = dokodesk.launcher:main"):
        if command not in entry_points:
            raise CheckFailed(f"the wheel has no command {command!r}")
    with tarfile.open(sdist) as archive:
        members = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    wanted = {*sources(), "LICENSE", "CHANGELOG.md", "pyproject.toml", "setup.py",
              *(str(p.relative_to(ROOT)) for p in (ROOT / "resources").glob("*.ts")),
              *(str(p.relative_to(ROOT)) for p in (ROOT / "packaging").iterdir()
                if p.is_file())}
    if wanted - members:
        raise CheckFailed(f"the sdist lacks {sorted(wanted - members)}")
    print(f"{wheel.name}: {len(names)} files, {len(resources())} resources; "
          f"{sdist.name}: {len(members)} files")


def app_env(folder: Path, env: dict[str, str]) -> dict[str, str]:
    """``env`` for running the app offscreen with its settings and data below ``folder``."""
    return {**env, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(folder / "config"),
            "XDG_DATA_HOME": str(folder / "share"), "HOME": str(folder)}


def startup_seconds(command: list[str | Path], folder: Path, env: dict[str, str],
                    runs: int = 3) -> float:
    """The median wall time from starting the app until it reports its window shown
    (``--measure-startup``)."""
    folder.mkdir(parents=True, exist_ok=True)
    times = []
    for _ in range(runs):
        start = time.monotonic()
        with subprocess.Popen([*map(str, command), "--measure-startup"], cwd=folder, text=True,
                              env=app_env(folder, env), stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL) as proc:
            assert proc.stdout is not None
            if not any(line.startswith("startup-ms") for line in proc.stdout):
                raise CheckFailed(f"{command[0]} --measure-startup did not show its window")
            times.append(time.monotonic() - start)
    return sorted(times)[len(times) // 2]


def play_one_game(command: list[str | Path], folder: Path, env: dict[str, str]) -> None:
    """Run the app's autoplay for one game offscreen from ``folder`` in an empty data folder
    (settings in the folder too): status 0, the game played, no traceback, no data left."""
    data = folder / "data"
    data.mkdir(parents=True)
    env = app_env(folder, env)
    start = time.monotonic()
    out = run([*command, "--autoplay", "--games", "1", "--data-dir", data], env=env,
              cwd=folder, timeout=GAME_TIMEOUT)
    seconds = time.monotonic() - start
    if "Traceback" in out.stderr:
        raise CheckFailed("the app printed a traceback:\n" + out.stderr[-3000:])
    if not out.stdout.startswith("game 1 ("):
        raise CheckFailed(f"the game was not played to its end: {out.stdout!r} {out.stderr!r}")
    if any(data.iterdir()):
        raise CheckFailed(f"autoplay left files in the data folder: {list(data.iterdir())}")
    print(f"{Path(command[0]).name} --autoplay --games 1: exit status 0 in {seconds:.1f} s; "
          f"{out.stdout.strip()}")


FOUND_BY_IMPORTLIB = """
import sys
from importlib.resources import files
missing = []
for path in sys.argv[1:]:
    package, name = path.rsplit("/", 1)
    if not files(package.replace("/", ".")).joinpath(name).is_file():
        missing.append(path)
print(" ".join(missing))
"""
"""Run by an installed Python with the resources' paths: prints those importlib.resources
does not find."""


CORE_COMPILED = "from dokodesk.ai.fastplay import COMPILED; print(COMPILED)"
"""Run by an installed Python: prints whether its search core is compiled (``setup.py``)."""


def check_core(compiled: bool, where: str) -> None:
    """The search core of ``where`` is compiled where a C compiler is at hand (and said to run
    as Python where none is)."""
    compiler = shutil.which(os.environ.get("CC", "cc"))
    if compiler and not compiled:
        raise CheckFailed(f"{where}: a C compiler is at hand ({compiler}), yet the search "
                          "core was not compiled")
    print(f"{where}: the search core is {'compiled' if compiled else 'Python (no compiler)'}")


def installed_core(python: Path, env: dict[str, str], folder: Path) -> bool:
    """Whether the search core an installed Python imports is compiled."""
    return run([python, "-c", CORE_COMPILED], env=env, cwd=folder).stdout.strip() == "True"


def clean_env() -> dict[str, str]:
    """This environment without what would let the repository or this virtual environment in."""
    drop = {"PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "PYTHONSTARTUP"}
    env = {k: v for k, v in os.environ.items() if k not in drop}
    bin_dir = str(Path(sys.executable).parent)
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if p != bin_dir)
    return env


def check_venv(wheel: Path, folder: Path) -> None:
    """The wheel in a fresh virtual environment, its commands run from an unrelated folder."""
    venv = folder / "venv"
    run([sys.executable, "-m", "venv", venv])
    run([venv / "bin" / "python", "-m", "pip", "install", "-q", wheel])
    env = clean_env()
    where = run([venv / "bin" / "python", "-c", "import dokodesk; print(dokodesk.__file__)"],
                env=env, cwd=folder).stdout.strip()
    if not where.startswith(str(venv)):
        raise CheckFailed(f"dokodesk was imported from {where}, not from the fresh environment")
    missing = run([venv / "bin" / "python", "-c", FOUND_BY_IMPORTLIB, *resources()], env=env,
                  cwd=folder).stdout.split()
    if missing:
        raise CheckFailed(f"importlib.resources does not find {missing} in the fresh environment")
    shown = run([venv / "bin" / "dokodesk", "--version"], env=env, cwd=folder).stdout.strip()
    if shown != f"dokodesk {version()}":
        raise CheckFailed(f"dokodesk --version printed {shown!r}")
    if 'base = "ddv"' not in run([venv / "bin" / "dokodesk", "rules", "ddv"], env=env,
                                 cwd=folder).stdout:
        raise CheckFailed("dokodesk rules ddv did not print the DDV rules")
    print(f"fresh venv: {shown}, imported from the venv with its {len(resources())} "
          "resources, the command line works")
    check_core(installed_core(venv / "bin" / "python", env, folder), "fresh venv")
    play_one_game([venv / "bin" / "dokodesk"], folder / "run", env)
    seconds = startup_seconds([venv / "bin" / "dokodesk"], folder / "startup", env)
    print(f"start to shown window: {seconds:.2f} s (median of 3)")


def check_pipx(folder: Path) -> None:
    """``pipx install`` of the project (pipx itself in a virtual environment of its own)."""
    tools = folder / "pipx-tool"
    run([sys.executable, "-m", "venv", tools])
    run([tools / "bin" / "python", "-m", "pip", "install", "-q", "pipx"])
    env = {**clean_env(), "PIPX_HOME": str(folder / "pipx"),
           "PIPX_BIN_DIR": str(folder / "pipx-bin")}
    run([tools / "bin" / "pipx", "install", ROOT], env=env, cwd=folder)
    print("pipx install: done")
    check_core(installed_core(folder / "pipx" / "venvs" / "dokodesk" / "bin" / "python", env,
                              folder), "pipx")
    play_one_game([folder / "pipx-bin" / "dokodesk"], folder / "pipx-run", env)


def check_bundle(executable: Path, folder: Path) -> None:
    """A PyInstaller bundle with a bare environment, from an unrelated folder: every resource
    where the bundle's importlib.resources looks for it (the game reads the icon and the
    translations through it)."""
    env = {"PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    inside = executable.parent / "_internal"
    missing = [path for path in resources() if not (inside / path).is_file()]
    if missing:
        raise CheckFailed(f"the bundle lacks {missing}")
    shown = run([executable, "--version"], env=env, cwd=folder).stdout.strip()
    if shown != f"dokodesk {version()}":
        raise CheckFailed(f"the bundle's --version printed {shown!r}")
    check_core(any((inside / "dokodesk" / "ai").glob("fastplay.*.so")), "bundle")
    play_one_game([executable], folder / "run", env)
    seconds = startup_seconds([executable], folder / "startup", env)
    size = sum(p.stat().st_size for p in executable.parent.rglob("*")
               if p.is_file() and not p.is_symlink())
    print(f"bundle: {size / 2**20:.0f} MiB in {executable.parent}; "
          f"start to shown window: {seconds:.2f} s (median of 3)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    wheel = sub.add_parser("wheel", help="build and install the wheel, and play a game")
    wheel.add_argument("--pipx", action="store_true", help="also install with pipx")
    bundle = sub.add_parser("bundle", help="play a game with a PyInstaller bundle")
    bundle.add_argument("executable", type=Path)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="dokodesk-check-") as tmp:
        folder = Path(tmp)
        try:
            if args.what == "bundle":
                check_bundle(args.executable.resolve(), folder)
            else:
                sdist, built = build(folder / "dist")
                check_contents(sdist, built)
                check_venv(built, folder)
                if args.pipx:
                    check_pipx(folder)
        except CheckFailed as failure:
            print(f"FAILED: {failure}", file=sys.stderr)
            return 1
    print("installed dokodesk works")
    return 0


if __name__ == "__main__":
    sys.exit(main())
