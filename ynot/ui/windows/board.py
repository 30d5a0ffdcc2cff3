"""The game's window inside: the score card, the current player indicator and the table with the dice.

Mouse play as the Windows Yahtzee 2.21 manual of 1993 tells it: double-click the shaker to roll what is in it; drag
a die onto the shaker or double-click it to throw it away; Rescue brings every die in the shaker back; drag a die
onto another to swap them or onto a blank place to move it; double-click a box's name (or its square) to score. The
keyboard does the same (docs/windows.md). The board turns input into the game's Actions through its owner and draws
a read-only view of the game.
"""

from __future__ import annotations

import pygame

from ...dice import Roll, Score, ToggleDie
from ...dice.rules import NUM_DICE, Category
from ...i18n import _
from ..kit import Button, DoubleClick
from ..kit.layer import app_layer
from ..kit.timers import Timer, Tween
from .art import ShakerPicture, draw_game_die
from .card import ROWS, CardLayout, draw_card
from .owner import Owner
from .style import Windows31Style
from .table import Drag, Places, TableLayout, Tumble

#: Box rows, top to bottom, for the keyboard cursor.
BOX_ROWS = tuple(row for row in ROWS if isinstance(row, Category))


class Board:
    """The client area of the game's window: a view of one game and the input that plays it."""

    def __init__(self, owner: Owner, style: Windows31Style) -> None:
        self.owner = owner
        self.style = style
        skin = owner.skin
        settings = skin.settings
        self.table = TableLayout.from_skin(skin)
        self.card_area = pygame.Rect(skin.area("card"))
        self.label_width = int(settings.get("label_width", 160))
        self.column_width = int(settings.get("column_width", 38))
        self.row_height = int(settings.get("row_height", 17))
        self.drag_threshold = int(settings.get("drag_threshold", 3))
        self.shaker = ShakerPicture(style, self.table.shaker.size)
        self.places = Places()
        self.drag: Drag | None = None
        self.tumble = Tumble(
            int(settings.get("shake_ms", 260)), int(settings.get("tumble_ms", 620)),
            int(settings.get("tumble_stagger_ms", 90)),
        )
        self.clicks = DoubleClick(int(settings.get("double_click_ms", 500)))
        self.keys = BoardKeys(self)
        self.rescue_button = Button(_("R&escue"), self.rescue)
        self.rescue_button.rect = pygame.Rect(self.table.rescue)
        self.cursor: tuple[int, int] = (0, 0)  # keyboard: (box row, column)
        self.cursor_shown = False
        self.ghost_die: tuple[int, tuple[int, int]] | None = None  # a computer's die on its way to the shaker
        self.carrying: tuple[int, Tween] | None = None  # the die carried and how far it has come
        self.shaker_lit = Timer()  # the computer's double-click on the shaker, shown

    # --- the game, read-only -----------------------------------------------------------------------
    @property
    def state(self):  # noqa: ANN201 - GameState
        return self.owner.game.state

    def card_layout(self) -> CardLayout:
        return CardLayout(self.card_area, self.state.rules.columns, self.label_width, self.column_width,
                          self.row_height)

    def in_shaker(self) -> set[int]:
        """The dice in the shaker: all five before a turn's first roll, else those thrown away."""
        state = self.state
        if state.dice is None or state.roll_number == 0:
            return set(range(NUM_DICE))
        return set(state.marks)

    def sync(self, *, rolled: tuple[int, ...] = ()) -> None:
        """Bring the places in step with the game after any change; dice just ``rolled`` (and tumbling)
        fly out of the shaker to the places they take."""
        out = set(range(NUM_DICE)) - self.in_shaker()
        self.places.settle(out)
        if self.drag is not None and self.drag.die not in out:
            self.drag = None
        if rolled:
            targets = {die: self.places.place_of(die) for die in rolled}
            self.tumble.aim({d: p for d, p in targets.items() if p is not None})
        self.keep_places()

    def keep_places(self) -> None:
        """The order of the dice in their places goes into the autosave."""
        session = self.owner.session
        if session is not None:
            session.extra["places"] = list(self.places.slots)

    def restore(self, order: object) -> None:
        """The places as the autosave kept them (ignored when they do not fit the game)."""
        self.places = Places(order if Places.valid(order) else None)
        self.sync()

    def carry(self, die: int, ms: int) -> None:
        """A computer player picks up ``die`` and carries it to the shaker in ``ms``."""
        self.carrying = (die, Tween(0.0, 1.0, ms))

    def carry_done(self) -> None:
        self.carrying = None
        self.ghost_die = None

    # --- time ----------------------------------------------------------------------------------------
    def busy(self) -> bool:
        moving = self.drag is not None and self.drag.moving
        carrying = self.carrying is not None and not self.carrying[1].done
        return moving or self.rescue_button.busy() or carrying or self.shaker_lit.running

    def update(self, dt_ms: int) -> None:
        self.clicks.advance(dt_ms)
        self.rescue_button.update(dt_ms)
        self.shaker_lit.update(dt_ms)
        if self.carrying is not None:
            die, way = self.carrying
            way.update(dt_ms)
            place = self.places.place_of(die)
            if place is None:
                self.ghost_die = None
                return
            t = way.value
            start = self.table.places[place].topleft
            hole = self.shaker.hole.move(self.table.shaker.topleft).center
            end = (hole[0] - self.table.die_size // 2, hole[1] - self.table.die_size // 2)
            self.ghost_die = (die, (int(start[0] + (end[0] - start[0]) * t), int(start[1] + (end[1] - start[1]) * t)))

    # --- the kit's Host protocol (for the Rescue button) ------------------------------------------
    def refuse(self, sentence: str) -> None:
        self.owner.refuse(sentence)

    def sound(self, name: str) -> None:
        self.owner.sound(name)

    # --- input ------------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            return self._press(event.pos, event.button)
        if event.type == pygame.MOUSEMOTION:
            return self._motion(event.pos)
        if event.type == pygame.MOUSEBUTTONUP:
            return self._release(event.pos, event.button)
        if event.type == pygame.KEYDOWN:
            return self.keys.key(event)
        return False

    def _press(self, pos: tuple[int, int], button: int) -> bool:
        self.cursor_shown = False  # the keyboard's box cursor gives way to the mouse
        self.owner.flow.land_now()  # a click lands tumbling dice at once
        place = self.table.place_at(pos)
        if button == 1 and place is not None and self.places.slots[place] is not None:
            die = self.places.slots[place]
            assert die is not None
            if self.clicks.press(pos, button, ("die", die)):
                self.drag = None
                self.throw(die)
                return True
            rect = self.table.places[place]
            self.drag = Drag(die, place, (pos[0] - rect.left, pos[1] - rect.top), pos, pos)
            return True
        if self.table.over_shaker(pos) and button in (1, 3):
            if self.clicks.press(pos, button, "shaker"):
                if button == 1:
                    self.roll()
                else:
                    self.owner.flow.registered_yahtzee()
            return True
        if button == 1 and self.table.rescue.collidepoint(pos):
            self.clicks.forget()
            return self.rescue_button.mouse(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1), self)
        hit = self.card_layout().hit(pos)
        if hit is not None and button == 1:
            if self.clicks.press(pos, button, ("box", hit)):
                self.score(hit[0], hit[1])
            return True
        self.clicks.forget()
        return False

    def _motion(self, pos: tuple[int, int]) -> bool:
        drag = self.drag
        if drag is not None:
            drag.pos = pos
            if abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1]) > self.drag_threshold:
                drag.moving = True
            return True
        return False

    def _release(self, pos: tuple[int, int], button: int) -> bool:
        if self.rescue_button.held and button == 1:
            return self.rescue_button.mouse(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1), self)
        drag = self.drag
        if drag is None or button != 1:
            return False
        self.drag = None
        if not drag.moving:
            return True
        self.clicks.forget()
        self.drop(drag.die, drag.origin, pos)
        return True

    def drop(self, die: int, origin: int, pos: tuple[int, int]) -> None:
        """A dragged die let go at ``pos``: into the shaker, onto a place, or back where it was."""
        if self.table.over_shaker(pos):
            self.throw(die)
            return
        target = self.table.place_at(pos, slack=4)
        if target is None or target == origin:
            return  # anywhere else: it goes back
        self.places.move(origin, target)
        self.keep_places()
        self.owner.sound("click")

    selected_place = 0  # the place Shift+1..5 chose (Ctrl+Left/Right move its die)

    # --- what the player does ---------------------------------------------------------------------------
    def roll(self) -> None:
        """Double-click on the shaker: roll every die in it."""
        state = self.state
        if state.roll_number >= 3:
            self.owner.refuse(_("No rolls are left this turn: double-click the name of a box to score."))
            return
        if state.roll_number and not state.marks:
            self.owner.refuse(_("The shaker is empty: throw away the dice you want to roll again."))
            return
        self.owner.act(Roll())

    def throw(self, die: int) -> None:
        """Put a die back into the shaker, to be rolled again."""
        state = self.state
        if state.roll_number == 0:
            self.owner.refuse(_("Double-click the shaker to roll the dice first."))
            return
        if state.roll_number >= 3:
            self.owner.refuse(_("No rolls are left this turn: double-click the name of a box to score."))
            return
        if die in state.marks:
            return
        if self.owner.act(ToggleDie(die)):
            self.owner.sound("click")

    def rescue(self) -> None:
        """The Rescue button: every die in the shaker goes back to a free place."""
        state = self.state
        if state.roll_number == 0 or not state.marks:
            self.owner.refuse(_("There are no dice in the shaker to rescue."))
            return
        for die in sorted(state.marks):
            if not self.owner.act(ToggleDie(die), quiet=True):
                break
        self.owner.sound("select")

    def score(self, category: Category, column: int | None) -> None:
        """Double-click on a box: its name fills the leftmost column where it may go; a square, its own."""
        state = self.state
        if state.roll_number == 0:
            self.owner.refuse(_("Double-click the shaker to roll the dice first."))
            return
        if state.roll_number < 3 and state.marks:
            self.owner.refuse(_("Some dice are in the shaker: roll them or Rescue them before you score."))
            return
        if column is None:
            options = [o.column for o in self.owner.game.score_options() if o.category is category]
            if not options:
                free = [i for i, col in enumerate(state.columns) if col.is_free(category)]
                column = free[0] if free else 0
            else:
                column = min(options)
        self.owner.act(Score(category, column))

    # --- drawing -----------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface, shown_player: int, banner: str) -> None:
        style = self.style
        state = self.state
        layout = self.card_layout()
        flow = self.owner.flow
        lit: tuple[Category, int | None] | None = None
        if flow is not None and flow.computer_turn() and flow.aiming is not None:
            lit = (flow.aiming, None)
        elif self.cursor_shown and shown_player == state.current:
            lit = (BOX_ROWS[self.cursor[0]], self.cursor[1])
        note = _("Registered Yahtzees were used in this game.") if flow is not None and flow.cheated else ""
        columns = state.cards[shown_player]
        if note:  # written under the card, outside its rectangle
            draw_card(style, surface, layout, columns, state.rules, lit=lit, note=note)
        else:  # the card is the same frame after frame while dice roll: painted once (ynot.ui.kit.layer)
            key = (layout, columns, state.rules, lit, dict(style.palette), _("Score Card"))
            outline = pygame.Rect(layout.header.topleft, (layout.width, layout.bottom() - layout.header.top))
            app_layer(self.owner.app, "card").draw(
                surface, outline, key, lambda: draw_card(style, surface, layout, columns, state.rules, lit=lit)
            )
        draw_indicator(self.style, self.table.indicator, surface, state.players[shown_player], banner)
        showing_current = shown_player == state.current and not state.is_over
        next_turn_shown = showing_current and not self.owner.turns.ending  # an ending turn's dice stay out
        draw_rolls(self.style, self.table.rolls, surface, state.rolls_left if next_turn_shown else 0)
        inside = 0
        if next_turn_shown:
            inside = len(self.in_shaker()) + sum(1 for d in range(NUM_DICE) if self.tumble.still_inside(d))
        self.shaker.draw(surface, self.table.shaker, max(0, inside), wobble=self.tumble.shaking(),
                         lit=self.shaker_lit.running)
        self.rescue_button.draw(surface, style, False)
        self._draw_places(surface, showing_current)

    def _draw_places(self, surface: pygame.Surface, showing_current: bool) -> None:
        style = self.style
        for index, rect in enumerate(self.table.places):
            well = rect.inflate(6, 6)
            pygame.draw.rect(surface, style.c("dark_green"), well)
            style.bevel(surface, well, raised=False, depth=1)
            if self.cursor_shown and index == self.selected_place:
                style.focus_ring(surface, well.inflate(4, 4))
        flow = self.owner.flow
        if self.state.dice is None and flow is not None and (self.owner.turns.ending or self.state.is_over):
            for index, die in enumerate(self.places.last):  # the dice just scored stay until the turn ends
                if die is not None and any(flow.last_faces):
                    draw_game_die(style, surface, self.table.places[index], flow.last_faces[die])
            return
        if not showing_current or self.state.dice is None:
            return
        faces = self.state.dice.faces
        hole = self.shaker.hole.move(self.table.shaker.topleft).center
        for index, die in enumerate(self.places.slots):
            if die is None:
                continue
            rect = self.table.places[index]
            if self.drag is not None and self.drag.die == die and self.drag.moving:
                continue
            if self.ghost_die is not None and self.ghost_die[0] == die:
                continue
            if self.tumble.in_flight(die):
                if self.tumble.still_inside(die):
                    continue
                at = self.tumble.position(die, hole, rect)
                draw_game_die(style, surface, pygame.Rect(at, rect.size), self.tumble.face(die), lifted=True)
                continue
            draw_game_die(style, surface, rect, faces[die])
        if self.ghost_die is not None:
            die, at = self.ghost_die
            draw_game_die(style, surface, pygame.Rect(at, (self.table.die_size,) * 2), faces[die], lifted=True)
        if self.drag is not None and self.drag.moving:
            rect = self.drag.rect(self.table.die_size)
            draw_game_die(style, surface, rect, faces[self.drag.die], lifted=True)


class BoardKeys:
    """The board's keys (Windows Yahtzee had them beside the mouse): SPACE or F5 rolls, 1 to 5 throw the
    die in that place, Shift+1..5 choose a place and Ctrl+Left/Right move its die, E rescues, the
    arrows, HOME and END move the card's cursor and RETURN scores there."""

    def __init__(self, board: Board) -> None:
        self.board = board

    def key(self, event: pygame.event.Event) -> bool:
        key, mod = event.key, event.mod
        if mod & (pygame.KMOD_ALT | pygame.KMOD_CTRL):
            if key == pygame.K_e and mod & pygame.KMOD_ALT:
                self.board.rescue_button.press(self.board)
                return True
            if key in (pygame.K_LEFT, pygame.K_RIGHT) and mod & pygame.KMOD_CTRL:
                return self.move_die(-1 if key == pygame.K_LEFT else 1)
            return False
        if key in (pygame.K_SPACE, pygame.K_F5):
            self.board.roll()
            return True
        if pygame.K_1 <= key <= pygame.K_5:
            place = key - pygame.K_1
            if event.mod & pygame.KMOD_SHIFT:
                self.board.selected_place = place
                self.board.cursor_shown = True
                return True
            die = self.board.places.slots[place]
            if die is None:
                self.board.owner.refuse(_("Place {n} is empty.").format(n=place + 1))
            else:
                self.board.throw(die)
            return True
        if key == pygame.K_e:
            self.board.rescue_button.press(self.board)
            return True
        if key in (pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
            self.move_cursor(key)
            return True
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if not self.board.cursor_shown:  # the mouse had it: the box cursor comes back first, and says so
                self.board.cursor_shown = True
                self.board.owner.refuse(_("The box cursor is back on the card: move it with the arrow keys, "
                                          "then ENTER scores that box."))
                return True
            row, column = self.board.cursor
            self.board.score(BOX_ROWS[row], column)
            return True
        return False

    def move_die(self, step: int) -> bool:
        """Ctrl+Left/Right: the die in the chosen place (Shift+1..5) moves one place over."""
        origin = self.board.selected_place
        target = origin + step
        if not 0 <= target < NUM_DICE or self.board.places.slots[origin] is None:
            self.board.owner.beep()
            return True
        self.board.places.move(origin, target)
        self.board.selected_place = target
        self.board.keep_places()
        self.board.owner.sound("click")
        return True

    def move_cursor(self, key: int) -> None:
        row, column = self.board.cursor
        columns = self.board.state.rules.columns
        if not self.board.cursor_shown:
            self.board.cursor_shown = True
        elif key == pygame.K_UP:
            row = (row - 1) % len(BOX_ROWS)
        elif key == pygame.K_DOWN:
            row = (row + 1) % len(BOX_ROWS)
        elif key == pygame.K_LEFT:
            column = max(0, column - 1)
        elif key == pygame.K_RIGHT:
            column = min(columns - 1, column + 1)
        elif key == pygame.K_HOME:
            row = 0
        elif key == pygame.K_END:
            row = len(BOX_ROWS) - 1
        self.board.cursor = (row, min(column, columns - 1))


def draw_indicator(style: Windows31Style, rect: pygame.Rect, surface: pygame.Surface, name: str, banner: str) -> None:
    """Whose turn it is (or the banner over it) in its sunken box."""
    style.well(surface, rect)
    text = banner or name
    style.text(surface, text, (rect.centerx, rect.top + (rect.height - 16) // 2 + 1), align="center")


def draw_rolls(style: Windows31Style, rect: pygame.Rect, surface: pygame.Surface, left: int) -> None:
    """"Rolls remaining:" and the counter in its box, centred in ``rect``."""
    words = _("Rolls remaining:")
    gap, width = 6, 22  # the words, room, then the counter's box
    start = rect.centerx - (style.font.line_width(words) + gap + width) // 2
    drawn = style.text(surface, words, (start, rect.top + 2))
    box = pygame.Rect(drawn.right + gap, rect.top, width, rect.height)
    style.well(surface, box)
    style.text(surface, str(left), (box.centerx, box.top + 2), align="center")
