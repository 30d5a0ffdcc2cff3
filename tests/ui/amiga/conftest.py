"""The Amiga skin headless: ``amiga(seed)`` gives an App on the selection screen; helpers play it."""

from __future__ import annotations

import pytest

from . import mouse


@pytest.fixture
def amiga(make_app):
    """amiga(seed=7, store=True) -> an App running the Amiga skin at scale 1 on the selection screen."""

    def make(seed: int = 7, *, store: bool = True, resume: bool = False):
        return make_app(seed, store=store, resume=resume, skin="amiga")

    return make


def start(app, players: tuple[str, ...] = ("Ann", "Bob")) -> None:  # noqa: ANN001 - App
    """Pick the number of players, type their names and click NEW GAME."""
    script = [mouse.count_box(len(players))]
    for seat, name in enumerate(players):
        script += [mouse.name_field(seat), "Ctrl+A", "BACKSPACE", f"TEXT:{name.replace(' ', '_')}", "ENTER"]
    script.append(mouse.NEW_GAME)
    app.play_keys(" ".join(script))
