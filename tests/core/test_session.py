"""The session, generic over the Game protocol: autosave after every action, resume, results, notices."""

import random

import pytest

from ynot.core import DEFAULT_PLAYER, SeriesMode, Session
from ynot.dice import Roll, Undo
from ynot.dice.rules import get_rules
from ynot.store import Store

RULES = get_rules("yacht")


def play_out(session: Session, rng: random.Random, steps: int | None = None) -> None:
    done = 0
    while not session.game.is_over and (steps is None or done < steps):
        actions = [a for a in session.game.legal_actions() if not isinstance(a, Undo)]
        session.apply(rng.choice(actions))
        done += 1


def test_a_game_is_saved_after_every_action_and_resumed_on_the_next_start(ynot_home):
    with Store.open() as store:
        session = Session.open(store, RULES, seed=3)
        assert session.players == (DEFAULT_PLAYER,) and not session.resumed
        play_out(session, random.Random(3), steps=7)
        state = session.state
    with Store.open() as store:
        again = Session.open(store, RULES, seed=99)
        assert again.resumed and again.state == state
        assert again.game.history == session.game.history
    with Store.open() as store:
        other_rules = Session.open(store, get_rules("ynot"), seed=1)
        assert not other_rules.resumed  # a saved game of other rules is not this session's


def test_a_finished_game_goes_to_the_records_and_its_autosave_goes(ynot_home):
    with Store.open() as store:
        session = Session(RULES, ["Ann", "Bob"], store=store, seed=5)
        play_out(session, random.Random(5))
        assert session.game.is_over and session.series.is_over
        assert session.running_totals() == session.game.scores()
        [kept] = store.games()
        assert kept.players == ("Ann", "Bob") and kept.scores == session.game.scores()
        assert store.load_autosave() is None


def test_a_first_to_series_counts_games_and_starts_again():
    session = Session(RULES, ["Ann"], mode=SeriesMode.FIRST_TO, target=10**6, seed=2)
    rng = random.Random(2)
    play_out(session, rng)
    first = session.game.scores()
    assert session.describe_series() == f"First to {10**6}" and session.series.totals == first
    session.next_game()
    assert not session.game.is_over and session.running_totals() == first
    session.new_series(mode=SeriesMode.GAMES, target=3)
    assert session.series.totals == (0,) and session.describe_series() == "Game 1 of 3"


class BrokenStore:
    """A store whose every call fails: the session must go on and say so once per failure."""

    def __init__(self):
        self.notices = ["The settings file was damaged and moved aside."]

    def __getattr__(self, name):
        def fail(*args, **kwargs):
            raise OSError("disk full")

        return fail


def test_store_failures_become_sentences_not_tracebacks():
    session = Session(RULES, ["Ann"], store=BrokenStore(), seed=1)
    session.apply(Roll())
    notices = session.take_notices()
    assert notices[0] == "The settings file was damaged and moved aside."
    assert "Your records could not be updated (disk full)." in notices
    assert session.take_notices() == []


def test_an_illegal_move_changes_nothing_and_saves_nothing():
    from ynot.core import IllegalMove

    session = Session(RULES, ["Ann"], store=None, seed=1)
    with pytest.raises(IllegalMove):
        session.apply(Undo())
    assert session.game.history == []


# --- the seats: one place, the session, saved with the game ------------------------------------------------
def test_the_seats_are_the_sessions_saved_with_the_game_and_kept_for_the_next_game(ynot_home):
    with Store.open() as store:
        session = Session(RULES, ["Ann", "Hal"], store=store, seed=4)
        session.seats = ["", "good"]
        play_out(session, random.Random(4), steps=3)
    with Store.open() as store:
        again = Session(RULES, ["Ann", "Hal"], store=store, seed=1)
        assert again.resume() and again.seats == ("", "good") and again.seats_saved
        assert "computers" not in again.extra  # the seats live beside the look's own data, not in it
        play_out(again, random.Random(4))
        marked = {entry.name: entry.computer for entry in store.high_scores(RULES)}
        assert marked == {"Ann": "", "Hal": "good"}  # Hal's result is marked in the records
        again.next_game()  # the same table again: the computer still sits at it, and is saved with the game
        play_out(again, random.Random(5), steps=3)
    with Store.open() as store:
        third = Session(RULES, ["Ann", "Hal"], store=store, seed=1)
        assert third.resume() and third.seats == ("", "good")


def test_a_game_saved_with_its_seats_in_the_extra_data_comes_back_with_them(ynot_home):
    with Store.open() as store:  # as YNOT kept seats before the session held them
        session = Session(RULES, ["Ann", "Hal"], store=store, seed=4, autosave=False)
        play_out(session, random.Random(4), steps=3)
        store.autosave(session.game, session.series, {"computers": ["", "beginner"], "done": True})
    with Store.open() as store:
        again = Session(RULES, ["Ann", "Hal"], store=store, seed=1)
        assert again.resume() and again.seats == ("", "beginner") and again.extra == {"done": True}


@pytest.mark.parametrize("kept", [None, ["good"], ["", 3], "good", ["", "good", ""]])
def test_seats_that_do_not_fit_the_players_sit_people(ynot_home, kept):
    with Store.open() as store:
        session = Session(RULES, ["Ann", "Hal"], store=store, seed=4, autosave=False)
        play_out(session, random.Random(4), steps=3)
        store.autosave(session.game, session.series, {} if kept is None else {"computers": kept})
    with Store.open() as store:
        again = Session(RULES, ["Ann", "Hal"], store=store, seed=1)
        assert again.resume() and again.seats == ("", "") and not again.seats_saved


def test_a_new_table_sits_people_and_seats_always_fit_the_players():
    session = Session(RULES, ["Ann", "Hal"], seed=4)
    session.seats = ["", "good", "perfect"]
    assert session.seats == ("", "good") and session.people_play()
    session.new_series(["Ann", "Bob", "Cat"])
    assert session.seats == ("", "", "")
    session.seats = ["good", "good", "good"]
    assert not session.people_play()
