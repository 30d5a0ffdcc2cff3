"""The Windows 3.1 look: its colours and the primitives every part of the screen is drawn with.

Bevels two pixels deep (white and grey), black frames round buttons, the navy caption with the
Control-menu box and the minimize and maximize arrows, the white menu bar with underlined letters.
All drawing is ours, from the colours of ``skins/windows/skin.toml``.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..pixelfont import PixelFont
from ..skin import Skin
from .font import system_font

Colour = tuple[int, int, int]


def split_mnemonic(label: str) -> tuple[str, int | None]:
    """``"&Game"`` -> ("Game", 0): the text and the index of the underlined letter ("&&" is an "&")."""
    out, index, i = [], None, 0
    while i < len(label):
        char = label[i]
        if char == "&" and i + 1 < len(label):
            if label[i + 1] == "&":
                out.append("&")
            else:
                index = len(out) if index is None else index
                out.append(label[i + 1])
            i += 2
            continue
        out.append(char)
        i += 1
    return "".join(out), index


@dataclass(frozen=True)
class WindowsStyle:
    """Windows 3.1's system colours and font, with the drawing every part of the look shares."""

    palette: dict[str, Colour]
    font: PixelFont

    @classmethod
    def from_skin(cls, skin: Skin) -> WindowsStyle:
        return cls(palette=dict(skin.palette), font=system_font())

    def __hash__(self) -> int:  # a style is one per skin; hash by identity
        return id(self)

    def c(self, name: str) -> Colour:
        """A colour of the palette by name."""
        return self.palette[name]

    # --- text -----------------------------------------------------------------------------------
    def text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        colour: Colour | None = None,
        align: str = "left",
    ) -> pygame.Rect:
        return self.font.draw(surface, text, pos, colour or self.c("frame"), align=align)

    def label(
        self,
        surface: pygame.Surface,
        label: str,
        pos: tuple[int, int],
        colour: Colour | None = None,
        align: str = "left",
        *,
        greyed: bool = False,
    ) -> pygame.Rect:
        """Text with its mnemonic letter (``&``) underlined; greyed text is grey with a white relief."""
        text, index = split_mnemonic(label)
        ink = colour or self.c("frame")
        if greyed:
            self.font.draw(surface, text, (pos[0] + 1, pos[1] + 1), self.c("highlight"), align=align)
            ink = self.c("shadow")
        rect = self.font.draw(surface, text, pos, ink, align=align)
        if index is not None:
            before = self.font.line_width(text[:index] + "|") - self.font.line_width("|")
            width = self.font.glyph(text[index]).width
            y = rect.top + self.font.baseline + 1
            x = rect.left + before + (1 if index else 0)
            pygame.draw.line(surface, ink, (x, y), (x + width - 1, y))
        return rect

    def text_width(self, label: str) -> int:
        return self.font.line_width(split_mnemonic(label)[0])

    # --- edges ----------------------------------------------------------------------------------
    def bevel(self, surface: pygame.Surface, rect: pygame.Rect, *, sunken: bool = False, depth: int = 2) -> None:
        """Light top and left, grey bottom and right (swapped when sunken), ``depth`` pixels."""
        light, dark = self.c("highlight"), self.c("shadow")
        if sunken:
            light, dark = dark, light
        for d in range(depth):
            r = rect.inflate(-2 * d, -2 * d)
            pygame.draw.line(surface, light, r.topleft, (r.right - 2, r.top))
            pygame.draw.line(surface, light, r.topleft, (r.left, r.bottom - 2))
            pygame.draw.line(surface, dark, (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1))
            pygame.draw.line(surface, dark, (r.right - 1, r.top), (r.right - 1, r.bottom - 1))

    def sunken_box(self, surface: pygame.Surface, rect: pygame.Rect, fill: str = "window") -> None:
        """A white well with a one-pixel grey and white edge (a text field, the indicator)."""
        pygame.draw.rect(surface, self.c(fill), rect)
        pygame.draw.line(surface, self.c("shadow"), rect.topleft, (rect.right - 1, rect.top))
        pygame.draw.line(surface, self.c("shadow"), rect.topleft, (rect.left, rect.bottom - 1))
        pygame.draw.line(surface, self.c("highlight"), (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1))
        pygame.draw.line(surface, self.c("highlight"), (rect.right - 1, rect.top), (rect.right - 1, rect.bottom - 1))
        inner = rect.inflate(-2, -2)
        pygame.draw.line(surface, self.c("frame"), inner.topleft, (inner.right - 1, inner.top))
        pygame.draw.line(surface, self.c("frame"), inner.topleft, (inner.left, inner.bottom - 1))

    def button(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        label: str,
        *,
        pressed: bool = False,
        default: bool = False,
        focused: bool = False,
        greyed: bool = False,
    ) -> None:
        """A push button: black rounded frame (thicker for the default), grey face, bevel, label."""
        pygame.draw.rect(surface, self.c("face"), rect)
        frame = self.c("frame")
        pygame.draw.line(surface, frame, (rect.left + 1, rect.top), (rect.right - 2, rect.top))
        pygame.draw.line(surface, frame, (rect.left + 1, rect.bottom - 1), (rect.right - 2, rect.bottom - 1))
        pygame.draw.line(surface, frame, (rect.left, rect.top + 1), (rect.left, rect.bottom - 2))
        pygame.draw.line(surface, frame, (rect.right - 1, rect.top + 1), (rect.right - 1, rect.bottom - 2))
        inner = rect.inflate(-2, -2)
        if default:
            pygame.draw.rect(surface, frame, inner, 1)
            inner = inner.inflate(-2, -2)
        if pressed:
            pygame.draw.line(surface, self.c("shadow"), inner.topleft, (inner.right - 1, inner.top))
            pygame.draw.line(surface, self.c("shadow"), inner.topleft, (inner.left, inner.bottom - 1))
        else:
            self.bevel(surface, inner)
        shift = 1 if pressed else 0
        y = rect.centery - self.font.baseline // 2 - 3 + shift
        text_rect = self.label(surface, label, (rect.centerx + shift, y), align="center", greyed=greyed)
        if focused:
            self.focus_rect(surface, text_rect.inflate(4, 0))

    def focus_rect(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The dotted rectangle round the focused control's label."""
        ink = self.c("frame")
        for x in range(rect.left, rect.right, 2):
            surface.set_at((x, rect.top), ink)
            surface.set_at((x, rect.bottom - 1), ink)
        for y in range(rect.top, rect.bottom, 2):
            surface.set_at((rect.left, y), ink)
            surface.set_at((rect.right - 1, y), ink)

    # --- the window -----------------------------------------------------------------------------
    def window_frame(self, surface: pygame.Surface, rect: pygame.Rect, *, sizing: bool = True) -> pygame.Rect:
        """A window's border (the grey sizing frame, or a thin dialog frame); returns what is inside."""
        pygame.draw.rect(surface, self.c("frame"), rect, 1)
        inner = rect.inflate(-2, -2)
        pygame.draw.rect(surface, self.c("face"), inner)
        if sizing:
            pygame.draw.rect(surface, self.c("face"), inner, 2)
            inside = inner.inflate(-4, -4)
            pygame.draw.rect(surface, self.c("frame"), inside.inflate(2, 2), 1)
            return inside
        self.bevel(surface, inner)
        return inner.inflate(-4, -4)

    def caption(
        self, surface: pygame.Surface, rect: pygame.Rect, title: str, *, active: bool = True, buttons: bool = True
    ) -> None:
        """The title bar: navy with white centred text, the Control-menu box, minimize and maximize."""
        fill = self.c("caption") if active else self.c("inactive_caption")
        ink = self.c("caption_text") if active else self.c("frame")
        pygame.draw.rect(surface, fill, rect)
        pygame.draw.line(surface, self.c("frame"), (rect.left, rect.bottom), (rect.right - 1, rect.bottom))
        self.control_box(surface, self.control_box_rect(rect))
        right = rect.right
        if buttons:
            for kind in ("maximize", "minimize"):
                box = pygame.Rect(right - rect.height, rect.top, rect.height, rect.height)
                self.arrow_button(surface, box, kind)
                right = box.left
        room = pygame.Rect(rect.left + rect.height, rect.top, right - rect.left - rect.height, rect.height)
        self.text(surface, title, (room.centerx, rect.top + 1), ink, align="center")

    @staticmethod
    def control_box_rect(caption: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(caption.left, caption.top, caption.height, caption.height)

    def control_box(self, surface: pygame.Surface, rect: pygame.Rect, *, open_: bool = False) -> None:
        """The Control-menu box: grey, with a bar like a minus sign (a long dash with a shadow)."""
        pygame.draw.rect(surface, self.c("shadow") if open_ else self.c("face"), rect)
        pygame.draw.line(surface, self.c("frame"), (rect.right - 1, rect.top), (rect.right - 1, rect.bottom - 1))
        bar = pygame.Rect(rect.left + 4, rect.centery - 1, rect.width - 9, 3)
        pygame.draw.rect(surface, self.c("frame"), bar.move(1, 1))
        pygame.draw.rect(surface, self.c("highlight"), bar)
        pygame.draw.rect(surface, self.c("frame"), bar, 1)

    def arrow_button(self, surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
        """Minimize (a triangle down) or maximize (a triangle up) at the right of a caption."""
        pygame.draw.rect(surface, self.c("face"), rect)
        pygame.draw.line(surface, self.c("frame"), rect.topleft, (rect.left, rect.bottom - 1))
        self.bevel(surface, rect.inflate(-1, 0).move(1, 0), depth=2)
        cx, cy = rect.centerx, rect.centery
        ink = self.c("frame")
        for row in range(4):
            half = row if kind == "minimize" else 3 - row
            y = cy - 2 + row
            pygame.draw.line(surface, ink, (cx - 3 + (3 - half), y), (cx + 3 - (3 - half), y))

    def menu_bar(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        titles: list[str],
        *,
        open_index: int | None = None,
        underline: bool = True,
    ) -> list[pygame.Rect]:
        """The white menu bar; returns where each title sits (the open one shown highlighted)."""
        pygame.draw.rect(surface, self.c("menu"), rect)
        pygame.draw.line(surface, self.c("frame"), (rect.left, rect.bottom), (rect.right - 1, rect.bottom))
        x = rect.left + 2
        rects = []
        for index, title in enumerate(titles):
            width = self.text_width(title) + 14
            box = pygame.Rect(x, rect.top, width, rect.height)
            selected = index == open_index
            if selected:
                pygame.draw.rect(surface, self.c("selected"), box)
            ink = self.c("selected_text") if selected else self.c("menu_text")
            self.label(surface, title if underline else title.replace("&", ""), (box.left + 7, rect.top + 1), ink)
            rects.append(box)
            x += width
        return rects
