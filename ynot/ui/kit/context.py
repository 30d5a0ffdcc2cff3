"""What every kit widget and dialog is given: the look's style, the canvas size, and the feedback
(the error beep, the sounds)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ..keys import MODIFIER_KEYS
from .style import Style


def _silent(name: str) -> None:
    """No sound."""


@dataclass
class Context:
    """The style to draw with, the canvas to centre dialogs on, how to beep and play a sound, and how the
    look says why something cannot be done now (``refuse``: the error beep and the sentence, on its status
    bar, infoprint or message line; None: a beep alone)."""

    style: Style
    canvas: tuple[int, int]
    beep: Callable[[], None] = lambda: None
    sound: Callable[[str], None] = _silent
    refuse: Callable[[str], object] | None = None

    def key_press(self, event: pygame.event.Event, key: Callable[[pygame.event.Event], bool]) -> bool:
        """A KEYDOWN for a kit scene: ``key`` does its job or the scene beeps; a modifier alone does
        nothing. The event is always the scene's."""
        if event.key not in MODIFIER_KEYS and not key(event):
            self.beep()
        return True
