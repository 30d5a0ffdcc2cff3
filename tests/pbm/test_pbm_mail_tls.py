"""Boards mailed over TLS, to a real aiosmtpd server with a certificate of a test authority (trustme):
STARTTLS with a login, a TLS port, and a certificate the sender does not trust (the mail is kept)."""

import mailbox

import pytest
import trustme

from pbm.mail_helpers import SmtpServer, deliver, mail, write_mail_settings
from ynot.cli import main
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore

FRED, NED = "fred@example.org", "ned@example.net"
CHALLENGE = mail(FRED, "yacht challenge fred pw-fred ned\n")
FIRST_BOARD = "Yacht board 1: fred to move (1 of 13)"


@pytest.fixture
def authority(monkeypatch, tmp_path):
    """A certificate authority the sender trusts (as a system's own would be), and the server's context."""
    ca = trustme.CA()
    trusted = tmp_path / "trusted-ca.pem"
    ca.cert_pem.write_to_path(str(trusted))
    monkeypatch.setenv("SSL_CERT_FILE", str(trusted))  # read by ssl.create_default_context()
    monkeypatch.delenv("SSL_CERT_DIR", raising=False)
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pw-ned", NED)
    return ca


def server_context(ca: trustme.CA):
    import ssl

    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    ca.issue_cert("127.0.0.1").configure_cert(context)
    return context


def challenge_through(smtp: SmtpServer, monkeypatch, capsys, **settings: str) -> str:
    """Mail a challenge in with ``settings`` for the way out; the standard error said."""
    write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", **settings)
    status, _, err = deliver(monkeypatch, capsys, CHALLENGE)
    assert status == 0, err  # the move is made, whatever becomes of its mail
    return err


def outbox_count() -> int:
    return len(list(mailbox.Maildir(data_dir() / "pbm" / "outbox", create=False).iterkeys()))


def test_boards_go_out_over_starttls_after_a_login(authority, monkeypatch, capsys, tmp_path):
    secret = tmp_path / "smtp-password"
    secret.write_text("s3cret\n")
    with SmtpServer(login=("yacht", "s3cret"), tls="starttls", context=server_context(authority)) as smtp:
        err = challenge_through(smtp, monkeypatch, capsys, security="starttls", user="yacht",
                                password_file=str(secret))
        assert "could not be sent" not in err
        boards = [m for m in smtp.handler.mails if m.subject == FIRST_BOARD]
        assert {r for m in boards for r in m.recipients} == {FRED, NED}
        assert all(m.encrypted for m in smtp.handler.mails)


def test_boards_go_out_on_a_tls_port(authority, monkeypatch, capsys):
    with SmtpServer(tls="ssl", context=server_context(authority)) as smtp:
        challenge_through(smtp, monkeypatch, capsys, security="ssl")
        assert [m.subject for m in smtp.handler.mails if m.encrypted][:1] == [FIRST_BOARD]
        assert all(m.encrypted for m in smtp.handler.mails)


def test_a_certificate_the_sender_does_not_trust_keeps_the_mail(authority, monkeypatch, capsys, tmp_path):
    stranger = trustme.CA()  # the server's certificate comes from an authority nobody told us of
    with SmtpServer(tls="starttls", context=server_context(stranger)) as smtp:
        err = challenge_through(smtp, monkeypatch, capsys, security="starttls")
        assert "could not be sent (the mail server's certificate is not trusted: " in err
        assert smtp.handler.mails == []
        waiting = outbox_count()
        assert waiting >= 1
        # the keeper installs the server's authority, and the kept mail goes out
        stranger.cert_pem.write_to_path(str(tmp_path / "trusted-ca.pem"))
        assert main(["pbm", "flush"]) == 0
        assert outbox_count() == 0
        assert len({m.message["Message-ID"] for m in smtp.handler.mails}) == waiting
        assert all(m.encrypted for m in smtp.handler.mails)


def test_plain_text_to_a_server_that_demands_starttls_keeps_the_mail(authority, monkeypatch, capsys):
    with SmtpServer(tls="starttls", context=server_context(authority)) as smtp:
        err = challenge_through(smtp, monkeypatch, capsys, security="none")
        assert "could not be sent (the mail server answered 530 Must issue a STARTTLS command first)" in err
        assert smtp.handler.mails == [] and outbox_count() >= 1  # waiting, not set aside as refused
        assert "refused" not in err
