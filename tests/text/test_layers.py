"""Text mode and play-by-mail stay clear of pygame."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_text_and_pbm_never_import_pygame():
    code = (
        "import sys, ynot.text.board, ynot.text.play, ynot.text.dice_board, ynot.text.finish, ynot.cli;"
        "ynot.cli.main(['pbm', 'list']); assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT)
    assert result.returncode == 0, result.stderr
    assert "No unfinished boards" in result.stdout
