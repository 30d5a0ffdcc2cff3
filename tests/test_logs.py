"""The log loads when something is first logged (``ynot.logs``): a run that logs nothing never imports
``logging``, and the first line logged still reaches ``ynot.log`` through the handler the command line
asked for, with its traceback."""

import os
import subprocess
import sys

PROGRAM = """
import sys
from ynot import paths
from ynot.cli import setup_logging
from ynot.logs import get_logger

setup_logging()
log = get_logger("ynot.test")
before = "logging" in sys.modules
try:
    raise RuntimeError("kaboom")
except RuntimeError:
    log.exception("it broke")
log.info("and went on")
print(before, "logging" in sys.modules, log.name)
print((paths.log_dir() / "ynot.log").read_text(encoding="utf-8"))
"""


def test_the_first_line_logged_loads_logging_and_reaches_the_log_file(tmp_path):
    env = dict(os.environ, YNOT_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, "-c", PROGRAM], env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    first, *log = done.stdout.splitlines()
    assert first == "False True ynot.test"
    text = "\n".join(log)
    assert "ERROR ynot.test: it broke" in text and "RuntimeError: kaboom" in text and "Traceback" in text
    assert "INFO ynot.test: and went on" in text


def test_a_logger_is_the_real_one_once_used(caplog):
    """Its lines are the real logger's: the level set on it holds, and each names where it was logged."""
    from ynot.logs import get_logger

    log = get_logger("ynot.test.caplog")
    with caplog.at_level("INFO", logger="ynot.test.caplog"):
        log.info("said %s", "once")
    assert [(r.name, r.getMessage()) for r in caplog.records] == [("ynot.test.caplog", "said once")]
    assert caplog.records[0].funcName == "test_a_logger_is_the_real_one_once_used"  # the caller, not the proxy
