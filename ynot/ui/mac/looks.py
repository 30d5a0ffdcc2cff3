"""File > Switch Look...: the looks YNOT has, one of them chosen; OK leaves Dominoes for it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...i18n import _
from ..kit import Button, Dialog, Label, RadioGroup
from ..kit.language import change_language, chosen_index, language_choices
from ..skin import SkinError, available_skins, load_skin

if TYPE_CHECKING:
    from .controller import MacDominoes


def looks() -> list[tuple[str, str]]:
    """(name, title) of every look that can be read."""
    found = []
    for name in available_skins():
        try:
            found.append((name, load_skin(name).title))
        except SkinError:
            continue
    return found


class LookDialog(Dialog):
    """Choose another look; this one is kept as the look to start with next time."""

    def __init__(self, owner: MacDominoes) -> None:
        self.owner = owner
        self.choices = looks()
        names = [name for name, _title in self.choices]
        current = names.index(owner.skin.name) if owner.skin.name in names else 0
        self.group = RadioGroup([title for _name, title in self.choices], current)
        super().__init__(
            owner.ctx,
            _("Switch Look"),
            [Label(_("Play YNOT in another look (your game here is kept):")), self.group],
            [Button(_("Switch"), self.switch, default=True), Button(_("Cancel"), self.close, cancel=True)],
        )

    def switch(self) -> None:
        self.close()
        name = self.choices[self.group.index][0]
        if name == self.owner.skin.name:
            return
        self.owner.options.skin = name
        self.owner.save_options()
        self.owner.flow.save()
        self.owner.app.switch_to = name
        self.owner.app.quit()


class LanguageDialog(Dialog):
    """Choose the language YNOT speaks; the window starts again in it, this game kept."""

    def __init__(self, owner: MacDominoes) -> None:
        self.owner = owner
        self.choices = language_choices()
        self.group = RadioGroup([label for _code, label in self.choices], chosen_index(owner.options, self.choices))
        super().__init__(
            owner.ctx,
            _("Language"),
            [Label(_("Play YNOT in another language (your game here is kept):")), self.group],
            [Button(_("OK"), self.choose, default=True), Button(_("Cancel"), self.close, cancel=True)],
        )

    def choose(self) -> None:
        self.close()
        code = self.choices[self.group.index][0]
        if code != self.owner.options.language:
            self.owner.flow.save()
            change_language(self.owner, code)
