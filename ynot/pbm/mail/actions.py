"""Each mailed command carried out: a move, a challenge, a question about the boards, a change to one's own
account. Every refusal is a sentence in the answer; a board locked for too long or a full disk is an
OSError that goes up to the gateway, which asks the mail system to bring the message again (exit 75).
"""

from __future__ import annotations

from collections.abc import Callable

from ...i18n import _, ngettext
from ...logs import get_logger
from ..boards import BoardError, BoardStore
from ..kinds import mail_kind
from ..users import PbmError
from .boardmail import Block, MailWriter
from .commands import (
    Account,
    Challenge,
    Games,
    Help,
    ListBoards,
    MailMove,
    Message,
    Resign,
    Show,
    Standings,
    commands_text,
    parse_command,
    shown,
)
from .settings import MailSettings

log = get_logger("ynot.pbm.mail")

LIST_LINES = 100


class Carrier:
    """Carries out one message's commands for the sender at ``reply_to``."""

    def __init__(self, boards: BoardStore, settings: MailSettings, writer: MailWriter,
                 record: Callable[[object], list[str]], note: Callable[[str], None]) -> None:
        self.boards = boards
        self.settings = settings
        self.writer = writer
        self._record = record  # a finished board to the high scores: its sentences
        self._note = note  # a sentence for the keeper
        self._handlers: dict[type, Callable] = {
            Help: self._help, ListBoards: self._list, Games: self._games, Standings: self._standings,
            Show: self._show, Challenge: self._challenge, MailMove: self._move, Resign: self._resign,
            Message: self._message, Account: self._account,
        }

    def carry_out(self, line: str, key: str, reply_to: str) -> Block:
        quoted = shown(line)
        try:
            command = parse_command(line)
            return self._handlers[type(command)](command, quoted, key, reply_to)
        except PbmError as err:
            return Block(quoted, str(err))

    # -- questions -------------------------------------------------------------------------
    def _help(self, command: Help, quoted: str, key: str, reply_to: str) -> Block:
        kind = mail_kind(command.game)
        return Block(quoted, kind.help_text(self.settings.sender) + "\n\n" +
                     commands_text(command.game, self.settings.sender))

    def _lines(self, entries, empty: str) -> str:
        lines: list[str] = []
        more = 0
        for entry in entries:
            if len(lines) < LIST_LINES:
                lines.append(entry.line())
            else:
                more += 1
        if more:
            lines.append(ngettext("... and {n} more.", "... and {n} more.", more).format(n=more))
        return "\n".join(lines) if lines else empty

    def _list(self, command: ListBoards, quoted: str, key: str, reply_to: str) -> Block:
        entries = (e for e in self.boards.summaries(command.user, finished=False) if e.word == command.game)
        empty = (_("{user} plays on no unfinished board.").format(user=command.user) if command.user
                 else _("There are no unfinished boards; start one with '{game} challenge'.").format(
                     game=command.game))
        return Block(quoted, self._lines(entries, empty))

    def _games(self, command: Games, quoted: str, key: str, reply_to: str) -> Block:
        user = command.user
        if command.which == "next":
            entries = list(self.boards.summaries(user, finished=False, mine=True))
        else:
            entries = list(self.boards.summaries(user, finished=command.which == "all"))
            entries.sort(key=lambda e: (e.current.casefold() != user.casefold(), e.totals is not None))
        empty = (_("It is {user}'s turn on no board.").format(user=user) if command.which == "next"
                 else _("{user} plays on no board.").format(user=user))
        return Block(quoted, self._lines(entries, empty))

    def _standings(self, command: Standings, quoted: str, key: str, reply_to: str) -> Block:
        from .standings import standings_text  # a question rarely asked: not loaded for a move

        entries = [e for e in self.boards.summaries() if e.word == command.game]
        return Block(quoted, standings_text(entries))

    def _show(self, command: Show, quoted: str, key: str, reply_to: str) -> Block:
        board = self.boards.load(command.board)
        kind = board.kind
        if command.at is None:
            return Block(quoted, f"{board.title()}\n{board.turn_line()}\n\n{kind.table(board.game, None)}")
        if not 0 <= command.at <= board.move_number:
            raise BoardError(ngettext("Board {n} has had {m} move; show 0 to {m}.",
                                      "Board {n} has had {m} moves; show 0 to {m}.", board.move_number).format(
                n=board.number, m=board.move_number))
        past = kind.position(board.game, board.marks[command.at])
        heading = _("Board {n} as it was after move {m}:").format(n=board.number, m=command.at)
        return Block(quoted, f"{board.title()}\n{heading}\n\n{kind.table(past, None)}")

    # -- boards ------------------------------------------------------------------------------
    def _challenge(self, command: Challenge, quoted: str, key: str, reply_to: str) -> Block:
        self.boards.users.check(command.challenger, command.password)
        board = self.boards.challenge(command.users, command.game, before_save=self.writer.board_mails, key=key,
                                      limit=self.settings.time_limit)
        return Block(quoted, _("Board {n} was started and mailed to its players.").format(n=board.number),
                     needs_answer=False)

    def _move(self, command: MailMove, quoted: str, key: str, reply_to: str) -> Block:
        result = self.boards.move(command.board, command.user, command.password, command.move, key=key,
                                  before_save=self.writer.board_mails, expect=command.expect, word=command.game,
                                  prepare=self.writer.prepare)
        if result.repeated:
            self._note(_("'{line}' was played before; not again.").format(line=quoted))
            return Block(quoted, _("This move was played before; it is not played again."), needs_answer=False)
        if result.board.is_over:
            self._finished(result.board)
        return Block(quoted, _("Played; board {n} was mailed to its players.").format(n=command.board),
                     needs_answer=False)

    def _resign(self, command: Resign, quoted: str, key: str, reply_to: str) -> Block:
        result = self.boards.resign(command.board, command.user, command.password, key=key,
                                    before_save=self.writer.board_mails, word=command.game)
        if not result.repeated:
            self._finished(result.board)
        return Block(quoted, _("You resigned; board {n} was mailed to its players.").format(n=command.board),
                     needs_answer=False)

    def _message(self, command: Message, quoted: str, key: str, reply_to: str) -> Block:
        account = self.boards.users.check(command.user, command.password)
        board = self.boards.load(command.board)
        if board.user_named(account.name) is None:
            raise BoardError(_("{user} is not playing on board {number}.").format(user=account.name,
                                                                                   number=board.number))
        sent = self.writer.note(board, account.name, command.text)
        return Block(quoted, ngettext("Your message went to {n} player.", "Your message went to {n} players.",
                                      sent).format(n=sent))

    def _finished(self, board) -> None:
        for sentence in self._record(board):
            self._note(sentence)

    # -- accounts ----------------------------------------------------------------------------
    def _account(self, command: Account, quoted: str, key: str, reply_to: str) -> Block:
        users = self.boards.users
        if command.verb == "signup":
            if not self.settings.signup:
                raise PbmError(_("This server does not take sign-ups by mail; ask its keeper for an account."))
            account = users.add(command.user, command.password, reply_to)
            text = _("Welcome, {name}: your account is open and your boards will come to {address}.").format(
                name=account.name, address=account.email)
        elif command.verb == "password":
            users.check(command.user, command.password)
            users.update(command.user, password=command.value)
            text = _("{name}'s password was changed.").format(name=command.user)
        elif command.verb == "address":
            users.check(command.user, command.password)
            account = users.update(command.user, email=command.value)
            text = _("{name}'s boards now go to {address}.").format(name=account.name, address=account.email)
        else:
            account = users.check(command.user, command.password)
            playing = [e.number for e in self.boards.summaries(account.name, finished=False)]
            if playing:
                raise PbmError(ngettext(
                    "{name} still plays on board {boards}; resign it first.",
                    "{name} still plays on boards {boards}; resign them first.", len(playing)).format(
                    name=account.name, boards=", ".join(str(n) for n in playing)))
            users.remove(account.name)
            text = _("{name}'s account is closed. Goodbye!").format(name=account.name)
        return Block(quoted, text)
