"""Mail out and mail in at the server's pace (issue 28, points 3 and 5), through a real SMTP server: a 4xx
answer tried again with a growing wait, a recipient refused for good kept and named while the others get
their copy, ``flush`` non-zero while mail stays unsent; a sender past the hourly rate waits, never dropped."""

import time

import pytest

from pbm.mail_helpers import SmtpServer, deliver, free_port, mail, write_mail_settings
from ynot.cli import main
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore

FRED, NED, AMY = "fred@example.org", "ned@example.net", "amy@example.com"


@pytest.fixture
def server(monkeypatch):
    users = BoardStore().users
    for name, address in (("fred", FRED), ("ned", NED), ("amy", AMY)):
        users.add(name, f"pw-{name}", address)
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", rate="4",
                            **{"from": "yacht@ynot.test"})
        yield smtp.handler


def at(monkeypatch, seconds: float) -> None:
    moment = time.time() + seconds
    monkeypatch.setattr("ynot.pbm.mail.ledger.now", lambda: moment)


def flush(capsys) -> tuple[int, str]:
    status = main(["pbm", "flush"])
    return status, capsys.readouterr().err


def test_greylisting_is_tried_again_with_a_growing_wait(server, monkeypatch, capsys):
    server.refuse = True
    status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))
    assert status == 0 and "refused for a while" in err
    assert flush(capsys)[0] == 75  # waits a minute first
    at(monkeypatch, 61)
    status, err = flush(capsys)
    assert status == 75 and "refused for a while" in err  # still greylisted: now it waits two minutes
    at(monkeypatch, 61 + 100)
    assert flush(capsys)[0] == 75 and server.mails == []
    server.refuse = False
    at(monkeypatch, 61 + 121)
    status, err = flush(capsys)
    assert status == 0 and "1 mail sent." in err
    assert [m.recipients for m in server.mails] == [[FRED, NED]]
    assert flush(capsys)[0] == 0 and len(server.mails) == 1  # never twice


def test_one_recipient_refused_for_good_and_one_for_a_while(server, monkeypatch, capsys):
    server.refuse_rcpt = {NED: "550 5.1.1 no such user", AMY: "450 4.2.0 mailbox busy"}
    status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned amy\n"))
    assert status == 0
    assert f"The mail server refused {NED} for good (550 5.1.1 no such user)" in err
    assert "1 recipient was refused for a while" in err
    assert [m.recipients for m in server.mails] == [[FRED]]  # fred's copy went
    kept = list((data_dir() / "pbm" / "outbox" / "cur").iterdir())
    assert len(kept) == 1 and kept[0].name.endswith(":2,T") and NED.encode() in kept[0].read_bytes()
    server.refuse_rcpt = {NED: "550 5.1.1 no such user"}
    at(monkeypatch, 61)
    status, err = flush(capsys)
    assert status == 0 and "1 mail sent." in err
    assert [m.recipients for m in server.mails] == [[FRED], [AMY]]  # amy's copy, and hers only


def test_flush_exits_75_while_no_server_takes_the_mail(server, monkeypatch, capsys):
    write_mail_settings(smtp=f"127.0.0.1:{free_port()}", security="none",
                        **{"from": "yacht@ynot.test"})  # nobody listens: mail waits
    status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))
    assert status == 0 and "1 mail waits in the outbox" in err
    assert flush(capsys)[0] == 75


def test_past_the_rate_messages_wait_and_are_carried_out_later_in_order(server, monkeypatch, capsys):
    assert deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))[0] == 0
    moves = ["all", "all", "x", "y"]  # with the challenge, two fit in the hour's rate of 4... then more
    for n, move in enumerate(moves):
        user = "fred" if n < 3 else "ned"
        status, _, err = deliver(monkeypatch, capsys, mail(FRED, f"yacht move 1 {user} pw-{user} {move}\n",
                                                           message_id=f"<m{n}@example.org>"))
        assert status == 0, err
    board = BoardStore().load(1)
    assert board.move_number == 3  # three played, the fourth waits
    told = [m for m in server.to(FRED) if "more than 4 messages in an hour" in m.body]
    assert len(told) == 1
    assert len(list((data_dir() / "pbm" / "deferred" / "new").iterdir())) == 1
    at(monkeypatch, 3700)
    assert main(["pbm", "tick"]) == 0
    board = BoardStore().load(1)
    assert board.move_number == 4 and board.current_user == "fred"  # ned's box, then fred's dice
    assert list((data_dir() / "pbm" / "deferred" / "new").iterdir()) == []


def test_deferred_messages_are_carried_out_in_the_order_they_came_across_runs(server, monkeypatch, capsys):
    at(monkeypatch, 0)  # every message within the same second: their order is not in their time
    assert deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned amy\n"))[0] == 0
    words = ["one", "two", "three", "four", "five", "six", "seven", "eight"]
    for n, word in enumerate(words):
        sender = AMY if n == 5 else FRED  # amy's message comes between fred's waiting ones
        user = "amy" if sender == AMY else "fred"
        deliver(monkeypatch, capsys, mail(sender, f"yacht message 1 {user} pw-{user} {word}\n",
                                          message_id=f"<w{n}@example.org>"))
    waiting = sorted(p.name for p in (data_dir() / "pbm" / "deferred" / "new").iterdir())
    assert len(waiting) == 4 and all(name.startswith("q") for name in waiting)  # four, five, seven, eight
    at(monkeypatch, 3700)  # a later run, a new process: the order is read from the files' names
    assert main(["pbm", "tick"]) == 0
    told = [m.body.replace("\r\n", "\n").split("\n\n", 1)[1].strip() for m in server.to(NED)
            if "a message from" in m.subject]
    assert told == ["one", "two", "three", "six", "four", "five", "seven", "eight"]
    capsys.readouterr()
