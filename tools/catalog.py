"""The message catalog, the usual way (Babel): extract ``assets/locale/ynot.pot`` from the package, bring each
``<lang>.po`` up to it, compile ``.mo`` files (the wheel's build hook calls :func:`compile_all`).

    python tools/catalog.py update     # after marking sentences: new template, new entries in every .po
    python tools/catalog.py check      # what the catalog test checks: stale template, untranslated, fuzzy

The same as ``pybabel extract -k Nn_:1,2 --add-comments TRANSLATORS: --no-location --sort-output ynot``
followed by ``pybabel update --no-fuzzy-matching``; written out so the test and the build share it.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "ynot.pot"
#: Babel's own keywords (_, gettext, ngettext, N_, pgettext, ...) and ours for a marked counted sentence.
KEYWORDS = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "N_": None,
    "Nn_": (1, 2),
}
COMMENT_TAGS = ("TRANSLATORS:",)
HEADER = "The messages of YNOT, the 1990s shareware dice games."


def extract(package: Path = ROOT / "ynot") -> Catalog:
    """A fresh template from the package's sources."""
    catalog = Catalog(project="YNOT", header_comment=f"# {HEADER}\n", fuzzy=False)
    found = extract_from_dir(
        str(package), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    )
    for _filename, _line, message, comments, context in found:
        catalog.add(message, None, auto_comments=comments, context=context)
    for name, description in skin_descriptions():
        catalog.add(description, None, auto_comments=[f"the look {name}, as the first start offers it (skin.toml)"])
    return catalog


def skin_descriptions(skins: Path = ROOT / "skins") -> list[tuple[str, str]]:
    """(look, description) of every look shipped in ``skins/``: data the first start shows, translated there."""
    import tomllib

    found = []
    for path in sorted(skins.glob("*/skin.toml")):
        description = tomllib.loads(path.read_text(encoding="utf-8")).get("skin", {}).get("description")
        if description:
            found.append((path.parent.name, description))
    return found


def message_ids(catalog: Catalog) -> set[tuple[str | None, object]]:
    """(context, id) of every message but the header; a plural's id is its (singular, plural) pair."""
    return {(m.context, m.id if isinstance(m.id, str) else tuple(m.id)) for m in catalog if m.id}


def write(catalog: Catalog, path: Path) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=116, no_location=True, sort_output=True, include_previous=False)
    path.write_bytes(buffer.getvalue())


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=locale)


def languages(locale: Path = LOCALE) -> list[Path]:
    """Every translation: ``assets/locale/<lang>.po``."""
    return sorted(locale.glob("*.po"))


def update(package: Path = ROOT / "ynot", locale: Path = LOCALE) -> None:
    """A new template; every translation brought up to it (new entries empty, gone ones dropped)."""
    template = extract(package)
    if (locale / TEMPLATE.name).is_file():  # its date stays: an update by two people at once merges cleanly
        template.creation_date = read(locale / TEMPLATE.name).creation_date
    write(template, locale / TEMPLATE.name)
    for po in languages(locale):
        catalog = read(po, po.stem)
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        catalog.obsolete.clear()
        write(catalog, po)


def problems(package: Path = ROOT / "ynot", locale: Path = LOCALE) -> list[str]:
    """One line per fault: the template is stale, or a translation has an untranslated or fuzzy entry."""
    found: list[str] = []
    fresh, kept = message_ids(extract(package)), message_ids(read(locale / TEMPLATE.name))
    found += [f"ynot.pot lacks the marked message {ident!r}" for ident in sorted(fresh - kept, key=repr)]
    found += [f"ynot.pot keeps a message no longer marked {ident!r}" for ident in sorted(kept - fresh, key=repr)]
    for po in languages(locale):
        catalog = read(po, po.stem)
        for ident in sorted(fresh - message_ids(catalog), key=repr):
            found.append(f"{po.name} lacks {ident!r}")
        for message in catalog:
            if not message.id:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if not all(strings):
                found.append(f"{po.name}: untranslated {message.id!r}")
            if message.fuzzy:
                found.append(f"{po.name}: fuzzy {message.id!r}")
    return found


def compile_all(out: Path) -> list[Path]:
    """Each ``<lang>.po`` compiled to ``out/<lang>/LC_MESSAGES/ynot.mo`` (fuzzy entries left out)."""
    written = []
    for po in languages():
        target = out / po.stem / "LC_MESSAGES" / "ynot.mo"
        target.parent.mkdir(parents=True, exist_ok=True)
        with target.open("wb") as handle:
            write_mo(handle, read(po, po.stem), use_fuzzy=False)
        written.append(target)
    return written


def main(argv: list[str]) -> int:
    if argv == ["update"]:
        update()
        return 0
    if argv == ["check"]:
        faults = problems()
        print("\n".join(faults) or "the catalog is complete")
        return 1 if faults else 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
