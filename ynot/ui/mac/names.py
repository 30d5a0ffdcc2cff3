"""Players > Names...: the people sharing the Macintosh type their names, one field a person, in the order they
sit down; an empty field is Player 1, 2... OK keeps them (ynot.ini's last players) for the games dealt from
then on, and deals one at once when no game is under way."""

from __future__ import annotations

from ...core import check_players, shown_name, stored_name
from ...i18n import _
from ..kit import Dialog, Label, TextField
from ..kit.text import name_refusal, sentence
from ..pixelfont import get_font
from .fonts import SYSTEM
from .owner import Owner
from .seating import COMPUTER_NAME


def default_person(index: int) -> str:
    """The name of the ``index``-th person (from 0) who typed none."""
    return _("Player {number}").format(number=index + 1)


class NamesDialog(Dialog):
    """A name field for each person at the table (as many as the Players menu says share the Macintosh)."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        known = owner.flow.games.known_names
        count = owner.setup.people_count
        self.fields = [
            TextField(
                "",
                shown_name(known[index]) if index < len(known) else "",
                check=self._check,
                width_chars=16,
            )
            for index in range(count)
        ]
        super().__init__(
            owner.ctx,
            _("Names"),
            [
                Label(_("Who sits at this Macintosh? An empty name is Player 1, 2 and so on.")),
                *[(_("Person {number}:").format(number=index + 1), field) for index, field in enumerate(self.fields)],
            ],
            ok=_("OK"),
            cancel=_("Cancel"),
            check=self.refusal,
            on_accept=self.keep,
        )
        self.focus = self.fields[0]

    @staticmethod
    def _check(text: str) -> str:
        return name_refusal(get_font(SYSTEM), text)

    def names(self) -> list[str]:
        """The names as typed, an empty one the person's default."""
        return [field.value.strip() or default_person(index) for index, field in enumerate(self.fields)]

    def refusal(self) -> str | None:
        """Why the names cannot be kept (None: they can): a name core refuses, two the same, or a
        computer's name."""
        names = self.names()
        try:
            check_players(names, title="Dominoes", most=len(names))
        except ValueError as err:
            return sentence(str(err))
        computers = {COMPUTER_NAME.casefold()} | {
            _("Mac {number}").format(number=number).casefold() for number in range(1, 4)
        }
        taken = next((name for name in names if name.casefold() in computers), None)
        if taken is not None:
            return _("{name} is what the computers are called here: choose another name.").format(name=taken)
        return None

    def keep(self, _result: object) -> None:
        owner = self.owner
        names = tuple(self.names())
        owner.flow.games.known_names = names
        store = owner.shell.store
        if store is not None:
            store.options.players = tuple(stored_name(name) for name in names)
            owner.shell.save_options()
        owner.setup.table_changed()
