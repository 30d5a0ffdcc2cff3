"""A game stored but never counted (the Windows look's registered Yahtzee): in the records with its
notes, never in the high scores or statistics, even for a player counted before the note came."""

from __future__ import annotations

from store_helpers import finished

from ynot.dice import parse_record


def test_an_uncounted_game_is_kept_with_its_notes_and_counts_nowhere(store):
    game = finished(("Ann", "Bob"), seed=4)
    store.finish_player(game, 0)  # Ann finished first and was counted
    assert len(store.high_scores("ynot")) == 1
    store.finish_game(game, counted=False, notes=("registered-yahtzee",))
    assert store.high_scores("ynot") == []
    assert store.stats("Ann", "ynot").all_time.games == 0
    assert store.stats("Bob", "ynot").all_time.games == 0
    (summary,) = store.games()
    assert parse_record(store.game_record(summary.game_id)).notes == ("registered-yahtzee",)


def test_a_counted_game_beside_it_still_counts(store):
    store.finish_game(finished(("Ann",), seed=1), counted=False, notes=("registered-yahtzee",))
    store.finish_game(finished(("Ann",), seed=2))
    assert store.stats("Ann", "ynot").all_time.games == 1
    assert len(store.high_scores("ynot")) == 1
    assert len(store.games()) == 2
