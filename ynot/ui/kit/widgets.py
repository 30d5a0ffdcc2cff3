"""The kit's widgets: behaviour written once (focus, keys, mnemonics, greying, scrolling), drawing
asked of the look's Style. A widget lives in a :class:`Host` (a dialog, or a look's own screen) that
gives it the style and hears its refusals."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Protocol

import pygame

from ...i18n import _
from .clicks import DoubleClick
from .line_edit import LineEdit
from .style import FieldView, State, Style
from .text import mnemonic_letter, split_mnemonic
from .timers import Timer

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
PRESS_MS = 120  # how long a button looks pressed after a key pressed it
Flag = bool | Callable[[], bool]


class Host(Protocol):
    """Where widgets live: the style to draw with, and somewhere to say no."""

    style: Style

    def refuse(self, sentence: str) -> None:
        """The error beep and ``sentence`` where this host shows messages."""
        ...

    def sound(self, name: str) -> None: ...


def _flag(value: Flag) -> bool:
    return bool(value()) if callable(value) else bool(value)


def next_starting_with(texts: Sequence[str], index: int, typed: str) -> int | None:
    """The index of the next text after ``index`` (round the end) starting with the letter or digit
    ``typed``, or None: a letter typed in a list or a choice jumps there."""
    char = typed[:1].lower()
    if not char.isalnum():
        return None
    for offset in range(1, len(texts) + 1):
        found = (index + offset) % len(texts)
        if texts[found].lower().startswith(char):
            return found
    return None


class Widget:
    """A control with a rectangle; subclasses add behaviour and ask the style to draw them."""

    focusable = True
    #: Keys a focused widget keeps for itself (the dialog does not move the focus with them).
    own_keys: frozenset[int] = frozenset()

    def __init__(self, label: str = "", *, enabled: Flag = True, visible: Flag = True) -> None:
        self.label = label
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._enabled = enabled
        self._visible = visible

    @property
    def enabled(self) -> bool:
        return _flag(self._enabled)

    @property
    def visible(self) -> bool:
        return _flag(self._visible)

    @property
    def mnemonic(self) -> str:
        """The letter that reaches this widget from the keyboard (Alt with it, or alone in a dialog)."""
        return mnemonic_letter(self.label)

    def size_hint(self, style: Style) -> tuple[int, int]:
        """The size the widget would like."""
        return style.label_size(self.label)

    def state(self, focused: bool, **more: object) -> State:
        return State(enabled=self.enabled, focused=focused, mnemonic=split_mnemonic(self.label)[1], **more)

    # behaviour: True when the event was the widget's
    def key(self, event: pygame.event.Event, host: Host) -> bool:
        return False

    def text_input(self, text: str, host: Host) -> bool:
        return False

    def mouse(self, event: pygame.event.Event, host: Host) -> bool:
        return False

    def activate(self, host: Host) -> None:
        """Its mnemonic was pressed: do what a click does."""

    def leave(self) -> None:
        """The keyboard's focus leaves it (a number being typed is brought within range)."""

    def update(self, dt_ms: int) -> None:
        """Time passes (a button's pressed look fades)."""

    def busy(self) -> bool:
        return False

    def captures_mouse(self) -> bool:
        """Whether every mouse event goes to it first (a list it dropped lies over other widgets)."""
        return False

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        raise NotImplementedError

    def draw_over(self, surface: pygame.Surface, style: Style) -> None:
        """What it draws over every other widget (a dropped list); nothing for most."""


class Label(Widget):
    """Text that does nothing: lines wrapped to the widget's width. A line with tabs is a table row, not
    wrapped: its first cell at the left, the others right-aligned at equal steps across the width."""

    focusable = False

    def __init__(self, text: str, *, width: int = 0, align: str = "left", emphasis: bool = False) -> None:
        super().__init__(text)
        self.width = width
        self.align = align
        self.emphasis = emphasis

    def lines(self, style: Style) -> list[str]:
        if not self.width:
            return self.label.split("\n")
        lines: list[str] = []
        for paragraph in self.label.split("\n"):
            lines.extend([paragraph] if "\t" in paragraph else style.font.wrap(paragraph, self.width))
        return lines

    def size_hint(self, style: Style) -> tuple[int, int]:
        lines = self.lines(style)
        widest = max((style.font.line_width(line.replace("\t", "    ")) for line in lines), default=0)
        if any("\t" in line for line in lines):
            widest = max(widest, self.width)
        return widest, len(lines) * style.font.line_height

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        x = {"left": self.rect.left, "right": self.rect.right}.get(self.align, self.rect.centerx)
        ink = style.data.ink if not self.emphasis else style.data.extra.get("emphasis", style.data.ink)
        for row, line in enumerate(self.lines(style)):
            y = self.rect.top + row * style.font.line_height
            if "\t" not in line:
                style.text(surface, line, (x, y), ink, align=self.align)
                continue
            cells = line.split("\t")
            step = self.rect.width // len(cells)
            style.text(surface, cells[0], (self.rect.left, y), ink)
            for column, cell in enumerate(cells[1:], start=2):
                style.text(surface, cell, (self.rect.left + step * column - 4, y), ink, align="right")


class Button(Widget):
    """A push button: a click, SPACE or RETURN while it has the focus, or its mnemonic press it; the
    dialog's default button also answers RETURN from anywhere, and a ``shortcut`` key presses it from
    anywhere in its dialog. ``on_press`` may return a sentence: the press is refused with it.

    ``on`` draws it lit (the chosen one of a row of buttons, as the Amiga's boxes 1 to 4); ``greyed``
    draws it greyed while it still takes clicks, for a button whose ``on_press`` returns the reason it
    cannot act now (YATCY's ROLL); ``sound`` is what a press sounds (None: the action makes its own)."""

    def __init__(
        self,
        label: str,
        on_press: Callable[[], str | None],
        *,
        default: bool = False,
        cancel: bool = False,
        enabled: Flag = True,
        visible: Flag = True,
        width: int = 0,
        shortcut: int | None = None,
        on: Flag = False,
        greyed: Flag = False,
        sound: str | None = "click",
    ) -> None:
        super().__init__(label, enabled=enabled, visible=visible)
        self.on_press = on_press
        self.default = default
        self.cancel = cancel  # ESC presses it
        self.width = width
        self.shortcut = shortcut
        self._on = on
        self._greyed = greyed
        self.press_sound = sound
        self.held = False  # the mouse button is down on it
        self.pressed_for = Timer()  # shown pressed a moment after a press

    @property
    def pressed(self) -> bool:
        return self.held or self.pressed_for.running

    def size_hint(self, style: Style) -> tuple[int, int]:
        width, height = style.button_size(self.label)
        return max(width, self.width), height

    def press(self, host: Host) -> None:
        if not self.enabled:
            host.refuse(_("{button} cannot be used now.").format(button=split_mnemonic(self.label)[0]))
            return
        self.pressed_for.start(PRESS_MS)
        if self.press_sound:
            host.sound(self.press_sound)
        refused = self.on_press()
        if refused:
            host.refuse(refused)

    def activate(self, host: Host) -> None:
        self.press(host)

    def key(self, event: pygame.event.Event, host: Host) -> bool:
        if event.key in (pygame.K_SPACE, *ENTER_KEYS):
            self.press(host)
            return True
        return False

    def mouse(self, event: pygame.event.Event, host: Host) -> bool:
        inside = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside:
            self.held = self.enabled
            if not self.enabled:
                host.refuse(_("{button} cannot be used now.").format(button=split_mnemonic(self.label)[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held:
            self.held = False
            if inside:  # let go outside: nothing happens
                self.press(host)
            return True
        return False

    def update(self, dt_ms: int) -> None:
        self.pressed_for.update(dt_ms)

    def busy(self) -> bool:
        return self.pressed_for.running

    def show_pressed(self, ms: int = PRESS_MS) -> None:
        """Look pressed for ``ms`` without being pressed (a computer player about to press it)."""
        self.pressed_for.start(ms)

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        state = self.state(focused, pressed=self.pressed, default=self.default, on=_flag(self._on))
        if _flag(self._greyed):
            state = replace(state, enabled=False)
        style.button(surface, self.rect, self.label, state)


class CheckBox(Widget):
    """A check box: SPACE, a click or its mnemonic tick and untick it."""

    def __init__(
        self,
        label: str,
        checked: bool = False,
        *,
        on_change: Callable[[bool], None] | None = None,
        enabled: Flag = True,
        visible: Flag = True,
    ) -> None:
        super().__init__(label, enabled=enabled, visible=visible)
        self.checked = checked
        self.on_change = on_change

    def size_hint(self, style: Style) -> tuple[int, int]:
        return style.toggle_size(self.label)

    def activate(self, host: Host) -> None:
        if not self.enabled:
            host.refuse(_("That cannot be changed now."))
            return
        self.checked = not self.checked
        host.sound("click")
        if self.on_change is not None:
            self.on_change(self.checked)

    def key(self, event: pygame.event.Event, host: Host) -> bool:
        if event.key == pygame.K_SPACE:
            self.activate(host)
            return True
        return False

    def mouse(self, event: pygame.event.Event, host: Host) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            self.activate(host)
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        style.toggle(surface, self.rect, self.label, self.state(focused, on=self.checked), round_=False)


class RadioGroup(Widget):
    """Radio buttons, one of them chosen: the arrow keys move the choice, a click or an option's
    mnemonic chooses it. The options are stacked down the group's rectangle (``across``: side by side)."""

    own_keys = frozenset((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT))

    def __init__(
        self,
        options: Sequence[str],
        index: int = 0,
        *,
        on_change: Callable[[int], None] | None = None,
        across: bool = False,
        enabled: Flag = True,
        visible: Flag = True,
    ) -> None:
        super().__init__("", enabled=enabled, visible=visible)
        self.options = list(options)
        self.index = max(0, min(index, len(self.options) - 1))
        self.on_change = on_change
        self.across = across
        self._gap = 0  # between options side by side (the style's, from size_hint)

    @property
    def mnemonic(self) -> str:
        return ""

    def mnemonics(self) -> list[str]:
        return [mnemonic_letter(option) for option in self.options]

    def option_rect(self, index: int) -> pygame.Rect:
        count = max(1, len(self.options))
        if self.across:
            step = (self.rect.width + self._gap) // count
            return pygame.Rect(self.rect.left + index * step, self.rect.top, step - self._gap, self.rect.height)
        height = self.rect.height // count
        return pygame.Rect(self.rect.left, self.rect.top + index * height, self.rect.width, height)

    def size_hint(self, style: Style) -> tuple[int, int]:
        sizes = [style.toggle_size(option) for option in self.options]
        width = max((w for w, _ in sizes), default=0)
        height = max((h for _, h in sizes), default=0)
        if self.across:  # a gap after each option's text, so it does not run into the next circle
            self._gap = 2 * style.data.padding
            return width * len(self.options) + self._gap * (len(self.options) - 1), height
        return width, height * len(self.options)

    def choose(self, index: int, host: Host) -> None:
        if not self.enabled:
            host.refuse(_("That cannot be changed now."))
            return
        if index != self.index:
            self.index = index
            host.sound("click")
            if self.on_change is not None:
                self.on_change(index)

    def key(self, event: pygame.event.Event, host: Host) -> bool:
        if event.key in self.own_keys:
            step = -1 if event.key in (pygame.K_UP, pygame.K_LEFT) else 1
            self.choose((self.index + step) % len(self.options), host)
            return True
        return False

    def mouse(self, event: pygame.event.Event, host: Host) -> bool:
        if not self.rect.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for index in range(len(self.options)):
                if self.option_rect(index).collidepoint(event.pos):
                    self.choose(index, host)
        return True

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        for index, option in enumerate(self.options):
            on = index == self.index
            state = State(enabled=self.enabled, focused=focused and on, on=on, mnemonic=split_mnemonic(option)[1])
            style.toggle(surface, self.option_rect(index), option, state, round_=True)


class Choice(Widget):
    """A choice list (EPOC) or cycle gadget (Intuition): LEFT/RIGHT or a click step through the
    options (Shift-click steps back); a letter jumps to the next option starting with it."""

    own_keys = frozenset((pygame.K_LEFT, pygame.K_RIGHT))

    def __init__(
        self,
        label: str,
        options: Sequence[str],
        index: int = 0,
        *,
        on_change: Callable[[int], None] | None = None,
        enabled: Flag = True,
        visible: Flag = True,
    ) -> None:
        super().__init__(label, enabled=enabled, visible=visible)
        self.options = list(options)
        self.index = max(0, min(index, len(self.options) - 1))
        self.on_change = on_change
        self.held = False  # the mouse button is down on it

    @property
    def value(self) -> str:
        return self.options[self.index]

    def size_hint(self, style: Style) -> tuple[int, int]:
        return style.choice_size(max((style.font.line_width(option) for option in self.options), default=0))

    def step(self, step: int, host: Host) -> None:
        if not self.enabled:
            host.refuse(_("That cannot be changed now."))
            return
        self.index = (self.index + step) % len(self.options)
        host.sound("click")
        if self.on_change is not None:
            self.on_change(self.index)

    def activate(self, host: Host) -> None:
        self.step(1, host)

    def key(self, event: pygame.event.Event, host: Host) -> bool:
        if event.key in self.own_keys:
            self.step(1 if event.key == pygame.K_RIGHT else -1, host)
            return True
        return False

    def text_input(self, text: str, host: Host) -> bool:
        found = next_starting_with(self.options, self.index, text)
        if found is None:
            return False
        self.step((found - self.index) % len(self.options), host)
        return True

    def mouse(self, event: pygame.event.Event, host: Host) -> bool:
        inside = self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and inside:
            self.held = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held:
            self.held = False
            if inside:  # let go outside: nothing changes
                self.step(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1, host)
            return True
        return inside

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        style.choice(surface, self.rect, self.value, self.state(focused, pressed=self.held))


class TextField(Widget):
    """One line of text to type: the editing keys of :class:`LineEdit`, characters from TEXTINPUT
    events, a length limit, and a text wider than the field scrolls inside it."""

    own_keys = frozenset(
        (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE, pygame.K_DELETE)
    )

    def __init__(
        self,
        label: str = "",
        text: str = "",
        *,
        max_length: int = 20,
        check: Callable[[str], str] | None = None,
        select_all: bool = True,
        width_chars: int = 14,
        enabled: Flag = True,
        visible: Flag = True,
        on_change: Callable[[str], None] | None = None,
    ) -> None:
        super().__init__(label, enabled=enabled, visible=visible)
        self.edit = LineEdit(text, max_length=max_length, check=check or (lambda text: ""), select_all=select_all)
        self.width_chars = width_chars
        self.on_change = on_change

    @property
    def value(self) -> str:
        return self.edit.text

    def size_hint(self, style: Style) -> tuple[int, int]:
        return style.field_size(style.font.line_width("M" * self.width_chars))

    def _done(self, refused: str, host: Host, before: str) -> bool:
        if refused:
            host.refuse(refused)
        elif self.on_change is not None and self.edit.text != before:
            self.on_change(self.edit.text)
        return True

    def key(self, event: pygame.event.Event, host: Host) -> bool:
        if not self.enabled:
            return False
        before = self.edit.text
        refused = self.edit.key(event)
        if refused is None:
            return False
        return self._done(refused, host, before)

    def text_input(self, text: str, host: Host) -> bool:
        if not self.enabled:
            return False
        before = self.edit.text
        return self._done(self.edit.insert(text), host, before)

    def view(self, style: Style) -> FieldView:
        shown, start = self.edit.visible(style.font, style.field_room(self.rect))
        selection = self.edit.selection()
        if selection is not None:
            low = max(0, selection[0] - start)
            high = max(0, min(len(shown), selection[1] - start))
            selection = (low, high) if high > low else None
        return FieldView(shown, self.edit.caret - start, selection)

    def mouse(self, event: pygame.event.Event, host: Host) -> bool:
        if not self.rect.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.edit.anchor = None
            self.edit.caret = self._index_at(event.pos[0], host.style)
        return True

    def _index_at(self, x: int, style: Style) -> int:
        shown, start = self.edit.visible(style.font, style.field_room(self.rect))
        left = self.rect.left + style.data.padding
        for index in range(len(shown) + 1):
            if left + style.font.line_width(shown[:index]) >= x:
                return start + index
        return start + len(shown)

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        style.text_field(surface, self.rect, self.view(style), self.state(focused))


class NumberField(Widget):
    """A whole number from ``low`` to ``high``: LEFT/RIGHT (or + and -) step it by ``step``, digits
    type it (shown as typed, brought within range when the focus leaves), BACKSPACE takes a digit off."""

    own_keys = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE))

    def __init__(
        self,
        label: str,
        value: int,
        low: int,
        high: int,
        step: int = 1,
        *,
        enabled: Flag = True,
        visible: Flag = True,
    ) -> None:
        super().__init__(label, enabled=enabled, visible=visible)
        self.low, self.high, self.step = low, high, step
        self._value = value
        self.typed: str | None = None  # the digits being typed, before they are brought within range

    @property
    def value(self) -> int:
        return max(self.low, min(self.high, self._value))

    def text(self) -> str:
        """What the field shows: the number, or the digits being typed and a caret."""
        return str(self.value) if self.typed is None else self.typed + "_"

    def size_hint(self, style: Style) -> tuple[int, int]:
        return style.field_size(style.font.line_width(str(self.high)))

    def leave(self) -> None:
        self._value, self.typed = self.value, None

    def _step(self, steps: int, host: Host) -> bool:
        if not self.enabled:
            host.refuse(_("That cannot be changed now."))
            return True
        self.leave()
        self._value = max(self.low, min(self.high, self._value + steps * self.step))
        return True

    def key(self, event: pygame.event.Event, host: Host) -> bool:
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            return self._step(1 if event.key == pygame.K_RIGHT else -1, host)
        if event.key == pygame.K_BACKSPACE and self.enabled:
            typed = str(self.value) if self.typed is None else self.typed
            self.typed = typed[:-1]
            self._value = int(self.typed) if self.typed else self.low
            return True
        return False

    def text_input(self, text: str, host: Host) -> bool:
        if text in ("+", "-"):
            return self._step(1 if text == "+" else -1, host)
        if not (len(text) == 1 and text.isdigit()) or not self.enabled:
            return False
        typed = ((self.typed or "") + text).lstrip("0")
        if not typed or int(typed) > self.high:
            host.refuse(_("Type a number from {low} to {high}.").format(low=self.low, high=self.high))
            return True
        self.typed, self._value = typed, int(typed)
        return True

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        style.number_field(surface, self.rect, self.text(), self.state(focused))


class ListBox(Widget):
    """A list to choose from: UP/DOWN, HOME/END and PGUP/PGDN move the selection (the list scrolls to
    keep it in sight), the wheel scrolls, a click selects, RETURN or a double click chooses; a letter
    jumps to the next item starting with it. ``on_choose`` may return a sentence: the choice is refused
    with it. With ``wrap``, UP on the first item goes to the last and DOWN on the last to the first;
    ``width`` is the least width the list asks for."""

    own_keys = frozenset((pygame.K_UP, pygame.K_DOWN, pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_PAGEDOWN))

    def __init__(
        self,
        items: Sequence[str],
        index: int = 0,
        *,
        on_choose: Callable[[int], str | None] | None = None,
        on_select: Callable[[int], None] | None = None,
        rows: int = 6,
        enabled: Flag = True,
        visible: Flag = True,
        label: str = "",
        wrap: bool = False,
        width: int = 0,
    ) -> None:
        super().__init__(label, enabled=enabled, visible=visible)
        self.wrap = wrap
        self.width = width
        self.items = list(items)
        self.index = max(0, min(index, len(self.items) - 1))
        self.top = 0
        self.rows = rows
        self.on_choose: Callable[[int], str | None] | None = on_choose
        self.on_select = on_select
        self.clicks = DoubleClick()
        self._row_height = 10
        self._inset = 0  # the well's edge above the first row

    def page(self) -> int:
        return max(1, self.rect.height // max(1, self._row_height))

    def size_hint(self, style: Style) -> tuple[int, int]:
        self._row_height = style.data.row_height
        widest = max((style.font.line_width(item) for item in self.items), default=60)
        width, height = style.list_size(widest, self.rows)
        return max(width, self.width), height

    def select(self, index: int, host: Host | None = None) -> None:
        if not self.items:
            return
        index = max(0, min(len(self.items) - 1, index))
        changed = index != self.index
        self.index = index
        page = self.page()
        if self.index < self.top:
            self.top = self.index
        elif self.index >= self.top + page:
            self.top = self.index - page + 1
        if changed and self.on_select is not None:
            self.on_select(index)

    def scroll(self, rows: int) -> None:
        self.top = max(0, min(max(0, len(self.items) - self.page()), self.top + rows))

    def choose(self, host: Host) -> None:
        if not self.items:
            host.refuse(_("The list is empty."))
        elif self.on_choose is not None:
            refused = self.on_choose(self.index)
            if refused:
                host.refuse(refused)

    def key(self, event: pygame.event.Event, host: Host) -> bool:
        page = self.page()
        moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page}
        if event.key in (pygame.K_UP, pygame.K_DOWN) and self.wrap and self.items:
            self.select((self.index + moves[event.key]) % len(self.items), host)
        elif event.key in moves:
            self.select(self.index + moves[event.key], host)
        elif event.key == pygame.K_HOME:
            self.select(0, host)
        elif event.key == pygame.K_END:
            self.select(len(self.items) - 1, host)
        elif event.key in ENTER_KEYS and self.on_choose is not None:
            self.choose(host)
        else:
            return False
        return True

    def text_input(self, text: str, host: Host) -> bool:
        found = next_starting_with(self.items, self.index, text)
        if found is None:
            return False
        self.select(found, host)
        return True

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not self.rect.collidepoint(pos):
            return None
        index = self.top + max(0, pos[1] - self.rect.top - self._inset) // max(1, self._row_height)
        return index if index < len(self.items) else None

    def mouse(self, event: pygame.event.Event, host: Host) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if not self.rect.collidepoint(event.pos):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            self.scroll(-1 if event.button == 4 else 1)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.row_at(event.pos)
            if index is not None:
                double = self.clicks.press(event.pos, event.button, index)
                self.select(index, host)
                if double:
                    self.choose(host)
        return True

    def update(self, dt_ms: int) -> None:
        self.clicks.advance(dt_ms)

    def draw(self, surface: pygame.Surface, style: Style, focused: bool) -> None:
        self._row_height = style.data.row_height
        inner = style.list_well(surface, self.rect)
        self._inset = inner.top - self.rect.top
        bar = style.scroll_bar_width()
        page = self.page()
        scrolls = len(self.items) > page
        width = inner.width - (bar + 1 if scrolls else 0)
        for row, item in enumerate(self.items[self.top : self.top + page]):
            index = self.top + row
            rect = pygame.Rect(inner.left, inner.top + row * self._row_height, width, self._row_height)
            state = State(enabled=self.enabled, focused=focused, on=index == self.index)
            style.list_row(surface, rect.clip(inner), item, state)
        if scrolls:
            style.scroll_bar(
                surface, pygame.Rect(inner.right - bar, inner.top, bar, inner.height), self.top, page, len(self.items)
            )
