"""``ynot dominoes``: Muggins dominoes against the computer in the terminal (seed 002)."""

from __future__ import annotations

import argparse
import random
import sys

from ..cli import UserError

HELP = "Play Muggins dominoes against the computer in the terminal."


def configure(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--set",
        choices=("six", "nine"),
        default="six",
        help="a double-six set, 7 tiles each (default), or a double-nine set, 9 each",
    )
    parser.add_argument("--target", type=int, default=300, metavar="N", help="points to win (default 300)")
    parser.add_argument(
        "--level",
        choices=("easy", "hard", "random"),
        default="hard",
        help="the computer: hard (default) looks ahead, easy takes the biggest score now",
    )
    parser.add_argument("--name", default=None, help="your name (default: the last player of YNOT, or Player)")
    parser.add_argument("--seed", type=int, default=None, metavar="N", help="seed the deals, to play the same game")
    parser.add_argument("--new", action="store_true", help="start a new game even if one was left unfinished")
    parser.add_argument("--no-keep", action="store_true", help="keep no results and no saved game")


def run(args: argparse.Namespace) -> int:
    from .. import games  # noqa: F401 - every game and its text board, in the registries
    from ..core import Session, get_kind
    from ..dominoes import DominoRules
    from ..text.play import TextPlay

    try:
        rules = DominoRules(6 if args.set == "six" else 9, args.target)
    except ValueError as err:
        raise UserError(str(err)) from None
    store = None
    if not args.no_keep:
        from ..store import Store

        store = Store.open()
    try:
        name = args.name or _last_player(store) or "Player"
        kind = get_kind("dominoes")
        try:
            session = Session(rules, [name, "Computer"], kind=kind, store=store, seed=args.seed)
        except ValueError as err:
            raise UserError(str(err)) from None
        if store is not None and not args.new:
            session.resume(max_players=2)
        computer = {1: kind.computer(args.level, rules)}
        play = TextPlay(session, sys.stdin, sys.stdout, computers=computer, rng=random.Random(args.seed), viewer=0)
        return play.run()
    finally:
        if store is not None:
            store.close()


def _last_player(store: object) -> str | None:
    names = getattr(getattr(store, "options", None), "players", ()) or ()
    return next((n for n in names if n.casefold() != "computer"), None)
