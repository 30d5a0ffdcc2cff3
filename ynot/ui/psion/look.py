"""The Series 3a look: three LCD pens, the shaded background, EPOC panels, buttons and infoprints."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..kit import line_top
from ..pixelfont import PixelFont, get_font
from ..skin import Skin

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Look:
    """Pens and fonts of the Psion skin, shared by the game screen and its dialogs."""

    clear: Colour
    grey: Colour
    black: Colour
    font: PixelFont
    bold: PixelFont
    shade: str = "dither"

    @classmethod
    def from_skin(cls, skin: Skin) -> Look:
        return cls(
            clear=skin.colour("background"),
            grey=skin.colour("grey"),
            black=skin.colour("black"),
            font=get_font(skin.fonts.get("normal", "psion")),
            bold=get_font(skin.fonts.get("bold", "psion-bold")),
            shade=str(skin.settings.get("shade", "dither")),
        )

    # --- backgrounds ---------------------------------------------------------------------
    def shaded(self, size: tuple[int, int]) -> pygame.Surface:
        """The shaded background: a fine dither of the grey and clear pens, or plain grey."""
        surface = pygame.Surface(size)
        surface.fill(self.grey)
        if self.shade == "dither":  # a clear dot at every even x and y: one dot, then copies doubling
            surface.set_at((0, 0), self.clear)
            width, height = size
            done = 2
            while done < width:
                surface.blit(surface, (done, 0), (0, 0, done, 2))
                done *= 2
            done = 2
            while done < height:
                surface.blit(surface, (0, done), (0, 0, width, done))
                done *= 2
        return surface

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, *, shadow: int = 2, double: bool = False) -> None:
        """An EPOC window: clear inside, a black border and a black shadow to the right and below."""
        if shadow:
            pygame.draw.rect(surface, self.black, rect.move(shadow, shadow))
        pygame.draw.rect(surface, self.clear, rect)
        pygame.draw.rect(surface, self.black, rect, 1)
        if double:
            pygame.draw.rect(surface, self.black, rect.inflate(-4, -4), 1)

    def dotted_hline(self, surface: pygame.Surface, x1: int, x2: int, y: int, colour: Colour | None = None) -> None:
        for x in range(x1, x2 + 1, 2):
            surface.set_at((x, y), colour or self.grey)

    def dotted_rect(self, surface: pygame.Surface, rect: pygame.Rect, colour: Colour | None = None) -> None:
        colour = colour or self.black
        for x in range(rect.left, rect.right, 2):
            surface.set_at((x, rect.top), colour)
            surface.set_at((x, rect.bottom - 1), colour)
        for y in range(rect.top, rect.bottom, 2):
            surface.set_at((rect.left, y), colour)
            surface.set_at((rect.right - 1, y), colour)

    # --- controls ------------------------------------------------------------------------
    def button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, *, pressed: bool = False) -> None:
        """An EPOC push button; pressed, it sinks into its shadow."""
        face = rect.move(2, 2) if pressed else rect
        if not pressed:
            pygame.draw.rect(surface, self.black, rect.move(2, 2))
        pygame.draw.rect(surface, self.clear, face)
        pygame.draw.rect(surface, self.black, face, 1)
        pygame.draw.line(surface, self.grey, (face.left + 1, face.bottom - 2), (face.right - 2, face.bottom - 2))
        pygame.draw.line(surface, self.grey, (face.right - 2, face.top + 1), (face.right - 2, face.bottom - 2))
        text_y = face.centery - self.bold.cap_height // 2 - 1
        self.bold.draw(surface, label, (face.centerx, text_y), self.black, align="center")

    def inverse_text(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        text: str,
        font: PixelFont | None = None,
        align: str = "left",
        pad: int = 3,
    ) -> None:
        """Text in the clear pen on a black bar (the 3a's highlight)."""
        font = font or self.font
        pygame.draw.rect(surface, self.black, rect)
        self.text_in(surface, rect, text, self.clear, font, align, pad)

    def text_in(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        text: str,
        colour: Colour,
        font: PixelFont | None = None,
        align: str = "left",
        pad: int = 3,
    ) -> None:
        """Text vertically centred in ``rect``."""
        font = font or self.font
        y = line_top(font, rect)
        if align == "left":
            font.draw(surface, text, (rect.left + pad, y), colour)
        elif align == "right":
            font.draw(surface, text, (rect.right - pad, y), colour, align="right")
        else:
            font.draw(surface, text, (rect.centerx, y), colour, align="center")

    def infoprint(self, surface: pygame.Surface, text: str) -> None:
        """EPOC's infoprint: a short message in a black box at the bottom right of the screen."""
        width, height = self.font.size(text)
        box = pygame.Rect(0, 0, width + 8, self.font.line_height + 3 + self.font.headroom)
        box.bottomright = (surface.get_width() - 2, surface.get_height() - 2)
        pygame.draw.rect(surface, self.black, box)
        self.font.draw(surface, text, (box.left + 4, box.top + 2 + self.font.headroom), self.clear)
