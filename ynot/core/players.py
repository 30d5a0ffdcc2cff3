"""Players and their names: the one place a name is checked, for every game."""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence

MAX_PLAYERS = 6
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
        raise ValueError("a player needs a name")
    if len(name) > MAX_NAME_LENGTH:
        shown = name if len(name) <= 24 else name[:23] + "\u2026"
        raise ValueError(f"the name {shown!r} is longer than {MAX_NAME_LENGTH} characters")
    bad = next((ch for ch in name if ch in FORBIDDEN_IN_NAME or unicodedata.category(ch) in FORBIDDEN_CATEGORIES), None)
    if bad is not None:
        if bad == "\t":
            what = "a tab"
        elif bad in "\n\r" or unicodedata.category(bad) in ("Zl", "Zp"):
            what = "a line break"
        else:
            what = repr(bad) if bad.isprintable() else "a control character"
        raise ValueError(f"the name {name!r} holds {what}, which a name cannot have")
    return name


def check_players(players: Sequence[str], *, title: str, most: int, least: int = 1) -> tuple[str, ...]:
    """Validate the names of one game's players: ``least`` to ``most`` of them (never more than
    MAX_PLAYERS), each a good name, no two the same (ignoring case)."""
    names = tuple(str(name).strip() for name in players)
    most = min(most, MAX_PLAYERS)
    if not least <= len(names) <= most:
        count = f"{least} to {most}" if least != most else str(most)  # "1 to 6", or "2"
        raise ValueError(f"{title} is played by {count} players, not {len(names)}")
    for name in names:
        check_name(name)
    if len({n.casefold() for n in names}) != len(names):
        raise ValueError("two players cannot have the same name")
    return names
