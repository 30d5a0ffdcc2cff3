"""The keeper's side of play by mail (issue 28): a ``[mail]``-only ynot.ini read and left alone, private
files, exit statuses a mail system understands (75 for a locked board, the message left unhandled)."""

import stat

from pbm.mail_helpers import SmtpServer, deliver, mail
from ynot.paths import config_dir, data_dir
from ynot.pbm.boards import BoardStore
from ynot.store.safefile import exclusive_lock

FRED, NED = "fred@example.org", "ned@example.net"


def test_a_mail_only_ini_is_read_and_left_alone_when_a_game_ends(monkeypatch, capsys):
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pw-ned", NED)
    with SmtpServer() as smtp:
        ini = config_dir() / "ynot.ini"
        ini.write_text(f"[mail]\nsmtp = 127.0.0.1:{smtp.port}\nsecurity = none\nfrom = yacht@ynot.test\nrate = 500\n")
        before = ini.read_bytes()
        assert deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))[0] == 0
        for letter in "abcdeftrhslyx":  # the whole game: its last move opens the records (and their settings)
            for user in ("fred", "ned"):
                status, _, err = deliver(monkeypatch, capsys, mail(FRED, f"yacht move 1 {user} pw-{user} {letter}\n"))
                assert status == 0, err
        assert BoardStore().load(1).game.is_over
        assert ini.read_bytes() == before and not list(config_dir().glob("ynot.ini.corrupt-*"))
        last = smtp.handler.mails[-1]
        assert last.subject == "Yacht board 1: the game is over" and str(last.message["From"]) == "yacht@ynot.test"
        assert deliver(monkeypatch, capsys, mail(FRED, "yacht list\n"))[0] == 0  # still sent, from the same address
        assert str(smtp.handler.mails[-1].message["From"]) == "yacht@ynot.test"


def test_the_pbm_folder_and_the_list_of_handled_messages_are_private(monkeypatch, capsys):
    folder = data_dir() / "pbm"
    folder.mkdir(parents=True, mode=0o755)
    folder.chmod(0o755)
    BoardStore().users.add("fred", "pw-fred", FRED)
    assert deliver(monkeypatch, capsys, mail(FRED, "yacht help\n"))[0] == 0
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    for name in ("mail-seen.txt", "users.txt"):
        assert stat.S_IMODE((folder / name).stat().st_mode) == 0o600, name


def test_a_board_locked_too_long_exits_75_and_the_message_stays_unhandled(monkeypatch, capsys):
    users = BoardStore().users
    users.add("fred", "pw-fred", FRED)
    users.add("ned", "pw-ned", NED)
    assert deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred ned\n"))[0] == 0
    monkeypatch.setattr("ynot.store.safefile.LOCK_TIMEOUT", 0.2)
    monkeypatch.setattr("ynot.pbm.boards.exclusive_lock",
                        lambda path, timeout=0.2: exclusive_lock(path, timeout=timeout))
    raw = mail(FRED, "yacht move 1 fred pw-fred x\n", message_id="<locked@example.org>")
    with exclusive_lock(BoardStore().lock_path(1)):  # another process holds the board
        status, _, err = deliver(monkeypatch, capsys, raw)
    assert status == 75 and "the mail system will bring it again" in err
    assert BoardStore().load(1).current_user == "fred"  # nothing played
    outbox = data_dir() / "pbm" / "outbox" / "new"
    assert [p for p in outbox.iterdir() if b"Re: my move" in p.read_bytes()] == []  # nothing answered
    status, _, err = deliver(monkeypatch, capsys, raw)  # the mail system brings it again: now it is played
    assert status == 0, err
    assert BoardStore().load(1).current_user == "ned"
