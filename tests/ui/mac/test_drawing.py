"""The Macintosh look's own pictures: fonts covering Latin-1, tiles, crosses, and true black and white."""

from itertools import pairwise

import pygame
import pytest

from ynot.ui.mac.crosses import cross_lines, cross_positions, draw_crosses
from ynot.ui.mac.fonts import APPLE, COMMAND, FONT_NAMES, LATIN1
from ynot.ui.mac.layout import LONG, SHORT
from ynot.ui.mac.paint import Paint
from ynot.ui.mac.tiles import PIPS, TilePainter
from ynot.ui.pixelfont import PRINTABLE, get_font


@pytest.mark.parametrize("name", FONT_NAMES)
def test_every_latin1_character_has_a_clean_glyph_of_the_font_height(name):
    font = get_font(name)
    for char in PRINTABLE + LATIN1 + APPLE + COMMAND:
        glyph = font.glyphs[char]
        assert glyph.height == font.glyph_height <= font.line_height, char
        assert all(len(row) == glyph.width for row in glyph.rows), char
        if char not in " \u00a0":
            assert "#" in "".join(glyph.rows), char


@pytest.mark.parametrize("name", FONT_NAMES)
def test_an_accented_capital_is_its_letter_with_the_accent_above_it(name):
    font = get_font(name)
    plain, accented = font.glyphs["E"].rows, font.glyphs["É"].rows
    top = next(i for i, row in enumerate(plain) if "#" in row)
    assert top >= 2  # room above the capitals
    assert any("#" in row for row in accented[:top])  # the accent sits in it
    width = len(accented[0])
    assert [row.ljust(width, ".") for row in plain[top:]] == [
        row[: len(plain[0])].ljust(width, ".") for row in accented[top:]
    ]


def test_the_system_font_is_bold_and_taller_than_the_small_one():
    system, small = get_font("mac-system"), get_font("mac-small")
    assert system.cap_height > small.cap_height and system.line_height == 16 and small.line_height == 12
    assert "##" in "".join(system.glyphs["l"].rows) and "##" not in "".join(small.glyphs["l"].rows)
    with pytest.raises(KeyError):
        get_font("chicago")


def colours(surface):
    width, height = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(width) for y in range(height)}


@pytest.fixture
def palette():
    """Pens like the skin's: every pip number its own colour."""
    pens = {"tile": (255, 252, 235), "tile_edge": (0, 0, 0), "tile_shade": (191, 185, 160), "selected": (255, 210, 60)}
    pens.update({f"pip{n}": (20 * n + 1, 100, 200 - 10 * n) for n in range(10)})
    pens.update({"tile_back": (43, 76, 140), "tile_back_dot": (111, 142, 208), "white": (255, 255, 255)})
    return pens


def test_every_tile_in_black_and_white_is_only_black_and_white(palette):
    painter = TilePainter(Paint(palette, mono=True))
    for first in range(10):
        for second in range(first, 10):
            for chosen in (False, True):
                assert colours(painter.face(first, second, chosen=chosen)) <= {(0, 0, 0), (255, 255, 255)}
    assert colours(painter.back(upright=False)) == {(0, 0, 0), (255, 255, 255)}


def test_a_tile_shows_its_pips_in_each_half(palette):
    paint = Paint(palette)
    painter = TilePainter(paint)
    upright = painter.face(3, 9)
    assert upright.get_size() == (SHORT, LONG)
    lying = painter.face(3, 9, upright=False)
    assert lying.get_size() == (LONG, SHORT)

    def pip_pixels(surface, rect, value):
        part = surface.subsurface(rect)
        return sum(1 for c in colours_list(part) if c == paint.pip(value))

    assert pip_pixels(upright, (0, 0, SHORT, SHORT - 1), 3) == 9 * len(PIPS[3])
    assert pip_pixels(upright, (0, SHORT, SHORT, SHORT), 9) == 9 * len(PIPS[9])
    assert pip_pixels(lying, (0, 0, SHORT - 1, SHORT), 3) == 9 * len(PIPS[3])  # the first half on the left


@pytest.mark.parametrize("mono", [False, True])
def test_a_tiles_8_bit_picture_puts_the_pixels_of_a_32_bit_one(palette, mono):
    """Memory while playing: a tile's picture keeps a byte a pixel, and on the canvas it is what the same
    tile drawn at 32 bits gives (the 32 bits are what a palette of more than 256 colours gets)."""
    small, full = TilePainter(Paint(palette, mono=mono)), TilePainter(Paint(palette, mono=mono))
    full._colours = full._colours + [(n, n, 7) for n in range(256)]
    pictures = [(small.back(upright=upright), full.back(upright=upright)) for upright in (True, False)]
    for first in range(10):
        for second in range(first, 10):
            for chosen in (False, True):
                for upright in (True, False):
                    face = {"upright": upright, "chosen": chosen}
                    pictures.append((small.face(first, second, **face), full.face(first, second, **face)))
    for eight, thirty_two in pictures:
        assert eight.get_bytesize() == 1 and thirty_two.get_bytesize() == 4
        canvases = []
        for picture in (eight, thirty_two):
            canvas = pygame.Surface((40, 40), 0, 32)
            canvas.fill((1, 2, 3))
            canvas.blit(picture, (2, 2))
            canvases.append(pygame.image.tobytes(canvas, "RGBX"))
        assert canvases[0] == canvases[1]


def colours_list(surface):
    width, height = surface.get_size()
    return [tuple(surface.get_at((x, y)))[:3] for x in range(width) for y in range(height)]


@pytest.mark.parametrize(("score", "lines"), [(0, []), (5, [1]), (10, [2]), (35, [2, 2, 2, 1]), (300, [2] * 30)])
def test_a_score_is_kept_in_crosses_each_line_five_points(score, lines):
    assert cross_lines(score) == lines


def test_crosses_come_in_sets_of_five_two_sets_a_row():
    spots = cross_positions(30, (0, 0))
    rows = sorted({y for _, y in spots})
    assert len(rows) == 3  # six sets: three rows of two
    first_row = sorted(x for x, y in spots if y == rows[0])
    gaps = [b - a for a, b in pairwise(first_row)]
    assert gaps.count(max(gaps)) == 1 and len(first_row) == 10  # one wider gap between the two sets


def test_a_half_cross_is_one_line_and_a_cross_two():
    surface = pygame.Surface((40, 10))
    surface.fill((255, 255, 255))
    draw_crosses(surface, 15, (0, 0), (0, 0, 0))
    ink = [sum(1 for c in colours_list(surface.subsurface((x, 0, 7, 7))) if c == (0, 0, 0)) for x in (0, 9)]
    assert ink[0] == 13 and ink[1] == 7  # two crossing lines of 7 sharing the middle; one line
