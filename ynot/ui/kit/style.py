"""A look's style: data (pens, fonts, sizes) plus a small class that draws the kit's widgets.

Qt's QStyle is the model: a widget owns its behaviour (focus, keys, mnemonics, greying, scrolling) and
asks the style to draw it, passing a :class:`State`. :class:`Style` draws every widget plainly from its
:class:`StyleData`, so a new look works as soon as it names its pens; a look's own style (EPOC,
Intuition, Windows 3.1, System 7) overrides the methods whose drawing differs. See docs/ui.md.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ..pixelfont import PixelFont, get_font
from .pattern import CHECKER, Rows, fill_pattern
from .text import fit_text, line_top, split_mnemonic

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class StyleData:
    """The pens, fonts and sizes of a look; the Style draws with nothing else.

    ``paper`` is the face of windows and controls, ``ink`` the text and lines, ``grey`` greyed items
    and quiet hints, ``select``/``select_ink`` a highlighted row or item, ``light``/``dark`` the two
    sides of a bevel (equal to ``ink`` for a flat look), ``desk`` what lies behind a dialog.
    """

    paper: Colour
    ink: Colour
    grey: Colour
    select: Colour
    select_ink: Colour
    light: Colour
    dark: Colour
    desk: Colour
    font: PixelFont
    title_font: PixelFont
    shadow: int = 2  # a dialog's drop shadow, in pixels (0: none)
    bevel: int = 1  # how many pixels a bevelled edge is
    padding: int = 4  # room between a control's edge and its text
    row_gap: int = 2  # between the rows of a list or a menu
    extra: dict[str, Colour] = field(default_factory=dict)  # a look's further pens, by name
    patterns: dict[str, Rows] = field(default_factory=dict)  # one-bit fills by name (``#`` ink, ``.`` paper)

    @property
    def row_height(self) -> int:
        """One row of a list box or a pull-down menu."""
        return self.font.line_height + self.row_gap


@dataclass(frozen=True)
class DialogLayout:
    """How a look lays out a dialog: pixels after the label column (``label_gap``) and between rows
    (``row_gap``); whether the widgets stretch to the dialog's width (``fill``, EPOC's form lines) or
    keep the width they ask for; whether rows hidden now still count in the width (``steady``: the
    dialog keeps its width as they come and go); whether the dialog widens to show a refusal whole
    (``fit_message``) rather than cut it with an ellipsis; whether Shift-TAB moves the focus back
    (``back_tab``; False: TAB moves on whatever the modifiers, as on the 3a); whether a dialog shows its
    buttons (``buttons_shown``; False: EPOC's, whose ENTER and ESC the last line names)."""

    label_gap: int = 8
    row_gap: int = 4
    fill: bool = False
    steady: bool = False
    fit_message: bool = False
    back_tab: bool = True
    buttons_shown: bool = True


@dataclass(frozen=True)
class State:
    """How a widget is to be drawn now: what the style needs to know, nothing it must decide."""

    enabled: bool = True
    focused: bool = False
    pressed: bool = False
    default: bool = False  # the button RETURN presses
    on: bool = False  # a check box ticked, a radio button chosen, a row or menu item selected
    hover: bool = False
    mnemonic: int | None = None  # index of the underlined letter in the label
    checked: bool | None = None  # a menu item with a check mark: shown (True), room kept (False), none (None)


@dataclass(frozen=True)
class ChartPens:
    """The pens of a look's charts (a review's turns, a histogram of scores): ``axis`` and its words,
    ``written`` the score written (and a histogram's bars), ``expected`` the expected final score (and
    the perfect-play mark), ``mark`` the average and the best."""

    axis: Colour
    written: Colour
    expected: Colour
    mark: Colour


@dataclass(frozen=True)
class FieldView:
    """A text field as the style draws it: the visible part of the text and where the caret and the
    selection are within it (indexes into ``shown``)."""

    shown: str
    caret: int
    selection: tuple[int, int] | None = None  # (start, end) within ``shown``, end excluded


class Style:
    """Draws the kit's widgets from :class:`StyleData`; a look overrides what it draws its own way."""

    #: Modal dialogs in this look: "centre" of the screen (most), or "top" (System 7's alerts sit higher).
    dialog_position = "centre"
    #: How a dialog lays out its rows and moves its focus.
    dialog_layout = DialogLayout()
    #: Whether widgets make their sounds (a button's click); a look whose dialogs were silent says no.
    widget_sounds = True

    def __init__(self, data: StyleData) -> None:
        self.data = data

    @classmethod
    def from_skin(cls, skin: Any, **_options: Any) -> Style:
        """The kit's own plain style in a skin's pens (``[palette]`` ``paper``, ``ink``, ``grey``, and
        ``select`` for a highlighted row) and fonts (``[fonts]`` ``normal``, ``bold``): what a new look
        draws with until it has a style of its own (``style = "ynot.ui.kit.style:Style"`` in its skin.toml)."""
        ink, paper = skin.palette.get("ink", (0, 0, 0)), skin.palette.get("paper", (255, 255, 255))
        grey = skin.palette.get("grey", (128, 128, 128))
        select = skin.palette.get("select", ink)
        fonts = skin.fonts
        return cls(
            StyleData(
                paper=paper, ink=ink, grey=grey, select=select, select_ink=paper, light=ink, dark=ink, desk=grey,
                font=get_font(fonts.get("normal", "psion")), title_font=get_font(fonts.get("bold", "psion-bold")),
            )
        )

    # --- text -----------------------------------------------------------------------------------
    @property
    def font(self) -> PixelFont:
        return self.data.font

    def text(
        self,
        surface: pygame.Surface,
        text: str,
        pos: tuple[int, int],
        colour: Colour | None = None,
        *,
        font: PixelFont | None = None,
        align: str = "left",
        mnemonic: int | None = None,
    ) -> pygame.Rect:
        """``text`` with its top at ``pos`` (left, centre or right per ``align``); the mnemonic letter
        underlined."""
        font = font or self.data.font
        colour = colour or self.data.ink
        drawn = font.draw(surface, text, pos, colour, align=align)
        if mnemonic is not None and 0 <= mnemonic < len(text):
            left = drawn.left + font.line_width(text[:mnemonic]) + (1 if mnemonic else 0)
            width = max(1, font.line_width(text[mnemonic]))
            y = drawn.top + font.baseline + 1
            pygame.draw.line(surface, colour, (left, y), (left + width - 1, y))
        return drawn

    def text_in(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        text: str,
        colour: Colour | None = None,
        *,
        font: PixelFont | None = None,
        align: str = "left",
        mnemonic: int | None = None,
    ) -> pygame.Rect:
        """``text`` centred in ``rect``'s height, cut with an ellipsis to fit its width less padding."""
        font = font or self.data.font
        pad = self.data.padding
        shown = fit_text(font, text, rect.width - 2 * pad)
        if shown != text:
            mnemonic = None
        y = line_top(font, rect)
        x = {"left": rect.left + pad, "right": rect.right - pad}.get(align, rect.centerx)
        return self.text(surface, shown, (x, y), colour, font=font, align=align, mnemonic=mnemonic)

    def label_size(self, label: str, font: PixelFont | None = None) -> tuple[int, int]:
        """(width, height) of a label written with an ``&`` before its mnemonic letter."""
        text, _ = split_mnemonic(label)
        font = font or self.data.font
        return font.line_width(text), font.line_height

    # --- frames -----------------------------------------------------------------------------------
    def bevel(
        self, surface: pygame.Surface, rect: pygame.Rect, *, raised: bool = True, depth: int | None = None
    ) -> None:
        """A bevelled edge ``depth`` pixels deep (the look's ``bevel`` unless given): ``light`` top and
        left, ``dark`` bottom and right, the dark side taking the corners (swapped when sunk)."""
        light, dark = (self.data.light, self.data.dark) if raised else (self.data.dark, self.data.light)
        for step in range(self.data.bevel if depth is None else depth):
            edge = rect.inflate(-2 * step, -2 * step)
            pygame.draw.line(surface, light, edge.topleft, (edge.right - 1, edge.top))
            pygame.draw.line(surface, light, edge.topleft, (edge.left, edge.bottom - 1))
            pygame.draw.line(surface, dark, (edge.left, edge.bottom - 1), (edge.right - 1, edge.bottom - 1))
            pygame.draw.line(surface, dark, (edge.right - 1, edge.top), (edge.right - 1, edge.bottom - 1))

    def panel(self, surface: pygame.Surface, rect: pygame.Rect, *, sunken: bool = False) -> None:
        """A plain area of controls (a list box's well, a group)."""
        pygame.draw.rect(surface, self.data.paper, rect)
        self.bevel(surface, rect, raised=not sunken)

    def grey_out(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Cover a disabled control with a mesh of the paper pen (the common 1990s way)."""
        fill_pattern(surface, rect, CHECKER, self.data.paper, origin=(rect.left, 0))

    def pattern(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        name: str,
        ink: Colour | None = None,
        paper: Colour | None = None,
    ) -> None:
        """Fill ``rect`` with the look's one-bit pattern ``name`` (``patterns`` in its data), in ``ink``
        on ``paper`` (the look's ink and paper unless given), lined up with the canvas."""
        data = self.data
        fill_pattern(surface, rect, data.patterns[name], ink or data.ink, paper or data.paper)

    # --- dialogs ----------------------------------------------------------------------------------
    def dialog_title_height(self) -> int:
        return self.data.title_font.line_height + 6

    def dialog_rects(
        self, canvas: tuple[int, int], title: str, body: tuple[int, int]
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """Where a dialog with a ``body``-sized inside goes on the canvas: (frame, body)."""
        pad = self.data.padding + 4
        title_w = self.data.title_font.line_width(title) + 2 * pad
        width = min(canvas[0] - 8, max(body[0] + 2 * pad, title_w))
        height = min(canvas[1] - 6, self.dialog_title_height() + body[1] + 2 * pad)
        frame = pygame.Rect(0, 0, width, height)
        frame.center = (canvas[0] // 2, canvas[1] // 2 if self.dialog_position == "centre" else canvas[1] // 3)
        inside = pygame.Rect(
            frame.left + pad, frame.top + self.dialog_title_height() + pad, width - 2 * pad, height - 2 * pad
        )
        inside.height = frame.bottom - pad - inside.top
        return frame, inside

    def dialog(self, surface: pygame.Surface, frame: pygame.Rect, title: str) -> None:
        """A modal dialog's window: shadow, face, edge and title."""
        data = self.data
        if data.shadow:
            pygame.draw.rect(surface, data.dark, frame.move(data.shadow, data.shadow))
        pygame.draw.rect(surface, data.paper, frame)
        pygame.draw.rect(surface, data.ink, frame, 1)
        bar = pygame.Rect(frame.left, frame.top, frame.width, self.dialog_title_height())
        self.text_in(surface, bar, title, data.ink, font=data.title_font, align="center")
        pygame.draw.line(surface, data.ink, (frame.left, bar.bottom - 1), (frame.right - 1, bar.bottom - 1))

    def dialog_label(self, surface: pygame.Surface, rect: pygame.Rect, label: str) -> None:
        """The label of a dialog's row, at the left of ``rect`` (the row beside its widget, the gap
        between them included in ``rect``), centred in the row's height."""
        font = self.data.font
        text = split_mnemonic(label)[0]
        y = rect.top + (rect.height - font.cap_height) // 2 - (font.baseline - font.cap_height)
        self.text(surface, fit_text(font, text, rect.width), (rect.left, y), self.data.ink)

    def dialog_hint_width(self, text: str) -> int:
        """The width a dialog's last line needs to show ``text`` whole (:meth:`dialog_hint` pads it)."""
        return self.data.font.line_width(text) + 2 * self.data.padding

    def dialog_hint(self, surface: pygame.Surface, rect: pygame.Rect, text: str, *, alert: bool) -> None:
        """A dialog's last line: its hint, or (``alert``) the sentence of the last refusal."""
        self.text_in(surface, rect, text, self.data.ink if alert else self.data.grey, align="center")

    # --- charts -----------------------------------------------------------------------------------
    def chart_pens(self) -> ChartPens:
        """The pens a chart is drawn in: by default the ink, and the select pen for the expected score; a
        look gives its own (the Psion's greys, the Amiga's palette, Windows 3.1's colours)."""
        data = self.data
        return ChartPens(axis=data.ink, written=data.ink, expected=data.select, mark=data.ink)

    # --- controls ---------------------------------------------------------------------------------
    def choice_size(self, widest: int) -> tuple[int, int]:
        """The size of a choice list whose widest option is ``widest`` pixels."""
        return widest + 4 * self.data.padding + 2 * self.data.font.line_width("< "), self.data.font.line_height + 4

    def field_size(self, text_width: int) -> tuple[int, int]:
        """The size of a text or number field showing ``text_width`` pixels of text."""
        return text_width + 2 * self.data.padding, self.data.font.line_height + 4

    def list_size(self, widest: int, rows: int) -> tuple[int, int]:
        """The size of a list box ``rows`` high whose widest item is ``widest`` pixels (its well's edge round
        the rows, so none is cut by it)."""
        edge = 2
        return widest + 2 * self.data.padding + self.scroll_bar_width() + 4, rows * self.data.row_height + edge

    def button_size(self, label: str) -> tuple[int, int]:
        width, height = self.label_size(label)
        return width + 4 * self.data.padding, height + 2 * self.data.padding

    def button(self, surface: pygame.Surface, rect: pygame.Rect, label: str, state: State) -> None:
        """A push button: raised, sunk while pressed, a heavier edge when it is the default."""
        data = self.data
        pressed = state.pressed or state.on
        pygame.draw.rect(surface, data.select if pressed else data.paper, rect)
        self.bevel(surface, rect, raised=not pressed)
        if state.default:
            pygame.draw.rect(surface, data.ink, rect.inflate(2, 2), 1)
        text, mnemonic = split_mnemonic(label)
        ink = data.select_ink if pressed else data.ink
        self.text_in(
            surface,
            rect.move(1 if pressed else 0, 1 if pressed else 0),
            text,
            ink,
            align="center",
            mnemonic=state.mnemonic if state.mnemonic is not None else mnemonic,
        )
        if state.focused:
            self.focus_ring(surface, rect.inflate(-4, -4))
        if not state.enabled:
            self.grey_out(surface, rect.inflate(-2, -2))

    def check_mark(self, surface: pygame.Surface, rect: pygame.Rect, colour: Colour | None = None) -> None:
        """A tick filling ``rect`` (a checked menu item): a short stroke down, a long one up."""
        colour = colour or self.data.ink
        low = (rect.left + rect.width // 3, rect.bottom - 1)
        for dx in range(2 if rect.width >= 6 else 1):
            pygame.draw.line(surface, colour, (rect.left + dx, rect.centery), (low[0] + dx, low[1]))
            pygame.draw.line(surface, colour, (low[0] + dx, low[1]), (rect.right - 2 + dx, rect.top))

    def focus_ring(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The dotted line round the control that has the keyboard."""
        for x in range(rect.left, rect.right, 2):
            surface.set_at((x, rect.top), self.data.ink)
            surface.set_at((x, rect.bottom - 1), self.data.ink)
        for y in range(rect.top, rect.bottom, 2):
            surface.set_at((rect.left, y), self.data.ink)
            surface.set_at((rect.right - 1, y), self.data.ink)

    def mark_box(self, surface: pygame.Surface, box: pygame.Rect, state: State, *, round_: bool) -> None:
        """The box of a check box (a cross when ticked) or the circle of a radio button (a dot)."""
        data = self.data
        if round_:
            pygame.draw.ellipse(surface, data.paper, box)
            pygame.draw.ellipse(surface, data.ink, box, 1)
            if state.on:
                pygame.draw.ellipse(surface, data.ink, box.inflate(-box.width // 2, -box.height // 2))
            return
        pygame.draw.rect(surface, data.paper, box)
        pygame.draw.rect(surface, data.ink, box, 1)
        if state.on:
            inner = box.inflate(-4, -4)
            pygame.draw.line(surface, data.ink, inner.topleft, (inner.right - 1, inner.bottom - 1))
            pygame.draw.line(surface, data.ink, (inner.left, inner.bottom - 1), (inner.right - 1, inner.top))

    def toggle_size(self, label: str) -> tuple[int, int]:
        """The size of a check box or one radio button with ``label``."""
        width, height = self.label_size(label)
        return width + self.data.font.cap_height + 5 + 2 * self.data.padding, height + 2

    def toggle(self, surface: pygame.Surface, rect: pygame.Rect, label: str, state: State, *, round_: bool) -> None:
        """A check box (``round_`` False) or one radio button: its mark, then its label."""
        size = self.data.font.cap_height + 3
        box = pygame.Rect(rect.left, rect.centery - size // 2, size, size)
        self.mark_box(surface, box, state, round_=round_)
        text, mnemonic = split_mnemonic(label)
        label_rect = pygame.Rect(box.right + 2, rect.top, rect.right - box.right - 2, rect.height)
        self.text_in(surface, label_rect, text, self.data.ink, mnemonic=mnemonic)
        if state.focused:
            self.focus_ring(surface, label_rect.inflate(0, -2))
        if not state.enabled:
            self.grey_out(surface, rect)

    def choice(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        """A choice list (cycle gadget): the current choice, with arrows to say it changes."""
        self.panel(surface, rect, sunken=False)
        self.text_in(surface, rect, f"< {text} >", self.data.ink, align="center")
        if state.focused:
            self.focus_ring(surface, rect.inflate(-4, -4))
        if not state.enabled:
            self.grey_out(surface, rect)

    def drop_down(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        """A drop-down list box, closed: drawn as the look's choice list unless the look has its own."""
        self.choice(surface, rect, text, state)

    def drop_list(
        self, surface: pygame.Surface, rect: pygame.Rect, items: Sequence[str], lit: int, row_height: int
    ) -> None:
        """A drop-down list box's list, dropped under it: a framed box of rows, ``lit`` highlighted."""
        pygame.draw.rect(surface, self.data.paper, rect)
        pygame.draw.rect(surface, self.data.ink, rect, 1)
        for index, item in enumerate(items):
            row = pygame.Rect(rect.left + 1, rect.top + 1 + index * row_height, rect.width - 2, row_height)
            self.list_row(surface, row, item, State(on=index == lit))

    def text_field(self, surface: pygame.Surface, rect: pygame.Rect, view: FieldView, state: State) -> None:
        """A one-line text field: the visible text, the selection inverted, the caret a thin bar."""
        data, font = self.data, self.data.font
        pygame.draw.rect(surface, data.paper, rect)
        self.bevel(surface, rect, raised=False)
        x0 = rect.left + data.padding
        y = rect.top + (rect.height - font.line_height) // 2 + 1
        if view.selection is not None and state.focused:
            start, end = view.selection
            left = x0 + font.line_width(view.shown[:start])
            right = x0 + font.line_width(view.shown[:end]) + 1
            pygame.draw.rect(surface, data.select, (left, y - 1, right - left, font.line_height))
        self.text(surface, view.shown, (x0, y), data.ink)
        if view.selection is not None and state.focused:
            start, end = view.selection
            left = x0 + font.line_width(view.shown[:start]) + (1 if start else 0)
            self.text(surface, view.shown[start:end], (left, y), data.select_ink)
        if state.focused:
            x = x0 + font.line_width(view.shown[: view.caret]) + (1 if view.caret else 0)
            pygame.draw.line(surface, data.ink, (x, y - 1), (x, y + font.line_height - 2))
        if not state.enabled:
            self.grey_out(surface, rect)

    def number_field(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        """A number field: drawn as a text field with the caret at the end."""
        self.text_field(surface, rect, FieldView(text, len(text)), state)

    def field_room(self, rect: pygame.Rect) -> int:
        """Pixels of text a text field ``rect`` shows."""
        return rect.width - 2 * self.data.padding - 1

    def list_row(self, surface: pygame.Surface, rect: pygame.Rect, text: str, state: State) -> None:
        """One row of a list box; the selected row inverted."""
        data = self.data
        if state.on:
            pygame.draw.rect(surface, data.select, rect)
        self.text_in(surface, rect, text, data.select_ink if state.on else data.ink)
        if not state.enabled:
            self.grey_out(surface, rect)

    def list_well(self, surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect:
        """A list box's well, sunk; returns the rectangle its rows fill."""
        self.panel(surface, rect, sunken=True)
        return rect.inflate(-2, -2)

    def scroll_bar(self, surface: pygame.Surface, rect: pygame.Rect, first: int, page: int, total: int) -> None:
        """A scroll bar: a track and a thumb as long as the part shown."""
        data = self.data
        pygame.draw.rect(surface, data.grey, rect)
        if total <= 0:
            return
        size = max(4, rect.height * min(page, total) // total)
        span = max(1, total - page)
        top = rect.top + (rect.height - size) * min(first, span) // span
        pygame.draw.rect(surface, data.ink, (rect.left, top, rect.width, size))

    def scroll_bar_width(self) -> int:
        return 3

    # --- menus ------------------------------------------------------------------------------------
    def menu_bar_height(self) -> int:
        return self.data.font.line_height + 5

    def menu_bar(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        titles: Sequence[tuple[pygame.Rect, str, int | None]],
        open_index: int | None,
    ) -> None:
        """The bar across the top: its titles, the open one highlighted."""
        data = self.data
        pygame.draw.rect(surface, data.paper, rect)
        pygame.draw.line(surface, data.ink, rect.bottomleft, (rect.right - 1, rect.bottom))
        for index, (title_rect, text, mnemonic) in enumerate(titles):
            lit = index == open_index
            if lit:
                pygame.draw.rect(surface, data.select, title_rect)
            self.text_in(
                surface, title_rect, text, data.select_ink if lit else data.ink, align="center", mnemonic=mnemonic
            )

    def menu_title_width(self, text: str) -> int:
        return self.data.font.line_width(text) + 2 * self.data.padding + 2

    def menu_label_indent(self) -> int:
        """How far right of its item's edge a menu item's label starts, marks or none (0: at the edge)."""
        return 0

    def menu_mark_width(self) -> int:
        """Room a menu with check marks keeps at the left of its items (0: the style has a margin)."""
        return self.data.font.cap_height + 3

    def menu_panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """A pulled-down menu's box."""
        data = self.data
        if data.shadow:
            pygame.draw.rect(surface, data.dark, rect.move(data.shadow, data.shadow))
        pygame.draw.rect(surface, data.paper, rect)
        pygame.draw.rect(surface, data.ink, rect, 1)

    def menu_item(self, surface: pygame.Surface, rect: pygame.Rect, text: str, accelerator: str, state: State) -> None:
        """One item of a pulled-down menu: its check mark (in a menu of options), its label (mnemonic
        underlined) and its accelerator at the right; greyed when it cannot be chosen now."""
        data = self.data
        if state.on:
            pygame.draw.rect(surface, data.select, rect)
        ink = data.select_ink if state.on else data.ink
        if not state.enabled:
            ink = data.grey
        label = rect
        if state.checked is not None:
            mark = self.menu_mark_width()
            if state.checked:
                size = data.font.cap_height
                box = pygame.Rect(rect.left + data.padding, rect.centery - size // 2, size, size)
                self.check_mark(surface, box, ink)
            label = pygame.Rect(rect.left + mark, rect.top, rect.width - mark, rect.height)
        self.text_in(surface, label, text, ink, mnemonic=state.mnemonic)
        if accelerator:
            self.text_in(surface, rect, accelerator, ink, align="right")

    def menu_separator(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        y = rect.centery
        pygame.draw.line(surface, self.data.grey, (rect.left + 2, y), (rect.right - 3, y))

    # --- lines of help ------------------------------------------------------------------------------
    def status_line(self, surface: pygame.Surface, rect: pygame.Rect, text: str, *, alert: bool = False) -> None:
        """The status or help line: a strip with one line of advice (an alert stands out)."""
        data = self.data
        pygame.draw.rect(surface, data.select if alert else data.paper, rect)
        pygame.draw.line(surface, data.ink, rect.topleft, (rect.right - 1, rect.top))
        self.text_in(surface, rect, text, data.select_ink if alert else data.ink)

    def status_pages(self, rect: pygame.Rect, text: str) -> list[str]:
        """The pages in which the status line ``rect`` shows ``text``, one after another: a look whose line
        cannot grow shows a sentence too long for it a part at a time. One page, the sentence, by default."""
        return [text]

    def link(self, surface: pygame.Surface, pos: tuple[int, int], text: str, state: State) -> pygame.Rect:
        """A link in a help page: underlined, inverted when it has the keyboard."""
        data, font = self.data, self.data.font
        rect = pygame.Rect(pos, (font.line_width(text), font.line_height))
        if state.focused:
            pygame.draw.rect(surface, data.select, rect.inflate(2, 0))
        ink = data.select_ink if state.focused else data.ink
        self.text(surface, text, pos, ink)
        y = pos[1] + font.baseline + 1
        pygame.draw.line(surface, ink, (rect.left, y), (rect.right - 1, y))
        return rect


def plain_style(
    paper: Colour, ink: Colour, grey: Colour, *, font: str = "psion", title_font: str = "psion-bold"
) -> Style:
    """A flat style in three pens (for tests and for a new look's first steps)."""
    data = StyleData(
        paper=paper,
        ink=ink,
        grey=grey,
        select=ink,
        select_ink=paper,
        light=ink,
        dark=ink,
        desk=grey,
        font=get_font(font),
        title_font=get_font(title_font),
    )
    return Style(data)
