"""``ynot pbm``: play by mail (pbmserv's Yacht of 2003, and Muggins dominoes): users, numbered boards, and
the mail gateway."""

from __future__ import annotations

import getpass
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING

from .. import games  # noqa: F401 - every game YNOT ships, in the registry
from ..cli import UserError
from ..core import NotOffered, kind_for_mail_word, mail_words
from ..i18n import _, ngettext
from ..pbm.boards import BoardStore
from ..pbm.users import PbmError, check_email, check_user_id
from ..store.safefile import blocking_path, unusable, why
from ._rules_args import game_rules

if TYPE_CHECKING:
    import argparse

    from ..pbm.boards import BoardStore
    from ..pbm.mail.gateway import Gateway
    from ..pbm.mail.settings import MailSettings


def _board_number(text: str) -> int:
    import argparse  # lazy: the mail path reads no command line (ynot/cli.py, docs/imports.md)

    cleaned = text.strip().lstrip("#")
    if not cleaned.isdigit() or not 1 <= int(cleaned) < 10**9:
        raise argparse.ArgumentTypeError(
            _("a board number is a whole number like 7, not {text!r}").format(text=text)
        )
    return int(cleaned)


def configure(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="pbm_command", metavar="ACTION", required=True)
    _configure_users(sub)
    challenge = sub.add_parser(
        "challenge",
        help=_("start a board for 2 to 4 users and print its number"),
        description=_("Start a numbered board for 2 to 4 users who have accounts; the first named moves first."),
    )
    challenge.add_argument("users", nargs="+", metavar="USER", help=_("2 to 4 user ids, in turn order"))
    words = _mail_words()
    challenge.add_argument(
        "--game",
        default=words[0] if words else None,
        choices=words,
        help=_("the game, by the first word of its mail commands: {words} (default {word})").format(
            words=", ".join(words), word=words[0] if words else ""
        ),
    )
    challenge.add_argument("--partners", action="store_true",
                           help=_("four players as two partnerships, the first and third against the second and "
                                  "fourth (dominoes)"))
    challenge.add_argument(
        "--rules", default=None, metavar="NAME", help=_("the game's rule set (default: the board's own, yacht)")
    )
    challenge.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help=_("a rule option, e.g. --option columns=3 (winzee)"),
    )
    challenge.add_argument(
        "--seed",
        type=int,
        default=None,
        metavar="N",
        help=_("seed the board's dice (for tests: seeded dice can be foreseen)"),
    )
    move = sub.add_parser(
        "move",
        help=_("make a move: pips to roll again (2414), 'all', or a box letter"),
        description=_("Make a move on a board. MOVE is the pips of the dice to roll again (2414), 'all', or "
        "a box letter (a-f, t, r, h, s, l, y, x; with several columns e2 is Fives in column 2). "
        "The password is the user's own, the same on every board."),
    )
    move.add_argument("board", type=_board_number, metavar="BOARD", help=_("the board's number"))
    move.add_argument("user", metavar="USER", help=_("your user id"))
    move.add_argument("password", metavar="PASSWORD", help=_("your password (put -- before one starting with -)"))
    move.add_argument("move", nargs="+", metavar="MOVE", help=_("e.g. 2414, all, or e"))
    show = sub.add_parser("show", help=_("print a board: dice, whose turn, rolls left and the score sheet"))
    show.add_argument("board", type=_board_number, metavar="BOARD", help=_("the board's number"))
    listing = sub.add_parser("list", help=_("list the unfinished boards and whose turn it is"))
    listing.add_argument("user", nargs="?", metavar="USER", help=_("only the boards this user plays on"))
    listing.add_argument("--mine", action="store_true", help=_("only the boards where it is USER's turn"))
    listing.add_argument("--all", action="store_true", help=_("finished boards too"))
    sub.add_parser("index", help=_("read every board again and rebuild the index 'list' reads"))
    limit = sub.add_parser("limit", help=_("set the days a player may take over a move on a board (0: none)"))
    limit.add_argument("board", type=_board_number, metavar="BOARD", help=_("the board's number"))
    limit.add_argument("days", type=int, metavar="DAYS", help=_("days; 0 for no limit"))
    mail = sub.add_parser(
        "mail",
        help=_("read one e-mail on standard input and carry out its 'yacht ...' commands"),
        description=_("Read one message on standard input (as Postfix, a .forward pipe or procmail delivers "
        "it), carry out its pbmserv commands and mail the boards and answers ('ynot help mail' tells how to set "
        "it up)."),
    )
    mail.add_argument(
        "--sender",
        metavar="ADDRESS",
        default=None,
        help=_("the envelope sender, e.g. Postfix's ${sender} ('' for a bounce)"),
    )
    poll = sub.add_parser("poll", help=_("carry out the new messages of a Maildir and file them as seen"))
    poll.add_argument("maildir", metavar="MAILDIR", help=_("the Maildir folder (holding cur, new and tmp)"))
    sub.add_parser("flush", help=_("send the mail waiting in the outbox (when [mail] smtp is set in ynot.ini)"))
    sub.add_parser("tick", help=_("the time limits (warn, then drop), deferred messages and the outbox; for cron"))


def _configure_users(sub) -> None:
    user = sub.add_parser(
        "user",
        help=_("add users, change their password or address, list them"),
        description=_("Play-by-mail users: a password belongs to a user and holds on "
        "every board. The password is asked without echo, or read from standard input."),
    )
    actions = user.add_subparsers(dest="user_command", metavar="ACTION", required=True)
    add = actions.add_parser("add", help=_("add a user (asks for the password)"))
    add.add_argument("name", metavar="NAME",
                     help=_("user id: up to 20 letters, digits, '_' or '.', not starting with '.'"))
    add.add_argument("--email", metavar="ADDRESS", default=None, help=_("where the boards are mailed"))
    add.add_argument("--language", dest="user_language", metavar="CODE", default="",
                     help=_("the language of the user's boards and answers (de, en, ...)"))
    passwd = actions.add_parser("passwd", help=_("change a user's password (asks for it)"))
    passwd.add_argument("name", metavar="NAME")
    email = actions.add_parser("email", help=_("change a user's e-mail address"))
    email.add_argument("name", metavar="NAME")
    email.add_argument("address", metavar="ADDRESS")
    actions.add_parser("list", help=_("list the users, their languages ('-': the server's) and addresses"))


def quick(args: list[str]) -> SimpleNamespace | None:
    """``mail`` and ``mail --sender ADDRESS`` as the parser reads them, without building it (a mail server
    starts ``ynot pbm mail`` for every message); None for anything else, which the parser reads."""
    if args[:1] != ["mail"]:
        return None
    rest = args[1:]
    if not rest:
        return SimpleNamespace(pbm_command="mail", sender=None)
    if len(rest) == 1 and rest[0].startswith("--sender="):
        return SimpleNamespace(pbm_command="mail", sender=rest[0].partition("=")[2])
    if len(rest) == 2 and rest[0] == "--sender" and not rest[1].startswith("-"):
        return SimpleNamespace(pbm_command="mail", sender=rest[1])
    return None


def run(args: argparse.Namespace) -> int:
    boards = BoardStore()
    try:
        return _COMMANDS[args.pbm_command](boards, args)
    except PbmError as err:
        for sentence in boards.users.take_notices():  # for the keeper: a user locked out by a damaged line
            print(f"ynot: {sentence}", file=sys.stderr)
        raise UserError(str(err)) from None
    except BrokenPipeError:
        raise  # the reader of the output went away: the command line stops quietly
    except OSError as err:  # a lock that stayed taken, a full disk: one sentence
        refused = unusable(boards.folder)
        if refused is not None:  # not a folder, no permission, a full disk
            raise UserError(_("Play by mail cannot keep its boards in {path} ({why}).").format(
                path=blocking_path(boards.folder), why=why(refused))) from None
        raise UserError(str(err.strerror or err)) from None


# --- users --------------------------------------------------------------------------------------
def read_password(prompt: str, *, stdin=None) -> str:
    """A password asked twice without echo on a terminal, or the first line of a piped standard input."""

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
            print(f"  {account.name:<20} {account.language or '-':<6} {account.email or _('(no address)')}")
        if not accounts:
            print(_("No users yet: add one with 'ynot pbm user add NAME --email ADDRESS'."))
        for sentence in users.old_ids():
            print(sentence, file=sys.stderr)
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

    check_user_id(args.name)
    if args.email:
        check_email(args.email)
    if users.get(args.name) is not None:
        raise UserError(_("There is already a user {name}.").format(name=args.name))
    password = read_password(_("Password for {name}: ").format(name=args.name))
    account = users.add(args.name, password, args.email, args.user_language)
    where = account.email or _("no address: boards are not mailed")
    print(_("User {name} added ({where}).").format(name=account.name, where=where))
    return 0


# --- boards -------------------------------------------------------------------------------------
def _print_board(board, events=()) -> None:
    kind = board.kind
    print(board.title())
    for sentence in [*(item.sentence() for item in board.news), *kind.said(board.game, events, None)]:
        print(sentence)
    print(board.turn_line())
    print()
    print(kind.table(board.game, None))


def _mail_words() -> tuple[str, ...]:
    """The games play by mail offers, by the first word of their mail commands (none loaded)."""

    return mail_words()


def _challenge(boards, args: argparse.Namespace) -> int:
    rules = None
    if args.rules is not None or args.option:
        kind = kind_for_mail_word(args.game)
        try:
            kind.part("mail_board")
        except NotOffered as err:
            raise UserError(str(err)) from None
        options = [*args.option, *(["partners=yes"] if args.partners else [])]  # the rules say it too
        rules = game_rules(kind, args.rules, options)
    gateway = _gateway(boards)
    board = boards.challenge(
        args.users,
        args.game,
        rules=rules,
        seed=args.seed,
        before_save=gateway.mail_board,
        limit=gateway.settings.time_limit,
        partners=args.partners,
    )
    print(_("Board {number} created.").format(number=board.number))
    _print_board(board)
    _report_sending(gateway)
    return 0


def _gateway(boards: BoardStore, settings: MailSettings | None = None) -> Gateway:
    """The mail gateway (with ``settings``, else ynot.ini's): a board changed at the command line is mailed to its
    players too."""
    from ..pbm.mail.gateway import Gateway  # lazy: 'ynot pbm list' and 'show' load no mail (docs/imports.md)

    return Gateway(boards, settings) if settings is not None else Gateway.from_settings(boards)


def _report_sending(gateway: Gateway) -> None:
    for sentence in gateway.send_waiting().notices:
        print(sentence, file=sys.stderr)


def _move(boards, args: argparse.Namespace) -> int:
    gateway = _gateway(boards)
    result = boards.move(args.board, args.user, args.password, " ".join(args.move), before_save=gateway.mail_board)
    board = result.board
    _print_board(board, result.events)
    if board.game.is_over:
        from ..pbm.finish import Recorder  # lazy: the store loads only when a game ends (docs/imports.md)

        for sentence in Recorder().game_over(board.game, board.record_text()):
            print(sentence)
    _report_sending(gateway)
    return 0


def _show(boards, args: argparse.Namespace) -> int:
    _print_board(boards.load(args.board))
    return 0


def _list(boards, args: argparse.Namespace) -> int:
    if args.mine and not args.user:
        raise UserError(_("--mine needs a USER."))
    lines = [entry.line() for entry in boards.summaries(args.user, finished=args.all, mine=args.mine)]
    found = bool(lines)
    if lines:  # written at once: the stream fits 10,000 lines in one go, not line by line
        print("\n".join(lines))
    for notice in boards.index.notices:
        print(notice, file=sys.stderr)
    if not found:
        if args.user:
            print(_("{user} plays on no unfinished board.").format(user=args.user))
        else:
            print(_("No unfinished boards: start one with 'ynot pbm challenge USER1 USER2'."))
    return 0


def _index(boards, args: argparse.Namespace) -> int:
    entries = boards.index.rebuild()
    for notice in boards.index.notices:
        print(notice, file=sys.stderr)
    print(ngettext("The index holds {n} board.", "The index holds {n} boards.", len(entries)).format(
        n=len(entries)))
    return 1 if boards.index.notices else 0


def _limit(boards, args: argparse.Namespace) -> int:
    if not 0 <= args.days <= 3650:
        raise UserError(_("A time limit is 0 to 3650 days."))

    def set_limit(board) -> list:
        board.limit = args.days
        board.warned = False
        return []

    boards.change(args.board, set_limit)
    if args.days:
        print(ngettext("On board {n} a player may take {days} day over a move.",
                       "On board {n} a player may take {days} days over a move.", args.days).format(
            n=args.board, days=args.days))
    else:
        print(_("Board {n} has no time limit.").format(n=args.board))
    return 0


# --- mail ---------------------------------------------------------------------------------------
def _mail(boards, args: argparse.Namespace) -> int:
    """One message on standard input. Its first command's password check starts as soon as the message is read,
    on a thread of its own, and runs while the gateway and the game load (scrypt lets go of the interpreter)."""
    # lazy: 'ynot pbm list' and 'show' load no mail, 45-55 ms of processor time on a busy machine (docs/imports.md)
    from ..pbm.mail.incoming import first_credentials, read_input, read_message
    from ..pbm.mail.settings import load_settings

    settings = load_settings()
    raw = read_input(sys.stdin.buffer, settings.max_size)
    found = first_credentials(read_message(raw, max_size=settings.max_size, envelope_sender=args.sender))
    if found is not None:
        boards.users.check_early(*found)
    return _report(_gateway(boards, settings).deliver(raw, envelope_sender=args.sender))


def _poll(boards, args: argparse.Namespace) -> int:
    gateway = _gateway(boards)
    report = gateway.poll(Path(args.maildir).expanduser())
    return _report(report)


def _flush(boards, args: argparse.Namespace) -> int:
    return _report(_gateway(boards).flush())


def _tick(boards, args: argparse.Namespace) -> int:
    return _report(_gateway(boards).tick())


def _report(report) -> int:
    """Print a mail run's sentences (for cron's mail or Postfix's log); the exit status it asks for."""
    for sentence in report.notices:
        print(sentence, file=sys.stderr)
    for sentence in report.lines:
        print(sentence)
    return report.status


_COMMANDS = {
    "user": _user,
    "challenge": _challenge,
    "move": _move,
    "show": _show,
    "list": _list,
    "mail": _mail,
    "poll": _poll,
    "flush": _flush,
    "tick": _tick,
    "index": _index,
    "limit": _limit,
}
