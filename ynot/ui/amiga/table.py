"""The YATCY game screen (the YATCY manual of 1994, "Playing"): the score cards side by side, one column per player
under its player number, the dice and the ROLL button, a message box and the help bar.

A Scene pushed over the selection screen. Play is by the mouse exactly as the manual tells it: click
ROLL; click dice to throw them again, and they disappear; ROLL with no die marked ends the rolling;
click a score box to score; at most two re-rolls. The turn flow, the tumbling dice and the computer
seats' pacing are the kit's (``kit.DiceFlow``); this screen keeps only the pointer's whereabouts and
whether the rolling has been ended. Its parts: :class:`~.mouse.TableMouse` maps clicks to Actions,
:class:`~.messages.TableMessages` keeps the help bar and the news, :class:`~.paint.TablePainter` draws.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...dice import BonusAwarded, DiceRolled, Scored
from ...dice.rules import Category
from ...i18n import _
from ...logs import get_logger
from ..dice_view import RollAnimation
from ..kit import Button
from ..kit.dice import DiceFlow
from ..scene import Scene
from ..skin import Skin
from . import judge, messages
from .bindings import BINDINGS
from .card import CardLayout
from .menu import RIGHT
from .messages import TableMessages
from .mouse import TableMouse
from .owner import Owner
from .paint import TablePainter

if TYPE_CHECKING:
    from ...core import Session

log = get_logger("ynot.ui")



@dataclass(frozen=True)
class PanelLayout:
    """Where the game screen's right-hand panel puts things, from the skin's areas."""

    panel: pygame.Rect
    tray: pygame.Rect  # the dice
    roll: pygame.Rect
    news: pygame.Rect  # the message box
    again: pygame.Rect
    menu: pygame.Rect
    die_width: int
    die_gap: int

    @classmethod
    def from_skin(cls, skin: Skin) -> PanelLayout:
        def area(name: str) -> pygame.Rect:
            return pygame.Rect(skin.area(name))

        return cls(
            panel=area("panel"),
            tray=area("tray"),
            roll=area("roll"),
            news=area("news"),
            again=area("again"),
            menu=area("menu"),
            die_width=int(skin.settings.get("die_width", 36)),
            die_gap=int(skin.settings.get("die_gap", 8)),
        )

    def die(self, index: int) -> pygame.Rect:
        """Where die ``index`` (0-4) lies in the tray: twice as wide as tall, so square on the monitor."""
        width, gap = self.die_width, self.die_gap
        left = self.tray.centerx - (5 * width + 4 * gap) // 2
        return pygame.Rect(left + index * (width + gap), self.tray.top + 6, width, width // 2)


class GameScreen(DiceFlow, Scene):
    """One game in progress (or just over), played with the mouse."""

    opaque = True

    def __init__(self, owner: Owner, session: Session) -> None:
        Scene.__init__(self)
        DiceFlow.__init__(
            self,
            session,
            anim=RollAnimation(duration_ms=560, stagger_ms=80, flip_ms=55, bounce_px=5, rng=random.Random(1994)),
            pace_ms=int(owner.skin.settings.get("computer_pace_ms", 650)),
            animation_on=lambda: owner.animation_on,
        )
        self.owner = owner
        self.coaching = owner.shell.coaching  # the watching coach judges a person's decisions (the Coach option)
        self.look = owner.look
        self.skin = owner.skin
        self.panel = PanelLayout.from_skin(self.skin)
        self.layout = CardLayout(self.skin.area("card"), session.rules, len(session.players), self.skin.settings,
                                 self.look.font)
        self.done = bool(session.extra.get("done")) and 0 < self.state.roll_number < 3
        self.hover: tuple[int, Category] | None = None
        # the message box's story comes back with a continued game, told in the language spoken now
        self.messages = TableMessages(self, messages.kept_news(session.extra.get("news")))
        self.mouse = TableMouse(self)  # clicks made into Actions; the push buttons' host
        self.painter = TablePainter(self)
        #: ROLL while the game goes on (greyed when it cannot roll; a click says why, in the manual's
        #: words), AGAIN and MENU once it is over: kit push buttons.
        self.roll_button = Button(
            _("ROLL"),
            self.mouse.click_roll,
            visible=lambda: not self.state.is_over,
            greyed=lambda: not self.mouse.roll_shown_usable(),
            sound=None,  # ROLL's own sounds: the dice, or a click when it ends the rolling
        )
        self.end_buttons = [
            Button(_("AGAIN"), owner.games.again, visible=lambda: self.state.is_over),
            Button(_("MENU"), owner.to_selection, visible=lambda: self.state.is_over),
        ]
        self.buttons = [self.roll_button, *self.end_buttons]
        for button, rect in zip(self.buttons, (self.panel.roll, self.panel.again, self.panel.menu), strict=True):
            button.rect = rect
        self.verdict: list[str] = []
        if self.state.is_over:
            self.verdict = judge.game_verdict(self.state)
            owner.games.refresh()

    # --- reading -------------------------------------------------------------------------------
    def name(self, seat: int | None = None) -> str:
        return self.state.players[self.state.current if seat is None else seat]

    def must_score(self) -> bool:
        """The rolling is over: the player must click a score box."""
        state = self.state
        return not state.is_over and (state.roll_number >= 3 or (self.done and state.roll_number > 0))

    def can_roll(self) -> bool:
        state = self.state
        return not state.is_over and not self.must_score() and not self.computer_turn()

    def help_text(self) -> str:
        """What the help bar says now."""
        return self.messages.status.text

    # --- the kit's hooks ------------------------------------------------------------------------------
    def sound(self, name: str) -> None:
        self.owner.sound(name)

    def beep(self) -> None:
        self.owner.beep()

    def refuse(self, sentence: str, action: Any = None) -> bool:
        return self.messages.say(sentence)

    def computer_waits(self) -> bool:
        return self.anim.active or super().computer_waits()  # the dice tumbling, or a requester open

    def must_end_rolling(self) -> bool:
        """The manual's "ROLL without selecting any dice" comes before a score, once the dice are thrown."""
        return 0 < self.state.roll_number < 3 and not self.done

    def end_rolling(self) -> None:
        self.done = True
        self.remember(save=True)

    def press_roll(self, ms: int) -> None:
        self.roll_button.show_pressed(ms)

    def die_landed(self) -> None:
        self.sound("land")  # each die knocks as it lands: a clatter

    def dice_event(self, event: Any) -> None:
        if isinstance(event, DiceRolled):
            if event.roll_number == 1:
                self.done = False
            self.sound("roll" if self.anim.active else "land")
            line = messages.threw(event.player, event.dice.faces)
            self.when_landed(lambda: self.messages.tell(line))
        elif isinstance(event, Scored):
            self.done = False
            self.hover = None
            self.messages.tell(messages.scored(event.player, event.category, event.points))
            self.sound("score")
        elif isinstance(event, BonusAwarded):
            self.messages.tell(messages.bonus(event.points))
            self.sound("bonus")

    def player_finished(self, seat: int, notices: list[str], game_over: bool) -> None:
        if not notices:
            return
        if notices == self.messages.results(seat):  # the records' sentences: kept as data, told in any language
            self.messages.tell(messages.results(seat))
            return
        for notice in notices:  # the records could not be read back: the sentences as they came
            self.messages.tell(messages.said(notice))

    def game_over(self) -> None:
        self.verdict = judge.game_verdict(self.state)
        self.owner.games.refresh()
        self.remember()
        self.sound("gameover")

    def turn_goes_on(self, events: list[Any]) -> None:
        self.remember()

    def coach_says(self, remark: Any) -> None:
        """The watching coach's word on a costly decision: whole in the message box, and the help bar points to
        it (YATCY has no undo)."""
        self.messages.tell(messages.said(remark.sentence))
        self.messages.status.say(_("The coach has a word for you in the message box."))

    def show_notices(self, notices: list[str]) -> None:
        for notice in notices:
            self.messages.tell(messages.said(notice))

    # --- the scene's parts --------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.anim.active or self.flow_busy() or any(b.busy() for b in self.buttons)

    def next_deadline_ms(self) -> int | None:
        return self.messages.status.next_deadline_ms()

    def update(self, dt_ms: int) -> None:
        self.update_dice(dt_ms)
        self.messages.status.update(dt_ms)
        for button in self.buttons:
            button.update(dt_ms)
        self.update_flow(dt_ms)

    # --- input ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == RIGHT:
            self.owner.open_menus()
            return True
        if event.type == pygame.KEYDOWN:
            if BINDINGS.run_key(event, self.owner.shell.commands, self.owner.show_error):  # HELP
                pass
            elif event.key == pygame.K_ESCAPE:
                if self.state.is_over:
                    self.owner.to_selection()
                else:
                    self.owner.ask_abandon()
            return True
        return self.mouse.mouse(event)

    def remember(self, *, save: bool = False) -> None:
        """Keep what the screen knows in the autosave's extra data (the session saves after every
        action; ``save`` writes it now, for a change that is no action)."""
        self.session.extra = {
            "skin": "amiga", "done": self.done, "news": self.messages.kept(),
        }
        if save:
            self.session.save()

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.painter.draw(surface)
