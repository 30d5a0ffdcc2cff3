"""``ynot pbm``: play-by-mail Yacht (seed 004): numbered boards moved by user id and password."""

from __future__ import annotations

import argparse

from ..cli import UserError
from .text import rules_from_args

HELP = "Play by mail: challenge, move on, show and list numbered boards (pbmserv Yacht)."


def _board_number(text: str) -> int:
    cleaned = text.strip().lstrip("#")
    if not cleaned.isdigit() or int(cleaned) < 1:
        raise argparse.ArgumentTypeError(f"a board number is a whole number like 7, not {text!r}")
    return int(cleaned)


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="pbm_command", metavar="ACTION", required=True)
    challenge = sub.add_parser(
        "challenge", help="start a board for 2 to 4 users and print its number",
        description="Start a numbered board for 2 to 4 users; the first named moves first.",
    )
    challenge.add_argument("users", nargs="+", metavar="USER", help="2 to 4 user ids, in turn order")
    challenge.add_argument("--rules", default="yacht", metavar="NAME", help="rule set (default: yacht)")
    challenge.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                           help="a rule option, e.g. --option columns=3 (winzee)")
    challenge.add_argument("--seed", type=int, default=None, metavar="N",
                           help="seed the board's dice (for tests: seeded dice can be foreseen)")
    move = sub.add_parser(
        "move", help="make a move: pips to roll again (2414), 'all', or a box letter",
        description="Make a move on a board. MOVE is the pips of the dice to roll again (2414), 'all', or "
        "a box letter (a-f, t, r, h, s, l, y, x; with several columns e2 is Fives in column 2). "
        "A user's first move sets their password.",
    )
    move.add_argument("board", type=_board_number, metavar="BOARD", help="the board's number")
    move.add_argument("user", metavar="USER", help="your user id on that board")
    move.add_argument("password", metavar="PASSWORD",
                      help="your password (your first move sets it; put -- before one starting with -)")
    move.add_argument("move", nargs="+", metavar="MOVE", help="e.g. 2414, all, or e")
    show = sub.add_parser("show", help="print a board: dice, whose turn, rolls left and the score sheet")
    show.add_argument("board", type=_board_number, metavar="BOARD", help="the board's number")
    sub.add_parser("list", help="list the boards and whose turn it is")


def run(args: argparse.Namespace) -> int:
    from ..text.board import BoardError, BoardStore

    boards = BoardStore()
    try:
        return _COMMANDS[args.pbm_command](boards, args)
    except BoardError as err:
        raise UserError(str(err)) from None


def _challenge(boards, args: argparse.Namespace) -> int:
    from ..text.narrate import board_text

    rules = rules_from_args(args.rules, args.option)
    board = boards.challenge(args.users, rules, seed=args.seed)
    print(f"Board {board.number} created.")
    print(board.title())
    print(board.turn_line())
    print()
    print(board_text(board.game.state))
    return 0


def _move(boards, args: argparse.Namespace) -> int:
    from ..text.finish import Recorder
    from ..text.narrate import board_text, describe

    board, events = boards.move(args.board, args.user, args.password, " ".join(args.move))
    print(board.title())
    for sentence in describe(events, board.game.state):
        print(sentence)
    print(board.turn_line())
    print()
    print(board_text(board.game.state))
    if board.game.is_over:
        recorder = Recorder()
        for sentence in recorder.game_over(board.game, board.record_text()):
            print(sentence)
    return 0


def _show(boards, args: argparse.Namespace) -> int:
    from ..text.narrate import board_text

    board = boards.load(args.board)
    print(board.title())
    print(board.turn_line())
    print()
    print(board_text(board.game.state))
    return 0


def _list(boards, args: argparse.Namespace) -> int:
    from ..text.board import BoardError

    found = False
    for entry in boards.boards():
        found = True
        print(f"  {entry}" if isinstance(entry, BoardError) else entry.summary())
    if not found:
        print("No boards yet: start one with 'ynot pbm challenge USER1 USER2'.")
    return 0


_COMMANDS = {"challenge": _challenge, "move": _move, "show": _show, "list": _list}
