"""The menu bar of Dominoes: the Apple menu, File and Game, made from the look's bindings table (its commands,
the look's own added to the shell's), with the options as checked items after the Game menu's commands (the
kit's ``MenuItem(checked=...)``; the System 7 style draws the check mark in its column), and the Players menu
YNOT adds: the table, how many people share the Macintosh and their names (in the Game menu they ran off the
640x480 screen once a four-player table offered three and four people)."""

from __future__ import annotations

from collections.abc import Callable

from ...dominoes.computer import OFFERED
from ...i18n import _
from ..kit import SEPARATOR, Menu, MenuItem
from ..kit.commands import Command
from . import port
from .bindings import BINDINGS, GAME, PLAYERS
from .names import NamesDialog
from .owner import Owner


def build_menus(owner: Owner) -> Callable[[], list[Menu]]:
    """A function giving the menus as they are now (checks and greyed items follow the game)."""

    def your_turn() -> bool:
        flow = owner.flow
        return flow.turn() == flow.sharing.viewer and flow.sharing.handover is None

    def may_draw() -> bool:  # dimmed, as System 7 dimmed what cannot be chosen
        return your_turn() and port.may_draw(owner.flow.game)

    def may_pass() -> bool:
        return your_turn() and port.may_pass(owner.flow.game)

    commands = owner.shell.commands
    for command in (
        Command("draw", _("Draw Tile"), owner.flow.person.draws, may_draw),
        Command("pass", _("I can't go"), owner.flow.person.passes, may_pass),
        Command("hint", _("Hint"), owner.flow.hint, your_turn),
        Command("language", _("Language"), owner.choose_language),
        Command("menus", _("Menus"), lambda: owner.open_menu(0)),
    ):
        commands.add(command)

    def menus() -> list[Menu]:
        setup = owner.setup
        mono = setup.mono
        players = [
            MenuItem(
                label,
                checked=(setup.players, setup.partners) == (count, partners),
                command=lambda count=count, partners=partners: setup.choose_players(count, partners),
            )
            for label, count, partners in (
                (_("Two Players"), 2, False),
                (_("Three Players"), 3, False),
                (_("Four Players"), 4, False),
                (_("Four as Partners"), 4, True),
            )
        ]
        people = [
            MenuItem(label, checked=setup.people_count == count, command=lambda count=count: setup.choose_people(count))
            for label, count in (
                (_("One Person, the Rest Computers"), 1),
                (_("Two People Share the Mac"), 2),
                (_("Three People"), 3),
                (_("Four People"), 4),
            )
            if count <= setup.players
        ]
        levels = [
            MenuItem(_(name), checked=setup.level == level, command=lambda level=level: setup.choose_level(level))
            for level, name, _about in OFFERED
        ]
        options = [
            SEPARATOR,
            MenuItem(_("Double Six"), checked=setup.top == 6, command=lambda: setup.choose_set(6)),
            MenuItem(_("Double Nine"), checked=setup.top == 9, command=lambda: setup.choose_set(9)),
            SEPARATOR,
            *levels,
            MenuItem(_("About the Computers…"), setup.about_computers),
            SEPARATOR,
            MenuItem(_("Colour"), checked=not mono, command=lambda: setup.choose_colour(True)),
            MenuItem(_("Black && White"), checked=mono, command=lambda: setup.choose_colour(False)),
            SEPARATOR,
            MenuItem(_("Sound"), checked=bool(owner.options.sound), command=setup.toggle_sound),
            MenuItem(_("Sliding Tiles"), checked=bool(owner.options.animation), command=setup.toggle_animation),
        ]
        table = [
            *players,
            SEPARATOR,
            *people,
            SEPARATOR,
            MenuItem(_("Names…"), lambda: owner.app.push(NamesDialog(owner))),
        ]
        return BINDINGS.menus(owner.shell.commands, extra={GAME: options, PLAYERS: table})

    return menus
