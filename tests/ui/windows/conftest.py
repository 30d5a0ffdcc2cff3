"""The Windows look headless: ``windows(...)`` gives an App at scale 1 with the options asked for."""

from __future__ import annotations

import pytest

from ynot.ui.launch import open_store


def keep_options(
    *,
    players: tuple[str, ...] = ("Ann",),
    end_of_turn: str = "nothing",
    columns: int = 1,
    multiplier: bool = False,
    extra: str = "bonus",
    seen: bool = True,
    seats: tuple[str, ...] = (),
    nicknames: tuple[str, ...] = (),
    animation: bool = True,
) -> None:
    """Write the options the look reads as it starts into this test's ynot.ini."""
    store = open_store()
    options = store.options
    options.end_of_turn = end_of_turn
    options.columns = columns
    options.multiplier = multiplier
    options.extra = extra
    options.animation = animation
    names = list(players) + [""] * (6 - len(players))
    options.skin_settings("windows").update(
        names=",".join(names),
        playing="".join("1" if i < len(players) else "0" for i in range(6)),
        seats=",".join(list(seats) + [""] * (6 - len(seats))),
        nicknames=",".join(nicknames),
        seen="yes" if seen else "no",
    )
    store.save_options()
    store.close()


@pytest.fixture
def windows(make_app):
    """windows(seed=7, resume=False, **options) -> an App running the Windows look at scale 1 (the
    options as :func:`keep_options` takes them)."""

    def make(seed: int = 7, *, resume: bool = False, **options):
        keep_options(**options)
        return make_app(seed, resume=resume, skin="windows")

    return make
