"""Our own bitmap font in the manner of the Windows 3.1 System font: bold, proportional, 16 pixels a line.

Built as data from YNOT's own hand-drawn glyph set (``ynot.ui.pixelfont``, Latin-1 included) the way the
bold Psion font is: every stroke widened by one pixel, the glyphs stretched from 7 to 10 rows above the
baseline and from 2 to 3 below, with two rows of air on top where the accents of capitals go; the
accented letters are composed by ``ynot.ui.latin1_glyphs``. Nothing is copied from a ROM or an
operating system's font.
"""

from __future__ import annotations

from ..latin1_glyphs import ALIASES, compose
from ..pixelfont import Glyph, PixelFont, base_glyphs, register_font, stretch, thick_glyphs, thicken

NAME = "windows-system"
LINE_HEIGHT = 16
TOP = 2  # rows of air above a capital, for its accent
CAP_HEIGHT = 10
BASELINE = TOP + CAP_HEIGHT  # rows from the top of a line to the baseline
_STRETCH = (1, 3, 5, 7)  # base rows drawn twice: 7 rows above the baseline become 10, 2 below become 3


def build_system_font() -> PixelFont:
    """The System font: printable ASCII, pixelfont's symbols and all of Latin-1."""
    drawn = thick_glyphs()
    rows: dict[str, tuple[str, ...]] = {}
    for char, base in base_glyphs().items():
        tall = stretch(drawn.get(char) or thicken(base), _STRETCH)
        rows[char] = ("." * len(tall[0]),) * TOP + tall
    x_top = next(y for y, row in enumerate(rows["a"]) if "#" in row)
    composed = compose(rows, cap_height=BASELINE, baseline=BASELINE, thicken=thicken)
    rows = rows | {char: _lift_accent(glyph, x_top) if char.islower() else glyph for char, glyph in composed.items()}
    rows = rows | {alias: rows[char] for alias, char in ALIASES.items()}
    glyphs = {char: Glyph(glyph, advance=len(glyph[0]) + 1) for char, glyph in rows.items()}
    for space in (" ", "\u00a0"):
        glyphs[space] = Glyph(glyphs[space].rows, advance=5)
    return PixelFont(NAME, glyphs, line_height=LINE_HEIGHT, cap_height=CAP_HEIGHT, baseline=BASELINE)


def _lift_accent(rows: tuple[str, ...], x_top: int) -> tuple[str, ...]:
    """A small letter's accent one row higher, so that it does not touch the letter (there is room)."""
    if "#" in rows[0] or not any("#" in row for row in rows[:x_top]):
        return rows
    blank = "." * len(rows[0])
    return rows[1:x_top] + (blank,) + rows[x_top:]


register_font(NAME, build_system_font)
