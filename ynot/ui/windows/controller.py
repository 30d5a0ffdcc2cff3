"""Windows Yahtzee 2.21 (seed 003) on Windows 3.1: the game's window, its menus, dialogs and turn flow.

One scene on the App's stack draws the window (caption, Control-menu box, menu bar), the board inside
it and the status line; menus, dialogs and the help window are scenes pushed over it. The game in
progress is autosaved after every action, with the order of the dice in their places.
"""

from __future__ import annotations

import logging
import random
from collections import Counter
from typing import Any

import pygame

from ...core.session import Session
from ...dice import Action, Roll, ToggleDie, Undo, check_players
from ...i18n import _
from ...store.options import Options
from ..app import App
from ..keys import MODIFIER_KEYS
from ..kit import Feedback, MenuBar, StatusLine, find_mnemonic, find_shortcut, greyed_reason
from ..kit.shell import Shell
from ..kit.timers import Timer, nearest
from ..scene import Scene
from . import dialogs
from .board import Board
from .chrome import draw_window
from .flow import WindowsFlow
from .help import WindowsHelp
from .menus import control_menu, control_popup, game_menus, window_menu_bar
from .setup import LEVELS, Setup, read_setup, write_setup

log = logging.getLogger("ynot.ui")

TITLE = "Windows Yahtzee"
REGISTERED = "registered-yahtzee"  # the record's note for a game with a registered Yahtzee
STATUS_MS = 4000  # how long a sentence stays on the status line
_F_KEYS = {pygame.K_F1: "h", pygame.K_F2: "n"}


class WindowsYahtzee(Feedback, Scene):
    """The game's main window."""

    def __init__(
        self, app: App, *, store: Any = None, audio: Any = None, seed: int | None = None, resume: bool = True
    ) -> None:
        super().__init__()
        self.app = app
        self.skin = app.skin
        self.style = self.skin.make_style()  # the style skin.toml names: Windows31Style
        self.caption_rect = pygame.Rect(self.skin.area("caption"))
        self.menu_area = pygame.Rect(self.skin.area("menu_bar"))
        self.store = store
        self.audio = audio
        self.options = store.options if store is not None else Options()
        self.rng = random.Random(seed)
        self.setup: Setup = read_setup(self.options)
        self.flow: WindowsFlow | None = None
        self.board = Board(self, self.style)
        self.shown_player = 0  # whose card is on the screen (the last scorer while a turn ends)
        self.turn_ending = False  # a score was made; the next player waits for Prompt or Pause
        self.pause = Timer()  # the scorer's card stays up this long (End of Turn: Pause)
        self.status_line = StatusLine(self.hint, ms=STATUS_MS)
        self.beeps = 0
        self.shell = Shell(app, store=store, skin=self.skin, resume=resume, table=self,
                           plays=lambda saved: saved.game.rules.name == "winzee")
        self.shell.standard_commands(
            ask=lambda question, yes: dialogs.ask(self, question, yes),
            new=self.new_game,
            options=lambda: dialogs.open_players(self),
            high_scores=lambda: dialogs.show_high_scores(self),
            stats=lambda: dialogs.show_statistics(self),
            look=lambda: dialogs.open_look(self),
            help=self.open_help,
            about=lambda: dialogs.show_about(self),
        )
        app.on_error = self.show_error
        app.on_quit.append(self.shell.keep)
        self._notices = list(getattr(store, "notices", []) or [])
        if self._notices:
            store.notices.clear()
        if not (resume and self._resume()):
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
            self.save_options()
            dialogs.open_players(self)

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

    @property
    def computers(self) -> list[str]:
        return self.flow.seats if self.flow is not None else []

    @property
    def animation_on(self) -> bool:
        return bool(self.options.animation)

    @property
    def cheated(self) -> bool:
        """A registered Yahtzee was rolled in this game: it says so and is never counted."""
        return self.session is not None and REGISTERED in self.session.notes

    @property
    def status(self) -> str:
        """The sentence the status line says now (empty when it only gives advice)."""
        return self.status_line.message

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

    def show_error(self, message: str) -> None:
        self.refuse(message)

    def save_options(self) -> None:
        write_setup(self.options, self.setup)
        self.shell.save_options()

    def keep_places(self, slots: list[int | None]) -> None:
        """The order of the dice in their places goes into the autosave."""
        if self.session is not None:
            self.session.extra["places"] = list(slots)

    # --- starting and ending games ----------------------------------------------------------------
    def _resume(self) -> bool:
        """Take up the Windows Yahtzee game kept from last time (any of its rule sets), with its seats."""
        if self.store is None:
            return False
        saved = self.shell.call(self.store.load_autosave)
        if saved is None or saved.game.rules.name != "winzee" or saved.game.is_over:
            return False
        session = self.shell.resume(saved.game.rules, saved.game.state.players, max_players=6,
                                    seed=self.rng.randrange(2**31))
        if session is None:
            return False
        places = session.extra.get("places")
        self._begin(session, [seat if seat in LEVELS else "" for seat in self.shell.seats])
        self.board.restore(places)
        self.say(_("Your unfinished game is back: play on."))
        return True

    def new_game(self, *, announce: bool = True) -> bool:
        """Start a game for the checked seats with the current options; False (and a sentence) if it
        cannot start. The game played until now is given up."""
        chosen = self.setup.players()
        names = [name for name, _kind in chosen]
        rules = self.setup.rules()
        try:
            check_players(names, rules)
        except ValueError as err:
            text = str(err)
            self.refuse(text[:1].upper() + text[1:] + ".")
            return False
        seats = [kind for _name, kind in chosen]
        session = self.shell.start(rules, names, seats=seats, seed=self.rng.randrange(2**31))
        self._begin(session, seats)
        shown = any(self.computers) and self.app is not None and self.app.window is not None
        if shown:
            self.say(_("Getting the computer players ready..."))
            self.app.present()  # the perfect player's tables take a moment the first time
        self.flow.prepare_computers()
        if shown:
            self.status_line.clear()
        if announce:
            self.say(_("A new game: double-click the dice shaker to roll."))
            self.sound("select")
        return True

    def _begin(self, session: Session, computers: list[str]) -> None:
        self.board.places.slots = [None] * 5
        self.board.drag = None
        self.board.carry_done()
        self.board.tumble.faces.finish()
        self.flow = WindowsFlow(self, session, computers)
        self.shown_player = session.state.current
        self.turn_ending = False
        self.pause.stop()
        self.board.sync()
        for notice in session.take_notices():
            self.say(notice)

    def quit(self) -> None:
        self.shell.quit()

    # --- playing ---------------------------------------------------------------------------------------
    def computer_turn(self) -> bool:
        """A computer seat is to move (and no end of turn stands in its way)."""
        return self.flow is not None and not self.turn_ending and self.flow.computer_turn()

    def act(self, action: Action, *, quiet: bool = False) -> bool:
        """Apply a player's ``action`` through the kit's flow; a refusal is said on the status line."""
        if self.flow is None or self.turn_ending and not isinstance(action, Undo):
            return False
        self.status_line.clear()
        return self.flow.act(action, quiet=quiet)

    def end_turn(self, events: list) -> None:
        """After a score: show the scorer's card as the End of Turn option says, then the next player."""
        from ...dice import ExtraTurn, Scored

        scorer = next((e.player for e in events if isinstance(e, (Scored, ExtraTurn))), self.game.state.current)
        self.shown_player = scorer
        human = not (scorer < len(self.computers) and self.computers[scorer])
        choice = self.setup.end_of_turn
        if choice == "prompt" and human and self.game.can_undo:
            self.turn_ending = True
            dialogs.ask_all_done(self, on_ok=self.next_player, on_cancel=self.take_back)
        elif choice == "pause" or choice == "prompt" and not human:
            self.turn_ending = True
            self.pause.start(int(self.skin.settings.get("pause_ms", 2500)), self.next_player)
        else:
            self.next_player()

    def next_player(self) -> None:
        """The turn is over: the next player's card and dice."""
        self.turn_ending = False
        self.pause.stop()
        if self.flow is None:
            return
        self.shown_player = self.game.state.current
        self.board.sync()

    def take_back(self) -> None:
        """Cancel at "All done?": the score is taken back and the turn goes on."""
        self.turn_ending = False
        if self.act(Undo()):
            board = self.board
            if board.places.put_back(set(range(5)) - board.in_shaker()):
                self.keep_places(board.places.slots)
            self.shown_player = self.game.state.current
            self.say(_("The score was taken back: choose again."))

    def registered_yahtzee(self) -> None:
        """A right double-click on the shaker by a registered nickname: five of a kind, at once."""
        if self.flow is None or self.turn_ending or self.game.is_over:
            return
        state = self.game.state
        name = state.players[state.current]
        if self.computer_turn() or not self.setup.registered(name):
            self.refuse(_("Only a registered nickname can do that (see the Register menu)."))
            return
        if state.roll_number >= 3:
            self.refuse(_("No rolls are left this turn: double-click the name of a box to score."))
            return
        if state.dice is None or state.roll_number == 0:
            face = self.rng.randint(1, 6)
            count = 5
        else:
            face = Counter(state.dice.faces).most_common(1)[0][0]
            for die in range(5):
                if die not in state.marks:
                    self.act(ToggleDie(die), quiet=True)
            count = len(self.game.state.marks)
        self.flow.session.add_note(REGISTERED)
        self.act(Roll((face,) * count))

    def game_over(self) -> None:
        """The session has stored the game: say who won."""
        state = self.game.state
        totals = state.totals()
        self.shown_player = state.winners()[0]
        self.turn_ending = False
        self.sound("gameover")
        dialogs.show_game_over(self, totals, state.winners())

    # --- options, menus, help ----------------------------------------------------------------------------
    def game_begun(self) -> bool:
        """Whether the game on the table has begun (a die has been rolled) and is not over."""
        return self.session is not None and bool(self.game.history) and not self.game.is_over

    def options_changed(self, *, players: bool = False, rules: bool = False) -> None:
        """The Options dialogs said OK: keep the options; a game not yet begun starts again with them."""
        self.save_options()
        if (players or rules) and not self.game_begun():
            self.new_game(announce=False)
            self.say(_("The new options are in place: double-click the dice shaker to roll."))
        elif players:
            self.say(_("The new players sit down at the next new game (Game, New)."))

    def toggle_animation(self) -> None:
        self.options.animation = not self.options.animation
        self.save_options()

    def toggle_sound(self) -> None:
        self.options.sound = not self.options.sound
        if self.audio is not None and hasattr(self.audio, "enabled"):
            self.audio.enabled = self.options.sound
        self.save_options()

    def change_look(self, name: str) -> None:
        """Play in another look: this game is kept; the options remember the choice."""
        self.shell.switch_look(name)

    def menu_bar(self, open_index: int = 0) -> MenuBar:
        return window_menu_bar(dialogs.context(self), game_menus(self), self.menu_area, open_index=open_index)

    def open_menu(self, index: int) -> None:
        self.sound("click")
        self.app.push(self.menu_bar(index))

    def open_control_menu(self) -> None:
        box = self.style.control_box_rect(self.caption_rect)
        self.sound("click")
        def caption(surface: pygame.Surface) -> None:
            self.style.caption(surface, self.caption_rect, _("Windows Yahtzee"))
            self.style.control_box(surface, box, open_=True)

        self.app.push(control_popup(dialogs.context(self), control_menu(self), box, caption))

    def open_help(self, topic: str | None = None) -> None:
        self.app.push(WindowsHelp(self, topic))

    def _menu_key(self, event: pygame.event.Event) -> bool:
        """Alt and a menu's letter, F10, Alt+Space, the accelerators (F1, F2, Alt+F4)."""
        key, mod = event.key, event.mod
        if key == pygame.K_F4 and mod & pygame.KMOD_ALT:
            self.quit()
            return True
        if key == pygame.K_SPACE and mod & pygame.KMOD_ALT:
            self.open_control_menu()
            return True
        if key == pygame.K_F10:
            self.open_menu(0)
            return True
        if mod & pygame.KMOD_ALT and 0 < key < 0x110000:
            index = find_mnemonic(game_menus(self), chr(key))
            if index is not None:
                self.open_menu(index)
            return index is not None
        if key in _F_KEYS:
            item = find_shortcut(game_menus(self), _F_KEYS[key])
            if item is not None and item.can_choose and callable(item.command):
                item.command()
            elif item is not None:
                self.refuse(greyed_reason(item))
            return True
        return False

    def _chrome_click(self, event: pygame.event.Event) -> bool:
        """A press on the menu bar's titles or the Control-menu box."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1:
            return False
        if self.style.control_box_rect(self.caption_rect).collidepoint(event.pos):
            self.open_control_menu()
            return True
        if self.menu_area.collidepoint(event.pos):
            for index, rect in enumerate(self.menu_bar().title_rects()):
                if rect.collidepoint(event.pos):
                    self.open_menu(index)
            return True
        return False

    # --- the scene contract -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in MODIFIER_KEYS:
            return True  # Alt or Shift alone, on its way to a combination: nothing yet
        if event.type == pygame.KEYDOWN and self._menu_key(event):
            return True
        if self._chrome_click(event):
            return True
        if self.pause.running and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.next_player()
            return True
        if self.turn_ending or self.session is None:
            return False
        if self.over and self._look_at_cards(event):
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

    def _look_at_cards(self, event: pygame.event.Event) -> bool:
        """Once the game is over, TAB (Shift+TAB back) or a click on the player's name shows the next
        player's final card."""
        players = len(self.game.state.players)
        step = 0
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.board.table.indicator.collidepoint(
                event.pos):
            step = 1
        if not step:
            return False
        if players == 1:
            self.refuse(_("There is only one card in this game."))
        else:
            self.shown_player = (self.shown_player + step) % players
            self.sound("click")
        return True

    def update(self, dt_ms: int) -> None:
        self.board.update(dt_ms)
        self.status_line.update(dt_ms)
        if self.flow is None:
            return
        self.flow.update_dice(dt_ms)
        self.pause.update(dt_ms)
        self.flow.update_flow(dt_ms)

    def busy(self) -> bool:
        if self.board.busy() or self.board.tumble.active:
            return True
        return self.computer_turn() and not self.flow.computer_waits()

    def next_deadline_ms(self) -> int | None:
        return nearest(self.pause.deadline_ms(), self.status_line.next_deadline_ms())

    def draw(self, surface: pygame.Surface) -> None:
        draw_window(self, surface)
        if self.session is not None:
            banner = ""
            if self.pause.running:
                banner = _("{name}'s turn is over").format(name=self.game.state.players[self.shown_player])
            self.board.draw(surface, self.shown_player, banner)
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
        if self.turn_ending:
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
