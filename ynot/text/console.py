"""A game's two text streams: a line out, a line in after a prompt (None at the end of input)."""

from __future__ import annotations

from typing import TextIO


class Console:
    """Writes sentences to ``stdout`` and reads lines from ``stdin``; shared by every terminal game."""

    stdin: TextIO
    stdout: TextIO

    def say(self, text: str = "") -> None:
        self.stdout.write(text + "\n")

    def _read(self, prompt: str) -> str | None:
        """The next line without its end, after ``prompt``; None (after a new line) when input ends."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.say()
            return None
        return line.rstrip("\r\n")
