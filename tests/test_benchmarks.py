"""A smoke run of each speed benchmark (benchmarks/): tiny sizes, SDL's dummy driver, and only that each
prints its figure lines (never how fast: speed is not a test's business)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"
FRAMES = r"frames while .*: \d+; median [\d.]+ ms, worst [\d.]+ ms \(goal <= 2 and <= 8: (met|not met)\)"
MEMORY = r"peak memory \(max RSS\): \d+ MB against \d+ MB for the floor: [-+][\d.]+ MB \(goal <= \+15: (met|not met)"

CASES = {
    "first_frame.py": (["--rounds", "1", "--looks", "psion,mac"],
                       [r"\| psion \| 1440x480 \| \d+ \| \d+ \| [\d.]+ \((met|not met)\) \| \d+ \| [\d.]+ \| \d+ "
                        r"\| \d+ \| [-+]\d+ \((met|not met)\) \|",
                        r"\| mac \| 1280x960 \|"]),
    "resume.py": (["--rounds", "1", "--looks", "psion"],
                  [r"\| psion \| ynot, 2 players, \d+ actions \| [\d.]+ \| \d+ / \d+ \| \d+ / \d+ "
                   r"\| -?\d+ / -?\d+ \|"]),
    "bench_ui.py": (["--rolls", "1", "--idle", "0.1", "--menus", "1"],
                    [FRAMES.replace(".*", r"dice roll \(1 rolls\)"), FRAMES.replace(".*", "the menu opens.*"), MEMORY]),
    "bench_windows.py": (["--rolls", "1", "--drags", "1", "--idle", "0.1", "--menus", "1"],
                         [FRAMES.replace(".*", "dice roll"), FRAMES.replace(".*", "a die is dragged into the shaker"),
                          FRAMES.replace(".*", "menus open.*"), MEMORY]),
    "bench_amiga.py": (["--rolls", "1"], [FRAMES.replace(".*", "dice roll"),
                                          FRAMES.replace(".*", "the pointer crosses the card.*"), MEMORY]),
    "bench_mac.py": (["--plays", "2", "--idle", "0.1", "--menus", "1"],
                     [FRAMES.replace(".*", r"tiles slide \(colour\)"), FRAMES.replace(".*", "menus open.*"),
                      FRAMES.replace(".*", "the hand is scrolled"), MEMORY]),
    "frames.py": (["--rounds", "1", "--looks", "psion"],
                  [r"psion +dice roll \(20 rolls\) +[\d.]+ +[\d.]+ +[\d.]+ +[\d.]+ +(met|not met)"]),
    "pbm_ledger.py": (["--lines", "500"],
                      [r"500 handled messages: a run's look at the list, median [\d.]+ ms, best [\d.]+ ms"]),
    "bench_hint.py": (["--looks", "amiga", "--hints", "1", "--scale", "1"],
                      [FRAMES.replace(".*", r"the table of yatcy is built \(amiga, the progress line on the screen\)"),
                       r"amiga: hint from key to frame, table cached: 1 hints; median [\d.]+ ms, worst [\d.]+ ms "
                       r"\(goal <= 50: (met|not met)\)"]),
    "bench_solver.py": (["--processes", "1", "--advice", "2", "yahtzee"],
                        [r"whole process, ynot solve --rules yahtzee --rebuild: median [\d.]+ s, best [\d.]+ s of 1 "
                         r"\(goal <= [\d.]+ s: (met|not met)\); score 254\.5877287345",
                         r"\| yahtzee \| 254\.5877287345 \| 254\.5877287345 \|", r"advice \(ynot\): first question"]),
}


@pytest.mark.slow
@pytest.mark.parametrize("script", sorted(CASES))
def test_each_benchmark_prints_its_figures(script, tmp_path):
    arguments, lines = CASES[script]
    env = {key: value for key, value in os.environ.items() if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", YNOT_HOME=str(tmp_path))
    done = subprocess.run([sys.executable, str(BENCHMARKS / script), *arguments], env=env, capture_output=True,
                          text=True, timeout=500)
    assert done.returncode == 0, done.stderr
    for line in lines:
        assert re.search(line, done.stdout), (line, done.stdout)
