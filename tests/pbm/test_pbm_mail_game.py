"""A whole two-player game played only by mail, through a real SMTP server (aiosmtpd), from the
challenge to the final board; threading; a Maildir polled; mail kept when SMTP is down and sent later."""

import mailbox
import re
import time

import pytest

from pbm.mail_helpers import SmtpServer, deliver, mail, write_mail_settings
from ynot.cli import main
from ynot.dice import replay_text
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore

FRED, NED = "fred@example.org", "ned@example.net"


@pytest.fixture
def server(monkeypatch):
    monkeypatch.setattr("ynot.pbm.boards.secrets.randbits", lambda bits: 20261123)  # foreseeable dice
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pässwörd", NED)
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", **{"from": "yacht@ynot.test"})
        yield smtp.handler


def board_mails(handler, address):
    return [m for m in handler.to(address) if m.subject.startswith("Yacht board")]


@pytest.mark.slow
def test_a_whole_game_by_mail_from_challenge_to_final_board(server, monkeypatch, capsys):
    status, _, err = deliver(monkeypatch, capsys, mail(f"Fred <{FRED}>",
                                                       "Hi Ned!\n\nyacht challenge fred pw-fred ned\n",
                                                       message_id="<c1@example.org>"))
    assert status == 0, err
    first = board_mails(server, FRED)[-1]
    assert board_mails(server, NED)[-1].message["Message-ID"] == first.message["Message-ID"]
    assert first.subject == "Yacht board 1: fred to move (1 of 13)"
    root = str(first.message["Message-ID"])
    letters = {"fred": list("abcdeftrhslyx"), "ned": list("xylshrtfedcba")}
    passwords = {"fred": "pw-fred", "ned": "pässwörd"}
    addresses = {"fred": FRED, "ned": NED}
    turn = 0
    while True:
        last = board_mails(server, FRED)[-1]
        match = re.match(r"Yacht board 1: (\w+) to move", last.subject)
        if match is None:
            break
        user = match.group(1)
        body = f"> {last.body.splitlines()[0]}\n"  # a quoted line is not read
        if turn == 0:  # two commands in one message, in order: roll all again, then score
            body += f"yacht move 1 {user} {passwords[user]} all\n"
        body += f"yacht move 1 {user} {passwords[user]} {letters[user].pop(0)}\n-- \nyacht move 1 x y z\n"
        charset = "iso-8859-1" if user == "ned" else "utf-8"  # any charset is read
        raw = mail(addresses[user], body, subject=f"Re: {last.subject}", message_id=f"<t{turn}@example.org>",
                   charset=charset, headers={"In-Reply-To": str(last.message["Message-ID"])})
        status, _, err = deliver(monkeypatch, capsys, raw)
        assert status == 0, err
        replies = [m for m in server.mails if m.subject.startswith("Re:")]
        assert not replies, replies[0].body  # every move was accepted: no answer besides the boards
        turn += 1
    assert turn == 26
    final = board_mails(server, NED)[-1]
    assert final.subject == "Yacht board 1: the game is over"
    assert "Game over:" in final.body and "Grand Total" in final.body
    # every board mail went to both players, threaded on the challenge's mail
    fred_mails, ned_mails = board_mails(server, FRED), board_mails(server, NED)
    assert len(fred_mails) == len(ned_mails) == 1 + 26 + 1  # challenge, 26 boxes, fred's 'all'
    for before, after in zip(fred_mails, fred_mails[1:], strict=False):
        assert str(after.message["In-Reply-To"]) == str(before.message["Message-ID"])
        assert root in str(after.message["References"])
        assert after.message["Auto-Submitted"] == "auto-generated" and "X-YNOT-Board" not in after.message
    assert all(m.sender == "yacht@ynot.test" for m in server.mails)
    text = BoardStore().path(1).read_text()
    game = replay_text(text.split("\nrecord\n", 1)[1])
    assert game.is_over and "pässwörd" not in text and "pw-fred" not in text
    assert not list((data_dir() / "pbm" / "outbox" / "new").iterdir())  # all sent


def test_without_smtp_the_mail_waits_in_the_outbox_maildir(monkeypatch, capsys):
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pw-ned", NED)
    assert deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\nyacht help\n"))[0] == 0
    outbox = mailbox.Maildir(data_dir() / "pbm" / "outbox", create=False)
    messages = sorted(outbox, key=lambda m: str(m["Subject"]))
    assert [str(m["Subject"]) for m in messages] == ["Re: my move", "Yacht board 1: fred to move (1 of 13)"]
    assert "yacht challenge you yourpassword userid2" in messages[0].get_payload()
    assert "pw-fred" not in messages[0].get_payload() and "> yacht challenge fred **** ned" in messages[0].get_payload()
    assert messages[1]["To"] == f"{FRED}, {NED}"
    status, out, _ = deliver_flush(capsys)
    assert status == 0 and "No SMTP server is set" in out and "2 mails are in" in out


def deliver_flush(capsys):
    status = main(["pbm", "flush"])
    out = capsys.readouterr()
    return status, out.out, out.err


def test_mail_that_cannot_be_sent_waits_and_goes_with_flush(server, monkeypatch, capsys):
    server.refuse = True  # 451: greylisted
    status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))
    assert status == 0 and "2 recipients were refused for a while" in err
    assert BoardStore().path(1).exists()  # the board was written before any sending
    assert len(list((data_dir() / "pbm" / "outbox" / "new").iterdir())) == 1
    server.refuse = False
    assert deliver_flush(capsys)[0] == 75  # not due yet: a minute's wait first, and flush says mail waits
    monkeypatch.setattr("ynot.pbm.mail.ledger.now", lambda: time.time() + 61)
    status, _, err = deliver_flush(capsys)
    assert status == 0 and "1 mail sent." in err
    assert [m.subject for m in server.mails] == ["Yacht board 1: fred to move (1 of 13)"]
    assert deliver_flush(capsys)[0] == 0 and len(server.mails) == 1  # never twice


def test_poll_reads_a_maildir_and_files_messages_as_seen(server, tmp_path, capsys):
    box = mailbox.Maildir(tmp_path / "Maildir", create=True)
    box.add(mail(FRED, "yacht challenge fred pw-fred ned\n", message_id="<p1@example.org>"))
    box.add(mail(NED, "yacht show 1\n", message_id="<p2@example.org>"))
    status = main(["pbm", "poll", str(tmp_path / "Maildir")])
    out = capsys.readouterr().out
    assert status == 0 and "2 messages read" in out
    assert not list((tmp_path / "Maildir" / "new").iterdir())
    filed = list((tmp_path / "Maildir" / "cur").iterdir())
    assert len(filed) == 2 and all(p.name.endswith(":2,S") for p in filed)
    shown = [m for m in server.to(NED) if m.subject == "Re: my move"]
    assert len(shown) == 1 and "Board 1#0: Yacht" in shown[0].body and "> yacht show 1" in shown[0].body
    assert main(["pbm", "poll", str(tmp_path / "Maildir")]) == 0  # nothing new: nothing again
    assert len(server.mails) == 2  # the board to both players, the answer to ned
    assert main(["pbm", "poll", str(tmp_path / "nowhere")]) == 1
    assert "is not a Maildir" in capsys.readouterr().err


def test_a_board_changed_at_the_command_line_is_mailed_too(server, capsys):
    assert main(["pbm", "challenge", "fred", "ned"]) == 0
    assert main(["pbm", "move", "1", "fred", "pw-fred", "x"]) == 0
    capsys.readouterr()
    assert [m.subject for m in server.mails] == ["Yacht board 1: fred to move (1 of 13)",
                                                 "Yacht board 1: ned to move (1 of 13)"]
    assert all(m.recipients == [FRED, NED] for m in server.mails)


@pytest.mark.filterwarnings("ignore:Requiring AUTH while not requiring TLS")
def test_the_smtp_login_comes_from_the_password_file(monkeypatch, capsys, tmp_path):
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pw-ned", NED)
    secret = tmp_path / "smtp-password"
    with SmtpServer(login=("yacht", "s3cret")) as smtp:
        secret.write_text("wrong\n")
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", user="yacht",
                            password_file=str(secret))
        status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))
        assert status == 0 and "could not be sent" in err and smtp.handler.mails == []
        secret.write_text("s3cret\n")
        assert main(["pbm", "flush"]) == 0
        capsys.readouterr()
        assert [m.subject for m in smtp.handler.mails] == ["Yacht board 1: fred to move (1 of 13)"]
