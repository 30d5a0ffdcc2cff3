"""Dominoes 1.1 on System 7 (its manual of 1998): Muggins against the computer, with the mouse or the keyboard.

One scene on the App's stack draws the desktop, the menu bar and the three windows; the pulled-down
menus, dialogs and the help are kit scenes pushed over it. Input becomes actions through
:class:`~ynot.ui.mac.flow.TurnFlow`, which applies them, paces the computer and tells what happened on
the message line. The look's options are kept in ynot.ini's ``[skin.mac]`` section (tiles, computer,
colour); sound and animation are the shared ``[ynot]`` options.
"""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import _
from ...logs import get_logger
from ...store.options import Options
from ..app import App
from ..keys import MODIFIER_KEYS
from ..kit import (
    Context,
    MenuBar,
    MessageBox,
    StatusLine,
)
from ..kit.shell import Shell
from ..scene import Scene
from .bindings import BINDINGS, help_keys
from .flow import TurnFlow
from .hand import HandInput
from .looks import LanguageDialog
from .menus import build_menus
from .screen import MacScreen, Pointing
from .setup import TableSetup
from .style import accelerator_text

log = get_logger("ynot.ui")

SECTION = "skin.mac"


class MacDominoes(Scene):
    """The Dominoes screen: the table, your tiles, the menus; the skin's controller."""

    def __init__(
        self, app: App, *, store: Any = None, audio: Any = None, seed: int | None = None, resume: bool = True
    ) -> None:
        super().__init__()
        self.app = app
        self.skin = app.skin
        self.store = store
        self.audio = audio
        self.options = store.options if store is not None else Options()
        self.setup = TableSetup(self, self.options.skin_settings(self.skin.name))  # the look's options
        self.beeps = 0
        self.screen = MacScreen(self.skin, mono=self.setup.mono, layers=app.layers)
        self.ctx = Context(self.skin.make_style(mono=self.screen.paint.mono), self.skin.canvas, self.beep, self.sound,
                           self.refuse_choice)
        self.pointing = Pointing()
        self.hand = HandInput(self)  # your hand under the keys and the mouse
        self.notes = StatusLine(lambda: self.flow.message)  # an option's sentence passes; the instruction stays
        self._noted_over = ""  # the flow's message a note was said over (a new one ends the note)
        self.shell = Shell(app, store=store, skin=self.skin, resume=resume, table=self)
        self.flow = TurnFlow(self, store=store, seed=seed)
        self.menus = build_menus(self)
        self.shell.begun = self.flow.in_progress
        # Everything else is the kit's standard dialogs (the Dominoes 1.1 manual shows none of them):
        self.shell.standard_commands(
            self.ctx,
            audio=audio,
            new=self.flow.games.start_game,
            options=lambda: self.open_menu(2),  # the Game menu: the options are its checked items, as in 1.1
        )
        self.shell.bindings = BINDINGS
        self.shell.help_keys = help_keys
        app.on_error = self.show_error
        app.on_quit.append(self.shell.keep)
        app.set_pointer(*_arrow_pointer())
        self._offer_resume = resume and self.flow.games.resume()
        if not self._offer_resume:
            self.flow.games.start_game()

    def attach(self, app: App) -> None:
        super().attach(app)
        offer, self._offer_resume = self._offer_resume, False
        if offer:
            self.flow.say(_("Welcome back: your unfinished game is on the table."))
        notices = self.flow.take_notices()
        if notices:
            self.flow.say(" ".join([*notices, self.flow.message]))
        if offer:
            app.push(
                MessageBox(
                    self.ctx,
                    _("Dominoes"),
                    _("You left a game unfinished. Go on with it?"),
                    ok=_("Continue"),
                    no=_("New Game"),
                    on_ok=self.flow.games.continue_game,
                    on_no=self.flow.games.start_game,
                )
            )

    # --- the message line ---------------------------------------------------------------------------
    def tell(self, sentence: str) -> None:
        """A passing sentence (an option chosen, a store problem) on the message line; the instruction
        that was there comes back after it, or as soon as the game says something new."""
        self._noted_over = self.flow.message
        self.notes.say(sentence)

    def refuse_choice(self, sentence: str) -> None:
        """Something that cannot be chosen now (a dimmed menu item): the beep, and why on the message line."""
        self.beep()
        self.tell(sentence)

    def message_line(self) -> str:
        """What the message line shows now."""
        if self.notes.message and self.flow.message == self._noted_over:
            return self.notes.message
        return self.flow.message

    # --- feedback -------------------------------------------------------------------------------------
    def sound(self, name: str) -> None:
        if self.audio is not None:
            try:
                self.audio.play(name)
            except Exception:
                log.exception("sound %s failed", name)

    def beep(self) -> None:
        self.beeps += 1
        self.sound("error")

    def show_error(self, message: str) -> None:
        self.beep()
        self.flow.say(message)

    # --- dialogs ----------------------------------------------------------------------------------------
    def run(self, command_id: str) -> None:
        """A standard command (About, Help, Switch Look...): the shell's."""
        self.shell.commands.run(command_id)

    def new_game(self) -> None:
        """File > New Game (the shell asks first when a game is under way)."""
        self.shell.commands.run("new")

    def choose_language(self) -> None:
        self.app.push(LanguageDialog(self))

    def quit(self) -> None:
        self.shell.quit()

    def open_menu(self, index: int = 0) -> None:
        self.app.push(self.menu_bar(open_index=index))

    def menu_bar(self, open_index: int = 0) -> MenuBar:
        return MenuBar(self.ctx, self.menus(), open_index=open_index, accelerator_text=accelerator_text, left=10)

    # --- events -----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key not in MODIFIER_KEYS:
                self.key(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse_down(event.pos)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hand.move(event.pos, bool(event.buttons[0]) if getattr(event, "buttons", None) else False)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.hand.release(event.pos)
            return True
        return False

    def key(self, event: pygame.event.Event) -> None:
        commands = self.shell.commands
        bound = BINDINGS.command_for(event)  # the look's bindings table: Command-N, Command-Q, F1, F10...
        if bound in ("draw", "pass") and not commands.enabled(bound):
            commands[bound].run()  # dimmed, yet its key gets the reason why in the rules' words
            return
        if bound is not None:
            refused = commands.run(bound)
            if refused is not None:
                self.beep()
                self.flow.say(refused)
            return
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_GUI):
            self.beep()  # Command with a key no menu item has
            return
        self.flow.slides.finish()
        if self.flow.sharing.taken_over():
            return
        if self.flow.waiting_for_next_hand():
            self.flow.next_hand()
            return
        if (event.unicode or "").lower() == "?":
            self.flow.hint()
            return
        self.hand.key(event)

    # --- the mouse ----------------------------------------------------------------------------------------
    def mouse_down(self, pos: tuple[int, int]) -> None:
        if pos[1] < self.ctx.style.menu_bar_height():
            bar = self.menu_bar()
            for index, rect in enumerate(bar.title_rects()):
                if rect.collidepoint(pos):
                    bar.open(index, lit=False)  # System 7: nothing is lit until the pointer is on an item
                    self.app.push(bar)
                    return
            return
        if self.screen.chrome.close_box_rect(tuple(self.screen.areas["window"])).collidepoint(pos):
            self.quit()
            return
        self.hand.press(pos)

    # --- time and drawing ---------------------------------------------------------------------------------
    def update(self, dt_ms: int) -> None:
        self.notes.update(dt_ms)
        self.flow.update(dt_ms)

    def busy(self) -> bool:
        return self.flow.busy()

    def next_deadline_ms(self) -> int | None:
        return self.notes.next_deadline_ms()

    def draw(self, surface: pygame.Surface) -> None:
        view = self.flow.view()
        self.screen.draw(surface, view, self.pointing, self.message_line())
        if self.flow.sharing.handover is not None:
            self.screen.draw_handover(surface, view, self.flow.names[self.flow.sharing.handover])
        self.menu_bar().draw_bar(surface)


_ARROW = (
    "o...........",
    "oo..........",
    "o#o.........",
    "o##o........",
    "o###o.......",
    "o####o......",
    "o#####o.....",
    "o######o....",
    "o#######o...",
    "o########o..",
    "o#####ooooo.",
    "o##o##o.....",
    "o#o.o##o....",
    "oo..o##o....",
    "o....o##o...",
    ".....o##o...",
    "......oo....",
)


def _arrow_pointer() -> tuple[pygame.Surface, tuple[int, int]]:
    """The arrow pointer, drawn by us: black with a white edge."""
    picture = pygame.Surface((len(_ARROW[0]), len(_ARROW)), pygame.SRCALPHA)
    picture.fill((0, 0, 0, 0))
    for y, row in enumerate(_ARROW):
        for x, cell in enumerate(row):
            if cell != ".":
                picture.set_at((x, y), (0, 0, 0, 255) if cell == "#" else (255, 255, 255, 255))
    return picture, (1, 1)
