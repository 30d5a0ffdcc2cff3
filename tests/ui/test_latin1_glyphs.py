"""Latin-1 in every pixel font: drawn or composed, distinct, and reported when a character is missing."""

import pytest

import ynot.ui.windows.font  # noqa: F401 - registers the Windows look's font
from ynot.ui.latin1_glyphs import ALIASES, LATIN1, compose, decompose
from ynot.ui.pixelfont import CHARSET, FONT_NAMES, PRINTABLE, base_glyphs, get_font


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


@pytest.mark.parametrize("name", [*FONT_NAMES, "windows-system"])
def test_a_capital_with_an_accent_keeps_the_height_of_capitals(name):
    """Ä Ö Ü (and every accented capital) are their capital, row for row, with the accent in the font's
    headroom above: "Über" never reads "über"."""
    font = get_font(name)
    for char in LATIN1:
        parts = decompose(char)
        if parts is None or not parts[0].isupper() or parts[1] == "\u0327":
            continue
        letter, accented = font.glyphs[parts[0]].rows, font.glyphs[char].rows
        top = next(y for y, row in enumerate(letter) if "#" in row)
        assert top >= 2, name  # the headroom the accent takes
        assert accented[top:] == letter[top:], char
        assert "#" in "".join(accented[:top]), char


def test_the_psion_capital_umlauts_as_drawn():
    rows = [get_font("psion").glyphs[char].rows for char in "ÄÖÜ"]
    assert [" ".join(row[y] for row in rows) for y in range(9)] == [
        ".#.#. .#.#. .#.#.",
        "..... ..... .....",
        ".###. .###. #...#",
        "#...# #...# #...#",
        "#...# #...# #...#",
        "##### #...# #...#",
        "#...# #...# #...#",
        "#...# #...# #...#",
        "#...# .###. .###.",
    ]


def test_without_headroom_a_capital_is_squashed_under_its_accent():
    """A look's font with no blank rows over its capitals still gets every accented capital, within the
    capitals' rows."""
    glyphs = base_glyphs()
    made = compose(glyphs, cap_height=7, baseline=7)
    assert made["É"] == ("...#.", "..#..", "#####", "#....", "####.", "#....", "#####", ".....", ".....")


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


def test_the_capital_umlauts_golden(tmp_path):
    """Each font's umlauts and accented capitals over two lines, as the looks draw them (line height
    apart): the capitals as tall as the others, their accents clear of the line above."""
    import pygame
    from golden_images import compare_golden

    fonts = [get_font(name) for name in (*FONT_NAMES, "windows-system")]
    lines = ["Über YNOT: ÄÖÜ äöü ß", "Öl, Ära, Übung; Hgjpy ÉÑ"]
    height = sum(font.headroom + 2 * font.line_height + 4 for font in fonts)
    picture = pygame.Surface((max(font.line_width(line) for font in fonts for line in lines) + 8, height))
    picture.fill((190, 220, 190))
    y = 0
    for font in fonts:
        y += font.headroom + 2
        font.draw(picture, "\n".join(lines), (4, y), (60, 80, 70))
        y += 2 * font.line_height + 2
    compare_golden(picture, "fonts", "capital-umlauts", tmp_path)
