"""Windows Yahtzee 2.21 (its manual of 1993) on Windows 3.1: the game's window, its menus, dialogs and turn flow.

One scene on the App's stack draws the window (caption, Control-menu box, menu bar), the board inside
it and the status line; menus, dialogs and the help window are scenes pushed over it. The game in
progress is autosaved after every action, with the order of the dice in their places.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from ...core.session import Session
from ...dice import Action, Undo
from ...i18n import _
from ...logs import get_logger
from ...store.options import Options
from ..app import App
from ..keys import MODIFIER_KEYS
from ..kit import Feedback, StatusLine
from ..kit.shell import Shell
from ..kit.timers import nearest
from ..scene import Scene
from .bindings import BINDINGS, help_keys
from .board import Board
from .chrome import draw_window
from .flow import WindowsFlow
from .games import WindowGames
from .menus import add_commands, dialogs
from .owner import context
from .presenter import WindowsMenus
from .setup import Setup, read_setup, write_setup
from .turns import TurnEnd

log = get_logger("ynot.ui")

TITLE = "Windows Yahtzee"
STATUS_MS = 4000  # how long a sentence stays on the status line


class WindowsYahtzee(Feedback, Scene):
    """The game's main window."""

    def __init__(
        self, app: App, *, store: Any = None, audio: Any = None, seed: int | None = None, resume: bool = True
    ) -> None:
        super().__init__()
        self.app = app
        self.skin = app.skin
        self.style = self.skin.make_style()  # the style skin.toml names: Windows31Style
        self.store = store
        self.audio = audio
        self.options = store.options if store is not None else Options()
        self.rng = random.Random(seed)
        self.setup: Setup = read_setup(self.options)
        self.flow: WindowsFlow | None = None
        self.board = Board(self, self.style)
        self.menus = WindowsMenus(self)  # the menu bar, the Control menu and their keys
        self.turns = TurnEnd(self)  # whose card is shown; End of Turn after a score
        self.games = WindowGames(self)  # the game in the window: a new one, or the one kept
        self.status_line = StatusLine(self.hint, ms=STATUS_MS)
        self.beeps = 0
        self.shell = Shell(app, store=store, skin=self.skin, resume=resume, table=self,
                           plays=lambda saved: saved.game.rules.name == "winzee")
        self.shell.before_save = lambda: write_setup(self.options, self.setup)
        self.shell.scores_heading = lambda: dialogs().scores_heading(self.game.rules)
        # The high scores, statistics, look and about are the kit's (the Windows Yahtzee 2.21 manual has none
        # but About, the help file's own words in a message box); these three are the manual's:
        self.shell.standard_commands(
            context(self),
            audio=audio,
            # "Prompt: Windows Yahtzee will ask you, "All done?" ... by going to Cancel" (End of turn options):
            # its questions are OK and Cancel under the game's name
            ask=lambda question, yes: dialogs().ask(self, question, yes),
            new=self.new_game,
            options=lambda: dialogs().open_players(self),  # Options > Players, "This box also comes up ..."
            help=self.menus.open_help,  # Help > Contents: the manual is a Windows help file (WinHelp)
        )
        add_commands(self)  # the look's own, for its bindings table
        self.shell.bindings = BINDINGS
        self.shell.help_keys = help_keys
        app.on_error = self.refuse
        app.on_quit.append(self.shell.keep)
        self._notices = list(getattr(store, "notices", []) or [])
        if self._notices:
            store.notices.clear()
        if not (resume and self.games.resume()):
            self.new_game(announce=False)
        self._first_time = not self.setup.seen

    def attach(self, app: App) -> None:
        super().attach(app)
        for notice in self._notices:
            self.say(notice)
        self._notices = []
        if self._first_time:  # the first time: the Players dialog opens by itself
            self._first_time = False
            self.setup.seen = True
            self.shell.save_options()
            dialogs().open_players(self)

    # --- services ------------------------------------------------------------------------------------
    @property
    def session(self) -> Session | None:
        return self.flow.session if self.flow is not None else None

    @property
    def game(self):  # noqa: ANN201 - Game
        assert self.flow is not None
        return self.flow.game

    @property
    def over(self) -> bool:
        return self.flow is not None and self.game.is_over

    def say(self, text: str) -> None:
        """Plain information on the status line at the bottom of the window (in black)."""
        self.status_line.say(text, alert=False)

    def message_line(self) -> str:
        """What the status line shows now."""
        return self.status_line.text

    def tell(self, sentence: str) -> None:
        """The shell's passing sentences go on the status line (the advice comes back after)."""
        self.say(sentence)

    def refuse(self, text: str) -> None:
        """The error beep and why, on the status line in red."""
        self.beep()
        self.status_line.say(text)

    # --- starting and ending games ----------------------------------------------------------------
    def new_game(self, *, announce: bool = True) -> bool:
        """A new game for the checked seats (:meth:`WindowGames.new_game`)."""
        return self.games.new_game(announce=announce)

    def quit(self) -> None:
        self.shell.quit()

    # --- playing ---------------------------------------------------------------------------------------
    def computer_turn(self) -> bool:
        """A computer seat is to move (and no end of turn stands in its way)."""
        return self.flow is not None and not self.turns.ending and self.flow.computer_turn()

    def act(self, action: Action, *, quiet: bool = False) -> bool:
        """Apply a player's ``action`` through the kit's flow; a refusal is said on the status line."""
        if self.flow is None or self.turns.ending and not isinstance(action, Undo):
            return False
        self.status_line.clear()
        return self.flow.act(action, quiet=quiet)

    def game_over(self) -> None:
        """The session has stored the game: say who won."""
        state = self.game.state
        totals = state.totals()
        self.turns.game_over(state.winners()[0])
        self.sound("gameover")
        dialogs().show_game_over(self, totals, state.winners())

    # --- options, menus, help ----------------------------------------------------------------------------
    def game_begun(self) -> bool:
        """Whether the game on the table has begun (a die has been rolled) and is not over."""
        return self.session is not None and bool(self.game.history) and not self.game.is_over

    def options_changed(self, *, players: bool = False, rules: bool = False) -> None:
        """The Options dialogs said OK: keep the options; a game not yet begun starts again with them."""
        self.shell.save_options()
        if (players or rules) and not self.game_begun():
            self.new_game(announce=False)
            self.say(_("The new options are in place: double-click the dice shaker to roll."))
        elif players:
            self.say(_("The new players sit down at the next new game (Game, New)."))

    # --- the scene contract -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in MODIFIER_KEYS:
            return True  # Alt or Shift alone, on its way to a combination: nothing yet
        if event.type == pygame.KEYDOWN and self.menus.key(event):
            return True
        if self.menus.click(event):
            return True
        if self.turns.pause.running and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.turns.next_player()
            return True
        if self.turns.ending or self.session is None:
            return False
        if self.over and self.turns.look_at_cards(event):
            return True
        if self.computer_turn() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.refuse(_("The computer is playing: wait for your turn."))
            return True
        if self.board.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:  # a key that does nothing says so
            self.refuse(_("That key does nothing here: Help, Contents (F1) lists the keys."))
            return True
        return False

    def update(self, dt_ms: int) -> None:
        self.board.update(dt_ms)
        self.status_line.update(dt_ms)
        self.shell.coaching.tick(self.say)  # the coach getting ready: its progress on the status line
        if self.flow is None:
            return
        self.flow.update_dice(dt_ms)
        self.turns.pause.update(dt_ms)
        self.flow.update_flow(dt_ms)

    def busy(self) -> bool:
        if self.board.busy() or self.board.tumble.active:
            return True
        return self.computer_turn() and not self.flow.computer_waits()

    def next_deadline_ms(self) -> int | None:
        return nearest(self.turns.pause.deadline_ms(), self.status_line.next_deadline_ms(),
                       self.shell.coaching.next_deadline_ms())

    def draw(self, surface: pygame.Surface) -> None:
        draw_window(self, surface)
        if self.session is not None:
            banner = ""
            shown = self.turns.shown_player
            if self.turns.pause.running:
                banner = _("{name}'s turn is over").format(name=self.game.state.players[shown])
            self.board.draw(surface, shown, banner)
        self.status_line.draw(surface, self.style, pygame.Rect(self.skin.area("status")))

    def hint(self) -> str:
        """What to do now, for the status line when nothing else is said."""
        if self.session is None:
            return ""
        state = self.game.state
        if self.game.is_over and len(state.players) > 1:
            return _("The game is over: TAB or a click on the name shows each card; Game, New starts another.")
        if self.game.is_over:
            return _("The game is over: Game, New starts another.")
        if self.turns.ending:
            return _("The turn is over.")
        if self.computer_turn():
            return _("The computer is playing.")
        if state.roll_number == 0:
            return _("Double-click the dice shaker to roll.")
        if state.roll_number >= 3:
            return _("Double-click the name of a box to score.")
        if state.marks:
            return _("Double-click the shaker to roll the dice in it again, or Rescue them.")
        return _("Drag dice you want to roll again onto the shaker, or double-click a box's name to score.")
