"""The Amiga's menus, Intuition's way: the right mouse button shows them in the screen's title bar, the pointer
moves over them with the button held, and letting it go over an item chooses it (anywhere else, nothing).
A click with the left button works too, and the keys as in every look's menus. The YATCY manual of 1994 has no
menus: they hold what YNOT adds (the help, the look, the coach)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..kit import Context, Menu, MenuBar

__all__ = ["AmigaMenuBar"]

RIGHT = 3  # the right mouse button: the Amiga's menu button


class AmigaMenuBar(MenuBar):
    """The menu bar in the title bar ``bar``, chosen from with the right mouse button held."""

    def __init__(self, ctx: Context, menus: Sequence[Menu], bar: pygame.Rect) -> None:
        super().__init__(ctx, menus, bar=bar, left=4, accelerator_text=lambda letter: "")
        self.item = None  # Intuition lights an item only while the pointer is on it
        self.follows_pointer = True

    def mouse(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for index, rect in enumerate(self.title_rects()):  # the button held: another menu under the pointer
                if rect.collidepoint(event.pos) and index != self.menu:
                    self.open(index, lit=False)
        if event.type == pygame.MOUSEBUTTONUP and event.button == RIGHT:
            items = self.menus[self.menu].items
            for index, item in enumerate(items):
                if self.item_rect(index).collidepoint(event.pos) and not item.separator:
                    self.item = index
                    return self.choose(item)
            self.close()  # let go elsewhere: no item
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == RIGHT:
            return True
        return super().mouse(event)
