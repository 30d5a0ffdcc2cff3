"""What every text game does with its terminal: print a line, and read one after a prompt."""

from __future__ import annotations

from typing import TextIO


class Console:
    """Lines out to ``stdout`` and in from ``stdin`` (a file, a pipe or a terminal)."""

    stdin: TextIO
    stdout: TextIO

    def say(self, text: str = "") -> None:
        """Print one line."""
        self.stdout.write(text + "\n")

    def _read(self, prompt: str) -> str | None:
        """Show ``prompt`` and read a line (without its line end); None at the end of the input."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.say()
            return None
        return line.rstrip("\r\n")
