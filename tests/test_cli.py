"""The ``ynot`` entry point: replay, errors without tracebacks, and lazy imports."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ynot.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_replay_prints_final_scorecards(capsys):
    assert main(["replay", str(EXAMPLES / "yatcy.record")]) == 0
    out = capsys.readouterr().out
    assert "Gary: 335" in out and "Grand total" in out and "Game over." in out


def test_replay_json(capsys):
    assert main(["replay", "--json", str(EXAMPLES / "yacht.record")]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["rules"] == "yacht" and data["finished"] is True
    assert [p["total"] for p in data["players"]] == [415, 62]
    assert data["winners"] == ["fred"]
    fred = data["players"][0]["columns"][0]
    assert fred["boxes"]["five-kind"] == 50 and fred["extra_bonus"] == 100


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"ynot-record 1\nrules ynot\nplayer A\nroll 9 9 9 9 9\n", "line 4: a die shows 1 to 6"),
        (b"\xff\xfe garbage", "not a text game record"),
        (b"", "line 1"),
    ],
)
def test_replay_errors_are_one_sentence(tmp_path, capsys, content, words):
    path = tmp_path / "bad.record"
    path.write_bytes(content)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


def test_replay_missing_file_and_folder(tmp_path, capsys):
    assert main(["replay", str(tmp_path / "nope.record")]) == 1
    assert "there is no game record" in capsys.readouterr().err
    assert main(["replay", str(tmp_path)]) == 1
    assert "is a folder" in capsys.readouterr().err


def test_python_m_ynot_replay_does_not_load_pygame():
    code = (
        "import sys, runpy; sys.argv = ['ynot', 'replay', sys.argv[1]];\n"
        "try:\n    runpy.run_module('ynot', run_name='__main__')\n"
        "except SystemExit as e:\n    assert e.code == 0, e.code\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code, str(EXAMPLES / "ynot.record")], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert "Ann: 534" in result.stdout


def test_rules_and_game_never_import_pygame():
    code = "import ynot.dice.rules, ynot.dice, sys; assert 'pygame' not in sys.modules"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_ruff_is_clean():
    ruff = pytest.importorskip("ruff")
    del ruff
    root = Path(__file__).resolve().parent.parent
    result = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--no-cache", str(root)], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_without_its_packages_it_says_what_to_install(tmp_path):
    """``python3 -m ynot`` in a checkout before the install (no site-packages: ``-S``): --version works, every
    other command names the missing package and the install command, in one sentence and no traceback."""
    root = Path(__file__).resolve().parent.parent
    env = {key: value for key, value in os.environ.items() if key != "YNOT_HOME"}  # the folders from platformdirs
    env.update(PYTHONPATH=str(root), HOME=str(tmp_path), XDG_DATA_HOME=str(tmp_path / "data"))
    version = subprocess.run([sys.executable, "-S", "-m", "ynot", "--version"], env=env, capture_output=True,
                             text=True, timeout=60)
    assert version.returncode == 0 and version.stdout.startswith("ynot ")
    for command in (["solve"], ["play"]):  # NumPy, pygame (only the command run is loaded)
        done = subprocess.run([sys.executable, "-S", "-m", "ynot", *command], env=env, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 1 and "Traceback" not in done.stderr
        said = " ".join(done.stderr.split())  # wrapped to 80 columns
        assert "is not installed" in said and ".venv/bin/pip install ." in said


def test_a_command_loads_only_its_own_module(tmp_path):
    code = (
        "import sys\nfrom ynot.cli import main\ntry:\n    main(['solve', '--help'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in sys.modules if m.startswith('ynot.commands.')))"
    )
    done = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, YNOT_HOME=str(tmp_path)),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--rebuild" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "['ynot.commands._rules_args', 'ynot.commands.solve']"


def test_the_top_levels_help_names_every_command_and_loads_no_game(tmp_path):
    """``ynot --help`` lists each command with its help, reading none of their options (the dominoes
    command's --level names the game's levels, which would load the game)."""
    code = (
        "import sys\nfrom ynot.cli import main\ntry:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "print(sorted(m for m in ('ynot.dominoes', 'ynot.dice', 'numpy', 'pygame') if m in sys.modules))"
    )
    done = subprocess.run([sys.executable, "-c", code], env=dict(os.environ, YNOT_HOME=str(tmp_path), COLUMNS="200"),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    from ynot.cli import COMMANDS

    listed = [line.split()[0] for line in done.stdout.splitlines() if line.startswith("    ") and line.split()]
    assert set(COMMANDS) <= set(listed), listed
    assert "Play Muggins dominoes in the terminal" in done.stdout
    assert done.stdout.strip().splitlines()[-1] == "[]"


def test_the_parser_and_manual_page_need_none_of_the_games_packages():
    """The build writes the manual page from the parser where only hatchling is installed: every command's
    options load without pygame, NumPy, shtab or platformdirs (a command imports those when it runs)."""
    code = (
        "import sys\n"
        "class Refuse:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('pygame', 'numpy', 'shtab', 'platformdirs'):\n"
        "            raise ModuleNotFoundError(name)\n"
        "sys.meta_path.insert(0, Refuse())\n"
        "from ynot.cli import build_parser\n"
        "from ynot.commands.manpage import manual_page\n"
        "import datetime\n"
        "print(len(manual_page(build_parser(), '1', datetime.date(2026, 1, 1))) > 1000)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "True"
