"""People sharing the Macintosh: whose hand the screen shows, and between two people's turns every hand
face down until the next person clicks (the message line asks for the machine to be passed on)."""

from __future__ import annotations

from typing import Protocol

from ...i18n import _


class Table(Protocol):
    """What the sharing reads of the turn flow."""

    seats: list[str]
    names: tuple[str, ...]
    message: str

    def turn(self) -> int | None: ...
    def say(self, text: str) -> None: ...


class SharedMac:
    """The person the screen shows (``viewer``), the one it is to be passed to (``handover``), and whether
    every hand lies face down (``hiding``)."""

    def __init__(self, flow: Table) -> None:
        self.flow = flow
        self.viewer = 0
        self.handover: int | None = None  # the person the Macintosh is to be passed to
        self.hiding = False  # every hand face down: a person's turn is over and others share the machine

    def seat(self) -> None:
        """A game starts or is taken up: the first person's hand shows."""
        people = self.people()
        self.viewer = people[0] if people else 0
        self.handover = None
        self.hiding = False

    def people(self) -> list[int]:
        """The seats people play."""
        return [seat for seat, level in enumerate(self.flow.seats) if not level]

    def you(self) -> int | None:
        """The seat the message line calls "you": the one person playing computers (None when people share)."""
        people = self.people()
        return people[0] if len(people) == 1 else None

    def drawer(self) -> int | None:
        """The person at the screen while people share the machine, their tiles showing: their own draw
        is told with its tile, to them alone (their turn goes on until they play or pass, and that move's
        sentence names them, so the tile never stays on the line when the machine is passed on)."""
        if len(self.people()) < 2 or self.hiding or self.handover is not None:
            return None
        return self.viewer

    def pass_on(self) -> None:
        """When people share the Macintosh: once a person's turn is over every hand is hidden, and when
        the next person is to play the message line asks for the Macintosh to be passed to them."""
        if len(self.people()) < 2:
            return
        flow = self.flow
        turn = flow.turn()
        if turn is None:
            self.hiding = False  # between hands every hand lies face up anyway
            return
        if flow.seats[turn]:
            self.hiding = self.hiding or turn != self.viewer
            return
        if self.handover == turn:
            return
        if turn != self.viewer or self.hiding:
            self.handover, self.hiding = turn, True
            told = _("Pass the Macintosh to {name}: click when ready.").format(name=flow.names[turn])
            flow.say(" ".join(part for part in (flow.message, told) if part))

    def taken_over(self) -> bool:
        """The hand-hiding screen was up and a click or key takes it down: the next person's tiles show."""
        if self.handover is None:
            return False
        self.viewer, self.handover, self.hiding = self.handover, None, False
        self.flow.say(
            _("{name}, your turn: pick a tile and click where it goes, or draw.").format(
                name=self.flow.names[self.viewer]
            )
        )
        return True
