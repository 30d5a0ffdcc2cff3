"""``ynot pbm mail`` without the parser: the same arguments the parser gives, only for the shapes it knows;
the password checked on its own thread while the game loads, started as soon as the message is read."""

import threading

import pytest

from ynot.cli import build_parser
from ynot.commands.pbm import quick
from ynot.pbm import users as pbm_users
from ynot.pbm.mail.commands import credentials, parse_command
from ynot.pbm.mail.incoming import first_credentials, read_message
from ynot.pbm.users import check_password_alongside, hash_password

STORED = hash_password("pw")


@pytest.mark.parametrize("args", [["mail"], ["mail", "--sender", "fred@example.org"], ["mail", "--sender", ""],
                                  ["mail", "--sender=fred@example.org"], ["mail", "--sender="]])
def test_quick_reads_what_the_parser_reads(args):
    fast = quick(args)
    parsed = build_parser("pbm").parse_args(["pbm", *args])
    assert fast is not None
    assert (fast.pbm_command, fast.sender) == (parsed.pbm_command, parsed.sender)


@pytest.mark.parametrize("args", [["list"], ["mail", "--sender"], ["mail", "-h"], ["mail", "--send", "x@y"],
                                  ["mail", "--sender", "-x"], ["mail", "extra"], ["move", "1", "fred", "pw", "a"]])
def test_every_other_shape_goes_to_the_parser(args):
    assert quick(args) is None


def test_the_check_runs_on_its_own_thread_while_meanwhile_runs(monkeypatch):
    threads, order = [], []
    real = pbm_users.check_password

    def check(password, stored):
        threads.append(threading.get_ident())
        return real(password, stored)

    monkeypatch.setattr(pbm_users, "check_password", check)
    assert check_password_alongside("pw", STORED, lambda: order.append("meanwhile"))
    assert not check_password_alongside("PW", STORED, lambda: order.append("meanwhile"))
    assert order == ["meanwhile", "meanwhile"]
    assert threads and threading.get_ident() not in threads


def test_what_meanwhile_raises_is_raised_once_the_check_is_over(monkeypatch):
    done = []
    real = pbm_users.check_password
    monkeypatch.setattr(pbm_users, "check_password", lambda p, s: done.append(real(p, s)) or done[-1])

    def fails():
        raise ValueError("no such game")

    with pytest.raises(ValueError, match="no such game"):
        check_password_alongside("pw", STORED, fails)
    assert done == [True]


def test_a_check_started_early_is_taken_over_by_the_check(tmp_path, monkeypatch):
    store = pbm_users.UserStore(tmp_path)
    store.add("fred", "pw")
    threads = []
    real = pbm_users.check_password

    def check(password, stored):
        threads.append(threading.get_ident())
        return real(password, stored)

    monkeypatch.setattr(pbm_users, "check_password", check)
    store.check_early("FRED", "pw")  # started at once, on its own thread
    assert store.check("fred", "pw", meanwhile=lambda: None).name == "fred"
    assert len(threads) == 1 and threading.get_ident() not in threads  # not checked again
    store.check_early("fred", "wrong")
    with pytest.raises(pbm_users.PbmError, match="Wrong password for fred"):
        store.check("fred", "wrong")
    assert len(threads) == 2


def test_a_check_for_another_password_or_hash_is_made_anew(tmp_path, monkeypatch):
    store = pbm_users.UserStore(tmp_path)
    store.add("fred", "pw")
    store.check_early("fred", "other")  # another password than the one checked: not taken
    assert store.check("fred", "pw").name == "fred"
    store.check_early("fred", "pw")
    store.update("fred", password="new")  # the hash changed since: the early check is not taken
    with pytest.raises(pbm_users.PbmError, match="Wrong password"):
        store.check("fred", "pw")
    store.check_early("nobody", "pw")  # no such user: nothing started, check says so
    with pytest.raises(pbm_users.PbmError, match="There is no user nobody"):
        store.check("nobody", "pw")


@pytest.mark.parametrize(("line", "found"), [
    ("yacht move 7#3 fred pw e", ("fred", "pw")),
    ("domino draw 7 fred pw", ("fred", "pw")),
    ("yacht challenge fred pw ned amy", ("fred", "pw")),
    ("yacht resign 7 fred pw", ("fred", "pw")),
    ("yacht message 7 fred pw hello all", ("fred", "pw")),
    ("yacht password fred old new", ("fred", "old")),
    ("yacht show 7", None),
    ("yacht help", None),
    ("yacht list fred", None),
])
def test_the_credentials_a_command_is_checked_with(line, found):
    assert credentials(parse_command(line)) == found


def test_the_first_command_of_a_message_to_be_answered_gives_the_credentials():
    def message(body, *headers):
        return "\n".join(["From: fred@example.org", "Subject: moves", *headers, "", body, ""]).encode()

    assert first_credentials(read_message(message("yacht move 1 fred pw e\nyacht move 2 fred pw2 a"),
                                          max_size=1 << 16)) == ("fred", "pw")
    assert first_credentials(read_message(message("yacht help\nyacht move 2 fred pw a"), max_size=1 << 16)) is None
    auto = message("yacht move 1 fred pw e", "Auto-Submitted: auto-replied")  # never answered: nothing checked
    assert first_credentials(read_message(auto, max_size=1 << 16)) is None
    assert first_credentials(read_message(message("yacht move 1 fred pw e"), max_size=10)) is None  # too big


def test_a_damaged_user_file_is_left_for_the_check_to_move_aside_and_tell(tmp_path):
    store = pbm_users.UserStore(tmp_path)
    store.add("fred", "pw")
    store.path.write_text("ynot-pbm-users 1\nuser fred\n")
    store.check_early("fred", "pw")  # says nothing, moves nothing
    assert store.path.exists()
    with pytest.raises(pbm_users.PbmError, match="damaged.*moved aside"):
        store.check("fred", "pw")
    assert not store.path.exists()
