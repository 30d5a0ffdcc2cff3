"""The game's window round the board: sizing frame, caption with the Control-menu box, the menu bar."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _

if TYPE_CHECKING:
    from .controller import WindowsYahtzee


def draw_window(owner: WindowsYahtzee, surface: pygame.Surface) -> pygame.Rect:
    """Draw the window with its closed menu bar and return its client area."""
    skin = owner.skin
    style = owner.style
    surface.fill(style.c("desktop"))
    style.window_frame(surface, pygame.Rect(skin.area("window")))
    style.caption(surface, owner.caption_rect, _("Windows Yahtzee"))
    bar = owner.menu_bar()
    titles = [(rect, *_split(menu.title)) for rect, menu in zip(bar.title_rects(), bar.menus, strict=True)]
    style.menu_bar(surface, bar.bar_rect(), titles, None)
    return pygame.Rect(skin.area("client"))


def _split(title: str) -> tuple[str, int | None]:
    from ..kit import split_mnemonic

    return split_mnemonic(title)
