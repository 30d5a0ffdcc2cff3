"""Input scripts: a line of tokens turned into the pygame events a player would make.

Tokens, separated by spaces (case does not matter for names):

- a key: ``ENTER`` ``SPACE`` ``TAB`` ``ESC`` ``LEFT`` ``RIGHT`` ``UP`` ``DOWN`` ``F1``..``F12`` ``MENU`` ``HELP``
  ``BACKSPACE`` ``DELETE`` ``HOME`` ``END`` ``PGUP`` ``PGDN``, a letter ``A``..``Z`` or a digit;
- a key with modifiers: ``Shift+SPACE``, ``Ctrl+H``, ``Alt+X``, ``Psion+H`` (the Psion key is Ctrl), ``Cmd+N``
  (the Macintosh's Command key is Ctrl too);
- ``TEXT:Alice`` types the characters (``_`` stands for a space);
- ``CLICK:x,y`` a left click at canvas pixel (x, y); ``DCLICK:x,y`` a double click;
  ``DRAG:x1,y1:x2,y2`` press at one point, move and release at the other; ``MOVE:x,y`` moves the mouse
  there without a click (hovering); ``WHEEL:x,y`` turns the mouse wheel there a notch down and back up;
- ``WAIT:ms`` lets that much time pass.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from ..i18n import _

_KEYS: dict[str, int] = {
    "ENTER": pygame.K_RETURN,
    "RETURN": pygame.K_RETURN,
    "SPACE": pygame.K_SPACE,
    "TAB": pygame.K_TAB,
    "ESC": pygame.K_ESCAPE,
    "ESCAPE": pygame.K_ESCAPE,
    "LEFT": pygame.K_LEFT,
    "RIGHT": pygame.K_RIGHT,
    "UP": pygame.K_UP,
    "DOWN": pygame.K_DOWN,
    "MENU": pygame.K_MENU,
    "HELP": pygame.K_HELP,
    "BACKSPACE": pygame.K_BACKSPACE,
    "DELETE": pygame.K_DELETE,
    "DEL": pygame.K_DELETE,
    "HOME": pygame.K_HOME,
    "END": pygame.K_END,
    "PGUP": pygame.K_PAGEUP,
    "PGDN": pygame.K_PAGEDOWN,
    **{f"F{n}": getattr(pygame, f"K_F{n}") for n in range(1, 13)},
}
_UNICODE = {
    pygame.K_RETURN: "\r",
    pygame.K_SPACE: " ",
    pygame.K_TAB: "\t",
    pygame.K_ESCAPE: "\x1b",
    pygame.K_BACKSPACE: "\x08",
}
_MODS = {
    "SHIFT": pygame.KMOD_LSHIFT,
    "CTRL": pygame.KMOD_LCTRL,
    "PSION": pygame.KMOD_LCTRL,
    "CMD": pygame.KMOD_LCTRL,  # a Macintosh's Command key: Ctrl on a PC
    "ALT": pygame.KMOD_LALT,
}
_POINT = re.compile(r"^(-?\d+),(-?\d+)$")


class ScriptError(ValueError):
    """A token the script language does not know; the message names it."""


@dataclass
class Step:
    """One token: events to dispatch (mouse positions in canvas pixels), then time to let pass."""

    token: str
    events: list[pygame.event.Event] = field(default_factory=list)
    wait_ms: int = 0


def key_event(key: int, mod: int = 0, unicode: str | None = None, kind: int = pygame.KEYDOWN) -> pygame.event.Event:
    """A synthetic key event as SDL would send it."""
    if unicode is None:
        unicode = _UNICODE.get(key, "")
        if not unicode and 32 <= key < 127:
            unicode = chr(key).upper() if mod & pygame.KMOD_SHIFT else chr(key)
        if mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT) and unicode.isalpha():
            unicode = ""
    return pygame.event.Event(kind, key=key, mod=mod, unicode=unicode, scancode=0)


def key_press(key: int, mod: int = 0, unicode: str | None = None) -> list[pygame.event.Event]:
    """KEYDOWN, the TEXTINPUT a printable character makes (as SDL sends it: text fields type from it),
    then KEYUP."""
    down = key_event(key, mod, unicode)
    events = [down]
    if down.unicode and down.unicode.isprintable() and not mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
        events.append(pygame.event.Event(pygame.TEXTINPUT, text=down.unicode))
    return events + [key_event(key, mod, unicode, pygame.KEYUP)]


def click(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False),
    ]


def wheel(pos: tuple[int, int], notches: int) -> pygame.event.Event:
    """The mouse wheel turned ``notches`` (up positive) with the pointer at ``pos``."""
    return pygame.event.Event(
        pygame.MOUSEWHEEL, x=0, y=notches, flipped=False, precise_x=0.0, precise_y=float(notches), touch=False, pos=pos
    )


def parse_script(text: str) -> list[Step]:
    """Every token of ``text`` as a Step; ScriptError for the first unknown token."""
    return [parse_token(token) for token in text.split()]


def parse_token(token: str) -> Step:
    head, _colon, rest = token.partition(":")
    upper = head.upper()
    if rest and upper == "TEXT":
        events: list[pygame.event.Event] = []
        for ch in rest.replace("_", " "):
            key = ord(ch.lower()) if ord(ch) < 127 else 0
            events += key_press(key, pygame.KMOD_LSHIFT if ch.isupper() else 0, ch)
        return Step(token, events)
    if rest and upper == "WAIT":
        if not rest.isdigit() or int(rest) > 600_000:
            raise ScriptError(_("WAIT needs milliseconds from 0 to 600000, not {text!r}").format(text=rest))
        return Step(token, [], int(rest))
    if rest and upper in ("CLICK", "DCLICK", "RCLICK"):
        pos = _point(rest, token)
        if upper == "CLICK":
            return Step(token, click(pos))
        if upper == "RCLICK":
            return Step(token, click(pos, 3))
        return Step(token, click(pos) + click(pos))
    if rest and upper == "MOVE":
        pos = _point(rest, token)
        motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
        return Step(token, [motion])
    if rest and upper == "WHEEL":
        pos = _point(rest, token)
        return Step(token, [wheel(pos, -1), wheel(pos, 1)])
    if rest and upper == "DRAG":
        start_text, _colon, end_text = rest.partition(":")
        start, end = _point(start_text, token), _point(end_text, token)
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        return Step(
            token,
            [
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1, touch=False),
                pygame.event.Event(pygame.MOUSEMOTION, pos=mid, rel=(0, 0), buttons=(1, 0, 0), touch=False),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0), touch=False),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1, touch=False),
            ],
        )
    if rest:
        raise ScriptError(_("unknown script token {token!r}").format(token=token))
    *mod_names, key_name = token.split("+")
    mod = 0
    for name in mod_names:
        if name.upper() not in _MODS:
            raise ScriptError(
                _("unknown modifier {name!r} in {token!r} (use Shift, Ctrl, Alt, Psion or Cmd)").format(
                    name=name, token=token
                )
            )
        mod |= _MODS[name.upper()]
    key = _key(key_name, token)
    return Step(token, key_press(key, mod))


def key_code(name: str) -> int:
    """The pygame key of a key's name as scripts and bindings write it (``"F1"``, ``"ENTER"``, ``"n"``);
    ScriptError for one the language does not know."""
    return _key(name, name)


def _key(name: str, token: str) -> int:
    upper = name.upper()
    if upper in _KEYS:
        return _KEYS[upper]
    if len(name) == 1 and (name.isalnum() or name in "+-=,./;'[]\\`"):
        return ord(name.lower())
    raise ScriptError(_("unknown key {name!r} in {token!r}").format(name=name, token=token))


def _point(text: str, token: str) -> tuple[int, int]:
    match = _POINT.match(text)
    if not match:
        raise ScriptError(_("{token!r} needs a point written x,y").format(token=token))
    return (int(match.group(1)), int(match.group(2)))
