"""The kit's one double-click rule: time, distance, the same button and target, one-shot."""

from __future__ import annotations

import pygame

from ynot.ui.kit import Dialog, DoubleClick, ListBox


class Clock:
    """A clock for the detector that moves only when told (seconds)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_two_presses_close_in_time_and_place_are_a_double_click():
    clock = Clock()
    clicks = DoubleClick(500, 4, clock=clock)
    assert not clicks.press((10, 10))
    clock.now += 0.3
    assert clicks.press((13, 7))


def test_too_slow_too_far_another_button_or_target_is_two_single_clicks():
    clock = Clock()
    clicks = DoubleClick(500, 4, clock=clock)
    assert not clicks.press((10, 10))
    clicks.advance(501)  # a scene's update counts, as a headless script's WAIT does
    assert not clicks.press((10, 10))
    assert not clicks.press((15, 10))  # five pixels away
    assert not clicks.press((15, 10), 3)  # the right button
    assert not clicks.press((15, 10), 3, "die")  # another target
    assert clicks.press((15, 10), 3, "die")


def test_a_triple_click_is_one_double_click_then_a_first_click():
    clicks = DoubleClick(500, clock=Clock())
    assert [clicks.press((5, 5)) for _ in range(4)] == [False, True, False, True]


def test_forget_makes_the_next_press_a_first_one():
    clicks = DoubleClick(clock=Clock())
    clicks.press((5, 5))
    clicks.forget()
    assert not clicks.press((5, 5))


def test_a_list_box_chooses_once_on_a_triple_click(kit_app):
    app, ctx, _ = kit_app
    chosen = []
    box = ListBox(["Ann", "Bob", "Cy"], rows=3, on_choose=chosen.append)
    app.push(Dialog(ctx, "Players", [box]))
    app.draw()
    row = (box.rect.left + 6, box.rect.top + box._row_height + 2)
    for _ in range(3):
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            app.dispatch(pygame.event.Event(kind, pos=app.display.to_window(row), button=1))
    assert box.index == 1 and chosen == [1]
    app.update(600)  # too long after: the next click is a first one again
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.dispatch(pygame.event.Event(kind, pos=app.display.to_window(row), button=1))
    assert chosen == [1]
