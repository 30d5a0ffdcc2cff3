"""The registered Yahtzee: a right double-click on the shaker by a registered nickname; a game where it
was used says so on its card and in its record, and never enters the high scores or statistics."""

from __future__ import annotations

from ynot.dice import parse_record
from ynot.store import Store
from ynot.ui.windows.board import BOX_ROWS

from . import mouse

RIGHT_DOUBLE = f"RCLICK:{mouse.SHAKER} RCLICK:{mouse.SHAKER}"


def _finish_by_keys(app) -> None:  # noqa: ANN001
    controller = app.scenes[0]
    while not controller.game.is_over:
        if controller.game.state.roll_number == 0:
            app.play_keys("SPACE")
        option = controller.game.suggested()
        row = BOX_ROWS.index(option.category)
        app.play_keys("DOWN HOME" + " DOWN" * row + " ENTER")


def test_a_registered_nickname_rolls_a_yahtzee_with_the_right_button(windows, tmp_path):
    app = windows(players=("Ann",), nicknames=("ann",))
    controller = app.scenes[0]
    app.play_keys(f"{mouse.roll()} {mouse.throw_by_drag(0)} {RIGHT_DOUBLE}")
    dice = controller.game.state.dice.faces
    assert len(set(dice)) == 1 and controller.game.state.roll_number == 2
    assert controller.flow.cheated
    frame = app.frame_image()
    _finish_by_keys(app)
    assert controller.over
    store: Store = controller.store
    assert store.high_scores(controller.game.rules) == []
    assert store.all_stats("Ann") == []
    (summary,) = store.games()
    record = parse_record(store.game_record(summary.game_id))
    assert record.notes == ("registered-yahtzee",)
    assert frame.get_size() == (640, 480)


def test_anyone_else_is_refused_and_the_game_counts(windows):
    app = windows(players=("Bob",), nicknames=("ann",))
    controller = app.scenes[0]
    app.play_keys(RIGHT_DOUBLE)
    assert controller.game.state.roll_number == 0 and controller.beeps == 1
    assert "registered" in controller.status_line.message
    _finish_by_keys(app)
    assert not controller.flow.cheated
    assert [h.name for h in controller.store.high_scores(controller.game.rules)] == ["Bob"]
