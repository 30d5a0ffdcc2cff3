"""The Windows look's turn flow: the kit's DiceFlow (actions through the session, the records, the
computer's paced moves, the tumbling dice) with this look's hooks: the dice flying out of the shaker
to their places, the rattle and the clatter, End of Turn after a score, and the computer dragging each
die it throws away onto the shaker."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core import Session
from ...dice import BonusAwarded, DiceRolled, ExtraTurn, Roll, Scored, ToggleDie
from ...i18n import _
from ..kit.controller import Move
from ..kit.dice import DiceFlow
from .owner import Owner

SHAKER_LIT_MS = 180  # the shaker shows the computer's double-click this long before the dice go
REGISTERED = "registered-yahtzee"  # the record's note for a game with a registered Yahtzee


class WindowsFlow(DiceFlow):
    """One game on the table of the Windows look."""

    def __init__(self, owner: Owner, session: Session) -> None:
        super().__init__(
            session,
            anim=owner.board.tumble.faces,
            pace_ms=int(owner.skin.settings.get("computer_pace_ms", 600)),
            animation_on=lambda: bool(owner.options.animation),
            scene=owner,
        )
        self.owner = owner
        self.landed = 0  # dice landed since the last throw
        self.coaching = owner.shell.coaching  # the watching coach judges a person's decisions (the Coach option)

    # --- feedback through the look ---------------------------------------------------------------
    def sound(self, name: str) -> None:
        self.owner.sound(name)

    def beep(self) -> None:
        self.owner.beep()

    def refuse(self, sentence: str, action: Any = None) -> bool:
        self.owner.refuse(sentence)
        return True

    def show_notices(self, notices: list[str]) -> None:
        self.owner.say(" ".join(notices))

    # --- what a move did ---------------------------------------------------------------------------
    def after_events(self, events: list[Any]) -> None:
        super().after_events(events)
        rolled = next((e.rolled for e in events if isinstance(e, DiceRolled)), ())
        self.owner.board.sync(rolled=rolled if self.anim.active else ())

    def dice_event(self, event: Any) -> None:
        if isinstance(event, DiceRolled):
            self.landed = 0
            self.sound("roll" if self.anim.active else "land")  # the rattle; dice that land at once clatter
        elif isinstance(event, Scored):
            self.sound("score")
        elif isinstance(event, BonusAwarded):
            self.sound("bonus")
            if event.kind == "extra-five":
                self.owner.say(_("A bonus Yahtzee: {points} points and another turn.").format(points=event.points))
        elif isinstance(event, ExtraTurn):
            self.sound("bonus")

    def die_landed(self) -> None:
        if self.landed == 0:
            self.sound("land")  # the clatter, as the first die hits the table
        self.landed += 1

    def turn_goes_on(self, events: list[Any]) -> None:
        if any(isinstance(e, (Scored, ExtraTurn)) for e in events):
            remark = self.take_remark()
            if remark is not None and self.game.can_undo:
                self.owner.turns.coach_offers_undo(remark.sentence, events)
                return
            if remark is not None:
                self.coach_says(remark)
            self.owner.turns.after_score(events)

    def coach_says(self, remark: Any) -> None:
        """The watching coach's word on a costly throw (a throw cannot be taken back): on the status line."""
        self.owner.say(remark.sentence)

    def player_finished(self, seat: int, notices: list[str], game_over: bool) -> None:
        if notices:
            self.owner.say(" ".join(notices))

    def game_over(self) -> None:
        self.owner.game_over()

    # --- a registered Yahtzee ----------------------------------------------------------------------
    @property
    def cheated(self) -> bool:
        """A registered Yahtzee was rolled in this game: it says so and is never counted."""
        return REGISTERED in self.session.notes

    def registered_yahtzee(self) -> None:
        """A right double-click on the shaker by a registered nickname: five of a kind, at once."""
        owner = self.owner
        if owner.turns.ending or self.game.is_over:
            return
        state = self.game.state
        name = state.players[state.current]
        if owner.computer_turn() or not owner.setup.registered(name):
            owner.refuse(_("Only a registered nickname can do that (see the Register menu)."))
            return
        if state.roll_number >= 3:
            owner.refuse(_("No rolls are left this turn: double-click the name of a box to score."))
            return
        if state.dice is None or state.roll_number == 0:
            face = owner.rng.randint(1, 6)
            count = 5
        else:
            face = Counter(state.dice.faces).most_common(1)[0][0]
            for die in range(5):
                if die not in state.marks:
                    owner.act(ToggleDie(die), quiet=True)
            count = len(self.game.state.marks)
        self.session.add_note(REGISTERED)
        owner.act(Roll((face,) * count))

    # --- the computer's seat ----------------------------------------------------------------------------
    def computer_waits(self) -> bool:
        """As the kit has it (dice rolling, a dialog or menu open), and while a turn is ending."""
        return super().computer_waits() or self.owner.turns.ending

    def press_roll(self, ms: int) -> None:
        self.owner.board.shaker_lit.start(ms)

    def next_computer_move(self) -> Move | None:
        """A die to throw away is dragged to the shaker first; everything else as the kit plays it."""
        try:
            seat = self.current_seat()
            action = self.computer_player(self.seats[seat]).choose(self.game, seat, self.session.rng)
        except Exception:
            return super().next_computer_move()
        if isinstance(action, ToggleDie) and action.index not in self.state.marks:
            board = self.owner.board
            carry = self.pacer.pace_ms // 2
            return Move(
                lambda: self._dropped(action), lambda: board.carry(action.index, carry), carry, self.pacer.pace_ms // 3
            )
        return super().next_computer_move()

    def _dropped(self, action: ToggleDie) -> None:
        self.owner.board.carry_done()
        self.sound("click")
        self.act(action, quiet=True)
