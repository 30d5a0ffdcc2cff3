"""The rule sets: a double-six or a double-nine set, two to four players (four may play as two
partnerships), played to 300."""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_, _
from .tiles import Tile, full_set

TARGET = 300
#: The set's name -> its highest double.
SETS = {"double-six": 6, "double-nine": 9}
#: (highest double, players) -> tiles dealt to each hand. Two players: the manual's 7 and 9; three or four:
#: 5 from a double-six set (as Muggins is played) and 7 from a double-nine set.
HAND_SIZES = {(6, 2): 7, (6, 3): 5, (6, 4): 5, (9, 2): 9, (9, 3): 7, (9, 4): 7}
PLAYERS = 2
LEAST_PLAYERS = 2
MOST_PLAYERS = 4
_YES = {"yes": True, "true": True, "1": True, "no": False, "false": False, "0": False}


@dataclass(frozen=True)
class DominoRules:
    """How one game is played. ``highest`` is 6 or 9; the game is won at ``target`` points; with
    ``partners`` four players play as two partnerships, the players across (seats 0 and 2, 1 and 3)
    scoring together."""

    highest: int = 6
    target: int = TARGET
    partners: bool = False

    def __post_init__(self) -> None:
        if self.highest not in SETS.values():
            raise ValueError(_("Dominoes are played with a double-six or a double-nine set."))
        if not 5 <= self.target <= 10_000 or self.target % 5:
            raise ValueError(
                _("The game is played to a multiple of 5 from 5 to 10000, not {target}.").format(target=self.target)
            )

    @property
    def name(self) -> str:
        """The set's key ("double-six"), marked with N_: shown through ``_(rules.name)``."""
        return N_("double-six") if self.highest == 6 else N_("double-nine")

    @property
    def title(self) -> str:
        return _("Muggins dominoes")

    @property
    def hand_size(self) -> int:
        """The tiles each of two players is dealt (``hand_size_for`` for more)."""
        return HAND_SIZES[(self.highest, 2)]

    def hand_size_for(self, players: int) -> int:
        """The tiles each of ``players`` players is dealt."""
        return HAND_SIZES[(self.highest, players)]

    def check_players(self, players: int) -> None:
        """ValueError with a sentence unless ``players`` may play these rules."""
        if not LEAST_PLAYERS <= players <= MOST_PLAYERS:
            raise ValueError(_("Dominoes is played by two, three or four players."))
        if self.partners and players != 4:
            raise ValueError(_("Partnerships need four players."))

    def side(self, seat: int) -> int:
        """The side ``seat`` scores for: its partnership (0: seats 0 and 2, 1: seats 1 and 3) or itself."""
        return seat % 2 if self.partners else seat

    def sides(self, players: int) -> int:
        """How many sides score: two partnerships, or every player."""
        return 2 if self.partners else players

    def partner(self, seat: int) -> int | None:
        """The seat across from ``seat`` in a partnership game (None without partnerships)."""
        return (seat + 2) % 4 if self.partners else None

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return full_set(self.highest)

    @property
    def tile_count(self) -> int:
        return (self.highest + 1) * (self.highest + 2) // 2

    @property
    def options(self) -> tuple[tuple[str, str], ...]:
        """What a record's rules line writes after the name (only what differs from the default)."""
        written: list[tuple[str, str]] = []
        if self.target != TARGET:
            written.append(("target", str(self.target)))
        if self.partners:
            written.append(("partners", "yes"))
        return tuple(written)


def get_domino_rules(name: str = "double-six", **options: str | int | bool) -> DominoRules:
    """The rule set called ``name`` (``double-six``, ``double-nine``, also ``6`` and ``9``), with
    ``target=N`` and ``partners=yes``; ValueError with a sentence for anything else."""
    key = str(name).strip().lower()
    highest = SETS.get(key) or {"6": 6, "9": 9}.get(key)
    if highest is None:
        raise ValueError(_("There is no domino set called {name!r}: use double-six or double-nine.").format(name=name))
    target = TARGET
    partners = False
    for option, value in options.items():
        if option == "partners":
            word = str(value).strip().lower() if not isinstance(value, bool) else ("yes" if value else "no")
            if word not in _YES:
                raise ValueError(_("Partners is yes or no, not {value!r}.").format(value=value))
            partners = _YES[word]
            continue
        if option != "target":
            raise ValueError(_("Dominoes has no option {option!r} (only target and partners).").format(option=option))
        text = str(value)
        if not text.isascii() or not text.isdigit() or len(text) > 6:
            raise ValueError(_("The target is a whole number, not {value!r}.").format(value=value))
        target = int(text)
    return DominoRules(highest, target, partners)
