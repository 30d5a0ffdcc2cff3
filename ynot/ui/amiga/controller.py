"""The Amiga skin's controller: YATCY (the YATCY manual of 1994) for 1 to 4 players, played with the mouse.

The game selection screen is the first scene on the App's stack; a game is a scene pushed over it
(``table.GameScreen``), and requesters and the help viewer are kit scenes pushed over either. Choices
made on the selection screen are kept in ynot.ini's ``[skin.amiga]`` section; the game in progress is
autosaved after every move.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pygame

from ...core import check_name, default_player_name, shown_name, stored_name
from ...dice.rules import get_rules
from ...dice.strategy.levels import PLAYERS
from ...i18n import _
from ...logs import get_logger
from ...store.options import Options, names_from_text, names_to_text
from ..app import App
from ..kit import Context, Feedback
from ..kit.commands import Command
from ..kit.shell import Shell
from ..kit.timers import nearest
from ..scene import Scene
from .bindings import BINDINGS
from .games import Games
from .menu import RIGHT, AmigaMenuBar
from .requester import Requester
from .scores import ScoresToBeat
from .selection import MAX_PLAYERS, RULE_NAMES, SelectionScreen
from .table import GameScreen

log = get_logger("ynot.ui")


def computer_levels() -> tuple[str, ...]:
    """The computer players on offer: the strategy's levels (paced by the kit's DiceFlow)."""

    return tuple(PLAYERS)


@dataclass
class Choice:
    """What the selection screen has chosen."""

    count: int = 1
    names: list[str] = field(default_factory=lambda: [_("Player {n}").format(n=n) for n in range(1, MAX_PLAYERS + 1)])
    rules: str = "yatcy"
    seats: list[str] = field(default_factory=lambda: [""] * MAX_PLAYERS)  # "" a person, else a level

    def players(self) -> list[str]:
        return [name.strip() or _("Player {n}").format(n=i + 1) for i, name in enumerate(self.names[: self.count])]

    @classmethod
    def read(cls, options: Options, levels: tuple[str, ...]) -> Choice:
        """The choices kept in ynot.ini's ``[skin.amiga]`` (a bad value left at its default)."""
        choice = cls()
        section = options.skin_settings("amiga")
        count = section.get("players", "")
        if count.isdigit() and 1 <= int(count) <= MAX_PLAYERS:
            choice.count = int(count)
        for index, name in enumerate(names_from_text(section.get("names", ""))[:MAX_PLAYERS]):
            try:
                choice.names[index] = shown_name(check_name(name))
            except ValueError:
                log.info("a name in ynot.ini's [skin.amiga] is not a player's name: %r", name[:40])
        if section.get("rules", "") in RULE_NAMES:
            choice.rules = section["rules"]
        seats = [s.strip() for s in section.get("seats", "").split(",")]
        for index, level in enumerate(seats[:MAX_PLAYERS]):
            choice.seats[index] = level if level in levels else ""
        return choice


class AmigaYatcy(Feedback, Scene):
    """YATCY on the Amiga: the selection screen (this scene), the look's services, the pointer."""

    def __init__(
        self, app: App, *, store: Any = None, audio: Any = None, seed: int | None = None, resume: bool = True
    ) -> None:
        super().__init__()
        self.app = app
        self.skin = app.skin
        self.style = self.skin.make_style()  # the style skin.toml names (IntuitionStyle), with its Look
        self.look = self.style.look
        self.ctx = Context(self.style, self.skin.canvas, self.beep, self.sound)
        self.store = store
        self.audio = audio
        self.options = store.options if store is not None else Options()
        self.rng = random.Random(seed)
        self.levels = computer_levels()
        self.beeps = 0
        self.shell = Shell(app, store=store, skin=self.skin, resume=resume, table=self,
                           plays=Games.can_continue)
        # The YATCY manual's game selection screen holds the options and the scores to beat; the look chooser,
        # help and about are the kit's, in the Intuition style.
        self.shell.standard_commands(
            self.ctx,
            audio=audio,
            new=self.new_or_abandon,
            options=self.to_selection,
            high_scores=self.to_selection,
            stats=self.statistics,  # YNOT's: the kit's statistics with the players' histograms
            hint=self.hint,  # the kit's, told when the rolling is over
            help=self.help,  # the kit's help viewer, opened with the click every YATCY gadget makes
        )
        self.shell.commands.add(Command("menus", _("Menus"), self.open_menus))
        self.shell.bindings = BINDINGS
        self.choice = Choice.read(self.options, self.levels)
        self.looks = self.shell.looks() or [(self.skin.name, self.skin.title)]
        self.scores = ScoresToBeat(self.shell)
        self.game_screen: GameScreen | None = None
        self.games = Games(self)
        self.selection = SelectionScreen(self)
        app.set_pointer(*self.look.pointer())
        app.on_error = self.show_error
        app.on_quit.append(self.shell.keep)
        if resume:
            self.games.refresh()
        self._told = list(getattr(store, "notices", []) or [])  # told once we are on the screen
        if self._told:
            store.notices.clear()

    def attach(self, app: App) -> None:
        super().attach(app)
        if self._told:
            self.inform(" ".join(self._told))
            self._told = []

    # --- services ----------------------------------------------------------------------------------
    @property
    def animation_on(self) -> bool:
        return bool(self.options.animation)

    @property
    def screen(self) -> SelectionScreen | GameScreen:
        """What the player looks at: the game when one is on the stack, else the selection."""
        game = self.game_screen
        return game if game is not None and self.app is not None and game in self.app.scenes else self.selection

    def show_error(self, message: str) -> None:
        self.beep()
        if isinstance(self.screen, GameScreen):
            self.screen.messages.say(message, beep=False)
        else:
            self.selection.say(message)

    def tell(self, sentence: str) -> None:
        """The shell's passing sentences: on the game's help line, or the selection screen's."""
        if isinstance(self.screen, GameScreen):
            self.screen.messages.say(sentence, beep=False)
        else:
            self.selection.say(sentence)

    def message_line(self) -> str:
        """What the help line at the bottom shows now."""
        return self.screen.help_text()

    def new_or_abandon(self) -> None:
        """New game: on the selection screen a new game with the players chosen; during a game, the
        question whether to abandon it (the selection screen then starts the next)."""
        if isinstance(self.screen, GameScreen):
            self.ask_abandon()
        else:
            self.games.new()

    def inform(self, text: str) -> None:
        """A message in a requester with one OK button (store problems, long reasons)."""
        lines = self.look.font.wrap(text, 440)[:12]
        help_text = _("Click OK (or press RETURN) when you have read the message.")
        self.request(lines, _("OK"), None, lambda: None, help_text, headline=False)

    def request(
        self,
        lines: list[str],
        yes: str,
        no: str | None,
        on_yes: Callable[[], None],
        help_text: str,
        *,
        headline: bool = True,
        on_no: Callable[[], None] = lambda: None,
    ) -> None:
        """Push a YATCY requester: ``lines`` (the first a headline in orange), ``yes`` and ``no``."""
        self.app.push(
            Requester(
                self.ctx,
                _("YATCY Request"),
                lines,
                yes,
                no,
                on_yes=on_yes,
                on_no=on_no,
                help_text=help_text,
                headline=headline,
                help_bar=self.skin.area("help_bar"),
            )
        )

    # --- choices kept between runs ---------------------------------------------------------------
    def remember_choice(self) -> None:
        section = self.options.skin_settings("amiga")
        choice = self.choice
        kept = [stored_name(name.strip()) or default_player_name(seat + 1) for seat, name in enumerate(choice.names)]
        section.update(
            players=str(choice.count),
            names=names_to_text(kept),
            rules=choice.rules,
            seats=", ".join(choice.seats),
        )
        self.shell.save_options()

    # --- moving between screens --------------------------------------------------------------------
    def to_selection(self) -> None:
        self.games.refresh()
        if self.game_screen is not None:
            self.app.remove(self.game_screen)

    def asking(self) -> bool:
        """A requester or the help is open (the computer players wait for it to close)."""
        return self.app.top is not self.screen

    def ask_abandon(self) -> None:
        if self.asking():
            return
        self.sound("click")
        if self.shell.people_play():
            question = [
                _("Abandon this game?"),
                _("It is kept: CONTINUE on the selection"),
                _("screen takes it up again."),
            ]
        else:  # the shell keeps no game that only computers play
            question = [_("Abandon this game?"), _("Only computers play it:"), _("it is not kept.")]
        help_text = _("ABANDON (Y) goes to the selection screen; PLAY ON (N or ESC) goes back.")
        self.request(question, _("ABANDON"), _("PLAY ON"), self.abandon, help_text)

    def abandon(self) -> None:
        self.shell.keep()
        self.to_selection()

    def quit(self) -> None:
        self.shell.quit()

    def open_menus(self) -> None:
        """The right mouse button: the menus in the title bar."""
        self.app.push(AmigaMenuBar(self.ctx, BINDINGS.menus(self.shell.commands), self.skin.area("title_bar")))

    def statistics(self) -> None:
        """Statistics... (the Project menu): the kit's statistics, in the Intuition style, with a histogram of
        each player's finished scores in the Workbench pens; of the game played, or on the selection screen
        of the players and rules chosen there."""
        self.sound("click")
        if isinstance(self.screen, GameScreen):
            self.shell.open_dialog("stats")
        else:
            self.shell.open_dialog("stats", players=self.choice.players(), rules=get_rules(self.choice.rules))

    def hint(self) -> None:
        """Coach > Hint: the kit's hint; once the rolling is ended (ROLL with no die selected, which the game
        itself does not know) only the boxes are advised."""
        screen = self.screen
        self.shell.open_dialog("hint", rolls_over=isinstance(screen, GameScreen) and screen.must_score())

    def help(self) -> None:
        """The HELP key: the rules and the mouse's moves, in the kit's help viewer."""
        self.sound("click")
        self.shell.open_dialog("help")

    # --- the scene contract: the selection screen --------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == RIGHT:
            self.open_menus()
            return True
        return bool(self.selection.handle_event(event))

    def update(self, dt_ms: int) -> None:
        self.shell.coaching.tick(self.tell)  # the coach getting ready: its progress in the help bar
        self.selection.update(dt_ms)
        for button in self.selection.buttons:
            button.update(dt_ms)

    def busy(self) -> bool:
        return self.selection.busy()

    def draw(self, surface: pygame.Surface) -> None:
        self.selection.draw(surface)

    def next_deadline_ms(self) -> int | None:
        return nearest(self.selection.status.next_deadline_ms(), self.shell.coaching.next_deadline_ms())
