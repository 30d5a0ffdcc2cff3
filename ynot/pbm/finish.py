"""Feed finished players and games of any registered game to the store (high scores, statistics, the
game record), once each: for play by mail, whose boards live outside a session."""

from __future__ import annotations

from collections.abc import Callable

from ..core import Game, kind_of
from ..store import Store


class Recorder:
    """Opens the store when first needed and returns the sentences to show the players."""

    def __init__(self, open_store: Callable[[], Store] = Store.open) -> None:
        self._open_store = open_store
        self._store: Store | None = None
        self._shown: set[int] = set()

    def _get_store(self) -> Store:
        if self._store is None:
            self._store = self._open_store()
        return self._store

    def _take_notices(self) -> list[str]:
        """The store's sentences not yet shown (opening problems, a result that could not be kept)."""
        if self._store is None:
            return []
        notices = list(self._store.notices)
        self._store.notices.clear()
        return notices

    @staticmethod
    def _label(game: Game, player: int, sentences: list[str]) -> list[str]:
        if len(game.players) == 1:
            return list(sentences)
        name = game.players[player]
        return [s if s.startswith(name) else f"{name}: {s}" for s in sentences]

    def player_finished(self, game: Game, player: int) -> list[str]:
        """Count ``player``'s finished game (high scores, statistics); the sentences to show."""
        store = self._get_store()
        self._shown.add(player)
        sentences = self._label(game, player, store.finish_player(game, player))
        return self._take_notices() + sentences

    def game_over(self, game: Game, record_text: str | None = None) -> list[str]:
        """Store the finished game and its record; sentences for players not yet told."""
        store = self._get_store()
        text = record_text if record_text is not None else kind_of(game).write_record(game)
        per_seat = store.finish_game(game, text)
        lines = self._take_notices()
        for player, sentences in enumerate(per_seat):
            if player not in self._shown:
                self._shown.add(player)
                lines += self._label(game, player, sentences)
        self.close()
        return lines

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
            self._store = None
