"""A quick smoke run of benchmarks/bench_pbm_mail.py (issue 25): it runs through and prints each figure
against its goal. No timing is asserted."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_the_play_by_mail_benchmark_runs_and_prints_its_figures():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "benchmarks/bench_pbm_mail.py", "--boards", "30", "--batch", "3", "--users", "8",
         "--moves", "4", "--runs", "1"],
        capture_output=True, text=True, env=env, cwd=ROOT, timeout=300,
    )
    assert result.returncode == 0, result.stderr
    out = result.stdout
    for goal in ("'ynot pbm list' whole process", "a mailed 'yacht list' whole process",
                 "a mailed move whole process (scrypt included)"):
        line = next(line for line in out.splitlines() if line.startswith(goal))
        assert "median" in line and "goal <=" in line, line
    assert "a mailed move whole process, its readers in German: median" in out
    assert "loaded by 'ynot pbm list': nothing heavy" in out
    assert "3 messages read" in out
