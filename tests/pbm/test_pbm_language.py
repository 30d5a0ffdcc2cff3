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


def test_yacht_language_by_mail_sets_the_senders_own_and_user_list_shows_it(server, monkeypatch, capsys):
    deliver(monkeypatch, capsys, mail(FRED, "yacht language\n"))
    [listing] = server.to(FRED)
    assert "The languages of this server: en (English), de (Deutsch)." in listing.body
    deliver(monkeypatch, capsys, mail(FRED, "yacht language de\n", subject="Sprache"))
    told = server.to(FRED)[-1]
    assert "Die Bretter und Antworten von fred kommen jetzt auf Deutsch." in told.body
    assert BoardStore().users.get("fred").language == "de"
    deliver(monkeypatch, capsys, mail(FRED, "yacht language xx\nyacht move 1 fred\n"))
    refused = server.to(FRED)[-1].body
    assert "Diese Sprache hat dieser Server nicht; er hat en, de." in refused
    assert "So wird das nicht geschrieben: yacht move brett# benutzer kennwort zug." in refused
    deliver(monkeypatch, capsys, mail("nobody@example.com", "yacht language de\n"))
    assert "there is nobody to set a\r\nlanguage for" in server.to("nobody@example.com")[-1].body
    assert main(["pbm", "user", "list"]) == 0
    rows = {line.split()[0]: line.split()[1] for line in capsys.readouterr().out.splitlines()}
    assert rows == {"karl": "de", "fred": "de"}
    deliver(monkeypatch, capsys, mail(FRED, "yacht language en\n"))
    assert "now come in English" in server.to(FRED)[-1].body


def test_a_player_dropped_by_the_time_limit_is_told_in_each_readers_language(server, monkeypatch, capsys):
    from ynot.pbm.mail import ledger

    write_mail_settings(smtp=f"127.0.0.1:{server_port()}", security="none", time_limit="2",
                        **{"from": "yacht@ynot.test"})
    deliver(monkeypatch, capsys, mail(KARL, "yacht challenge karl pw-karl fred\n"))
    later = ledger.now() + 3 * 86400
    monkeypatch.setattr(ledger, "now", lambda: later)
    assert main(["pbm", "tick"]) == 0
    assert "karl did not move within 2 days and is dropped" in capsys.readouterr().err  # the keeper: English
    to_fred, to_karl = server.to(FRED)[-1], server.to(KARL)[-1]
    assert "karl did not move within 2 days and is dropped; the game ends" in to_fred.body
    assert "karl hat nicht innerhalb von 2 Tagen gezogen und scheidet aus" in to_karl.body.replace("\r\n", " ")
    assert "Das Spiel ist aus" in to_karl.subject


def test_the_manuals_own_challenge_is_answered_with_the_form_to_write(server, monkeypatch, capsys):
    deliver(monkeypatch, capsys, mail(FRED, "yacht challenge karl fred\n"))
    body = server.to(FRED)[-1].body.replace("\r\n", " ")
    assert "write 'yacht challenge fred PASSWORD karl fred' (the players in the order written" in body
    assert BoardStore().numbers() == []


def server_port() -> int:
    from ynot.paths import config_dir

    text = (config_dir() / "ynot.ini").read_text()
    return int(text.split("smtp = 127.0.0.1:")[1].split()[0])
