"""The game window's menus: the menu bar under the caption (Game, Options, Register, Help) and the
Control menu that drops from the box at the caption's left: the kit's MenuBar placed in the window and
its PopupMenu."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from types import ModuleType

import pygame

from ...i18n import _
from ..kit import SEPARATOR, Context, Menu, MenuBar, MenuItem, PopupMenu
from .owner import Owner

#: What an item's ``shortcut`` stands for, shown at the right of the item (Windows 3.1 used F keys).
ACCELERATORS = {"n": "F2", "h": "F1", "x": "Alt+F4"}


def dialogs() -> ModuleType:
    """The look's dialogs (:mod:`ynot.ui.windows.dialogs`), loaded when one first opens: a first frame
    shows none, and they bring the kit's dialog, drop-down and list widgets with them."""
    from . import dialogs as module

    return module


def accelerator_text(letter: str) -> str:
    return ACCELERATORS.get(letter, f"Ctrl+{letter.upper()}")


def game_menus(owner: Owner) -> list[Menu]:
    """Game, Options, Register and Help, as the Windows Yahtzee 2.21 manual of 1993 lists them (with YNOT's few
    additions). Every item can be chosen while the computer plays (it waits under the menu and the dialogs): the
    shell's rule."""
    def rules_open() -> bool:  # Bonus and Columns are fixed once a game has begun: greyed, as the docs say
        return not owner.game_begun()

    return [
        Menu(
            _("&Game"),
            (
                MenuItem(_("&New"), lambda: owner.shell.commands.run("new"), shortcut="n"),
                SEPARATOR,
                MenuItem(_("High &Scores..."), lambda: owner.shell.commands.run("high-scores")),
                MenuItem(_("S&tatistics..."), lambda: owner.shell.commands.run("stats")),
                SEPARATOR,
                MenuItem(_("&Quit"), owner.quit, shortcut="x"),
            ),
        ),
        Menu(
            _("&Options"),
            (
                MenuItem(_("&Players..."), lambda: dialogs().open_players(owner)),
                MenuItem(_("&End of Turn..."), lambda: dialogs().open_end_of_turn(owner)),
                MenuItem(_("&Bonus..."), lambda: dialogs().open_bonus(owner), enabled=rules_open),
                MenuItem(_("&Columns..."), lambda: dialogs().open_columns(owner), enabled=rules_open),
                SEPARATOR,
                MenuItem(_("&Animate dice"), owner.shell.toggle_animation,
                         checked=lambda: bool(owner.options.animation)),
                MenuItem(_("S&ound"), lambda: owner.shell.toggle_sound(owner.audio),
                         checked=lambda: bool(owner.options.sound)),
                MenuItem(_("&Look..."), lambda: owner.shell.commands.run("look")),
                MenuItem(_("La&nguage..."), lambda: dialogs().open_language(owner)),
            ),
        ),
        Menu(
            _("&Register"),
            (
                MenuItem(_("&Register..."), lambda: dialogs().open_register(owner)),
                MenuItem(_("&Edit registration..."), lambda: dialogs().open_edit_registration(owner)),
            ),
        ),
        Menu(
            _("&Help"),
            (
                MenuItem(_("&Contents"), lambda: owner.shell.commands.run("help"), shortcut="h"),
                MenuItem(_("&About Windows Yahtzee..."), lambda: owner.shell.commands.run("about")),
            ),
        ),
    ]


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
