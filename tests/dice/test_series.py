"""Series from the YNOT 1.00 manual of 1993: a single game, first to a total, best total over n games."""

import pytest

from ynot.core import Series, SeriesMode


def test_single_game_series():
    series = Series(("Ann", "Bob"))
    assert not series.is_over and series.winners() == ()
    series = series.add_game((200, 180))
    assert series.is_over and series.winners() == (0,)
    with pytest.raises(ValueError, match="over"):
        series.add_game((1, 1))


def test_first_to_a_total():
    series = Series(("Ann", "Bob"), SeriesMode.FIRST_TO, 500)
    series = series.add_game((250, 260)).add_game((240, 230))
    assert series.totals == (490, 490) and not series.is_over
    series = series.add_game((10, 30))
    assert series.is_over and series.winners() == (1,)
    assert series.describe() == "first to 500"


def test_highest_total_in_n_games_with_a_tie():
    series = Series(("Ann", "Bob"), SeriesMode.GAMES, 2)
    series = series.add_game((200, 210)).add_game((210, 200))
    assert series.is_over and series.winners() == (0, 1)
    assert series.games_played == 2 and series.describe() == "highest total in 2 games"


@pytest.mark.parametrize(("mode", "target"), [(SeriesMode.FIRST_TO, 0), (SeriesMode.GAMES, -1)])
def test_bad_series(mode, target):
    with pytest.raises(ValueError):
        Series(("Ann",), mode, target)


def test_score_count_must_match_players():
    with pytest.raises(ValueError, match="one score per player"):
        Series(("Ann", "Bob")).add_game((1,))
