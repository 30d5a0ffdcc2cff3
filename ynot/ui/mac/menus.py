"""The menu bar of Dominoes: the Apple menu, File and Game, with the options as checked items.

System 7 menus show a check mark before a chosen option; the kit's items have no such state, so an
item's label begins with ``CHECK`` when it is checked (the System 7 style draws the mark in its column).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...i18n import _
from ..kit import SEPARATOR, Menu, MenuItem
from .fonts import APPLE, CHECK

if TYPE_CHECKING:
    from .controller import MacDominoes


def checked(label: str, on: bool) -> str:
    """``label`` with the check mark when ``on``."""
    return f"{CHECK}{label}" if on else label


def build_menus(owner: MacDominoes) -> Callable[[], list[Menu]]:
    """A function giving the menus as they are now (checks and greyed items follow the game)."""

    def your_turn() -> bool:
        return owner.flow.turn() == 0

    def menus() -> list[Menu]:
        settings = owner.settings
        mono = settings.get("colour", "yes") == "no"
        return [
            Menu(
                APPLE,
                (
                    MenuItem(_("About Dominoes…"), owner.about),
                    SEPARATOR,
                    MenuItem(_("Dominoes Help…"), owner.help, "H"),
                ),
            ),
            Menu(
                _("File"),
                (
                    MenuItem(_("New Game"), owner.new_game, "N"),
                    SEPARATOR,
                    MenuItem(_("Switch Look…"), owner.switch_look, "L"),
                    SEPARATOR,
                    MenuItem(_("Quit"), owner.quit, "Q"),
                ),
            ),
            Menu(
                _("Game"),
                (
                    MenuItem(_("Draw Tile"), owner.flow.person_draws, "D", enabled=your_turn),
                    MenuItem(_("I can't go"), owner.flow.person_passes, "I", enabled=your_turn),
                    SEPARATOR,
                    MenuItem(checked(_("Double Six"), owner.top == 6), lambda: owner.choose_set(6)),
                    MenuItem(checked(_("Double Nine"), owner.top == 9), lambda: owner.choose_set(9)),
                    SEPARATOR,
                    MenuItem(checked(_("Easy Computer"), owner.level == "easy"), lambda: owner.choose_level("easy")),
                    MenuItem(checked(_("Hard Computer"), owner.level == "hard"), lambda: owner.choose_level("hard")),
                    SEPARATOR,
                    MenuItem(checked(_("Colour"), not mono), lambda: owner.choose_colour(True)),
                    MenuItem(checked(_("Black && White"), mono), lambda: owner.choose_colour(False)),
                    SEPARATOR,
                    MenuItem(checked(_("Sound"), bool(owner.options.sound)), owner.toggle_sound),
                    MenuItem(checked(_("Sliding Tiles"), bool(owner.options.animation)), owner.toggle_animation),
                ),
            ),
        ]

    return menus
