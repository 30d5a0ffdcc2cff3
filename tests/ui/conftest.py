"""Fixtures for the UI tests: a headless App running a skin, driven by scripts of keys and clicks."""

from __future__ import annotations

import pygame
import pytest

from tests.looks import install
from ynot.ui.launch import build_app, open_store


class SoundLog:
    """Stands in for Audio: records what would have been played."""

    def __init__(self) -> None:
        self.enabled = True
        self.played: list[str] = []

    def play(self, name: str) -> bool:
        if self.enabled:
            self.played.append(name)
        return self.enabled


@pytest.fixture
def make_app():
    """make_app(seed=7, store=True) -> an App running the Psion skin headless at scale 1."""
    made = []

    def make(
        seed: int = 7, *, store: bool = True, resume: bool = False, skin: str = "psion", machine: bool = False
    ):
        install(skin)  # a look of the tests' own (the plain look) is installed first
        records = open_store() if store else None
        app = build_app(skin, store=records, seed=seed, scale=1, resume=resume, sound=False, machine=machine)
        app.scenes[0].audio = SoundLog()
        app.settle()
        made.append((app, records))
        return app

    yield make
    for app, records in made:
        assert app.errors == [], f"errors were caught in the UI: {app.errors!r}"
        if records is not None:
            records.close()
    pygame.quit()
