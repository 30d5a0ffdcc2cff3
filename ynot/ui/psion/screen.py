"""Drawing the YNOT screen: the six display areas (the YNOT 1.00 manual of 1993, section 7) on the shaded background."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...dice import GameState
from ...dice.rules import ALL_CATEGORIES, Category, Column, ScoreOption
from ...dice.sheet import Mark, RowKey, Sheet, Suggestion, Total, build_sheet
from ...i18n import language
from ..dice_view import draw_die
from ..kit import fit_text
from ..kit.layer import StaticLayer, app_layer
from ..skin import Skin
from .icons import build_icons
from .look import Look

#: The score card areas, row by row: section 1, section 2, then Chance and the totals (section 7).
CARD_ROWS: tuple[tuple[RowKey, ...], ...] = (
    ALL_CATEGORIES[0:6],
    ALL_CATEGORIES[6:12],
    (Category.CHANCE, Total.UPPER, Total.PAR, Total.LOWER, Total.BONUSES, Total.GRAND),
)
#: The icon of each total (the boxes' icons are named by their Category's value).
TOTAL_ICONS = {
    Total.UPPER: "upper-total",
    Total.PAR: "par",
    Total.LOWER: "lower-total",
    Total.BONUSES: "bonus",
    Total.GRAND: "game-total",
}


def icon_name(key: RowKey) -> str:
    return key.value if isinstance(key, Category) else TOTAL_ICONS[key]


def card_sheet(view: ScreenView) -> Sheet:
    """The one column of the card, with the box under the cursor and the totals its score would change."""
    state = view.state
    seat = state.current if view.card_seat is None else view.card_seat
    column = state.cards[seat][0] if state.cards else Column()
    keys = [key for keys in CARD_ROWS for key in keys]
    suggestion = None
    if view.card_cursor is not None:  # the preview, when there is one, is the cursor's box
        option = view.preview if view.preview is not None and view.preview.category is view.card_cursor else None
        suggestion = Suggestion(view.card_cursor, 0, option)
    return build_sheet([[column]], state.rules, keys, suggestion=suggestion, preview_totals=True)


def box_position(category: Category) -> tuple[int, int]:
    """(area, row) of a box on the card."""
    index = category.index
    return (index // 6, index % 6)


@dataclass
class ScreenView:
    """Everything the screen shows, gathered by the controller for one frame (read-only use)."""

    state: GameState
    faces: tuple[int, ...]  # the faces to draw now (0 = blank die)
    lifts: tuple[int, ...] = (0, 0, 0, 0, 0)  # pixels a tumbling die is lifted
    marks: frozenset[int] = frozenset()
    die_cursor: int | None = None  # the box round the current die, None when hidden
    card_cursor: Category | None = None
    preview: ScoreOption | None = None
    player_rows: list[tuple[str, int, bool]] = field(default_factory=list)  # name, total, current
    series_line: str = ""
    button: str = ""
    button_pressed: bool = False
    infoprint: str = ""
    card_seat: int | None = None  # whose card is shown (None: the current player's)


class PsionScreen:
    """Paints a ScreenView with the skin's areas and pens."""

    def __init__(self, skin: Skin, look: Look, layers: dict[str, StaticLayer] | None = None) -> None:
        self.skin = skin
        #: where the score card's kept picture is (the App's layers: ynot.ui.kit.layer)
        self.layers: dict[str, StaticLayer] = {} if layers is None else layers
        self.look = look
        self.cards = [pygame.Rect(skin.area(name)) for name in ("card1", "card2", "card3")]
        self.dice_area = pygame.Rect(skin.area("dice"))
        self.names_area = pygame.Rect(skin.area("names"))
        self.button_area = pygame.Rect(skin.area("button"))
        self.icon_width = int(skin.settings.get("icon_width", 34))
        self.row_height = int(skin.settings.get("row_height", 24))
        self.die_size = int(skin.settings.get("die_size", 32))
        self.die_pitch = int(skin.settings.get("die_pitch", 40))
        self.icons = build_icons(look.black, look.grey, look.clear)
        self.background = look.shaded(skin.canvas)

    # --- geometry ------------------------------------------------------------------------
    def cell(self, area: int, row: int) -> pygame.Rect:
        """The score cell (second column) of a card row."""
        card = self.cards[area]
        top = card.top + 1 + row * self.row_height
        return pygame.Rect(card.left + self.icon_width + 1, top, card.width - self.icon_width - 2, self.row_height)

    def icon_cell(self, area: int, row: int) -> pygame.Rect:
        card = self.cards[area]
        top = card.top + 1 + row * self.row_height
        return pygame.Rect(card.left + 1, top, self.icon_width - 1, self.row_height)

    def die_rect(self, index: int) -> pygame.Rect:
        span = self.die_pitch * 4 + self.die_size
        left = self.dice_area.left + (self.dice_area.width - span) // 2
        top = self.dice_area.top + (self.dice_area.height - self.die_size) // 2 + 2
        return pygame.Rect(left + index * self.die_pitch, top, self.die_size, self.die_size)

    def box_at(self, pos: tuple[int, int]) -> Category | None:
        """The box under a canvas point (for a mouse-driven frame)."""
        for category in ALL_CATEGORIES:
            area, row = box_position(category)
            if self.cell(area, row).union(self.icon_cell(area, row)).collidepoint(pos):
                return category
        return None

    # --- drawing -------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, view: ScreenView) -> None:
        surface.blit(self.background, (0, 0))
        sheet = card_sheet(view)  # the card is the same frame after frame while dice roll: a static layer
        cards = self.cards[0].unionall(self.cards[1:]).inflate(4, 4)  # with the panels' shadows
        app_layer(self, "psion card").draw(surface, cards, (language(), sheet), lambda: self._draw_card(surface, sheet))
        self._draw_dice(surface, view)
        self._draw_names(surface, view)
        self.look.button(surface, self.button_area, view.button, pressed=view.button_pressed)

    def _draw_card(self, surface: pygame.Surface, sheet: Sheet) -> None:
        look = self.look
        for area, keys in enumerate(CARD_ROWS):
            card = self.cards[area]
            look.panel(surface, card)
            x_split = card.left + self.icon_width
            pygame.draw.line(surface, look.black, (x_split, card.top + 1), (x_split, card.bottom - 2))
            for row, key in enumerate(keys):
                icon_rect = self.icon_cell(area, row)
                cell = self.cell(area, row)
                if row:
                    look.dotted_hline(surface, card.left + 2, card.right - 3, cell.top)
                if area == 2 and row == 1:  # the totals start under Chance: a solid rule
                    pygame.draw.line(surface, look.black, (card.left + 1, cell.top), (card.right - 2, cell.top))
                icon = self.icons[icon_name(key)]
                surface.blit(icon, icon.get_rect(center=icon_rect.center))
                shown = sheet.cell(key)
                if shown.mark is Mark.SUGGESTED:
                    inner = cell.inflate(-4, -6)
                    look.inverse_text(surface, inner, shown.after_text, look.bold, align="right", pad=2)
                elif shown.text:
                    colour = look.grey if shown.mark is Mark.GREYED else look.black
                    look.text_in(surface, cell, shown.shown, colour, look.bold, align="right", pad=4)

    def _draw_dice(self, surface: pygame.Surface, view: ScreenView) -> None:
        look = self.look
        look.panel(surface, self.dice_area)
        for index in range(5):
            rect = self.die_rect(index).move(0, -view.lifts[index])
            face = view.faces[index] if index < len(view.faces) else 0
            if face == 0:
                look.dotted_rect(surface, rect, look.grey)
                continue
            marked = index in view.marks
            draw_die(
                surface,
                rect,
                face,
                body=look.black if marked else look.clear,
                pips=look.clear if marked else look.black,
                outline=look.black,
                pip_size=2,
                radius=4,
                shadow=look.grey,
            )
            if view.die_cursor == index:
                box = self.die_rect(index).inflate(8, 8)
                pygame.draw.rect(surface, look.black, box, 1)
                pygame.draw.rect(surface, look.black, box.inflate(-2, -2), 1)

    def _draw_names(self, surface: pygame.Surface, view: ScreenView) -> None:
        look = self.look
        area = self.names_area
        look.panel(surface, area)
        row_h = 14
        for row, (name, total, current) in enumerate(view.player_rows[:2]):
            rect = pygame.Rect(area.left + 2, area.top + 2 + row * row_h, area.width - 4, row_h - 1)
            if current:
                pygame.draw.rect(surface, look.black, rect)
            colour = look.clear if current else look.black
            room = rect.width - 16 - look.bold.line_width(str(total))
            look.text_in(surface, rect, fit_text(look.bold, name, room), colour, look.bold, align="left", pad=4)
            look.text_in(surface, rect, str(total), colour, look.bold, align="right", pad=4)
        rect = pygame.Rect(area.left + 2, area.bottom - row_h - 1, area.width - 4, row_h)
        if view.infoprint:  # the message takes the series line's place, clear of the push button
            self._draw_infoprint(surface, rect, view.infoprint)
        elif view.series_line:
            look.dotted_hline(surface, area.left + 2, area.right - 3, rect.top)
            look.text_in(surface, rect, view.series_line, look.black, look.font, align="center")

    def _draw_infoprint(self, surface: pygame.Surface, rect: pygame.Rect, text: str) -> None:
        """The infoprint in the series line's place: one line centred on a black bar; a longer sentence
        wraps, and the bar grows upward over the names, a line at a time, as far as the names' panel
        reaches (as an EPOC infoprint covers what lies under it); one longer still ends in "..."."""
        look = self.look
        font = look.font
        if font.line_width(text) <= rect.width - 8:
            look.inverse_text(surface, rect.inflate(0, -1), text, font, align="center")
            return
        room = max(1, (rect.bottom - self.names_area.top - 3 - font.headroom) // font.line_height)
        lines = font.wrap(text, rect.width - 8)
        if len(lines) > room:
            lines = [*lines[: room - 1], fit_text(font, " ".join(lines[room - 1:]), rect.width - 8)]
        bar = pygame.Rect(rect.left, 0, rect.width, font.line_height * len(lines) + 3 + font.headroom)
        bar.bottom = rect.bottom
        pygame.draw.rect(surface, look.black, bar)
        top = bar.top + 2 + font.headroom  # room in the bar for a capital's accent
        for row, line in enumerate(lines):
            font.draw(surface, line, (bar.centerx, top + row * font.line_height), look.clear, align="center")
