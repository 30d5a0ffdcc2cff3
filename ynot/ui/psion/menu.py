"""The EPOC menu bar: the kit's MenuBar in the EPOC style (its menus made from the look's bindings table), its
items' hotkeys shown as Psion-letter (the letter alone, or with the Psion key, chooses an item while the bar is
open; MENU or F2 closes it)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...i18n import _
from ..kit import Context, Menu, MenuBar

__all__ = ["psion_menu_bar"]


def accelerator_text(letter: str) -> str:
    """How the 3a writes a hotkey beside a menu item."""
    return _("Psion-{letter}").format(letter=letter.upper())


def psion_menu_bar(ctx: Context, menus: Sequence[Menu]) -> MenuBar:
    """The bar over the screen."""
    close_keys = (pygame.K_ESCAPE, pygame.K_MENU, pygame.K_F2)
    return MenuBar(ctx, menus, accelerator_text=accelerator_text, close_keys=close_keys)
