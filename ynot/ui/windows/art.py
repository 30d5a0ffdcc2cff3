"""Pictures drawn by code for the Windows look: the dice shaker and the dice, in sixteen VGA colours."""

from __future__ import annotations

import math

import pygame

from ..dice_view import draw_die
from .style import Windows31Style


def draw_game_die(
    style: Windows31Style, surface: pygame.Surface, rect: pygame.Rect, face: int, *, lifted: bool = False
) -> None:
    """A white die with black pips and a black edge; a lifted die (being dragged) casts a shadow."""
    draw_die(
        surface,
        rect,
        face,
        body=style.c("highlight"),
        pips=style.c("frame"),
        outline=style.c("frame"),
        pip_size=3 if rect.width >= 30 else 2,
        radius=5 if rect.width >= 30 else 2,
        shadow=style.c("frame") if lifted else style.c("shadow"),
    )
    # a grey lower-right edge, as a 3.1 button has, makes it look solid
    edge = style.c("shadow")
    pygame.draw.line(surface, edge, (rect.left + 4, rect.bottom - 2), (rect.right - 3, rect.bottom - 2))
    pygame.draw.line(surface, edge, (rect.right - 2, rect.top + 4), (rect.right - 2, rect.bottom - 3))


def _dither(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], phase: int = 0) -> None:
    """Every other pixel of ``rect`` in ``colour`` (how 16 colours made a shade between two)."""
    clip = rect.clip(surface.get_rect())
    for y in range(clip.top, clip.bottom):
        for x in range(clip.left + ((y + phase) & 1), clip.right, 2):
            surface.set_at((x, y), colour)


class ShakerPicture:
    """The big blue thing with a hole in the top: a dice cup, drawn once and kept as a picture."""

    def __init__(self, style: Windows31Style, size: tuple[int, int]) -> None:
        self.style = style
        self.size = size
        self.image = self._draw()

    @property
    def hole(self) -> pygame.Rect:
        """The opening at the top, in the picture's own pixels."""
        width, _ = self.size
        return pygame.Rect(10, 6, width - 20, 26)

    def _draw(self) -> pygame.Surface:
        c = self.style.c
        width, height = self.size
        image = pygame.Surface(self.size, pygame.SRCALPHA)
        image.fill((0, 0, 0, 0))
        rim = pygame.Rect(4, 2, width - 8, 34)
        bottom = pygame.Rect(16, height - 22, width - 32, 20)
        # the body: a cup narrowing towards its foot
        body = [
            (rim.left, rim.centery),
            (rim.right - 1, rim.centery),
            (bottom.right - 1, bottom.centery),
            (bottom.left, bottom.centery),
        ]
        pygame.draw.polygon(image, c("blue"), body)
        pygame.draw.ellipse(image, c("blue"), bottom)
        # light from the left: a cyan band dithered on the blue; shade on the right in navy
        for y in range(rim.centery, bottom.centery + 8):
            t = (y - rim.centery) / max(1, bottom.centery - rim.centery)
            left = rim.left + (bottom.left - rim.left) * t
            right = rim.right + (bottom.right - rim.right) * t
            span = right - left
            band = pygame.Rect(int(left + span * 0.14), y, max(1, int(span * 0.12)), 1)
            if image.get_at(band.topleft).a:
                _dither(image, band, c("cyan"), 0)
            shade = pygame.Rect(int(left + span * 0.72), y, max(1, int(span * 0.26)), 1)
            for x in range(shade.left, shade.right):
                if image.get_at((x, y)).a and ((x + y) & 1 or x > left + span * 0.86):
                    image.set_at((x, y), c("navy"))
        # rings round the cup
        for ring_y in (0.34, 0.74):
            y = int(rim.centery + (bottom.centery - rim.centery) * ring_y)
            t = ring_y
            left = int(rim.left + (bottom.left - rim.left) * t)
            right = int(rim.right + (bottom.right - rim.right) * t)
            pygame.draw.arc(image, c("navy"), pygame.Rect(left, y - 6, right - left, 12), math.pi, 2 * math.pi, 2)
        pygame.draw.arc(image, c("frame"), bottom, math.pi, 2 * math.pi, 1)
        pygame.draw.line(image, c("frame"), body[0], body[3])
        pygame.draw.line(image, c("frame"), body[1], body[2])
        # the rim and the hole
        pygame.draw.ellipse(image, c("cyan"), rim)
        pygame.draw.ellipse(image, c("frame"), rim, 1)
        pygame.draw.ellipse(image, c("navy"), self.hole)
        pygame.draw.ellipse(image, c("frame"), self.hole.inflate(4, 4), 2)
        inner = self.hole.inflate(-10, -8).move(0, 2)
        pygame.draw.ellipse(image, (0, 0, 0), inner)
        return image

    def draw(
        self, surface: pygame.Surface, rect: pygame.Rect, dice_inside: int, *, wobble: int = 0, lit: bool = False
    ) -> None:
        """The cup at ``rect`` with the tops of the dice inside showing in the hole; ``wobble`` shakes it."""
        at = rect.move(wobble, -abs(wobble) // 2)
        surface.blit(self.image, at)
        hole = self.hole.move(at.topleft)
        for index in range(dice_inside):
            x = hole.left + 14 + index * ((hole.width - 40) // 4)
            y = hole.top + 8 + (index % 2) * 6
            top = pygame.Rect(x, y, 12, 8)
            pygame.draw.rect(surface, self.style.c("highlight"), top)
            pygame.draw.rect(surface, self.style.c("shadow"), top, 1)
            surface.set_at(top.center, self.style.c("frame"))
        if lit:
            pygame.draw.ellipse(surface, self.style.c("yellow"), hole.inflate(6, 6), 2)
