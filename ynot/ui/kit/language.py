"""The language a look's Options offer: the system's, English, German and any catalog a translator added.
Choosing one keeps it in ynot.ini and applies it at once: the look's window starts again (the game carries
on), so every label, menu and help text is drawn anew in the new language."""

from __future__ import annotations

from typing import Any

from ... import i18n
from ...i18n import _


def language_choices() -> list[tuple[str, str]]:
    """(code, label) of each choice, the system's first (code "": its language as the language in use names
    it, "System (Englisch)"), then each language by its own name."""
    system = i18n.system_language()
    choices = [("", _("System ({language})").format(language=i18n.language_title(system)))]
    return choices + [(code, i18n.language_name(code)) for code in i18n.languages()]


def chosen_index(options: Any, choices: list[tuple[str, str]]) -> int:
    """Where the options' language is among ``choices`` (the system's when it is not there); the language
    in use instead when it is another (``--language`` speaks over the kept choice for one run)."""
    codes = [code for code, _label in choices]
    kept = getattr(options, "language", "")
    kept = kept if kept in codes else ""
    speaking = i18n.language()
    if speaking != (kept or i18n.system_language()) and speaking in codes:
        return codes.index(speaking)
    return codes.index(kept)


def keep_language(options: Any, code: str) -> bool:
    """Put ``code`` in the options and speak it from now on; False when it was the chosen one already.
    The caller saves the options and starts its look again."""
    if code == getattr(options, "language", ""):
        return False
    options.language = code
    i18n.choose(code or None)
    return True


def change_language(shell: Any, code: str) -> bool:
    """Keep ``code`` in the options and speak it now: the look's window starts again in it, the game kept
    (``shell`` is the look's kit Shell). False when the language was already the chosen one."""
    if not keep_language(shell.options, code):
        return False
    shell.save_options()
    shell.keep()
    shell.app.switch_to = shell.look
    shell.app.quit()
    return True
