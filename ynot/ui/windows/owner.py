"""What the Windows look's helper modules (board, chrome, dialogs, flow, help, menus, presenter, turns)
use of its main window: a small Protocol, so that none of them imports the controller (no import circles)."""

from __future__ import annotations

import random
from typing import Any, Protocol

from ..kit import Context
from ..kit.shell import Shell
from .setup import Setup
from .style import Windows31Style


class Owner(Protocol):
    """The Windows Yahtzee main window, as its helpers see it."""

    app: Any
    skin: Any
    style: Windows31Style
    store: Any
    audio: Any
    options: Any
    setup: Setup
    shell: Shell
    rng: random.Random
    board: Any  # the Board: the table and its input
    flow: Any  # the WindowsFlow of the game played
    menus: Any  # the WindowsMenus: the menu bar, the Control menu, their keys
    turns: Any  # the TurnEnd: whose card is shown, End of Turn
    status_line: Any  # the kit's StatusLine at the window's foot

    @property
    def session(self) -> Any: ...
    @property
    def game(self) -> Any: ...
    def say(self, text: str) -> None: ...
    def refuse(self, text: str) -> None: ...
    def sound(self, name: str) -> None: ...
    def beep(self) -> None: ...
    def act(self, action: Any, *, quiet: bool = False) -> bool: ...
    def computer_turn(self) -> bool: ...
    def game_begun(self) -> bool: ...
    def options_changed(self, *, players: bool = False, rules: bool = False) -> None: ...
    def new_game(self, *, announce: bool = True) -> bool: ...
    def game_over(self) -> None: ...
    def quit(self) -> None: ...


def context(owner: Owner) -> Context:
    """What the kit's menus and dialogs need of the window: its style, canvas, beep and sounds, and the status
    bar for a reason (a greyed menu item chosen)."""
    return Context(owner.style, owner.skin.canvas, owner.beep, owner.sound, owner.refuse)
