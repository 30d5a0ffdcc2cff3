"""The game screen under the mouse, as the manual tells it: click ROLL; click dice to throw them again
(they disappear), a gap to bring one back; ROLL with no die marked ends the rolling; click a free box on
your card to score. A click at the wrong moment says why in the help bar, with the error beep. The
screen's push buttons (ROLL, AGAIN, MENU) live here too: this is their kit Host."""

from __future__ import annotations

import pygame

from ...dice import Roll, Score, ToggleDie
from ...dice.rules import Category
from ...i18n import _
from ..kit import fit_text
from .owner import GameTable


class TableMouse:
    """Clicks, presses and the pointer's whereabouts on the game screen, made into the game's Actions."""

    def __init__(self, screen: GameTable) -> None:
        self.screen = screen

    # --- the kit's Host, for the push buttons -------------------------------------------------------
    @property
    def style(self):  # noqa: ANN201 - IntuitionStyle, for the kit's buttons
        return self.screen.owner.style

    def refuse(self, sentence: str) -> None:
        self.screen.messages.say(sentence)

    def sound(self, name: str) -> None:
        self.screen.owner.sound(name)

    # --- the mouse ----------------------------------------------------------------------------------
    def mouse(self, event: pygame.event.Event) -> bool:
        """A mouse event on the game screen (the pointer moving, the left button)."""
        screen = self.screen
        if event.type == pygame.MOUSEMOTION:
            screen.hover = self.hover_at(event.pos)
            return True
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and screen.anim.active:
            screen.land_now()  # a click lands the dice at once; it does nothing else
            self.sound("land")
            return True
        for button in screen.buttons:
            if button.visible and (button.held or button.rect.collidepoint(event.pos)):
                return button.mouse(event, self)
        return event.type == pygame.MOUSEBUTTONDOWN and self.press(event.pos)

    def roll_shown_usable(self) -> bool:
        """ROLL is drawn usable while the player can roll, and while a computer seat may press it."""
        screen = self.screen
        return screen.can_roll() or screen.computer_turn() and not screen.must_score()

    def hover_at(self, pos: tuple[int, int]) -> tuple[int, Category] | None:
        screen = self.screen
        hit = screen.layout.hit(pos)
        if hit is None or hit[0] != screen.state.current or not screen.must_score():
            return None
        return hit

    def press(self, pos: tuple[int, int]) -> bool:
        """A click on the table (not on a button): a die or a box on the card."""
        screen = self.screen
        if screen.state.is_over:
            return False
        die = self.die_at(pos)
        if die is not None:
            return self.click_die(die)
        hit = screen.layout.hit(pos)
        if hit is not None:
            return self.click_box(*hit)
        return False

    def die_at(self, pos: tuple[int, int]) -> int | None:
        screen = self.screen
        for index in range(5):
            if screen.panel.die(index).inflate(4, 4).collidepoint(pos):
                return index
        return None

    def computer_plays(self) -> str:
        screen = self.screen
        return _("Wait: {name} is playing.").format(name=fit_text(screen.look.font, screen.name(), 160))

    def wait_for_computer(self) -> bool:
        screen = self.screen
        return screen.messages.say(self.computer_plays())

    def click_roll(self) -> str | None:
        """ROLL: throw the dice, or end the rolling; else the reason it cannot (its button says it)."""
        screen = self.screen
        state = screen.state
        if screen.computer_turn():
            return self.computer_plays()
        if screen.must_score():
            return _("No more rolls: click a free box on your card.")
        if state.roll_number > 0 and not state.marks:
            screen.end_rolling()  # "ROLL without selecting any dice": now the score goes on the card
            self.sound("click")
            return None
        screen.act(Roll())
        return None

    def click_die(self, index: int) -> bool:
        screen = self.screen
        state = screen.state
        if screen.computer_turn():
            return self.wait_for_computer()
        if state.roll_number == 0:
            return screen.messages.say(_("Click ROLL first to throw the dice."))
        if screen.must_score():
            return screen.messages.say(_("No more rolls: click a free box on your card."))
        self.sound("click")
        screen.act(ToggleDie(index))
        return True

    def click_box(self, seat: int, category: Category) -> bool:
        screen = self.screen
        state = screen.state
        if screen.computer_turn():
            return self.wait_for_computer()
        if seat != state.current:
            name = fit_text(screen.look.font, screen.name(seat), 160)
            return screen.messages.say(_("That is {name}'s card; yours has the box round it.").format(name=name))
        if state.roll_number == 0:
            return screen.messages.say(_("Click ROLL first to throw the dice."))
        if state.marks:
            return screen.messages.say(_("Dice are marked to throw again: click ROLL, or click them back first."))
        if not screen.must_score():  # the manual: ROLL without selecting any dice, then the score box
            return screen.messages.say(_("Happy with these dice? Click ROLL with none gone, then the box."))
        playable = any(o.category is category for o in screen.game.score_options())
        if not playable and not state.columns[0].is_free(category):
            return screen.messages.say(_("That box is filled already: choose a free one."))
        screen.act(Score(category, 0))  # a box the rules forbid now is refused with the rules' reason
        return True
