"""A part of the canvas drawn again only when what it shows changes (a static layer).

A look's scene repaints the whole canvas every frame; a part that stays the same while dice roll (the
Windows score card: a hundred and fifty rectangles and as many words; a window's frame, caption and
menu bar; the Psion's case) is painted once, kept as a picture of its rectangle, and put back with one
blit while its key is equal to the last one. The key must name everything the painting reads; the
painting must stay inside the rectangle and is done on what the scene drew under it this frame, so
what is under it must not change while the key does not.

A layer may have a hole: a part of its rectangle that the scene paints over every frame anyway (the Mac's
game window, inside the desktop and the windows round it). The hole is not kept, so the layer's pictures
are only the bands round it (for the Mac 0.4 MB instead of 1.2 MB); the scene paints the hole after the
layer is put back.

The App keeps its window's layers by name (:func:`app_layer`), so that all of them can be forgotten at
once (:func:`forget_layers`: a test compares the frames drawn with them to a redraw from nothing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame


class StaticLayer:
    """One kept picture (or, round a hole, the few pictures of the bands round it), painted again when its
    key or its place changes."""

    def __init__(self) -> None:
        self._key: Any = None
        self._rect: pygame.Rect | None = None
        self._hole: pygame.Rect | None = None
        #: the kept pictures and where each goes on the surface (the rectangle less its hole), as blits takes them
        self._pictures: list[tuple[pygame.Surface, pygame.Rect]] = []

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        key: Any,
        paint: Callable[[], None],
        hole: pygame.Rect | None = None,
    ) -> None:
        """Put the kept picture of ``rect`` on ``surface``, or ``paint()`` it there (when ``key``, ``rect``
        or ``hole`` changed, or nothing is kept) and keep it. ``hole``, a part of ``rect`` the caller
        paints over every frame after this, is not kept: what is there after this call is undefined."""
        rect = rect.clip(surface.get_rect())
        hole = hole.clip(rect) if hole is not None else None
        pictures = self._pictures
        if (
            pictures
            and self._rect == rect
            and self._hole == hole
            and self._key == key
            and pictures[0][0].get_bitsize() == surface.get_bitsize()
        ):
            surface.blits(pictures, doreturn=False)
            return
        paint()
        parts = _around(rect, hole)
        if [part.size for part in parts] == [kept.get_size() for kept, _ in pictures] and all(
            _copied_by_blit(kept, surface) for kept, _ in pictures
        ):
            for part, (kept, _) in zip(parts, pictures, strict=True):  # into the pictures kept, not beside them
                kept.blit(surface, (0, 0), part)
            self._pictures = [(kept, part) for part, (kept, _) in zip(parts, pictures, strict=True)]
        else:
            pictures.clear()  # the old pictures go before the new ones are made, not after
            self._pictures = [(surface.subsurface(part).copy(), part) for part in parts]
        self._rect, self._hole, self._key = rect, hole, key

    def forget(self) -> None:
        """Paint again next time."""
        self._pictures = []


def _around(rect: pygame.Rect, hole: pygame.Rect | None) -> list[pygame.Rect]:
    """``rect`` less ``hole`` (inside it): the bands above and below the hole at full width, and the parts
    left and right of it; those of no area left out. No hole (or an empty one): ``rect`` whole."""
    if not hole:
        return [rect]
    parts = [
        pygame.Rect(rect.x, rect.y, rect.width, hole.top - rect.top),
        pygame.Rect(rect.x, hole.top, hole.left - rect.left, hole.height),
        pygame.Rect(hole.right, hole.top, rect.right - hole.right, hole.height),
        pygame.Rect(rect.x, hole.bottom, rect.width, rect.bottom - hole.bottom),
    ]
    return [part for part in parts if part.width > 0 and part.height > 0]


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
