"""File > Switch Look...: the looks YNOT has, one of them chosen; OK leaves Dominoes for it."""

from __future__ import annotations

from ...i18n import _
from ..kit import Dialog, Label, RadioGroup
from ..kit.language import change_language, chosen_index, language_choices
from .owner import Owner


class LookDialog(Dialog):
    """Choose another look; this one is kept as the look to start with next time."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        self.choices = owner.shell.looks()
        names = [name for name, _title in self.choices]
        current = names.index(owner.skin.name) if owner.skin.name in names else 0
        self.group = RadioGroup([title for _name, title in self.choices], current)
        super().__init__(
            owner.ctx,
            _("Switch Look"),
            [Label(_("Play YNOT in another look (your game here is kept):")), self.group],
            ok=_("Switch"),
            cancel=_("Cancel"),
            on_accept=self.switch,
        )

    def switch(self, _result: object = True) -> None:
        name = self.choices[self.group.index][0]
        if name == self.owner.skin.name:
            return
        self.owner.shell.switch_look(name)


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
