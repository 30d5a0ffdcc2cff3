"""What every kit widget and dialog is given: the look's style, the canvas size, and the feedback
(the error beep, the sounds)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .style import Style


def _silent(name: str) -> None:
    """No sound."""


@dataclass
class Context:
    """The style to draw with, the canvas to centre dialogs on, and how to beep and play a sound."""

    style: Style
    canvas: tuple[int, int]
    beep: Callable[[], None] = lambda: None
    sound: Callable[[str], None] = _silent
