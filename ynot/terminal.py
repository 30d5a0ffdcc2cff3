"""Lines that fit the terminal: its width (``COLUMNS``, else the terminal's, else 80 for a file or a pipe),
paragraphs wrapped between words, a line fitted under its own second column or indent, tables whose wide
columns wrap inside their cells, and :class:`FittedStream`, through which the command line sends every
command's output and errors (``cli``), so a line no command fitted itself still fits. Imports nothing of ours."""

from __future__ import annotations

import os
import re
import sys
import textwrap
from collections.abc import Sequence
from typing import Any, TextIO

#: Narrower than this a line is no use; wider, lines are hard to read.
MIN_WIDTH, MAX_WIDTH = 40, 160
#: The width of output that goes to a file or a pipe (and of a terminal that does not say).
DEFAULT_WIDTH = 80

#: A line of two columns (a command, then two spaces or more, then what it does): its continuation lines
#: start under the second column.
_SECOND_COLUMN = re.compile(r"^(\s*\S+(?: \S+)*\s{2,})\S")


def width(stream: TextIO | None = None) -> int:
    """The width to fit lines to: ``COLUMNS`` when set, else the terminal's when ``stream`` (standard output)
    is one, else 80."""
    stream = sys.stdout if stream is None else stream
    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isdigit():
        return max(MIN_WIDTH, min(MAX_WIDTH, int(columns)))
    try:
        if not stream.isatty():
            return DEFAULT_WIDTH
        size = os.get_terminal_size(stream.fileno()).columns
    except (AttributeError, ValueError, OSError):
        return DEFAULT_WIDTH
    return max(MIN_WIDTH, min(MAX_WIDTH, size or DEFAULT_WIDTH))


def wrap(text: str, columns: int | None = None, indent: str = "", hanging: str = "") -> str:
    """``text`` with every paragraph (line) broken between words to ``columns`` (None: left whole); a word
    longer than a line stays whole. Every line starts with ``indent``, each but a paragraph's first with
    ``hanging`` after it."""
    out: list[str] = []
    for paragraph in text.split("\n"):
        if columns is None or len(indent) + len(paragraph) <= columns:
            out.append(indent + paragraph)
            continue

        out.append(
            textwrap.fill(
                paragraph,
                columns,
                initial_indent=indent,
                subsequent_indent=indent + hanging,
                break_long_words=False,
                break_on_hyphens=False,
            )
            or indent.rstrip()
        )
    return "\n".join(out)


def fit(line: str, columns: int, more: str = "") -> str:
    """One line broken between words to ``columns``: a line in two columns goes on under its second column
    (when that starts within the left half), any other under its own indent and ``more``."""
    if len(line) <= columns:
        return line
    second = _SECOND_COLUMN.match(line)
    if second and len(second.group(1)) <= columns // 2:
        hanging = " " * len(second.group(1))
    else:
        hanging = " " * (len(line) - len(line.lstrip())) + more
    indent = hanging[: len(line) - len(line.lstrip())]
    return wrap(line.strip(), columns, indent=indent, hanging=hanging[len(indent) :])


def table(
    rows: Sequence[Sequence[str]], align: str, columns: int | None = None, indent: str = "  ", gap: int = 2
) -> list[str]:
    """``rows`` (the first is the heading) as lines no wider than ``columns``: each column as wide as its
    widest cell, the widest left-aligned ones narrowed until the table fits, their cells wrapped between
    words over several lines (None: as wide as it is). ``align`` has one letter a column: ``<`` left,
    ``>`` right."""

    widths = [max(len(row[i]) for row in rows) for i in range(len(align))]
    room = (columns or 10**6) - len(indent) - gap * (len(widths) - 1)
    while sum(widths) > room:
        narrowable = [i for i, side in enumerate(align) if side == "<" and widths[i] > 8]
        if not narrowable:
            break
        widest = max(narrowable, key=lambda i: widths[i])
        widths[widest] -= 1
    lines: list[str] = []
    for row in rows:
        cells = [
            textwrap.wrap(cell, w, break_long_words=False, break_on_hyphens=False) or [""]
            for cell, w in zip(row, widths, strict=True)
        ]
        for depth in range(max(len(cell) for cell in cells)):
            parts = [(cell[depth] if depth < len(cell) else "") for cell in cells]
            text = (" " * gap).join(f"{part:{side}{w}}" for part, side, w in zip(parts, align, widths, strict=True))
            lines.append((indent + text).rstrip())
    return lines


class FittedStream:
    """A text stream that passes every line on fitted to the width (:func:`fit`); a line not yet ended (a
    prompt) goes on as it is when flushed. ``whole`` passes lines on unchanged: a command whose output is
    for another program (a record, JSON, a shell script, roff) asks for it. Everything else (``isatty``,
    ``fileno``, ``encoding``, ``buffer``) is the stream's own."""

    def __init__(self, stream: TextIO, more: str = "") -> None:
        self.stream = stream
        #: What a continuation line has beyond its line's own indent (standard error's sentences: two spaces).
        self.more = more
        self.whole = False
        #: True while a line that was flushed unended (a prompt) waits for its end.
        self.line_open = False
        self._pending = ""

    def write(self, text: str) -> int:
        if self.whole:
            self._note(text)
            return self.stream.write(text)
        *ended, self._pending = (self._pending + text).split("\n")
        if ended:
            columns = width(self.stream)
            self.stream.write("".join(fit(line, columns, self.more) + "\n" for line in ended))
            self.line_open = False
        return len(text)

    def _note(self, text: str) -> None:
        if text:
            self.line_open = not text.endswith("\n")

    def flush(self) -> None:
        if self._pending:
            self.stream.write(self._pending)
            self.line_open, self._pending = True, ""
        self.stream.flush()

    def end_open_line(self) -> None:
        """End a line left open (a prompt interrupted by Ctrl+C), so what follows starts on its own."""
        self.flush()
        if self.line_open:
            self.stream.write("\n")
            self.stream.flush()
            self.line_open = False

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)
