"""Your hand under the keys and the mouse: choosing a tile (arrows, TAB, a click), aiming it at an end of
the line (the arrows once it fits more than one), playing it (Return, a second click, or a drag onto the
table near the end where it goes), drawing and passing by their letters."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from ...i18n import _
from . import port
from .layout import area_at, hand_index_at
from .screen import LIFT

DRAG_START = 3  # pixels the mouse moves, button held, before a click becomes a drag
_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_ARROW_CHAIN = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down"}


class Table(Protocol):
    """What your hand's input uses of the Dominoes screen."""

    flow: Any  # the TurnFlow: the game and its sentences
    screen: Any  # the MacScreen: where the tiles are drawn
    pointing: Any  # the Pointing: the tile chosen, where it is aimed, the one dragged

    def sound(self, name: str) -> None: ...
    def beep(self) -> None: ...
    def new_game(self) -> None: ...


class HandInput:
    """Keys and mouse presses on the table and your hand, made into the flow's moves."""

    def __init__(self, owner: Table) -> None:
        self.owner = owner
        self._press: tuple[int, tuple[int, int], tuple[int, int]] | None = None  # hand index, where, offset

    def key(self, event: pygame.event.Event) -> None:
        """A key on the table: Escape, the arrows, TAB, Home, End, Return, D, P, N."""
        pointing = self.owner.pointing
        hand = self.owner.flow.view().hand
        if event.key == pygame.K_ESCAPE:
            if pointing.aim is not None or pointing.chosen is not None:
                pointing.aim = None
                pointing.chosen = None
                self.owner.flow.say(_("Tile put back."))
            return
        if pointing.aim is not None and event.key in _ARROW_CHAIN:
            self.aim(_ARROW_CHAIN[event.key])
            return
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_HOME, pygame.K_END):
            self.move_choice(event)
            return
        if event.key in _ENTER:
            if pointing.aim is not None and pointing.chosen is not None:
                self.owner.flow.person.plays(pointing.chosen, pointing.aim)
            elif pointing.chosen is None:
                self.choose(0 if hand else None)
            else:
                self.play_chosen_by_key()
            return
        letter = (event.unicode or "").lower()
        if letter == "d":
            self.owner.flow.person.draws()
        elif letter == "p":
            self.owner.flow.person.passes()
        elif letter == "n":
            self.owner.new_game()
        else:
            self.owner.beep()
            self.owner.flow.say(_("Arrows choose a tile, Return plays it, D draws, P passes; F1 for help."))

    def move_choice(self, event: pygame.event.Event) -> None:
        hand = self.owner.flow.view().hand
        if not hand:
            self.owner.beep()
            return
        current = self.owner.pointing.chosen
        if event.key == pygame.K_HOME:
            index = 0
        elif event.key == pygame.K_END:
            index = len(hand) - 1
        elif current is None:
            index = 0 if event.key != pygame.K_LEFT else len(hand) - 1
        else:
            step = -1 if event.key == pygame.K_LEFT or (event.mod & pygame.KMOD_SHIFT) else 1
            index = (current + step) % len(hand)
        self.choose(index)

    def choose(self, index: int | None) -> None:
        """Pick up a tile of your hand (None: put it back)."""
        self.owner.pointing.chosen = index
        self.owner.pointing.aim = None
        if index is not None:
            self.owner.screen.show_hand_tile(self.owner.flow.view(), index)
            self.owner.sound("select")
            tile = self.owner.flow.view().hand[index]
            chains = self.owner.flow.fits(tile)
            self.owner.flow.say(self.owner.flow.words.describe_choice(tile, chains))

    def play_chosen_by_key(self) -> None:
        index = self.owner.pointing.chosen
        assert index is not None
        tile = self.owner.flow.view().hand[index]
        chains = self.owner.flow.fits(tile)
        if len(chains) == 1:
            self.owner.flow.person.plays(index, chains[0])
        elif chains:
            self.owner.pointing.aim = chains[0]
            self.owner.flow.say(
                _("Where? The arrows choose the end (now the {chain}), Return plays, Esc puts it back.").format(
                    chain=port.chain_name(chains[0])
                )
            )
        else:
            self.owner.flow.refuse(self.owner.flow.words.no_fit_reason(tile))

    def aim(self, chain: str) -> None:
        index = self.owner.pointing.chosen
        if index is None:
            return
        tile = self.owner.flow.view().hand[index]
        if chain in self.owner.flow.fits(tile):
            self.owner.pointing.aim = chain
            self.owner.sound("click")
            self.owner.flow.say(
                _("The {tile} on the {chain}: Return plays it.").format(
                    tile=port.tile_text(tile), chain=port.chain_name(chain)
                )
            )
        else:
            self.owner.flow.refuse(
                _("The {tile} does not fit the {chain} end.").format(
                    tile=port.tile_text(tile), chain=port.chain_name(chain)
                )
            )

    def press(self, pos: tuple[int, int]) -> None:
        """The button pressed over the table or your hand (not the menu bar or the close box)."""
        self.owner.flow.slides.finish()
        if self.owner.flow.sharing.taken_over():
            return
        if self.owner.flow.waiting_for_next_hand():
            self.owner.flow.next_hand()
            return
        view = self.owner.flow.view()
        arrows = self.owner.screen.hand_arrows(view)
        if arrows is not None:
            for rect, step in zip(arrows, (-1, 1), strict=True):
                if pygame.Rect(rect).collidepoint(pos):
                    if not self.owner.screen.scroll_hand(view, step):
                        self.owner.beep()
                        self.owner.flow.say(_("That is the end of your hand."))
                    return
        rects = self.owner.screen.hand_rects(view)
        index = hand_index_at([_lifted(r, i == self.owner.pointing.chosen) for i, r in enumerate(rects)], pos)
        if index is not None:
            if index == self.owner.pointing.chosen and len(self.owner.flow.fits(view.hand[index])) == 1:
                self.owner.flow.person.plays(index, self.owner.flow.fits(view.hand[index])[0])
                return
            self.choose(index)
            x, y, _w, _h = _lifted(rects[index], True)
            self._press = (index, pos, (pos[0] - x, pos[1] - y))
            return
        if self.owner.screen.pile_rect(view).collidepoint(pos):
            self.owner.flow.person.draws()
            return
        area = area_at(tuple(self.owner.screen.areas["table"]), pos)
        if area is not None:
            if self.owner.pointing.chosen is None:
                self.owner.flow.say(_("First pick one of your tiles at the bottom, then click where it goes."))
                return
            self.owner.flow.person.plays_towards(self.owner.pointing.chosen, area)

    def move(self, pos: tuple[int, int], held: bool) -> None:
        if self._press is None or not held:
            return
        index, start, offset = self._press
        if self.owner.pointing.drag is None and max(abs(pos[0] - start[0]), abs(pos[1] - start[1])) < DRAG_START:
            return
        self.owner.pointing.drag = (pos[0] - offset[0], pos[1] - offset[1])
        self.owner.pointing.hide_hand = index

    def release(self, pos: tuple[int, int]) -> None:
        press, self._press = self._press, None
        if press is None or self.owner.pointing.drag is None:
            return
        self.owner.pointing.drag = None
        self.owner.pointing.hide_hand = None
        area = area_at(tuple(self.owner.screen.areas["table"]), pos)
        if area is None:
            self.owner.flow.say(_("Tile put back: drop it on the table, near the end where it goes."))
            return
        self.owner.flow.person.plays_towards(press[0], area)


def _lifted(rect: tuple[int, int, int, int], chosen: bool) -> tuple[int, int, int, int]:
    x, y, w, h = rect
    return (x, y + LIFT, w, h) if chosen else rect
