"""``ynot text``: play any game in the terminal; the dice games by default, with the dice, sheet and move
syntax of the pbmserv Yacht manual of 2003, another game with ``--game NAME``.

The game is played on a session through the one text-play frame with the game's own text board (its
kind's ``text_board``): saved after every move, offered again at the next start (``quit`` keeps it), kept
in the records and statistics when it ends."""

from __future__ import annotations

import argparse
import random
import sys
from typing import TYPE_CHECKING, Any

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..cli import UserError
from ..core import DEFAULT_PLAYER, NotOffered, Session, default_name, game_names, get_kind, shown_name
from ..i18n import _
from ..store import Store
from ..text.play import TextPlay
from ._rules_args import game_rules

if TYPE_CHECKING:
    from ..core import GameKind
    from ..store import Store


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game", default=None, metavar="NAME", help=_("the game to play: {names} (default {default})").format(
            names=", ".join(_game_names()), default=_default_game()
        )
    )
    parser.add_argument(
        "--rules",
        default=None,
        metavar="NAME",
        help=_("the game's rule set, e.g. ynot, yahtzee, yatcy, winzee or yacht for the dice games (default: rules ="
               " in ynot.ini for them, or the game's first)"),
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
        help=_("add a computer player of this level (the dice games': beginner, good or perfect)"),
    )
    parser.add_argument("--seed", type=int, default=None, metavar="N", help=_("seed the dice, to replay the same game"))
    parser.add_argument("--new", action="store_true", help=_("start a new game even if one was left unfinished"))
    parser.add_argument("--no-keep", action="store_true", help=_("keep no results and no saved game"))


def _game_names() -> list[str]:
    return list(game_names())


def _default_game() -> str:
    return default_name() or ""


def _chosen_rules(kind: GameKind, args: argparse.Namespace, store: Store | None) -> Any:
    """The rules named on the command line, else those of ynot.ini (the default game's ``rules =`` with
    winzee's options), else the game's own first."""
    if args.rules is None and not args.option and store is not None and kind.name == _default_game():
        return store.options.rule_set()
    return game_rules(kind, args.rules, args.option)


def run(args: argparse.Namespace) -> int:
    try:
        kind = get_kind(args.game or _default_game())
        text_board = kind.part("text_board")
    except KeyError as err:
        raise UserError(err.args[0]) from None
    except NotOffered as err:
        raise UserError(str(err)) from None
    store = None
    if not args.no_keep:
        store = Store.open()
    try:
        rules = _chosen_rules(kind, args, store)
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
        people = [seat for seat in range(len(session.players)) if seat not in computers]
        board = text_board(session, people=people)
        play = TextPlay(session, sys.stdin, sys.stdout, board=board, computers=computers, rng=random.Random(args.seed))
        return play.run()
    finally:
        if store is not None:
            store.close()
