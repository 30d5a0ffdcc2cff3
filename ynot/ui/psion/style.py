"""The EPOC style: the kit's widgets as the Series 3a drew them, in its three LCD pens.

Dialogs have a double border, a bold title over a dotted rule and a grey hint line at the bottom;
the focused line of a form and a list's current row are inverted (clear on black); choice lists show
``<`` and ``>``; buttons sink into their shadow. Everything is drawn with :class:`.look.Look`."""

from __future__ import annotations

import pygame

from ..kit import ChartPens, DialogLayout, FieldView, State, Style, StyleData, split_mnemonic
from ..skin import Skin
from .look import Look


class EpocStyle(Style):
    """The kit's drawing in the EPOC manner."""

    # a form is lines of label and value, each as wide as the dialog, which keeps its width as lines
    # come and go and widens to show a refusal whole; the dialogs make no sound but the error beep
    dialog_layout = DialogLayout(
        label_gap=12, row_gap=0, fill=True, steady=True, fit_message=True, back_tab=False, buttons_shown=False
    )
    widget_sounds = False

    def __init__(self, look: Look) -> None:
        super().__init__(
            StyleData(
                paper=look.clear,
                ink=look.black,
                grey=look.grey,
                select=look.black,
                select_ink=look.clear,
                light=look.black,
                dark=look.black,
                desk=look.grey,
                font=look.font,
                title_font=look.bold,
                shadow=3,
                padding=3,
            )
        )
        self.look = look

    @classmethod
    def from_skin(cls, skin: Skin) -> EpocStyle:
        return cls(Look.from_skin(skin))

    def chart_pens(self) -> ChartPens:
        """The 3a's pens: black for the axis, the score written and the marks, grey for the expected score."""
        look = self.look
        return ChartPens(axis=look.black, written=look.black, expected=look.grey, mark=look.black)

    # --- dialogs: a bold title over a dotted rule, a double border --------------------------------
    def dialog_title_height(self) -> int:
        return self.look.bold.line_height + 9

    def dialog_rects(
        self, canvas: tuple[int, int], title: str, body: tuple[int, int]
    ) -> tuple[pygame.Rect, pygame.Rect]:
        look = self.look
        width = min(max(body[0], look.bold.size(title)[0]) + 20, canvas[0] - 8)
        height = min(self.dialog_title_height() + body[1] + 10, canvas[1] - 6)
        frame = pygame.Rect(0, 0, width, height)
        frame.center = (canvas[0] // 2 - 1, canvas[1] // 2 - 1)
        top = frame.top + self.dialog_title_height()
        return frame, pygame.Rect(frame.left + 10, top, frame.width - 20, frame.bottom - 5 - top)

    def dialog(self, surface: pygame.Surface, frame: pygame.Rect, title: str) -> None:
        look = self.look
        look.panel(surface, frame, shadow=3, double=True)
        # under the double border, a row of air and the headroom of a capital's accent (Über)
        look.bold.draw(surface, title, (frame.centerx, frame.top + 4 + look.bold.headroom), look.black, align="center")
        look.dotted_hline(surface, frame.left + 4, frame.right - 5, frame.top + look.bold.line_height + 5, look.black)

    def dialog_label(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
        self.look.font.draw(surface, label, (rect.left, rect.top + 2), self.look.black)

    def dialog_hint_width(self, text: str) -> int:
        return self.look.font.line_width(text)

    def dialog_hint(self, surface: pygame.Surface, rect: pygame.Rect, text: str, *, alert: bool) -> None:
        """The grey line at the bottom (a refusal takes the hint's place, in the same pen)."""
        self.look.font.draw(surface, text, (rect.centerx, rect.top + 3), self.look.grey, align="center")

    # --- controls ---------------------------------------------------------------------------------------
    def choice_size(self, widest: int) -> tuple[int, int]:
        return widest + 22, self.look.font.line_height + 4

    def field_size(self, text_width: int) -> tuple[int, int]:
        return text_width + 22, self.look.font.line_height + 4

    def list_size(self, widest: int, rows: int) -> tuple[int, int]:
        return widest + 16, rows * self.data.row_height

    def list_well(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        return rect  # the rows stand on the dialog's face

    def button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, state: State) -> None:
        self.look.button(surface, rect, split_mnemonic(label)[0], pressed=state.pressed)
        if state.focused:
            self.focus_ring(surface, rect.inflate(-4, -4))
        if not state.enabled:
            self.grey_out(surface, rect.inflate(-2, -2))

    def button_size(self, label: str) -> tuple[int, int]:
        width, _ = self.label_size(label, self.look.bold)
        return width + 16, self.look.bold.line_height + 6

    def choice(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        self._value(surface, rect, text, state, arrows=True)

    def number_field(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        self._value(surface, rect, text, state, arrows=False)

    def _value(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State, *, arrows: bool) -> None:
        """A form line's value: inverted while it has the focus (a choice with ``<`` and ``>``)."""
        look = self.look
        rect = pygame.Rect(rect.left, rect.top, rect.width, rect.height - 1)  # the last line parts the rows
        y = rect.top + 2
        if state.focused:
            if arrows:
                look.font.draw(surface, "<", (rect.left, y), look.black)
                look.font.draw(surface, ">", (rect.right - 1, y), look.black, align="right")
            inner = rect.inflate(-16, 0)
            inner.width = min(inner.width, look.font.size(text)[0] + 6)
            look.inverse_text(surface, inner, text, look.font, pad=3)
        else:
            look.font.draw(surface, text, (rect.left + 11, y), look.black)
        if not state.enabled:
            self.grey_out(surface, rect)

    def text_field(self, surface: pygame.Surface, rect: pygame.Rect, view: FieldView, state: State) -> None:
        look, font = self.look, self.look.font
        rect = pygame.Rect(rect.left, rect.top, rect.width, rect.height - 1)  # the last line parts the rows
        y = rect.top + 2
        x0 = rect.left + 11
        if not state.focused:
            font.draw(surface, view.shown, (x0, y), look.black)
            return
        box = pygame.Rect(rect.left + 8, rect.top, rect.width - 16, rect.height)
        pygame.draw.rect(surface, look.black, box, 1)
        if view.selection is not None:
            start, end = view.selection
            left = x0 + font.line_width(view.shown[:start]) + (1 if start else 0) - 1
            right = x0 + font.line_width(view.shown[:end]) + 1
            pygame.draw.rect(surface, look.black, (left, rect.top + 1, right - left, rect.height - 2))
        font.draw(surface, view.shown, (x0, y), look.black)
        if view.selection is not None:
            start, end = view.selection
            left = x0 + font.line_width(view.shown[:start]) + (1 if start else 0)
            font.draw(surface, view.shown[start:end], (left, y), look.clear)
        else:
            x = x0 + font.line_width(view.shown[: view.caret]) + (1 if view.caret else 0)
            pygame.draw.line(surface, look.black, (x, rect.top + 2), (x, rect.bottom - 3))

    def field_room(self, rect: pygame.Rect) -> int:
        return rect.width - 24

    def list_row(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        if state.on:
            self.look.inverse_text(surface, rect, text, self.look.font)
        else:
            self.look.text_in(surface, rect, text, self.look.black, self.look.font)

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, *, sunken: bool = False) -> None:
        pygame.draw.rect(surface, self.look.clear, rect)
        if sunken:
            self.look.dotted_rect(surface, rect, self.look.grey)

    # --- the menu bar (the kit's, in these pens): hotkeys on the right ------------------------------------
    def menu_title_width(self, text: str) -> int:
        return self.look.font.size(text)[0] + 10

    def menu_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.look.panel(surface, rect, shadow=2)

    def menu_item(self, surface: pygame.Surface, rect: pygame.Rect, text: str, accelerator: str, state: State) -> None:
        look = self.look
        colour = look.black if state.enabled else look.grey
        if state.on:
            pygame.draw.rect(surface, look.black, rect)
            colour = look.clear
        look.text_in(surface, rect, text, colour, look.font, align="left", pad=4)
        if accelerator:
            look.text_in(surface, rect, accelerator, colour, look.font, align="right", pad=4)

    def status_line(self, surface: pygame.Surface, rect: pygame.Rect, text: str, *, alert: bool = False) -> None:
        """EPOC had no status line: a message is an infoprint in the corner."""
        if text:
            self.look.infoprint(surface, text)
