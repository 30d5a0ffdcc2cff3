"""Finished games, high scores, player statistics and the section 9 sentences."""

from __future__ import annotations

import random

import pytest
from store_helpers import finished, play

from ynot.dice import DiceGame, Roll, Score, parse_record
from ynot.dice.rules import Category, get_rules
from ynot.store import HIGH_SCORE_PLACES, Store, rules_key


def test_rules_key_names_options():
    assert rules_key("ynot") == "ynot"
    assert rules_key(get_rules("winzee")) == "winzee columns=1 multiplier=no extra=bonus"
    assert rules_key("winzee columns=3 multiplier=yes") == "winzee columns=3 multiplier=yes extra=bonus"
    with pytest.raises(ValueError):
        rules_key("chess")


def test_finish_game_stores_everything(store):
    game = finished(("Ann", "Bob"), seed=3)
    sentences = store.finish_game(game)
    assert len(sentences) == 2 and all(sentences)
    (summary,) = store.games()
    assert summary.players == ("Ann", "Bob")
    assert summary.scores == game.state.totals()
    assert summary.rules_key == "ynot"
    record = store.game_record(summary.game_id)
    assert parse_record(record).players == ("Ann", "Bob")
    boxes = store.game_boxes(summary.game_id)
    ann = boxes["Ann"][0]
    assert ann["chance"] == game.state.cards[0][0].get(Category.CHANCE)
    assert ann["roll-bonus"] == game.state.cards[0][0].roll_bonus
    assert len(ann) == 16


def test_finish_player_then_game_counts_once(store):
    game = finished(("Ann", "Bob"), seed=4)
    first = store.finish_player(game, 0)
    assert store.finish_player(game, 0) == first  # same sentences, nothing counted twice
    store.finish_game(game)
    store.finish_game(game)
    assert store.stats("Ann", "ynot").all_time.games == 1
    assert store.stats("Bob", "ynot").all_time.games == 1
    assert len(store.high_scores("ynot")) == 2
    assert len(store.games()) == 1


def test_a_counted_results_sentences_are_read_back_in_the_language_spoken_now(store):
    """A look tells a player's results again after a language switch (the Amiga's message box): read, never
    written, the same sentences finish_player gave, in the language spoken at the time."""
    from ynot import i18n

    game = finished(("Ann", "Bob"), seed=4)
    unfinished = play(DiceGame(get_rules("ynot"), ("Ann",), seed=1), random.Random(1), steps=5)
    assert store.result_sentences(game, 0) == []  # not counted yet
    assert store.result_sentences(unfinished, 0) == []
    told = store.finish_player(game, 0)
    assert store.result_sentences(game, 0) == told and told
    assert store.result_sentences(game, 1) == []  # Bob's result is not in the records yet
    i18n.set_language("de")
    german = store.result_sentences(game, 0)
    assert german != told and all("Ann" in sentence for sentence in german)
    assert store.finish_player(game, 0) == german
    assert store.stats("Ann", "ynot").all_time.games == 1


def test_finish_player_refuses_unfinished_player(store):
    game = play(DiceGame(get_rules("ynot"), ("Ann", "Bob"), seed=1), random.Random(1), steps=5)
    with pytest.raises(ValueError, match="not finished"):
        store.finish_player(game, 0)
    with pytest.raises(ValueError, match="not over"):
        store.finish_game(game)


def test_high_score_table_is_top_five_per_rule_set(store):
    scores = []
    for seed in range(9):
        game = finished(("Ann",), seed=seed)
        store.finish_game(game)
        scores.append(game.state.total(0))
    store.finish_game(finished(("Cy",), rules="yatcy", seed=1))
    table = store.high_scores("ynot")
    assert [e.score for e in table] == sorted(scores, reverse=True)[:HIGH_SCORE_PLACES]
    assert [e.rank for e in table] == [1, 2, 3, 4, 5]
    assert [e.name for e in store.high_scores("yatcy")] == ["Cy"]
    assert store.high_score_rules() == ["yatcy", "ynot"]
    store.clear_high_scores("ynot")
    assert store.high_scores("ynot") == [] and store.high_scores("yatcy")
    store.clear_high_scores()
    assert store.high_scores("yatcy") == []
    assert store.stats("Ann", "ynot").all_time.games == 9  # clearing the table keeps statistics


def test_sentences_follow_the_statistics(store):
    totals = []
    for seed in range(7):
        game = finished(("Ann",), seed=seed)
        score = game.state.total(0)
        (sentences,) = store.finish_game(game)
        table = sorted(totals + [score], reverse=True)
        if totals:
            old_avg, new_avg = sum(totals) / len(totals), (sum(totals) + score) / (len(totals) + 1)
            if score > max(totals):
                assert any("new personal best" in s for s in sentences)
            else:
                assert not any("personal best" in s for s in sentences)
            old_text, new_text = f"{old_avg:.1f}", f"{new_avg:.1f}"
            word = "stayed" if old_text == new_text else "rose" if new_avg > old_avg else "fell"
            assert f"average {word}" in sentences[-1]
        else:
            assert sentences[-1] == f"Ann's first game on record: {score}."
        entered = table.index(score) < HIGH_SCORE_PLACES and table[HIGH_SCORE_PLACES:].count(score) == 0
        assert any("entered the high score table" in s for s in sentences) == entered
        totals.append(score)
    stats = store.stats("ann", "ynot")
    assert stats.all_time.games == 7
    assert stats.all_time.best == max(totals)
    assert stats.all_time.average == pytest.approx(sum(totals) / 7)


def test_series_and_reset(store):
    for seed in range(3):
        store.finish_game(finished(("Ann", "Bob"), seed=seed))
    store.new_series(["Ann"])
    assert store.stats("Ann", "ynot").series.games == 0
    assert store.stats("Ann", "ynot").all_time.games == 3
    assert store.stats("Bob", "ynot").series.games == 3
    game = finished(("Ann", "Bob"), seed=10)
    store.finish_game(game)
    ann = store.stats("Ann", "ynot")
    assert ann.series.games == 1 and ann.series.best == game.state.total(0)
    store.reset_player("ANN")
    ann = store.stats("Ann", "ynot")
    assert ann.all_time.games == 0 and ann.series.games == 0
    assert store.stats("Bob", "ynot").all_time.games == 4
    assert [s.name for s in store.all_stats()] == ["Bob"]
    assert any(e.name == "Ann" for e in store.high_scores("ynot")) or len(store.high_scores("ynot")) == 5


def test_players_are_unique_regardless_of_case(store):
    store.add_player("Ann")
    assert store.add_player("ANN").name == "Ann"
    store.add_player("bob")
    assert [p.name for p in store.players()] == ["Ann", "bob"]
    assert store.add_player("Smith, J").name == "Smith, J"
    for bad in ("", "   ", "x" * 30, "a#b", "a\nb"):
        with pytest.raises(ValueError):
            store.add_player(bad)
    many = [f"P{i}" for i in range(20)]  # any number of players is known, six at most play
    for name in many:
        store.add_player(name)
    assert len(store.players()) == 23


def test_stats_are_kept_per_rule_set(store):
    store.finish_game(finished(("Ann",), rules="winzee", seed=1, columns=2, multiplier="yes"))
    store.finish_game(finished(("Ann",), seed=1))
    keys = [s.rules_key for s in store.all_stats("Ann")]
    assert keys == ["winzee columns=2 multiplier=yes extra=bonus", "ynot"]
    assert store.stats("Ann", "winzee").all_time.games == 0  # default winzee options: another table
    assert store.all_stats(rules="ynot")[0].all_time.games == 1


def test_two_stores_share_the_database(ynot_home):
    with Store.open() as one, Store.open() as two:
        one.finish_game(finished(("Ann",), seed=1))
        two.finish_game(finished(("Ann",), seed=2))
        assert one.stats("Ann", "ynot").all_time.games == 2
        assert two.stats("Ann", "ynot").all_time.games == 2


def test_a_finished_players_result_is_final_and_counted_once(store):
    game = DiceGame(get_rules("ynot"), ("Ann", "Bob"), seed=12)
    while not game.state.player_finished(0):  # Ann scores every turn after her first roll
        game.apply(Roll())
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Score)))
    first = store.finish_player(game, 0)
    assert not game.can_undo  # counted in the records, so it cannot be taken back
    assert store.finish_player(game, 0) == first
    play(game, random.Random(12))
    store.finish_game(game)
    ann = store.stats("Ann", "ynot").all_time
    assert (ann.games, ann.total) == (1, game.state.total(0))
    assert sorted(e.score for e in store.high_scores("ynot")) == sorted(game.state.totals())


def test_a_database_failing_mid_run_is_told_once_and_never_raises(store):
    store._db.close()  # as if the disk went away
    assert store.high_scores("ynot") == []
    assert store.stats("Ann", "ynot").all_time.games == 0
    store.new_series(["Ann"])
    store.clear_high_scores()
    (sentence,) = store.notices
    assert sentence.startswith("Could not read the records database") and sentence.endswith("only logged.")


def test_a_result_that_cannot_be_kept_is_always_said(store):
    store._db.close()  # as if the disk went away
    store.high_scores("ynot")  # the first problem is told, later reading problems only logged
    game = finished(("Ann", "Bob"), seed=1)
    (lost,) = store.finish_player(game, 0)
    assert lost.startswith(f"Ann's result of {game.state.total(0)} could not be kept in the records (")
    assert store.finish_game(game) == [[], []]
    assert store.notices[-1].startswith("Could not keep the finished game in the records database")
