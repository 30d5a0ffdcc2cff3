"""The game record ``ynot replay``, ``ynot review`` and ``ynot games show`` read: a file, standard input,
or a finished game kept in the records (by its number, or the last one), each a sentence when it cannot be
had."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..cli import UserError
from ..i18n import N_, _
from ..store import Store
from .scores import tell

#: A game's number as ``ynot games`` shows it has at most this many digits (sqlite's whole numbers).
LONGEST_NUMBER = 18


def add_record_arguments(parser: argparse.ArgumentParser) -> None:
    """The record to read: ``GAME`` (a file, ``-`` or a kept game's number) or ``--last``."""
    parser.add_argument(
        "game",
        nargs="?",
        metavar=_("GAME"),
        help=_("a game record file (ynot help records), - for standard input, or the number of a finished "
               "game as ynot games lists it"),
    )
    parser.add_argument("--last", action="store_true", help=_("the last game finished (the first ynot games lists)"))


def chosen_record(game: str | None, last: bool) -> tuple[str, str]:
    """The record ``GAME`` or ``--last`` names, and what to call it (the file as named, ``game 12``)."""
    if last and game is not None:
        raise UserError(_("name one game: a record file, a game's number or --last, not two"))
    if last:
        return kept_record(None)
    if game is None:
        raise UserError(_("name a game: a record file, - for standard input, a game's number (ynot games) or --last"))
    if game.isascii() and game.isdigit() and not Path(game).exists():  # a number, unless a file is called so
        return kept_record(game)
    return read_text_file(Path(game), N_("game record")), game if game != "-" else _("standard input")


def kept_record(number: str | None) -> tuple[str, str]:
    """The record of the finished game numbered ``number`` (digits; None: the last one) and its name
    (``game 12``)."""

    with Store.open() as store:
        found = None
        if number is None or len(number) <= LONGEST_NUMBER:
            found = store.kept_game(int(number) if number is not None else None)
        empty = found is None and not store.games(1)
        tell(store.notices)
    if empty:
        raise UserError(_("no finished game is kept yet: finish one first"))
    if found is None:
        raise UserError(_("there is no finished game numbered {number}: ynot games lists them").format(number=number))
    summary, record = found
    title = _("game {number}").format(number=summary.number)
    if not record:
        raise UserError(_("{game} was kept without its record").format(game=title))
    return record, title


def read_text_file(path: Path, what: str = N_("file")) -> str:
    """A text file's contents (``-``: standard input's), or a UserError in one sentence."""
    try:
        data = sys.stdin.buffer.read() if str(path) == "-" else path.read_bytes()
    except FileNotFoundError:
        raise UserError(_("there is no {what} {path!r}").format(what=_(what), path=str(path))) from None
    except IsADirectoryError:
        raise UserError(_("{path!r} is a folder, not a {what}").format(what=_(what), path=str(path))) from None
    except OSError as err:
        raise UserError(_("cannot read {path!r}: {why}").format(path=str(path), why=err.strerror or err)) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UserError(_("{path!r} is not a text {what}").format(what=_(what), path=str(path))) from None
