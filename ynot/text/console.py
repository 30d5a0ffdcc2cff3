"""What every text game does with its terminal: print a line, and read one after a prompt."""

from __future__ import annotations

from typing import TextIO

from ..terminal import fit, width

#: A line that asks for a new page: on a terminal the screen is cleared (what one person saw is gone before
#: the keyboard is passed to the next); into a file or a pipe it is an empty line.
NEW_PAGE = "\f"
_CLEAR = "\x1b[H\x1b[2J\x1b[3J"


class Console:
    """Lines out to ``stdout`` and in from ``stdin`` (a file, a pipe or a terminal)."""

    stdin: TextIO
    stdout: TextIO

    def say(self, text: str = "") -> None:
        """Print a line (or lines), each fitted to the terminal's width between words: a line in two
        columns goes on under its second column, any other under its own indent."""
        columns = width(self.stdout)
        for line in text.split("\n"):
            if line == NEW_PAGE:
                self.stdout.write(_CLEAR if self._on_terminal() else "\n")
                continue
            self.stdout.write(fit(line, columns) + "\n")

    def _on_terminal(self) -> bool:
        try:
            return self.stdout.isatty()
        except (AttributeError, ValueError):
            return False

    def _read(self, prompt: str) -> str | None:
        """Show ``prompt`` and read a line (without its line end); None at the end of the input."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = self.stdin.readline()
        if not line:
            self.say()
            return None
        return line.rstrip("\r\n")
