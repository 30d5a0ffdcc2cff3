"""The standard dialogs every look offers, written once in the kit and drawn by the look's Style: options, high
scores, statistics, the look chooser, help and about, and the coach's hint, a game's review and the Coach option
(each the dialog of a standard command), and the yes/no question (``Shell.ask``, before New gives up a game a
person has under way).

Each is a function ``make(host, **kw)`` of a :class:`~.host.Host` (the look's kit Shell) returning the kit
scene to push (a Dialog, a MessageBox, the HelpViewer). :data:`DIALOGS` names them with their command's id and
label; the module holding each is loaded when the dialog first opens (a first frame shows none). The shell's
``standard_commands`` runs each command by opening its dialog here, unless the look gives its own way: a look
overrides a dialog only where its original manual shows it differently, and says which manual and section in
a comment beside the override.

Adding a standard dialog (the coach's hint, a game's review, a histogram of scores) is one step here and one in
each look's bindings table (docs/ui.md, "A standard dialog of the kit"):

1. write ``def hint_dialog(host: Host, **kw) -> Scene | None`` in a module of this package (reading the store
   only through ``host.call`` or the host's readers, drawing only kit widgets);
2. add ``StandardDialog("hint", N_("Hint"), Later("ynot.ui.kit.standard.hint", "hint_dialog"))`` to
   :data:`DIALOGS`: every look now has the command ``hint``, which opens it;
3. give the command a key, a menu item and a help line in each look's bindings table.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.registry import Later
from ....i18n import N_


@dataclass(frozen=True)
class StandardDialog:
    """A standard command that opens a kit dialog: its ``id``, its ``label`` (marked with N_) and where
    the function making the dialog lives (``make.load()(host, **kw)``); ``needs``: the part of a game's kind
    it needs (``coach``), without which a look of that game has no such command."""

    id: str
    label: str
    make: Later
    needs: str = ""


def _here(module: str, name: str) -> Later:
    return Later(f"ynot.ui.kit.standard.{module}", name)


#: The standard dialogs, in the order the standard commands list them.
DIALOGS: tuple[StandardDialog, ...] = (
    StandardDialog("options", N_("Options"), _here("options", "options_dialog")),
    StandardDialog("high-scores", N_("High scores"), _here("scores", "high_scores_dialog")),
    StandardDialog("stats", N_("Statistics"), _here("scores", "stats_dialog")),
    StandardDialog("look", N_("Look"), _here("looks", "look_dialog")),
    StandardDialog("help", N_("Help"), _here("help", "help_dialog")),
    StandardDialog("about", N_("About"), _here("help", "about_dialog")),
    StandardDialog("hint", N_("Hint"), _here("hint", "hint_dialog"), "coach"),
    StandardDialog("review", N_("Review last game"), _here("review", "review_dialog"), "coach"),
    StandardDialog("coach", N_("Coach"), _here("coach", "coach_dialog"), "coach"),
)
#: The yes/no question (not a command: New asks it): ``question_dialog(host, question, on_yes, title=, yes=)``.
QUESTION = _here("question", "question_dialog")


def dialog_named(command_id: str) -> StandardDialog | None:
    """The standard dialog of ``command_id`` (None: the command opens none)."""
    return next((dialog for dialog in DIALOGS if dialog.id == command_id), None)
