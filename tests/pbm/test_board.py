"""Play-by-mail boards: challenge, move, show, list; passwords; refusals; records; the lock."""

import functools
import io
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from helpers import unwrapped

from ynot.cli import main
from ynot.dice import parse_record, replay, replay_text
from ynot.dice.rules import get_rules
from ynot.paths import data_dir
from ynot.pbm.boards import Board, BoardError, BoardStore
from ynot.pbm.users import MAGIC, Account, check_password, hash_password
from ynot.store import Store
from ynot.store.safefile import exclusive_lock

ROOT = Path(__file__).resolve().parents[2]
LETTERS = "abcdeftrhslyx"


def cli(capsys, *args):
    status = main(["pbm", *args])
    out = capsys.readouterr()
    return status, out.out, unwrapped(out.err)  # a sentence wrapped to 80 columns reads as one


def board_file(number=1) -> Path:
    return data_dir() / "pbm" / f"board-{number}.txt"


def add_user(capsys, monkeypatch, name, password=None, email=None):
    monkeypatch.setattr("sys.stdin", io.StringIO(f"{password or 'pw-' + name}\n"))
    status, out, err = cli(capsys, "user", "add", name, *(["--email", email] if email else []))
    assert status == 0, err
    return out


@functools.cache
def users_file() -> str:
    """The user file of the users these tests play with, hashed once a test process (scrypt is slow)."""
    names = ("fred", "ned", "amy", "bo", "cy", "di", "bob", "e")
    return "\n".join([MAGIC, *(Account(n, None, hash_password(f"pw-{n}")).line() for n in names)]) + "\n"


@pytest.fixture
def players():
    """Accounts for the users these tests play with; each password is pw-NAME."""
    folder = data_dir() / "pbm"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "users.txt").write_text(users_file())


def challenge(capsys, *users, seed=21):
    status, out, err = cli(capsys, "challenge", *users, "--seed", str(seed))
    assert status == 0, err
    return int(re.match(r"Board (\d+) created\.", out).group(1))


def test_challenge_numbers_boards_and_rolls_for_the_first_user(capsys, players):
    assert challenge(capsys, "fred", "ned") == 1
    assert challenge(capsys, "amy", "bo", "cy", "di") == 2
    status, out, _ = cli(capsys, "show", "1")
    assert status == 0
    assert "It is fred's turn (1 of 13)." in out
    assert "fred has rolled the following:" in out and "fred has two rolls left." in out
    assert "     Scores              fred     ned" in out
    status, out, _ = cli(capsys, "list")
    assert "1#0  yacht  fred v ned  --  fred to move (1/13)" in out
    assert "2#0  yacht  amy v bo v cy v di" in out


def test_dominoes_for_four_as_partners_at_the_command_line(capsys, players):
    assert challenge(capsys, "amy", "bo", "cy", "di", "--game", "domino", "--partners") == 1
    board = BoardStore().load(1)
    assert board.game.rules.partners and board.users == ("amy", "bo", "cy", "di")
    status, out, _ = cli(capsys, "show", "1")
    assert status == 0 and "amy & cy" in out and "bo & di" in out and "Your tiles" not in out
    assert all(f"{name} holds 5 tiles." in out for name in ("amy", "bo", "cy", "di"))
    assert challenge(capsys, "amy", "bo", "cy", "--game", "domino") == 2  # three, each for themself
    assert challenge(capsys, "amy", "bo", "cy", "di", "--game", "domino", "--rules", "double-nine",
                     "--partners") == 3
    assert BoardStore().load(3).game.rules.partners and BoardStore().load(3).game.rules.highest == 9
    status, _, err = cli(capsys, "challenge", "amy", "bo", "cy", "--game", "domino", "--partners")
    assert status == 1 and "Partnerships need four players." in err
    status, _, err = cli(capsys, "challenge", "amy", "bo", "cy", "di", "--partners")
    assert status == 1 and "Yacht has no partnerships." in err


@pytest.mark.parametrize(
    ("users", "message"),
    [
        (["fred"], "2 to 4 users, not 1"),
        (["a", "b", "c", "d", "e"], "2 to 4 users, not 5"),
        (["fred", "FRED"], "same name"),
        (["fred", "ned smith"], "There is no user ned smith"),
    ],
)
def test_bad_challenges_are_refused(capsys, players, users, message):
    status, out, err = cli(capsys, "challenge", *users)
    assert status == 1 and message in err
    assert not board_file().exists()


def test_passwords_are_salted_scrypt_hashes():
    first, second = hash_password("secret"), hash_password("secret")
    assert first != second and first.startswith("scrypt$16384$8$1$")
    assert check_password("secret", first) and check_password("secret", second)
    assert not check_password("Secret", first)
    assert not check_password("secret", "scrypt$garbage")


def test_a_password_belongs_to_the_user_and_holds_on_every_board(capsys, players):
    challenge(capsys, "fred", "ned")
    challenge(capsys, "ned", "fred")
    status, out, err = cli(capsys, "move", "1", "fred", "pw-fred", "x")
    assert status == 0, err
    assert "fred scores" in out and "ned has rolled the following:" in out
    assert "It is ned's turn (1 of 13)." in out
    # whoever moves first for ned does not take ned's seat: the password is ned's own, on both boards
    for board in ("1", "2"):
        before = board_file(int(board)).read_bytes()
        status, _, err = cli(capsys, "move", board, "ned", "i-am-ned", "x")
        assert status == 1 and "Wrong password for ned." in err
        assert board_file(int(board)).read_bytes() == before
    assert cli(capsys, "move", "2", "ned", "pw-ned", "x")[0] == 0
    users = (data_dir() / "pbm" / "users.txt").read_text()
    assert "pw-fred" not in users and "pw-" not in board_file(1).read_text()
    assert re.search(r"^user fred - scrypt\$\d+\$8\$1\$[0-9a-f]{32}\$[0-9a-f]{64} sum=[0-9a-f]{8}$", users, re.M)
    assert "password" not in board_file(1).read_text()


def test_a_challenge_names_only_users_that_exist(capsys, players):
    status, _, err = cli(capsys, "challenge", "fred", "zed")
    assert status == 1 and "There is no user zed" in err
    assert not board_file().exists()


def test_user_add_passwd_email_and_list(capsys, monkeypatch):
    out = add_user(capsys, monkeypatch, "fred", "s3cret", email="fred@example.org")
    assert "User fred added (fred@example.org)." in out and "s3cret" not in out
    monkeypatch.setattr("sys.stdin", io.StringIO("other\n"))
    status, _, err = cli(capsys, "user", "add", "FRED")
    assert status == 1 and "There is already a user FRED." in err
    monkeypatch.setattr("sys.stdin", io.StringIO("\n"))
    status, _, err = cli(capsys, "user", "add", "ned")
    assert status == 1 and "A password cannot be empty." in err
    status, _, err = cli(capsys, "user", "add", "ned", "--email", "not an address")
    assert status == 1 and "is not an e-mail address" in err
    monkeypatch.setattr("sys.stdin", io.StringIO("new-one\n"))
    assert cli(capsys, "user", "passwd", "fred")[0] == 0
    store = BoardStore().users
    assert store.check("fred", "new-one").email == "fred@example.org"
    with pytest.raises(BoardError.__mro__[1]):
        store.check("fred", "s3cret")
    assert cli(capsys, "user", "email", "fred", "f@example.net")[0] == 0
    status, out, _ = cli(capsys, "user", "list")
    assert "fred" in out and "f@example.net" in out and "scrypt" not in out
    status, _, err = cli(capsys, "user", "passwd", "zed")
    assert status == 1 and "There is no user zed" in err


def test_a_password_is_asked_without_echo_on_a_terminal(monkeypatch):
    from ynot.cli import UserError
    from ynot.commands.pbm import read_password

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    answers = iter(["one", "one", "one", "two"])
    monkeypatch.setattr("getpass.getpass", lambda prompt="": next(answers))
    assert read_password("Password: ", stdin=Terminal()) == "one"
    with pytest.raises(UserError, match="differ"):
        read_password("Password: ", stdin=Terminal())


def test_a_damaged_user_file_is_moved_aside(capsys, players):
    path = data_dir() / "pbm" / "users.txt"
    path.write_text(path.read_text().replace("user ned", "user n e d"))
    status, _, err = cli(capsys, "user", "list")
    assert status == 1 and "user file is damaged (line 3" in err and "moved aside as users.txt.corrupt-" in err
    assert not path.exists() and cli(capsys, "user", "list")[0] == 0


def test_a_version_1_board_is_read_and_its_old_passwords_ignored(capsys, players):
    challenge(capsys, "fred", "ned")
    path = board_file()
    head, record = path.read_text().split("\nrecord\n", 1)
    lines = [line for line in head.splitlines() if not line.startswith(("status ", "rules "))]
    lines[0] = "ynot-pbm 1"
    lines.insert(lines.index("user ned") + 1, f"password fred {hash_password('old')}")
    path.write_text("\n".join(lines) + "\nrecord\n" + record)
    assert "fred to move" in cli(capsys, "list")[1]
    assert cli(capsys, "move", "1", "fred", "old", "x")[0] == 1
    assert cli(capsys, "move", "1", "fred", "pw-fred", "x")[0] == 0
    assert "password" not in path.read_text() and path.read_text().startswith("ynot-pbm 3\n")


def refused(capsys, *args, message):
    before = board_file().read_bytes()
    status, out, err = cli(capsys, "move", *args)
    assert status == 1, out
    assert message in err, err
    assert err.startswith("ynot: ") and err.count("\n") == 1
    assert board_file().read_bytes() == before


def test_every_refused_move_changes_nothing(capsys, players):
    challenge(capsys, "fred", "ned")
    cli(capsys, "move", "1", "fred", "pw-fred", "x")  # ned to move
    dice = replay_text(board_file().read_text().split("\nrecord\n", 1)[1]).state.dice
    missing = next(f for f in range(1, 7) if f not in dice.faces)
    refused(capsys, "1", "fred", "pw-fred", "a", message="It is ned's turn on board 1, not fred's.")
    refused(capsys, "1", "fred", "nope", "a", message="Wrong password for fred.")
    refused(capsys, "1", "ned", "", "a", message="Wrong password for ned.")
    refused(capsys, "1", "zed", "pw", "a", message="There is no user zed")
    refused(capsys, "1", "bob", "pw-bob", "a", message="bob is not playing on board 1; the players are fred, ned")
    refused(capsys, "1", "ned", "pw-ned", "zz", message="'zz' is not a move")
    refused(capsys, "1", "ned", "pw-ned", str(missing), message=f"No die shows {missing}")
    refused(capsys, "1", "ned", "pw-ned", "undo", message="'undo' is not a play-by-mail move")


def test_used_box_and_no_rolls_left_are_refused(capsys, players):
    challenge(capsys, "fred", "ned")
    cli(capsys, "move", "1", "fred", "pw-fred", "x")
    cli(capsys, "move", "1", "ned", "pw-ned", "x")
    refused(capsys, "1", "fred", "pw-fred", "x", message="Chance is already used; choose a free box.")
    assert cli(capsys, "move", "1", "fred", "pw-fred", "all")[0] == 0
    assert cli(capsys, "move", "1", "fred", "pw-fred", "all")[0] == 0
    refused(capsys, "1", "fred", "pw-fred", "all", message="No rolls are left this turn: choose a box to score.")


def test_unknown_board_and_bad_board_numbers(capsys):
    status, _, err = cli(capsys, "move", "9", "fred", "pw", "x")
    assert status == 1 and "There is no board 9." in err
    assert not (data_dir() / "pbm" / "board-9.lock").exists()
    status, _, err = cli(capsys, "show", "9")
    assert status == 1 and "There is no board 9" in err
    with pytest.raises(SystemExit):
        main(["pbm", "show", "nine"])
    assert "a board number is a whole number like 7" in capsys.readouterr().err


def test_a_whole_game_by_mail_replays_and_reaches_the_high_scores(capsys, players):
    challenge(capsys, "fred", "ned", seed=5)
    for letter in LETTERS:
        for user in ("fred", "ned"):
            status, out, err = cli(capsys, "move", "1", user, f"pw-{user}", letter)
            assert status == 0, err
    assert out.count("Game over:") == 1
    text = board_file().read_text()
    board = Board.from_text(text)
    assert board.game.is_over
    totals = board.game.state.totals()
    record = parse_record(text.split("\nrecord\n", 1)[1])
    assert record.seed is None  # the dice cannot be worked out from the record
    assert replay(record, strict_end=True).state.totals() == totals
    with Store.open() as store:
        table = {(h.name, h.score) for h in store.high_scores(get_rules("yacht"))}
        assert table == {("fred", totals[0]), ("ned", totals[1])}
        assert store.stats("fred", "yacht").all_time.games == 1
    status, _, err = cli(capsys, "move", "1", "fred", "pw-fred", "x")
    assert status == 1 and "The game on board 1 is over." in err
    assert "finished: fred" in cli(capsys, "list", "--all")[1] and "fred" not in cli(capsys, "list")[1]


def test_saved_random_state_gives_the_same_dice_as_playing_on(capsys, players):
    challenge(capsys, "fred", "ned", seed=9)
    store = BoardStore()
    board = store.load(1)
    state = board.game.rng.getstate()
    expected = [board.game.rng.randint(1, 6) for _ in range(5)]
    board.game.rng.setstate(state)
    cli(capsys, "move", "1", "fred", "pw-fred", "all")
    dice = store.load(1).game.state.dice
    assert list(dice.faces) == expected


def test_a_damaged_board_is_moved_aside(capsys, players):
    challenge(capsys, "fred", "ned")
    path = board_file()
    path.write_text(path.read_text().replace("roll ", "roll 9 ", 1))
    status, _, err = cli(capsys, "show", "1")
    assert status == 1 and "Board 1 is damaged" in err and "moved aside as board-1.txt.corrupt-" in err
    assert not path.exists()
    assert list(path.parent.glob("board-1.txt.corrupt-*"))
    with pytest.raises(BoardError):
        Board.from_text("not a board")
    assert challenge(capsys, "amy", "bo") == 2  # a number is never given out twice


# --- two processes at once --------------------------------------------------------------------
def start_move(home, *args):
    env = dict(os.environ, YNOT_HOME=str(home), PYTHONPATH=str(ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "ynot", "pbm", "move", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env, cwd=ROOT,
    )


def test_a_move_waits_for_the_board_lock(capsys, players, ynot_home):
    challenge(capsys, "fred", "ned")
    before = board_file().read_bytes()
    with exclusive_lock(data_dir() / "pbm" / "board-1.lock"):
        proc = start_move(ynot_home, "1", "fred", "pw-fred", "x")
        time.sleep(0.6)
        assert proc.poll() is None  # still waiting for the lock
        assert board_file().read_bytes() == before
    out, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "fred scores" in out


@pytest.mark.slow
def test_two_moves_at_once_land_one_per_turn(capsys, players, ynot_home):
    challenge(capsys, "fred", "ned")
    turns = [("fred", "x", "a"), ("ned", "x", "a"), ("fred", "b", "c"), ("ned", "b", "c")]
    for user, first, second in turns:
        procs = [start_move(ynot_home, "1", user, f"pw-{user}", box) for box in (first, second)]
        results = [(p.wait(timeout=30), *p.communicate()) for p in procs]
        codes = sorted(code for code, _, _ in results)
        assert codes == [0, 1], results
        loser = next(err for code, _, err in results if code == 1)
        assert "turn on board 1" in loser
    text = board_file().read_text()
    game = replay_text(text.split("\nrecord\n", 1)[1])
    assert [col[0].filled_count for col in game.state.cards] == [2, 2]
    assert game.state.current == 0 and game.state.roll_number == 1


@pytest.mark.parametrize("counter", [None, "garbage", "1", "-4", "9" * 40])
def test_a_lost_or_damaged_board_counter_never_gives_a_number_twice(capsys, players, counter):
    assert challenge(capsys, "fred", "ned") == 1
    assert challenge(capsys, "amy", "bo") == 2
    path = data_dir() / "pbm" / "next-board.txt"
    assert path.read_text() == "3\n"
    if counter is None:
        path.unlink()
    else:
        path.write_text(counter)
    assert challenge(capsys, "cy", "di") == 3


def test_list_of_one_users_boards(capsys, players):
    challenge(capsys, "fred", "ned")
    challenge(capsys, "amy", "bo")
    challenge(capsys, "bo", "FRED")
    out = cli(capsys, "list", "Fred")[1]
    assert "  1#0  yacht  fred v ned" in out and "  3#0  yacht  bo v fred" in out and "amy" not in out
    assert "cy plays on no unfinished board." in cli(capsys, "list", "cy")[1]
