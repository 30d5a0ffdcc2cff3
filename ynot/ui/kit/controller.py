"""The turn flow every look shares, in two layers.

:class:`GameFlow` knows no game: it applies a player's Actions through the session (a refusal becomes
the look's beep and sentence), closes each player's game and the whole game into the records (the
store's notices go to the look), and plays the computer's seats at a pace a person can follow (each
:class:`Move` is first shown, then made). The dominoes look uses it as it is.

:class:`DiceFlow` adds what every dice look shares: the tumbling dice (sounds and words wait until they
have stopped), the last faces thrown, and the computer's dice moves made as a person with the mouse
would (press ROLL, click dice, end the rolling, point at a box, score).

A look's game scene inherits one of them, maps its input to Actions (``act``) and draws a read-only view;
it overrides the hooks it needs (``refuse``, ``after_events``, ``player_finished``, ``game_over``, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ...core import IllegalMove, Session
from ...logs import get_logger
from ..collector import between_games
from ..scene import Scene
from .feedback import Feedback
from .timers import Timer

log = get_logger("ynot.ui")

PACE_MS = 650  # a computer seat's moves, this far apart


@dataclass
class Move:
    """One move of a computer seat: ``show`` it (ROLL pressed, a box lit), wait ``show_ms``, ``do`` it,
    then wait ``then_ms`` before the next one."""

    do: Callable[[], object]
    show: Callable[[], None] | None = None
    show_ms: int = 0
    then_ms: int = PACE_MS


class Pacer:
    """Times the computer's moves in real time (a kit :class:`Timer`): nothing happens while the look
    makes it wait."""

    def __init__(self, pace_ms: int = PACE_MS) -> None:
        self.pace_ms = pace_ms
        self.wait = Timer()
        self.wait.start(pace_ms)
        self.pending: Move | None = None

    @property
    def wait_ms(self) -> int:
        """Milliseconds until the next step."""
        return self.wait.left_ms

    @wait_ms.setter
    def wait_ms(self, ms: int) -> None:
        self.wait.start(ms)

    def reset(self) -> None:
        self.pending = None
        self.wait.start(self.pace_ms)

    def update(self, dt_ms: int, plan: Callable[[], Move | None]) -> None:
        self.wait.update(dt_ms)
        if self.wait.running:
            return
        if self.pending is not None:
            move, self.pending = self.pending, None
            move.do()
            self.wait.start(move.then_ms)
            return
        move = plan()
        if move is None:
            self.wait.start(self.pace_ms)
            return
        if move.show is not None:
            move.show()
        if move.show_ms > 0:
            self.pending = move
            self.wait.start(move.show_ms)
        else:
            move.do()
            self.wait.start(move.then_ms)


class GameFlow(Feedback):
    """A game played through a :class:`Session`, by people and by paced computer seats.

    ``scene`` is the Scene the game is shown in (the flow itself when it is one): while another scene
    (a dialog, a menu) lies on top of it, the computer waits. A look that starts without a game gives
    ``session=None`` and hands each new or resumed game to :meth:`use`. The seats are the session's
    (:attr:`Session.seats`): the flow reads them there.
    """

    def __init__(
        self,
        session: Session | None,
        *,
        audio: Any = None,
        pace_ms: int = PACE_MS,
        scene: Scene | None = None,
    ) -> None:
        self.audio = audio
        self.pacer = Pacer(pace_ms)
        self.beeps = 0  # error beeps given (tests read it)
        self.flow_scene = scene
        self.session: Any = None
        self._closed_seats: set[int] = set()
        if session is not None:
            self.use(session)

    def use(self, session: Session) -> None:
        """Play ``session``'s game from now on (a new game or one resumed), with its seats; the pacing
        afresh."""
        self.session = session
        self.pacer.reset()
        self._closed_seats = {p for p in range(len(session.players)) if session.game.finished(p)}

    @property
    def seats(self) -> list[str]:
        """Per seat: "" a person, else a computer player's level: the session's seats."""
        return list(self.session.seats) if self.session is not None else []

    @seats.setter
    def seats(self, seats: Sequence[str]) -> None:
        self.session.seats = seats

    # --- reading ---------------------------------------------------------------------------------
    @property
    def game(self) -> Any:
        return self.session.game

    @property
    def state(self) -> Any:
        return self.session.game.state

    def current_seat(self) -> int:
        """Whose turn it is (every game names it ``current``)."""
        return int(self.game.current)

    def computer_turn(self) -> bool:
        """A computer seat is to move."""
        return self.session is not None and not self.game.is_over and bool(self.session.seats[self.current_seat()])

    # --- playing ---------------------------------------------------------------------------------
    def act(self, action: Any, *, quiet: bool = False) -> bool:
        """Apply ``action`` through the session; True if made. A refusal goes to :meth:`refuse` (or,
        ``quiet``, only to the log: a computer's move falls back to another)."""
        try:
            events = self.session.apply(action)
        except IllegalMove as err:
            if quiet:
                log.info("computer move refused: %s", err)
            else:
                self.refuse(str(err), action)
            return False
        self.after_events(events)
        # a move taken back (Undo) may reopen a player's game: it is closed again when it ends again
        self._closed_seats = {seat for seat in self._closed_seats if self.game.finished(seat)}
        over = self.game.is_over
        for seat in range(len(self.session.players)):
            if seat not in self._closed_seats and self.game.finished(seat):
                self._closed_seats.add(seat)
                self.player_finished(seat, self.session.finish_player(seat), over)
        if over:
            self.game_over()
        else:
            self.turn_goes_on(events)
        notices = self.session.take_notices()
        if notices:
            self.show_notices(notices)
        return True

    def new_game(self) -> None:
        """Another game for the same players (a finished series starts again)."""
        between_games()
        self.session.next_game()
        self.game_started()

    def game_started(self) -> None:
        """A fresh game is in the session: forget the last one's finished seats."""
        self._closed_seats = set()
        self.pacer.reset()

    def update_flow(self, dt_ms: int) -> None:
        """Time passes: the computer seat moves, unless the look makes it wait or a dialog is open."""
        if not self.computer_turn():
            self.pacer.reset()
            return
        if not (self.covered() or self.computer_waits()):
            self.pacer.update(dt_ms, self.next_computer_move)

    def covered(self) -> bool:
        """Another scene (a dialog, a menu) lies on top of the game's: the game stands still."""
        scene = self.flow_scene if self.flow_scene is not None else self if isinstance(self, Scene) else None
        app = getattr(scene, "app", None)
        return app is not None and app.top is not scene

    def flow_busy(self) -> bool:
        """The loop must tick: a computer seat is playing."""
        return self.computer_turn()

    # --- hooks a look (or the game's layer) overrides ---------------------------------------------
    def refuse(self, sentence: str, action: Any = None) -> bool:
        """A move was refused: beep and say why (the look shows it its own way)."""
        self.beep()
        return True

    def after_events(self, events: list[Any]) -> None:
        """What the look does with the events of a move it made (sounds, words, animations)."""

    def player_finished(self, seat: int, notices: list[str], game_over: bool) -> None:
        """A player's game is over and counted in the records; ``notices`` are the store's sentences."""

    def game_over(self) -> None:
        """The whole game is over (the session has stored it)."""

    def turn_goes_on(self, events: list[Any]) -> None:
        """After a move that did not end the game."""

    def show_notices(self, notices: list[str]) -> None:
        """Sentences from the store (a result that could not be kept...) to show the player."""

    def computer_waits(self) -> bool:
        """True while the computer must not move: a dialog or menu is open (:meth:`covered`); a look
        adds its own reasons (dice rolling, a tile sliding) and keeps this one with ``super()``."""
        return self.covered()

    def next_computer_move(self) -> Move | None:
        """The computer seat's next move (the game's layer knows how to ask its players)."""
        return None
