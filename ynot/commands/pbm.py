"""``ynot pbm``: play-by-mail Yacht (seed 004): users, numbered boards, and the mail gateway."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ..cli import UserError
from ..i18n import _
from .text import rules_from_args

if TYPE_CHECKING:
    from ..text.board import BoardStore
    from ..text.mail.gateway import Gateway

HELP = "Play by mail: users, challenge, move on, show and list numbered boards; play by e-mail (pbmserv Yacht)."


def _board_number(text: str) -> int:
    cleaned = text.strip().lstrip("#")
    if not cleaned.isdigit() or not 1 <= int(cleaned) < 10**9:
        raise argparse.ArgumentTypeError(f"a board number is a whole number like 7, not {text!r}")
    return int(cleaned)


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="pbm_command", metavar="ACTION", required=True)
    _configure_users(sub)
    challenge = sub.add_parser(
        "challenge", help="start a board for 2 to 4 users and print its number",
        description="Start a numbered board for 2 to 4 users who have accounts; the first named moves first.",
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
        "The password is the user's own, the same on every board.",
    )
    move.add_argument("board", type=_board_number, metavar="BOARD", help="the board's number")
    move.add_argument("user", metavar="USER", help="your user id")
    move.add_argument("password", metavar="PASSWORD", help="your password (put -- before one starting with -)")
    move.add_argument("move", nargs="+", metavar="MOVE", help="e.g. 2414, all, or e")
    show = sub.add_parser("show", help="print a board: dice, whose turn, rolls left and the score sheet")
    show.add_argument("board", type=_board_number, metavar="BOARD", help="the board's number")
    listing = sub.add_parser("list", help="list the boards and whose turn it is")
    listing.add_argument("user", nargs="?", metavar="USER", help="only the boards this user plays on")
    mail = sub.add_parser(
        "mail", help="read one e-mail on standard input and carry out its 'yacht ...' commands",
        description="Read one message on standard input (as Postfix, a .forward pipe or procmail delivers "
        "it), carry out its pbmserv commands and mail the boards and answers (see docs/pbm-mail.md).",
    )
    mail.add_argument("--sender", metavar="ADDRESS", default=None,
                      help="the envelope sender, e.g. Postfix's ${sender} ('' for a bounce)")
    poll = sub.add_parser("poll", help="carry out the new messages of a Maildir and file them as seen")
    poll.add_argument("maildir", metavar="MAILDIR", help="the Maildir folder (holding cur, new and tmp)")
    sub.add_parser("flush", help="send the mail waiting in the outbox (when [mail] smtp is set in ynot.ini)")


def _configure_users(sub) -> None:
    user = sub.add_parser("user", help="add users, change their password or address, list them",
                          description="Play-by-mail users: a password belongs to a user and holds on "
                          "every board. The password is asked without echo, or read from standard input.")
    actions = user.add_subparsers(dest="user_command", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="add a user (asks for the password)")
    add.add_argument("name", metavar="NAME", help="user id: up to 20 letters, digits, '.', '_' or '-'")
    add.add_argument("--email", metavar="ADDRESS", default=None, help="where the boards are mailed")
    passwd = actions.add_parser("passwd", help="change a user's password (asks for it)")
    passwd.add_argument("name", metavar="NAME")
    email = actions.add_parser("email", help="change a user's e-mail address")
    email.add_argument("name", metavar="NAME")
    email.add_argument("address", metavar="ADDRESS")
    actions.add_parser("list", help="list the users and their addresses")


def run(args: argparse.Namespace) -> int:
    from .. import games  # noqa: F401 - finished games reach the records through the registry
    from ..text.board import BoardStore
    from ..text.pbm_users import PbmError

    boards = BoardStore()
    try:
        return _COMMANDS[args.pbm_command](boards, args)
    except PbmError as err:
        raise UserError(str(err)) from None
    except BrokenPipeError:
        raise  # the reader of the output went away: the command line stops quietly
    except OSError as err:  # a lock that stayed taken, a full disk: one sentence
        raise UserError(str(err.strerror or err)) from None


# --- users --------------------------------------------------------------------------------------
def read_password(prompt: str, *, stdin=None) -> str:
    """A password asked twice without echo on a terminal, or the first line of a piped standard input."""
    import getpass

    stream = stdin if stdin is not None else sys.stdin
    if stream.isatty():
        first = getpass.getpass(prompt)
        if getpass.getpass(_("Once more: ")) != first:
            raise UserError(_("The two passwords differ; nothing was changed."))
        return first
    return stream.readline().rstrip("\r\n")


def _user(boards, args: argparse.Namespace) -> int:
    users = boards.users
    if args.user_command == "list":
        accounts = users.accounts()
        for account in accounts:
            print(f"  {account.name:<20} {account.email or _('(no address)')}")
        if not accounts:
            print(_("No users yet: add one with 'ynot pbm user add NAME --email ADDRESS'."))
        return 0
    if args.user_command == "email":
        account = users.update(args.name, email=args.address)
        print(_("{name}'s boards now go to {address}.").format(name=account.name, address=account.email))
        return 0
    if args.user_command == "passwd":
        users.require([args.name])
        users.update(args.name, password=read_password(_("New password for {name}: ").format(name=args.name)))
        print(_("{name}'s password was changed.").format(name=args.name))
        return 0
    from ..text.pbm_users import check_email, check_user_id

    check_user_id(args.name)
    if args.email:
        check_email(args.email)
    if users.get(args.name) is not None:
        raise UserError(_("There is already a user {name}.").format(name=args.name))
    account = users.add(args.name, read_password(_("Password for {name}: ").format(name=args.name)), args.email)
    where = account.email or _("no address: boards are not mailed")
    print(_("User {name} added ({where}).").format(name=account.name, where=where))
    return 0


# --- boards -------------------------------------------------------------------------------------
def _challenge(boards, args: argparse.Namespace) -> int:
    from ..text.narrate import board_text

    rules = rules_from_args(args.rules, args.option)
    gateway = _gateway(boards)
    board = boards.challenge(args.users, rules, seed=args.seed, before_save=gateway.mail_board)
    print(_("Board {number} created.").format(number=board.number))
    print(board.title())
    print(board.turn_line())
    print()
    print(board_text(board.game.state))
    _report_sending(gateway)
    return 0


def _gateway(boards: BoardStore) -> Gateway:
    """The mail gateway: a board changed at the command line is mailed to its players too."""
    from ..text.mail.gateway import Gateway

    return Gateway.from_settings(boards)


def _report_sending(gateway: Gateway) -> None:
    for sentence in gateway.send_waiting().notices:
        print(sentence, file=sys.stderr)


def _move(boards, args: argparse.Namespace) -> int:
    from ..text.finish import Recorder
    from ..text.narrate import board_text, describe

    gateway = _gateway(boards)
    result = boards.move(args.board, args.user, args.password, " ".join(args.move), before_save=gateway.mail_board)
    board = result.board
    print(board.title())
    for sentence in describe(result.events, board.game.state):
        print(sentence)
    print(board.turn_line())
    print()
    print(board_text(board.game.state))
    if board.game.is_over:
        recorder = Recorder()
        for sentence in recorder.game_over(board.game, board.record_text()):
            print(sentence)
    _report_sending(gateway)
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
    for entry in boards.summaries(args.user):
        found = True
        print(f"  {entry}" if isinstance(entry, BoardError) else entry.line())
    if not found:
        if args.user:
            print(_("{user} plays on no board.").format(user=args.user))
        else:
            print(_("No boards yet: start one with 'ynot pbm challenge USER1 USER2'."))
    return 0


# --- mail ---------------------------------------------------------------------------------------
def _mail(boards, args: argparse.Namespace) -> int:
    from ..text.mail.gateway import Gateway

    gateway = Gateway.from_settings(boards)
    report = gateway.deliver_stdin(sys.stdin.buffer, envelope_sender=args.sender)
    return _report(report)


def _poll(boards, args: argparse.Namespace) -> int:
    from pathlib import Path

    from ..text.mail.gateway import Gateway

    gateway = Gateway.from_settings(boards)
    report = gateway.poll(Path(args.maildir).expanduser())
    return _report(report)


def _flush(boards, args: argparse.Namespace) -> int:
    from ..text.mail.gateway import Gateway

    return _report(Gateway.from_settings(boards).flush())


def _report(report) -> int:
    """Print a mail run's sentences (for cron's mail or Postfix's log); the exit status it asks for."""
    for sentence in report.notices:
        print(sentence, file=sys.stderr)
    for sentence in report.lines:
        print(sentence)
    return report.status


_COMMANDS = {
    "user": _user, "challenge": _challenge, "move": _move, "show": _show, "list": _list,
    "mail": _mail, "poll": _poll, "flush": _flush,
}
