"""Our own bitmap fonts, drawn here as data, rendered pixel-exact with pygame.

Three fonts, all derived from one hand-drawn glyph set (``_BASE``: 7 pixels above the baseline, 2 below),
with Latin-1 added by :mod:`ynot.ui.latin1_glyphs`:

* ``"psion"``: the base set, proportional, line height 10: a small LCD system font in the Series 3a manner.
* ``"psion-bold"``: every glyph thickened and stretched to a cap height of 9, line height 13, for titles.
* ``"topaz"``: 8x8 monospaced cells, thickened vertical strokes and short descenders, in the Amiga Topaz
  manner, 10 pixels a line.

Each has two rows of headroom (``HEADROOM``) over its line, where the accent of a capital goes: ``Ä Ö Ü``
are as tall as ``A O U``, their dots above the line's top, and a line drawn at ``y`` has its capitals'
tops at ``y`` as before. The line heights leave those rows clear of the line above's letters.

Every glyph is a list of rows of ``#`` (ink) and ``.`` (paper). Nothing here is copied from a ROM or OS font.
"""

from __future__ import annotations

import functools
import sys
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from .latin1_glyphs import ALIASES, DRAWN, LATIN1, compose

ColorLike = pygame.Color | tuple[int, int, int] | tuple[int, int, int, int] | str

# One glyph per line: the character (or "space"), then its rows left to right, top to bottom.
# 7 rows reach the baseline; 2 more rows (optional) hang below it.
_BASE = r"""
space ... ... ... ... ... ... ...
! # # # # # . #
" #.# #.# #.# ... ... ... ...
# .#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.
$ ..#.. .#### #.#.. .###. ..#.# ####. ..#..
% ##..# ##.#. ...#. ..#.. .#... .#.## #..##
& .##.. #..#. #.#.. .#... #.#.# #..#. .##.#
' # # # . . . .
( ..# .#. #.. #.. #.. .#. ..#
) #.. .#. ..# ..# ..# .#. #..
* ..... ..#.. #.#.# .###. #.#.# ..#.. .....
+ ..... ..#.. ..#.. ##### ..#.. ..#.. .....
, .. .. .. .. .. .. .# #.
- .... .... .... #### .... .... ....
. . . . . . . #
/ ....# ...#. ...#. ..#.. .#... .#... #....
0 .###. #...# #...# #...# #...# #...# .###.
1 ..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.
2 .###. #...# ....# ...#. ..#.. .#... #####
3 ##### ...#. ..#.. ...#. ....# #...# .###.
4 ...#. ..##. .#.#. #..#. ##### ...#. ...#.
5 ##### #.... ####. ....# ....# #...# .###.
6 ..##. .#... #.... ####. #...# #...# .###.
7 ##### ....# ...#. ..#.. .#... .#... .#...
8 .###. #...# #...# .###. #...# #...# .###.
9 .###. #...# #...# .#### ....# ...#. .##..
: . . # . . # .
; .. .. .# .. .. .. .# #.
< ...# ..#. .#.. #... .#.. ..#. ...#
= ..... ..... ##### ..... ##### ..... .....
> #... .#.. ..#. ...# ..#. .#.. #...
? .###. #...# ....# ...#. ..#.. ..... ..#..
@ .###. #...# #.### #.#.# #.##. #.... .####
A .###. #...# #...# ##### #...# #...# #...#
B ####. #...# #...# ####. #...# #...# ####.
C .###. #...# #.... #.... #.... #...# .###.
D ####. #...# #...# #...# #...# #...# ####.
E ##### #.... #.... ####. #.... #.... #####
F ##### #.... #.... ####. #.... #.... #....
G .###. #...# #.... #.### #...# #...# .####
H #...# #...# #...# ##### #...# #...# #...#
I ### .#. .#. .#. .#. .#. ###
J ...# ...# ...# ...# ...# #..# .##.
K #...# #..#. #.#.. ##... #.#.. #..#. #...#
L #... #... #... #... #... #... ####
M #...# ##.## #.#.# #.#.# #...# #...# #...#
N #...# #...# ##..# #.#.# #..## #...# #...#
O .###. #...# #...# #...# #...# #...# .###.
P ####. #...# #...# ####. #.... #.... #....
Q .###. #...# #...# #...# #.#.# #..#. .##.#
R ####. #...# #...# ####. #.#.. #..#. #...#
S .###. #...# #.... .###. ....# #...# .###.
T ##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..
U #...# #...# #...# #...# #...# #...# .###.
V #...# #...# #...# #...# #...# .#.#. ..#..
W #...# #...# #...# #.#.# #.#.# #.#.# .#.#.
X #...# #...# .#.#. ..#.. .#.#. #...# #...#
Y #...# #...# .#.#. ..#.. ..#.. ..#.. ..#..
Z ##### ....# ...#. ..#.. .#... #.... #####
[ ### #.. #.. #.. #.. #.. ###
\ #.... .#... .#... ..#.. ...#. ...#. ....#
] ### ..# ..# ..# ..# ..# ###
^ ..#.. .#.#. #...# ..... ..... ..... .....
_ ..... ..... ..... ..... ..... ..... ..... #####
` #. .# .. .. .. .. ..
a ..... ..... .###. ....# .#### #...# .####
b #.... #.... #.##. ##..# #...# #...# ####.
c .... .... .### #... #... #... .###
d ....# ....# .##.# #..## #...# #...# .####
e ..... ..... .###. #...# ##### #.... .###.
f ..## .#.. .#.. ###. .#.. .#.. .#..
g ..... ..... .#### #...# #...# #...# .#### ....# .###.
h #.... #.... #.##. ##..# #...# #...# #...#
i # . # # # # #
j ..# ... ..# ..# ..# ..# ..# #.# .#.
k #... #... #..# #.#. ##.. #.#. #..#
l #. #. #. #. #. #. .#
m ..... ..... ##.#. #.#.# #.#.# #.#.# #.#.#
n ..... ..... #.##. ##..# #...# #...# #...#
o ..... ..... .###. #...# #...# #...# .###.
p ..... ..... ####. #...# #...# #...# ####. #.... #....
q ..... ..... .#### #...# #...# #...# .#### ....# ....#
r .... .... #.## ##.. #... #... #...
s .... .... .### #... .##. ...# ###.
t .... .#.. ###. .#.. .#.. .#.. ..##
u ..... ..... #...# #...# #...# #..## .##.#
v ..... ..... #...# #...# #...# .#.#. ..#..
w ..... ..... #...# #...# #.#.# #.#.# .#.#.
x ..... ..... #...# .#.#. ..#.. .#.#. #...#
y ..... ..... #...# #...# #...# #...# .#### ....# .###.
z ..... ..... ##### ...#. ..#.. .#... #####
{ ..# .#. .#. #.. .#. .#. ..#
| # # # # # # # # #
} #.. .#. .#. ..# .#. .#. #..
~ ..... ..... .#... #.#.# ...#. ..... .....
→ ..... ..#.. ...#. ##### ...#. ..#.. .....
← ..... ..#.. .#... ##### .#... ..#.. .....
↑ ..#.. .###. #.#.# ..#.. ..#.. ..#.. .....
↓ ..... ..#.. ..#.. ..#.. #.#.# .###. ..#..
• ... ... ### ### ### ... ...
× ..... #...# .#.#. ..#.. .#.#. #...# .....
± ..#.. ..#.. ##### ..#.. ..#.. ..... #####
° .#. #.# .#. ... ... ... ...
"""

# Topaz cells are 8 rows: letters with descenders sit higher, with a 4-row bowl and a 2-row tail.
_TOPAZ_SHORT_DESCENDERS = r"""
g ..... ..... .#### #...# #...# .#### ....# .###.
j ..# ... ..# ..# ..# ..# #.# .#.
p ..... ..... ####. #...# #...# ####. #.... #....
q ..... ..... .#### #...# #...# .#### ....# ....#
y ..... ..... #...# #...# #...# .#### ....# .###.
| # # # # # # # #
"""

# Thickened glyphs drawn by hand where simply widening the strokes would close one-pixel gaps; used by the
# bold and topaz fonts instead of the mechanical thickening.
_THICK = r"""
K ##...## ##..##. ##.##.. ####... ##.##.. ##..##. ##...##
M ##...## ###.### ##.#.## ##.#.## ##...## ##...## ##...##
N ##...## ###..## ####.## ##.#### ##..### ##...## ##...##
Q .####. ##..## ##..## ##..## ##.### ##.##. .##.##
R #####. ##..## ##..## #####. ##.##. ##..## ##..##
V ##..## ##..## ##..## ##..## ##..## .####. ..##..
W ##...## ##...## ##...## ##.#.## ##.#.## ####### .##.##.
X ##...## ##...## .##.##. ..###.. .##.##. ##...## ##...##
Y ##..## ##..## .####. ..##.. ..##.. ..##.. ..##..
k ##.... ##.... ##..## ##.##. ####.. ##.##. ##..##
m ....... ....... ######. ##.#.## ##.#.## ##.#.## ##.#.##
v ...... ...... ##..## ##..## ##..## .####. ..##..
w ....... ....... ##...## ##...## ##.#.## ####### .##.##.
x ...... ...... ##..## .####. ..##.. .####. ##..##
"""

# Topaz only: serifed narrow letters, already thick.
_TOPAZ_THICK = r"""
i ..##.. ...... .###.. ..##.. ..##.. ..##.. .####.
l .###.. ..##.. ..##.. ..##.. ..##.. ..##.. .####.
"""

PRINTABLE = "".join(chr(code) for code in range(32, 127))
"""Every printable ASCII character; each font has a glyph for all of them."""

SYMBOLS = "→←↑↓•×±°"
"""Extra symbols every font draws: arrows, a bullet, times, plus-minus, degree."""

CHARSET = PRINTABLE + SYMBOLS + LATIN1
"""Every character every font draws: what a name may hold in any look."""

BASE_ROWS = 9  # base glyph rows: 7 above the baseline, 2 below
HEADROOM = 2  # rows over a line's top in the shipped fonts: a capital's accent
_INDEXES = bytes.maketrans(b".#", b"\x00\x01")  # a glyph's rows as the composing palette's indexes


def parse_glyphs(table: str, rows: int = BASE_ROWS) -> dict[str, tuple[str, ...]]:
    """Glyph rows by character from a table (one glyph a line: the character, or ``space``, then its rows
    of ``#`` and ``.``), bottom-padded with blank rows to ``rows``. A look draws its own glyphs with it."""
    glyphs: dict[str, tuple[str, ...]] = {}
    for line in table.strip("\n").splitlines():
        name, *bitmap = line.split()
        char = " " if name == "space" else name
        width = len(bitmap[0])
        if any(len(row) != width for row in bitmap) or len(bitmap) > rows:
            raise ValueError(f"glyph {char!r} is not a clean rectangle of at most {rows} rows")
        glyphs[char] = tuple(bitmap) + ("." * width,) * (rows - len(bitmap))
    return glyphs


def thicken(rows: tuple[str, ...]) -> tuple[str, ...]:
    """Widen vertical strokes by one pixel to the right, without closing one-pixel gaps."""
    return tuple(_thicken_row(row) for row in rows)


@functools.cache
def _thicken_row(row: str) -> str:
    """One row of :func:`thicken` (kept: a bold font's glyphs share most of their rows, and a look's
    start builds its fonts before the first frame)."""
    ink = [c == "#" for c in row] + [False, False]
    new = []
    for x in range(len(row) + 1):
        left = ink[x - 1] if x > 0 else False
        new.append(ink[x] or (left and not ink[x + 1]))
    return "".join("#" if v else "." for v in new)


def stretch(rows: tuple[str, ...], duplicate: tuple[int, ...]) -> tuple[str, ...]:
    """Repeat the rows at the given indexes, making a glyph taller."""
    out: list[str] = []
    for i, row in enumerate(rows):
        out.append(row)
        if i in duplicate:
            out.append(row)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class Glyph:
    """One character's bitmap: rows of '#' and '.', and how far the pen moves after it."""

    rows: tuple[str, ...]
    advance: int
    offset: int = 0  # where the bitmap starts inside its advance (monospaced cells centre narrow glyphs)

    @property
    def width(self) -> int:
        """Bitmap width in pixels."""
        return len(self.rows[0])

    @property
    def height(self) -> int:
        """Bitmap height in pixels."""
        return len(self.rows)


#: the palette a render is composed in, glyph by glyph: index 0 the paper (keyed out when there is none),
#: 1 the ink. Every glyph's picture has it too, so that a glyph is copied index for index; the render is
#: given its colours afterwards.
_COMPOSING = [(0, 0, 0), (255, 255, 255)] + [(0, 0, 0)] * 254
_PAPER, _INK = _COMPOSING[0], _COMPOSING[1]


class PixelFont:
    """A bitmap font rendered without antialiasing; renders are cached per text and colours.

    A render is an 8-bit picture of two opaque colours (the paper keyed out when there is none): a quarter
    of a 32-bit one with alpha, and put on a surface to the same pixels."""

    _CACHE_LIMIT = 512
    _CACHE_BYTES = 256 * 1024  # the renders kept, at most: a long game's messages do not pile up

    def __init__(
        self, name: str, glyphs: dict[str, Glyph], line_height: int, cap_height: int, baseline: int, headroom: int = 0
    ) -> None:
        self.name = name
        self.glyphs = _sharing_rows(glyphs)
        self.line_height = line_height
        self.cap_height = cap_height
        self.baseline = baseline  # rows from the top of a line to the baseline
        #: the glyphs' first rows, drawn over the top of their line (a capital's accent: Ä as tall as A)
        self.headroom = headroom
        self.glyph_height = next(iter(glyphs.values())).height
        self._glyph_surfaces: dict[str, pygame.Surface] = {}  # by character, in the composing palette
        self._advances: dict[str, int] = {}  # by character as typed: measuring (wrapping) is frequent
        self._renders: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._render_bytes = 0

    def __repr__(self) -> str:
        return f"<PixelFont {self.name} line_height={self.line_height}>"

    def _resolve(self, char: str) -> str:
        if char == "\t":
            return " "
        return char if char in self.glyphs else "?"

    def missing(self, text: str) -> str:
        """The characters of ``text`` this font has no glyph for, each once, in order (tab and newline
        are always drawable). A look refuses such characters in a name with one sentence."""
        seen: dict[str, None] = {}
        for char in text:
            if char not in self.glyphs and char not in "\t\n":
                seen[char] = None
        return "".join(seen)

    def covers(self, text: str) -> bool:
        """True when every character of ``text`` has a glyph in this font."""
        return not self.missing(text)

    def glyph(self, char: str) -> Glyph:
        """The glyph for ``char``; tabs show as a space and unknown characters as '?'."""
        return self.glyphs[self._resolve(char)]

    def line_width(self, line: str) -> int:
        """Width in pixels of one line of text (no trailing gap after the last glyph)."""
        if not line:
            return 0
        advances = self._advances
        width = 0
        for char in line[:-1]:
            advance = advances.get(char)
            if advance is None:
                advance = advances[char] = self.glyph(char).advance
            width += advance
        last = self.glyph(line[-1])
        return width + last.offset + last.width

    def size(self, text: str) -> tuple[int, int]:
        """(width, height) of ``text`` as :meth:`render` draws it; newlines start new lines."""
        lines = text.split("\n")
        return max(self.line_width(line) for line in lines), self.line_height * len(lines)

    def wrap(self, text: str, max_width: int) -> list[str]:
        """Break ``text`` into lines no wider than ``max_width`` at spaces (newlines are kept).

        A single word wider than ``max_width`` is broken between characters.
        """
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split(" "):
                candidate = f"{line} {word}" if line else word
                if self.line_width(candidate) <= max_width:
                    line = candidate
                    continue
                if line:
                    lines.append(line)
                line = word
                while self.line_width(line) > max_width and len(line) > 1:
                    cut = len(line) - 1
                    while cut > 1 and self.line_width(line[:cut]) > max_width:
                        cut -= 1
                    lines.append(line[:cut])
                    line = line[cut:]
            lines.append(line)
        return lines

    def _glyph_surface(self, char: str) -> pygame.Surface:
        """The glyph's picture: ink (index 1) on paper (index 0, keyed out) in the composing palette."""
        char = self._resolve(char)
        surface = self._glyph_surfaces.get(char)
        if surface is None:
            glyph = self.glyphs[char]
            # the rows' '.' become index 0, each '#' index 1, in one call (a look's start makes a few hundred
            # glyphs before its first frame, and one call beats a pixel at a time)
            pixels = "".join(glyph.rows).encode("ascii").translate(_INDEXES)
            surface = pygame.image.frombytes(pixels, (glyph.width, glyph.height), "P")
            surface.set_palette(_COMPOSING)
            surface.set_colorkey(_PAPER)
            self._glyph_surfaces[char] = surface
        return surface

    def render(self, text: str, color: ColorLike, background: ColorLike | None = None) -> pygame.Surface:
        """A surface with ``text`` in exact pixels of ``color``; transparent unless ``background`` is given.
        Its first ``headroom`` rows lie over the first line's top (blit it ``headroom`` rows higher).

        The surface is cached and shared: copy it before drawing on it.
        """
        ink = tuple(pygame.Color(color))
        paper = None if background is None else tuple(pygame.Color(background))
        key = (text, ink, paper)
        cached = self._renders.get(key)
        if cached is not None:
            self._renders.move_to_end(key)
            return cached
        width, height = self.size(text)
        surface = pygame.Surface((max(width, 1), self.headroom + height), 0, 8)
        surface.set_palette(_COMPOSING)
        surface.fill(_PAPER)
        for line_no, line in enumerate(text.split("\n")):
            x, y = 0, line_no * self.line_height
            for char in line:
                glyph = self.glyph(char)
                surface.blit(self._glyph_surface(char), (x + glyph.offset, y))
                x += glyph.advance
        _coloured(surface, ink, paper)
        self._keep(key, surface)
        return surface

    def _keep(self, key: tuple, surface: pygame.Surface) -> None:
        """Cache a render, the least recently used ones let go beyond the cache's count or bytes."""
        self._renders[key] = surface
        self._render_bytes += surface.get_pitch() * surface.get_height()
        while len(self._renders) > 1 and (
            len(self._renders) > self._CACHE_LIMIT or self._render_bytes > self._CACHE_BYTES
        ):
            _, gone = self._renders.popitem(last=False)
            self._render_bytes -= gone.get_pitch() * gone.get_height()

    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        color: ColorLike,
        align: str = "left",
    ) -> pygame.Rect:
        """Draw ``text`` onto ``surface``; ``pos`` is the top-left, top-centre or top-right per ``align`` of
        its first line (an accent over a capital goes ``headroom`` rows higher). Returns the lines' rectangle."""
        rendered = self.render(text, color)
        x, y = pos
        if align == "center":
            x -= rendered.get_width() // 2
        elif align == "right":
            x -= rendered.get_width()
        elif align != "left":
            raise ValueError(f"align must be left, center or right, not {align!r}")
        surface.blit(rendered, (x, y - self.headroom))
        return pygame.Rect(x, y, rendered.get_width(), rendered.get_height() - self.headroom)


def _sharing_rows(glyphs: dict[str, Glyph]) -> dict[str, Glyph]:
    """``glyphs`` with every row of ``#`` and ``.`` kept once however many glyphs have it (a font's two
    or three thousand rows are a hundred different ones: 60 KB less a font)."""
    shared: dict[int, Glyph] = {}
    for glyph in glyphs.values():
        if id(glyph) not in shared:
            shared[id(glyph)] = Glyph(tuple(sys.intern(row) for row in glyph.rows), glyph.advance, glyph.offset)
    return {char: shared[id(glyph)] for char, glyph in glyphs.items()}


def _coloured(composed: pygame.Surface, ink: tuple[int, ...], paper: tuple[int, ...] | None) -> None:
    """A render composed in the composing palette given its colours: the ink, and the paper or (keyed out)
    a colour that is not the ink."""
    if ink[3] != 255 or (paper is not None and paper[3] != 255):
        raise ValueError("a pixel font draws in opaque colours (its pixels are copied, not blended)")
    clear = paper or ((ink[0] + 128) % 256, ink[1], ink[2], 255)
    composed.set_palette([clear[:3], ink[:3]])
    if paper is None:
        composed.set_colorkey(clear[:3])


def base_glyphs() -> dict[str, tuple[str, ...]]:
    """The hand-drawn glyphs: ASCII, the extra symbols and the drawn Latin-1 signs and letters."""
    return parse_glyphs(_BASE, BASE_ROWS) | parse_glyphs(DRAWN, BASE_ROWS)


def _with_latin1(rows: dict[str, tuple[str, ...]], cap_height: int, baseline: int, *, bold: bool):
    """``rows`` with the composed accented letters and the aliases (no-break space, soft hyphen) added."""
    rows = rows | compose(rows, cap_height, baseline, thicken=thicken if bold else None)
    return rows | {alias: rows[char] for alias, char in ALIASES.items()}


def with_headroom(glyphs: dict[str, tuple[str, ...]], rows: int = HEADROOM) -> dict[str, tuple[str, ...]]:
    """``glyphs`` with ``rows`` blank rows on top of each, where a capital's accent goes."""
    return {char: ("." * len(glyph[0]),) * rows + glyph for char, glyph in glyphs.items()}


def _build_psion() -> PixelFont:
    base = _with_latin1(with_headroom(base_glyphs()), cap_height=HEADROOM + 7, baseline=HEADROOM + 7, bold=False)
    glyphs = {c: Glyph(rows, advance=len(rows[0]) + 1) for c, rows in base.items()}
    return PixelFont("psion", glyphs, line_height=10, cap_height=7, baseline=7, headroom=HEADROOM)


def _build_psion_bold() -> PixelFont:
    thick = parse_glyphs(_THICK, BASE_ROWS)
    bold = {char: stretch(thick.get(char) or thicken(rows), duplicate=(1, 5)) for char, rows in base_glyphs().items()}
    bold[" "] = tuple("...." for _ in range(BASE_ROWS + 2))
    bold = _with_latin1(with_headroom(bold), cap_height=HEADROOM + 9, baseline=HEADROOM + 9, bold=True)
    glyphs = {char: Glyph(rows, advance=len(rows[0]) + (0 if char in " \u00a0" else 1)) for char, rows in bold.items()}
    return PixelFont("psion-bold", glyphs, line_height=13, cap_height=9, baseline=9, headroom=HEADROOM)


def _build_topaz() -> PixelFont:
    base = base_glyphs() | parse_glyphs(_TOPAZ_SHORT_DESCENDERS, BASE_ROWS)
    drawn_thick = parse_glyphs(_THICK, BASE_ROWS) | parse_glyphs(_TOPAZ_THICK, BASE_ROWS)
    cells = {}
    for char, rows in base.items():
        if "#" in rows[8]:
            raise ValueError(f"glyph {char!r} needs a short descender for the topaz font")
        cells[char] = drawn_thick[char][:8] if char in drawn_thick else thicken(rows[:8])
    cells = _with_latin1(with_headroom(cells), cap_height=HEADROOM + 7, baseline=HEADROOM + 7, bold=True)
    glyphs = {char: Glyph(thick, advance=8, offset=max(0, (7 - len(thick[0])) // 2)) for char, thick in cells.items()}
    # 10 rows a line, not the cell's 8: the headroom of a line's capitals stays clear of the line above
    return PixelFont("topaz", glyphs, line_height=10, cap_height=7, baseline=7, headroom=HEADROOM)


def ascii_glyphs() -> dict[str, tuple[str, ...]]:
    """The hand-drawn ASCII set and the extra symbols alone, 9 rows each (a look adds its own Latin-1)."""
    return parse_glyphs(_BASE)


def thick_glyphs() -> dict[str, tuple[str, ...]]:
    """The glyphs thickened by hand (where :func:`thicken` would close a gap), 9 rows each."""
    return parse_glyphs(_THICK)


_BUILDERS: dict[str, Callable[[], PixelFont]] = {
    "psion": _build_psion,
    "psion-bold": _build_psion_bold,
    "topaz": _build_topaz,
}
_FONTS: dict[str, PixelFont] = {}

FONT_NAMES = tuple(_BUILDERS)
"""The fonts shipped here, drawing every character of :data:`CHARSET`; a look may register more."""


def register_font(name: str, builder: Callable[[], PixelFont]) -> None:
    """Make :func:`get_font` know a look's own font ``name``, built by ``builder`` the first time it is
    asked for. Registering a name again with another builder is refused (two looks, one name)."""
    known = _BUILDERS.get(name)
    if known is not None and known is not builder:
        raise ValueError(f"a pixel font called {name!r} is registered already")
    _BUILDERS[name] = builder


def font_names() -> tuple[str, ...]:
    """Every font :func:`get_font` knows now: the shipped ones and those the looks registered."""
    return tuple(_BUILDERS)


def get_font(name: str) -> PixelFont:
    """The font called ``name`` (one of :func:`font_names`), built once and shared."""
    font = _FONTS.get(name)
    if font is None:
        builder = _BUILDERS.get(name)
        if builder is None:
            raise KeyError(f"no pixel font called {name!r}; the fonts are {', '.join(font_names())}")
        font = _FONTS[name] = builder()
    return font
