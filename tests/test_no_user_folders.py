"""No test touches the user's own folders: everything goes under a temporary ``YNOT_HOME``, also what
modules do while the tests are collected (before any fixture runs)."""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_collecting_the_suite_writes_nothing_into_home(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("YNOT_", "XDG_"))}
    env["HOME"] = str(home)
    # --assert=plain: the modules are imported as they are (rewriting their asserts was most of the time)
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                           "--assert=plain", "tests/ui", "tests/commands"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert sorted(str(p.relative_to(home)) for p in home.rglob("*")) == []
