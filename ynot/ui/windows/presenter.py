"""The window's menus as the player reaches them: the menu bar under the caption, the Control menu that
drops from the box at the caption's left, and the keys of the look's bindings table that open them (F10,
Alt+Space) or run a command at once (F1, F2, Alt+F4), with Alt and a menu's letter."""

from __future__ import annotations

import pygame

from ...i18n import _
from ..kit import MenuBar, find_mnemonic
from .bindings import BINDINGS
from .menus import control_menu, control_popup, game_menus, window_menu_bar
from .owner import Owner, context


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
            owner.style.caption(surface, self.caption_rect, _("Windows Yahtzee"), maximized=self.maximized())
            owner.style.control_box(surface, box, open_=True)

        owner.app.push(control_popup(context(owner), control_menu(owner), box, caption))

    def maximized(self) -> bool:
        """Whether the desktop has the window maximized (the caption shows Restore for Maximize)."""
        return bool(getattr(self.owner.app.display, "maximized", False))

    def minimize(self) -> None:
        """The caption's minimize button, or the Control menu's Minimize: the desktop iconifies the window."""
        if not self.owner.app.display.minimize():
            self.owner.refuse(_("The desktop could not minimize the window."))

    def maximize(self, on: bool = True) -> None:
        """Maximize (``on``) or Restore: the desktop sizes the window, and the board follows at a whole scale."""
        if not self.owner.app.display.maximize(on):
            self.owner.refuse(_("The desktop could not size the window."))

    def open_help(self, topic: str | None = None) -> None:
        from .help import WindowsHelp  # help loads when first opened

        self.owner.app.push(WindowsHelp(self.owner, topic))

    def key(self, event: pygame.event.Event) -> bool:
        """The keys of the look's bindings table (F1, F2, F10, Alt+F4, Alt+Space), and Alt with a menu's
        letter."""
        if BINDINGS.run_key(event, self.owner.shell.commands, self.owner.refuse):
            return True
        if event.mod & pygame.KMOD_ALT and 0 < event.key < 0x110000:
            index = find_mnemonic(game_menus(self.owner), chr(event.key))
            if index is not None:
                self.open_menu(index)
            return index is not None
        return False

    def click(self, event: pygame.event.Event) -> bool:
        """A press on the menu bar's titles or the Control-menu box."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.owner.style.control_box_rect(self.caption_rect).collidepoint(event.pos):
            self.open_control_menu()
            return True
        minimize, maximize = self.owner.style.caption_button_rects(self.caption_rect)
        for rect, command in ((minimize, "minimize"), (maximize, "restore" if self.maximized() else "maximize")):
            if rect.collidepoint(event.pos):
                self.owner.sound("click")
                refused = self.owner.shell.commands.run(command)
                if refused:
                    self.owner.refuse(refused)
                return True
        if self.menu_area.collidepoint(event.pos):
            for index, rect in enumerate(self.menu_bar().title_rects()):
                if rect.collidepoint(event.pos):
                    self.open_menu(index)
            return True
        return False
