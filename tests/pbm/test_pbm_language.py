"""Each play-by-mail user reads their boards and answers in their own language (``ynot pbm user add
--language de``), whatever the server speaks; kept on the user's line of users.txt."""

import pytest

from pbm.mail_helpers import SmtpServer, deliver, mail, write_mail_settings
from ynot.cli import main
from ynot.pbm.boards import BoardStore
from ynot.pbm.users import PbmError, parse_users

FRED, KARL = "fred@example.org", "karl@example.de"


@pytest.fixture
def server(monkeypatch, capsys):
    monkeypatch.setattr("ynot.pbm.boards.secrets.randbits", lambda bits: 20261123)
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("pw-karl\n"))
    assert main(["pbm", "user", "add", "karl", "--email", KARL, "--language", "de"]) == 0
    assert "User karl added" in capsys.readouterr().out  # the command itself speaks the server's language
    BoardStore().users.add("fred", "pw-fred", FRED)
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", **{"from": "yacht@ynot.test"})
        yield smtp.handler


def test_a_german_user_gets_german_boards_and_answers_an_english_one_english(server, monkeypatch, capsys):
    status, _, err = deliver(monkeypatch, capsys, mail(FRED, "yacht challenge fred pw-fred karl\n"))
    assert status == 0, err
    [to_fred] = server.to(FRED)
    [to_karl] = server.to(KARL)
    assert to_fred.subject == "Yacht board 1: fred to move (1 of 13)"
    assert to_karl.subject == "Yacht Brett 1: fred ist am Zug (1 von 13)"
    assert "Punkte" in to_karl.body and "Einser" in to_karl.body and "Aces" in to_fred.body
    status, _, err = deliver(monkeypatch, capsys, mail(KARL, "yacht show 99\n", subject="Brett?"))
    assert status == 0, err
    [answer] = [m for m in server.to(KARL) if m.subject.startswith("Re:")]
    assert "Es gibt kein Brett 99." in answer.body


def test_the_language_is_kept_on_the_users_line_and_a_bad_code_is_refused():
    users = BoardStore().users
    users.add("anna", "pw-anna", "anna@example.at", "de_AT")
    assert users.get("anna").language == "de_AT"
    assert " lang=de_AT sum=" in users.path.read_text().splitlines()[-1]
    assert [a.language for a in parse_users(users.path.read_text())] == ["de_AT"]
    with pytest.raises(PbmError, match="not a language code"):
        users.add("bert", "pw-bert", None, "Deutsch")
