"""``ynot text``: play in the terminal with the pbmserv Yacht dice, sheet and move syntax (seed 004)."""

from __future__ import annotations

import argparse
import sys

from ..cli import UserError

HELP = "Play in the terminal: ASCII dice, a lettered score sheet, moves typed as in play-by-mail Yacht."


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", default="yacht", metavar="NAME",
                        help="rule set: yacht (default), ynot, yahtzee, yatcy or winzee")
    parser.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                        help="a rule option, e.g. --option columns=3 --option multiplier=yes (winzee)")
    parser.add_argument("--players", nargs="+", default=["Player"], metavar="NAME",
                        help="the players' names, in turn order (default: one player)")
    parser.add_argument("--seed", type=int, default=None, metavar="N",
                        help="seed the dice, to replay the same game")


def rules_from_args(name: str, options: list[str]):
    """The RuleSet named on the command line, or a UserError in one sentence."""
    from ..dice.rules import get_rules

    parsed: dict[str, str] = {}
    for item in options:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise UserError(f"a rule option is written KEY=VALUE, not {item!r}")
        parsed[key.strip()] = value.strip()
    try:
        return get_rules(name, **parsed)
    except ValueError as err:
        raise UserError(str(err)) from None


def run(args: argparse.Namespace) -> int:
    from ..dice import DiceGame
    from ..text.finish import Recorder
    from ..text.session import TextSession

    rules = rules_from_args(args.rules, args.option)
    try:
        game = DiceGame(rules, args.players, seed=args.seed)
    except ValueError as err:
        raise UserError(str(err)) from None
    session = TextSession(game, sys.stdin, sys.stdout, recorder=Recorder())
    return session.run()
