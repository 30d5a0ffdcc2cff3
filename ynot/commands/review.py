"""``ynot review FILE``: each decision of a finished game against perfect play, and the total."""

from __future__ import annotations

import argparse
from pathlib import Path

from ..cli import UserError
from ..i18n import N_, _, ngettext
from .replay import read_text_file

HELP = N_("Review a game record: the points each decision gave away against perfect play.")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "file", type=Path, help=_("a finished game record (ynot help records); - reads standard input")
    )
    parser.add_argument("--all", action="store_true", help=_("list every decision, not only those that cost points"))
    parser.add_argument(
        "--player", action="append", metavar="NAME", help=_("dominoes: review only this player (again for more)")
    )


def run(args: argparse.Namespace) -> int:
    from .. import dominoes  # noqa: F401 - registers the game, so its records are known
    from ..core import RecordError, kind_for_record
    from ..dice import parse_record
    from ..dice.strategy.review import describe, review_record
    from ..terminal import table, width, wrap

    text = read_text_file(args.file, N_("game record"))
    try:
        if kind_for_record(text).name == "dominoes":
            return _review_dominoes(args, text)
    except RecordError as err:
        raise UserError(f"{args.file}: {err}") from None
    try:
        record = parse_record(text)
        review = review_record(record)
    except RecordError as err:
        raise UserError(f"{args.file}: {err}") from None
    rules = record.rules
    if review.exact:
        heading = _("Review of {file} ({rules}) against perfect play:")
    else:
        heading = _("Review of {file} ({rules}) against YNOT's strongest player (a heuristic for several columns):")
    print(wrap(heading.format(file=args.file.name, rules=rules.name), width()))
    for name, final in zip(review.players, review.finals, strict=True):
        mine = [d for d in review.decisions if d.player == name]
        score = _("final score {score}").format(score=final)
        if not review.finished:
            score = _("score so far {score} (the game is not finished)").format(score=final)
        print(f"\n{name}: {score}")
        rows = [(_("turn"), _("roll"), _("dice"), _("chosen"), _("best"), _("given away"))]
        rows += [
            (
                str(d.turn),
                str(d.roll_number),
                str(d.dice),
                describe(d.chosen, rules),
                describe(d.best, rules),
                f"{d.loss:.3f}",
            )
            for d in mine
            if d.loss >= 0.0005 or args.all
        ]
        print("\n".join(table(rows, ">><<<>", width())))
        costly = sum(1 for d in mine if d.loss >= 0.0005)
        print(
            wrap(
                ngettext(
                    "{name} gave away {points:.3f} expected points in {costly} of {count} decision.",
                    "{name} gave away {points:.3f} expected points in {costly} of {count} decisions.",
                    len(mine),
                ).format(name=name, points=review.given_away(name), costly=costly, count=len(mine)),
                width(),
                indent="  ",
            )
        )
    return 0


def _review_dominoes(args: argparse.Namespace, text: str) -> int:
    """A dominoes game: each play where the hard computer's choice would have scored more on average."""
    from ..dominoes import parse_record as parse_dominoes
    from ..dominoes.coach import review_game, review_lines
    from ..terminal import width

    record = parse_dominoes(text)
    for line in review_lines(record, review_game(record), tuple(args.player or ()), width()):
        print(line)
    return 0
