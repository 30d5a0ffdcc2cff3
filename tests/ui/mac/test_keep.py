"""What is kept: an unfinished game offered again on the next start, a finished one in the records."""

import pytest

from ynot.store import Store
from ynot.ui.kit import MessageBox

from . import player


def _play_some(app, moves: int = 6) -> None:  # noqa: ANN001
    for _ in range(moves):
        player.step(app)


def _quit(app) -> None:  # noqa: ANN001
    """Leave as the window's close does: the quit hooks run, the records are closed."""
    for hook in app.on_quit:
        hook()
    player.controller(app).store.close()


def test_an_unfinished_game_is_offered_again_and_goes_on_where_it_stood(mac):
    app = mac(seed=8)
    ctl = player.controller(app)
    _play_some(app)
    view = ctl.flow.view()
    _quit(app)
    again = mac(seed=99, resume=True)
    assert isinstance(again.top, MessageBox)
    again.play_keys("ENTER")  # Continue
    back = player.controller(again)
    assert back.flow.view() == view
    player.play_game(again)  # and it plays on to the end
    assert back.flow.over


def test_a_new_game_can_be_chosen_instead(mac):
    app = mac(seed=8)
    _play_some(app)
    old = player.controller(app).flow.view()
    _quit(app)
    again = mac(seed=99, resume=True)
    again.play_keys("ESC")  # New Game
    assert again.top is player.controller(again)
    assert player.controller(again).flow.view() != old


@pytest.mark.slow
def test_a_finished_game_goes_into_the_records(mac):
    app = mac(seed=11)
    ctl = player.controller(app)
    player.play_game(app)
    assert "could not" not in ctl.flow.message  # the records took the game without a complaint
    mine, theirs = ctl.flow.game.scores()
    you, computer = ctl.flow.names
    _quit(app)
    with Store.open() as store:
        assert store.load_autosave("dominoes") is None  # nothing left to resume
        (kept,) = store.all_stats(you)
        record = kept.all_time
        assert kept.rules_key.startswith("dominoes ")
        assert (record.games, record.wins) == (1, int(mine > theirs))
        assert (record.total, record.against, record.best) == (mine, theirs, mine)
        (other,) = store.all_stats(computer)
        assert (other.all_time.games, other.all_time.total) == (1, theirs)


def test_with_nothing_kept_a_seeded_start_deals_as_a_new_game_does(mac):
    """`ynot play --skin mac --seed 1` on a fresh home dealt another hand than `--new` (and than
    `ynot screenshot --seed 1`): looking for a kept game used up a draw of the seeded dice."""
    fresh = player.controller(mac(seed=1, resume=True)).flow.view()
    new = player.controller(mac(seed=1, resume=False)).flow.view()
    assert fresh == new
