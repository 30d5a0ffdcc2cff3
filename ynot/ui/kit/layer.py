"""A part of the canvas drawn again only when what it shows changes (a static layer).

A look's scene repaints the whole canvas every frame; a part that stays the same while dice roll (the
Windows score card: a hundred and fifty rectangles and as many words; a window's frame, caption and
menu bar; the Psion's case) is painted once, kept as a picture of its rectangle, and put back with one
blit while its key is equal to the last one. The key must name everything the painting reads; the
painting must stay inside the rectangle and is done on what the scene drew under it this frame, so
what is under it must not change while the key does not.

The App keeps its window's layers by name (:func:`app_layer`), so that all of them can be forgotten at
once (:func:`forget_layers`: a test compares the frames drawn with them to a redraw from nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


class StaticLayer:
    """One kept picture, painted again when its key or its place changes."""

    def __init__(self) -> None:
        self._key: Any = None
        self._rect: pygame.Rect | None = None
        self._picture: pygame.Surface | None = None

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, key: Any, paint: Callable[[], None]) -> None:
        """Put the kept picture of ``rect`` on ``surface``, or ``paint()`` it there (when ``key`` or
        ``rect`` changed, or nothing is kept) and keep it."""
        rect = rect.clip(surface.get_rect())
        kept = self._picture
        if kept is not None and self._rect == rect and self._key == key and kept.get_bitsize() == surface.get_bitsize():
            surface.blit(kept, rect)
            return
        paint()
        if kept is not None and kept.get_size() == rect.size and _copied_by_blit(kept, surface):
            kept.blit(surface, (0, 0), rect)  # painted again: into the picture kept, not a second one beside it
        else:
            kept = self._picture = None  # the old picture goes before the new one is made, not after
            self._picture = surface.subsurface(rect).copy()
        self._rect, self._key = rect, key

    def forget(self) -> None:
        """Paint again next time."""
        self._picture = None


def _copied_by_blit(kept: pygame.Surface, surface: pygame.Surface) -> bool:
    """Whether blitting ``surface`` onto ``kept`` copies its pixels as they are (same depth, nothing
    blended: no per-pixel alpha, no surface alpha, no colour key on ``surface``)."""
    return (
        kept.get_bitsize() == surface.get_bitsize()
        and not surface.get_flags() & pygame.SRCALPHA
        and surface.get_alpha() is None
        and surface.get_colorkey() is None
    )


def app_layer(owner: Any, name: str) -> StaticLayer:
    """The static layer called ``name`` of ``owner``: the App (its canvas) or its frame (the machine
    drawn round the screen), each keeping its layers in a ``layers`` dict (a look's painter without an
    App is given the App's dict, and names its layers apart); made when first asked for."""
    layers = owner.layers
    if name not in layers:
        layers[name] = StaticLayer()
    return layers[name]


def forget_layers(app: Any) -> None:
    """Every static layer of ``app`` and of its frame paints again on its next frame."""
    for owner in (app, app.frame):
        for layer in getattr(owner, "layers", {}).values():
            layer.forget()
