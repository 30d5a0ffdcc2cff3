"""The commands' contract with every game: each registered kind (the dice games, dominoes and the test's own
Pig, ``tests/pig_game.py``) is played into the records by its computer and then listed, shown, replayed,
scored, counted in the statistics, reviewed and played at the terminal by the same commands, which find it
through the registry alone. What a kind does not offer is said in one sentence, with no traceback.
"""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from kept_games import QUICK, play_out
from pig_game import PIG
from solved_tables import preload

from ynot.cli import main
from ynot.commands.scores import rules_title
from ynot.core import game_names, get_kind, register, unregister
from ynot.dice.strategy import cache
from ynot.store import Store

#: Every game of the registry, and Pig, registered by the fixture below.
NAMES = [*game_names(), PIG.name]


@pytest.fixture(autouse=True)
def wide_terminal(monkeypatch):
    """What the commands print, not how it is fitted to 80 columns (tests/test_terminal_width.py): wide lines."""
    monkeypatch.setenv("COLUMNS", "160")


@pytest.fixture(autouse=True)
def pig():
    register(PIG)
    yield PIG
    unregister(PIG.name)


@pytest.fixture
def dice_table():
    """The solved table of the dice games' quick rules in the solver's memory (their review needs it)."""
    preload(QUICK["dice"])
    yield
    cache.forget_memory()


def run(capsys, *args: str, stdin: str = "") -> tuple[int, str, str]:
    """``ynot ARGS`` with ``stdin`` typed: its exit status, output and errors."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(stdin.encode("utf-8")), encoding="utf-8"))
        status = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


def said_once(status: int, err: str, sentence: str) -> None:
    """A refusal: a non-zero exit and the one sentence on standard error."""
    assert status == 1 and err.strip() == f"ynot: {sentence}"


@pytest.mark.parametrize("name", NAMES)
def test_every_game_is_kept_listed_replayed_scored_counted_and_reviewed(name, capsys, dice_table):
    kind = get_kind(name)
    key, record, scores = play_out(kind)
    title = rules_title(key)
    assert title != key or kind.rules_title is None  # the kind's title of its rules, never a crash

    status, out, _err = run(capsys, "games")
    assert status == 0
    (row,) = [line for line in out.splitlines() if line.lstrip().startswith("1 ")]
    assert title.split(",")[0] in row and f"Ann {scores[0]}" in row and f"Bob {scores[1]}" in row

    assert run(capsys, "games", "show", "1")[:2] == (0, record)
    report = kind.report_text(kind.read_record(record))
    for source in (["1"], ["--last"]):
        status, out, _err = run(capsys, "replay", *source)
        assert status == 0 and out.strip() == report.strip()
    status, out, _err = run(capsys, "replay", "-", stdin=record)
    assert status == 0 and out.strip() == report.strip()

    status, out, _err = run(capsys, "scores")
    assert status == 0
    if kind.high_scores:
        assert f"High scores: {title}" in out and "Ann" in out and "Bob" in out
    else:
        assert out.strip() == "No high scores yet."
    status, out, _err = run(capsys, "stats")
    assert status == 0 and f"Player statistics: {title}" in out
    assert any(line.startswith("Ann ") for line in out.splitlines())

    status, out, err = run(capsys, "review", "--last", "--player", "Bob")
    if kind.offers("review"):
        assert status == 0 and "Bob" in out and "Ann" not in out
    else:
        said_once(status, err, f"Games of {kind.title} cannot be reviewed.")


@pytest.mark.parametrize("name", NAMES)
def test_every_game_is_played_in_the_terminal_kept_and_taken_up_again(name, capsys):
    kind = get_kind(name)
    args = ("text", "--game", name, "--players", "Ann", "Bob", "--seed", "5")
    status, out, err = run(capsys, *args, stdin="help\nshow\nquit\n")
    if not kind.offers("text_board"):
        said_once(status, err, f"{kind.title} cannot be played in the terminal.")
        return
    assert status == 0 and "The game is saved; it will be offered the next time you play." in out
    with Store.open() as store:
        saved = store.load_autosave(name)
        assert saved is not None and saved.game.players == ("Ann", "Bob")
    status, out, _err = run(capsys, *args, stdin="quit\n")
    assert status == 0
    with Store.open() as store:
        again = store.load_autosave(name)
        assert again is not None and again.game_id == saved.game_id  # the same game went on, not a new one


def test_a_game_offering_nothing_but_its_rules_is_told_so_in_one_sentence(capsys):
    register(replace(PIG, text_board=None, review=None, mail_word="pig"))
    play_out(get_kind("pig"))
    said_once(*run(capsys, "text", "--game", "pig")[::2], "Pig cannot be played in the terminal.")
    said_once(*run(capsys, "review", "--last")[::2], "Games of Pig cannot be reviewed.")
    said_once(*run(capsys, "pbm", "challenge", "--game", "pig", "fred", "ned")[::2], "Pig cannot be played by mail.")
    status, out, _err = run(capsys, "replay", "--last")
    assert status == 0 and out.startswith("Ann ")


def test_an_unknown_game_is_one_sentence(capsys):
    status, _out, err = run(capsys, "text", "--game", "chess")
    assert status == 1 and err.startswith("ynot: there is no game called 'chess' (known: ") and "pig" in err
