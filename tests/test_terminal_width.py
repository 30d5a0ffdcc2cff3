"""The terminal commands fit an 80-column terminal: words wrapped whole, wide tables narrowed."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import in_a_terminal, share_solver_tables

from ynot.cli import COMMANDS
from ynot.terminal import table, wrap

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def test_wrap_breaks_between_words_and_keeps_long_words_whole():
    text = "ynot: there is no skin called 'x' (the skins are: amiga, mac, psion, windows)"
    lines = wrap(text, 30, hanging="  ").splitlines()
    assert all(len(line) <= 30 for line in lines) and " ".join(line.strip() for line in lines) == text
    assert wrap("a " + "x" * 50, 20).splitlines() == ["a", "x" * 50]
    assert wrap(text, None) == text  # a file or a pipe: whole lines


def test_the_width_is_columns_else_the_terminals_else_80(monkeypatch, tmp_path):
    from ynot.terminal import width

    monkeypatch.setenv("COLUMNS", "72")
    assert width() == 72
    monkeypatch.delenv("COLUMNS")
    with open(tmp_path / "out.txt", "w") as file:
        assert width(file) == 80  # a file or a pipe


def test_a_table_narrows_its_widest_text_column_and_wraps_inside_it():
    rows = [("n", "what", "points"), ("1", "score Full House in the first column (+35)", "2.074")]
    lines = table(rows, "><>", columns=30, indent="")
    assert all(len(line) <= 30 for line in lines)
    assert lines[0].split() == ["n", "what", "points"] and "2.074" in lines[1]
    assert "(+35)" in "\n".join(lines[2:])


def _run(args: list[str], home: Path, stdin: str = "", columns: str = "80") -> subprocess.CompletedProcess:
    env = dict(os.environ, COLUMNS=columns, YNOT_HOME=str(home))
    return subprocess.run([sys.executable, "-m", "ynot", *args], input=stdin, capture_output=True, text=True,
                          env=env, timeout=300)


COMMAND_LINES = [
    ["--help"],
    *[[name, "--help"] for name in COMMANDS],
    ["advise", "--rules", "ynot", "--dice", "66623", "--roll", "1", "--filled", "ones,twos", "--upper", "6"],
    ["review", str(EXAMPLES / "ynot.record")],
    ["review", str(EXAMPLES / "yahtzee.record"), "--all"],
    *[["replay", str(path)] for path in sorted(EXAMPLES.glob("*.record"))],
    ["replay", str(EXAMPLES / "no-such.record")],
    ["play", "--skin", "no-such-look-with-a-long-name-to-show-how-the-sentence-wraps"],
    ["scores"],
    ["stats"],
    ["review", str(EXAMPLES / "dominoes.record")],
    *[["help", topic] for topic in ("records", "computers", "mail", "screenshot", "install", "files")],
    ["help"],
    ["games"],
    ["pbm", "user", "list"],
    ["scores", "--rules", "no-such-rules"],
    ["dominoes", "--level", "no-such-level"],
    ["--language", "xx", "scores"],
    ["advise", "--rules", "ynot", "--dice", "66623", "--filled", "no-such-box"],
]


@pytest.mark.parametrize("args", COMMAND_LINES, ids=lambda args: " ".join(a.replace(str(ROOT), "") for a in args))
def test_no_line_is_wider_than_80_columns(args, tmp_path, solver_tables):
    share_solver_tables(tmp_path / "home", solver_tables)
    done = _run(args, tmp_path / "home")
    wide = [line for line in (done.stdout + done.stderr).splitlines() if len(line) > 80]
    assert done.stdout + done.stderr and not wide, wide


def test_without_columns_a_pipe_gets_80_and_columns_is_followed(tmp_path):
    """Into a pipe, with no COLUMNS, lines fit 80 columns; with COLUMNS they fit that, wrapped between words."""
    args = ["advise", "--rules", "ynot", "--dice", "66623", "--filled", "no-such-box"]
    env = {key: value for key, value in os.environ.items() if key != "COLUMNS"}
    env["YNOT_HOME"] = str(tmp_path / "home")
    piped = subprocess.run([sys.executable, "-m", "ynot", *args], capture_output=True, text=True, env=env,
                           timeout=120)
    narrow = _run(args, tmp_path / "home", columns="50")
    for said, columns in ((piped.stderr, 80), (narrow.stderr, 50)):
        lines = said.splitlines()
        assert len(lines) > 1 and all(len(line) <= columns for line in lines), said
        assert " ".join(said.split()).endswith("large-straight, five-kind, chance")  # no word cut


def test_a_bad_option_is_told_under_its_own_commands_usage(tmp_path):
    for args, usage in ((["play", "--bogus"], "usage: ynot play "), (["pbm", "user", "add", "x", "--bogus"],
                                                                      "usage: ynot pbm user add ")):
        done = _run(args, tmp_path / "home")
        assert done.returncode == 2 and done.stderr.startswith(usage), done.stderr
        assert "error: unrecognized arguments: --bogus" in done.stderr


def test_an_unknown_language_is_told_with_the_languages_there_are(tmp_path):
    done = _run(["--language", "xx", "scores"], tmp_path / "home")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "ynot: there is no language 'xx'; the languages are: en, de\n"
    assert _run(["--language", "de_AT", "scores"], tmp_path / "home").stdout == "Noch keine Bestenliste.\n"


def _in_a_terminal(args: list[str], lines: list[str], home: Path) -> str:
    """Run ``ynot ARGS`` in a pseudo-terminal 80 columns wide, typing ``lines``: what the screen shows."""
    env = dict(os.environ, COLUMNS="80", LINES="24", YNOT_HOME=str(home), TERM="dumb")
    return in_a_terminal([sys.executable, "-m", "ynot", *args], lines, env)


TERMINAL_GAMES = [
    (["dominoes", "--seed", "3"], ["help", "hint", "show", "draw", "quit"]),
    (["dominoes", "--players", "Ann,hard,Bob,easy", "--seed", "3"], ["help", "hint", "quit"]),
    (["text", "--rules", "winzee", "--option", "columns=4", "--players", "Ann", "Bob", "--seed", "3"],
     ["", "help", "hint", "quit"]),
    (["text", "--rules", "winzee", "--option", "columns=6", "--players", "A", "B", "C", "D", "E", "F"],
     ["", "quit"]),
    (["text", "--seed", "3"], ["", "help", "scores", "quit"]),
]


@pytest.mark.parametrize(("args", "lines"), TERMINAL_GAMES, ids=lambda v: " ".join(v)[:40])
def test_terminal_games_fit_80_columns(args, lines, tmp_path):
    screen = _in_a_terminal(args, lines, tmp_path / "home")
    wide = [line for line in screen.splitlines() if len(line) > 80]
    assert "Traceback" not in screen and len(screen.splitlines()) > 10 and not wide, wide
