"""A user locked out by a damaged line of users.txt is told apart from a wrong password: the user hears that
the keeper knows, the keeper is told (standard error at the command line, the run's report by mail) how to
give them a new password, and that new password heals the line (issue 35, point 3)."""

from __future__ import annotations

import pytest

from pbm.mail_helpers import deliver, mail
from ynot.cli import main
from ynot.paths import data_dir
from ynot.pbm.boards import BoardStore
from ynot.pbm.users import MAGIC, SUM, Account, PbmError, line_sum, parse_users

FRED = "fred@example.org"


def _users(capsys) -> BoardStore:
    boards = BoardStore()
    boards.users.add("fred", "pw-fred", FRED)
    boards.users.add("ned", "pw-ned")
    assert main(["pbm", "challenge", "fred", "ned", "--seed", "3"]) == 0
    capsys.readouterr()
    return boards


def _damage_fred(change) -> None:
    """Rewrite fred's line of users.txt by ``change(words)`` (from outside YNOT)."""
    path = data_dir() / "pbm" / "users.txt"
    lines = path.read_text().splitlines()
    lines = [" ".join(change(line.split())) if line.startswith("user fred ") else line for line in lines]
    path.write_text("\n".join(lines) + "\n")


def _flip_a_hash_digit(words: list[str]) -> list[str]:
    """A hex digit of the hash changed: the line keeps its shape, its check sum no longer matches."""
    head, _, digest = words[3].rpartition("$")
    words[3] = f"{head}${'0' if digest[0] != '0' else '1'}{digest[1:]}"
    return words


def _refused_parameters(words: list[str]) -> list[str]:
    """An older line (no sum) whose scrypt cost is no power of two: no password can match it."""
    parts = words[3].split("$")
    parts[1] = "16383"
    return [*words[:3], "$".join(parts)]


@pytest.mark.parametrize("damage", [_flip_a_hash_digit, _refused_parameters], ids=["digit", "parameters"])
def test_a_damaged_hash_is_reported_to_the_keeper_and_a_new_password_heals_it(capsys, monkeypatch, damage):
    _users(capsys)
    _damage_fred(damage)
    assert main(["pbm", "move", "1", "fred", "pw-fred", "a"]) == 1
    err = capsys.readouterr().err
    assert "Wrong password" not in err
    assert "The password of fred cannot be checked" in err and "keeper has been told" in err
    assert "The line of fred in users.txt is damaged" in err and "ynot pbm user passwd fred" in err
    assert main(["pbm", "move", "1", "ned", "pw-ned", "a"]) == 1  # not ned's turn: ned's line is sound
    assert "damaged" not in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", _Line("pw-fred-2\n"))
    assert main(["pbm", "user", "passwd", "fred"]) == 0
    capsys.readouterr()
    assert main(["pbm", "move", "1", "fred", "pw-fred-2", "a"]) == 0, capsys.readouterr().err


def test_by_mail_the_user_hears_the_keeper_knows_and_the_keeper_reads_it_in_the_report(capsys, monkeypatch):
    _users(capsys)
    _damage_fred(_flip_a_hash_digit)
    status, _out, err = deliver(monkeypatch, capsys, mail(FRED, "yacht move 1 fred pw-fred a\n"))
    assert status == 0
    assert "The line of fred in users.txt is damaged" in err and "ynot pbm user passwd fred" in err
    answer = next(p for p in (data_dir() / "pbm" / "outbox" / "new").iterdir() if b"Re: my move" in p.read_bytes())
    body = answer.read_bytes().decode("utf-8", "replace")
    assert "keeper has been told" in body.replace("=\n", "").replace("\n", " ") and "Wrong password" not in body


def test_a_wrong_password_on_a_sound_line_is_still_a_wrong_password(capsys):
    users = _users(capsys).users
    with pytest.raises(PbmError, match="Wrong password for fred"):
        users.check("fred", "not-it")
    assert users.take_notices() == []


def test_a_line_of_an_older_file_without_a_sum_is_read_and_gets_one_at_the_next_change():
    sound = Account("bo", None, "scrypt$16384$8$1$" + "ab" * 16 + "$" + "cd" * 32)
    older = sound.line().rpartition(" ")[0]  # the same line as an older YNOT wrote it
    (account,) = parse_users(f"{MAGIC}\n{older}\n")
    assert account.damaged_sum == "" and account.line() == f"{older} {SUM}{line_sum(older)}"
    (damaged,) = parse_users(f"{MAGIC}\n{older} {SUM}00000000\n")
    assert damaged.damaged_sum == "00000000" and damaged.line().endswith(f" {SUM}00000000")  # stays damaged


class _Line:
    """A piped standard input holding one line (the password)."""

    def __init__(self, text: str) -> None:
        self.text = text

    def isatty(self) -> bool:
        return False

    def readline(self) -> str:
        return self.text
