"""Golden images of the Amiga skin's screens, compared pixel for pixel; and ``ynot screenshot --skin
amiga`` with clicks in its script.

Refresh them (after a deliberate change of the look) with ``YNOT_UPDATE_GOLDEN=1 python -m pytest
tests/ui/amiga/test_golden.py`` and look at every changed picture before committing it.
"""

from __future__ import annotations

import pygame
import pytest
from golden_images import compare_golden

from ynot.cli import main
from ynot.dice.rules import ALL_CATEGORIES, Category

from . import mouse


def _at(rect) -> str:  # noqa: ANN001 - pygame.Rect
    return f"{rect.centerx},{rect.centery}"


# Cells of the card as the layout puts them (two players: seats 0 and 1), for scripts written as text.
def _cell(seat: int, category: Category, players: int = 2) -> str:
    from ynot.dice.rules import get_rules
    from ynot.ui.amiga.card import CardLayout
    from ynot.ui.skin import load_skin

    skin = load_skin("amiga")
    layout = CardLayout(skin.area("card"), get_rules("yatcy"), players, skin.settings)
    index = next(i for i, row in enumerate(layout.rows) if row.category is category)
    return _at(layout.cell(seat, index))


def _die(index: int) -> str:
    return _at(mouse.PANEL.die(index))


TWO = f"{mouse.count_box(2)} {mouse.name_field(0)} " + "BACKSPACE " * 8 + "TEXT:Ann "
TWO += f"{mouse.name_field(1)} " + "BACKSPACE " * 8 + f"TEXT:Bob ENTER {mouse.NEW_GAME}"
SOLO = f"{mouse.name_field(0)} " + "BACKSPACE " * 8 + f"TEXT:Ann ENTER {mouse.NEW_GAME} "
SOLO += " ".join(f"{mouse.ROLL} {mouse.ROLL} CLICK:{_cell(0, c, 1)}" for c in ALL_CATEGORIES)

CASES = {
    "selection": "MOVE:300,150",
    "selection-four": f"{mouse.count_box(4)} CLICK:{_at(mouse.SEL.seat_gadgets[3])} {mouse.name_field(2)} TEXT:_Q",
    "selection-rules": f"{mouse.RULES} {mouse.RULES} MOVE:500,200",
    "game-start": TWO + " MOVE:520,200",
    "game-dice": TWO + f" {mouse.ROLL} MOVE:560,200",
    "dice-gone": TWO + f" {mouse.ROLL} CLICK:{_die(1)} CLICK:{_die(3)} MOVE:560,200",
    "score-preview": TWO + f" {mouse.ROLL} {mouse.ROLL} MOVE:{_cell(0, Category.CHANCE)}",
    "second-player": TWO + f" {mouse.ROLL} {mouse.ROLL} CLICK:{_cell(0, Category.CHANCE)} {mouse.ROLL} MOVE:560,200",
    "abandon": TWO + f" {mouse.ROLL} ESC",
    "continue-offered": TWO + f" {mouse.ROLL} ESC Y MOVE:320,150",
    "game-over": SOLO + " MOVE:560,150",
    # a computer player (good) alone: seat 1 cycled from Human to Beginner to Good, then time to play
    "game-over-computer": f"CLICK:{_at(mouse.SEL.seat_gadgets[0])} CLICK:{_at(mouse.SEL.seat_gadgets[0])} "
    f"{mouse.NEW_GAME} WAIT:60000 MOVE:560,150",
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden(amiga, name, tmp_path):
    app = amiga(seed=7)
    app.play_keys(CASES[name])
    assert app.errors == []
    compare_golden(app.frame_image(), "amiga", name, tmp_path)


def test_screenshot_command_plays_clicks(tmp_path, capsys):
    out = tmp_path / "shot.png"
    keys = CASES["dice-gone"]
    assert main(["screenshot", "--skin", "amiga", "--seed", "7", "--keys", keys, str(out)]) == 0
    assert "wrote" in capsys.readouterr().out
    pygame.init()
    shot = pygame.image.load(str(out))
    assert shot.get_size() == (640, 512), "a canvas pixel is twice as tall as wide"
    compare_golden(shot, "amiga", "dice-gone", tmp_path)
    pygame.quit()
