"""The YATCY game screen (seed 001, "Playing"): the score cards side by side, one column per player
under its player number, the dice and the ROLL button, a message box and the help bar.

A Scene pushed over the selection screen. Play is by the mouse exactly as the manual tells it: click
ROLL; click dice to throw them again, and they disappear; ROLL with no die marked ends the rolling;
click a score box to score; at most two re-rolls. The turn flow, the tumbling dice and the computer
seats' pacing are the kit's (``kit.DiceFlow``); this screen maps clicks to Actions and draws what the
game holds, keeping only the pointer's whereabouts, whether the rolling has been ended, and the news.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from ...dice import BonusAwarded, DiceRolled, Roll, Score, Scored, ToggleDie, category_label
from ...dice.rules import Category, ScoreOption
from ...dice.sheet import Mark, Suggestion, Total, build_sheet
from ...dice.strategy.levels import level_title
from ...i18n import _, ngettext
from ..dice_view import RollAnimation
from ..kit import Button, StatusLine, fit_text, score_name
from ..kit.dice import DiceFlow
from ..scene import Scene
from ..skin import Skin
from . import judge
from .card import LABELS, CardLayout
from .help import open_help
from .owner import Owner

if TYPE_CHECKING:
    from ...core import Session

log = logging.getLogger("ynot.ui")

SAY_MS = 2600  # a refusal stays this long in the help bar


NEWS_KEPT = 8  # lines of news the message box keeps (and the autosave with it)


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

    def __init__(self, owner: Owner, session: Session, computers: Sequence[str] = ()) -> None:
        Scene.__init__(self)
        DiceFlow.__init__(
            self,
            session,
            anim=RollAnimation(duration_ms=560, stagger_ms=80, flip_ms=55, bounce_px=5, rng=random.Random(1994)),
            seats=computers,
            pace_ms=int(owner.skin.settings.get("computer_pace_ms", 650)),
            animation_on=lambda: owner.animation_on,
        )
        self.owner = owner
        self.look = owner.look
        self.skin = owner.skin
        self.panel = PanelLayout.from_skin(self.skin)
        self.layout = CardLayout(self.skin.area("card"), session.rules, len(session.players), self.skin.settings)
        self.done = bool(session.extra.get("done")) and 0 < self.state.roll_number < 3
        self.hover: tuple[int, Category] | None = None
        self.status = StatusLine(self.advice, ms=SAY_MS)
        #: ROLL while the game goes on (greyed when it cannot roll; a click says why, in the manual's
        #: words), AGAIN and MENU once it is over: kit push buttons.
        self.roll_button = Button(
            _("ROLL"),
            self.click_roll,
            visible=lambda: not self.state.is_over,
            greyed=lambda: not self.roll_shown_usable(),
            sound=None,  # ROLL's own sounds: the dice, or a click when it ends the rolling
        )
        self.end_buttons = [
            Button(_("AGAIN"), owner.games.again, visible=lambda: self.state.is_over),
            Button(_("MENU"), owner.to_selection, visible=lambda: self.state.is_over),
        ]
        self.buttons = [self.roll_button, *self.end_buttons]
        for button, rect in zip(self.buttons, (self.panel.roll, self.panel.again, self.panel.menu), strict=True):
            button.rect = rect
        kept = session.extra.get("news")  # the message box's story comes back with a continued game
        self.news: list[str] = [line for line in kept if isinstance(line, str)][-NEWS_KEPT:] if isinstance(
            kept, list) else []
        self.verdict: list[str] = []
        if self.state.is_over:
            self._judge()

    # --- reading -------------------------------------------------------------------------------
    @property
    def computers(self) -> list[str]:
        return self.seats

    def name(self, seat: int | None = None) -> str:
        return self.state.players[self.state.current if seat is None else seat]

    def must_score(self) -> bool:
        """The rolling is over: the player must click a score box."""
        state = self.state
        return not state.is_over and (state.roll_number >= 3 or (self.done and state.roll_number > 0))

    def can_roll(self) -> bool:
        state = self.state
        return not state.is_over and not self.must_score() and not self.computer_turn()

    def roll_shown_usable(self) -> bool:
        """ROLL is drawn usable while the player can roll, and while a computer seat may press it."""
        return self.can_roll() or self.computer_turn() and not self.must_score()

    def aim(self) -> Category | None:
        """The box a computer seat is pointing at, to be lit on the card."""
        return self.aiming if self.computer_turn() and not self.ending else None

    def lit_box(self) -> Suggestion | None:
        """The box lit on the card with what it would score: the one under the pointer once the player
        must score, or the one a computer seat points at."""
        state = self.state
        if state.is_over:
            return None
        options = {o.category: o for o in self.game.score_options()}
        category = self.aim()
        if not self.computer_turn() and self.must_score() and self.hover is not None:
            seat, hovered = self.hover
            category = hovered if seat == state.current and hovered in options else None
        if category is None:
            return None
        option = options.get(category) or ScoreOption(category, 0, 0)
        return Suggestion(category, state.current, option)

    def help_text(self) -> str:
        """What the help bar says now."""
        return self.status.text

    def advice(self) -> str:
        state = self.state
        if state.is_over:
            return _("Game over! AGAIN plays again with these players; MENU or ESC to choose.")
        name = fit_text(self.look.font, self.name(), 80)
        if self.computer_turn():
            return _("{name} (computer) is playing: watch, or press ESC to leave the game.").format(name=name)
        if self.anim.active:
            return _("The dice are rolling...")
        if state.roll_number == 0:
            return _("{name}: click ROLL to throw the dice.").format(name=name)
        if self.must_score():
            return _("{name}: click a free box on your card to score these dice.").format(name=name)
        if state.marks:
            count = len(state.marks)
            return ngettext(
                "ROLL throws the die that vanished; click a gap to bring one back.",
                "ROLL throws the {count} dice that vanished; click a gap to bring one back.",
                count,
            ).format(count=count)
        left = 3 - state.roll_number
        return _("Click dice to throw again, then ROLL ({left} left); ROLL now keeps them all.").format(left=left)

    def start_computers(self) -> None:
        """Build the computer seats' players now, saying so while the perfect one's tables load."""
        if not any(self.seats):
            return
        if self.owner.app.window is not None:
            self.status.say(_("Getting the computer players ready..."), 1)
            self.owner.app.present()
            self.status.clear()
        self.prepare_computers()

    # --- the kit's hooks ------------------------------------------------------------------------------
    def sound(self, name: str) -> None:
        self.owner.sound(name)

    def beep(self) -> None:
        self.owner.beep()

    def refuse(self, sentence: str, action: Any = None) -> bool:
        return self.say(sentence)

    def computer_waits(self) -> bool:
        return self.anim.active or super().computer_waits()  # the dice tumbling, or a requester open

    def ends_rolling(self) -> bool:
        return True

    def rolling_ended(self) -> bool:
        return self.done

    def end_rolling(self) -> None:
        self.done = True
        self.remember(save=True)

    def press_roll(self, ms: int) -> None:
        self.roll_button.show_pressed(ms)

    def die_landed(self) -> None:
        self.sound("land")  # each die knocks as it lands: a clatter

    def dice_event(self, event: Any) -> None:
        state = self.state
        if isinstance(event, DiceRolled):
            if event.roll_number == 1:
                self.done = False
            self.sound("roll" if self.anim.active else "land")
            faces = " ".join(str(f) for f in event.dice.faces)
            who = fit_text(self.look.font, state.players[event.player], 80)
            self.when_landed(lambda: self.tell(_("{name} threw {faces}").format(name=who, faces=faces)))
        elif isinstance(event, Scored):
            self.done = False
            self.hover = None
            category = event.category
            label = _(LABELS[category]) if category in LABELS else category_label(category, state.rules)
            who = fit_text(self.look.font, state.players[event.player], 80)
            self.tell(f"{who} {label}: {event.points}")
            self.sound("score")
        elif isinstance(event, BonusAwarded):
            self.tell(_("  {points} bonus points!").format(points=event.points))
            self.sound("bonus")

    def player_finished(self, seat: int, notices: list[str], game_over: bool) -> None:
        for notice in notices:
            self.tell(notice)

    def game_over(self) -> None:
        self._judge()
        self.remember()
        self.sound("gameover")

    def turn_goes_on(self, events: list[Any]) -> None:
        self.remember()

    def show_notices(self, notices: list[str]) -> None:
        for notice in notices:
            self.tell(notice)

    # --- the scene's parts --------------------------------------------------------------------------
    def busy(self) -> bool:
        return self.anim.active or self.flow_busy() or any(b.busy() for b in self.buttons)

    def next_deadline_ms(self) -> int | None:
        return self.status.next_deadline_ms()

    def update(self, dt_ms: int) -> None:
        self.update_dice(dt_ms)
        self.status.update(dt_ms)
        for button in self.buttons:
            button.update(dt_ms)
        self.update_flow(dt_ms)

    def say(self, text: str, *, beep: bool = True) -> bool:
        """A refusal: the reason in the help bar for a while, and the error beep."""
        if self.look.font.line_width(text) > self.look.help_room(self.skin.canvas[0]):
            self.tell(text)  # too long for the help bar: the whole reason goes in the message box
            text = _("Not now: the reason is in the message box on the right.")
        self.status.say(text)
        if beep:
            self.beep()
        return True

    def tell(self, line: str) -> None:
        """A line of news in the message box."""
        self.news.append(line)
        del self.news[:-NEWS_KEPT]
        self.session.extra["news"] = list(self.news)

    # --- input ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_HELP, pygame.K_F1):
                open_help(self.owner)
            elif event.key == pygame.K_ESCAPE:
                if self.state.is_over:
                    self.owner.to_selection()
                else:
                    self.owner.ask_abandon()
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._hover_at(event.pos)
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.anim.active:
            self.land_now()  # a click lands the dice at once; it does nothing else
            self.sound("land")
            return True
        for button in self.buttons:
            if button.visible and (button.held or button.rect.collidepoint(event.pos)):
                return button.mouse(event, self)
        return event.type == pygame.MOUSEBUTTONDOWN and self.press(event.pos)

    def _hover_at(self, pos: tuple[int, int]) -> tuple[int, Category] | None:
        hit = self.layout.hit(pos)
        if hit is None or hit[0] != self.state.current or not self.must_score():
            return None
        return hit

    @property
    def style(self):  # noqa: ANN201 - IntuitionStyle, for the kit's buttons
        return self.owner.style

    def press(self, pos: tuple[int, int]) -> bool:
        """A click on the table (not on a button): a die or a box on the card."""
        if self.state.is_over:
            return False
        die = self.die_at(pos)
        if die is not None:
            return self.click_die(die)
        hit = self.layout.hit(pos)
        if hit is not None:
            return self.click_box(*hit)
        return False

    def die_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(5):
            if self.die_rect(index).inflate(4, 4).collidepoint(pos):
                return index
        return None

    def die_rect(self, index: int) -> pygame.Rect:
        return self.panel.die(index)

    # --- the manual's moves ---------------------------------------------------------------------------
    def _computer_plays(self) -> str:
        return _("Wait: {name} is playing.").format(name=fit_text(self.look.font, self.name(), 160))

    def _wait_for_computer(self) -> bool:
        return self.say(self._computer_plays())

    def click_roll(self) -> str | None:
        """ROLL: throw the dice, or end the rolling; else the reason it cannot (its button says it)."""
        state = self.state
        if self.computer_turn():
            return self._computer_plays()
        if self.must_score():
            return _("No more rolls: click a free box on your card.")
        if state.roll_number > 0 and not state.marks:
            self.end_rolling()  # "ROLL without selecting any dice": now the score goes on the card
            self.sound("click")
            return None
        self.act(Roll())
        return None

    def click_die(self, index: int) -> bool:
        state = self.state
        if self.computer_turn():
            return self._wait_for_computer()
        if state.roll_number == 0:
            return self.say(_("Click ROLL first to throw the dice."))
        if self.must_score():
            return self.say(_("No more rolls: click a free box on your card."))
        self.sound("click")
        self.act(ToggleDie(index))
        return True

    def click_box(self, seat: int, category: Category) -> bool:
        state = self.state
        if self.computer_turn():
            return self._wait_for_computer()
        if seat != state.current:
            name = fit_text(self.look.font, self.name(seat), 160)
            return self.say(_("That is {name}'s card; yours has the box round it.").format(name=name))
        if state.roll_number == 0:
            return self.say(_("Click ROLL first to throw the dice."))
        if state.marks:
            return self.say(_("Dice are marked to throw again: click ROLL, or click them back first."))
        if not self.must_score():  # the manual: ROLL without selecting any dice, then the score box
            return self.say(_("Happy with these dice? Click ROLL with none gone, then the box."))
        playable = any(o.category is category for o in self.game.score_options())
        if not playable and not state.columns[0].is_free(category):
            return self.say(_("That box is filled already: choose a free one."))
        self.act(Score(category, 0))  # a box the rules forbid now is refused with the rules' reason
        return True

    def _judge(self) -> None:
        state = self.state
        self.verdict = judge.verdict(
            state.players, state.totals(), author=state.rules.name == "yatcy", bonus=self._bonus_won()
        )
        self.owner.games.refresh()

    def _bonus_won(self) -> bool:
        """Whether the best player won the upper bonus (the comment must not tell them to aim for it)."""
        state = self.state
        totals = state.totals()
        best = totals.index(max(totals))
        column = state.cards[best][0]
        return column.upper_bonus(state.rules) > 0

    def remember(self, *, save: bool = False) -> None:
        """Keep what the screen knows in the autosave's extra data (the session saves after every
        action; ``save`` writes it now, for a change that is no action)."""
        self.session.extra = {
            "skin": "amiga", "done": self.done, "computers": list(self.seats), "news": list(self.news),
        }
        if save:
            self.session.save()

    # --- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        surface.fill(look.blue)
        look.title_bar(surface, pygame.Rect(self.skin.area("title_bar")), self.title())
        self.draw_card(surface)
        self.draw_panel(surface)
        self.status.draw(surface, self.owner.style, pygame.Rect(self.skin.area("help_bar")))

    def title(self) -> str:
        count = len(self.state.players)
        rules = self.session.rules
        players = ngettext("{count} player", "{count} players", count).format(count=count)
        if rules.name == "yatcy":
            return _("YATCY  -  {players}").format(players=players)
        game = _(rules.title).split(" (")[0]
        return _("YATCY  -  {players}  -  {game} rules").format(players=players, game=game)

    def draw_card(self, surface: pygame.Surface) -> None:
        look, layout, state = self.look, self.layout, self.state
        rules = state.rules
        frame = pygame.Rect(
            layout.left,
            layout.area.top - 1,
            layout.column_x(len(state.players)) + 2 - layout.left,
            layout.bottom + 4 - layout.area.top,
        )
        pygame.draw.rect(surface, look.black, frame.move(3, 2))
        pygame.draw.rect(surface, look.blue, frame)
        look.bevel(surface, frame)
        look.shadow_text(surface, _("PLAYER"), (layout.left + 8, layout.header_top + 3), look.white)
        playing = not state.is_over
        sheet = build_sheet(
            [card[:1] for card in state.cards], rules, [row.key for row in layout.rows], suggestion=self.lit_box()
        )
        for index, row in enumerate(layout.rows):
            y = layout.row_tops[index] + 2
            colour = look.white if row.category is not None else look.orange
            look.text(surface, row.label, (layout.left + 8, y), colour)
            if row.key in (Total.GRAND, Total.UPPER):
                line_y = layout.row_tops[index] - 1 - row.gap // 2
                pygame.draw.line(surface, look.black, (layout.left + 6, line_y), (frame.right - 4, line_y))
        for seat, name in enumerate(state.players):
            current = playing and seat == state.current
            box = layout.number_box(seat)
            look.button(surface, box, str(seat + 1), lit=current)
            shown = fit_text(look.font, name, layout.col_w - 8)
            centre = layout.column_x(seat) + layout.col_w // 2
            look.text(
                surface,
                shown,
                (centre, layout.name_top + 1),
                look.orange if current else look.white,
                align="center",
            )
            for index, row in enumerate(layout.rows):
                cell = layout.cell(seat, index)
                text_y = cell.top + 2
                shown = sheet.rows[index].cells[seat]
                if row.category is not None:
                    pygame.draw.rect(surface, look.blue, cell)
                    look.bevel(surface, cell, raised=False)
                if shown.mark is Mark.SUGGESTED:
                    pygame.draw.rect(surface, look.orange, cell.inflate(-2, -2))
                    look.text(surface, shown.after_text, (cell.right - 7, text_y), look.black, align="right")
                elif shown.text and not shown.pending:
                    colour = look.orange if row.key is Total.GRAND else look.white
                    look.text(surface, shown.text, (cell.right - 7, text_y), colour, align="right")
        if playing:
            ring = layout.column_frame(state.current)
            pygame.draw.rect(surface, look.orange, ring, 2)

    def draw_panel(self, surface: pygame.Surface) -> None:
        look, state = self.look, self.state
        look.logo(surface, "YATCY", self.panel.panel.centerx, 17, (4, 3))
        if state.is_over:
            self.draw_verdict(surface)
            return
        seat = state.current
        level = self.computers[seat]
        name = self.name()
        head = _("Player {n}: ").format(n=seat + 1)
        tail = f" ({level_title(level)})" if level else ""
        room = self.panel.panel.width - 8 - look.font.line_width(head + tail)
        who = head + fit_text(look.font, name, room) + tail  # a long name cut with an ellipsis
        look.shadow_text(surface, who, (self.panel.panel.centerx, 48), look.white, align="center")
        turn = _("Turn {turn} of {turns}").format(turn=min(state.turn_number(), state.turns_per_game),
                                                  turns=state.turns_per_game)
        left = 3 - state.roll_number if state.roll_number else 2
        count = 0 if self.must_score() else min(2, left)
        rerolls = ngettext("{count} reroll", "{count} rerolls", count).format(count=count) if count else _("no rerolls")
        look.text(surface, f"{turn} - {rerolls}", (self.panel.panel.centerx, 60), look.orange, align="center")
        pygame.draw.rect(surface, look.blue, self.panel.tray)
        look.bevel(surface, self.panel.tray, raised=False)
        faces = self.faces()
        hidden = state.marks if 0 < state.roll_number < 3 and not self.anim.active else frozenset()
        for index in range(5):
            if index in hidden or faces[index] == 0:
                continue  # marked dice disappear, as the manual says
            rect = self.die_rect(index)
            lift, shake = 0, 0
            if self.anim.active and not self.anim.landed(index):
                lift = self.anim.offset(index)
                shake = (-2, 0, 2, 0)[(self.anim.elapsed // 40 + index) % 4]
            look.die(surface, rect.move(shake, 0), faces[index], lift=lift)
        self.roll_button.draw(surface, self.style, False)
        pygame.draw.rect(surface, look.blue, self.panel.news)
        look.bevel(surface, self.panel.news, raised=False)
        lines: list[tuple[str, bool]] = []
        for index, item in enumerate(self.news):
            latest = index == len(self.news) - 1
            lines += [(part, latest) for part in look.font.wrap(item, self.panel.news.width - 12)]
        lines = lines[-((self.panel.news.height - 8) // 10) :]
        for row, (line, latest) in enumerate(lines):
            look.text(
                surface,
                line,
                (self.panel.news.left + 6, self.panel.news.top + 5 + row * 10),
                look.orange if latest else look.white,
            )

    def draw_verdict(self, surface: pygame.Surface) -> None:
        look = self.look
        centre = self.panel.panel.centerx
        look.shadow_text(surface, _("GAME OVER"), (centre, 48), look.orange, align="center")
        y = 62
        for index, line in enumerate(self.verdict):
            for part in look.font.wrap(line, self.panel.panel.width - 12):
                look.text(surface, part, (centre, y), look.white if index else look.orange, align="center")
                y += 10
        box = pygame.Rect(self.panel.tray.left, max(y + 4, 112), self.panel.tray.width, 100)
        box.height = self.panel.again.top - 6 - box.top
        pygame.draw.rect(surface, look.blue, box)
        look.bevel(surface, box, raised=False)
        look.text(surface, _("HIGH SCORES"), (centre, box.top + 5), look.orange, align="center")
        state = self.state
        mine = {(name, state.total(seat)) for seat, name in enumerate(state.players)}
        for row, entry in enumerate(self.owner.high_scores(state.rules)):
            y = box.top + 17 + row * 10
            if y > box.bottom - 10:
                break
            colour = look.orange if (entry.name, entry.score) in mine else look.white
            room = box.width - 20 - look.font.line_width(f"{entry.rank} {entry.score}")
            name = score_name(look.font, entry.name, entry.computer, room)
            look.text(surface, f"{entry.rank} {name}", (box.left + 6, y), colour)
            look.text(surface, str(entry.score), (box.right - 6, y), colour, align="right")
        for button in self.end_buttons:
            button.draw(surface, self.style, False)
