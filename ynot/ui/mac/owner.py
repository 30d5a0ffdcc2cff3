"""What the Macintosh look's helpers (the turn flow, the menus, the language dialog) use of its controller: a
small Protocol, so that none of them imports the controller (no import circles)."""

from __future__ import annotations

from typing import Any, Protocol

from ..kit import Context
from ..kit.shell import Shell


class Owner(Protocol):
    """The Dominoes screen as its helpers see it."""

    app: Any
    skin: Any
    audio: Any
    options: Any
    shell: Shell
    ctx: Context
    screen: Any
    pointing: Any
    flow: Any
    setup: Any  # the TableSetup: the look's options and the choices the menus offer

    def sound(self, name: str) -> None: ...
    def beep(self) -> None: ...
    def run(self, command_id: str) -> None: ...
    def choose_language(self) -> None: ...
    def open_menu(self, index: int = 0) -> None: ...
    def new_game(self) -> None: ...
    def quit(self) -> None: ...
