"""The application icon: every size drawn crisp, transparent round the dice, and written as PNGs."""

import pygame
import pytest

from ynot.ui.icon import ICON_SIZES, IVORY, OUTLINE, Y_PIP, icon_surface, write_icon_pngs


def colours(surface: pygame.Surface) -> set[tuple[int, int, int, int]]:
    width, height = surface.get_size()
    return {tuple(surface.get_at((x, y))) for x in range(width) for y in range(height)}


@pytest.mark.parametrize("size", ICON_SIZES)
def test_every_size_is_square_with_a_transparent_corner_and_the_dice_colours(size):
    surface = icon_surface(size)
    assert surface.get_size() == (size, size)
    assert surface.get_at((0, 0)).a == 0 and surface.get_at((size - 1, size - 1)).a == 0
    opaque = {c[:3] for c in colours(surface) if c[3] == 255}
    assert {OUTLINE, IVORY, Y_PIP} <= opaque


@pytest.mark.parametrize("size", ICON_SIZES)
def test_the_y_is_left_right_symmetric_on_the_front_die(size):
    surface = icon_surface(size)
    red = [(x, y) for x in range(size) for y in range(size) if tuple(surface.get_at((x, y)))[:3] == Y_PIP]
    xs = [x for x, _ in red]
    left, right = min(xs), max(xs)
    assert {(left + right - x, y) for x, y in red} == set(red)
    top_row = min(y for _, y in red)
    assert len({x for x, y in red if y == top_row}) < len(set(xs))  # two arms at the top, not a bar


def test_small_icons_are_hard_edged_pixel_art():
    surface = icon_surface(16)
    assert {c[3] for c in colours(surface)} <= {0, 70, 255}  # clear, shadow or solid: no antialiasing


def test_drawing_is_deterministic():
    assert pygame.image.tobytes(icon_surface(48), "RGBA") == pygame.image.tobytes(icon_surface(48), "RGBA")


def test_too_small_is_an_error():
    with pytest.raises(ValueError):
        icon_surface(8)


def test_write_icon_pngs(tmp_path):
    paths = write_icon_pngs(tmp_path / "icons")
    assert [p.name for p in paths] == [f"ynot-{s}.png" for s in ICON_SIZES]
    for size, path in zip(ICON_SIZES, paths, strict=True):
        loaded = pygame.image.load(str(path))
        assert loaded.get_size() == (size, size)
        assert pygame.image.tobytes(loaded, "RGBA") == pygame.image.tobytes(icon_surface(size), "RGBA")
    assert sorted(p.name for p in (tmp_path / "icons").iterdir()) == sorted(p.name for p in paths)
