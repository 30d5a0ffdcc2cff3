"""Latin-1 for our pixel fonts: the signs and special letters drawn by hand, the accented letters composed.

The Psion's and the Amiga's own character sets covered Latin-1, so every font of ours does too. Signs
(``¡ £ § © « ½ ¿``...) and letters with no simpler parts (``Æ Ð Ø Þ ß æ ð ø þ Å å``) are drawn below in the
same notation as the base glyphs. Accented letters are composed per font from that font's finished letter:
a capital keeps its height, its two-row accent in the font's headroom (blank rows over every capital: ``Ü``
is as tall as ``U``); in a font without headroom it is squashed (repeated rows go first); a small letter
takes the accent in the free rows over its x-height; a cedilla hangs below the baseline. Nothing here is
copied from a ROM or OS font. Pure data and row arithmetic: no pygame.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

LATIN1 = "".join(chr(code) for code in range(0xA0, 0x100))
"""Every Latin-1 character above ASCII; each font has a glyph for all of them."""

# Drawn by hand: 7 rows above the baseline, at most one below (the Amiga font has short descenders).
DRAWN = r"""
¡ . # . # # # #
¢ ..... ..#.. .#### #.#.. #.#.. .#### ..#..
£ ..##. .#..# .#... ###.. .#... .#..# #.##.
¤ ..... #...# .###. .#.#. .###. #...# .....
¥ #...# .#.#. ##### ..#.. ##### ..#.. ..#..
¦ # # # . # # #
§ .###. #.... .###. #...# .###. ....# .###.
¨ #.# ... ... ... ... ... ...
© .#####. #.....# #.###.# #.#...# #.###.# #.....# .#####.
ª .##. ...# .### #.## .... #### ....
« ..... ..#.# .#.#. #.#.. .#.#. ..#.# .....
¬ ..... ..... ##### ....# ....# ..... .....
® .#####. #.....# #.##..# #.#.#.# #.##..# #.#.#.# .#####.
¯ ##### ..... ..... ..... ..... ..... .....
² ##. ..# .#. ### ... ... ...
³ ##. ..# .#. ..# ##. ... ...
´ .# #. .. .. .. .. ..
µ ..... ..... #...# #...# #...# #..## ###.# #....
¶ .#### ###.# ###.# .##.# ..#.# ..#.# ..#.#
· . . . # . . .
¸ .. .. .. .. .. .. .# ##
¹ .#. ##. .#. ### ... ... ...
º .##. #..# #..# .##. .... #### ....
» ..... #.#.. .#.#. ..#.# .#.#. #.#.. .....
¼ #....#. #...#.. #..#... ..#.#.. .#.##.. #.####. ....#..
½ #....#. #...#.. #..#... ..#.##. .#...#. #...#.. ....###
¾ ##...#. .#..#.. ##.#... ..#.#.. .#.##.. #.####. ....#..
¿ ..#.. ..... ..#.. .#... #.... #...# .###.
Å ..#.. .#.#. ..#.. .###. #...# ##### #...#
Æ .###### #..#... #..#... ######. #..#... #..#... #..####
Ð ####. #...# #...# ###.# #...# #...# ####.
Ø .###. #..## #.#.# #.#.# #.#.# ##..# .###.
Þ #.... ####. #...# #...# ####. #.... #....
ß .##.. #..#. #..#. #.##. #...# #...# #.##.
å ..#.. .#.#. ..#.. .#### #...# #..## .##.#
æ ....... ....... .##.##. ...#..# .###### #..#... .##.###
ð .#.#. ..#.. .#.#. .###. #...# #...# .###.
ø ..... ..... .###. #..## #.#.# ##..# .###.
þ ..... #.... #.... ####. #...# #...# ####. #....
÷ ..... ..#.. ..... ##### ..... ..#.. .....
"""

#: Characters that look like another one: the no-break space like a space, the soft hyphen like a hyphen.
ALIASES = {"\u00a0": " ", "\u00ad": "-"}

# Two-row accents by combining mark, five and three pixels wide; the diaeresis leaves a row of air.
_ACCENTS: dict[str, tuple[tuple[str, str], tuple[str, str]]] = {
    "\u0300": ((".#...", "..#.."), ("#..", ".#.")),  # grave
    "\u0301": (("...#.", "..#.."), ("..#", ".#.")),  # acute
    "\u0302": (("..#..", ".#.#."), (".#.", "#.#")),  # circumflex
    "\u0303": ((".##.#", "#.##."), (".##", "##.")),  # tilde
    "\u0308": ((".#.#.", "....."), ("#.#", "...")),  # diaeresis
}
_CEDILLA = ("..#..", ".##..")

Rows = tuple[str, ...]


def decompose(char: str) -> tuple[str, str] | None:
    """(base letter, combining mark) for an accented Latin-1 letter we compose, else None."""
    parts = unicodedata.decomposition(char).split()
    if len(parts) != 2 or parts[0].startswith("<"):
        return None
    base, mark = (chr(int(part, 16)) for part in parts)
    if mark not in _ACCENTS and mark != "\u0327":
        return None
    return base, mark


def has_accented_capital(text: str) -> bool:
    """Does ``text`` hold a capital with an accent above it (Ö, Ü, É)? Its accent reaches two rows higher
    than any other letter: a line holding one needs that room above it."""
    return any(ch.isupper() and (parts := decompose(ch)) is not None and parts[1] != "\u0327" for ch in text)


def _squash(block: list[str], rows: int) -> list[str]:
    """``block`` cut to ``rows`` rows: repeated rows nearest the middle go first, then middle rows."""
    block = list(block)
    while len(block) > rows:
        middle = (len(block) - 1) / 2
        repeats = [i for i in range(len(block) - 1) if block[i] == block[i + 1]]
        candidates = repeats or list(range(1, len(block) - 1))
        block.pop(min(candidates, key=lambda i: abs(i + 0.5 * bool(repeats) - middle)))
    return block


def _widen(rows: Rows, width: int) -> Rows:
    """``rows`` padded evenly left and right to ``width`` pixels."""
    extra = width - len(rows[0])
    if extra <= 0:
        return rows
    left = extra // 2
    return tuple("." * left + row + "." * (extra - left) for row in rows)


def _stamp(rows: list[str], mark: tuple[str, ...], top: int) -> None:
    """Ink ``mark`` into ``rows`` centred, its first row at ``top`` (rows outside the glyph are dropped)."""
    x0 = (len(rows[0]) - len(mark[0])) // 2
    for dy, line in enumerate(mark):
        y = top + dy
        if not 0 <= y < len(rows):
            continue
        row = list(rows[y])
        for dx, cell in enumerate(line):
            if cell == "#":
                row[x0 + dx] = "#"
        rows[y] = "".join(row)


def _first_ink(rows: Rows) -> int:
    return next(y for y, row in enumerate(rows) if "#" in row)


def _accented(
    letter: Rows, accent: Rows, *, capital: bool, air: bool, x_top: int, cap_height: int, baseline: int
) -> Rows:
    """``letter`` with ``accent`` above it: a capital at its full height with the accent in the blank rows
    over it (a font's headroom), or squashed under it where there are none; a small letter in the rows
    over its x-height; with ``air``, the small letter gives up a row so the accent does not touch it."""
    letter = _widen(letter, len(accent[0]))
    blank = "." * len(letter[0])
    if capital and _first_ink(letter) >= len(accent):  # room above the capital: it keeps its height
        rows = list(letter)
        _stamp(rows, accent, _first_ink(letter) - len(accent))
        return tuple(rows)
    if capital:
        rows = [blank] * len(accent) + _squash(list(letter[:cap_height]), cap_height - len(accent))
        rows += letter[cap_height:]
        _stamp(rows, accent, 0)
        return tuple(rows)
    rows = list(letter)
    if air:
        rows = rows[:x_top] + [blank] + _squash(rows[x_top:baseline], baseline - x_top - 1) + rows[baseline:]
    _stamp(rows, accent, max(0, x_top - len(accent)))
    return tuple(rows)


def compose(
    glyphs: dict[str, Rows], cap_height: int, baseline: int, thicken: Callable[[Rows], Rows] | None = None
) -> dict[str, Rows]:
    """The accented Latin-1 letters built from a font's finished ``glyphs`` (rows by character).

    ``cap_height`` rows from the top hold a capital; the baseline is row ``baseline``. ``thicken``, if
    given, is applied to every accent so that it matches a bold font's strokes. A tilde, and any small
    letter that would come out like its squashed capital (``ò`` and ``Ò``), gets a row of air.
    """
    x_top = _first_ink(glyphs["a"])
    made: dict[str, Rows] = {}
    for char in sorted(LATIN1, key=str.islower):  # capitals first: small letters are checked against them
        parts = decompose(char)
        if parts is None or char in glyphs:
            continue
        base, mark = parts
        letter = glyphs[base]
        if base == "i":  # the dot gives way to the accent
            letter = tuple("." * len(row) if y < x_top else row for y, row in enumerate(letter))
        if mark == "\u0327":
            cedilla = thicken(_CEDILLA) if thicken else _CEDILLA
            rows = list(_widen(letter, len(cedilla[0])))
            _stamp(rows, cedilla, baseline)
            made[char] = tuple(rows)
            continue
        wide, narrow = _ACCENTS[mark]
        accent: Rows = wide if len(letter[0]) >= 5 else narrow
        if thicken:
            accent = thicken(accent)
        shape = {"x_top": x_top, "cap_height": cap_height, "baseline": baseline}
        capital = base.isupper()
        rows = _accented(letter, accent, capital=capital, air=mark == "\u0303", **shape)
        if not capital and rows == made.get(char.upper()):
            rows = _accented(letter, accent, capital=False, air=True, **shape)
        made[char] = rows
    return made
