"""The YNOT application icon, drawn in code: two dice, the front one's pips forming a "Y".

Each size is drawn on its own pixel grid (not scaled from a big one), so small icons stay crisp.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ..store.safefile import atomic_path

ICON_SIZES = (16, 32, 48, 64, 128, 256)
"""The sizes :func:`write_icon_pngs` writes."""

OUTLINE = (24, 22, 30)
IVORY = (246, 240, 222)
IVORY_SHADE = (206, 196, 170)
Y_PIP = (200, 30, 40)
BLUE = (40, 88, 170)
BLUE_SHADE = (26, 58, 120)
WHITE_PIP = (250, 250, 250)
SHADOW = (0, 0, 0, 70)

# Pips on a 3x3 grid (column, row): the front die spells a Y, the die behind shows five (four when tiny,
# where a half-hidden centre pip would be a smudge).
Y_PIPS = ((0, 0), (2, 0), (1, 1), (1, 2))
FIVE_PIPS = ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2))
FOUR_PIPS = ((0, 0), (2, 0), (0, 2), (2, 2))


def _pip_offsets(die: int, border: int, pip: int) -> tuple[int, int, int]:
    """Left, centre and right offsets of the pip columns (the same for rows) inside a die."""
    inner = die - 2 * border
    gap = max(1, (inner - 3 * pip) // 4)
    left = border + gap
    right = die - border - gap - pip
    return left, (left + right) // 2, right


def _draw_die(
    surface: pygame.Surface,
    topleft: tuple[int, int],
    die: int,
    face: tuple[int, int, int],
    shade: tuple[int, int, int],
    pip_color: tuple[int, int, int],
    pips: tuple[tuple[int, int], ...],
) -> None:
    x, y = topleft
    border = max(1, round(die / 40))
    radius = max(2, die // 7)
    pygame.draw.rect(surface, OUTLINE, (x, y, die, die), border_radius=radius)
    inner = pygame.Rect(x + border, y + border, die - 2 * border, die - 2 * border)
    if die >= 20:  # a bevel: shaded lower-right edge under a lit face
        bevel = max(1, die // 14)
        pygame.draw.rect(surface, shade, inner, border_radius=max(0, radius - border))
        lit = pygame.Rect(inner.x, inner.y, inner.w - bevel, inner.h - bevel)
        pygame.draw.rect(surface, face, lit, border_radius=max(0, radius - border))
    else:
        pygame.draw.rect(surface, face, inner, border_radius=max(0, radius - border - 1))
    pip = max(2, round(die * 0.17))
    if (die - pip) % 2:  # keep the centre pip exactly central
        pip += 1
    offsets = _pip_offsets(die, border, pip)
    for column, row in pips:
        rect = pygame.Rect(x + offsets[column], y + offsets[row], pip, pip)
        if pip >= 5:
            pygame.draw.ellipse(surface, pip_color, rect)
        else:
            surface.fill(pip_color, rect)


def icon_surface(size: int) -> pygame.Surface:
    """The icon as a ``size`` x ``size`` surface with a transparent background."""
    if size < 16:
        raise ValueError(f"the icon is drawn at 16 pixels or more, not {size}")
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    die = int(size * 0.66)
    margin = 0 if size < 32 else round(size / 32)
    shadow = max(1, size // 32)
    back = (size - die - margin - shadow, margin)
    front = (margin, size - die - margin - shadow)
    radius = max(2, die // 7)
    # The shadows of both dice on the background, in one layer so they never darken each other.
    for x, y in (back, front):
        pygame.draw.rect(surface, SHADOW, (x + shadow, y + shadow, die, die), border_radius=radius)
    back_layer = pygame.Surface((size, size), pygame.SRCALPHA)
    back_layer.fill((0, 0, 0, 0))
    pips = FIVE_PIPS if die >= 20 else FOUR_PIPS
    _draw_die(back_layer, back, die, BLUE, BLUE_SHADE, WHITE_PIP, pips)
    # The front die's shadow falls on the die behind it too.
    front_shadow = pygame.Surface((die, die), pygame.SRCALPHA)
    front_shadow.fill((0, 0, 0, 0))
    pygame.draw.rect(front_shadow, SHADOW, (0, 0, die, die), border_radius=radius)
    on_back = pygame.mask.from_surface(back_layer).overlap_mask(
        pygame.mask.from_surface(front_shadow), (front[0] + shadow, front[1] + shadow)
    )
    back_layer.blit(on_back.to_surface(setcolor=SHADOW, unsetcolor=(0, 0, 0, 0)), (0, 0))
    surface.blit(back_layer, (0, 0))
    _draw_die(surface, front, die, IVORY, IVORY_SHADE, Y_PIP, Y_PIPS)
    return surface


def write_icon_pngs(folder: Path | str) -> list[Path]:
    """Write ``ynot-<size>.png`` for every size in :data:`ICON_SIZES` into ``folder``; the paths written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for size in ICON_SIZES:
        path = folder / f"ynot-{size}.png"
        with atomic_path(path, suffix=".tmp.png") as temp:  # pygame picks the format by the extension
            pygame.image.save(icon_surface(size), str(temp))
        written.append(path)
    return written
