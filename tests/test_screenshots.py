"""The README's screenshots are what the program draws: each line of docs/screenshots/make.sh is run
again into a temporary folder and its picture compared, pixel for pixel, with the one in docs/."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

FOLDER = Path(__file__).resolve().parent.parent / "docs" / "screenshots"


def commands() -> list[list[str]]:
    lines = (FOLDER / "make.sh").read_text(encoding="utf-8").splitlines()
    return [shlex.split(line.removeprefix("$ynot "))[:] for line in lines if line.startswith("$ynot screenshot")]


def test_every_picture_in_the_folder_is_made_by_the_script_and_shown_in_the_readme():
    made = {words[-1] for words in commands()}
    readme = (FOLDER.parent.parent / "README.md").read_text(encoding="utf-8")
    assert made == {path.name for path in FOLDER.glob("*.png")}
    assert all(f"docs/screenshots/{name}" in readme for name in made)


@pytest.mark.parametrize("words", commands(), ids=lambda words: words[-1])
def test_the_picture_is_what_the_program_draws(words, tmp_path):
    out = tmp_path / words[-1]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([sys.executable, "-m", "ynot", *words[:-1], str(out)], env=env, check=True,
                   capture_output=True, timeout=300)
    drawn, kept = pygame.image.load(str(out)), pygame.image.load(str(FOLDER / words[-1]))
    assert drawn.get_size() == kept.get_size()
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(kept, "RGB"), (
        f"docs/screenshots/{words[-1]} is out of date: run docs/screenshots/make.sh")
