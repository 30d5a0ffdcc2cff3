"""A look's bindings: one table that says, for each command, its keys, its menu and item, the accelerator its
item shows and its line in the help's list of keys (Textual's ``BINDINGS`` and Qt's ``QAction`` are the
models). The look's key handler asks the table which command a key runs, its menu bar is made from the table,
and its help's list of keys is written from it, so a key is named once.

A binding names a command by id: a standard one of the shell (``new``, ``help``, ...) or one the look adds to
the shell's :class:`~.commands.Commands` (``draw``, ``register``). The command says whether it can be run now
(greyed items and refused keys agree) and whether it is ticked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import pygame

from ...i18n import N_, _
from ..script import key_code
from .commands import Commands
from .menu import SEPARATOR, Menu, MenuItem

#: The modifiers a binding's key may name, each with the modifier bits that press it (Cmd: the Macintosh's
#: Command key, a PC's Ctrl, or the Meta or GUI key where the system sends one).
_MODIFIERS = {
    "shift": pygame.KMOD_SHIFT,
    "ctrl": pygame.KMOD_CTRL,
    "alt": pygame.KMOD_ALT,
    "cmd": pygame.KMOD_CTRL | pygame.KMOD_META | pygame.KMOD_GUI,
}


#: A key's parts as the help writes them, each translated (``Ctrl`` is ``Strg`` on a German keyboard).
KEY_WORDS = {
    "ctrl": N_("Ctrl"),
    "alt": N_("Alt"),
    "shift": N_("Shift"),
    "cmd": N_("Command"),
    "space": N_("Space"),
    "enter": N_("Enter"),
    "esc": N_("Esc"),
    "tab": N_("Tab"),
    "menu": N_("Menu"),
    "help": N_("Help"),
}


def key_label(key: str) -> str:
    """A binding's key as the help writes it, in the player's language: ``"Alt+Space"`` -> ``"Alt+Leertaste"``."""
    return "+".join(_(KEY_WORDS[part.lower()]) if part.lower() in KEY_WORDS else part for part in key.split("+"))


@dataclass(frozen=True)
class Binding:
    """One command as a look offers it.

    ``keys``: the keys that run it from the look's table, written as ``ynot.ui.script`` writes them
    (``"F1"``, ``"Ctrl+N"``, ``"Alt+F4"``; ``Cmd+`` is Command on a Macintosh, Ctrl elsewhere). ``menu``: the
    title of the menu holding it ("" none), ``item`` its words there ("" the command's label), both marked
    with ``N_`` and with ``&`` before a mnemonic; ``accelerator``: the letter the item shows at its right
    (the look's ``accelerator_text`` writes it: "Psion-N", "F2", "⌘N") and that runs it while the menus are
    open; ``separator``: a line above the item; ``help``: its line in the help's list of keys (``N_``)."""

    command: str
    keys: tuple[str, ...] = ()
    menu: str = ""
    item: str = ""
    accelerator: str = ""
    separator: bool = False
    help: str = ""


class Bindings:
    """A look's table of bindings, in the order its menus and help list them."""

    def __init__(self, bindings: Sequence[Binding]) -> None:
        self.bindings = tuple(bindings)
        self._keys = [(_parse(key), binding) for binding in self.bindings for key in binding.keys]

    def __iter__(self) -> Iterator[Binding]:
        return iter(self.bindings)

    def command_for(self, event: pygame.event.Event) -> str | None:
        """The command a key press runs (None: no binding has that key)."""
        if event.type != pygame.KEYDOWN:
            return None
        pressed = event.mod
        for (key, wanted), binding in self._keys:
            if event.key == key and _modifiers_match(pressed, wanted):
                return binding.command
        return None

    def run_key(self, event: pygame.event.Event, commands: Commands, refuse: Callable[[str], object]) -> bool:
        """Run the command of a key press (a command that cannot run now is refused with its sentence);
        False when no binding has the key."""
        command = self.command_for(event)
        if command is None:
            return False
        refused = commands.run(command)
        if refused is not None:
            refuse(refused)
        return True

    def menus(self, commands: Commands, extra: dict[str, Sequence[MenuItem]] | None = None) -> list[Menu]:
        """The menu bar's menus: each binding with a menu an item of it, in the table's order, its words the
        item's (translated) or the command's label, greyed and ticked as the command says (a greyed one, chosen,
        tells the command's reason); ``extra`` adds the look's own items (options that are no command) at the end
        of a menu, by its title."""
        extra = extra or {}
        titles: list[str] = []
        items: dict[str, list[MenuItem]] = {}
        for binding in self.bindings:
            if not binding.menu or binding.command not in commands:
                continue
            if binding.menu not in items:
                titles.append(binding.menu)
                items[binding.menu] = []
            command = commands[binding.command]
            if binding.separator and items[binding.menu]:
                items[binding.menu].append(SEPARATOR)
            label = _(binding.item) if binding.item else command.label
            items[binding.menu].append(
                MenuItem(label, command.run, binding.accelerator, enabled=command.enabled, checked=command.checked,
                         why_not=lambda cid=binding.command: commands.refusal(cid) or "")
            )
        for title, more in extra.items():
            if title not in items:
                titles.append(title)
                items[title] = []
            items[title].extend(more)
        return [Menu(_(title), tuple(items[title])) for title in titles]

    def binding_of_accelerator(self, letter: str) -> Binding | None:
        """The binding whose item's accelerator is ``letter`` (any case)."""
        letter = letter.lower()
        return next((b for b in self.bindings if b.accelerator and b.accelerator.lower() == letter), None)

    def help_lines(self, key_words: Callable[[Binding], str], form: str = N_("{keys}  {help}")) -> list[str]:
        """The help's list of keys: a line a binding that has a help line, its keys as ``key_words`` writes
        them (the accelerator letter, "F1", "Ctrl+N"), ``form`` the line's shape (marked with N_)."""
        line = _(form)
        return [line.format(keys=key_words(b), help=_(b.help)) for b in self.bindings if b.help]


def _parse(key: str) -> tuple[int, frozenset[str]]:
    """``"Ctrl+N"`` -> (the key's code, the modifiers named, in lower case)."""
    *modifiers, name = key.split("+")
    return key_code(name), frozenset(modifier.lower() for modifier in modifiers)


def _modifiers_match(pressed: int, wanted: frozenset[str]) -> bool:
    """The modifiers named are held, and no other."""
    if "cmd" in wanted:
        if not pressed & _MODIFIERS["cmd"]:
            return False
    elif bool(pressed & pygame.KMOD_CTRL) != ("ctrl" in wanted) or pressed & (pygame.KMOD_META | pygame.KMOD_GUI):
        return False
    return bool(pressed & pygame.KMOD_SHIFT) == ("shift" in wanted) and bool(pressed & pygame.KMOD_ALT) == (
        "alt" in wanted
    )
