"""The coach's hint: the best move now and the next two, each with its expected final score and the points it
gives away, in the look's style. It moves no die and scores nothing. Asked for while the coach is still
getting ready, the look says how far it is, and the hint opens by itself once the coach is there, if the
position has not changed and nothing else is open."""

from __future__ import annotations

from typing import Any

from ....core.coaching import HintView
from ....i18n import _
from ..charts import TextTable
from ..context import Context
from ..dialog import Dialog
from ..widgets import Label
from .host import Host


def dialog_width(ctx: Context) -> int:
    """The width of the coach's dialogs' text: most of the canvas, and no wider than reads well."""
    return min(ctx.canvas[0] - 60, 560)


def hint_box(ctx: Context, view: HintView) -> Dialog:
    """The hint in a dialog: its heading, then a row a move (the move, its expected final score, the points
    it gives away)."""
    width = dialog_width(ctx)
    rows = [(_("move"), _("expected"), _("given away")), *view.rows]
    return Dialog(
        ctx, _("Hint"), [Label(view.heading, width=width), TextTable(rows, "<>>", width=width)], ok=_("OK")
    )


def hint_dialog(host: Host, *, rolls_over: bool = False, **_kw: Any) -> Dialog | None:
    """The hint for the player to move, or (None) a sentence told on the table saying why there is none.
    ``rolls_over``: the look's player has ended the rolling (only the boxes are advised)."""
    session = host.session
    if session is None:
        host.tell(_("Start a game first: the coach advises on the dice thrown."))
        return None
    game = session.game
    if not game.is_over and session.seats and session.seats[game.current]:
        host.tell(_("The computer is playing: the coach advises you on your own turn."))
        return None
    coaching = host.coaching
    view = coaching.hint(game, rolls_over=rolls_over)
    if isinstance(view, HintView):
        return hint_box(host.ctx, view)
    host.tell(view)
    if coaching.getting_ready(game.rules):
        asked = len(game.history)

        def show() -> None:  # the coach is ready: the hint asked for, unless the game has moved on
            top = host.app.top
            if host.session is session and len(game.history) == asked and getattr(top, "opaque", True):
                found = coaching.hint(game, rolls_over=rolls_over)
                if isinstance(found, HintView):
                    host.app.push(hint_box(host.ctx, found))
                else:
                    host.tell(found)  # why there is no hint now (the dice not yet thrown)

        coaching.when_ready(game.rules, show)
    return None
