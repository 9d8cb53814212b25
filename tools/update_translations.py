"""Update the app's translation files and compile them.

    python tools/update_translations.py [--check]

1. ``pyside6-lupdate`` collects every ``tr()``/``translate()`` string of ``dokodesk/gui/*.py``
   and every text of the Designer forms ``ui/*.ui`` into ``resources/dokodesk_de.ts`` and
   ``dokodesk_en.ts``
   (existing translations are kept; strings no longer in the sources are dropped).
2. The English file is completed automatically: the source text is English, so each string
   translates to itself, and a numerus string such as ``%n game(s)`` gets the forms
   ``%n game`` and ``%n games``.
3. German strings still without a finished translation are listed (fill them in with
   ``pyside6-linguist resources/dokodesk_de.ts`` or an editor); ``--check`` makes
   that an error.
4. ``pyside6-lrelease`` compiles both files to ``.qm``, which the app loads.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUI = ROOT / "dokodesk" / "gui"
FORMS = ROOT / "ui"
RESOURCES = ROOT / "resources"
BIN = Path(sys.executable).parent
LANGUAGES = {"de": "de_DE", "en": "en_GB"}


def sources() -> list[Path]:
    """The files whose strings are translated."""
    return sorted(GUI.glob("*.py")) + sorted(FORMS.glob("*.ui"))


def ts_path(lang: str) -> Path:
    return RESOURCES / f"dokodesk_{lang}.ts"


def run(tool: str, *args: str) -> None:
    subprocess.run([str(BIN / tool), *args], check=True, cwd=ROOT, stdout=subprocess.DEVNULL)


def lupdate(lang: str) -> None:
    files = [str(p.relative_to(ROOT)) for p in sources()]
    run("pyside6-lupdate", *files, "-ts", str(ts_path(lang).relative_to(ROOT)),
        "-target-language", LANGUAGES[lang], "-no-obsolete", "-locations", "none")


def write_ts(tree: ET.ElementTree, path: Path) -> None:
    """Write a .ts file the way Qt's tools do (declaration and doctype first)."""
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def english_forms(source: str) -> tuple[str, str] | None:
    """Singular and plural of an English numerus source such as ``%n game(s) played``."""
    if "(s)" not in source:
        return None
    return source.replace("(s)", ""), source.replace("(s)", "s")


def complete_english() -> list[str]:
    """Fill the English file: identity, numerus forms. Returns numerus strings it could not
    complete (no ``(s)`` in them)."""
    path = ts_path("en")
    tree = ET.parse(path)
    missing = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        if translation is None or translation.get("type") not in ("unfinished",):
            continue
        if message.get("numerus") == "yes":
            forms = english_forms(source)
            if forms is None:
                missing.append(source)
                continue
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = source
        del translation.attrib["type"]
    write_ts(tree, path)
    return missing


def unfinished(lang: str) -> list[str]:
    """Source texts of ``lang`` without a finished translation."""
    out = []
    for message in ET.parse(ts_path(lang)).getroot().iter("message"):
        translation = message.find("translation")
        forms = [] if translation is None else [f.text for f in translation.iter("numerusform")]
        text = "" if translation is None else (translation.text or "").strip()
        done = (translation is not None and translation.get("type") is None
                and (all(forms) if message.get("numerus") == "yes" else bool(text)))
        if not done:
            out.append(message.findtext("source", ""))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="fail when a German translation is missing")
    args = parser.parse_args()
    for lang in LANGUAGES:
        lupdate(lang)
    for source in complete_english():
        print(f"en: numerus string without (s), translate by hand: {source!r}")
    missing = unfinished("de")
    for source in missing:
        print(f"de: not translated yet: {source!r}")
    for lang in LANGUAGES:
        ts = ts_path(lang)
        run("pyside6-lrelease", str(ts.relative_to(ROOT)), "-qm",
            str(ts.with_suffix(".qm").relative_to(ROOT)))
    total = sum(1 for _ in ET.parse(ts_path("de")).getroot().iter("message"))
    print(f"{total} strings, {total - len(missing)} translated into German")
    return 1 if args.check and missing else 0


if __name__ == "__main__":
    sys.exit(main())
