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

from ...core import IllegalMove
from ...core.session import Session
from ...game import (
    Action,
    BonusAwarded,
    DiceRolled,
    DieToggled,
    ExtraTurn,
    GameOver,
    PlayerFinished,
    Roll,
    Scored,
    ToggleDie,
    TurnStarted,
    Undo,
    Undone,
    check_players,
)
from ...i18n import _
from ...store.options import Options
from ..app import App
from ..scene import Scene
from .board import Board
from .robot import Robot
from .setup import Setup, read_setup, write_setup
from .style import WindowsStyle

log = logging.getLogger("ynot.ui")

TITLE = "Windows Yahtzee"
REGISTERED = "registered-yahtzee"  # the record's note for a game with a registered Yahtzee
STATUS_MS = 4000  # how long a sentence stays on the status line


class WindowsYahtzee(Scene):
    """The game's main window."""

    def __init__(
        self, app: App, *, store: Any = None, audio: Any = None, seed: int | None = None, resume: bool = True
    ) -> None:
        super().__init__()
        self.app = app
        self.skin = app.skin
        self.style = WindowsStyle.from_skin(self.skin)
        self.store = store
        self.audio = audio
        self.options = store.options if store is not None else Options()
        self.rng = random.Random(seed)
        self.setup: Setup = read_setup(self.options)
        self.session: Session | None = None
        self.computers: list[str] = []
        self.board = Board(self, self.style)
        self.robot = Robot(self)
        self.shown_player = 0  # whose card is on the screen (the last scorer while a turn ends)
        self.turn_ending = False  # a score was made; the next player waits for Prompt or Pause
        self.pause_ms = 0
        self.status = ""
        self.status_ms = 0
        self.beeps = 0
        self.over = False
        app.on_error = self.show_error
        app.on_quit.append(self.save_game)
        self._notices = list(getattr(store, "notices", []) or [])
        if self._notices:
            store.notices.clear()
        if not (resume and self._resume()):
            self.new_game(announce=False)

    # --- services ------------------------------------------------------------------------------------
    @property
    def game(self):  # noqa: ANN201 - Game
        assert self.session is not None
        return self.session.game

    @property
    def animation_on(self) -> bool:
        return bool(self.options.animation)

    @property
    def cheated(self) -> bool:
        """A registered Yahtzee was rolled in this game: it says so and is never counted."""
        return self.session is not None and REGISTERED in self.session.notes

    def sound(self, name: str) -> None:
        if self.audio is not None:
            try:
                self.audio.play(name)
            except Exception:  # a sound is never worth an error
                log.exception("sound %s failed", name)

    def beep(self) -> None:
        self.beeps += 1
        self.sound("error")

    def say(self, text: str) -> None:
        """A sentence on the status line at the bottom of the window."""
        self.status = text
        self.status_ms = STATUS_MS

    def refuse(self, text: str) -> None:
        self.beep()
        self.say(text)

    def show_error(self, message: str) -> None:
        self.refuse(message)

    def save_options(self) -> None:
        write_setup(self.options, self.setup)
        if self.store is not None:
            try:
                self.store.save_options()
            except Exception:
                log.exception("the options could not be saved")

    def keep_places(self, slots: list[int | None]) -> None:
        """The order of the dice in their places goes into the autosave."""
        if self.session is not None:
            self.session.extra["places"] = list(slots)

    # --- starting and ending games ----------------------------------------------------------------
    def _resume(self) -> bool:
        if self.store is None:
            return False
        try:
            saved = self.store.load_autosave()
        except Exception:
            log.exception("the autosave could not be read")
            return False
        if saved is None or saved.game.rules.name != "winzee" or saved.game.is_over:
            return False
        session = Session(saved.game.rules, saved.game.state.players, store=self.store,
                          seed=self.rng.randrange(2**31))
        if not session.resume():
            return False
        seats = session.extra.get("computers")
        players = len(session.players)
        if not isinstance(seats, list) or len(seats) != players:
            seats = [""] * players
        self._begin(session, [s if isinstance(s, str) and s in self.robot.levels else "" for s in seats])
        self.board.restore(session.extra.get("places"))
        self.say(_("Your unfinished game is back: play on."))
        return True

    def new_game(self, *, announce: bool = True) -> bool:
        """Start a game for the checked seats with the current options; False (and a sentence) if it
        cannot start."""
        chosen = self.setup.players()
        names = [name for name, _kind in chosen]
        rules = self.setup.rules()
        try:
            check_players(names, rules)
        except ValueError as err:
            text = str(err)
            self.refuse(text[:1].upper() + text[1:] + ".")
            return False
        if self.session is not None and not self.game.is_over:
            self.session.save()
        session = Session(rules, names, store=self.store, seed=self.rng.randrange(2**31))
        if self.store is not None:
            for name in names:
                try:
                    self.store.add_player(name)
                except Exception:
                    log.exception("the player %s could not be added", name)
        self._begin(session, [kind for _name, kind in chosen])
        session.extra["computers"] = list(self.computers)
        session.save()
        if announce:
            self.say(_("A new game: double-click the dice shaker to roll."))
            self.sound("select")
        return True

    def _begin(self, session: Session, computers: list[str]) -> None:
        self.session = session
        self.computers = computers
        self.shown_player = session.state.current
        self.turn_ending = False
        self.pause_ms = 0
        self.over = session.game.is_over
        self.board.places.slots = [None] * 5
        self.board.drag = None
        self.board.tumble.finish()
        self.board.sync()
        self.robot.reset()
        for notice in session.take_notices():
            self.say(notice)

    def save_game(self) -> None:
        if self.session is not None and not self.game.is_over:
            self.session.save()

    def quit(self) -> None:
        self.save_game()
        self.app.quit()

    # --- playing ---------------------------------------------------------------------------------------
    def computer_turn(self) -> bool:
        """The player whose turn it is is a computer (and nothing stands in its way)."""
        if self.session is None or self.game.is_over or self.turn_ending:
            return False
        seat = self.game.state.current
        return seat < len(self.computers) and bool(self.computers[seat])

    def act(self, action: Action, *, quiet: bool = False) -> bool:
        """Apply ``action``; a refusal is said on the status line. True if it was applied."""
        if self.session is None or self.turn_ending and not isinstance(action, Undo):
            return False
        try:
            events = self.session.apply(action)
        except IllegalMove as err:
            if not quiet:
                self.refuse(str(err))
            return False
        self.status = ""
        rolled: tuple[int, ...] = ()
        scored = False
        for event in events:
            if isinstance(event, DiceRolled):
                rolled = event.rolled
                self.sound("roll")
            elif isinstance(event, Scored):
                scored = True
                self.sound("score")
            elif isinstance(event, BonusAwarded):
                self.sound("bonus")
                if event.kind == "extra-five":
                    self.say(_("A bonus Yahtzee: {points} points and another turn.").format(points=event.points))
            elif isinstance(event, ExtraTurn):
                scored = True
                self.sound("bonus")
            elif isinstance(event, PlayerFinished):
                self._finish_player(event.player)
            elif isinstance(event, GameOver):
                self._game_over(event)
            elif isinstance(event, (DieToggled, Undone, TurnStarted)):
                pass
        self.board.sync(rolled=rolled)
        if scored and not self.game.is_over:
            self._end_turn(events)
        self.session.save()
        return True

    def _end_turn(self, events: list) -> None:
        """After a score: show the scorer's card as the End of Turn option says, then the next player."""
        scorer = next((e.player for e in events if isinstance(e, (Scored, ExtraTurn))), self.game.state.current)
        self.shown_player = scorer
        human = not (scorer < len(self.computers) and self.computers[scorer])
        choice = self.setup.end_of_turn
        if choice == "prompt" and human and self.game.can_undo:
            self.turn_ending = True
            self.ask_all_done()
        elif choice == "pause" or choice == "prompt" and not human:
            self.turn_ending = True
            self.pause_ms = int(self.skin.settings.get("pause_ms", 2500))
        else:
            self.next_player()

    def ask_all_done(self) -> None:
        from .dialogs import ask_all_done

        ask_all_done(self, on_ok=self.next_player, on_cancel=self.take_back)

    def next_player(self) -> None:
        """The turn is over: the next player's card and dice."""
        self.turn_ending = False
        self.pause_ms = 0
        if self.session is None:
            return
        self.shown_player = self.game.state.current
        self.board.aim = None
        self.board.sync()

    def take_back(self) -> None:
        """Cancel at "All done?": the score is taken back and the turn goes on."""
        self.turn_ending = False
        if self.act(Undo()):
            self.shown_player = self.game.state.current
            self.say(_("The score was taken back: choose again."))

    def registered_yahtzee(self) -> None:
        """A right double-click on the shaker by a registered nickname: five of a kind, at once."""
        if self.session is None or self.turn_ending or self.game.is_over:
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
        self.session.add_note(REGISTERED)
        self.act(Roll((face,) * count))

    def _finish_player(self, seat: int) -> None:
        """A player has filled the card; everyone is counted together when the game ends (a registered
        Yahtzee later in the game must keep all of it out of the high scores)."""
        if self.session is not None and not self.game.is_over:
            name = self.game.state.players[seat]
            self.say(_("{name} has filled the card: {score} points.").format(name=name,
                                                                             score=self.game.state.total(seat)))

    def _game_over(self, event: GameOver) -> None:
        self.over = True
        self.shown_player = event.winners[0]
        self.sound("gameover")
        from .dialogs import show_game_over

        show_game_over(self, event)

    # --- the scene contract -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and self.pause_ms:
            self.next_player()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.pause_ms:
            self.next_player()
            return True
        if self.turn_ending or self.session is None:
            return False
        if self.computer_turn() and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
                return False
            self.say(_("The computer is playing: wait for your turn."))
            return True
        return self.board.handle_event(event)

    def update(self, dt_ms: int) -> None:
        self.board.update(dt_ms)
        if self.status_ms:
            self.status_ms = max(0, self.status_ms - dt_ms)
            if not self.status_ms:
                self.status = ""
        if self.pause_ms:
            self.pause_ms = max(0, self.pause_ms - dt_ms)
            if not self.pause_ms:
                self.next_player()
        if not self.board.tumble.active:
            self.robot.update(dt_ms)

    def busy(self) -> bool:
        return self.board.busy() or self.computer_turn() or self.robot.busy()

    def next_deadline_ms(self) -> int | None:
        times = [t for t in (self.pause_ms, self.status_ms) if t]
        return min(times) if times else None

    def draw(self, surface: pygame.Surface) -> None:
        from .chrome import draw_window

        client = draw_window(self, surface)
        pygame.draw.rect(surface, self.style.c("face"), client)
        if self.session is not None:
            banner = ""
            if self.pause_ms:
                banner = _("{name}'s turn is over").format(name=self.game.state.players[self.shown_player])
            self.board.draw(surface, self.shown_player, banner)
        self._draw_status(surface)

    def _draw_status(self, surface: pygame.Surface) -> None:
        rect = pygame.Rect(self.skin.area("status"))
        style = self.style
        pygame.draw.rect(surface, style.c("face"), rect)
        pygame.draw.line(surface, style.c("shadow"), rect.topleft, (rect.right - 1, rect.top))
        pygame.draw.line(surface, style.c("highlight"), (rect.left, rect.top + 1), (rect.right - 1, rect.top + 1))
        text = self.status or self.hint()
        style.text(surface, text, (rect.left + 6, rect.top + 2))

    def hint(self) -> str:
        """What to do now, for the status line when nothing else is said."""
        if self.session is None:
            return ""
        state = self.game.state
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
