"""The one window policy: which screen a window is on, the largest whole-number scale that fits it,
and whether a kept position can still be reached. Pure geometry on the screens' sizes (pygame only
tells their sizes, so screens are taken as side by side, left to right, in one row)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

MAX_SCALE = 16
#: Room left round a window for its title bar, borders and the desktop's panels.
SCREEN_MARGIN = (16, 48)
#: How much of a window must lie on the screens for a kept position to be used.
MIN_VISIBLE = 64

Size = tuple[int, int]


def desktop_sizes() -> list[Size]:
    """The size of each screen, or an empty list when the display cannot tell. The display is started
    when it is not yet: before a window opens (a kept position is checked then) it knows no screen."""
    try:
        if not pygame.display.get_init():
            pygame.display.init()
        return [(int(w), int(h)) for w, h in pygame.display.get_desktop_sizes()]
    except pygame.error:
        return []


def screen_at(position: tuple[int, int] | None, size: Size, screens: Sequence[Size]) -> Size | None:
    """The screen holding the middle of a window at ``position`` (the first screen when the window
    has no position yet: the system opens it there), or None when no screen is known."""
    if not screens:
        return None
    if position is None:
        return screens[0]
    middle = position[0] + size[0] // 2
    left = 0
    for screen in screens:
        if middle < left + screen[0]:
            return screen
        left += screen[0]
    return screens[-1]


def fits(canvas: Size, scale: int, screen: Size) -> bool:
    """Whether ``canvas`` (as the window shows it) at ``scale`` fits ``screen`` less the margins."""
    return canvas[0] * scale <= screen[0] - SCREEN_MARGIN[0] and canvas[1] * scale <= screen[1] - SCREEN_MARGIN[1]


def fitting_scale(
    scale: int | None,
    canvas: Size,
    screens: Sequence[Size],
    position: tuple[int, int] | None = None,
) -> int:
    """``scale`` (None: the largest), reduced until the window fits the screen it is on; unknown
    screens leave it as it is (or at 1 when no scale is wanted)."""
    wanted = MAX_SCALE if scale is None else max(1, min(MAX_SCALE, scale))
    screen = screen_at(position, canvas, screens)  # where its top left part is
    if screen is None:
        return 1 if scale is None else wanted
    while wanted > 1 and not fits(canvas, wanted, screen):
        wanted -= 1
    return wanted


def on_screen(position: tuple[int, int], size: Size, screens: Sequence[Size]) -> bool:
    """Whether a window at ``position`` shows at least a corner it can be grabbed by on the screens."""
    if not screens:
        return False
    x, y = position
    total_width = sum(w for w, _ in screens)
    tallest = max(h for _, h in screens)
    return (
        x + size[0] >= MIN_VISIBLE
        and x <= total_width - MIN_VISIBLE
        and y >= -MIN_VISIBLE // 2  # a title bar above the top edge could not be grabbed again
        and y <= tallest - MIN_VISIBLE
    )


def within_screen(position: tuple[int, int], size: Size, screens: Sequence[Size]) -> tuple[int, int]:
    """``position`` moved (as little as it takes) so a window of ``size`` lies wholly on the screen
    it is on; as it is when no screen is known."""
    screen = screen_at(position, size, screens)
    if screen is None:
        return position
    left = 0
    for other in screens:
        if other is screen:
            break
        left += other[0]
    x = max(left, min(position[0], left + screen[0] - size[0]))
    y = max(0, min(position[1], screen[1] - size[1] - SCREEN_MARGIN[1] // 2))
    return (x, y)
