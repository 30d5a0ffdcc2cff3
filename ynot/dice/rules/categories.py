"""The thirteen boxes of a scorecard column."""

from __future__ import annotations

from enum import Enum

from ...i18n import _


class Category(Enum):
    """A way to score a turn. The value is the box's stable key in records and files."""

    ONES = "ones"
    TWOS = "twos"
    THREES = "threes"
    FOURS = "fours"
    FIVES = "fives"
    SIXES = "sixes"
    THREE_KIND = "three-kind"
    FOUR_KIND = "four-kind"
    FULL_HOUSE = "full-house"
    SMALL_STRAIGHT = "small-straight"
    LARGE_STRAIGHT = "large-straight"
    FIVE_KIND = "five-kind"
    CHANCE = "chance"

    @property
    def is_upper(self) -> bool:
        """True for Ones to Sixes (section 1)."""
        return _FACE[self] > 0

    @property
    def face(self) -> int:
        """The face an upper box counts (1-6); 0 for a lower box."""
        return _FACE[self]

    @property
    def index(self) -> int:
        """Position of the box on the card, 0-12."""
        return _INDEX[self]

    @classmethod
    def for_face(cls, face: int) -> Category:
        """The upper box that counts ``face``."""
        return UPPER[face - 1]


UPPER: tuple[Category, ...] = (
    Category.ONES,
    Category.TWOS,
    Category.THREES,
    Category.FOURS,
    Category.FIVES,
    Category.SIXES,
)
LOWER: tuple[Category, ...] = (
    Category.THREE_KIND,
    Category.FOUR_KIND,
    Category.FULL_HOUSE,
    Category.SMALL_STRAIGHT,
    Category.LARGE_STRAIGHT,
    Category.FIVE_KIND,
    Category.CHANCE,
)
ALL_CATEGORIES: tuple[Category, ...] = UPPER + LOWER
_INDEX: dict[Category, int] = {c: i for i, c in enumerate(ALL_CATEGORIES)}
_FACE: dict[Category, int] = {c: (i + 1 if i < 6 else 0) for i, c in enumerate(ALL_CATEGORIES)}

#: Letters of the play-by-mail Yacht score sheet (the pbmserv Yacht manual of 2003).
PBM_LETTERS: dict[str, Category] = {
    "a": Category.ONES,
    "b": Category.TWOS,
    "c": Category.THREES,
    "d": Category.FOURS,
    "e": Category.FIVES,
    "f": Category.SIXES,
    "t": Category.THREE_KIND,
    "r": Category.FOUR_KIND,
    "h": Category.FULL_HOUSE,
    "s": Category.SMALL_STRAIGHT,
    "l": Category.LARGE_STRAIGHT,
    "y": Category.FIVE_KIND,
    "x": Category.CHANCE,
}

_ALIASES: dict[str, Category] = {
    **{c.value: c for c in ALL_CATEGORIES},
    **{c.name.lower().replace("_", "-"): c for c in ALL_CATEGORIES},
    **{str(c.face) + "s": c for c in UPPER},
    "aces": Category.ONES,
    "3k": Category.THREE_KIND,
    "4k": Category.FOUR_KIND,
    "3-of-a-kind": Category.THREE_KIND,
    "4-of-a-kind": Category.FOUR_KIND,
    "fh": Category.FULL_HOUSE,
    "ss": Category.SMALL_STRAIGHT,
    "ls": Category.LARGE_STRAIGHT,
    "low-straight": Category.SMALL_STRAIGHT,
    "high-straight": Category.LARGE_STRAIGHT,
    "long-straight": Category.LARGE_STRAIGHT,
    "short-straight": Category.SMALL_STRAIGHT,
    "ynot": Category.FIVE_KIND,
    "ynot!": Category.FIVE_KIND,
    "yahtzee": Category.FIVE_KIND,
    "yatcy": Category.FIVE_KIND,
    "yacht": Category.FIVE_KIND,
}


def parse_category(text: str) -> Category:
    """Read a box name (``full-house``, ``fh``, ``5s``, ``yahtzee``...); raise ValueError if unknown."""
    key = text.strip().lower().replace("_", "-").replace(" ", "-")
    try:
        return _ALIASES[key]
    except KeyError:
        names = ", ".join(c.value for c in ALL_CATEGORIES)
        raise ValueError(_("unknown box {text!r}; the boxes are: {names}").format(text=text, names=names)) from None
