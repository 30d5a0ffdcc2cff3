"""The score kept in crosses, as the manual keeps it: each line of a cross is 5 points, a cross 10, a set of
five crosses 50, and six sets (300 points) win."""

from __future__ import annotations

import pygame

from ...i18n import _
from ..pixelfont import get_font
from .fonts import SMALL
from .paint import Paint

LINE_POINTS = 5
CROSS_POINTS = 10
SET_CROSSES = 5
CROSS = 7  # a cross is 7x7 pixels
CROSS_PITCH = 9
SET_GAP = 6
SETS_PER_ROW = 2


def cross_lines(score: int) -> list[int]:
    """The crosses a score is marked with: 2 for each whole cross, 1 for a half one (5 points)."""
    lines = max(0, score) // LINE_POINTS
    return [2] * (lines // 2) + ([1] if lines % 2 else [])


def cross_positions(count: int, origin: tuple[int, int]) -> list[tuple[int, int]]:
    """The top-left corner of each of ``count`` crosses: sets of five, two sets a row."""
    x0, y0 = origin
    set_width = SET_CROSSES * CROSS_PITCH + SET_GAP
    spots = []
    for index in range(count):
        group, place = divmod(index, SET_CROSSES)
        row, column = divmod(group, SETS_PER_ROW)
        spots.append((x0 + column * set_width + place * CROSS_PITCH, y0 + row * (CROSS + 4)))
    return spots


def draw_crosses(surface: pygame.Surface, score: int, origin: tuple[int, int], ink: tuple[int, int, int]) -> None:
    """Mark ``score`` in crosses from ``origin``."""
    lines = cross_lines(score)
    for (x, y), strokes in zip(cross_positions(len(lines), origin), lines, strict=True):
        pygame.draw.line(surface, ink, (x, y + CROSS - 1), (x + CROSS - 1, y))
        if strokes == 2:
            pygame.draw.line(surface, ink, (x, y), (x + CROSS - 1, y + CROSS - 1))


def draw_score_window(
    surface: pygame.Surface,
    content: pygame.Rect,
    players: list[tuple[str, int]],
    turn: int | None,
    paint: Paint,
    target: int = 300,
) -> None:
    """Each player's name (underlined while it is their turn), their score as a number and in crosses."""
    font = get_font(SMALL)
    paint.fill(surface, content, "white")
    ink = paint.colour("black")
    y = content.y + 4
    for index, (name, score) in enumerate(players):
        text = font.render(name, ink)
        surface.blit(text, (content.x + 6, y))
        if index == turn:
            underline = y + font.baseline + 1
            surface.fill(ink, (content.x + 6, underline, text.get_width(), 1))
        font.draw(surface, str(score), (content.right - 6, y), ink, align="right")
        draw_crosses(surface, score, (content.x + 6, y + font.line_height + 4), ink)
        rows = max(1, -(-len(cross_lines(max(score, target))) // (SET_CROSSES * SETS_PER_ROW)))
        y += font.line_height + 4 + rows * (CROSS + 4) + 6
        if index < len(players) - 1:
            paint.fill(surface, (content.x + 4, y - 4, content.width - 8, 1), "grey")
    font.draw(
        surface,
        _("{target} to win").format(target=target),
        (content.centerx, content.bottom - font.line_height - 2),
        ink,
        align="center",
    )
