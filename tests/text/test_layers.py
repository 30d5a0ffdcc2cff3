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


#: What a mailed dominoes move never loads besides: the dice games (the default game), their mail-board.
NOT_ON_THE_DOMINO_PATH = ("ynot.dice", "ynot.dice.text", *(m for m in NOT_ON_THE_MAIL_PATH if m != "ynot.dominoes"))

MAILED = (
    "import runpy, sys\nsys.argv = ['ynot', 'pbm', 'mail', '--sender', {sender!r}]\n"
    "try:\n    runpy.run_module('ynot', run_name='__main__')\nexcept SystemExit as end:\n    status = end.code\n"
    "print('loaded:', [m for m in {never!r} if m in sys.modules], 'status:', status)\n"
)


def mailed(body: str, never: tuple[str, ...], sender: str = "fred@example.org") -> str:
    """``python -m ynot pbm mail`` as a mail server runs it, on ``body`` from ``sender``: the last line it
    prints (which of ``never`` it loaded, and its exit status)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    raw = mail(sender, body, message_id="<move@example.org>")
    code = MAILED.format(never=never, sender=sender)
    result = subprocess.run([sys.executable, "-c", code], input=raw, capture_output=True, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr.decode()
    return result.stdout.decode().strip().splitlines()[-1]


def _users() -> BoardStore:
    boards = BoardStore()
    boards.users.add("fred", "pw-fred", "fred@example.org")
    boards.users.add("ned", "pw-ned", "ned@example.org")
    return boards


def test_a_mailed_move_loads_only_what_it_needs():
    """A real Yacht move on a real board: played and mailed, and none of :data:`NOT_ON_THE_MAIL_PATH` loaded."""
    boards = _users()
    boards.challenge(["fred", "ned"], seed=7)
    assert mailed("yacht move 1 fred pw-fred all\n", NOT_ON_THE_MAIL_PATH) == "loaded: [] status: 0"
    assert boards.load(1).move_number == 1  # the move was played
    assert len(list((boards.folder / "outbox" / "new").iterdir())) == 1  # and the board mailed


def test_a_mailed_dominoes_move_loads_no_dice():
    """The registry knows each game's mail word before loading any game: a dominoes move loads dominoes only."""
    boards = _users()
    board = boards.challenge(["fred", "ned"], "domino", seed=7)
    user, double = board.current_user, board.game.state.opening  # the highest double opens the hand
    said = mailed(f"domino move 1 {user} pw-{user} {double}\n", NOT_ON_THE_DOMINO_PATH, f"{user}@example.org")
    assert said == "loaded: [] status: 0"
    assert boards.load(1).move_number == board.move_number + 1  # the double was played
