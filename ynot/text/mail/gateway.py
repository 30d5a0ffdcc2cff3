"""The play-by-mail server on e-mail: messages in, their commands carried out, boards and answers out.

One message is handled under ``mail.lock`` from start to end: it is read, checked against the messages
handled before and the sender's rate, and its commands are carried out in order. An accepted move or
challenge stages the board's mail before the board is written and commits it after (see
:mod:`.outbox`); the answer to the sender is staged, the message noted as handled, then the answer
committed. Sending comes last, outside the lock. Nothing here trusts the ``From`` address: it is only
where answers go; a move needs its user's password.
"""

from __future__ import annotations

import email.utils
import logging
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import EmailMessage
from pathlib import Path
from typing import BinaryIO

from ...dice import Event
from ...dice.rules import get_rules
from ...i18n import _
from ...store.safefile import exclusive_lock
from ..board import Board, BoardError, BoardStore
from ..narrate import board_text, describe
from ..pbm_users import PbmError
from .commands import Challenge, Help, ListBoards, MailMove, Show, help_text, parse_command, shown
from .incoming import Incoming, read_message
from .ledger import Ledger
from .outbox import ANSWERS_HEADER, BOARD_HEADER, Outbox, describe_send
from .settings import MailSettings, load_settings

log = logging.getLogger("ynot.pbm.mail")

#: The exit status asking the mail system to deliver the message again later (sysexits' EX_TEMPFAIL).
TEMPFAIL = 75
LIST_LINES = 100


@dataclass
class RunReport:
    """What a run says: ``notices`` for the keeper (standard error, the log), ``lines`` for standard output."""

    notices: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    status: int = 0

    def note(self, sentence: str) -> None:
        self.notices.append(sentence)
        log.info("%s", sentence)


@dataclass
class _Block:
    """One command's part of the answer: the line (password masked) and what came of it."""

    line: str
    text: str
    needs_answer: bool = True  # an accepted move or challenge alone asks for no answer


class Gateway:
    """Carries out mailed commands on ``boards`` and mails the boards and answers."""

    def __init__(self, boards: BoardStore, settings: MailSettings) -> None:
        self.boards = boards
        self.settings = settings
        self.outbox = Outbox(boards.folder / "outbox")
        self.ledger = Ledger(boards.folder)

    @classmethod
    def from_settings(cls, boards: BoardStore) -> Gateway:
        return cls(boards, load_settings())

    # -- the runs --------------------------------------------------------------------------
    def deliver_stdin(self, stream: BinaryIO, envelope_sender: str | None = None) -> RunReport:
        """``ynot pbm mail``: one message on standard input."""
        raw = stream.read(self.settings.max_size + 1)
        if len(raw) > self.settings.max_size:
            raw += stream.read(self.settings.max_size)  # enough to tell it is too big, not the whole
            while stream.read(1 << 20):
                pass  # let the delivering program finish writing
        return self.deliver(raw, envelope_sender)

    def deliver(self, raw: bytes, envelope_sender: str | None = None) -> RunReport:
        """Handle one message's bytes and send what is waiting."""
        report = RunReport()
        for sentence in self.settings.notices:
            report.note(sentence)
        try:
            with exclusive_lock(self.ledger.lock_path):
                self._recover(report)
                self._handle(raw, envelope_sender, report)
        except OSError as err:  # a full disk, a lock held too long: the mail system delivers it again
            report.note(_("The message could not be handled ({why}); the mail system will bring it again.").format(
                why=err.strerror or err))
            report.status = TEMPFAIL
            return report
        self._send(report)
        return report

    def poll(self, maildir: Path) -> RunReport:
        """``ynot pbm poll``: every message in ``maildir/new``, each then filed in ``cur`` as seen."""
        report = RunReport()
        for sentence in self.settings.notices:
            report.note(sentence)
        new, cur = maildir / "new", maildir / "cur"
        if not new.is_dir() or not cur.is_dir():
            raise PbmError(_("{path} is not a Maildir (it needs the folders cur, new and tmp).").format(path=maildir))
        handled = 0
        for path in sorted(p for p in new.iterdir() if not p.name.startswith(".")):
            try:
                raw = path.read_bytes()
            except OSError as err:
                report.note(_("{name} cannot be read ({why}).").format(name=path.name, why=err.strerror or err))
                continue
            try:
                with exclusive_lock(self.ledger.lock_path):
                    self._recover(report)
                    self._handle(raw, None, report)
            except OSError as err:
                report.note(_("{name} could not be handled ({why}); it stays in new for the next poll.").format(
                    name=path.name, why=err.strerror or err))
                report.status = TEMPFAIL
                break
            name = path.name.split(":", 1)[0]
            os.replace(path, cur / f"{name}:2,S")
            handled += 1
        if handled:
            report.lines.append(_("{n} message(s) read from {path}.").format(n=handled, path=maildir))
        self._send(report)
        return report

    def flush(self) -> RunReport:
        """``ynot pbm flush``: send what waits in the outbox (after finishing what a killed run left)."""
        report = RunReport()
        for sentence in self.settings.notices:
            report.note(sentence)
        with exclusive_lock(self.ledger.lock_path):
            self._recover(report)
        self._send(report)
        if not self.settings.smtp_host:
            waiting = len(self.outbox.waiting())
            report.lines.append(_("No SMTP server is set in ynot.ini [mail]; {n} mail(s) are in {path}.").format(
                n=waiting, path=self.outbox.new))
        return report

    # -- one message -----------------------------------------------------------------------
    def _handle(self, raw: bytes, envelope_sender: str | None, report: RunReport) -> None:
        settings, ledger = self.settings, self.ledger
        incoming = read_message(raw, max_size=settings.max_size, envelope_sender=envelope_sender)
        label = incoming.message_id or _("(no Message-ID)")
        if ledger.seen(incoming.key):
            report.note(_("Message {id} was handled before; it is not carried out again.").format(id=label))
            return
        skip = incoming.ignore
        if skip is None and incoming.reply_to is None:
            skip = _("it has no address to answer")
        if skip is None and incoming.reply_to == settings.sender.lower():
            skip = _("it comes from this server's own address")
        if skip is not None:
            report.note(_("Message {id} is not answered: {why}.").format(id=label, why=skip))
            ledger.mark_seen(incoming.key, incoming.reply_to)
            return
        assert incoming.reply_to is not None
        blocks = self._answer(incoming, ledger.recent(incoming.reply_to) + 1, report)
        staged = None
        if blocks is not None and any(block.needs_answer for block in blocks):
            staged = self.outbox.stage(self._answer_mail(incoming, blocks))
        ledger.mark_seen(incoming.key, incoming.reply_to)
        if staged is not None:
            staged.commit()

    def _answer(self, incoming: Incoming, count: int, report: RunReport) -> list[_Block] | None:
        """The blocks of the answer, or None for no answer at all."""
        settings = self.settings
        if count > settings.rate:
            report.note(_("{sender} sent more than {n} messages in an hour; message {id} is not read.").format(
                sender=incoming.reply_to, n=settings.rate, id=incoming.message_id))
            if count > settings.rate + 1:
                return None  # said once; no more answers to feed a loop
            return [_Block("", _("You sent more than {n} messages in an hour; the server reads none of yours "
                                 "until the hour is over.").format(n=settings.rate))]
        if incoming.too_big:
            return [_Block("", _("Your message is bigger than {n} KiB, so it was not read; send the commands "
                                 "alone, without attachments.").format(n=settings.max_size // 1024))]
        if not incoming.commands:
            return [_Block("", _("No command was found: each command is a line starting with 'yacht', "
                                 "for instance 'yacht help'. Quoted lines and signatures are not read."))]
        if len(incoming.commands) > settings.max_commands:
            return [_Block("", _("A message may hold at most {most} commands; yours holds {n}, so none was "
                                 "carried out.").format(most=settings.max_commands, n=len(incoming.commands)))]
        return [self._carry_out(line, f"{incoming.key}#{index}", report)
                for index, line in enumerate(incoming.commands, start=1)]

    def _carry_out(self, line: str, key: str, report: RunReport) -> _Block:
        quoted = shown(line)
        try:
            command = parse_command(line)
            if isinstance(command, Help):
                return _Block(quoted, help_text(self.settings.sender))
            if isinstance(command, ListBoards):
                return _Block(quoted, self._listing(command.user))
            if isinstance(command, Show):
                board = self.boards.load(command.board)
                return _Block(quoted, f"{board.title()}\n{board.turn_line()}\n\n{board_text(board.game.state)}")
            if isinstance(command, Challenge):
                board = self.boards.challenge(command.users, get_rules("yacht"), before_save=self.mail_board)
                return _Block(quoted, _("Board {n} was started and mailed to its players.").format(n=board.number),
                              needs_answer=False)
            assert isinstance(command, MailMove)
            result = self.boards.move(command.board, command.user, command.password, command.move,
                                      key=key, before_save=self.mail_board)
        except PbmError as err:
            return _Block(quoted, str(err))
        except OSError as err:
            if isinstance(err, BrokenPipeError):
                raise
            return _Block(quoted, _("The board could not be changed ({why}); nothing was done, send it again "
                                    "later.").format(why=err.strerror or err))
        if result.repeated:
            report.note(_("'{line}' was played before; not again.").format(line=quoted))
            return _Block(quoted, _("This move was played before; it is not played again."), needs_answer=False)
        if result.board.game.is_over:
            self._record(result.board, report)
        return _Block(quoted, _("Played; board {n} was mailed to its players.").format(n=command.board),
                      needs_answer=False)

    def _listing(self, user: str | None) -> str:
        lines = []
        more = 0
        for entry in self.boards.summaries(user):
            if isinstance(entry, BoardError):
                continue  # the keeper is told by 'ynot pbm list'; players need not see it
            if len(lines) < LIST_LINES:
                lines.append(entry.line())
            else:
                more += 1
        if more:
            lines.append(_("... and {n} more.").format(n=more))
        return "\n".join(lines) if lines else _("There are no boards.")

    def _record(self, board: Board, report: RunReport) -> None:
        """A finished game goes to the high scores and statistics, as at the command line."""
        from ..finish import Recorder

        for sentence in Recorder().game_over(board.game, board.record_text()):
            report.note(sentence)

    # -- the mail --------------------------------------------------------------------------
    def _new_message(self, to: list[str], subject: str, body: str) -> EmailMessage:
        message = EmailMessage()
        message["From"] = self.settings.sender
        message["To"] = ", ".join(to)
        message["Subject"] = subject
        message["Date"] = email.utils.formatdate(localtime=True)
        domain = self.settings.sender.rpartition("@")[2] or "localhost"
        message["Message-ID"] = email.utils.make_msgid(domain=domain)
        # ASCII boards go as they are (readable in any mailbox); anything else quoted-printable
        message.set_content(body, cte="7bit" if body.isascii() else "quoted-printable")
        return message

    def mail_board(self, board: Board, events: list[Event]) -> Callable[[], None] | None:
        """Stage the board's mail to every player with an address (called before the board is written)."""
        accounts = (self.boards.users.get(name) for name in board.users)
        addresses = [a.email for a in accounts if a is not None and a.email]
        if not addresses:
            return None
        state = board.game.state
        if state.is_over:
            subject = _("Yacht board {n}: the game is over").format(n=board.number)
            footer = ""
        else:
            subject = _("Yacht board {n}: {user} to move (turn {t} of {of})").format(
                n=board.number, user=board.current_user, t=state.turn_number(), of=state.turns_per_game)
            footer = "\n\n" + _("{user}, your move: yacht move {n} {user} PASSWORD MOVE\n"
                                "(MOVE is 2414, all or a box letter; 'yacht help' says more)").format(
                user=board.current_user, n=board.number)
        said = "\n".join([board.title(), *describe(events, state), board.turn_line()])
        message = self._new_message(addresses, subject, f"{said}\n\n{board_text(state)}{footer}\n")
        message_id = str(message["Message-ID"])
        if board.thread:
            root, last = board.thread
            message["In-Reply-To"] = last
            message["References"] = " ".join(dict.fromkeys([root, last]))
        message["Auto-Submitted"] = "auto-generated"
        message[BOARD_HEADER] = str(board.number)
        board.thread = (board.thread[0] if board.thread else message_id, message_id)
        return self.outbox.stage(message).commit

    def _answer_mail(self, incoming: Incoming, blocks: list[_Block]) -> EmailMessage:
        assert incoming.reply_to is not None
        subject = incoming.subject or _("your message")
        if not subject.lower().startswith("re:"):
            subject = "Re: " + subject
        parts = [f"> {block.line}\n{block.text}" if block.line else block.text for block in blocks]
        body = "\n\n".join(parts) + "\n\n-- \n" + _("The Yacht server at {server}; 'yacht help' says how to "
                                                   "play.").format(server=self.settings.sender) + "\n"
        message = self._new_message([incoming.reply_to], subject, body)
        if incoming.message_id:
            message["In-Reply-To"] = incoming.message_id
            message["References"] = " ".join(dict.fromkeys([*incoming.references, incoming.message_id]))
        message["Auto-Submitted"] = "auto-replied"
        message[ANSWERS_HEADER] = incoming.key
        return message

    # -- recovery and sending --------------------------------------------------------------
    def _thread_end(self, number: int) -> str | None:
        try:
            with exclusive_lock(self.boards.lock_path(number)):
                board = self.boards.load(number)
        except PbmError:
            return None
        return board.thread[1] if board.thread else None

    def _recover(self, report: RunReport) -> None:
        committed = self.outbox.recover(self._thread_end, self.ledger.seen)
        if committed:
            report.note(_("{n} mail(s) left by an interrupted run were put in the outbox.").format(n=committed))

    def send_waiting(self) -> RunReport:
        """Send what waits in the outbox (after a move or challenge made at the command line)."""
        report = RunReport()
        for sentence in self.settings.notices:
            report.note(sentence)
        self._send(report)
        return report

    def _send(self, report: RunReport) -> None:
        for sentence in describe_send(self.outbox.send(self.settings)):
            report.note(sentence)
