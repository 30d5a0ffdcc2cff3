"""The game screen's words: the help bar at the bottom (what to do now, or for a while the reason a click
was refused) and the message box on the right, whose last lines of news are kept with the game."""

from __future__ import annotations

from ...i18n import _, ngettext
from ..kit import StatusLine, fit_text
from .owner import GameTable

SAY_MS = 2600  # a refusal stays this long in the help bar
NEWS_KEPT = 8  # lines of news the message box keeps (and the autosave with it)


class TableMessages:
    """The help bar's line (``status``) and the message box's ``news``."""

    def __init__(self, screen: GameTable, news: list[str]) -> None:
        self.screen = screen
        self.status = StatusLine(self.advice, ms=SAY_MS)
        self.news = news[-NEWS_KEPT:]

    def say(self, text: str, *, beep: bool = True) -> bool:
        """A refusal: the reason in the help bar for a while, and the error beep."""
        screen = self.screen
        if screen.look.font.line_width(text) > screen.look.help_room(screen.skin.canvas[0]):
            self.tell(text)  # too long for the help bar: the whole reason goes in the message box
            text = _("Not now: the reason is in the message box on the right.")
        self.status.say(text)
        if beep:
            screen.beep()
        return True

    def tell(self, line: str) -> None:
        """A line of news in the message box (kept with the game)."""
        self.news.append(line)
        del self.news[:-NEWS_KEPT]
        self.screen.session.extra["news"] = list(self.news)

    def advice(self) -> str:
        """What to do now, in the help bar when nothing else is said."""
        screen = self.screen
        state = screen.state
        if state.is_over:
            return _("Game over! AGAIN plays again with these players; MENU or ESC to choose.")
        name = fit_text(screen.look.font, screen.name(), 80)
        if screen.computer_turn():
            return _("{name} (computer) is playing: watch, or press ESC to leave the game.").format(name=name)
        if screen.anim.active:
            return _("The dice are rolling...")
        if state.roll_number == 0:
            return _("{name}: click ROLL to throw the dice.").format(name=name)
        if screen.must_score():
            return _("{name}: click a free box on your card to score these dice.").format(name=name)
        if state.marks:
            count = len(state.marks)
            return ngettext(
                "ROLL throws the die that vanished; click a gap to bring one back.",
                "ROLL throws the {count} dice that vanished; click a gap to bring one back.",
                count,
            ).format(count=count)
        left = 3 - state.roll_number
        return _("Click dice to throw again, then ROLL ({left} left); ROLL now keeps them all.").format(left=left)
