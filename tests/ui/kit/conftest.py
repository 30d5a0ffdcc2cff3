"""Fixtures for the kit's tests: a headless App and a Context with a look's style."""

from __future__ import annotations

import pygame
import pytest

from tests.looks import every_look, install
from ynot.ui.app import App
from ynot.ui.kit import Context
from ynot.ui.skin import load_skin

LOOKS = every_look()


class Feedback:
    """Counts the beeps and keeps the sounds a kit scene asked for."""

    def __init__(self) -> None:
        self.beeps = 0
        self.sounds: list[str] = []

    def beep(self) -> None:
        self.beeps += 1

    def sound(self, name: str) -> None:
        self.sounds.append(name)


@pytest.fixture(params=LOOKS)
def look(request):
    """Each look that has a kit style, by name."""
    return request.param


@pytest.fixture
def kit_app(look):
    """(app, ctx, feedback): an App of ``look`` with nothing on its stack, and a kit Context for it."""
    pygame.display.init()
    install(look)
    skin = load_skin(look)
    app = App(skin, scale=1)
    feedback = Feedback()
    ctx = Context(skin.make_style(), skin.canvas, feedback.beep, feedback.sound)
    yield app, ctx, feedback
    assert app.errors == []
