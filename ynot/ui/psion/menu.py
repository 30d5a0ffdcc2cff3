"""The EPOC menu bar: titles across the top, one drop-down list at a time, hotkeys on the right."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ..keys import MODIFIER_KEYS
from ..scene import Scene
from .dialogs import ENTER_KEYS, MOD_PSION, Context


@dataclass(frozen=True)
class MenuItem:
    label: str
    hotkey: str  # the letter used with the Psion key
    command: str


@dataclass(frozen=True)
class Menu:
    title: str
    items: tuple[MenuItem, ...]


class MenuBar(Scene):
    """LEFT/RIGHT choose a menu, UP/DOWN an item, ENTER runs it; its letter runs it too (with or without
    the Psion key); ESC or MENU closes the bar."""

    opaque = False

    def __init__(self, ctx: Context, menus: Sequence[Menu], run: Callable[[str], None]) -> None:
        super().__init__()
        self.ctx = ctx
        self.menus = list(menus)
        self.run_command = run
        self.menu = 0
        self.item = 0

    def _choose(self, command: str) -> None:
        self.close()
        self.ctx.sound("select")
        self.run_command(command)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return event.type in (pygame.KEYUP, pygame.TEXTINPUT)
        key = event.key
        if key in MODIFIER_KEYS:
            return True
        items = self.menus[self.menu].items
        if key in (pygame.K_ESCAPE, pygame.K_MENU, pygame.K_F2):
            self.close()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.menu = (self.menu + (1 if key == pygame.K_RIGHT else -1)) % len(self.menus)
            self.item = 0
            self.ctx.sound("click")
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.item = (self.item + (1 if key == pygame.K_DOWN else -1)) % len(items)
            self.ctx.sound("click")
        elif key in ENTER_KEYS:
            self._choose(items[self.item].command)
        else:
            letter = pygame.key.name(key).lower() if 0 < key < 0x110000 else ""
            if event.mod & MOD_PSION or len(letter) == 1:
                for menu in self.menus:
                    for item in menu.items:
                        if item.hotkey.lower() == letter:
                            self._choose(item.command)
                            return True
            self.ctx.beep()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        look = self.ctx.look
        font = look.font
        bar = pygame.Rect(0, 0, surface.get_width(), font.line_height + 5)
        pygame.draw.rect(surface, look.clear, bar)
        pygame.draw.line(surface, look.black, bar.bottomleft, bar.bottomright)
        x = 6
        drop_x = 6
        for i, menu in enumerate(self.menus):
            width = font.size(menu.title)[0] + 10
            title = pygame.Rect(x, 1, width, bar.height - 1)
            if i == self.menu:
                look.inverse_text(surface, title, menu.title, font, align="center", pad=0)
                drop_x = x
            else:
                look.text_in(surface, title, menu.title, look.black, font, align="center", pad=0)
            x += width + 4
        items = self.menus[self.menu].items
        label_w = max(font.size(item.label)[0] for item in items)
        key_w = font.size("Psion-W")[0]
        row_h = font.line_height + 3
        drop = pygame.Rect(drop_x, bar.bottom + 1, label_w + key_w + 26, len(items) * row_h + 6)
        drop.right = min(drop.right, surface.get_width() - 5)
        look.panel(surface, drop, shadow=2)
        for i, item in enumerate(items):
            row = pygame.Rect(drop.left + 3, drop.top + 3 + i * row_h, drop.width - 6, row_h)
            colour = look.black
            if i == self.item:
                pygame.draw.rect(surface, look.black, row)
                colour = look.clear
            look.text_in(surface, row, item.label, colour, font, align="left", pad=4)
            look.text_in(surface, row, f"Psion-{item.hotkey.upper()}", colour, font, align="right", pad=4)
