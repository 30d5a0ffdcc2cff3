"""The one translation function: every sentence a player reads goes through :func:`_`.

Catalogs are gettext ``.mo`` files under ``assets/locale/<lang>/LC_MESSAGES/ynot.mo``; with none
installed (today), :func:`_` returns the English text unchanged. This module imports nothing of ours,
so every layer may use it.
"""

from __future__ import annotations

import gettext
from functools import cache

DOMAIN = "ynot"


@cache
def _translations() -> gettext.NullTranslations:
    try:
        from .resources import data_dir

        return gettext.translation(DOMAIN, localedir=str(data_dir("assets") / "locale"), fallback=True)
    except Exception:  # noqa: BLE001 - a broken catalog must never stop the game
        return gettext.NullTranslations()


def _(message: str) -> str:
    """``message`` in the player's language (English when no catalog covers it)."""
    return _translations().gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form of a sentence for ``n``, in the player's language."""
    return _translations().ngettext(singular, plural, n)


def N_(message: str) -> str:  # noqa: N802 - gettext's name for a mark translated at use
    """Marks ``message`` for the catalog; it is translated where it is shown, with :func:`_`."""
    return message
