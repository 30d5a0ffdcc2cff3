"""The Windows 3.1 style: the kit's widgets as Windows 3.1 drew them, and the window chrome.

Grey faces with two-pixel white and grey bevels, black rounded frames round push buttons (a heavier one
for the default), crosses in check boxes, white wells for text, navy captions with the Control-menu box,
a white menu bar with underlined letters and navy highlights, links in help underlined in green. All
drawing is ours, from the colours of ``skins/windows/skin.toml``.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..kit import CHECKER, ChartPens, FieldView, State, Style, StyleData, fill_pattern, fit_text, split_mnemonic
from ..latin1_glyphs import has_accented_capital
from ..pixelfont import get_font
from ..skin import Skin
from .font import NAME as SYSTEM_FONT

Colour = tuple[int, int, int]
CAPTION_HEIGHT = 18
SIZING_BORDER = 4  # a main window's sizing border: black, two pixels of face, black


class Windows31Style(Style):
    """The kit's drawing in the Windows 3.1 manner, plus the window chrome and the look's primitives."""

    def __init__(self, palette: dict[str, Colour]) -> None:
        font = get_font(SYSTEM_FONT)
        super().__init__(
            StyleData(
                paper=palette["face"],
                ink=palette["frame"],
                grey=palette["shadow"],
                select=palette["selected"],
                select_ink=palette["selected_text"],
                light=palette["highlight"],
                dark=palette["shadow"],
                desk=palette["desktop"],
                font=font,
                title_font=font,
                shadow=0,
                bevel=2,
                padding=6,
                row_gap=1,
                extra=dict(palette),
            )
        )
        self.palette = dict(palette)

    @classmethod
    def from_skin(cls, skin: Skin) -> Windows31Style:
        return cls(dict(skin.palette))

    def c(self, name: str) -> Colour:
        """A colour of the palette by name."""
        return self.palette[name]

    def chart_pens(self) -> ChartPens:
        """Windows 3.1's colours: black axis and marks, the score written in navy, the expected score in red."""
        return ChartPens(axis=self.c("frame"), written=self.c("navy"), expected=self.c("red"), mark=self.c("frame"))

    # --- primitives -------------------------------------------------------------------------------
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
        """``label`` with its ``&`` letter underlined; greyed text is plain grey (#808080), as Windows 3.1
        drew it (the white relief under it came with Windows 95)."""
        text, mnemonic = split_mnemonic(label)
        ink = colour or self.c("frame")
        if greyed:
            ink = self.c("grey_text")
        return self.text(surface, text, pos, ink, align=align, mnemonic=mnemonic)

    def well(self, surface: pygame.Surface, rect: pygame.Rect, fill: str = "window") -> None:
        """A white well with a grey and white outer edge and a black inner one (text fields, lists)."""
        pygame.draw.rect(surface, self.c(fill), rect)
        grey, white, black = self.c("shadow"), self.c("highlight"), self.c("frame")
        pygame.draw.line(surface, grey, rect.topleft, (rect.right - 1, rect.top))
        pygame.draw.line(surface, grey, rect.topleft, (rect.left, rect.bottom - 1))
        pygame.draw.line(surface, white, (rect.left, rect.bottom - 1), (rect.right - 1, rect.bottom - 1))
        pygame.draw.line(surface, white, (rect.right - 1, rect.top), (rect.right - 1, rect.bottom - 1))
        inner = rect.inflate(-2, -2)
        pygame.draw.line(surface, black, inner.topleft, (inner.right - 1, inner.top))
        pygame.draw.line(surface, black, inner.topleft, (inner.left, inner.bottom - 1))

    # --- the window -----------------------------------------------------------------------------------
    def window_frame(self, surface: pygame.Surface, rect: pygame.Rect, *, sizing: bool = True) -> pygame.Rect:
        """A window's border (the grey sizing frame, or a dialog's thick frame); returns the inside."""
        pygame.draw.rect(surface, self.c("frame"), rect, 1)
        inner = rect.inflate(-2, -2)
        pygame.draw.rect(surface, self.c("face"), inner)
        if sizing:
            inside = rect.inflate(-2 * SIZING_BORDER, -2 * SIZING_BORDER)
            pygame.draw.rect(surface, self.c("frame"), inside.inflate(2, 2), 1)
            self._sizing_corners(surface, rect)
            return inside
        self.bevel(surface, inner)
        inside = inner.inflate(-6, -6)
        pygame.draw.rect(surface, self.c("frame"), inside.inflate(2, 2), 1)
        return inside

    def _sizing_corners(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The marks across a sizing border where its corner handles end, a caption's height in."""
        frame, notch = self.c("frame"), CAPTION_HEIGHT + SIZING_BORDER
        inner = SIZING_BORDER - 1
        for x in (rect.left + notch, rect.right - 1 - notch):
            pygame.draw.line(surface, frame, (x, rect.top), (x, rect.top + inner))
            pygame.draw.line(surface, frame, (x, rect.bottom - 1 - inner), (x, rect.bottom - 1))
        for y in (rect.top + notch, rect.bottom - 1 - notch):
            pygame.draw.line(surface, frame, (rect.left, y), (rect.left + inner, y))
            pygame.draw.line(surface, frame, (rect.right - 1 - inner, y), (rect.right - 1, y))

    def caption(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        title: str,
        *,
        active: bool = True,
        buttons: bool = True,
        maximized: bool = False,
    ) -> None:
        """The title bar: navy with white centred text, the Control-menu box, minimize and maximize (or, the
        window ``maximized``, restore: a triangle up over one down, as Windows 3.1 drew it)."""
        fill = self.c("caption") if active else self.c("inactive_caption")
        ink = self.c("caption_text") if active else self.c("frame")
        pygame.draw.rect(surface, fill, rect)
        pygame.draw.line(surface, self.c("frame"), (rect.left, rect.bottom), (rect.right - 1, rect.bottom))
        self.control_box(surface, self.control_box_rect(rect))
        right = rect.right
        if buttons:
            minimize, maximize = self.caption_button_rects(rect)
            self.arrow_button(surface, maximize, "restore" if maximized else "maximize")
            self.arrow_button(surface, minimize, "minimize")
            right = minimize.left
        room = pygame.Rect(rect.left + rect.height, rect.top, right - rect.left - rect.height, rect.height)
        self.text(surface, title, (room.centerx, rect.top + 1), ink, align="center")

    @staticmethod
    def caption_button_rects(caption: pygame.Rect) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the minimize and maximize buttons are, at the caption's right end."""
        side = caption.height
        maximize = pygame.Rect(caption.right - side, caption.top, side, side)
        return maximize.move(-side, 0), maximize

    @staticmethod
    def control_box_rect(caption: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(caption.left, caption.top, caption.height, caption.height)

    def control_box(self, surface: pygame.Surface, rect: pygame.Rect, *, open_: bool = False) -> None:
        """The Control-menu box: grey, with a bar like a long minus sign and its shadow."""
        pygame.draw.rect(surface, self.c("shadow") if open_ else self.c("face"), rect)
        pygame.draw.line(surface, self.c("frame"), (rect.right - 1, rect.top), (rect.right - 1, rect.bottom - 1))
        bar = pygame.Rect(rect.left + 4, rect.centery - 1, rect.width - 9, 3)
        pygame.draw.rect(surface, self.c("frame"), bar.move(1, 1))
        pygame.draw.rect(surface, self.c("highlight"), bar)
        pygame.draw.rect(surface, self.c("frame"), bar, 1)

    def arrow_button(self, surface: pygame.Surface, rect: pygame.Rect, kind: str) -> None:
        """Minimize (a triangle down), maximize (a triangle up) or restore (a small one up over a small one
        down) at the right of a caption."""
        pygame.draw.rect(surface, self.c("face"), rect)
        pygame.draw.line(surface, self.c("frame"), rect.topleft, (rect.left, rect.bottom - 1))
        self.bevel(surface, rect.inflate(-1, 0).move(1, 0))
        cx, cy = rect.centerx, rect.centery
        if kind == "restore":
            rows = [(cy - 5 + row, row) for row in range(3)] + [(cy + 1 + row, 2 - row) for row in range(3)]
        else:  # minimize points down, maximize up
            rows = [(cy - 2 + row, 3 - row if kind == "minimize" else row) for row in range(4)]
        for y, half in rows:
            pygame.draw.line(surface, self.c("frame"), (cx - half, y), (cx + half, y))

    # --- dialogs ------------------------------------------------------------------------------------------
    def dialog_title_height(self) -> int:
        return CAPTION_HEIGHT + 5

    def dialog_rects(
        self, canvas: tuple[int, int], title: str, body: tuple[int, int]
    ) -> tuple[pygame.Rect, pygame.Rect]:
        pad = 12
        width = min(canvas[0] - 8, max(body[0] + 2 * pad, self.font.line_width(title) + 80))
        height = min(canvas[1] - 8, self.dialog_title_height() + body[1] + 2 * pad)
        frame = pygame.Rect(0, 0, width, height)
        frame.center = (canvas[0] // 2, canvas[1] // 2)
        inside = pygame.Rect(
            frame.left + pad,
            frame.top + self.dialog_title_height() + pad,
            width - 2 * pad,
            height - self.dialog_title_height() - 2 * pad,
        )
        return frame, inside

    def dialog(self, surface: pygame.Surface, frame: pygame.Rect, title: str) -> None:
        """A dialog box: the thick dialog frame, a navy caption with the Control-menu box, grey inside."""
        inside = self.window_frame(surface, frame, sizing=False)
        bar = pygame.Rect(inside.left, inside.top, inside.width, CAPTION_HEIGHT)
        self.caption(surface, bar, title, buttons=False)

    # --- controls -----------------------------------------------------------------------------------------
    def button_size(self, label: str) -> tuple[int, int]:
        width, _ = self.label_size(label)
        return max(76, width + 24), 26 if has_accented_capital(label) else 24

    def button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, state: State) -> None:
        """A push button: black rounded frame (doubled for the default), grey face, bevel, label."""
        frame = self.c("frame")
        pygame.draw.rect(surface, self.c("face"), rect)
        pygame.draw.line(surface, frame, (rect.left + 1, rect.top), (rect.right - 2, rect.top))
        pygame.draw.line(surface, frame, (rect.left + 1, rect.bottom - 1), (rect.right - 2, rect.bottom - 1))
        pygame.draw.line(surface, frame, (rect.left, rect.top + 1), (rect.left, rect.bottom - 2))
        pygame.draw.line(surface, frame, (rect.right - 1, rect.top + 1), (rect.right - 1, rect.bottom - 2))
        inner = rect.inflate(-2, -2)
        if state.default or state.focused:
            pygame.draw.rect(surface, frame, inner, 1)
            inner = inner.inflate(-2, -2)
        pressed = state.pressed or state.on
        if pressed:
            pygame.draw.line(surface, self.c("shadow"), inner.topleft, (inner.right - 1, inner.top))
            pygame.draw.line(surface, self.c("shadow"), inner.topleft, (inner.left, inner.bottom - 1))
        else:
            self.bevel(surface, inner)
        shift = 1 if pressed else 0
        text, mnemonic = split_mnemonic(label)
        y = rect.centery - self.font.baseline // 2 - 3 + shift
        if has_accented_capital(text):
            y += 2 if state.default or state.focused else 1  # a capital's accent (Ö, Ü) is two rows higher
        ink = self.c("frame") if state.enabled else self.c("grey_text")
        drawn = self.text(
            surface,
            text,
            (rect.centerx + shift, y),
            ink,
            align="center",
            mnemonic=state.mnemonic if state.mnemonic is not None else mnemonic,
        )
        if state.focused:
            self.focus_ring(surface, drawn.inflate(6, 2))

    def mark_box(self, surface: pygame.Surface, box: pygame.Rect, state: State, *, round_: bool) -> None:
        """A white square with a black edge and a cross when ticked; a radio button is a round well with a
        black dot when chosen."""
        frame = self.c("frame")
        if round_:
            pygame.draw.ellipse(surface, self.c("window"), box)
            pygame.draw.ellipse(surface, frame, box, 1)
            if state.on:
                pygame.draw.ellipse(surface, frame, box.inflate(-6, -6))
            return
        pygame.draw.rect(surface, self.c("window"), box)
        pygame.draw.rect(surface, frame, box, 1)
        if state.on:
            inner = box.inflate(-4, -4)
            pygame.draw.line(surface, frame, inner.topleft, (inner.right - 1, inner.bottom - 1))
            pygame.draw.line(surface, frame, (inner.left, inner.bottom - 1), (inner.right - 1, inner.top))

    def toggle_size(self, label: str) -> tuple[int, int]:
        width, _ = self.label_size(label)
        return width + 13 + 6 + 4, 18

    def toggle(self, surface: pygame.Surface, rect: pygame.Rect, label: str, state: State, *, round_: bool) -> None:
        box = pygame.Rect(rect.left, rect.centery - 6, 13, 13)
        self.mark_box(surface, box, state, round_=round_)
        text_pos = (box.right + 6, rect.centery - self.font.baseline // 2 - 3)
        drawn = self.label(surface, label, text_pos, greyed=not state.enabled)
        if state.focused:
            self.focus_ring(surface, drawn.inflate(4, 0))

    def drop_down(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        """A drop-down list box, closed: a white well with the choice and the arrow button at its right."""
        self.well(surface, rect)
        arrow = pygame.Rect(rect.right - rect.height, rect.top, rect.height, rect.height)
        pygame.draw.rect(surface, self.c("face"), arrow)
        pygame.draw.rect(surface, self.c("frame"), arrow, 1)
        self.bevel(surface, arrow.inflate(-2, -2), depth=1)
        cx, cy = arrow.centerx, arrow.centery
        for row in range(4):
            pygame.draw.line(surface, self.c("frame"), (cx - 3 + row, cy - 2 + row), (cx + 3 - row, cy - 2 + row))
        field = pygame.Rect(rect.left + 2, rect.top + 2, rect.width - rect.height - 3, rect.height - 4)
        if state.focused:
            pygame.draw.rect(surface, self.c("selected"), field)
        ink = self.c("selected_text") if state.focused else self.c("frame")
        if not state.enabled:
            ink = self.c("grey_text")
        self.text_in(surface, field, text, ink)

    def drop_list(
        self, surface: pygame.Surface, rect: pygame.Rect, items: Sequence[str], lit: int, row_height: int
    ) -> None:
        """The dropped list: white, a black edge, the lit row in navy."""
        pygame.draw.rect(surface, self.c("window"), rect)
        pygame.draw.rect(surface, self.c("frame"), rect, 1)
        for index, item in enumerate(items):
            row = pygame.Rect(rect.left + 1, rect.top + 1 + index * row_height, rect.width - 2, row_height)
            self.list_row(surface, row, item, State(on=index == lit))

    def text_field(self, surface: pygame.Surface, rect: pygame.Rect, view: FieldView, state: State) -> None:
        """An edit box: a white well; the selection in navy, the caret a thin black bar."""
        font = self.font
        self.well(surface, rect)
        x0 = rect.left + 4
        y = rect.top + (rect.height - font.line_height) // 2 + 1
        ink = self.c("frame") if state.enabled else self.c("grey_text")
        self.text(surface, view.shown, (x0, y), ink)
        if not state.focused:
            return
        if view.selection is not None:
            start, end = view.selection
            left = x0 + font.line_width(view.shown[:start] + "|") - font.line_width("|") if start else x0
            right = x0 + font.line_width(view.shown[:end])
            pygame.draw.rect(surface, self.c("selected"), (left, y - 1, max(1, right - left + 1), font.line_height))
            self.text(surface, view.shown[start:end], (left + (1 if start else 0), y), self.c("selected_text"))
            return
        x = x0 + font.line_width(view.shown[: view.caret]) + (1 if view.caret else 0)
        pygame.draw.line(surface, self.c("frame"), (x, y), (x, y + font.line_height - 3))

    def field_room(self, rect: pygame.Rect) -> int:
        return rect.width - 10

    def list_row(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        if state.on:
            pygame.draw.rect(surface, self.c("selected"), rect)
        ink = self.c("selected_text") if state.on else self.c("frame")
        self.text_in(surface, rect, text, ink if state.enabled else self.c("grey_text"))

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, *, sunken: bool = False) -> None:
        if sunken:
            self.well(surface, rect)
        else:
            pygame.draw.rect(surface, self.c("face"), rect)
            self.bevel(surface, rect)

    def scroll_bar(self, surface: pygame.Surface, rect: pygame.Rect, first: int, page: int, total: int) -> None:
        """A scroll bar: arrow buttons at both ends, a grey dotted track and a square thumb."""
        width = rect.width
        up = pygame.Rect(rect.left, rect.top, width, width)
        down = pygame.Rect(rect.left, rect.bottom - width, width, width)
        track = pygame.Rect(rect.left, up.bottom, width, max(0, down.top - up.bottom))
        fill_pattern(surface, track, CHECKER, self.c("highlight"), self.c("face"), origin=(track.left, 0))
        for button, pointing_up in ((up, True), (down, False)):
            pygame.draw.rect(surface, self.c("face"), button)
            pygame.draw.rect(surface, self.c("frame"), button, 1)
            self.bevel(surface, button.inflate(-2, -2), depth=1)
            cx, cy = button.centerx, button.centery
            for row in range(4):
                half = row if pointing_up else 3 - row
                pygame.draw.line(surface, self.c("frame"), (cx - half, cy - 2 + row), (cx + half, cy - 2 + row))
        if total > page and track.height > width:
            span = max(1, total - page)
            top = track.top + (track.height - width) * min(first, span) // span
            thumb = pygame.Rect(track.left, top, width, width)
            pygame.draw.rect(surface, self.c("face"), thumb)
            pygame.draw.rect(surface, self.c("frame"), thumb, 1)
            self.bevel(surface, thumb.inflate(-2, -2), depth=1)
        pygame.draw.rect(surface, self.c("frame"), rect, 1)

    def scroll_bar_width(self) -> int:
        return 16

    # --- menus ---------------------------------------------------------------------------------------------
    def menu_bar_height(self) -> int:
        return 18

    def menu_title_width(self, text: str) -> int:
        return self.font.line_width(text) + 14

    def menu_bar(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        titles: Sequence[tuple[pygame.Rect, str, int | None]],
        open_index: int | None,
    ) -> None:
        """The white menu bar; the open title in navy, the bar's whole height (a capital's accent on the
        bar's first row stays in the navy)."""
        pygame.draw.rect(surface, self.c("menu"), rect)
        pygame.draw.line(surface, self.c("frame"), (rect.left, rect.bottom), (rect.right - 1, rect.bottom))
        for index, (title, text, mnemonic) in enumerate(titles):
            lit = index == open_index
            if lit:
                pygame.draw.rect(surface, self.c("selected"), (title.left, rect.top, title.width, rect.height))
            ink = self.c("selected_text") if lit else self.c("menu_text")
            self.text(surface, text, (title.left + 7, rect.top + 1), ink, mnemonic=mnemonic)

    def menu_mark_width(self) -> int:
        return 0  # a check mark goes in the items' left margin

    def menu_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A pulled-down menu: white, a black edge, a dark shadow right and below."""
        shadow = self.c("frame")
        pygame.draw.rect(surface, shadow, rect.move(2, 2))
        pygame.draw.rect(surface, self.c("menu"), rect)
        pygame.draw.rect(surface, self.c("frame"), rect, 1)

    def menu_item(self, surface: pygame.Surface, rect: pygame.Rect, text: str, accelerator: str, state: State) -> None:
        lit = state.on
        if lit:
            pygame.draw.rect(surface, self.c("selected"), rect)
        ink = self.c("selected_text") if lit else self.c("menu_text")
        if not state.enabled:
            ink = self.c("grey_text")
        y = rect.top + (rect.height - self.font.line_height) // 2 + 1
        if state.checked:
            self.check_mark(surface, pygame.Rect(rect.left + 1, rect.centery - 4, 7, 8), ink)  # clear of the label
        self.text(surface, text, (rect.left + 12, y), ink, mnemonic=state.mnemonic)
        if accelerator:
            self.text(surface, accelerator, (rect.right - 8, y), ink, align="right")

    def menu_separator(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        y = rect.centery
        pygame.draw.line(surface, self.c("frame"), (rect.left, y), (rect.right - 1, y))

    # --- the status line and help -----------------------------------------------------------------------
    def status_line(self, surface: pygame.Surface, rect: pygame.Rect, text: str, *, alert: bool = False) -> None:
        """The status bar at the window's foot, in ``rect``'s lowest line: grey, a well of text (a refusal in
        red). A sentence too long for one line wraps, and the bar grows upward a line for each, as far as
        ``rect`` reaches (a longer one ends in "...")."""
        font = self.font
        room = max(1, (rect.height - 2) // font.line_height)
        lines = font.wrap(text, rect.width - 12)
        if len(lines) > room:
            lines = [*lines[: room - 1], fit_text(font, " ".join(lines[room - 1:]), rect.width - 12)]
        text_top = rect.bottom - font.line_height * len(lines)
        bar = pygame.Rect(rect.left, text_top - 2 - has_accented_capital(lines[0]), rect.width, 0)
        bar.height = rect.bottom - bar.top  # an accented capital on top lifts the bar a pixel, clear of its edge
        pygame.draw.rect(surface, self.c("face"), bar)
        pygame.draw.line(surface, self.c("shadow"), bar.topleft, (bar.right - 1, bar.top))
        pygame.draw.line(surface, self.c("highlight"), (bar.left, bar.top + 1), (bar.right - 1, bar.top + 1))
        ink = self.c("red") if alert else self.c("frame")
        for row, line in enumerate(lines):
            self.text(surface, line, (bar.left + 6, text_top + row * font.line_height), ink)

    def link(self, surface: pygame.Surface, pos: tuple[int, int], text: str, state: State) -> pygame.Rect:
        """A jump in Windows Help: green, underlined; the one the keyboard is on is framed."""
        font = self.font
        green = self.c("green")
        rect = pygame.Rect(pos, (font.line_width(text), font.line_height))
        self.text(surface, text, pos, green)
        y = pos[1] + font.baseline + 1
        pygame.draw.line(surface, green, (rect.left, y), (rect.right - 1, y))
        if state.focused:
            self.focus_ring(surface, rect.inflate(4, 0))
        return rect

