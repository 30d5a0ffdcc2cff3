"""The table's geometry: the spinner in the middle, four chains, scrunched chains, the general areas."""

from itertools import pairwise

from ynot.ui.mac.layout import (
    GAP,
    LONG,
    SHORT,
    area_at,
    hand_index_at,
    hand_rects,
    lay_out,
    shown_count,
    spinner_rect,
)

AREA = (8, 103, 478, 323)


def overlaps(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def inside(rect, area=AREA):
    return (
        area[0] <= rect[0]
        and area[1] <= rect[1]
        and rect[0] + rect[2] <= area[0] + area[2]
        and (rect[1] + rect[3] <= area[1] + area[3])
    )


def test_before_the_first_double_nothing_is_on_the_table():
    layout = lay_out(AREA, None, {})
    assert layout.spinner is None and layout.tiles == ()


def test_the_spinner_stands_upright_in_the_middle():
    layout = lay_out(AREA, 6, {})
    x, y, w, h = layout.spinner.rect
    assert (w, h) == (SHORT, LONG)
    assert abs((x + w / 2) - (AREA[0] + AREA[2] / 2)) <= 1 and abs((y + h / 2) - (AREA[1] + AREA[3] / 2)) <= 1


def test_chains_run_out_from_the_spinner_each_its_way_with_inner_halves_inward():
    chains = {"left": [(6, 3)], "right": [(6, 2), (2, 2)], "up": [(6, 5)], "down": [(6, 1)]}
    layout = lay_out(AREA, 6, chains)
    spin = layout.spinner.rect
    left, right, double, up, down = (
        layout.last("left"),
        layout.tiles[1],
        layout.last("right"),
        layout.last("up"),
        layout.last("down"),
    )
    assert left.rect[0] + left.rect[2] + GAP == spin[0] and not left.upright
    assert (left.first, left.second) == (3, 6)  # the 6 touches the spinner, the 3 is the open end
    assert right.rect[0] == spin[0] + spin[2] + GAP and (right.first, right.second) == (6, 2)
    assert double.upright and double.rect[0] == right.rect[0] + right.rect[2] + GAP  # a double lies across
    assert up.upright and up.rect[1] + up.rect[3] + GAP == spin[1] and (up.first, up.second) == (5, 6)
    assert down.upright and down.rect[1] == spin[1] + spin[3] + GAP and (down.first, down.second) == (6, 1)
    rects = [layout.spinner.rect] + [t.rect for t in layout.tiles]
    assert all(inside(r) for r in rects)
    assert not any(overlaps(a, b) for i, a in enumerate(rects) for b in rects[i + 1 :])


def test_a_chain_too_long_is_scrunched_its_earliest_tiles_not_drawn():
    long_chain = [(6, 5), (5, 4), (4, 3), (3, 2), (2, 1), (1, 0), (0, 4), (4, 6), (6, 2), (2, 5)]
    layout = lay_out(AREA, 6, {"left": long_chain, "right": [(6, 1)]})
    drawn = [t for t in layout.tiles if t.chain == "left"]
    assert layout.hidden["left"] == len(long_chain) - len(drawn) > 0
    assert [t.index for t in drawn] == list(range(layout.hidden["left"], len(long_chain)))
    assert (drawn[-1].first, drawn[-1].second) == (5, 2)  # the open end is always shown, outermost
    assert all(inside(t.rect) for t in drawn) and "left" in layout.marks
    assert layout.hidden["right"] == 0 and "right" not in layout.marks


def test_shown_count_keeps_all_tiles_that_fit_and_only_the_latest_that_do_not():
    tiles = [(1, 2)] * 5
    assert shown_count(tiles, "left", 5 * (LONG + GAP)) == 5
    assert shown_count(tiles, "left", 5 * (LONG + GAP) - 1) < 5
    assert shown_count(tiles, "left", 0) == 0


def test_the_general_areas_are_the_four_sides_of_the_spinner():
    x, y, w, h = spinner_rect(AREA)
    cx, cy = x + w // 2, y + h // 2
    assert area_at(AREA, (AREA[0] + 2, cy)) == "left"
    assert area_at(AREA, (AREA[0] + AREA[2] - 2, cy + 30)) == "right"
    assert area_at(AREA, (cx + 5, AREA[1] + 3)) == "up"
    assert area_at(AREA, (cx - 5, AREA[1] + AREA[3] - 3)) == "down"
    assert area_at(AREA, (0, 0)) is None


def test_hand_tiles_sit_side_by_side_and_squeeze_when_many():
    few = hand_rects((8, 428, 478, 46), 7)
    assert len(few) == 7 and all(b[0] - a[0] == SHORT + 4 for a, b in pairwise(few))
    many = hand_rects((8, 428, 478, 46), 40)
    assert many[0][0] >= 8 and many[-1][0] + SHORT <= 8 + 478
    assert hand_index_at(few, (few[3][0] + 2, few[3][1] + 2)) == 3
    assert hand_index_at(few, (0, 0)) is None
