"""System 7's style for the kit's widgets: flat black on white, rounded push buttons with a heavy ring
round the default one, menus with a one-pixel shadow and the command key's sign before an accelerator,
movable dialogs with a striped title bar. In black and white every pixel is black or white: greyed
items are meshed with white, as the one-bit Macintosh did."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..kit.style import State, Style, StyleData
from ..kit.text import split_mnemonic
from ..pixelfont import get_font
from ..skin import Skin
from .chrome import MENU_BAR_HEIGHT, Chrome
from .fonts import APPLE, CHECK, COMMAND, SMALL, SYSTEM
from .paint import BLACK, PATTERNS, WHITE, Paint


def accelerator_text(letter: str) -> str:
    """How a menu shows an item's key: the command sign and the letter."""
    return f"{COMMAND}{letter.upper()}"


class System7Style(Style):
    """The kit's widgets drawn the System 7 way, in colour or one-bit black and white."""

    dialog_position = "top"

    def __init__(self, paint: Paint) -> None:
        system = get_font(SYSTEM)
        grey = BLACK if paint.mono else paint.colour("grey_dark")
        data = StyleData(
            paper=WHITE,
            ink=BLACK,
            grey=grey,
            select=BLACK,
            select_ink=WHITE,
            light=BLACK,
            dark=BLACK,
            desk=paint.colour("desktop"),
            font=system,
            title_font=system,
            shadow=1,
            bevel=1,
            padding=4,
            row_gap=0,
            patterns=dict(PATTERNS),
        )
        super().__init__(data)
        self.paint = paint
        self.chrome = Chrome(paint)
        self.small = get_font(SMALL)

    @classmethod
    def from_skin(cls, skin: Skin, *, mono: bool = False) -> System7Style:
        """The style in the skin's palette, in colour or black and white."""
        return cls(Paint(skin.palette, mono=mono))

    @property
    def mono(self) -> bool:
        return self.paint.mono

    # --- menus ---------------------------------------------------------------------------------------
    def menu_bar_height(self) -> int:
        return MENU_BAR_HEIGHT - 1

    def menu_title_width(self, text: str) -> int:
        return self.data.font.line_width(text) + 16

    def menu_bar(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        titles: Sequence[tuple[pygame.Rect, str, int | None]],
        open_index: int | None,
    ) -> None:
        """The white bar, the apple and the titles; the open title inverted."""
        surface.fill(WHITE, (rect.x, rect.y, rect.width, MENU_BAR_HEIGHT - 1))
        surface.fill(BLACK, (rect.x, MENU_BAR_HEIGHT - 1, rect.width, 1))
        for index, (title_rect, text, _mnemonic) in enumerate(titles):
            lit = index == open_index
            if lit:
                surface.fill(BLACK, title_rect)
            if text == APPLE:
                width = self.data.font.glyph(APPLE).width
                self.chrome.apple(surface, (title_rect.centerx - width // 2, 3), inverted=lit)
            else:
                self.text(surface, text, (title_rect.x + 8, 0), WHITE if lit else BLACK)
        self.chrome.screen_corners(surface)

    def menu_mark_width(self) -> int:
        return self.data.font.glyph(CHECK).advance  # the mark sits in the left margin; the menu is this much wider

    def menu_label_indent(self) -> int:
        return 12  # the labels stand clear of the check marks' margin, whether the menu has marks or not

    def menu_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.fill(BLACK, (rect.x + 1, rect.bottom, rect.width, 1))
        surface.fill(BLACK, (rect.right, rect.y + 1, 1, rect.height))
        surface.fill(WHITE, rect)
        pygame.draw.rect(surface, BLACK, rect, 1)

    def menu_item(self, surface: pygame.Surface, rect: pygame.Rect, text: str, accelerator: str, state: State) -> None:
        lit = state.on and state.enabled
        if lit:
            surface.fill(BLACK, rect)
        ink = WHITE if lit else (self.data.grey if not state.enabled else BLACK)
        if state.checked:
            self.text_in(surface, rect, CHECK, ink)
        self.text_in(surface, rect.move(self.menu_label_indent(), 0), text, ink)
        if accelerator:
            self.text_in(surface, rect, accelerator, ink, align="right")
        if not state.enabled and self.mono:
            self.grey_out(surface, rect.inflate(-2, 0))

    def menu_separator(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        y = rect.centery
        if self.mono:
            for x in range(rect.left, rect.right, 2):
                surface.set_at((x, y), BLACK)
        else:
            pygame.draw.line(surface, self.paint.colour("grey"), (rect.left, y), (rect.right - 1, y))

    # --- dialogs -------------------------------------------------------------------------------------
    def dialog_title_height(self) -> int:
        return 19

    def dialog_rects(
        self, canvas: tuple[int, int], title: str, body: tuple[int, int]
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """As the kit places dialogs (high on the screen, as System 7's alerts sit), never over the menu bar."""
        frame, inside = super().dialog_rects(canvas, title, body)
        shift = max(0, MENU_BAR_HEIGHT + 6 - frame.top)
        return frame.move(0, shift), inside.move(0, shift)

    def dialog(self, surface: pygame.Surface, frame: pygame.Rect, title: str) -> None:
        """A movable modal dialog: a document window's frame and striped title bar, no close box."""
        self.chrome.window(surface, tuple(frame), title, close_box=False)
        surface.fill(WHITE, frame.inflate(-2, -2).clip(pygame.Rect(frame.x, frame.y + 19, frame.width, frame.height)))
        pygame.draw.rect(surface, BLACK, frame, 1)

    # --- controls ------------------------------------------------------------------------------------
    def button_size(self, label: str) -> tuple[int, int]:
        width, _height = self.label_size(label)
        return max(58, width + 20), 20

    def button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, state: State) -> None:
        """A rounded push button, inverted while pressed; the default one ringed three pixels thick."""
        pressed = state.pressed or state.on
        pygame.draw.rect(surface, BLACK if pressed else WHITE, rect, border_radius=5)
        pygame.draw.rect(surface, BLACK, rect, 1, border_radius=5)
        if state.default:
            pygame.draw.rect(surface, BLACK, rect.inflate(8, 8), 3, border_radius=8)
        text, mnemonic = split_mnemonic(label)
        self.text_in(surface, rect, text, WHITE if pressed else BLACK, align="center", mnemonic=None)
        del mnemonic  # the Macintosh shows no mnemonic letters
        if state.focused and not state.default:
            self.focus_ring(surface, rect.inflate(-4, -4))
        if not state.enabled:
            self.grey_out(surface, rect.inflate(-2, -2))

    def mark_box(self, surface: pygame.Surface, box: pygame.Rect, state: State, *, round_: bool) -> None:
        """A square check box with a cross, or a round radio button with a dot."""
        if round_:
            pygame.draw.ellipse(surface, WHITE, box)
            pygame.draw.ellipse(surface, BLACK, box, 1)
            if state.on:
                pygame.draw.ellipse(surface, BLACK, box.inflate(-6, -6))
            return
        surface.fill(WHITE, box)
        pygame.draw.rect(surface, BLACK, box, 1)
        if state.on:
            pygame.draw.line(surface, BLACK, box.topleft, (box.right - 1, box.bottom - 1))
            pygame.draw.line(surface, BLACK, (box.left, box.bottom - 1), (box.right - 1, box.top))

    def scroll_bar(self, surface: pygame.Surface, rect: pygame.Rect, first: int, page: int, total: int) -> None:
        """A scroll bar: a grey track (patterned in black and white) and a white thumb."""
        self.paint.fill(surface, rect, "grey")
        pygame.draw.rect(surface, BLACK, rect, 1)
        if total <= page:
            return
        size = max(8, rect.height * page // total)
        span = max(1, total - page)
        top = rect.top + (rect.height - size) * min(first, span) // span
        thumb = pygame.Rect(rect.left, top, rect.width, size)
        surface.fill(WHITE, thumb)
        pygame.draw.rect(surface, BLACK, thumb, 1)

    def scroll_bar_width(self) -> int:
        return 12
