"""What the Amiga look's screens and help (selection, table, help) use of the look's controller: a small
Protocol, so that none of them imports the controller (no import circles)."""

from __future__ import annotations

from typing import Any, Protocol

from ..kit import Context
from ..kit.shell import Shell
from .look import Look
from .style import IntuitionStyle


class Owner(Protocol):
    """YATCY's controller as its screens see it: the choices, the kept game, the look, moving between
    screens."""

    app: Any
    skin: Any
    look: Look
    style: IntuitionStyle
    ctx: Context
    shell: Shell
    choice: Any
    levels: tuple[str, ...]
    looks: list[tuple[str, str]]
    look_choice: str
    store: Any
    rng: Any
    selection: Any
    game_screen: Any
    games: Any

    @property
    def animation_on(self) -> bool: ...
    def sound(self, name: str) -> None: ...
    def beep(self) -> None: ...
    def inform(self, text: str) -> None: ...
    def remember_choice(self) -> None: ...
    def high_scores(self, rules: Any) -> list: ...
    def forget_tables(self) -> None: ...
    def next_look(self) -> None: ...
    def to_selection(self) -> None: ...
    def ask_abandon(self) -> None: ...
    def help(self) -> None: ...
    def quit(self) -> None: ...
