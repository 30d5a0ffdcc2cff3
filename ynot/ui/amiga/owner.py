"""What the Amiga look's screens and help (selection, table, help) use of the look's controller, and what the
game screen's parts (mouse, messages, paint) use of the game screen: small Protocols, so that none of them
imports the class it serves (no import circles)."""

from __future__ import annotations

from collections.abc import Callable
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
    scores: Any  # the ScoresToBeat: the high score tables shown
    choice: Any
    levels: tuple[str, ...]
    looks: list[tuple[str, str]]
    store: Any
    options: Any  # the store's options (ynot.ini)
    rng: Any
    selection: Any
    game_screen: Any
    games: Any

    @property
    def animation_on(self) -> bool: ...
    def sound(self, name: str) -> None: ...
    def beep(self) -> None: ...
    def inform(self, text: str) -> None: ...
    def request(
        self,
        lines: list[str],
        yes: str,
        no: str | None,
        on_yes: Callable[[], None],
        help_text: str,
        *,
        headline: bool = True,
        on_no: Callable[[], None] = ...,
    ) -> None: ...
    def remember_choice(self) -> None: ...
    def to_selection(self) -> None: ...
    def ask_abandon(self) -> None: ...
    def help(self) -> None: ...
    def open_menus(self) -> None: ...
    def quit(self) -> None: ...
    def show_error(self, message: str) -> None: ...


class GameTable(Protocol):
    """The game screen (``table.GameScreen``) as its parts see it: the mouse, the messages, the painter."""

    owner: Owner
    look: Look
    skin: Any
    session: Any
    layout: Any  # the CardLayout: the card's boxes
    panel: Any  # the PanelLayout: where the dice, ROLL and the message box lie
    anim: Any  # the tumbling dice
    seats: list[str]
    buttons: list
    roll_button: Any
    end_buttons: list
    messages: Any  # the TableMessages: the help bar and the news
    verdict: list[str]
    hover: Any  # (seat, category) under the pointer, or None
    aiming: Any  # the box a computer seat points at, or None
    ending: bool

    @property
    def state(self) -> Any: ...
    @property
    def game(self) -> Any: ...
    def name(self, seat: int | None = None) -> str: ...
    def must_score(self) -> bool: ...
    def can_roll(self) -> bool: ...
    def computer_turn(self) -> bool: ...
    def end_rolling(self) -> None: ...
    def land_now(self) -> None: ...
    def act(self, action: Any, *, quiet: bool = False) -> bool: ...
    def faces(self) -> Any: ...
    def beep(self) -> None: ...
