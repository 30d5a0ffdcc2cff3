"""The two refusals every game shares: a move the rules do not allow, and a record that cannot be read."""

from __future__ import annotations


class IllegalMove(Exception):
    """An action the rules do not allow now; the message is a sentence for the player."""


class RecordError(ValueError):
    """A record that cannot be read or breaks the rules; names the line (1-based)."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason
