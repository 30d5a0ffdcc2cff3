"""The Workbench 1.3 look: four pens, bevelled gadgets, title bars, dice and the mouse pointer.

All drawing is ours. The canvas is high resolution PAL (640x256) with pixels twice as tall as wide, so
anything meant to look square is drawn twice as wide as it is tall, and the pointer, a low resolution
sprite on the real machine, is drawn with pixels two canvas pixels wide.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...i18n import _
from ..dice_view import PIPS
from ..kit import CHECKER, fill_pattern, fit_text
from ..pixelfont import PixelFont, get_font
from ..skin import Skin

Colour = tuple[int, int, int]

#: A window's title bar: its title, with the room over it that a capital's accent takes (Ü), in 13 rows.
WINDOW_BAR = 13

#: The pointer, one character per sprite pixel: k black, o orange, w white, . clear.
POINTER_ROWS = (
    "k...........",
    "kk..........",
    "kwk.........",
    "kwok........",
    "kwook.......",
    "kwoook......",
    "kwooook.....",
    "kwoooook....",
    "kwooooook...",
    "kwoooooook..",
    "kwoookkkkk..",
    "kwokook.....",
    "kwk.kook....",
    "kk..kook....",
    "k....kook...",
    ".....kook...",
    "......kk....",
)

#: The cycle gadget's circular arrow, in canvas pixels.
CYCLE_ROWS = (
    "..######...",
    ".##....##..",
    "##....######",
    "##.....####.",
    "##......##..",
    ".##........",
    "..#######..",
)


@dataclass(frozen=True)
class Look:
    """The four pens and the font, with the drawing every Amiga screen shares."""

    blue: Colour
    white: Colour
    black: Colour
    orange: Colour
    font: PixelFont

    @classmethod
    def from_skin(cls, skin: Skin) -> Look:
        return cls(
            blue=skin.colour("blue"),
            white=skin.colour("white"),
            black=skin.colour("black"),
            orange=skin.colour("orange"),
            font=get_font(skin.fonts.get("normal", "topaz")),
        )

    # --- text ------------------------------------------------------------------------------
    def text(
        self, surface: pygame.Surface, text: str, pos: tuple[int, int], colour: Colour, align: str = "left"
    ) -> pygame.Rect:
        return self.font.draw(surface, text, pos, colour, align=align)

    def shadow_text(
        self, surface: pygame.Surface, text: str, pos: tuple[int, int], colour: Colour, align: str = "left"
    ) -> pygame.Rect:
        """Text with a black drop shadow one pixel right and down."""
        self.font.draw(surface, text, (pos[0] + 1, pos[1] + 1), self.black, align=align)
        return self.font.draw(surface, text, pos, colour, align=align)

    def big(self, text: str, colour: Colour, scale: tuple[int, int]) -> pygame.Surface:
        """``text`` blown up by whole numbers (x, y), chunky as a title drawn in AMOS; its first
        ``font.headroom * scale[1]`` rows lie over the title's top (a capital's accent)."""
        small = self.font.render(text, colour)
        return pygame.transform.scale(small, (small.get_width() * scale[0], small.get_height() * scale[1]))

    def logo(self, surface: pygame.Surface, text: str, centre_x: int, top: int, scale: tuple[int, int]) -> None:
        """A title in orange, outlined in black with a white glint and a deep shadow."""
        shadow = self.big(text, self.black, scale)
        body = self.big(text, self.orange, scale)
        glint = self.big(text, self.white, scale)
        x = centre_x - body.get_width() // 2
        top -= self.font.headroom * scale[1]  # the blown-up headroom over the title's top
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (3, 2), (4, 2), (4, 3)):
            surface.blit(shadow, (x + dx, top + dy))
        surface.blit(glint, (x - 1, top - 1))
        surface.blit(body, (x, top))

    # --- gadgets -----------------------------------------------------------------------------
    def bevel(self, surface: pygame.Surface, rect: pygame.Rect, *, raised: bool = True) -> None:
        """A Workbench 1.3 edge: light top and left, dark bottom and right (swapped when sunk)."""
        light, dark = (self.white, self.black) if raised else (self.black, self.white)
        pygame.draw.line(surface, light, rect.topleft, (rect.right - 1, rect.top))
        pygame.draw.line(surface, light, rect.topleft, (rect.left, rect.bottom - 1))
        pygame.draw.line(surface, light, (rect.left + 1, rect.top), (rect.left + 1, rect.bottom - 2))
        pygame.draw.line(surface, dark, (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1))
        pygame.draw.line(surface, dark, (rect.right - 1, rect.top), (rect.right - 1, rect.bottom - 1))
        pygame.draw.line(surface, dark, (rect.right - 2, rect.top + 1), (rect.right - 2, rect.bottom - 1))

    def ghost(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Workbench 1.3 ghosting: a disabled gadget behind a fine mesh of the background pen."""
        fill_pattern(surface, rect, CHECKER, self.blue, origin=(rect.left, 0))

    def button(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        label: str,
        *,
        pressed: bool = False,
        enabled: bool = True,
        lit: bool = False,
    ) -> None:
        """A boolean gadget; pressed shows in complement colours as Intuition drew it; ``lit`` marks a
        choice that is on (orange)."""
        fill = self.orange if pressed or lit else self.blue
        ink = self.black if pressed or lit else self.white
        pygame.draw.rect(surface, fill, rect)
        self.bevel(surface, rect, raised=not pressed)
        y = rect.centery - self.font.cap_height // 2 + (1 if pressed else 0)  # capitals centred, an accent clear
        self.text(surface, label, (rect.centerx + (1 if pressed else 0), y), ink, align="center")
        if not enabled:
            self.ghost(surface, rect.inflate(-2, -2))

    def cycle_glyph(self, surface: pygame.Surface, x: int, y: int, colour: Colour) -> None:
        """The circular arrow of a cycle gadget (11x7)."""
        for row, line in enumerate(CYCLE_ROWS):
            for col, cell in enumerate(line):
                if cell == "#":
                    surface.set_at((x + col, y + row), colour)

    def cycle(self, surface: pygame.Surface, rect: pygame.Rect, label: str, *, pressed: bool = False) -> None:
        """A cycle gadget: the arrow, a divider and the current choice."""
        fill = self.orange if pressed else self.blue
        ink = self.black if pressed else self.white
        pygame.draw.rect(surface, fill, rect)
        self.bevel(surface, rect, raised=not pressed)
        self.cycle_glyph(surface, rect.left + 5, rect.centery - 3, ink)
        pygame.draw.line(surface, self.black, (rect.left + 19, rect.top + 2), (rect.left + 19, rect.bottom - 3))
        pygame.draw.line(surface, self.white, (rect.left + 20, rect.top + 2), (rect.left + 20, rect.bottom - 3))
        y = rect.centery - self.font.cap_height // 2
        self.text(surface, label, (rect.left + 26, y), ink)

    # --- bars and windows -------------------------------------------------------------------------
    def depth_gadgets(self, surface: pygame.Surface, right: int, top: int, height: int, ink: Colour) -> None:
        """The two depth gadgets at the right of a title bar: overlapping rectangles, the front one
        hollow (send to the back) or filled (bring to the front)."""
        for index, filled in ((0, False), (1, True)):
            x = right - 32 + index * 16
            back = pygame.Rect(x + 3, top + 1, 8, height - 4)
            front = pygame.Rect(x + 6, top + 3, 8, height - 4)
            pygame.draw.line(surface, ink, (x, top), (x, top + height - 1))
            pygame.draw.rect(surface, ink, back, 1)
            pygame.draw.rect(surface, ink if filled else self.white, front)
            pygame.draw.rect(surface, ink, front, 1)

    def title_bar(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """The screen's title bar: white, blue lettering, depth gadgets at the right."""
        pygame.draw.rect(surface, self.white, rect)
        self.text(surface, text, (rect.left + 4, rect.top + 1 + self.font.headroom), self.blue)
        self.depth_gadgets(surface, rect.right, rect.top, rect.height, self.blue)
        pygame.draw.line(surface, self.black, (rect.left, rect.bottom), (rect.right - 1, rect.bottom))

    def help_room(self, width: int = 640) -> int:
        """How many pixels of advice fit in a help bar ``width`` wide."""
        return width - 6 - (6 + self.font.line_width(_("HELP:")) + 10)  # as help_bar lays it out

    def help_bar(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """The help bar at the bottom of the screen: black, the advice in white after an orange tag."""
        pygame.draw.rect(surface, self.black, rect)
        pygame.draw.line(surface, self.white, rect.topleft, (rect.right - 1, rect.top))
        y = rect.top + 2 + self.font.headroom  # under the edge, a row of air, a capital's accent
        tag = self.text(surface, _("HELP:"), (rect.left + 6, y), self.orange)
        room = rect.right - 6 - (tag.right + 10)
        self.text(surface, fit_text(self.font, text, room), (tag.right + 10, y), self.white)  # "..." when long

    def window(self, surface: pygame.Surface, rect: pygame.Rect, title: str) -> pygame.Rect:
        """A Workbench 1.3 window (close gadget, white title bar, depth gadgets, white frame with a
        black shadow); returns the inside."""
        pygame.draw.rect(surface, self.black, rect.move(4, 2))
        pygame.draw.rect(surface, self.blue, rect)
        pygame.draw.rect(surface, self.white, rect, 2)
        bar = pygame.Rect(rect.left, rect.top, rect.width, WINDOW_BAR)
        pygame.draw.rect(surface, self.white, bar)
        close = pygame.Rect(rect.left + 4, rect.top + 3, 14, 7)
        pygame.draw.rect(surface, self.blue, close, 1)
        pygame.draw.rect(surface, self.blue, pygame.Rect(close.left + 5, close.top + 2, 4, 3))
        self.text(surface, title, (close.right + 8, rect.top + 2 + self.font.headroom), self.blue)
        self.depth_gadgets(surface, rect.right - 2, rect.top, WINDOW_BAR, self.blue)
        return pygame.Rect(rect.left + 4, bar.bottom + 3, rect.width - 8, rect.height - bar.height - 6)

    # --- dice -----------------------------------------------------------------------------------------
    def die(self, surface: pygame.Surface, rect: pygame.Rect, face: int, *, lit: bool = False, lift: int = 0) -> None:
        """A white die with black pips and a black shadow; pips are two rows tall so they look round.
        A die in the air (``lift`` rows up) casts its shadow further off, down on the tray."""
        pygame.draw.rect(surface, self.black, rect.move(3 + lift, 2), border_radius=3)
        rect = rect.move(0, -lift)
        pygame.draw.rect(surface, self.orange if lit else self.white, rect, border_radius=3)
        pygame.draw.rect(surface, self.black, rect, 1, border_radius=3)
        pygame.draw.line(surface, self.black, (rect.left + 3, rect.bottom - 2), (rect.right - 3, rect.bottom - 2))
        step_x = rect.width // 4
        step_y = rect.height // 4
        for col, row in PIPS.get(face, ()):
            cx = rect.centerx + (col - 1) * step_x
            cy = rect.centery + (row - 1) * step_y - 1
            pygame.draw.rect(surface, self.black, pygame.Rect(cx - 2, cy - 1, 5, 3))
            surface.set_at((cx - 2, cy - 1), self.orange if lit else self.white)
            surface.set_at((cx + 2, cy - 1), self.orange if lit else self.white)
            surface.set_at((cx - 2, cy + 1), self.orange if lit else self.white)
            surface.set_at((cx + 2, cy + 1), self.orange if lit else self.white)

    # --- the pointer --------------------------------------------------------------------------------
    def pointer(self) -> tuple[pygame.Surface, tuple[int, int]]:
        """The mouse pointer (sprite pixels two canvas pixels wide) and its hot spot."""
        pens = {"k": self.black, "o": self.orange, "w": self.white}
        width = len(POINTER_ROWS[0])
        image = pygame.Surface((width * 2, len(POINTER_ROWS)), pygame.SRCALPHA)
        image.fill((0, 0, 0, 0))
        for y, row in enumerate(POINTER_ROWS):
            for x, cell in enumerate(row):
                if cell in pens:
                    image.fill(pens[cell], pygame.Rect(x * 2, y, 2, 1))
        return image, (0, 0)
