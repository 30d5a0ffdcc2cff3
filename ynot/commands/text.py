"""``ynot text``: play in the terminal with the dice, sheet and move syntax of the pbmserv Yacht manual of 2003.

The game is played on a session through the one text-play frame: saved after every move, offered
again at the next start (``quit`` keeps it), kept in the records and statistics when it ends."""

from __future__ import annotations

import argparse
import random
import sys

from ..cli import UserError
from ..i18n import N_, _

HELP = N_("Play in the terminal: ASCII dice, a lettered score sheet, moves typed as in play-by-mail Yacht.")


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules",
        default=None,
        metavar="NAME",
        help=_("rule set: ynot, yahtzee, yatcy, winzee or yacht (default: rules = in ynot.ini, or ynot)"),
    )
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=_("a rule option, e.g. --option columns=3 --option multiplier=yes (winzee)"),
    )
    parser.add_argument(
        "--players",
        nargs="+",
        default=None,
        metavar="NAME",
        help=_("the players' names, in turn order (default: the last players, or one player)"),
    )
    parser.add_argument(
        "--computer",
        default=None,
        metavar="LEVEL",
        help=_("add a computer player of this level (beginner, good or perfect)"),
    )
    parser.add_argument("--seed", type=int, default=None, metavar="N", help=_("seed the dice, to replay the same game"))
    parser.add_argument("--new", action="store_true", help=_("start a new game even if one was left unfinished"))
    parser.add_argument("--no-keep", action="store_true", help=_("keep no results and no saved game"))


def rules_from_args(name: str, options: list[str]):
    """The RuleSet named on the command line, or a UserError in one sentence."""
    from ..dice.rules import get_rules

    parsed: dict[str, str] = {}
    for item in options:
        key, sep, value = item.partition("=")
        if not sep or not key.strip():
            raise UserError(_("a rule option is written KEY=VALUE, not {text!r}").format(text=item))
        parsed[key.strip()] = value.strip()
    try:
        return get_rules(name, **parsed)
    except ValueError as err:
        raise UserError(str(err)) from None


def _chosen_rules(args: argparse.Namespace, store):
    """The rules named on the command line, else those of ynot.ini (``rules =`` with winzee's options)."""
    if args.rules is not None or args.option:
        return rules_from_args(args.rules or "ynot", args.option)
    if store is not None:
        return store.options.rule_set()
    return rules_from_args("ynot", [])


def run(args: argparse.Namespace) -> int:
    from .. import games  # noqa: F401 - every game and its text board, in the registries
    from ..core import DEFAULT_PLAYER, Session, get_kind, shown_name
    from ..text.play import TextPlay

    store = None
    if not args.no_keep:
        from ..store import Store

        store = Store.open()
    try:
        rules = _chosen_rules(args, store)
        kind = get_kind("dice")
        kept = [shown_name(name) for name in store.options.players] if store is not None else []
        names = list(args.players or kept or [shown_name(DEFAULT_PLAYER)])
        computers = {}
        if args.computer:
            try:
                computers[len(names)] = kind.computer(args.computer, rules)
            except KeyError as err:
                raise UserError(err.args[0]) from None
            names.append(_("Computer"))
        try:
            session = Session(rules, names, kind=kind, store=store, seed=args.seed)
        except ValueError as err:
            raise UserError(str(err)) from None
        if store is not None and args.new:  # the kept game of these rules is given up, as the looks do
            store.give_up_kept(kind.name, lambda saved: saved.game.rules == rules)
        resumed = store is not None and not args.new and session.resume()
        if resumed and session.players != tuple(names):
            computers = {}  # another table's game goes on, every seat a person
        return TextPlay(session, sys.stdin, sys.stdout, computers=computers, rng=random.Random(args.seed)).run()
    finally:
        if store is not None:
            store.close()
