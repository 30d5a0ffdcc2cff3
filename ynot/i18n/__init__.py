"""The one translation front: every sentence a person reads goes through :func:`_` (or :func:`ngettext` for
a count; :func:`N_` marks a table's text, translated where it is shown).

The language is chosen in this order, the first that names one we have: ``--language`` on the command line
(:func:`set_language`), the ``language`` option of ynot.ini or a look's Options dialog (:func:`prefer`), the
system (gettext's LANGUAGE, LC_ALL, LC_MESSAGES, LANG, then Windows' or macOS' own setting). It can change
while the game runs: nothing is translated at import, the catalog in use is looked up at every call.

Catalogs (see ``docs/translating.md``): a translator's ``ynot.po`` or ``ynot.mo`` in the ``locale/<lang>/``
folder of YNOT's user data folder; the ``.mo`` files the wheel's build compiled into
``assets/locale/<lang>/LC_MESSAGES/``; in a checkout, ``assets/locale/<lang>.po`` compiled on first use and
kept compiled in the cache folder (:func:`_compiled`). This package imports nothing of ours but ``paths`` and
``resources`` (the foundation floor).
"""

from __future__ import annotations

import configparser
import gettext
import io
import os
import re
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from .. import paths
from ..logs import get_logger
from ..resources import data_dir
from .pseudo import PseudoTranslations
from .system import language_code, system_languages

if TYPE_CHECKING:
    import gettext

log = get_logger(__name__)

DOMAIN = "ynot"
ENGLISH = "en"
#: The pseudo-language (``pseudo.py``, loaded when it is spoken).
PSEUDO = "qps"
#: Each language by its own name (never translated: a player looks for their language's own word).
NAMES = {ENGLISH: "English", "de": "Deutsch", PSEUDO: "Pseudo"}


#: A language code as gettext writes it: de, de_AT, pt_BR.
LANGUAGE_CODE = re.compile(r"[a-z]{2,3}(_[A-Z]{2})?\Z")


class Catalog(Protocol):
    """What a language's sentences are looked up in: gettext's translations, or :class:`English`."""

    def gettext(self, message: str) -> str: ...

    def pgettext(self, context: str, message: str) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int) -> str: ...


class English:
    """The language the sentences are written in: each as it is (gettext's ``NullTranslations``, without
    loading gettext, which only a translated language needs)."""

    def gettext(self, message: str) -> str:
        return message

    def pgettext(self, context: str, message: str) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return singular if n == 1 else plural


class _Choice:
    """Which language is asked for, and the catalog in use (None until the first sentence needs it)."""

    def __init__(self) -> None:
        self.command_line: str | None = None
        self.preferred: str | None = None
        #: Reads the preferred language when a sentence first needs it (``prefer_later``).
        self.pending: Callable[[], str] | None = None
        self.code = ENGLISH
        self.translations: Catalog | None = None


_choice = _Choice()


def _(message: str) -> str:
    """``message`` in the player's language (English when no catalog covers it)."""
    return _catalog().gettext(message)


def pgettext(context: str, message: str) -> str:
    """``message`` in the player's language as it is meant in ``context``: one English word that two places
    translate differently (the Psion's push button "Score", Werten, beside the Mac's Score window)."""
    return _catalog().pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 - gettext's name for "marked, translated later"
    """Mark ``message`` for the catalog without translating it: a table's text, passed to :func:`_` when shown."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:  # noqa: N802 - as N_, for a counted sentence
    """Mark a counted sentence for the catalog without translating it; pass both to :func:`ngettext` when shown."""
    return singular, plural


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a sentence for the count ``n`` in the player's language ("1 game", "2 games")."""
    return _catalog().ngettext(singular, plural, n)


def and_list(items: list[str]) -> str:
    """``["Ann", "Bob", "Cy"]`` -> "Ann, Bob and Cy" in the player's language."""
    if len(items) < 2:
        return "".join(items)
    return _("{names} and {last}").format(names=_(", ").join(items[:-1]), last=items[-1])


def decimal(value: float, places: int = 1, *, sign: bool = False) -> str:
    """``value`` with ``places`` decimals and the player's decimal sign ("3.9", German "3,9"); ``sign``
    writes + before a positive value."""
    text = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    if text.lstrip("+-").strip("0.") == "":  # -0.0 and +0.0 are 0.0
        text = f"{0:.{places}f}"
    # TRANSLATORS: the decimal sign of numbers such as 3.9 (German: a comma)
    return text.replace(".", _("."))


def language() -> str:
    """The code of the language in use ("en", "de", ...)."""
    _catalog()
    return _choice.code


def set_language(code: str | None) -> str:
    """The command line's ``--language``: use ``code`` for this run above every other setting (None: no
    longer). Returns the language now in use; an unknown code falls back to the next setting."""
    _choice.command_line = code.strip() if code and code.strip() else None
    _choice.translations = None
    return language()


def command_line_language() -> str | None:
    """The ``--language`` the command line asked for (None: none, or a look's Options chose since)."""
    return _choice.command_line


def prefer(code: str | None) -> str:
    """The ``language`` option of ynot.ini ("" or None: the system's). Returns the language now in use."""
    _choice.pending = None
    code = code.strip() if code and code.strip() else None
    if code != _choice.preferred:
        _choice.preferred = code
        _choice.translations = None
    return language()


def prefer_later(read: Callable[[], str]) -> None:
    """As :func:`prefer`, the code ``read()`` gives, read when a sentence first needs it (a start that shows
    only the opening picture reads no ynot.ini for its language)."""
    _choice.pending = read
    _choice.translations = None


def choose(code: str | None) -> str:
    """A look's Options dialog chose ``code`` ("" for the system's): it applies at once, even over a
    ``--language`` given when the game started."""
    _choice.command_line = None
    _choice.translations = None
    return prefer(code)


#: The catalogs :func:`speaking` loaded, by the code asked for and the folder of a translator's catalogs: a
#: play-by-mail run speaks each reader's language in turn, and reading a catalog again for every mail would
#: cost more than the mail.
_spoken: dict[tuple[str, str], tuple[str, Catalog]] = {}


@contextmanager
def speaking(code: str | None) -> Iterator[str]:
    """Speak ``code`` inside the block (a play-by-mail answer to a user with their own language), then
    return to the language before it; None or "" keeps the language in use. Yields the language used."""
    if not code:
        yield language()
        return
    saved = (_choice.command_line, _choice.code, _choice.translations)
    _choice.command_line, _choice.translations = code, None
    key = (code, str(user_locale_dir()))
    if key in _spoken:
        _choice.code, _choice.translations = _spoken[key]
    try:
        _spoken[key] = (language(), _catalog())
        yield _choice.code
    finally:
        _choice.command_line, _choice.code, _choice.translations = saved


def system_language() -> str:
    """The language the system asks for, as we would speak it ("en" when we have none of its)."""
    for asked in system_languages():
        for code in (asked, asked.split("_")[0]):
            if code in (ENGLISH, PSEUDO) or code in languages():
                return code
    return ENGLISH


def language_name(code: str) -> str:
    """A language by its own name, or its code when we know no name."""
    return NAMES.get(code, code)


#: Each language as the language in use names it ("System (Englisch)" in a German list of languages).
TITLES = {ENGLISH: N_("English"), "de": N_("German"), PSEUDO: N_("Pseudo")}


def language_title(code: str) -> str:
    """A language as the language in use names it ("Englisch" in German), else by its own name."""
    title = TITLES.get(code)
    return _(title) if title is not None else language_name(code)


def languages() -> list[str]:
    """The languages a player can choose: English, those shipped, those a translator added."""
    found = set(_shipped()) | set(_user_catalogs())
    return [ENGLISH] + sorted(found - {ENGLISH})


def _catalog() -> Catalog:
    if _choice.translations is None:
        _choice.code, _choice.translations = _load()
    return _choice.translations


def asked_languages() -> list[str]:
    """The languages asked for, best first, whether we have catalogs for them or not: ``--language``, else
    ynot.ini's (or the Options dialog's) ``language``, else the system's. (A look's help files may exist
    in a language the catalogs lack.)"""
    return _asked()


def _asked() -> list[str]:
    if _choice.command_line:
        return [language_code(_choice.command_line)]
    if _choice.pending is not None:
        read, _choice.pending = _choice.pending, None
        code = read()
        _choice.preferred = code.strip() if code and code.strip() else None
    if _choice.preferred:
        return [language_code(_choice.preferred)]
    return system_languages()


def _load() -> tuple[str, Catalog]:
    """The first language asked for that we have, and its catalog; English when none."""
    try:
        for asked in _asked():
            for code in dict.fromkeys((asked, asked.split("_")[0])):
                if code == ENGLISH:
                    return ENGLISH, English()
                if code == PSEUDO:
                    return PSEUDO, PseudoTranslations()
                found = _translations_for(code)
                if found is not None:
                    return code, found
    except Exception:  # noqa: BLE001 - a broken catalog or system must never stop the game
        log.exception("cannot load a catalog")
    return ENGLISH, English()


def _translations_for(code: str) -> gettext.NullTranslations | None:
    """The translator's catalog for ``code`` over the shipped one (each missing message falls through)."""
    chain = [c for c in (_read(_user_catalogs().get(code)), _read(_shipped().get(code))) if c is not None]
    if not chain:
        return None
    for upper, lower in zip(chain, chain[1:], strict=False):
        upper.add_fallback(lower)
    return chain[0]


def _read(path: Path | None) -> gettext.GNUTranslations | None:
    """A ``.mo`` file, or a ``.po`` file compiled (:func:`_compiled`); None (and a log line) when it cannot be
    read."""
    if path is None:
        return None

    try:
        data = path.read_bytes()
        if path.suffix == ".po":
            return _compiled(path, data)
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, ValueError, UnicodeDecodeError) as err:  # PoError is a ValueError
        log.warning("the catalog %s cannot be read: %s", path, err)
        return None


def _compiled(path: Path, text: bytes) -> gettext.GNUTranslations:
    """The ``.po`` file ``path`` (holding ``text``) compiled: kept in the cache folder (``catalogs/``) under its
    path, size and time, so that a checkout compiles a catalog once, not in every run (a mailed move whose
    readers read German); compiled again when it changed, or when the kept file is gone or damaged."""
    kept = _kept_catalog(path)
    if kept is not None:
        try:
            return gettext.GNUTranslations(io.BytesIO(kept.read_bytes()))
        except Exception:  # noqa: BLE001 - not there yet, or damaged (gettext raises several kinds): compile it
            pass
    from .po import mo_bytes, read_po  # lazy: only a catalog without a build (a checkout); docs/imports.md

    data = mo_bytes(read_po(text.decode("utf-8")))
    if kept is not None:
        _keep_catalog(kept, data)
    return gettext.GNUTranslations(io.BytesIO(data))


def _kept_catalog(path: Path) -> Path | None:
    """Where the compiled ``.po`` file ``path`` is kept (None without a cache folder)."""
    try:
        stat = path.stat()
        folder = paths.cache_dir() / "catalogs"
    except (OSError, ImportError):  # no platformdirs in a bare checkout: compiled in memory each time
        return None
    return folder / f"{_catalog_tag(path)}-{stat.st_size}-{stat.st_mtime_ns}.mo"


def _catalog_tag(path: Path) -> str:
    """A file-name-safe stand-in for the ``.po`` file ``path`` (two languages' ``ynot.po`` differ by folder)."""
    return f"{path.stem}-{zlib.crc32(str(path.resolve()).encode('utf-8', 'replace')):08x}"


def _keep_catalog(kept: Path, data: bytes) -> None:
    """Write the compiled catalog to ``kept`` (whole or not at all), and remove those of earlier versions of
    its ``.po``; a folder that cannot be written keeps nothing."""
    tag = kept.name.rsplit("-", 2)[0]
    try:
        kept.parent.mkdir(parents=True, exist_ok=True)
        for old in kept.parent.glob(f"{tag}-*.mo"):
            old.unlink()
        temporary = kept.with_name(f".{kept.name}.{os.getpid()}.tmp")
        temporary.write_bytes(data)
        os.replace(temporary, kept)
    except OSError as err:
        log.info("the compiled catalog %s is not kept: %s", kept, err)


def ini_language(path: Path) -> str:
    """The ``language`` of ynot.ini's [ynot] section, read without changing anything ("" when unset,
    unreadable or not a language code): the command line asks before anything heavy is loaded, so that
    its own help and errors are in that language. (The store reads and checks the whole file later.)"""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""

    parser = configparser.ConfigParser(interpolation=None)
    try:
        parser.read_string(text, source=path.name)
        value = parser.get("ynot", "language", raw=True, fallback="").strip()
    except configparser.Error:
        return ""
    return value if LANGUAGE_CODE.match(value) else ""


def locale_dir() -> Path:
    """The shipped catalogs: ``assets/locale``."""

    return data_dir("assets") / "locale"


def user_locale_dir() -> Path | None:
    """The folder a translator drops a catalog into: ``locale`` in YNOT's user data folder."""

    try:
        return paths.data_dir() / "locale"
    except (OSError, ImportError):  # no platformdirs in a bare checkout: no translator's catalogs
        return None


def _shipped() -> dict[str, Path]:
    """Shipped catalogs by language: the compiled ``.mo`` of a wheel, else a checkout's ``.po``."""
    folder = locale_dir()
    found: dict[str, Path] = {}
    if folder.is_dir():
        for po in folder.glob("*.po"):
            found[po.stem] = po
        for mo in folder.glob(f"*/LC_MESSAGES/{DOMAIN}.mo"):
            found[mo.parent.parent.name] = mo
    return found


def _user_catalogs() -> dict[str, Path]:
    """A translator's catalogs by language: ``locale/<lang>/ynot.po``, ``ynot.mo`` or
    ``LC_MESSAGES/ynot.mo`` (a ``.mo`` file wins over a ``.po`` beside it)."""
    folder = user_locale_dir()
    found: dict[str, Path] = {}
    if folder is None or not folder.is_dir():
        return found
    for place in sorted(folder.iterdir()):
        for name in (f"{DOMAIN}.po", f"{DOMAIN}.mo", f"LC_MESSAGES/{DOMAIN}.mo"):
            if (place / name).is_file():
                found[language_code(place.name)] = place / name
    return found
