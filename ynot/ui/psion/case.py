"""The Series 3a itself, drawn by code round the screen: the lid, the hinge and the keyboard.

Keys light up when they are pressed on the real keyboard, and clicking one presses it: the Psion,
Control and Shift keys latch until the next key is clicked, so Psion then H opens the high scores.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..kit.layer import StaticLayer, app_layer
from ..pixelfont import get_font
from ..skin import Skin

LIGHT_MS = 180
UNIT = 38  # key pitch in pixels
KEY_H = 24
ROW_PITCH = 28

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Key:
    label: str
    width: float  # in key units
    key: int  # pygame key code; 0 for a modifier or a key YNOT does not use
    char: str = ""  # the character it types
    modifier: int = 0  # a latching modifier (Psion, Control, Shift)


def _chars(text: str) -> list[Key]:
    return [Key(ch.upper() if ch.isalpha() else ch, 1, ord(ch), ch) for ch in text]


PSION_MOD = pygame.KMOD_LALT  # the Psion key: Ctrl or Alt serve on a PC
ROWS: tuple[tuple[Key, ...], ...] = (
    (
        Key("Esc", 1, pygame.K_ESCAPE),
        *_chars("1234567890"),
        Key("+", 1, pygame.K_PLUS, "+"),
        Key("-", 1, pygame.K_MINUS, "-"),
        Key("Del", 1, pygame.K_BACKSPACE),
    ),
    (
        Key("Tab", 1, pygame.K_TAB),
        *_chars("qwertyuiop"),
        Key("*", 1, pygame.K_ASTERISK, "*"),
        Key("/", 1, pygame.K_SLASH, "/"),
        Key("Enter", 1, pygame.K_RETURN),
    ),
    (
        Key("Control", 1.5, 0, modifier=pygame.KMOD_LCTRL),
        *_chars("asdfghjkl"),
        Key(";", 1, pygame.K_SEMICOLON, ";"),
        Key("'", 1, pygame.K_QUOTE, "'"),
        Key("Enter", 1.5, pygame.K_RETURN),
    ),
    (
        Key("Shift", 1.5, 0, modifier=pygame.KMOD_LSHIFT),
        *_chars("zxcvbnm"),
        Key(",", 1, pygame.K_COMMA, ","),
        Key(".", 1, pygame.K_PERIOD, "."),
        Key("up", 1, pygame.K_UP),
        Key("Shift", 2.5, 0, modifier=pygame.KMOD_RSHIFT),
    ),
    (
        Key("Psion", 1.5, 0, modifier=PSION_MOD),
        Key("Menu", 1.5, pygame.K_MENU),
        Key("diamond", 1, 0),
        Key("", 5.5, pygame.K_SPACE, " "),
        Key("Help", 1.5, pygame.K_F1),
        Key("left", 1, pygame.K_LEFT),
        Key("down", 1, pygame.K_DOWN),
        Key("right", 1, pygame.K_RIGHT),
    ),
)
SILKSCREEN = ("System", "Data", "Word", "Agenda", "Time", "World", "Calc", "Sheet")
#: Keys of a PC keyboard shown on another key of the 3a.
ALIASES = {
    pygame.K_F2: pygame.K_MENU,
    pygame.K_HELP: pygame.K_F1,
    pygame.K_KP_ENTER: pygame.K_RETURN,
    pygame.K_DELETE: pygame.K_BACKSPACE,
}


class SeriesThreeCase:
    """The machine round the Psion skin's 480x160 screen (the App's Frame)."""

    size = (600, 404)

    def __init__(self, skin: Skin) -> None:
        self.skin = skin
        self.screen_rect = pygame.Rect(60, 26, *skin.canvas)
        self.font = get_font(skin.fonts.get("normal", "psion"))
        self.bold = get_font(skin.fonts.get("bold", "psion-bold"))
        palette = skin.palette
        self.case: Colour = palette.get("case", (58, 61, 64))
        self.case_dark: Colour = palette.get("case_dark", (36, 38, 42))
        self.case_edge: Colour = palette.get("case_edge", (85, 89, 94))
        self.key_colour: Colour = palette.get("key", (27, 28, 31))
        self.key_edge: Colour = palette.get("key_edge", (12, 13, 14))
        self.key_text: Colour = palette.get("key_text", (211, 214, 204))
        self.key_lit: Colour = palette.get("key_lit", (190, 220, 190))
        self.lit_text: Colour = palette.get("black", (76, 85, 68))
        self.silkscreen: Colour = palette.get("silkscreen", (163, 168, 160))
        self.keys: list[tuple[pygame.Rect, Key]] = self._layout()
        self.lit: dict[int, int] = {}  # index in self.keys -> ms left
        self.latched = 0  # modifiers clicked and waiting for a key
        self._held_mods = 0
        self._background = self._draw_case()
        self.layers: dict[str, StaticLayer] = {}  # the case with its keys, painted again when a key lights
        self._key_pictures: dict[tuple[int, bool], tuple[pygame.Surface, pygame.Rect]] = {}

    # --- layout --------------------------------------------------------------------------
    def _layout(self) -> list[tuple[pygame.Rect, Key]]:
        keys = []
        row_units = max(sum(k.width for k in row) for row in ROWS)
        left = (self.size[0] - int(row_units * UNIT) + 4) // 2
        top = 256
        for r, row in enumerate(ROWS):
            x = float(left)
            for key in row:
                width = int(key.width * UNIT) - 4
                keys.append((pygame.Rect(int(x), top + r * ROW_PITCH, width, KEY_H), key))
                x += key.width * UNIT
        return keys

    def key_at(self, pos: tuple[int, int]) -> Key | None:
        for rect, key in self.keys:
            if rect.collidepoint(pos):
                return key
        return None

    # --- the Frame protocol ----------------------------------------------------------------
    def click(self, kind: int, pos: tuple[int, int], button: int) -> list[pygame.event.Event]:
        if kind != pygame.MOUSEBUTTONDOWN or button != 1:
            return []
        for index, (rect, key) in enumerate(self.keys):
            if not rect.collidepoint(pos):
                continue
            if key.modifier:
                self.latched ^= key.modifier
                return []
            self.lit[index] = LIGHT_MS
            if not key.key:
                return []
            mod = self.latched
            self.latched = 0
            char = key.char
            if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                char = ""
            elif mod & pygame.KMOD_SHIFT and char:
                char = char.upper()
            down = pygame.event.Event(pygame.KEYDOWN, key=key.key, mod=mod, unicode=char, scancode=0)
            up = pygame.event.Event(pygame.KEYUP, key=key.key, mod=mod, unicode=char, scancode=0)
            return [down, up]
        return []

    def key_seen(self, event: pygame.event.Event) -> None:
        code = ALIASES.get(event.key, event.key)
        self._held_mods = getattr(event, "mod", 0)  # modifiers held down light their keys
        if event.type != pygame.KEYDOWN:
            return
        for index, (_, key) in enumerate(self.keys):
            if key.key and key.key == code:
                self.lit[index] = LIGHT_MS

    def busy(self) -> bool:
        return bool(self.lit)

    def update(self, dt_ms: int) -> None:
        for index in list(self.lit):
            self.lit[index] -= dt_ms
            if self.lit[index] <= 0:
                del self.lit[index]

    # --- drawing ---------------------------------------------------------------------------
    def _draw_case(self) -> pygame.Surface:
        surface = pygame.Surface(self.size)
        surface.fill(self.skin.palette.get("border", (30, 34, 27)))
        width = self.size[0]
        lid = pygame.Rect(4, 4, width - 8, 214)
        pygame.draw.rect(surface, self.case, lid, border_radius=10)
        pygame.draw.rect(surface, self.case_edge, lid, 1, border_radius=10)
        bezel = self.screen_rect.inflate(20, 20)
        pygame.draw.rect(surface, self.case_dark, bezel, border_radius=4)
        pygame.draw.rect(surface, self.key_edge, self.screen_rect.inflate(4, 4))
        label_y = bezel.bottom + 7
        self.bold.draw(surface, "PSION", (bezel.left + 2, label_y), self.silkscreen)
        self.font.draw(surface, "Series 3a", (bezel.right - 2, label_y + 2), self.silkscreen, align="right")
        hinge = pygame.Rect(24, 218, width - 48, 10)
        pygame.draw.rect(surface, self.case_dark, hinge)
        pygame.draw.line(surface, self.case_edge, hinge.topleft, hinge.topright)
        base = pygame.Rect(4, 228, width - 8, self.size[1] - 232)
        pygame.draw.rect(surface, self.case, base, border_radius=10)
        pygame.draw.rect(surface, self.case_edge, base, 1, border_radius=10)
        step = (width - 80) // len(SILKSCREEN)
        for i, name in enumerate(SILKSCREEN):
            self.font.draw(surface, name, (40 + step * i + step // 2, 236), self.silkscreen, align="center")
        pygame.draw.line(surface, self.case_dark, (30, 250), (width - 30, 250))
        return surface

    def draw(self, canvas: pygame.Surface) -> None:
        held = self.latched | self._held_mods
        lit = tuple(
            index in self.lit or bool(key.modifier and self._modifier_on(key.modifier, held))
            for index, (_rect, key) in enumerate(self.keys)
        )

        def paint() -> None:
            canvas.blit(self._background, (0, 0))
            for index, on in enumerate(lit):
                picture, area = self._key_picture(index, on)
                canvas.blit(picture, area)

        app_layer(self, "case").draw(canvas, canvas.get_rect(), lit, paint)

    def _key_picture(self, index: int, lit: bool) -> tuple[pygame.Surface, pygame.Rect]:
        """Key ``index`` (lit or not) on the case under it, and where it goes (drawn once each way: the
        keys and their shadows lie apart)."""
        kept = self._key_pictures.get((index, lit))
        if kept is None:
            rect, key = self.keys[index]
            area = rect.union(rect.move(0, 2))
            picture = self._background.subsurface(area).copy()
            self._draw_key(picture, rect.move(-area.x, -area.y), key, lit)
            kept = self._key_pictures[(index, lit)] = (picture, area)
        return kept

    @staticmethod
    def _modifier_on(modifier: int, held: int) -> bool:
        if modifier == PSION_MOD:
            return bool(held & (pygame.KMOD_ALT | pygame.KMOD_CTRL))
        if modifier == pygame.KMOD_LCTRL:
            return False  # a PC's Ctrl is the Psion key here
        return bool(held & modifier)

    def _draw_key(self, canvas: pygame.Surface, rect: pygame.Rect, key: Key, lit: bool) -> None:
        body = self.key_lit if lit else self.key_colour
        ink = self.lit_text if lit else self.key_text
        pygame.draw.rect(canvas, self.key_edge, rect.move(0, 2), border_radius=3)
        pygame.draw.rect(canvas, body, rect, border_radius=3)
        if not lit:
            pygame.draw.line(canvas, self.case_edge, (rect.left + 3, rect.top), (rect.right - 4, rect.top))
        cx, cy = rect.center
        shapes = {
            "up": [(cx, cy - 4), (cx - 4, cy + 3), (cx + 4, cy + 3)],
            "down": [(cx, cy + 4), (cx - 4, cy - 3), (cx + 4, cy - 3)],
            "left": [(cx - 4, cy), (cx + 3, cy - 4), (cx + 3, cy + 4)],
            "right": [(cx + 4, cy), (cx - 3, cy - 4), (cx - 3, cy + 4)],
            "diamond": [(cx, cy - 5), (cx + 5, cy), (cx, cy + 5), (cx - 5, cy)],
        }
        if key.label in shapes:
            pygame.draw.polygon(canvas, ink, shapes[key.label])
            return
        font = self.font
        y = rect.top + (rect.height - font.cap_height) // 2 - (font.baseline - font.cap_height)
        font.draw(canvas, key.label, (cx, y), ink, align="center")
