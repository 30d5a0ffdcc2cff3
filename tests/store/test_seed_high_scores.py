"""Scores to beat put into an empty high score table (YATCY's author's 335, the YATCY manual of 1994)."""

from __future__ import annotations

from store_helpers import finished

from ynot.store import Store

AUTHOR = ("Gary Henderson", 335, "1994-01-12T00:00:00Z")


def test_an_empty_table_is_seeded_once(store):
    assert store.seed_high_scores("yatcy", [AUTHOR]) is True
    assert store.seed_high_scores("yatcy", [("Someone", 1, "2000-01-01T00:00:00Z")]) is False
    (entry,) = store.high_scores("yatcy")
    assert (entry.rank, entry.name, entry.score, entry.rules_key) == (1, "Gary Henderson", 335, "yatcy")
    assert store.high_scores("ynot") == []


def test_a_table_with_a_real_score_is_left_alone(store):
    game = finished(("Ann",), seed=2, rules="yatcy")
    store.finish_game(game)
    assert store.seed_high_scores("yatcy", [AUTHOR]) is False
    assert [h.name for h in store.high_scores("yatcy")] == ["Ann"]


def test_the_seeded_score_ranks_with_real_games(store):
    store.seed_high_scores("yatcy", [AUTHOR])
    game = finished(("Ann",), seed=2, rules="yatcy")
    sentences = store.finish_game(game)
    table = store.high_scores("yatcy")
    assert [h.score for h in table] == sorted([335, game.state.total(0)], reverse=True)
    rank = [h.name for h in table].index("Ann") + 1
    assert f"entered the high score table at number {rank}" in sentences[0][0]


def test_the_seed_survives_reopening(ynot_home):
    with Store.open() as first:
        first.seed_high_scores("yatcy", [AUTHOR])
    with Store.open() as second:
        assert [h.score for h in second.high_scores("yatcy")] == [335]
