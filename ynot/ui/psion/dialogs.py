"""EPOC-style dialogs for the Psion skin: messages, confirmations, forms, choice lists, help pages.

Every dialog is a Scene drawn over the game. ENTER confirms and ESC goes back, as on the 3a; any other
key either does its documented thing or gives the error beep.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from .. import kit
from ..keys import MODIFIER_KEYS
from ..pixelfont import PixelFont, get_font
from ..scene import Scene
from .look import Look

MOD_PSION = pygame.KMOD_CTRL | pygame.KMOD_ALT
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def wrap(text: str, font: PixelFont, width: int) -> list[str]:
    """``text`` broken into lines no wider than ``width`` pixels (newlines kept)."""
    return font.wrap(text, width)


class Context(kit.Context):
    """The kit's context in the EPOC style, with the Psion look its dialogs draw with."""

    @property
    def look(self) -> Look:
        return self.style.look  # type: ignore[attr-defined, no-any-return]


class Dialog(Scene):
    """A box in the middle of the screen with a bold title; subclasses add the body."""

    opaque = False

    def __init__(self, ctx: Context, title: str, *, on_close: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.ctx = ctx
        self.title = title
        self.on_close = on_close
        self._keys_seen = False

    # the kit's Host: a widget's refusal -----------------------------------------------------
    @property
    def style(self) -> kit.Style:
        return self.ctx.style

    def refuse(self, sentence: str) -> None:
        self.error = sentence
        self.ctx.beep()

    def sound(self, name: str) -> None:
        self.ctx.sound(name)

    # geometry -----------------------------------------------------------------------------
    def body_size(self) -> tuple[int, int]:
        return (120, 20)

    def hint(self) -> str:
        return ""

    def _rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """The frame and the body, laid out by the EPOC style with room for the hint line."""
        font = self.ctx.look.font
        body_w, body_h = self.body_size()
        hint_h = font.line_height + 2 if self.hint() else 0
        size = (max(body_w, font.size(self.hint())[0]), body_h + hint_h)
        frame, body = self.ctx.style.dialog_rects(self.ctx.canvas, self.title, size)
        body.height -= hint_h
        return frame, body

    def frame(self) -> pygame.Rect:
        return self._rects()[0]

    def body_rect(self) -> pygame.Rect:
        return self._rects()[1]

    # drawing ------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        look = self.ctx.look
        frame, body = self._rects()
        self.ctx.style.dialog(surface, frame, self.title)
        hint = self.hint()
        if hint:
            y = frame.bottom - look.font.line_height - 4
            look.font.draw(surface, hint, (frame.centerx, y), look.grey, align="center")
        self.draw_body(surface, body)

    def draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Paint the dialog's content inside ``rect``."""

    # keys ---------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.TEXTINPUT:
            if self._keys_seen:  # else it is the character of the key that opened this dialog
                self.text_input(event.text)
            return True
        if event.type != pygame.KEYDOWN:
            return event.type == pygame.KEYUP
        self._keys_seen = True
        if event.key in MODIFIER_KEYS:
            return True
        if not self.key(event):
            self.ctx.beep()
        return True

    def text_input(self, text: str) -> None:
        """Characters typed (a text field takes them; elsewhere the key press did the work)."""

    def key(self, event: pygame.event.Event) -> bool:
        """Handle one key press; False means the key does nothing here (the caller beeps)."""
        if event.key == pygame.K_ESCAPE:
            self.dismiss()
            return True
        return False

    def dismiss(self) -> None:
        self.close()
        if self.on_close is not None:
            self.on_close()


class MessageDialog(Dialog):
    """Lines of text; ENTER, SPACE or ESC closes it. Lines with a tab are split into columns."""

    def __init__(
        self,
        ctx: Context,
        title: str,
        lines: Sequence[str],
        *,
        width: int = 260,
        on_close: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(ctx, title, on_close=on_close)
        self.width = width
        self.set_lines(lines)

    def set_lines(self, lines: Sequence[str]) -> None:
        font = self.ctx.look.font
        self.lines: list[str] = []
        for line in lines:
            if "\t" in line:
                self.lines.append(line)
            else:
                self.lines.extend(wrap(line, font, self.width))

    def hint(self) -> str:
        return "Enter or Esc to continue"

    def body_size(self) -> tuple[int, int]:
        font = self.ctx.look.font
        widest = max((font.size(line.replace("\t", "    "))[0] for line in self.lines), default=0)
        return (
            max(self.width if any("\t" in line for line in self.lines) else 0, widest),
            len(self.lines) * font.line_height,
        )

    def draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        look = self.ctx.look
        y = rect.top
        for line in self.lines:
            if "\t" in line:
                cells = line.split("\t")
                step = rect.width // len(cells)
                for i, cell in enumerate(cells):
                    if i == 0:
                        look.font.draw(surface, cell, (rect.left, y), look.black)
                    else:
                        look.font.draw(
                            surface, cell, (rect.left + step * (i + 1) - 4, y), look.black, align="right"
                        )
            else:
                look.font.draw(surface, line, (rect.centerx, y), look.black, align="center")
            y += look.font.line_height

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in ENTER_KEYS + (pygame.K_SPACE, pygame.K_ESCAPE):
            self.dismiss()
            return True
        return False


class ConfirmDialog(Dialog):
    """A question: ENTER or Y says yes, ESC or N says no."""

    def __init__(self, ctx: Context, title: str, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(ctx, title)
        self.on_yes = on_yes
        self.lines = wrap(question, ctx.look.font, 220)

    def hint(self) -> str:
        return "Enter: Yes     Esc: No"

    def body_size(self) -> tuple[int, int]:
        font = self.ctx.look.font
        return (max(font.size(line)[0] for line in self.lines), len(self.lines) * font.line_height)

    def draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        look = self.ctx.look
        for i, line in enumerate(self.lines):
            look.font.draw(
                surface,
                line,
                (rect.centerx, rect.top + i * look.font.line_height),
                look.black,
                align="center",
            )

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in ENTER_KEYS or event.key == pygame.K_y:
            self.close()
            self.on_yes()
            return True
        if event.key in (pygame.K_ESCAPE, pygame.K_n):
            self.dismiss()
            return True
        return False


# --- forms ---------------------------------------------------------------------------------------
@dataclass
class ChoiceField:
    """A choice list: LEFT and RIGHT (or the first letter) change it."""

    label: str
    options: list[str]
    index: int = 0
    visible: Callable[[], bool] = field(default=lambda: True)

    @property
    def value(self) -> str:
        return self.options[self.index]

    def text(self) -> str:
        return self.value

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.index = (self.index + step) % len(self.options)
            return True
        found = kit.next_starting_with(self.options, self.index, event.unicode or "")
        if found is None:
            return False
        self.index = found
        return True


@dataclass
class NumberField:
    """A number: LEFT and RIGHT step it, digits type it (what is typed shows as it is and is brought
    within ``low``..``high`` when the dialog is accepted), BACKSPACE deletes."""

    label: str
    value: int
    low: int
    high: int
    step: int = 1
    visible: Callable[[], bool] = field(default=lambda: True)
    _typed: str | None = None

    def text(self) -> str:
        return (self._typed or "") + "_" if self._typed is not None else str(self.value)

    def commit(self) -> None:
        """Bring a typed number within bounds."""
        self.value = max(self.low, min(self.high, self.value))
        self._typed = None

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.commit()
            delta = self.step if event.key == pygame.K_RIGHT else -self.step
            self.value = max(self.low, min(self.high, self.value + delta))
            return True
        if event.key == pygame.K_BACKSPACE:
            typed = str(self.value) if self._typed is None else self._typed
            self._typed = typed[:-1]
            self.value = int(self._typed) if self._typed else self.low
            return True
        char = event.unicode or ""
        if len(char) == 1 and char.isdigit():
            typed = ((self._typed or "") + char).lstrip("0")
            if not typed or int(typed) > self.high:
                return False
            self._typed = typed
            self.value = int(typed)
            return True
        return False


class TextField(kit.TextField):
    """A line of text in a form: the kit's text field (caret, selection, editing keys, TEXTINPUT typing,
    a text too wide scrolls inside). Text given at the start is selected, as in an EPOC edit box: the
    first key typed replaces it. A '#' and a character no Psion font has are refused with a sentence."""

    def __init__(
        self, label: str, value: str = "", max_length: int = 20, *, visible: Callable[[], bool] = lambda: True
    ) -> None:
        super().__init__(label, value, max_length=max_length, check=_name_check, visible=visible)

    def text(self) -> str:
        return self.value


def _name_check(text: str) -> str:
    missing = kit.missing_characters((get_font("psion"), get_font("psion-bold")), text)
    if missing:
        return kit.refusal(missing)
    if "#" in text:
        return "A name cannot hold #"
    return ""


Field = ChoiceField | NumberField | TextField


class FormDialog(Dialog):
    """Labelled fields, one per line; UP and DOWN move between them, ENTER accepts, ESC cancels."""

    def __init__(
        self,
        ctx: Context,
        title: str,
        fields: Sequence[Field],
        on_ok: Callable[[FormDialog], str | None],
        *,
        on_close: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(ctx, title, on_close=on_close)
        self.fields = list(fields)
        self.on_ok = on_ok
        self.current = 0
        self.error = ""

    def visible_fields(self) -> list[Field]:
        return [f for f in self.fields if (f.visible if isinstance(f, kit.Widget) else f.visible())]

    def hint(self) -> str:
        return self.error or "Enter: OK     Esc: Cancel"

    def body_size(self) -> tuple[int, int]:
        look = self.ctx.look
        fields = self.fields
        label_w = max(look.font.size(f.label)[0] for f in fields)
        value_w = max(self._widest_value(f) for f in fields)
        return (label_w + value_w + 34, len(self.visible_fields()) * (look.font.line_height + 4))

    def _widest_value(self, f: Field) -> int:
        font = self.ctx.look.font
        if isinstance(f, ChoiceField):
            return max(font.size(o)[0] for o in f.options)
        if isinstance(f, NumberField):
            return font.size(str(f.high))[0]
        return font.size("M" * min(f.edit.max_length, 14))[0]

    def draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        look = self.ctx.look
        fields = self.visible_fields()
        self.current = min(self.current, len(fields) - 1)
        label_w = max(look.font.size(f.label)[0] for f in self.fields)
        row_h = look.font.line_height + 4
        for i, f in enumerate(fields):
            y = rect.top + i * row_h
            look.font.draw(surface, f.label, (rect.left, y + 2), look.black)
            value_rect = pygame.Rect(
                rect.left + label_w + 12, y, rect.right - rect.left - label_w - 12, row_h - 1
            )
            text = f.text()
            if isinstance(f, TextField):
                f.rect = value_rect
                f.draw(surface, self.ctx.style, i == self.current)
            elif i == self.current:
                if isinstance(f, ChoiceField):
                    look.font.draw(surface, "<", (value_rect.left, y + 2), look.black)
                    look.font.draw(surface, ">", (value_rect.right - 1, y + 2), look.black, align="right")
                inner = value_rect.inflate(-16, 0)
                inner.width = min(inner.width, look.font.size(text)[0] + 6)
                look.inverse_text(surface, inner, text, look.font, pad=3)
            else:
                look.font.draw(surface, text, (value_rect.left + 11, y + 2), look.black)

    def key(self, event: pygame.event.Event) -> bool:
        fields = self.visible_fields()
        if event.key == pygame.K_ESCAPE:
            self.dismiss()
            return True
        if event.key in ENTER_KEYS:
            for f in self.fields:
                if isinstance(f, NumberField):
                    f.commit()
            error = self.on_ok(self)
            if error:
                self.error = error
                return False
            self.close()
            return True
        if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            if isinstance(fields[self.current], NumberField):
                fields[self.current].commit()
            step = -1 if event.key == pygame.K_UP else 1
            self.current = (self.current + step) % len(fields)
            self.error = ""
            return True
        field = fields[self.current]
        if isinstance(field, TextField):
            self.error = ""
            if field.key(event, self):
                return True
            return bool(event.unicode) and event.unicode.isprintable() and not event.mod & MOD_PSION
        if field.key(event):
            self.error = ""
            return True
        return False

    def text_input(self, text: str) -> None:
        fields = self.visible_fields()
        field = fields[min(self.current, len(fields) - 1)]
        if isinstance(field, TextField):
            field.text_input(text, self)


class ListDialog(Dialog):
    """A list to choose from: UP/DOWN move, ENTER selects, SPACE does the list's extra action."""

    def __init__(
        self,
        ctx: Context,
        title: str,
        items: Sequence[str],
        on_select: Callable[[int], str | None],
        *,
        on_space: Callable[[int], str | None] | None = None,
        hint: str = "",
        current: int = 0,
        on_close: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(ctx, title, on_close=on_close)
        self.items = list(items)
        self.on_select = on_select
        self.on_space = on_space
        self._hint = hint
        self.current = max(0, min(current, len(self.items) - 1))
        self.error = ""

    def hint(self) -> str:
        return self.error or self._hint or "Enter: choose     Esc: cancel"

    def body_size(self) -> tuple[int, int]:
        font = self.ctx.look.font
        widest = max((font.size(item)[0] for item in self.items), default=60)
        return (max(widest + 16, 140), max(1, len(self.items)) * (font.line_height + 2))

    def draw_body(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        look = self.ctx.look
        row_h = look.font.line_height + 2
        for i, item in enumerate(self.items):
            line = pygame.Rect(rect.left, rect.top + i * row_h, rect.width, row_h)
            if i == self.current:
                look.inverse_text(surface, line, item, look.font)
            else:
                look.text_in(surface, line, item, look.black, look.font)

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_ESCAPE:
            self.dismiss()
            return True
        if not self.items:
            return False
        if event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            self.current = (self.current + step) % len(self.items)
            self.error = ""
            return True
        if event.key in (pygame.K_HOME, pygame.K_END):
            self.current = 0 if event.key == pygame.K_HOME else len(self.items) - 1
            return True
        if event.key in ENTER_KEYS:
            return self._outcome(self.on_select(self.current))
        if event.key == pygame.K_SPACE and self.on_space is not None:
            return self._outcome(self.on_space(self.current))
        return False

    def _outcome(self, error: str | None) -> bool:
        if error:
            self.error = error
            return False
        return True
