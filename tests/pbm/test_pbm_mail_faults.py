"""Accounts and faults (issue 38, point 6), through a real SMTP server (aiosmtpd): user ids that cannot be
confused with the index's marks, outbox mail that cannot be read moved aside with a sentence, a sender
without a command answered at most once an hour, a stalled relay that never holds up a move, a reply
without a command answered with the board it quotes, a Subject command beside body commands named."""

import socket
import threading

import pytest

from pbm.mail_helpers import SmtpServer, deliver, mail, write_mail_settings
from ynot.cli import main
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore
from ynot.pbm.mail import ledger
from ynot.pbm.users import MAGIC, Account, hash_password

FRED, NED = "fred@example.org", "ned@example.net"


@pytest.fixture
def server(monkeypatch, capsys):
    monkeypatch.setattr("ynot.pbm.users.SCRYPT_N", 2**4)  # cheap hashes: these tests are about the mail
    monkeypatch.setattr("ynot.pbm.boards.secrets.randbits", lambda bits: 6)
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pw-ned", NED)
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", signup="open",
                            **{"from": "yacht@ynot.test"})
        assert deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))[0] == 0
        yield smtp


def answers(smtp, address):
    return [m for m in smtp.handler.to(address) if m.subject.startswith("Re:")]


# -- user ids --------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["-", "..", ".fred", "-fred", "fr-ed", "f\u00e4rd", "a" * 21])
def test_an_id_that_could_be_confused_is_refused(server, monkeypatch, capsys, name):
    deliver(monkeypatch, capsys, mail("amy@example.com", f"yacht signup {name} pw-amy\n"))
    [answer] = answers(server, "amy@example.com")
    # the id is not echoed: a word where an id belongs that names nobody could be a password
    assert "'****' cannot be a user id: use up to 20 letters, digits, '_' or '.', not\r\nstarting with '.'." \
        in answer.body
    assert BoardStore().users.get(name) is None


def test_a_good_id_signs_up(server, monkeypatch, capsys):
    deliver(monkeypatch, capsys, mail("amy@example.com", "yacht signup amy_2.b pw-amy\n"))
    assert "Welcome, amy_2.b" in answers(server, "amy@example.com")[0].body


def test_old_ids_are_still_read_and_named_to_the_keeper(server, monkeypatch, capsys):
    users = BoardStore().users
    stored = hash_password("pw-old")
    lines = [MAGIC, *(a.line() for a in users.accounts()), Account("-", None, stored).line(),
             Account("old-timer", "old@example.com", stored).line()]
    users.path.write_text("\n".join(lines) + "\n")
    assert main(["pbm", "user", "list"]) == 0
    out, err = capsys.readouterr()
    assert "old-timer" in out and "The user ids '-', 'old-timer' have characters new ids may not have" in err
    deliver(monkeypatch, capsys, mail(FRED, "yacht games - next\nyacht list old-timer\n"))
    body = answers(server, FRED)[-1].body
    assert "> yacht games **** next\r\nThere is no user ****." in body  # '-' is the index's "nobody"
    assert "old-timer plays on no unfinished board." in body


# -- the outbox ------------------------------------------------------------------------------------
def test_outbox_mail_that_cannot_be_read_is_moved_aside_with_a_sentence(server, monkeypatch, capsys):
    new = data_dir() / "pbm" / "outbox" / "new"
    (new / "1.junk").write_bytes(b"\x00\xff\xfe garbage without headers\n")
    (new / "2.nobody").write_bytes(b"From: yacht@ynot.test\nSubject: lost\n\nno To line\n")
    (new / "3.broken").write_bytes(b"From: yacht@ynot.test\nTo: <<<@@@\nSubject: x\n\nbody\n")
    status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht show 1\n"))
    assert status == 0 and main(["pbm", "flush"]) == 0
    cur = data_dir() / "pbm" / "outbox" / "cur"
    kept = sorted(p.name for p in cur.iterdir())
    assert kept == ["1.junk.unreadable:2,T", "2.nobody.unreadable:2,T", "3.broken.unreadable:2,T"]
    assert err.count("A mail in the outbox cannot be sent") == 3 and "it has no recipient that can be read" in err
    assert (cur / "1.junk.unreadable:2,T").read_bytes().startswith(b"\x00\xff\xfe")  # kept as it was
    assert not list(new.iterdir()) and answers(server, FRED)  # the good mail went


# -- no command ------------------------------------------------------------------------------------
def test_a_sender_without_a_command_is_answered_at_most_once_an_hour(server, monkeypatch, capsys):
    now = [ledger.now()]
    monkeypatch.setattr(ledger, "now", lambda: now[0])
    for number in range(5):  # an autoresponder that does not say so, echoing every answer
        deliver(monkeypatch, capsys, mail("bot@example.com", "I am away.\n", subject="Re: Re: hello",
                                          message_id=f"<away{number}@example.com>"))
    assert len(answers(server, "bot@example.com")) == 1
    now[0] += 3601
    status, _, err = deliver(monkeypatch, capsys, mail("bot@example.com", "I am away.\n",
                                                       message_id="<later@example.com>"))
    assert status == 0 and len(answers(server, "bot@example.com")) == 2
    deliver(monkeypatch, capsys, mail("bot@example.com", "yacht show 1\n", message_id="<cmd@example.com>"))
    assert len(answers(server, "bot@example.com")) == 3  # a command is always answered


def test_a_reply_without_a_command_gets_the_board_it_quotes(server, monkeypatch, capsys):
    board_mail = server.handler.to(NED)[0]
    assert board_mail.subject == "Yacht board 1: fred to move (1 of 13)"
    deliver(monkeypatch, capsys, mail(NED, "Good luck!\n", subject="Re: " + board_mail.subject,
                                      headers={"In-Reply-To": str(board_mail.message["Message-ID"])}))
    [answer] = answers(server, NED)
    assert answer.subject == "Re: Yacht board 1: fred to move (1 of 13)"
    assert "Your mail holds no command, so here is board 1 as it stands." in answer.body
    assert "Board 1#0: Yacht" in answer.body and "is not a command" not in answer.body
    deliver(monkeypatch, capsys, mail(FRED, "Danke!\n", subject="AW: Yacht Brett 1: fred ist am Zug"))
    assert "here is board 1 as it stands" in answers(server, FRED)[-1].body
    before = len(answers(server, FRED))
    deliver(monkeypatch, capsys, mail(FRED, "yacht move 1 fred pw-fred x\n", subject="Re: Yacht board 1"))
    assert BoardStore().load(1).move_number == 1 and len(answers(server, FRED)) == before  # a title: no answer


def test_a_subject_command_beside_body_commands_is_named_not_carried_out(server, monkeypatch, capsys):
    deliver(monkeypatch, capsys, mail(FRED, "yacht list\n", subject="yacht move 1 fred pw-fred x"))
    body = answers(server, FRED)[-1].body
    assert "> yacht move 1 fred **** ****\r\nThe command in your Subject was not carried out" in body
    assert "1#0  yacht  fred v ned" in body and BoardStore().load(1).move_number == 0


# -- a stalled relay -------------------------------------------------------------------------------
class StalledRelay:
    """A local listener that takes every connection and never says a word, counting the connections."""

    def __init__(self) -> None:
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(8)
        self.port = self.socket.getsockname()[1]
        self.taken: list[socket.socket] = []
        self._thread = threading.Thread(target=self._take, daemon=True)
        self._thread.start()

    def _take(self) -> None:
        while True:
            try:
                connection, _address = self.socket.accept()
            except OSError:
                return
            self.taken.append(connection)

    def close(self) -> None:
        self.socket.close()
        for connection in self.taken:
            connection.close()


def test_a_stalled_relay_never_holds_up_a_move_and_is_rested_after_it_failed(server, monkeypatch, capsys):
    relay = StalledRelay()
    try:
        write_mail_settings(smtp=f"127.0.0.1:{relay.port}", security="none", timeout="0.2",
                            **{"from": "yacht@ynot.test"})
        now = [ledger.now()]
        monkeypatch.setattr(ledger, "now", lambda: now[0])
        status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht move 1 fred pw-fred x\n"))
        assert status == 0 and BoardStore().load(1).move_number == 1  # the move is recorded
        assert "Mail could not be sent (" in err and "timed out" in err and len(relay.taken) == 1
        status, _, err = deliver(monkeypatch, capsys, mail(NED, "yacht move 1 ned pw-ned x\n"))
        assert status == 0 and BoardStore().load(1).move_number == 2
        assert "The mail server failed a little while ago" in err and len(relay.taken) == 1  # not tried again
        waiting = list((data_dir() / "pbm" / "outbox" / "new").iterdir())
        assert len(waiting) == 2
        assert main(["pbm", "flush"]) == 75 and len(relay.taken) == 2  # the keeper's flush tries at once
        now[0] += 30
        deliver(monkeypatch, capsys, mail(FRED, "yacht show 1\n"))
        assert len(relay.taken) == 2  # the second failure rests it for two minutes
        now[0] += 120
        deliver(monkeypatch, capsys, mail(FRED, "yacht list\n"))
        assert len(relay.taken) == 3
    finally:
        relay.close()
    capsys.readouterr()


def test_a_run_finding_another_sending_leaves_the_mail_to_it(server, monkeypatch, capsys):
    from ynot.store.safefile import exclusive_lock

    with exclusive_lock(data_dir() / "pbm" / "outbox.lock"):
        status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht move 1 fred pw-fred x\n"))
    assert status == 0 and BoardStore().load(1).move_number == 1 and err == ""
    assert len(list((data_dir() / "pbm" / "outbox" / "new").iterdir())) == 1  # waits for the sender
    assert main(["pbm", "flush"]) == 0 and server.handler.to(NED)[-1].subject.startswith("Yacht board 1: ned")
