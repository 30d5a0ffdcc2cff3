"""The first start: a screen to choose the look (the skin) YNOT wears: Psion, Amiga, and any later one.

It shows once: the choice is kept in ynot.ini (``[welcome] skin_chosen = yes`` and the ``skin``
setting), and after that each skin's own options change the look. With only one skin installed there
is nothing to choose and the screen waits for a second one. Keys: UP/DOWN (or TAB) move, ENTER or SPACE
starts, 1-9 start that look at once, ESC leaves; the mouse lights the row it points at and starts one
with a click. Pointing never moves the keyboard's choice: DOWN then RETURN takes the row after the one
the keys were on, wherever the mouse is.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from .. import resources
from ..i18n import N_, _
from ..logs import get_logger
from ..looks import in_order
from .app import App
from .kit.text import fit_text
from .pixelfont import get_font
from .scene import Scene
from .skin import Skin, SkinError, available_skins, load_skin
from .window import open_app

log = get_logger("ynot.ui")

WELCOME_SECTION = "welcome"
CHOSEN_KEY = "skin_chosen"

PALETTE = {
    "background": (28, 32, 44),
    "row": (40, 46, 62),
    "highlight": (62, 86, 138),
    "text": (236, 234, 224),
    "dim": (150, 156, 172),
    "border": (12, 14, 18),
}
CANVAS = (400, 225)
HEADER_H = 42
ROW_H = 52
ROW_GAP = 4
FOOTER_Y = 210
SWATCH = pygame.Rect(6, 6, 100, 40)  # the look's picture, inside a row

CHOOSER_SKIN = Skin(
    name="chooser",
    title=N_("Choose a look"),
    folder=resources.data_dir("skins"),
    controller="ynot.ui.skin_chooser:SkinChooser",
    canvas=CANVAS,
    default_scale=3,
    description="The first start: choose the look YNOT wears.",
    pointer=True,
    palette=dict(PALETTE),
    fonts={"normal": "psion", "bold": "psion-bold"},
)


@dataclass(frozen=True)
class Choice:
    """One look on offer: its skin's name, title, description and colours."""

    name: str
    title: str
    description: str
    colours: tuple[tuple[int, int, int], ...]


def skin_choices(names: Sequence[str] | None = None) -> list[Choice]:
    """Every skin that loads, the original looks first; a broken skin is left out (and logged)."""
    names = available_skins() if names is None else names
    choices = []
    for name in in_order(names):
        try:
            skin = load_skin(name)
        except SkinError as err:
            log.warning("skin chooser: left out %s: %s", name, err)
            continue
        choices.append(Choice(name, skin.title or name, skin.description, tuple(skin.palette.values())))
    return choices


def needs_choice(options: Any) -> bool:
    """True until a look has been chosen on this screen (or the player has no options file at all)."""
    if options is None:
        return False
    return options.sections.get(WELCOME_SECTION, {}).get(CHOSEN_KEY, "").strip().lower() != "yes"


def mark_chosen(options: Any, name: str) -> None:
    """Make ``name`` the look and note that the first-start choice is made."""
    options.skin = name
    options.section(WELCOME_SECTION)[CHOSEN_KEY] = "yes"


def _luminance(colour: tuple[int, int, int]) -> float:
    r, g, b = colour
    return 0.299 * r + 0.587 * g + 0.114 * b


def skin_preview(name: str, seed: int = 1) -> pygame.Surface | None:
    """The look's start screen at its own size, drawn off-screen (no records, no sound, its own App),
    or None when the skin cannot draw one (it is then shown by its colours)."""

    try:
        skin = load_skin(name)
        app = App(skin, scale=1)
        app.push(skin.controller_class()(app, store=None, audio=None, seed=seed, resume=False))
        app.settle()
        return app.frame_image()  # as the window shows it (the Amiga's pixels are twice as tall)
    except Exception:  # a look that cannot draw itself is still offered
        log.warning("skin chooser: no preview of %s", name, exc_info=True)
        return None


def fit_within(surface: pygame.Surface, box: tuple[int, int]) -> pygame.Surface:
    """``surface`` shrunk (smoothly: a thumbnail, not pixel art) to fit ``box``, keeping its shape."""
    width, height = surface.get_size()
    ratio = min(box[0] / width, box[1] / height, 1.0)
    size = (max(1, round(width * ratio)), max(1, round(height * ratio)))
    return pygame.transform.smoothscale(surface.convert(24) if surface.get_bitsize() < 24 else surface, size)


def draw_swatch(surface: pygame.Surface, rect: pygame.Rect, colours: Sequence[tuple[int, int, int]]) -> None:
    """A thumbnail in a look's colours: its first colour as the screen, three dice in the colour that
    stands out most from it, and a strip of every colour it has."""
    background = colours[0] if colours else PALETTE["row"]
    ink = max(colours or [PALETTE["text"]], key=lambda c: abs(_luminance(c) - _luminance(background)))
    surface.fill(PALETTE["border"], rect)
    inner = rect.inflate(-2, -2)
    surface.fill(background, inner)
    die = 13
    top = inner.y + 5
    for index, pips in enumerate(((1,), (0, 2), (0, 1, 2))):  # faces one, two, three on a diagonal
        left = inner.x + 6 + index * (die + 5)
        pygame.draw.rect(surface, ink, (left, top, die, die), 1)
        for pip in pips:
            surface.fill(ink, (left + 3 + pip * 3, top + 3 + pip * 3, 2, 2))
    strip = inner.bottom - 9
    width = max(1, (inner.width - 4) // max(1, len(colours)))
    for index, colour in enumerate(colours):
        cell = pygame.Rect(inner.x + 2 + index * width, strip, width - 1, 7)
        surface.fill(ink, cell)
        surface.fill(colour, cell.inflate(-2, -2))


def keeper(store: Any) -> Callable[[str], None]:
    """What keeps the look chosen in ``store``'s options (ynot.ini), the first-start choice noted."""

    def keep(name: str) -> None:
        if store is not None:
            mark_chosen(store.options, name)
            store.save_options()

    return keep


class SkinChooser(Scene):
    """The list of looks; choosing one keeps it (``keep``, :func:`keeper`) and asks the App to start it
    (``app.switch_to``)."""

    def __init__(
        self,
        choices: Sequence[Choice],
        *,
        keep: Callable[[str], None] = lambda name: None,
        current: str | None = None,
        previews: bool = True,
    ) -> None:
        super().__init__()
        if not choices:
            raise SkinError(_("there is no skin to choose from"))
        self.choices = list(choices)
        self.keep = keep
        names = [c.name for c in self.choices]
        self.selected = names.index(current) if current in names else 0  # the keyboard's choice
        self.hover: int | None = None  # the row under the mouse, once the mouse has moved
        #: where the pointer was last seen: the first place it is seen (the screen opened under a resting
        #: pointer) outlines no row, so that one row is marked, the keyboard's, until the pointer moves
        self.last_pointer: tuple[int, int] | None = None
        self.top_row = 0
        self.chosen: str | None = None
        self.previews = previews
        self._thumbnails: dict[str, pygame.Surface | None] = {}
        self.font = get_font("psion")
        self.bold = get_font("psion-bold")

    # --- layout ------------------------------------------------------------------------------
    @property
    def visible_rows(self) -> int:
        return max(1, (FOOTER_Y - HEADER_H) // (ROW_H + ROW_GAP))

    def row_rect(self, index: int) -> pygame.Rect | None:
        """Where choice ``index`` is drawn, or None while it is scrolled out of sight."""
        row = index - self.top_row
        if not 0 <= row < self.visible_rows or index >= len(self.choices):
            return None
        return pygame.Rect(10, HEADER_H + row * (ROW_H + ROW_GAP), CANVAS[0] - 20, ROW_H)

    def row_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(self.top_row, min(len(self.choices), self.top_row + self.visible_rows)):
            rect = self.row_rect(index)
            if rect is not None and rect.collidepoint(pos):
                return index
        return None

    def select(self, index: int, *, wrap: bool = True) -> None:
        """Move the highlight to ``index``: round from the last to the first, or stopping at the ends."""
        last = len(self.choices) - 1
        self.selected = index % len(self.choices) if wrap else max(0, min(last, index))
        if self.selected < self.top_row:
            self.top_row = self.selected
        elif self.selected >= self.top_row + self.visible_rows:
            self.top_row = self.selected - self.visible_rows + 1

    # --- choosing ----------------------------------------------------------------------------
    def choose(self, index: int) -> None:
        """Take look ``index``: save it, and end this screen so the App's owner starts that skin."""
        self.chosen = self.choices[index].name
        self.keep(self.chosen)
        if self.app is not None:
            self.app.switch_to = self.chosen
            self.app.quit()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            if self.last_pointer is not None and event.pos != self.last_pointer:
                self.hover = self.row_at(event.pos)
            self.last_pointer = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button == 1:
                index = self.row_at(event.pos)
                if index is not None:
                    self.choose(index)
            elif event.button in (4, 5):  # the wheel, on systems that still send it as buttons
                self.select(self.selected + (1 if event.button == 5 else -1), wrap=False)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.select(self.selected - event.y, wrap=False)
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        self.hover = None  # the keyboard chose: one row is highlighted, not the pointer's as well
        if key in (pygame.K_UP, pygame.K_LEFT) or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
            self.select(self.selected - 1)
        elif key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_TAB):
            self.select(self.selected + 1)
        elif key in (pygame.K_HOME, pygame.K_PAGEUP):
            self.select(0)
        elif key in (pygame.K_END, pygame.K_PAGEDOWN):
            self.select(len(self.choices) - 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.choose(self.selected)
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.choices):
            self.choose(key - pygame.K_1)
        elif key == pygame.K_ESCAPE:
            if self.app is not None:
                self.app.quit()
        else:
            return False
        return True

    # --- drawing -----------------------------------------------------------------------------
    def thumbnail(self, choice: Choice) -> pygame.Surface | None:
        """The look's start screen shrunk to the picture box, made once; None: show its colours."""
        if not self.previews:
            return None
        if choice.name not in self._thumbnails:
            preview = skin_preview(choice.name)
            box = (SWATCH.width - 2, SWATCH.height - 2)
            self._thumbnails[choice.name] = None if preview is None else fit_within(preview, box)
        return self._thumbnails[choice.name]

    def _draw_picture(self, surface: pygame.Surface, box: pygame.Rect, choice: Choice) -> None:
        picture = self.thumbnail(choice)
        if picture is None:
            draw_swatch(surface, box, choice.colours)
            return
        frame = picture.get_rect(center=box.center).inflate(2, 2)
        surface.fill(PALETTE["border"], frame)
        surface.blit(picture, frame.inflate(-2, -2))

    def _centred(self, surface: pygame.Surface, font: Any, text: str, y: int, colour: tuple) -> None:
        width = font.line_width(text)
        surface.blit(font.render(text, colour), ((CANVAS[0] - width) // 2, y))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(PALETTE["background"])
        self._centred(surface, self.bold, _("Welcome to YNOT"), 6, PALETTE["text"])
        hint = _("Choose a look. Each look's Options can change it again.")
        self._centred(surface, self.font, hint, 26, PALETTE["dim"])
        for index, choice in enumerate(self.choices):
            rect = self.row_rect(index)
            if rect is None:
                continue
            chosen = index == self.selected
            surface.fill(PALETTE["highlight"] if chosen else PALETTE["row"], rect)
            if chosen:
                pygame.draw.rect(surface, PALETTE["text"], rect, 1)
            elif index == self.hover:
                pygame.draw.rect(surface, PALETTE["dim"], rect, 1)
            self._draw_picture(surface, SWATCH.move(rect.topleft), choice)
            left = rect.x + SWATCH.right + 10
            number = f"{index + 1}. " if index < 9 else ""
            surface.blit(self.bold.render(number + choice.title, PALETTE["text"]), (left, rect.y + 5))
            room = rect.right - left - 6
            lines = self.font.wrap(_(choice.description), room)  # a shipped look's description, translated
            if len(lines) > 2:  # two lines: a longer one ends in "..."
                lines = [lines[0], fit_text(self.font, " ".join(lines[1:]), room)]
            for line_no, line in enumerate(lines):
                colour = PALETTE["text"] if chosen else PALETTE["dim"]
                y = rect.y + 22 + line_no * self.font.line_height
                surface.blit(self.font.render(line, colour), (left, y))
        # Hints of hidden rows sit in the margins at the right, clear of the rows and the footer's keys.
        if self.top_row > 0:
            self.font.draw(surface, _("↑ more"), (CANVAS[0] - 10, HEADER_H - 10), PALETTE["dim"], align="right")
        if self.top_row + self.visible_rows < len(self.choices):
            self.font.draw(surface, _("↓ more"), (CANVAS[0] - 10, FOOTER_Y), PALETTE["dim"], align="right")
        self._centred(
            surface, self.font, _("Up/Down: pick    Enter or click: start    Esc: leave"), FOOTER_Y, PALETTE["dim"]
        )


def first_start_skin(store: Any, choices: Sequence[Choice] | None = None) -> str | None:
    """The skin to start: the kept one, or on the first start (with two looks or more to choose from)
    the one the player picks on the welcome screen; None when the player leaves without choosing."""
    options = store.options if store is not None else None
    current = options.skin if options is not None else "psion"
    if not needs_choice(options):
        return current
    choices = skin_choices() if choices is None else list(choices)
    if len(choices) < 2:
        return current

    if not pygame.display.get_init():
        pygame.display.init()  # the display alone: the sound wakes when first played
    driver = pygame.display.get_driver()
    if driver in ("offscreen", "dummy") and os.environ.get("SDL_VIDEODRIVER") != driver:
        return current  # no desktop to show the question on: the game's own window says so
    app = open_app(CHOOSER_SKIN)  # its own window is not remembered: the looks' windows are
    scene = SkinChooser(choices, keep=keeper(store), current=current)
    app.push(scene)
    app.run()
    return scene.chosen
