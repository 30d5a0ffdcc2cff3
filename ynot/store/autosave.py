"""The autosave: one small JSON file per unfinished game, rewritten atomically after every action.

The game travels as its record text (every action, with the faces each roll showed) plus what a record
does not carry: the random generator's state, so the dice still to come are the same, and a few fields
of the state to check the replay against. Each running copy of YNOT holds a lock on the autosave of the
game it plays, so another copy never offers that game for resuming.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import random
from pathlib import Path
from typing import Any

from ..core import Series, SeriesMode
from ..game import Game, GameState, parse_record, replay
from ..game.record import action_line, header_lines
from .safefile import release, try_lock

log = logging.getLogger(__name__)

FORMAT = "ynot-autosave"
VERSION = 1
PREFIX = "autosave-"
SUFFIX = ".json"


class AutosaveError(ValueError):
    """An autosave file that cannot be resumed; the message ends a sentence."""


def path_for(folder: Path, game_id: str) -> Path:
    return folder / f"{PREFIX}{game_id}{SUFFIX}"


def record_text(game: Game, date: str) -> str:
    """The game's record, written quickly (without write_record's comment lines)."""
    lines = header_lines(game.rules, game.state.players, date=date, seed=game.seed)
    lines += [action_line(action) for action in game.history]
    return "\n".join(lines) + "\n"


def _fingerprint(state: GameState) -> dict[str, Any]:
    return {
        "current": state.current,
        "dice": list(state.dice.faces) if state.dice is not None else None,
        "roll_number": state.roll_number,
        "marks": sorted(state.marks),
        "previous_marks": sorted(state.previous_marks),
        "totals": list(state.totals()),
    }


def _series_data(series: Series | None) -> dict[str, Any] | None:
    if series is None:
        return None
    return {
        "players": list(series.players),
        "mode": series.mode.value,
        "target": series.target,
        "totals": list(series.totals),
        "games_played": series.games_played,
    }


def _series_from(data: Any) -> Series | None:
    if data is None:
        return None
    return Series(
        players=tuple(str(p) for p in data["players"]),
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
        "state": _fingerprint(game.state),
        "series": _series_data(series),
        "extra": extra or {},
    }
    return json.dumps(data, separators=(",", ":")).encode("utf-8")


def decode(raw: bytes) -> tuple[str, Game, Series | None, dict[str, Any], str, str]:
    """(game id, game, series, extra, saved_at, started) from an autosave file's bytes, or
    AutosaveError."""
    if not raw.strip():
        raise AutosaveError("it was empty")
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise AutosaveError("it was damaged or cut short") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise AutosaveError("it is not a YNOT autosave")
    if data.get("version") != VERSION:
        raise AutosaveError(f"it is autosave version {data.get('version')!r}, which this YNOT cannot read")
    try:
        record = parse_record(str(data["record"]))
        game = replay(record)
        if data.get("rng") is not None:
            version, internal, gauss = data["rng"]
            game.rng.setstate((version, tuple(internal), gauss))
        if _fingerprint(game.state) != data["state"]:
            raise AutosaveError("replaying it did not give the saved position")
        if game.is_over:
            raise AutosaveError("its game is already over")
        series = _series_from(data.get("series"))
        extra = data.get("extra") or {}
        if not isinstance(extra, dict):
            raise AutosaveError("its extra data is not a table")
        return str(data["game_id"]), game, series, extra, str(data.get("saved_at", "")), record.date
    except AutosaveError:
        raise
    except Exception as err:  # RecordError, KeyError, TypeError, ValueError from a damaged file
        raise AutosaveError(f"it could not be read back ({type(err).__name__}: {err})") from None


# --- locks: held by the copy of YNOT playing the game ----------------------------------------
def lock_path(save_path: Path) -> Path:
    return save_path.with_suffix(".lock")


def remove_orphan_locks(folder: Path, older_than: float) -> None:
    """Delete lock files whose autosave is gone and that nobody holds (left by killed copies)."""
    import time

    limit = time.time() - older_than
    for lock in folder.glob(f"{PREFIX}*.lock"):
        with contextlib.suppress(OSError):
            if lock.with_suffix(SUFFIX).exists() or lock.stat().st_mtime >= limit:
                continue
            handle = try_lock(lock)
            if handle is not None:
                lock.unlink()
                release(handle)
