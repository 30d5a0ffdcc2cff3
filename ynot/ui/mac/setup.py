"""The Dominoes look's options and what choosing one does: the set (double six or nine), the players at
the table and how many of them are people, the computer's level, colour or black and white, sound and
sliding tiles. The look's own are kept in ynot.ini's ``[skin.mac]`` section; sound and animation are the
shared ``[ynot]`` options, switched by the shell."""

from __future__ import annotations

from typing import Any, Protocol

from ...dominoes.computer import OFFERED, description, title
from ...i18n import _
from ..kit import Context, MessageBox
from ..kit.shell import Shell

LEVELS = tuple(level for level, _title, _about in OFFERED)
#: The order people take the seats in: across the table first, so two people in a partnership game are
#: partners and everyone else a computer.
PEOPLE_SEATS = (0, 2, 1, 3)


class Table(Protocol):
    """What the options touch of the Dominoes screen."""

    app: Any
    skin: Any
    audio: Any
    shell: Shell
    ctx: Context
    screen: Any
    flow: Any

    def tell(self, sentence: str) -> None: ...


class TableSetup:
    """The look's options (``settings``, the ``[skin.mac]`` section) and the choices the menus offer."""

    def __init__(self, owner: Table, settings: dict[str, str]) -> None:
        self.owner = owner
        self.settings = settings

    # --- what the options are ----------------------------------------------------------------------
    @property
    def top(self) -> int:
        """The set for new games: 6 (double six) or 9 (double nine)."""
        return 9 if self.settings.get("tiles", "6") == "9" else 6

    @property
    def level(self) -> str:
        level = self.settings.get("computer", "hard")
        return level if level in LEVELS else "hard"

    @property
    def players(self) -> int:
        """Seats at the table for new games: 2 (the original), 3 or 4."""
        value = self.settings.get("players", "2")
        return int(value) if value in ("2", "3", "4") else 2

    @property
    def partners(self) -> bool:
        """Four players as two partnerships (new games)."""
        return self.players == 4 and self.settings.get("partners", "no") == "yes"

    @property
    def people_count(self) -> int:
        """How many people share this Macintosh (the other seats are computers)."""
        value = self.settings.get("people", "1")
        return min(self.players, int(value)) if value in ("1", "2", "3", "4") else 1

    @property
    def seat_levels(self) -> tuple[str, ...]:
        """Each seat of a new game: "" for a person, else the computer's level."""
        people = set([seat for seat in PEOPLE_SEATS if seat < self.players][: self.people_count])
        return tuple("" if seat in people else self.level for seat in range(self.players))

    @property
    def mono(self) -> bool:
        """Black and white instead of colour."""
        return self.settings.get("colour", "yes") == "no"

    # --- choosing them -------------------------------------------------------------------------------
    def set_option(self, key: str, value: str) -> None:
        """Keep a look option in ``[skin.mac]`` and tell what changed."""
        owner = self.owner
        self.settings[key] = value
        if key == "colour":
            owner.screen.set_mono(value == "no")
            owner.ctx.style = owner.skin.make_style(mono=value == "no")
        owner.shell.save_options()

    def choose_players(self, players: int, partners: bool = False) -> None:
        self.settings["partners"] = "yes" if partners else "no"
        self.set_option("players", str(players))
        self.table_changed()

    def choose_people(self, people: int) -> None:
        self.set_option("people", str(people))
        self.table_changed()

    def table_changed(self) -> None:
        """New players chosen: a game under way goes on (they sit down at the next); else one is dealt."""
        flow = self.owner.flow
        if flow.in_progress():
            flow.say(_("New games will be played by the players you chose: choose New Game to start one."))
        else:
            flow.games.start_game()

    def choose_set(self, top: int) -> None:
        self.set_option("tiles", str(top))
        if self.owner.flow.in_progress():
            self.owner.tell(
                _("New games will use the double-{top} set.").format(top=_("six") if top == 6 else _("nine"))
            )
        else:
            self.owner.flow.games.start_game()

    def choose_level(self, level: str) -> None:
        self.set_option("computer", level)
        self.owner.flow.set_level(level)
        if level == "easy":
            self.owner.tell(_("The computer plays an easy game now."))
        elif level == "hard":
            self.owner.tell(_("The computer plays its hardest now."))
        else:
            self.owner.tell(description(level))

    def about_computers(self) -> None:
        """The computers' characters, as the Game menu offers them."""
        text = "\n\n".join(f"{title(level)}: {description(level)}" for level, _title, _about in OFFERED)
        self.owner.app.push(MessageBox(self.owner.ctx, _("The Computers"), text))

    def choose_colour(self, colour: bool) -> None:
        self.set_option("colour", "yes" if colour else "no")
        self.owner.tell(_("In colour.") if colour else _("In black and white."))

    def toggle_sound(self) -> None:
        owner = self.owner
        audio = owner.audio
        if not owner.shell.toggle_sound(audio):
            owner.tell(_("Sound off."))
        elif audio is not None and hasattr(audio, "device_opens") and not audio.device_opens():
            owner.tell(_("Sound on, but no sound device is available: the game stays silent."))
        else:
            owner.tell(_("Sound on."))

    def toggle_animation(self) -> None:
        on = self.owner.shell.toggle_animation()
        self.owner.tell(_("Tiles slide into place.") if on else _("Tiles jump into place."))
