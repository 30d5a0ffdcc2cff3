"""Shared by the packaging tests: a copy of the project's source to build from, and a clean environment
for running an installed YNOT (no checkout on the path, no display, its own YNOT_HOME)."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCE_PARTS = (
    "ynot", "skins", "assets", "examples", "packaging", "tools", "hatch_build.py", "pyproject.toml", "README.md",
    "CHANGELOG.md", "LICENSE",
)


@pytest.fixture(scope="session")
def source_copy(tmp_path_factory) -> Path:
    """The project's files as a build sees them, copied so that no build writes into the checkout."""
    dest = tmp_path_factory.mktemp("source")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in SOURCE_PARTS:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, dest / name, ignore=ignore)
        elif path.is_file():
            shutil.copy2(path, dest / name)
    return dest


def _clean_env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        YNOT_HOME=str(home),
        XDG_DATA_HOME=str(home / "xdg-data"),
    )
    env.update(extra)
    return env


@pytest.fixture
def clean_env():
    """Makes the environment for a YNOT run outside the checkout: headless, isolated, no PYTHONPATH."""
    return _clean_env


#: The issue's example: what a player sees after starting, marking two dice, rolling and opening the card.
SHOT_ARGS = ("screenshot", "--skin", "psion", "--seed", "7", "--keys", "ENTER SPACE RIGHT SPACE ENTER TAB")


@pytest.fixture(scope="session")
def shot_args() -> tuple[str, ...]:
    return SHOT_ARGS


@pytest.fixture(scope="session")
def reference_shot(tmp_path_factory) -> bytes:
    """The RGB pixels of the example screenshot rendered by the checkout, to compare installed ones with."""
    folder = tmp_path_factory.mktemp("reference")
    out = folder / "reference.png"
    env = _clean_env(folder / "home", PYTHONPATH=str(ROOT))
    subprocess.run([sys.executable, "-m", "ynot", *SHOT_ARGS, str(out)], cwd=folder, env=env, check=True)
    return pixels(out)


def pixels(path: Path) -> bytes:
    """A PNG's pixels as RGB bytes, with its size up front (so a different size never compares equal)."""
    import pygame

    image = pygame.image.load(str(path))
    width, height = image.get_size()
    return f"{width}x{height}:".encode() + pygame.image.tobytes(image, "RGB")


@pytest.fixture(scope="session")
def png_pixels():
    return pixels
