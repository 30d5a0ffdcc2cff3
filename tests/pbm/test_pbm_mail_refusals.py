"""Bad mail, through a real SMTP server (aiosmtpd): each answered once with a sentence, or ignored, and no
board changed; the password never echoed; a message delivered twice played once."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from pbm.mail_helpers import SmtpServer, deliver, mail, write_mail_settings
from ynot.pbm.boards import BoardStore

ROOT = Path(__file__).resolve().parents[2]
FRED, NED = "fred@example.org", "ned@example.net"
GOOD_MOVE = "yacht move 1 fred pw-fred x\n"


@pytest.fixture
def server(monkeypatch, capsys):
    monkeypatch.setattr("ynot.pbm.boards.secrets.randbits", lambda bits: 7)
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pw-ned", NED)
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", rate="5", max_commands="3",
                            max_size="20000", **{"from": "yacht@ynot.test"})
        assert deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))[0] == 0
        smtp.handler.mails.clear()
        yield smtp.handler


def board_bytes() -> bytes:
    return BoardStore().path(1).read_bytes()


def answered(server, monkeypatch, capsys, raw: bytes, sentence: str | None, *extra: str) -> str:
    """Deliver ``raw``; the board stays as it was; one answer holding ``sentence`` (None: no mail at all)."""
    before = board_bytes()
    status, _, err = deliver(monkeypatch, capsys, raw, *extra)
    assert status == 0, err
    assert board_bytes() == before
    if sentence is None:
        assert server.mails == [], [m.body for m in server.mails]
        return err
    assert len(server.mails) == 1, [m.subject for m in server.mails]
    answer = server.mails.pop()
    assert answer.recipients == [FRED] and answer.subject.startswith("Re: ")
    assert answer.message["Auto-Submitted"] == "auto-replied"
    assert sentence in answer.body, answer.body
    assert "pw-fred" not in answer.body and "pw-ned" not in answer.body
    return answer.body


def test_no_command(server, monkeypatch, capsys):
    answered(server, monkeypatch, capsys, mail(FRED, "Hello, let's play!\n"), "No command was found")


@pytest.mark.parametrize(("line", "sentence"), [
    ("yacht frobnicate 1", "'yacht frobnicate' is not a command"),
    ("yacht move 1 fred", "That is not how it is written: yacht move board# userid password move"),
    ("yacht move one fred pw-fred x", "A board number is a whole number like 7 (or 7#12 for the board after its 12th"),
    ("yacht show", "That is not how it is written: yacht show board#"),
    ("yacht challenge fred pw-fred", "That is not how it is written: yacht challenge you yourpassword userid2"),
    ("yacht challenge fred pw-fred zed", "There is no user ****."),  # a word naming nobody could be a password
    ("yacht challenge zed pw-fred fred", "There is no user ****."),
    ("yacht challenge fred pw-ned ned", "Wrong password for fred."),
    ("yacht challenge fred pw-fred ned amy bo cy", "A challenge names 2 to 4 users, not 5"),
    ("yacht move 1 fred pw-fred qq", "'qq' is not a move"),
    ("yacht move 9 fred pw-fred x", "There is no board 9"),
    ("yacht move 1 zed pw-fred x", "There is no user ****."),
])
def test_garbled_commands(server, monkeypatch, capsys, line, sentence):
    answered(server, monkeypatch, capsys, mail(FRED, f"{line}\n"), sentence)


def test_wrong_password_is_refused_and_never_echoed(server, monkeypatch, capsys):
    body = answered(server, monkeypatch, capsys, mail(FRED, "yacht move 1 fred guess-me x\n"),
                    "Wrong password for fred.")
    assert "guess-me" not in body and "> yacht move 1 fred **** ****" in body


def test_out_of_turn(server, monkeypatch, capsys):
    answered(server, monkeypatch, capsys, mail(FRED, "yacht move 1 ned pw-ned x\n"),
             "It is fred's turn on board 1, not ned's.")


def test_huge_message(server, monkeypatch, capsys):
    answered(server, monkeypatch, capsys, mail(FRED, GOOD_MOVE + "x" * 30000 + "\n"), "bigger than 19 KiB")


def test_too_many_commands(server, monkeypatch, capsys):
    answered(server, monkeypatch, capsys, mail(FRED, GOOD_MOVE + "yacht list\n" * 3),
             "at most 3 commands; yours holds 4, so none was carried out")


def test_not_utf8_is_decoded_in_its_own_charset(server, monkeypatch, capsys):
    body = answered(server, monkeypatch, capsys,
                    mail(FRED, "yacht move 1 fred pässwörd x\nyacht frobnicäte\n", charset="iso-8859-1"),
                    "Wrong password for fred.")
    assert "'yacht frobnicäte' is not a command" in body and "pässwörd" not in body


def test_bytes_wrong_for_their_charset_are_read_anyway(server, monkeypatch, capsys):
    raw = (b"From: fred@example.org\r\nSubject: x\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n"
           b"yacht move 1 fred p\xe4ss x\r\nyacht show \xff\xfe\r\n")
    body = answered(server, monkeypatch, capsys, raw, "Wrong password for fred.")
    assert "A board number is a whole number" in body


def test_html_only_is_read_as_text_and_its_quotes_are_not(server, monkeypatch, capsys):
    html = (f"<html><body><p>yacht show 1</p><blockquote>{GOOD_MOVE}</blockquote>"
            "<div>yacht&nbsp;list fred</div></body></html>")
    body = answered(server, monkeypatch, capsys, mail(FRED, html, html=True), "Board 1#0: Yacht")
    assert "> yacht list fred" in body and "1#0  yacht  fred v ned  --  fred to move (1/13)" in body
    assert "> yacht move" not in body


def test_quotes_and_signature_are_not_read(server, monkeypatch, capsys):
    answered(server, monkeypatch, capsys, mail(FRED, f"> {GOOD_MOVE}\n-- \n{GOOD_MOVE}"), "No command was found")


@pytest.mark.parametrize("headers", [
    {"Auto-Submitted": "auto-replied"},
    {"Precedence": "bulk"},
    {"List-Id": "<yacht.lists.example.org>"},
    {"Return-Path": "<>"},
])
def test_auto_replies_bounces_and_lists_are_never_answered(server, monkeypatch, capsys, headers):
    err = answered(server, monkeypatch, capsys, mail(FRED, GOOD_MOVE, headers=headers), None)
    assert "is not answered" in err


def test_a_bounce_by_its_envelope_or_from_is_never_answered(server, monkeypatch, capsys):
    answered(server, monkeypatch, capsys, mail(FRED, GOOD_MOVE), None, "--sender", "")
    answered(server, monkeypatch, capsys, mail("MAILER-DAEMON@example.org", GOOD_MOVE), None)
    answered(server, monkeypatch, capsys, mail("yacht@ynot.test", GOOD_MOVE), None)  # our own mail


def test_the_same_message_twice_is_played_once(server, monkeypatch, capsys):
    raw = mail(FRED, "yacht move 1 fred pw-fred all\n", message_id="<twice@example.org>")
    assert deliver(monkeypatch, capsys, raw)[0] == 0
    assert len(server.mails) == 1 and server.mails[0].recipients == [FRED, NED]
    server.mails.clear()
    err = answered(server, monkeypatch, capsys, raw, None)
    assert "was handled before" in err


def test_from_is_not_trusted_the_password_is(server, monkeypatch, capsys):
    answered(server, monkeypatch, capsys, mail(FRED, "yacht move 1 fred pw-ned x\n"), "Wrong password for fred.")
    before = board_bytes()
    assert deliver(monkeypatch, capsys, mail("mallory@evil.example", GOOD_MOVE))[0] == 0
    assert board_bytes() != before  # anyone holding fred's password moves for fred, as on pbmserv


def start_mail(home, raw: bytes):
    env = dict(os.environ, YNOT_HOME=str(home), PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "ynot", "pbm", "mail"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    proc.stdin.write(raw)
    proc.stdin.close()
    return proc


def test_two_deliveries_at_once_are_serialised(server, ynot_home):
    procs = [start_mail(ynot_home, mail(FRED, f"yacht move 1 fred pw-fred {box}\n")) for box in ("x", "a")]
    assert [p.wait(timeout=60) for p in procs] == [0, 0]
    boards = [m for m in server.mails if m.subject.startswith("Yacht board")]
    refusals = [m for m in server.mails if m.subject.startswith("Re:")]
    assert len(boards) == 1 and len(refusals) == 1
    assert "It is ned's turn on board 1, not fred's." in refusals[0].body
    assert BoardStore().load(1).current_user == "ned"
