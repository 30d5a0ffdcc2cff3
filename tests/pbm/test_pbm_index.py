"""The index of boards beside them (issue 25, point 5): kept up to date by every change (a line appended to its
changes, folded in now and then: issue 38, point 9), rebuilt when missing, moved aside with a sentence and
rebuilt when damaged; ``list`` reads it alone, leaves finished boards out unless asked, and filters the boards
where it is a user's turn."""

import io

import pytest
from helpers import unwrapped

from ynot.cli import main
from ynot.paths import data_dir
from ynot.pbm import index as index_module
from ynot.pbm.boards import BoardStore, play_move
from ynot.pbm.index import MAGIC


def cli(capsys, *args):
    status = main(["pbm", *args])
    out = capsys.readouterr()
    return status, out.out, unwrapped(out.err)  # a sentence wrapped to 80 columns reads as one


@pytest.fixture
def boards(capsys, monkeypatch):
    store = BoardStore()
    for name in ("fred", "ned", "amy"):
        store.users.add(name, f"pw-{name}")
    for users in (("fred", "ned"), ("ned", "amy"), ("amy", "fred")):
        assert cli(capsys, "challenge", *users, "--seed", "3")[0] == 0
    for letter in "abcdeftrhslyx":  # board 3 played to its end (in process: no password checks)
        for user in ("amy", "fred"):
            store.change(3, lambda board, user=user, letter=letter: play_move(board, user, letter))
    assert store.load(3).is_over
    return store


def index_path():
    return data_dir() / "pbm" / "index.txt"


def changes_path():
    return data_dir() / "pbm" / "index-changes.txt"


def index_lines() -> list[str]:
    """The index as a reader sees it: index.txt with its changes, a line a board."""
    return [entry.to_line() for entry in BoardStore().index.sorted()]


def test_list_reads_the_index_alone(boards, capsys):
    assert index_path().read_text().splitlines()[0] == MAGIC and len(index_lines()) == 3
    for number in (1, 2):  # the boards' own files are not opened to list them
        boards.path(number).write_text("not read by list\n")
    status, out, _ = cli(capsys, "list")
    assert status == 0 and "  1#0  yacht  fred v ned  --  fred to move" in out and "  2#0  yacht  ned v amy" in out
    assert "    3" not in out  # finished: left out unless asked for
    assert "  3#0  yacht  amy v fred  --  finished: amy" in cli(capsys, "list", "--all")[1]


def test_list_of_the_boards_where_it_is_my_turn(boards, capsys):
    out = cli(capsys, "list", "ned", "--mine")[1]
    assert "  2#0  yacht  ned v amy" in out and "  1#0" not in out
    assert cli(capsys, "list", "--mine")[0] == 1  # --mine needs a user


def test_a_missing_index_is_rebuilt(boards, capsys):
    before = index_lines()
    index_path().unlink()
    status, out, err = cli(capsys, "list", "--all")
    assert status == 0 and err == "" and index_lines() == before
    assert not changes_path().exists()  # folded into the index written anew
    assert index_path().read_text() == "\n".join([MAGIC, *before]) + "\n"
    assert out.count("yacht") == 3


@pytest.mark.parametrize("damage", [b"garbage\n", b"\xff\xfe", MAGIC.encode() + b"\n7 yacht\n"])
def test_a_damaged_index_is_moved_aside_with_a_sentence_and_rebuilt(boards, capsys, damage):
    before = index_lines()
    index_path().write_bytes(damage)
    status, out, err = cli(capsys, "list", "--all")
    assert status == 0 and out.count("yacht") == 3
    assert "The board index is damaged" in err and "moved aside as index.txt.corrupt-" in err
    assert "it was built again" in err
    assert index_lines() == before


def test_damaged_changes_are_moved_aside_with_a_sentence_and_the_index_rebuilt(boards, capsys):
    before = index_lines()
    with changes_path().open("a") as changes:
        changes.write("2 yacht garbage\n")
    status, out, err = cli(capsys, "list", "--all")
    assert status == 0 and out.count("yacht") == 3
    assert "The board index is damaged" in err and "moved aside as index-changes.txt.corrupt-" in err
    assert index_lines() == before and not changes_path().exists()


def test_the_index_command_reads_every_board_and_names_the_damaged(boards, capsys):
    boards.path(2).write_text("ynot-pbm 3\nboard 2\n")
    status, out, err = cli(capsys, "index")
    assert status == 1 and "Board 2 is damaged" in err and "The index holds 2 boards." in out
    assert "    2" not in cli(capsys, "list", "--all")[1]


def test_the_index_follows_every_change(boards, capsys, monkeypatch):
    assert cli(capsys, "move", "1", "fred", "pw-fred", "x")[0] == 0
    line = next(line for line in index_lines() if line.startswith("1 "))
    assert " ned 1/13 fred,ned " in line and line.split()[3] == "1"  # ned to move, after one move
    monkeypatch.setattr("sys.stdin", io.StringIO("5\n"))
    assert cli(capsys, "limit", "1", "5")[0] == 0
    assert next(x for x in index_lines() if x.startswith("1 ")).split()[5] == "5"


def test_a_move_appends_its_line_and_leaves_the_index_file_alone(boards):
    whole = index_path().read_bytes()
    changes = changes_path().read_text()
    boards.play(1, "fred", "x")
    assert index_path().read_bytes() == whole  # the 10,000 lines of a big index are neither read nor written
    added = changes_path().read_text()[len(changes):]
    assert added.count("\n") == 1 and added.startswith("1 yacht yacht 1 ")
    assert next(x for x in index_lines() if x.startswith("1 ")) == added.rstrip("\n")


def test_the_changes_are_folded_in_once_they_grow(boards, monkeypatch):
    monkeypatch.setattr(index_module, "CHANGES_BYTES", 150)  # two lines
    for letter in "xyl":
        for user in ("fred", "ned"):
            boards.play(1, user, letter)
    assert changes_path().stat().st_size <= 150
    folded = [line for line in index_path().read_text().splitlines() if line.startswith("1 ")]
    assert len(folded) == 1 and folded[0].split()[3] in ("4", "5", "6")  # folded after one of the last moves
    assert next(x for x in index_lines() if x.startswith("1 ")).split()[3] == "6"


def test_a_change_line_cut_short_by_a_crash_is_left_out_and_cut_off(boards):
    before = index_lines()
    with changes_path().open("a") as changes:
        changes.write("1 yacht yacht 9 2026-")  # the process died while writing
    assert index_lines() == before
    boards.play(2, "ned", "x")
    text = changes_path().read_text()
    assert "2026-\n" not in text and "2026-2 " not in text and text.endswith("\n")
    assert next(x for x in index_lines() if x.startswith("2 ")).split()[3] == "1"
    assert [x for x in index_lines() if x.startswith("1 ")] == [x for x in before if x.startswith("1 ")]
