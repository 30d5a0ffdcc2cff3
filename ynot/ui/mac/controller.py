"""Dominoes 1.1 on System 7 (seed 002): Muggins against the computer, with the mouse or the keyboard.

One scene on the App's stack draws the desktop, the menu bar and the three windows; the pulled-down
menus, dialogs and the help are kit scenes pushed over it. Input becomes actions through
:class:`~ynot.ui.mac.flow.TurnFlow`, which applies them, paces the computer and tells what happened on
the message line. The look's options are kept in ynot.ini's ``[skin.mac]`` section (tiles, computer,
colour); sound and animation are the shared ``[ynot]`` options.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import pygame

from ... import __version__
from ...dominoes.computer import OFFERED
from ...i18n import _
from ...store.options import Options
from ..app import App
from ..keys import MODIFIER_KEYS
from ..kit import (
    Context,
    HelpViewer,
    MenuBar,
    MessageBox,
    StatusLine,
    find_shortcut,
    greyed_reason,
    look_help,
    run_command,
)
from ..kit.shell import Shell
from ..scene import Scene
from . import port
from .flow import TurnFlow
from .layout import area_at, hand_index_at
from .menus import build_menus
from .screen import MacScreen, Pointing
from .style import accelerator_text

log = logging.getLogger("ynot.ui")

SECTION = "skin.mac"
LEVELS = tuple(level for level, _title, _about in OFFERED)
#: The order people take the seats in: across the table first, so two people in a partnership game are
#: partners and everyone else a computer.
PEOPLE_SEATS = (0, 2, 1, 3)
DRAG_START = 3  # pixels the mouse moves, button held, before a click becomes a drag
_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_ARROW_CHAIN = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up", pygame.K_DOWN: "down"}


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
        self.settings = self.options.skin_settings(self.skin.name)
        self.beeps = 0
        self.screen = MacScreen(self.skin, mono=self.settings.get("colour", "yes") == "no", layers=app.layers)
        self.ctx = Context(self.skin.make_style(mono=self.screen.paint.mono), self.skin.canvas, self.beep, self.sound)
        self.pointing = Pointing()
        self.notes = StatusLine(lambda: self.flow.message)  # an option's sentence passes; the instruction stays
        self._noted_over = ""  # the flow's message a note was said over (a new one ends the note)
        self.shell = Shell(app, store=store, skin=self.skin, resume=resume, table=self)
        self._press: tuple[int, tuple[int, int], tuple[int, int]] | None = None  # hand index, where, offset
        self.flow = TurnFlow(self, store=store, seed=seed)
        self.menus = build_menus(self)
        self.shell.begun = self.flow.in_progress
        self.shell.standard_commands(
            ask=self.ask,
            new=self.flow.start_game,
            options=lambda: self.open_menu(2),
            high_scores=lambda: self.open_menu(2),
            stats=lambda: self.open_menu(2),
            look=self.switch_look,
            help=self.help,
            about=self.about,
        )
        app.on_error = self.show_error
        app.on_quit.append(self.shell.keep)
        app.set_pointer(*_arrow_pointer())
        self._offer_resume = resume and self.flow.resume()
        if not self._offer_resume:
            self.flow.start_game()

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
                    on_ok=self.flow.continue_game,
                    on_no=self.flow.start_game,
                )
            )

    # --- options -------------------------------------------------------------------------------------
    @property
    def top(self) -> int:
        """The set for new games: 6 (double six) or 9 (double nine)."""
        return 9 if self.settings.get("tiles", "6") == "9" else 6

    @property
    def level(self) -> str:
        level = self.settings.get("computer", "hard")
        return level if level in LEVELS else "hard"

    @property
    def players(self) -> int:
        """Seats at the table for new games: 2 (the original), 3 or 4."""
        value = self.settings.get("players", "2")
        return int(value) if value in ("2", "3", "4") else 2

    @property
    def partners(self) -> bool:
        """Four players as two partnerships (new games)."""
        return self.players == 4 and self.settings.get("partners", "no") == "yes"

    @property
    def people_count(self) -> int:
        """How many people share this Macintosh (the other seats are computers)."""
        value = self.settings.get("people", "1")
        return min(self.players, int(value)) if value in ("1", "2", "3", "4") else 1

    @property
    def seat_levels(self) -> tuple[str, ...]:
        """Each seat of a new game: "" for a person, else the computer's level."""
        people = set([seat for seat in PEOPLE_SEATS if seat < self.players][: self.people_count])
        return tuple("" if seat in people else self.level for seat in range(self.players))

    def choose_players(self, players: int, partners: bool = False) -> None:
        self.settings["partners"] = "yes" if partners else "no"
        self.set_option("players", str(players))
        self._table_changed()

    def choose_people(self, people: int) -> None:
        self.set_option("people", str(people))
        self._table_changed()

    def _table_changed(self) -> None:
        if self.flow.in_progress():
            self.flow.say(_("New games will be played by the players you chose: choose New Game to start one."))
        else:
            self.flow.start_game()

    def about_computers(self) -> None:
        """The computers' characters, as the Game menu offers them."""
        from ...dominoes.computer import description, title

        text = "\n\n".join(f"{title(level)}: {description(level)}" for level, _title, _about in OFFERED)
        self.app.push(MessageBox(self.ctx, _("The Computers"), text))

    @property
    def animation_on(self) -> bool:
        return bool(self.options.animation)

    def set_option(self, key: str, value: str) -> None:
        """Keep a look option in ``[skin.mac]`` and tell what changed."""
        self.settings[key] = value
        if key == "colour":
            self.screen.set_mono(value == "no")
            self.ctx.style = self.skin.make_style(mono=value == "no")
        self.save_options()

    def choose_set(self, top: int) -> None:
        self.set_option("tiles", str(top))
        if self.flow.in_progress():
            self.tell(_("New games will use the double-{top} set.").format(top=_("six") if top == 6 else _("nine")))
        else:
            self.flow.start_game()

    def choose_level(self, level: str) -> None:
        from ...dominoes.computer import description

        self.set_option("computer", level)
        self.flow.set_level(level)
        if level == "easy":
            self.tell(_("The computer plays an easy game now."))
        elif level == "hard":
            self.tell(_("The computer plays its hardest now."))
        else:
            self.tell(description(level))

    def choose_colour(self, colour: bool) -> None:
        self.set_option("colour", "yes" if colour else "no")
        self.tell(_("In colour.") if colour else _("In black and white."))

    def toggle_sound(self) -> None:
        self.options.sound = not self.options.sound
        if self.audio is not None:
            self.audio.enabled = self.options.sound
        self.save_options()
        if not self.options.sound:
            self.tell(_("Sound off."))
        elif self.audio is not None and hasattr(self.audio, "device_opens") and not self.audio.device_opens():
            self.tell(_("Sound on, but no sound device is available: the game stays silent."))
        else:
            self.tell(_("Sound on."))

    def toggle_animation(self) -> None:
        self.options.animation = not self.options.animation
        self.save_options()
        self.tell(_("Tiles slide into place.") if self.options.animation else _("Tiles jump into place."))

    def save_options(self) -> None:
        self.shell.save_options()

    def tell(self, sentence: str) -> None:
        """A passing sentence (an option chosen, a store problem) on the message line; the instruction
        that was there comes back after it, or as soon as the game says something new."""
        self._noted_over = self.flow.message
        self.notes.say(sentence)

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
    def about(self) -> None:

        book = look_help(self.skin.folder)
        self.app.push(MessageBox(self.ctx, book.about_title, book.about_text(__version__)))

    def help(self, topic: str | None = None) -> None:
        book = look_help(self.skin.folder)
        self.app.push(
            HelpViewer(self.ctx, book.topics, start=topic, size=(440, 280), title=book.title, notice=book.problem)
        )

    def new_game(self) -> None:
        """File > New Game (the shell asks first when a game is under way)."""
        self.shell.commands.run("new")

    def ask(self, question: str, on_yes: Callable[[], None]) -> None:
        """A yes/no question in a System 7 alert."""
        self.app.push(MessageBox(self.ctx, _("New Game"), question, ok=_("New Game"), no=_("Cancel"), on_ok=on_yes))

    def switch_look(self) -> None:
        from .looks import LookDialog

        self.app.push(LookDialog(self))

    def choose_language(self) -> None:
        from .looks import LanguageDialog

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
            self.mouse_move(event.pos, bool(event.buttons[0]) if getattr(event, "buttons", None) else False)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.mouse_up(event.pos)
            return True
        return False

    def key(self, event: pygame.event.Event) -> None:
        command = event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_GUI)
        if command and event.key < 0x110000:
            item = find_shortcut(self.menus(), chr(event.key))
            if item is None:
                self.beep()
            elif not item.can_choose and item.command in (self.flow.person_draws, self.flow.person_passes):
                item.command()  # dimmed, yet its key gets the reason why in the rules' words
            elif not item.can_choose:
                self.beep()
                self.flow.say(greyed_reason(item))
            else:
                run_command(item)
            return
        if event.key == pygame.K_F10:
            self.open_menu(0)
            return
        if event.key == pygame.K_F1:
            self.help()
            return
        self.flow.finish_slides()
        if self.flow.taken_over():
            return
        if self.flow.waiting_for_next_hand():
            self.flow.next_hand()
            return
        if (event.unicode or "").lower() == "?":
            self.flow.hint()
            return
        self.table_key(event)

    def table_key(self, event: pygame.event.Event) -> None:
        pointing = self.pointing
        hand = self.flow.view().hand
        if event.key == pygame.K_ESCAPE:
            if pointing.aim is not None or pointing.chosen is not None:
                pointing.aim = None
                pointing.chosen = None
                self.flow.say(_("Tile put back."))
            return
        if pointing.aim is not None and event.key in _ARROW_CHAIN:
            self.aim(_ARROW_CHAIN[event.key])
            return
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB, pygame.K_HOME, pygame.K_END):
            self.move_choice(event)
            return
        if event.key in _ENTER:
            if pointing.aim is not None and pointing.chosen is not None:
                self.flow.person_plays(pointing.chosen, pointing.aim)
            elif pointing.chosen is None:
                self.choose(0 if hand else None)
            else:
                self.play_chosen_by_key()
            return
        letter = (event.unicode or "").lower()
        if letter == "d":
            self.flow.person_draws()
        elif letter == "p":
            self.flow.person_passes()
        elif letter == "n":
            self.new_game()
        else:
            self.beep()
            self.flow.say(_("Arrows choose a tile, Return plays it, D draws, P passes; F1 for help."))

    def move_choice(self, event: pygame.event.Event) -> None:
        hand = self.flow.view().hand
        if not hand:
            self.beep()
            return
        current = self.pointing.chosen
        if event.key == pygame.K_HOME:
            index = 0
        elif event.key == pygame.K_END:
            index = len(hand) - 1
        elif current is None:
            index = 0 if event.key != pygame.K_LEFT else len(hand) - 1
        else:
            step = -1 if event.key == pygame.K_LEFT or (event.mod & pygame.KMOD_SHIFT) else 1
            index = (current + step) % len(hand)
        self.choose(index)

    def choose(self, index: int | None) -> None:
        """Pick up a tile of your hand (None: put it back)."""
        self.pointing.chosen = index
        self.pointing.aim = None
        if index is not None:
            self.screen.show_hand_tile(self.flow.view(), index)
            self.sound("select")
            tile = self.flow.view().hand[index]
            chains = self.flow.fits(tile)
            self.flow.say(self.flow.describe_choice(tile, chains))

    def play_chosen_by_key(self) -> None:
        index = self.pointing.chosen
        assert index is not None
        tile = self.flow.view().hand[index]
        chains = self.flow.fits(tile)
        if len(chains) == 1:
            self.flow.person_plays(index, chains[0])
        elif chains:
            self.pointing.aim = chains[0]
            self.flow.say(
                _("Where? The arrows choose the end (now the {chain}), Return plays, Esc puts it back.").format(
                    chain=port.chain_name(chains[0])
                )
            )
        else:
            self.flow.refuse(self.flow.no_fit_reason(tile))

    def aim(self, chain: str) -> None:
        index = self.pointing.chosen
        if index is None:
            return
        tile = self.flow.view().hand[index]
        if chain in self.flow.fits(tile):
            self.pointing.aim = chain
            self.sound("click")
            self.flow.say(
                _("The {tile} on the {chain}: Return plays it.").format(
                    tile=port.tile_text(tile), chain=port.chain_name(chain)
                )
            )
        else:
            self.flow.refuse(
                _("The {tile} does not fit the {chain} end.").format(
                    tile=port.tile_text(tile), chain=port.chain_name(chain)
                )
            )

    # --- the mouse ----------------------------------------------------------------------------------------
    def mouse_down(self, pos: tuple[int, int]) -> None:
        if pos[1] < self.ctx.style.menu_bar_height():
            bar = self.menu_bar()
            for index, rect in enumerate(bar.title_rects()):
                if rect.collidepoint(pos):
                    bar.open(index)
                    self.app.push(bar)
                    return
            return
        if self.screen.chrome.close_box_rect(tuple(self.screen.areas["window"])).collidepoint(pos):
            self.quit()
            return
        self.flow.finish_slides()
        if self.flow.taken_over():
            return
        if self.flow.waiting_for_next_hand():
            self.flow.next_hand()
            return
        view = self.flow.view()
        arrows = self.screen.hand_arrows(view)
        if arrows is not None:
            for rect, step in zip(arrows, (-1, 1), strict=True):
                if pygame.Rect(rect).collidepoint(pos):
                    if not self.screen.scroll_hand(view, step * 4):
                        self.beep()
                        self.flow.say(_("That is the end of your hand."))
                    return
        rects = self.screen.hand_rects(view)
        index = hand_index_at([_lifted(r, i == self.pointing.chosen) for i, r in enumerate(rects)], pos)
        if index is not None:
            if index == self.pointing.chosen and len(self.flow.fits(view.hand[index])) == 1:
                self.flow.person_plays(index, self.flow.fits(view.hand[index])[0])
                return
            self.choose(index)
            x, y, _w, _h = _lifted(rects[index], True)
            self._press = (index, pos, (pos[0] - x, pos[1] - y))
            return
        if self.screen.pile_rect(view).collidepoint(pos):
            self.flow.person_draws()
            return
        area = area_at(tuple(self.screen.areas["table"]), pos)
        if area is not None:
            if self.pointing.chosen is None:
                self.flow.say(_("First pick one of your tiles at the bottom, then click where it goes."))
                return
            self.flow.person_plays_towards(self.pointing.chosen, area)

    def mouse_move(self, pos: tuple[int, int], held: bool) -> None:
        if self._press is None or not held:
            return
        index, start, offset = self._press
        if self.pointing.drag is None and max(abs(pos[0] - start[0]), abs(pos[1] - start[1])) < DRAG_START:
            return
        self.pointing.drag = (pos[0] - offset[0], pos[1] - offset[1])
        self.pointing.hide_hand = index

    def mouse_up(self, pos: tuple[int, int]) -> None:
        press, self._press = self._press, None
        if press is None or self.pointing.drag is None:
            return
        self.pointing.drag = None
        self.pointing.hide_hand = None
        area = area_at(tuple(self.screen.areas["table"]), pos)
        if area is None:
            self.flow.say(_("Tile put back: drop it on the table, near the end where it goes."))
            return
        self.flow.person_plays_towards(press[0], area)

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
        if self.flow.handover is not None:
            self.screen.draw_handover(surface, view, self.flow.names[self.flow.handover])
        self.menu_bar().draw_bar(surface)


def _lifted(rect: tuple[int, int, int, int], chosen: bool) -> tuple[int, int, int, int]:
    from .screen import LIFT

    x, y, w, h = rect
    return (x, y + LIFT, w, h) if chosen else rect


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
