"""ShownCanvas: the rectangles a new frame changes cover every changed pixel and little else."""

import random

import pygame
import pytest

from ynot.ui.changes import MAX_RECTS, TALL, TURNED_ROWS, ShownCanvas


@pytest.fixture
def canvas():
    pygame.display.init()
    surface = pygame.Surface((64, 48), 0, 32)
    surface.fill((10, 20, 30))
    yield surface
    pygame.display.quit()


def covered(rects, pos):
    return any(rect.collidepoint(pos) for rect in rects)


def test_the_first_frame_is_shown_whole_and_an_unchanged_one_not_at_all(canvas):
    shown = ShownCanvas()
    assert shown.changes(canvas) is None
    assert shown.changes(canvas) == []
    shown.forget()
    assert shown.changes(canvas) is None


def test_two_changes_far_apart_are_two_small_rectangles(canvas):
    shown = ShownCanvas()
    shown.changes(canvas)
    canvas.fill((200, 0, 0), (2, 3, 5, 4))
    canvas.set_at((60, 40), (10, 20, 31))  # one channel of one pixel
    rects = shown.changes(canvas)
    assert sorted(map(tuple, rects)) == [(2, 3, 5, 4), (60, 40, 1, 1)]
    assert shown.changes(canvas) == []  # now shown


def test_every_changed_pixel_is_covered(canvas):
    rng = random.Random(3)
    shown = ShownCanvas()
    shown.changes(canvas)
    for _ in range(40):
        before = canvas.copy()
        for _ in range(rng.randrange(1, 6)):
            x, y = rng.randrange(64), rng.randrange(48)
            canvas.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256)), (x, y, rng.randrange(1, 9), 3))
        rects = shown.changes(canvas)
        changed = [(x, y) for x in range(64) for y in range(48) if canvas.get_at((x, y)) != before.get_at((x, y))]
        assert all(covered(rects, pos) for pos in changed)
        assert len(rects) <= MAX_RECTS
        if changed:
            area = sum(rect.width * rect.height for rect in rects)
            assert area < 64 * 48


def test_a_new_size_is_shown_whole(canvas):
    shown = ShownCanvas()
    shown.changes(canvas)
    assert shown.changes(pygame.Surface((32, 48), 0, 32)) is None


def test_a_canvas_of_another_depth_is_shown_whole_when_it_changes(canvas):
    deep = pygame.Surface((64, 48), 0, 24)
    shown = ShownCanvas()
    shown.changes(deep)
    deep.fill((1, 2, 3), (3, 3, 2, 2))
    assert shown.changes(deep) == [pygame.Rect(0, 0, 64, 48)]


def test_a_screenful_of_change_is_pushed_at_full_width(canvas):
    shown = ShownCanvas()
    shown.changes(canvas)
    canvas.fill((0, 0, 255), (10, 5, 20, 30))  # taller than a third of the canvas: a menu dropping down
    assert shown.changes(canvas) == [pygame.Rect(0, 5, 64, 30)]


def test_a_change_across_blocks_of_rows_is_one_rectangle_trimmed_to_it(canvas):
    """Rows are compared sixteen at a time: a change from row 14 to row 18 lies in two blocks, which make
    one band, trimmed to the rows and columns that changed."""
    shown = ShownCanvas()
    shown.changes(canvas)
    canvas.fill((0, 0, 0), (20, 14, 7, 5))
    assert shown.changes(canvas) == [pygame.Rect(20, 14, 7, 5)]


def test_a_band_taller_than_the_rows_turned_at_once_finds_its_columns_over_all_its_rows():
    """A band's columns are found TURNED_ROWS rows at a time (small pictures turned: memory while playing);
    what the pieces find makes the band's rectangles, a narrow change below a wide one inside it."""
    pygame.display.init()
    try:
        canvas = pygame.Surface((200, 300), 0, 32)
        canvas.fill((10, 20, 30))
        shown = ShownCanvas()
        shown.changes(canvas)
        canvas.fill((200, 0, 0), (10, 40, 60, 4))  # wide, in the band's first rows
        canvas.fill((0, 200, 0), (30, 44, 5, 50))  # narrow, inside its columns, down to rows turned later
        canvas.fill((0, 0, 200), (150, 90, 6, 4))  # far to the right, in those later rows
        assert TURNED_ROWS < 90 - 40 and 54 * TALL <= 300  # one band, turned in pieces
        assert sorted(map(tuple, shown.changes(canvas))) == [(10, 40, 60, 54), (150, 40, 6, 54)]
    finally:
        pygame.display.quit()
