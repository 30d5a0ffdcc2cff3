"""The Psion Series 3a skin's controller: the keys (the YNOT 1.00 manual of 1993, section 8) turned into game Actions.

The turn flow (actions through the session, the tumbling dice, the end of each player's game into the
records) is the kit's ``DiceFlow``; the scene keeps only what the keyboard moves (which die has the box
round it, whether the dice or the score card has the focus, where the card cursor is); everything else
is read from the game.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from ...core import SeriesMode, Session
from ...core.coaching import Remark
from ...dice import (
    BonusAwarded,
    DiceGame,
    DiceRolled,
    GameState,
    ReselectPrevious,
    Roll,
    Score,
    Scored,
    ToggleDie,
)
from ...dice.rules import Category, ScoreOption, get_rules
from ...i18n import N_, _, pgettext
from ...logs import get_logger
from ...store.options import Options
from ..app import App
from ..dice_view import RollAnimation
from ..keys import MODIFIER_KEYS
from ..kit import Context, StatusLine
from ..kit.dice import DiceFlow
from ..kit.shell import Shell
from ..kit.timers import Timer, nearest
from ..kit.widgets import ENTER_KEYS
from ..scene import Scene
from . import commands, registration
from .bindings import BINDINGS
from .keypad import CARD, DICE, MOD_PSION, Keypad
from .screen import PsionScreen, ScreenView

log = get_logger("ynot.ui")



#: Infoprints are short: the reason a refused action gets, by kind of action.
_SHORT_REASONS: dict[type, str] = {
    Roll: N_("Mark dice to roll with Space"),
    ToggleDie: N_("Roll the dice first"),
    ReselectPrevious: N_("No previous set to mark"),
    Score: N_("Choose a free box"),
}


class PsionGame(DiceFlow, Scene):
    """YNOT on the Series 3a: the game screen, played with the keyboard."""

    def __init__(
        self, app: App, *, store: Any = None, audio: Any = None, seed: int | None = None, resume: bool = True
    ) -> None:
        Scene.__init__(self)
        self.app = app
        self.skin = app.skin
        style = self.skin.make_style()  # the style skin.toml names (EpocStyle), with its Look
        self.look = style.look
        self.screen = PsionScreen(self.skin, self.look, app.layers)
        self.store = store
        self.audio = audio
        self.options = store.options if store is not None else Options()
        self.ctx = Context(style, self.skin.canvas, self.beep, self.sound, self.refuse)
        rules = get_rules(self.skin.rules)
        #: The infoprint in the corner: a passing sentence and nothing under it (the kit's status line).
        self.infoprint = StatusLine(ms=int(self.skin.settings.get("infoprint_ms", 2500)))
        self.press_timer = Timer()  # the push button shown pressed
        self.shell = Shell(app, store=store, skin=self.skin, resume=resume, table=self,
                           plays=lambda saved: saved.game.rules == rules)
        # the game just finished, when the window starts again for an option (its final card), else the kept one
        session = self.shell.carried(lambda finished: finished.rules == rules) or Session.open(
            store, rules, seed=seed, resume=resume)
        DiceFlow.__init__(
            self,
            session,
            anim=RollAnimation(rng=random.Random(seed if seed is not None else 1993)),
            audio=audio,
            animation_on=lambda: self.options.animation,
        )
        self.shell.use(session)
        self.coaching = self.shell.coaching  # the watching coach judges a person's decisions (the Coach option)
        commands.standard_commands(self)
        self.focus = DICE
        self.die = 0
        self.cursor: Category | None = None
        self.keypad = Keypad(self)
        self._label_while_rolling = ""
        self.card_seat: int | None = None  # a finished player's card, kept up behind their notice
        self.keypad.restore()
        app.on_error = self.refuse  # an error is told as a refusal is: the beep and a sentence
        app.on_quit.append(self.shell.keep)
        self._startup_notices = self.session.take_notices()
        state = self.state
        if self.session.resumed and (state.roll_number or any(c.filled_count for c in state.columns)):
            self.tell(_("Your last game is back"))

    # --- services --------------------------------------------------------------------------
    @property
    def game(self) -> DiceGame:
        return self.session.game

    @property
    def state(self) -> GameState:
        return self.session.game.state

    @property
    def info(self) -> str:
        """The infoprint shown now (the Psion has no standing instruction: the corner is empty)."""
        return self.infoprint.text

    def message_line(self) -> str:
        return self.info

    def tell(self, sentence: str) -> None:
        """A passing sentence (the shell's, the commands'): an infoprint for a few seconds."""
        self.infoprint.say(sentence)

    def refuse(self, message: str, action: Any = None) -> bool:
        """The error beep and the reason in an infoprint (short, by the kind of action); the key is
        consumed."""
        self.beep()
        short = _SHORT_REASONS.get(type(action)) if action is not None else None
        self.tell(_(short) if short else message)
        return True

    # --- the scene contract ---------------------------------------------------------------
    def attach(self, app: App) -> None:
        super().attach(app)
        welcome = registration.startup_screen(self)  # the manual's section 2: copyright, or a welcome
        if welcome is not None:
            app.push(welcome)
        if self._startup_notices:  # problems found in the player's files: said once, plainly
            app.push(commands.notices_dialog(self, self._startup_notices))
            self._startup_notices = []

    def busy(self) -> bool:
        return self.anim.active or self.press_timer.running

    def next_deadline_ms(self) -> int | None:
        return nearest(self.infoprint.next_deadline_ms(), self.shell.coaching.next_deadline_ms())

    def update(self, dt_ms: int) -> None:
        self.update_dice(dt_ms)
        self.press_timer.update(dt_ms)
        self.infoprint.update(dt_ms)
        self.shell.coaching.tick(self.tell)  # the coach getting ready: its progress in the infoprint

    def draw(self, surface: pygame.Surface) -> None:
        self.screen.draw(surface, self.view())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in MODIFIER_KEYS:
            return True
        self.land_now()  # a key lands the dice at once, then does its own thing
        if BINDINGS.run_key(event, self.shell.commands, self.refuse):  # the Psion-key letters, F1, MENU
            return True
        if event.mod & MOD_PSION and event.key not in ENTER_KEYS:
            self.beep()  # the Psion key with a letter that is no command
            return True
        if event.key in ENTER_KEYS:
            return self.keypad.enter()
        if event.key == pygame.K_TAB:
            return self.keypad.tab()
        if event.key == pygame.K_SPACE:
            return self.keypad.space(bool(event.mod & pygame.KMOD_SHIFT))
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            return self.keypad.arrow(event.key)
        self.beep()
        return True

    # --- acting on the game (the kit's DiceFlow applies the actions) -------------------------
    def act(self, action: Any, label: str | None = None, *, quiet: bool = False) -> bool:
        """Apply an Action; a refusal becomes the error beep and a short reason.

        ``label`` is what the button shows while the dice roll (by default its label before the action).
        """
        self._label_while_rolling = label or self.button_label()
        return DiceFlow.act(self, action, quiet=quiet)

    def after_events(self, events: list[Any]) -> None:
        DiceFlow.after_events(self, events)
        if any(isinstance(event, Scored) for event in events):
            self.sound("score")
            self.reset_cursors()

    def dice_event(self, event: Any) -> None:
        if isinstance(event, BonusAwarded):
            self.sound("bonus")
        if not isinstance(event, DiceRolled):
            return
        self.focus = DICE
        self.cursor = None
        if event.roll_number >= 3:
            self.keypad.open_card()
        # sounds come after the dice stop (the YNOT 1.00 manual's credits); five of a kind gets its fanfare
        if self.anim.active:
            self.sound("roll")
        self.when_landed(lambda: self.sound("land"))
        if len(set(event.dice.faces)) == 1:
            self.when_landed(lambda: self.sound("bonus"))

    def coach_says(self, remark: Remark) -> None:
        """The watching coach's word on a costly decision: a message over the screen, ENTER goes on (the Psion
        has no undo)."""
        commands.coach_says(self, remark)

    def player_finished(self, seat: int, notices: list[str], game_over: bool) -> None:
        commands.player_finished(self, seat, notices, game_over)

    def game_over(self) -> None:
        self.sound("gameover")

    def show_notices(self, notices: list[str]) -> None:
        for notice in notices:
            self.tell(notice)

    def turn_goes_on(self, events: list[Any]) -> None:
        state = self.state
        scored = any(isinstance(event, Scored) for event in events)
        if scored and state.roll_number == 0 and state.turn_number() > 1:
            self.act(Roll(), _("Roll {number}").format(number=1))  # the next turn's first roll happens by itself
        self.keypad.remember()

    def seat_people(self) -> None:
        """Every seat a person (the Psion's players are people; a series set up here has no computer)."""
        self.session.seats = ()
        self.use(self.session)

    def reset_cursors(self) -> None:
        self.focus = DICE
        self.cursor = None
        self.die = 0

    # --- what the screen shows -----------------------------------------------------------
    def button_label(self) -> str:
        state = self.state
        if state.is_over:
            series = self.session.series
            return _("New series") if series.is_over and series.mode is not SeriesMode.SINGLE else _("New game")
        if state.roll_number == 0:
            return _("Start")
        if self.focus == CARD:
            return pgettext("the Psion's push button: ENTER scores the box", "Score")
        return _("Roll {number}").format(number=state.roll_number + 1)

    def preview(self) -> ScoreOption | None:
        if self.focus != CARD or self.cursor is None:
            return None
        for option in self.game.score_options():
            if option.category is self.cursor:
                return option
        return None

    def view(self) -> ScreenView:
        state = self.state
        rolling = self.anim.active
        faces = self.faces()  # a player's game not begun shows blank dice; a finished game keeps its last dice
        if state.dice is None and self.card_seat is not None:
            faces = self.last_faces  # and so does a finished player's card kept up behind their notice
        lifts = tuple(self.anim.offset(i) if rolling else 0 for i in range(len(faces)))
        totals = self.session.running_totals()
        rows = [
            (name, totals[i], i == state.current and not state.is_over)
            for i, name in enumerate(state.players)
        ]
        show_die_cursor = self.focus == DICE and 0 < state.roll_number < 3 and not state.is_over
        return ScreenView(
            state=state,
            faces=faces,
            lifts=lifts,
            marks=state.marks if 0 < state.roll_number < 3 else frozenset(),
            die_cursor=self.die if show_die_cursor and not rolling else None,
            card_cursor=self.cursor if self.focus == CARD else None,
            preview=self.preview(),
            player_rows=rows,
            series_line=self.session.describe_series(),
            button=self._label_while_rolling if rolling else self.button_label(),
            button_pressed=self.press_timer.running,
            infoprint=self.info,
            card_seat=self.card_seat,
        )
