"""``ynot dominoes``: Muggins dominoes in the terminal, two to four players, people and computers
(Dominoes 1.1 for the Macintosh, 1998)."""

from __future__ import annotations

import argparse
import random
import sys

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..cli import UserError
from ..core import DEFAULT_PLAYER, Session, check_name, get_kind, shown_name
from ..dominoes import DominoRules
from ..dominoes.seats import Seat, parse_seats
from ..i18n import _
from ..store import Store
from ..text.play import TextPlay


def configure(parser: argparse.ArgumentParser) -> None:
    levels = get_kind("dominoes").level_names()  # the game's own levels: the command offers every one
    parser.add_argument(
        "--set",
        choices=("six", "nine"),
        default="six",
        help=_("a double-six set (default: 7 tiles each for two players, 5 for three or four) or a double-nine"
        " set (9 each for two, 7 for three or four)"),
    )
    parser.add_argument("--target", type=int, default=300, metavar="N", help=_("points to win (default 300)"))
    parser.add_argument(
        "--level",
        choices=levels,
        default="hard",
        help=_("the computer in a two-player game (default: hard); 'ynot help computers' tells how each plays"),
    )
    parser.add_argument(
        "--players",
        default=None,
        metavar="SEATS",
        help=_("two to four seats in turn order, each a person's name or a computer ({levels}), e.g. Ann,hard,Bob,easy;"
        " people share the keyboard").format(levels=", ".join(levels)),
    )
    parser.add_argument(
        "--partners", action="store_true", help=_("four players as two partnerships: seats 1 and 3 against 2 and 4")
    )
    parser.add_argument(
        "--name", default=None,
        help=_("your name (default: the last player of YNOT, or {name})").format(name=shown_name(DEFAULT_PLAYER)),
    )
    parser.add_argument("--seed", type=int, default=None, metavar="N", help=_("seed the deals, to play the same game"))
    parser.add_argument("--new", action="store_true", help=_("start a new game even if one was left unfinished"))
    parser.add_argument("--no-keep", action="store_true", help=_("keep no results and no saved game"))


def run(args: argparse.Namespace) -> int:
    try:
        rules = DominoRules(6 if args.set == "six" else 9, args.target, partners=args.partners)
    except ValueError as err:
        raise UserError(str(err)) from None
    store = None
    if not args.no_keep:
        store = Store.open()
    try:
        if args.players is not None:
            try:
                seats = parse_seats(args.players)
            except ValueError as err:
                raise UserError(str(err)) from None
        else:
            seats = _you_and_the_computer(args, store, Seat)
        names = [seat.name for seat in seats]
        kind = get_kind("dominoes")
        try:
            rules.check_players(len(seats))
            session = Session(rules, names, kind=kind, store=store, seed=args.seed)
        except ValueError as err:
            raise UserError(str(err)) from None
        if store is not None and args.new:  # the kept game of these rules is given up, as the looks do
            store.give_up_kept(kind.name, lambda saved: saved.game.rules == rules)
        resumed = store is not None and not args.new and session.resume(max_players=len(seats))
        if resumed and list(session.game.players) != names:  # another table's game is not resumed into this one
            session = Session(rules, names, kind=kind, store=store, seed=args.seed)
        computers = {index: kind.computer(seat.level, rules) for index, seat in enumerate(seats) if seat.level}
        people = [index for index, seat in enumerate(seats) if seat.is_person]
        session.seats = [seat.level or "" for seat in seats]
        viewer = people[0] if len(people) == 1 else None
        play = TextPlay(
            session,
            sys.stdin,
            sys.stdout,
            computers=computers,
            rng=random.Random(args.seed),
            viewer=viewer,
        )
        return play.run()
    finally:
        if store is not None:
            store.close()


def _you_and_the_computer(args: argparse.Namespace, store: object, seat: type) -> tuple:
    """``--name`` (checked: an empty name is refused, not replaced) against the computer, which takes
    another name when the person is called Computer."""

    if args.name is not None:
        try:
            name = check_name(args.name)
        except ValueError as err:
            raise UserError(_("--name: {problem}").format(problem=err)) from None
    else:
        name = _last_player(store) or shown_name(DEFAULT_PLAYER)
    computer = _("Computer")
    if name.casefold() == computer.casefold():
        computer = _("Computer ({level})").format(level=args.level)
    return seat(name), seat(computer, args.level)


def _last_player(store: object) -> str | None:
    names = getattr(getattr(store, "options", None), "players", ()) or ()
    return next((n for n in names if n.casefold() != "computer"), None)
