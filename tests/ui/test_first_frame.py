"""The first frame of every look loads nothing it does not show: no NumPy, no strategy, no synthesizer
(they load when a computer, the coach or a sound first needs them); YNOT_EXIT_AFTER_FIRST_FRAME ends
``ynot play`` right after that frame (how benchmarks/first_frame.py times it from outside)."""

import os
import subprocess
import sys

import pytest

LATER = ("numpy", "ynot.dice.strategy.advisor", "ynot.dice.strategy.search", "ynot.ui.synth", "ynot.commands.pbm")

PROGRAM = """
import sys
from ynot.cli import main
status = main(["play", "--skin", sys.argv[1], "--scale", "1", "--new"])
print(status, sorted(name for name in {later!r} if name in sys.modules))
"""


@pytest.mark.parametrize("look", ["psion", "windows", "amiga", "mac"])
def test_the_first_frame_loads_nothing_it_does_not_show(look, tmp_path):
    env = dict(os.environ, YNOT_EXIT_AFTER_FIRST_FRAME="1", YNOT_HOME=str(tmp_path), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", PROGRAM.format(later=LATER), look], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split("\n")[-2] == "0 []"
