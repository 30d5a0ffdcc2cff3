"""Lines that fit the terminal: its width (``COLUMNS``, else the terminal's, else 80), paragraphs wrapped
between words, and tables whose wide columns wrap inside their cells. Imports nothing of ours."""

from __future__ import annotations

import shutil
import textwrap
from collections.abc import Sequence

#: Narrower than this a line is no use; wider, lines are hard to read.
MIN_WIDTH, MAX_WIDTH = 40, 160


def width() -> int:
    """The width to fit lines to: the terminal's (``COLUMNS`` first), 80 when output goes to a file."""
    return max(MIN_WIDTH, min(MAX_WIDTH, shutil.get_terminal_size((80, 24)).columns))


def wrap(text: str, columns: int | None = None, indent: str = "", first: str | None = None) -> str:
    """``text`` with every paragraph (line) broken between words to ``columns``; a word longer than a
    line stays whole. ``first`` is the first line's indent (``indent`` by default)."""
    columns = columns or width()
    out: list[str] = []
    for number, paragraph in enumerate(text.split("\n")):
        lead = indent if number or first is None else first
        out.append(textwrap.fill(paragraph, columns, initial_indent=lead, subsequent_indent=indent,
                                 break_long_words=False, break_on_hyphens=False) or lead.rstrip())
    return "\n".join(out)


def table(rows: Sequence[Sequence[str]], align: str, columns: int | None = None, indent: str = "  ",
          gap: int = 2) -> list[str]:
    """``rows`` (the first is the heading) as lines no wider than ``columns``: each column as wide as its
    widest cell, the widest left-aligned ones narrowed until the table fits, their cells wrapped between
    words over several lines. ``align`` has one letter a column: ``<`` left, ``>`` right."""
    columns = columns or width()
    widths = [max(len(row[i]) for row in rows) for i in range(len(align))]
    room = columns - len(indent) - gap * (len(widths) - 1)
    while sum(widths) > room:
        narrowable = [i for i, side in enumerate(align) if side == "<" and widths[i] > 8]
        if not narrowable:
            break
        widest = max(narrowable, key=lambda i: widths[i])
        widths[widest] -= 1
    lines: list[str] = []
    for row in rows:
        cells = [textwrap.wrap(cell, w, break_long_words=False, break_on_hyphens=False) or [""]
                 for cell, w in zip(row, widths, strict=True)]
        for depth in range(max(len(cell) for cell in cells)):
            parts = [(cell[depth] if depth < len(cell) else "") for cell in cells]
            text = (" " * gap).join(f"{part:{side}{w}}" for part, side, w in zip(parts, align, widths, strict=True))
            lines.append((indent + text).rstrip())
    return lines
