"""The EPOC menu bar: the kit's MenuBar in the EPOC style, its items' hotkeys shown as Psion-letter
(the letter alone, or with the Psion key, chooses an item while the bar is open; MENU or F2 closes it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from ...i18n import _
from ..kit import Context, Menu, MenuBar, MenuItem

__all__ = ["Menu", "MenuItem", "psion_menu_bar"]


def accelerator_text(letter: str) -> str:
    """How the 3a writes a hotkey beside a menu item."""
    return _("Psion-{letter}").format(letter=letter.upper())


def psion_menu_bar(ctx: Context, menus: Sequence[Menu], run: Callable[[str], None]) -> MenuBar:
    """The bar over the screen; choosing an item runs its command by name. The menus' words are marked
    with N_ and translated here, each time the bar opens."""
    shown = [
        Menu(_(menu.title), tuple(replace(item, label=_(item.label)) for item in menu.items)) for menu in menus
    ]
    return MenuBar(
        ctx,
        shown,
        lambda item: run(str(item.command)),
        accelerator_text=accelerator_text,
        close_keys=(pygame.K_ESCAPE, pygame.K_MENU, pygame.K_F2),
    )
