"""The game window's menus: the menu bar under the caption (Game, Options, Register, Help, made from the look's
bindings table, with the look's own commands beside the shell's) and the Control menu that drops from the box at
the caption's left: the kit's MenuBar placed in the window and its PopupMenu."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType

import pygame

from ...i18n import _
from ..kit import SEPARATOR, Context, Menu, MenuBar, MenuItem, PopupMenu
from ..kit.commands import Command
from .bindings import BINDINGS, accelerator_text
from .owner import Owner


def dialogs() -> ModuleType:
    """The look's dialogs (:mod:`ynot.ui.windows.dialogs`), loaded when one first opens: a first frame
    shows none, and they bring the kit's dialog, drop-down and list widgets with them."""
    from . import dialogs as module

    return module


def game_menus(owner: Owner) -> list[Menu]:
    """Game, Options, Register and Help, made from the look's bindings table (``bindings.py``). Every item can be
    chosen while the computer plays (it waits under the menu and the dialogs): the shell's rule."""
    return BINDINGS.menus(owner.shell.commands)


def add_commands(owner: Owner) -> None:
    """The look's own commands beside the shell's standard ones, for its bindings: the Options dialogs, the
    two switches, the registration, the menus. Bonus and Columns are fixed once a game has begun: greyed, as
    the manual says ("once you've started a game you cannot change this option")."""

    def rules_open() -> bool:
        return not owner.game_begun()

    fixed = lambda: _("Fixed until the next new game: this game has begun.")  # noqa: E731
    for command in (
        Command("end-of-turn", _("End of Turn"), lambda: dialogs().open_end_of_turn(owner)),
        Command("bonus", _("Bonus"), lambda: dialogs().open_bonus(owner), rules_open, fixed),
        Command("columns", _("Columns"), lambda: dialogs().open_columns(owner), rules_open, fixed),
        Command("animation", _("Animate dice"), owner.shell.toggle_animation,
                checked=lambda: bool(owner.options.animation)),
        Command("sound", _("Sound"), lambda: owner.shell.toggle_sound(owner.audio),
                checked=lambda: bool(owner.options.sound)),
        Command("language", _("Language"), lambda: dialogs().open_language(owner)),
        Command("register", _("Register"), lambda: dialogs().open_register(owner)),
        Command("edit-registration", _("Edit registration"), lambda: dialogs().open_edit_registration(owner)),
        Command("menus", _("Menus"), lambda: owner.menus.open_menu(0)),
        Command("control-menu", _("Control menu"), lambda: owner.menus.open_control_menu()),
        *window_commands(owner),
    ):
        owner.shell.commands.add(command)


def window_commands(owner: Owner) -> tuple[Command, ...]:
    """Minimize, Maximize and Restore, from the caption's buttons and the Control menu: the desktop iconifies
    the window, or maximizes it (the board at the largest whole scale that fits, the desktop's teal round it)
    and restores it, as Windows 3.1 did with its windows."""

    def maximized() -> bool:
        return bool(getattr(owner.app.display, "maximized", False))

    return (
        Command("minimize", _("Minimize"), lambda: owner.menus.minimize()),
        Command("maximize", _("Maximize"), lambda: owner.menus.maximize(True), lambda: not maximized(),
                lambda: _("The window is maximized already: Restore gives it its own size again.")),
        Command("restore", _("Restore"), lambda: owner.menus.maximize(False), maximized,
                lambda: _("The window has its own size already: only a maximized window is restored.")),
    )


#: Keys that leave the menus: Escape, F10 and Alt alone, as in Windows.
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_F10, pygame.K_LALT, pygame.K_RALT)


def window_menu_bar(ctx: Context, menus: Sequence[Menu], bar: pygame.Rect, *, open_index: int = 0) -> MenuBar:
    """The kit's menu bar in the game's window: under the caption, not at the top of the screen."""
    return MenuBar(
        ctx, menus, open_index=open_index, accelerator_text=accelerator_text, close_keys=CLOSE_KEYS, left=2, bar=bar
    )


def control_menu(owner: Owner) -> Menu:
    """The Control menu as Windows 3.1 had it ("closing and resizing the window"): Restore, Minimize, Maximize
    and Close do what they say; Move and Size are the desktop's own window's (the game's window fills it) and
    Switch To..., the Task List, has no other tasks here: greyed, each saying why when chosen."""
    commands = owner.shell.commands
    never: Callable[[], bool] = lambda: False  # noqa: E731

    def of(label: str, command_id: str) -> MenuItem:
        command = commands[command_id]
        return MenuItem(label, command.run, enabled=command.enabled,
                        why_not=lambda: commands.refusal(command_id) or "")

    def greyed(label: str, why: Callable[[], str]) -> MenuItem:
        return MenuItem(label, enabled=never, why_not=why)

    return Menu("", (
        of(_("&Restore"), "restore"),
        greyed(_("&Move"), lambda: _("Move the window by the desktop's own title bar.")),
        greyed(_("&Size"), lambda: _("Size the window by the desktop's own frame: the board keeps its pixels whole.")),
        of(_("Mi&nimize"), "minimize"),
        of(_("Ma&ximize"), "maximize"),
        SEPARATOR,
        MenuItem(_("&Close"), owner.quit, shortcut="x"),
        SEPARATOR,
        greyed(_("S&witch To..."), lambda: _("There are no other tasks to switch to here.")),
    ))


def control_popup(ctx: Context, menu: Menu, box: pygame.Rect, draw_box: Callable[[pygame.Surface], None]) -> PopupMenu:
    """The Control menu, dropped from the Control-menu box, on Close (the only item that does anything)."""
    close = next(index for index, item in enumerate(menu.items) if item.shortcut == "x")
    return PopupMenu(ctx, menu, box, draw_box=draw_box, item=close, accelerator_text=accelerator_text,
                     close_keys=CLOSE_KEYS)
