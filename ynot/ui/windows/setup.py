"""What the Options menu chooses, kept between runs: six seats with names, check boxes and computer
levels, the registered nicknames, the End of Turn, Bonus and Columns options.

End of turn, bonus and columns are ynot.ini's own ``end_of_turn``, ``extra``, ``columns`` and
``multiplier``; the seats and nicknames live in ``[skin.windows]``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...core import check_name, shown_name, stored_name
from ...dice.rules import ExtraYahtzee, RuleSet, get_rules
from ...dice.strategy.levels import PLAYERS
from ...i18n import _
from ...store.options import END_OF_TURN, Options, names_from_text, names_to_text

SEATS = 6
#: Windows Yahtzee's choices for a later Yahtzee.
EXTRA = tuple(e.value for e in ExtraYahtzee)
LEVELS: tuple[str, ...] = tuple(PLAYERS)
SECTION = "windows"


def default_name(seat: int) -> str:
    return _("Player {n}").format(n=seat + 1)


def kept_name(text: str) -> str:
    """A name as a seat keeps it: core's check_name of it, or "" (the seat's Player N) for none or one
    that core refuses (a damaged ynot.ini)."""
    try:
        return check_name(text)
    except ValueError:
        return ""


@dataclass
class Setup:
    """Six seats: the name typed, whether it plays, and who plays it ("" a person, else a level)."""

    names: list[str] = field(default_factory=lambda: [""] * SEATS)
    playing: list[bool] = field(default_factory=lambda: [True] + [False] * (SEATS - 1))
    seats: list[str] = field(default_factory=lambda: [""] * SEATS)
    nicknames: list[str] = field(default_factory=list)
    end_of_turn: str = "prompt"
    extra: str = "bonus"
    columns: int = 1
    multiplier: bool = False
    seen: bool = False  # the Players dialog has been shown once

    def players(self) -> list[tuple[str, str]]:
        """(name, seat kind) of every checked seat; empty names become Player 1-6."""
        return [(self.names[i].strip() or default_name(i), self.seats[i]) for i in range(SEATS) if self.playing[i]]

    def rules(self) -> RuleSet:
        return get_rules("winzee", columns=self.columns, multiplier=self.multiplier, extra=self.extra)

    def registered(self, name: str) -> bool:
        """Whether ``name`` is a registered nickname (letter case does not matter)."""
        return name.strip().casefold() in {n.casefold() for n in self.nicknames}


def read_setup(options: Options) -> Setup:
    """The setup kept in ``options`` (anything odd is left at its default)."""
    setup = Setup(
        end_of_turn=options.end_of_turn if options.end_of_turn in END_OF_TURN else "prompt",
        extra=options.extra if options.extra in EXTRA else "bonus",
        columns=options.columns,
        multiplier=options.multiplier,
    )
    section = options.skin_settings(SECTION)
    setup.seen = section.get("seen", "no") == "yes"
    if not setup.seen:
        setup.end_of_turn = "prompt"  # the original's way for a new player
    for i, name in enumerate(names_from_text(section.get("names", ""), keep_empty=True)[:SEATS]):
        setup.names[i] = shown_name(kept_name(name))  # a default name typed in, in the player's language
    playing = section.get("playing", "")
    if playing and len(playing) == SEATS and set(playing) <= {"0", "1"} and "1" in playing:
        setup.playing = [c == "1" for c in playing]
    for i, level in enumerate(section.get("seats", "").split(",")[:SEATS]):
        setup.seats[i] = level.strip() if level.strip() in LEVELS else ""
    setup.nicknames = [kept_name(n) for n in names_from_text(section.get("nicknames", "")) if kept_name(n)]
    return setup


def write_setup(options: Options, setup: Setup) -> None:
    """Put ``setup`` into ``options`` (the caller saves them)."""
    options.end_of_turn = setup.end_of_turn
    options.extra = setup.extra
    options.columns = setup.columns
    options.multiplier = setup.multiplier
    options.skin_settings(SECTION).update(
        names=names_to_text([stored_name(kept_name(n)) for n in setup.names]),
        playing="".join("1" if p else "0" for p in setup.playing),
        seats=",".join(setup.seats),
        nicknames=names_to_text(setup.nicknames),
        seen="yes" if setup.seen else "no",
    )
