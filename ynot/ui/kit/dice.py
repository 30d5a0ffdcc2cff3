"""The dice layer of the turn flow: rolling dice on screen, and the computer's dice moves paced.

:class:`DiceFlow` keeps the :class:`~ynot.ui.dice_view.RollAnimation`, holds back what must wait for the
dice to stop (:meth:`when_landed`: the landing sound, the words naming the throw), and plays a computer
seat as a person with the mouse would: ROLL pressed before the dice go, dice clicked one at a time,
ROLL with none marked to end the rolling (where the look has that), the chosen box lit, then scored.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...core import Session
from ...dice import DiceRolled, Roll, Score, ToggleDie
from ...dice.rules import Category
from ...logs import get_logger
from ..dice_view import RollAnimation
from .controller import PACE_MS, GameFlow, Move

log = get_logger("ynot.ui")

PRESS_MS = 180  # ROLL seen pressed before the computer's dice go
READ_MS = 250  # a lit box stays this much longer than a move, long enough to read


class DiceFlow(GameFlow):
    """A dice game: the flow, the tumbling dice and the computer's paced dice moves."""

    def __init__(
        self,
        session: Session,
        *,
        anim: RollAnimation,
        audio: Any = None,
        pace_ms: int = PACE_MS,
        animation_on: Callable[[], bool] = lambda: True,
        scene: Any = None,
    ) -> None:
        self.anim = anim
        self.animation_on = animation_on
        self.hand = ComputerHand(self)
        self._players: dict[str, Any] = {}
        self._still()
        super().__init__(session, audio=audio, pace_ms=pace_ms, scene=scene)

    def use(self, session: Session) -> None:
        """Play ``session``'s game (see :meth:`GameFlow.use`): the dice still, nothing waiting for them."""
        if self.session is not None and getattr(self.session, "rules", None) != getattr(session, "rules", None):
            self._players = {}  # computer players know the rules they were built for
        super().use(session)
        if self.anim.active:
            self.anim.finish()
        self._still()

    def _still(self) -> None:
        self.last_faces: tuple[int, ...] = (0,) * 5
        self.aiming: Category | None = None  # the box a computer seat points at
        self.ending = False  # a computer seat is pressing ROLL with no die marked
        self._landed: list[Callable[[], None]] = []

    # --- the dice on screen ------------------------------------------------------------------------
    def faces(self) -> tuple[int, ...]:
        """The faces to draw now: tumbling, thrown, or (a finished game) the last thrown; 0 is blank."""
        dice = self.state.dice
        if dice is None:
            return self.last_faces if self.game.is_over else (0,) * 5
        if self.anim.active:
            return tuple(self.anim.face(i) for i in range(5))
        return dice.faces

    def when_landed(self, then: Callable[[], None]) -> None:
        """Run ``then`` once the dice have stopped (at once if they are still)."""
        if self.anim.active:
            self._landed.append(then)
        else:
            then()

    def land_now(self) -> None:
        """Stop the dice at once (a key or a click while they roll)."""
        if self.anim.active:
            self.anim.finish()
            self._all_landed()

    def _all_landed(self) -> None:
        waiting, self._landed = self._landed, []
        for then in waiting:
            then()

    def update_dice(self, dt_ms: int) -> None:
        """Time passes for the dice; each one landing calls :meth:`die_landed`."""
        if not self.anim.active:
            return
        if self.anim.update(dt_ms):
            self.die_landed()
        if not self.anim.active:
            self._all_landed()

    def throw(self, event: DiceRolled) -> None:
        """Dice were thrown: tumble them when the animation is on."""
        self.last_faces = event.dice.faces
        if self.animation_on():
            self.anim.start(event.rolled, event.dice.faces)

    def after_events(self, events: list[Any]) -> None:
        for event in events:
            if isinstance(event, DiceRolled):
                self.throw(event)
            self.dice_event(event)

    def dice_event(self, event: Any) -> None:
        """One event of a move, for the look (sounds, words); dice thrown are already tumbling."""

    def die_landed(self) -> None:
        """One die has stopped (the Amiga knocks for each)."""

    # --- the computer's seat -------------------------------------------------------------------------
    def computer_waits(self) -> bool:
        return super().computer_waits() or self.anim.active

    def computer_player(self, level: str) -> Any:
        """The Player of a level of the session's game (its kind's registry of levels), made once."""
        found = self._players.get(level)
        if found is None:
            found = self._players[level] = self.session.kind.computer(level, self.session.rules)
        return found

    def prepare_computers(self) -> None:
        """Build every computer seat's player now (the perfect player's tables can take a moment the
        first time), so the game does not stall in the middle of a turn."""
        for level in set(self.seats) - {""}:
            try:
                self.computer_player(level)
            except Exception:
                log.exception("the %s computer player could not be built", level)

    def ends_rolling(self) -> bool:
        """Whether this look ends the rolling with ROLL and no die marked before a box is clicked."""
        return False

    def rolling_ended(self) -> bool:
        return False

    def end_rolling(self) -> None:
        """ROLL with no die marked: the look's own state (only where :meth:`ends_rolling`)."""

    def press_roll(self, ms: int) -> None:
        """Show ROLL pressed for ``ms`` (the computer is about to roll)."""

    def next_computer_move(self) -> Move | None:
        return self.hand.next_move()

    def update_flow(self, dt_ms: int) -> None:
        if not self.computer_turn():
            self.aiming = None
            self.ending = False
        super().update_flow(dt_ms)


class ComputerHand:
    """A computer seat's dice moves, made as a person with the mouse would: a die clicked at a time,
    ROLL shown pressed before the dice go, ROLL with none marked to end the rolling (where the look has
    that), the chosen box lit, then scored; the suggested box when the engine's move cannot be made."""

    def __init__(self, flow: DiceFlow) -> None:
        self.flow = flow

    def next_move(self) -> Move | None:
        flow = self.flow
        state = flow.state
        try:
            seat = flow.current_seat()
            action = flow.computer_player(flow.seats[seat]).choose(flow.game, seat, flow.session.rng)
        except Exception:  # the engine failing must not stop the game: take the suggested box
            log.exception("the computer player failed")
            action = self.fallback()
        pace = flow.pacer.pace_ms
        if isinstance(action, ToggleDie):
            return Move(lambda: self.click(action), then_ms=pace // 2)
        if isinstance(action, Roll) and (state.roll_number == 0 or state.marks):
            return Move(lambda: flow.act(action, quiet=True) or self.fallback_now(), self.pressing, PRESS_MS, pace)
        if isinstance(action, Score):
            if flow.ends_rolling() and 0 < state.roll_number < 3 and not flow.rolling_ended():
                return Move(self.end_rolling, self.pressing_to_end, PRESS_MS, pace + READ_MS)
            return Move(lambda: self.score(action), lambda: self.aim(action.category), pace + READ_MS, pace)
        return Move(self.fallback_now, then_ms=pace)

    def click(self, action: ToggleDie) -> None:
        self.flow.sound("click")
        self.flow.act(action, quiet=True)

    def pressing(self) -> None:
        self.flow.press_roll(PRESS_MS)

    def pressing_to_end(self) -> None:
        self.flow.ending = True
        self.flow.press_roll(PRESS_MS)

    def end_rolling(self) -> None:
        self.flow.ending = False
        self.flow.sound("click")
        self.flow.end_rolling()

    def aim(self, category: Category) -> None:
        self.flow.aiming = category

    def score(self, action: Score) -> None:
        self.flow.aiming = None
        if not self.flow.act(action, quiet=True):
            self.fallback_now()

    def fallback(self) -> Roll | Score:
        """The suggested box (or the first roll) when the engine's move cannot be made."""
        suggestion = self.flow.game.suggested()
        if suggestion is None:
            return Roll()
        return Score(suggestion.category, suggestion.column)

    def fallback_now(self) -> None:
        self.flow.aiming = None
        self.flow.act(self.fallback(), quiet=True)
