"""The kit's turn flow over any game: refusals, each player's end counted once (again after an Undo),
the store's notices, and a computer seat's moves shown, then made, at its pace."""

from __future__ import annotations

from ynot.core import IllegalMove
from ynot.ui.kit.controller import GameFlow, Move


class CountingGame:
    """A game of two seats taking turns to add one; a seat is finished at 3; 'undo' takes one back."""

    def __init__(self) -> None:
        self.counts = [0, 0]
        self.current = 0
        self.players = ("Ann", "Hal")
        self.state = self
        self.log: list[int] = []

    @property
    def is_over(self) -> bool:
        return all(c >= 3 for c in self.counts)

    def finished(self, seat: int) -> bool:
        return self.counts[seat] >= 3

    def apply(self, action: str) -> list[str]:
        if action == "undo":
            seat = self.log.pop()
            self.counts[seat] -= 1
            self.current = seat
            return ["undone"]
        if action != "add" or self.is_over:
            raise IllegalMove("You cannot do that now.")
        self.counts[self.current] += 1
        self.log.append(self.current)
        if not self.finished(1 - self.current):
            self.current = 1 - self.current
        return ["added"]


class FakeSession:
    def __init__(self) -> None:
        self.game = CountingGame()
        self.players = self.game.players
        self.finished: list[int] = []
        self.notices: list[str] = []
        self.computers: tuple[str, ...] = ()

    def apply(self, action: str) -> list[str]:
        return self.game.apply(action)

    def finish_player(self, seat: int) -> list[str]:
        self.finished.append(seat)
        self.notices.append(f"{self.players[seat]} is in the records.")
        return [f"{self.players[seat]} scored {self.game.counts[seat]}."]

    def take_notices(self) -> list[str]:
        notices, self.notices = self.notices, []
        return notices


class Flow(GameFlow):
    def __init__(self, session, seats=()) -> None:
        super().__init__(session, seats=seats, pace_ms=100)
        self.said: list[str] = []
        self.ends: list[tuple[int, list[str], bool]] = []
        self.over = 0
        self.waiting = False

    def refuse(self, sentence, action=None):
        self.said.append(sentence)
        return super().refuse(sentence, action)

    def player_finished(self, seat, notices, game_over):
        self.ends.append((seat, notices, game_over))

    def game_over(self):
        self.over += 1

    def show_notices(self, notices):
        self.said.extend(notices)

    def computer_waits(self):
        return self.waiting

    def next_computer_move(self):
        shown = []
        return Move(lambda: self.act("add"), lambda: shown.append(1), show_ms=40, then_ms=100)


def test_a_refused_move_is_said_and_changes_nothing():
    flow = Flow(FakeSession())
    assert not flow.act("jump")
    assert flow.said == ["You cannot do that now."] and flow.beeps == 1 and flow.game.counts == [0, 0]


def test_each_players_end_is_closed_once_and_again_after_an_undo():
    session = FakeSession()
    flow = Flow(session)
    for _ in range(6):
        flow.act("add")
    assert [seat for seat, _n, _o in flow.ends] == [0, 1] and flow.ends[-1][2] is True and flow.over == 1
    assert "Hal is in the records." in flow.said
    flow.act("undo")  # Hal's last point taken back: his game is open again
    flow.act("add")
    assert session.finished == [0, 1, 1] and flow.over == 2


def test_a_computer_seat_shows_its_move_then_makes_it_at_its_pace():
    session = FakeSession()
    flow = Flow(session, seats=["", "good"])
    assert session.computers == ("", "good")  # its scores are marked in the records
    flow.act("add")  # Ann's move: Hal's turn
    assert flow.computer_turn()
    flow.update_flow(100)  # the pace is over: the move is shown
    assert flow.game.counts == [1, 0]
    flow.waiting = True  # a dialog opens: nothing moves
    flow.update_flow(500)
    assert flow.game.counts == [1, 0]
    flow.waiting = False
    flow.update_flow(40)  # shown long enough: made
    assert flow.game.counts == [1, 1] and not flow.computer_turn()
