"""Where YNOT keeps its files: platformdirs' per-user folders, or all under ``$YNOT_HOME``.

Each folder is made when first asked for, where it can be; one that cannot be made (``$YNOT_HOME`` is a file,
a folder without permission, a full disk) is still named, so nothing stops here: the store tells the player
in one sentence what is not kept (``safefile.unusable``), the solver's and pictures' caches stay in memory,
the log stays silent."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

APP_NAME = "ynot"


def _home() -> Path | None:
    value = os.environ.get("YNOT_HOME", "").strip()
    return Path(value).expanduser() if value else None


def _folder(kind: str) -> Path:
    home = _home()
    if home is not None:
        path = home / kind
    else:
        import platformdirs

        getter = {
            "config": platformdirs.user_config_dir,
            "data": platformdirs.user_data_dir,
            "cache": platformdirs.user_cache_dir,
            "log": platformdirs.user_log_dir,
        }[kind]
        path = Path(getter(APP_NAME, appauthor=False))
    with contextlib.suppress(OSError):  # not a folder, no permission, a full disk: whoever writes there says so
        path.mkdir(parents=True, exist_ok=True)
    return path


def config_dir() -> Path:
    """Holds ``ynot.ini``."""
    return _folder("config")


def data_dir() -> Path:
    """Holds the database, the autosave and play-by-mail boards."""
    return _folder("data")


def cache_dir() -> Path:
    """Holds rebuildable files such as solver tables."""
    return _folder("cache")


def log_dir() -> Path:
    """Holds ``ynot.log``."""
    return _folder("log")
