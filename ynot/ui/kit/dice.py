"""The dice layer of the turn flow: rolling dice on screen, and the computer's dice moves paced.

:class:`DiceFlow` keeps the :class:`~ynot.ui.dice_view.RollAnimation`, holds back what must wait for the
dice to stop (:meth:`when_landed`: the landing sound, the words naming the throw), and plays a computer
seat as a person with the mouse would: ROLL pressed before the dice go, dice clicked one at a time,
ROLL with none marked to end the rolling (where the look has that), the chosen box lit, then scored.

It knows the game only through its kind's dice (:class:`ynot.core.dice_terms.DiceTerms`): how many dice,
their faces, the marks, the actions that throw and mark. A look says what a click on a die means
(:class:`Marking`): the game marks the dice to throw again; a look whose player keeps dice (HOLD) has
them kept here, and the flow marks the others just before it throws.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum
from typing import Any

from ...core import Session
from ...core.coaching import Remark
from ...core.dice_terms import DiceTerms
from ...i18n import _
from ...logs import get_logger
from ..dice_view import RollAnimation
from .coaching import Coaching
from .controller import PACE_MS, GameFlow, Move

log = get_logger("ynot.ui")

PRESS_MS = 180  # ROLL seen pressed before the computer's dice go
READ_MS = 250  # a lit box stays this much longer than a move, long enough to read
HELD_KEY = "held"  # where a HOLD look's kept dice are saved with the game


class Marking(Enum):
    """What a click on a die does in a look."""

    #: It marks the die to be thrown again (the Psion's SPACE, the Amiga's click, Windows' drag to the shaker).
    REROLL = "reroll"
    #: It keeps the die out of the next throw; the dice not kept are thrown.
    HOLD = "hold"


class DiceFlow(GameFlow):
    """A dice game: the flow, the tumbling dice and the computer's paced dice moves. A look sets
    :attr:`marking` and uses :meth:`click_die`, :meth:`roll_dice` and :meth:`marked_dice` for its dice."""

    #: What a click on a die does in this look.
    marking = Marking.REROLL
    #: The coach at the table (the look's shell's :class:`~.coaching.Coaching`); None: no coach watches.
    coaching: Coaching | None = None
    #: The watching coach's remark on the move being made, while its events are handled (a look's hook may
    #: take it with :meth:`take_remark`, to tell it its own way: Windows' "All done?"); else it goes to
    #: :meth:`coach_says` once the move is made.
    coach_remark: Remark | None = None

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
        self.terms: DiceTerms | None = None
        #: The dice a HOLD look's player keeps out of the next throw.
        self.held: set[int] = set()
        self._still()
        super().__init__(session, audio=audio, pace_ms=pace_ms, scene=scene)

    def use(self, session: Session) -> None:
        """Play ``session``'s game (see :meth:`GameFlow.use`): the dice still, nothing waiting for them."""
        if self.session is not None and getattr(self.session, "rules", None) != getattr(session, "rules", None):
            self._players = {}  # computer players know the rules they were built for
        self.terms = session.kind.part("dice")
        self.anim.sides = self.terms.sides
        super().use(session)
        if self.anim.active:
            self.anim.finish()
        self._still()
        kept = session.extra.get(HELD_KEY)
        count = self.dice_count()
        self.held = {i for i in kept if isinstance(i, int) and 0 <= i < count} if isinstance(kept, list) else set()

    def _still(self) -> None:
        self.last_faces: tuple[int, ...] = (0,) * self.dice_count()
        self.aiming: Any = None  # the box a computer seat points at
        self.ending = False  # a computer seat is pressing ROLL with no die marked
        self._landed: list[Callable[[], None]] = []

    # --- the dice on screen ------------------------------------------------------------------------
    def dice_count(self) -> int:
        """How many dice lie on the table (the game's kind says; none before a game)."""
        return self.terms.count(self.state) if self.terms is not None and self.session is not None else 0

    def faces(self) -> tuple[int, ...]:
        """The faces to draw now: tumbling, thrown, or (a finished game) the last thrown; 0 is blank."""
        shown = self.terms.faces(self.state)
        if shown is None:
            return self.last_faces if self.game.is_over else (0,) * self.dice_count()
        if self.anim.active:
            return tuple(self.anim.face(i) for i in range(len(shown)))
        return shown

    def marked_dice(self) -> frozenset[int]:
        """The dice a look shows marked: to be thrown again (REROLL), or kept (HOLD)."""
        if self.marking is Marking.HOLD:
            return frozenset(self.held)
        return self.terms.marked(self.state)

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

    def after_events(self, events: list[Any]) -> None:
        for event in events:
            thrown = self.terms.thrown(event)
            if thrown is not None:
                positions, faces = thrown
                self.last_faces = faces
                if self.animation_on():
                    self.anim.start(positions, faces)
            self.dice_event(event)
        if self.held and self.terms.faces(self.state) is None:
            self.keep_held(set())  # a new turn: nothing is kept

    def dice_event(self, event: Any) -> None:
        """One event of a move, for the look (sounds, words); dice thrown are already tumbling."""

    def die_landed(self) -> None:
        """One die has stopped (the Amiga knocks for each)."""

    # --- the watching coach ------------------------------------------------------------------------------
    def act(self, action: Any, *, quiet: bool = False) -> bool:
        """As :meth:`GameFlow.act`; a person's decision is first judged by the watching coach (the Coach
        option), whose remark is told once the move is made."""
        remark = None
        if not quiet and self.coaching is not None and self.session is not None and not self.computer_turn():
            remark = self.coaching.judge(self.game, action)
        outer, self.coach_remark = self.coach_remark, remark
        try:
            done = super().act(action, quiet=quiet)
        finally:
            left, self.coach_remark = self.coach_remark, outer
        if done and left is not None:
            self.coach_says(left)
        return done

    def take_remark(self) -> Remark | None:
        """The watching coach's remark on the move being made, taken (the look tells it now)."""
        remark, self.coach_remark = self.coach_remark, None
        return remark

    def coach_says(self, remark: Remark) -> None:
        """The watching coach's remark on a decision just made: the look tells it its own way."""

    # --- the player's dice, in the look's sense of a click --------------------------------------------
    def click_die(self, index: int) -> bool:
        """A click on die ``index``: marked to be thrown again, or (HOLD) kept or let go. True if done; a
        click the game does not allow now is refused with its sentence."""
        toggle = self.terms.toggle(index)
        if self.marking is Marking.REROLL:
            return self.act(toggle)
        if toggle not in self.game.legal_actions():
            return self.act(toggle)  # refused, in the game's words
        self.keep_held(self.held ^ {index})
        return True

    def roll_dice(self, *, quiet: bool = False) -> bool:
        """Throw: every die at a turn's start, else those marked (HOLD: those not kept). True if thrown."""
        if self.marking is Marking.HOLD and self.terms.faces(self.state) is not None:
            wanted = set(range(self.dice_count())) - self.held
            if not wanted:
                if not quiet:
                    self.refuse(_("Every die is kept: let one go to throw it again, or choose a box."))
                return False
            for index in sorted(wanted ^ self.terms.marked(self.state)):
                if not self.act(self.terms.toggle(index), quiet=quiet):
                    return False
        return self.act(self.terms.roll(), quiet=quiet)

    def keep_held(self, held: set[int]) -> None:
        """The dice a HOLD look's player keeps, saved with the game."""
        self.held = set(held)
        self.session.extra[HELD_KEY] = sorted(self.held)
        if not self.held:
            self.session.extra.pop(HELD_KEY, None)
        self.session.save()

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

    def must_end_rolling(self) -> bool:
        """Whether, now, the rolling must be ended (ROLL with no die marked) before a box is scored: a look
        where that is a move of its own says so (the Amiga); :meth:`end_rolling` does it."""
        return False

    def end_rolling(self) -> None:
        """ROLL with no die marked: the look's own state (only where :meth:`must_end_rolling`)."""

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
    that), the chosen box lit, then scored; the game's fallback when the engine's move cannot be made.
    In a HOLD look it keeps the dice the engine would not throw, one click at a time."""

    def __init__(self, flow: DiceFlow) -> None:
        self.flow = flow
        self.clicks: list[int] = []  # HOLD: the dice still to be kept or let go before the throw

    def choose(self) -> Any:
        flow = self.flow
        try:
            seat = flow.current_seat()
            return flow.computer_player(flow.seats[seat]).choose(flow.game, seat, flow.session.rng)
        except Exception:  # the engine failing must not stop the game: take the game's fallback
            log.exception("the computer player failed")
            return flow.terms.fallback(flow.game)

    def next_move(self) -> Move | None:
        flow = self.flow
        terms = flow.terms
        pace = flow.pacer.pace_ms
        if self.clicks:
            index = self.clicks.pop(0)
            return Move(lambda: self.hold(index), then_ms=pace // 2)
        action = self.choose()
        if terms.toggled(action) is not None and flow.marking is Marking.HOLD:
            return self.plan_holds(action)
        if terms.toggled(action) is not None:
            return Move(lambda: self.click(action), then_ms=pace // 2)
        if terms.rolls(action):
            return Move(lambda: flow.roll_dice(quiet=True) or self.fallback_now(), self.pressing, PRESS_MS, pace)
        box = terms.aims(action)
        if box is not None:
            if flow.must_end_rolling():
                return Move(self.end_rolling, self.pressing_to_end, PRESS_MS, pace + READ_MS)
            return Move(lambda: self.score(action), lambda: self.aim(box), pace + READ_MS, pace)
        return Move(self.fallback_now, then_ms=pace)

    def plan_holds(self, action: Any) -> Move | None:
        """HOLD: the engine's marks made at once (they are what the throw needs), then shown as a person
        keeps dice: each die whose keeping changes clicked in turn."""
        flow = self.flow
        terms = flow.terms
        for _step in range(2 * flow.dice_count() + 1):  # an engine marks each die at most once a throw
            if terms.toggled(action) is None or not flow.act(action, quiet=True):
                break
            action = self.choose()
        kept = set(range(flow.dice_count())) - terms.marked(flow.state)
        self.clicks = sorted(kept ^ flow.held)
        if self.clicks:
            return self.next_move()
        pace = flow.pacer.pace_ms
        return Move(lambda: flow.roll_dice(quiet=True) or self.fallback_now(), self.pressing, PRESS_MS, pace)

    def hold(self, index: int) -> None:
        self.flow.sound("click")
        self.flow.keep_held(self.flow.held ^ {index})

    def click(self, action: Any) -> None:
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

    def aim(self, box: Any) -> None:
        self.flow.aiming = box

    def score(self, action: Any) -> None:
        self.flow.aiming = None
        if not self.flow.act(action, quiet=True):
            self.fallback_now()

    def fallback_now(self) -> None:
        self.flow.aiming = None
        self.clicks = []
        self.flow.act(self.flow.terms.fallback(self.flow.game), quiet=True)
