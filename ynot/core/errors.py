"""The refusals every game shares: a move the rules do not allow, a record that cannot be read, and something
a game does not offer (a review, play by mail)."""

from __future__ import annotations

import re

#: A word longer than this in a refusal is shown cut (a damaged record may hold a 5,000-digit one).
LONGEST_WORD = 40
_LONG_WORD = re.compile(r"\S{" + str(LONGEST_WORD + 1) + ",}")


def _short_words(text: str) -> str:
    return _LONG_WORD.sub(lambda m: m[0][: LONGEST_WORD - 9] + "\u2026" + m[0][-8:], text)


class IllegalMove(Exception):
    """An action the rules do not allow now; the message is a sentence for the player."""


class RecordError(ValueError):
    """A record that cannot be read or breaks the rules; names the line (1-based)."""

    def __init__(self, line: int, reason: str) -> None:
        reason = _short_words(reason)
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


class NotOffered(LookupError):
    """Something a game does not offer (its kind has no text board, mail-board or review); the message is
    the sentence for the person who asked."""
