"""Dice drawn by code, and the time-based roll animation every skin can use."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pygame

Colour = tuple[int, int, int]

#: Pip positions on a 3x3 grid (column, row) for each face.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((2, 0), (0, 2)),
    3: ((2, 0), (1, 1), (0, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def pip_centres(rect: pygame.Rect, face: int) -> list[tuple[int, int]]:
    """Where the pips of ``face`` go inside ``rect``."""
    step_x = (rect.width - 2) // 4
    step_y = (rect.height - 2) // 4
    cx, cy = rect.centerx, rect.centery
    return [(cx + (col - 1) * step_x, cy + (row - 1) * step_y) for col, row in PIPS.get(face, ())]


def draw_die(
    surface: pygame.Surface,
    rect: pygame.Rect,
    face: int,
    *,
    body: Colour,
    pips: Colour,
    outline: Colour,
    pip_size: int = 2,
    radius: int = 4,
    shadow: Colour | None = None,
) -> None:
    """A die with rounded corners: ``face`` 1-6 (0 draws a blank die)."""
    if shadow is not None:
        pygame.draw.rect(surface, shadow, rect.move(2, 2), border_radius=radius)
    pygame.draw.rect(surface, body, rect, border_radius=radius)
    pygame.draw.rect(surface, outline, rect, width=1, border_radius=radius)
    for x, y in pip_centres(rect, face):
        square = pygame.Rect(0, 0, pip_size * 2, pip_size * 2)
        square.center = (x, y)
        if pip_size >= 2:
            pygame.draw.rect(surface, pips, square.inflate(-1, 0))
            pygame.draw.rect(surface, pips, square.inflate(0, -1))
        else:
            pygame.draw.rect(surface, pips, square)


class RollAnimation:
    """Dice that tumble: each rolled die shows changing faces and bounces, then lands in turn.

    Time is in milliseconds. ``rng`` only drives the tumbling faces, never the result.
    """

    def __init__(
        self,
        duration_ms: int = 650,
        stagger_ms: int = 110,
        flip_ms: int = 70,
        bounce_px: int = 4,
        rng: random.Random | None = None,
    ) -> None:
        self.duration_ms = duration_ms
        self.stagger_ms = stagger_ms
        self.flip_ms = flip_ms
        self.bounce_px = bounce_px
        self.rng = rng or random.Random(1993)
        self.sides = 6  # a die's faces: 1 to sides (the game's, given by the flow)
        self.elapsed = 0
        self.rolling: tuple[int, ...] = ()
        self.final: tuple[int, ...] = ()
        self._faces: list[int] = []
        self._next_flip = 0
        self.active = False

    def start(self, positions: Sequence[int], final_faces: Sequence[int]) -> None:
        """Begin tumbling the dice at ``positions``; they land on ``final_faces`` (all five dice)."""
        self.rolling = tuple(positions)
        self.final = tuple(final_faces)
        self._faces = list(final_faces)
        self.elapsed = 0
        self._next_flip = 0
        self.active = bool(self.rolling)
        self._flip()

    def finish(self) -> None:
        """Land every die at once."""
        self.elapsed = self.total_ms
        self.active = False

    @property
    def total_ms(self) -> int:
        return self.duration_ms + self.stagger_ms * max(0, len(self.rolling) - 1)

    def stop_time(self, position: int) -> int:
        """When the die at ``position`` lands (ms after the start)."""
        if position not in self.rolling:
            return 0
        return self.duration_ms + self.stagger_ms * self.rolling.index(position)

    def landed(self, position: int) -> bool:
        return not self.active or self.elapsed >= self.stop_time(position)

    def update(self, dt_ms: int) -> list[int]:
        """Advance time; return the positions that landed during this step."""
        if not self.active:
            return []
        before = self.elapsed
        self.elapsed += dt_ms
        while self.elapsed >= self._next_flip:
            self._flip()
            self._next_flip += self.flip_ms
        landed = [p for p in self.rolling if before < self.stop_time(p) <= self.elapsed]
        if self.elapsed >= self.total_ms:
            self.active = False
        return landed

    def _flip(self) -> None:
        for position in self.rolling:
            if not self.landed(position):
                current = self._faces[position]
                self._faces[position] = self.rng.choice([f for f in range(1, self.sides + 1) if f != current])

    def face(self, position: int) -> int:
        """The face to show for a die now."""
        if self.landed(position) or position >= len(self._faces):
            return self.final[position] if position < len(self.final) else 0
        return self._faces[position]

    def offset(self, position: int) -> int:
        """How high a tumbling die is lifted now (pixels, for a bounce)."""
        if self.landed(position):
            return 0
        phase = (self.elapsed // 45 + position) % 4
        return (0, self.bounce_px // 2, self.bounce_px, self.bounce_px // 2)[phase]
