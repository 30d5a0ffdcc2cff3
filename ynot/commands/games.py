"""``ynot games``: the finished games kept in the records, newest first, for every game; ``ynot games show
GAME`` prints one game's record, which ``ynot replay`` and ``ynot review`` read (they take the number too)."""

from __future__ import annotations

import argparse
from datetime import UTC, datetime

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..i18n import _
from ..store import Store
from ..terminal import table, width
from ._records import add_record_arguments, chosen_record
from .scores import rules_title, tell

#: How many games are listed unless --limit says otherwise.
LISTED = 20


def WHOLE_LINES(args: argparse.Namespace) -> bool:  # noqa: N802 - read by the command line, as the flag it can be
    """A record (``show``) is for ynot replay and ynot review too: its lines stay whole."""
    return getattr(args, "games_command", None) == "show"


def _limit(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 10**6:
        said = _("a number of games is a whole number from 1, not {text!r}")
        raise argparse.ArgumentTypeError(said.format(text=text))
    return int(text)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--limit", type=_limit, default=LISTED, metavar="N",
        help=_("list the newest N games (default {n})").format(n=LISTED),
    )
    sub = parser.add_subparsers(dest="games_command", metavar=_("ACTION"))
    show = sub.add_parser(
        "show",
        help=_("print a game's record (ynot replay and ynot review read it)"),
        description=_("Print the record of a finished game (by its number in ynot games, or --last), "
                      "as ynot replay and ynot review read it."),
    )
    add_record_arguments(show)


def run(args: argparse.Namespace) -> int:
    if getattr(args, "games_command", None) == "show":
        text, _title = chosen_record(args.game, args.last)
        print(text, end="" if text.endswith("\n") else "\n")
        return 0
    return listed(args.limit)


def listed(limit: int) -> int:
    """Print the newest ``limit`` finished games as a table fitted to the terminal."""

    with Store.open() as store:
        found = store.games(limit + 1)
        tell(store.notices)
    if not found:
        print(_("No finished games are kept yet."))
        return 0
    rows = [(_("game"), _("finished"), _("rules"), _("players and scores"))]
    for summary in found[:limit]:
        scores = ", ".join(f"{name} {score}" for name, score in zip(summary.players, summary.scores, strict=True))
        rows.append((str(summary.number), _date(summary.finished), rules_title(summary.rules_key), scores))
    print("\n".join(table(rows, "><<<", width(), indent="")))
    if len(found) > limit:
        print(_("Older games are kept too: ynot games --limit {n} lists more.").format(n=limit * 5))
    return 0


def _date(finished: str) -> str:
    """A time kept in ISO 8601 (UTC) as ``2026-11-28 14:03`` in the local time (as kept, if it cannot be read)."""
    try:
        moment = datetime.fromisoformat(finished)
    except ValueError:
        return finished[:16]
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")
