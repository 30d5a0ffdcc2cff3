"""Our own bitmap font in the manner of the Windows 3.1 System font: bold, proportional, 16 pixels a line.

Built as data from YNOT's own hand-drawn glyph set (``ynot.ui.pixelfont``): every stroke widened by one
pixel, the glyphs stretched from 7 to 10 rows above the baseline and 3 below, two rows left free on top
for accents. Latin-1 comes from two more tables drawn here: symbols in the base grid, and accents laid
over letters. Nothing is copied from a ROM or an operating system's font.
"""

from __future__ import annotations

from ..pixelfont import _BASE, _ROWS, _THICK, Glyph, PixelFont, _parse, _stretch, _thicken

LINE_HEIGHT = 16
TOP = 2  # free rows above a capital, for accents
CAP_HEIGHT = 10
BASELINE = TOP + CAP_HEIGHT  # rows from the top of a line to the baseline
_STRETCH = (1, 3, 5, 7)  # base rows drawn twice: 7 rows above the baseline become 10, 2 below become 3

# Latin-1 symbols and letters that are not an accent over another letter, in the base grid (7 rows above
# the baseline, 2 below), drawn for this font.
_LATIN1 = r"""
¡ # . # # # # #
¢ ..... ..#.. .#### #.#.. #.#.. .#### ..#..
£ ..##. .#..# .#... ###.. .#... .#..# #.##.
¤ ..... #...# .###. .#.#. .###. #...# .....
¥ #...# .#.#. ..#.. ##### ..#.. ##### ..#..
¦ # # # . # # #
§ .###. #.... .##.. #..#. .##.. ...#. ###..
¨ #.# ... ... ... ... ... ...
© .####. #....# #.##.# #.#..# #.##.# #....# .####.
ª .##. ...# .### #..# .### .... ####
« ..... ..#.# .#.#. #.#.. .#.#. ..#.# .....
¬ ..... ..... ##### ....# ....# ..... .....
­ ... ... ... ### ... ... ...
® .####. #....# #.##.# #.#.## #.##.# #....# .####.
¯ ##### ..... ..... ..... ..... ..... .....
² .##. #..# ..#. .#.. #### .... ....
³ ###. ...# .##. ...# ###. .... ....
´ .# #. .. .. .. .. ..
µ ..... ..... #...# #...# #...# ##..# #.##. #.... #....
¶ .#### ###.# ###.# .##.# ..#.# ..#.# ..#.#
· . . . # . . .
¸ .. .. .. .. .. .. .. .# ##
¹ .#. ##. .#. .#. ### ... ...
º .##. #..# #..# .##. .... #### ....
» ..... #.#.. .#.#. ..#.# .#.#. #.#.. .....
¼ #...#.. #..#... #.#.... ..#.#.. .#.##.. #.####. ....#..
½ #...#.. #..#... #.#.... ..#.##. .#...#. #...#.. ....###
¾ ##..#.. .#.#... ##.#... ..#.#.. .#.##.. #.####. ....#..
¿ ..#.. ..... ..#.. .#... #.... #...# .###.
Æ .#### #.#.. #.#.. ##### #.#.. #.#.. #.###
Ð ####. #...# #...# ###.# #...# #...# ####.
Ø .###. #..## #.#.# #.#.# #.#.# ##..# .###.
Þ #.... ####. #...# #...# ####. #.... #....
ß .##.. #..#. #..#. ###.. #..#. #..#. ###..
æ ....... ....... .##.##. ...#..# .###### #..#... .##.###
ð .#.#. ..#.. .#.#. .###. #...# #...# .###.
ø ..... ..... .###. #..## #.#.# ##..# .###.
þ ..... #.... ####. #...# #...# #...# ####. #.... #....
÷ ..... ..#.. ..... ##### ..... ..#.. .....
"""

# Accents, two rows, centred over the letter.
_ACCENTS = {
    "grave": ("#..", ".#."),
    "acute": ("..#", ".#."),
    "circumflex": (".#.", "#.#"),
    "tilde": (".#.#", "#.#."),
    "diaeresis": ("#.#", "..."),
    "ring": (".#.", "#.#"),
}

# Every accented letter of Latin-1: (letter, accent).
_COMPOSED = {
    "À": ("A", "grave"), "Á": ("A", "acute"), "Â": ("A", "circumflex"), "Ã": ("A", "tilde"),
    "Ä": ("A", "diaeresis"), "Å": ("A", "ring"), "È": ("E", "grave"), "É": ("E", "acute"),
    "Ê": ("E", "circumflex"), "Ë": ("E", "diaeresis"), "Ì": ("I", "grave"), "Í": ("I", "acute"),
    "Î": ("I", "circumflex"), "Ï": ("I", "diaeresis"), "Ñ": ("N", "tilde"), "Ò": ("O", "grave"),
    "Ó": ("O", "acute"), "Ô": ("O", "circumflex"), "Õ": ("O", "tilde"), "Ö": ("O", "diaeresis"),
    "Ù": ("U", "grave"), "Ú": ("U", "acute"), "Û": ("U", "circumflex"), "Ü": ("U", "diaeresis"),
    "Ý": ("Y", "acute"),
    "à": ("a", "grave"), "á": ("a", "acute"), "â": ("a", "circumflex"), "ã": ("a", "tilde"),
    "ä": ("a", "diaeresis"), "å": ("a", "ring"), "è": ("e", "grave"), "é": ("e", "acute"),
    "ê": ("e", "circumflex"), "ë": ("e", "diaeresis"), "ì": ("ı", "grave"), "í": ("ı", "acute"),
    "î": ("ı", "circumflex"), "ï": ("ı", "diaeresis"), "ñ": ("n", "tilde"), "ò": ("o", "grave"),
    "ó": ("o", "acute"), "ô": ("o", "circumflex"), "õ": ("o", "tilde"), "ö": ("o", "diaeresis"),
    "ù": ("u", "grave"), "ú": ("u", "acute"), "û": ("u", "circumflex"), "ü": ("u", "diaeresis"),
    "ý": ("y", "acute"), "ÿ": ("y", "diaeresis"),
}

LATIN1 = "".join(chr(code) for code in range(0xA0, 0x100))
"""The upper half of Latin-1; the System font draws every one of them."""


def _bold(rows: tuple[str, ...], drawn: dict[str, tuple[str, ...]], char: str) -> tuple[str, ...]:
    """A base glyph made bold and tall, with the free rows on top."""
    thick = drawn.get(char) or _thicken(rows)
    tall = _stretch(thick, _STRETCH)
    width = len(tall[0])
    return ("." * width,) * TOP + tall


def _overlay(rows: tuple[str, ...], accent: tuple[str, ...], top: int) -> tuple[str, ...]:
    """``rows`` with the (thickened) accent drawn centred from row ``top``."""
    mark = _thicken(accent)
    width = max(len(rows[0]), len(mark[0]))
    grown = [row.ljust(width, ".") for row in rows]
    left = (width - len(mark[0])) // 2
    for offset, line in enumerate(mark):
        row = list(grown[top + offset])
        for x, cell in enumerate(line):
            if cell == "#":
                row[left + x] = "#"
        grown[top + offset] = "".join(row)
    return tuple(grown)


def _first_ink_row(rows: tuple[str, ...]) -> int:
    return next(i for i, row in enumerate(rows) if "#" in row)


def build_system_font() -> PixelFont:
    """The System font: printable ASCII, pixelfont's symbols and all of Latin-1."""
    base = _parse(_BASE, _ROWS)
    base.update(_parse(_LATIN1, _ROWS))
    base["ı"] = ("..", "..", "#", "#", "#", "#", "#", "..", "..")  # a dotless i, for ì í î ï
    base["\u00a0"] = base[" "]
    drawn = _parse(_THICK, _ROWS)
    glyph_rows = {char: _bold(rows, drawn, char) for char, rows in base.items()}
    for char, (letter, accent) in _COMPOSED.items():
        rows = glyph_rows[letter]
        top = 0 if letter.isupper() else _first_ink_row(rows) - 3
        glyph_rows[char] = _overlay(rows, _ACCENTS[accent], top)
    glyph_rows["Ç"] = _overlay(glyph_rows["C"], _LATIN1_CEDILLA, BASELINE)
    glyph_rows["ç"] = _overlay(glyph_rows["c"], _LATIN1_CEDILLA, BASELINE)
    glyphs = {char: Glyph(rows, advance=len(rows[0]) + 1) for char, rows in glyph_rows.items()}
    space = glyphs[" "]
    glyphs[" "] = glyphs["\u00a0"] = Glyph(space.rows, advance=5)
    return PixelFont("windows-system", glyphs, line_height=LINE_HEIGHT, cap_height=CAP_HEIGHT, baseline=BASELINE)


_LATIN1_CEDILLA = (".#", "#.")

_FONT: list[PixelFont] = []


def system_font() -> PixelFont:
    """The System font, built once and shared."""
    if not _FONT:
        _FONT.append(build_system_font())
    return _FONT[0]
