"""``ynot review GAME``: each decision of a finished game (a record file, or a game kept in the records)
against the best play its game's review knows, and the total. The game's kind gives the review
(``GameKind.review``): the dice games against perfect play, dominoes against the hard computer."""

from __future__ import annotations

import argparse

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..cli import UserError
from ..core import NotOffered, RecordError, ReviewOptions, kind_for_record
from ..i18n import _, and_list
from ._records import add_record_arguments, chosen_record


def configure(parser: argparse.ArgumentParser) -> None:
    add_record_arguments(parser)
    parser.add_argument("--all", action="store_true", help=_("list every decision, not only those that cost points"))
    parser.add_argument(
        "--luck",
        action="store_true",
        help=_("dice: also split each final score into the expected score, the luck of the dice and the play"),
    )
    parser.add_argument("--player", action="append", metavar="NAME", help=_("review only this player (again for more)"))


def run(args: argparse.Namespace) -> int:
    text, title = chosen_record(args.game, args.last)
    try:
        kind = kind_for_record(text)
        review = kind.part("review")
        players = kind.read_record(text).players
    except RecordError as err:
        raise UserError(f"{title}: {err}") from None
    except NotOffered as err:
        raise UserError(str(err)) from None
    wanted = tuple(args.player or ())
    unknown = [name for name in wanted if name not in players]
    if unknown:
        raise UserError(
            _("{game} has no player called {name}; its players are {players}").format(
                game=title, name=unknown[0], players=and_list(list(players))
            )
        )
    options = ReviewOptions(title=title, players=wanted, every=args.all, luck=args.luck)
    try:
        print("\n".join(review(text, options)))
    except RecordError as err:
        raise UserError(f"{title}: {err}") from None
    return 0
