"""pbmserv's commands by mail (issue 28, points 2 and 6 to 9), through a real SMTP server (aiosmtpd): the
Subject read, no password ever written back, quoted replies not carried out again, a challenge opened once
and only by its challenger, resign, the time limit, games, show#MOVE and move#MOVE, standings, message,
signup, password, address and signoff."""

import time

import pytest

from pbm.mail_helpers import SmtpServer, deliver, mail, write_mail_settings
from ynot.cli import main
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore

FRED, NED, AMY = "fred@example.org", "ned@example.net", "amy@example.com"
PASSWORDS = ("pw-fred", "pw-ned", "pw-amy")


@pytest.fixture
def server(monkeypatch):
    monkeypatch.setattr("ynot.pbm.boards.secrets.randbits", lambda bits: 11)
    users = BoardStore().users
    for name, address in (("fred", FRED), ("ned", NED), ("amy", AMY)):
        users.add(name, f"pw-{name}", address)
    with SmtpServer() as smtp:
        write_mail_settings(smtp=f"127.0.0.1:{smtp.port}", security="none", **{"from": "yacht@ynot.test"})
        yield smtp.handler


def send(monkeypatch, capsys, sender, body, **kwargs) -> str:
    status, _, err = deliver(monkeypatch, capsys, mail(sender, body, **kwargs))
    assert status == 0, err
    return err


def answers(handler, address):
    return [m for m in handler.to(address) if m.subject.startswith("Re:")]


def no_password_anywhere(handler):
    for received in handler.mails:
        text = received.message.as_string()
        assert not any(p in text for p in PASSWORDS), text
    for path in (data_dir() / "pbm" / "outbox").rglob("*"):
        if path.is_file():
            assert not any(p.encode() in path.read_bytes() for p in PASSWORDS), path


def test_a_command_in_the_subject_is_carried_out_and_its_password_never_echoed(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "", subject="yacht challenge fred pw-fred ned")
    assert BoardStore().numbers() == [1]
    send(monkeypatch, capsys, FRED, "Hi!\n", subject="Re: yacht move 1 fred pw-fred all")
    assert BoardStore().load(1).move_number == 1
    send(monkeypatch, capsys, FRED, "", subject="Re: yacht move 1 fred SECRETWORD all")
    answer = answers(server, FRED)[-1]
    assert answer.subject == "Re: yacht move 1 fred **** ****" and "Wrong password for fred." in answer.body
    assert "SECRETWORD" not in answer.message.as_string()
    no_password_anywhere(server)


def test_the_body_wins_over_the_subject(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned\n", subject="yacht challenge fred pw-fred amy")
    assert BoardStore().load(1).users == ("fred", "ned")


@pytest.mark.parametrize("quote", [
    "-----Original Message-----\nFrom: fred\n",
    "On Tue, 24 Nov 2026 at 10:00, Fred <fred@example.org> wrote:\n",
    "On Tue, 24 Nov 2026 at 10:00, Fred\n<fred@example.org> wrote:\n",
    "________________________________\nFrom: Fred\n",
])
def test_an_unquoted_reply_is_not_carried_out_again(server, monkeypatch, capsys, quote):
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned\n")
    send(monkeypatch, capsys, NED, f"yacht show 1\n\n{quote}yacht move 1 fred pw-fred x\nyacht resign 1 ned pw-ned\n")
    board = BoardStore().load(1)
    assert board.move_number == 0 and not board.is_over
    assert "> yacht show 1" in answers(server, NED)[-1].body


def test_a_challenge_needs_the_challengers_own_password(server, monkeypatch, capsys):
    send(monkeypatch, capsys, "mallory@evil.example", "yacht challenge fred guess ned\n")
    assert BoardStore().numbers() == []
    assert "Wrong password for fred." in answers(server, "mallory@evil.example")[-1].body
    send(monkeypatch, capsys, NED, "yacht challenge ned pw-ned fred ned\n")  # ned names himself second
    assert BoardStore().load(1).users == ("fred", "ned")
    no_password_anywhere(server)


def test_a_redelivered_challenge_opens_one_board_even_without_the_ledger(server, monkeypatch, capsys):
    raw = mail(FRED, "yacht challenge fred pw-fred ned\n", message_id="<ch1@example.org>")
    assert deliver(monkeypatch, capsys, raw)[0] == 0
    (data_dir() / "pbm" / "mail-seen.txt").unlink()  # the list of handled messages lost
    assert deliver(monkeypatch, capsys, raw)[0] == 0
    assert BoardStore().numbers() == [1]
    (data_dir() / "pbm" / "mail-seen.txt").write_text("garbage\n")  # and damaged
    status, _, err = deliver(monkeypatch, capsys, raw)
    assert status == 0 and "The list of handled messages is damaged (line 1)" in err and "moved aside" in err
    assert BoardStore().numbers() == [1]


def test_a_mail_without_message_id_that_comes_again_with_one_more_received_is_the_same(server, monkeypatch, capsys):
    raw = mail(FRED, "yacht challenge fred pw-fred ned\n")
    assert b"Message-ID" not in raw
    assert deliver(monkeypatch, capsys, b"Received: from a by b; Tue, 24 Nov 2026 10:00:00 +0000\n" + raw)[0] == 0
    again = (b"Received: from b by c; Tue, 24 Nov 2026 10:05:00 +0000\n"
             b"Received: from a by b; Tue, 24 Nov 2026 10:00:00 +0000\n" + raw)
    status, _, err = deliver(monkeypatch, capsys, again)
    assert status == 0 and "was handled before" in err
    assert BoardStore().numbers() == [1]


def test_a_password_with_a_space_is_refused_where_it_is_set(capsys, monkeypatch):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("two words\n"))
    assert main(["pbm", "user", "add", "zed"]) == 1
    assert "A password is one word" in capsys.readouterr().err


def test_answers_name_the_mail_commands(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht list\nyacht move 9 fred pw-fred x\nyacht frob\n")
    body = answers(server, FRED)[-1].body
    assert "ynot pbm" not in body
    assert "yacht challenge" in body and "There is no board 9." in body and "send 'yacht help'" in body


def standings_rows(server, monkeypatch, capsys) -> dict[str, list[str]]:
    send(monkeypatch, capsys, FRED, "yacht standings\n")
    table = answers(server, FRED)[-1].body
    rows = table.replace("\r\n", "\n").split("\n\n")[0].splitlines()[2:]  # after the quote and the heading
    return {line.split()[0]: line.split()[1:] for line in rows}


def test_resign_ends_the_board_and_every_seat_is_scored_as_it_stands(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned\n")
    send(monkeypatch, capsys, FRED, "yacht move 1 fred pw-fred x\n")
    send(monkeypatch, capsys, NED, "yacht resign 1 ned pw-ned\n")
    board = BoardStore().load(1)
    assert board.is_over and board.ended == ("resigned", "ned") and not board.played
    last = server.to(FRED)[-1]
    assert last.subject == "Yacht board 1: the game is over" and "ned resigns" in last.body
    # ned never moved: a game for both, a win for nobody, no average pulled down
    rows = standings_rows(server, monkeypatch, capsys)
    assert rows["fred"] == ["1", "0", "-", "-"] and rows["ned"] == ["1", "0", "-", "-"]


def test_a_board_left_after_everybody_moved_is_won_by_the_best_who_stayed(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned\n")
    send(monkeypatch, capsys, FRED, "yacht move 1 fred pw-fred x\n")
    send(monkeypatch, capsys, NED, "yacht move 1 ned pw-ned a\n")
    send(monkeypatch, capsys, NED, "yacht resign 1 ned pw-ned\n")
    board = BoardStore().load(1)
    assert board.played
    fred, ned = board.game.state.totals()
    rows = standings_rows(server, monkeypatch, capsys)
    assert rows["fred"] == ["1", "1", f"{fred:.1f}", str(fred)] and rows["ned"] == ["1", "0", f"{ned:.1f}", str(ned)]


def test_the_time_limit_warns_a_day_before_then_drops_the_player(server, monkeypatch, capsys):
    write_mail_settings(smtp=f"127.0.0.1:{server_port(server)}", security="none", time_limit="3",
                        **{"from": "yacht@ynot.test"})
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned amy\n")
    start = time.time()
    assert main(["pbm", "tick"]) == 0  # in time: nothing
    assert len(server.mails) == 1
    monkeypatch.setattr("ynot.pbm.mail.ledger.now", lambda: start + 2.2 * 86400)
    assert main(["pbm", "tick"]) == 0
    warning = server.mails[-1]
    assert warning.recipients == [FRED] and "your move is due by" in warning.subject
    assert main(["pbm", "tick"]) == 0 and len(server.mails) == 2  # warned once
    monkeypatch.setattr("ynot.pbm.mail.ledger.now", lambda: start + 3.1 * 86400)
    assert main(["pbm", "tick"]) == 0
    board = BoardStore().load(1)
    assert board.ended == ("dropped", "fred")
    assert "fred did not move within 3 days and is dropped" in server.to(NED)[-1].body
    capsys.readouterr()


def server_port(handler) -> int:
    text = (data_dir().parent / "config" / "ynot.ini").read_text()
    return int(text.split("smtp = 127.0.0.1:")[1].split()[0])


def test_games_lists_my_turn_first_and_next_only_my_turn(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned\nyacht challenge ned pw-ned ned fred\n"
                                    "yacht challenge ned pw-ned ned amy\n")
    send(monkeypatch, capsys, FRED, "yacht games fred next\nyacht games fred\nyacht games amy all\n")
    body = answers(server, FRED)[-1].body.replace("\r\n", "\n")
    nexts, active, amy = body.split("\n\n")[:3]
    assert "      1#0  yacht  fred v ned" in nexts and " 2#0" not in nexts
    assert active.index(" 1#0  yacht") < active.index(" 2#0  yacht")
    assert "      3#0  yacht  ned v amy" in amy and "fred" not in amy


def test_show_a_past_move_and_move_guarded_by_its_number(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned\n")
    first = BoardStore().load(1).game.state.dice
    send(monkeypatch, capsys, FRED, "yacht move 1#0 fred pw-fred all\n")
    assert BoardStore().load(1).move_number == 1
    send(monkeypatch, capsys, FRED, "yacht move 1#0 fred pw-fred x\n")  # an old board: refused
    assert BoardStore().load(1).move_number == 1
    assert "Board 1 is at 1#1 now, not 1#0" in answers(server, FRED)[-1].body
    send(monkeypatch, capsys, FRED, "yacht show 1#0\nyacht show 1#5\nyacht list\n")
    body = answers(server, FRED)[-1].body
    assert "Board 1 as it was at 1#0, after move 0:" in body and "Board 1 has had 1 move; show 1#0 to 1#1." in body
    assert "Board 1#1: Yacht" in body and "      1#1  yacht  fred v ned  --  fred to move (1/13)" in body
    faces = [str(f) for f in first.faces] if hasattr(first, "faces") else None
    assert faces is None or all(f in body for f in faces)


def test_message_goes_to_the_other_players_only(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned amy\n")
    server.mails.clear()
    send(monkeypatch, capsys, FRED, "yacht message 1 fred pw-fred Good luck, both of you!\n")
    notes = [m for m in server.mails if "a message from fred" in m.subject]
    assert len(notes) == 1 and sorted(notes[0].recipients) == sorted([NED, AMY])
    assert "Good luck, both of you!" in notes[0].body
    assert "Your message went to 2 players." in answers(server, FRED)[-1].body
    no_password_anywhere(server)


def test_signup_only_when_the_keeper_opens_it_then_password_address_signoff(server, monkeypatch, capsys):
    zed = "zed@example.org"
    send(monkeypatch, capsys, zed, "yacht signup zed pw-zed\n")
    assert "does not take sign-ups by mail" in answers(server, zed)[-1].body
    write_mail_settings(smtp=f"127.0.0.1:{server_port(server)}", security="none", signup="open",
                        **{"from": "yacht@ynot.test"})
    send(monkeypatch, capsys, zed, "yacht signup zed pw-zed\n", message_id="<again@example.org>")
    assert BoardStore().users.get("zed").email == zed
    send(monkeypatch, capsys, zed, "yacht password zed pw-zed pw-zed2\nyacht address zed pw-zed2 z@example.net\n")
    assert BoardStore().users.get("zed").email == "z@example.net"
    body = answers(server, zed)[-1].body
    assert "> yacht password zed **** ****" in body and "pw-zed" not in body
    send(monkeypatch, capsys, zed, "yacht challenge zed pw-zed2 fred\n")
    send(monkeypatch, capsys, zed, "yacht signoff zed pw-zed2\n")
    assert "still plays on board 1; resign it first" in answers(server, zed)[-1].body
    send(monkeypatch, capsys, zed, "yacht resign 1 zed pw-zed2\nyacht signoff zed pw-zed2\n")
    assert BoardStore().users.get("zed") is None


def test_help_lists_every_command(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht help\n")
    body = answers(server, FRED)[-1].body
    for verb in ("challenge", "move", "resign", "show", "list", "games", "standings", "message", "signup",
                 "password", "address", "signoff", "help"):
        assert f"yacht {verb}" in body, verb


def test_each_game_by_its_own_word(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht challenge fred pw-fred ned\ndomino challenge fred pw-fred ned amy zed cy\n"
                                    "domino challenge fred pw-fred ned\nyacht challenge fred pw-fred ned --partners\n")
    assert BoardStore().numbers() == [1, 2]
    body = answers(server, FRED)[-1].body
    assert "A challenge names 2 to 4 users, not 5." in body and "Yacht has no partnerships." in body
    send(monkeypatch, capsys, FRED, "domino move 1 fred pw-fred all\nyacht draw 2 fred pw-fred\n"
                                    "domino list\n")
    body = answers(server, FRED)[-1].body
    assert "Board 1 is a board of Yacht: write 'yacht ...' for it." in body
    assert "Board 2 is a board of Muggins dominoes: write 'domino ...' for it." in body
    assert "      2#0  domino fred v ned" in body and "1#0  yacht" not in body
    send(monkeypatch, capsys, FRED, "yacht show 2\ndomino show 1\nyacht games fred\nyacht message 2 fred pw-fred hi\n")
    body = answers(server, FRED)[-1].body
    assert "Board 2 is a board of Muggins dominoes: write 'domino ...' for it." in body
    assert "Board 1 is a board of Yacht: write 'yacht ...' for it." in body
    assert "1#0  yacht" in body and "2#0  domino" not in body
    assert BoardStore().load(1).move_number == 0 and BoardStore().load(2).move_number == 0


def test_a_password_command_with_too_many_words_masks_them_all(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "yacht password fred pw-fred new secret words\nyacht signup amy two words\n")
    body = answers(server, FRED)[-1].body
    assert "> yacht password fred **** **** **** ****" in body and "> yacht signup amy **** ****" in body
    assert "secret" not in body and "words" not in body.split("\n", 1)[0]
    no_password_anywhere(server)


def test_domino_help_tells_the_target_and_the_player_counts(server, monkeypatch, capsys):
    send(monkeypatch, capsys, FRED, "domino help\n")
    body = answers(server, FRED)[-1].body.replace("\r\n", "\n")
    assert "Muggins dominoes, for two to four players" in body and "The first to\n300 points wins." in body
    assert "domino challenge you yourpassword userid2 [userid3] [userid4] [--partners]" in body
    assert "starts a board for two, three or four players" in body and "for two\n" not in body
