"""Lines that fit the terminal: its width (``COLUMNS``, else the terminal's; none when the output goes to a
file or a pipe, whose lines stay whole), paragraphs wrapped between words, and tables whose wide columns
wrap inside their cells. Imports nothing of ours."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from typing import TextIO

#: Narrower than this a line is no use; wider, lines are hard to read.
MIN_WIDTH, MAX_WIDTH = 40, 160


def width(stream: TextIO | None = None) -> int | None:
    """The width to fit lines to: ``COLUMNS`` when set, else the terminal's when ``stream`` (standard
    output) is one; None when it is a file or a pipe."""
    stream = sys.stdout if stream is None else stream
    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isdigit():
        return max(MIN_WIDTH, min(MAX_WIDTH, int(columns)))
    try:
        if not stream.isatty():
            return None
    except (AttributeError, ValueError):
        return None
    import shutil  # only for a terminal (lines to a pipe or a file need neither shutil nor textwrap)

    return max(MIN_WIDTH, min(MAX_WIDTH, shutil.get_terminal_size((80, 24)).columns))


def wrap(text: str, columns: int | None = None, indent: str = "", hanging: str = "") -> str:
    """``text`` with every paragraph (line) broken between words to ``columns`` (None: left whole); a word
    longer than a line stays whole. Every line starts with ``indent``, each but a paragraph's first with
    ``hanging`` after it."""
    import textwrap

    out: list[str] = []
    for paragraph in text.split("\n"):
        if columns is None:
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


def table(
    rows: Sequence[Sequence[str]], align: str, columns: int | None = None, indent: str = "  ", gap: int = 2
) -> list[str]:
    """``rows`` (the first is the heading) as lines no wider than ``columns``: each column as wide as its
    widest cell, the widest left-aligned ones narrowed until the table fits, their cells wrapped between
    words over several lines (None: as wide as it is). ``align`` has one letter a column: ``<`` left,
    ``>`` right."""
    import textwrap

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
