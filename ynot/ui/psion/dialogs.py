"""EPOC-style dialogs for the Psion skin: messages, confirmations, forms and choice lists, described as
the kit's rows and buttons; the player statistics and the start-up screen are messages of their own. They
load when the first one opens (``commands.dialogs()``): a first frame that shows none does not load them.

The 3a's dialogs show no buttons: the buttons are there (``show_buttons=False``) so that ENTER confirms
and ESC goes back, as on the machine; any other key either does its documented thing or gives the
error beep. The drawing is :class:`.style.EpocStyle`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from ...i18n import _, decimal
from .. import kit
from ..kit import Context
from ..kit.standard.scores import ChartRow, player_chart
from ..kit.timers import Timer
from ..pixelfont import get_font


class MessageDialog(kit.MessageBox):
    """Lines of text (a line with tabs is a row of columns); ENTER, SPACE or ESC closes it."""

    def __init__(
        self, ctx: Context, title: str, lines: Sequence[str], *, width: int = 260,
        on_close: Callable[[], None] = lambda: None,
    ) -> None:
        super().__init__(
            ctx, title, "\n".join(lines), width=width, hint=_("Enter or Esc to continue"), show_buttons=False,
            on_ok=on_close,
        )
        self.buttons[0].shortcut = pygame.K_SPACE

    @property
    def lines(self) -> list[str]:
        """The lines as shown (long ones wrapped)."""
        return self.label.lines(self.style)

    def set_lines(self, lines: Sequence[str]) -> None:
        self.label.label = "\n".join(lines)


class ConfirmDialog(kit.MessageBox):
    """A question: ENTER or Y says yes, ESC or N says no."""

    def __init__(self, ctx: Context, title: str, question: str, on_yes: Callable[[], None]) -> None:
        super().__init__(
            ctx,
            title,
            question,
            ok=_("&Yes"),
            no=_("&No"),
            on_ok=on_yes,
            width=220,
            hint=_("Enter: Yes     Esc: No"),
            show_buttons=False,
        )


def name_field(label: str, value: str = "", max_length: int = 20) -> kit.TextField:
    """A line of text in a form: the kit's text field, its first text selected as in an EPOC edit box
    (the first key typed replaces it). A '#' and a character no Psion font has are refused."""
    return kit.TextField(label, value, max_length=max_length, check=_name_check, width_chars=min(max_length, 14))


def _name_check(text: str) -> str:
    return kit.name_refusal((get_font("psion"), get_font("psion-bold")), text)


class FormDialog(kit.Dialog):
    """Labelled fields, one a line; UP, DOWN and TAB move between them, ENTER accepts (``on_ok`` may
    answer with a sentence, and the form stays), ESC cancels."""

    def __init__(
        self, ctx: Context, title: str, fields: Sequence[kit.Widget], on_ok: Callable[[FormDialog], str | None]
    ) -> None:
        super().__init__(
            ctx,
            title,
            [(f.label, f) for f in fields],
            hint=_("Enter: OK     Esc: Cancel"),
            show_buttons=False,
            ok=_("OK"),
            cancel=_("Cancel"),
            check=lambda: on_ok(self),
        )


class ListDialog(kit.Dialog):
    """A list to choose from: UP/DOWN move (round the ends), a letter jumps, ENTER selects, SPACE does
    the list's extra action; either may answer with a sentence."""

    def __init__(
        self,
        ctx: Context,
        title: str,
        items: Sequence[str],
        on_select: Callable[[int], str | None],
        *,
        on_space: Callable[[int], str | None] | None = None,
        hint: str = "",
        current: int = 0,
    ) -> None:
        self.list = kit.ListBox(items, current, on_choose=on_select, rows=max(1, len(items)), wrap=True, width=140)
        buttons = []
        if on_space is not None:
            buttons.append(kit.Button(_("Other"), lambda: on_space(self.list.index), shortcut=pygame.K_SPACE))
        super().__init__(
            ctx, title, [self.list], buttons, hint=hint or _("Enter: choose     Esc: cancel"), show_buttons=False
        )

    @property
    def items(self) -> list[str]:
        return self.list.items


#: the histogram in the player statistics: as wide as the dialog's text, a quarter of the screen high
CHART_WIDTH, CHART_HEIGHT = 200, 40


class StatsDialog(MessageDialog):
    """Player statistics (Psion-P): all-time first, then this series; ENTER shows the next current player.
    ``shell`` is the look's kit Shell: its session, and the records read through it."""

    def __init__(self, ctx: Context, shell: Any) -> None:
        self.shell = shell
        session = self.session = shell.session
        self.seat = session.state.current if not session.state.is_over else 0
        super().__init__(ctx, "", [], width=210)
        self.buttons[0].default = False  # OK stays the button ESC and SPACE press
        self.buttons.insert(0, kit.Button(_("Next"), self.next_player, default=True))
        several = len(session.players) > 1
        # YNOT's addition: the player's scores as a histogram, and V (as Psion-V) reviews the last game
        self.buttons.insert(1, kit.Button(_("Review last game"), self.review, shortcut=pygame.K_v))
        self.hint = _("Enter: next player   V: review last game   Esc: back") if several else _(
            "V: review last game     Esc: back")
        self.chart = ChartRow(lambda seat: player_chart(shell, session.players[seat], CHART_WIDTH, CHART_HEIGHT))
        self.rows.append(("", self.chart))
        self._fill()

    def _fill(self) -> None:
        session = self.session
        name = session.players[self.seat]
        self.title = _("Statistics: {name}").format(name=name)
        self.chart.show(self.seat)
        stats = self.shell.stats(name)
        if stats is None:
            self.set_lines([_("No statistics are available.")])
            return
        a, s = stats.all_time, stats.series
        self.set_lines(
            [
                "\t" + _("All-time") + "\t" + _("Series"),
                _("Games played") + f"\t{a.games}\t{s.games}",
                _("Best score") + f"\t{a.best}\t{s.best}",
                _("Average score") + f"\t{decimal(a.average)}\t{decimal(s.average)}",
            ]
        )

    def next_player(self) -> str | None:
        """ENTER: the next current player's statistics, as the manual's section 9 has it ("Press ENTER in the
        player stats display to toggle between the current players"); playing alone there is no other:
        the window stays, and says so (ESC goes back)."""
        if len(self.session.players) < 2:
            return _("Only one player plays: Esc goes back")
        self.seat = (self.seat + 1) % len(self.session.players)
        self._fill()
        self.layout()
        return None

    def review(self) -> None:
        """V: the coach's review of the last game finished (Psion-V in the game)."""
        self.close()
        self.shell.open_dialog("review")


class StartupScreen(MessageDialog):
    """A start-up screen (``registration.startup_screen``): it goes by itself after ``ms``, or at any key,
    which then does what it does in the game (ENTER starts at once, as if the screen had already gone)."""

    def __init__(self, ctx: Context, title: str, lines: list[str], ms: int) -> None:
        super().__init__(ctx, title, lines, width=300)
        self.timer = Timer()
        self.timer.start(ms, self.close)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            app = self.app
            self.timer.stop()
            self.close()
            under = app.top if app is not None else None
            return under.handle_event(event) if under is not None else True
        return super().handle_event(event)

    def update(self, dt_ms: int) -> None:
        super().update(dt_ms)
        self.timer.update(dt_ms)

    def busy(self) -> bool:
        return self.timer.running
