"""The autosave: one small JSON file per unfinished game, rewritten atomically after every action.

The game travels as its record text (every action, with the faces each roll showed) plus what a record
does not carry: the random generator's state, so the dice still to come are the same, and a few fields
of the state to check the replay against. Each running copy of YNOT holds a lock on the autosave of the
game it plays, so another copy never offers that game for resuming.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, BinaryIO

from ..core import (
    Game,
    RecordError,
    Series,
    SeriesMode,
    default_kind,
    default_name,
    kind_for_record,
    kind_of,
    open_record,
    shown_name,
    stored_name,
)
from ..i18n import _
from ..logs import get_logger
from . import clock
from .access import GAME_IDS, StoreBase, why
from .safefile import atomic_write, move_aside, release, try_lock

log = get_logger(__name__)

FORMAT = "ynot-autosave"
VERSION = 1
PREFIX = "autosave-"
SUFFIX = ".json"


@dataclass(frozen=True)
class SavedGame:
    """An unfinished game read back from the autosave."""

    game_id: str
    game: Game
    series: Series | None = None
    extra: dict[str, Any] = field(default_factory=dict)
    saved_at: str = ""  # ISO 8601, UTC


class AutosaveError(ValueError):
    """An autosave file that cannot be resumed; the message ends a sentence."""


class OtherGame(Exception):
    """An autosave of a game other than the one asked for: left as it is, unread (its game not loaded)."""


def path_for(folder: Path, game_id: str) -> Path:
    return folder / f"{PREFIX}{game_id}{SUFFIX}"


def record_text(game: Game, date: str) -> str:
    """The game's record, written quickly (only what replays, without comment lines)."""
    return kind_of(game).write_record(game, date=date, comments=False)


def fingerprint(game: Game) -> dict[str, Any]:
    """A few facts of the position to check a replayed autosave against (the game's kind says which)."""
    return kind_of(game).fingerprint(game)


def _record_date(text: str) -> str:
    """The date line of a record's header ("" if it has none)."""
    for line in open_record(text).lines:
        if line.verb == "date":
            return line.rest
    return ""


def _series_data(series: Series | None) -> dict[str, Any] | None:
    if series is None:
        return None
    return {
        "players": [stored_name(name) for name in series.players],
        "mode": series.mode.value,
        "target": series.target,
        "totals": list(series.totals),
        "games_played": series.games_played,
    }


def _series_from(data: Any) -> Series | None:
    if data is None:
        return None
    return Series(
        players=tuple(shown_name(str(p)) for p in data["players"]),
        mode=SeriesMode(data["mode"]),
        target=int(data["target"]),
        totals=tuple(int(t) for t in data["totals"]),
        games_played=int(data["games_played"]),
    )


def encode(
    game: Game, game_id: str, started: str, saved_at: str, series: Series | None, extra: dict[str, Any] | None
) -> bytes:
    """The autosave file's bytes. Raises TypeError if ``extra`` is not JSON-ready."""
    rng_state = None
    if type(game.rng) is random.Random:
        version, internal, gauss = game.rng.getstate()
        rng_state = [version, list(internal), gauss]
    data = {
        "format": FORMAT,
        "version": VERSION,
        "game_id": game_id,
        "saved_at": saved_at,
        "pid": os.getpid(),
        "record": record_text(game, started),
        "rng": rng_state,
        "state": fingerprint(game),
        "series": _series_data(series),
        "extra": extra or {},
    }
    return json.dumps(data, separators=(",", ":")).encode("utf-8")


#: The largest autosave read (a finished six-player, six-column game is far below it).
MAX_BYTES = 4 * 1024 * 1024
_GAME_ID = re.compile(r"[0-9A-Za-z_-]{1,64}")
_RNG_WORDS = 625


def _check(data: Any) -> None:
    """Refuse (AutosaveError) an autosave whose fields have the wrong type, range or length: checked
    here, at the edge, before anything is built from them."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise AutosaveError(_("it is not a YNOT autosave"))
    if data.get("version") != VERSION:
        raise AutosaveError(_("it is another version of the autosave, which this YNOT cannot read"))
    if not isinstance(data.get("game_id"), str) or not _GAME_ID.fullmatch(data["game_id"]):
        raise AutosaveError(_("its game id is damaged"))
    if not isinstance(data.get("record"), str):
        raise AutosaveError(_("its game record is missing"))
    if not isinstance(data.get("saved_at", ""), str) or len(data.get("saved_at", "")) > 64:
        raise AutosaveError(_("its date is damaged"))
    rng = data.get("rng")
    if rng is not None:
        if not (isinstance(rng, list) and len(rng) == 3 and isinstance(rng[1], list) and len(rng[1]) == _RNG_WORDS):
            raise AutosaveError(_("its random generator state is damaged"))
        if rng[0] != 3 or not (rng[2] is None or isinstance(rng[2], float)):
            raise AutosaveError(_("its random generator state is damaged"))
        if not all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 2**32 for w in rng[1]):
            raise AutosaveError(_("its random generator state is damaged"))
    if not isinstance(data.get("state"), dict):
        raise AutosaveError(_("its saved position is missing"))
    if not isinstance(data.get("extra") or {}, dict):
        raise AutosaveError(_("its extra data is not a table"))
    series = data.get("series")
    if series is not None and not isinstance(series, dict):
        raise AutosaveError(_("its series is damaged"))


def decode(raw: bytes, game_name: str | None = None) -> tuple[str, Game, Series | None, dict[str, Any], str, str]:
    """(game id, game, series, extra, saved_at, started) from an autosave file's bytes, or
    AutosaveError whose message completes "could not be resumed because ..."; OtherGame when
    ``game_name`` is given and the record names another game (not replayed)."""
    if not raw.strip():
        raise AutosaveError(_("it was empty"))
    if len(raw) > MAX_BYTES:
        raise AutosaveError(_("it is far larger than an autosave can be"))
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):  # not UTF-8, not JSON, a number too long, nested too deep
        raise AutosaveError(_("it was damaged or cut short")) from None
    _check(data)
    try:
        text = data["record"]
        if game_name is not None and (open_record(text).game or default_name()) != game_name:
            raise OtherGame
        game = kind_for_record(text).read_record(text)
        if data.get("rng") is not None:
            version, internal, gauss = data["rng"]
            game.rng.setstate((version, tuple(internal), gauss))
        if fingerprint(game) != data["state"]:
            raise AutosaveError(_("replaying it did not give the saved position"))
        if game.is_over:
            raise AutosaveError(_("its game is already over"))
        series = _series_from(data.get("series"))
        extra = data.get("extra") or {}
        return data["game_id"], game, series, extra, data.get("saved_at", ""), _record_date(text)
    except (AutosaveError, OtherGame):
        raise
    except RecordError as err:
        raise AutosaveError(_("its game record is damaged ({why})").format(why=_clip(str(err)))) from None
    except (KeyError, TypeError, ValueError, OverflowError) as err:  # a damaged series or position
        raise AutosaveError(_("it could not be read back ({why})").format(why=_clip(str(err)))) from None


def _clip(text: str, most: int = 120) -> str:
    """A reason short enough for a sentence (a damaged file may hold a very long word)."""
    return text if len(text) <= most else text[: most - 1] + "\u2026"


# --- locks: held by the copy of YNOT playing the game ----------------------------------------
def lock_path(save_path: Path) -> Path:
    return save_path.with_suffix(".lock")


def remove_orphan_locks(folder: Path, older_than: float) -> None:
    """Delete lock files whose autosave is gone and that nobody holds (left by killed copies)."""

    limit = time.time() - older_than
    for lock in folder.glob(f"{PREFIX}*.lock"):
        with contextlib.suppress(OSError):
            if lock.with_suffix(SUFFIX).exists() or lock.stat().st_mtime >= limit:
                continue
            handle = try_lock(lock)
            if handle is not None:
                lock.unlink()
                release(handle)


class Autosaves(StoreBase):
    """The autosave part of :class:`ynot.store.Store`: one file per unfinished game, each locked by
    the copy of YNOT playing it."""

    _current: str | None  # the game last autosaved or loaded
    _locks: dict[str, BinaryIO]
    _autosave_failed: bool

    def autosave(self, game: Game, series: Series | None = None, extra: dict[str, Any] | None = None) -> bool:
        """Save the unfinished game (and the series and ``extra``, JSON-ready UI data) atomically; call
        it after every action. A finished game's autosave is removed instead (finish_game does that
        too). Returns False (with a notice, once) if it could not be written; raises TypeError if
        ``extra`` is not JSON-ready."""
        uid, started = self._identity(game)
        if self.data_dir is None:
            return False
        if game.is_over:
            self.clear_autosave(uid)
            return True
        data = encode(game, uid, started, clock.now_precise(), series, extra)
        path = path_for(self.data_dir, uid)
        try:
            if self._current != uid or uid not in self._locks:
                self._hold(uid)
            atomic_write(path, data)
        except OSError as err:
            log.exception("cannot autosave")
            if not self._autosave_failed:
                self._autosave_failed = True
                self.notices.append(_("Could not save the game in progress ({why}).").format(why=why(err)))
            return False
        self._current = uid
        return True

    def _hold(self, uid: str) -> None:
        if uid in self._locks or self.data_dir is None:
            return
        handle = try_lock(lock_path(path_for(self.data_dir, uid)))
        if handle is not None:
            self._locks[uid] = handle

    def load_autosave(self, game: str | None = "") -> SavedGame | None:
        """The most recently saved unfinished game not being played by another running copy, restored
        exactly (dice, marks, roll count, whose turn, the dice still to come from the same random
        state), or None. Only a game of the registry's name ``game`` is offered ("": the registry's
        default game, the game of records that name none; None: any), so one game's save never hides
        another's or reaches a look that cannot show it. A bad autosave file is moved aside with a notice."""
        found = self.kept_games(game)
        if not found:
            return None
        saved = found[0]
        self._current = saved.game_id
        self._hold(saved.game_id)
        return saved

    def kept_games(self, game: str | None = "") -> list[SavedGame]:
        """Every unfinished game of the registry's name ``game`` (as :meth:`load_autosave` reads it) kept
        and not being played by another running copy, the most recently saved first (a look gives up
        those it would take up when a new game is asked for). A bad autosave file is moved aside."""
        if self.data_dir is None:
            return []
        if game == "":
            game = default_kind().name
        found: list[SavedGame] = []
        for path in sorted(self.data_dir.glob(f"{PREFIX}*{SUFFIX}")):
            uid = path.name[len(PREFIX) : -len(SUFFIX)]
            if uid not in self._locks:
                handle = try_lock(lock_path(path))
                if handle is None:
                    continue  # another running copy is playing it
                release(handle)
            saved = self._read_autosave(path, game)
            if saved is not None and (game is None or kind_of(saved.game).name == game):
                found.append(saved)
        return sorted(found, key=lambda s: s.saved_at, reverse=True)

    def give_up_kept(self, game: str | None = "", fits: Callable[[SavedGame], bool] = lambda saved: True) -> int:
        """A new game was asked for (``--new``, New): delete every kept unfinished game of ``game`` (as
        :meth:`kept_games` reads it) that ``fits`` (a look or a table would take it up); how many. Games
        other running copies play, or of other rules, are left alone. The one way every look and text
        play gives up what they would otherwise resume."""
        given_up = [saved for saved in self.kept_games(game) if fits(saved)]
        for saved in given_up:
            self.clear_autosave(saved.game_id)
        return len(given_up)

    def _read_autosave(self, path: Path, game_name: str | None = None) -> SavedGame | None:
        """The kept game in ``path`` (None when it cannot be resumed: moved aside, with a notice); of
        ``game_name`` only: another game's file is left for that game's look (its game is not loaded)."""
        try:
            if not path.is_file():
                raise AutosaveError(_("it is not a file"))
            raw = path.read_bytes()
            uid, game, series, extra, saved_at, started = decode(raw, game_name)
        except (FileNotFoundError, OtherGame):
            return None  # finished meanwhile by another copy, or another game's
        except (OSError, AutosaveError) as err:
            reason = err if isinstance(err, AutosaveError) else why(err)
            problem = _("could not be resumed because {reason}").format(reason=reason)
            what = _("The saved game {name}").format(name=path.name)
            self.notices.append(move_aside(path, problem, what=what).sentence)
            return None
        try:
            row = self._db.execute("SELECT finished FROM games WHERE uid = ?", (uid,)).fetchone()
        except sqlite3.Error as err:
            self._failed(_("read the records database"), err)
            row = None
        if row and row[0]:  # finished and stored, but the autosave outlived it (killed in between)
            self.clear_autosave(uid)
            return None
        GAME_IDS[game] = (uid, started)
        return SavedGame(uid, game, series, extra, saved_at)

    def clear_autosave(self, game: Game | str | None = None) -> None:
        """Delete the autosave of ``game`` (a game or a game id); None means the game this store last
        saved or loaded. Other copies' autosaves are left alone."""
        if game is None or isinstance(game, str):
            uid = game if game is not None else self._current
        else:
            uid = self.game_id(game)
        if uid is None or self.data_dir is None:
            return
        path = path_for(self.data_dir, uid)
        with contextlib.suppress(FileNotFoundError, IsADirectoryError, PermissionError):
            path.unlink()
        handle = self._locks.pop(uid, None)
        if handle is not None:
            with contextlib.suppress(OSError):
                lock_path(path).unlink()
            release(handle)
        if self._current == uid:
            self._current = None
