"""The plain look: Yahtzee against the computer on a plain screen, with the keys or the mouse. Everything but its
table comes from the kit: the shell (the game kept and resumed, the records, the options), the standard dialogs,
the bindings table, the dice flow (a click keeps a die: HOLD) and the plain style."""

from __future__ import annotations

import random
from typing import Any

import pygame

from ynot.dice import Score, category_label
from ynot.dice.rules import ALL_CATEGORIES, get_rules
from ynot.i18n import N_, _
from ynot.ui.dice_view import RollAnimation, draw_die
from ynot.ui.keys import MODIFIER_KEYS
from ynot.ui.kit import Context, MenuBar, State, StatusLine
from ynot.ui.kit.bindings import Binding, Bindings, key_label
from ynot.ui.kit.commands import Command
from ynot.ui.kit.dice import DiceFlow, Marking
from ynot.ui.kit.shell import Shell
from ynot.ui.scene import Scene

GAME, OPTIONS, HELP = N_("&Game"), N_("&Options"), N_("&Help")
BINDINGS = Bindings(
    (
        Binding("new", ("Ctrl+N",), GAME, N_("&New game"), "n", help=N_("a new game")),
        Binding("high-scores", ("Ctrl+H",), GAME, N_("&High scores"), "h", separator=True, help=N_("the high scores")),
        Binding("stats", ("Ctrl+T",), GAME, N_("S&tatistics"), "t", help=N_("the statistics")),
        Binding("quit", ("Ctrl+Q",), GAME, N_("&Quit"), "q", separator=True, help=N_("quit (the game is kept)")),
        Binding("options", ("Ctrl+O",), OPTIONS, N_("&Options"), "o", help=N_("the options")),
        Binding("look", ("Ctrl+L",), OPTIONS, N_("&Look"), "l", help=N_("another look")),
        Binding("help", ("F1",), HELP, N_("&Help"), help=N_("this help")),
        Binding("about", (), HELP, N_("&About")),
        Binding("menus", ("F10",), help=N_("the menus")),
    )
)
COMPUTER = "beginner"  # the computer's level
WAIT = N_("The computer is playing: wait for your turn.")
DIE, GAP, ROW = 36, 8, 11  # a die's size, the gap between dice, a box's row on the card


def help_keys() -> list[str]:
    return BINDINGS.help_lines(lambda binding: key_label(binding.keys[0]), N_("{keys}: {help}"))


class PlainGame(DiceFlow, Scene):
    """The table: the names, the dice, the Roll button, the card and a status line; the keys and clicks."""

    marking = Marking.HOLD  # a click keeps a die out of the next throw

    def __init__(self, app: Any, *, store: Any = None, audio: Any = None, seed: int | None = None,
                 resume: bool = True) -> None:
        Scene.__init__(self)
        self.app = app
        self.ctx = Context(app.skin.make_style(), app.skin.canvas, self.beep, self.sound)
        self.style = self.ctx.style
        self.status = StatusLine(self.advice)
        self.cursor = 0  # the box the keys point at
        rules = get_rules(app.skin.rules)
        self.shell = Shell(app, store=store, skin=app.skin, resume=resume, table=self,
                           plays=lambda saved: saved.game.rules == rules)
        names = (tuple(self.shell.options.players)[:1] or (_("Player 1"),))[0], _("Computer")
        session = self.shell.resume(rules, names, max_players=2, levels=(COMPUTER,)) if resume else None
        session = session or self.shell.start(rules, names, seats=("", COMPUTER), seed=seed)
        DiceFlow.__init__(self, session, anim=RollAnimation(rng=random.Random(seed)), audio=audio,
                          animation_on=lambda: bool(self.shell.options.animation))
        self.shell.standard_commands(self.ctx, audio=audio, new=self.start_new)
        self.shell.commands.add(Command("menus", _("Menus"), self.open_menu))
        self.shell.bindings, self.shell.help_keys = BINDINGS, help_keys
        app.on_quit.append(self.shell.keep)

    # --- what the shell and the flow ask of the table ---------------------------------------------------
    def tell(self, sentence: str) -> None:
        self.status.say(sentence)

    def message_line(self) -> str:
        return self.status.text

    def refuse(self, sentence: str, action: Any = None) -> bool:
        self.beep()
        self.status.say(sentence)
        return True

    def advice(self) -> str:
        if self.computer_turn():
            return _("The computer is playing.")
        if self.state.dice is None:
            return _("Space or Roll throws the dice; F10 opens the menus.")
        return _("1 to 5 keep dice, Space throws again, Enter scores the box chosen.")

    def start_new(self) -> None:
        session = self.session
        self.use(self.shell.start(session.rules, session.players, seats=session.seats, seed=random.randrange(2**31)))
        self.game_started()

    def game_over(self) -> None:
        you, computer = self.state.totals()
        result = _("you {you}, the computer {computer}").format(you=you, computer=computer)
        self.shell.ask(_("Game over: {result}. Another game?").format(result=result), self.start_new,
                       title=_("Game over"), yes=_("New game"))

    def open_menu(self, index: int = 0) -> None:
        self.app.push(self.menu_bar(index))

    def menu_bar(self, index: int = 0) -> MenuBar:
        return MenuBar(self.ctx, BINDINGS.menus(self.shell.commands), open_index=index,
                       accelerator_text=lambda letter: f"Ctrl+{letter.upper()}")

    # --- where things are ---------------------------------------------------------------------------------
    def die_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(20 + index * (DIE + GAP), 36, DIE, DIE)

    def roll_rect(self) -> pygame.Rect:
        return pygame.Rect(20 + 5 * (DIE + GAP), 36, 80, DIE)

    def row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(20, 82 + index * ROW, 200, ROW)

    # --- input ------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS:
            self.land_now()
            if not BINDINGS.run_key(event, self.shell.commands, self.refuse):
                self.key(event.key)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.land_now()
            self.click(event.pos)
            return True
        return False

    def key(self, key: int) -> None:
        if key in (pygame.K_UP, pygame.K_DOWN):
            self.cursor = (self.cursor + (1 if key == pygame.K_DOWN else -1)) % len(ALL_CATEGORIES)
        elif self.computer_turn():
            self.refuse(_(WAIT))
        elif key == pygame.K_SPACE:
            self.roll_dice()
        elif pygame.K_1 <= key <= pygame.K_5:
            self.click_die(key - pygame.K_1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.act(Score(ALL_CATEGORIES[self.cursor], 0))
        else:
            self.refuse(_("That key does nothing here: F1 lists the keys."))

    def click(self, pos: tuple[int, int]) -> None:
        titles = self.menu_bar().title_rects()
        menu = next((index for index, rect in enumerate(titles) if rect.collidepoint(pos)), None)
        dice = [index for index in range(self.dice_count()) if self.die_rect(index).collidepoint(pos)]
        boxes = [index for index in range(len(ALL_CATEGORIES)) if self.row_rect(index).collidepoint(pos)]
        roll = self.roll_rect().collidepoint(pos)
        if menu is not None:
            self.open_menu(menu)
        elif (roll or dice or boxes) and self.computer_turn():
            self.refuse(_(WAIT))
        elif roll:
            self.roll_dice()
        elif dice:
            self.click_die(dice[0])
        elif boxes:
            self.cursor = boxes[0]
            self.act(Score(ALL_CATEGORIES[self.cursor], 0))

    # --- time and drawing --------------------------------------------------------------------------------
    def update(self, dt_ms: int) -> None:
        self.update_dice(dt_ms)
        self.status.update(dt_ms)
        self.update_flow(dt_ms)

    def busy(self) -> bool:
        return self.anim.active or self.flow_busy()

    def next_deadline_ms(self) -> int | None:
        return self.status.next_deadline_ms()

    def draw(self, surface: pygame.Surface) -> None:
        data, state = self.style.data, self.state
        surface.fill(data.paper)
        totals = state.totals()
        names = [f"{'>' if seat == state.current else ' '} {name} {totals[seat]}" for seat, name in
                 enumerate(state.players)]
        self.style.text(surface, "   ".join(names), (20, 20))
        held = self.marked_dice()
        for index, face in enumerate(self.faces()):
            body = data.grey if index in held else data.paper
            draw_die(surface, self.die_rect(index).move(0, -self.anim.offset(index)), face, body=body,
                     pips=data.ink, outline=data.ink)
        self.style.button(surface, self.roll_rect(), _("&Roll"), State(enabled=not self.computer_turn()))
        self.draw_card(surface)
        self.status.draw(surface, self.style, pygame.Rect(0, surface.get_height() - 14, surface.get_width(), 14))
        self.menu_bar().draw_bar(surface)

    def draw_card(self, surface: pygame.Surface) -> None:
        data, state = self.style.data, self.state
        column = state.columns[0]
        points = {option.category: option.points for option in self.game.score_options()}
        for index, category in enumerate(ALL_CATEGORIES):
            rect = self.row_rect(index)
            if index == self.cursor:
                surface.fill(data.select, rect)
            colour = data.select_ink if index == self.cursor else data.ink
            self.style.text(surface, category_label(category, state.rules), (rect.x + 2, rect.y + 1), colour)
            written = column.get(category)
            shown, pen = (str(written), colour) if written is not None else (str(points.get(category, "")), data.grey)
            self.style.text(surface, shown, (rect.right - 4, rect.y + 1), pen, align="right")
