"""``ynot replay FILE``: play a game record through the rules and print the scorecards."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..cli import UserError
from ..i18n import N_, _

HELP = N_("Replay a game record (dice or dominoes) and print where it ends.")


def WHOLE_LINES(args: argparse.Namespace) -> bool:  # noqa: N802 - read by the command line, as the flag it can be
    """JSON is for another program: its lines stay whole."""
    return bool(args.json)


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help=_("a game record (ynot help records); - reads standard input"))
    parser.add_argument("--json", action="store_true", help=_("print the scorecards as JSON"))


def read_text_file(path: Path, what: str = N_("file")) -> str:
    """A text file's contents (``-``: standard input's), or a UserError in one sentence."""
    import sys

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


def run(args: argparse.Namespace) -> int:
    from .. import games  # noqa: F401 - every game YNOT ships, in the registry
    from ..core import RecordError, kind_for_record

    text = read_text_file(args.file, N_("game record"))
    try:
        kind = kind_for_record(text)
        played = kind.read_record(text)
    except RecordError as err:
        raise UserError(f"{args.file}: {err}") from None
    if args.json:
        print(json.dumps(kind.report_data(played), indent=2))
    else:
        print(kind.report_text(played))
    return 0
