"""Drawing the Macintosh Dominoes screen from a :class:`TableView` and what the player is doing.

Three windows on the desktop under the menu bar: Dominoes (the message line, the computer's tiles face
down, the table, your tiles), Score (names, numbers and crosses) and Draw Pile (the boneyard and its
count). Nothing here changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...dominoes.view import TableView
from ...i18n import _
from ..kit import fit_text
from ..pixelfont import get_font
from ..skin import Skin
from .chrome import Chrome
from .crosses import draw_score_window
from .fonts import SMALL, SYSTEM
from .layout import (
    LONG,
    SHORT,
    TableLayout,
    hand_arrows,
    hand_capacity,
    hand_rects,
    hand_scrolls,
    lay_out,
    scrolled_hand_rects,
    spinner_rect,
)
from .paint import BLACK, Paint
from .tiles import TilePainter

Rect = tuple[int, int, int, int]
LIFT = -5  # how far the chosen tile stands out of your row


@dataclass
class Slide:
    """A tile moving from one place to another (the animation option), ``elapsed`` of ``duration`` ms."""

    picture: pygame.Surface
    start: tuple[int, int]
    end: tuple[int, int]
    duration: int
    elapsed: int = 0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    def position(self) -> tuple[int, int]:
        t = min(1.0, self.elapsed / self.duration) if self.duration else 1.0
        t = 1 - (1 - t) * (1 - t)  # ease out: it slows as it lands
        return (
            round(self.start[0] + (self.end[0] - self.start[0]) * t),
            round(self.start[1] + (self.end[1] - self.start[1]) * t),
        )


@dataclass
class Pointing:
    """What the player is doing with the tiles now: the chosen tile, the chain aimed at, a drag."""

    chosen: int | None = None  # index into your hand
    aim: str | None = None  # the chain the keyboard aims the chosen tile at
    drag: tuple[int, int] | None = None  # where a dragged tile is (its top-left), while dragging
    hide_hand: int | None = None  # a hand tile not drawn (it is being dragged)
    hide_table: tuple[str, int] | None = None  # a table tile not drawn yet (it is sliding there)
    slides: list[Slide] = field(default_factory=list)


class MacScreen:
    """Draws every part of the screen in colour or black and white."""

    def __init__(self, skin: Skin, *, mono: bool = False) -> None:
        self.skin = skin
        self.areas = {name: pygame.Rect(rect) for name, rect in skin.areas.items()}
        self.small = get_font(SMALL)
        self.system = get_font(SYSTEM)
        self.hand_first = 0  # the first tile of your hand in sight, when it scrolls
        self.set_mono(mono)

    def set_mono(self, mono: bool) -> None:
        """Switch between colour and one-bit black and white."""
        self.paint = Paint(self.skin.palette, mono=mono)
        self.chrome = Chrome(self.paint)
        self.tiles = TilePainter(self.paint)
        self._desktop_cache: tuple[tuple, pygame.Surface] | None = None

    def _desktop(self, size: tuple[int, int]) -> pygame.Surface:
        """The desktop behind the windows, drawn once per colour mode (it never changes)."""
        key = (size, self.paint.mono)
        if self._desktop_cache is None or self._desktop_cache[0] != key:
            picture = pygame.Surface(size)
            self.chrome.desktop(picture)
            self._desktop_cache = (key, picture)
        return self._desktop_cache[1]

    @property
    def mono(self) -> bool:
        return self.paint.mono

    # --- geometry the controller asks about ------------------------------------------------------
    def layout(self, view: TableView) -> TableLayout:
        return lay_out(tuple(self.areas["table"]), view.spinner, view.chain_lists())

    def hand_rects(self, view: TableView) -> list[Rect]:
        area = tuple(self.areas["hand"])
        self.hand_first = max(0, min(self.hand_first, len(view.hand) - hand_capacity(area)))
        return scrolled_hand_rects(area, len(view.hand), self.hand_first)

    def hand_arrows(self, view: TableView) -> tuple[Rect, Rect] | None:
        """The scroll arrows of your hand when it is too long for its row, else None."""
        area = tuple(self.areas["hand"])
        return hand_arrows(area) if hand_scrolls(area, len(view.hand)) else None

    def scroll_hand(self, view: TableView, step: int) -> bool:
        """Scroll your hand ``step`` tiles (False: it is at that end already)."""
        before = self.hand_first
        self.hand_first += step
        self.hand_rects(view)
        return self.hand_first != before

    def show_hand_tile(self, view: TableView, index: int) -> None:
        """Scroll your hand so that tile ``index`` is in sight."""
        capacity = hand_capacity(tuple(self.areas["hand"]))
        if index < self.hand_first:
            self.hand_first = index
        elif index >= self.hand_first + capacity:
            self.hand_first = index - capacity + 1

    def computer_rects(self, count: int) -> list[Rect]:
        return hand_rects(tuple(self.areas["computer"]), count)

    def pile_rect(self) -> pygame.Rect:
        """Where the face-down pile is drawn in the Draw Pile window (clicks draw a tile)."""
        content = self._content("pile_window")
        return pygame.Rect(content.centerx - LONG // 2 - 4, content.y + 12, LONG + 8, SHORT + 16)

    def pile_window_rect(self) -> pygame.Rect:
        return self.areas["pile_window"]

    def _content(self, name: str) -> pygame.Rect:
        x, y, w, h = self.areas[name]
        return pygame.Rect(x + 1, y + 19, w - 2, h - 20)

    # --- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: TableView, pointing: Pointing, message: str) -> None:
        """The whole screen but the menu bar: the desktop and the three windows."""
        surface.blit(self._desktop(surface.get_size()), (0, 0))
        self.draw_score(surface, view)
        self.draw_pile(surface, view)
        content = self.chrome.window(surface, tuple(self.areas["window"]), _("Dominoes"))
        self.paint.fill(surface, content, "white")
        self.draw_message(surface, message)
        self.draw_computer(surface, view)
        self.draw_table(surface, view, pointing)
        self.draw_hand(surface, view, pointing)
        for slide in pointing.slides:
            surface.blit(slide.picture, slide.position())
        if pointing.drag is not None and pointing.chosen is not None and pointing.chosen < len(view.hand):
            first, second = view.hand[pointing.chosen]
            surface.blit(self.tiles.face(first, second, chosen=True), pointing.drag)

    def draw_message(self, surface: pygame.Surface, message: str) -> None:
        area = self.areas["message"]
        self.paint.fill(surface, area, "message")
        surface.fill(BLACK, (area.x, area.bottom - 1, area.width, 1))
        lines = self.small.wrap(message, area.width - 8)
        if len(lines) > 2:
            lines = [lines[0], fit_text(self.small, " ".join(lines[1:]), area.width - 8)]
        for row, line in enumerate(lines[:2]):
            self.small.draw(surface, line, (area.x + 4, area.y - 2 + row * 12), self.paint.colour("black"))

    def draw_computer(self, surface: pygame.Surface, view: TableView) -> None:
        area = self.areas["computer"]
        self.paint.fill(surface, area, "white")
        if view.shown_hand is not None:  # the end of a hand: the computer's tiles turned over
            for rect, (first, second) in zip(
                hand_rects(tuple(area), len(view.shown_hand)), view.shown_hand, strict=True
            ):
                surface.blit(self.tiles.face(first, second), rect[:2])
            return
        for rect in self.computer_rects(view.computer_tiles):
            surface.blit(self.tiles.back(), rect[:2])

    def draw_table(self, surface: pygame.Surface, view: TableView, pointing: Pointing) -> None:
        area = self.areas["table"]
        self.paint.fill(surface, area, "table")
        surface.fill(BLACK, (area.x, area.y - 1, area.width, 1))
        surface.fill(BLACK, (area.x, area.bottom, area.width, 1))
        layout = self.layout(view)
        if layout.spinner is None:
            centre = pygame.Rect(spinner_rect(tuple(area))).inflate(10, 10)
            pygame.draw.rect(surface, self.paint.colour("table_dark") if not self.mono else BLACK, centre, 1)
            return
        if pointing.aim is not None:
            self._aim_mark(surface, layout, pointing.aim)
        pieces = [layout.spinner, *layout.tiles] if pointing.hide_table != ("spinner", -1) else list(layout.tiles)
        for tile in pieces:
            if pointing.hide_table == (tile.chain, tile.index):
                continue
            surface.blit(self.tiles.face(tile.first, tile.second, upright=tile.upright), tile.rect[:2])
        ink = self.paint.ink_on("table")
        for mark in layout.marks.values():
            x, y, w, h = mark
            for i in range(0, max(w, h), 3):
                surface.fill(ink, (x + (i if w > h else 0), y + (i if h > w else 0), 2, 2))

    def _aim_mark(self, surface: pygame.Surface, layout: TableLayout, chain: str) -> None:
        """A frame round the end the keyboard aims at (the spinner while its chain is empty)."""
        target = layout.last(chain) or layout.spinner
        if target is None:
            return
        rect = pygame.Rect(target.rect).inflate(6, 6)
        colour = self.paint.colour("selected") if not self.mono else BLACK
        pygame.draw.rect(surface, colour, rect, 2)

    def draw_hand(self, surface: pygame.Surface, view: TableView, pointing: Pointing) -> None:
        area = self.areas["hand"]
        self.paint.fill(surface, area, "white")
        for index, (rect, (first, second)) in enumerate(zip(self.hand_rects(view), view.hand, strict=True)):
            if index == pointing.hide_hand:
                continue
            chosen = index == pointing.chosen
            surface.blit(self.tiles.face(first, second, chosen=chosen), (rect[0], rect[1] + (LIFT if chosen else 0)))
        arrows = self.hand_arrows(view)
        if arrows is not None:
            capacity = hand_capacity(tuple(area))
            more = (self.hand_first > 0, self.hand_first + capacity < len(view.hand))
            for rect, pointing_left, active in zip(arrows, (True, False), more, strict=True):
                self.chrome.scroll_arrow(surface, pygame.Rect(rect), left=pointing_left, active=active)

    def draw_score(self, surface: pygame.Surface, view: TableView) -> None:
        content = self.chrome.window(
            surface, tuple(self.areas["score_window"]), _("Score"), active=False, close_box=False
        )
        draw_score_window(
            surface, content, list(zip(view.names, view.scores, strict=True)), view.turn, self.paint, view.target
        )

    def draw_pile(self, surface: pygame.Surface, view: TableView) -> None:
        content = self.chrome.window(
            surface, tuple(self.areas["pile_window"]), _("Draw Pile"), active=False, close_box=False
        )
        self.paint.fill(surface, content, "white")
        pile = self.pile_rect()
        back = self.tiles.back(upright=False)
        layers = min(4, view.boneyard)
        for layer in range(layers):
            surface.blit(back, (pile.x + 4 + layer * 2, pile.bottom - SHORT - 4 - layer * 3))
        if not layers:
            pygame.draw.rect(
                surface,
                self.paint.colour("grey_dark") if not self.mono else BLACK,
                (pile.x + 4, pile.bottom - SHORT - 4, LONG, SHORT),
                1,
            )
        if view.boneyard == 1:
            label = _("1 tile left")
        elif view.boneyard:
            label = _("{count} tiles left").format(count=view.boneyard)
        else:
            label = _("Empty")
        ink = self.paint.colour("black")
        self.small.draw(surface, label, (content.centerx, pile.bottom + 4), ink, align="center")
        hint = _("Click to draw") if view.boneyard else _("Nothing to draw")
        self.small.draw(surface, hint, (content.centerx, pile.bottom + 18), ink, align="center")
