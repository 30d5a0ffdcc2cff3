"""Damaged boards (issue 17): a sentence, the board moved aside, the other boards still listed; a reader of
the output that goes away early stops the command quietly."""

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from ynot.cli import main
from ynot.dice import DiceGame, Roll
from ynot.dice.rules import get_rules
from ynot.paths import data_dir
from ynot.pbm.boards import Board, BoardError, BoardStore

ROOT = Path(__file__).resolve().parents[2]


def make_board(number: int, users=("fred", "ned"), seed=4) -> Path:
    """Board ``number`` written straight to disk (no accounts needed to read one)."""
    game = DiceGame(get_rules("yacht"), users, rng=random.Random(seed))
    game.apply(Roll())
    store = BoardStore()
    store.save(Board(number, tuple(users), game, "2026-11-23T10:00:00Z"))
    return store.path(number)


def damage_rng(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    head, rest = text.split("\nrng [3,[", 1)
    first, tail = rest.split(",", 1)
    path.write_text(head + "\nrng [3,[" + new + "," + tail if old == "first" else text.replace(old, new))


@pytest.mark.parametrize("value", ["-1", "1e309", "4294967296", "99999999999999999999999", '"7"', "null"])
@pytest.mark.parametrize("command", ["show", "move"])
def test_a_damaged_random_state_is_a_sentence_and_the_board_goes_aside(capsys, value, command):
    path = make_board(1)
    BoardStore().users.add("fred", "pw")
    damage_rng(path, "first", value)
    args = ["pbm", "show", "1"] if command == "show" else ["pbm", "move", "1", "fred", "pw", "x"]
    status = main(args)
    err = " ".join(capsys.readouterr().err.split())  # one sentence, wrapped to 80 columns
    assert status == 1, err
    assert "Board 1 is damaged (line 11: the random state is damaged); it was moved aside as " \
           "board-1.txt.corrupt-" in err
    assert "went wrong" not in err
    assert not path.exists() and list(path.parent.glob("board-1.txt.corrupt-*"))


@pytest.mark.parametrize("position", ["625", "-1", "1e309"])
def test_a_damaged_position_or_gauss_is_caught_too(position):
    path = make_board(1)
    text = path.read_text()
    head, rng_line = text.split("\nrng ", 1)[0], text.split("\nrng ", 1)[1].split("\n", 1)
    internal = rng_line[0].rsplit(",", 2)
    damaged = f"{internal[0]},{position},{internal[2]}"
    path.write_text(f"{head}\nrng {damaged}\n{rng_line[1]}")
    with pytest.raises(BoardError, match="random state is damaged"):
        BoardStore().load(1)
    assert not path.exists()


def test_list_goes_on_past_a_damaged_board(capsys):
    make_board(1)
    path = make_board(2, ("amy", "bo"))
    make_board(3, ("cy", "di"))
    path.write_text(path.read_text().replace("status turn amy 1/13", "status turn x"))  # list must load it
    damage_rng(path, "first", "1e309")
    (data_dir() / "pbm" / "index.txt").unlink()  # the index is built again from the boards
    assert main(["pbm", "list"]) == 0
    out, err = capsys.readouterr()
    assert "1#0  yacht  fred v ned  --  fred to move (1/13)" in out
    assert "Board 2 is damaged" in err and "moved aside" in err
    assert "3#0  yacht  cy v di" in out


@pytest.mark.parametrize("users", [("fred",), ("a", "b", "c", "d", "e")])
def test_a_board_file_with_other_than_2_to_4_users_is_damaged(users):
    game = DiceGame(get_rules("ynot"), users, rng=random.Random(1))
    text = Board(1, users, game, "x").to_text()
    with pytest.raises(BoardError, match=f"a board has 2 to 4 users, not {len(users)}"):
        Board.from_text(text)


def run_into_closed_pipe(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    read_end, write_end = os.pipe()
    os.close(read_end)  # the reader is gone before the command writes a byte
    try:
        return subprocess.run([sys.executable, "-m", "ynot", *args], stdout=write_end, stderr=subprocess.PIPE,
                              text=True, env=env, cwd=ROOT, timeout=60)
    finally:
        os.close(write_end)


def test_a_reader_that_goes_away_stops_the_command_quietly():
    make_board(1)
    for args in (("pbm", "show", "1"), ("pbm", "list")):
        result = run_into_closed_pipe(*args)
        assert result.stderr == "", result.stderr
        assert result.returncode == 141


def test_show_into_head_prints_three_lines_and_no_error():
    make_board(1)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = f"'{sys.executable}' -m ynot pbm show 1 | head -3"
    result = subprocess.run(["sh", "-c", command], capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert result.stdout.splitlines()[:2] == ["Board 1#0: Yacht (pbmserv, 2003), fred v ned.",
                                             "It is fred's turn (1 of 13)."]
    assert len(result.stdout.splitlines()) == 3
    assert result.stderr == ""
    assert data_dir().is_dir()
