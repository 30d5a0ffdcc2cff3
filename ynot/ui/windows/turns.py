"""Whose card the window shows, and the end of a turn as the End of Turn option has it: after a score the
scorer's card stays up until "All done?" is answered (Prompt) or a moment has passed (Pause), then the
next player's card and dice come. Once the game is over, TAB or a click on the name shows each card."""

from __future__ import annotations

from typing import Any

import pygame

from ...dice import ExtraTurn, Scored, Undo
from ...i18n import _
from ..kit.timers import Timer
from .menus import dialogs
from .owner import Owner


class TurnEnd:
    """The card on show and the turn that is ending."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        self.shown_player = 0  # whose card is on the screen (the last scorer while a turn ends)
        self.ending = False  # a score was made; the next player waits for Prompt or Pause
        self.pause = Timer()  # the scorer's card stays up this long (End of Turn: Pause)

    def begin(self, current: int) -> None:
        """A game starts or is taken up: ``current``'s card, no turn ending."""
        self.shown_player = current
        self.ending = False
        self.pause.stop()

    def coach_offers_undo(self, sentence: str, events: list[Any]) -> None:
        """The watching coach's word on a costly score, with Undo as the Prompt option's Cancel has it: OK lets
        the turn end (without asking "All done?" again), Undo takes the score back."""
        self.shown_player = next((e.player for e in events if isinstance(e, (Scored, ExtraTurn))),
                                 self.owner.game.state.current)
        self.ending = True
        dialogs().coach_says(self.owner, sentence, on_ok=lambda: self.after_score(events, asked=True),
                             on_undo=self.take_back)

    def after_score(self, events: list[Any], *, asked: bool = False) -> None:
        """After a score: show the scorer's card as the End of Turn option says, then the next player
        (``asked``: the coach's box has already let the turn end)."""
        owner = self.owner
        scorer = next((e.player for e in events if isinstance(e, (Scored, ExtraTurn))), owner.game.state.current)
        self.shown_player = scorer
        seats = owner.flow.seats
        human = not (scorer < len(seats) and seats[scorer])
        choice = owner.setup.end_of_turn
        if choice == "prompt" and human and owner.game.can_undo and not asked:
            self.ending = True
            dialogs().ask_all_done(owner, on_ok=self.next_player, on_cancel=self.take_back)
        elif choice == "pause" or choice == "prompt" and not human and not asked:
            self.ending = True
            self.pause.start(int(owner.skin.settings.get("pause_ms", 2500)), self.next_player)
        else:
            self.next_player()

    def next_player(self) -> None:
        """The turn is over: the next player's card and dice."""
        self.ending = False
        self.pause.stop()
        if self.owner.flow is None:
            return
        self.shown_player = self.owner.game.state.current
        self.owner.board.sync()

    def take_back(self) -> None:
        """Cancel at "All done?": the score is taken back and the turn goes on."""
        self.ending = False
        owner = self.owner
        if owner.act(Undo()):
            board = owner.board
            if board.places.put_back(set(range(5)) - board.in_shaker()):
                board.keep_places()
            self.shown_player = owner.game.state.current
            owner.say(_("The score was taken back: choose again."))

    def game_over(self, winner: int) -> None:
        """The game is over: the winner's card."""
        self.shown_player = winner
        self.ending = False

    def look_at_cards(self, event: pygame.event.Event) -> bool:
        """Once the game is over, TAB (Shift+TAB back) or a click on the player's name shows the next
        player's final card."""
        owner = self.owner
        players = len(owner.game.state.players)
        step = 0
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and owner.board.table.indicator.collidepoint(
                event.pos):
            step = 1
        if not step:
            return False
        if players == 1:
            owner.refuse(_("There is only one card in this game."))
        else:
            self.shown_player = (self.shown_player + step) % players
            owner.sound("click")
        return True
