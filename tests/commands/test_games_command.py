"""``ynot games`` lists the finished games of every game kind, newest first; ``ynot games show``, ``ynot
replay`` and ``ynot review`` read a kept game by its number or ``--last``; a wrong number, an empty
database or a record that no longer replays is one sentence and a non-zero exit (issue 40, point 4)."""

from __future__ import annotations

import io
import sqlite3

import pytest
from kept_games import play_out

from ynot import paths
from ynot.cli import main
from ynot.core import ReviewOptions, get_kind, review_record
from ynot.store import Store
from ynot.store.store import DB_NAME


@pytest.fixture(autouse=True)
def wide_terminal(monkeypatch):
    """What the commands print, not how it is fitted to 80 columns (tests/test_terminal_width.py): wide lines."""
    monkeypatch.setenv("COLUMNS", "160")


def run(capsys, *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return status, out, err


def refused(capsys, *args: str) -> str:
    """The one sentence ``ynot ARGS`` refuses with (exit 1)."""
    status, out, err = run(capsys, *args)
    assert status == 1 and out == "" and err.startswith("ynot: ") and err.count("\n") == 1
    return err.removeprefix("ynot: ").strip()


@pytest.fixture
def three_games():
    """Dominoes, the dice, dominoes again: finished in that order; each one's record and scores by number."""
    return {number: play_out(get_kind(name), seed=number)[1:] for number, name in ((1, "dominoes"), (2, "dice"),
                                                                                   (3, "dominoes"))}


def test_with_no_game_kept_each_command_says_so(capsys):
    assert run(capsys, "games") == (0, "No finished games are kept yet.\n", "")
    for args in (["games", "show", "--last"], ["review", "--last"], ["replay", "--last"], ["replay", "1"]):
        assert refused(capsys, *args) == "no finished game is kept yet: finish one first"


def test_the_games_are_listed_newest_first_with_their_rules_players_and_scores(three_games, capsys):
    status, out, _err = run(capsys, "games")
    heading, *rows = out.splitlines()
    assert status == 0 and heading.split() == ["game", "finished", "rules", "players", "and", "scores"]
    assert [row.split()[0] for row in rows] == ["3", "2", "1"]
    assert "Muggins dominoes, double-six target=50" in rows[0] and "Yahtzee (Hasbro" in rows[1]
    for row, number in zip(rows, (3, 2, 1), strict=True):
        scores = three_games[number][1]
        assert row.rstrip().endswith(f"Ann {scores[0]}, Bob {scores[1]}")
    status, out, _err = run(capsys, "games", "--limit", "2")
    assert [line.split()[0] for line in out.splitlines()[1:3]] == ["3", "2"]
    assert out.splitlines()[-1] == "Older games are kept too: ynot games --limit 10 lists more."
    with pytest.raises(SystemExit) as refusal:
        main(["games", "--limit", "0"])
    assert refusal.value.code == 2 and "a number of games is a whole number from 1, not '0'" in capsys.readouterr().err


def test_a_kept_game_is_shown_replayed_and_reviewed_by_its_number(three_games, capsys, monkeypatch):
    record, scores = three_games[2]
    assert run(capsys, "games", "show", "2") == (0, record, "")
    assert run(capsys, "games", "show", "--last")[1] == three_games[3][0]
    status, out, _err = run(capsys, "replay", "2")
    assert status == 0 and out == get_kind("dice").report_text(get_kind("dice").read_record(record)) + "\n"
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(record.encode()), encoding="utf-8"))
    assert run(capsys, "replay", "-") == (0, out, "")  # what games show prints, replay reads
    status, out, _err = run(capsys, "review", "1", "--player", "Ann")
    assert status == 0 and "\nAnn\n" in out and "\nBob\n" not in out


def test_wrong_numbers_and_names_are_one_sentence(three_games, capsys):
    for args in (["games", "show", "9"], ["review", "9"], ["replay", "9"]):
        assert refused(capsys, *args) == "there is no finished game numbered 9: ynot games lists them"
    assert "numbered 99999999999999999999999" in refused(capsys, "review", "99999999999999999999999")
    assert refused(capsys, "review", "2", "--last") == (
        "name one game: a record file, a game's number or --last, not two"
    )
    assert refused(capsys, "review").startswith("name a game: a record file")
    assert refused(capsys, "review", "1", "--player", "Zed") == (
        "game 1 has no player called Zed; its players are Ann and Bob"
    )


def test_a_kept_record_that_no_longer_replays_is_one_sentence(three_games, capsys):
    path = paths.data_dir() / DB_NAME
    record = three_games[1][0]
    lines = record.splitlines()
    bad = next(i for i, line in enumerate(lines) if line.startswith("play "))
    lines[bad] = "play 9-9 left"
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET record = ? WHERE id = 1", ("\n".join(lines) + "\n",))
    for command in ("replay", "review"):
        sentence = refused(capsys, command, "1")
        assert sentence.startswith(f"game 1: line {bad + 1}: ")
    assert run(capsys, "games")[0] == 0  # the list still shows it


def test_the_list_fits_the_terminal(three_games, capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "44")
    status, out, _err = run(capsys, "games")
    assert status == 0 and max(len(line) for line in out.splitlines()) <= 44
    assert "Ann" in out and "Muggins" in out


def test_a_file_named_by_a_number_is_read_as_a_file(three_games, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "2").write_text(three_games[1][0], encoding="utf-8")
    assert run(capsys, "replay", "2")[1] == run(capsys, "replay", "1")[1]


def test_the_last_game_is_had_from_the_store_and_reviewed_through_the_registry(three_games):
    """What a look's "Review last game" calls: the store's kept game, the registry's review of its record."""
    with Store.open() as store:
        summary, record = store.kept_game()
        assert (summary.number, record) == (3, three_games[3][0])
        assert store.kept_game(2)[0].players == ("Ann", "Bob") and store.kept_game(9) is None
    lines = review_record(record, ReviewOptions(title="game 3", players=("Bob",)))
    assert lines[0].startswith("Review of a double-six game") and "Ann" not in lines and "Bob" in lines
