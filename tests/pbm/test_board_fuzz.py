"""Fuzzing board files (issue 17): random bytes, truncations, byte flips, huge numbers and lines, wrong
types. Every case ends in a board that plays on, or a sentence with the board moved aside; ``list`` never
fails. 1,150 cases a run (the max_examples below)."""

import random
import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ynot.dice import DiceGame, Roll, ToggleDie
from ynot.dice.rules import get_rules
from ynot.dice.text.narrate import board_text
from ynot.pbm.boards import Board, BoardError, BoardStore


def _base_text() -> str:
    game = DiceGame(get_rules("yacht"), ("fred", "ned", "amy"), rng=random.Random(8))
    for action in (Roll(), ToggleDie(0), Roll()):
        game.apply(action)
    board = Board(1, ("fred", "ned", "amy"), game, "2026-11-23T10:00:00Z", ("<a@x>", "<b@x>"), ["k1#1"])
    return board.to_text()


BASE = _base_text().encode("utf-8")


def check(data: bytes) -> None:
    """Write ``data`` as board 1 and read it every way the commands do."""
    with tempfile.TemporaryDirectory() as folder:
        store = BoardStore(Path(folder))
        path = store.path(1)
        path.write_bytes(data)
        listed = list(store.summaries())  # never raises: the index is built, a damaged board moved aside
        if not listed:
            assert len(store.index.notices) == 1
            assert_sentence(store.index.notices[0], path)
            return
        try:
            board = store.load(1)
        except BoardError as err:
            assert_sentence(str(err), path)
            return
        assert path.exists()
        assert board_text(board.game.state)  # the board can be shown
        assert Board.from_text(board.to_text()).game.state == board.game.state
        assert board.summary().line()


def assert_sentence(message: str, path: Path) -> None:
    assert message.startswith("Board 1 ") and message.endswith("."), message
    assert len(message) < 400 and "Traceback" not in message
    assert "moved aside as board-1.txt.corrupt-" in message, message
    assert not path.exists() and list(path.parent.glob("board-1.txt.corrupt-*"))


@settings(max_examples=150)
@given(st.binary(max_size=4000))
def test_random_bytes(data):
    check(data)


@settings(max_examples=150)
@given(st.integers(min_value=0, max_value=len(BASE)))
def test_truncations(cut):
    check(BASE[:cut])


@pytest.mark.slow
@settings(max_examples=250)
@given(st.lists(st.tuples(st.integers(0, len(BASE) - 1), st.integers(1, 255)), min_size=1, max_size=4))
def test_byte_flips(flips):
    data = bytearray(BASE)
    for position, mask in flips:
        data[position] ^= mask
    check(bytes(data))


NUMBER = re.compile(rb"-?\d+")
SPOTS = [m.span() for m in NUMBER.finditer(BASE)]
HUGE = st.sampled_from([b"-1", b"1e309", b"-1e309", b"NaN", b"Infinity", b"4294967296", b"0",
                        b"9" * 5000, b"18446744073709551616", b"1.5", b"-0"])


@pytest.mark.slow
@settings(max_examples=250)
@given(st.integers(0, len(SPOTS) - 1), HUGE)
def test_huge_numbers(index, number):
    start, end = SPOTS[index]
    check(BASE[:start] + number + BASE[end:])


LINE_STARTS = [0] + [m.end() for m in re.finditer(rb"\n", BASE)]


@settings(max_examples=100)
@given(st.integers(0, len(LINE_STARTS) - 1), st.integers(1, 300_000), st.sampled_from([b"x", b"user ", b"9"]))
def test_huge_lines(index, length, fill):
    at = LINE_STARTS[index]
    check(BASE[:at] + fill * (length // len(fill)) + b"\n" + BASE[at:])


WRONG = st.sampled_from([b'"text"', b"[]", b"{}", b"[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]", b"null", b"true",
                         b"[1,2]", b"\xff\xfe", b"\x00", b"user", b"record", b"rng", b"3.0", b"[3,[],null]"])


@pytest.mark.slow
@settings(max_examples=250)
@given(st.integers(0, len(LINE_STARTS) - 2), WRONG, st.booleans())
def test_wrong_types(index, value, whole_line):
    start, end = LINE_STARTS[index], LINE_STARTS[index + 1] - 1
    line = BASE[start:end]
    new = value if whole_line or b" " not in line else line.split(b" ", 1)[0] + b" " + value
    check(BASE[:start] + new + BASE[end:])
