"""The pixel fonts: complete, exact, deterministic, and sized as they render."""

import pygame
import pytest

from ynot.ui.pixelfont import FONT_NAMES, PRINTABLE, SYMBOLS, get_font

INK = (76, 85, 68)
PAPER = (190, 220, 190)


def ink_bitmap(surface: pygame.Surface, ink=INK) -> list[str]:
    """The surface as rows of '#' where it is exactly the ink colour."""
    width, height = surface.get_size()
    return [
        "".join("#" if tuple(surface.get_at((x, y)))[:3] == ink else "." for x in range(width))
        for y in range(height)
    ]


@pytest.mark.parametrize("name", FONT_NAMES)
def test_every_printable_character_has_a_glyph_of_the_font_height(name):
    font = get_font(name)
    for char in PRINTABLE + SYMBOLS:
        glyph = font.glyphs[char]
        assert glyph.height == font.glyph_height, char
        assert all(len(row) == glyph.width for row in glyph.rows), char
        assert set("".join(glyph.rows)) <= {"#", "."}, char
        if char != " ":
            assert "#" in "".join(glyph.rows), char
    assert font.glyph_height <= font.headroom + font.line_height


def test_font_metrics_match_the_brief():
    assert get_font("psion").line_height == 10 and get_font("psion").cap_height == 7
    assert 12 <= get_font("psion-bold").line_height <= 14
    topaz = get_font("topaz")
    assert topaz.glyph_height == topaz.headroom + 8  # 8x8 cells under the accents' two rows
    assert topaz.line_height == 10  # the next line's accents stay clear of this line's letters
    assert {topaz.glyphs[c].advance for c in PRINTABLE} == {8}
    assert all(topaz.glyphs[c].offset + topaz.glyphs[c].width <= 8 for c in PRINTABLE)


def test_capital_h_is_exactly_its_bitmap():
    font = get_font("psion")
    surface = font.render("H", INK, PAPER)
    expected = list(font.glyphs["H"].rows) + ["." * 5] * (font.headroom + font.line_height - font.glyph_height)
    assert ink_bitmap(surface) == expected
    assert expected[:2] == ["....."] * 2  # the headroom, over the line's top
    assert expected[2:9] == ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"]


@pytest.mark.parametrize("name", FONT_NAMES)
def test_text_renders_as_its_glyphs_side_by_side(name):
    font = get_font(name)
    surface = font.render("Yo!", INK, PAPER)
    bitmap = ink_bitmap(surface)
    x = 0
    for char in "Yo!":
        glyph = font.glyphs[char]
        for y, row in enumerate(glyph.rows):
            assert bitmap[y][x + glyph.offset : x + glyph.offset + glyph.width] == row
        x += glyph.advance


@pytest.mark.parametrize("name", FONT_NAMES)
def test_rendering_is_deterministic_and_uses_only_the_two_colours(name):
    font = get_font(name)
    first = font.render("Score 123 YNOT!", INK, PAPER)
    font._renders.clear()
    second = font.render("Score 123 YNOT!", INK, PAPER)
    assert first is not second
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
    width, height = first.get_size()
    colours = {tuple(first.get_at((x, y)))[:3] for x in range(width) for y in range(height)}
    assert colours == {INK, PAPER}


@pytest.mark.parametrize("name", FONT_NAMES)
@pytest.mark.parametrize("text", ["", "A", "Hello, World", "1s 2s 3s", "two\nlines here", "Full House 25"])
def test_size_matches_render(name, text):
    font = get_font(name)
    surface = font.render(text, INK)
    width, height = font.size(text)
    assert height == font.line_height * (text.count("\n") + 1)
    assert surface.get_height() == font.headroom + height
    assert surface.get_width() == max(width, 1)


def test_transparent_render_has_clear_paper_and_opaque_ink():
    surface = get_font("psion").render("I", INK)
    assert surface.get_at((0, 2)) == pygame.Color(*INK, 255)
    assert surface.get_at((0, 10)) == surface.get_colorkey() != pygame.Color(*INK, 255)  # the paper is keyed out
    ground = pygame.Surface((3, 12), pygame.SRCALPHA)
    ground.fill((1, 2, 3, 0))
    ground.blit(surface, (0, 0))
    assert ground.get_at((0, 2)) == pygame.Color(*INK, 255) and ground.get_at((0, 10)) == (1, 2, 3, 0)


def test_a_render_is_a_quarter_of_a_32_bit_picture_and_puts_the_same_pixels():
    """Memory while playing: a render keeps one byte a pixel; on a canvas it is what a 32-bit picture
    with alpha of the same text gives, pixel for pixel."""
    font = get_font("topaz")
    render = font.render("Chance 23", INK)
    assert render.get_bytesize() == 1
    alpha = pygame.Surface(render.get_size(), pygame.SRCALPHA)
    alpha.fill((0, 0, 0, 0))
    for x in range(render.get_width()):
        for y in range(render.get_height()):
            if render.get_at((x, y)) != render.get_colorkey():
                alpha.set_at((x, y), (*INK, 255))
    canvases = []
    for picture in (render, alpha):
        canvas = pygame.Surface((80, 12), 0, 32)
        canvas.fill(PAPER)
        canvas.blit(picture, (3, 2))
        canvases.append(pygame.image.tobytes(canvas, "RGBX"))
    assert canvases[0] == canvases[1]
    assert any(render.get_at((x, 3)) == (*INK, 255) for x in range(render.get_width()))


def test_translucent_colours_are_refused():
    with pytest.raises(ValueError, match="opaque"):
        get_font("psion").render("I", (*INK, 128))


def test_the_renders_kept_are_bounded_in_bytes(monkeypatch):
    """A long game's messages, each new, do not pile up: the least recently used renders go."""
    font = get_font("psion")
    font._renders.clear()
    font._render_bytes = 0
    monkeypatch.setattr(font, "_CACHE_BYTES", 4096)
    first = font.render("message 0", INK)
    for n in range(1, 200):
        font.render(f"message {n}", INK)
        font.render("message 0", INK)  # used every frame: kept
    assert font.render("message 0", INK) is first
    kept = sum(s.get_pitch() * s.get_height() for s in font._renders.values())
    assert kept == font._render_bytes <= 4096 and 1 < len(font._renders) < 200


def test_renders_are_cached():
    font = get_font("topaz")
    assert font.render("cached", "white") is font.render("cached", (255, 255, 255))


def test_unknown_characters_draw_as_a_question_mark_and_tabs_as_spaces():
    font = get_font("psion")
    assert ink_bitmap(font.render("\u263a", INK, PAPER)) == ink_bitmap(font.render("?", INK, PAPER))
    assert font.size("a\tb") == font.size("a b")


def test_draw_aligns_left_centre_and_right():
    font = get_font("psion")
    canvas = pygame.Surface((100, 20))
    width = font.size("Roll 2")[0]
    assert font.draw(canvas, "Roll 2", (10, 3), INK).topleft == (10, 3)
    assert font.draw(canvas, "Roll 2", (50, 3), INK, align="center").left == 50 - width // 2
    assert font.draw(canvas, "Roll 2", (90, 3), INK, align="right").right == 90
    with pytest.raises(ValueError):
        font.draw(canvas, "x", (0, 0), INK, align="middle")


def test_unknown_font_name_is_a_clear_error():
    with pytest.raises(KeyError, match="no pixel font called"):
        get_font("helvetica")


@pytest.mark.parametrize("name", FONT_NAMES)
def test_wrap_keeps_every_line_within_the_width_and_loses_no_words(name):
    font = get_font(name)
    text = "After a player completes their 13th turn, high scores are notified.\nThen the next game begins."
    for width in (40, 90, 200):
        lines = font.wrap(text, width)
        assert all(font.line_width(line) <= width for line in lines)
        assert "".join("".join(lines).split()) == "".join(text.split())
        if width == 200:
            assert " ".join(lines).split() == text.split()  # wide enough: only spaces are broken
    assert font.wrap("Supercalifragilistic", 30)[0] != "Supercalifragilistic"
    assert "".join(font.wrap("Supercalifragilistic", 30)) == "Supercalifragilistic"
    assert font.wrap("", 50) == [""]


def test_a_look_registers_its_own_font_and_gets_it_by_name():
    from ynot.ui.pixelfont import PixelFont, font_names, register_font

    built: list[PixelFont] = []

    def build() -> PixelFont:
        built.append(get_font("psion"))
        return built[-1]

    register_font("test-look-font", build)
    register_font("test-look-font", build)  # the same builder again: harmless
    assert "test-look-font" in font_names() and "test-look-font" not in FONT_NAMES
    assert get_font("test-look-font") is get_font("test-look-font") and len(built) == 1
    with pytest.raises(ValueError):
        register_font("test-look-font", lambda: get_font("topaz"))
    with pytest.raises(KeyError):
        get_font("no-such-font")


def test_the_looks_fonts_come_from_get_font_without_private_names():
    import ast
    from pathlib import Path

    import ynot.ui

    root = Path(ynot.ui.__file__).parent
    for path in root.rglob("*.py"):
        if path.name == "pixelfont.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("pixelfont"):
                private = [alias.name for alias in node.names if alias.name.startswith("_")]
                assert not private, f"{path.relative_to(root)} imports {private} from pixelfont"
