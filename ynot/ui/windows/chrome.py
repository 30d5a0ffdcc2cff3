"""The game's window round the board: sizing frame, caption with the Control-menu box, the menu bar."""

from __future__ import annotations

import pygame

from ...i18n import _
from .owner import Owner


def draw_window(owner: Owner, surface: pygame.Surface) -> pygame.Rect:
    """Draw the window with its closed menu bar and return its client area."""
    skin = owner.skin
    style = owner.style
    surface.fill(style.c("desktop"))
    style.window_frame(surface, pygame.Rect(skin.area("window")))
    style.caption(surface, owner.menus.caption_rect, _("Windows Yahtzee"))
    owner.menus.menu_bar().draw_bar(surface)
    return pygame.Rect(skin.area("client"))
