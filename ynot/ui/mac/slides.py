"""Tiles sliding into place: the one played from its hand (or from a computer's side) to its end of the
line, the one drawn from the pile to your hand; the tile waits undrawn at its place until its slide ends."""

from __future__ import annotations

from typing import Any, Protocol

from ...dominoes.view import Pair as Tile
from ...dominoes.view import TableView
from .screen import Slide


class Table(Protocol):
    """What the slides use of the Dominoes screen."""

    screen: Any  # the MacScreen: where the tiles are
    pointing: Any  # the Pointing: its slides, the tiles not drawn while they slide
    flow: Any  # the TurnFlow: the table now, whose hand shows


class Slides:
    """The tiles sliding now (kept in the screen's Pointing, which draws them)."""

    def __init__(self, owner: Table, slide_ms: int) -> None:
        self.owner = owner
        self.slide_ms = slide_ms

    def slide(
        self, before: TableView, seat: int, played: tuple[Tile, str] | None, hand_index: int | None, drew: bool
    ) -> None:
        """A tile just ``played`` (or drawn, ``drew``) by ``seat`` slides from where it was on ``before``."""
        screen, pointing = self.owner.screen, self.owner.pointing
        view = self.owner.flow.view()
        if played is not None:
            layout = screen.layout(view)
            tile, chain = played
            if chain == "spinner" or layout.spinner is None:
                target, key = layout.spinner, ("spinner", -1)
            else:
                target = layout.last(chain)
                key = (chain, target.index) if target is not None else None
            if target is None or key is None:
                return
            if seat == before.viewer and hand_index is not None and hand_index < len(before.hand):
                start = screen.hand_rects(before)[hand_index][:2]
            else:
                start = screen.other_start(before, seat)
            picture = screen.tiles.face(target.first, target.second, upright=target.upright)
            pointing.slides[:] = [Slide(picture, start, target.rect[:2], self.slide_ms)]
            pointing.hide_table = key
        elif drew and seat == self.owner.flow.sharing.viewer and view.hand and not view.hidden:
            end = screen.hand_rects(view)[-1][:2]
            first, second = view.hand[-1]
            pile = screen.pile_rect(view)
            pointing.slides[:] = [Slide(screen.tiles.face(first, second), pile.topleft, end, self.slide_ms)]
            pointing.hide_hand = len(view.hand) - 1

    def finish(self) -> None:
        """Every slide ends at once: the tiles are where they go."""
        pointing = self.owner.pointing
        if pointing.slides:
            pointing.slides.clear()
            pointing.hide_table = None
            pointing.hide_hand = None

    def update(self, dt_ms: int) -> None:
        pointing = self.owner.pointing
        for slide in pointing.slides:
            slide.elapsed += dt_ms
        if pointing.slides and all(slide.done for slide in pointing.slides):
            self.finish()

    def moving(self) -> bool:
        return bool(self.owner.pointing.slides)
