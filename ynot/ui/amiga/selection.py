"""The game selection screen (the YATCY manual of 1994, "Starting"): boxes 1 to 4 for the number of players, a name
for each, the rule set, NEW GAME and QUIT; ESC quits. An unfinished game can be continued from here.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ... import i18n
from ...core import MAX_NAME_LENGTH, default_player_name, shown_name
from ...dice.rules import get_rules
from ...dice.strategy.levels import level_title
from ...i18n import N_, _
from ..keys import MODIFIER_KEYS
from ..kit import Button, Choice, StatusLine, TextField, first_fitting, fit_text, name_refusal, score_name
from ..kit.language import change_language, chosen_index, keep_language, language_choices
from ..skin import Skin
from .bindings import BINDINGS
from .judge import AUTHOR
from .owner import Owner

#: The rule sets the Amiga offers (all played on one column a player), YATCY first, with short names.
RULES = (
    ("yatcy", N_("YATCY (Amiga 1994)")),
    ("yahtzee", N_("Yahtzee (Hasbro)")),
    ("ynot", N_("YNOT (Psion 1993)")),
    ("winzee", N_("Windows Yahtzee")),
    ("yacht", N_("Yacht (pbmserv)")),
)
RULE_NAMES = tuple(name for name, _label in RULES)
MAX_PLAYERS = 4
SAY_MS = 2500


def _spread(area: pygame.Rect, count: int, *, across: bool, size: int) -> tuple[pygame.Rect, ...]:
    """``count`` gadgets ``size`` pixels wide (``across``) or tall, spread evenly over ``area``."""
    if across:
        pitch = (area.width - size) // max(1, count - 1)
        return tuple(pygame.Rect(area.left + i * pitch, area.top, size, area.height) for i in range(count))
    pitch = (area.height - size) // max(1, count - 1)
    return tuple(pygame.Rect(area.left, area.top + i * pitch, area.width, size) for i in range(count))


@dataclass(frozen=True)
class SelectionLayout:
    """Where the selection screen's gadgets are, from the skin's areas."""

    count_boxes: tuple[pygame.Rect, ...]
    name_fields: tuple[pygame.Rect, ...]
    seat_gadgets: tuple[pygame.Rect, ...]
    rules: pygame.Rect
    look: pygame.Rect
    language: pygame.Rect
    scores: pygame.Rect
    new_game: pygame.Rect
    continue_: pygame.Rect
    quit: pygame.Rect

    @classmethod
    def from_skin(cls, skin: Skin) -> SelectionLayout:
        def area(name: str) -> pygame.Rect:
            return pygame.Rect(skin.area(name))

        return cls(
            count_boxes=_spread(area("players"), MAX_PLAYERS, across=True, size=30),
            name_fields=_spread(area("names"), MAX_PLAYERS, across=False, size=11),
            seat_gadgets=_spread(area("seats"), MAX_PLAYERS, across=False, size=15),
            rules=area("rules"),
            look=area("look"),
            language=area("language"),
            scores=area("scores"),
            new_game=area("new_game"),
            continue_=area("continue"),
            quit=area("quit"),
        )


def rules_label(name: str) -> str:
    return _(dict(RULES)[name]) if name in dict(RULES) else name


def short_rules_label(name: str) -> str:
    """The rule set's name without its origin in brackets ("YATCY", not "YATCY (Amiga 1994)")."""
    return rules_label(name).split(" (")[0]


#: what a cycle gadget's arrow, divider and edges take of its width (its words start 26 pixels in)
CYCLE_ROOM = 31
#: the left edge of the labels before the gadgets, where they fit; a longer language moves them left
LABEL_LEFT = 40


class SelectionScreen:
    """What the Amiga shows between games; reads and changes the controller's choices."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        self.look = owner.look
        self.layout = SelectionLayout.from_skin(owner.skin)
        self.active: int | None = None  # the name field being typed in
        self.status = StatusLine(self.advice, ms=SAY_MS)
        font = self.look.font
        self.fields = [
            TextField(
                text=name, max_length=MAX_NAME_LENGTH, check=lambda text: name_refusal(font, text), select_all=False
            )
            for name in owner.choice.names
        ]
        for seat, field in enumerate(self.fields):
            field.rect = self.layout.name_fields[seat]
        self.buttons = self.make_buttons()
        self.gadgets = self.make_gadgets()
        self.label_left = self.labels_left()

    def labels_left(self) -> int:
        """Where the labels before the gadgets start: at 40, or further left where a longer language's label
        would reach the gadgets (the string gadgets' frames start two pixels before them)."""
        labels = [_("Players"), _("Rules"), _("Look"), *(_("Player {n}").format(n=n) for n in range(1, 5))]
        widest = max(self.look.font.line_width(label) for label in labels) + 1  # with its drop shadow
        return max(4, min(LABEL_LEFT, self.layout.rules.left - 8 - widest))

    # --- the kit's Host: where the name fields say no -------------------------------------------
    @property
    def style(self):  # noqa: ANN201 - IntuitionStyle
        return self.owner.style

    def refuse(self, sentence: str) -> None:
        self.owner.beep()
        self.say(sentence)

    def sound(self, name: str) -> None:
        self.owner.sound(name)

    # --- what is chosen ----------------------------------------------------------------------
    @property
    def choice(self):  # noqa: ANN201 - Choice
        return self.owner.choice

    def make_buttons(self) -> list[Button]:
        """The boxes 1 to 4 (the chosen one lit), NEW GAME, CONTINUE (while there is a game to continue)
        and QUIT: kit push buttons."""
        owner = self.owner
        boxes = [
            Button(str(n), lambda n=n: self.set_count(n), on=lambda n=n: self.choice.count == n, sound=None)
            for n in range(1, MAX_PLAYERS + 1)
        ]
        buttons = [
            Button(_("NEW GAME"), owner.games.new),
            Button(_("CONTINUE"), owner.games.take_up, visible=lambda: owner.games.saved is not None),
            Button(_("QUIT"), owner.quit),
        ]
        places = (*self.layout.count_boxes, self.layout.new_game, self.layout.continue_, self.layout.quit)
        for button, rect in zip([*boxes, *buttons], places, strict=True):
            button.rect = rect
        return [*boxes, *buttons]

    def make_gadgets(self) -> list[Choice]:
        """The cycle gadgets (kit choices): each seat's player, the rules, the look. Each shows the
        owner's choice (set before drawing) and changes it when clicked."""
        owner = self.owner
        levels = ("", *owner.levels)
        gadgets = []
        font = self.look.font
        for seat in range(MAX_PLAYERS):
            labels = [level_title(level) if level else _("Human") for level in levels]
            gadget = Choice("", labels, on_change=lambda i, seat=seat: self.set_level(seat, levels[i]))
            gadget.rect = pygame.Rect(self.layout.seat_gadgets[seat])
            room = self.layout.scores.left - 6 - gadget.rect.left  # wider for a longer language, up to the scores
            gadget.rect.width = max(gadget.rect.width,
                                    min(room, max(font.line_width(label) for label in labels) + CYCLE_ROOM))
            gadget.seat = seat  # type: ignore[attr-defined]
            gadgets.append(gadget)
        room = self.layout.rules.width - CYCLE_ROOM
        labels = [first_fitting(font, room, rules_label(name), short_rules_label(name)) for name in RULE_NAMES]
        rules = Choice("", labels, on_change=self.set_rules)
        rules.rect = self.layout.rules
        titles = [title[:23] for _name, title in owner.looks]
        look = Choice("", titles, on_change=lambda _i: owner.shell.commands.run("look"))  # the kit's look chooser
        look.rect = self.layout.look
        self.languages = language_choices()
        room = self.layout.language.width - CYCLE_ROOM  # a longer wording without its brackets, cut as a last resort
        labels = [fit_text(font, first_fitting(font, room, label, label.split(" (")[0]), room)
                  for _code, label in self.languages]
        language = Choice("", labels, on_change=self.ask_language)
        language.rect = self.layout.language
        language.index = chosen_index(owner.options, self.languages)
        self.language_shown: int | None = None  # the choice declined last (NOT NOW), shown until the next click
        self.rules_gadget, self.look_gadget, self.language_gadget = rules, look, language
        return [*gadgets, rules, look, language]

    def ask_language(self, index: int) -> None:
        """The Language gadget moved on. A choice that speaks the language spoken now ("English" after
        "System (English)" on an English system) is kept at once: nothing on the screen would change. Another
        is asked about first, as the screen starts again in it; NOT NOW leaves the gadget on that choice, so
        that the next click goes on to the one after it (Deutsch is reached from "System (English)" in one
        go, a third language past Deutsch)."""
        self.language_shown = None
        code, label = self.languages[index]
        owner = self.owner
        if code == owner.options.language and i18n.command_line_language() is None:
            return
        if (code or i18n.system_language()) == i18n.language():
            keep_language(owner.options, code)  # the same language: kept, and nothing to start again
            owner.shell.save_options()
            return
        question = [
            _("Play in {language}?").format(language=label),
            _("The screen starts again in it; your game is kept."),
        ]
        help_text = _("CHANGE (Y) speaks the new language; NOT NOW (N or ESC) stays here.")

        def change() -> None:
            change_language(owner.shell, code)

        def not_now() -> None:
            self.language_shown = index  # the next click goes on from here
            spoken = i18n.language_title(i18n.language())
            self.say(_("Still in {language}: click Language again for the next choice.").format(language=spoken))

        owner.request(question, _("CHANGE"), _("NOT NOW"), change, help_text, on_no=not_now)

    def gadget_shown(self, gadget: Choice) -> bool:
        seat = getattr(gadget, "seat", None)
        if seat is not None:
            return bool(self.owner.levels) and seat < self.choice.count
        return gadget in (self.rules_gadget, self.language_gadget) or len(self.owner.looks) > 1

    def sync_gadgets(self) -> None:
        """Show the owner's choices on the gadgets."""
        levels = ("", *self.owner.levels)
        for gadget in self.gadgets[:MAX_PLAYERS]:
            level = self.choice.seats[gadget.seat]  # type: ignore[attr-defined]
            gadget.index = levels.index(level) if level in levels else 0
        self.rules_gadget.index = RULE_NAMES.index(self.choice.rules) if self.choice.rules in RULE_NAMES else 0
        names = [name for name, _title in self.owner.looks]
        self.look_gadget.index = names.index(self.owner.skin.name) if self.owner.skin.name in names else 0
        shown = self.language_shown  # a choice the player said NOT NOW to, until the next click
        self.language_gadget.index = shown if shown is not None else chosen_index(self.owner.options, self.languages)

    def busy(self) -> bool:
        return any(button.busy() for button in self.buttons)

    def help_text(self) -> str:
        """What the help bar says now."""
        return self.status.text

    def advice(self) -> str:
        if self.active is not None:
            return _("Type player {number}'s name; RETURN or a click elsewhere ends it.").format(number=self.active + 1)
        if self.owner.games.saved is not None:
            return _("CONTINUE the unfinished game, or pick 1 to 4 players and click NEW GAME.")
        return _("Click 1 to 4 for the number of players, then NEW GAME. ESC or QUIT ends.")

    def say(self, text: str) -> None:
        """A passing word in the help bar (a requester for one too long for the bar)."""
        if self.look.font.line_width(text) > self.look.help_room(self.owner.skin.canvas[0]):
            self.owner.inform(text)
            return
        self.status.say(text)

    # --- input -------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and event.button == 1:
            for widget in [*self.buttons, *self.gadgets]:
                shown = widget.visible if isinstance(widget, Button) else self.gadget_shown(widget)
                if shown and (widget.held or widget.rect.collidepoint(event.pos)):
                    self.end_typing()
                    return widget.mouse(event, self)
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.TEXTINPUT:
            if self.active is not None:
                self.fields[self.active].text_input(event.text, self)
                self.choice.names[self.active] = self.fields[self.active].value
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        return False

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in MODIFIER_KEYS:  # Shift for a capital letter: nothing yet, and no beep
            return True
        if event.key == pygame.K_ESCAPE:
            self.owner.quit()
            return True
        if BINDINGS.command_for(event) is not None:  # the look's bindings table: HELP
            self.end_typing()
            BINDINGS.run_key(event, self.owner.shell.commands, self.owner.show_error)
            return True
        if self.active is None:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.owner.games.new()
            elif pygame.K_1 <= event.key <= pygame.K_4:
                self.set_count(event.key - pygame.K_0)
            return True
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB):
            self.end_typing()
            return True
        field = self.fields[self.active]
        if field.key(event, self):
            self.choice.names[self.active] = field.value
            return True
        if (getattr(event, "unicode", "") or "").isprintable() and event.unicode:
            return True  # the character comes as a TEXTINPUT event
        self.owner.beep()
        return True

    def end_typing(self) -> None:
        if self.active is not None:
            names = self.choice.names
            names[self.active] = names[self.active].strip() or shown_name(default_player_name(self.active + 1))
            self.fields[self.active].edit.set_text(names[self.active])
            self.active = None
            self.owner.remember_choice()

    def press(self, pos: tuple[int, int]) -> bool:
        if self.active is not None and self.layout.name_fields[self.active].collidepoint(pos):
            event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
            return self.fields[self.active].mouse(event, self)  # the caret where the click is
        self.end_typing()
        for seat in range(self.choice.count):
            if self.layout.name_fields[seat].inflate(4, 4).collidepoint(pos):
                field = self.fields[seat]
                field.edit.set_text(self.choice.names[seat])  # the caret at the end, to type on
                self.active = seat
                self.owner.sound("click")
                return True
        return False

    def set_count(self, number: int) -> None:
        self.choice.count = number
        self.owner.sound("select")
        self.owner.remember_choice()

    def set_rules(self, index: int) -> None:
        self.choice.rules = RULE_NAMES[index]
        self.owner.remember_choice()

    def set_level(self, seat: int, level: str) -> None:
        self.choice.seats[seat] = level
        self.owner.remember_choice()

    def update(self, dt_ms: int) -> None:
        self.status.update(dt_ms)

    # --- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        look = self.look
        owner = self.owner
        surface.fill(look.blue)
        title = _("YATCY  -  Game selection  -  HELP or F1: the rules")
        look.title_bar(surface, pygame.Rect(owner.skin.area("title_bar")), title)
        look.logo(surface, "YATCY", 320, 16, (5, 3))
        look.shadow_text(surface, _("A game of dice for 1 to 4 players"), (320, 47), look.white, align="center")
        byline = _("after the Amiga original by {author}, 1994").format(author=AUTHOR)
        look.text(surface, byline, (320, 57), look.orange, align="center")
        choice = self.choice
        left = self.label_left
        look.shadow_text(surface, _("Players"), (left, 75), look.white)
        for seat in range(MAX_PLAYERS):
            y = self.layout.name_fields[seat].top + 2
            if seat < choice.count:
                look.text(surface, _("Player {n}").format(n=seat + 1), (left, y), look.white)
                field = self.fields[seat]
                if self.active != seat and field.value != choice.names[seat]:
                    field.edit.set_text(choice.names[seat])
                field.draw(surface, self.style, self.active == seat)

            else:
                look.text(surface, _("Player {n}").format(n=seat + 1), (left, y), look.black)
        look.shadow_text(surface, _("Rules"), (left, self.layout.rules.top + 4), look.white)
        if len(owner.looks) > 1:
            look.shadow_text(surface, _("Look"), (left, self.layout.look.top + 4), look.white)
        language = self.layout.language
        look.shadow_text(surface, _("Language"), (language.left - 8, language.top + 4), look.white, align="right")
        self.sync_gadgets()
        for gadget in self.gadgets:
            if self.gadget_shown(gadget):
                gadget.draw(surface, self.style, False)
        self.draw_scores(surface)
        if owner.games.saved is not None:  # between the labels and the Language gadget, clear of both
            room = pygame.Rect(LABEL_LEFT, 204, language.left - 8 - LABEL_LEFT, 10)
            look.text(surface, owner.games.line(room.width), (room.centerx, room.top), look.orange, align="center")
        for button in self.buttons:
            if button.visible:
                button.draw(surface, self.style, False)
        self.status.draw(surface, self.style, pygame.Rect(owner.skin.area("help_bar")))

    def draw_scores(self, surface: pygame.Surface) -> None:
        look = self.look
        box = self.layout.scores
        pygame.draw.rect(surface, look.blue, box)
        look.bevel(surface, box, raised=False)
        look.shadow_text(surface, _("SCORES TO BEAT"), (box.centerx, box.top + 6), look.orange, align="center")
        chosen = self.choice.rules
        rules = first_fitting(look.font, box.width - 12, rules_label(chosen), short_rules_label(chosen))
        look.text(surface, rules, (box.centerx, box.top + 18), look.white, align="center")
        pygame.draw.line(surface, look.white, (box.left + 8, box.top + 29), (box.right - 9, box.top + 29))
        table = self.owner.scores.table(get_rules(self.choice.rules))
        if not table:
            look.text(surface, _("No scores yet"), (box.centerx, box.top + 54), look.white, align="center")
        for row, entry in enumerate(table):
            y = box.top + 36 + row * 15
            look.text(surface, f"{entry.rank}", (box.left + 10, y), look.orange)
            room = box.width - 46 - look.font.line_width(str(entry.score))
            look.text(surface, score_name(look.font, entry.name, entry.computer, room), (box.left + 26, y), look.white)
            look.text(surface, str(entry.score), (box.right - 10, y), look.white, align="right")
