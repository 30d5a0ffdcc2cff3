"""The Coach option (off unless the player turns it on): the watching coach tells, the moment it is made, a
decision that gives away more than the threshold (2 points unless the player chooses another). The kit's
Coach dialog; a look whose options are one form of its own (the Psion's) puts the same two rows in it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ....core.coaching import THRESHOLDS
from ....i18n import _, decimal, ngettext
from ..dialog import Dialog
from ..widgets import CheckBox, Choice
from .host import Host


def threshold_words(points: float) -> str:
    """``2 points``, ``0.5 points`` (German ``2 Punkte``, ``0,5 Punkte``)."""
    shown = decimal(points, 0 if points == int(points) else 1)
    return ngettext("{points} point", "{points} points", 1 if points == 1 else 2).format(points=shown)


@dataclass
class CoachRows:
    """The Coach option's two rows, as widgets of a form: whether the coach watches, and from how many
    points given away it speaks. :meth:`keep` writes them into the coaching (and ynot.ini)."""

    watching: CheckBox
    threshold: Choice
    label: str

    def rows(self) -> list[Any]:
        return [self.watching, (self.label, self.threshold)]

    def keep(self, coaching: Any) -> None:
        coaching.set_watching(self.watching.checked, THRESHOLDS[self.threshold.index])


def coach_rows(coaching: Any) -> CoachRows:
    """The Coach option's rows, set as the options have them (a threshold not among the choices shows the
    nearest one)."""
    chosen = min(range(len(THRESHOLDS)), key=lambda i: abs(THRESHOLDS[i] - coaching.threshold))
    watching = CheckBox(_("&Coach watches my decisions"), coaching.watching)
    watching.spans = True  # from the dialog's left edge, as a check box of its own stands in Windows and Intuition
    return CoachRows(
        watching,
        Choice(_("Speaks up above"), [threshold_words(points) for points in THRESHOLDS], chosen),
        _("Speaks up above:"),
    )


def coach_dialog(host: Host, **_kw: Any) -> Dialog:
    """The Coach option and its threshold; OK keeps them (the coach getting ready at once when turned on)."""
    rows = coach_rows(host.coaching)

    def keep(_result: object) -> None:
        rows.keep(host.coaching)
        if host.coaching.watching:
            host.tell(_("The coach watches: a decision that gives away more than {points} is told at once.").format(
                points=threshold_words(host.coaching.threshold)))
        else:
            host.tell(_("The coach no longer watches."))

    return Dialog(host.ctx, _("Coach"), rows.rows(), ok=_("OK"), cancel=_("Cancel"), on_accept=keep)
