"""A real SMTP server (aiosmtpd on 127.0.0.1, an ephemeral port) and helpers to mail the server."""

from __future__ import annotations

import email
import email.policy
import io
import socket
from dataclasses import dataclass, field
from email.message import EmailMessage

from aiosmtpd.controller import Controller
from helpers import unwrapped

from ynot.cli import main
from ynot.paths import config_dir


@dataclass
class Received:
    """One mail the SMTP server took."""

    sender: str
    recipients: list[str]
    message: EmailMessage
    encrypted: bool = False  # came over TLS (STARTTLS or a TLS port)

    @property
    def subject(self) -> str:
        return str(self.message["Subject"])

    @property
    def body(self) -> str:
        return self.message.get_content()


@dataclass
class Collector:
    """The aiosmtpd handler: keeps every mail."""

    mails: list[Received] = field(default_factory=list)
    refuse: bool = False
    #: Recipients refused at RCPT TO, with the server's answer (e.g. "550 no such user").
    refuse_rcpt: dict[str, str] = field(default_factory=dict)

    async def handle_RCPT(self, server, session, envelope, address, rcpt_options):  # noqa: N802 - aiosmtpd's
        if address in self.refuse_rcpt:
            return self.refuse_rcpt[address]
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's name
        if self.refuse:
            return "451 try again later"
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        self.mails.append(Received(envelope.mail_from, list(envelope.rcpt_tos), message,
                                   server.transport.get_extra_info("ssl_object") is not None))
        return "250 OK"

    def to(self, address: str) -> list[Received]:
        return [m for m in self.mails if address in m.recipients]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class SmtpServer:
    """aiosmtpd on 127.0.0.1; with ``tls``, a TLS port (``"ssl"``) or STARTTLS required before anything
    (``"starttls"``), with ``context``'s certificate; a ``login`` is then only taken over TLS."""

    def __init__(self, login: tuple[str, str] | None = None, *, tls: str = "", context=None) -> None:
        self.handler = Collector()
        self.port = free_port()
        extra: dict = {}
        if tls == "ssl":
            extra["ssl_context"] = context
        elif tls == "starttls":
            extra.update(tls_context=context, require_starttls=True)
        if login is not None:
            from aiosmtpd.smtp import AuthResult

            def check(server, session, envelope, mechanism, data):
                ok = (data.login.decode(), data.password.decode()) == login
                return AuthResult(success=ok, handled=False)

            extra.update(authenticator=check, auth_required=True, auth_require_tls=tls == "starttls")
        self.controller = Controller(self.handler, hostname="127.0.0.1", port=self.port, **extra)

    def __enter__(self) -> SmtpServer:
        self.controller.start()
        return self

    def __exit__(self, *exc) -> None:
        self.controller.stop()


def write_mail_settings(**values: str) -> None:
    lines = ["[ynot]", "skin = psion", "[mail]", *(f"{k} = {v}" for k, v in values.items())]
    (config_dir() / "ynot.ini").write_text("\n".join(lines) + "\n")


def mail(sender: str, body: str, *, subject: str = "my move", message_id: str | None = None,
         headers: dict[str, str] | None = None, html: bool = False, charset: str = "utf-8") -> bytes:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = "yacht@ynot.test"
    message["Subject"] = subject
    if message_id is not None:
        message["Message-ID"] = message_id
    for name, value in (headers or {}).items():
        message[name] = value
    message.set_content(body, subtype="html" if html else "plain", charset=charset)
    return message.as_bytes()


class _Stdin:
    def __init__(self, raw: bytes) -> None:
        self.buffer = io.BytesIO(raw)


def deliver(monkeypatch, capsys, raw: bytes, *extra: str) -> tuple[int, str, str]:
    """``ynot pbm mail`` with ``raw`` on standard input."""
    monkeypatch.setattr("sys.stdin", _Stdin(raw))
    status = main(["pbm", "mail", *extra])
    out = capsys.readouterr()
    return status, out.out, unwrapped(out.err)  # a sentence wrapped to 80 columns reads as one
