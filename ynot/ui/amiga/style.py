"""The Intuition style: the kit's widgets as Workbench 1.3 drew them, in its four pens.

Bevelled gadgets (white top and left, black bottom and right) that invert to orange while pressed,
ghosted when disabled; requesters are windows with a white title bar and depth gadgets; the help bar
is black with an orange tag; menus hang from the screen's title bar, blue on white. Drawn with
:class:`.look.Look`."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..kit import CHECKER, ChartPens, FieldView, State, Style, StyleData, fill_pattern, split_mnemonic
from ..skin import Skin
from .look import WINDOW_BAR, Look

#: ends each part but the last of a sentence the help bar shows in parts
CONTINUED = " ..."


class IntuitionStyle(Style):
    """The kit's drawing in the Workbench 1.3 manner."""

    def __init__(self, look: Look) -> None:
        super().__init__(
            StyleData(
                paper=look.blue,
                ink=look.white,
                grey=look.black,
                select=look.orange,
                select_ink=look.black,
                light=look.white,
                dark=look.black,
                desk=look.blue,
                font=look.font,
                title_font=look.font,
                shadow=0,
                bevel=1,
                padding=4,
                extra={"emphasis": look.orange},
            )
        )
        self.look = look

    @classmethod
    def from_skin(cls, skin: Skin) -> IntuitionStyle:
        return cls(Look.from_skin(skin))

    def chart_pens(self) -> ChartPens:
        """Workbench's pens: white for the axis and the score written, orange for the expected score and the
        marks."""
        look = self.look
        return ChartPens(axis=look.white, written=look.white, expected=look.orange, mark=look.orange)

    # --- requesters: Workbench windows --------------------------------------------------------------
    def dialog_title_height(self) -> int:
        return WINDOW_BAR + 3

    def dialog_rects(
        self, canvas: tuple[int, int], title: str, body: tuple[int, int]
    ) -> tuple[pygame.Rect, pygame.Rect]:
        width = min(canvas[0] - 40, max(300, body[0] + 40, self.look.font.line_width(title) + 80))
        height = min(canvas[1] - 20, body[1] + 20 + self.dialog_title_height())
        frame = pygame.Rect(0, 0, width, height)
        frame.center = (canvas[0] // 2, canvas[1] // 2 - 8)
        title = self.dialog_title_height()
        inside = pygame.Rect(frame.left + 4, frame.top + title, frame.width - 8, frame.height - title - 6)
        return frame, inside.inflate(-12, -8)

    def dialog(self, surface: pygame.Surface, frame: pygame.Rect, title: str) -> None:
        self.look.window(surface, frame, title)

    # --- gadgets --------------------------------------------------------------------------------------
    def button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, state: State) -> None:
        text, mnemonic = split_mnemonic(label)
        self.look.button(surface, rect, text, pressed=state.pressed, enabled=state.enabled, lit=state.on)
        if state.focused:
            self.focus_ring(surface, rect.inflate(-6, -4))

    def button_size(self, label: str) -> tuple[int, int]:
        width, _ = self.label_size(label)
        return max(96, width + 24), 15

    def focus_ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        for x in range(rect.left, rect.right, 2):
            surface.set_at((x, rect.bottom - 1), self.look.orange)

    def mark_box(self, surface: pygame.Surface, box: pygame.Rect, state: State, *, round_: bool) -> None:
        """A check box gadget (a tick when on) or a mutual-exclude button (filled orange when on);
        twice as wide as tall, so square on the monitor."""
        look = self.look
        box = pygame.Rect(box.left, box.top, box.height * 2 - 2, box.height)
        pygame.draw.rect(surface, look.orange if state.on and round_ else look.blue, box)
        look.bevel(surface, box, raised=not state.on or not round_)
        if state.on and not round_:
            mid = box.centery
            points = [(box.left + 4, mid), (box.left + 7, box.bottom - 3), (box.right - 4, box.top + 2)]
            pygame.draw.lines(surface, look.orange, False, points, 2)

    def toggle_size(self, label: str) -> tuple[int, int]:
        width, height = self.label_size(label)
        return width + (self.look.font.cap_height + 3) * 2 + 4 + 2 * self.data.padding, height + 4

    def toggle(self, surface: pygame.Surface, rect: pygame.Rect, label: str, state: State, *, round_: bool) -> None:
        size = self.look.font.cap_height + 3
        box = pygame.Rect(rect.left, rect.centery - size // 2, size * 2 - 2, size)
        self.mark_box(surface, box, state, round_=round_)
        text, mnemonic = split_mnemonic(label)
        area = pygame.Rect(box.right + 4, rect.top, rect.right - box.right - 4, rect.height)
        self.text_in(surface, area, text, self.look.white, mnemonic=mnemonic)
        if state.focused:
            self.focus_ring(surface, area)
        if not state.enabled:
            self.look.ghost(surface, rect)

    def choice(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        self.look.cycle(surface, rect, text, pressed=state.pressed)
        if state.focused:
            self.focus_ring(surface, rect.inflate(-24, -4).move(10, 0))
        if not state.enabled:
            self.look.ghost(surface, rect.inflate(-2, -2))

    def text_field(self, surface: pygame.Surface, rect: pygame.Rect, view: FieldView, state: State) -> None:
        """A string gadget: a plain box; the active one shows an orange block cursor (or the selection
        in orange)."""
        look, font = self.look, self.look.font
        pygame.draw.rect(surface, look.blue, rect)
        pygame.draw.rect(surface, look.white if state.focused else look.black, rect.inflate(4, 2), 1)
        x0 = rect.left + 2
        y = rect.top + (rect.height - 8) // 2 + 1
        look.text(surface, view.shown, (x0, y), look.white)
        if not state.focused:
            return
        if view.selection is not None:
            start, end = view.selection
            left = x0 + font.line_width(view.shown[:start] + "|") - font.line_width("|") if start else x0
            width = font.line_width(view.shown[:end] + "|") - font.line_width("|") - (left - x0)
            pygame.draw.rect(surface, look.orange, (left, y - 1, width, 9))
            look.text(surface, view.shown[start:end], (left, y), look.black)
            return
        left = x0 + (font.line_width(view.shown[: view.caret] + "|") - font.line_width("|") if view.caret else 0)
        block = pygame.Rect(left, y - 1, 8, 9)
        pygame.draw.rect(surface, look.orange, block)
        if view.caret < len(view.shown):
            look.text(surface, view.shown[view.caret], (block.left, y), look.black)

    def field_room(self, rect: pygame.Rect) -> int:
        return rect.width - 2 - 8  # room for the block cursor after the last letter

    def list_row(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        if state.on:
            pygame.draw.rect(surface, self.look.orange, rect)
        self.text_in(surface, rect, text, self.look.black if state.on else self.look.white)
        if not state.enabled:
            self.look.ghost(surface, rect)

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, *, sunken: bool = False) -> None:
        pygame.draw.rect(surface, self.look.blue, rect)
        self.look.bevel(surface, rect, raised=not sunken)

    def scroll_bar(self, surface: pygame.Surface, rect: pygame.Rect, first: int, page: int, total: int) -> None:
        """A proportional gadget: a sunk track with a raised knob."""
        look = self.look
        pygame.draw.rect(surface, look.blue, rect)
        look.bevel(surface, rect, raised=False)
        size = max(6, (rect.height - 4) * min(page, total) // max(1, total))
        span = max(1, total - page)
        top = rect.top + 2 + (rect.height - 4 - size) * min(first, span) // span
        knob = pygame.Rect(rect.left + 2, top, rect.width - 4, size)
        pygame.draw.rect(surface, look.blue, knob)
        look.bevel(surface, knob)

    def scroll_bar_width(self) -> int:
        return 12

    def grey_out(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.look.ghost(surface, rect)

    # --- menus from the title bar ----------------------------------------------------------------------
    def menu_bar_height(self) -> int:
        return 12  # the screen's title bar, with room for a capital's accent

    def menu_bar(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        titles: Sequence[tuple[pygame.Rect, str, int | None]],
        open_index: int | None,
    ) -> None:
        look = self.look
        pygame.draw.rect(surface, look.white, rect)
        pygame.draw.line(surface, look.black, (rect.left, rect.bottom), (rect.right - 1, rect.bottom))
        for index, (title, text, _mnemonic) in enumerate(titles):
            lit = index == open_index
            if lit:
                pygame.draw.rect(surface, look.blue, title)
            ink = look.white if lit else look.blue
            # at the screen title's height: a descender (the j of "Projekt") clear of the bar's bottom line
            look.text(surface, text, (title.left + 4, rect.top + 1 + look.font.headroom), ink)

    def menu_title_width(self, text: str) -> int:
        return self.look.font.line_width(text) + 10

    def menu_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        look = self.look
        pygame.draw.rect(surface, look.white, rect)
        pygame.draw.rect(surface, look.black, rect, 1)

    def menu_item(self, surface: pygame.Surface, rect: pygame.Rect, text: str, accelerator: str, state: State) -> None:
        look = self.look
        if state.on and state.enabled:
            pygame.draw.rect(surface, look.blue, rect)
        ink = look.white if state.on and state.enabled else look.blue
        y = rect.top + 1 + look.font.headroom
        look.text(surface, text, (rect.left + 4, y), ink)
        if accelerator:
            look.text(surface, accelerator, (rect.right - 4, y), ink, align="right")
        if not state.enabled:
            fill_pattern(surface, rect, CHECKER, look.white, origin=(rect.left, 0))

    def menu_separator(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        for x in range(rect.left + 2, rect.right - 2, 2):
            surface.set_at((x, rect.centery), self.look.blue)

    # --- the help bar ------------------------------------------------------------------------------------
    def status_line(self, surface: pygame.Surface, rect: pygame.Rect, text: str, *, alert: bool = False) -> None:
        self.look.help_bar(surface, rect, text)

    def status_pages(self, rect: pygame.Rect, text: str) -> list[str]:
        """The help bar is one line: a sentence too long for it is shown a line at a time, each but the
        last ending in " ..." (more follows)."""
        font, room = self.look.font, self.look.help_room(rect.width)
        if font.line_width(text) <= room:
            return [text]
        lines = font.wrap(text, room - font.line_width(CONTINUED))
        return [line + CONTINUED for line in lines[:-1]] + lines[-1:]
