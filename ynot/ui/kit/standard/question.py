"""The kit's yes/no question (New asks it before a game a person has under way is given up): the
question, a button naming what yes does, and Cancel."""

from __future__ import annotations

from collections.abc import Callable

from ....i18n import _
from ..dialog import MessageBox
from .host import Host


def question_dialog(
    host: Host, question: str, on_yes: Callable[[], None], *, title: str = "", yes: str = ""
) -> MessageBox:
    """``question`` under ``title``; ``yes`` (the answer's words: "New game") runs ``on_yes``."""
    no = _("Cancel") if yes else _("No")
    return MessageBox(host.ctx, title or _("Question"), question, ok=yes or _("Yes"), no=no, on_ok=on_yes)
