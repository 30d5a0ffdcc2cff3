"""The turn flow of the Macintosh look, on the kit's :class:`GameFlow`: your actions and the computer's
applied through the session, the computer paced so a person can follow it (the kit's pacer), every event
told on the message line, the end of a hand held on the table until you go on, the end of the game.

Its parts: :class:`~.seating.TableGames` deals and takes up games, :class:`~.sharing.SharedMac` passes the
machine between people, :class:`~.person.PersonMoves` are your moves, :class:`~.words.TableWords` the
sentences about your tiles, :class:`~.slides.Slides` the tiles sliding into place."""

from __future__ import annotations

import random
from typing import Any

from ...dominoes.view import Pair as Tile
from ...dominoes.view import TableView
from ...i18n import _
from ...logs import get_logger
from ..collector import between_games
from ..kit import MessageBox
from ..kit.controller import GameFlow, Move
from . import port
from .owner import Owner
from .person import PersonMoves
from .seating import TableGames
from .sharing import SharedMac
from .slides import Slides
from .words import TableWords

log = get_logger("ynot.ui")

SCORE_PAUSE_MS = 700  # a score stays a little longer on the message line before the next move


class TurnFlow(GameFlow):
    """Applies actions, paces the computers and keeps the message line. The session comes with the first
    game (``games.start_game`` or ``games.resume``). The table has two to four seats, each a person or a
    computer (the look's options); the screen shows the hand of ``sharing.viewer``, the person playing now,
    and between two people's turns hides every hand until the next one clicks (``sharing.handover``)."""

    def __init__(self, owner: Owner, *, store: Any, seed: int | None) -> None:
        self.pace_ms = int(owner.skin.settings.get("computer_pace_ms", 900))
        super().__init__(None, audio=owner.audio, pace_ms=self.pace_ms, scene=owner)
        self.owner = owner
        self.store = store
        self.rng = random.Random(seed)
        self.games = TableGames(self, tuple(getattr(getattr(store, "options", None), "players", ()) or ()))
        self.names: tuple[str, ...] = self.games.first_names()
        self.sharing = SharedMac(self)  # whose hand shows; the machine passed between people
        self.words = TableWords(self)  # the sentences about your tiles
        self.person = PersonMoves(self)  # the moves of the person whose hand shows
        self.slides = Slides(owner, int(owner.skin.settings.get("slide_ms", 260)))
        self.message = ""
        self._acting: tuple[TableView, int | None, int | None] | None = None  # before, seat, hand index
        self.scored = False  # the last move scored: the computer waits a little longer
        self._notices: list[str] = list(getattr(store, "notices", []) or [])
        if store is not None and self._notices:
            store.notices.clear()

    # --- the game --------------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def over(self) -> bool:
        return bool(self.game.is_over)

    def in_progress(self) -> bool:
        """A game with something played that is not over."""
        if self.session is None or self.over:
            return False
        view = self.view()
        return view.spinner is not None or any(view.scores) or len(self.game.history) > 1

    def take_notices(self) -> list[str]:
        notices, self._notices = self._notices, []
        notices += list(getattr(self.session, "notices", []) or [])
        if self.session is not None and getattr(self.session, "notices", None):
            self.session.notices.clear()
        return notices

    # --- reading -------------------------------------------------------------------------------------
    def view(self) -> TableView:
        return port.view(self.game, self.names, self.sharing.viewer, self.sharing.hiding)

    def turn(self) -> int | None:
        return port.turn(self.game)

    def hint(self) -> None:
        """The coach on the message line: what the hard computer would play for you now, and why."""
        if self.turn() != self.sharing.viewer or self.sharing.handover is not None or self.over:
            self.refuse(_("A hint is given on your turn."))
            return
        text = port.hint_text(self.game)
        if self.owner.screen.message_fits(text):
            self.say(text)
        else:  # the reasons run past the message line: they are shown whole, in a box as System 7 would
            self.owner.app.push(MessageBox(self.owner.ctx, _("Hint"), text))

    def fits(self, tile: Tile) -> list[str]:
        if self.turn() is None:
            return []
        return port.fits(self.game, tile)

    def waiting_for_next_hand(self) -> bool:
        return port.hand_over(self.game)

    # --- messages -------------------------------------------------------------------------------------
    def say(self, text: str) -> None:
        self.message = text

    def refuse(self, sentence: str, action: Any = None) -> bool:
        """A refused move: the beep, and the reason on the message line."""
        self.owner.beep()
        self.say(port.in_look_words(sentence))
        return True

    def beep(self) -> None:
        self.owner.beep()

    def sound(self, name: str) -> None:
        self.owner.sound(name)

    def set_level(self, level: str) -> None:
        """The computers play at ``level`` from their next move (kept in the records' computer mark)."""
        if self.session is not None:
            self.seats = [level if seat else "" for seat in self.seats]

    # --- applying -------------------------------------------------------------------------------------
    def act(
        self,
        action: Any,
        seat: int | None = None,
        hand_index: int | None = None,
        *,  # type: ignore[override]
        quiet: bool = False,
    ) -> bool:
        """Apply ``action`` for ``seat`` (the hand tile it came from, for the slide); a refusal is told with
        a beep and changes nothing."""
        self._acting = (self.view(), seat, hand_index)
        try:
            made = super().act(action, quiet=quiet)
        finally:
            self._acting = None
        if made and seat == self.sharing.viewer:
            pointing = self.owner.pointing
            pointing.chosen = pointing.aim = None
        if made:
            self.sharing.pass_on()
        return made

    def show_notices(self, notices: list[str]) -> None:
        self.say(" ".join([self.message, *notices]).strip())

    def after_events(self, events: list[Any]) -> None:
        """Every event told on the message line, with its sound; the tile played slides into place."""
        before, seat, hand_index = self._acting or (self.view(), None, None)
        told = port.announce(events, self.names, self.sharing.you(), self.game.rules, self.sharing.drawer())
        texts = [item.text for item in told]
        played = next((item.played for item in told if item.played is not None), None)
        sounds = [item.sound for item in told if item.sound]
        for name in ("gameover", "bonus", "score", "land", "roll", "click"):
            if name in sounds:
                self.owner.sound(name)
                break
        if self.over:
            texts.append(_("Choose New Game from the File menu to play again."))
        elif self.waiting_for_next_hand():
            texts.append(_("Click or press a key for the next hand."))
        self.say(" ".join(texts))
        view = self.view()
        if view.hand and any(item.drew and item.seat == self.sharing.viewer for item in told):
            self.owner.screen.show_hand_tile(view, len(view.hand) - 1)  # the tile drawn comes into sight
        if self.owner.options.animation:
            self.slides.slide(before, seat, played, hand_index, any(item.drew for item in told))
        self.scored = any(item.points for item in told)

    # --- the computer (the kit's pacer times it) -------------------------------------------------------
    def computer_turn(self) -> bool:
        turn = self.turn()
        return turn is not None and bool(self.seats[turn])

    def computer_waits(self) -> bool:
        """The computer waits while a tile slides (and, as the kit has it, while a dialog or menu is open)."""
        return super().computer_waits() or self.slides.moving()

    def next_computer_move(self) -> Move | None:
        if not self.computer_turn():
            return None
        return Move(self.computer_moves, then_ms=self.pace_ms)

    def computer_moves(self) -> None:
        """The computer's move now; after a score the next waits a little longer."""
        seat = self.turn()
        if seat is None or not self.seats[seat]:
            return
        action = port.computer_move(self.game, self.seats[seat], self.rng, seat)
        if not self.act(action, seat, quiet=True):
            log.error("the computer chose an illegal move: %r", action)
        elif self.scored:
            self.pacer.wait_ms += SCORE_PAUSE_MS

    def next_hand(self) -> None:
        """Deal the next hand (after you have seen how the last one ended)."""
        self.slides.finish()
        between_games()  # a hand is a game's round: the last one's leftovers go
        self.act(port.deal())

    # --- time ------------------------------------------------------------------------------------------
    def update(self, dt_ms: int) -> None:
        self.slides.update(dt_ms)
        self.update_flow(dt_ms)

    def busy(self) -> bool:
        return self.slides.moving() or self.flow_busy()
