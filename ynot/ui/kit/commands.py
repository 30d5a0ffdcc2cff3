"""The standard commands as data (Qt's QAction is the model): an id, a label (already through ``_()``),
whether it can be chosen now, and what it does. The shell makes them once for every look; a look's
bindings table (:mod:`.bindings`) maps them to its own menus and keys (or its gadgets) and asks
:class:`Commands` to run them, so a command greyed in a menu is refused the same way from a key.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

from ...i18n import _
from .text import split_mnemonic


def _always() -> bool:
    return True


@dataclass(frozen=True)
class Command:
    """One thing a player can ask for: ``run`` it when ``enabled()``; ``why_not`` says why it is not."""

    id: str
    label: str
    run: Callable[[], None]
    enabled: Callable[[], bool] = _always
    why_not: Callable[[], str] | None = None  # None: "<its label> cannot be chosen now.", as a greyed menu item
    checked: Callable[[], bool] | None = None


class Commands:
    """A look's commands by id, in the order they were added."""

    def __init__(self, commands: Iterable[Command] = ()) -> None:
        self._by_id: dict[str, Command] = {}
        for command in commands:
            self.add(command)

    def add(self, command: Command) -> Command:
        """Add (or replace) ``command``."""
        self._by_id[command.id] = command
        return command

    def __contains__(self, command_id: object) -> bool:
        return command_id in self._by_id

    def __getitem__(self, command_id: str) -> Command:
        return self._by_id[command_id]

    def __iter__(self) -> Iterator[Command]:
        return iter(self._by_id.values())

    def ids(self) -> list[str]:
        return list(self._by_id)

    def enabled(self, command_id: str) -> bool:
        command = self._by_id.get(command_id)
        return command is not None and command.enabled()

    def refusal(self, command_id: str) -> str | None:
        """Why ``command_id`` cannot run now (None: it can)."""
        command = self._by_id.get(command_id)
        if command is None:
            return _("There is no command {name}.").format(name=command_id)
        if command.enabled():
            return None
        if command.why_not is not None:
            return command.why_not()
        return _("{item} cannot be chosen now.").format(item=split_mnemonic(command.label)[0])

    def run(self, command_id: str) -> str | None:
        """Run ``command_id`` if it can be chosen now; otherwise the sentence saying why not."""
        refused = self.refusal(command_id)
        if refused is None:
            self._by_id[command_id].run()
        return refused
