"""Players and their names: the one place a name is checked, for every game."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence

from ..i18n import N_, _, ngettext

MAX_PLAYERS = 6
#: A seat's name until its player gives one. Names are data, not text: wherever a name rests (ynot.ini,
#: the records, the database, the autosave) a default name is kept in this form, the catalog's own and the
#: same in every language ("Player 2", :func:`stored_name`), and a game in play holds it as the player
#: reads it (:func:`shown_name`: "Spieler 2"), so that one player's records never split by language.
DEFAULT_NAME = N_("Player {n}")
#: The first player's name until they give one (every game, every look, text play), as it is kept.
DEFAULT_PLAYER = DEFAULT_NAME.format(n=1)
MAX_NAME_LENGTH = 20
#: Characters a name cannot hold: records and options are line-based and ``#`` starts a comment.
FORBIDDEN_IN_NAME = "\n\r\t#"
#: Unicode categories a name cannot hold: control characters and line or paragraph separators (a record
#: is read line by line, and Python splits lines at some of these).
FORBIDDEN_CATEGORIES = ("Cc", "Zl", "Zp")


def default_player_name(number: int) -> str:
    """Seat ``number``'s name until its player gives one, as it is kept ("Player 3")."""
    return DEFAULT_NAME.format(n=number)


#: what a default name looks like: words, a space, a number, and in some languages words after it ("Þlåýér 2 ëâë")
_NUMBERED = re.compile(r"\S.*? ([1-9][0-9]?)(?: \S.*)?")


def default_number(name: str) -> int | None:
    """The seat number of a default name as it is kept ("Player 3" -> 3); None for any other name."""
    match = _NUMBERED.fullmatch(name)
    return int(match[1]) if match and name == default_player_name(int(match[1])) else None


def stored_name(name: str) -> str:
    """A player's name as it is kept: a default name in the player's language ("Spieler 3", as a game in
    play holds it, or as an older YNOT kept it) in its one kept form ("Player 3"); any other name as it
    is. (Only the language in use is asked: no other catalog is read for a name.)"""
    match = _NUMBERED.fullmatch(name)
    if match is None or default_number(name) is not None:
        return name
    number = int(match[1])
    return default_player_name(number) if name == _(DEFAULT_NAME).format(n=number) else name


def shown_name(name: str) -> str:
    """A player's name as the player reads it: a default name in their language ("Spieler 3"); any
    other name as it was typed."""
    number = default_number(stored_name(name))
    return name if number is None else _(DEFAULT_NAME).format(n=number)


def check_name(name: str) -> str:
    """A player's name, stripped, or ValueError in one sentence. A name that passes comes back unchanged
    from every file YNOT keeps it in (ynot.ini, the records, the autosave, the database; a default name
    in the player's language, :func:`shown_name`)."""
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
    if len({stored_name(n).casefold() for n in names}) != len(names):  # "Player 2" is "Spieler 2"
        raise ValueError(_("two players cannot have the same name"))
    return names
