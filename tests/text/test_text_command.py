"""``ynot text`` plays on the session like ``ynot dominoes`` and the windows: the rules of ynot.ini by
default, the game saved after every move and kept on ``quit``, offered again at the next start, a
series of games, and a computer player from the game's kind."""

from __future__ import annotations

import io

from ynot import paths
from ynot.cli import main
from ynot.store import Store


def run_text(monkeypatch, capsys, lines: list[str], *args: str) -> str:
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    assert main(["text", *args]) == 0
    return capsys.readouterr().out


def write_ini(text: str) -> None:
    ini = paths.config_dir() / "ynot.ini"
    ini.parent.mkdir(parents=True, exist_ok=True)
    ini.write_text(text, encoding="utf-8")


def test_the_rules_of_ynot_ini_are_played_unless_named(ynot_home, monkeypatch, capsys):
    write_ini("[ynot]\nrules = winzee\ncolumns = 3\nplayers = Ann\n")
    out = run_text(monkeypatch, capsys, ["quit"], "--new")
    assert out.startswith("Windows Yahtzee (1993). Type help for the moves.") and "Ann, press Enter to roll" in out
    assert "e2          score in a column: this game has 3 columns" in run_text(monkeypatch, capsys, ["help"], "--new")
    out = run_text(monkeypatch, capsys, ["quit"], "--new", "--rules", "yacht")
    assert out.startswith("Yacht") and "Windows Yahtzee" not in out


def test_without_ynot_ini_the_default_is_ynot(ynot_home, monkeypatch, capsys):
    out = run_text(monkeypatch, capsys, ["quit"])
    assert out.startswith("YNOT (Psion Series 3, 1993). Type help for the moves.")
    assert "Player 1, press Enter to roll" in out


def test_quit_keeps_the_game_and_the_next_start_resumes_it(ynot_home, monkeypatch, capsys):
    out = run_text(monkeypatch, capsys, ["", "quit"], "--players", "Ann", "Bob", "--seed", "4", "--rules", "yacht")
    assert "The game is saved; it will be offered the next time you play." in out
    with Store.open() as store:
        saved = store.load_autosave()
        assert saved is not None and saved.game.players == ("Ann", "Bob") and saved.game.state.roll_number == 1
        dice = saved.game.state.dice
        store.close()
    out = run_text(monkeypatch, capsys, ["sheet", "quit"], "--rules", "yacht")
    assert "Your unfinished game goes on." in out and "Ann has rolled the following:" in out
    assert str(dice.faces[0]) in out
    out = run_text(monkeypatch, capsys, ["quit"], "--rules", "yacht", "--new")
    assert "Your unfinished game goes on." not in out


def test_a_series_goes_on_game_after_game_into_the_records(ynot_home, monkeypatch, capsys):
    letters = "abcdeftrhslyx"
    game = [x for letter in letters for x in ("", letter)]
    lines = [*game, "yes", *game, "no"]
    out = run_text(monkeypatch, capsys, lines, "--rules", "yacht", "--players", "Ann", "--seed", "2")
    assert out.count("Game over: Ann scores") == 2
    assert out.count("Another game? (yes or no): ") == 2
    with Store.open() as store:
        assert store.stats("Ann", "yacht").all_time.games == 2
        assert store.load_autosave() is None


def test_a_computer_player_of_the_kind_takes_a_seat(ynot_home, monkeypatch, capsys):
    letters = "abcdeftrhslyx"
    game = [x for letter in letters for x in ("", letter)]
    out = run_text(monkeypatch, capsys, [*game, "no"], "--rules", "yacht", "--players", "Ann", "--computer", "beginner")
    assert "Computer scores" in out and "Game over" in out
    with Store.open() as store:
        assert store.stats("Computer", "yacht").all_time.games == 1
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["text", "--computer", "genius", "--no-keep"]) == 1
    assert "no computer level 'genius'" in capsys.readouterr().err


def test_both_terminal_games_start_in_a_fresh_process(tmp_path):
    """Nothing but the command loads the games and their boards (no test imports them first)."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, YNOT_HOME=str(tmp_path), PYTHONPATH=str(root))
    for command in (["dominoes", "--level", "easy"], ["text", "--rules", "yacht"]):
        result = subprocess.run(
            [sys.executable, "-m", "ynot", *command], input="quit\n", capture_output=True, text=True, env=env,
            timeout=60, cwd=root,
        )
        assert result.returncode == 0, result.stderr
        assert "The game is saved; it will be offered the next time you play." in result.stdout


def test_new_leaves_exactly_one_saved_game(ynot_home, monkeypatch, capsys):
    """``ynot text --new`` gives up the kept game of its rules, as the looks do (Store.give_up_kept)."""
    for seed in ("1", "2", "3"):
        run_text(monkeypatch, capsys, ["", "quit"], "--new", "--seed", seed)  # a roll, then quit: kept
    with Store.open() as store:
        assert len(store.kept_games("dice")) == 1


def test_new_dominoes_leaves_exactly_one_saved_game(ynot_home, monkeypatch, capsys):
    for seed in ("1", "2", "3"):
        monkeypatch.setattr("sys.stdin", io.StringIO("draw\nquit\n"))
        assert main(["dominoes", "--new", "--seed", seed, "--name", "Ann"]) == 0
    capsys.readouterr()
    with Store.open() as store:
        assert len(store.kept_games("dominoes")) == 1
