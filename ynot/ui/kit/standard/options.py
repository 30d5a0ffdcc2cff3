"""The kit's Options dialog: the dice (or tiles) animated, sound, and the language, the switches every look
has; OK keeps them in ynot.ini (a new language starts the window again in it, the game kept)."""

from __future__ import annotations

from typing import Any

from ....i18n import _
from ..dialog import Dialog
from ..language import chosen_index, keep_language, language_choices
from ..widgets import CheckBox, Choice
from .host import Host


def options_dialog(host: Host, **_kw: Any) -> Dialog:
    options = host.options
    animate = CheckBox(_("&Animation"), bool(options.animation))
    sound = CheckBox(_("&Sound"), bool(options.sound))
    languages = language_choices()
    language = Choice(_("Language"), [label for _code, label in languages], chosen_index(options, languages))

    def keep(_result: object) -> None:
        options.animation = animate.checked
        options.sound = sound.checked
        if host.audio is not None:
            host.audio.enabled = sound.checked
        spoken = keep_language(options, languages[language.index][0])
        if not host.save_options():
            return
        if spoken:  # every word is to be drawn again: the window starts again in the new language
            host.keep()
            host.app.switch_to = host.look
            host.app.quit()
        else:
            host.tell(_("Your options are kept."))

    rows = [animate, sound, (_("Language:"), language)]
    return Dialog(host.ctx, _("Options"), rows, ok=_("OK"), cancel=_("Cancel"), on_accept=keep)
