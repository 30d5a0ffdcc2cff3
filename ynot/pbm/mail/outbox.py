"""The outbox: a Maildir (``pbm/outbox``) where every mail the server writes waits until it is sent.

A mail is first *staged* in ``tmp/`` and only *committed* to ``new/`` once what it reports is safely on
disk (the board it shows, or the note that its message was handled). A run killed in between leaves it
in ``tmp/``; the next run's :meth:`Outbox.recover` commits it if its board or note made it to disk and
drops it if not. So a mail is never lost and never tells of a move that did not happen. With an SMTP
server set, :meth:`Outbox.send` sends what is in ``new/`` and removes each mail once the server took it;
with none, ``new/`` is where the mail stays, for a mail client or a script to pick up.

Sending never holds up a move: the SMTP server has :attr:`MailSettings.timeout` seconds to connect and to
answer each step; after it failed, runs leave it alone for a while (a minute, then twice as long each time,
up to an hour; ``ynot pbm flush`` tries at once), and a run finding another run sending leaves the mail to
it. A mail in ``new/`` that cannot be read is moved to ``cur/`` with a sentence, never deleted.
"""

from __future__ import annotations

import copy
import email
import email.errors
import email.parser
import email.utils
import os
import socket
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from email.message import EmailMessage, Message
from pathlib import Path
from typing import TYPE_CHECKING

from ...i18n import _, ngettext
from ...store.safefile import LockTimeout, atomic_write, exclusive_lock, sync_folder
from ..users import PbmError
from .settings import MailSettings

if TYPE_CHECKING:  # smtplib and ssl are loaded only when mail is sent: a move without SMTP needs neither
    import smtplib
    from email.policy import Policy

#: Internal headers, dropped before a mail leaves: what a staged mail waits for.
BOARD_HEADER = "X-YNOT-Board"  # a board mail: committed if the board's thread ends in its Message-ID
ANSWERS_HEADER = "X-YNOT-Answers"  # an answer: committed if the message it answers was noted as handled
THREAD_HEADER = "X-YNOT-Thread"  # a board mail's batch: the Message-ID its board's thread ends in
RECIPIENTS_HEADER = "X-YNOT-Recipients"  # the recipients still to send to, after some took it
TRIES_HEADER = "X-YNOT-Tries"  # how often it was tried, when first, and when next (seconds)
REFUSED_HEADER = "X-YNOT-Refused"  # in cur/: a recipient refused for good and the server's answer
INTERNAL = (BOARD_HEADER, ANSWERS_HEADER, THREAD_HEADER, RECIPIENTS_HEADER, TRIES_HEADER, REFUSED_HEADER)
_counter = 0


def _policy(name: str) -> Policy:
    """``email.policy``'s ``name`` (SMTP, compat32). The module and the header registry it loads are for
    writing mail, so a mailed move loads them while its password is checked (:meth:`MailWriter.prepare`),
    not before reading its message."""
    import email.policy

    return getattr(email.policy, name)


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
    """What one sending run did."""

    sent: int = 0
    waiting: int = 0  # mails left in new/ (waiting for a server, or to be tried again)
    retrying: int = 0  # recipients refused for a while in this run
    refused: list[tuple[str, str]] = field(default_factory=list)  # (recipient, the server's answer) for good
    problem: str | None = None
    unreadable: list[tuple[str, str]] = field(default_factory=list)  # (file moved to cur/, why)
    resting: float | None = None  # the server failed lately: not tried before this time


class Outbox:
    """The Maildir ``folder`` (``tmp``, ``new``, ``cur``)."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.tmp, self.new, self.cur = folder / "tmp", folder / "new", folder / "cur"
        self.lock_path = folder.parent / "outbox.lock"
        #: How often the SMTP server failed in a row, and when it may be tried again: ``FAILURES SECONDS``.
        self.rest_path = folder / "server-rests.txt"

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
        data = message.as_bytes(policy=_policy("SMTP"))
        with open(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "wb") as handle:
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
                    headers = email.message_from_binary_file(handle, policy=_policy("compat32"))
            except OSError:
                continue
            board, answers = headers.get(BOARD_HEADER), headers.get(ANSWERS_HEADER)
            mine = str(headers.get(THREAD_HEADER) or headers.get("Message-ID", "")).strip()
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
    def send(self, settings: MailSettings, now: float | None = None, *, force: bool = False) -> SendReport:
        """Send every waiting mail that is due through the SMTP server of ``settings``. A recipient the
        server refuses for a while (4xx, greylisting) is tried again later, each time waiting twice as
        long; one refused for good (5xx) is set aside in ``cur/`` and named. A failure of the connection
        stops the run (the rest wait for the next) and rests the server for a while, unless ``force``. With
        no server set, or another run sending, nothing is sent."""
        moment = time.time() if now is None else now
        report = SendReport(waiting=len(self.waiting()))
        if not settings.smtp_host or not report.waiting:
            return report
        failures, until = self._rest()
        if not force and moment < until:
            report.resting = until
            return report
        try:
            with exclusive_lock(self.lock_path, timeout=0):  # another run is sending: the mail is in its hands
                self._send_due(settings, moment, report, failures)
        except LockTimeout:
            pass
        report.waiting = len(self.waiting())
        return report

    def _send_due(self, settings: MailSettings, moment: float, report: SendReport, failures: int) -> None:
        import smtplib

        due = [p for p in self.waiting() if _due(p, moment)]
        if not due:
            return
        try:
            with _connect(settings) as smtp:
                for path in due:
                    self._send_one(smtp, settings, path, moment, report)
        except (OSError, smtplib.SMTPException, PbmError) as err:
            report.problem = why_not_sent(err)
            wait = min(FIRST_WAIT * 2**failures, LONGEST_WAIT)
            atomic_write(self.rest_path, f"{failures + 1} {moment + wait:.0f}\n", mode=0o600)
            return
        self.rest_path.unlink(missing_ok=True)

    def _rest(self) -> tuple[int, float]:
        """How often the server failed in a row, and when it may be tried again (0, 0 when it did not)."""
        try:
            words = self.rest_path.read_text(encoding="ascii").split()
        except (OSError, UnicodeDecodeError):
            return 0, 0.0
        if len(words) != 2 or not all(w.isdigit() and len(w) <= 12 for w in words):
            return 0, 0.0
        return min(int(words[0]), 64), float(words[1])

    def _send_one(self, smtp: smtplib.SMTP, settings: MailSettings, path: Path, now: float, report: SendReport) -> None:
        """Send one mail file to the recipients it still has; keep it for those refused for a while; move it
        to ``cur/`` with a sentence when it cannot be read."""
        import smtplib

        try:
            with open(path, "rb") as handle:
                message = email.message_from_binary_file(handle, policy=_policy("SMTP"))
            recipients = _recipients(message)
            outgoing = copy.copy(message)
            for name in INTERNAL:
                del outgoing[name]
            data = outgoing.as_bytes(policy=_policy("SMTP"))
        except FileNotFoundError:
            return  # sent by another run meanwhile
        except (OSError, ValueError, LookupError, TypeError, IndexError, AttributeError, email.errors.MessageError) \
                as err:
            self._unreadable(path, str(err) or type(err).__name__, report)
            return
        if not recipients:
            self._unreadable(path, _("it has no recipient that can be read"), report)
            return
        try:
            refused = smtp.sendmail(settings.sender, recipients, data)
        except smtplib.SMTPRecipientsRefused as err:
            refused = dict(err.recipients)
        except smtplib.SMTPDataError as err:  # this mail's content; a refused sender is every mail's problem
            refused = {r: (err.smtp_code, err.smtp_error) for r in recipients}
        later = {r: answer for r, answer in refused.items() if 400 <= answer[0] < 500}
        never = {r: answer for r, answer in refused.items() if r not in later}
        tries, first = _tries(message)
        if later and now - first > GIVE_UP_SECONDS:
            never.update(later)
            later = {}
        for recipient, (code, answer) in never.items():
            report.refused.append((recipient, f"{code} {_text(answer)}"))
        if never:
            self._set_aside(message, path, never)
        report.sent += 1 if len(refused) < len(recipients) else 0
        if later:
            report.retrying += len(later)
            del message[RECIPIENTS_HEADER], message[TRIES_HEADER]
            message[RECIPIENTS_HEADER] = ", ".join(later)
            wait = min(FIRST_WAIT * 2**tries, LONGEST_WAIT)
            message[TRIES_HEADER] = f"{tries + 1} {first:.0f} {now + wait:.0f}"
            atomic_write(path, message.as_bytes(policy=_policy("SMTP")), mode=0o600)
        else:
            path.unlink(missing_ok=True)

    def _unreadable(self, path: Path, why: str, report: SendReport) -> None:
        """A mail that cannot be sent as it is: moved to ``cur/``, flagged (T)rashed, for the keeper to see."""
        self._ensure()
        name = f"{path.name}.unreadable:2,T"
        os.replace(path, self.cur / name)
        report.unreadable.append((name, " ".join(why.split())[:200]))

    def _set_aside(self, message: EmailMessage, path: Path, refused: dict[str, tuple[int, bytes | str]]) -> None:
        """A copy for the recipients refused for good: kept in ``cur/`` flagged (T)rashed, with why."""
        kept = copy.copy(message)
        del kept[RECIPIENTS_HEADER]
        kept[RECIPIENTS_HEADER] = ", ".join(refused)
        for recipient, (code, answer) in refused.items():
            kept[REFUSED_HEADER] = f"{recipient} {code} {_text(answer)}"[:900]
        atomic_write(self.cur / f"{path.name}.{len(refused)}:2,T", kept.as_bytes(policy=_policy("SMTP")), mode=0o600)


#: The first wait after a recipient was refused for a while, the longest, and when to give up.
FIRST_WAIT, LONGEST_WAIT, GIVE_UP_SECONDS = 60.0, 3600.0, 5 * 86400.0


def _text(answer: bytes | str) -> str:
    text = answer.decode("utf-8", "replace") if isinstance(answer, bytes) else str(answer)
    return " ".join(text.split())


def _recipients(message: Message) -> list[str]:
    """Who the mail still goes to: the recipients left after a partial delivery, else its To."""
    remaining = message.get(RECIPIENTS_HEADER)
    field = [str(remaining)] if remaining else [str(v) for v in message.get_all("To", [])]
    return [address for _name, address in email.utils.getaddresses(field) if address]


def _tries(message: Message) -> tuple[int, float]:
    """How often the mail was tried and when first (now if never)."""
    words = str(message.get(TRIES_HEADER, "")).split()
    if len(words) == 3 and all(w.isdigit() for w in words):
        return int(words[0]), float(words[1])
    return 0, time.time()


def _due(path: Path, now: float) -> bool:
    """Is the mail at ``path`` due to be sent (never tried, or its wait is over)?"""
    try:
        with open(path, "rb") as handle:
            headers = email.parser.BytesHeaderParser(policy=_policy("compat32")).parse(handle)
    except FileNotFoundError:
        return False  # sent by another run meanwhile
    except OSError:
        return True  # due, to be found unreadable and moved aside with a sentence
    words = str(headers.get(TRIES_HEADER, "")).split()
    return not (len(words) == 3 and words[2].isdigit() and float(words[2]) > now)


def _connect(settings: MailSettings) -> smtplib.SMTP:
    import smtplib
    import ssl

    host, port, timeout = settings.smtp_host or "", settings.smtp_port, settings.timeout
    if settings.security == "ssl":
        smtp: smtplib.SMTP = smtplib.SMTP_SSL(host, port, timeout=timeout, context=ssl.create_default_context())
    else:
        smtp = smtplib.SMTP(host, port, timeout=timeout)
        if settings.security == "starttls":
            smtp.starttls(context=ssl.create_default_context())
    if settings.user:
        smtp.login(settings.user, settings.smtp_password() or "")
    return smtp


def why_not_sent(err: Exception) -> str:
    """A run's sending problem in words: the server's own answer, or what TLS found wrong."""
    import smtplib
    import ssl

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
        lines.append(ngettext("{n} mail sent.", "{n} mails sent.", report.sent).format(n=report.sent))
    for recipient, answer in report.refused:
        lines.append(
            _("The mail server refused {recipient} for good ({answer}); that mail is kept in pbm/outbox/cur.").format(
                recipient=recipient, answer=answer
            )
        )
    for name, why in report.unreadable:
        lines.append(_("A mail in the outbox cannot be sent ({why}); it was moved to pbm/outbox/cur/{name} for you "
                       "to look at.").format(why=why, name=name))
    if report.resting is not None:
        lines.append(_("The mail server failed a little while ago; it is tried again after {time} (UTC), or at once "
                       "with 'ynot pbm flush'.").format(time=time.strftime("%H:%M:%S", time.gmtime(report.resting))))
    if report.retrying:
        lines.append(
            ngettext(
                "{n} recipient was refused for a while; the mail is tried again later.",
                "{n} recipients were refused for a while; the mail is tried again later.",
                report.retrying,
            ).format(n=report.retrying)
        )
    if report.problem:
        lines.append(
            ngettext(
                "Mail could not be sent ({why}); {n} mail waits in the outbox and goes with the next run or "
                "'ynot pbm flush'.",
                "Mail could not be sent ({why}); {n} mails wait in the outbox and go with the next run or "
                "'ynot pbm flush'.",
                report.waiting,
            ).format(why=report.problem, n=report.waiting)
        )
    return lines
