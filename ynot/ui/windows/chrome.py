"""The game's window round the board: sizing frame, caption with the Control-menu box, the menu bar."""

from __future__ import annotations

import pygame

from ...i18n import _, language
from ..kit.layer import app_layer
from .owner import Owner


def draw_window(owner: Owner, surface: pygame.Surface) -> pygame.Rect:
    """Draw the window with its closed menu bar and its empty client area, and return that area. They
    stay the same while the game is played: painted once a language and palette (a static layer)."""
    skin = owner.skin
    style = owner.style
    client = pygame.Rect(skin.area("client"))

    def paint() -> None:
        surface.fill(style.c("desktop"))
        style.window_frame(surface, pygame.Rect(skin.area("window")))
        style.caption(surface, owner.menus.caption_rect, _("Windows Yahtzee"))
        owner.menus.menu_bar().draw_bar(surface)
        pygame.draw.rect(surface, style.c("face"), client)

    key = (language(), dict(style.palette), tuple(owner.menus.caption_rect), tuple(client))
    app_layer(owner.app, "window").draw(surface, surface.get_rect(), key, paint)
    return client
