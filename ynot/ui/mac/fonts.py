"""The Macintosh look's two bitmap fonts, drawn here as data, in the spirit of System 7's screen fonts.

* ``"mac-system"``: the bold system font of menus, titles and buttons: strokes two pixels wide, capitals
  nine pixels tall, a line of 16 pixels (the height of a menu bar's text line).
* ``"mac-small"``: the small application font of the message line and the score window: one-pixel strokes,
  capitals seven pixels tall, a line of 12 pixels.

Both are grown from the project's own hand-drawn glyphs (:mod:`ynot.ui.pixelfont`) and cover Latin-1: the
symbols of the upper half are drawn below, and accented letters are composed from a letter and an accent
drawn here. Three blank rows above every glyph leave room for the accents on capitals. Two pictures the
menu bar needs are glyphs too: the command key's loop (``⌘``) and the apple of the Apple menu (``\uf8ff``).
Nothing here is copied from a ROM or OS font.
"""

from __future__ import annotations

from ..pixelfont import Glyph, PixelFont, ascii_glyphs, parse_glyphs, register_font, stretch, thick_glyphs, thicken

APPLE = "\uf8ff"
"""The character drawn as the Apple menu's apple."""

CHECK = "✓"
"""The check mark before a chosen menu item."""

COMMAND = "⌘"
"""The command key's sign, shown beside a menu item's accelerator."""

LATIN1 = "".join(chr(code) for code in range(0xA0, 0x100))
"""The upper half of Latin-1; both fonts draw every character of it."""

_HEADROOM = 3  # blank rows above every glyph, for the accents on capitals

# Symbols of Latin-1's upper half and the two menu-bar pictures, drawn like pixelfont's base glyphs.
_SYMBOLS = (
    r"""
nbsp ... ... ... ... ... ... ...
¡ # . # # # # # #
¢ ..... ..#.. .#### #.#.. #.#.. .#### ..#..
£ ..##. .#..# .#... ###.. .#... .#... #####
¤ ..... #...# .###. .#.#. .###. #...# .....
¥ #...# .#.#. ..#.. ##### ..#.. ##### ..#..
¦ # # # . . # # #
§ .###. #.... .##.. #..#. .##.. ...#. ###..
¨ #.# ... ... ... ... ... ...
© .####. #....# #.##.# #.#..# #.##.# #....# .####.
ª .##. ...# .### #..# .### .... ####
« ...... ..#..# .#..#. #..#.. .#..#. ..#..# ......
¬ ..... ..... ##### ....# ....# ..... .....
soft ... ... ... ### ... ... ...
® .####. #....# #.##.# #.#.## #.##.# #.#..# .####.
¯ ##### ..... ..... ..... ..... ..... .....
² .##. #..# ..#. .#.. #### .... ....
³ ###. ...# .##. ...# ###. .... ....
´ .# #. .. .. .. .. ..
µ ..... ..... #...# #...# #...# #..## ###.# #.... #....
¶ .#### ###.# ###.# .##.# ..#.# ..#.# ..#.#
· ... ... ... .#. ... ... ...
¸ .. .. .. .. .. .. .. .# #.
¹ .#. ##. .#. .#. ### ... ...
º .##. #..# #..# .##. .... #### ....
» ...... #..#.. .#..#. ..#..# .#..#. #..#.. ......
¼ #...#.. #..#... #.#.... .#..#.. #..##.. ..#.#.. .#.###.
½ #...#.. #..#... #.#.... .#.##.. #...#.. ...#... ..###..
¾ ##..#.. .#.#... ##..... .#..#.. ##.##.. ..#.#.. .#.###.
¿ ..#.. ..... ..#.. .#... #.... #...# .###.
Æ .#### #.#.. #.#.. ##### #.#.. #.#.. #.###
Ð ####. .#..# .#..# ###.# .#..# .#..# ####.
× ..... #...# .#.#. ..#.. .#.#. #...# .....
Ø .#### #..## #.#.# #.#.# #.#.# ##..# ####.
Þ #.... ####. #...# #...# ####. #.... #....
ß .##.. #..#. #..#. #.#.. #..#. #..#. #.##.
æ ..... ..... ##.#. ..#.# .#### #.#.. .#.##
ð .#.#. ..#.. .#.#. ....# .#### #...# .###.
÷ ..... ..#.. ..... ##### ..... ..#.. .....
ø ..... ....# .###. #..## #.#.# ##..# .###. #.... .....
þ ..... #.... ####. #...# #...# #...# ####. #.... #....
ı . . # # # # #
⌘ .##.##. #..#..# #..#..# .#####. #..#..# #..#..# .##.##.
✓ ..... ....# ...#. #..#. .##.. ..#.. .....
… ..... ..... ..... ..... ..... ..... #.#.#
"""
    + f"{APPLE} ....#.. ...#... .##.##. ####### ######. ####### .#####.\n"
)

# Accents, each drawn to sit a row above a letter (or, the cedilla, below the baseline).
_ACCENTS = {
    "grave": ("#.", ".#"),
    "acute": (".#", "#."),
    "circumflex": (".#.", "#.#"),
    "tilde": (".#.#", "#.#."),
    "diaeresis": ("#.#",),
    "ring": (".#.", "#.#", ".#."),
}

# Every accented letter of Latin-1: its letter and its accent.
_COMPOSED = {
    "À": ("A", "grave"), "Á": ("A", "acute"), "Â": ("A", "circumflex"), "Ã": ("A", "tilde"),
    "Ä": ("A", "diaeresis"), "Å": ("A", "ring"), "Ç": ("C", "cedilla"),
    "È": ("E", "grave"), "É": ("E", "acute"), "Ê": ("E", "circumflex"), "Ë": ("E", "diaeresis"),
    "Ì": ("I", "grave"), "Í": ("I", "acute"), "Î": ("I", "circumflex"), "Ï": ("I", "diaeresis"),
    "Ñ": ("N", "tilde"), "Ò": ("O", "grave"), "Ó": ("O", "acute"), "Ô": ("O", "circumflex"),
    "Õ": ("O", "tilde"), "Ö": ("O", "diaeresis"), "Ù": ("U", "grave"), "Ú": ("U", "acute"),
    "Û": ("U", "circumflex"), "Ü": ("U", "diaeresis"), "Ý": ("Y", "acute"),
    "à": ("a", "grave"), "á": ("a", "acute"), "â": ("a", "circumflex"), "ã": ("a", "tilde"),
    "ä": ("a", "diaeresis"), "å": ("a", "ring"), "ç": ("c", "cedilla"),
    "è": ("e", "grave"), "é": ("e", "acute"), "ê": ("e", "circumflex"), "ë": ("e", "diaeresis"),
    "ì": ("ı", "grave"), "í": ("ı", "acute"), "î": ("ı", "circumflex"), "ï": ("ı", "diaeresis"),
    "ñ": ("n", "tilde"), "ò": ("o", "grave"), "ó": ("o", "acute"), "ô": ("o", "circumflex"),
    "õ": ("o", "tilde"), "ö": ("o", "diaeresis"), "ù": ("u", "grave"), "ú": ("u", "acute"),
    "û": ("u", "circumflex"), "ü": ("u", "diaeresis"), "ý": ("y", "acute"), "ÿ": ("y", "diaeresis"),
}  # fmt: skip

_NAMES = {"nbsp": "\u00a0", "soft": "\u00ad"}

Rows = tuple[str, ...]


def _base_glyphs() -> dict[str, Rows]:
    """Every hand-drawn glyph, 9 rows each: the project's base set and this look's symbols."""
    glyphs = ascii_glyphs()
    for name, rows in parse_glyphs(_SYMBOLS).items():
        glyphs[_NAMES.get(name, name)] = rows
    return glyphs


def _overlay(rows: list[str], top: int, mark: Rows) -> None:
    """Ink ``mark`` into ``rows`` (widening them if needed), centred, its first row at ``top``."""
    width = max(len(rows[0]), len(mark[0]))
    for i, row in enumerate(rows):
        pad = width - len(row)
        rows[i] = "." * (pad // 2) + row + "." * (pad - pad // 2)
    left = (width - len(mark[0])) // 2
    for i, line in enumerate(mark):
        row = list(rows[top + i])
        for x, cell in enumerate(line):
            if cell == "#":
                row[left + x] = "#"
        rows[top + i] = "".join(row)


def _compose(letter: Rows, accent: str, baseline: int, top_of_letter: int) -> Rows:
    """``letter`` (already with headroom) with ``accent`` above it or, a cedilla, under its baseline."""
    rows = list(letter)
    if accent == "cedilla":
        _overlay(rows, baseline, (".#", "#."))
        return tuple(rows)
    mark = _ACCENTS[accent]
    _overlay(rows, max(0, top_of_letter - len(mark) - (1 if top_of_letter > len(mark) else 0)), mark)
    return tuple(rows)


def _first_ink_row(rows: Rows) -> int:
    return next(i for i, row in enumerate(rows) if "#" in row)


def _with_latin1(glyphs: dict[str, Rows], baseline: int, thick: bool) -> dict[str, Rows]:
    """Add the composed accented letters to ``glyphs`` (already in their final shape and headroom)."""
    for char, (letter, accent) in _COMPOSED.items():
        base = glyphs[letter]
        composed = _compose(base, accent, baseline, _first_ink_row(base))
        glyphs[char] = _thicken_accent(base, composed) if thick else composed
    return glyphs


def _thicken_accent(letter: Rows, composed: Rows) -> Rows:
    """The bold font's accents get the bold font's two-pixel strokes, the letter stays as it is."""
    width = len(composed[0])
    pad = width - len(letter[0])
    plain = ["." * (pad // 2) + row + "." * (pad - pad // 2) for row in letter]
    out = []
    for row, base in zip(composed, plain, strict=True):
        if row == base:
            out.append(row + ".")
        else:
            accent_only = "".join("#" if c == "#" and b == "." else "." for c, b in zip(row, base, strict=True))
            thick = thicken((accent_only,))[0]
            out.append("".join("#" if a == "#" or b == "#" else "." for a, b in zip(thick, base + ".", strict=True)))
    return tuple(out)


def _headroom(rows: Rows) -> Rows:
    return ("." * len(rows[0]),) * _HEADROOM + rows


def _build_small() -> PixelFont:
    glyphs = {char: _headroom(rows) for char, rows in _base_glyphs().items()}
    _with_latin1(glyphs, _HEADROOM + 7, thick=False)
    made = {char: Glyph(rows, advance=len(rows[0]) + 1) for char, rows in glyphs.items()}
    made[" "] = Glyph(made[" "].rows, advance=4)
    made["\u00a0"] = made[" "]
    return PixelFont("mac-small", made, line_height=12, cap_height=7, baseline=_HEADROOM + 7)


def _build_system() -> PixelFont:
    drawn_thick = thick_glyphs()
    glyphs: dict[str, Rows] = {}
    for char, rows in _base_glyphs().items():
        bold = drawn_thick.get(char) or thicken(rows)
        glyphs[char] = _headroom(stretch(bold, duplicate=(1, 5)))
    baseline = _HEADROOM + 9
    _with_latin1(glyphs, baseline, thick=True)
    height = max(len(rows) for rows in glyphs.values())
    made = {}
    for char, rows in glyphs.items():
        rows = rows + ("." * len(rows[0]),) * (height - len(rows))
        made[char] = Glyph(rows, advance=len(rows[0]) + 1)
    made[" "] = Glyph(made[" "].rows, advance=5)
    made["\u00a0"] = made[" "]
    return PixelFont("mac-system", made, line_height=16, cap_height=9, baseline=baseline)


SYSTEM = "mac-system"
SMALL = "mac-small"
FONT_NAMES = (SYSTEM, SMALL)
"""The look's fonts, registered with :func:`ynot.ui.pixelfont.get_font`."""

register_font(SYSTEM, _build_system)
register_font(SMALL, _build_small)
