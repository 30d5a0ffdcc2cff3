"""Names are data, not text: a seat nobody named is kept as "Player N" in every language and shown in the
player's, so one player's records never split by language. Each dice look played in German with its
default names, through a whole game, its high scores and its statistics: no English default name is
drawn, the German one is, and the records hold one player."""

from __future__ import annotations

import re

import pygame
import pytest

from ynot import i18n

from .kit.fit import _render, _Visible
from .kit.tours import _close_first_dialogs, _play_to_the_end, _table

ENGLISH_DEFAULT = re.compile(r"\bPlayer \d")
GERMAN_DEFAULT = re.compile(r"\bSpieler \d")

#: look -> the keys that bring its table with a game under way (after its first dialogs are closed)
TABLE = {"psion": "ENTER", "windows": "", "amiga": "CLICK:96,222 WAIT:2000"}


def drawn(app) -> list[str]:  # noqa: ANN001
    """Every text the player sees now."""
    return [item.text for item in _render(_Visible(app.scenes), app.skin.canvas, (0, 128, 128), draw_text=True)[1]]


def close_dialogs(app, key: str = "ESC") -> None:  # noqa: ANN001
    """The dialogs over the table closed with ``key`` (ENTER: the game's end accepted, "All done?" too)."""
    for _ in range(4):
        if len(app.scenes) > 1 and not hasattr(app.scenes[-1], "act"):
            app.play_keys(key)


@pytest.mark.parametrize("look", list(TABLE))
def test_a_default_name_is_shown_in_german_and_kept_in_one_form(make_app, look):
    i18n.set_language("de")
    app = make_app(skin=look)
    _close_first_dialogs(app)
    if TABLE[look]:
        app.play_keys(TABLE[look])
    seen = drawn(app)
    table = _table(app)
    rules = table.game.rules
    if look == "windows":
        table.setup.end_of_turn = "nothing"  # no "All done?" after each score
    _play_to_the_end(app)
    seen += drawn(app)
    close_dialogs(app, "ENTER")
    seen += drawn(app)
    shell = next(scene for scene in reversed(app.scenes) if hasattr(scene, "shell")).shell
    for command in ("high-scores", "stats"):
        shell.commands.run(command)
        app.settle()
        seen += drawn(app)
        close_dialogs(app)
    english = [text for text in seen if ENGLISH_DEFAULT.search(text)]
    assert english == [], english
    assert any(GERMAN_DEFAULT.search(text) for text in seen)
    records = shell.store
    kept = [row[0] for row in records._db.execute("SELECT name FROM players")]
    assert kept == ["Player 1"]  # the one form, whatever the language
    for language, name in (("de", "Spieler 1"), ("en", "Player 1")):  # the same player in either language
        i18n.set_language(language)
        assert [player.name for player in records.players()] == [name]
        assert name in [entry.name for entry in records.high_scores(rules)]
        assert records.stats(name, rules).all_time.games == 1
    pygame.event.clear()
