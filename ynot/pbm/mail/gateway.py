"""The play-by-mail server on e-mail: messages in, their commands carried out, boards and answers out.

One message is handled under ``mail.lock`` from start to end: it is read, checked against the messages
handled before and the sender's rate, and its commands are carried out in order (:mod:`.actions`). An
accepted move or challenge stages the board's mail before the board is written and commits it after (see
:mod:`.outbox`); the answer to the sender is staged, the message noted as handled, then the answer
committed. A message past the sender's hourly rate waits in ``pbm/deferred`` and is carried out by a later
run once the sender is under the rate again. A board locked for too long, or a full disk, leaves the
message unhandled with exit status 75, so the mail system brings it again. Sending comes last, outside
the lock. Nothing here trusts the ``From`` address: it is only where answers go; every change needs a
user's password.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ... import games  # noqa: F401 - a finished game reaches the records through the registry
from ...i18n import _, language, ngettext, speaking
from ...logs import get_logger
from ...store.safefile import atomic_write, exclusive_lock
from ..boards import Board, BoardError, BoardStore, now_stamp, stamp_seconds
from ..users import PbmError
from . import ledger as clock
from .actions import Carrier
from .boardmail import Block, MailWriter
from .incoming import Incoming, read_message
from .ledger import Ledger, private_folder
from .outbox import Outbox, SendReport, describe_send
from .quoting import quote_line
from .settings import MailSettings, load_settings

log = get_logger("ynot.pbm.mail")

#: The exit status asking the mail system to deliver the message again later (sysexits' EX_TEMPFAIL).
TEMPFAIL = 75
#: ``flush``: mail was refused for good (sysexits' EX_UNAVAILABLE).
UNAVAILABLE = 69
DAY = 86400.0


@dataclass
class RunReport:
    """What a run says: ``notices`` for the keeper (standard error, the log), ``lines`` for standard output."""

    notices: list[str] = field(default_factory=list)
    lines: list[str] = field(default_factory=list)
    status: int = 0

    def note(self, sentence: str) -> None:
        self.notices.append(sentence)
        log.info("%s", sentence)


class Gateway:
    """Carries out mailed commands on ``boards`` and mails the boards and answers."""

    def __init__(self, boards: BoardStore, settings: MailSettings) -> None:
        self.boards = boards
        self.settings = settings
        self.outbox = Outbox(boards.folder / "outbox")
        self.ledger = Ledger(boards.folder)
        self.deferred = boards.folder / "deferred"
        #: The server's own language (ynot.ini's, else the system's): the keeper's, and any reader's who chose none.
        self.language = language()
        self.writer = MailWriter(settings, self.outbox, boards.users, self.language)

    @classmethod
    def from_settings(cls, boards: BoardStore) -> Gateway:
        return cls(boards, load_settings())

    def _start(self) -> RunReport:
        report = RunReport()
        for sentence in self.settings.notices:
            report.note(sentence)
        private_folder(self.boards.folder)
        try:
            for sentence in self.boards.users.old_ids():
                log.warning("%s", sentence)  # the log only: 'ynot pbm user list' says it to the keeper
        except PbmError as err:
            report.note(str(err))
        return report

    # -- the runs --------------------------------------------------------------------------
    def deliver(self, raw: bytes, envelope_sender: str | None = None) -> RunReport:
        """Handle one message's bytes (and any deferred message now due), and send what is waiting."""
        report = self._start()
        try:
            with exclusive_lock(self.ledger.lock_path):
                self._recover(report)
                self._run_deferred(report)
                self._handle(raw, envelope_sender, report)
        except OSError as err:  # a full disk, a lock held too long: the mail system delivers it again
            report.note(_("The message could not be handled ({why}); the mail system will bring it again.").format(
                why=err.strerror or err))
            report.status = TEMPFAIL
        self._send(report)
        return report

    def poll(self, maildir: Path) -> RunReport:
        """``ynot pbm poll``: every message in ``maildir/new``, each then filed in ``cur`` as seen."""
        report = self._start()
        new, cur = maildir / "new", maildir / "cur"
        if not new.is_dir() or not cur.is_dir():
            raise PbmError(_("{path} is not a Maildir (it needs the folders cur, new and tmp).").format(path=maildir))
        handled = 0
        try:
            with exclusive_lock(self.ledger.lock_path):
                self._recover(report)
                self._run_deferred(report)
        except OSError as err:
            report.note(str(err.strerror or err))
        for path in sorted(p for p in new.iterdir() if not p.name.startswith(".")):
            try:
                raw = path.read_bytes()
            except OSError as err:
                report.note(_("{name} cannot be read ({why}).").format(name=path.name, why=err.strerror or err))
                continue
            try:
                with exclusive_lock(self.ledger.lock_path):
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
            report.lines.append(ngettext("{n} message read from {path}.", "{n} messages read from {path}.",
                                         handled).format(n=handled, path=maildir))
        self._send(report)
        return report

    def flush(self) -> RunReport:
        """``ynot pbm flush``: send what waits in the outbox (after finishing what a killed run left, and
        the deferred messages now due); exit 75 while mail waits, 69 if mail was refused for good."""
        report = self._start()
        with exclusive_lock(self.ledger.lock_path):
            self._recover(report)
            self._run_deferred(report)
        sent = self._send(report, force=True)
        if not self.settings.smtp_host:
            waiting = len(self.outbox.waiting())
            report.lines.append(ngettext(
                "No SMTP server is set in ynot.ini [mail]; {n} mail is in {path}.",
                "No SMTP server is set in ynot.ini [mail]; {n} mails are in {path}.", waiting).format(
                n=waiting, path=self.outbox.new))
        elif sent.waiting:
            report.status = TEMPFAIL
        elif sent.refused:
            report.status = UNAVAILABLE
        return report

    def tick(self, now: float | None = None) -> RunReport:
        """``ynot pbm tick``: the keeper's time limits (a warning a day before, then the player to move is
        dropped), the deferred messages now due, and the outbox sent."""
        moment = clock.now() if now is None else now
        report = self._start()
        with exclusive_lock(self.ledger.lock_path):
            self._recover(report)
            self._run_deferred(report)
            for entry in list(self.boards.summaries(finished=False)):
                started = stamp_seconds(entry.moved)
                if not entry.limit or started is None:
                    continue
                due = started + entry.limit * DAY
                try:
                    if moment >= due:
                        result = self.boards.drop(entry.number, before_save=self.writer.board_mails, now=moment)
                        report.note(result.board.news[-1].sentence())
                        self._record(result.board, report)
                    elif moment >= due - DAY:
                        self._warn(entry.number, now_stamp(due), report)
                except BoardError as err:
                    report.note(str(err))
        self._send(report)
        return report

    def _warn(self, number: int, due: str, report: RunReport) -> None:
        board = self.boards.load(number)
        if board.warned:
            return
        self.boards.warn(number, before_save=self.writer.warning(board, due))
        report.note(_("{user} was warned that the move on board {n} is due by {due}.").format(
            user=board.current_user, n=number, due=due))

    # -- one message -----------------------------------------------------------------------
    def _handle(self, raw: bytes, envelope_sender: str | None, report: RunReport, *, deferred: bool = False,
                ) -> bool:
        """Carry out one message; False if it was deferred (over the sender's rate, or behind messages of the
        same sender that wait)."""
        settings, ledger = self.settings, self.ledger
        incoming = read_message(raw, max_size=settings.max_size, envelope_sender=envelope_sender)
        seen = ledger.seen(incoming.key)
        for sentence in ledger.notices:
            report.note(sentence)
        ledger.notices.clear()
        label = incoming.message_id or _("(no Message-ID)")
        if seen:
            report.note(_("Message {id} was handled before; it is not carried out again.").format(id=label))
            return True
        skip = incoming.ignore
        if skip is None and incoming.reply_to is None:
            skip = _("it has no address to answer")
        if skip is None and incoming.reply_to == settings.sender.lower():
            skip = _("it comes from this server's own address")
        if skip is None and not incoming.commands and ledger.answered_blank(incoming.reply_to or ""):
            skip = _("it holds no command, and its sender was answered for one like it within the hour")
        if skip is not None:
            report.note(_("Message {id} is not answered: {why}.").format(id=label, why=skip))
            ledger.mark_seen(incoming.key, incoming.reply_to)
            return True
        assert incoming.reply_to is not None
        if ledger.recent(incoming.reply_to) >= settings.rate or (not deferred and self._waiting(incoming.reply_to)):
            if not deferred:
                self._defer(raw, incoming, report)
            return False
        staged = None
        with speaking(self.writer.language_at(incoming.reply_to)):  # the answer in its reader's language
            blocks = self._answer(incoming, report)
            if any(block.needs_answer for block in blocks):
                staged = self.outbox.stage(self.writer.answer(incoming, blocks))
        ledger.mark_seen(incoming.key, incoming.reply_to, blank=not incoming.commands and staged is not None)
        if staged is not None:
            staged.commit()
        return True

    def _answer(self, incoming: Incoming, report: RunReport) -> list[Block]:
        settings = self.settings
        if incoming.too_big:
            return [Block(None, _("Your message is bigger than {n} KiB, so it was not read; send the commands "
                                  "alone, without attachments.").format(n=settings.max_size // 1024))]
        if not incoming.commands:
            return [self._no_command(incoming)]
        if len(incoming.commands) > settings.max_commands:
            return [Block(None, _("A message may hold at most {most} commands; yours holds {n}, so none was "
                                  "carried out.").format(most=settings.max_commands, n=len(incoming.commands)))]
        assert incoming.reply_to is not None
        carrier = Carrier(self.boards, settings, self.writer, lambda board: self._record(board, report),
                          report.note, incoming.reply_to, self.language)
        blocks = [carrier.carry_out(line, f"{incoming.key}#{index}")
                  for index, line in enumerate(incoming.commands, start=1)]
        if incoming.subject_set_aside is not None:
            blocks.insert(0, Block(quote_line(incoming.subject_set_aside, carrier.known), _(
                "The command in your Subject was not carried out: the text of your mail holds commands, and only "
                "those are carried out. Write it in the text to have it carried out too."), refused=True))
        for sentence in self.boards.users.take_notices():  # a user locked out by a damaged line
            report.note(sentence)
        return blocks

    def _no_command(self, incoming: Incoming) -> Block:
        """The answer to a message without a command: the board it quotes, if it quotes one, else how
        commands are written."""
        how = _("Each command is a line starting with the game's name, for instance 'yacht help' or 'domino "
                "help'; quoted lines and signatures are not read.")
        if incoming.quoted_board is not None:
            try:
                board = self.boards.load(incoming.quoted_board)
            except PbmError:
                board = None
            if board is not None:
                said = _("Your mail holds no command, so here is board {n} as it stands.").format(n=board.number)
                table = board.kind.table(board.game, None)
                return Block(None, f"{said} {how}\n\n{board.title()}\n{board.turn_line()}\n\n{table}")
        return Block(None, _("No command was found.") + " " + how)

    def _record(self, board: Board, report: RunReport | None = None) -> list[str]:
        """A finished game goes to the high scores and statistics, as at the command line."""
        if not board.game.is_over:
            return []  # a board left early is in the standings, not the high scores
        from ..finish import Recorder  # lazy: the store loads only when a game ends (docs/imports.md)

        sentences = Recorder().game_over(board.game, board.record_text())
        if report is not None:
            for sentence in sentences:
                report.note(sentence)
            return []
        return sentences

    # -- deferred messages -----------------------------------------------------------------
    def _waiting(self, sender: str | None) -> list[Path]:
        """The deferred messages of ``sender`` that wait (a new one waits behind them, in arrival order)."""
        new = self.deferred / "new"
        if not new.is_dir():
            return []
        tag = f".{_sender_tag(sender)}"
        return [p for p in new.iterdir() if p.name.endswith(tag)]

    def _defer(self, raw: bytes, incoming: Incoming, report: RunReport) -> None:
        """Keep a message past its sender's rate for a later run, numbered in the order it came; tell the
        sender once."""
        new = self.deferred / "new"
        new.mkdir(parents=True, exist_ok=True)
        waiting = self._waiting(incoming.reply_to)
        numbers = [_arrival(p.name) for p in new.iterdir()]
        number = max((n for rank, n in numbers if rank == 1), default=0) + 1
        name = f"q{number:010d}.{incoming.key}.{_sender_tag(incoming.reply_to)}"
        atomic_write(new / name, raw, mode=0o600)
        rate = self.settings.rate
        report.note(ngettext(
            "{sender} sent more than {n} message in an hour; message {id} waits until fewer were sent.",
            "{sender} sent more than {n} messages in an hour; message {id} waits until fewer were sent.",
            rate).format(sender=incoming.reply_to, n=rate, id=incoming.message_id))
        if not waiting:  # said once while messages wait, so a loop is not fed
            with speaking(self.writer.language_at(incoming.reply_to)):
                block = Block(None, ngettext(
                    "You sent more than {n} message in an hour; the server carries out the rest of yours as the "
                    "hour goes by, in the order they came.",
                    "You sent more than {n} messages in an hour; the server carries out the rest of yours as the "
                    "hour goes by, in the order they came.", rate).format(n=rate))
                self.outbox.add(self.writer.answer(incoming, [block]))

    def _run_deferred(self, report: RunReport) -> None:
        """Carry out the deferred messages whose senders are under the rate again, in the order they came (a
        sender still over it keeps all theirs waiting, in order)."""
        new = self.deferred / "new"
        if not new.is_dir():
            return
        held: set[str] = set()
        for path in sorted(new.iterdir(), key=lambda p: _arrival(p.name)):
            sender_tag = path.name.rpartition(".")[2]
            if sender_tag in held:
                continue
            try:
                raw = path.read_bytes()
            except OSError:
                continue
            if self._handle(raw, None, report, deferred=True):
                path.unlink(missing_ok=True)
            else:
                held.add(sender_tag)

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
            report.note(ngettext("{n} mail left by an interrupted run was put in the outbox.",
                                 "{n} mails left by an interrupted run were put in the outbox.",
                                 committed).format(n=committed))
        for sentence in self.boards.index.notices:
            report.note(sentence)
        self.boards.index.notices.clear()

    def send_waiting(self) -> RunReport:
        """Send what waits in the outbox (after a move or challenge made at the command line)."""
        report = RunReport()
        for sentence in self.settings.notices:
            report.note(sentence)
        self._send(report)
        return report

    def mail_board(self, board: Board, events: list) -> Callable[[], None] | None:
        """The before-save hook of a board changed at the command line: its mail to its players."""
        return self.writer.board_mails(board, events)

    def _send(self, report: RunReport, *, force: bool = False) -> SendReport:
        sent = self.outbox.send(self.settings, clock.now(), force=force)
        for sentence in describe_send(sent):
            report.note(sentence)
        return sent


def _arrival(name: str) -> tuple[int, int]:
    """Where a deferred message's file stands in the order messages came: ``q<number>`` names, numbered as
    they came; names of older versions (``<seconds>.``) before them, by their time."""
    first = name.split(".", 1)[0]
    if first.startswith("q") and first[1:].isdigit():
        return (1, int(first[1:]))
    return (0, int(first)) if first.isdigit() else (0, 0)


def _sender_tag(address: str | None) -> str:
    """A file-name-safe stand-in for a sender."""
    return hashlib.sha256((address or "").encode()).hexdigest()[:12]
