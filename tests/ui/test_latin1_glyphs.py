"""Latin-1 in every pixel font: drawn or composed, distinct, and reported when a character is missing."""

import pytest

from ynot.ui.latin1_glyphs import ALIASES, LATIN1, decompose
from ynot.ui.pixelfont import CHARSET, FONT_NAMES, PRINTABLE, get_font


@pytest.mark.parametrize("name", FONT_NAMES)
def test_every_latin1_character_has_a_clean_glyph_of_the_font_height(name):
    font = get_font(name)
    for char in LATIN1:
        glyph = font.glyphs[char]
        assert glyph.height == font.glyph_height, char
        assert all(len(row) == glyph.width for row in glyph.rows), char
        assert set("".join(glyph.rows)) <= {"#", "."}, char
        if char != "\u00a0":
            assert "#" in "".join(glyph.rows), char


@pytest.mark.parametrize("name", FONT_NAMES)
def test_no_latin1_character_looks_like_another_except_the_aliases(name):
    font = get_font(name)
    drawn = {char: font.glyphs[char].rows for char in CHARSET if char not in ALIASES}
    for char in LATIN1:
        if char in ALIASES:
            assert font.glyphs[char].rows == font.glyphs[ALIASES[char]].rows
            continue
        twins = [other for other, rows in drawn.items() if other != char and rows == drawn[char]]
        assert not twins, f"{char!r} is drawn like {twins} in {name}"


def test_the_amiga_font_keeps_its_eight_pixel_cells():
    topaz = get_font("topaz")
    for char in LATIN1:
        glyph = topaz.glyphs[char]
        assert glyph.advance == 8 and glyph.offset + glyph.width <= 8, char


def test_a_composed_capital_is_squashed_under_its_accent():
    assert get_font("psion").glyphs["É"].rows == (
        "...#.",
        "..#..",
        "#####",
        "#....",
        "####.",
        "#....",
        "#####",
        ".....",
        ".....",
    )


@pytest.mark.parametrize("name", FONT_NAMES)
def test_accented_small_letters_keep_their_letter_under_the_accent(name):
    font = get_font(name)
    for char in LATIN1:
        parts = decompose(char)
        if parts is None or not parts[0].islower() or parts[1] in "\u0303\u0327" or parts[0] == "i":
            continue
        letter, accented = font.glyphs[parts[0]].rows, font.glyphs[char].rows
        first = next(y for y, row in enumerate(font.glyphs["a"].rows) if "#" in row)
        assert "#" in "".join(accented[:first]), char
        assert accented != font.glyphs.get(char.upper(), font.glyphs["?"]).rows, char
        if accented[first:] != letter[first:]:  # it would look like its squashed capital: a row of air
            assert "#" not in accented[first] and accented[first + 1] == letter[first], char


def test_missing_names_each_character_no_font_has_once_in_order():
    font = get_font("psion")
    assert font.covers("Ångström, Ærøskøbing & Zoë")
    assert font.missing("Ωmega Ω and 漢") == "Ω漢"
    assert font.missing("tab\there\nnewline") == ""
    assert not font.covers("Ω")
    assert all(get_font(name).covers(PRINTABLE + LATIN1) for name in FONT_NAMES)
