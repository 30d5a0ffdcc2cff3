"""The table the dice lie on: five places, the dice shaker, the rolls-remaining counter, the Rescue button.

The game knows five dice and which are to be rolled again (thrown into the shaker); the places are the
look's own: a die can be moved to any place, and the order is kept in the autosave. A die being dragged
follows the pointer; dice that were rolled fly out of the shaker's hole to their places, turning over.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

import pygame

from ...dice.rules import NUM_DICE
from ..dice_view import RollAnimation
from ..skin import Skin


@dataclass(frozen=True)
class TableLayout:
    """Where the table's parts are, from the skin's areas and settings."""

    shaker: pygame.Rect
    rolls: pygame.Rect
    rescue: pygame.Rect
    places: tuple[pygame.Rect, ...]
    indicator: pygame.Rect
    die_size: int

    @classmethod
    def from_skin(cls, skin: Skin) -> TableLayout:
        size = int(skin.settings.get("die_size", 36))
        x, y, w, h = skin.area("places")
        gap = (w - NUM_DICE * size) // (NUM_DICE - 1)
        places = tuple(pygame.Rect(x + i * (size + gap), y + (h - size) // 2, size, size) for i in range(NUM_DICE))
        return cls(
            shaker=pygame.Rect(skin.area("shaker")),
            rolls=pygame.Rect(skin.area("rolls")),
            rescue=pygame.Rect(skin.area("rescue")),
            places=places,
            indicator=pygame.Rect(skin.area("indicator")),
            die_size=size,
        )

    def place_at(self, pos: tuple[int, int], slack: int = 0) -> int | None:
        """The place under ``pos`` (grown by ``slack`` pixels), or None."""
        for index, rect in enumerate(self.places):
            if rect.inflate(2 * slack, 2 * slack).collidepoint(pos):
                return index
        return None

    def over_shaker(self, pos: tuple[int, int]) -> bool:
        return self.shaker.collidepoint(pos)


@dataclass
class Drag:
    """A die picked up with the mouse: which, from where, and where the pointer holds it."""

    die: int
    origin: int  # the place it came from
    grab: tuple[int, int]  # the pointer's offset inside the die
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False

    def rect(self, size: int) -> pygame.Rect:
        return pygame.Rect(self.pos[0] - self.grab[0], self.pos[1] - self.grab[1], size, size)


class Places:
    """Which die lies in which of the five places (None: a blank place)."""

    def __init__(self, order: list[int | None] | None = None) -> None:
        self.slots: list[int | None] = [None] * NUM_DICE
        self.last: list[int | None] = [None] * NUM_DICE
        if order is not None and self.valid(order):
            self.slots = list(order)

    @staticmethod
    def valid(order: object) -> bool:
        if not isinstance(order, list) or len(order) != NUM_DICE:
            return False
        dice = [d for d in order if d is not None]
        return all(isinstance(d, int) and not isinstance(d, bool) and 0 <= d < NUM_DICE for d in dice) and len(
            set(dice)
        ) == len(dice)

    def place_of(self, die: int) -> int | None:
        return self.slots.index(die) if die in self.slots else None

    def settle(self, out: set[int]) -> list[int]:
        """Keep exactly the dice ``out`` in places: others leave, newcomers take the first blanks;
        returns the places the newcomers took, in die order. The order before a turn ended (all dice
        gone to the shaker) is kept in ``last``."""
        if not out and any(d is not None for d in self.slots):
            self.last = list(self.slots)
        self.slots = [d if d in out else None for d in self.slots]
        taken = []
        for die in sorted(out - set(self.slots)):
            place = self.slots.index(None)
            self.slots[place] = die
            taken.append(place)
        return taken

    def put_back(self, out: set[int]) -> bool:
        """A score taken back: the dice ``out`` lie in the places they had when it was made, not in a new
        order (False: those places are not known)."""
        if not out or not out <= set(self.last):
            return False
        self.slots = [die if die in out else None for die in self.last]
        return True

    def move(self, origin: int, target: int) -> None:
        """A die dropped on another place: the two swap (a blank moves to where the die was)."""
        self.slots[origin], self.slots[target] = self.slots[target], self.slots[origin]


class Tumble:
    """Dice flying from the shaker's hole to their places while their faces turn over (time-based).

    The faces and the timing are a :class:`RollAnimation` (the kit's DiceFlow starts and runs it): the
    shaker is shaken for ``shake_ms`` first; then each die flies ``fly_ms``, one after another.
    """

    def __init__(self, shake_ms: int, fly_ms: int, stagger_ms: int) -> None:
        self.shake_ms = shake_ms
        self.fly_ms = fly_ms
        self.faces = RollAnimation(duration_ms=shake_ms + fly_ms, stagger_ms=stagger_ms, rng=random.Random(1993))
        self.targets: dict[int, int] = {}  # die -> place

    @property
    def active(self) -> bool:
        return self.faces.active

    def aim(self, targets: dict[int, int]) -> None:
        """Where each rolled die is flying to."""
        self.targets = dict(targets)

    def shaking(self) -> int:
        """The shaker's sideways wobble now, in pixels (0 once the dice are out)."""
        elapsed = self.faces.elapsed
        if not self.active or elapsed >= self.shake_ms:
            return 0
        return (0, 3, 0, -3)[(elapsed // 40) % 4]

    def in_flight(self, die: int) -> bool:
        return self.active and die in self.targets and not self.faces.landed(die)

    def still_inside(self, die: int) -> bool:
        """A rolled die that has not left the shaker yet."""
        if not self.in_flight(die):
            return False
        return self.faces.elapsed < self.faces.stop_time(die) - self.fly_ms

    def position(self, die: int, hole: tuple[int, int], place: pygame.Rect) -> tuple[int, int]:
        """Where a flying die's top-left corner is now: out of the hole, up, and down onto its place."""
        start_ms = self.faces.stop_time(die) - self.fly_ms
        t = min(1.0, max(0.0, (self.faces.elapsed - start_ms) / self.fly_ms))
        size = place.width
        x0, y0 = hole[0] - size // 2, hole[1] - size // 2
        x = x0 + (place.left - x0) * t
        y = y0 + (place.top - y0) * t * t - 28 * 4 * t * (1 - t)  # a hop up, then falling onto the table
        return int(x), int(y)

    def face(self, die: int) -> int:
        return self.faces.face(die)
