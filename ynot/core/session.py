"""The games a look or a terminal plays: the players, the series, the current game and the store.

Independent of the game and of the look: a controller asks the Session to apply Actions and to close a
player's game or the whole game; the Session keeps the series running totals, autosaves after every
action and talks to the records store. The game is any registered one (``core.registry``); the store is
duck-typed (``notices``, ``options.players``, ``add_player``, ``autosave``, ``load_autosave(game_name)``,
``clear_autosave``, ``finish_player``, ``finish_game``, ``new_series``, ``save_options``), so core imports
nothing above it. Store failures are logged and reported as one sentence, never raised.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from ..i18n import _, ngettext
from ..logs import get_logger
from .players import DEFAULT_PLAYER, shown_name, stored_name
from .protocol import Game
from .registry import GameKind, kind_for_rules
from .series import Series, SeriesMode

log = get_logger("ynot.session")

#: Where the autosave keeps the seats (the key games saved before the seats were the session's use too).
SEATS_KEY = "computers"


def saved_seats(extra: Any, count: int) -> tuple[str, ...] | None:
    """The seats an autosave's ``extra`` data holds for ``count`` players (None: none, or not a list of
    one level a seat)."""
    seats = extra.get(SEATS_KEY) if isinstance(extra, dict) else None
    if not isinstance(seats, list) or len(seats) != count or not all(isinstance(seat, str) for seat in seats):
        return None
    return tuple(seats)


class Session:
    """Players, series and game, kept in step with the store (which may be None: nothing is kept)."""

    def __init__(
        self,
        rules: Any,
        players: Sequence[str],
        *,
        kind: GameKind | None = None,
        store: Any = None,
        mode: SeriesMode = SeriesMode.SINGLE,
        target: int = 0,
        seed: int | None = None,
        autosave: bool = True,
    ) -> None:
        self.rules = rules
        #: The game played (found from the rules' type when not given).
        self.kind = kind if kind is not None else kind_for_rules(rules)
        self.store = store
        self.rng = random.Random(seed)
        self.autosave_enabled = autosave
        self.series = Series(tuple(players), mode, target)
        self.game: Game = self.kind.new_game(rules, self.series.players, rng=self.rng)
        #: Sentences for the player that nobody has shown yet (store problems...).
        self.notices: list[str] = []
        if store is not None and store.notices:
            self.notices.extend(store.notices)
            store.notices.clear()
        self._finished: set[int] = set()
        self._game_counted = False
        #: True when the game came back from the autosave.
        self.resumed = False
        #: Games finished since the series began (solitaire keeps counting across its one-game series).
        self.games_finished = 0
        #: A look's own data saved with the game (the seats are saved beside it, not in it).
        self.extra: dict[str, Any] = {}
        self._seats: tuple[str, ...] = ()
        #: Whether a resumed game came back with its seats (a game kept before seats were saved did not).
        self.seats_saved = False
        #: Whether the last autosave was written: a run whose folder cannot be written keeps nothing.
        self.kept = False

    # --- starting ---------------------------------------------------------------------------
    @classmethod
    def open(
        cls,
        store: Any,
        rules: Any,
        *,
        kind: GameKind | None = None,
        seed: int | None = None,
        resume: bool = True,
        max_players: int = 2,
    ) -> Session:
        """The last players from the options (or a first player), resuming the autosave when asked."""
        names: tuple[str, ...] = ()
        if store is not None:
            names = tuple(shown_name(name) for name in store.options.players)[:max_players]
        if not names:
            names = (shown_name(DEFAULT_PLAYER),)
        session = cls(rules, names, kind=kind, store=store, seed=seed)
        if store is not None:
            session.call_store(lambda: [store.add_player(n) for n in names])
            if resume:
                session.resume(max_players)
        return session

    def resume(self, max_players: int = 6, saved: Any = None) -> bool:
        """Continue the autosaved game if it is one this skin plays (these rules, at most ``max_players``
        players, not over); True if resumed. ``saved``: the kept game the caller has just read from the
        store (``load_autosave``), taken as it is rather than read and replayed again."""
        if saved is None and self.store is not None:
            saved = self.call_store(lambda: self.store.load_autosave(self.kind.name))
        if saved is None or saved.game.rules != self.rules or saved.game.is_over:
            return False
        if len(saved.game.players) > max_players:
            return False
        self.game = saved.game
        self.rng = saved.game.rng
        series = saved.series
        if series is None or series.players != saved.game.players:
            series = Series(saved.game.players)
        self.series = series
        self.games_finished = series.games_played
        self.extra = dict(saved.extra or {})
        seats = saved_seats(self.extra, len(self.players))
        self.extra.pop(SEATS_KEY, None)
        self.seats_saved = seats is not None
        self._seats = seats or ()
        self._finished = {p for p in range(len(self.players)) if self.game.finished(p)}
        self.resumed = True
        return True

    def rename(self, players: Sequence[str]) -> bool:
        """Call the players ``players`` in the game and the series (a default name shown in the language
        spoken now); False when the game cannot be renamed (its kind offers no ``rename``)."""
        rename = getattr(self.game, "rename", None)
        if rename is None:
            return False
        rename(players)
        self.series = replace(self.series, players=tuple(players))
        return True

    # --- reading -------------------------------------------------------------------------------
    @property
    def players(self) -> tuple[str, ...]:
        return self.series.players

    @property
    def state(self) -> Any:
        """The game's read-only view (each game's own state type)."""
        return self.game.state

    @property
    def seats(self) -> tuple[str, ...]:
        """Per seat: "" a person, else a computer player's level (its results are marked in the records).
        The one place the seats are kept: saved with the game, taken up with it, kept for the next game."""
        count = len(self.players)
        return self._seats[:count] + ("",) * (count - len(self._seats[:count]))

    @seats.setter
    def seats(self, seats: Sequence[str]) -> None:
        self._seats = tuple(str(seat) for seat in seats)

    def people_play(self) -> bool:
        """Whether a person sits at the game (a game only computers play is not worth keeping)."""
        return any(not seat for seat in self.seats)

    def running_totals(self) -> tuple[int, ...]:
        """Each player's series total, counting the current game for players who have finished it."""
        if self._game_counted:
            return self.series.totals
        scores = self.game.scores()
        return tuple(total + (scores[p] if self.game.finished(p) else 0) for p, total in enumerate(self.series.totals))

    def side_totals(self) -> list[tuple[tuple[str, ...], int]]:
        """Each side's series total with its players' names: a player alone, or a partnership once (the
        kind's ``sides``)."""
        seats = len(self.players)
        groups = self.kind.sides(self.rules, seats) if self.kind.sides else tuple((seat,) for seat in range(seats))
        totals = self.series.totals
        return [(tuple(self.players[seat] for seat in side), totals[side[0]]) for side in groups]

    def describe_series(self) -> str:
        """One line about the series for the screen."""
        series = self.series
        if series.mode is SeriesMode.SINGLE:
            played = self.games_finished
            if len(self.players) > 1:  # a solitaire is one player alone
                return ngettext("{count} game played", "{count} games played", played).format(count=played)
            if not played:
                return _("Solitaire")
            return ngettext("Solitaire: {count} game", "Solitaire: {count} games", played).format(count=played)
        if series.mode is SeriesMode.FIRST_TO:
            return _("First to {target}").format(target=series.target)
        number = min(series.target, series.games_played + (0 if self.game.is_over else 1))
        return _("Game {number} of {target}").format(number=number, target=series.target)

    # --- notes that keep a game out of the counts ------------------------------------------------
    @property
    def notes(self) -> tuple[str, ...]:
        """Notes on the whole game for its record (kept in ``extra``, so the autosave keeps them)."""
        notes = self.extra.get("notes")
        return tuple(n for n in notes if isinstance(n, str)) if isinstance(notes, list) else ()

    def add_note(self, note: str) -> None:
        """Note something about the game (one word); a noted game is stored but never counted."""
        if note not in self.notes:
            self.extra["notes"] = [*self.notes, note]

    @property
    def counted(self) -> bool:
        """Whether the finished game enters the high scores and statistics (not once it has notes)."""
        return not self.notes

    # --- playing -------------------------------------------------------------------------------
    def apply(self, action: Any) -> list[Any]:
        """Apply ``action`` to the game (IllegalMove propagates) and autosave."""
        events = self.game.apply(action)
        if self.game.is_over:
            self._count_game()
        if not self.game.is_over:
            self.save()
        return events

    def save(self) -> None:
        """Autosave the unfinished game with the skin's ``extra`` data (``kept`` says whether it was)."""
        if self.store is not None and self.autosave_enabled and not self.game.is_over:
            extra = {**self.extra, SEATS_KEY: list(self.seats)}
            self.kept = self.call_store(lambda: self.store.autosave(self.game, self.series, extra)) is True

    def finish_player(self, seat: int) -> list[str]:
        """Section 9's notices for a player who has just filled the last box (none for a game with notes:
        it is never counted)."""
        self._finished.add(seat)
        if self.store is None or not self.counted:
            return []
        level = self.seats[seat]
        if level:
            return self.call_store(lambda: self.store.finish_player(self.game, seat, computer=level)) or []
        return self.call_store(lambda: self.store.finish_player(self.game, seat)) or []

    def _count_game(self) -> None:
        if self._game_counted:
            return
        self._game_counted = True
        self.games_finished += 1
        try:
            self.series = self.series.add_game(self.game.scores())
        except ValueError:
            log.exception("series could not count the game")
        if self.store is None:
            return
        if not self.counted:  # kept in the records, never in the high scores or statistics
            self.call_store(lambda: self.store.finish_game(self.game, counted=False, notes=self.notes))
        elif any(self.seats):
            self.call_store(lambda: self.store.finish_game(self.game, computers=self.seats))
        else:
            self.call_store(lambda: self.store.finish_game(self.game))

    def next_game(self) -> None:
        """A new game for the same players; a finished series starts again (solitaire keeps its total)."""
        series = self.series
        if series.is_over:
            if series.mode is SeriesMode.SINGLE:
                series = Series(series.players, series.mode, series.target, totals=series.totals)
            else:
                series = Series(series.players, series.mode, series.target)
                self.games_finished = 0
                if self.store is not None:
                    self.call_store(lambda: self.store.new_series(series.players))
        self.series = series
        self._start_game()

    def new_series(
        self, players: Sequence[str] | None = None, mode: SeriesMode | None = None, target: int | None = None
    ) -> None:
        """Psion-N and Psion-S: series statistics and running totals to zero, a fresh game."""
        names = tuple(players) if players is not None else self.series.players
        if names != self.series.players:
            self._seats = ()  # another table: people sit at it until the look says otherwise
        mode = mode if mode is not None else self.series.mode
        target = target if target is not None else self.series.target
        if mode is SeriesMode.SINGLE:
            target = 0
        self.series = Series(names, mode, target)
        self.games_finished = 0
        if self.store is not None:
            self.call_store(lambda: self.store.new_series(names))
            self.store.options.players = tuple(stored_name(name) for name in names)
            self.call_store(self.store.save_options)
        self._start_game()

    def _start_game(self) -> None:
        if self.store is not None and not self.game.is_over:
            self.call_store(lambda: self.store.clear_autosave(self.game))
        self.game = self.kind.new_game(self.rules, self.series.players, rng=self.rng)
        self._finished = set()
        self._game_counted = False
        self.extra = {}
        self.save()

    def close(self) -> None:
        """Autosave as the window closes (the store stays open: its owner closes it, and a new window
        for another look goes on using it)."""
        self.save()

    # --- helpers -------------------------------------------------------------------------------
    def call_store(self, fn: Callable[[], Any]) -> Any:
        """Call the store (``fn``, e.g. ``lambda: store.high_scores(rules)``); a failure becomes a notice
        for the player and a log entry, and None is returned. The one way a look asks the store."""
        try:
            result = fn()
        except Exception as err:
            log.exception("the records store failed")
            self.notices.append(_("Your records could not be updated ({reason}).").format(reason=err))
            return None
        if self.store is not None and getattr(self.store, "notices", None):
            self.notices.extend(self.store.notices)
            self.store.notices.clear()
        return result

    def take_notices(self) -> list[str]:
        """The sentences not yet shown, once."""
        notices, self.notices = self.notices, []
        return notices
