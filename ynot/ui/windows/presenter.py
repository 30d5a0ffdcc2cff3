"""The window's menus as the player reaches them: the menu bar under the caption, the Control menu that
drops from the box at the caption's left, and the keys that open them (Alt and a menu's letter, F10,
Alt+Space) or run an item at once (F1, F2, Alt+F4)."""

from __future__ import annotations

import pygame

from ...i18n import _
from ..kit import MenuBar, find_mnemonic, find_shortcut, greyed_reason
from .menus import control_menu, control_popup, game_menus, window_menu_bar
from .owner import Owner, context

_F_KEYS = {pygame.K_F1: "h", pygame.K_F2: "n"}


class WindowsMenus:
    """The standard commands and the look's own, presented as Windows 3.1 menus and accelerators."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        self.caption_rect = pygame.Rect(owner.skin.area("caption"))
        self.menu_area = pygame.Rect(owner.skin.area("menu_bar"))

    def menu_bar(self, open_index: int = 0) -> MenuBar:
        return window_menu_bar(context(self.owner), game_menus(self.owner), self.menu_area, open_index=open_index)

    def open_menu(self, index: int) -> None:
        self.owner.sound("click")
        self.owner.app.push(self.menu_bar(index))

    def open_control_menu(self) -> None:
        owner = self.owner
        box = owner.style.control_box_rect(self.caption_rect)
        owner.sound("click")

        def caption(surface: pygame.Surface) -> None:
            owner.style.caption(surface, self.caption_rect, _("Windows Yahtzee"))
            owner.style.control_box(surface, box, open_=True)

        owner.app.push(control_popup(context(owner), control_menu(owner), box, caption))

    def open_help(self, topic: str | None = None) -> None:
        from .help import WindowsHelp  # help loads when first opened

        self.owner.app.push(WindowsHelp(self.owner, topic))

    def key(self, event: pygame.event.Event) -> bool:
        """Alt and a menu's letter, F10, Alt+Space, the accelerators (F1, F2, Alt+F4)."""
        key, mod = event.key, event.mod
        if key == pygame.K_F4 and mod & pygame.KMOD_ALT:
            self.owner.quit()
            return True
        if key == pygame.K_SPACE and mod & pygame.KMOD_ALT:
            self.open_control_menu()
            return True
        if key == pygame.K_F10:
            self.open_menu(0)
            return True
        if mod & pygame.KMOD_ALT and 0 < key < 0x110000:
            index = find_mnemonic(game_menus(self.owner), chr(key))
            if index is not None:
                self.open_menu(index)
            return index is not None
        if key in _F_KEYS:
            item = find_shortcut(game_menus(self.owner), _F_KEYS[key])
            if item is not None and item.can_choose and callable(item.command):
                item.command()
            elif item is not None:
                self.owner.refuse(greyed_reason(item))
            return True
        return False

    def click(self, event: pygame.event.Event) -> bool:
        """A press on the menu bar's titles or the Control-menu box."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.owner.style.control_box_rect(self.caption_rect).collidepoint(event.pos):
            self.open_control_menu()
            return True
        if self.menu_area.collidepoint(event.pos):
            for index, rect in enumerate(self.menu_bar().title_rects()):
                if rect.collidepoint(event.pos):
                    self.open_menu(index)
            return True
        return False
