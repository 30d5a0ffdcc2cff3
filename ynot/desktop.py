"""YNOT in the applications menu of a freedesktop desktop (GNOME, KDE, Xfce, ...) for the current user:
``applications/ynot.desktop``, ``icons/hicolor/<n>x<n>/apps/ynot.png`` and, for software centres, the AppStream
description ``metainfo/ynot.games.ynot.metainfo.xml`` under ``$XDG_DATA_HOME`` (the wheel carries the
description too, in ``share/metainfo``). Names, comments and descriptions come in every language of the
catalog. No pygame here: the icon pictures come in as PNG bytes from the caller."""

from __future__ import annotations

import io
import os
import sys
import sysconfig
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from . import __date__, __version__
from .i18n import ENGLISH, N_, _, languages, speaking
from .store.safefile import atomic_write

APP_ID = "ynot"
ENTRY_NAME = f"{APP_ID}.desktop"
ICON_SIZES: tuple[int, ...] = (16, 22, 24, 32, 48, 64, 128, 256)
#: A key only our entries carry, so uninstall never deletes a ynot.desktop someone else wrote.
MARKER_KEY = "X-YNOT-Installed-By"
GUI_SCRIPT = "ynot-gui"
CONSOLE_SCRIPT = "ynot"
#: The AppStream component's id: reverse-DNS in form, as AppStream asks. YNOT has no domain of its own, so the
#: first word is its name, not a top-level domain: the id claims no address anybody owns.
METAINFO_ID = "ynot.games.ynot"

GENERIC_NAME = N_("Dice and Dominoes Games")
COMMENT = N_(
    "The 1990s dice games of the Yahtzee family and Muggins dominoes on Psion, Amiga, Windows 3.1 and Macintosh"
    " screens"
)
#: TRANSLATORS: words a desktop's search finds YNOT by, each ended by a semicolon.
KEYWORDS = N_("dice;yahtzee;yatzy;yacht;poker dice;dominoes;muggins;all fives;psion;amiga;windows;macintosh;")
SUMMARY = N_("Five 1990s dice and dominoes games on the screens they had")
DESCRIPTION = (
    N_(
        "YNOT brings back five 1990s games as one collection: the shareware dice games of the Yahtzee family and"
        " Muggins dominoes. It plays the rules of YNOT for the Psion Series 3, YATCY for the Amiga, Windows"
        " Yahtzee, Hasbro's Yahtzee, play-by-mail Yacht and Dominoes 1.1 for the Macintosh, on screens that"
        " re-create the originals at their own resolutions."
    ),
    N_(
        "An exact optimal-play solver knows the best move: it reviews your games and plays against you. The"
        " games can be played in a terminal and by e-mail too, and every game is kept as a record that replays"
        " it."
    ),
)

# Characters that make an Exec argument need double quotes (Desktop Entry Specification, "Exec key").
_RESERVED = frozenset(" \t\"'\\><~|&;$*?#()`")


class DesktopError(Exception):
    """The menu entry cannot be written or removed; the message is one plain sentence."""


@dataclass(frozen=True)
class Launcher:
    """How the menu entry starts YNOT: a command line, and a working folder when it needs one."""

    command: tuple[str, ...]
    working_dir: Path | None = None


def xdg_data_home(env: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME`` when it is an absolute path (as the XDG spec demands), else ``~/.local/share``."""
    value = (os.environ if env is None else env).get("XDG_DATA_HOME", "").strip()
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def entry_path(data_home: Path) -> Path:
    """Where the menu entry goes."""
    return data_home / "applications" / ENTRY_NAME


def icon_path(data_home: Path, size: int) -> Path:
    """Where the ``size`` x ``size`` icon goes in the hicolor theme."""
    return data_home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def _script_dirs() -> list[Path]:
    """Folders where pip puts this interpreter's scripts: next to it (virtual environments), the
    scheme's scripts folder, and the per-user one (``pip install --user``)."""
    dirs = [Path(sys.executable).parent]
    for scheme in (None, f"{os.name}_user"):
        try:
            folder = sysconfig.get_path("scripts", scheme) if scheme else sysconfig.get_path("scripts")
        except KeyError:
            continue
        if folder:
            dirs.append(Path(folder))
    unique: list[Path] = []
    for folder in dirs:
        if folder not in unique:
            unique.append(folder)
    return unique


def find_script(name: str, dirs: Iterable[Path] | None = None) -> Path | None:
    """The absolute path of this interpreter's script ``name`` (``name.exe`` on Windows), or None."""
    suffixes = (".exe", "") if os.name == "nt" else ("",)
    for folder in _script_dirs() if dirs is None else dirs:
        for suffix in suffixes:
            candidate = Path(folder) / f"{name}{suffix}"
            if candidate.is_file() and os.access(candidate, os.X_OK):
                return candidate.absolute()
    return None


def find_launcher() -> Launcher:
    """The installed ``ynot-gui`` (else ``ynot``) of the running interpreter; the executable itself
    when frozen by PyInstaller; else ``python -m ynot.launcher`` run from the checkout."""
    if getattr(sys, "frozen", False):
        return Launcher((str(Path(sys.executable).absolute()),))
    for name in (GUI_SCRIPT, CONSOLE_SCRIPT):
        script = find_script(name)
        if script is not None:
            return Launcher((str(script),))
    checkout = Path(__file__).resolve().parent.parent
    return Launcher((str(Path(sys.executable).absolute()), "-m", "ynot.launcher"), working_dir=checkout)


def _check_plain(text: str) -> None:
    if any(ch in text for ch in "\n\r\t\0"):
        raise DesktopError(
            _("the path {path!r} holds a line break or tab, which a menu entry cannot hold").format(path=text)
        )


def _escape_string(value: str) -> str:
    """Escape a value of type string for a desktop file (``\\`` is the only escape a path needs)."""
    _check_plain(value)
    return value.replace("\\", "\\\\")


def quote_exec_arg(arg: str) -> str:
    """One argument of the Exec key, quoted per the Desktop Entry Specification (before string escaping)."""
    _check_plain(arg)
    arg = arg.replace("%", "%%")
    if any(ch in _RESERVED for ch in arg):
        inner = "".join("\\" + ch if ch in '"`$\\' else ch for ch in arg)
        return f'"{inner}"'
    return arg


def exec_value(command: Iterable[str]) -> str:
    """The Exec key's value for a command line, quoted and escaped."""
    return _escape_string(" ".join(quote_exec_arg(arg) for arg in command))


def translations(message: str) -> list[tuple[str, str]]:
    """(language, ``message`` in it) for every language of the catalog but English."""
    found = []
    for code in languages():
        if code != ENGLISH:
            with speaking(code):
                found.append((code, _(message)))
    return found


def _localized(key: str, message: str) -> list[str]:
    """``key=message`` and ``key[lang]=...`` in every other language: a desktop shows the reader's."""
    return [f"{key}={_escape_string(message)}"] + [
        f"{key}[{code}]={_escape_string(text)}" for code, text in translations(message)
    ]


def desktop_entry(launcher: Launcher) -> str:
    """The text of ``ynot.desktop`` for ``launcher``, its name, comment and keywords in every language."""
    lines = [
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.4",  # 1.5 adds nothing we use, and older validators reject it
        *_localized("Name", "YNOT"),
        *_localized("GenericName", GENERIC_NAME),
        *_localized("Comment", COMMENT),
        f"Exec={exec_value(launcher.command)}",
    ]
    if len(launcher.command) == 1:
        lines.append(f"TryExec={_escape_string(launcher.command[0])}")
    if launcher.working_dir is not None:
        lines.append(f"Path={_escape_string(str(launcher.working_dir))}")
    lines += [
        f"Icon={APP_ID}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        *_localized("Keywords", KEYWORDS),
        "StartupNotify=true",
        f"StartupWMClass={APP_ID}",
        f"{MARKER_KEY}=ynot {__version__}",
    ]
    return "\n".join(lines) + "\n"


def metainfo_path(data_home: Path) -> Path:
    """Where the AppStream description goes (software centres read ``metainfo`` folders)."""
    return data_home / "metainfo" / f"{METAINFO_ID}.metainfo.xml"


#: The attribute naming an element's language (``xml:lang``), as ElementTree spells it.
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
#: The authors, as the project's metadata names them.
DEVELOPER = "The YNOT team"


def _in_every_language(parent: ET.Element, tag: str, message: str) -> None:
    ET.SubElement(parent, tag).text = message
    for code, text in translations(message):
        ET.SubElement(parent, tag, {XML_LANG: code}).text = text


def metainfo(version: str = __version__, date: str = __date__) -> str:
    """The AppStream description of YNOT (what a software centre shows), in every language of the catalog."""
    root = ET.Element("component", type="desktop-application")
    for tag, value in (("id", METAINFO_ID), ("metadata_license", "MIT"), ("project_license", "MIT")):
        ET.SubElement(root, tag).text = value
    _in_every_language(root, "name", "YNOT")
    _in_every_language(root, "summary", SUMMARY)
    description = ET.SubElement(root, "description")
    for paragraph in DESCRIPTION:
        _in_every_language(description, "p", paragraph)
    ET.SubElement(root, "developer_name").text = DEVELOPER
    ET.SubElement(root, "launchable", type="desktop-id").text = ENTRY_NAME
    categories = ET.SubElement(root, "categories")
    for category in ("Game", "BoardGame"):
        ET.SubElement(categories, "category").text = category
    keywords = ET.SubElement(root, "keywords")
    for code, text in [(None, KEYWORDS), *translations(KEYWORDS)]:
        for word in filter(None, text.split(";")):
            ET.SubElement(keywords, "keyword", {XML_LANG: code} if code else {}).text = word
    provides = ET.SubElement(root, "provides")
    for script in (CONSOLE_SCRIPT, GUI_SCRIPT):
        ET.SubElement(provides, "binary").text = script
    ET.SubElement(root, "content_rating", type="oars-1.1")
    ET.SubElement(ET.SubElement(root, "releases"), "release", version=version, date=date)
    ET.indent(root)
    out = io.BytesIO()
    ET.ElementTree(root).write(out, encoding="UTF-8", xml_declaration=True)
    return out.getvalue().decode("utf-8") + "\n"


def install(
    data_home: Path,
    launcher: Launcher,
    icon_png: Callable[[int], bytes],
    sizes: Iterable[int] = ICON_SIZES,
) -> list[Path]:
    """Write the icons (``icon_png(size)`` gives each PNG), the AppStream description and then the menu entry;
    returns the files written. Running it again rewrites the same files (e.g. after the launcher moved); a menu
    entry that install did not write is left alone, and nothing is written."""
    written: list[Path] = []
    entry = entry_path(data_home)
    if entry.exists() and not is_ours(entry):
        raise DesktopError(
            _(
                "{entry} is a menu entry that install-desktop did not write; it is left alone "
                "(move it away and run install-desktop again to put YNOT's own there)"
            ).format(entry=entry)
        )
    try:
        for size in sizes:
            path = icon_path(data_home, size)
            atomic_write(path, icon_png(size), mode=0o644)
            written.append(path)
        path = metainfo_path(data_home)
        atomic_write(path, metainfo(), mode=0o644)
        written.append(path)
        path = entry_path(data_home)
        atomic_write(path, desktop_entry(launcher), mode=0o644)
        written.append(path)
    except OSError as err:
        raise DesktopError(
            _("cannot write {path}: {reason}").format(path=err.filename or data_home, reason=err.strerror or err)
        ) from None
    return written


def is_ours(path: Path) -> bool:
    """True when ``path`` is a menu entry written by :func:`install`."""
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return any(line.startswith(f"{MARKER_KEY}=") for line in text.splitlines())


@dataclass(frozen=True)
class Removal:
    """What :func:`uninstall` did: the files removed, and a menu entry left alone because it is not ours."""

    removed: tuple[Path, ...]
    foreign_entry: Path | None = None


def uninstall(data_home: Path, sizes: Iterable[int] = ICON_SIZES) -> Removal:
    """Remove the files :func:`install` writes (and the ``<n>x<n>/apps`` folders this leaves empty)."""
    removed: list[Path] = []
    foreign: Path | None = None
    entry = entry_path(data_home)
    try:
        if entry.is_file():
            if is_ours(entry):
                entry.unlink()
                removed.append(entry)
            else:
                foreign = entry
        description = metainfo_path(data_home)
        if description.is_file() and f"<id>{METAINFO_ID}</id>" in description.read_text(errors="replace"):
            description.unlink()
            removed.append(description)
        for size in sizes:
            path = icon_path(data_home, size)
            if path.is_file():
                path.unlink()
                removed.append(path)
            for folder in (path.parent, path.parent.parent):  # apps/, then <n>x<n>/
                try:
                    folder.rmdir()
                except OSError:  # not empty, or not there
                    break
    except OSError as err:
        raise DesktopError(
            _("cannot remove {path}: {reason}").format(path=err.filename or data_home, reason=err.strerror or err)
        ) from None
    return Removal(tuple(removed), foreign)
