"""File > Language...: the languages YNOT speaks, one of them chosen; OK starts the window again in it. (Switch
Look... is the kit's look chooser, a standard command.)"""

from __future__ import annotations

from ...i18n import _
from ..kit import Dialog, Label, RadioGroup
from ..kit.language import change_language, chosen_index, language_choices
from .owner import Owner


class LanguageDialog(Dialog):
    """Choose the language YNOT speaks; the window starts again in it, this game kept."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        self.choices = language_choices()
        current = chosen_index(owner.shell.options, self.choices)
        self.group = RadioGroup([label for _code, label in self.choices], current)
        super().__init__(
            owner.ctx,
            _("Language"),
            [Label(_("Play YNOT in another language (your game here is kept):")), self.group],
            ok=_("OK"),
            cancel=_("Cancel"),
            on_accept=self.choose,
        )

    def choose(self, _result: object = True) -> None:
        change_language(self.owner.shell, self.choices[self.group.index][0])
