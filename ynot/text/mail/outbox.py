"""The outbox: a Maildir (``pbm/outbox``) where every mail the server writes waits until it is sent.

A mail is first *staged* in ``tmp/`` and only *committed* to ``new/`` once what it reports is safely on
disk (the board it shows, or the note that its message was handled). A run killed in between leaves it
in ``tmp/``; the next run's :meth:`Outbox.recover` commits it if its board or note made it to disk and
drops it if not. So a mail is never lost and never tells of a move that did not happen. With an SMTP
server set, :meth:`Outbox.send` sends what is in ``new/`` and removes each mail once the server took it;
with none, ``new/`` is where the mail stays, for a mail client or a script to pick up.
"""

from __future__ import annotations

import contextlib
import email
import email.policy
import email.utils
import os
import smtplib
import socket
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass
from email.message import EmailMessage
from pathlib import Path

from ...i18n import _
from ...store.safefile import exclusive_lock, sync_folder
from ..pbm_users import PbmError
from .settings import MailSettings

#: Internal headers, dropped before a mail leaves: what a staged mail waits for.
BOARD_HEADER = "X-YNOT-Board"  # a board mail: committed if the board's thread ends in its Message-ID
ANSWERS_HEADER = "X-YNOT-Answers"  # an answer: committed if the message it answers was noted as handled
_counter = 0


@dataclass
class Staged:
    """A mail written to ``tmp/``, waiting for :meth:`commit`."""

    path: Path
    outbox: Outbox

    def commit(self) -> None:
        os.replace(self.path, self.outbox.new / self.path.name)
        sync_folder(self.outbox.new)


@dataclass
class SendReport:
    sent: int = 0
    waiting: int = 0
    undeliverable: int = 0
    problem: str | None = None


class Outbox:
    """The Maildir ``folder`` (``tmp``, ``new``, ``cur``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.tmp, self.new, self.cur = folder / "tmp", folder / "new", folder / "cur"
        self.lock_path = folder.parent / "outbox.lock"

    def _ensure(self) -> None:
        for sub in (self.tmp, self.new, self.cur):
            sub.mkdir(parents=True, exist_ok=True)

    @staticmethod
    def _unique() -> str:
        global _counter
        _counter += 1
        host = socket.gethostname().replace("/", "\\057").replace(":", "\\072") or "localhost"
        return f"{time.time_ns()}.P{os.getpid()}Q{_counter}R{os.urandom(4).hex()}.{host}"

    def stage(self, message: EmailMessage) -> Staged:
        """Write ``message`` to ``tmp/`` (flushed to disk); it is not in the outbox until committed."""
        self._ensure()
        path = self.tmp / self._unique()
        data = message.as_bytes(policy=email.policy.SMTP)
        with open(path, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        return Staged(path, self)

    def add(self, message: EmailMessage) -> None:
        """Stage and commit at once (a mail that waits for nothing)."""
        self.stage(message).commit()

    def waiting(self) -> list[Path]:
        """The mails in ``new/``, oldest first."""
        if not self.new.is_dir():
            return []
        return sorted((p for p in self.new.iterdir() if not p.name.startswith(".")), key=lambda p: p.name)

    def recover(self, board_thread_end: Callable[[int], str | None], handled: Callable[[str], bool]) -> int:
        """Commit or drop what a killed run left staged; how many were committed.

        ``board_thread_end(n)`` is the last Message-ID of board n's thread as it is on disk, read under
        the board's lock (a run staging a mail for that board holds it until the mail is committed);
        ``handled(key)`` says whether the message an answer answers was noted as handled.
        """
        if not self.tmp.is_dir():
            return 0
        committed = 0
        for path in sorted(self.tmp.iterdir()):
            try:
                with open(path, "rb") as handle:
                    headers = email.message_from_binary_file(handle, policy=email.policy.compat32)
            except OSError:
                continue
            board, answers = headers.get(BOARD_HEADER), headers.get(ANSWERS_HEADER)
            mine = str(headers.get("Message-ID", "")).strip()
            if board and board.strip().isdigit():
                keep = board_thread_end(int(board)) == mine
            elif answers:
                keep = handled(answers.strip())
            else:
                keep = False
            if not path.exists():
                continue  # another run dealt with it meanwhile
            if keep:
                Staged(path, self).commit()
                committed += 1
            else:
                path.unlink(missing_ok=True)
        return committed

    # -- sending ---------------------------------------------------------------------------
    def send(self, settings: MailSettings) -> SendReport:
        """Send every waiting mail through the SMTP server of ``settings``; stop at the first failure of
        the connection (the rest wait for the next run). With no server set, nothing is sent."""
        report = SendReport(waiting=len(self.waiting()))
        if not settings.smtp_host or not report.waiting:
            return report
        with exclusive_lock(self.lock_path):
            paths = self.waiting()
            report.waiting = len(paths)
            if not paths:
                return report
            try:
                with _connect(settings) as smtp:
                    for path in paths:
                        outcome = _send_one(smtp, settings, path)
                        if outcome == "sent":
                            report.sent += 1
                        else:
                            report.undeliverable += 1
                            self._set_aside(path)
                        report.waiting -= 1
            except (OSError, smtplib.SMTPException, PbmError) as err:
                report.problem = why_not_sent(err)
        return report

    def _set_aside(self, path: Path) -> None:
        """A mail every recipient of which was refused for good: kept in ``cur/`` flagged (T)rashed."""
        with contextlib.suppress(FileNotFoundError):
            os.replace(path, self.cur / f"{path.name}:2,T")


def _connect(settings: MailSettings) -> smtplib.SMTP:
    host, port, timeout = settings.smtp_host or "", settings.smtp_port, 30
    if settings.security == "ssl":
        smtp: smtplib.SMTP = smtplib.SMTP_SSL(host, port, timeout=timeout, context=ssl.create_default_context())
    else:
        smtp = smtplib.SMTP(host, port, timeout=timeout)
        if settings.security == "starttls":
            smtp.starttls(context=ssl.create_default_context())
    if settings.user:
        smtp.login(settings.user, settings.smtp_password() or "")
    return smtp


def _send_one(smtp: smtplib.SMTP, settings: MailSettings, path: Path) -> str:
    """Send one mail file and remove it: ``sent``, or ``refused`` when the server refused it for good."""
    with open(path, "rb") as handle:
        message = email.message_from_binary_file(handle, policy=email.policy.SMTP)
    for name in (BOARD_HEADER, ANSWERS_HEADER):
        del message[name]
    recipients = [address for _name, address in email.utils.getaddresses(message.get_all("To", []))]
    if not recipients:
        path.unlink(missing_ok=True)
        return "sent"
    try:
        smtp.send_message(message, from_addr=settings.sender, to_addrs=recipients)
    except smtplib.SMTPRecipientsRefused:
        return "refused"
    except smtplib.SMTPDataError as err:  # this mail's content; a refused sender is every mail's problem
        if 500 <= err.smtp_code < 600:
            return "refused"
        raise
    path.unlink(missing_ok=True)
    return "sent"


def why_not_sent(err: Exception) -> str:
    """A run's sending problem in words: the server's own answer, or what TLS found wrong."""
    if isinstance(err, ssl.SSLCertVerificationError):
        return _("the mail server's certificate is not trusted: {why}").format(why=err.verify_message)
    if isinstance(err, smtplib.SMTPResponseException):
        answer = err.smtp_error.decode("utf-8", "replace") if isinstance(err.smtp_error, bytes) else err.smtp_error
        return _("the mail server answered {code} {answer}").format(code=err.smtp_code, answer=answer.strip())
    if isinstance(err, OSError) and err.strerror:
        return err.strerror
    return str(err) or type(err).__name__


def describe_send(report: SendReport) -> list[str]:
    """Sentences for a run's sending."""
    lines = []
    if report.sent:
        lines.append(_("{n} mail(s) sent.").format(n=report.sent))
    if report.undeliverable:
        lines.append(_("{n} mail(s) were refused by the mail server for good; they are kept in "
                       "pbm/outbox/cur.").format(n=report.undeliverable))
    if report.problem:
        lines.append(_("Mail could not be sent ({why}); {n} mail(s) wait in the outbox and go with the next "
                       "run or 'ynot pbm flush'.").format(why=report.problem, n=report.waiting))
    return lines
