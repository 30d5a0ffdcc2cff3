"""The review of a finished game, in the look's style: each player on a card of their own, with luck against
play (the expected score at the start, the luck of the dice and the points the decisions gave away, adding
up to the final score), a chart of the game turn by turn (the expected final score against the score
written) and the decisions that cost most.

The game reviewed is the one on the table once it is over, else the last finished game of the look's game
kept in the records ("Review last game"). The review is worked out off the main loop (``kit.coaching``) and
opens when it is ready; a card too tall for the screen is shown in parts, NEXT (ENTER where the look has no
buttons to see) going on to the next part and the next player."""

from __future__ import annotations

from typing import Any

from ....core import RecordError
from ....core.coaching import GameReviewView, ReviewCard
from ....i18n import _
from ..charts import TextTable, TurnChart
from ..context import Context
from ..dialog import ROW_GAP, Dialog
from ..widgets import Button, Label, Widget
from .hint import dialog_width
from .host import Host

#: the finished games looked through for the last one of the look's game
RECENT = 50


def chart_height(ctx: Context) -> int:
    """A chart's height: a fifth of the canvas, within reason."""
    return max(40, min(120, ctx.canvas[1] // 5))


def card_parts(ctx: Context, view: GameReviewView, card: ReviewCard) -> list[list[Widget]]:
    """A card's rows in parts that each stand under its heading: the title and heading, luck against play,
    the chart, the decisions that cost most."""
    width = dialog_width(ctx)
    costly: Widget
    if len(card.costly) > 1:
        costly = TextTable(card.costly, "><<<>", width=width)
    else:
        costly = Label(_("No decision gave away anything worth telling."), width=width)
    return [
        [Label(view.title, width=width), Label(card.heading, width=width, emphasis=True)],
        [TextTable(card.balance, "<>", width=width, heading=False)],  # as wide as its words, "verschenkt" whole
        [TurnChart(card.points, width, chart_height(ctx))],
        [Label(card.given_away, width=width), costly],
    ]


class ReviewDialog(Dialog):
    """A game's review, a player a card; the cards (and the parts of a card too tall for the screen) in
    turn. NEXT goes on, round to the first; OK or ESC closes."""

    def __init__(self, ctx: Context, view: GameReviewView) -> None:
        self.view = view
        self.pages = [page for card in view.cards for page in self._paginate(ctx, card)]
        self.page = 0
        many = len(self.pages) > 1
        buttons = [Button(_("&Next"), self.next_page, default=True)] if many else []
        super().__init__(ctx, _("Review"), self.pages[0], buttons, ok="" if many else _("OK"),
                         cancel=_("Close") if many else "")
        self.focus = next((b for b in self.buttons if b.default), None)

    def _paginate(self, ctx: Context, card: ReviewCard) -> list[list[Widget]]:
        """The card's parts laid on pages as high as a dialog can be, each page under the card's heading."""
        style = ctx.style
        layout = style.dialog_layout
        _frame, tallest = style.dialog_rects(ctx.canvas, _("Review"), (dialog_width(ctx), 10_000))
        buttons = style.button_size(_("&Next"))[1] + ROW_GAP + 2 if layout.buttons_shown else 0
        room = tallest.height - buttons - style.font.line_height - 2

        def height(rows: list[Widget]) -> int:
            return sum(w.size_hint(style)[1] + layout.row_gap for w in rows)

        head, *parts = card_parts(ctx, self.view, card)
        pages: list[list[Widget]] = [list(head)]
        for part in parts:
            if height(pages[-1] + part) > room and len(pages[-1]) > len(head):
                pages.append(list(head[1:]))  # a further page of the card: its heading again
            pages[-1].extend(part)
        return pages

    def next_page(self) -> None:
        self.page = (self.page + 1) % len(self.pages)
        self.rows = [("", widget) for widget in self.pages[self.page]]
        self.layout()


def last_game(host: Host) -> Any:
    """The game to review: the one on the table once it is over, else the last finished game of the look's game
    in the records, replayed; a sentence when there is none."""
    session = host.session
    if session is not None and session.game.is_over:
        return session.game
    if host.store is None:
        return _("No games are kept: the records could not be opened.")
    kind = host.kind
    found = None
    for summary in host.call(lambda: host.store.games(RECENT)) or []:
        try:
            kind.rules_from_key(summary.rules_key)
        except (ValueError, KeyError, IndexError):
            continue  # another game's
        found = summary
        break
    if found is None:
        return _("No game is finished yet: finish one, and the coach goes over it with you.")
    text = host.call(lambda: host.store.game_record(found.game_id))
    if not text:
        return _("The last game was kept without its record: it cannot be reviewed.")
    try:
        return kind.read_record(text)
    except RecordError as err:
        return _("The last game's record no longer replays ({reason}).").format(reason=err)


def review_dialog(host: Host, **_kw: Any) -> None:
    """Work out the review of the last game (:func:`last_game`) and open it when it is ready; meanwhile, or
    when there is none, a sentence is told on the table."""
    game = last_game(host)
    if isinstance(game, str):
        host.tell(game)
        return None
    coaching = host.coaching
    rules = game.rules
    coaching.prepare(rules)
    if coaching.getting_ready(rules):
        host.tell(coaching.progress_line(rules))
        coaching.when_ready(rules, lambda: _work_out(host, game))
        return None
    _work_out(host, game)
    return None


def _work_out(host: Host, game: Any) -> None:
    """The review worked out off the main loop, opened when it is ready."""
    host.tell(_("The coach is going over the game..."))

    def show(view: GameReviewView | str) -> None:
        if isinstance(view, str):
            host.tell(view)
        else:
            host.app.push(ReviewDialog(host.ctx, view))

    host.coaching.review(game, show)
