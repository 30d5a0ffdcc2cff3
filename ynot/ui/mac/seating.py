"""Which game is on the table: a new one dealt for the set and the seats the look's options name (people by
the names YNOT knows, computers called Macintosh), or the one kept from last time, taken up with the seats
it was saved with. The names are the session's, so the screen says what the records keep."""

from __future__ import annotations

from typing import Any, Protocol

from ...core import DEFAULT_PLAYER, shown_name
from ...i18n import _
from . import port

COMPUTER_NAME = "Macintosh"


class Table(Protocol):
    """What the seating uses of the turn flow (and, through it, of the Dominoes screen)."""

    owner: Any  # the Dominoes screen: its shell, its options (setup), its pointing
    rng: Any
    names: tuple[str, ...]
    seats: list[str]
    sharing: Any  # the SharedMac: whose hand shows
    words: Any  # the TableWords: the opening's sentence
    scored: bool

    def use(self, session: Any) -> None: ...
    def turn(self) -> int | None: ...
    def say(self, text: str) -> None: ...


class TableGames:
    """Deals new games and takes up the kept one, for the turn flow."""

    def __init__(self, flow: Table, known_names: tuple[str, ...]) -> None:
        self.flow = flow
        self.known_names = known_names  # the players' names YNOT knows, in the order people sit down

    def first_names(self) -> tuple[str, ...]:
        """The names on the table before any game: you and the Macintosh."""
        return (self.known_names[0] if self.known_names else shown_name(DEFAULT_PLAYER), COMPUTER_NAME)

    def start_game(self) -> None:
        """Deal a new game with the set and the table the options name (the shell gives up the game played
        till now)."""
        flow = self.flow
        setup = flow.owner.setup
        flow.names = self.table_names()
        partners = setup.partners and len(flow.names) == 4
        seed = flow.rng.randrange(2**31)
        rules = port.rules_for(setup.top, partners)
        seats = setup.seat_levels
        self._use(flow.owner.shell.start(rules, flow.names, seats=seats, seed=seed))
        flow.say(flow.words.opening())
        flow.sharing.pass_on()

    def table_names(self) -> tuple[str, ...]:
        """The seats' names: people by the names YNOT knows (Player 1, 2... else), computers Macintosh
        (numbered when there are several)."""
        seats = self.flow.owner.setup.seat_levels
        computers = [index for index, level in enumerate(seats) if level]
        names: list[str] = []
        people = 0
        for index, level in enumerate(seats):
            if level:
                number = computers.index(index) + 1
                names.append(COMPUTER_NAME if len(computers) == 1 else _("Mac {number}").format(number=number))
            else:
                known = self.known_names[people] if people < len(self.known_names) else ""
                names.append(known or _("Player {number}").format(number=people + 1))
                people += 1
        return tuple(names)

    def resume(self) -> bool:
        """Take up the unfinished game kept from last time (either set); False when there is none."""
        flow = self.flow
        shell = flow.owner.shell
        before = flow.rng.getstate()
        seed = flow.rng.randrange(2**31)
        for top in (6, 9):
            for partners in (False, True):
                rules = port.rules_for(top, partners)
                names = self.table_names() if not partners else ("North", "East", "South", "West")  # any four
                session = shell.resume(rules, names, max_players=4, seed=seed)
                if session is not None:
                    if not session.seats_saved:  # kept before seats were: you against the computer
                        session.seats = ["", *[flow.owner.setup.level] * (len(session.players) - 1)]
                    self._use(session)
                    return True
        flow.rng.setstate(before)  # nothing kept: the new game deals as with --new (the same seed, the same deal)
        return False

    def continue_game(self) -> None:
        """Go on with the game taken up: who is to move."""
        flow = self.flow
        turn = flow.turn()
        if turn is not None and flow.seats[turn]:
            flow.say(_("{who} is thinking.").format(who=flow.names[turn]))
        else:
            flow.say(flow.words.your_turn_text())
        flow.sharing.pass_on()

    def _use(self, session: Any) -> None:
        """Play ``session``'s game with its seats (per seat "" a person, else a computer's level); the names
        are the game's, so the screen says what the records keep."""
        flow = self.flow
        flow.names = tuple(session.players)
        flow.use(session)
        flow.sharing.seat()
        flow.scored = False
        pointing = flow.owner.pointing
        pointing.chosen = pointing.aim = pointing.drag = None
        pointing.hide_hand = pointing.hide_table = None
        pointing.slides.clear()
