"""Never lost, never twice: a run killed between writing the board and committing its mail, or before
the board was written, is finished (or undone) by the next run."""

import pytest

from pbm.mail_helpers import SmtpServer, deliver, mail, write_mail_settings
from ynot.cli import main
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore
from ynot.pbm.mail import outbox

FRED, NED = "fred@example.org", "ned@example.net"


class Killed(BaseException):
    """Stands for SIGKILL at that point of the run."""


@pytest.fixture
def server(monkeypatch, capsys):
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pw-ned", NED)
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none")
        assert deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))[0] == 0
        smtp.handler.mails.clear()
        yield smtp.handler


def staged():
    return list((data_dir() / "pbm" / "outbox" / "tmp").iterdir())


def kill_once(monkeypatch, target, name):
    original = getattr(target, name)

    def killed(*args, **kwargs):
        monkeypatch.setattr(target, name, original)
        raise Killed

    monkeypatch.setattr(target, name, killed)


def test_killed_after_the_board_was_written_the_mail_goes_once(server, monkeypatch, capsys):
    raw = mail(FRED, "yacht move 1 fred pw-fred x\n", message_id="<k1@example.org>")
    kill_once(monkeypatch, outbox.Staged, "commit")
    with pytest.raises(Killed):
        deliver(monkeypatch, capsys, raw)
    assert BoardStore().load(1).current_user == "ned"  # the move is on the board
    assert len(staged()) == 1 and server.mails == []
    # the mail system brings the message again: the staged mail goes, the move is not played twice
    status, _, err = deliver(monkeypatch, capsys, raw)
    assert status == 0 and "put in the outbox" in err and "was played before" in err
    assert [m.subject for m in server.mails] == ["Yacht board 1: ned to move (1 of 13)"]
    assert staged() == [] and BoardStore().load(1).current_user == "ned"


def test_killed_before_the_board_was_written_nothing_is_told(server, monkeypatch, capsys):
    before = BoardStore().path(1).read_bytes()
    kill_once(monkeypatch, BoardStore, "save")
    with pytest.raises(Killed):
        deliver(monkeypatch, capsys, mail(FRED, "yacht move 1 fred pw-fred x\n", message_id="<k2@example.org>"))
    assert BoardStore().path(1).read_bytes() == before and len(staged()) == 1
    assert main(["pbm", "flush"]) == 0
    assert staged() == [] and server.mails == []  # a mail telling of a move never made is dropped
    assert deliver(monkeypatch, capsys, mail(FRED, "yacht move 1 fred pw-fred x\n",
                                             message_id="<k2@example.org>"))[0] == 0
    assert [m.subject for m in server.mails] == ["Yacht board 1: ned to move (1 of 13)"]
