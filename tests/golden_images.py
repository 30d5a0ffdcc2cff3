"""Golden images: a frame must equal its PNG under tests/golden/ pixel for pixel.

Refresh them only on purpose, after looking at them: ``YNOT_UPDATE_GOLDEN=1 python -m pytest tests/ui``."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

GOLDEN_ROOT = Path(__file__).resolve().parent / "golden"
UPDATE = os.environ.get("YNOT_UPDATE_GOLDEN") == "1"


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def compare_golden(frame: pygame.Surface, skin: str, name: str, tmp_path: Path) -> None:
    """Fail (saving the new picture beside the test) unless ``frame`` equals ``golden/<skin>/<name>.png``."""
    path = GOLDEN_ROOT / skin / f"{name}.png"
    if UPDATE:
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(frame, str(path))
        return
    assert path.is_file(), f"no golden image {path.name}; make it with YNOT_UPDATE_GOLDEN=1"
    expected = pygame.image.load(str(path))
    if frame.get_size() != expected.get_size() or _pixels(frame) != _pixels(expected):
        actual = tmp_path / f"{name}-actual.png"
        pygame.image.save(frame, str(actual))
        pytest.fail(f"{name} differs from its golden image; the new picture is {actual}")
