"""Names are data, not text: a seat nobody named is kept as "Player N" wherever names rest (the database,
the records, the autosave, ynot.ini) and held by a game in play as the player reads it ("Spieler N" in
German), so that one player's records never split by language. Records an older YNOT kept under the
German form are joined to the one player, with a sentence."""

from __future__ import annotations

import pytest
from store_helpers import finished

from ynot import i18n
from ynot.core import Session, check_players, kind_of, read_record, shown_name, stored_name
from ynot.dice import DiceGame
from ynot.dice.rules import get_rules
from ynot.store import Store


@pytest.fixture
def german():
    i18n.set_language("de")
    yield
    i18n.set_language(None)


def test_a_default_name_is_kept_in_one_form_and_shown_in_the_language(german):
    assert shown_name("Player 3") == "Spieler 3"
    assert stored_name("Spieler 3") == "Player 3" == stored_name("Player 3")
    assert shown_name("Spieler 3") == "Spieler 3"
    for typed in ("Bob 2", "Spieler", "Player", "Spieler 0", "player 2", "Ann"):  # names, not default names
        assert stored_name(typed) == typed == shown_name(typed)
    i18n.set_language("en")
    assert shown_name("Player 3") == "Player 3" == stored_name("Player 3")


def test_a_default_name_with_words_after_its_number_is_known_too():
    """The pseudo-language's "Player 3" has words after the number ("Þlåýér 3 ëâë"): still a default name."""
    i18n.set_language("qps")
    shown = shown_name("Player 3")
    assert shown != "Player 3" and stored_name(shown) == "Player 3"
    for typed in ("Player 3 Smith", "Ann 2 B", shown + "x"):
        assert stored_name(typed) == typed == shown_name(typed)


def test_two_seats_cannot_be_the_same_default_player_in_two_languages(german):
    with pytest.raises(ValueError, match="zwei Spieler können nicht gleich heißen"):
        check_players(["Player 2", "Spieler 2"], title="YNOT", most=6)


def test_a_record_keeps_the_one_form_and_reads_back_in_the_language(german):
    game = finished(("Spieler 1", "Ann"), rules="yahtzee", seed=3)
    text = kind_of(game).write_record(game)
    assert [line for line in text.splitlines() if line.startswith("player ")] == ["player Player 1", "player Ann"]
    assert read_record(text).players == ("Spieler 1", "Ann")
    i18n.set_language("en")
    assert read_record(text).players == ("Player 1", "Ann")


def test_statistics_and_high_scores_agree_in_every_language(ynot_home, german):
    with Store.open() as store:
        store.finish_game(finished(("Spieler 1",), rules="yahtzee", seed=1))
        i18n.set_language("en")
        store.finish_game(finished(("Player 1",), rules="yahtzee", seed=2))
        rules = get_rules("yahtzee")
        for language, name in (("en", "Player 1"), ("de", "Spieler 1")):
            i18n.set_language(language)
            assert [p.name for p in store.players()] == [name]
            assert store.stats(name, rules).all_time.games == 2
            assert {entry.name for entry in store.high_scores(rules)} == {name}
            assert [summary.players for summary in store.games()] == [(name,), (name,)]


def test_the_autosave_and_the_last_players_keep_the_one_form(ynot_home, german):
    with Store.open() as store:
        session = Session.open(store, get_rules("ynot"), resume=False)
        assert session.players == ("Spieler 1",)
        session.new_series(["Spieler 1", "Ann"])
        assert store.options.players == ("Player 1", "Ann")
    assert "Spieler" not in next((ynot_home / "data").glob("autosave-*")).read_text(encoding="utf-8")
    i18n.set_language("en")
    with Store.open() as store:
        session = Session.open(store, get_rules("ynot"), resume=True)
        assert session.players == ("Player 1", "Ann") and session.resumed
        assert session.series.players == ("Player 1", "Ann")


def _older_records(store: Store) -> None:
    """What an older YNOT kept: a German default name beside the English one, each with results, one
    with a reset."""
    store.finish_game(finished(("Player 2",), rules="yahtzee", seed=4))
    store.finish_game(finished(("Spieler 2",), rules="yahtzee", seed=5))  # English: not a default name
    store.finish_game(finished(("Spieler 2", "Ann"), rules="yahtzee", seed=6))


def test_records_kept_under_the_german_default_name_are_joined_with_a_sentence(ynot_home):
    with Store.open() as store:
        _older_records(store)
        assert sorted(p.name for p in store.players()) == ["Ann", "Player 2", "Spieler 2"]
        assert store.notices == []
    i18n.set_language("de")
    try:
        with Store.open() as store:
            rules = get_rules("yahtzee")
            assert sorted(p.name for p in store.players()) == ["Ann", "Spieler 2"]
            assert store.stats("Spieler 2", rules).all_time.games == 3
            assert [e.name for e in store.high_scores(rules)].count("Spieler 2") == 3
            assert store.notices == [
                "Ein Standardname ist jetzt in jeder Sprache derselbe Spieler: Die Ergebnisse unter"
                " Spieler 2 gehören jetzt zu ihm."
            ]
        with Store.open() as store:
            assert store.notices == []  # said once
        i18n.set_language("en")
        with Store.open() as store:
            assert store.stats("Player 2", get_rules("yahtzee")).all_time.games == 3
    finally:
        i18n.set_language(None)


def test_a_game_in_play_holds_the_names_as_shown(german):
    game = DiceGame(get_rules("ynot"), ("Spieler 1",), seed=1)
    assert game.players == ("Spieler 1",)
