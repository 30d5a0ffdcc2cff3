"""Drawing the Macintosh Dominoes screen from a :class:`TableView` and what the player is doing.

Three windows on the desktop under the menu bar: Dominoes (the message line, the computer's tiles face
down, the table, your tiles), Score (names, numbers and crosses) and Draw Pile (the boneyard and its
count). Nothing here changes the game.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...dominoes.view import TableView
from ...i18n import _, language, ngettext
from ..kit import fit_text
from ..kit.layer import StaticLayer, app_layer
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
NAME_WIDTH = 52  # room for another player's name beside their tiles (three or four players)


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


def _drawn_every_frame(areas: dict[str, pygame.Rect]) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The part of the game window that :meth:`MacScreen.draw` paints afresh every frame (from the message
    line down to your tiles, the table's edge lines included) and the strips of it that none of those
    parts covers (the window's white between them)."""
    parts = [areas["message"], areas["computer"], areas["table"].inflate(0, 2), areas["hand"]]
    fresh = parts[0].unionall(parts[1:])
    return fresh, uncovered(fresh, parts)


def uncovered(area: pygame.Rect, parts: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles of ``area`` that none of ``parts`` covers, band of rows by band of rows."""
    inner = {y for part in parts for y in (part.top, part.bottom) if area.top < y < area.bottom}
    edges = sorted({area.top, area.bottom} | inner)
    strips = []
    for top, bottom in zip(edges, edges[1:], strict=False):
        spans = sorted((part.left, part.right) for part in parts if part.top <= top and part.bottom >= bottom)
        x = area.left
        for left, right in [*spans, (area.right, area.right)]:
            if left > x:
                strips.append(pygame.Rect(x, top, min(left, area.right) - x, bottom - top))
            x = max(x, right)
    return strips


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

    def __init__(self, skin: Skin, *, mono: bool = False, layers: dict[str, StaticLayer] | None = None) -> None:
        self.skin = skin
        #: where the desktop and the windows' kept picture is (the App's layers: ynot.ui.kit.layer)
        self.layers: dict[str, StaticLayer] = {} if layers is None else layers
        self.areas = {name: pygame.Rect(rect) for name, rect in skin.areas.items()}
        self.small = get_font(SMALL)
        self.system = get_font(SYSTEM)
        self.hand_first = 0  # the first tile of your hand in sight, when it scrolls
        #: the part of the game window drawn afresh every frame (not kept in the static layer) and the white
        #: rows in it between the parts that draw it
        self._fresh, self._gaps = _drawn_every_frame(self.areas)
        self.set_mono(mono)

    def set_mono(self, mono: bool) -> None:
        """Switch between colour and one-bit black and white."""
        self.paint = Paint(self.skin.palette, mono=mono)
        self.chrome = Chrome(self.paint)
        self.tiles = TilePainter(self.paint)

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

    def scroll_hand(self, view: TableView, pages: int) -> bool:
        """Scroll your hand by ``pages`` pages, a page being the tiles in sight (False: it is at that end
        already)."""
        before = self.hand_first
        self.hand_first += pages * hand_capacity(tuple(self.areas["hand"]))
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

    def other_groups(self, view: TableView) -> list[tuple[Rect, Rect]]:
        """Each other hand's room above the table, left to right in turn order: (where its name is
        written, where its tiles lie). Two players: the whole row is the computer's, unnamed."""
        x, y, w, h = self.areas["computer"]
        if len(view.others) <= 1:
            return [((x, y, 0, 0), (x, y, w, h))]
        width = w // len(view.others)
        groups = []
        for index in range(len(view.others)):
            left = x + index * width
            groups.append(((left + 4, y + 4, NAME_WIDTH, 12), (left + NAME_WIDTH + 6, y, width - NAME_WIDTH - 10, h)))
        return groups

    def other_rects(self, view: TableView, count: int, index: int) -> list[Rect]:
        """Where the tiles of ``view.others[index]`` lie (upright, squeezed to fit their room)."""
        if len(view.others) <= 1:
            return self.computer_rects(count)
        _name, room = self.other_groups(view)[index]
        return hand_rects(room, count)

    def other_start(self, view: TableView, seat: int) -> tuple[int, int]:
        """Where a tile another seat plays starts its slide: that hand's last tile."""
        for index, other in enumerate(view.others):
            if other.seat == seat:
                rects = self.other_rects(view, max(1, other.count), index)
                return rects[-1][:2]
        return self.computer_rects(1)[0][:2]

    def pile_rect(self, view: TableView | None = None) -> pygame.Rect:
        """Where the face-down pile is drawn in the Draw Pile window (clicks draw a tile)."""
        x, y, w, h = self.window_area("pile_window", view) if view is not None else self.areas["pile_window"]
        content = pygame.Rect(x + 1, y + 19, w - 2, h - 20)
        return pygame.Rect(content.centerx - LONG // 2 - 4, content.y + 12, LONG + 8, SHORT + 16)

    # --- drawing --------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: TableView, pointing: Pointing, message: str) -> None:
        """The whole screen but the menu bar: the desktop and the three windows. The desktop, the Score and
        Draw Pile windows and the game window's frame stay the same while tiles slide: a static layer,
        painted again when a score, the pile, the colours or the language change (the desktop's pattern is
        painted with them, about 0.1 ms: the layer is its only kept picture, not a second canvas-sized one).
        The game window's message line, hands and table are painted every frame anyway, so the layer keeps
        only what is round them (0.4 MB instead of 1.2 MB); the white rows between them are filled afresh."""
        score_area, pile_area = self.window_area("score_window", view), self.window_area("pile_window", view)
        key = (self.paint.mono, language(), score_area, pile_area, view.score_rows, view.turn_row, view.names,
               view.scores, view.turn, view.target, view.boneyard)
        frame = tuple(self.areas["window"])

        def paint() -> None:
            self.chrome.desktop(surface)
            self.draw_score(surface, view)
            self.draw_pile(surface, view)
            self.chrome.window(surface, frame, _("Dominoes"))

            self.paint.fill(surface, self.chrome.content_rect(frame), "white")

        app_layer(self, "mac windows").draw(surface, surface.get_rect(), key, paint, hole=self._fresh)
        for gap in self._gaps:
            self.paint.fill(surface, gap, "white")
        self.draw_message(surface, message)
        self.draw_computer(surface, view)
        self.draw_table(surface, view, pointing)
        self.draw_hand(surface, view, pointing)
        for slide in pointing.slides:
            surface.blit(slide.picture, slide.position())
        if pointing.drag is not None and pointing.chosen is not None and pointing.chosen < len(view.hand):
            first, second = view.hand[pointing.chosen]
            surface.blit(self.tiles.face(first, second, chosen=True), pointing.drag)

    def message_fits(self, message: str) -> bool:
        """Whether ``message`` shows whole on the two-line message line."""
        return len(self.small.wrap(message, self.areas["message"].width - 8)) <= 2

    def draw_message(self, surface: pygame.Surface, message: str) -> None:
        area = self.areas["message"]
        self.paint.fill(surface, area, "message")
        surface.fill(BLACK, (area.x, area.bottom - 1, area.width, 1))
        lines = self.small.wrap(message, area.width - 8)
        if len(lines) > 2:
            lines = [lines[0], fit_text(self.small, " ".join(lines[1:]), area.width - 8)]
        black = self.paint.colour("black")
        for row, line in enumerate(lines[:2]):
            y = area.y - 2 + row * 12
            if row == 0:  # a tall accent (Ü, î) lowers the first line, clear of the title bar's edge
                y = max(y, area.y + 1 - self.small.render(line, black).get_bounding_rect().top)
            self.small.draw(surface, line, (area.x + 4, y), black)

    def draw_computer(self, surface: pygame.Surface, view: TableView) -> None:
        """The other hands above the table: face down while a hand is played, face up after it; with three
        or four players each under its name (underlined while it is that player's turn)."""
        area = self.areas["computer"]
        self.paint.fill(surface, area, "white")
        groups = self.other_groups(view)
        ink = self.paint.colour("black")
        for index, other in enumerate(view.others):
            name_rect, _room = groups[index]
            if name_rect[2]:
                label = fit_text(self.small, other.name, name_rect[2])
                self.small.draw(surface, label, (name_rect[0], name_rect[1]), ink)
                if view.turn == other.seat:
                    width = self.small.render(label, ink).get_width()
                    surface.fill(ink, (name_rect[0], name_rect[1] + self.small.baseline + 1, width, 1))
            tiles = other.shown
            count = len(tiles) if tiles is not None else other.count
            for n, rect in enumerate(self.other_rects(view, count, index)):
                if tiles is not None:
                    surface.blit(self.tiles.face(*tiles[n]), rect[:2])
                else:
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
        if view.hidden:  # the Macintosh is being passed on: nobody's tiles show
            for rect in self.hand_rects(view):
                surface.blit(self.tiles.back(), rect[:2])
            return
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

    def window_area(self, name: str, view: TableView) -> Rect:
        """A window's place: with three or four rows of scores the score window is taller and the draw pile
        lower (``score_window_many`` and ``pile_window_many`` in skin.toml)."""
        many = f"{name}_many"
        if len(view.score_rows) > 2 and many in self.areas:
            return tuple(self.areas[many])  # type: ignore[return-value]
        return tuple(self.areas[name])  # type: ignore[return-value]

    def draw_score(self, surface: pygame.Surface, view: TableView) -> None:
        content = self.chrome.window(
            surface, self.window_area("score_window", view), _("Score"), active=False, close_box=False
        )
        rows = list(view.score_rows) or list(zip(view.names, view.scores, strict=True))
        turn = view.turn_row if view.score_rows else view.turn
        draw_score_window(surface, content, rows, turn, self.paint, view.target)

    def draw_handover(self, surface: pygame.Surface, view: TableView, name: str) -> None:
        """The hand-hiding screen's notice on the table: whom to pass the Macintosh to."""
        area = self.areas["table"]
        box = pygame.Rect(0, 0, 300, 64)
        box.center = area.center
        self.paint.fill(surface, box, "white")
        pygame.draw.rect(surface, BLACK, box, 1)
        pygame.draw.rect(surface, BLACK, box.inflate(-6, -6), 2)
        ink = self.paint.colour("black")
        self.system.draw(
            surface, _("Pass the Macintosh to {name}").format(name=name), (box.centerx, box.y + 14), ink, align="center"
        )
        self.small.draw(surface, _("Click when ready."), (box.centerx, box.y + 38), ink, align="center")

    def draw_pile(self, surface: pygame.Surface, view: TableView) -> None:
        content = self.chrome.window(
            surface, self.window_area("pile_window", view), _("Draw Pile"), active=False, close_box=False
        )
        self.paint.fill(surface, content, "white")
        pile = self.pile_rect(view)
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
        if view.boneyard:
            label = ngettext("{count} tile left", "{count} tiles left", view.boneyard).format(count=view.boneyard)
        else:
            label = _("Empty")
        ink = self.paint.colour("black")
        self.small.draw(surface, label, (content.centerx, pile.bottom + 4), ink, align="center")
        hint = _("Click to draw") if view.boneyard else _("Nothing to draw")
        self.small.draw(surface, hint, (content.centerx, pile.bottom + 18), ink, align="center")
