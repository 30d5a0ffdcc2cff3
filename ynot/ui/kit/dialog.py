"""Modal dialogs: a window of widgets over the screen, the keyboard moving between them, RETURN for
the default button and ESC for the cancel one; and the message box built on it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ...i18n import _
from ..keys import MODIFIER_KEYS
from ..scene import Scene
from .context import Context
from .style import Style
from .text import split_mnemonic
from .widgets import ENTER_KEYS, Button, Label, Widget

Row = Widget | tuple[str, Widget]


@dataclass(frozen=True)
class Grid:
    """A dialog's rows laid out as a grid of cells instead of one column: each run of ``per_cell`` rows
    is one cell (its widgets stacked ``spacing`` pixels apart, in focus order), and the cells fill
    ``columns`` columns row by row (the Windows Players dialog: six seats in two rows of three).
    ``captions`` are written above the cells (an ``&`` marks the mnemonic shown); ``cell_width`` 0 is
    the widest widget; ``gap`` is the room between cells (across, down)."""

    columns: int
    per_cell: int = 1
    captions: tuple[str, ...] = ()
    cell_width: int = 0
    gap: tuple[int, int] = (12, 6)
    spacing: int = 3


ROW_GAP = 4
BUTTON_GAP = 8


def _spans(label: str, widget: Widget) -> bool:
    """A row of text (or a picture: a widget that ``spans``) without a label of its own starts at the
    dialog's left edge, not in the column of the widgets beside their labels."""
    return not label and (isinstance(widget, Label) or getattr(widget, "spans", False))


def keys_hint(buttons: Sequence[Button]) -> str:
    """The last line of a dialog whose buttons are not shown: the keys that press them."""
    ok = next((button for button in buttons if button.default), None)
    cancel = next((button for button in buttons if button.cancel and button is not ok), None)
    if ok is not None and cancel is not None:
        return _("Enter: {ok}     Esc: {cancel}").format(
            ok=split_mnemonic(ok.label)[0], cancel=split_mnemonic(cancel.label)[0]
        )
    return _("Enter or Esc to continue") if ok is not None else ""


class Dialog(Scene):
    """A modal window of ``rows`` (a widget, or a label and a widget) above a row of ``buttons``.

    TAB and Shift-TAB move the keyboard's focus (UP and DOWN too, unless the widget uses them);
    RETURN presses the focused button or the default one; ESC presses the cancel button (or just
    closes); a widget's mnemonic letter, with Alt (or alone where the focus is not in a text field),
    reaches it; a button's shortcut key presses it. A refusal beeps and shows its sentence on the
    dialog's last line until the next key; a key or a character nothing takes beeps. Clicks outside the
    dialog beep: it is modal. With ``show_buttons`` False the buttons are neither drawn nor given the
    focus (EPOC's dialogs had none to see), yet RETURN, ESC, mnemonics and shortcuts still press them; by
    default the style says (``DialogLayout.buttons_shown``), and a dialog whose buttons are not shown and
    that has no ``hint`` names its keys there ("Enter: OK     Esc: Cancel").
    How the rows are laid out is the style's (``Style.dialog_layout``); the layout follows rows shown and
    hidden as the dialog is drawn.

    A dialog answers for itself: :meth:`accept` (OK, a choice made) first asks ``check`` (a sentence:
    refused, the dialog stays), then closes with its ``result`` and runs ``on_accept(result)``;
    :meth:`reject` (Cancel, ESC) closes and runs ``on_cancel``. ``ok`` and ``cancel`` labels add the
    default and cancel buttons bound to them.
    """

    opaque = False

    def __init__(
        self,
        ctx: Context,
        title: str,
        rows: Sequence[Row] = (),
        buttons: Sequence[Button] = (),
        *,
        hint: str = "",
        on_cancel: Callable[[], None] | None = None,
        show_buttons: bool | None = None,
        grid: Grid | None = None,
        ok: str = "",
        cancel: str = "",
        check: Callable[[], str | None] | None = None,
        on_accept: Callable[[Any], None] | None = None,
    ) -> None:
        super().__init__()
        buttons = list(buttons)
        if ok:
            buttons.append(Button(ok, self.accept, default=True, cancel=not cancel))
        if cancel:
            buttons.append(Button(cancel, self.reject, cancel=True))
        self.check = check
        self.on_accept = on_accept
        #: The answer once the dialog has closed: ``accepted`` and its ``result`` (None when rejected).
        self.accepted = False
        self.result: Any = None
        self.show_buttons = ctx.style.dialog_layout.buttons_shown if show_buttons is None else show_buttons
        self.grid = grid
        self.cells: list[pygame.Rect] = []  # with a grid: each cell's rectangle, its caption included
        self.ctx = ctx
        self.title = title
        self.rows: list[tuple[str, Widget]] = [row if isinstance(row, tuple) else ("", row) for row in rows]
        self.buttons = list(buttons)
        self.hint = hint or ("" if self.show_buttons else keys_hint(self.buttons))
        self.message = ""  # the last refusal, shown instead of the hint
        self._typed_key = False  # the last key press was left to the character it types
        self.on_cancel = on_cancel
        self.focus: Widget | None = None
        self.frame = pygame.Rect(0, 0, 0, 0)
        self.layout()
        focusable = self.focusable()
        self.focus = next((w for w in focusable if not isinstance(w, Button)), focusable[0] if focusable else None)

    # --- the Host protocol --------------------------------------------------------------------
    @property
    def style(self) -> Style:
        return self.ctx.style

    def refuse(self, sentence: str) -> None:
        self.message = sentence
        self.ctx.beep()

    def sound(self, name: str) -> None:
        if self.style.widget_sounds:
            self.ctx.sound(name)

    # --- layout ---------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        """The widgets shown (and so drawn and clicked)."""
        return [w for _, w in self.rows if w.visible] + (self.visible_buttons() if self.show_buttons else [])

    def visible_buttons(self) -> list[Button]:
        """The buttons that are there now (drawn only with ``show_buttons``)."""
        return [b for b in self.buttons if b.visible]

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets() if w.focusable and w.enabled]

    def line_height(self) -> int:
        return self.style.font.line_height + 2

    def layout(self) -> None:
        """Place the rows and the buttons inside a frame of the size they need, centred."""
        if self.grid is not None:
            self.layout_grid(self.grid)
            return
        style = self.style
        layout = style.dialog_layout
        rows = [(label, w) for label, w in self.rows if w.visible]
        measured = self.rows if layout.steady else rows
        label_w = max((style.label_size(label)[0] for label, _ in measured if label), default=0)
        label_w += layout.label_gap if label_w else 0
        sizes = [w.size_hint(style) for _, w in rows]
        widths = [w.size_hint(style)[0] for _, w in measured] if layout.steady else [w for w, _ in sizes]
        indents = [0 if _spans(label, w) else label_w for label, w in (measured if layout.steady else rows)]
        body_w = max((indent + w for indent, w in zip(indents, widths, strict=True)), default=0)
        body_h = sum(h + layout.row_gap for _, h in sizes)
        buttons = self.visible_buttons() if self.show_buttons else []
        button_sizes = [b.size_hint(style) for b in buttons]
        button_h = max((h for _, h in button_sizes), default=0)
        button_w = max((w for w, _ in button_sizes), default=0)
        if buttons:
            body_w = max(body_w, len(buttons) * (button_w + BUTTON_GAP) - BUTTON_GAP)
            body_h += button_h + ROW_GAP + 2
        body_h += self.line_height()  # the hint or the refusal
        body_w = max(body_w, self.hint_width(self.hint))
        if layout.fit_message:
            body_w = max(body_w, self.hint_width(self.message))
        self.frame, body = style.dialog_rects(self.ctx.canvas, self.title, (body_w, body_h))
        y = body.top
        for (label, widget), (w, h) in zip(rows, sizes, strict=True):
            indent = 0 if _spans(label, widget) else label_w
            width = body.width - indent if layout.fill else min(w, body.width - indent)
            widget.rect = pygame.Rect(body.left + indent, y, width, h)
            y += h + layout.row_gap
        self.place_buttons(body, buttons, button_sizes)
        self.body = body

    def layout_grid(self, grid: Grid) -> None:
        """Place the rows cell by cell in ``grid`` (every row keeps its place, shown or not), the
        buttons under the grid."""
        style = self.style
        widgets = [widget for _label, widget in self.rows]
        cells = [widgets[start : start + grid.per_cell] for start in range(0, len(widgets), grid.per_cell)]
        sizes = [widget.size_hint(style) for widget in widgets]
        heights = [
            max(
                (sizes[cell * grid.per_cell + line][1] for cell in range(len(cells)) if line < len(cells[cell])),
                default=0,
            )
            for line in range(grid.per_cell)
        ]
        cell_w = grid.cell_width or max((w for w, _ in sizes), default=0)
        caption_h = style.font.line_height if grid.captions else 0
        cell_h = caption_h + sum(heights) + grid.spacing * (grid.per_cell - 1)
        grid_rows = -(-len(cells) // grid.columns)
        body_w = grid.columns * cell_w + (grid.columns - 1) * grid.gap[0]
        body_h = grid_rows * cell_h + max(0, grid_rows - 1) * grid.gap[1]
        buttons = self.visible_buttons() if self.show_buttons else []
        button_sizes = [b.size_hint(style) for b in buttons]
        button_h = max((h for _, h in button_sizes), default=0)
        if buttons:
            body_h += button_h + ROW_GAP + 2
        body_h += self.line_height()  # the hint or the refusal
        body_w = max(body_w, self.hint_width(self.hint))
        self.frame, body = style.dialog_rects(self.ctx.canvas, self.title, (body_w, body_h))
        self.cells = []
        for index, cell in enumerate(cells):
            left = body.left + (index % grid.columns) * (cell_w + grid.gap[0])
            top = body.top + (index // grid.columns) * (cell_h + grid.gap[1])
            self.cells.append(pygame.Rect(left, top, cell_w, cell_h))
            y = top + caption_h
            for line, widget in enumerate(cell):
                widget.rect = pygame.Rect(left, y, cell_w, heights[line])
                y += heights[line] + grid.spacing
        self.place_buttons(body, buttons, button_sizes)
        self.body = body

    def hint_width(self, text: str) -> int:
        """The room the last line needs to show ``text`` whole (the style writes it inside a padding)."""
        return self.style.dialog_hint_width(text) if text else 0

    def place_buttons(self, body: pygame.Rect, buttons: list[Button], sizes: list[tuple[int, int]]) -> None:
        """The buttons side by side, centred, above the hint line."""
        if not buttons:
            return
        button_w = max(w for w, _ in sizes)
        button_h = max(h for _, h in sizes)
        total = len(buttons) * (button_w + BUTTON_GAP) - BUTTON_GAP
        x = body.centerx - total // 2
        top = body.bottom - self.line_height() - button_h
        for button in buttons:
            button.rect = pygame.Rect(x, top, button_w, button_h)
            x += button_w + BUTTON_GAP

    # --- behaviour ------------------------------------------------------------------------------
    def default_button(self) -> Button | None:
        return next((b for b in self.visible_buttons() if b.default), None)

    def accept(self, result: Any = True) -> None:
        """OK: ``check`` may refuse (the dialog stays, its sentence shown); else close with ``result``
        and run ``on_accept(result)``."""
        refused = self.check() if self.check is not None else None
        if refused:
            self.refuse(refused)
            return
        self.accepted, self.result = True, result
        self.close()
        if self.on_accept is not None:
            self.on_accept(result)

    def reject(self) -> None:
        """Cancel: close without a result and run ``on_cancel``."""
        self.accepted, self.result = False, None
        self.close()
        if self.on_cancel is not None:
            self.on_cancel()

    def cancel(self) -> None:
        """ESC: the cancel button, or :meth:`reject`."""
        button = next((b for b in self.visible_buttons() if b.cancel), None)
        if button is not None:
            button.press(self)
        else:
            self.reject()

    def set_focus(self, widget: Widget | None) -> None:
        """Give ``widget`` the keyboard's focus (the one that had it is told it is left)."""
        if widget is not self.focus and self.focus is not None:
            self.focus.leave()
        self.focus = widget

    def move_focus(self, step: int) -> bool:
        """TAB or an arrow: the focus to the next widget (False: there is none to move to)."""
        focusable = self.focusable()
        if not focusable or focusable == [self.focus]:
            return bool(focusable)
        index = focusable.index(self.focus) if self.focus in focusable else -step
        self.set_focus(focusable[(index + step) % len(focusable)])
        return True

    def _mnemonic(self, letter: str) -> bool:
        hidden = [] if self.show_buttons else self.visible_buttons()
        for widget in self.widgets() + hidden:
            if widget.enabled and widget.mnemonic and widget.mnemonic == letter:
                if widget.focusable and not isinstance(widget, Button):
                    self.set_focus(widget)
                widget.activate(self)
                return True
            choices = getattr(widget, "mnemonics", None)
            if callable(choices) and letter in choices():
                self.set_focus(widget)
                widget.choose(choices().index(letter), self)  # type: ignore[attr-defined]
                return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self._typed_key = False
            if event.key not in MODIFIER_KEYS:
                self.message = ""
                if not self.key(event):
                    self.refuse(self.message or "")
            return True
        if event.type == pygame.TEXTINPUT:  # (the App keeps back the character of the key that opened it)
            typed, self._typed_key = self._typed_key, False
            typing = self.focus is not None and hasattr(self.focus, "edit")
            if self.focus is not None and self.focus.text_input(event.text, self):
                return True
            if not typing and self._mnemonic(event.text[:1].lower()):
                return True
            if typed:  # a character nothing here takes
                self.refuse("")
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL):
            return self.mouse(event)
        return event.type == pygame.KEYUP

    def key(self, event: pygame.event.Event) -> bool:
        """One key press; False: it does nothing here (the dialog beeps)."""
        mod = getattr(event, "mod", 0)
        focus = self.focus
        kept = focus is not None and (event.key in focus.own_keys or event.key not in (pygame.K_TAB, pygame.K_ESCAPE))
        if kept and focus.key(event, self):
            return True
        shortcut = next((b for b in self.visible_buttons() if b.shortcut == event.key), None)
        if shortcut is not None:
            shortcut.press(self)
            return True
        if event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.key == pygame.K_TAB:
            back = mod & pygame.KMOD_SHIFT and self.style.dialog_layout.back_tab
            return self.move_focus(-1 if back else 1)
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            return self.move_focus(-1 if event.key == pygame.K_UP else 1)
        if event.key in ENTER_KEYS:
            button = self.default_button()
            if button is not None:
                if focus is not None:
                    focus.leave()
                button.press(self)
                return True
            return False
        if mod & pygame.KMOD_ALT and 0 < event.key < 0x110000:
            return self._mnemonic(chr(event.key).lower())
        self._typed_key = bool(getattr(event, "unicode", "")) and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        return self._typed_key

    def mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.focus is not None:
                self.focus.mouse(event, self)
            return True
        if self.focus is not None and self.focus.captures_mouse():
            self.focus.mouse(event, self)
            return True
        for widget in self.widgets():
            if widget.mouse(event, self):
                if event.type == pygame.MOUSEBUTTONDOWN and widget.focusable and widget.enabled:
                    self.set_focus(widget)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.frame.collidepoint(event.pos):
            self.ctx.beep()  # modal: the screen under it waits
        return True

    def update(self, dt_ms: int) -> None:
        for widget in self.widgets():
            widget.update(dt_ms)

    def busy(self) -> bool:
        return any(widget.busy() for widget in self.widgets())

    # --- drawing --------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.layout()  # rows shown or hidden, a title or a refusal changed since
        style = self.style
        style.dialog(surface, self.frame, self.title)
        captions = self.grid.captions if self.grid is not None else ()
        for cell, caption in zip(self.cells, captions, strict=False):
            text, mnemonic = split_mnemonic(caption)
            style.text(surface, text, cell.topleft, style.data.ink, mnemonic=mnemonic)
        for label, widget in self.rows:
            if not widget.visible:
                continue
            if label:
                row = widget.rect.copy()
                row.update(self.body.left, row.top, row.left - self.body.left, row.height)
                style.dialog_label(surface, row, label)
            widget.draw(surface, style, widget is self.focus)
        for button in self.visible_buttons() if self.show_buttons else []:
            button.draw(surface, style, button is self.focus)
        if self.focus is not None:
            self.focus.draw_over(surface, style)
        line = pygame.Rect(self.body.left, self.body.bottom - self.line_height(), self.body.width, self.line_height())
        text = self.message or self.hint
        if text:
            style.dialog_hint(surface, line, text, alert=bool(self.message))


class MessageBox(Dialog):
    """Lines of text (a line with tabs is a table row, see :class:`Label`) and one button (OK) or two
    (a question: ``ok`` and ``no``); the answer's function runs after the box has closed."""

    def __init__(
        self,
        ctx: Context,
        title: str,
        text: str,
        *,
        ok: str = "",
        no: str | None = None,
        on_ok: Callable[[], None] = lambda: None,
        on_no: Callable[[], None] = lambda: None,
        width: int = 0,
        hint: str = "",
        show_buttons: bool | None = None,
    ) -> None:
        width = width or min(ctx.canvas[0] * 2 // 3, 320)
        self.label = Label(text, width=width, align="center")
        super().__init__(
            ctx,
            title,
            [self.label],
            hint=hint,
            show_buttons=show_buttons,
            ok=ok or _("OK"),
            cancel=no or "",
            on_accept=lambda _result: on_ok(),
            on_cancel=on_no,
        )
        if self.show_buttons:
            self.focus = self.buttons[0]

    def answer(self, yes: bool) -> None:
        """The question answered: OK (``on_ok``) or the other button (``on_no``)."""
        if yes:
            self.accept()
        else:
            self.reject()
