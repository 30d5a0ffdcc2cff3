"""The beep and the sounds, as every look's scenes give them: through the look's Audio, never failing."""

from __future__ import annotations

from typing import Any

from ...logs import get_logger

log = get_logger("ynot.ui")


class Feedback:
    """``sound(name)`` plays through ``self.audio`` (None: silent); ``beep()`` is the error beep,
    counted in ``beeps`` (tests read it)."""

    audio: Any = None
    beeps: int = 0

    def sound(self, name: str) -> None:
        if self.audio is not None:
            try:
                self.audio.play(name)
            except Exception:  # a sound is never worth an error
                log.exception("sound %s failed", name)

    def beep(self) -> None:
        """The error beep (silent when sound is off)."""
        self.beeps += 1
        self.sound("error")
