"""Players and their names: the one place a name is checked, for every game."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

from ..i18n import N_, _, ngettext

MAX_PLAYERS = 6
#: The first player's name until they give one, in their language (every game, every look, text play).
DEFAULT_PLAYER = N_("Player 1")
MAX_NAME_LENGTH = 20
#: Characters a name cannot hold: records and options are line-based and ``#`` starts a comment.
FORBIDDEN_IN_NAME = "\n\r\t#"
#: Unicode categories a name cannot hold: control characters and line or paragraph separators (a record
#: is read line by line, and Python splits lines at some of these).
FORBIDDEN_CATEGORIES = ("Cc", "Zl", "Zp")


def check_name(name: str) -> str:
    """A player's name, stripped, or ValueError in one sentence. A name that passes comes back unchanged
    from every file YNOT keeps it in (ynot.ini, the records, the autosave, the database)."""
    name = str(name).strip()
    if not name:
        raise ValueError(_("a player needs a name"))
    if len(name) > MAX_NAME_LENGTH:
        shown = name if len(name) <= 24 else name[:23] + "\u2026"
        sentence = _("the name {name!r} is longer than {most} characters")
        raise ValueError(sentence.format(name=shown, most=MAX_NAME_LENGTH))
    bad = next((ch for ch in name if ch in FORBIDDEN_IN_NAME or unicodedata.category(ch) in FORBIDDEN_CATEGORIES), None)
    if bad is not None:
        if bad == "\t":
            what = _("a tab")
        elif bad in "\n\r" or unicodedata.category(bad) in ("Zl", "Zp"):
            what = _("a line break")
        else:
            what = repr(bad) if bad.isprintable() else _("a control character")
        raise ValueError(_("the name {name!r} holds {what}, which a name cannot have").format(name=name, what=what))
    return name


def check_players(players: Sequence[str], *, title: str, most: int, least: int = 1) -> tuple[str, ...]:
    """Validate the names of one game's players: ``least`` to ``most`` of them (never more than
    MAX_PLAYERS), each a good name, no two the same (ignoring case)."""
    names = tuple(str(name).strip() for name in players)
    most = min(most, MAX_PLAYERS)
    if not least <= len(names) <= most:
        if least != most:
            sentence = _("{title} is played by {least} to {most} players, not {count}")
        else:
            sentence = ngettext("{title} is played by {most} player, not {count}",
                                "{title} is played by {most} players, not {count}", most)
        raise ValueError(sentence.format(title=_(title), least=least, most=most, count=len(names)))
    for name in names:
        check_name(name)
    if len({n.casefold() for n in names}) != len(names):
        raise ValueError(_("two players cannot have the same name"))
    return names
