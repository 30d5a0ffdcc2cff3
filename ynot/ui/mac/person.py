"""Your moves as the menus, the keys and the mouse ask for them: a tile played on an end (or toward the part
of the table clicked), a tile drawn, a turn passed; refused with the reason when it is not your turn."""

from __future__ import annotations

from typing import Any, Protocol

from ...i18n import _
from . import port


class Table(Protocol):
    """What your moves use of the turn flow."""

    names: tuple[str, ...]
    sharing: Any  # the SharedMac: whose hand shows, who is to be handed the machine
    words: Any  # the TableWords: why a tile fits nowhere

    @property
    def game(self) -> Any: ...
    @property
    def over(self) -> bool: ...
    def view(self) -> Any: ...
    def turn(self) -> int | None: ...
    def fits(self, tile: Any) -> list[str]: ...
    def refuse(self, sentence: str, action: Any = None) -> bool: ...
    def act(self, action: Any, seat: int | None = None, hand_index: int | None = None) -> bool: ...


class PersonMoves:
    """The moves of the person whose hand shows."""

    def __init__(self, flow: Table) -> None:
        self.flow = flow

    def your_turn(self) -> bool:
        """Whether the person whose hand shows may move now (else the reason is told)."""
        flow = self.flow
        if flow.over:
            flow.refuse(_("The game is over: choose New Game from the File menu."))
            return False
        handover = flow.sharing.handover
        if handover is not None:
            flow.refuse(_("Pass the Macintosh to {name}: click when ready.").format(name=flow.names[handover]))
            return False
        turn = flow.turn()
        if turn != flow.sharing.viewer:
            who = flow.names[turn] if turn is not None else ""
            flow.refuse(_("Wait: it is {who}'s turn.").format(who=who))
            return False
        return True

    def plays(self, index: int, chain: str) -> None:
        """Play your tile ``index`` on ``chain``."""
        flow = self.flow
        if not self.your_turn():
            return
        tile = flow.view().hand[index]
        flow.act(port.play(tile, chain), flow.sharing.viewer, index)

    def plays_towards(self, index: int, area: str) -> None:
        """Play the tile toward the general area clicked (or dropped on)."""
        flow = self.flow
        if not self.your_turn():
            return
        tile = flow.view().hand[index]
        chains = flow.fits(tile)
        if "spinner" in chains:
            chain = "spinner"
        elif area in chains:
            chain = area
        elif len(chains) == 1:
            chain = chains[0]
        elif not chains:
            flow.refuse(flow.words.no_fit_reason(tile))
            return
        else:
            chain = area  # the rules say why it does not go there
        flow.act(port.play(tile, chain), flow.sharing.viewer, index)

    def draws(self) -> None:
        flow = self.flow
        if not self.your_turn():
            return
        opening = port.opening_tile(flow.game)
        if port.may_draw(flow.game):
            flow.act(port.draw(), flow.sharing.viewer)
        elif opening is not None:
            flow.refuse(_("A hand opens with the highest double: play your {double} before anyone draws.").format(
                double=port.tile_text(opening)))
        elif flow.words.stuck_advice():
            flow.refuse(_("The boneyard is empty.") + " " + flow.words.stuck_advice())
        else:
            flow.act(port.draw(), flow.sharing.viewer)  # the rules say why not

    def passes(self) -> None:
        flow = self.flow
        if self.your_turn():
            flow.act(port.pass_turn(), flow.sharing.viewer)
