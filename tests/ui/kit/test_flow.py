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
    def __init__(self, seats: tuple[str, ...] = ("", "")) -> None:
        self.game = CountingGame()
        self.players = self.game.players
        self.finished: list[int] = []
        self.notices: list[str] = []
        self.seats = seats

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
    def __init__(self, session) -> None:
        super().__init__(session, pace_ms=100)
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
    session = FakeSession(seats=("", "good"))
    flow = Flow(session)
    assert flow.seats == ["", "good"]  # the session's seats
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


class Shown(GameFlow):
    """A flow whose game is shown in a scene of its own (as the Windows and Mac looks have it)."""

    def next_computer_move(self):
        return Move(lambda: self.act("add"), then_ms=100)


def test_the_computer_waits_while_a_dialog_or_menu_is_open_over_the_game(kit_app):
    from ynot.ui.kit import Menu, MenuBar, MenuItem, MessageBox
    from ynot.ui.scene import Scene

    app, ctx, _ = kit_app
    table = app.push(Scene())
    flow = Shown(FakeSession(seats=("", "good")), pace_ms=100, scene=table)
    flow.act("add")
    assert flow.computer_turn() and not flow.computer_waits()
    box = app.push(MessageBox(ctx, "Hello", "A dialog is open."))
    assert flow.computer_waits()
    flow.update_flow(1000)
    assert flow.game.counts == [1, 0]  # nothing moved under the dialog
    box.close()
    app.push(MenuBar(ctx, [Menu("&Game", (MenuItem("&New"),))]))
    assert flow.computer_waits()
    app.top.close()
    flow.update_flow(100)
    assert flow.game.counts == [1, 1] and not flow.computer_waits()


def test_a_flow_scene_waits_under_a_dialog_even_when_a_look_forgets_super(kit_app):
    from ynot.ui.kit import MessageBox
    from ynot.ui.scene import Scene

    class Forgetful(Shown, Scene):
        def computer_waits(self):
            return False  # a look's own reasons only

    app, ctx, _ = kit_app
    flow = Forgetful(FakeSession(seats=("", "good")), pace_ms=100)
    Scene.__init__(flow)
    app.push(flow)
    flow.act("add")
    app.push(MessageBox(ctx, "Hello", "A dialog is open."))
    assert flow.covered()
    flow.update_flow(1000)
    assert flow.game.counts == [1, 0]


def test_use_hands_the_flow_a_new_or_resumed_game():
    flow = Shown(None, pace_ms=100)
    assert flow.session is None and not flow.computer_turn()
    first = FakeSession(seats=("", "good"))
    flow.use(first)
    assert flow.session is first and flow.seats == ["", "good"]
    flow.seats = ["", "beginner"]  # the flow's seats are the session's
    assert first.seats == ["", "beginner"]
    for _ in range(6):
        flow.act("add")
    resumed = FakeSession()
    resumed.game.counts = [3, 1]  # Ann's game is over already: she is not closed into the records again
    flow.use(resumed)
    assert flow.seats == ["", ""]
    resumed.game.current = 1
    flow.act("add")
    flow.act("add")
    assert resumed.finished == [1]
