"""The framing every game record shares: the first line, the game's name, comments, numbered lines.

A record is UTF-8 text, one statement a line; ``#`` starts a comment and blank lines are ignored.
The first statement is ``ynot-record 1``; the next may be ``game NAME`` (a record without it is a dice
game, as every record was before dominoes). What follows belongs to that game (docs/records.md).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .errors import RecordError

MAGIC = "ynot-record"
VERSION = 1
#: The longest number a record may hold (a seed fits in 20 digits; Python refuses past 4,300).
MAX_DIGITS = 40


@dataclass(frozen=True)
class RecordLine:
    """One statement: its 1-based line number, its first word (lower case) and the rest."""

    number: int
    verb: str
    words: tuple[str, ...]
    rest: str  # everything after the verb, stripped (player names keep their spaces)


def record_lines(text: str) -> Iterator[RecordLine]:
    """The statements of ``text``, without comments and blank lines."""
    for number, raw in enumerate(text.splitlines(), start=1):
        content = raw.split("#", 1)[0].strip()
        if not content:
            continue
        verb, _, rest = content.partition(" ")
        yield RecordLine(number, verb.lower(), tuple(rest.split()), rest.strip())


@dataclass(frozen=True)
class Framed:
    """A record with its first line checked: the game it names (None: not named) and its statements."""

    game: str | None
    lines: tuple[RecordLine, ...]
    game_line: int = 1  # where the game was named (the first line when it was not)


def open_record(text: str) -> Framed:
    """Check the first line (and read an optional ``game NAME``); RecordError names a bad first line."""
    lines = list(record_lines(text))
    if not lines:
        raise RecordError(1, f"this is not a YNOT game record (it should start with '{MAGIC} {VERSION}')")
    first = lines[0]
    if first.verb != MAGIC:
        raise RecordError(first.number, f"a record starts with '{MAGIC} {VERSION}'")
    if first.words != (str(VERSION),):
        raise RecordError(first.number, f"this is record version {first.rest or '?'}; YNOT reads version {VERSION}")
    rest = lines[1:]
    if rest and rest[0].verb == "game":
        if len(rest[0].words) != 1:
            raise RecordError(rest[0].number, "the game line names one game, e.g. 'game dominoes'")
        return Framed(rest[0].words[0].lower(), tuple(rest[1:]), rest[0].number)
    return Framed(None, tuple(rest), first.number)


def header_start(game: str | None = None) -> list[str]:
    """The first lines of a record: the format and, for any game but the first, its name."""
    lines = [f"{MAGIC} {VERSION}"]
    if game is not None:
        lines.append(f"game {game}")
    return lines


def whole_number(line: int, word: str, what: str) -> int:
    """``word`` as an integer (a leading minus allowed), or RecordError naming ``what``."""
    digits = word[1:] if word.startswith("-") else word
    if not digits.isdigit() or not digits.isascii():
        raise RecordError(line, f"{what} is a whole number, not {word!r}")
    if len(digits) > MAX_DIGITS:
        raise RecordError(line, f"{what} has more than {MAX_DIGITS} digits")
    return int(word)
