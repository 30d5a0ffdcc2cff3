"""Records and settings that last: options (``ynot.ini``), high scores, player statistics, finished games
(sqlite3) and the autosave. No pygame.

Where the files live: ``ynot.paths.config_dir()/ynot.ini``, ``ynot.paths.data_dir()/ynot.db`` and
``ynot.paths.data_dir()/autosave-<game id>.json`` (all under ``$YNOT_HOME`` when it is set); see
docs/store.md. Opening never raises: a corrupt, truncated, empty or foreign file is moved aside as
``<name>.corrupt-<timestamp>`` and one sentence is appended to ``store.notices`` for the player.

Usage::

    import ynot.games                        # every game in the registry: the store finds them there
    from ynot.core import kind_for_rules
    from ynot.dice import Roll
    from ynot.store import Store

    store = Store.open()
    for sentence in store.notices:          # show each once (message line, dialog, stderr)
        print(sentence)

    saved = store.load_autosave()            # offer to resume an unfinished game
    if saved is not None:
        game, series = saved.game, saved.series
    else:
        rules = store.options.rule_set()
        game = kind_for_rules(rules).new_game(rules, store.options.players or ("Player 1",))
        series = None
    store.options.players = game.players
    store.save_options()

    game.apply(Roll())
    store.autosave(game, series, extra={"cursor": 2})    # after every action

    # when a player's score is final (YNOT: each player's whole game in turn; dominoes: at its end):
    for sentence in store.finish_player(game, 0):        # high score / personal best / average
        print(sentence)
    # when the game is over (stores it, counts anyone not yet finished, clears its autosave):
    store.finish_game(game)

    store.high_scores(game.rules)            # top 5 for this rule set
    store.stats("Ann", game.rules)           # PlayerStats: all_time and series Stats
    store.new_series(["Ann", "Bob"])         # series statistics to zero
    store.close()

The store knows a game only through its kind in ``ynot.core``'s registry (its record, fingerprint,
rules key and results per seat), so any registered game is kept the same way. (A look or a terminal plays
through ``ynot.core.Session``, which makes these calls.)

A game is identified by an id the store assigns (``store.game_id(game)``), kept with the autosave and
in the database, so a game finished player by player, resumed after a crash, or finished twice is
counted once.
"""


from ..lazy import lazy_names

#: where each name lives: a part of the store is imported when first used (the mail path and
#: ``ynot solve`` need safefile alone; a look's first frame needs the options and the autosave)
_HOMES = {
    "GameSummary": "models",
    "HighScore": "results",
    "PlayerInfo": "players",
    "PlayerStats": "models",
    "SavedGame": "autosave",
    "Stats": "models",
    "END_OF_TURN": "options",
    "Options": "options",
    "HIGH_SCORE_PLACES": "store",
    "SCHEMA_VERSION": "store",
    "Store": "store",
    "rules_key": "store",
}


__getattr__ = lazy_names(__name__, _HOMES)


__all__ = [
    "END_OF_TURN",
    "HIGH_SCORE_PLACES",
    "SCHEMA_VERSION",
    "GameSummary",
    "HighScore",
    "Options",
    "PlayerInfo",
    "PlayerStats",
    "SavedGame",
    "Stats",
    "Store",
    "rules_key",
]
