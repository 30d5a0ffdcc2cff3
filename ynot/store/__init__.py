"""Records and settings that last: options (``ynot.ini``), high scores, player statistics, finished games
(sqlite3) and the autosave. No pygame.

Where the files live: ``ynot.paths.config_dir()/ynot.ini``, ``ynot.paths.data_dir()/ynot.db`` and
``ynot.paths.data_dir()/autosave-<game id>.json`` (all under ``$YNOT_HOME`` when it is set); see
docs/store.md. Opening never raises: a corrupt, truncated, empty or foreign file is moved aside as
``<name>.corrupt-<timestamp>`` and one sentence is appended to ``store.notices`` for the player.

Usage::

    from ynot.dice import DiceGame, Roll, Score
    from ynot.store import Store

    store = Store.open()
    for sentence in store.notices:          # show each once (message line, dialog, stderr)
        print(sentence)

    saved = store.load_autosave()            # offer to resume an unfinished game
    if saved is not None:
        game, series = saved.game, saved.series
    else:
        rules = store.options.rule_set()
        game = DiceGame(rules, store.options.players or ("Player 1",))
        series = None
    store.options.players = game.state.players
    store.save_options()

    game.apply(Roll())
    store.autosave(game, series, extra={"cursor": 2})    # after every action

    # when a player's last box is filled (YNOT: each player's whole game in turn):
    for sentence in store.finish_player(game, 0):        # high score / personal best / average
        print(sentence)
    # when the game is over (stores it, counts anyone not yet finished, clears its autosave):
    store.finish_game(game)

    store.high_scores(game.rules)            # top 5 for this rule set
    store.stats("Ann", game.rules)           # PlayerStats: all_time and series Stats
    store.new_series(["Ann", "Bob"])         # series statistics to zero
    store.close()

A game is identified by an id the store assigns (``store.game_id(game)``), kept with the autosave and
in the database, so a game finished player by player, resumed after a crash, or finished twice is
counted once.
"""

import importlib
from typing import Any

#: Each public name and the module that holds it, imported when first asked for (PEP 562), so that a part of
#: the store (``ynot.store.safefile``, say) can be used without opening sqlite and every game.
_WHERE = {
    "GameSummary": ".models", "HighScore": ".models", "PlayerInfo": ".models", "PlayerStats": ".models",
    "SavedGame": ".models", "Stats": ".models", "END_OF_TURN": ".options", "Options": ".options",
    "HIGH_SCORE_PLACES": ".store", "SCHEMA_VERSION": ".store", "Store": ".store", "rules_key": ".store",
}

__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(_WHERE[name], __name__), name)
    globals()[name] = value
    return value
