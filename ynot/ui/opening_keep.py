"""Keeping the opening picture (``ynot.ui.opening``) when the window closes for good.

The next start is rehearsed: the look is built afresh, as that start will build it, on a store that reads
the player's files (the kept game is replayed from what was just saved) and writes nothing. With no game
kept the start deals a new one: it is rehearsed twice, with two seeds, and a first frame that shows the
deal keeps no picture. A rehearsal that would write anything else, or that meets an error, keeps none
either: the next start is the usual one. The picture is written once the store is closed, with the state
of the files it depends on then.
"""
from __future__ import annotations

import copy
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pygame

from .. import paths
from ..logs import get_logger
from ..store.safefile import atomic_write
from .audio import Audio
from .icon import icon_surface
from .launch import ICON_SIZE, make_app, make_audio
from .opening import FORMAT, display_key, files_key, packed, picture_path, wanted
from .skin import load_skin
from .window import kept_placement

log = get_logger("ynot.ui")

#: What a rehearsal may ask of the store: reading the records, the kept games and the options.
READS = frozenset(
    {
        "players", "stats", "all_stats", "games", "game_record", "game_boxes", "high_scores", "high_score_rules",
        "kept_games", "result_sentences", "rule_set", "section", "skin_settings", "game_id", "config_dir", "data_dir",
    }
)


class ReadingStore:
    """The store as a rehearsal sees it: reads go through; anything else is refused and noted (the shell
    turns the refusal into a sentence, and the rehearsal keeps no picture). Its options are a copy."""

    def __init__(self, store: Any) -> None:
        self._store = store
        self.options = copy.deepcopy(store.options)
        self.notices: list[str] = []
        #: The names of what the rehearsal asked for and was refused.
        self.refused: list[str] = []
        #: Whether the rehearsal dealt a new game (nothing was kept for it to take up).
        self.dealt = False

    def load_autosave(self, game: str | None = "") -> Any:
        """The kept game a start would take up (the newest), read without holding it (the closing copy
        has let go of its games: a start meanwhile may take them up)."""
        found = self._store.kept_games(game)
        return found[0] if found else None

    def save_options(self, options: Any = None) -> bool:
        """The options a start changes (a Psion counts its launches) stay in the copy: the next start
        changes and saves them the same way."""
        return True

    def add_player(self, name: str) -> Any:
        """A start adds its players, which the records hold already; a new one is refused."""
        for player in self._store.players():
            if player.name == name:
                return player
        return self._refuse("add_player")

    def seed_high_scores(self, rules: Any, entries: Any) -> bool:
        """A look fills an empty high score table with a manual's scores once: one filled is left alone."""
        if self._store.high_scores(rules):
            return False
        return self._refuse("seed_high_scores")

    def autosave(self, game: Any, series: Any = None, extra: Any = None) -> bool:
        """A start with nothing to take up deals a new game and saves it at once: here it is kept nowhere,
        and noted (a frame that shows the deal is no picture to keep, see ``_rehearse``)."""
        self.dealt = True
        return True

    def _refuse(self, name: str) -> Any:
        self.refused.append(name)
        raise AttributeError(f"a rehearsal of the start does not use the store's {name}")

    def __getattr__(self, name: str) -> Any:
        if name in READS:
            return getattr(self._store, name)
        return self._refuse(name)


class QuietAudio(Audio):
    """The look's sounds, switched as the player has them, never played (a rehearsal makes no sound)."""

    def play(self, name: str) -> bool:
        return False

    def preload(self) -> None:
        return None


def rehearse(look: str, store: Any) -> dict[str, Any] | None:
    """The next start of ``look`` rehearsed on ``store`` (still open, its kept game saved): its first frame
    and window, or None when it cannot be trusted (it would write, or an error came)."""
    if not wanted() or store is None or store.config_dir is None or store.data_dir is None:
        return None
    try:
        return _rehearse(look, store)
    except Exception:  # a rehearsal never stops the game from closing
        log.exception("the next start's first frame could not be kept")
        return None


def _rehearse(look: str, store: Any) -> dict[str, Any] | None:
    from .skin_chooser import needs_choice

    reading, app = _start(look, store, seed=1)
    canvas = app.draw()
    if reading.refused or app.errors:
        log.info("no opening picture: the next start would use %s", ", ".join(reading.refused) or app.errors[0])
        return None
    if reading.dealt:  # a new game: its first frame may show the deal (the Mac's hand), which a start makes anew
        again = _start(look, store, seed=2)[1].draw()
        if bytes(again.get_buffer()) != bytes(canvas.get_buffer()):
            log.info("no opening picture: the next start's first frame shows the deal of a new game")
            return None
    bare = look if not needs_choice(reading.options) and reading.options.skin == look else ""
    skin = app.skin
    return {
        "format": FORMAT,
        "look": look,
        "bare": bare,
        "canvas": canvas.get_size(),
        "masks": tuple(canvas.get_masks()),
        "pixels": zlib.compress(bytes(canvas.get_buffer()), 1),
        "pixel_height": skin.pixel_height,
        "scale": app.display.scale,
        "position": app.display.position,  # the kept one: opening the window checks it is on a screen
        "title": app.display.title,
        "pointer": bool(skin.pointer),
        "border": tuple(skin.palette.get("border", (0, 0, 0))),
        "icon": pygame.image.tobytes(icon_surface(ICON_SIZE), "RGBA"),
        "icon_size": ICON_SIZE,
        "display": display_key(pygame),
    }


def _start(look: str, store: Any, *, seed: int) -> tuple[ReadingStore, Any]:
    """The start of ``look`` on a ReadingStore of ``store`` (a new game dealt with ``seed``), as ``ynot play``
    makes it: the App (no window) with the look's controller on it."""
    reading = ReadingStore(store)
    placement = kept_placement(reading.options, load_skin(look))  # as ynot play finds it
    app, controller_cls = make_app(look, store=reading, scale=placement.scale, position=placement.position, fit=True)
    audio = make_audio(app.skin, reading.options.sound, QuietAudio)
    with _unlogged():  # the look logs what its store refuses as a failure: here it is the rehearsal's answer
        app.push(controller_cls(app, store=reading, audio=audio, seed=seed, resume=True))
    return reading, app


@contextmanager
def _unlogged() -> Iterator[None]:
    """Nothing is logged inside the block."""
    import logging

    before = logging.root.manager.disable
    logging.disable(logging.CRITICAL)
    try:
        yield
    finally:
        logging.disable(before)


def keep(kept: dict[str, Any] | None, store: Any) -> None:
    """Write the rehearsed picture ``kept`` (None: remove the one kept before) with the state of the player's
    files now; ``store`` is closed."""
    if not wanted():
        return
    try:
        path = picture_path(paths.cache_dir())
        if kept is None or store is None:
            path.unlink(missing_ok=True)
            return

        atomic_write(path, packed({**kept, "files": files_key(store.config_dir, store.data_dir)}))
    except OSError:
        log.exception("the opening picture could not be kept")
