"""The languages the system asks for, best first: gettext's variables, then the platform's own setting."""

from __future__ import annotations

import os
import sys

#: gettext's order: the first of these that is set wins (LANGUAGE may list several, "de:en").
VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def language_code(raw: str) -> str:
    """``de_DE.UTF-8@euro`` -> ``de_DE``; ``de-AT`` -> ``de_AT``; ``C`` and ``POSIX`` -> ``en``."""
    code = raw.strip().split(".")[0].split("@")[0].replace("-", "_")
    if code in ("C", "POSIX", ""):
        return "en" if code else ""
    language, _sep, region = code.partition("_")
    return f"{language.lower()}_{region.upper()}" if region else language.lower()


def from_environment(environ: dict[str, str] | os._Environ[str] | None = None) -> list[str]:
    """The languages gettext's variables name, in gettext's order (the first variable set decides)."""
    environ = os.environ if environ is None else environ
    for name in VARIABLES:
        value = environ.get(name, "").strip()
        if value:
            codes = [language_code(part) for part in value.split(":")] if name == "LANGUAGE" else [language_code(value)]
            return [code for code in codes if code]
    return []


def from_platform() -> list[str]:
    """Windows' user interface language or macOS' preferred languages; empty elsewhere or on failure."""
    try:
        if sys.platform == "win32":
            return _windows()
        if sys.platform == "darwin":
            return _macos()
    except Exception:  # noqa: BLE001 - an odd system falls back to English, never stops the game
        return []
    return []


def _windows() -> list[str]:
    import ctypes
    import locale

    lcid = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    name = locale.windows_locale.get(lcid, "")
    return [language_code(name)] if name else []


def _macos() -> list[str]:
    """``defaults read -g AppleLanguages`` prints ``( "de-DE", en )``."""
    import subprocess  # macOS alone asks a program (a mailed move on Linux never loads subprocess)

    shown = subprocess.run(
        ["defaults", "read", "-g", "AppleLanguages"], capture_output=True, text=True, timeout=2, check=False
    ).stdout
    codes = [part.strip().strip('"') for part in shown.strip().strip("()").split(",")]
    return [language_code(code) for code in codes if code]


def system_languages() -> list[str]:
    """What the system asks for: gettext's variables when set, else the platform's setting."""
    return from_environment() or from_platform()
