"""``ynot replay GAME``: play a game record (a file, or a finished game kept in the records) through its
game's rules and print where it ends."""

from __future__ import annotations

import argparse
import json

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..cli import UserError
from ..core import RecordError, kind_for_record
from ..i18n import _
from ._records import add_record_arguments, chosen_record


def WHOLE_LINES(args: argparse.Namespace) -> bool:  # noqa: N802 - read by the command line, as the flag it can be
    """JSON is for another program: its lines stay whole."""
    return bool(args.json)


def configure(parser: argparse.ArgumentParser) -> None:
    add_record_arguments(parser)
    parser.add_argument("--json", action="store_true", help=_("print the scorecards as JSON"))


def run(args: argparse.Namespace) -> int:
    text, title = chosen_record(args.game, args.last)
    try:
        kind = kind_for_record(text)
        played = kind.read_record(text)
    except RecordError as err:
        raise UserError(f"{title}: {err}") from None
    if args.json:
        print(json.dumps(kind.report_data(played), indent=2))
    else:
        print(kind.report_text(played))
    return 0
