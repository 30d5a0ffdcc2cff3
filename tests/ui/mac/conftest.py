"""The Macintosh look headless: ``mac(seed)`` gives an App showing Dominoes; ``player`` plays it."""

from __future__ import annotations

import pytest


@pytest.fixture
def mac(make_app):
    """mac(seed=7, store=True, resume=False) -> an App running the Macintosh look at scale 1."""

    def make(seed: int = 7, *, store: bool = True, resume: bool = False):
        return make_app(seed, store=store, resume=resume, skin="mac")

    return make
