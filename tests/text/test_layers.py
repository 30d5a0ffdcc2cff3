"""Text mode and play-by-mail stay clear of pygame; a mailed move loads only what it needs."""

import os
import subprocess
import sys
from pathlib import Path

from pbm.mail_helpers import mail

from ynot.pbm.boards import BoardStore

ROOT = Path(__file__).resolve().parents[2]

#: What a mailed move never loads: the window, NumPy, the other game, and what the full command line,
#: the log file's rotation, HTML mail, subprocesses and the catalog compiler need.
NOT_ON_THE_MAIL_PATH = ("pygame", "numpy", "ynot.dominoes", "ynot.dice.strategy",
                        "argparse", "logging.handlers", "html.parser", "subprocess", "ynot.i18n.po", "sqlite3")


def test_text_and_pbm_never_import_pygame():
    code = (
        "import sys, ynot.pbm.boards, ynot.text.play, ynot.dice.text.board, ynot.pbm.finish, ynot.cli;"
        "ynot.cli.main(['pbm', 'list']); assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert "No unfinished boards" in result.stdout


def test_a_mailed_move_loads_only_what_it_needs(tmp_path):
    """``python -m ynot pbm mail`` as a mail server runs it, a real move on a real board: played and mailed,
    and none of :data:`NOT_ON_THE_MAIL_PATH` loaded."""
    boards = BoardStore()
    boards.users.add("fred", "pw-fred", "fred@example.org")
    boards.users.add("ned", "pw-ned", "ned@example.net")
    boards.challenge(["fred", "ned"], seed=7)
    code = (
        "import runpy, sys\nsys.argv = ['ynot', 'pbm', 'mail', '--sender', 'fred@example.org']\n"
        "try:\n    runpy.run_module('ynot', run_name='__main__')\nexcept SystemExit as end:\n    status = end.code\n"
        f"print('loaded:', [m for m in {NOT_ON_THE_MAIL_PATH!r} if m in sys.modules], 'status:', status)\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    raw = mail("fred@example.org", "yacht move 1 fred pw-fred all\n", message_id="<move@example.org>")
    result = subprocess.run([sys.executable, "-c", code], input=raw, capture_output=True, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr.decode()
    assert result.stdout.decode().strip().splitlines()[-1] == "loaded: [] status: 0"
    assert boards.load(1).move_number == 1  # the move was played
    assert len(list((boards.folder / "outbox" / "new").iterdir())) == 1  # and the board mailed
