"""``ynot pbm mail`` without the parser: the same arguments the parser gives, only for the shapes it knows;
the password checked on its own thread while the game loads."""

import threading

import pytest

from ynot.cli import build_parser
from ynot.commands.pbm import quick
from ynot.pbm import users as pbm_users
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
