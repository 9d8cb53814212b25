"""The desktop files: one app ID everywhere, the metainfo's release is the project's version,
and packaging/install_desktop.py installs the entry (running the installed command by its
absolute path), the metainfo and the icons for the user and removes them again."""

from __future__ import annotations

import configparser
import importlib.util
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def _installer() -> ModuleType:
    spec = importlib.util.spec_from_file_location("install_desktop",
                                                  PACKAGING / "install_desktop.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


installer = _installer()
APP_ID: str = installer.APP_ID


def desktop_keys(path: Path) -> dict[str, str]:
    """The keys of a desktop entry's main group, as written (escapes kept)."""
    parser = configparser.RawConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def metainfo() -> ET.Element:
    return ET.parse(PACKAGING / f"{APP_ID}.metainfo.xml").getroot()


def fake_command(folder: Path) -> Path:
    """An executable file standing in for the installed dokodesk-gui."""
    folder.mkdir(parents=True, exist_ok=True)
    command = folder / "dokodesk-gui"
    command.write_text("#!/bin/sh\n", encoding="utf-8")
    command.chmod(0o755)
    return command


def test_one_app_id_everywhere() -> None:
    from dokodesk.gui.app import APP_ID as app_id

    assert app_id == APP_ID
    assert desktop_keys(PACKAGING / f"{APP_ID}.desktop")["Icon"] == APP_ID
    root = metainfo()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    assert sorted(p.name for p in PACKAGING.glob("*.desktop")) == [f"{APP_ID}.desktop"]


def test_the_metainfo_describes_this_release() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    root = metainfo()
    assert root.findtext("project_license") == project["license"]
    releases = root.findall("releases/release")
    assert releases and releases[0].get("version") == project["version"]
    assert [c.text for c in root.findall("categories/category")] == ["Game", "CardGame"]
    assert root.find("content_rating") is not None
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    newest = next(line for line in changelog.splitlines() if line.startswith("## "))
    assert newest == f"## {project['version']} – {releases[0].get('date')}"


@pytest.mark.parametrize("command, value", [
    ("/usr/bin/dokodesk-gui", "/usr/bin/dokodesk-gui"),
    ("/home/a b/dokodesk-gui", '"/home/a b/dokodesk-gui"'),
    ('/x/"q"/$HOME/a\\b', '"/x/\\\\"q\\\\"/\\\\$HOME/a\\\\\\\\b"'),
    ("/x/100%/gui", "/x/100%%/gui"),
])
def test_the_exec_value_quotes_and_escapes(command: str, value: str) -> None:
    assert installer.exec_value(command) == value


def test_install_and_uninstall(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    command = fake_command(tmp_path / "venv with space" / "bin")
    root = tmp_path / "share"
    assert installer.main(["install", "--exec", str(command), "--data-home", str(root)]) == 0
    entry = desktop_keys(root / "applications" / f"{APP_ID}.desktop")
    assert entry["Exec"] == f'"{command}"' and entry["TryExec"] == str(command)
    assert (root / "metainfo" / f"{APP_ID}.metainfo.xml").read_bytes() == \
        (PACKAGING / f"{APP_ID}.metainfo.xml").read_bytes()
    icons = sorted(str(p.relative_to(root / "icons" / "hicolor"))
                   for p in (root / "icons").rglob("*") if p.is_file())
    assert icons == sorted([f"scalable/apps/{APP_ID}.svg"] + [
        f"{n}x{n}/apps/{APP_ID}.png" for n in (16, 22, 24, 32, 48, 64, 128, 256, 512)])
    assert installer.main(["uninstall", "--data-home", str(root)]) == 0
    assert [p for p in root.rglob("*") if p.is_file()] == []
    assert "The desktop's menu now starts" in capsys.readouterr().out


def test_install_needs_an_installed_command(tmp_path: Path) -> None:
    root = tmp_path / "share"
    assert installer.main(["install", "--exec", str(tmp_path / "none"),
                           "--data-home", str(root)]) == 2
    assert not root.exists()


def test_the_user_data_home(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert installer.data_home() == tmp_path
    monkeypatch.setenv("XDG_DATA_HOME", "relative/is/ignored")
    assert installer.data_home() == Path.home() / ".local" / "share"


def test_the_installed_entry_passes_desktop_file_validate(tmp_path: Path) -> None:
    validate = shutil.which("desktop-file-validate")
    if validate is None:
        pytest.skip("desktop-file-validate is not installed (make check-packages)")
    command = fake_command(tmp_path / "a b $c")
    installer.install(tmp_path / "share", str(command))
    out = subprocess.run([validate, str(tmp_path / "share" / "applications" / f"{APP_ID}.desktop")],
                         capture_output=True, text=True, timeout=30)
    assert out.returncode == 0 and out.stdout == "", out.stdout


def test_every_package_is_installed() -> None:
    """pyproject.toml names every package of dokodesk/ (each folder of Python modules, and
    the lesson files' folder) and the two top-level folders it maps into the package."""
    setuptools = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
        "tool"]["setuptools"]
    mapped = {package: ROOT / folder for package, folder in setuptools["package-dir"].items()}
    assert mapped == {"dokodesk.gui.ui": ROOT / "ui", "dokodesk.gui.resources": ROOT / "resources"}
    folders = {p.parent for p in (ROOT / "dokodesk").rglob("*")
               if p.suffix in (".py", ".toml") and "__pycache__" not in p.parts}
    wanted = {".".join(p.relative_to(ROOT).parts) for p in folders}
    wanted |= {".".join([package, *p.relative_to(top).parts])
               for package, top in mapped.items()
               for p in [top, *(d for d in top.rglob("*") if d.is_dir())]
               if "__pycache__" not in p.parts}
    assert sorted(setuptools["packages"]) == sorted(wanted)
