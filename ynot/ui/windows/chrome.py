"""The game's window round the board: sizing frame, caption with the Control-menu box, the menu bar."""

from __future__ import annotations

import pygame

from ...i18n import _, language
from ..kit.layer import app_layer
from .owner import Owner


def draw_window(owner: Owner, surface: pygame.Surface) -> pygame.Rect:
    """Draw the window with its closed menu bar and its empty client area, and return that area. The
    caption and the menu bar (words, the Control-menu box) stay the same while the game is played: a
    static layer of the band above the client area, painted again when the language or the palette
    change. The rest is the frame (one fill of the face colour, which leaves the client area empty, and
    a few lines), drawn every frame: as cheap to draw as to put back, and a kept picture of the whole
    canvas would be 1.2 MB."""
    skin = owner.skin
    style = owner.style
    client = pygame.Rect(skin.area("client"))
    window = pygame.Rect(skin.area("window"))
    if not window.contains(surface.get_rect()):  # the desktop shows round the window
        surface.fill(style.c("desktop"))
    inside = style.window_frame(surface, window)  # its inside filled with the face colour: the empty client area

    def paint() -> None:
        style.caption(surface, owner.menus.caption_rect, _("Windows Yahtzee"), maximized=maximized)
        owner.menus.menu_bar().draw_bar(surface)

    maximized = owner.menus.maximized()
    key = (language(), dict(style.palette), tuple(owner.menus.caption_rect), tuple(client), maximized)
    band = pygame.Rect(0, 0, surface.get_width(), client.top)
    app_layer(owner.app, "window").draw(surface, band, key, paint)
    if not inside.contains(client):  # (a client area reaching over the frame: emptied again)
        pygame.draw.rect(surface, style.c("face"), client)
    return client
