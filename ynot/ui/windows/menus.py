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
    ):
        owner.shell.commands.add(command)


#: Keys that leave the menus: Escape, F10 and Alt alone, as in Windows.
CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_F10, pygame.K_LALT, pygame.K_RALT)


def window_menu_bar(ctx: Context, menus: Sequence[Menu], bar: pygame.Rect, *, open_index: int = 0) -> MenuBar:
    """The kit's menu bar in the game's window: under the caption, not at the top of the screen."""
    return MenuBar(
        ctx, menus, open_index=open_index, accelerator_text=accelerator_text, close_keys=CLOSE_KEYS, left=2, bar=bar
    )


def control_menu(owner: Owner) -> Menu:
    """The Control menu as Windows 3.1 had it: only Close does anything in a game that fills the screen
    (Switch To..., the Task List, is greyed: there are no other tasks here)."""
    never: Callable[[], bool] = lambda: False  # noqa: E731 - a window drawn inside the canvas cannot move
    return Menu("", (
        MenuItem(_("&Restore"), enabled=never),
        MenuItem(_("&Move"), enabled=never),
        MenuItem(_("&Size"), enabled=never),
        MenuItem(_("Mi&nimize"), enabled=never),
        MenuItem(_("Ma&ximize"), enabled=never),
        SEPARATOR,
        MenuItem(_("&Close"), owner.quit, shortcut="x"),
        SEPARATOR,
        MenuItem(_("S&witch To..."), enabled=never),
    ))


def control_popup(ctx: Context, menu: Menu, box: pygame.Rect, draw_box: Callable[[pygame.Surface], None]) -> PopupMenu:
    """The Control menu, dropped from the Control-menu box, on Close (the only item that does anything)."""
    close = next(index for index, item in enumerate(menu.items) if item.shortcut == "x")
    return PopupMenu(ctx, menu, box, draw_box=draw_box, item=close, accelerator_text=accelerator_text,
                     close_keys=CLOSE_KEYS)
