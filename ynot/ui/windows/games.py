"""Which game is in the Windows window: a new one for the players the Players dialog checked, with the current
options (the one played until now given up), or the one kept from last time, taken up with its seats and the
order of its dice. A helper of the main window, on its small :class:`~.owner.Owner` protocol."""

from __future__ import annotations

from ...core.session import Session
from ...dice import check_players
from ...i18n import _
from ..kit import sentence
from .flow import WindowsFlow
from .owner import Owner
from .setup import LEVELS


class WindowGames:
    """Starts and takes up the window's games."""

    def __init__(self, owner: Owner) -> None:
        self.owner = owner

    def resume(self) -> bool:
        """Take up the finished game the window showed before it started again for an option, or the Windows
        Yahtzee game kept from last time (any of its rule sets), with its seats."""
        owner = self.owner
        finished = owner.shell.carried(lambda session: session.rules.name == "winzee")
        if finished is not None:  # the window started again for an option just after a game: its final cards
            self.begin(finished)
            owner.turns.game_over(finished.state.winners()[0])
            return True
        if owner.store is None:
            return False
        saved = owner.shell.call(owner.store.load_autosave)
        if saved is None or saved.game.rules.name != "winzee" or saved.game.is_over:
            return False
        session = owner.shell.resume(saved.game.rules, saved.game.state.players, max_players=6,
                                     seed=owner.rng.randrange(2**31), saved=saved,  # not read and replayed again
                                     levels=LEVELS)
        if session is None:
            return False
        places = session.extra.get("places")
        self.begin(session)
        owner.board.restore(places)
        owner.say(_("Your unfinished game is back: play on."))
        return True

    def new_game(self, *, announce: bool = True) -> bool:
        """Start a game for the checked seats with the current options; False (and a sentence) if it
        cannot start. The game played until now is given up."""
        owner = self.owner
        chosen = owner.setup.players()
        names = [name for name, _kind in chosen]
        rules = owner.setup.rules()
        try:
            check_players(names, rules)
        except ValueError as err:
            owner.refuse(sentence(str(err)))
            return False
        seats = [kind for _name, kind in chosen]
        session = owner.shell.start(rules, names, seats=seats, seed=owner.rng.randrange(2**31))
        self.begin(session)
        shown = any(seats) and owner.app is not None and owner.app.display.surface is not None
        if shown:
            owner.say(_("Getting the computer players ready..."))
            owner.app.present()  # the perfect player's tables take a moment the first time
        owner.flow.prepare_computers()
        if shown:
            owner.status_line.clear()
        if announce:
            owner.say(_("A new game: double-click the dice shaker to roll."))
            owner.sound("select")
        return True

    def begin(self, session: Session) -> None:
        """Play ``session``'s game in the window: the dice back in their places, the flow afresh."""
        owner = self.owner
        board = owner.board
        board.places.slots = [None] * 5
        board.drag = None
        board.carry_done()
        board.tumble.faces.finish()
        owner.flow = WindowsFlow(owner, session)
        owner.turns.begin(session.state.current)
        board.sync()
        for notice in session.take_notices():
            owner.say(notice)
