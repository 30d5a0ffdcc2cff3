"""The record framing, names and the registry every game shares."""

import ast
import random
from pathlib import Path

import pytest

import ynot.dice  # noqa: F401 - registers the dice games
from ynot.core import (
    MAX_NAME_LENGTH,
    RecordError,
    check_name,
    check_players,
    get_kind,
    header_start,
    kind_for_record,
    kind_for_rules,
    open_record,
    read_record,
    record_lines,
    whole_number,
)
from ynot.core import Game as GameProtocol
from ynot.dice import DICE, DiceGame, Roll, ToggleDie
from ynot.dice.rules import get_rules

CORE = Path(__file__).resolve().parents[2] / "ynot" / "core"
EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def test_record_lines_drop_comments_and_blanks_and_keep_numbers():
    lines = list(record_lines("ynot-record 1\n\n# hello\nPlayer  Ann Lee  # who\n"))
    assert [(line.number, line.verb, line.words, line.rest) for line in lines] == [
        (1, "ynot-record", ("1",), "1"),
        (4, "player", ("Ann", "Lee"), "Ann Lee"),
    ]


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("", 1, "not a YNOT game record"),
        ("\n\n# only a comment\n", 1, "not a YNOT game record"),
        ("\nhello\n", 2, "starts with 'ynot-record 1'"),
        ("ynot-record 7\n", 1, "version 7"),
        ("ynot-record 1\ngame\n", 2, "names one game"),
    ],
)
def test_bad_first_lines_are_refused_with_their_line(text, line, words):
    with pytest.raises(RecordError) as err:
        open_record(text)
    assert err.value.line == line and words in err.value.reason


def test_the_game_line_is_optional_and_read_after_the_first():
    assert open_record("ynot-record 1\nrules ynot\n").game is None
    framed = open_record("# x\nynot-record 1\n\ngame Dominoes\nrules double-six\n")
    assert framed.game == "dominoes" and framed.game_line == 4
    assert [line.verb for line in framed.lines] == ["rules"]
    assert header_start() == ["ynot-record 1"] and header_start("dominoes") == ["ynot-record 1", "game dominoes"]


def test_a_record_without_a_game_line_is_a_dice_record():
    text = (EXAMPLES / "ynot.record").read_text()
    assert kind_for_record(text) is DICE
    assert read_record(text).scores() == (534,)


def test_a_record_of_an_unknown_game_names_the_line():
    with pytest.raises(RecordError) as err:
        kind_for_record("ynot-record 1\n# c\ngame chess\n")
    assert err.value.line == 3 and "chess" in err.value.reason
    with pytest.raises(RecordError, match="not of a dice game"):
        DICE.read_record("ynot-record 1\ngame dominoes\nrules ynot\nplayer Ann\n")


@pytest.mark.parametrize(
    ("word", "ok"), [("12", 12), ("-3", -3), ("x", None), ("--5", None), ("²", None), ("9" * 41, None), ("", None)]
)
def test_whole_numbers(word, ok):
    if ok is None:
        with pytest.raises(RecordError):
            whole_number(3, word, "a seed")
    else:
        assert whole_number(3, word, "a seed") == ok


def test_names_are_checked_once_for_every_game():
    assert check_name("  Ann  ") == "Ann"
    for bad in ("", "   ", "A" * (MAX_NAME_LENGTH + 1), "Ann#1", "Ann\tB"):
        with pytest.raises(ValueError):
            check_name(bad)
    assert check_players(["Ann", "Bob"], title="Muggins", most=2, least=2) == ("Ann", "Bob")
    with pytest.raises(ValueError, match="Muggins is played by 2 players, not 1"):
        check_players(["Ann"], title="Muggins", most=2, least=2)
    with pytest.raises(ValueError, match="same name"):
        check_players(["Ann", "ANN"], title="Muggins", most=2)
    with pytest.raises(ValueError, match="1 to 6 players, not 7"):
        check_players([f"P{i}" for i in range(7)], title="YNOT", most=10)


def test_the_registry_finds_games_by_name_and_by_rules():
    assert get_kind("dice") is DICE
    assert kind_for_rules(get_rules("yacht")) is DICE
    with pytest.raises(KeyError, match="no game called 'chess'"):
        get_kind("chess")
    with pytest.raises(KeyError):
        kind_for_rules(42)


def test_the_dice_game_meets_the_protocol_and_snapshots_come_back():
    game = DICE.new_game(get_rules("ynot"), ["Ann", "Bob"], rng=random.Random(4), seed=4)
    assert isinstance(game, GameProtocol) and isinstance(game, DiceGame)
    assert game.players == ("Ann", "Bob") and game.scores() == (0, 0) and not game.finished(0)
    game.apply(Roll())
    taken = game.snapshot()
    state, history = game.state, list(game.history)
    first = game.apply(ToggleDie(0)) + game.apply(Roll())  # the roll draws from the generator
    game.restore(taken)
    assert game.state == state and game.history == history
    assert game.apply(ToggleDie(0)) + game.apply(Roll()) == first  # the same faces come again


def test_core_imports_nothing_of_ours_but_the_translation_function():
    """... and ``ynot.lazy`` (which imports nothing of ours), by which the package loads its modules when
    first asked for, and ``ynot.logs`` (nor that), by which it logs."""
    for path in CORE.glob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.level:
                known = node.level == 1 or node.module in ("i18n", "lazy", "logs")
                assert known, f"{path.name} imports ..{node.module}"
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else []
            if isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            for name in names:
                assert not name.startswith(("ynot", "pygame", "numpy")), f"{path.name} imports {name}"
