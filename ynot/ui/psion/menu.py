"""The EPOC menu bar: the kit's MenuBar in the EPOC style, its items' hotkeys shown as Psion-letter
(the letter alone, or with the Psion key, chooses an item while the bar is open; MENU or F2 closes it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ..kit import Menu, MenuBar, MenuItem
from .dialogs import Context

__all__ = ["Menu", "MenuItem", "psion_menu_bar"]


def accelerator_text(letter: str) -> str:
    """How the 3a writes a hotkey beside a menu item."""
    return f"Psion-{letter.upper()}"


def psion_menu_bar(ctx: Context, menus: Sequence[Menu], run: Callable[[str], None]) -> MenuBar:
    """The bar over the screen; choosing an item runs its command by name."""
    return MenuBar(
        ctx,
        menus,
        lambda item: run(str(item.command)),
        accelerator_text=accelerator_text,
        close_keys=(pygame.K_ESCAPE, pygame.K_MENU, pygame.K_F2),
    )
