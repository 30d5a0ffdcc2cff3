"""A menu bar with pull-down menus: mnemonic letters, accelerators shown at the right of an item,
greyed items that cannot be chosen now, separators. The bar is a Scene pushed while menus are open."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...i18n import _
from ..scene import Scene
from .context import Context
from .style import State
from .text import mnemonic_letter, split_mnemonic
from .widgets import ENTER_KEYS, Flag, _flag


@dataclass(frozen=True)
class MenuItem:
    """One item: ``label`` with ``&`` before its mnemonic, the ``command`` it runs, the ``shortcut``
    letter used with the look's accelerator key, and whether it can be chosen now (``enabled``).
    ``checked`` makes it an option with a check mark beside it while true (a flag or a function);
    None: a plain item. ``why_not`` says why it is greyed now (None: "<its label> cannot be chosen now.").
    A label of ``"-"`` is a separator."""

    label: str
    command: Callable[[], None] | str = ""
    shortcut: str = ""
    enabled: Flag = True
    checked: Flag | None = None
    why_not: Callable[[], str] | None = None

    @property
    def separator(self) -> bool:
        return self.label == "-"

    @property
    def can_choose(self) -> bool:
        return not self.separator and _flag(self.enabled)

    @property
    def is_checked(self) -> bool:
        """The check mark shows now."""
        return self.checked is not None and _flag(self.checked)


SEPARATOR = MenuItem("-")


@dataclass(frozen=True)
class Menu:
    """One menu of a menu bar: its title (with its mnemonic) and its items, in order."""

    title: str
    items: tuple[MenuItem, ...]

    @property
    def has_marks(self) -> bool:
        """Some item is an option with a check mark: every item keeps room for one."""
        return any(item.checked is not None for item in self.items)


def find_mnemonic(menus: Sequence[Menu], letter: str) -> int | None:
    """The index of the menu whose title has the mnemonic ``letter`` (Alt and that letter open it)."""
    letter = letter.lower()
    return next((index for index, menu in enumerate(menus) if mnemonic_letter(menu.title) == letter), None)


def run_command(item: MenuItem) -> None:
    """What a menu does with the item chosen, unless told otherwise: call its command."""
    if callable(item.command):
        item.command()


def find_shortcut(menus: Sequence[Menu], letter: str) -> MenuItem | None:
    """The item whose accelerator is ``letter`` (the look checks the modifier key)."""
    letter = letter.lower()
    for menu in menus:
        for item in menu.items:
            if item.shortcut and item.shortcut.lower() == letter:
                return item
    return None


class MenuBar(Scene):
    """The bar and one pulled-down menu. LEFT/RIGHT change menu, UP/DOWN move among the items,
    RETURN chooses, ESC (or another of ``close_keys``, a modifier alone included) closes. A letter
    chooses the open menu's item with that mnemonic, or with that accelerator; Alt and a letter open
    the menu with that mnemonic. With the mouse: a click on a title opens its menu, a click on an item
    chooses it, a click elsewhere closes the bar. A greyed item chosen (by a click, RETURN or its letter)
    stays open and is refused with the sentence saying why, told the look's way (the context's
    ``refuse``: the Windows status bar, the Psion's infoprint, the Mac's message line), or a beep where
    the look gives none. ``run`` is given the chosen item (by default its command is called).

    The bar lies across the top of the canvas, or in ``bar`` (a window's menu bar); its first title
    starts ``left`` pixels into it. A look draws the closed bar with :meth:`draw_bar`."""

    opaque = False

    def __init__(
        self,
        ctx: Context,
        menus: Sequence[Menu],
        run: Callable[[MenuItem], None] = run_command,
        *,
        open_index: int = 0,
        accelerator_text: Callable[[str], str] = lambda letter: f"Ctrl+{letter.upper()}",
        close_keys: Sequence[int] = (pygame.K_ESCAPE,),
        left: int = 6,
        bar: pygame.Rect | None = None,
    ) -> None:
        super().__init__()
        self.ctx = ctx
        self.menus = list(menus)
        self.run_item = run
        self.menu = open_index
        self.item: int | None = self._first(0, 1)
        #: opened by the mouse with nothing lit: the light follows the pointer, and leaves with it
        self.follows_pointer = False
        self.accelerator_text = accelerator_text
        self.close_keys = tuple(close_keys)
        self.left = left
        self.bar = pygame.Rect(bar) if bar is not None else None

    # --- geometry -----------------------------------------------------------------------------------
    def bar_rect(self) -> pygame.Rect:
        if self.bar is not None:
            return pygame.Rect(self.bar)
        return pygame.Rect(0, 0, self.ctx.canvas[0], self.ctx.style.menu_bar_height())

    def title_rects(self) -> list[pygame.Rect]:
        style = self.ctx.style
        bar = self.bar_rect()
        rects, x = [], bar.left + self.left
        for menu in self.menus:
            width = style.menu_title_width(split_mnemonic(menu.title)[0])
            rects.append(pygame.Rect(x, bar.top + 1, width, bar.height - 1))
            x += width + 4
        return rects

    def drop_rect(self) -> pygame.Rect:
        style = self.ctx.style
        font = style.font
        items = self.menus[self.menu].items
        label_w = max((font.line_width(split_mnemonic(i.label)[0]) for i in items), default=0)
        keys = [self.accelerator_text(i.shortcut) for i in items if i.shortcut]
        key_w = max((font.line_width(k) for k in keys), default=0)
        row_h = style.data.row_height + 1
        title = self.title_rects()[self.menu]
        mark_w = style.menu_mark_width() if self.menus[self.menu].has_marks else 0
        width = label_w + key_w + mark_w + style.menu_label_indent() + 26
        drop = pygame.Rect(title.left, self.bar_rect().bottom + 1, width, len(items) * row_h + 6)
        drop.right = min(drop.right, self.ctx.canvas[0] - 5)
        return drop

    def item_rect(self, index: int, drop: pygame.Rect | None = None) -> pygame.Rect:
        """Item ``index``'s row in the open menu (``drop``: its drop_rect, when known already)."""
        drop = self.drop_rect() if drop is None else drop
        row_h = self.ctx.style.data.row_height + 1
        return pygame.Rect(drop.left + 3, drop.top + 3 + index * row_h, drop.width - 6, row_h)

    # --- behaviour ------------------------------------------------------------------------------------
    def _first(self, start: int, step: int) -> int:
        items = self.menus[self.menu].items
        for offset in range(len(items)):
            index = (start + offset * step) % len(items)
            if not items[index].separator:
                return index
        return 0

    def open(self, index: int, *, lit: bool = True) -> None:
        """Drop menu ``index``. ``lit``: its first item lit, the keyboard's way; a pull-down menu pressed
        open by the mouse (the Macintosh's) lights none until the pointer is on one."""
        self.menu = index % len(self.menus)
        self.item = self._first(0, 1) if lit else None
        self.follows_pointer = not lit
        self.ctx.sound("click")

    def choose(self, item: MenuItem) -> bool:
        if not item.can_choose:
            if item.separator or self.ctx.refuse is None:
                self.ctx.beep()
            else:
                self.ctx.refuse(greyed_reason(item))
            return True
        self.close()
        self.ctx.sound("select")
        self.run_item(item)
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in self.close_keys:
            self.close()  # (a modifier alone may close: Alt in Windows)
            return True
        if event.type == pygame.KEYDOWN:
            return self.ctx.key_press(event, self.key)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION):
            return self.mouse(event)
        return event.type in (pygame.KEYUP, pygame.TEXTINPUT)

    def key(self, event: pygame.event.Event) -> bool:
        key = event.key
        items = self.menus[self.menu].items
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.open(self.menu + (1 if key == pygame.K_RIGHT else -1))
        elif key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if key == pygame.K_DOWN else -1
            start = self.item + step if self.item is not None else (0 if step > 0 else len(items) - 1)
            self.item = self._first(start, step)
            self.ctx.sound("click")
        elif key in ENTER_KEYS:
            if self.item is None:
                self.close()  # nothing lit: nothing chosen, as a pull-down released off its items
                return True
            return self.choose(items[self.item])
        else:
            letter = chr(key).lower() if 0 < key < 0x110000 else ""
            if not letter.isalnum():
                return False
            if event.mod & pygame.KMOD_ALT:
                found = find_mnemonic(self.menus, letter)
                if found is not None:
                    self.open(found)
                    return True
            for item in items:
                if mnemonic_letter(item.label) == letter:
                    return self.choose(item)
            found = find_shortcut(self.menus, letter)
            if found is not None:
                return self.choose(found)
            return False
        return True

    def mouse(self, event: pygame.event.Event) -> bool:
        pos = event.pos
        if event.type == pygame.MOUSEMOTION:
            if self.follows_pointer and getattr(event, "buttons", (0,))[0]:
                for index, rect in enumerate(self.title_rects()):  # held across the bar: that title's menu
                    if rect.collidepoint(pos) and index != self.menu:
                        self.open(index, lit=False)
            under = [index for index, item in enumerate(self.menus[self.menu].items)
                     if self.item_rect(index).collidepoint(pos) and not item.separator]
            if under:
                self.item = under[0]
            elif self.follows_pointer:
                self.item = None  # the pointer left the items: none is lit
            return True
        for index, rect in enumerate(self.title_rects()):
            if rect.collidepoint(pos):
                if event.type == pygame.MOUSEBUTTONDOWN and index != self.menu:
                    self.open(index)
                return True
        for index, item in enumerate(self.menus[self.menu].items):
            if self.item_rect(index).collidepoint(pos):
                if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                    self.item = index
                    self.choose(item)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.drop_rect().collidepoint(pos):
            self.close()
        elif self.follows_pointer and event.type == pygame.MOUSEBUTTONUP and not self.drop_rect().collidepoint(pos):
            self.close()  # a pull-down let go off its menu and its title: nothing chosen
        return True

    # --- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_bar(surface, self.menu)
        self.draw_menu(surface)

    def draw_bar(self, surface: pygame.Surface, open_index: int | None = None) -> None:
        """The bar with its titles (``open_index`` lit): a look draws its closed bar with it."""
        rects = self.title_rects()
        titles = [(rect, *split_mnemonic(menu.title)) for rect, menu in zip(rects, self.menus, strict=True)]
        self.ctx.style.menu_bar(surface, self.bar_rect(), titles, open_index)

    def draw_menu(self, surface: pygame.Surface) -> None:
        """The pulled-down menu."""
        style = self.ctx.style
        drop = self.drop_rect()
        style.menu_panel(surface, drop)
        marks = self.menus[self.menu].has_marks
        for index, item in enumerate(self.menus[self.menu].items):
            rect = self.item_rect(index, drop)
            if item.separator:
                style.menu_separator(surface, rect)
                continue
            text, mnemonic = split_mnemonic(item.label)
            checked = item.is_checked if marks else None
            state = State(enabled=item.can_choose, on=index == self.item, mnemonic=mnemonic, checked=checked)
            style.menu_item(surface, rect, text, self.accelerator_text(item.shortcut) if item.shortcut else "", state)


class PopupMenu(MenuBar):
    """One menu dropped from a box instead of a bar (the Windows Control-menu box): the keys and clicks
    of a bar's menu; ``draw_box`` (the look's drawing) shows the box pressed while it is open, and
    ``item`` is where the highlight starts."""

    def __init__(
        self,
        ctx: Context,
        menu: Menu,
        box: pygame.Rect,
        run: Callable[[MenuItem], None] = run_command,
        *,
        draw_box: Callable[[pygame.Surface], None] | None = None,
        item: int | None = None,
        accelerator_text: Callable[[str], str] = lambda letter: f"Ctrl+{letter.upper()}",
        close_keys: Sequence[int] = (pygame.K_ESCAPE,),
    ) -> None:
        super().__init__(ctx, [menu], run, accelerator_text=accelerator_text, close_keys=close_keys, left=0, bar=box)
        self.box = pygame.Rect(box)
        self.draw_box = draw_box
        if item is not None:
            self.item = item

    def title_rects(self) -> list[pygame.Rect]:
        return [pygame.Rect(self.box)]

    def draw(self, surface: pygame.Surface) -> None:
        if self.draw_box is not None:
            self.draw_box(surface)
        self.draw_menu(surface)


def greyed_reason(item: MenuItem) -> str:
    """Why a greyed item cannot be chosen now: its own sentence, else one naming it."""
    reason = item.why_not() if item.why_not is not None else ""
    return reason or _("{item} cannot be chosen now.").format(item=split_mnemonic(item.label)[0])
