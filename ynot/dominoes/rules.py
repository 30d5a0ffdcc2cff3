"""The rule sets: a double-six set with 7 tiles a hand or a double-nine set with 9, played to 300."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import _
from .tiles import Tile, full_set

TARGET = 300
#: The set's name -> its highest double.
SETS = {"double-six": 6, "double-nine": 9}
HAND_SIZES = {6: 7, 9: 9}
PLAYERS = 2


@dataclass(frozen=True)
class DominoRules:
    """How one game is played. ``highest`` is 6 or 9; the game is won at ``target`` points."""

    highest: int = 6
    target: int = TARGET

    def __post_init__(self) -> None:
        if self.highest not in HAND_SIZES:
            raise ValueError(_("Dominoes are played with a double-six or a double-nine set."))
        if not 5 <= self.target <= 10_000 or self.target % 5:
            raise ValueError(
                _("The game is played to a multiple of 5 from 5 to 10000, not {target}.").format(target=self.target)
            )

    @property
    def name(self) -> str:
        return "double-six" if self.highest == 6 else "double-nine"

    @property
    def title(self) -> str:
        return _("Muggins dominoes")

    @property
    def hand_size(self) -> int:
        return HAND_SIZES[self.highest]

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return full_set(self.highest)

    @property
    def tile_count(self) -> int:
        return (self.highest + 1) * (self.highest + 2) // 2

    @property
    def options(self) -> tuple[tuple[str, str], ...]:
        """What a record's rules line writes after the name (only what differs from the default)."""
        return (("target", str(self.target)),) if self.target != TARGET else ()


def get_domino_rules(name: str = "double-six", **options: str | int) -> DominoRules:
    """The rule set called ``name`` (``double-six``, ``double-nine``, also ``6`` and ``9``), with
    ``target=N``; ValueError with a sentence for anything else."""
    key = str(name).strip().lower()
    highest = SETS.get(key) or {"6": 6, "9": 9}.get(key)
    if highest is None:
        raise ValueError(_("There is no domino set called {name!r}: use double-six or double-nine.").format(name=name))
    target = TARGET
    for option, value in options.items():
        if option != "target":
            raise ValueError(_("Dominoes has no option {option!r} (only target).").format(option=option))
        text = str(value)
        if not text.isascii() or not text.isdigit() or len(text) > 6:
            raise ValueError(_("The target is a whole number, not {value!r}.").format(value=value))
        target = int(text)
    return DominoRules(highest, target)
