"""Modal dialogs: a window of widgets over the screen, the keyboard moving between them, RETURN for
the default button and ESC for the cancel one; and the message box built on it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...i18n import _
from ..keys import MODIFIER_KEYS
from ..scene import Scene
from .context import Context
from .style import Style
from .widgets import ENTER_KEYS, Button, Label, Widget

Row = Widget | tuple[str, Widget]
ROW_GAP = 4
BUTTON_GAP = 8


class Dialog(Scene):
    """A modal window of ``rows`` (a widget, or a label and a widget) above a row of ``buttons``.

    TAB and Shift-TAB move the keyboard's focus (UP and DOWN too, unless the widget uses them);
    RETURN presses the focused button or the default one; ESC presses the cancel button (or just
    closes); a widget's mnemonic letter, with Alt (or alone where the focus is not in a text field),
    reaches it. A refusal beeps and shows its sentence on the dialog's last line until the next key.
    Clicks outside the dialog beep: it is modal.
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
    ) -> None:
        super().__init__()
        self.ctx = ctx
        self.title = title
        self.rows: list[tuple[str, Widget]] = [row if isinstance(row, tuple) else ("", row) for row in rows]
        self.buttons = list(buttons)
        self.hint = hint
        self.message = ""  # the last refusal, shown instead of the hint
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
        self.ctx.sound(name)

    # --- layout ---------------------------------------------------------------------------------
    def widgets(self) -> list[Widget]:
        return [w for _, w in self.rows if w.visible] + [b for b in self.buttons if b.visible]

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets() if w.focusable and w.enabled]

    def line_height(self) -> int:
        return self.style.font.line_height + 2

    def layout(self) -> None:
        """Place the rows and the buttons inside a frame of the size they need, centred."""
        style = self.style
        rows = [(label, w) for label, w in self.rows if w.visible]
        label_w = max((style.label_size(label)[0] for label, _ in rows if label), default=0)
        label_w += 8 if label_w else 0
        sizes = [w.size_hint(style) for _, w in rows]
        body_w = max((label_w + w for w, _ in sizes), default=0)
        body_h = sum(h + ROW_GAP for _, h in sizes)
        buttons = [b for b in self.buttons if b.visible]
        button_sizes = [b.size_hint(style) for b in buttons]
        button_h = max((h for _, h in button_sizes), default=0)
        button_w = max((w for w, _ in button_sizes), default=0)
        if buttons:
            body_w = max(body_w, len(buttons) * (button_w + BUTTON_GAP) - BUTTON_GAP)
            body_h += button_h + ROW_GAP + 2
        body_h += self.line_height()  # the hint or the refusal
        body_w = max(body_w, style.font.line_width(self.hint))
        self.frame, body = style.dialog_rects(self.ctx.canvas, self.title, (body_w, body_h))
        y = body.top
        for (_label, widget), (w, h) in zip(rows, sizes, strict=True):
            widget.rect = pygame.Rect(body.left + label_w, y, min(w, body.width - label_w), h)
            y += h + ROW_GAP
        if buttons:
            total = len(buttons) * (button_w + BUTTON_GAP) - BUTTON_GAP
            x = body.centerx - total // 2
            top = body.bottom - self.line_height() - button_h
            for button in buttons:
                button.rect = pygame.Rect(x, top, button_w, button_h)
                x += button_w + BUTTON_GAP
        self.body = body

    # --- behaviour ------------------------------------------------------------------------------
    def default_button(self) -> Button | None:
        return next((b for b in self.buttons if b.default and b.visible), None)

    def cancel(self) -> None:
        """ESC: the cancel button, or close."""
        button = next((b for b in self.buttons if b.cancel and b.visible), None)
        if button is not None:
            button.press(self)
        else:
            self.close()
            if self.on_cancel is not None:
                self.on_cancel()

    def move_focus(self, step: int) -> None:
        focusable = self.focusable()
        if not focusable:
            return
        index = focusable.index(self.focus) if self.focus in focusable else -step
        self.focus = focusable[(index + step) % len(focusable)]

    def _mnemonic(self, letter: str) -> bool:
        for widget in self.widgets():
            if widget.enabled and widget.mnemonic and widget.mnemonic == letter:
                if widget.focusable and not isinstance(widget, Button):
                    self.focus = widget
                widget.activate(self)
                return True
            choices = getattr(widget, "mnemonics", None)
            if callable(choices) and letter in choices():
                self.focus = widget
                widget.choose(choices().index(letter), self)  # type: ignore[attr-defined]
                return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key not in MODIFIER_KEYS:
                self.message = ""
                if not self.key(event):
                    self.refuse(self.message or "")
            return True
        if event.type == pygame.TEXTINPUT:  # (the App keeps back the character of the key that opened it)
            typing = self.focus is not None and hasattr(self.focus, "edit")
            if self.focus is not None and self.focus.text_input(event.text, self):
                return True
            if not typing and self._mnemonic(event.text[:1].lower()):
                return True
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
        if event.key == pygame.K_ESCAPE:
            self.cancel()
            return True
        if event.key == pygame.K_TAB:
            self.move_focus(-1 if mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            self.move_focus(-1 if event.key == pygame.K_UP else 1)
            return True
        if event.key in ENTER_KEYS:
            button = self.default_button()
            if button is not None:
                button.press(self)
                return True
            return False
        if mod & pygame.KMOD_ALT and 0 < event.key < 0x110000:
            return self._mnemonic(chr(event.key).lower())
        return bool(getattr(event, "unicode", "")) and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)

    def mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.focus is not None:
                self.focus.mouse(event, self)
            return True
        for widget in self.widgets():
            if widget.mouse(event, self):
                if event.type == pygame.MOUSEBUTTONDOWN and widget.focusable and widget.enabled:
                    self.focus = widget
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
        style = self.style
        style.dialog(surface, self.frame, self.title)
        for label, widget in self.rows:
            if not widget.visible:
                continue
            if label:
                width = widget.rect.left - self.body.left
                row = pygame.Rect(self.body.left, widget.rect.top, width, widget.rect.height)
                style.text_in(surface, row, label.replace("&", ""), style.data.ink)
            widget.draw(surface, style, widget is self.focus)
        for button in self.buttons:
            if button.visible:
                button.draw(surface, style, button is self.focus)
        line = pygame.Rect(self.body.left, self.body.bottom - self.line_height(), self.body.width, self.line_height())
        text = self.message or self.hint
        if text:
            style.text_in(surface, line, text, style.data.ink if self.message else style.data.grey, align="center")


class MessageBox(Dialog):
    """Lines of text and one button (OK) or two (a question: ``yes`` and ``no``); the answer's
    function runs after the box has closed."""

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
    ) -> None:
        self._on_ok, self._on_no = on_ok, on_no
        width = width or min(ctx.canvas[0] * 2 // 3, 320)
        buttons = [Button(ok or _("OK"), lambda: self.answer(True), default=True, cancel=no is None)]
        if no is not None:
            buttons.append(Button(no, lambda: self.answer(False), cancel=True))
        super().__init__(ctx, title, [Label(text, width=width, align="center")], buttons)
        self.focus = buttons[0]

    def answer(self, yes: bool) -> None:
        self.close()
        (self._on_ok if yes else self._on_no)()
