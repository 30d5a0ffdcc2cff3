"""The words of the message line about your tiles: where the one you chose fits, why it fits nowhere,
what you can do on your turn, and how a hand opened. Every sentence is a whole one for the catalog."""

from __future__ import annotations

from typing import Any, Protocol

from ...dominoes.view import Pair as Tile
from ...dominoes.view import TableView
from ...i18n import _
from . import port


class Table(Protocol):
    """What the words read of the turn flow."""

    names: tuple[str, ...]
    sharing: Any  # the SharedMac: whose hand shows

    @property
    def game(self) -> Any: ...
    def view(self) -> TableView: ...
    def turn(self) -> int | None: ...


class TableWords:
    """Sentences about the game on the table, as the person whose hand shows reads them."""

    def __init__(self, flow: Table) -> None:
        self.flow = flow

    def describe_choice(self, tile: Tile, chains: list[str]) -> str:
        """Where the chosen ``tile`` goes (it fits ``chains``), or why it goes nowhere."""
        name = port.tile_text(tile)
        if "spinner" in chains:
            return _("The {tile} starts the game: click the table (or press Return) to play it.").format(tile=name)
        if not chains:
            return self.no_fit_reason(tile)
        if len(chains) == 1:
            return _("The {tile} fits only the {chain}: click the table or the tile again.").format(
                tile=name, chain=port.chain_name(chains[0])
            )
        where = ", ".join(port.chain_name(c) for c in chains[:-1])
        return _("The {tile} fits the {where} or the {last}: click near the end you want.").format(
            tile=name, where=where, last=port.chain_name(chains[-1])
        )

    def no_fit_reason(self, tile: Tile) -> str:
        """Why ``tile`` cannot be played now, and what to do instead."""
        flow = self.flow
        view = flow.view()
        if view.spinner is None:
            opening = port.opening_tile(flow.game)
            if opening is None:
                return _("The hand is over.")
            turn = flow.turn()
            if turn is not None and turn != flow.sharing.viewer:
                return _("{who} holds the highest double and plays first.").format(who=flow.names[turn])
            return _("A hand opens with the highest double: play your {double}, not the {tile}.").format(
                double=port.tile_text(opening), tile=port.tile_text(tile)
            )
        ends = ", ".join(str(end) for end in view.open_ends())
        name = port.tile_text(tile)
        if flow.turn() == flow.sharing.viewer and port.may_pass(flow.game):
            return _("The {tile} fits no open end (the ends show {ends}), nor does any of your tiles, and the "
                     "boneyard is empty: choose Game > I can't go (Command-I).").format(tile=name, ends=ends)
        if flow.turn() == flow.sharing.viewer and not port.may_play(flow.game):
            return _("The {tile} fits no open end (the ends show {ends}), nor does any of your tiles: draw a tile "
                     "from the pile.").format(tile=name, ends=ends)
        if flow.turn() == flow.sharing.viewer and port.may_draw(flow.game):
            return _("The {tile} fits no open end (the ends show {ends}): pick another, or draw a tile.").format(
                tile=name, ends=ends)
        return _("The {tile} fits no open end (the ends show {ends}): pick another.").format(tile=name, ends=ends)

    def stuck_advice(self) -> str:
        """When "I can't go" is the only move: say so (else "")."""
        flow = self.flow
        if flow.turn() == flow.sharing.viewer and port.may_pass(flow.game):
            return _("None of your tiles fits and the boneyard is empty: choose Game > I can't go (Command-I).")
        return ""

    def opening(self) -> str:
        """How the hand opened (who played the highest double), or what you can do."""
        flow = self.flow
        told = [port.opening_text(event, flow.names, flow.sharing.you()) for event in port.opening_events(flow.game)]
        return " ".join(told) or self.your_turn_text()

    def your_turn_text(self) -> str:
        """What you can do now, and only that."""
        flow = self.flow
        opening = port.opening_tile(flow.game)
        if opening is not None and not port.may_draw(flow.game):
            return _("Your turn: play your {double}, the highest double, to open the hand.").format(
                double=port.tile_text(opening))
        stuck = self.stuck_advice()
        if stuck:
            return stuck
        if port.may_play(flow.game) and port.may_draw(flow.game):
            return _("Your turn: pick a tile and click where it goes, or draw.")
        if port.may_play(flow.game):
            return _("Your turn: pick a tile and click where it goes (the boneyard is empty).")
        return _("Your turn: none of your tiles fits, so draw a tile from the pile.")
