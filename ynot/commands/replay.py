"""``ynot replay FILE``: play a game record through the rules and print the scorecards."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from ..cli import UserError

HELP = "Replay a game record (dice or dominoes) and print where it ends."


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", type=Path, help="a game record (see docs/records.md); - reads standard input")
    parser.add_argument("--json", action="store_true", help="print the scorecards as JSON")


def read_text_file(path: Path, what: str = "file") -> str:
    """A text file's contents (``-``: standard input's), or a UserError in one sentence."""
    import sys

    try:
        data = sys.stdin.buffer.read() if str(path) == "-" else path.read_bytes()
    except FileNotFoundError:
        raise UserError(f"there is no {what} {str(path)!r}") from None
    except IsADirectoryError:
        raise UserError(f"{str(path)!r} is a folder, not a {what}") from None
    except OSError as err:
        raise UserError(f"cannot read {str(path)!r}: {err.strerror or err}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise UserError(f"{str(path)!r} is not a text {what}") from None


def run(args: argparse.Namespace) -> int:
    from .. import games  # noqa: F401 - every game YNOT ships, in the registry
    from ..core import RecordError, kind_for_record

    text = read_text_file(args.file, "game record")
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
