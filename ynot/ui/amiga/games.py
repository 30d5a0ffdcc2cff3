"""YATCY's games from the selection screen: a new one (the kept one given up), the unfinished one taken up
again (CONTINUE), the same players again (AGAIN), and the line that names the kept game."""

from __future__ import annotations

from typing import Any

from ...core import Session
from ...dice import check_players
from ...dice.rules import RuleSet, get_rules
from ...i18n import _, and_list, ngettext
from ..kit import first_fitting, sentence
from . import messages
from .owner import Owner
from .selection import MAX_PLAYERS, short_rules_label
from .table import GameScreen


class Games:
    """Starting, continuing and replaying games for the look's controller (``owner``)."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner
        #: The unfinished game CONTINUE takes up (the store's SavedGame), or None.
        self.saved: Any = None

    def refresh(self) -> None:
        """Look for an unfinished game this skin can continue (and read the high scores afresh)."""
        self.saved = None
        self.owner.scores.forget()
        if self.owner.store is None:
            return
        saved = self.owner.shell.call(self.owner.store.load_autosave)
        if saved is not None and self.can_continue(saved):
            self.saved = saved

    @staticmethod
    def can_continue(saved: Any) -> bool:
        """Whether YATCY can take up a kept game: one column a player, at most its players, not over."""
        state = saved.game.state
        return not saved.game.is_over and state.rules.columns == 1 and len(state.players) <= MAX_PLAYERS

    def line(self, width: int) -> str:
        """The line naming the kept game, ``width`` pixels at most where it can be: the players by name (their
        count where the names are long), the rules (left out where there is no room) and the turn."""
        if self.saved is None:
            return ""
        state = self.saved.game.state
        names = list(state.players)
        count = ngettext("{count} player", "{count} players", len(names)).format(count=len(names))
        rules, turn = short_rules_label(state.rules.name), state.turn_number()
        wordings = [_("Unfinished: {players}, {rules}, turn {turn}").format(players=who, rules=rules, turn=turn)
                    for who in (and_list(names), count)]
        wordings.append(_("Unfinished: {players}, turn {turn}").format(players=count, turn=turn))
        return first_fitting(self.owner.look.font, width, *wordings)

    def new(self) -> None:
        players = self.owner.choice.players()
        rules = get_rules(self.owner.choice.rules)
        try:
            check_players(players, rules)
        except ValueError as err:
            self.owner.beep()
            self.owner.selection.say(sentence(str(err)))
            return
        self.owner.remember_choice()
        self.start(rules, players, self.owner.choice.seats[: len(players)])

    def start(self, rules: RuleSet, players: list[str], seats: list[str]) -> None:
        """A new game: the one played until now, or kept from last time, is given up."""
        if self.saved is not None and self.owner.store is not None:
            self.owner.shell.call(lambda: self.owner.store.clear_autosave(self.saved.game_id))
            self.saved = None
        session = self.owner.shell.start(rules, players, seats=seats, seed=self.owner.rng.randrange(2**31))
        self.play(session)
        self.owner.sound("select")

    def take_up(self) -> None:
        saved = self.saved
        if saved is None:
            return
        state = saved.game.state
        seed = self.owner.rng.randrange(2**31)
        session = self.owner.shell.resume(state.rules, state.players, max_players=MAX_PLAYERS, seed=seed,
                                          saved=saved,  # the game read for the selection, not read and replayed again
                                          levels=self.owner.levels)
        if session is None:
            self.refresh()
            self.owner.beep()
            self.owner.selection.say(_("That game could not be continued."))
            return
        self.play(session)
        self.owner.sound("select")

    def play(self, session: Session) -> None:
        if self.owner.game_screen is not None:
            self.owner.app.remove(self.owner.game_screen)
        screen = self.owner.game_screen = GameScreen(self.owner, session)
        for notice in session.take_notices():
            screen.messages.tell(messages.said(notice))
        self.owner.app.push(screen)
        if any(screen.seats):  # the computer seats' players built now, saying so while the perfect one's tables load
            if self.owner.app.display.surface is not None:
                screen.messages.status.say(_("Getting the computer players ready..."), 1)
                self.owner.app.present()
                screen.messages.status.clear()
            screen.prepare_computers()

    def again(self) -> None:
        screen = self.owner.game_screen
        if screen is None:
            return
        state = screen.state
        self.start(state.rules, list(state.players), screen.seats)

