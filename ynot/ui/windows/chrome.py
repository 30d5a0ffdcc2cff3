"""The game's window round the board: sizing frame, caption with the Control-menu box, the menu bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _

if TYPE_CHECKING:
    from .controller import WindowsYahtzee


def menu_titles() -> list[str]:
    """The menu bar, with the underlined letters Alt opens them with."""
    return [_("&Game"), _("&Options"), _("&Register"), _("&Help")]


def draw_window(owner: WindowsYahtzee, surface: pygame.Surface) -> pygame.Rect:
    """Draw the window and return its client area."""
    skin = owner.skin
    style = owner.style
    surface.fill(style.c("desktop"))
    style.window_frame(surface, pygame.Rect(skin.area("window")))
    caption = pygame.Rect(skin.area("caption"))
    style.caption(surface, caption, _("Windows Yahtzee"))
    if getattr(owner, "control_open", False):
        style.control_box(surface, style.control_box_rect(caption), open_=True)
    owner.menu_rects = style.menu_bar(surface, pygame.Rect(skin.area("menu_bar")), menu_titles(),
                                      open_index=getattr(owner, "menu_open", None))
    return pygame.Rect(skin.area("client"))
