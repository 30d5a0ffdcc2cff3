"""System 7's chrome, drawn by us: the desktop, the menu bar and document windows with their striped
title bars and close boxes, in colour or in one-bit black and white."""

from __future__ import annotations

import pygame

from ..pixelfont import get_font
from .fonts import APPLE, SMALL, SYSTEM
from .paint import BLACK, WHITE, Paint, Rect

MENU_BAR_HEIGHT = 20
TITLE_HEIGHT = 19
CLOSE_BOX = 11

# The apple of the Apple menu in colour: six bands from top to bottom.
_APPLE_BANDS = ((97, 187, 70), (253, 184, 39), (245, 130, 31), (224, 58, 62), (150, 61, 151), (0, 157, 220))


class Chrome:
    """Draws the desktop, the menu bar and windows with one :class:`Paint`."""

    def __init__(self, paint: Paint) -> None:
        self.paint = paint
        self.system = get_font(SYSTEM)
        self.small = get_font(SMALL)
        self._apples: dict[bool, tuple[pygame.Surface, int]] = {}  # drawn once each way (inverted or not)

    # --- the desktop ------------------------------------------------------------------------------
    def desktop(self, surface: pygame.Surface) -> None:
        """The desktop pattern behind every window, and the screen's rounded corners."""
        paint = self.paint
        rect = surface.get_rect()
        paint.fill(surface, rect, "desktop")
        if not paint.mono:  # a dot every 4 pixels, every 4th row shifted by 2: one band of 8 rows, then copies
            dot = paint.colour("desktop_dot")
            top = MENU_BAR_HEIGHT
            for y in range(top, min(top + 8, rect.height), 4):
                for x in range(y // 4 % 2 * 2, rect.width, 4):
                    surface.set_at((x, y), dot)
            done = 8
            while top + done < rect.height:
                surface.blit(surface, (0, top + done), (0, top, rect.width, done))
                done *= 2

    def screen_corners(self, surface: pygame.Surface) -> None:
        """The rounded black corners of the screen."""
        width, height = surface.get_size()
        for row, count in enumerate((5, 3, 2, 1, 1)):
            for y in (row, height - 1 - row):
                surface.fill(BLACK, (0, y, count, 1))
                surface.fill(BLACK, (width - count, y, count, 1))

    # --- the menu bar (drawn by the System 7 style through the kit's MenuBar) -----------------------
    def apple(self, surface: pygame.Surface, pos: tuple[int, int], *, inverted: bool = False) -> None:
        """The Apple menu's apple (our own drawing): in bands of colour, or black (white when chosen)."""
        if inverted not in self._apples:
            self._apples[inverted] = self._draw_apple(inverted)
        picture, top = self._apples[inverted]
        surface.blit(picture, (pos[0], pos[1] + top - 3))

    def _draw_apple(self, inverted: bool) -> tuple[pygame.Surface, int]:
        """The apple's picture (transparent round it) and how far down its glyph it starts."""
        glyph = self.system.glyph(APPLE)
        top = next(i for i, row in enumerate(glyph.rows) if "#" in row)
        rows = [row for row in glyph.rows if "#" in row]
        picture = pygame.Surface((max(len(row) for row in rows), len(rows)), pygame.SRCALPHA)
        picture.fill((0, 0, 0, 0))
        for y, row in enumerate(rows):
            if self.paint.mono or inverted:
                colour = WHITE if inverted else BLACK
            else:
                colour = _APPLE_BANDS[min(len(_APPLE_BANDS) - 1, y * len(_APPLE_BANDS) // len(rows))]
            for x, cell in enumerate(row):
                if cell == "#":
                    picture.set_at((x, y), colour)
        return picture, top

    # --- windows ------------------------------------------------------------------------------------
    def window(
        self, surface: pygame.Surface, frame: Rect, title: str, *, active: bool = True, close_box: bool = True
    ) -> pygame.Rect:
        """A document window: frame, drop shadow, title bar (striped while active) and close box.

        Returns the content rectangle, inside the frame and under the title bar."""
        paint = self.paint
        x, y, w, h = frame
        surface.fill(BLACK, (x + 1, y + h, w, 1))  # the shadow, right and below
        surface.fill(BLACK, (x + w, y + 1, 1, h))
        pygame.draw.rect(surface, BLACK, (x, y, w, h), 1)
        bar = pygame.Rect(x + 1, y + 1, w - 2, TITLE_HEIGHT - 2)
        paint.fill(surface, bar, "grey_light" if active else "white")
        surface.fill(BLACK, (x, y + TITLE_HEIGHT - 1, w, 1))
        text = self.system.render(title, BLACK)
        text_x = x + (w - text.get_width()) // 2
        if active:
            stripe_ink = paint.colour("grey_dark") if not paint.mono else BLACK
            for row in range(6):
                sy = y + 4 + row * 2
                surface.fill(stripe_ink, (x + 2, sy, w - 4, 1))
                if not paint.mono:
                    surface.fill(WHITE, (x + 3, sy + 1, w - 5, 1))
            gap_colour = paint.colour("grey_light")
            surface.fill(gap_colour, (text_x - 6, y + 2, text.get_width() + 12, TITLE_HEIGHT - 4))
            if close_box:
                box = pygame.Rect(x + 8, y + 4, CLOSE_BOX, CLOSE_BOX)
                surface.fill(gap_colour, box.inflate(4, 0))
                if not paint.mono:
                    surface.fill(WHITE, box)
                pygame.draw.rect(surface, BLACK, box, 1)
        surface.blit(text, (text_x, y + 3 - (self.system.baseline - 9) - 2))
        return self.content_rect(frame)

    @staticmethod
    def content_rect(frame: Rect) -> pygame.Rect:
        """A window's content: inside its frame, under its title bar."""
        x, y, w, h = frame
        return pygame.Rect(x + 1, y + TITLE_HEIGHT, w - 2, h - TITLE_HEIGHT - 1)

    def close_box_rect(self, frame: Rect) -> pygame.Rect:
        """Where a window's close box is, for clicks."""
        return pygame.Rect(frame[0] + 8, frame[1] + 4, CLOSE_BOX, CLOSE_BOX)

    def scroll_arrow(self, surface: pygame.Surface, rect: pygame.Rect, *, left: bool, active: bool) -> None:
        """A scroll arrow as System 7 drew one: a white box with a black edge and an outlined arrow head,
        filled black while there is more to see that way, hollow (dimmed) at the end."""
        self.paint.fill(surface, rect, "white")
        pygame.draw.rect(surface, BLACK, rect, 1)
        cx, cy = rect.centerx, rect.centery
        tip = (cx - 4, cy) if left else (cx + 3, cy)
        back = cx + 3 if left else cx - 4
        head = [tip, (back, cy - 5), (back, cy + 5)]
        if active:
            pygame.draw.polygon(surface, BLACK, head)
        else:
            pygame.draw.polygon(surface, BLACK, head, 1)
