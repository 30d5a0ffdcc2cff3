"""The kit's look chooser, the one every look opens: the looks installed (the shell's one list, the
originals first), this one chosen; OK leaves this look for the one chosen, the game here kept."""

from __future__ import annotations

from typing import Any

from ....i18n import _
from ..dialog import Dialog
from ..widgets import Label, ListBox
from .host import Host


def look_dialog(host: Host, **_kw: Any) -> Dialog:
    looks = host.looks()
    names = [name for name, _title in looks]
    here = names.index(host.look) if host.look in names else 0
    listing = ListBox([title for _name, title in looks], here, rows=max(1, min(5, len(looks))), label=_("&Looks"))

    def switch(_result: object) -> None:
        chosen = names[listing.index] if names else host.look
        if chosen != host.look:
            host.switch_look(chosen)

    rows = [Label(_("Play YNOT in another look (your game here is kept):")), listing]
    dialog = Dialog(host.ctx, _("Look"), rows, ok=_("OK"), cancel=_("Cancel"), on_accept=switch)
    listing.on_choose = lambda _index: dialog.accept()
    return dialog
